ALTER TABLE "analytics_events" ADD COLUMN "event_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_event_id_unique" ON "analytics_events" USING btree ("event_id");