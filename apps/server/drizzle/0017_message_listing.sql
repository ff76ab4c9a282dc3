ALTER TABLE "messages" ADD COLUMN "gig_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "container_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_one_listing" CHECK ("messages"."gig_id" is null or "messages"."container_id" is null);