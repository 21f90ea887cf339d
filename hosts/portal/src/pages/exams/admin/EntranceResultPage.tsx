import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../../session/SessionProvider';
import { studentAdminPaths } from '../../admin/students/paths';
import { onDemand } from '../../../shell/onDemand';

// Each widget loads with the first page that shows it (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md).
const TakerResult = onDemand(() => import('@school/widgets/exam-builder').then((m) => m.TakerResult));

/** The admin's paths of exam results (spec 000 §2). */
export const adminExamPaths = {
  result: (examId: string, studentId: string) =>
    `/dashboard/admin/exam/${encodeURIComponent(examId)}/student/${encodeURIComponent(studentId)}`,
} as const;

/**
 * /dashboard/admin/exam/:examId/student/:studentId: an applicant's entrance result (score, answers
 * against the key, integrity log), opened from the applicant's Entrance exams list; Back returns there.
 */
export function EntranceResultPage() {
  const { api, session } = useSession();
  const navigate = useNavigate();
  const { examId = '', studentId = '' } = useParams();
  const cameFromApp = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <TakerResult
      key={`${examId}/${studentId}`}
      api={api}
      viewerId={session?.user.ID ?? ''}
      examId={examId}
      studentId={studentId}
      onBack={() => (cameFromApp ? navigate(-1) : navigate(studentAdminPaths.applicants))}
    />
  );
}
