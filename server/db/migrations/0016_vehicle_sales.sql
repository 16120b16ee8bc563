CREATE TYPE "public"."buyer_type" AS ENUM('retail', 'wholesale');--> statement-breakpoint
CREATE TABLE "vehicle_sales" (
	"vehicle_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"buyer_type" "buyer_type" NOT NULL,
	"sold_on" date NOT NULL,
	"sale_price_cents" integer,
	"recorded_by_user_id" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_sales_price_range" CHECK ("vehicle_sales"."sale_price_cents" is null or "vehicle_sales"."sale_price_cents" between 0 and 1000000000)
);
--> statement-breakpoint
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_sales_organization_day_idx" ON "vehicle_sales" USING btree ("organization_id","sold_on","buyer_type");--> statement-breakpoint
-- Vehicles already sold or wholesaled get their sale row, without a price (it was never recorded).
INSERT INTO "vehicle_sales" ("vehicle_id", "organization_id", "buyer_type", "sold_on", "sale_price_cents")
SELECT "id", "organization_id", CASE WHEN "status" = 'sold' THEN 'retail'::"buyer_type" ELSE 'wholesale'::"buyer_type" END, "disposed_on", NULL
FROM "vehicles" WHERE "status" IN ('sold', 'wholesaled') AND "disposed_on" IS NOT NULL;
