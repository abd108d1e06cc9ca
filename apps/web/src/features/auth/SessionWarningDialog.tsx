import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useSession } from '../../lib/session.tsx';

/** Seconds at which the remaining time is announced again (the visible count changes every second). */
const ANNOUNCE_AT = [90, 60, 30, 10];

/** Under two minutes left: offers to extend the session (spec 3 section 4). */
export function SessionWarningDialog({ seconds }: { seconds: number }) {
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (ANNOUNCE_AT.includes(seconds)) setAnnouncement(`Do wygaśnięcia sesji pozostało ${seconds} sekund.`);
  }, [seconds]);

  const extend = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await session.refresh();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : null);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      role="alertdialog"
      onDismiss={extend}
      title="Sesja wkrótce wygaśnie"
      actions={
        <>
          <Button onClick={extend} aria-disabled={pending || undefined} autoFocus>
            Przedłuż sesję
          </Button>
          <Button variant="secondary" onClick={() => void session.logout()}>
            Wyloguj się
          </Button>
        </>
      }
    >
      <p>Twoja sesja wygaśnie za {seconds} s. Czy chcesz ją przedłużyć?</p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {error && (
        <p className="dialog__error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
