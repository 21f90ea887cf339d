CREATE TABLE "calendar_feed_items" (
	"feed_id" text NOT NULL,
	"uid" text NOT NULL,
	"hash" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"gone_at" timestamp with time zone,
	"event" jsonb NOT NULL,
	CONSTRAINT "calendar_feed_items_feed_id_uid_pk" PRIMARY KEY("feed_id","uid")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"student_id" text,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"student_user_id" text NOT NULL,
	"student_login" text NOT NULL,
	"actor_user_id" text NOT NULL,
	"actor_login" text NOT NULL,
	"actor_role" text NOT NULL,
	"route" text NOT NULL,
	"record" text NOT NULL,
	"ip" text NOT NULL,
	"request_id" text NOT NULL,
	CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('read', 'change')),
	CONSTRAINT "audit_events_kind_check" CHECK ("audit_events"."kind" in ('profile', 'documents', 'grades', 'attendance', 'exam-results', 'integrity', 'trail'))
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_items" ADD CONSTRAINT "calendar_feed_items_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feed_items_gone_idx" ON "calendar_feed_items" USING btree ("gone_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_owner_unique" ON "calendar_feeds" USING btree ("user_id",coalesce("student_id", ''));--> statement-breakpoint
CREATE INDEX "audit_events_student_idx" ON "audit_events" USING btree ("student_user_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
-- ─── Hand-written (issue 39, decision 206): the audit trail cannot be edited ─────────────────
-- No route and no statement may change a recorded event; only the retention job deletes, in a
-- transaction that first runs set_config('school.audit_retention', 'on', true), and only rows
-- older than the retention it was given. (TRUNCATE, which `seed --reset` uses to wipe the whole
-- school, is a statement of the database's owner and is not refused.)
CREATE FUNCTION audit_events_refuse_edit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('school.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the audit trail cannot be edited (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update" BEFORE UPDATE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_edit();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_delete" BEFORE DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_edit();
