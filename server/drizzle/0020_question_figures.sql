-- Issue 38 (decision 275): a question names the figures it uses. A link stays within one exam:
-- both references carry the exam id, against (exam_id, id) of the question and of the figure.
ALTER TABLE "exam_figures" ADD CONSTRAINT "exam_figures_exam_id_unique" UNIQUE("exam_id","id");--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_unique" UNIQUE("exam_id","id");--> statement-breakpoint
CREATE TABLE "exam_question_figures" (
	"exam_id" text NOT NULL,
	"question_id" text NOT NULL,
	"figure_id" text NOT NULL,
	CONSTRAINT "exam_question_figures_pk" PRIMARY KEY("question_id","figure_id")
);
--> statement-breakpoint
ALTER TABLE "exam_question_figures" ADD CONSTRAINT "exam_question_figures_question_fk" FOREIGN KEY ("exam_id","question_id") REFERENCES "public"."exam_questions"("exam_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question_figures" ADD CONSTRAINT "exam_question_figures_figure_fk" FOREIGN KEY ("exam_id","figure_id") REFERENCES "public"."exam_figures"("exam_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_question_figures_figure_idx" ON "exam_question_figures" USING btree ("figure_id");--> statement-breakpoint
CREATE INDEX "exam_question_figures_exam_idx" ON "exam_question_figures" USING btree ("exam_id");--> statement-breakpoint
-- The backfill, once: what the taker's page showed until now (the text rule of exam-taker/logic.ts,
-- /\bfig(?:ure)?\.?\s*(\d+)/gi) becomes links, so every existing question keeps its figures. A
-- question whose text names 'Figure N', 'Fig. N' or 'fig N' (any case, leading zeros read as the
-- number) is linked to figure N of its exam.
INSERT INTO "exam_question_figures" ("exam_id", "question_id", "figure_id")
SELECT q."exam_id", q."id", f."id"
FROM "exam_questions" q
JOIN "exam_figures" f ON f."exam_id" = q."exam_id"
WHERE q."text" ~* ('(^|[^a-z0-9_])fig(ure)?\.?\s*0*' || f."figure_number"::text || '([^0-9]|$)')
ON CONFLICT DO NOTHING;
