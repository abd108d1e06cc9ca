import { useNavigate } from 'react-router';
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
 * The author's publish dialog and the messages after a publication: the success message stays until
 * confirmed, then the author goes to the list and an administrator to the announcement; the author's
 * message also links to the announcement just published.
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
  if (dialog.kind === 'message') {
    const goTo = dialog.goTo;
    return (
      <MessageDialog
        title={dialog.title}
        message={dialog.message}
        kind={dialog.tone}
        link={dialog.link}
        buttonText={
          goTo ? (goTo === listPath ? 'Przejdź do listy ogłoszeń' : 'Przejdź do ogłoszenia') : 'Zamknij'
        }
        onClose={() => {
          setDialog(null);
          if (goTo) navigate(goTo, { state: { flash: dialog.message } });
        }}
      />
    );
  }
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
      onPublished={(message, scheduled) =>
        setDialog({
          kind: 'message',
          tone: 'success',
          title: scheduled ? 'Zaplanowano publikację' : 'Ogłoszenie opublikowane',
          message,
          goTo: listPath,
          // The list is where the author goes next; the announcement itself is one link away.
          link: scheduled
            ? { to: `/ogloszenia/${id}/robocza`, text: 'Zobacz zaplanowane ogłoszenie' }
            : { to: `/ogloszenia/${id}`, text: 'Zobacz opublikowane ogłoszenie' },
        })
      }
    />
  );
}
