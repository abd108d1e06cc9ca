import { AUTH_DATA_COOKIE, SESSION_SECONDS } from '@bk/contracts/common/limits';
import { isServer, serverEnv } from './server-env.ts';

/** Reads a cookie by name (values are URL-decoded, as the server encodes them). */
export function readCookie(name: string): string | null {
  const all = isServer ? (serverEnv()?.cookies ?? '') : document.cookie;
  for (const part of all.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

function attributes(maxAgeSeconds: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

function setCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and not in every browser.
  document.cookie = cookie;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  setCookie(`${name}=${encodeURIComponent(value)}${attributes(maxAgeSeconds)}`);
}

export function deleteCookie(name: string): void {
  setCookie(`${name}=${attributes(0)}`);
}

/**
 * Whether the browser holds a session: the token itself is in the HttpOnly `auth_token` cookie, which
 * the page cannot read (decision 0015); the server sets `auth_data` (its expiry) beside it.
 */
export function hasSessionCookie(): boolean {
  return readCookie(AUTH_DATA_COOKIE) !== null;
}

/** Forgets the session on this side; the server clears `auth_token` itself (logout, or a refused token). */
export function clearAuthCookies(): void {
  deleteCookie(AUTH_DATA_COOKIE);
}

/** The expiry kept in `auth_data` (shared by every tab of the browser), in ms since the epoch. */
export function readSharedExpiry(): number | null {
  const raw = readCookie(AUTH_DATA_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('expires_at' in parsed)) return null;
    const time = Date.parse(String(parsed.expires_at));
    return Number.isNaN(time) ? null : time;
  } catch {
    return null;
  }
}

/**
 * Keeps `auth_data` in step with the session: every call extends the session, and other tabs read the
 * new expiry from here. (The server renews the HttpOnly `auth_token` itself when it extends the session.)
 */
export function storeSessionExpiry(expiresAt: number): void {
  if (!hasSessionCookie()) return;
  writeCookie(
    AUTH_DATA_COOKIE,
    JSON.stringify({ expires_at: new Date(expiresAt).toISOString() }),
    SESSION_SECONDS * 2,
  );
}
