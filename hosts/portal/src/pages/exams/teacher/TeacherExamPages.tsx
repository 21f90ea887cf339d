import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../../session/SessionProvider';
import { teacherExamPaths } from './paths';
import { onDemand } from '../../../shell/onDemand';

// Each widget loads with the first page that shows it (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md).
const ExamDetail = onDemand(() => import('@school/widgets/exam-builder').then((m) => m.ExamDetail));
const ExamTakers = onDemand(() => import('@school/widgets/exam-builder').then((m) => m.ExamTakers));
const TakerResult = onDemand(() => import('@school/widgets/exam-builder').then((m) => m.TakerResult));
const TeacherExams = onDemand(() => import('@school/widgets/exam-builder').then((m) => m.TeacherExams));

// Thin pages: route params in, widgets out, navigation through callbacks (spec 001 §2 Teacher routes).

/** /dashboard/teacher/:id/exams */
export function TeacherExamsPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  return <TeacherExams api={api} teacherId={id} onOpen={({ examId }) => navigate(teacherExamPaths.exam(id, examId))} />;
}

/** /dashboard/teacher/:id/exams/:exam_id */
export function TeacherExamPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', exam_id = '' } = useParams();
  return (
    <ExamDetail
      key={exam_id}
      api={api}
      teacherId={id}
      examId={exam_id}
      onBack={() => navigate(teacherExamPaths.list(id))}
      onOpenTakers={({ examId }) => navigate(teacherExamPaths.takers(id, examId))}
    />
  );
}

/** /dashboard/teacher/:id/exams/:exam_id/students */
export function ExamTakersPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', exam_id = '' } = useParams();
  return (
    <ExamTakers
      api={api}
      viewerId={id}
      examId={exam_id}
      onBack={() => navigate(teacherExamPaths.exam(id, exam_id))}
      onOpenResult={({ studentId }) => navigate(teacherExamPaths.result(id, exam_id, studentId))}
    />
  );
}

/** /dashboard/teacher/:id/exams/:exam_id/students/:student_id */
export function TakerResultPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', exam_id = '', student_id = '' } = useParams();
  return (
    <TakerResult
      api={api}
      viewerId={id}
      examId={exam_id}
      studentId={student_id}
      onBack={() => navigate(teacherExamPaths.takers(id, exam_id))}
    />
  );
}
