CREATE TABLE "recon_timelines" (
	"vehicle_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"entered_stage_at" bigint NOT NULL,
	"first_at" bigint NOT NULL,
	"recon_start_at" bigint,
	"front_line_at" bigint,
	"stage_ms" jsonb NOT NULL,
	"stage_ms_to_line" jsonb,
	"time_to_line_ms" bigint,
	"time_in_recon_ms" bigint
);
--> statement-breakpoint
ALTER TABLE "recon_timelines" ADD CONSTRAINT "recon_timelines_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_timelines" ADD CONSTRAINT "recon_timelines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_timelines" ADD CONSTRAINT "recon_timelines_stage_id_recon_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."recon_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recon_timelines_organization_front_line_idx" ON "recon_timelines" USING btree ("organization_id","front_line_at");