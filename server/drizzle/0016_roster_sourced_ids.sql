CREATE TABLE "roster_sourced_ids" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sourced_id" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"local_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_sourced_ids_sourced" UNIQUE("kind","sourced_id","scope"),
	CONSTRAINT "roster_sourced_ids_local" UNIQUE("kind","local_id"),
	CONSTRAINT "roster_sourced_ids_kind" CHECK ("roster_sourced_ids"."kind" in ('org', 'session', 'course', 'class', 'user', 'enrollment', 'role')),
	CONSTRAINT "roster_sourced_ids_not_blank" CHECK (length("roster_sourced_ids"."sourced_id") between 1 and 255)
);
