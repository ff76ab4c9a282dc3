CREATE INDEX "uploads_unclaimed_created_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."user_id" is null;--> statement-breakpoint
-- Pictures used before every use claimed its upload: the registration page's picture was claimed, a gig's
-- was not. Give each used one to its user, so that the sweep of unclaimed uploads never takes one in use.
WITH "used" AS (
  SELECT "id" AS "user_id", substring("img" FROM 14) AS "upload_id" FROM "users" WHERE "img" LIKE '/api/uploads/%'
  UNION ALL
  SELECT "user_id", substring("cover" FROM 14) FROM "gigs" WHERE "cover" LIKE '/api/uploads/%'
  UNION ALL
  SELECT g."user_id", substring(i.value FROM 14) FROM "gigs" g, jsonb_array_elements_text(g."images") AS i(value) WHERE i.value LIKE '/api/uploads/%'
  UNION ALL
  SELECT "seller_id", substring("img" FROM 14) FROM "orders" WHERE "img" LIKE '/api/uploads/%'
)
UPDATE "uploads" SET "user_id" = "used"."user_id" FROM "used" WHERE "uploads"."id" = "used"."upload_id" AND "uploads"."user_id" IS NULL;
