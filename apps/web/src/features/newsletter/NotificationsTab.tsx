import { MASTER_NOTIFICATION } from '@bk/contracts/newsletter/newsletter-texts';
import { Trans, useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { errorText } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { useFlashMessage } from '../../lib/use-flash-message.ts';
import { newsletterText, notificationName, sayNewsletterMessage } from './newsletter-messages.ts';
import type { NotificationSettings } from './newsletter-types.ts';
import { notificationRows, withNotification } from './notification-rows.ts';
import { setNotification, useNotificationSettings, useNotificationsKey } from './notifications-api.ts';
import { Switch } from './Switch.tsx';

type Change = { type: string; enabled: boolean };

/**
 * The Powiadomienia tab (spec 2 sections 2.11 and 4.7): the master switch with its warning and, while
 * it is on, the per-type switches in their groups. Each change is saved at once (PUT) and the
 * switches show the answer; one change runs at a time, so answers never cross.
 */
export function NotificationsTab() {
  const { i18n } = useLingui();
  const key = useNotificationsKey();
  const settings = useNotificationSettings();
  const headingId = useId();
  const warningId = useId();
  const [pending, setPending] = useState<Change | null>(null);
  const [flash, showFlash] = useFlashMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const change = useApiMutation({
    mutationFn: ({ type, enabled }: Change) => setNotification(type, enabled),
    onSuccess: (answer, _change, queryClient) => {
      queryClient.setQueryData<NotificationSettings>(key, answer);
      setPending(null);
      showFlash(
        i18n._({ id: 'newsletter.notifications.saved', message: 'Zapisano ustawienia powiadomień.' }),
      );
    },
    onError: (error) => {
      setPending(null);
      setFailure(
        i18n._({
          id: 'newsletter.notifications.save-failed',
          message: 'Nie udało się zapisać ustawień powiadomień. {error}',
          values: { error: sayNewsletterMessage(i18n, errorText(error)) },
        }),
      );
    },
  });

  if (settings.isPending) return <LoadingText />;
  if (settings.isError)
    return (
      <p className="notice notice--error" role="alert">
        <Trans
          id="newsletter.notifications.failed"
          message="Nie udało się pobrać ustawień powiadomień. {error}"
          values={{ error: sayNewsletterMessage(i18n, settings.error.message) }}
        />
      </p>
    );

  const shown = pending ? withNotification(settings.data, pending.type, pending.enabled) : settings.data;
  const masterOn = shown.notifications.enabled;
  const toggle = (type: string) => (enabled: boolean) => {
    if (pending) return;
    setFailure(null);
    setPending({ type, enabled });
    change.mutate({ type, enabled });
  };

  return (
    <section className="newsletter-notifications" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans id="newsletter.notifications.heading" message="Powiadomienia e-mail" />
      </h2>
      <p className="flash" role="status">
        {flash}
      </p>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="newsletter-notifications__master">
        <Switch
          label={newsletterText(i18n, 'masterSwitch')}
          checked={masterOn}
          busy={pending !== null}
          describedBy={warningId}
          onChange={toggle(MASTER_NOTIFICATION)}
        />
        <p id={warningId} className="notice newsletter-notifications__warning">
          {newsletterText(i18n, 'masterOffWarning')}
        </p>
      </div>
      {masterOn
        ? notificationRows(shown).map((group) => (
            <fieldset key={group.type} className="group newsletter-notifications__group">
              <legend>{notificationName(i18n, group.type, group.label)}</legend>
              <ul className="newsletter-notifications__items">
                {group.items.map((item) => (
                  <li key={item.type}>
                    <Switch
                      label={notificationName(i18n, item.type, item.label)}
                      checked={item.enabled}
                      busy={pending !== null}
                      onChange={toggle(item.type)}
                    />
                  </li>
                ))}
              </ul>
            </fieldset>
          ))
        : null}
    </section>
  );
}
