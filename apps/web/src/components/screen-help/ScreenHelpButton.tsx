import type { HelpScreen } from '@bk/contracts/content/screens';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../ui/Button.tsx';

// The dialog (react-aria-components, the renderer) loads on the first click: the screens that carry
// the button keep their first paint light.
const ScreenHelpDialog = lazy(() => import('./ScreenHelpDialog.tsx'));

/** The screens' names in the interface's language (their Polish names: contracts' helpScreens). */
const screenNames: Record<HelpScreen, MessageDescriptor> = {
  homePage: /*i18n*/ { id: 'help-screen.home', message: 'Strona główna' },
  projectsList: /*i18n*/ { id: 'help-screen.projects', message: 'Lista projektów i naborów' },
  announcementsList: /*i18n*/ { id: 'help-screen.announcements', message: 'Lista ogłoszeń' },
  newsletterSettings: /*i18n*/ { id: 'help-screen.newsletter', message: 'Ustawienia newslettera' },
  favourites: /*i18n*/ { id: 'help-screen.favourites', message: 'Ulubione ogłoszenia' },
  announcementFormStep1: /*i18n*/ { id: 'help-screen.form1', message: 'Formularz ogłoszenia: Przedmiot' },
  announcementFormStep2: /*i18n*/ { id: 'help-screen.form2', message: 'Formularz ogłoszenia: Terminy' },
  announcementFormStep3: /*i18n*/ { id: 'help-screen.form3', message: 'Formularz ogłoszenia: Warunki' },
  announcementFormStep4: /*i18n*/ {
    id: 'help-screen.form4',
    message: 'Formularz ogłoszenia: Części i kryteria',
  },
  announcementFormStep5: /*i18n*/ { id: 'help-screen.form5', message: 'Formularz ogłoszenia: Pozostałe' },
  announcementFormStep6: /*i18n*/ { id: 'help-screen.form6', message: 'Formularz ogłoszenia: Załączniki' },
};

/**
 * 'Pomoc' on a screen (spec 1 section 7): opens the help pinned to the screen in the content
 * administration (GET /api/help/{screen}).
 */
export function ScreenHelpButton({ screen }: { screen: HelpScreen }) {
  const [open, setOpen] = useState(false);
  const { i18n } = useLingui();
  return (
    <>
      <Button variant="secondary" className="screen-help" onClick={() => setOpen(true)}>
        <Trans id="help-screen.button" message="Pomoc" />
        <span className="visually-hidden">: {i18n._(screenNames[screen])}</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ScreenHelpDialog screen={screen} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
