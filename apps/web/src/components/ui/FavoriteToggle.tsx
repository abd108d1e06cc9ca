import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { errorText, isApiError } from '../../lib/api-error.ts';
import { FAVORITE_BLOCK_MS, setFavorite } from '../../lib/favorites.ts';
import { menuBadgesQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { Button } from './Button.tsx';

// Loaded when it is shown: the dialog's react-aria code is not needed for a list's first paint.
const MessageDialog = lazy(async () => ({ default: (await import('./ConfirmDialog.tsx')).MessageDialog }));

type Props = {
  id: number;
  favorite: boolean;
  onMessage: (text: string) => void;
  /**
   * A list item's toggle ('Dodaj do ulubionych', small, the item's title read after it); without it
   * the announcement page's button ('DODAJ DO ULUBIONYCH').
   */
  itemTitle?: string;
};

/**
 * Adds an announcement to the favourites or removes it; blocked while it runs and for 1.5 s after.
 * A duplicate (409) shows 'Ogłoszenie jest już dodane do ulubionych.'; a removal of one removed
 * meanwhile (404, another tab) just shows it as not favourite.
 */
export function FavoriteToggle({ id, favorite: initial, onMessage, itemTitle }: Props) {
  const { user } = useSession();
  const { i18n } = useLingui();
  const [favorite, setFavoriteState] = useState(initial);
  const [blocked, setBlocked] = useState(false);
  const [duplicate, setDuplicate] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef(false);

  useEffect(() => setFavoriteState(initial), [initial]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useApiMutation({
    mutationFn: (add: boolean) => setFavorite(id, add),
    refreshes: [{ queryKey: menuBadgesQueryKey(user?.id) }],
    onSuccess: (answer) => {
      setFavoriteState(answer.favorite);
      onMessage(
        answer.favorite
          ? i18n._({ id: 'favourites.added', message: 'Ogłoszenie dodano do ulubionych.' })
          : i18n._({ id: 'favourites.removed', message: 'Ogłoszenie usunięto z ulubionych.' }),
      );
    },
    onError: (error, add) => {
      if (isApiError(error) && error.status === 409) {
        setFavoriteState(true);
        setDuplicate(true);
      } else if (!add && isApiError(error) && error.status === 404) {
        setFavoriteState(false);
      } else {
        onMessage(errorText(error));
      }
    },
  });

  const toggle = () => {
    if (running.current) return;
    running.current = true;
    setBlocked(true);
    change.mutate(!favorite, {
      onSettled: () => {
        timer.current = setTimeout(() => {
          running.current = false;
          setBlocked(false);
        }, FAVORITE_BLOCK_MS);
      },
    });
  };

  const item = itemTitle !== undefined;
  return (
    <>
      <Button
        variant="secondary"
        className={item ? 'button--small' : undefined}
        aria-disabled={blocked || undefined}
        onClick={toggle}
      >
        {item ? (
          <>
            {favorite
              ? i18n._({ id: 'favourites.remove', message: 'Usuń z ulubionych' })
              : i18n._({ id: 'favourites.add', message: 'Dodaj do ulubionych' })}
            <span className="visually-hidden">
              : <span lang="pl">{itemTitle}</span>
            </span>
          </>
        ) : favorite ? (
          i18n._({ id: 'favourites.remove.button', message: 'USUŃ Z ULUBIONYCH' })
        ) : (
          i18n._({ id: 'favourites.add.button', message: 'DODAJ DO ULUBIONYCH' })
        )}
      </Button>
      {duplicate ? (
        <Suspense fallback={null}>
          <MessageDialog
            title={i18n._({ id: 'favourites.title', message: 'Ulubione ogłoszenia' })}
            close="OK"
            onClose={() => setDuplicate(false)}
          >
            <p>{i18n._({ id: 'favourites.exists', message: 'Ogłoszenie jest już dodane do ulubionych.' })}</p>
          </MessageDialog>
        </Suspense>
      ) : null}
    </>
  );
}
