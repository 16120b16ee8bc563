CREATE TYPE "public"."appraisal_kind" AS ENUM('trade_in', 'purchase');--> statement-breakpoint
CREATE TYPE "public"."appraisal_lost_reason" AS ENUM('price', 'kept_vehicle', 'sold_elsewhere', 'condition', 'other');--> statement-breakpoint
CREATE TYPE "public"."appraisal_state" AS ENUM('draft', 'offered', 'won', 'lost');--> statement-breakpoint
CREATE TYPE "public"."condition_grade" AS ENUM('extra_clean', 'clean', 'average', 'rough');--> statement-breakpoint
CREATE TABLE "appraisals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"state" "appraisal_state" DEFAULT 'draft' NOT NULL,
	"kind" "appraisal_kind" NOT NULL,
	"vin" text,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"trim" text,
	"mileage" integer NOT NULL,
	"condition" "condition_grade" DEFAULT 'clean' NOT NULL,
	"exterior_color" text,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"zip" varchar(5) NOT NULL,
	"customer_name" text,
	"customer_phone" text,
	"customer_email" text,
	"appraiser_user_id" uuid,
	"notes" text,
	"recon_template_key" text,
	"recon_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"override_cents" integer,
	"override_reason" text,
	"snapshot" jsonb,
	"lost_reason" "appraisal_lost_reason",
	"lost_note" text,
	"purchase_price_cents" integer,
	"vehicle_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "appraisals_mileage_range" CHECK ("appraisals"."mileage" >= 0)
);
--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_appraiser_user_id_users_id_fk" FOREIGN KEY ("appraiser_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appraisals_organization_created_idx" ON "appraisals" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "appraisals_organization_state_idx" ON "appraisals" USING btree ("organization_id","state");