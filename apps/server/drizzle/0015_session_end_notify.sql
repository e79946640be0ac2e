-- Every ended session (sign-out, revocation, a ban, a password change, expiry, a deleted account)
-- is announced on 'session_ends' with its public id when the deleting transaction commits, so each
-- server instance closes the live streams that belong to it.
CREATE FUNCTION "notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ends', OLD."public_id"::text);
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify_end" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_ended"();
