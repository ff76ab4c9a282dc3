-- The places table is kept whole by every write path (the API, the demo seed, bulk imports): a
-- listing's places are added in the same transaction as the listing, by the triggers below.
CREATE OR REPLACE FUNCTION "places_add"(name text, kind text, country text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "places" ("key", "kind", "country", "name")
  SELECT lower(btrim(name)), kind, btrim(country), btrim(name)
  WHERE btrim(name) <> '' AND btrim(country) <> ''
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- All the places of all listings at once: the backfill of listings made before the table existed,
-- and what a bulk load that bypassed the triggers runs afterwards.
CREATE OR REPLACE FUNCTION "places_rebuild"() RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "places" ("key", "kind", "country", "name")
  SELECT DISTINCT ON (lower(btrim(name)), kind, btrim(country)) lower(btrim(name)), kind, btrim(country), btrim(name)
  FROM (
    SELECT "departure_city" AS name, 'city' AS kind, "departure_country" AS country FROM "gigs"
    UNION ALL SELECT "destination_city", 'city', "destination_country" FROM "gigs"
    UNION ALL SELECT "departure_country", 'country', "departure_country" FROM "gigs"
    UNION ALL SELECT "destination_country", 'country', "destination_country" FROM "gigs"
    UNION ALL SELECT "location_city", 'city', "location_country" FROM "containers"
    UNION ALL SELECT "location_country", 'country', "location_country" FROM "containers"
  ) AS named
  WHERE btrim(name) <> '' AND btrim(country) <> ''
  ORDER BY lower(btrim(name)), kind, btrim(country), btrim(name)
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
SELECT "places_rebuild"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "gigs_places"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "places_add"(NEW."departure_city", 'city', NEW."departure_country");
  PERFORM "places_add"(NEW."destination_city", 'city', NEW."destination_country");
  PERFORM "places_add"(NEW."departure_country", 'country', NEW."departure_country");
  PERFORM "places_add"(NEW."destination_country", 'country', NEW."destination_country");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "containers_places"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "places_add"(NEW."location_city", 'city', NEW."location_country");
  PERFORM "places_add"(NEW."location_country", 'country', NEW."location_country");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "gigs_places_trg" AFTER INSERT OR UPDATE OF "departure_city", "departure_country", "destination_city", "destination_country" ON "gigs"
  FOR EACH ROW EXECUTE FUNCTION "gigs_places"();
--> statement-breakpoint
CREATE TRIGGER "containers_places_trg" AFTER INSERT OR UPDATE OF "location_city", "location_country" ON "containers"
  FOR EACH ROW EXECUTE FUNCTION "containers_places"();
--> statement-breakpoint
-- How many open listings a route has: without statistics on these expressions the planner guesses
-- one row and sorts thousands instead of reading a sorted route index.
CREATE STATISTICS IF NOT EXISTS "gigs_route_stats" (ndistinct, dependencies, mcv) ON lower("destination_country"), lower("departure_country") FROM "gigs";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "gigs_cities_stats" (ndistinct, dependencies, mcv) ON lower("destination_city"), lower("departure_city") FROM "gigs";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "gigs_from_city_stats" (ndistinct, dependencies, mcv) ON lower("departure_country"), lower("departure_city") FROM "gigs";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "gigs_to_city_stats" (ndistinct, dependencies, mcv) ON lower("destination_country"), lower("destination_city") FROM "gigs";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "containers_location_stats" (ndistinct, dependencies, mcv) ON lower("location_country"), lower("location_city") FROM "containers";
--> statement-breakpoint
ANALYZE "gigs", "containers", "places";
