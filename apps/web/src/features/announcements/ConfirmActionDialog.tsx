import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import { type ReactNode, useState } from 'react';
import { AnnouncementNumber } from '../../components/ui/AnnouncementNumber.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { isApiError } from '../../lib/api-error.ts';
import type { CardAction } from './AnnouncementCard.tsx';
import {
  cancelAnnouncement,
  copyAnnouncement,
  deleteAnnouncement,
  type MyAnnouncement,
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const text = texts[action];
  const name = item.numer ? (
    <>
      nr <AnnouncementNumber value={item.numer} />
    </>
  ) : (
    `„${item.tytul || 'bez tytułu'}”`
  );
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await run[action](item.id);
      await onDone();
    } catch (failure) {
      const reason = isApiError(failure) && failure.kind === 'server' ? ` ${failure.message}` : '';
      setError(`${text.failed}${reason}`);
      setBusy(false);
    }
  };
  return (
    <Dialog
      role="alertdialog"
      title={text.title}
      actions={
        <>
          <Button variant="secondary" autoFocus onClick={onClose}>
            {action === 'cancel' ? 'Nie anuluj' : 'Wróć'}
          </Button>
          <Button onClick={confirm} aria-disabled={busy || undefined}>
            {busy ? 'Trwa wykonywanie...' : text.confirm}
          </Button>
        </>
      }
    >
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      <p>{text.question(name)}</p>
    </Dialog>
  );
}
