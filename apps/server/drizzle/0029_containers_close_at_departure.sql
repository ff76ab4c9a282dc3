-- A container's bookings close when its departure date begins everywhere: 00:00 at UTC-12, i.e.
-- 12:00 UTC on that date (decision 2460). Its stored expiry becomes the earlier of its days and that
-- cut-off, as the service now writes on create and edit. Dates the form never wrote are left alone.
UPDATE "containers"
SET "expires_at" = least("expires_at", ("departure_date" || 'T12:00:00Z')::timestamptz)
WHERE CASE WHEN "departure_date" ~ '^\d{4}-\d{2}-\d{2}$' THEN ("departure_date" || 'T12:00:00Z')::timestamptz < "expires_at" ELSE false END;
