import { announcementLimits as L } from '@bk/contracts/announcements/limits';
import { CountedTextArea } from '../../../components/form/CountedTextArea.tsx';
import { useFieldError, useFormContext, useLocked } from '../form-context.tsx';
import type { Update } from '../form-ops.ts';
import type { FormState } from '../form-state.ts';

type Props = { form: FormState; update(change: Update<FormState>): void };

/** Warunki: supplementary orders and contract-change conditions (read-only once published). */
export function ConditionsStep({ form, update }: Props) {
  const { clearError } = useFormContext();
  const locked = useLocked();
  const supplementaryError = useFieldError('zamowieniaUzupelniajace');
  const changeError = useFieldError('warunkiZmianyUmowy');
  return (
    <>
      <CountedTextArea
        label="Zamówienia uzupełniające"
        hint="Opisz zamówienia uzupełniające, jeśli je przewidujesz."
        rows={6}
        max={L.supplementaryOrders}
        readOnly={locked.structure}
        value={form.zamowieniaUzupelniajace}
        error={supplementaryError}
        onChange={(value) => {
          clearError('zamowieniaUzupelniajace');
          update((f) => ({ ...f, zamowieniaUzupelniajace: value }));
        }}
      />
      <CountedTextArea
        label="Warunki zmiany umowy"
        hint="Opisz, na jakich warunkach umowa może zostać zmieniona."
        rows={6}
        max={L.contractChangeConditions}
        readOnly={locked.structure}
        value={form.warunkiZmianyUmowy}
        error={changeError}
        onChange={(value) => {
          clearError('warunkiZmianyUmowy');
          update((f) => ({ ...f, warunkiZmianyUmowy: value }));
        }}
      />
    </>
  );
}
