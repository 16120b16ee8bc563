CREATE TYPE "public"."market_channel" AS ENUM('retail', 'wholesale');--> statement-breakpoint
CREATE TYPE "public"."market_record_source" AS ENUM('marketplace', 'vehicle_history', 'auction', 'own_sales');--> statement-breakpoint
CREATE TABLE "market_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"trim" text,
	"segment_key" text NOT NULL,
	"mileage" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"dealer_name" text,
	"zip" varchar(5) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"first_seen_on" date NOT NULL,
	"last_seen_on" date NOT NULL,
	"sold_on" date,
	"channel" "market_channel" NOT NULL,
	"source" "market_record_source" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_records_price_positive" CHECK ("market_records"."price_cents" > 0),
	CONSTRAINT "market_records_mileage_range" CHECK ("market_records"."mileage" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wholesale_book_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"trim" text,
	"segment_key" text NOT NULL,
	"trim_key" text DEFAULT '' NOT NULL,
	"average_mileage" integer NOT NULL,
	"rough_cents" integer NOT NULL,
	"average_cents" integer NOT NULL,
	"clean_cents" integer NOT NULL,
	"extra_clean_cents" integer NOT NULL,
	"as_of" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_records" ADD CONSTRAINT "market_records_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_book_entries" ADD CONSTRAINT "wholesale_book_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_records_comparables_idx" ON "market_records" USING btree ("organization_id","segment_key","channel","year","mileage");--> statement-breakpoint
CREATE INDEX "market_records_organization_seen_idx" ON "market_records" USING btree ("organization_id","first_seen_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wholesale_book_entries_key_unique" ON "wholesale_book_entries" USING btree ("organization_id","segment_key","year","trim_key");