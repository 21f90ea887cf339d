CREATE TABLE "grade_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"section_id" text NOT NULL,
	"comment" text NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grade_comments_student_section" UNIQUE("student_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "section_grade_visibility" (
	"section_id" text PRIMARY KEY NOT NULL,
	"is_visible" boolean DEFAULT false NOT NULL,
	"changed_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_year_owners" (
	"id" text PRIMARY KEY NOT NULL,
	"section_name" text NOT NULL,
	"year" integer NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "section_year_owners_name_year" UNIQUE("section_name","year")
);
--> statement-breakpoint
CREATE TABLE "student_behaviors" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"section_id" text NOT NULL,
	"behavior_value" text NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_behaviors_student_section" UNIQUE("student_id","section_id"),
	CONSTRAINT "student_behaviors_value" CHECK ("student_behaviors"."behavior_value" in ('A', 'B', 'C', 'D', 'E', 'F'))
);
--> statement-breakpoint
CREATE TABLE "year_grade_visibility" (
	"id" text PRIMARY KEY NOT NULL,
	"section_name" text NOT NULL,
	"year" integer NOT NULL,
	"is_visible" boolean DEFAULT false NOT NULL,
	"changed_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "year_grade_visibility_name_year" UNIQUE("section_name","year")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"sender_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"client_id" text NOT NULL,
	"message" text NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_client_unique" UNIQUE("sender_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "email_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"email_id" text NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "email_attachments_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "email_recipients" (
	"id" text PRIMARY KEY NOT NULL,
	"email_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "email_recipients_unique" UNIQUE("email_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" text PRIMARY KEY NOT NULL,
	"sender_id" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"send_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"sender_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grade_comments" ADD CONSTRAINT "grade_comments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_comments" ADD CONSTRAINT "grade_comments_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_comments" ADD CONSTRAINT "grade_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_grade_visibility" ADD CONSTRAINT "section_grade_visibility_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_grade_visibility" ADD CONSTRAINT "section_grade_visibility_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_year_owners" ADD CONSTRAINT "section_year_owners_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_behaviors" ADD CONSTRAINT "student_behaviors_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_behaviors" ADD CONSTRAINT "student_behaviors_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_behaviors" ADD CONSTRAINT "student_behaviors_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_grade_visibility" ADD CONSTRAINT "year_grade_visibility_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_recipients" ADD CONSTRAINT "email_recipients_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_recipients" ADD CONSTRAINT "email_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grade_comments_section_idx" ON "grade_comments" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "section_year_owners_owner_idx" ON "section_year_owners" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "student_behaviors_section_idx" ON "student_behaviors" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "chat_messages_pair_idx" ON "chat_messages" USING btree ("sender_id","receiver_id","seq");--> statement-breakpoint
CREATE INDEX "chat_messages_unseen_idx" ON "chat_messages" USING btree ("receiver_id","seen");--> statement-breakpoint
CREATE INDEX "email_attachments_email_idx" ON "email_attachments" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "email_recipients_user_idx" ON "email_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "emails_sender_idx" ON "emails" USING btree ("sender_id","status");--> statement-breakpoint
CREATE INDEX "emails_send_at_idx" ON "emails" USING btree ("send_at");--> statement-breakpoint
CREATE INDEX "notifications_unpushed_idx" ON "notifications" USING btree ("pushed_at");