/**
 * Whether an error means that the database does not answer (issue 44): the embedded PGlite closed,
 * the PostgreSQL server refusing or dropping connections (ECONNREFUSED, ECONNRESET...), shutting down
 * (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), out of connections (53300),
 * a connection exception (class 08), or the pool giving up waiting for a connection. Such a call is
 * answered 503 with Retry-After, as /api/health says (decision 0014), never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let seen = 0, current = error; current && seen < 5; seen++) {
    if (typeof current !== 'object') return false;
    const { code, message, errors, cause } = current as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text)))
      return true;
    // Node's connection attempts to several addresses of one name fail together (AggregateError).
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** What pg, pg-pool and PGlite say when the connection is gone or cannot be had (they give no code). */
const UNAVAILABLE_MESSAGES = [
  'PGlite is closed',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];
