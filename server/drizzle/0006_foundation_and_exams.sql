CREATE SEQUENCE "public"."login_id_ad_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."login_id_fa_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."login_id_sa_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."login_id_st_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."login_id_te_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "exam_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"attempt_id" text NOT NULL,
	"question_id" text NOT NULL,
	"answer" text NOT NULL,
	"seq" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_answers_attempt_question_unique" UNIQUE("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"exam_id" text NOT NULL,
	"student_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"client_start_time" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"finalized_by" text,
	"terminated" boolean DEFAULT false NOT NULL,
	"correct_count" integer,
	"total_questions" integer,
	"grade_value" double precision,
	CONSTRAINT "exam_attempts_one_per_student" UNIQUE("exam_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "exam_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"exam_id" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_codes_exam_unique" UNIQUE("exam_id")
);
--> statement-breakpoint
CREATE TABLE "exam_connection_events" (
	"id" text PRIMARY KEY NOT NULL,
	"attempt_id" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_figures" (
	"id" text PRIMARY KEY NOT NULL,
	"exam_id" text NOT NULL,
	"figure_number" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_figures_number_unique" UNIQUE("exam_id","figure_number")
);
--> statement-breakpoint
CREATE TABLE "exam_mistakes" (
	"id" text PRIMARY KEY NOT NULL,
	"attempt_id" text NOT NULL,
	"name" text NOT NULL,
	"type" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_mistakes_type_check" CHECK ("exam_mistakes"."type" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"exam_id" text NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_sections" (
	"id" text PRIMARY KEY NOT NULL,
	"exam_id" text NOT NULL,
	"section_id" text NOT NULL,
	"course_id" text NOT NULL,
	CONSTRAINT "exam_sections_unique" UNIQUE("exam_id","section_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"size" bigint NOT NULL,
	"mime" text NOT NULL,
	"uploader_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_kind_name" UNIQUE("kind","stored_name")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "can_be_used_as_mock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "link_type" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "termination_level" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_codes" ADD CONSTRAINT "exam_codes_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_connection_events" ADD CONSTRAINT "exam_connection_events_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_figures" ADD CONSTRAINT "exam_figures_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_mistakes" ADD CONSTRAINT "exam_mistakes_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sections" ADD CONSTRAINT "exam_sections_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sections" ADD CONSTRAINT "exam_sections_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sections" ADD CONSTRAINT "exam_sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_attempts_open_idx" ON "exam_attempts" USING btree ("deadline") WHERE "exam_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "exam_connection_events_attempt_idx" ON "exam_connection_events" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "exam_mistakes_attempt_idx" ON "exam_mistakes" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "exam_questions_exam_idx" ON "exam_questions" USING btree ("exam_id","position");--> statement-breakpoint
CREATE INDEX "exam_sections_section_idx" ON "exam_sections" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "stored_files_uploader_idx" ON "stored_files" USING btree ("uploader_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_id_lower_idx" ON "users" USING btree (lower("login_id"));--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_window_check" CHECK ("exams"."end_time" > "exams"."start_time");--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_termination_level_check" CHECK ("exams"."termination_level" between 0 and 3);