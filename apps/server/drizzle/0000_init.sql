CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"is_seller" boolean DEFAULT false NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"total_stars" integer DEFAULT 0 NOT NULL,
	"star_number" integer DEFAULT 0 NOT NULL,
	"trips_completed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "container_interests" (
	"container_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "container_interests_container_id_user_id_pk" PRIMARY KEY("container_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "containers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"about" text NOT NULL,
	"container_type" text DEFAULT '20ft' NOT NULL,
	"cargo_type" text NOT NULL,
	"tax_clearance" text NOT NULL,
	"location_country" text NOT NULL,
	"location_city" text NOT NULL,
	"available_space_cbm" double precision NOT NULL,
	"price_rmb" integer NOT NULL,
	"departure_date" text NOT NULL,
	"arrival_date" text NOT NULL,
	"expiration_days" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"interested_count" integer DEFAULT 0 NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gig_interests" (
	"gig_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gig_interests_gig_id_user_id_pk" PRIMARY KEY("gig_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gigs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"about" text NOT NULL,
	"departure_country" text NOT NULL,
	"departure_city" text NOT NULL,
	"destination_country" text NOT NULL,
	"destination_city" text NOT NULL,
	"available_space" double precision NOT NULL,
	"price_rmb" integer NOT NULL,
	"expiration_days" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"interested_count" integer DEFAULT 0 NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"cat" text DEFAULT 'luggage-transport' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"short_title" text DEFAULT '' NOT NULL,
	"short_desc" text DEFAULT '' NOT NULL,
	"delivery_time" integer DEFAULT 0 NOT NULL,
	"revision_number" integer DEFAULT 0 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"desc" text NOT NULL,
	"star" integer NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"read_by_seller" boolean DEFAULT true NOT NULL,
	"read_by_buyer" boolean DEFAULT true NOT NULL,
	"last_message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_not_self" CHECK ("conversations"."seller_id" <> "conversations"."buyer_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"desc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"listing_type" text NOT NULL,
	"gig_id" text,
	"container_id" text,
	"title" text NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"price_rmb" double precision NOT NULL,
	"quantity" double precision NOT NULL,
	"unit" text NOT NULL,
	"seller_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"delivered_at" timestamp with time zone,
	"buyer_confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_quantity_positive" CHECK ("orders"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_interests" ADD CONSTRAINT "container_interests_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_interests" ADD CONSTRAINT "container_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_interests" ADD CONSTRAINT "gig_interests_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_interests" ADD CONSTRAINT "gig_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "container_interests_user_idx" ON "container_interests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "containers_user_created_idx" ON "containers" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "containers_open_created_idx" ON "containers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "containers_open_price_idx" ON "containers" USING btree ("price_rmb","id") WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "containers_open_space_idx" ON "containers" USING btree ("available_space_cbm" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "containers_type_created_idx" ON "containers" USING btree ("container_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "containers_open_type_expires_idx" ON "containers" USING btree ("container_type","expires_at") WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "containers_open_expires_idx" ON "containers" USING btree ("expires_at") WHERE "containers"."is_completed" = false and "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "containers_expires_idx" ON "containers" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "containers_location_city_trgm" ON "containers" USING gin (lower("location_city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "containers_location_country_trgm" ON "containers" USING gin (lower("location_country") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "containers_title_trgm" ON "containers" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "containers_about_trgm" ON "containers" USING gin (lower("about") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "containers_cargo_type_trgm" ON "containers" USING gin (lower("cargo_type") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gig_interests_user_idx" ON "gig_interests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gigs_user_created_idx" ON "gigs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gigs_open_sales_idx" ON "gigs" USING btree ("sales" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_created_idx" ON "gigs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_popular_idx" ON "gigs" USING btree ("interested_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_price_idx" ON "gigs" USING btree ("price_rmb","expires_at") WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_open_expires_idx" ON "gigs" USING btree ("expires_at") WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_expires_idx" ON "gigs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "gigs_open_route_idx" ON "gigs" USING btree (lower("destination_country"),lower("departure_country"),"expires_at") WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_cat_idx" ON "gigs" USING btree ("cat","sales" DESC NULLS LAST) WHERE "gigs"."is_completed" = false and "gigs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gigs_departure_city_trgm" ON "gigs" USING gin (lower("departure_city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gigs_departure_country_trgm" ON "gigs" USING gin (lower("departure_country") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gigs_destination_city_trgm" ON "gigs" USING gin (lower("destination_city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gigs_destination_country_trgm" ON "gigs" USING gin (lower("destination_country") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gigs_title_trgm" ON "gigs" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gigs_about_trgm" ON "gigs" USING gin (lower("about") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_author_seller_key" ON "reviews" USING btree ("user_id","seller_id");--> statement-breakpoint
CREATE INDEX "reviews_seller_created_idx" ON "reviews" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_key" ON "conversations" USING btree (least("seller_id", "buyer_id"),greatest("seller_id", "buyer_id"));--> statement-breakpoint
CREATE INDEX "conversations_seller_updated_idx" ON "conversations" USING btree ("seller_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_buyer_updated_idx" ON "conversations" USING btree ("buyer_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_seller_created_idx" ON "orders" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_gig_idx" ON "orders" USING btree ("gig_id");--> statement-breakpoint
CREATE INDEX "orders_container_idx" ON "orders" USING btree ("container_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_active_gig_buyer_key" ON "orders" USING btree ("gig_id","buyer_id") WHERE "orders"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_active_container_buyer_key" ON "orders" USING btree ("container_id","buyer_id") WHERE "orders"."status" = 'active';