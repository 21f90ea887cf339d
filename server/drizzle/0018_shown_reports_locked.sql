-- ─── HAND-WRITTEN (issue 35, decision 0160): what a student or a family is shown is locked ───
-- A term is locked while section_grade_visibility.locked_at is set (a release sets it, a reopen
-- with a reason clears it). A yearly release releases and locks the year's terms, so a shown
-- yearly report stands on locked terms only. The database refuses, whatever code asks:
--   • a mark, comment or behaviour value of a locked term written, changed or deleted;
--   • a year shown while one of its terms is not locked;
--   • a term of a shown year unlocked (reopening hides the year first);
-- and a term added to a shown year hides the year until it is released again.
-- Rows that go because their section or student goes (cascades) are not refused.
CREATE FUNCTION term_is_locked(p_section text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "section_grade_visibility" v WHERE v.section_id = p_section AND v.locked_at IS NOT NULL)
$$;
--> statement-breakpoint
CREATE FUNCTION shown_report_refuse_locked() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- A cascade from a deleted section or student is no change of a shown report.
    IF NOT EXISTS (SELECT 1 FROM "sections" WHERE id = OLD.section_id)
       OR NOT EXISTS (SELECT 1 FROM "students" WHERE id = OLD.student_id) THEN
      RETURN OLD;
    END IF;
    IF term_is_locked(OLD.section_id) THEN
      RAISE EXCEPTION 'the report of this term is released and locked: reopen it with a reason first'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'shown_report_locked', TABLE = TG_TABLE_NAME;
    END IF;
    RETURN OLD;
  END IF;
  IF TG_OP = 'INSERT' THEN
    changed := true;
  ELSIF TG_TABLE_NAME = 'student_grades' THEN
    changed := (OLD.final_exam, OLD.mid_exam, OLD.teach_exam_1, OLD.teach_exam_2, OLD.teach_exam_3, OLD.section_id)
      IS DISTINCT FROM (NEW.final_exam, NEW.mid_exam, NEW.teach_exam_1, NEW.teach_exam_2, NEW.teach_exam_3, NEW.section_id);
  ELSIF TG_TABLE_NAME = 'grade_comments' THEN
    changed := (OLD.comment, OLD.section_id, OLD.student_id) IS DISTINCT FROM (NEW.comment, NEW.section_id, NEW.student_id);
  ELSE
    changed := (OLD.behavior_value, OLD.section_id, OLD.student_id) IS DISTINCT FROM (NEW.behavior_value, NEW.section_id, NEW.student_id);
  END IF;
  IF changed AND (term_is_locked(NEW.section_id) OR (TG_OP = 'UPDATE' AND term_is_locked(OLD.section_id))) THEN
    RAISE EXCEPTION 'the report of this term is released and locked: reopen it with a reason first'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'shown_report_locked', TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "student_grades_locked_term" BEFORE INSERT OR UPDATE ON "student_grades"
  FOR EACH ROW EXECUTE FUNCTION shown_report_refuse_locked();
--> statement-breakpoint
CREATE TRIGGER "grade_comments_locked_term" BEFORE INSERT OR UPDATE OR DELETE ON "grade_comments"
  FOR EACH ROW EXECUTE FUNCTION shown_report_refuse_locked();
--> statement-breakpoint
CREATE TRIGGER "student_behaviors_locked_term" BEFORE INSERT OR UPDATE OR DELETE ON "student_behaviors"
  FOR EACH ROW EXECUTE FUNCTION shown_report_refuse_locked();
--> statement-breakpoint
-- The terms of a yearly report: the sections of that name in a period of that year.
CREATE FUNCTION year_terms_all_locked(p_name text, p_year integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT NOT EXISTS (
    SELECT 1 FROM "sections" s
      JOIN "grades" g ON g.id = s.grade_id
      JOIN "academic_periods" p ON p.id = g.academic_period_id
     WHERE s.name = p_name AND p.year = p_year AND NOT term_is_locked(s.id)
  )
$$;
--> statement-breakpoint
CREATE FUNCTION year_report_refuse_unlocked_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_visible AND NOT year_terms_all_locked(NEW.section_name, NEW.year) THEN
    RAISE EXCEPTION 'the yearly report of % % can be shown only when all its terms are released and locked', NEW.section_name, NEW.year
      USING ERRCODE = 'check_violation', CONSTRAINT = 'year_report_terms_locked', TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "year_grade_visibility_terms_locked" BEFORE INSERT OR UPDATE ON "year_grade_visibility"
  FOR EACH ROW EXECUTE FUNCTION year_report_refuse_unlocked_terms();
--> statement-breakpoint
CREATE FUNCTION term_refuse_unlock_of_shown_year() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.locked_at IS NOT NULL AND NEW.locked_at IS NULL AND EXISTS (
    SELECT 1 FROM "sections" s
      JOIN "grades" g ON g.id = s.grade_id
      JOIN "academic_periods" p ON p.id = g.academic_period_id
      JOIN "year_grade_visibility" y ON y.section_name = s.name AND y.year = p.year AND y.is_visible
     WHERE s.id = NEW.section_id
  ) THEN
    RAISE EXCEPTION 'a term of a shown yearly report stays locked: hide the year first'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'year_report_terms_locked', TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "section_grade_visibility_shown_year" BEFORE UPDATE ON "section_grade_visibility"
  FOR EACH ROW EXECUTE FUNCTION term_refuse_unlock_of_shown_year();
--> statement-breakpoint
-- A term added to a shown year (a new section of that name in a period of that year) would show
-- its open marks on the yearly report: the year is hidden until it is released again (which locks
-- the new term with the others).
CREATE FUNCTION year_report_hide_on_new_term() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "year_grade_visibility" y SET "is_visible" = false, "updated_at" = now()
    FROM "grades" g JOIN "academic_periods" p ON p.id = g.academic_period_id
   WHERE g.id = NEW.grade_id AND y.section_name = NEW.name AND y.year = p.year AND y.is_visible
     AND NOT term_is_locked(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sections_new_term_of_shown_year" AFTER INSERT OR UPDATE OF "name", "grade_id" ON "sections"
  FOR EACH ROW EXECUTE FUNCTION year_report_hide_on_new_term();
--> statement-breakpoint
-- Years shown before this migration whose terms were not all locked: their terms lock now
-- (what families were shown stays as shown).
INSERT INTO "section_grade_visibility" ("section_id", "is_visible", "locked_at", "notified_at")
SELECT s.id, true, now(), now() FROM "sections" s
  JOIN "grades" g ON g.id = s.grade_id
  JOIN "academic_periods" p ON p.id = g.academic_period_id
  JOIN "year_grade_visibility" y ON y.section_name = s.name AND y.year = p.year AND y.is_visible
ON CONFLICT ("section_id") DO UPDATE SET "locked_at" = coalesce("section_grade_visibility"."locked_at", now()), "is_visible" = true;
-- ─── end of hand-written SQL ─────────────────────────────────────────────────────────────────
