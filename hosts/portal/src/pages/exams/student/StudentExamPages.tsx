import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../../session/SessionProvider';
import { studentPaths } from '../../teaching/paths';
import { studentExamPaths } from './paths';
import { useExamMode } from '../../../shell/examMode';
import { LeaveGuard } from './LeaveGuard';
import { onDemand } from '../../../shell/onDemand';
import { LANDING_LOADERS } from '../../../routes/preload';
import { useMessages } from '@school/widgets/i18n';

// Each widget loads with the first page that shows it (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md).
const ExamResult = onDemand(() => import('../../../widgets/ExamResult').then((m) => m.ExamResult));
const ExamTaker = onDemand(() => import('../../../widgets/ExamTaker').then((m) => m.ExamTaker));
const StudentExams = onDemand(LANDING_LOADERS.exams);

// Thin pages of spec 001 §2 Student routes: the exam list, the exam entry and taking, the own result.

/** /dashboard/student/:id/exams */
export function StudentExamsPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  return (
    <StudentExams
      api={api}
      studentId={id}
      onOpen={({ examId }) => navigate(studentExamPaths.exam(id, examId))}
      onOpenResult={({ examId }) => navigate(studentExamPaths.result(id, examId))}
    />
  );
}

/**
 * /dashboard/student/:id/exam/:exam_id: entry and taking. An applicant comes here from the
 * onboarding's Entrance Exams tab and goes back there; the server decides which exams one may take.
 * While the exam runs the shell hides its sidebar and Back asks first (issue 17); leaving anyway
 * is recorded by the taker at level 3.
 */
export function StudentExamPage() {
  const messages = useMessages();
  const { api, session } = useSession();
  const navigate = useNavigate();
  const { id = '', exam_id = '' } = useParams();
  const { running, setRunning, setOnSignOut } = useExamMode();
  const applicant = !!session && !session.user.approved;
  useEffect(() => {
    if (!running) return;
    setOnSignOut(() => api.exams.mistake({ exam_id, name: messages.violationLeftExam, type: 3 }));
    return () => setOnSignOut(null);
  }, [running, api, exam_id, setOnSignOut, messages]);
  const back = () => navigate(applicant ? studentPaths.home(id) : studentExamPaths.list(id));
  return (
    <>
      <ExamTaker
        key={exam_id}
        api={api}
        studentId={id}
        examId={exam_id}
        onBack={back}
        onShowResult={applicant ? undefined : () => navigate(studentExamPaths.result(id, exam_id))}
        backLabel={applicant ? messages.examApplicantBack : messages.examBackToList}
        onRunningChange={setRunning}
      />
      <LeaveGuard running={running} onLeaveFirstEntry={back} />
    </>
  );
}

/** /dashboard/student/:id/exams/:exam_id: the own result, once announced. */
export function StudentExamResultPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', exam_id = '' } = useParams();
  return <ExamResult key={exam_id} api={api} studentId={id} examId={exam_id} onBack={() => navigate(studentExamPaths.list(id))} />;
}
