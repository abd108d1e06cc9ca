import { messages } from '@bk/contracts/common/messages';
import { useEffect } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import type { SessionNotice } from '../../lib/session.tsx';
import { AccountBlockedText } from './AccountBlockedText.tsx';

/** After the session expired the page reloads by itself after this time (or on OK). */
const EXPIRED_RELOAD_MS = 3000;

const goHome = () => window.location.assign('/');

/** Tells the user how the session ended (or that logging out failed). */
export function SessionNoticeDialog({ notice, onDismiss }: { notice: SessionNotice; onDismiss(): void }) {
  const expired = notice.kind === 'expired';
  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(goHome, EXPIRED_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [expired]);

  const ok = (onPress: () => void) => (
    <Button onClick={onPress} autoFocus>
      OK
    </Button>
  );

  switch (notice.kind) {
    case 'loggedOut':
      return (
        <Dialog role="alertdialog" title="Wylogowanie" onDismiss={goHome} actions={ok(goHome)}>
          <p>{messages.loggedOut}</p>
        </Dialog>
      );
    case 'expired':
      return (
        <Dialog role="alertdialog" title="Koniec sesji" onDismiss={goHome} actions={ok(goHome)}>
          <p>{messages.sessionExpired}</p>
        </Dialog>
      );
    case 'unauthorized':
      return (
        <Dialog
          role="alertdialog"
          title="Błąd uwierzytelnienia"
          onDismiss={() => window.location.reload()}
          actions={ok(() => window.location.reload())}
        >
          <p>{messages.unauthorized}</p>
        </Dialog>
      );
    case 'blocked':
      return (
        <Dialog role="alertdialog" title="Konto zablokowane" onDismiss={goHome} actions={ok(goHome)}>
          <AccountBlockedText />
        </Dialog>
      );
    case 'logoutFailed':
      return (
        <Dialog role="alertdialog" title="Błąd wylogowania" onDismiss={onDismiss} actions={ok(onDismiss)}>
          <p>{notice.message}</p>
        </Dialog>
      );
  }
}
