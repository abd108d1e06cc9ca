import { TextField } from '../../../components/form/TextField.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import type { AnnouncementMeta } from '../announcement-api.ts';
import { useFieldError, useFormContext, useLocked } from '../form-context.tsx';
import type { Update } from '../form-ops.ts';
import type { FormState } from '../form-state.ts';

type Props = {
  form: FormState;
  update(change: Update<FormState>): void;
  meta: AnnouncementMeta | null;
};

/** A deadline without an hour is the end of its day: shown as a date alone (spec 1 section 9). */
export function deadlineText(value: string | null): string {
  if (!value) return '';
  const shown = formatDateTime(value);
  return shown.endsWith(' 23:59') ? shown.slice(0, -6) : shown;
}

/**
 * Terminy: the planned contract signing (month and year). The publication date and the offer deadline
 * are chosen in the publish dialog; once chosen they are shown here.
 */
export function DatesStep({ form, update, meta }: Props) {
  const { clearError } = useFormContext();
  const locked = useLocked();
  const error = useFieldError('planowanyTerminPodpisaniaUmowy');
  const published = meta?.status.nazwa === 'PUBLISHED';
  return (
    <>
      <TextField
        type="month"
        label="Planowany termin podpisania umowy"
        hint="Miesiąc i rok (rrrr-mm). Nie może być wcześniejszy niż miesiąc terminu składania ofert."
        className="field--narrow"
        readOnly={locked.structure}
        value={form.planowanyTerminPodpisaniaUmowy}
        error={error}
        onChange={(event) => {
          clearError('planowanyTerminPodpisaniaUmowy');
          const value = event.target.value;
          update((f) => ({ ...f, planowanyTerminPodpisaniaUmowy: value }));
        }}
      />
      {published || meta?.scheduled ? (
        <dl className="details form-dates">
          <div>
            <dt>{published ? 'Data opublikowania ogłoszenia' : 'Zaplanowana data publikacji'}</dt>
            <dd>{formatDate(meta?.dataOpublikowania)}</dd>
          </div>
          <div>
            <dt>Termin składania ofert</dt>
            <dd>{deadlineText(meta?.terminOfert ?? null)}</dd>
          </div>
        </dl>
      ) : null}
      <p className="field__hint">
        {published
          ? 'Nowy termin składania ofert możesz wybrać w oknie publikacji po wybraniu przycisku Publikuj ogłoszenie.'
          : 'Datę publikacji i termin składania ofert wybierzesz w oknie publikacji po wybraniu przycisku Publikuj ogłoszenie.'}
        {meta?.scheduled && !published
          ? ' Zapisanie zmian w wersji roboczej usuwa zaplanowaną datę publikacji: po zapisaniu opublikuj ogłoszenie ponownie.'
          : ''}
      </p>
    </>
  );
}
