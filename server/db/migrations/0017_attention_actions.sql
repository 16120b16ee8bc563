CREATE TYPE "public"."attention_item_state" AS ENUM('open', 'snoozed', 'dismissed');--> statement-breakpoint
CREATE TABLE "attention_actions" (
	"organization_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"state" "attention_item_state" NOT NULL,
	"snoozed_until" date,
	"reason" text,
	"actor_user_id" uuid,
	"acted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attention_actions_organization_id_item_key_pk" PRIMARY KEY("organization_id","item_key")
);
--> statement-breakpoint
ALTER TABLE "attention_actions" ADD CONSTRAINT "attention_actions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attention_actions" ADD CONSTRAINT "attention_actions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;