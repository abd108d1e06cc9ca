import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { refetchUnlessCarried, userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import type { AnswerBody, AskBody, Question, QuestionsView } from './questions-types.ts';

/** The root of this feature's query keys (all of them depend on who is signed in). */
export const QUESTIONS_KEY = 'questions';

export function useQuestionsKey(announcementId: number) {
  const session = useSession();
  return userQueryKey(session.user?.id, QUESTIONS_KEY, announcementId);
}

/** GET /api/question/announcement/{id}: the questions as the viewer may see them. */
export function useQuestions(announcementId: number) {
  const key = useQuestionsKey(announcementId);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api<QuestionsView>(`/api/question/announcement/${announcementId}`, { signal }),
    refetchOnMount: refetchUnlessCarried,
  });
}

type Saved = { pytanie: Question };

/** POST /api/question. */
export function askQuestion(body: AskBody) {
  return api<Saved>('/api/question', { method: 'POST', body }).then((a) => a.pytanie);
}

/** PUT /api/question/{id}, with ?mode=publish to publish the answer. */
export function answerQuestion(id: number, body: AnswerBody, publish: boolean) {
  return api<Saved>(`/api/question/${id}`, {
    method: 'PUT',
    body,
    query: publish ? { mode: 'publish' } : undefined,
  }).then((a) => a.pytanie);
}

/** DELETE /api/badge/question/{id}: clears the 'N' mark of a question. */
export function clearQuestionMark(id: number) {
  return api<{ id: number }>(`/api/badge/question/${id}`, { method: 'DELETE' });
}
