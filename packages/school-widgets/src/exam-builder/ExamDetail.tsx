import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { examLinkTypes, type ApiClient, type ExamLinkType } from '@school/api';
import { Alert, Button, Card, Chip, ConfirmDialog, Select, tokens } from '@school/ui';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { FactList } from '../shared/FactList';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { ReplaceSlotDialog, useSlotLink } from '../shared/SlotLink';
import { useTexts } from '../shared/intl';
import { termsOfSections } from '../shared/term';
import { useNow } from '../shared/useNow';
import { ExamCodePanel } from './ExamCodePanel';
import { ExamDialog } from './ExamDialog';
import { ExamFigures } from './ExamFigures';
import { ExamQuestions } from './ExamQuestions';
import { generateExamCode, teacherExamStatus, teacherStatusLabel, teacherStatusTone } from './logic';
import { queryKeys } from '../shared/queryKeys';

export interface ExamDetailProps {
  /** The API client (teacher token). */
  api: ApiClient;
  /** The teacher's login ID. */
  teacherId: string;
  examId: string;
  /** Back to the exam list; also called after a delete. */
  onBack: () => void;
  /** Opens the list of students who took the exam. */
  onOpenTakers: (open: { examId: string }) => void;
  /** Makes a new exam code. @default generateExamCode */
  generateCode?: () => string;
}

