CREATE TABLE "aircraft_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seats_economy" integer NOT NULL,
	"seats_premium" integer NOT NULL,
	"seats_business" integer NOT NULL,
	"seats_first" integer NOT NULL,
	"cruise_kmh" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airlines" (
	"iata" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"rating" real NOT NULL,
	"hubs" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"iata" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"size" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_companies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rating" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_day_sales" (
	"fleet_id" text NOT NULL,
	"day" date NOT NULL,
	"sold" integer NOT NULL,
	CONSTRAINT "car_day_sales_fleet_id_day_pk" PRIMARY KEY("fleet_id","day"),
	CONSTRAINT "car_day_sales_sold" CHECK ("car_day_sales"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "car_fleets" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"position" smallint NOT NULL,
	"category" text NOT NULL,
	"count" integer NOT NULL,
	"daily_rate" integer NOT NULL,
	"model" text NOT NULL,
	"seats" smallint NOT NULL,
	"bags" smallint NOT NULL,
	"doors" smallint NOT NULL,
	"transmission" text NOT NULL,
	"imagery" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_locations" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"company_name" text NOT NULL,
	"city_id" text NOT NULL,
	"city_name" text NOT NULL,
	"country" text NOT NULL,
	"kind" text NOT NULL,
	"iata" text,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"rating" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"country_name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"population" integer NOT NULL,
	"airports" text[] NOT NULL,
	"climate" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cruise_cabin_sales" (
	"sailing_id" text NOT NULL,
	"category" text NOT NULL,
	"sold" integer NOT NULL,
	CONSTRAINT "cruise_cabin_sales_sailing_id_category_pk" PRIMARY KEY("sailing_id","category"),
	CONSTRAINT "cruise_cabin_sales_sold" CHECK ("cruise_cabin_sales"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cruise_itineraries" (
	"id" text PRIMARY KEY NOT NULL,
	"ship_id" text NOT NULL,
	"region" text NOT NULL,
	"nights" smallint NOT NULL,
	"title" text NOT NULL,
	"embark_port_id" text NOT NULL,
	"call_port_ids" text[] NOT NULL,
	"scenic" text[] NOT NULL,
	"destinations" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cruise_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rating" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cruise_ports" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"city_id" text
);
--> statement-breakpoint
CREATE TABLE "cruise_sailings" (
	"id" text PRIMARY KEY NOT NULL,
	"itinerary_id" text NOT NULL,
	"ship_id" text NOT NULL,
	"line_id" text NOT NULL,
	"region" text NOT NULL,
	"nights" smallint NOT NULL,
	"departure" date NOT NULL,
	"return_date" date NOT NULL,
	"rating" real NOT NULL,
	"imagery" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cruise_ships" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"line_id" text NOT NULL,
	"region" text NOT NULL,
	"cabins" jsonb NOT NULL,
	"rating" real NOT NULL,
	"imagery" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_patterns" (
	"flight_number" text PRIMARY KEY NOT NULL,
	"pattern_index" integer NOT NULL,
	"airline" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"days" smallint NOT NULL,
	"departure_minute" smallint NOT NULL,
	"block_minutes" smallint NOT NULL,
	"distance_km" integer NOT NULL,
	"aircraft" text NOT NULL,
	"seats_economy" integer NOT NULL,
	"seats_premium" integer NOT NULL,
	"seats_business" integer NOT NULL,
	"seats_first" integer NOT NULL,
	CONSTRAINT "flight_patterns_pattern_index_unique" UNIQUE("pattern_index")
);
--> statement-breakpoint
CREATE TABLE "flight_seat_sales" (
	"flight_number" text NOT NULL,
	"date" date NOT NULL,
	"cabin" text NOT NULL,
	"sold" integer NOT NULL,
	CONSTRAINT "flight_seat_sales_flight_number_date_cabin_pk" PRIMARY KEY("flight_number","date","cabin"),
	CONSTRAINT "flight_seat_sales_sold" CHECK ("flight_seat_sales"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_room_night_sales" (
	"room_type_id" text NOT NULL,
	"night" date NOT NULL,
	"sold" integer NOT NULL,
	CONSTRAINT "hotel_room_night_sales_room_type_id_night_pk" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "hotel_room_night_sales_sold" CHECK ("hotel_room_night_sales"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" text PRIMARY KEY NOT NULL,
	"hotel_id" text NOT NULL,
	"position" smallint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"capacity" smallint NOT NULL,
	"count" integer NOT NULL,
	"base_rate" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_id" text NOT NULL,
	"city_name" text NOT NULL,
	"country" text NOT NULL,
	"location" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"stars" smallint NOT NULL,
	"guest_rating" real NOT NULL,
	"review_count" integer NOT NULL,
	"amenities" text[] NOT NULL,
	"climate" text NOT NULL,
	"currency" text NOT NULL,
	"imagery" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_meta" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"seed" integer NOT NULL,
	"start_date" date NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	CONSTRAINT "inventory_meta_single_row" CHECK ("inventory_meta"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sailing_cabins" (
	"sailing_id" text NOT NULL,
	"category" text NOT NULL,
	"cabins" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "sailing_cabins_sailing_id_category_pk" PRIMARY KEY("sailing_id","category")
);
--> statement-breakpoint
CREATE TABLE "stay_booked_nights" (
	"stay_id" text NOT NULL,
	"night" date NOT NULL,
	CONSTRAINT "stay_booked_nights_stay_id_night_pk" PRIMARY KEY("stay_id","night")
);
--> statement-breakpoint
CREATE TABLE "stays" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"city_id" text NOT NULL,
	"location" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"beds" smallint NOT NULL,
	"baths" smallint NOT NULL,
	"guests" smallint NOT NULL,
	"rating" real NOT NULL,
	"review_count" integer NOT NULL,
	"price_per_night" integer NOT NULL,
	"currency" text NOT NULL,
	"imagery" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "car_day_sales" ADD CONSTRAINT "car_day_sales_fleet_id_car_fleets_id_fk" FOREIGN KEY ("fleet_id") REFERENCES "car_fleets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_fleets" ADD CONSTRAINT "car_fleets_location_id_car_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "car_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_locations" ADD CONSTRAINT "car_locations_company_id_car_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "car_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_locations" ADD CONSTRAINT "car_locations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cruise_cabin_sales" ADD CONSTRAINT "cruise_cabin_sales_sailing_id_cruise_sailings_id_fk" FOREIGN KEY ("sailing_id") REFERENCES "cruise_sailings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cruise_itineraries" ADD CONSTRAINT "cruise_itineraries_ship_id_cruise_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "cruise_ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cruise_itineraries" ADD CONSTRAINT "cruise_itineraries_embark_port_id_cruise_ports_id_fk" FOREIGN KEY ("embark_port_id") REFERENCES "cruise_ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cruise_sailings" ADD CONSTRAINT "cruise_sailings_itinerary_id_cruise_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "cruise_itineraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cruise_sailings" ADD CONSTRAINT "cruise_sailings_ship_id_cruise_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "cruise_ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cruise_sailings" ADD CONSTRAINT "cruise_sailings_line_id_cruise_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "cruise_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cruise_ships" ADD CONSTRAINT "cruise_ships_line_id_cruise_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "cruise_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_patterns" ADD CONSTRAINT "flight_patterns_airline_airlines_iata_fk" FOREIGN KEY ("airline") REFERENCES "airlines"("iata") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_patterns" ADD CONSTRAINT "flight_patterns_origin_airports_iata_fk" FOREIGN KEY ("origin") REFERENCES "airports"("iata") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_patterns" ADD CONSTRAINT "flight_patterns_destination_airports_iata_fk" FOREIGN KEY ("destination") REFERENCES "airports"("iata") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_patterns" ADD CONSTRAINT "flight_patterns_aircraft_aircraft_types_code_fk" FOREIGN KEY ("aircraft") REFERENCES "aircraft_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_seat_sales" ADD CONSTRAINT "flight_seat_sales_flight_number_flight_patterns_flight_number_fk" FOREIGN KEY ("flight_number") REFERENCES "flight_patterns"("flight_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_night_sales" ADD CONSTRAINT "hotel_room_night_sales_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sailing_cabins" ADD CONSTRAINT "sailing_cabins_sailing_id_cruise_sailings_id_fk" FOREIGN KEY ("sailing_id") REFERENCES "cruise_sailings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_booked_nights" ADD CONSTRAINT "stay_booked_nights_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "stays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE no action ON UPDATE no action;