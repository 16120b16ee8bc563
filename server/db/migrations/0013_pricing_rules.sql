CREATE TABLE "pricing_rules" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"steps" jsonb NOT NULL,
	"minimum_gross_cents" integer NOT NULL,
	"round_to_cents" integer NOT NULL,
	"rounding_mode" text NOT NULL,
	"end_in_nine" boolean NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;