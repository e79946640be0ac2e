ALTER TABLE "offers" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_owner_idx" ON "offers" USING btree ("owner_id");--> statement-breakpoint
-- An offer already booked is consumed by its first booking and belongs to that booking's traveller.
UPDATE "offers" SET "booking_id" = "first"."id", "owner_id" = "first"."user_id"
FROM (
  SELECT DISTINCT ON ("offer_id") "offer_id", "id", "user_id" FROM "bookings" ORDER BY "offer_id", "created_at", "id"
) AS "first"
WHERE "offers"."id" = "first"."offer_id";
