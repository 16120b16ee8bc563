CREATE TABLE "recon_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "recon_events_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"from_stage_id" uuid,
	"to_stage_id" uuid NOT NULL,
	"user_id" uuid,
	"note" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recon_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workflow_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"target_minutes" integer NOT NULL,
	"at_risk_percent" integer DEFAULT 75 NOT NULL,
	"overdue_percent" integer DEFAULT 100 NOT NULL,
	"starts_recon" boolean DEFAULT false NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recon_vehicles" (
	"vehicle_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"entered_stage_at" timestamp with time zone NOT NULL,
	"assignee_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "recon_workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"business_hours" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recon_workflows_organization_id_unique" UNIQUE("organization_id")
);
--> statement-breakpoint
ALTER TABLE "recon_events" ADD CONSTRAINT "recon_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_events" ADD CONSTRAINT "recon_events_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_events" ADD CONSTRAINT "recon_events_from_stage_id_recon_stages_id_fk" FOREIGN KEY ("from_stage_id") REFERENCES "public"."recon_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_events" ADD CONSTRAINT "recon_events_to_stage_id_recon_stages_id_fk" FOREIGN KEY ("to_stage_id") REFERENCES "public"."recon_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_events" ADD CONSTRAINT "recon_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_stages" ADD CONSTRAINT "recon_stages_workflow_id_recon_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."recon_workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_vehicles" ADD CONSTRAINT "recon_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_vehicles" ADD CONSTRAINT "recon_vehicles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_vehicles" ADD CONSTRAINT "recon_vehicles_stage_id_recon_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."recon_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_vehicles" ADD CONSTRAINT "recon_vehicles_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_workflows" ADD CONSTRAINT "recon_workflows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recon_events_vehicle_idx" ON "recon_events" USING btree ("vehicle_id","sequence");--> statement-breakpoint
CREATE INDEX "recon_events_organization_time_idx" ON "recon_events" USING btree ("organization_id","occurred_at");--> statement-breakpoint
CREATE INDEX "recon_stages_workflow_idx" ON "recon_stages" USING btree ("workflow_id","position");--> statement-breakpoint
CREATE INDEX "recon_vehicles_organization_stage_idx" ON "recon_vehicles" USING btree ("organization_id","stage_id");--> statement-breakpoint
-- Recon events are append-only: no update ever; a delete only when its vehicle is gone (the
-- cascade of a vehicle's or its organization's deletion), never to rewrite a vehicle's history.
CREATE FUNCTION "recon_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND (NOT EXISTS (SELECT 1 FROM "vehicles" WHERE "id" = OLD."vehicle_id")
    OR NOT EXISTS (SELECT 1 FROM "organizations" WHERE "id" = OLD."organization_id")) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'recon events are append-only: % refused', TG_OP USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "recon_events_append_only" BEFORE UPDATE OR DELETE ON "recon_events" FOR EACH ROW EXECUTE FUNCTION "recon_events_append_only"();
