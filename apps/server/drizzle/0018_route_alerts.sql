CREATE TABLE "route_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"search" text NOT NULL,
	"label" text NOT NULL,
	"from_country" text,
	"from_city" text,
	"to_country" text,
	"to_city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_alerts_has_side" CHECK ("route_alerts"."from_country" is not null or "route_alerts"."to_country" is not null)
);
--> statement-breakpoint
ALTER TABLE "route_alerts" ADD CONSTRAINT "route_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "route_alerts_user_route_key" ON "route_alerts" USING btree ("user_id",coalesce("from_country", ''),coalesce("from_city", ''),coalesce("to_country", ''),coalesce("to_city", ''));--> statement-breakpoint
CREATE INDEX "route_alerts_to_idx" ON "route_alerts" USING btree ("to_country","to_city");--> statement-breakpoint
CREATE INDEX "route_alerts_from_only_idx" ON "route_alerts" USING btree ("from_country","from_city") WHERE "route_alerts"."to_country" is null;