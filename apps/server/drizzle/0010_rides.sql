CREATE TABLE "ride_drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" text NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"rating_tenths" smallint NOT NULL,
	"vehicle_make" text NOT NULL,
	"vehicle_model" text NOT NULL,
	"vehicle_colour" text NOT NULL,
	"plate" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"autopilot" boolean NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_drivers_vehicle_type_check" CHECK ("ride_drivers"."vehicle_type" in ('economy', 'premium', 'luxury', 'shared', 'suv')),
	CONSTRAINT "ride_drivers_rating_check" CHECK ("ride_drivers"."rating_tenths" between 10 and 50)
);
--> statement-breakpoint
CREATE TABLE "rides" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"city_id" text NOT NULL,
	"ride_type" text NOT NULL,
	"pickup" jsonb NOT NULL,
	"destination" jsonb NOT NULL,
	"passengers" smallint NOT NULL,
	"scheduled" boolean NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"eta_minutes" integer NOT NULL,
	"trip_minutes" integer NOT NULL,
	"distance_m" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"driver_start_lat" double precision NOT NULL,
	"driver_start_lon" double precision NOT NULL,
	"status" text NOT NULL,
	"next_transition_at" timestamp with time zone,
	"offered_until" timestamp with time zone,
	"depart_at" timestamp with time zone NOT NULL,
	"arrive_at" timestamp with time zone NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"complete_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"occupied" "tstzrange" NOT NULL,
	"fare" integer NOT NULL,
	"fees" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"cancellation_fee" integer,
	"payment_id" uuid NOT NULL,
	"passenger_name" text NOT NULL,
	"passenger_email" text NOT NULL,
	"passenger_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rides_status_check" CHECK ("rides"."status" in ('offered', 'assigned', 'arriving', 'arrived', 'on_trip', 'completed', 'cancelled')),
	CONSTRAINT "rides_type_check" CHECK ("rides"."ride_type" in ('economy', 'premium', 'luxury', 'shared', 'suv')),
	CONSTRAINT "rides_amounts_check" CHECK ("rides"."fare" >= 0 and "rides"."fees" >= 0 and "rides"."total" = "rides"."fare" + "rides"."fees")
);
--> statement-breakpoint
ALTER TABLE "ride_drivers" ADD CONSTRAINT "ride_drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_driver_id_ride_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "ride_drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_drivers_user_key" ON "ride_drivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ride_drivers_city_type_online_idx" ON "ride_drivers" USING btree ("city_id","vehicle_type") WHERE "ride_drivers"."online";--> statement-breakpoint
CREATE UNIQUE INDEX "rides_booking_key" ON "rides" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "rides_user_idx" ON "rides" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rides_driver_status_idx" ON "rides" USING btree ("driver_id","status");--> statement-breakpoint
CREATE INDEX "rides_next_transition_idx" ON "rides" USING btree ("next_transition_at") WHERE "rides"."status" not in ('completed', 'cancelled');--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express it): one driver never has two active rides whose
-- occupied windows overlap. int4range over the integer driver id needs no btree_gist.
ALTER TABLE "rides" ADD CONSTRAINT "rides_driver_occupied_excl" EXCLUDE USING gist (int4range("driver_id", "driver_id", '[]') WITH &&, "occupied" WITH &&) WHERE ("status" NOT IN ('completed', 'cancelled'));
