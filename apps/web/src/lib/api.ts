import type { PermissionFlag } from '@bk/contracts/auth/permission-flags';
import type { Envelope, FieldErrors } from '@bk/contracts/common/envelope';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  REQUEST_TIMEOUT_MS,
  SESSION_EXPIRES_HEADER,
} from '@bk/contracts/common/limits';
import { messages, translateServerMessage } from '@bk/contracts/common/messages';
import { toPolish, toWire, wirePathToPolish } from '@bk/contracts/common/name-mapping';
import { buildQuery, type QueryValue } from '@bk/contracts/common/query';
import { ApiError } from './api-error.ts';
import { clearAuthCookies } from './cookies.ts';
import { wirePageData } from './page-data.ts';
import { isServer, serverEnv } from './server-env.ts';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiOptions = {
  method?: ApiMethod;
  /** Sent as JSON after mapping client names to wire names (`toWire`). */
  body?: unknown;
  /** Query parameters, sent as given (wire names) through `buildQuery`. */
  query?: Record<string, QueryValue>;
  /** The permission flag this call depends on: a 403 removes it from the local flags. */
  permission?: PermissionFlag;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A 401 still clears the token, but the session is not told (the caller handles it). */
  silentUnauthorized?: boolean;
};

/** How the API module tells the session about what the answers say. Set by the session provider. */
export type ApiSessionListener = {
  expiry(expiresAt: number): void;
  /** A 401; `blocked` when the server said the account is blocked (told even to a silent call). */
  unauthorized(blocked: boolean): void;
  forbidden(flag: PermissionFlag): void;
};

let listener: ApiSessionListener | null = null;

export function setApiSessionListener(next: ApiSessionListener | null): void {
  listener = next;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null || !('status' in value)) return false;
  if (value.status === 'OK') return 'data' in value;
  return value.status === 'Error';
}

function polishErrors(errors: unknown): FieldErrors {
  if (typeof errors !== 'object' || errors === null) return {};
  const out: FieldErrors = {};
  for (const [path, list] of Object.entries(errors)) {
    if (!Array.isArray(list)) continue;
    out[wirePathToPolish(path)] = list.map((message) => translateServerMessage(String(message)));
  }
  return out;
}

function readExpiry(response: Response): void {
  const header = response.headers.get(SESSION_EXPIRES_HEADER);
  if (!header) return;
  const time = Date.parse(header);
  if (!Number.isNaN(time)) listener?.expiry(time);
}

/**
 * The session bookkeeping of `api` for calls made outside it (uploads through XMLHttpRequest, file
 * downloads): keeps the expiry from the answer and clears the session on 401.
 */
export function noteSessionAnswer(status: number, expiresHeader: string | null): void {
  const time = expiresHeader ? Date.parse(expiresHeader) : Number.NaN;
  if (!Number.isNaN(time)) listener?.expiry(time);
  if (status === 401) {
    clearAuthCookies();
    listener?.unauthorized(false);
  }
}

async function send(url: string, init: RequestInit, timeoutMs: number, signal?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    // Rendered on the server, the page asks the server's own API (lib/server-env.ts).
    const request = isServer ? serverEnv()?.fetch : undefined;
    const response = await (request ?? fetch)(url, { ...init, signal: controller.signal });
    const text = await response.text();
    return { response, text };
  } catch (error) {
    if (timedOut) throw new ApiError({ status: 0, message: messages.timeout, kind: 'timeout' });
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, message: messages.unparseable, kind: 'network' });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** The address of a call: the path with its query string (`buildQuery`). */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const text = query ? buildQuery(query) : '';
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/** How long an early answer waits for the page that asks for it. */
const EARLY_ANSWER_MS = 5000;
let earlyMap: Map<string, { at: number; answer: Promise<unknown> }> | undefined;

/**
 * The early answers, first those the page carries (`early` of #bk-page-data: a public content page's
 * first GETs, answered by the server with the page).
 */
function earlyAnswers() {
  if (earlyMap) return earlyMap;
  earlyMap = new Map();
  const carried = wirePageData()?.early;
  if (carried && typeof carried === 'object') {
    for (const [url, data] of Object.entries(carried))
      earlyMap.set(url, { at: Date.now(), answer: Promise.resolve(toPolish(data)) });
  }
  return earlyMap;
}

/**
 * Starts a GET while a route's code still loads (app/routes.tsx), so the page's data does not wait
 * for its code: the page's own call of the same address (within a few seconds, once) takes this
 * answer instead of asking again. Nothing else changes: the answer is read as every answer is.
 */
export function requestEarly(path: string, query?: Record<string, QueryValue>): void {
  const url = apiUrl(path, query);
  const started = earlyAnswers().get(url);
  if (started && Date.now() - started.at <= EARLY_ANSWER_MS) return;
  const answer = api(url);
  // Whoever takes it handles a failure; one that nobody takes is dropped.
  answer.catch(() => undefined);
  earlyAnswers().set(url, { at: Date.now(), answer });
}

function takeEarlyAnswer(url: string): Promise<unknown> | undefined {
  const early = earlyAnswers().get(url);
  if (!early) return undefined;
  earlyAnswers().delete(url);
  return Date.now() - early.at <= EARLY_ANSWER_MS ? early.answer : undefined;
}

/**
 * Calls the API: sends the session cookie with the X-Requested-With header, maps names both ways, times out after 60 s, keeps the session
 * expiry from the answer, and turns every failure into an ApiError with a Polish message.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  // The session rides in the HttpOnly cookie; the header proves the call comes from this page (no CSRF).
  const headers: Record<string, string> = { Accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(toWire(options.body));
  }
  const url = apiUrl(path, options.query);
  if (method === 'GET' && !isServer) {
    const early = takeEarlyAnswer(url);
    if (early) return early as Promise<T>;
  }

  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const { response, text } = await send(url, { method, headers, body }, timeoutMs, options.signal);
  readExpiry(response);

  let parsed: unknown;
  let parseFailed = false;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parseFailed = true;
  }

  if (response.status === 401) {
    clearAuthCookies();
    const blocked =
      isEnvelope(parsed) && parsed.status === 'Error' && parsed.message === messages.accountBlocked;
    if (blocked || !options.silentUnauthorized) listener?.unauthorized(blocked);
  }
  if (response.status === 403 && options.permission) listener?.forbidden(options.permission);

  if (!parseFailed && isEnvelope(parsed)) {
    if (parsed.status === 'OK' && response.ok) return toPolish<T>(parsed.data);
    if (parsed.status === 'Error') {
      const message = parsed.message ? translateServerMessage(parsed.message) : '';
      throw new ApiError({
        status: response.status,
        message: message || messages.unexpectedCode(response.status),
        errors: polishErrors(parsed.errors),
        kind: message ? 'server' : 'status',
      });
    }
  }
  if (response.ok)
    throw new ApiError({ status: response.status, message: messages.unparseable, kind: 'unparseable' });
  throw new ApiError({
    status: response.status,
    message: messages.unexpectedCode(response.status),
    kind: 'status',
  });
}
