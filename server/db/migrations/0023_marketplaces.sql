CREATE TABLE "marketplace_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"lead_secret_cipher" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_pulled_at" timestamp with time zone,
	"pull_count" integer DEFAULT 0 NOT NULL,
	"last_pull_rows" integer
);
--> statement-breakpoint
CREATE TABLE "marketplace_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"feed_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"delivery_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"message" text NOT NULL,
	"listing_url" text,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_leads_state" CHECK ("marketplace_leads"."state" in ('new', 'contacted', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "sales_packet_links" ADD COLUMN "marketplace_feed_id" uuid;--> statement-breakpoint
ALTER TABLE "marketplace_feeds" ADD CONSTRAINT "marketplace_feeds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_feeds" ADD CONSTRAINT "marketplace_feeds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_leads" ADD CONSTRAINT "marketplace_leads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_leads" ADD CONSTRAINT "marketplace_leads_feed_id_marketplace_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."marketplace_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_leads" ADD CONSTRAINT "marketplace_leads_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_feeds_token_unique" ON "marketplace_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "marketplace_feeds_organization_idx" ON "marketplace_feeds" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_leads_feed_delivery_unique" ON "marketplace_leads" USING btree ("feed_id","delivery_id");--> statement-breakpoint
CREATE INDEX "marketplace_leads_organization_idx" ON "marketplace_leads" USING btree ("organization_id","received_at","id");--> statement-breakpoint
CREATE INDEX "marketplace_leads_vehicle_idx" ON "marketplace_leads" USING btree ("vehicle_id","received_at");--> statement-breakpoint
ALTER TABLE "sales_packet_links" ADD CONSTRAINT "sales_packet_links_marketplace_feed_id_marketplace_feeds_id_fk" FOREIGN KEY ("marketplace_feed_id") REFERENCES "public"."marketplace_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_packet_links_feed_idx" ON "sales_packet_links" USING btree ("marketplace_feed_id","expires_at") WHERE "sales_packet_links"."marketplace_feed_id" is not null and "sales_packet_links"."revoked_at" is null;