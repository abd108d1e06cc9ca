import { idParams } from '@bk/contracts/common/input';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.ts';
import { attachmentDisposition } from '../files/index.ts';
import { type ProcedureFileDeps, procedureFile } from './procedure-file.service.ts';

const tags = ['audit'];

/** The procedure file of an announcement (issue 47, decision 0047). */
export async function procedureFileRoutes(app: FastifyInstance, deps: ProcedureFileDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/announcements/:id/procedure-file.zip',
    {
      schema: {
        tags,
        summary:
          'The procedure file of a settled or cancelled announcement (its author, its controllers): versions, questions, offers, settlement, events and a manifest of SHA-256 digests, as one zip',
        params: idParams,
      },
    },
    async (request, reply) => {
      const { name, stream } = await procedureFile(deps, requireAuth(request).userId, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(name))
        .send(stream);
    },
  );
}
