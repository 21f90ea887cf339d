import styled from 'styled-components';
import type { ApiClient, ExamResult as ExamResultData } from '@school/api';
import { Alert, Card, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { FactList } from '../shared/FactList';
import { useTexts } from '../shared/intl';
import { termsOfSections } from '../shared/term';
import { ExamFigures } from './Briefing';
import { IntegrityLog } from './FinishedPanel';
import { figuresOfQuestion, markResult, resultScore } from './logic';

export interface ExamResultProps {
  /** The API client (the student's token). */
  api: ApiClient;
  /** The student's login ID. */
  studentId: string;
  examId: string;
  /** Back to the exam list. */
  onBack: () => void;
}

/**
 * The student's own result ('myexam', spec 001 §2, §9), readable once the teacher has announced
 * it (the server refuses before, and the refusal shows here).
 */
export function ExamResult({ api, studentId, examId, onBack }: ExamResultProps) {
  const query = useApiQuery(queryKeys.exams.myResult(studentId, examId), () => api.exams.myResult(studentId, examId), { staleTime: 0 });
  if (query.status !== 'success') return queryFallback(query, onBack);
  return <ExamResultView api={api} result={query.data.result} variant="student" onBack={onBack} />;
}

export interface ExamResultViewProps {
  api: ApiClient;
  result: ExamResultData;
  /** 'student': the own view (score out of the questions); 'teacher': the score on the grade scale. */
  variant: 'student' | 'teacher';
  /** @default undefined */
  onBack?: () => void;
}

/**
 * Both result screens (spec 001 §2): Student Information, Exam Details, Exam Figures, Questions and
 * Answers (a right answer has a green border, a wrong one a red border) and the Results Summary.
 * As on the taker's page, each question shows the figures it links (`figuresOfQuestion`, decision
 * 275); Exam Figures keeps only those no question shows, so no figure of the exam is left out.
 */
export function ExamResultView({ api, result, variant, onBack }: ExamResultViewProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const { formatDateTime } = t.format;
  const { marks, correct, total } = markResult(result);
  const figuresOf = new Map(marks.map(({ question }) => [question._id, figuresOfQuestion(question, result.examFigures)]));
  const shown = new Set([...figuresOf.values()].flat().map((f) => f._id));
  const otherFigures = result.examFigures.filter((f) => !shown.has(f._id));
  const { student_id: student, exam_id: exam, attempt } = result;
  const score =
    variant === 'student' ? fill(messages.examResultScoreOf, { correct, total }) : resultScore(correct, total, result.grade_value);
  return (
    <Root>
      {onBack ? <BackButton onBack={onBack} /> : null}
      <h2>
        {messages.examResultTitle}: {exam.title}
      </h2>
      {attempt.terminated ? <Alert kind="error" message={messages.examResultTerminated} /> : null}

      <Card title={messages.examResultStudentInfo}>
        <FactList
          facts={[
            { label: messages.examResultName, value: `${student.firstName} ${student.lastName}` },
            { label: messages.examResultEmail, value: student.email },
          ]}
        />
      </Card>

      <Card title={messages.examResultDetails}>
        {exam.description ? <p>{exam.description}</p> : null}
        <FactList
          facts={[
            { label: messages.markTermLabel, value: termsOfSections(t, exam.sectioninfo) },
            { label: messages.examColStart, value: formatDateTime(exam.start_time) },
            { label: messages.examColEnd, value: formatDateTime(exam.end_time) },
            { label: messages.examColDuration, value: fill(messages.examMinutes, { minutes: exam.duration }) },
            { label: messages.examFieldTotalMarks, value: exam.total_marks },
            { label: messages.examResultLink, value: result.examLinkWith },
            { label: messages.examResultStarted, value: formatDateTime(attempt.start_time) },
            { label: messages.examResultSubmitted, value: attempt.submitted_at ? formatDateTime(attempt.submitted_at) : null },
          ]}
        />
      </Card>

      {otherFigures.length > 0 ? (
        <Card title={messages.examResultFigures}>
          <ExamFigures api={api} figures={otherFigures} />
        </Card>
      ) : null}

      <Card title={messages.examResultQA}>
        {marks.length === 0 ? (
          <p>{messages.examResultNoData}</p>
        ) : (
          <Answers>
            {marks.map(({ question, answer, correct: right }, i) => (
              <li key={question._id} data-result={right ? 'correct' : 'wrong'}>
                <p className="question">
                  <strong>{fill(messages.examQuestionNumber, { n: i + 1 })}.</strong> {question.text}
                </p>
                <ExamFigures api={api} figures={figuresOf.get(question._id) ?? []} />
                <p>{answer === null ? messages.examResultNoAnswer : fill(messages.examResultYourAnswer, { answer })}</p>
                <p>{fill(messages.examResultCorrectAnswer, { answer: question.answer_id.correctAnswer })}</p>
                <p className="verdict">{right ? messages.examResultCorrect : messages.examResultWrong}</p>
              </li>
            ))}
          </Answers>
        )}
      </Card>

      <Card title={messages.examResultSummary}>
        <p>{fill(messages.examResultCorrectCount, { correct, total })}</p>
        <p>
          <strong>{fill(messages.examResultScore, { score })}</strong>
        </p>
        {result.grade_value.map((g) => (
          <p key={`${g.section}-${g.course}`}>
            {fill(messages.examResultGradeValue, {
              section: g.section,
              course: g.course,
              value: g.examValue ?? messages.notProvided,
              scale: g.gradeScale,
            })}
          </p>
        ))}
      </Card>

      <Card>
        <IntegrityLog log={result.integrityLog} title={variant === 'student' ? messages.examMyLogTitle : messages.examColLog} />
      </Card>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  max-width: 920px;
  h2,
  h3 {
    margin: 0 0 ${tokens.space.sm};
  }
`;

const Answers = styled.ol`
  display: grid;
  gap: ${tokens.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${tokens.space.md};
    border: 2px solid;
    border-radius: ${tokens.radius.md};
  }
  li[data-result='correct'] {
    border-color: ${tokens.color.success};
  }
  li[data-result='wrong'] {
    border-color: ${tokens.color.danger};
  }
  p {
    margin: ${tokens.space.xs} 0;
  }
  .verdict {
    font-weight: ${tokens.font.weightBold};
  }
  li[data-result='correct'] .verdict {
    color: ${tokens.color.success};
  }
  li[data-result='wrong'] .verdict {
    color: ${tokens.color.danger};
  }
`;
