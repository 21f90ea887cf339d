CREATE TABLE "teacher_period_sections" (
	"teacher_id" text NOT NULL,
	"academic_period_id" text NOT NULL,
	"json" text NOT NULL,
	CONSTRAINT "teacher_period_sections_teacher_id_academic_period_id_pk" PRIMARY KEY("teacher_id","academic_period_id")
);
--> statement-breakpoint
ALTER TABLE "teacher_period_sections" ADD CONSTRAINT "teacher_period_sections_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_period_sections" ADD CONSTRAINT "teacher_period_sections_academic_period_id_academic_periods_id_fk" FOREIGN KEY ("academic_period_id") REFERENCES "public"."academic_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The teachers page's teachers, kept by the database (decision 139). A row per teacher and
-- period with sections: `json` is the contract's Teacher object as the page writes it, its keys in
-- the contract's order, strings as to_json writes them (which is what JSON.stringify writes),
-- `assignedSections` ordered by grade, section and course name and `assignedCourse` the first
-- one's course. A teacher with no section in the period has no row: the page writes it with
-- teacher_page_json(id, null, null, null). Rewritten by the triggers below in the transaction of
-- the write, never by the app.
--> statement-breakpoint
CREATE FUNCTION "teacher_page_json"("for_teacher" text, "sections_json" text, "first_course_id" text, "first_course_name" text) RETURNS text
LANGUAGE sql STABLE AS $$
	SELECT '{"_id":' || coalesce(to_json(t.id)::text, 'null') || ',"ID":' || coalesce(to_json(u.login_id)::text, 'null')
		|| ',"fullName":' || coalesce(to_json(u.full_name)::text, 'null') || ',"email":' || coalesce(to_json(u.email)::text, 'null')
		|| ',"age":' || coalesce(to_json(t.age)::text, 'null') || ',"gender":' || coalesce(to_json(t.gender)::text, 'null')
		|| ',"profilePhoto":' || coalesce(to_json(u.photo)::text, 'null') || ',"status":' || coalesce(to_json(t.status)::text, 'null')
		|| ',"assignedCourse":' || CASE WHEN first_course_id IS NULL THEN 'null'
			ELSE '{"_id":' || coalesce(to_json(first_course_id)::text, 'null') || ',"name":' || coalesce(to_json(first_course_name)::text, 'null') || '}' END
		|| ',"assignedSections":[' || coalesce(sections_json, '') || ']}'
	FROM "teachers" t JOIN "users" u ON u.id = t.user_id WHERE t.id = for_teacher
