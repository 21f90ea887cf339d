import { useState } from 'react';
import { messages, type ApiClient, type StudentRecord } from '@school/api';
import { Alert, Avatar, Button, EmptyState } from '@school/ui';
import { nullWhenNotFound } from '../shared/notFound';
import { formatDate } from '../shared/format';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useApiQuery } from '../shared/useApiQuery';
import { FactList } from '../shared/FactList';
import { fullNameOf, personalFacts } from '../students/logic';
import { StudentDocuments } from '../students/StudentDocuments';
import { APPROVE_NOTICE_MS, useNotice } from '../students/useNotice';
import { EntranceExams } from './EntranceExams';
import { Questionnaires } from './Questionnaires';
import { DetailHeader, DetailRoot } from '../students/DetailLayout';

export interface ApplicantDetailProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** The applicant's student record _id. */
  id: string;
  /** Back to the applicants list. */
  onBack: () => void;
}

/**
 * One applicant (spec 000 §2): photo, Approve (disabled and labelled Approved once done),
 * student information, entrance exams, questionnaires and the documents viewer. Notices last 4 s.
 */
export function ApplicantDetail({ api, id, onBack }: ApplicantDetailProps) {
  const query = useApiQuery(() => nullWhenNotFound(api.applicants.get(id)), [api, id]);
  const [saved, setSaved] = useState<StudentRecord | null>(null);
  const back = <BackButton onBack={onBack} />;
  if (query.status !== 'success') return queryFallback(query, onBack);
  const loaded = query.data?.student ?? null;
  const student = saved && loaded && saved._id === loaded._id ? saved : loaded;
  if (!student) return <EmptyState title={messages.applicantNotFound} action={back} />;
  return (
    <DetailRoot>
      {back}
      <ApplicantSummary api={api} student={student} onApproved={setSaved} />
      <EntranceExams api={api} student={student} />
      <Questionnaires api={api} student={student} />
      <StudentDocuments api={api} student={student} editable={false} title={messages.applicantDocuments} />
    </DetailRoot>
  );
}

function ApplicantSummary({ api, student, onApproved }: { api: ApiClient; student: StudentRecord; onApproved: (s: StudentRecord) => void }) {
  const notice = useNotice(APPROVE_NOTICE_MS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = fullNameOf(student);
  const approve = async () => {
    setBusy(true);
    setError(null);
    const result = await api.applicants.approve({ _id: student._id });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      notice('error', result.error);
      return;
    }
    notice('success', result.message || messages.approvedText);
    onApproved(result.data.student);
  };
  const facts = [
    ...personalFacts(student),
    { label: messages.previousSchoolLabel, value: student.previousSchoolAttended },
    { label: messages.currentGradeLevelLabel, value: student.currentGradeLevel },
    { label: messages.averageLabel, value: student.avarageValue },
    { label: messages.classLabel, value: student.classG },
    { label: messages.periodLabel, value: student.application_year ? `${student.application_year}, semester ${student.application_semester}` : null },
    { label: messages.appliedOnHeader, value: formatDate(student.Date) },
  ];
  return (
    <article aria-labelledby="applicant-heading">
      <DetailHeader>
        <Avatar name={name} src={student.profilePic ? api.fileUrl('students', student.profilePic) : null} size={96} />
        <h1 id="applicant-heading">{name}</h1>
        <Button busy={busy} disabled={student.approved} onClick={() => void approve()}>
          {student.approved ? messages.approved : messages.approve}
        </Button>
      </DetailHeader>
      <Alert kind="error" message={error} clearAfterMs={APPROVE_NOTICE_MS} onClear={() => setError(null)} />
      <h2>{messages.studentInformation}</h2>
      <FactList facts={facts} />
    </article>
  );
}

