import { useLingui } from '@lingui/react';
import './questions.css';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { MessageDialog } from '../../components/ui/ConfirmDialog.tsx';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { LoginButton } from '../../components/ui/LoginButton.tsx';
import { errorText } from '../../lib/api-error.ts';
import { menuBadgesQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { QuestionItem } from './QuestionItem.tsx';
import { questionTexts as M } from './question-texts.ts';
import { clearQuestionMark, useQuestions, useQuestionsKey } from './questions-api.ts';
import type { Question, QuestionsTabAnnouncement } from './questions-types.ts';

const AskQuestionDialog = lazy(async () => ({
  default: (await import('./AskQuestionDialog.tsx')).AskQuestionDialog,
}));
const AnswerQuestionDialog = lazy(async () => ({
  default: (await import('./AnswerQuestionDialog.tsx')).AnswerQuestionDialog,
}));

type Props = {
  announcement: QuestionsTabAnnouncement;
  /** Called after an 'N' mark was cleared or an answer saved, so the page refreshes its tab badge. */
  onMarksChanged?: () => void;
};

/** 'Dodaj pytanie' for a visitor: starts the login and comes back to this tab. */
function AnonymousAsk() {
  const { i18n } = useLingui();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set('sekcja', 'pytania');
  return (
    <LoginButton returnPath={`${location.pathname}?${params.toString()}`} className="offer-create">
      {i18n._({ id: 'questions.add', message: 'Dodaj pytanie' })}{' '}
      <span className="offer-create__login">
        {i18n._({ id: 'common.login-required', message: 'Wymaga logowania' })}
      </span>
    </LoginButton>
  );
}

function QuestionList({
  items,
  empty,
  ...rest
}: { items: Question[]; empty: string } & Omit<Parameters<typeof QuestionItem>[0], 'question'>) {
  if (items.length === 0) return <p className="notice">{empty}</p>;
  return (
    <ol className="questions">
      {items.map((q) => (
        <QuestionItem key={q.id} question={q} {...rest} />
      ))}
    </ol>
  );
}

/**
 * The 'Pytania' tab (spec 2 section 2.9), one view per viewer: a visitor reads the published questions
 * and answers and logs in to ask; a signed-in bidder sees 'Moje pytania' and every published question;
 * the author (and an administrator in scope) every question with its status, answers and 'N' marks.
 */
export function QuestionsTab({ announcement, onMarksChanged }: Props) {
  const { i18n } = useLingui();
  const session = useSession();
  const questions = useQuestions(announcement.id);
  const key = useQuestionsKey(announcement.id);
  const [asking, setAsking] = useState(false);
  const [answering, setAnswering] = useState<Question | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [printing, setPrinting] = useState(false);
  const menuKey = menuBadgesQueryKey(session.user?.id);
  const clearMark = useApiMutation({
    mutationFn: (q: Question) => clearQuestionMark(q.id),
    invalidates: [{ queryKey: key }, { queryKey: menuKey }],
    onSuccess: (_, q) => {
      setMessage(
        i18n._({
          id: 'questions.mark-cleared',
          message: 'Usunięto oznaczenie pytania nr {number} jako nowego.',
          values: { number: q.numer },
        }),
      );
      onMarksChanged?.();
    },
    onError: (error) =>
      setMessage(
        `${i18n._({ id: 'questions.mark-failed', message: 'Nie udało się usunąć oznaczenia.' })} ${errorText(error)}`,
      ),
  });

  if (questions.isPending) return <LoadingText />;
  if (questions.isError)
    return (
      <p className="notice notice--error" role="alert">
        {i18n._(M.loadFailed)} {errorText(questions.error)}
      </p>
    );
  const view = questions.data;
  const full = view.viewer === 'author' || view.viewer === 'admin';
  const all = view.pytania;
  const published = all.filter((q) => q.status.nazwa === 'PUBLISHED');
  const mine = all.filter((q) => q.jestAutorem);

  const print = async () => {
    if (printing) return;
    setPrinting(true);
    setMessage('');
    try {
      const [{ downloadPdf }, { questionsPdf, questionsPdfName }] = await Promise.all([
        import('../../lib/pdf/download-pdf.ts'),
        import('./questions-pdf.ts'),
      ]);
      await downloadPdf(
        questionsPdf(announcement, all, full, new Date(), i18n),
        questionsPdfName(announcement),
      );
    } catch (error) {
      setMessage(
        `${i18n._({ id: 'common.pdf-failed', message: 'Nie udało się wygenerować pliku PDF.' })} ${errorText(error)}`,
      );
    } finally {
      setPrinting(false);
    }
  };
  const clear = (q: Question) => {
    if (clearMark.isPending) return;
    setMessage('');
    clearMark.mutate(q);
  };
  const printable = full ? all.length > 0 : published.length > 0;

  return (
    <div className="questions-tab">
      <div className="questions-tab__actions">
        {view.viewer === 'anonymous' && view.accepting ? <AnonymousAsk /> : null}
        {view.canAsk ? (
          <Button onClick={() => setAsking(true)}>
            {i18n._({ id: 'questions.add', message: 'Dodaj pytanie' })}
          </Button>
        ) : null}
        {printable ? (
          <Button variant="secondary" onClick={print} aria-disabled={printing || undefined}>
            {printing
              ? i18n._({ id: 'common.generating', message: 'Trwa generowanie...' })
              : i18n._({ id: 'questions.print', message: 'Wydruk listy pytań' })}
          </Button>
        ) : null}
      </div>
      <p role="status" className="questions-tab__message">
        {message}
      </p>
      {full ? (
        <section aria-labelledby="pytania-wszystkie">
          <h2 id="pytania-wszystkie">{i18n._({ id: 'questions.all', message: 'Pytania do ogłoszenia' })}</h2>
          <QuestionList
            items={all}
            empty={i18n._(M.empty)}
            full
            onAnswer={view.canAnswer ? setAnswering : undefined}
            onClearMark={clear}
            clearing={clearMark.isPending}
          />
        </section>
      ) : (
        <>
          {view.viewer === 'user' ? (
            <section aria-labelledby="pytania-moje">
              <h2 id="pytania-moje">{i18n._({ id: 'questions.mine', message: 'Moje pytania' })}</h2>
              <QuestionList items={mine} empty={i18n._(M.emptyMine)} full={false} />
            </section>
          ) : null}
          <section aria-labelledby="pytania-opublikowane">
            <h2 id="pytania-opublikowane">
              {i18n._({ id: 'questions.published', message: 'Pytania i odpowiedzi' })}
            </h2>
            <QuestionList items={published} empty={i18n._(M.emptyPublished)} full={false} markMine />
          </section>
        </>
      )}
      <Suspense fallback={null}>
        {asking ? (
          <AskQuestionDialog
            announcementId={announcement.id}
            queryKey={key}
            onClose={() => setAsking(false)}
            onSent={() => {
              setAsking(false);
              setNotice(i18n._(M.sent));
            }}
          />
        ) : null}
        {answering ? (
          <AnswerQuestionDialog
            question={answering}
            refresh={[key, menuKey]}
            onClose={() => setAnswering(null)}
            onSaved={(wasPublished) => {
              setAnswering(null);
              setMessage(
                wasPublished
                  ? i18n._({
                      id: 'questions.answer-published',
                      message: 'Opublikowano odpowiedź na pytanie nr {number}.',
                      values: { number: answering.numer },
                    })
                  : i18n._({
                      id: 'questions.answer-saved',
                      message: 'Zapisano roboczą odpowiedź na pytanie nr {number}.',
                      values: { number: answering.numer },
                    }),
              );
              onMarksChanged?.();
            }}
          />
        ) : null}
      </Suspense>
      {notice ? (
        <MessageDialog
          title={i18n._({ id: 'questions.notice-title', message: 'Pytanie' })}
          role="dialog"
          close="OK"
          onClose={() => setNotice(null)}
        >
          <p>{notice}</p>
        </MessageDialog>
      ) : null}
    </div>
  );
}
