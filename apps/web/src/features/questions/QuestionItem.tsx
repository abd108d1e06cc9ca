import { useLingui } from '@lingui/react';
import { Button } from '../../components/ui/Button.tsx';
import { NewMark } from '../../components/ui/NewMark.tsx';
import { QuestionStatusTag } from '../../components/ui/StatusTag.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { Question } from './questions-types.ts';

type Props = {
  question: Question;
  /** The author's and administrators' view: the status of every question, draft answers. */
  full: boolean;
  /** Marks the viewer's own question 'Moje pytanie' (in the list of published ones). */
  markMine?: boolean;
  /** 'Odpowiedz' / 'Edytuj odpowiedź' when given. */
  onAnswer?: (question: Question) => void;
  /** 'USUŃ OZNACZENIE JAKO NOWE' for a question with the viewer's 'N' mark. */
  onClearMark?: (question: Question) => void;
  clearing?: boolean;
};

/** One question with its answer, as the viewer may see it (spec 2 sections 2.9, 3 and 4.3). */
export function QuestionItem({
  question: q,
  full,
  markMine,
  onAnswer,
  onClearMark,
  clearing = false,
}: Props) {
  const { i18n } = useLingui();
  const headingId = `pytanie-${q.id}`;
  const draft = q.status.nazwa === 'DRAFT';
  const edited = q.trescOryginalna !== null && q.trescOryginalna !== q.tresc;
  return (
    <li className="question" aria-labelledby={headingId}>
      <div className="question__head">
        <h3 id={headingId} className="question__title">
          {i18n._({
            id: 'questions.item.heading',
            message: 'Pytanie nr {number}',
            values: { number: q.numer },
          })}
        </h3>
        {full ? (
          <QuestionStatusTag
            status={q.status}
            prefix={i18n._({ id: 'questions.item.status', message: 'Status: ' })}
          />
        ) : null}
        {markMine && q.jestAutorem ? (
          <span className="tag question__mine">
            {i18n._({ id: 'questions.item.mine', message: 'Moje pytanie' })}
          </span>
        ) : null}
        {q.badge && onClearMark ? (
          <NewMark
            what={i18n._({ id: 'questions.item.new', message: 'nowe pytanie' })}
            label={i18n._({
              id: 'questions.item.label',
              message: 'pytanie nr {number}',
              values: { number: q.numer },
            })}
            busy={clearing}
            onClear={() => onClearMark(q)}
          />
        ) : null}
      </div>
      <dl className="question__meta">
        <div>
          <dt>{i18n._({ id: 'questions.item.asked-at', message: 'Data zadania pytania' })}</dt>
          <dd>{formatDateTime(q.dataUtworzenia)}</dd>
        </div>
        {q.dataOpublikowania ? (
          <div>
            <dt>{i18n._({ id: 'questions.item.answered-at', message: 'Data opublikowania odpowiedzi' })}</dt>
            <dd>{formatDateTime(q.dataOpublikowania)}</dd>
          </div>
        ) : null}
        {q.asker ? (
          <div>
            <dt>{i18n._({ id: 'questions.item.asker', message: 'Pytający' })}</dt>
            <dd>
              {q.asker.imie} {q.asker.nazwisko} ({q.asker.email})
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="question__block">
        <p className="question__label">{i18n._({ id: 'questions.content', message: 'Treść pytania' })}</p>
        <p className="question__text">{q.tresc}</p>
      </div>
      {edited ? (
        <div className="question__block question__block--original">
          <p className="question__label">
            {i18n._({ id: 'questions.item.original', message: 'Treść oryginalna pytania' })}
          </p>
          <p className="question__text">{q.trescOryginalna}</p>
        </div>
      ) : null}
      <div className="question__block question__block--answer">
        <p className="question__label">
          {draft && full
            ? i18n._({
                id: 'questions.item.answer-draft',
                message: 'Odpowiedź (robocza, niewidoczna dla oferentów)',
              })
            : i18n._({ id: 'questions.item.answer', message: 'Odpowiedź' })}
        </p>
        {q.odpowiedz ? (
          <p className="question__text">{q.odpowiedz.tresc}</p>
        ) : (
          <p className="question__text question__text--none">
            {full
              ? i18n._({ id: 'questions.item.no-answer', message: 'Brak odpowiedzi.' })
              : i18n._({ id: 'questions.item.awaiting', message: 'Oczekuje na odpowiedź.' })}
          </p>
        )}
      </div>
      {onAnswer ? (
        <div className="question__actions">
          <Button variant="secondary" onClick={() => onAnswer(q)}>
            {q.odpowiedz
              ? i18n._({ id: 'questions.item.edit-answer', message: 'Edytuj odpowiedź' })
              : i18n._({ id: 'questions.item.reply', message: 'Odpowiedz' })}
            <span className="visually-hidden">
              {' '}
              {i18n._({
                id: 'questions.item.to-question',
                message: 'na pytanie nr {number}',
                values: { number: q.numer },
              })}
            </span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
