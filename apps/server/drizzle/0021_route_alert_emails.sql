-- Route alerts can be emailed (decision 1505). Alerts kept before were made without that choice, so they start with email off; new ones start on.
ALTER TABLE "route_alerts" ADD COLUMN "email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "route_alerts" ALTER COLUMN "email" SET DEFAULT true;
