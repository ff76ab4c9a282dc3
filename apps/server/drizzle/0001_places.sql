CREATE TABLE "places" (
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "places_key_kind_country_pk" PRIMARY KEY("key","kind","country")
);
--> statement-breakpoint
DROP INDEX "containers_location_city_trgm";--> statement-breakpoint
DROP INDEX "containers_location_country_trgm";--> statement-breakpoint
DROP INDEX "gigs_departure_city_trgm";--> statement-breakpoint
DROP INDEX "gigs_departure_country_trgm";--> statement-breakpoint
DROP INDEX "gigs_destination_city_trgm";--> statement-breakpoint
DROP INDEX "gigs_destination_country_trgm";--> statement-breakpoint
CREATE INDEX "places_key_trgm" ON "places" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "containers_open_location_created_idx" ON "containers" USING btree (lower("location_country"),lower("location_city"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "containers_open_location_price_idx" ON "containers" USING btree (lower("location_country"),lower("location_city"),"price_rmb","id") WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "containers_open_location_space_idx" ON "containers" USING btree (lower("location_country"),lower("location_city"),"available_space_cbm" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_route_sales_idx" ON "gigs" USING btree (lower("destination_country"),lower("departure_country"),"sales" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_route_created_idx" ON "gigs" USING btree (lower("destination_country"),lower("departure_country"),"created_at" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_route_popular_idx" ON "gigs" USING btree (lower("destination_country"),lower("departure_country"),"interested_count" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_cities_sales_idx" ON "gigs" USING btree (lower("destination_country"),lower("destination_city"),lower("departure_country"),lower("departure_city"),"sales" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_cities_created_idx" ON "gigs" USING btree (lower("destination_country"),lower("destination_city"),lower("departure_country"),lower("departure_city"),"created_at" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_cities_popular_idx" ON "gigs" USING btree (lower("destination_country"),lower("destination_city"),lower("departure_country"),lower("departure_city"),"interested_count" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_from_city_sales_idx" ON "gigs" USING btree (lower("departure_country"),lower("departure_city"),"sales" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_from_city_created_idx" ON "gigs" USING btree (lower("departure_country"),lower("departure_city"),"created_at" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_from_city_popular_idx" ON "gigs" USING btree (lower("departure_country"),lower("departure_city"),"interested_count" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_to_city_sales_idx" ON "gigs" USING btree (lower("destination_country"),lower("destination_city"),"sales" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_to_city_created_idx" ON "gigs" USING btree (lower("destination_country"),lower("destination_city"),"created_at" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_to_city_popular_idx" ON "gigs" USING btree (lower("destination_country"),lower("destination_city"),"interested_count" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_from_country_sales_idx" ON "gigs" USING btree (lower("departure_country"),"sales" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_from_country_created_idx" ON "gigs" USING btree (lower("departure_country"),"created_at" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_from_country_popular_idx" ON "gigs" USING btree (lower("departure_country"),"interested_count" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_to_country_sales_idx" ON "gigs" USING btree (lower("destination_country"),"sales" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_to_country_created_idx" ON "gigs" USING btree (lower("destination_country"),"created_at" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_to_country_popular_idx" ON "gigs" USING btree (lower("destination_country"),"interested_count" desc nulls last,"id" desc nulls last) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;