import { flattenPermissions, type PermissionFlag } from '@bk/contracts/auth/permission-flags';
import type { sessionSchema } from '@bk/contracts/auth/session';
import type { z } from 'zod';
import type { Polish } from './polish.ts';

/** GET /api/user after `toPolish`: `{ user, wygasa }` (spec 1 section 3). */
export type SessionAnswer = Polish<z.output<typeof sessionSchema>>;
/** The signed-in user with client names (imie, nazwisko, identyfikator, permissions with their scope). */
export type SessionUser = SessionAnswer['user'];

export function fullName(user: Pick<SessionUser, 'imie' | 'nazwisko'>): string {
  return `${user.imie} ${user.nazwisko}`.trim();
}

/** The client's permission flags; flattening reads groups and flags only, not the scope. */
export function userFlags(user: SessionUser): Set<PermissionFlag> {
  return flattenPermissions(user.permissions.map(({ group, flags }) => ({ group, flags, scope: null })));
}
