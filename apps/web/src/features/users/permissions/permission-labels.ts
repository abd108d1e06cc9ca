import { type PermissionGroup, permissionGroupFlags } from '@bk/contracts/auth/permission-flags';
import { flagLabels, groupLabels, levelLabel } from '@bk/contracts/users/permissions-admin';
import type { ListType } from './permissions-api.ts';

/** How the permission tables and forms name things (spec 3 sections 2.3 and 3). */

/** The label of a package that applies to every implementation level. */
export const EVERY_LEVEL = 'Wszystkie poziomy wdrożenia';

/** The choices of 'Rodzaj listy' of a level's users. */
export const listTypeLabels: Record<ListType, string> = {
  direct: 'Uprawnieni bezpośrednio',
  inherited: 'Uprawnieni z wyższego poziomu',
};

type ClientLevel = { kod: string | null; nazwa: string };

/** A level as the client receives it, labelled 'code - name'. */
export function clientLevelLabel(level: ClientLevel): string {
  return levelLabel({ code: level.kod, name: level.nazwa });
}

/** A level package's place: its path labelled and joined by ' > ', or every level. */
export function levelPackageLabel(pkg: { level: ClientLevel | null; path: readonly ClientLevel[] }): string {
  if (pkg.level === null) return EVERY_LEVEL;
  if (pkg.path.length === 0) return clientLevelLabel(pkg.level);
  return pkg.path.map(clientLevelLabel).join(' > ');
}

/** Where a holder of the level's users list holds their package: a level, or every level (null). */
export function holderLevelLabel(level: ClientLevel | null): string {
  return level === null ? EVERY_LEVEL : clientLevelLabel(level);
}

/** A holder's name for the link to their page ('Jan Kowalski'); their number when both names are blank. */
export function holderName(user: { id: number; imie: string; nazwisko: string }): string {
  const name = [user.imie.trim(), user.nazwisko.trim()].filter(Boolean).join(' ');
  return name || `Użytkownik nr ${user.id}`;
}

function isGroup(group: string): group is PermissionGroup {
  return Object.hasOwn(permissionGroupFlags, group);
}

/** The label of one flag of a group (the flag's own name when the group does not know it). */
export function flagLabel(group: PermissionGroup, flag: string): string {
  return (flagLabels[group] as Record<string, string>)[flag] ?? flag;
}

/** A package's groups as readable lines: the group's label and its flags' labels, in the group's order. */
export function grantLines(
  groups: readonly { group: string; flags: readonly string[] }[],
): { group: string; label: string; flags: string[] }[] {
  const lines: { group: string; label: string; flags: string[] }[] = [];
  for (const grant of groups) {
    if (grant.flags.length === 0) continue;
    if (!isGroup(grant.group)) {
      lines.push({ group: grant.group, label: grant.group, flags: [...grant.flags] });
      continue;
    }
    const known: readonly string[] = permissionGroupFlags[grant.group];
    const ordered = [
      ...known.filter((flag) => grant.flags.includes(flag)),
      ...grant.flags.filter((flag) => !known.includes(flag)),
    ];
    lines.push({
      group: grant.group,
      label: groupLabels[grant.group],
      flags: ordered.map((flag) => flagLabel(grant.group as PermissionGroup, flag)),
    });
  }
  return lines;
}
