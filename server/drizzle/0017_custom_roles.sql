CREATE TABLE "role_permissions" (
	"role_id" text NOT NULL,
	"permission_id" text NOT NULL,
	"granted_by" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_built_in";--> statement-breakpoint
-- ─── HAND-EDITED (issue 37), keep when regenerating: the existing roles are the five built-in
-- ones (check roles_built_in of 0009), each of its own kind; the column is filled before NOT NULL.
ALTER TABLE "roles" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "built_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "roles" SET "kind" = "name", "built_in" = true;--> statement-breakpoint
ALTER TABLE "roles" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
-- ─── end of hand-edited block ───────────────────────────────────────────────────────────────
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_permissions_permission_idx" ON "role_permissions" USING btree ("permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_lower_idx" ON "roles" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_kind_check" CHECK ("roles"."kind" in ('super admin', 'admin', 'teacher', 'student', 'Family'));--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_built_in_named" CHECK (not "roles"."built_in" or "roles"."name" = "roles"."kind");--> statement-breakpoint
-- ─── HAND-WRITTEN (issue 37), keep when regenerating ─────────────────────────────────────────
-- The five built-in roles are neither deleted nor renamed, nor their kind or flag changed; no role
-- becomes built-in afterwards; a role's kind does not change while anyone holds it (their login
-- IDs carry its prefix). A held role is not deleted: users.role_id's reference refuses it.
CREATE OR REPLACE FUNCTION roles_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.built_in THEN
      RAISE EXCEPTION 'role % is built in and cannot be deleted', OLD.name USING ERRCODE = 'check_violation', CONSTRAINT = 'roles_built_in_kept';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.built_in AND (NEW.name <> OLD.name OR NEW.kind <> OLD.kind OR NOT NEW.built_in) THEN
    RAISE EXCEPTION 'role % is built in and cannot be changed', OLD.name USING ERRCODE = 'check_violation', CONSTRAINT = 'roles_built_in_kept';
  END IF;
  IF NOT OLD.built_in AND NEW.built_in THEN
    RAISE EXCEPTION 'role % cannot become built in', OLD.name USING ERRCODE = 'check_violation', CONSTRAINT = 'roles_built_in_kept';
  END IF;
  IF NEW.kind <> OLD.kind AND EXISTS (SELECT 1 FROM "users" u WHERE u.role_id = OLD.id) THEN
    RAISE EXCEPTION 'role % is held: its kind cannot change', OLD.name USING ERRCODE = 'check_violation', CONSTRAINT = 'roles_held_kind_kept';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "roles_guard" BEFORE UPDATE OR DELETE ON "roles" FOR EACH ROW EXECUTE FUNCTION roles_guard();
-- ─── end of hand-written block ───────────────────────────────────────────────────────────────
