ALTER TABLE "user_preferences" ADD COLUMN "travel_updated_at" timestamp with time zone;--> statement-breakpoint
-- Preferences answered before the column existed: dated by their row's last change, so answers
-- given after the recommendations were first opened replace the chips copied then.
UPDATE "user_preferences" SET "travel_updated_at" = "updated_at"
WHERE "travel_style" <> '[]'::jsonb OR "interests" <> '[]'::jsonb OR "budget" IS NOT NULL
  OR "accommodation" IS NOT NULL OR "transportation" IS NOT NULL OR "travel_pace" IS NOT NULL;
