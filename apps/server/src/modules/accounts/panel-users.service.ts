import { EMBEDDED_ISSUER, findPanelUser, listPanelUsers } from '../identity/index.ts';
import { canPreviewUsers, permissionsOf, setBlocked } from '../users/index.ts';
import type { AccountDeps } from './links.ts';

export const PANEL_USERS_PAGE = 50;

/** A row of the panel's account list, and the panel's page of one user. */
export type PanelUserRow = Awaited<ReturnType<typeof listPanelUsers>>[number];
export type PanelUserDetail = NonNullable<Awaited<ReturnType<typeof findPanelUser>>>;

/**
 * The account panel's user list (spec 3 section 2.3): for the holders of the portal's user list
 * permission (previewListUsers); blocking is the portal's own (blockingUsers), so a block made here or
 * in the portal's user administration is the same block.
 */
export async function mayListPanelUsers(deps: AccountDeps, actorId: number) {
  return canPreviewUsers(await permissionsOf(deps.db, actorId));
}

export async function panelUsers(deps: AccountDeps, query: { q: string | null; page: number }) {
  const rows = await listPanelUsers(deps.db, {
    ...query,
    pageSize: PANEL_USERS_PAGE,
    issuer: EMBEDDED_ISSUER,
  });
  const total = rows.length > 0 ? Number(rows[0]?.total) : 0;
  return { rows, total, pages: Math.max(1, Math.ceil(total / PANEL_USERS_PAGE)) };
}

export function panelUser(deps: AccountDeps, userId: number) {
  return findPanelUser(deps.db, EMBEDDED_ISSUER, userId);
}

/** Blocks or unblocks through the portal's user administration (its permission, its event, its reactions). */
export function setPanelUserBlocked(deps: AccountDeps, actorId: number, userId: number, blocked: boolean) {
  return setBlocked(deps, actorId, userId, blocked);
}
