import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Addresses every host name may call: the API (load balancers' probes, programs) and /metrics. */
const ANY_HOST = /^\/(?:api(?:\/|$|\?)|metrics(?:$|\?))/;

/** The host the browser asked for: a proxy's X-Forwarded-Host (its first value), else Host. */
function askedHost(request: FastifyRequest): string | undefined {
  const forwarded = request.headers['x-forwarded-host'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (first || request.headers.host)?.toLowerCase();
}

/**
 * The canonical host (issue 44): a page opened at another host name than BK_PUBLIC_URL's (for example
 * http://127.0.0.1:3000 while the public address is http://localhost:3000) is sent to the same path on
 * the public address (308, not kept by the browser, so a changed BK_PUBLIC_URL never meets an old
 * redirect), because there the login cannot work: its form's redirect to the account service on the
 * public address is blocked by the CSP's form-action. Only page navigations (GET and HEAD outside /api
 * and /metrics) move; API calls and health checks are answered at any host, as load balancers and
 * programs call them. A request without a Host header is served as it is.
 */
export function registerCanonicalHost(app: FastifyInstance, publicUrl: string): void {
  const canonical = new URL(publicUrl);
  const host = canonical.host.toLowerCase();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (ANY_HOST.test(request.url)) return;
    const asked = askedHost(request);
    if (!asked || asked === host) return;
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${canonical.origin}${request.url.startsWith('/') ? request.url : '/'}`, 308);
  });
}
