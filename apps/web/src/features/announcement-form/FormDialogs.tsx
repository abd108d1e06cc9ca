import { useNavigate } from 'react-router';
import type { ArrivalFlash } from '../../lib/use-flash-message.ts';
import type { AnnouncementMeta, FormDictionaries } from './announcement-api.ts';
import type { FormState } from './form-state.ts';
import { MessageDialog } from './publish/MessageDialog.tsx';
import { PublishDialog } from './publish/PublishDialog.tsx';
import { hasWorks } from './publish/publish-form.ts';
import type { OpenDialog } from './use-announcement-actions.ts';
import type { FormErrors } from './validation.ts';

type Props = {
  id: number | null;
  dialog: OpenDialog;
  setDialog(dialog: OpenDialog): void;
  meta: AnnouncementMeta | null;
  form: FormState;
  dictionaries: FormDictionaries;
  listPath: string;
  /** The server's errors about the form's own fields, while the dialog stays open. */
  onFormErrors(errors: FormErrors): void;
};

/**
 * The author's publish dialog and an administrator's publication errors. After a publication the
 * author goes to the announcements list, told that it was published (spec 1 section 4).
 */
export function FormDialogs({
  id,
  dialog,
  setDialog,
  meta,
  form,
  dictionaries,
  listPath,
  onFormErrors,
}: Props) {
  const navigate = useNavigate();
  if (!dialog) return null;
  if (dialog.kind === 'message')
    return <MessageDialog title={dialog.title} message={dialog.message} onClose={() => setDialog(null)} />;
  if (id === null) return null;
  const published = meta?.status.nazwa === 'PUBLISHED';
  return (
    <PublishDialog
      id={id}
      published={published}
      currentDeadline={published ? (meta?.terminOfert ?? null) : null}
      plannedSigning={form.planowanyTerminPodpisaniaUmowy || null}
      hasWorks={hasWorks(form, dictionaries.orderItemCategories)}
      onClose={() => setDialog(null)}
      onFormErrors={onFormErrors}
      onPublished={(message) => navigate(listPath, { state: { flash: message } satisfies ArrivalFlash })}
    />
  );
}
