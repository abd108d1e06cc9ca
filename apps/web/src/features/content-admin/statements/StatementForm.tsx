import { warsawDate } from '@bk/contracts/common/warsaw-time';
import { contentLimits, contentMessages, statementInputSchema } from '@bk/contracts/content/content';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CountedTextField } from '../../../components/form/CountedTextField.tsx';
import { RichTextField } from '../../../components/form/RichTextField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { useFormMutation } from '../../../components/form/use-form-mutation.ts';
import { wireSchemaResolver } from '../../../components/form/wire-resolver.ts';
import { emptyRichValue } from '../../../components/rich-text/rich-value.ts';
import type { Statement } from '../../../lib/site-content.ts';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import { AdminForm } from '../AdminParts.tsx';
import { saveFailureText } from '../content-admin-errors.ts';
import {
  adminStatementPath,
  STATEMENTS_PATH,
  type StatementBody,
  saveStatement,
  statementsKey,
} from './statements-api.ts';

const resolver = wireSchemaResolver<StatementBody>(statementInputSchema);
const FIELDS = ['naglowek', 'tresc', 'czyAktywny', 'czyZoltyPasek', 'czyBezterminowy', 'dataWaznosci'];

function initial(existing: Statement | null): StatementBody {
  return existing
    ? {
        naglowek: existing.naglowek,
        tresc: existing.tresc,
        czyAktywny: existing.czyAktywny,
        czyZoltyPasek: existing.czyZoltyPasek,
        czyBezterminowy: existing.czyBezterminowy,
        dataWaznosci: existing.dataWaznosci,
      }
    : {
        naglowek: '',
        tresc: emptyRichValue(),
        czyAktywny: true,
        czyZoltyPasek: false,
        czyBezterminowy: true,
        dataWaznosci: null,
      };
}

/**
 * The statement form (spec 3 sections 4, 5.6), checked with the contract's statement schema: unchecking
 * 'active' clears and disables the yellow stripe; checking 'no expiry' clears and disables the expiry
 * date, which otherwise is required (and, by the server, not before today).
 * 'Zapisz komunikat' > 'Trwa zapisywanie...' > 'Zapisano'.
 */
export function StatementForm({ existing }: { existing: Statement | null }) {
  const [flash, showFlash] = useFlashMessage();
  const navigate = useNavigate();
  const today = warsawDate(new Date());
  const form = useForm<StatementBody>({
    resolver,
    shouldFocusError: false,
    defaultValues: initial(existing),
  });
  const save = useFormMutation({
    form,
    fields: FIELDS,
    mutationFn: (body: StatementBody) => saveStatement(existing?.id ?? null, body),
    invalidates: [{ queryKey: statementsKey }],
    onSuccess: (saved) => {
      if (!existing) navigate(adminStatementPath(saved));
      else {
        showFlash('Zapisano');
        if (saved.slug !== existing.slug) navigate(`${adminStatementPath(saved)}/edytuj`, { replace: true });
      }
    },
    failureText: (error) =>
      saveFailureText(error, {
        forbidden: existing ? contentMessages.statementForbiddenEdit : contentMessages.statementForbiddenAdd,
        failed: 'Nie udało się zapisać komunikatu.',
        code: (status) => `Podczas zapisu komunikatu wystąpił nieoczekiwany błąd o kodzie ${status}.`,
      }),
  });
  const { errors } = form.formState;
  const [czyAktywny, czyBezterminowy] = form.watch(['czyAktywny', 'czyBezterminowy']);

  return (
    <AdminForm
      form={save}
      saveLabel="Zapisz komunikat"
      savingLabel="Trwa zapisywanie..."
      saved={flash !== ''}
      back={{ to: existing ? adminStatementPath(existing) : STATEMENTS_PATH }}
    >
      <CountedTextField
        control={form.control}
        name="naglowek"
        label="Nagłówek"
        required
        max={contentLimits.statementHeading}
      />
      <RichTextField
        control={form.control}
        name="tresc"
        label="Treść"
        required
        max={contentLimits.statementContent}
      />
      <fieldset className="group">
        <legend>Widoczność</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            {...form.register('czyAktywny', {
              onChange: (e) => {
                if (!e.target.checked) form.setValue('czyZoltyPasek', false);
              },
            })}
          />
          Komunikat aktywny
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            disabled={!czyAktywny}
            aria-describedby="yellow-hint"
            {...form.register('czyZoltyPasek')}
          />
          Wyświetlaj na żółtym pasku
        </label>
        <p id="yellow-hint" className="field__hint">
          Żółty pasek na każdej stronie pokazuje pierwszy aktywny komunikat z tym oznaczeniem.
        </p>
        <label className="checkbox">
          <input
            type="checkbox"
            {...form.register('czyBezterminowy', {
              onChange: (e) => {
                if (e.target.checked) {
                  form.setValue('dataWaznosci', null);
                  form.clearErrors('dataWaznosci');
                }
              },
            })}
          />
          Komunikat bezterminowy
        </label>
      </fieldset>
      <TextField
        label="Data ważności"
        type="date"
        required={!czyBezterminowy}
        disabled={czyBezterminowy}
        min={today}
        hint="Ostatni dzień, w którym komunikat jest widoczny."
        error={errors.dataWaznosci?.message}
        {...form.register('dataWaznosci')}
      />
    </AdminForm>
  );
}
