ALTER TABLE "offers" ADD COLUMN "return_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "return_starts_at" timestamp with time zone;