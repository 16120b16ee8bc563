CREATE TABLE "report_summary_recipients" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "report_summary_recipients_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_summary_schedules" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"weekday" integer NOT NULL,
	"hour" integer NOT NULL,
	"time_zone" text NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_summary_schedules_weekday" CHECK ("report_summary_schedules"."weekday" between 1 and 7),
	CONSTRAINT "report_summary_schedules_hour" CHECK ("report_summary_schedules"."hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "report_summary_sends" (
	"organization_id" uuid NOT NULL,
	"slot_day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipients" integer NOT NULL,
	CONSTRAINT "report_summary_sends_organization_id_slot_day_pk" PRIMARY KEY("organization_id","slot_day")
);
--> statement-breakpoint
ALTER TABLE "report_summary_recipients" ADD CONSTRAINT "report_summary_recipients_organization_id_report_summary_schedules_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."report_summary_schedules"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_summary_recipients" ADD CONSTRAINT "report_summary_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_summary_schedules" ADD CONSTRAINT "report_summary_schedules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_summary_schedules" ADD CONSTRAINT "report_summary_schedules_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_summary_sends" ADD CONSTRAINT "report_summary_sends_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_summary_schedules_enabled_idx" ON "report_summary_schedules" USING btree ("enabled");