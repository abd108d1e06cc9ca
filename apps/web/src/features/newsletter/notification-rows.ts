import { MASTER_NOTIFICATION, notificationGroups } from '@bk/contracts/newsletter/newsletter-texts';
import type { NotificationSettings } from './newsletter-types.ts';

export type NotificationRow = { type: string; label: string; enabled: boolean };
export type NotificationGroupRows = { type: string; label: string; items: NotificationRow[] };

/**
 * The per-type switches in the texts' order with their Polish labels and the server's states; a type
 * the answer does not carry is left out (the server says what exists), and so is a group left empty.
 */
export function notificationRows(settings: NotificationSettings): NotificationGroupRows[] {
  const states = new Map<string, boolean>();
  for (const group of settings.groups) for (const item of group.items) states.set(item.typ, item.enabled);
  return notificationGroups
    .map((group) => ({
      type: group.type as string,
      label: group.label as string,
      items: group.items.flatMap((item) => {
        const enabled = states.get(item.type);
        return enabled === undefined
          ? []
          : [{ type: item.type as string, label: item.label as string, enabled }];
      }),
    }))
    .filter((group) => group.items.length > 0);
}

/** The settings after one switch changed (shown while its call runs). */
export function withNotification(
  settings: NotificationSettings,
  type: string,
  enabled: boolean,
): NotificationSettings {
  if (type === MASTER_NOTIFICATION) return { ...settings, notifications: { enabled } };
  return {
    ...settings,
    groups: settings.groups.map((g) => ({
      ...g,
      items: g.items.map((i) => (i.typ === type ? { ...i, enabled } : i)),
    })),
  };
}
