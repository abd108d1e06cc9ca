import {
  flattenPermissions,
  type PermissionFlag,
  type PermissionGroup,
} from '@bk/contracts/auth/permission-flags';
import type { LevelKind } from '@bk/contracts/dictionaries/levels';

/** The signed-in user with client names (GET /api/user after `toPolish`; spec 1 section 3). */
export type SessionUser = {
  id: number;
  accountType: string;
  email: string;
  imie: string;
  nazwisko: string;
  identyfikator: string;
  advertisementManagerType: { isAuthor: boolean; isAdmin: boolean };
  permissions: {
    group: PermissionGroup;
    flags: string[];
    scope: { id: number; kind: LevelKind; kod: string | null; nazwa: string } | null;
  }[];
};

/** GET /api/user after `toPolish`. */
export type SessionAnswer = { user: SessionUser; wygasa: string };

export function fullName(user: Pick<SessionUser, 'imie' | 'nazwisko'>): string {
  return `${user.imie} ${user.nazwisko}`.trim();
}

/** The client's permission flags; flattening reads groups and flags only, not the scope. */
export function userFlags(user: SessionUser): Set<PermissionFlag> {
  return flattenPermissions(user.permissions.map(({ group, flags }) => ({ group, flags, scope: null })));
}
