-- ─── HAND-WRITTEN (issue 18), keep when regenerating ─────────────────────────────────────────
-- Custom roles could be created but never given to anyone (create-user offers admin, Family and
-- super admin only): they are removed before the five built-in roles become the only ones.
DELETE FROM "roles" r
 WHERE r.name NOT IN ('super admin', 'admin', 'teacher', 'student', 'Family')
   AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u.role_id = r.id);--> statement-breakpoint
-- ─── end of hand-written block ──────────────────────────────────────────────────────────────
ALTER TABLE "roles" ADD CONSTRAINT "roles_built_in" CHECK ("roles"."name" in ('super admin', 'admin', 'teacher', 'student', 'Family'));