/** One exam for its teacher: info with Edit and Delete, link type, Announce The Result, code, questions, figures. */
export function ExamDetail({ api, teacherId, examId, onBack, onOpenTakers, generateCode = generateExamCode }: ExamDetailProps) {
  const texts = useTexts();
  const { messages, fill } = texts;
  const { formatDateTime } = texts.format;
  const query = useApiQuery(queryKeys.exams.detail(examId), () => api.exams.get(teacherId, examId));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [announcing, setAnnouncing] = useState(false);
  const [announced, setAnnounced] = useState<string | null>(null);
  const shown = query.data?.exam;
  const now = useNow(30_000, shown ? [Date.parse(shown.start_time), Date.parse(shown.end_time)] : []);
  // A slot fed by another assignment or exam: replacing it asks first (issue 18).
  const link = useSlotLink<ExamLinkType>(
    ({ slot, replace }) => api.exams.link({ exam_id: examId, examType: slot, ID: teacherId, ...(replace ? { replace } : {}) }),
    [queryKeys.exams.all],
  );
  const remove = useApiMutation(() => api.exams.remove(teacherId, examId), {
    invalidates: [queryKeys.exams.teacherLists],
    toastErrors: false,
  });
  // The server's announce rule changes with time: read the exam again when its window closes, and
  // every 30 s while the result waits (students still inside their grace after the close).
  const closed = shown ? now >= Date.parse(shown.end_time) : false;
  const waiting = !!shown?.announceBlocker && shown.studentExamTaken > 0;
  const { reload } = query;
  useEffect(() => {
    if (closed) void reload();
  }, [closed, reload]);
  useEffect(() => {
    if (!waiting) return;
    const t = setInterval(() => void reload(), 30_000);
    return () => clearInterval(t);
  }, [waiting, reload]);
  const announce = useApiMutation(() => api.exams.announce(teacherId, examId), {
    invalidates: [queryKeys.exams.all],
    toastErrors: false,
    onSuccess: (data) => setAnnounced(data.message),
  });
  if (query.status !== 'success') return queryFallback(query, onBack);
  const exam = query.data.exam;
  const status = teacherExamStatus(exam, now);
  const takers = exam.studentExamTaken;
  const unlinkable = exam.can_be_used_as_mock || exam.is_entrance;
  // Once anybody has started, what they were shown stays (the server refuses changes): no Edit, Delete or Add, and why.
  const locked = takers > 0;
  // The server's reason the result cannot be announced yet (with the time in the school's words).
  const announceBlocker = takers < 1 ? messages.examAnnounceNeedsTakers : (exam.announceBlocker ?? null);

  return (
    <Root>
      <Toolbar>
        <BackButton onBack={onBack} />
        <h2>{exam.title}</h2>
        <Chip label={teacherStatusLabel(texts, status)} tone={teacherStatusTone[status]} />
        {exam.can_be_used_as_mock ? <Chip label={messages.examMockTag} tone="warning" /> : null}
        {exam.isExamAnnounced ? <Chip label={messages.examAnnouncedBadge} tone="success" /> : null}
      </Toolbar>
      <Card
        title={messages.examInfoHeading}
        headingLevel={3}
        actions={
          locked ? undefined : (
            <>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {messages.examEdit}
              </Button>
              <Button variant="danger" onClick={() => setDeleting(true)}>
                {messages.examDelete}
              </Button>
            </>
          )
        }
      >
        {exam.description ? <Text>{exam.description}</Text> : null}
        <FactList
          facts={[
            {
              label: messages.examColSections,
              value: exam.is_entrance
                ? fill(messages.examEntranceTag, { grade: exam.grade_name ?? '' })
                : exam.sectioninfo
                    .map((s) => fill(messages.teachingSectionCourse, { course: s.course_id.name, section: s.section_id.name }))
                    .join(', '),
            },
            ...(termsOfSections(texts, exam.sectioninfo)
              ? [{ label: messages.markTermLabel, value: termsOfSections(texts, exam.sectioninfo)! }]
              : []),
            { label: messages.examFieldStart, value: formatDateTime(exam.start_time) },
            { label: messages.examFieldEnd, value: formatDateTime(exam.end_time) },
            { label: messages.examColDuration, value: fill(messages.examMinutes, { minutes: exam.duration }) },
            { label: messages.examFieldTotalMarks, value: String(exam.total_marks) },
            ...(exam.caution ? [{ label: messages.examFieldCaution, value: exam.caution }] : []),
          ]}
        />
        {locked ? <Alert kind="info" message={fill(messages.examLockedNote, { count: takers })} /> : null}
        <Actions>
          <Select
            label={messages.examLinkLabel}
            value={exam.examlink.examType}
            disabled={link.isPending || unlinkable}
            hint={unlinkable ? (exam.is_entrance ? messages.examLinkEntrance : messages.examLinkMock) : undefined}
            options={examLinkTypes.map((t) => ({ value: t, label: t === 'none' ? messages.examLinkNone : t }))}
            onChange={(e) => void link.linkTo(e.currentTarget.value as ExamLinkType)}
          />
          <div>
            <Button
              disabled={!!announceBlocker}
              aria-describedby={announceBlocker ? `announce-hint-${examId}` : undefined}
              onClick={() => setAnnouncing(true)}
            >
              {messages.examAnnounce}
            </Button>
            {announceBlocker ? <Hint id={`announce-hint-${examId}`}>{announceBlocker}</Hint> : null}
          </div>
          <Button variant="secondary" onClick={() => onOpenTakers({ examId })}>
            {fill(messages.examTakersLink, { count: takers })}
          </Button>
        </Actions>
        {announced ? <Alert kind="success" message={announced} onClear={() => setAnnounced(null)} /> : null}
      </Card>
      <ExamCodePanel api={api} examId={examId} generate={generateCode} />
      <ExamQuestions api={api} teacherId={teacherId} exam={exam} />
      <ExamFigures api={api} teacherId={teacherId} exam={exam} />
      {locked ? null : <ExamDialog api={api} teacherId={teacherId} exam={exam} open={editing} onOpenChange={setEditing} />}
      <ConfirmDelete
        open={deleting}
        onClose={() => setDeleting(false)}
        title={messages.examDeleteText}
        onConfirm={async () => {
          await confirmed(remove, undefined);
          onBack();
        }}
      />
      <ReplaceSlotDialog {...link.replaceDialog} />
      <ConfirmDialog
        open={announcing}
        onOpenChange={setAnnouncing}
        title={messages.examAnnounceTitle}
        description={messages.examAnnounceWarning}
        confirmLabel={messages.examAnnounceConfirm}
        onConfirm={() => confirmed(announce, undefined).then(() => undefined)}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  h2 {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
  }
`;
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${tokens.space.md};
`;
const Hint = styled.p`
  margin: ${tokens.space.xs} 0 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;
