import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { ApiClient, StudentRecord } from '@school/api';
import { Alert, Avatar, Button, ConfirmDialog, EmptyState } from '@school/ui';
import { nullWhenNotFound } from '../../shared/notFound';
import { BackButton, queryFallback } from '../../shared/QueryFallback';
import { confirmed, useApiMutation, useApiQuery } from '../../shared/query';
import { queryKeys } from '../../shared/queryKeys';
import { savedInto, STUDENT_CHANGES } from '../../shared/studentCache';
import { FactList } from '../../shared/FactList';
import { fullNameOf, personalFacts } from '../../shared/studentLogic';
import { StudentDocuments } from '../../shared/StudentDocuments';
import { APPROVE_NOTICE_MS, useNotice } from '../../shared/useNotice';
import { EntranceExams, type OpenEntranceResult } from './EntranceExams';
import { Questionnaires } from './Questionnaires';
import { DetailHeader, DetailRoot } from '../../shared/DetailLayout';
import { useTexts } from '../../shared/intl';

export interface ApplicantDetailProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** The applicant's student record _id. */
  id: string;
  /** Back to the applicants list. */
  onBack: () => void;
  /** Opens an entrance exam's result of this applicant (issue 17). @default undefined (no View result) */
  onOpenResult?: OpenEntranceResult;
}

/**
 * One applicant (spec 000 §2): photo, Approve (disabled and labelled Approved once done),
 * student information, entrance exams, questionnaires and the documents viewer. Notices last 4 s.
 */
export function ApplicantDetail({ api, id, onBack, onOpenResult }: ApplicantDetailProps) {
  const { messages } = useTexts();
  const detailKey = queryKeys.applicants.detail(id);
  const query = useApiQuery(detailKey, () => nullWhenNotFound(api.applicants.get(id)));
  const back = <BackButton onBack={onBack} />;
  if (query.status !== 'success') return queryFallback(query, onBack);
  const student = query.data?.student ?? null;
  if (!student) return <EmptyState title={messages.applicantNotFound} action={back} />;
  return (
    <DetailRoot>
      {back}
      <ApplicantSummary api={api} student={student} detailKey={detailKey} />
      <EntranceExams api={api} student={student} onOpenResult={onOpenResult} />
      <Questionnaires api={api} student={student} />
      <StudentDocuments api={api} student={student} editable={false} title={messages.applicantDocuments} />
    </DetailRoot>
  );
}

function ApplicantSummary({ api, student, detailKey }: { api: ApiClient; student: StudentRecord; detailKey: QueryKey }) {
  const t = useTexts();
  const {
    messages,
    fill,
    format: { formatDate },
  } = t;
  const notice = useNotice(APPROVE_NOTICE_MS);
  // Approving cannot be undone from this page: it asks first (issue 7).
  const [confirming, setConfirming] = useState(false);
  // The approved record comes back: written into this page's read; the lists and figures refetch.
  // A refusal is shown in place, for the notices' 4 s.
  const approval = useApiMutation(() => api.applicants.approve({ _id: student._id }), {
    announce: notice,
    toastErrors: false,
    successText: messages.approvedText,
    updates: savedInto(detailKey),
    invalidates: [...STUDENT_CHANGES, queryKeys.public.all],
  });
  const name = fullNameOf(student);
  const facts = [
    ...personalFacts(t, student),
    { label: messages.previousSchoolLabel, value: student.previousSchoolAttended },
    { label: messages.currentGradeLevelLabel, value: student.currentGradeLevel },
    { label: messages.averageLabel, value: student.avarageValue },
    { label: messages.classLabel, value: student.classG },
    {
      label: messages.periodLabel,
      value: student.application_year
        ? fill(messages.reportPeriodLabel, { year: student.application_year, semester: student.application_semester ?? '' })
        : null,
    },
    { label: messages.appliedOnHeader, value: formatDate(student.Date) },
  ];
  return (
    <article aria-labelledby="applicant-heading">
      <DetailHeader>
        <Avatar name={name} src={student.profilePic ? api.fileUrl('students', student.profilePic) : null} size={96} />
        <h1 id="applicant-heading">{name}</h1>
        <Button busy={approval.isPending} disabled={student.approved} onClick={() => setConfirming(true)}>
          {student.approved ? messages.approved : messages.approve}
        </Button>
      </DetailHeader>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={fill(messages.approveConfirmTitle, { name })}
        description={fill(messages.approveConfirmText, { name })}
        confirmLabel={messages.approve}
        onConfirm={async () => {
          await confirmed(approval, undefined);
        }}
      />
      <Alert kind="error" message={approval.error} clearAfterMs={APPROVE_NOTICE_MS} onClear={approval.reset} />
      <h2>{messages.studentInformation}</h2>
      <FactList facts={facts} />
    </article>
  );
}
