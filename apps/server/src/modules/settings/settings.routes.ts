import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import { type PublicSettings, publicSettingsSchema } from '@bk/contracts/settings/public-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/ok-route.ts';
import { publicRoutes } from '../../plugins/auth.ts';

const mailboxFile = z.object({
  generic_email: z.string(),
  bidders_email: z.string(),
  prefixes: z.array(z.union([z.string(), z.object({ prefix: z.string(), email: z.string() })])),
});

/** Reads the support mailboxes (a JSON file; the default one ships with the server). */
export function readSupport(file: string | null): PublicSettings['support'] {
  const source = file ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'support-mailboxes.json');
  const parsed = mailboxFile.parse(JSON.parse(fs.readFileSync(source, 'utf8')));
  return {
    generic_email: parsed.generic_email,
    bidders_email: parsed.bidders_email,
    prefixes: parsed.prefixes.map((p) =>
      typeof p === 'string' ? { prefix: p, email: `${p.toLowerCase()}@bk.example` } : p,
    ),
  };
}

/** GET /api/settings/public: what the web app shows from the configuration. */
export async function settingsRoutes(
  app: FastifyInstance,
  options: { archiveSearchUrl: string; supportFile: string | null },
): Promise<void> {
  publicRoutes(app);
  const settings: PublicSettings = {
    archive_search_url: options.archiveSearchUrl,
    support: readSupport(options.supportFile),
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/settings/public',
    {
      schema: {
        tags: ['shell'],
        summary: 'Public settings (archive search address, support mailboxes)',
        response: { 200: okEnvelopeSchema(publicSettingsSchema) },
      },
    },
    async () => ok(settings),
  );
}
