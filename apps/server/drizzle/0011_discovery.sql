CREATE TABLE "deal_baselines" (
	"key" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"typical_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"samples" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"city_id" text,
	"original_amount" integer NOT NULL,
	"discounted_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"discount_percentage" smallint NOT NULL,
	"rating" real NOT NULL,
	"image_url" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"offer_request" jsonb NOT NULL,
	"baseline_key" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deals_discount_positive" CHECK ("deals"."discounted_amount" < "deals"."original_amount")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"last_digest_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "price_watch_points" (
	"watch_id" uuid NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"amount" integer,
	CONSTRAINT "price_watch_points_watch_id_checked_at_pk" PRIMARY KEY("watch_id","checked_at")
);
--> statement-breakpoint
CREATE TABLE "price_watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"watch_key" text NOT NULL,
	"params" jsonb NOT NULL,
	"label" text NOT NULL,
	"currency" text NOT NULL,
	"first_amount" integer,
	"last_amount" integer,
	"lowest_amount" integer,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_items" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_items_user_id_kind_ref_id_pk" PRIMARY KEY("user_id","kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"rate_date" date NOT NULL,
	"currency" text NOT NULL,
	"per_euro" numeric(18, 6) NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "exchange_rates_rate_date_currency_pk" PRIMARY KEY("rate_date","currency")
);
--> statement-breakpoint
CREATE TABLE "search_counts" (
	"destination_key" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_counts_destination_key_day_pk" PRIMARY KEY("destination_key","day")
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_watch_points" ADD CONSTRAINT "price_watch_points_watch_id_price_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "price_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_watches" ADD CONSTRAINT "price_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_type_idx" ON "deals" USING btree ("type");--> statement-breakpoint
CREATE INDEX "deals_discounted_idx" ON "deals" USING btree ("discounted_amount");--> statement-breakpoint
CREATE INDEX "newsletter_confirm_token_idx" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "price_watches_active_key" ON "price_watches" USING btree ("user_id","watch_key") WHERE "price_watches"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "price_watches_user_idx" ON "price_watches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_items_user_created_idx" ON "saved_items" USING btree ("user_id","created_at");--> statement-breakpoint
INSERT INTO "exchange_rates" ("rate_date", "currency", "per_euro", "source") VALUES
  ('2022-04-29', 'EUR', 1, 'European Central Bank euro foreign exchange reference rates'),
  ('2022-04-29', 'USD', 1.0540, 'European Central Bank euro foreign exchange reference rates'),
  ('2022-04-29', 'JPY', 137.01, 'European Central Bank euro foreign exchange reference rates'),
  ('2022-04-29', 'GBP', 0.83908, 'European Central Bank euro foreign exchange reference rates'),
  ('2022-04-29', 'AUD', 1.4699, 'European Central Bank euro foreign exchange reference rates');
