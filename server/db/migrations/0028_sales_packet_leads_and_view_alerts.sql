ALTER TABLE "marketplace_leads" ALTER COLUMN "feed_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_leads" ADD COLUMN "sales_packet_link_id" uuid;--> statement-breakpoint
ALTER TABLE "sales_packet_links" ADD COLUMN "view_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_leads" ADD CONSTRAINT "marketplace_leads_sales_packet_link_id_sales_packet_links_id_fk" FOREIGN KEY ("sales_packet_link_id") REFERENCES "public"."sales_packet_links"("id") ON DELETE set null ON UPDATE no action;