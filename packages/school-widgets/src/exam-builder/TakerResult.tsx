import type { ApiClient } from '@school/api';
import { EmptyState } from '@school/ui';
import { ExamResultView } from '../exam-taker/ExamResult';
import { useMessages } from '../shared/intl';
import { useApiQuery } from '../shared/query';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { queryKeys } from '../shared/queryKeys';

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

/**
 * The teacher's view of one taker's result ('studenttakeexam', spec 001 §4): the same screen as the
 * student's own result (exam-taker's ExamResultView), with the score on the grade scale.
 */
export function TakerResult({ api, viewerId, examId, studentId, onBack }: TakerResultProps) {
  const messages = useMessages();
  const query = useApiQuery(queryKeys.exams.result(examId, studentId), () => api.exams.takerResult(viewerId, examId, studentId));
  if (query.status !== 'success') return queryFallback(query, onBack);
  const { result } = query.data;
  if (!result) return <EmptyState title={messages.examResultNoData} action={onBack ? <BackButton onBack={onBack} /> : undefined} />;
  return <ExamResultView api={api} result={result} variant="teacher" onBack={onBack} />;
}
