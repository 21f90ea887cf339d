import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import type { ApiClient, TeacherExam } from '@school/api';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogFooter,
  Form,
  FormCheckbox,
  FormSelect,
  FormSubmitButton,
  FormTextField,
  LoadingState,
  tokens,
} from '@school/ui';
import { FormTextAreaField } from '../shared/TextAreaField';
import { useApiMutation, useApiQuery } from '../shared/query';
import { useMessages, useTexts, type Texts } from '../shared/intl';
import { sectionWithTerm } from '../shared/term';
import { fromLocalInput, toLocalInput } from './logic';
import { useTextsForm } from '../shared/schemaText';
import { queryKeys } from '../shared/queryKeys';

// ─── The Add New Exam / Edit Exam dialog (spec 001 §4, §5) ───────────────────────────────────
// Errors show only after the first submit (mode 'onSubmit'); the spec's texts come first, the
// server's own limits (whole minutes, marks) after them.

const wholeNumber = (required: string, invalid: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max), invalid);

/** The form's rules, explained in the reader's language. */
const examFormSchema = ({ messages }: Texts) =>
  z
    .object({
      title: z.string().trim().min(1, messages.examTitleRequired).max(200),
      description: z.string().max(5000),
      start: z.string().min(1, messages.examStartRequired),
      end: z.string().min(1, messages.examEndRequired),
      duration: wholeNumber(messages.examDurationRequired, messages.examDurationInvalid, 1, 600),
      total_marks: wholeNumber(messages.examTotalMarksRequired, messages.examTotalMarksInvalid, 1, 1000),
      caution: z.string().max(2000),
      mock: z.boolean(),
      entrance: z.boolean(),
      grade_name: z.string().trim().max(40),
      sections: z.array(z.string()),
      termination_level: z.enum(['0', '1', '2', '3']),
    })
    .superRefine((v, ctx) => {
      const start = Date.parse(v.start);
      const end = Date.parse(v.end);
      if (v.start && v.end && !Number.isNaN(start) && !Number.isNaN(end) && end <= start)
        ctx.addIssue({ code: 'custom', path: ['end'], message: messages.examEndAfterStart });
      if (v.entrance && !v.grade_name) ctx.addIssue({ code: 'custom', path: ['grade_name'], message: messages.examGradeRequired });
      if (!v.entrance && v.sections.length === 0)
        ctx.addIssue({ code: 'custom', path: ['sections'], message: messages.examSectionRequired });
    });
type ExamFormSchema = ReturnType<typeof examFormSchema>;
type ExamForm = z.input<ExamFormSchema>;

const sectionKey = (sectionId: string, courseId: string) => `${sectionId}|${courseId}`;

export interface ExamDialogProps {
  api: ApiClient;
  /** The teacher's login ID (sent as ID; reads the sections the teacher teaches). */
  teacherId: string;
  /** The exam to edit; a new one when omitted. */
  exam?: TeacherExam;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved exam's id. */
  onSaved?: (saved: { examId: string }) => void;
}

/** 'Add New Exam' or 'Edit Exam': the spec's messages after the first submit; sections and courses the teacher teaches. */
export function ExamDialog(props: ExamDialogProps) {
  const messages = useMessages();
  const title = props.exam ? messages.examEditTitle : messages.examAddTitle;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={title}>
      {props.open ? <ExamFormBody {...props} /> : null}
    </Dialog>
  );
}

