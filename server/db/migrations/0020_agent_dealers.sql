CREATE TABLE "agent_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"dealer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"due_on" date,
	"created_by_user_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"dealer_id" uuid NOT NULL,
	"agent_user_id" uuid,
	"checked_in_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"notes" text,
	"next_step" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"territory_id" uuid,
	"name" text NOT NULL,
	"match_name" text NOT NULL,
	"street" text,
	"city" text,
	"state" text,
	"zip" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priority" text NOT NULL,
	"notes" text,
	"owner_agent_user_id" uuid,
	"last_visit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "territories" ADD COLUMN "center_latitude" double precision;--> statement-breakpoint
ALTER TABLE "territories" ADD COLUMN "center_longitude" double precision;--> statement-breakpoint
ALTER TABLE "territories" ADD COLUMN "radius_miles" double precision;--> statement-breakpoint
ALTER TABLE "territories" ADD COLUMN "cadence_p1_weeks" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "territories" ADD COLUMN "cadence_p2_weeks" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "territories" ADD COLUMN "cadence_p3_weeks" integer DEFAULT 13 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_tasks" ADD CONSTRAINT "agent_tasks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tasks" ADD CONSTRAINT "agent_tasks_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tasks" ADD CONSTRAINT "agent_tasks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_visits" ADD CONSTRAINT "dealer_visits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_visits" ADD CONSTRAINT "dealer_visits_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_visits" ADD CONSTRAINT "dealer_visits_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_territory_id_territories_id_fk" FOREIGN KEY ("territory_id") REFERENCES "public"."territories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_owner_agent_user_id_users_id_fk" FOREIGN KEY ("owner_agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_tasks_dealer_idx" ON "agent_tasks" USING btree ("dealer_id","completed_at");--> statement-breakpoint
CREATE INDEX "dealer_visits_dealer_idx" ON "dealer_visits" USING btree ("dealer_id","checked_in_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_organization_name_zip_unique" ON "dealers" USING btree ("organization_id","match_name","zip");--> statement-breakpoint
CREATE INDEX "dealers_territory_idx" ON "dealers" USING btree ("territory_id");--> statement-breakpoint
CREATE INDEX "dealers_organization_zip_idx" ON "dealers" USING btree ("organization_id","zip");--> statement-breakpoint
CREATE INDEX "territories_agent_idx" ON "territories" USING btree ("agent_user_id");