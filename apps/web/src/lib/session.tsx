import type { PermissionFlag } from '@bk/contracts/auth/permission-flags';
import { messages } from '@bk/contracts/common/messages';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { api, setApiSessionListener } from './api.ts';
import { isApiError } from './api-error.ts';
import { clearAuthCookies, hasSessionCookie, storeSessionExpiry } from './cookies.ts';
import { type SessionAnswer, type SessionUser, userFlags } from './session-user.ts';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

/** Something the user must be told about the session; every kind but logoutFailed ends in a reload. */
export type SessionNotice =
  | { kind: 'loggedOut' }
  | { kind: 'expired' }
  | { kind: 'unauthorized' }
  | { kind: 'blocked' }
  | { kind: 'logoutFailed'; message: string };

type SessionState = {
  status: SessionStatus;
  user: SessionUser | null;
  flags: ReadonlySet<PermissionFlag>;
  /** Session expiry in ms since the epoch (from X-Session-Expires-At). */
  expiresAt: number | null;
  notice: SessionNotice | null;
};

export type Session = SessionState & {
  /** GET /api/user: loads the user and extends the session. Silent: any failure means anonymous. */
  refresh(options?: { silent?: boolean }): Promise<void>;
  /** Revokes the session; the notice says whether it worked. */
  logout(): Promise<void>;
  /** The countdown reached zero: logs out (ignoring failures) and tells the user. */
  expire(): void;
  removeFlag(flag: PermissionFlag): void;
  dismissNotice(): void;
};

const SessionContext = createContext<Session | null>(null);

const noFlags: ReadonlySet<PermissionFlag> = new Set();

function anonymous(notice: SessionNotice | null): SessionState {
  return { status: 'anonymous', user: null, flags: noFlags, expiresAt: null, notice };
}

function withoutFlag(s: SessionState, flag: PermissionFlag): SessionState {
  if (!s.flags.has(flag)) return s;
  const flags = new Set(s.flags);
  flags.delete(flag);
  return { ...s, flags };
}

function logoutFailure(error: unknown): string {
  if (isApiError(error) && error.kind === 'status') return messages.logoutFailedCode(error.status);
  return messages.logoutFailed(error instanceof Error ? error.message : messages.unparseable);
}

function callLogout(): Promise<unknown> {
  return api('/api/authentication/logout', { method: 'POST', body: {}, silentUnauthorized: true });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() =>
    hasSessionCookie() ? { ...anonymous(null), status: 'loading' } : anonymous(null),
  );

  // Registered before any child effect can call the API.
  useLayoutEffect(() => {
    setApiSessionListener({
      expiry: (expiresAt) => {
        storeSessionExpiry(expiresAt);
        setState((s) => (s.status === 'authenticated' ? { ...s, expiresAt } : s));
      },
      // Only a signed-in user is told; an anonymous visitor has no session to lose. A blocked account is
      // told even when its page had just been loaded (the session ended while the user was away).
      unauthorized: (blocked) => {
        setState((s) => {
          if (blocked) return anonymous({ kind: 'blocked' });
          return s.status === 'authenticated' ? anonymous({ kind: 'unauthorized' }) : s;
        });
      },
      forbidden: (flag) => setState((s) => withoutFlag(s, flag)),
    });
    return () => setApiSessionListener(null);
  }, []);

  const refresh = useCallback(async ({ silent = false }: { silent?: boolean } = {}) => {
    if (silent && !hasSessionCookie()) {
      setState((s) => anonymous(s.notice));
      return;
    }
    try {
      const answer = await api<SessionAnswer>('/api/user', { silentUnauthorized: silent });
      const expiresAt = Date.parse(answer.wygasa);
      const user = answer.user;
      setState((s) => ({
        status: 'authenticated',
        user,
        flags: userFlags(user),
        expiresAt,
        notice: s.notice,
      }));
    } catch (error) {
      if (!silent) throw error;
      // The server refused the token: forget it. Without an answer (offline, timeout, the page being left
      // mid-call) the token may still be good, so it stays for the next page load.
      if (!isApiError(error) || error.status !== 0) clearAuthCookies();
      setState((s) => anonymous(s.notice));
    }
  }, []);

  const logout = useCallback(async () => {
    try {
      await callLogout();
    } catch (error) {
      // 401: the session had already ended on the server, which is what logging out wants.
      if (!(isApiError(error) && error.status === 401)) {
        const message = logoutFailure(error);
        setState((s) => ({ ...s, notice: { kind: 'logoutFailed', message } }));
        return;
      }
    }
    clearAuthCookies();
    setState(anonymous({ kind: 'loggedOut' }));
  }, []);

  const expire = useCallback(() => {
    const pending = hasSessionCookie() ? callLogout() : Promise.resolve();
    setState(anonymous({ kind: 'expired' }));
    pending.catch(() => undefined).finally(clearAuthCookies);
  }, []);

  const removeFlag = useCallback((flag: PermissionFlag) => setState((s) => withoutFlag(s, flag)), []);

  const dismissNotice = useCallback(() => setState((s) => ({ ...s, notice: null })), []);

  useEffect(() => {
    void refresh({ silent: true });
  }, [refresh]);

  const value = useMemo<Session>(
    () => ({ ...state, refresh, logout, expire, removeFlag, dismissNotice }),
    [state, refresh, logout, expire, removeFlag, dismissNotice],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
