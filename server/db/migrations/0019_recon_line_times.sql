CREATE TABLE "recon_line_stage_times" (
	"vehicle_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"ms" double precision NOT NULL,
	"over_target_visits" integer NOT NULL,
	CONSTRAINT "recon_line_stage_times_vehicle_id_stage_id_pk" PRIMARY KEY("vehicle_id","stage_id")
);
--> statement-breakpoint
CREATE TABLE "recon_line_times" (
	"vehicle_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"front_stage_id" uuid NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"time_to_line_ms" double precision NOT NULL,
	"time_in_recon_ms" double precision
);
--> statement-breakpoint
ALTER TABLE "recon_line_stage_times" ADD CONSTRAINT "recon_line_stage_times_vehicle_id_recon_line_times_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."recon_line_times"("vehicle_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_line_stage_times" ADD CONSTRAINT "recon_line_stage_times_stage_id_recon_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."recon_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_line_times" ADD CONSTRAINT "recon_line_times_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_line_times" ADD CONSTRAINT "recon_line_times_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_line_times" ADD CONSTRAINT "recon_line_times_front_stage_id_recon_stages_id_fk" FOREIGN KEY ("front_stage_id") REFERENCES "public"."recon_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recon_line_stage_times_organization_arrival_idx" ON "recon_line_stage_times" USING btree ("organization_id","arrival_at");--> statement-breakpoint
CREATE INDEX "recon_line_times_organization_arrival_idx" ON "recon_line_times" USING btree ("organization_id","arrival_at");--> statement-breakpoint
CREATE INDEX "recon_events_organization_stage_time_idx" ON "recon_events" USING btree ("organization_id","to_stage_id","occurred_at");