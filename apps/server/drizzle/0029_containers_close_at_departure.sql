-- A container's bookings close when its departure date begins everywhere: 00:00 at UTC-12, i.e.
-- 12:00 UTC on that date (decision 2460). Its stored expiry becomes the earlier of its days and that
-- cut-off, as the service now writes on create and edit. A date the form never wrote (not YYYY-MM-DD,
-- or no such day, such as 2025-02-30) is left alone rather than stopping the upgrade: the nested CASEs
-- check the form, then the day against its month's length, before anything is cast.
UPDATE "containers"
SET "expires_at" = least("expires_at", ("departure_date" || 'T12:00:00Z')::timestamptz)
WHERE CASE
  WHEN "departure_date" ~ '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' THEN
    CASE
      WHEN substr("departure_date", 9, 2)::int <= extract(day from make_date(substr("departure_date", 1, 4)::int, substr("departure_date", 6, 2)::int, 1) + interval '1 month' - interval '1 day')
      THEN ("departure_date" || 'T12:00:00Z')::timestamptz < "expires_at"
      ELSE false
    END
  ELSE false
END;
