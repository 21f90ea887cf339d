CREATE TABLE "grade_slot_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"section_id" text NOT NULL,
	"course_id" text NOT NULL,
	"slot" text NOT NULL,
	"assignment_id" text,
	"exam_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grade_slot_sources_slot" UNIQUE("section_id","course_id","slot"),
	CONSTRAINT "grade_slot_sources_one_source" CHECK (num_nonnulls("grade_slot_sources"."assignment_id", "grade_slot_sources"."exam_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "term_reopenings" (
	"id" text PRIMARY KEY NOT NULL,
	"section_id" text NOT NULL,
	"reason" text NOT NULL,
	"reopened_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "term_reopenings_reason" CHECK (length(trim("term_reopenings"."reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "section_grade_visibility" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "section_grade_visibility" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "year_grade_visibility" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grade_slot_sources" ADD CONSTRAINT "grade_slot_sources_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_slot_sources" ADD CONSTRAINT "grade_slot_sources_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_slot_sources" ADD CONSTRAINT "grade_slot_sources_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_slot_sources" ADD CONSTRAINT "grade_slot_sources_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_reopenings" ADD CONSTRAINT "term_reopenings_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_reopenings" ADD CONSTRAINT "term_reopenings_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grade_slot_sources_assignment_idx" ON "grade_slot_sources" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "grade_slot_sources_exam_idx" ON "grade_slot_sources" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "term_reopenings_section_idx" ON "term_reopenings" USING btree ("section_id");--> statement-breakpoint
-- ─── HAND-WRITTEN BACKFILL (issue 18), keep when regenerating ─────────────────────────────────
-- Existing links become slot sources, the earliest link of a slot first; a later assignment or
-- exam linked to an occupied slot loses its link ('none'): its grades stay written, and the
-- assignment says its grade is no longer the slot's value. Released reports (visible) start locked.
INSERT INTO "grade_slot_sources" ("id", "section_id", "course_id", "slot", "assignment_id", "exam_id")
SELECT gen_random_uuid()::text, s.section_id, s.course_id, s.slot, s.assignment_id, s.exam_id FROM (
  SELECT a.section_id, a.course_id, a.link_type AS slot, a.id AS assignment_id, NULL::text AS exam_id, a.created_at
    FROM "assignments" a WHERE a.link_type IS NOT NULL AND a.link_type <> 'none'
  UNION ALL
  SELECT es.section_id, es.course_id, e.link_type, NULL, e.id, e.created_at
    FROM "exams" e JOIN "exam_sections" es ON es.exam_id = e.id
   WHERE e.link_type <> 'none' AND NOT e.is_entrance AND NOT e.can_be_used_as_mock
  ORDER BY created_at
) s
ON CONFLICT ("section_id", "course_id", "slot") DO NOTHING;--> statement-breakpoint
UPDATE "assignments" a SET "link_type" = 'none'
 WHERE a.link_type IS NOT NULL AND a.link_type <> 'none'
   AND NOT EXISTS (SELECT 1 FROM "grade_slot_sources" g WHERE g.assignment_id = a.id);--> statement-breakpoint
UPDATE "exams" e SET "link_type" = 'none'
 WHERE e.link_type <> 'none'
   AND NOT EXISTS (SELECT 1 FROM "grade_slot_sources" g WHERE g.exam_id = e.id);--> statement-breakpoint
UPDATE "section_grade_visibility" SET "locked_at" = "updated_at", "notified_at" = "updated_at" WHERE "is_visible";--> statement-breakpoint
UPDATE "year_grade_visibility" SET "notified_at" = "updated_at" WHERE "is_visible";
-- ─── end of hand-written backfill ───────────────────────────────────────────────────────────
