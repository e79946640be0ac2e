ALTER TABLE "driver_applications" RENAME COLUMN "experience" TO "driving_experience";--> statement-breakpoint
DROP INDEX "driver_applications_email_key";--> statement-breakpoint
ALTER TABLE "driver_applications" ADD COLUMN "previous_application_id" uuid;--> statement-breakpoint
ALTER TABLE "driver_applications" ADD CONSTRAINT "driver_applications_previous_application_id_driver_applications_id_fk" FOREIGN KEY ("previous_application_id") REFERENCES "driver_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_applications_email_idx" ON "driver_applications" USING btree ("email","created_at");