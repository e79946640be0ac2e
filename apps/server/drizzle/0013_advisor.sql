CREATE TABLE "budget_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"asked_by" uuid,
	"request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_impressions" (
	"user_id" uuid NOT NULL,
	"recommendation_id" text NOT NULL,
	"first_shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_impressions_user_id_recommendation_id_pk" PRIMARY KEY("user_id","recommendation_id")
);
--> statement-breakpoint
CREATE TABLE "travel_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"interests" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_plans" ADD CONSTRAINT "budget_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_plans" ADD CONSTRAINT "budget_plans_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_impressions" ADD CONSTRAINT "recommendation_impressions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_profiles" ADD CONSTRAINT "travel_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_plans_user_idx" ON "budget_plans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "budget_plans_unsaved_idx" ON "budget_plans" USING btree ("created_at") WHERE "budget_plans"."user_id" is null;