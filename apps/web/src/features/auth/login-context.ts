import { sameOriginPath } from '@bk/contracts/auth/return-path';
import { LOGIN_CONTEXT_COOKIE, LOGIN_ERROR_PATH } from '@bk/contracts/common/limits';
import { readCookie } from '../../lib/cookies.ts';

const LOGIN_SUCCESS_PATH = '/logowanie';

/** The page's own origin; the tests run without a window. */
function currentOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/**
 * A path of this origin to return to after login, as the URL parser normalises it; '/' for anything
 * else and for the login pages.
 */
export function safeReturnPath(path: unknown, origin = currentOrigin()): string {
  const normalised = sameOriginPath(path, origin);
  if (normalised === null) return '/';
  const pathname = normalised.split(/[?#]/)[0];
  if (pathname === LOGIN_ERROR_PATH || pathname === LOGIN_SUCCESS_PATH) return '/';
  return normalised;
}

/** Decodes the login context cookie: base64url of JSON {"path": "..."}. */
export function decodeLoginContext(raw: string | null): string {
  if (!raw) return '/';
  try {
    const base64 = raw.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return safeReturnPath(
      typeof parsed === 'object' && parsed !== null && 'path' in parsed ? parsed.path : null,
    );
  } catch {
    return '/';
  }
}

export function readLoginReturnPath(): string {
  return decodeLoginContext(readCookie(LOGIN_CONTEXT_COOKIE));
}
