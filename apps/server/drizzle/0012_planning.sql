CREATE TABLE "planning_destinations" (
	"id" text PRIMARY KEY NOT NULL,
	"city_id" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"radius_km" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"best_months" integer[] NOT NULL,
	"neighbourhoods" jsonb NOT NULL,
	"guide" text NOT NULL,
	"transit_fare_minor" integer NOT NULL,
	"daily_costs" jsonb NOT NULL,
	"content_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planning_places" (
	"destination_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"neighbourhood" text NOT NULL,
	"hours" jsonb NOT NULL,
	"visit_minutes" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"tags" text[] NOT NULL,
	"description" text NOT NULL,
	"price_level" integer,
	"cuisine" text,
	"meals" text[] NOT NULL,
	CONSTRAINT "planning_places_destination_id_id_pk" PRIMARY KEY("destination_id","id")
);
--> statement-breakpoint
CREATE TABLE "trip_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"destination_id" text NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"travelers" integer NOT NULL,
	"interests" text[] NOT NULL,
	"pace" text NOT NULL,
	"tier" text NOT NULL,
	"notes" text,
	"origin" text,
	"budget_minor" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"days" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"feasible" boolean NOT NULL,
	"violations" jsonb NOT NULL,
	"suggestion" jsonb,
	"options" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"share_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planning_places" ADD CONSTRAINT "planning_places_destination_id_planning_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "planning_destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_plans" ADD CONSTRAINT "trip_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_plans" ADD CONSTRAINT "trip_plans_destination_id_planning_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "planning_destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_plans_user_idx" ON "trip_plans" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_plans_share_token_key" ON "trip_plans" USING btree ("share_token_hash") WHERE "trip_plans"."share_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "trip_plans_unclaimed_idx" ON "trip_plans" USING btree ("created_at") WHERE "trip_plans"."user_id" is null;