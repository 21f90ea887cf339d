import styled from 'styled-components';
import { messages, type ApiClient, type ExamResult, type IntegrityEvent } from '@school/api';
import { Avatar, Card, Chip, EmptyState, tokens } from '@school/ui';
import { FactList } from '../shared/FactList';
import { formatDateTime } from '../shared/format';
import { useApiQuery } from '../shared/query';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { fill } from '../shared/text';
import { formatWhen, isCorrectAnswer, scoreOf } from './logic';
import { questionTypeLabel } from './ExamQuestions';

export interface TakerResultProps {
  /** The API client (teacher or admin token). */
  api: ApiClient;
  /** The viewer's login ID (the path's {id}). */
  viewerId: string;
  examId: string;
  /** The taker's login ID (or id). */
  studentId: string;
  /** Back to the takers list. @default undefined */
  onBack?: () => void;
}

/** One line of the integrity log: a violation with its level, or a connection event (never counted). */
export function integrityLine(e: IntegrityEvent): string {
  if (e.kind === 'offline') return messages.examLogOffline;
  if (e.kind === 'online') return messages.examLogOnline;
  return fill(messages.examLogViolation, { name: e.name, level: e.level ?? '' });
}

/**
 * The teacher's view of one taker's result ('studenttakeexam', spec 001 §4): Student Information,
 * Exam Details, Exam Figures, Questions and Answers (green correct, red wrong), Results Summary,
 * and the integrity log.
 */
export function TakerResult({ api, viewerId, examId, studentId, onBack }: TakerResultProps) {
  const query = useApiQuery(['exams', 'result', examId, studentId], () => api.exams.takerResult(viewerId, examId, studentId));
  if (query.status !== 'success') return queryFallback(query, onBack);
  return <ExamResultView api={api} result={query.data.result} onBack={onBack} />;
}

/** The result screen itself, from a loaded result. */
export function ExamResultView({ api, result, onBack }: { api: ApiClient; result: ExamResult | null; onBack?: () => void }) {
  if (!result) return <EmptyState title={messages.examResultNoData} action={onBack ? <BackButton onBack={onBack} /> : undefined} />;
  const s = result.student_id;
  const name = `${s.firstName} ${s.lastName}`;
  const given = new Map(result.answers.map((a) => [a.question_id, a.answer_value]));
  const { correct, total, score } = scoreOf(result);
  return (
    <Root>
      <Bar>
        {onBack ? <BackButton onBack={onBack} /> : null}
        <h2>
          {messages.examResultTitle}: {result.exam_id.title}
        </h2>
      </Bar>
      <Card title={messages.examResultStudentInfo} headingLevel={3}>
        <Person>
          <Avatar name={name} src={s.profilePic ? api.fileUrl('studentexam', s.profilePic) : null} size={56} />
          <FactList
            facts={[
              { label: messages.examResultName, value: name },
              { label: messages.idLabel, value: s.ID },
              { label: messages.examResultEmail, value: s.email },
            ]}
          />
        </Person>
      </Card>
      <Card title={messages.examResultDetails} headingLevel={3}>
        <FactList
          facts={[
            { label: messages.examFieldStart, value: formatWhen(result.exam_id.start_time) },
            { label: messages.examFieldEnd, value: formatWhen(result.exam_id.end_time) },
            { label: messages.examColDuration, value: fill(messages.examMinutes, { minutes: result.exam_id.duration }) },
            { label: messages.examFieldTotalMarks, value: String(result.exam_id.total_marks) },
            { label: messages.examResultStarted, value: formatDateTime(result.attempt.start_time) },
            {
              label: messages.examResultSubmitted,
              value: result.attempt.submitted_at ? formatDateTime(result.attempt.submitted_at) : null,
            },
            { label: messages.examResultLink, value: result.examLinkWith === 'none' ? messages.examLinkNone : result.examLinkWith },
          ]}
        />
        {result.attempt.terminated ? <Chip label={messages.examResultTerminated} tone="danger" /> : null}
      </Card>
      {result.examFigures.length > 0 ? (
        <Card title={messages.examResultFigures} headingLevel={3}>
          <Figures>
            {result.examFigures.map((f) => (
              <figure key={f._id}>
                <img
                  src={api.fileUrl('exam_image', f.image)}
                  alt={f.description || fill(messages.examFigureLabel, { number: f.figureNumber })}
                />
                <figcaption>{fill(messages.examFigureLabel, { number: f.figureNumber })}</figcaption>
              </figure>
            ))}
          </Figures>
        </Card>
      ) : null}
      <Card title={messages.examResultQA} headingLevel={3}>
        <Answers>
          {result.questions.map((q, i) => {
            const answer = given.get(q._id);
            const ok = answer !== undefined && isCorrectAnswer(q.type, answer, q.answer_id.correctAnswer);
            return (
              <li
                key={q._id}
                data-correct={ok}
                aria-label={`${fill(messages.examQuestionNumber, { n: i + 1 })}: ${ok ? messages.examResultCorrect : messages.examResultWrong}`}
              >
                <strong>{fill(messages.examQuestionNumber, { n: i + 1 })}</strong> <span>({questionTypeLabel[q.type]})</span>
                <p>{q.text}</p>
                <p>{answer !== undefined ? fill(messages.examResultYourAnswer, { answer }) : messages.examResultNoAnswer}</p>
                <p>{fill(messages.examResultCorrectAnswer, { answer: q.answer_id.correctAnswer })}</p>
                <Chip label={ok ? messages.examResultCorrect : messages.examResultWrong} tone={ok ? 'success' : 'danger'} />
              </li>
            );
          })}
        </Answers>
      </Card>
      <Card title={messages.examResultSummary} headingLevel={3}>
        <p>{fill(messages.examResultCorrectCount, { correct, total })}</p>
        <p>{fill(messages.examResultScore, { score })}</p>
        {result.grade_value.map((g) => (
          <p key={`${g.section}|${g.course}`}>
            {fill(messages.examResultGradeValue, { section: g.section, course: g.course, value: g.examValue ?? '—', scale: g.gradeScale })}
          </p>
        ))}
      </Card>
      <Card title={fill(messages.examLogTitle, { name })} headingLevel={3}>
        {result.integrityLog.length === 0 ? (
          <p>{messages.examLogEmpty}</p>
        ) : (
          <Log>
            {result.integrityLog.map((e, i) => (
              <li key={`${e.at}-${i}`}>
                <time dateTime={e.at}>{formatDateTime(e.at)}</time> {integrityLine(e)}
              </li>
            ))}
          </Log>
        )}
      </Card>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  p {
    margin: 0;
  }
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  h2 {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
  }
`;
const Person = styled.div`
  display: flex;
  gap: ${tokens.space.lg};
  align-items: start;
`;
const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  figure {
    margin: 0;
  }
  img {
    max-width: 14rem;
    max-height: 10rem;
  }
`;
const Answers = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.md};
  li {
    display: grid;
    gap: ${tokens.space.xs};
    justify-items: start;
    padding: ${tokens.space.md};
    border: 2px solid ${tokens.color.danger};
    border-radius: ${tokens.radius.md};
  }
  li[data-correct='true'] {
    border-color: ${tokens.color.success};
  }
`;
const Log = styled.ul`
  margin: 0;
  padding-left: ${tokens.space.lg};
`;
