DROP INDEX "containers_open_created_idx";--> statement-breakpoint
DROP INDEX "containers_open_price_idx";--> statement-breakpoint
DROP INDEX "containers_open_space_idx";--> statement-breakpoint
DROP INDEX "containers_type_created_idx";--> statement-breakpoint
DROP INDEX "containers_open_location_created_idx";--> statement-breakpoint
DROP INDEX "containers_open_location_price_idx";--> statement-breakpoint
DROP INDEX "containers_open_location_space_idx";--> statement-breakpoint
DROP INDEX "gigs_open_sales_idx";--> statement-breakpoint
DROP INDEX "gigs_open_created_idx";--> statement-breakpoint
DROP INDEX "gigs_open_popular_idx";--> statement-breakpoint
CREATE INDEX "containers_open_created_idx" ON "containers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"container_type","price_rmb","expires_at") WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "containers_open_price_idx" ON "containers" USING btree ("price_rmb","id","container_type","expires_at") WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "containers_open_space_idx" ON "containers" USING btree ("available_space_cbm" DESC NULLS LAST,"id" DESC NULLS LAST,"container_type","price_rmb","expires_at") WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "containers_type_created_idx" ON "containers" USING btree ("container_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price_rmb","expires_at") WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "containers_open_location_created_idx" ON "containers" USING btree (lower("location_country"),lower("location_city"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"container_type","price_rmb","expires_at") WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "containers_open_location_price_idx" ON "containers" USING btree (lower("location_country"),lower("location_city"),"price_rmb","id","container_type","expires_at") WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "containers_open_location_space_idx" ON "containers" USING btree (lower("location_country"),lower("location_city"),"available_space_cbm" DESC NULLS LAST,"id" DESC NULLS LAST,"container_type","price_rmb","expires_at") WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_sales_idx" ON "gigs" USING btree ("sales" DESC NULLS LAST,"id" DESC NULLS LAST,"price_rmb","expires_at") WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_created_idx" ON "gigs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price_rmb","expires_at") WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_popular_idx" ON "gigs" USING btree ("interested_count" DESC NULLS LAST,"id" DESC NULLS LAST,"price_rmb","expires_at") WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;