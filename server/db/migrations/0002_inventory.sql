-- Free-text search over VIN fragments uses trigram indexes (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."acquisition_source" AS ENUM('trade_in', 'auction', 'purchase', 'lease_return', 'other');--> statement-breakpoint
CREATE TYPE "public"."vehicle_status" AS ENUM('incoming', 'in_recon', 'frontline', 'sale_pending', 'sold', 'wholesaled');--> statement-breakpoint
CREATE TABLE "vehicle_price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"user_id" uuid,
	"from_cents" integer,
	"to_cents" integer,
	"reason" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"user_id" uuid,
	"from_status" "vehicle_status",
	"to_status" "vehicle_status" NOT NULL,
	"note" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"vin" text NOT NULL,
	"stock_number" text NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"trim" text,
	"body_style" text,
	"exterior_color" text,
	"interior_color" text,
	"mileage" integer NOT NULL,
	"acquisition_source" "acquisition_source" DEFAULT 'other' NOT NULL,
	"acquired_date" date NOT NULL,
	"cost_cents" integer,
	"list_price_cents" integer,
	"status" "vehicle_status" DEFAULT 'incoming' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disposed_on" date,
	"lot_location" text,
	"notes" text,
	"search_text" text GENERATED ALWAYS AS (upper("vehicles"."vin" || ' ' || "vehicles"."stock_number" || ' ' || "vehicles"."make" || ' ' || "vehicles"."model")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_price_changes" ADD CONSTRAINT "vehicle_price_changes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_price_changes" ADD CONSTRAINT "vehicle_price_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_status_changes" ADD CONSTRAINT "vehicle_status_changes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_status_changes" ADD CONSTRAINT "vehicle_status_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_price_changes_vehicle_idx" ON "vehicle_price_changes" USING btree ("vehicle_id","changed_at");--> statement-breakpoint
CREATE INDEX "vehicle_status_changes_vehicle_idx" ON "vehicle_status_changes" USING btree ("vehicle_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_organization_vin_unique" ON "vehicles" USING btree ("organization_id","vin");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_organization_stock_unique" ON "vehicles" USING btree ("organization_id","stock_number");--> statement-breakpoint
CREATE INDEX "vehicles_organization_acquired_idx" ON "vehicles" USING btree ("organization_id","acquired_date","id");--> statement-breakpoint
CREATE INDEX "vehicles_organization_make_acquired_idx" ON "vehicles" USING btree ("organization_id",lower("make"),"acquired_date","id");--> statement-breakpoint
CREATE INDEX "vehicles_search_trgm_idx" ON "vehicles" USING gin ("search_text" gin_trgm_ops);