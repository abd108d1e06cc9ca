import { detailsMessages } from '@bk/contracts/announcements/details';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { setFavorite } from './details-api.ts';

/** Each favourite action is blocked while it runs and for 1.5 s after (spec 1 sections 4 and 9). */
export const FAVORITE_BLOCK_MS = 1500;

type Props = { id: number; favorite: boolean; onMessage: (text: string) => void };

/** 'DODAJ DO ULUBIONYCH' / 'USUŃ Z ULUBIONYCH'; a duplicate shows 'Ogłoszenie jest już dodane do ulubionych.' */
export function FavoriteButton({ id, favorite: initial, onMessage }: Props) {
  const [favorite, setFavoriteState] = useState(initial);
  const [blocked, setBlocked] = useState(false);
  const [duplicate, setDuplicate] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef(false);

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
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setFavoriteState(true);
        setDuplicate(true);
      } else if (favorite && isApiError(error) && error.status === 404) {
        // Removed meanwhile (another tab): it is not a favourite any more.
        setFavoriteState(false);
      } else {
        onMessage(error instanceof Error ? error.message : String(error));
      }
    } finally {
      timer.current = setTimeout(() => {
        running.current = false;
        setBlocked(false);
      }, FAVORITE_BLOCK_MS);
    }
  };

  return (
    <>
      <Button variant="secondary" aria-disabled={blocked || undefined} onClick={toggle}>
        {favorite ? 'USUŃ Z ULUBIONYCH' : 'DODAJ DO ULUBIONYCH'}
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
