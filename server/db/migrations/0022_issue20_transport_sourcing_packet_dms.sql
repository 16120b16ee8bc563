CREATE TYPE "public"."bill_of_lading_stage" AS ENUM('pickup', 'delivery');--> statement-breakpoint
CREATE TYPE "public"."transport_state" AS ENUM('requested', 'assigned', 'picked_up', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TABLE "bill_of_lading_inspections" (
	"order_id" uuid NOT NULL,
	"stage" "bill_of_lading_stage" NOT NULL,
	"notes" text,
	"damages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signer_name" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_user_id" uuid,
	"recorded_by_token_id" uuid,
	CONSTRAINT "bill_of_lading_inspections_order_id_stage_pk" PRIMARY KEY("order_id","stage")
);
--> statement-breakpoint
CREATE TABLE "dms_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_name" text,
	"dealer_id" text NOT NULL,
	"store_id" text NOT NULL,
	"credentials_cipher" text,
	"feed_secret_cipher" text,
	"feed_secret_created_at" timestamp with time zone,
	"acting_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dms_connections_organization_id_unique" UNIQUE("organization_id"),
	CONSTRAINT "dms_connections_provider" CHECK ("dms_connections"."provider" in ('cdk_global', 'reynolds_and_reynolds', 'dealertrack', 'dealersocket', 'tekion', 'automate', 'pbs', 'other')),
	CONSTRAINT "dms_connections_other_named" CHECK (("dms_connections"."provider" = 'other') = ("dms_connections"."provider_name" is not null))
);
--> statement-breakpoint
CREATE TABLE "dms_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"delivery_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"format" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rejected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financing_referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"partner" text NOT NULL,
	"state" text DEFAULT 'referred' NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_packet_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"label" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sales_packet_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"browser" text,
	"os" text,
	"device_type" text
);
--> statement-breakpoint
CREATE TABLE "sourcing_run_list_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_list_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"lane" text,
	"run_number" text,
	"vin" varchar(17) NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"trim" text,
	"mileage" integer NOT NULL,
	"condition_grade_tenths" integer,
	"auction" text NOT NULL,
	"sale_date" date NOT NULL,
	"location_zip" varchar(5) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_run_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"imported_by_user_id" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"trim" text,
	"max_mileage" integer,
	"max_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"recon_estimate_cents" integer NOT NULL,
	"reason" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_targets_years" CHECK ("sourcing_targets"."year_from" <= "sourcing_targets"."year_to")
);
--> statement-breakpoint
CREATE TABLE "transport_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"vin" text NOT NULL,
	"pickup_address" text NOT NULL,
	"pickup_zip" text NOT NULL,
	"delivery_address" text NOT NULL,
	"delivery_zip" text NOT NULL,
	"pickup_window_start" date NOT NULL,
	"pickup_window_end" date NOT NULL,
	"carrier_name" text,
	"carrier_mc_dot" text,
	"carrier_contact" text,
	"price_cents" integer,
	"distance_miles" integer,
	"distance_estimated" boolean DEFAULT false NOT NULL,
	"state" "transport_state" DEFAULT 'requested' NOT NULL,
	"auction_name" text,
	"purchased_on" date,
	"title_absent" boolean DEFAULT false NOT NULL,
	"title_received_on" date,
	"ordered_on" date NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_orders_window" CHECK ("transport_orders"."pickup_window_start" <= "transport_orders"."pickup_window_end")
);
--> statement-breakpoint
ALTER TABLE "bill_of_lading_inspections" ADD CONSTRAINT "bill_of_lading_inspections_order_id_transport_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."transport_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_of_lading_inspections" ADD CONSTRAINT "bill_of_lading_inspections_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_connections" ADD CONSTRAINT "dms_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_connections" ADD CONSTRAINT "dms_connections_acting_user_id_users_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_deliveries" ADD CONSTRAINT "dms_deliveries_connection_id_dms_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."dms_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_referrals" ADD CONSTRAINT "financing_referrals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_referrals" ADD CONSTRAINT "financing_referrals_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_referrals" ADD CONSTRAINT "financing_referrals_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_packet_links" ADD CONSTRAINT "sales_packet_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_packet_links" ADD CONSTRAINT "sales_packet_links_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_packet_links" ADD CONSTRAINT "sales_packet_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_packet_views" ADD CONSTRAINT "sales_packet_views_link_id_sales_packet_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."sales_packet_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_run_list_vehicles" ADD CONSTRAINT "sourcing_run_list_vehicles_run_list_id_sourcing_run_lists_id_fk" FOREIGN KEY ("run_list_id") REFERENCES "public"."sourcing_run_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_run_lists" ADD CONSTRAINT "sourcing_run_lists_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_run_lists" ADD CONSTRAINT "sourcing_run_lists_imported_by_user_id_users_id_fk" FOREIGN KEY ("imported_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_targets" ADD CONSTRAINT "sourcing_targets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_targets" ADD CONSTRAINT "sourcing_targets_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dms_deliveries_connection_delivery_idx" ON "dms_deliveries" USING btree ("connection_id","delivery_id");--> statement-breakpoint
CREATE INDEX "dms_deliveries_connection_received_idx" ON "dms_deliveries" USING btree ("connection_id","received_at");--> statement-breakpoint
CREATE INDEX "financing_referrals_organization_idx" ON "financing_referrals" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_packet_links_token_unique" ON "sales_packet_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sales_packet_links_vehicle_idx" ON "sales_packet_links" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_packet_views_link_idx" ON "sales_packet_views" USING btree ("link_id","viewed_at");--> statement-breakpoint
CREATE INDEX "sourcing_run_list_vehicles_list_idx" ON "sourcing_run_list_vehicles" USING btree ("run_list_id","line");--> statement-breakpoint
CREATE INDEX "sourcing_run_lists_organization_idx" ON "sourcing_run_lists" USING btree ("organization_id","imported_at");--> statement-breakpoint
CREATE INDEX "sourcing_targets_organization_idx" ON "sourcing_targets" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "transport_orders_organization_created_idx" ON "transport_orders" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transport_orders_vehicle_idx" ON "transport_orders" USING btree ("vehicle_id");