function ExamFormBody({ api, teacherId, exam, onOpenChange, onSaved }: ExamDialogProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const schema = useMemo(() => examFormSchema(t), [t]);
  const taught = useApiQuery(queryKeys.teaching.teacherInPeriod(teacherId), () => api.teaching.teacherInPeriod(teacherId, 'current'));
  const form = useTextsForm(schema, {
    mode: 'onSubmit',
    defaultValues: {
      title: exam?.title ?? '',
      description: exam?.description ?? '',
      start: toLocalInput(exam?.start_time),
      end: toLocalInput(exam?.end_time),
      duration: exam ? String(exam.duration) : '',
      total_marks: exam ? String(exam.total_marks) : '',
      caution: exam?.caution ?? '',
      mock: exam?.can_be_used_as_mock ?? false,
      entrance: exam?.is_entrance ?? false,
      grade_name: exam?.grade_name ?? '',
      sections: exam?.sectioninfo.map((s) => sectionKey(s.section_id._id, s.course_id._id)) ?? [],
      termination_level: String(exam?.termination_level ?? 3) as ExamForm['termination_level'],
    } satisfies ExamForm,
  });
  const save = useApiMutation(
    (v: z.output<ExamFormSchema>) => {
      const body = {
        title: v.title,
        description: v.description,
        start_time: fromLocalInput(v.start),
        end_time: fromLocalInput(v.end),
        duration: Number(v.duration),
        total_marks: Number(v.total_marks),
        caution: v.caution,
        can_be_used_as_mock: v.mock,
        ID: teacherId,
        sectioninfo: v.entrance
          ? []
          : v.sections.map((k) => {
              const [section_id, course_id] = k.split('|');
              return { section_id, course_id };
            }),
        is_entrance: v.entrance,
        grade_name: v.entrance ? v.grade_name : null,
        termination_level: Number(v.termination_level),
      };
      return exam ? api.exams.update(exam._id, body) : api.exams.create(body);
    },
    {
      invalidates: [queryKeys.exams.all],
      toastErrors: false,
      onSuccess: (data) => {
        onSaved?.({ examId: data.exam_id });
        onOpenChange(false);
      },
    },
  );

  // The sections taught this period, plus those the exam already names (an older period's).
  const options = new Map<string, string>();
  for (const s of exam?.sectioninfo ?? [])
    options.set(
      sectionKey(s.section_id._id, s.course_id._id),
      sectionWithTerm(t, fill(messages.teachingSectionCourse, { course: s.course_id.name, section: s.section_id.name }), s.academic_period),
    );
  if (taught.status === 'success')
    for (const s of taught.data.teacher.assignedSections)
      options.set(sectionKey(s._id, s.course._id), fill(messages.teachingSectionCourse, { course: s.course.name, section: s.name }));

  return (
    <Form
      form={form}
      onSubmit={async (values) => void (await save.run(values))}
      aria-label={exam ? messages.examEditTitle : messages.examAddTitle}
    >
      <FormTextField<ExamForm> name="title" label={messages.examFieldTitle} />
      <FormTextAreaField name="description" label={messages.examFieldDescription} rows={3} />
      <Pair>
        <FormTextField<ExamForm> name="start" type="datetime-local" label={messages.examFieldStart} />
        <FormTextField<ExamForm> name="end" type="datetime-local" label={messages.examFieldEnd} />
      </Pair>
      <Pair>
        <FormTextField<ExamForm> name="duration" inputMode="numeric" label={messages.examFieldDuration} />
        <FormTextField<ExamForm> name="total_marks" inputMode="numeric" label={messages.examFieldTotalMarks} />
      </Pair>
      <FormTextAreaField name="caution" label={messages.examFieldCaution} rows={2} />
      <FormCheckbox<ExamForm> name="mock" label={messages.examFieldMock} />
      <FormCheckbox<ExamForm> name="entrance" label={messages.examFieldEntrance} />
      <SectionsOrGrade options={options} loading={taught.status === 'loading'} />
      <FormSelect<ExamForm>
        name="termination_level"
        label={messages.examFieldTermination}
        options={[
          { value: '3', label: messages.examTerminationLevel3 },
          { value: '2', label: messages.examTerminationLevel2 },
          { value: '1', label: messages.examTerminationLevel1 },
          { value: '0', label: messages.examTerminationNever },
        ]}
        hint={
          // What each event does at each setting (decision 150), in short.
          <LevelHelp>
            <span>{messages.examTerminationHelpLeave}</span>
            <span>{messages.examTerminationHelpLower}</span>
            <span>{messages.examTerminationHelpNever}</span>
          </LevelHelp>
        }
      />
      {save.error ? <Alert kind="error" message={save.error} /> : null}
      <DialogFooter>
        <Button variant="secondary" type="button" onClick={() => onOpenChange(false)}>
          {messages.examCancel}
        </Button>
        <FormSubmitButton>{exam ? messages.examSave : messages.examCreate}</FormSubmitButton>
      </DialogFooter>
    </Form>
  );
}

/** The sections and courses (checkboxes) of a section exam, or the grade of an entrance exam. */
function SectionsOrGrade({ options, loading }: { options: Map<string, string>; loading: boolean }) {
  const messages = useMessages();
  const { register, watch, formState } = useFormContext<ExamForm>();
  const entrance = watch('entrance');
  if (entrance) return <FormTextField<ExamForm> name="grade_name" label={messages.examFieldGrade} />;
  const error = formState.errors.sections?.message;
  return (
    <Fieldset aria-describedby={error ? 'exam-sections-error' : undefined}>
      <legend>{messages.examFieldSections}</legend>
      {loading ? <LoadingState label={messages.loading} /> : null}
      {!loading && options.size === 0 ? <p>{messages.examNoTaughtSections}</p> : null}
      {[...options].map(([key, label]) => (
        <Checkbox key={key} value={key} label={label} {...register('sections')} />
      ))}
      {error ? (
        <ErrorText id="exam-sections-error" role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Fieldset>
  );
}

/** The hint is a paragraph: its three lines are spans shown as lines. */
const LevelHelp = styled.span`
  display: grid;
  gap: 2px;
`;
const Pair = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;
const Fieldset = styled.fieldset`
  display: grid;
  gap: ${tokens.space.xs};
  margin: 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  legend {
    font-weight: ${tokens.font.weightBold};
  }
  p {
    margin: 0;
  }
`;
const ErrorText = styled.p`
  color: ${tokens.color.danger};
`;
