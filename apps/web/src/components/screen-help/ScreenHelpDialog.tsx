import { type HelpScreen, helpScreens } from '@bk/contracts/content/screens';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { errorText } from '../../lib/api-error.ts';
import type { RichValue } from '../../lib/site-content.ts';
import { RichContentView } from '../rich-content/RichContentView.tsx';
import { CloseDialog } from '../ui/Dialog.tsx';
import { LoadingText } from '../ui/LoadingText.tsx';

type ScreenHelp = { id: number; slug: string; naglowek: string; tresc: RichValue } | null;

/** The help of a screen in a dialog, or 'Brak pomocy dla tego ekranu.' when none is pinned to it. */
export default function ScreenHelpDialog({ screen, onClose }: { screen: HelpScreen; onClose(): void }) {
  const help = useQuery({
    queryKey: ['content', 'screen-help', screen],
    queryFn: ({ signal }) =>
      api<{ screenHelp: ScreenHelp }>(`/api/help/${screen}`, { signal }).then((a) => a.screenHelp),
    staleTime: 60_000,
  });
  return (
    <CloseDialog
      onClose={onClose}
      wide
      title={help.data ? help.data.naglowek : `Pomoc: ${helpScreens[screen]}`}
    >
      {help.isPending ? <LoadingText /> : null}
      {help.isError ? (
        <p className="notice notice--error" role="alert">
          Nie udało się pobrać pomocy. {errorText(help.error)}
        </p>
      ) : null}
      {help.data ? <RichContentView content={help.data.tresc} /> : null}
      {help.data === null ? <p>Brak pomocy dla tego ekranu.</p> : null}
    </CloseDialog>
  );
}
