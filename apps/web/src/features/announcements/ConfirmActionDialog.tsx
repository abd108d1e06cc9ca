import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import type { ReactNode } from 'react';
import { AnnouncementNumber } from '../../components/ui/AnnouncementNumber.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import type { CardAction } from './AnnouncementCard.tsx';
import {
  cancelAnnouncement,
  copyAnnouncement,
  deleteAnnouncement,
  type MyAnnouncement,
  myAnnouncementsKey,
} from './announcements-api.ts';

const texts: Record<
  CardAction,
  { title: string; question: (t: ReactNode) => ReactNode; confirm: string; failed: string }
> = {
  delete: {
    title: 'Usuwanie ogłoszenia',
    question: (t) => <>Czy na pewno chcesz usunąć ogłoszenie {t}?</>,
    confirm: 'Usuń',
    failed: M.deleteFailed,
  },
  cancel: {
    title: 'Anulowanie ogłoszenia',
    question: (t) => <>Czy na pewno chcesz anulować ogłoszenie {t}?</>,
    confirm: 'Anuluj ogłoszenie',
    failed: M.cancelFailed,
  },
  copy: {
    title: 'Kopiowanie ogłoszenia',
    question: (t) => <>Czy chcesz utworzyć kopię roboczą ogłoszenia {t}?</>,
    confirm: 'Skopiuj',
    failed: M.copyFailed,
  },
};

const run: Record<CardAction, (id: number) => Promise<unknown>> = {
  delete: deleteAnnouncement,
  cancel: cancelAnnouncement,
  copy: copyAnnouncement,
};

/** Confirms and runs an action of the list (spec 1 sections 2 and 8: questions and failure messages). */
export function ConfirmActionDialog({
  action,
  item,
  onClose,
  onDone,
}: {
  action: CardAction;
  item: MyAnnouncement;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const text = texts[action];
  const name = item.numer ? (
    <>
      nr <AnnouncementNumber value={item.numer} />
    </>
  ) : (
    `„${item.tytul || 'bez tytułu'}”`
  );
  const perform = useApiMutation({
    mutationFn: () => run[action](item.id),
    invalidates: [{ predicate: (q) => q.queryKey.includes(myAnnouncementsKey[0]) }],
    onSuccess: onDone,
  });
  const failure = perform.error;
  const reason = isApiError(failure) && failure.kind === 'server' ? ` ${failure.message}` : '';
  return (
    <ConfirmDialog
      title={text.title}
      confirm={text.confirm}
      pendingLabel="Trwa wykonywanie..."
      pending={perform.isPending}
      onConfirm={() => perform.mutate()}
      cancel={action === 'cancel' ? 'Nie anuluj' : 'Wróć'}
      onCancel={onClose}
      error={failure ? `${text.failed}${reason}` : null}
    >
      <p>{text.question(name)}</p>
    </ConfirmDialog>
  );
}
