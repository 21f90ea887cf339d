ALTER TABLE "exam_attempts" ADD COLUMN "claim" text;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_connection_events" ADD CONSTRAINT "exam_connection_events_kind_check" CHECK ("exam_connection_events"."kind" in ('offline', 'online', 'left', 'reload', 'takeover', 'hidden'));--> statement-breakpoint
-- An attempt is finalised once (decision 151): a set submitted_at never changes again, whatever
-- code path tries (a second submit, the sweep, a termination racing a submit).
CREATE FUNCTION "exam_attempts_submitted_once"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.submitted_at IS NOT NULL AND NEW.submitted_at IS DISTINCT FROM OLD.submitted_at THEN
		RAISE EXCEPTION 'exam attempt % is already submitted', OLD.id USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "exam_attempts_submitted_once" BEFORE UPDATE OF "submitted_at" ON "exam_attempts"
FOR EACH ROW EXECUTE FUNCTION exam_attempts_submitted_once();
