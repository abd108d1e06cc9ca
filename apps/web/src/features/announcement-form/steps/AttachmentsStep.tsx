import { announcementLimits as L } from '@bk/contracts/announcements/limits';
import { AttachmentList } from '../../../components/ui/AttachmentList.tsx';
import { ListError } from '../fields/ListError.tsx';
import { useFormContext } from '../form-context.tsx';
import type { Update } from '../form-ops.ts';
import type { FormState } from '../form-state.ts';

type Props = { form: FormState; update(change: Update<FormState>): void };

/**
 * Załączniki: up to 20 files. Those of earlier published versions are read-only (shown and
 * downloadable); the server keeps them whatever the form sends.
 */
export function AttachmentsStep({ form, update }: Props) {
  const { errors, clearErrorsUnder } = useFormContext();
  const listError = errors.zalaczniki?.[0];
  // Row errors come by index (zalaczniki.0.nazwa, zalaczniki.0.fileId); the list wants them by row.
  const rowErrors: Record<string, string | undefined> = {};
  form.zalaczniki.forEach((row, index) => {
    rowErrors[row.temporaryId] =
      errors[`zalaczniki.${index}.nazwa`]?.[0] ?? errors[`zalaczniki.${index}.fileId`]?.[0];
  });
  const readOnlyCount = form.zalaczniki.filter((row) => row.readOnly).length;
  return (
    <>
      <ListError id="attachments-error" message={listError} />
      {readOnlyCount > 0 ? (
        <p className="field__hint form-note">
          Załączniki dodane w opublikowanych wersjach ogłoszenia można pobrać, ale nie można ich zmienić ani
          usunąć.
        </p>
      ) : null}
      <AttachmentList
        value={form.zalaczniki}
        context="announcement"
        max={L.attachments}
        legend="Załączniki do ogłoszenia"
        errors={rowErrors}
        onChange={(zalaczniki) => {
          clearErrorsUnder('zalaczniki');
          update((f) => ({ ...f, zalaczniki }));
        }}
      />
    </>
  );
}
