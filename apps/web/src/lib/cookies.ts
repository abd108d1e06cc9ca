import { AUTH_DATA_COOKIE, AUTH_TOKEN_COOKIE, SESSION_SECONDS } from '@bk/contracts/common/limits';

/** Reads a cookie by name (values are URL-decoded, as the server encodes them). */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
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

export function readAuthToken(): string | null {
  const token = readCookie(AUTH_TOKEN_COOKIE);
  return token ? token : null;
}

export function clearAuthCookies(): void {
  deleteCookie(AUTH_TOKEN_COOKIE);
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
 * Keeps the auth cookies alive as long as the session: the server sets them once at login (for twice
 * the session length), while every call extends the session. Rewriting them with the new expiry keeps
 * the token for the next page load and lets other tabs see the extension.
 */
export function storeSessionExpiry(expiresAt: number): void {
  const token = readAuthToken();
  if (!token) return;
  const maxAge = SESSION_SECONDS * 2;
  writeCookie(AUTH_TOKEN_COOKIE, token, maxAge);
  writeCookie(AUTH_DATA_COOKIE, JSON.stringify({ expires_at: new Date(expiresAt).toISOString() }), maxAge);
}
