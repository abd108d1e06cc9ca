import { askQuestionSchema, questionLimits } from '@bk/contracts/questions/questions';
import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { FormCountedTextArea } from '../../components/form/CountedTextArea.tsx';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { useFormMutation } from '../../components/form/use-form-mutation.ts';
import { wireSchemaResolver } from '../../components/form/wire-resolver.ts';
import { askQuestion } from './questions-api.ts';

type Values = { tresc: string };

type Props = { announcementId: number; queryKey: readonly unknown[]; onClose(): void; onSent(): void };

/** 'Zadaj pytanie' (spec 2 section 2.9): the question, at most 2000 characters, with a counter. */
export function AskQuestionDialog({ announcementId, queryKey, onClose, onSent }: Props) {
  const { i18n } = useLingui();
  const form = useForm<Values>({
    resolver: wireSchemaResolver<Values>(askQuestionSchema, {
      body: (values) => ({ tresc: values.tresc, ogloszenie: announcementId }),
    }),
    shouldFocusError: false,
    defaultValues: { tresc: '' },
  });
  const send = useFormMutation({
    form,
    fields: ['tresc'],
    mutationFn: (values: Values) => askQuestion({ tresc: values.tresc, ogloszenie: announcementId }),
    invalidates: [{ queryKey }],
    onSuccess: onSent,
  });
  return (
    <FormDialog
      title={i18n._({ id: 'questions.ask.title', message: 'Zadaj pytanie' })}
      form={send}
      onClose={onClose}
      requiredNote
      submitLabel={i18n._({ id: 'questions.ask.send', message: 'Wyślij pytanie' })}
      pendingLabel={i18n._({ id: 'common.sending', message: 'Trwa wysyłanie...' })}
    >
      <FormCountedTextArea
        control={form.control}
        name="tresc"
        label={i18n._({ id: 'questions.content', message: 'Treść pytania' })}
        required
        rows={8}
        max={questionLimits.question}
        hint={i18n._({
          id: 'questions.ask.hint',
          message: 'Pytanie zostanie opublikowane bez danych pytającego, gdy ogłoszeniodawca na nie odpowie.',
        })}
      />
    </FormDialog>
  );
}
