-- Issue 20 item 2: no two bookings of one doctor on the same seat may overlap in time, whatever their
-- lengths (a 60-minute booking at 09:00 and a 30-minute one at 09:30 collide). The unique
-- (doctor_id, starts_at, seat) only caught equal starts. btree_gist lets the integer columns join the
-- range in one exclusion constraint; PGlite loads the same extension (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_range" CHECK ("ends_at" > "starts_at");
--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_no_overlap" EXCLUDE USING gist ("doctor_id" WITH =, "seat" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