$$;
--> statement-breakpoint
-- teacher_period_sections_refresh rewrites the rows of the given (teacher, period) pairs from
-- teacher_sections. On PostgreSQL writers run side by side, so it first takes a transaction lock
-- per pair, in one order (no deadlock between two refreshes): a refresh waits for any other of the
-- same pair to commit, and its statements after the lock read what that one committed (READ
-- COMMITTED reads afresh at each statement).
CREATE FUNCTION "teacher_period_sections_refresh"("teacher_ids" text[], "period_ids" text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(hashtextextended('teacher_period_sections/' || k.teacher_id || '/' || k.period_id, 0))
	FROM (SELECT DISTINCT u.teacher_id, u.period_id FROM unnest(teacher_ids, period_ids) AS u(teacher_id, period_id) ORDER BY 1, 2) k;
	DELETE FROM "teacher_period_sections" t
	USING unnest(teacher_ids, period_ids) AS u(teacher_id, period_id)
	WHERE t.teacher_id = u.teacher_id AND t.academic_period_id = u.period_id;
	INSERT INTO "teacher_period_sections" ("teacher_id", "academic_period_id", "json")
	SELECT a.teacher_id, a.academic_period_id, teacher_page_json(a.teacher_id, a.items, a.course_id, a.course_name)
	FROM (
		SELECT ts.teacher_id, ts.academic_period_id,
			string_agg('{"_id":' || to_json(s.id)::text || ',"name":' || to_json(s.name)::text || ',"gradeID":' || to_json(g.name)::text
				|| ',"course":{"_id":' || to_json(c.id)::text || ',"name":' || to_json(c.name)::text
				|| '},"academic_period_id":' || to_json(ts.academic_period_id)::text || ',"section_in_teacher_id":' || to_json(ts.id)::text || '}',
				',' ORDER BY g.name, s.name, c.name) AS items,
			(array_agg(c.id ORDER BY g.name, s.name, c.name))[1] AS course_id,
			(array_agg(c.name ORDER BY g.name, s.name, c.name))[1] AS course_name
		FROM "teacher_sections" ts
		JOIN "sections" s ON s.id = ts.section_id
		JOIN "grades" g ON g.id = s.grade_id
		JOIN "courses" c ON c.id = ts.course_id
		WHERE (ts.teacher_id, ts.academic_period_id) IN (SELECT u.teacher_id, u.period_id FROM unnest(teacher_ids, period_ids) AS u(teacher_id, period_id))
		GROUP BY ts.teacher_id, ts.academic_period_id
	) a;
END $$;
--> statement-breakpoint
-- Assignments added or changed: the teachers, sections, grades and courses they show are
-- share-locked before the refresh, so a change committing meanwhile is either waited for (and
-- read) or waits for this transaction (and its own refresh then sees these assignments). A change
-- to a teacher's user row locks the teacher row (below), so the user row itself is not locked here:
-- the app's writers lock a teacher's user and teacher rows in either order, and an assignment that
-- held one of them while waiting for the other could deadlock with them.
CREATE FUNCTION "teacher_sections_shown_lock"("teacher_ids" text[], "section_ids" text[], "course_ids" text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "teachers" WHERE id = ANY(teacher_ids) ORDER BY id FOR SHARE;
	PERFORM 1 FROM "sections" WHERE id = ANY(section_ids) ORDER BY id FOR SHARE;
	PERFORM 1 FROM "grades" WHERE id IN (SELECT grade_id FROM "sections" WHERE id = ANY(section_ids)) ORDER BY id FOR SHARE;
	PERFORM 1 FROM "courses" WHERE id = ANY(course_ids) ORDER BY id FOR SHARE;
END $$;
--> statement-breakpoint
CREATE FUNCTION "teacher_sections_inserted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM teacher_sections_shown_lock(array_agg(teacher_id), array_agg(section_id), array_agg(course_id)) FROM new_rows;
	PERFORM teacher_period_sections_refresh(array_agg(teacher_id), array_agg(academic_period_id)) FROM new_rows;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "teacher_sections_updated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM teacher_sections_shown_lock(array_agg(teacher_id), array_agg(section_id), array_agg(course_id)) FROM new_rows;
	PERFORM teacher_period_sections_refresh(array_agg(k.teacher_id), array_agg(k.academic_period_id))
	FROM (SELECT teacher_id, academic_period_id FROM old_rows UNION SELECT teacher_id, academic_period_id FROM new_rows) k;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "teacher_sections_deleted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM teacher_period_sections_refresh(array_agg(teacher_id), array_agg(academic_period_id)) FROM old_rows;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A section renamed or moved to another grade (its new grade share-locked, as above), a grade or a
-- course renamed: every teacher and period showing it is rewritten.
CREATE FUNCTION "teacher_sections_section_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "grades" WHERE id IN (SELECT n.grade_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.grade_id IS DISTINCT FROM n.grade_id) ORDER BY id FOR SHARE;
	PERFORM teacher_period_sections_refresh(array_agg(ts.teacher_id), array_agg(ts.academic_period_id))
	FROM "teacher_sections" ts
	WHERE ts.section_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.name IS DISTINCT FROM n.name OR o.grade_id IS DISTINCT FROM n.grade_id);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "teacher_sections_grade_renamed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM teacher_period_sections_refresh(array_agg(ts.teacher_id), array_agg(ts.academic_period_id))
	FROM "teacher_sections" ts JOIN "sections" s ON s.id = ts.section_id
	WHERE s.grade_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.name IS DISTINCT FROM n.name);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "teacher_sections_course_renamed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM teacher_period_sections_refresh(array_agg(ts.teacher_id), array_agg(ts.academic_period_id))
	FROM "teacher_sections" ts
	WHERE ts.course_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.name IS DISTINCT FROM n.name);
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A teacher's own fields the page shows changed (row triggers, only when one of them changed: a
-- sign-in's update of a user runs nothing): every period's row of that teacher is rewritten.
CREATE FUNCTION "teacher_sections_teacher_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM teacher_period_sections_refresh(array_agg(p.teacher_id), array_agg(p.academic_period_id))
	FROM "teacher_period_sections" p
	WHERE p.teacher_id = NEW.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A user row changed: its teacher row is locked first (an assignment in flight holds it shared and
-- is waited for; one arriving later waits for this transaction), then that teacher's rows rewritten.
CREATE FUNCTION "teacher_sections_user_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "teachers" WHERE user_id = NEW.id FOR NO KEY UPDATE;
	PERFORM teacher_period_sections_refresh(array_agg(p.teacher_id), array_agg(p.academic_period_id))
	FROM "teacher_period_sections" p
	WHERE p.teacher_id IN (SELECT t.id FROM "teachers" t WHERE t.user_id = NEW.id);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "teacher_sections_user_changed" AFTER UPDATE ON "users"
FOR EACH ROW WHEN (OLD.login_id IS DISTINCT FROM NEW.login_id OR OLD.full_name IS DISTINCT FROM NEW.full_name
	OR OLD.email IS DISTINCT FROM NEW.email OR OLD.photo IS DISTINCT FROM NEW.photo)
EXECUTE FUNCTION teacher_sections_user_changed();
--> statement-breakpoint
CREATE TRIGGER "teacher_sections_teacher_changed" AFTER UPDATE ON "teachers"
FOR EACH ROW WHEN (OLD.age IS DISTINCT FROM NEW.age OR OLD.gender IS DISTINCT FROM NEW.gender OR OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION teacher_sections_teacher_changed();
--> statement-breakpoint
CREATE TRIGGER "teacher_sections_inserted" AFTER INSERT ON "teacher_sections" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION teacher_sections_inserted();
--> statement-breakpoint
CREATE TRIGGER "teacher_sections_updated" AFTER UPDATE ON "teacher_sections" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION teacher_sections_updated();
--> statement-breakpoint
CREATE TRIGGER "teacher_sections_deleted" AFTER DELETE ON "teacher_sections" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION teacher_sections_deleted();
--> statement-breakpoint
CREATE TRIGGER "teacher_sections_section_changed" AFTER UPDATE ON "sections" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION teacher_sections_section_changed();
--> statement-breakpoint
CREATE TRIGGER "teacher_sections_grade_renamed" AFTER UPDATE ON "grades" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION teacher_sections_grade_renamed();
--> statement-breakpoint
CREATE TRIGGER "teacher_sections_course_renamed" AFTER UPDATE ON "courses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION teacher_sections_course_renamed();
--> statement-breakpoint
-- The rows of the assignments already made.
SELECT teacher_period_sections_refresh(array_agg(teacher_id), array_agg(academic_period_id))
FROM (SELECT DISTINCT teacher_id, academic_period_id FROM "teacher_sections") k;
