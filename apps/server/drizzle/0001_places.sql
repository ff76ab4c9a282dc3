CREATE TABLE "places" (
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "places_key_kind_country_pk" PRIMARY KEY("key","kind","country")
);
--> statement-breakpoint
CREATE INDEX "places_key_trgm" ON "places" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "containers_open_location_idx" ON "containers" USING btree (lower("location_country"),lower("location_city"),"expires_at") WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_cities_idx" ON "gigs" USING btree (lower("destination_city"),lower("departure_city"),"expires_at") WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_departure_idx" ON "gigs" USING btree (lower("departure_country"),lower("departure_city"),"expires_at") WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;