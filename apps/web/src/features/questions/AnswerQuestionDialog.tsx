import { answerQuestionSchema, questionLimits } from '@bk/contracts/questions/questions';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormCountedTextArea } from '../../components/form/CountedTextArea.tsx';
import { FormError } from '../../components/form/FormError.tsx';
import { useFormMutation } from '../../components/form/use-form-mutation.ts';
import { wireSchemaResolver } from '../../components/form/wire-resolver.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { answerQuestion } from './questions-api.ts';
import type { AnswerBody, Question } from './questions-types.ts';

type Values = { tresc: string; odpowiedz: { tresc: string } };

const resolver = wireSchemaResolver<Values>(answerQuestionSchema);

type Props = {
  question: Question;
  refresh: readonly (readonly unknown[])[];
  onClose(): void;
  onSaved(published: boolean): void;
};

/**
 * 'Odpowiedz na pytanie' (spec 2 sections 2.9 and 4.3): the question's text (the advertiser may edit
 * it; the asker's words stay as the original), the answer (at most 5000 characters), 'Zapisz' as a
 * draft (not once the answer is published) and 'Opublikuj'.
 */
export function AnswerQuestionDialog({ question, refresh, onClose, onSaved }: Props) {
  const formId = useId();
  const publish = useRef(false);
  const published = question.status.nazwa === 'PUBLISHED';
  const form = useForm<Values>({
    resolver,
    shouldFocusError: false,
    defaultValues: { tresc: question.tresc, odpowiedz: { tresc: question.odpowiedz?.tresc ?? '' } },
  });
  const save = useFormMutation({
    form,
    fields: ['tresc', 'odpowiedz.tresc', 'odpowiedz'],
    aliases: { odpowiedz: 'odpowiedz.tresc' },
    mutationFn: (values: AnswerBody) => answerQuestion(question.id, values, publish.current),
    invalidates: refresh.map((queryKey) => ({ queryKey })),
    onSuccess: () => onSaved(publish.current),
  });
  const edited = question.trescOryginalna !== null && question.trescOryginalna !== question.tresc;
  return (
    <Dialog
      onDismiss={onClose}
      wide
      title="Odpowiedz na pytanie"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Anuluj
          </Button>
          {published ? null : (
            <Button
              variant="secondary"
              type="submit"
              form={formId}
              aria-disabled={save.pending || undefined}
              onClick={() => {
                publish.current = false;
              }}
            >
              Zapisz
            </Button>
          )}
          <Button
            type="submit"
            form={formId}
            aria-disabled={save.pending || undefined}
            onClick={() => {
              publish.current = true;
            }}
          >
            {save.pending ? 'Trwa zapisywanie...' : published ? 'Opublikuj zmiany' : 'Opublikuj'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={save.formRef} onSubmit={save.submit} noValidate>
        <p className="field__hint form-note">Pola oznaczone gwiazdką (*) są wymagane.</p>
        <FormError message={save.formError} />
        <p className="question__label">Pytanie nr {question.numer}</p>
        {edited ? (
          <div className="question__block question__block--original">
            <p className="question__label">Treść oryginalna pytania</p>
            <p className="question__text">{question.trescOryginalna}</p>
          </div>
        ) : null}
        <FormCountedTextArea
          control={form.control}
          name="tresc"
          label="Treść pytania"
          hint="Możesz poprawić treść pytania; jego oryginalna treść zostanie zachowana."
          required
          rows={5}
          max={questionLimits.question}
        />
        <FormCountedTextArea
          control={form.control}
          name="odpowiedz.tresc"
          label="Odpowiedź"
          required
          rows={10}
          max={questionLimits.answer}
        />
      </form>
    </Dialog>
  );
}
