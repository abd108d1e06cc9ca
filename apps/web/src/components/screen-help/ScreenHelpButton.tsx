import { type HelpScreen, helpScreens } from '@bk/contracts/content/screens';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../ui/Button.tsx';

// The dialog (react-aria-components, the renderer) loads on the first click: the screens that carry
// the button keep their first paint light.
const ScreenHelpDialog = lazy(() => import('./ScreenHelpDialog.tsx'));

/**
 * 'Pomoc' on a screen (spec 1 section 7): opens the help pinned to the screen in the content
 * administration (GET /api/help/{screen}).
 */
export function ScreenHelpButton({ screen }: { screen: HelpScreen }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="screen-help" onClick={() => setOpen(true)}>
        Pomoc<span className="visually-hidden">: {helpScreens[screen]}</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ScreenHelpDialog screen={screen} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
