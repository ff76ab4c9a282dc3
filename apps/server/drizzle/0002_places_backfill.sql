-- The places of the listings made before the places table existed (new listings add theirs on insert).
INSERT INTO "places" ("key", "kind", "country", "name")
SELECT DISTINCT ON (lower(name), kind, country) lower(name), kind, country, name
FROM (
  SELECT "departure_city" AS name, 'city' AS kind, "departure_country" AS country FROM "gigs"
  UNION ALL SELECT "destination_city", 'city', "destination_country" FROM "gigs"
  UNION ALL SELECT "departure_country", 'country', "departure_country" FROM "gigs"
  UNION ALL SELECT "destination_country", 'country', "destination_country" FROM "gigs"
  UNION ALL SELECT "location_city", 'city', "location_country" FROM "containers"
  UNION ALL SELECT "location_country", 'country', "location_country" FROM "containers"
) AS named
WHERE btrim(name) <> ''
ORDER BY lower(name), kind, country, name
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Every write path (the API, the demo seed, bulk imports) keeps the places table whole: a listing's
-- places are added in the same transaction as the listing.
CREATE OR REPLACE FUNCTION "places_add"(name text, kind text, country text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "places" ("key", "kind", "country", "name")
  SELECT lower(btrim(name)), kind, btrim(country), btrim(name)
  WHERE btrim(name) <> '' AND btrim(country) <> ''
  ON CONFLICT DO NOTHING
$$;
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
