CREATE TABLE "mail_send_counts" (
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "mail_send_counts_recipient_kind_pk" PRIMARY KEY("recipient","kind")
);
--> statement-breakpoint
ALTER TABLE "two_factor_challenges" ADD COLUMN "code_salt" text;