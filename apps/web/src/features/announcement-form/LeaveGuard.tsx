import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';

type Props = {
  /** Read at the moment of leaving (a ref-backed check, so a save just before navigating counts). */
  hasUnsavedChanges(): boolean;
};

/**
 * Asks before the form is left with changes not yet saved: links and back inside the portal get a
 * dialog; closing or reloading the tab gets the browser's own question. Moving between the form's
 * steps (the same address with another ?krok) is not leaving.
 */
export function LeaveGuard({ hasUnsavedChanges }: Props) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog
      role="alertdialog"
      onDismiss={() => blocker.reset()}
      title="Niezapisane zmiany"
      actions={
        <>
          <Button variant="secondary" autoFocus onClick={() => blocker.reset()}>
            Zostań w formularzu
          </Button>
          <Button onClick={() => blocker.proceed()}>Opuść formularz</Button>
        </>
      }
    >
      <p>
        Ogłoszenie ma zmiany, które nie zostały zapisane. Czy na pewno chcesz opuścić formularz? Niezapisane
        dane zostaną utracone.
      </p>
    </Dialog>
  );
}
