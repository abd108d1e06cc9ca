import { createHash } from 'node:crypto';
import { VIDEO_EMBED_HOST } from '@bk/contracts/content/rich-text-rules';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/**
 * Hosts whose players the site's rich content may embed (frame-src): exactly the privacy-enhanced
 * YouTube origin that the content rules allow (VIDEO_EMBED_HOST), nothing else (issue 30 item 8).
 */
export const EMBEDDED_FRAME_HOSTS: readonly string[] = [new URL(VIDEO_EMBED_HOST).origin];

/**
 * The only inline styles allowed, each by its hash: the fixed <style> elements that react-aria adds to
 * the page (press handling, and scroll locking under a modal on iOS). A react-aria that changes them
 * shows as a violation in e2e/security.spec.ts.
 */
export const ALLOWED_INLINE_STYLES: readonly string[] = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];
const styleHashes = ALLOWED_INLINE_STYLES.map(
  (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
);

/**
 * The Content-Security-Policy of every answer (decision 0015): the portal's own origin only, no inline
 * script, no inline style but the ones above (the web app's build has none, the /konto pages use a
 * stylesheet), no eval (zod runs without its compiled parsers in the browser); data: and
 * blob: images (icons, previews), data: fonts (the PDF generator's fonts are JavaScript, not fetched);
 * no frames but the portal's own and the allowed video player; no one may frame any page. Inline `style` attributes set by React go through the CSSOM, which CSP
 * does not restrict.
 */
export function contentSecurityPolicy(https: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...styleHashes],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'frame-src': ["'self'", ...EMBEDDED_FRAME_HOSTS],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every answer, pages and API alike (through @fastify/helmet): the CSP above,
 * X-Frame-Options DENY, nosniff, Referrer-Policy same-origin, and HSTS only when the portal is served
 * over https (BK_PUBLIC_URL). Registered before the routes, so their hooks see the headers.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { config: Pick<Config, 'publicUrl'> }) => {
    const https = options.config.publicUrl.startsWith('https:');
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
      frameguard: { action: 'deny' },
      noSniff: true,
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
  },
);
