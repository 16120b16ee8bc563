CREATE TYPE "public"."inventory_request_state" AS ENUM('requested', 'accepted', 'declined', 'shipped', 'received', 'cancelled');--> statement-breakpoint
CREATE TABLE "dealer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "inventory_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_organization_id" uuid NOT NULL,
	"source_organization_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"received_vehicle_id" uuid,
	"state" "inventory_request_state" DEFAULT 'requested' NOT NULL,
	"note" text,
	"decline_reason" text,
	"shipping_note" text,
	"transfer_price_cents" integer,
	"requested_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_requests_two_rooftops" CHECK ("inventory_requests"."requester_organization_id" <> "inventory_requests"."source_organization_id"),
	CONSTRAINT "inventory_requests_transfer_price" CHECK ("inventory_requests"."transfer_price_cents" is null or "inventory_requests"."transfer_price_cents" between 0 and 1000000000)
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "dealer_group_id" uuid;--> statement-breakpoint
ALTER TABLE "inventory_requests" ADD CONSTRAINT "inventory_requests_requester_organization_id_organizations_id_fk" FOREIGN KEY ("requester_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_requests" ADD CONSTRAINT "inventory_requests_source_organization_id_organizations_id_fk" FOREIGN KEY ("source_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_requests" ADD CONSTRAINT "inventory_requests_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_requests" ADD CONSTRAINT "inventory_requests_received_vehicle_id_vehicles_id_fk" FOREIGN KEY ("received_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_requests" ADD CONSTRAINT "inventory_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_requests_requester_idx" ON "inventory_requests" USING btree ("requester_organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_requests_source_idx" ON "inventory_requests" USING btree ("source_organization_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_requests_open_vehicle_unique" ON "inventory_requests" USING btree ("vehicle_id") WHERE "inventory_requests"."state" in ('requested', 'accepted', 'shipped');--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_dealer_group_idx" ON "organizations" USING btree ("dealer_group_id");