import { detailsMessages } from '@bk/contracts/announcements/details';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { menuBadgesQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { setFavorite } from './search-api.ts';

/** Each favourite action is blocked while it runs and for 1.5 s after (spec 1 section 9). */
const BLOCK_MS = 1500;

type Props = { id: number; title: string; favorite: boolean; onMessage: (text: string) => void };

/** 'Dodaj do ulubionych' / 'Usuń z ulubionych' of a result; a duplicate shows the spec's dialog. */
export function FavoriteToggle({ id, title, favorite: initial, onMessage }: Props) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [favorite, setFavoriteState] = useState(initial);
  const [blocked, setBlocked] = useState(false);
  const [duplicate, setDuplicate] = useState(false);
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => setFavoriteState(initial), [initial]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = async () => {
    if (running.current) return;
    running.current = true;
    setBlocked(true);
    try {
      const answer = await setFavorite(id, !favorite);
      setFavoriteState(answer.favorite);
      onMessage(answer.favorite ? 'Ogłoszenie dodano do ulubionych.' : 'Ogłoszenie usunięto z ulubionych.');
      void queryClient.invalidateQueries({ queryKey: menuBadgesQueryKey(user?.id) });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setFavoriteState(true);
        setDuplicate(true);
      } else {
        onMessage(error instanceof Error ? error.message : String(error));
      }
    } finally {
      timer.current = setTimeout(() => {
        running.current = false;
        setBlocked(false);
      }, BLOCK_MS);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        className="button--small"
        aria-disabled={blocked || undefined}
        onClick={toggle}
      >
        {favorite ? 'Usuń z ulubionych' : 'Dodaj do ulubionych'}
        <span className="visually-hidden">: {title}</span>
      </Button>
      {duplicate ? (
        <Dialog
          role="alertdialog"
          title="Ulubione ogłoszenia"
          actions={
            <Button autoFocus onClick={() => setDuplicate(false)}>
              OK
            </Button>
          }
        >
          <p>{detailsMessages.favoriteExists}</p>
        </Dialog>
      ) : null}
    </>
  );
}
