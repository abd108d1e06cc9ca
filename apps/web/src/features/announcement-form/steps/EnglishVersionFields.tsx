import { announcementLimits as L } from '@bk/contracts/announcements/limits';
import { CountedTextArea } from '../../../components/form/CountedTextArea.tsx';
import { useFieldError, useFormContext } from '../form-context.tsx';
import type { Update } from '../form-ops.ts';
import type { FormState } from '../form-state.ts';

type Props = { form: FormState; update(change: Update<FormState>): void };

/**
 * The optional English title and summary of the announcement (issue 51, decision 0057): shown on the
 * portal's English pages instead of the Polish title, and searched there; may be changed in any version.
 */
export function EnglishVersionFields({ form, update }: Props) {
  const { clearError } = useFormContext();
  const titleError = useFieldError('tytulAngielski');
  const summaryError = useFieldError('streszczenieAngielskie');
  return (
    <fieldset className="group">
      <legend>Dla wykonawców z innych państw (nieobowiązkowe)</legend>
      <p className="field__hint">
        Angielskie strony portalu pokazują ten tytuł i streszczenie zamiast polskiego tytułu, z informacją, że
        ogłoszenie jest po polsku; wyszukiwarka znajduje ogłoszenie także po ich słowach.
      </p>
      <CountedTextArea
        label="Tytuł w języku angielskim"
        rows={2}
        max={L.titleEn}
        value={form.tytulAngielski}
        error={titleError}
        onChange={(tytulAngielski) => {
          clearError('tytulAngielski');
          update((f) => ({ ...f, tytulAngielski }));
        }}
      />
      <CountedTextArea
        label="Streszczenie w języku angielskim"
        rows={4}
        max={L.summaryEn}
        value={form.streszczenieAngielskie}
        error={summaryError}
        onChange={(streszczenieAngielskie) => {
          clearError('streszczenieAngielskie');
          update((f) => ({ ...f, streszczenieAngielskie }));
        }}
      />
    </fieldset>
  );
}
