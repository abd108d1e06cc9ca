import { createAndPublish, part, type Refs, validContent } from './announcement-fixtures.ts';
import { call, uploadFile as upload } from './api-client.ts';
import type { TestServer } from './test-server.ts';

/** A published announcement of `token`'s user with `parts` parts (partial offers when more than one). */
export async function publishedAnnouncement(
  server: TestServer,
  token: string,
  refs: Refs,
  options: { parts?: number; deadlineDays?: number; projectId?: number; variants?: boolean } = {},
) {
  const parts = options.parts ?? 2;
  const content = validContent(refs, {
    partial_offers_allowed: parts > 1,
    project_ids: [options.projectId ?? refs.projectId],
    parts: Array.from({ length: parts }, (_, i) =>
      part(refs, `p${i}`, {
        title: parts > 1 ? `Część numer ${i + 1}` : null,
        variants_allowed: options.variants ?? true,
      }),
    ),
  });
  const id = await createAndPublish(server, token, content, options.deadlineDays ?? 5);
  const view = await call(server, 'GET', `/api/announcements/${id}`, { token });
  const partIds = view.body.data.version.content.parts.map((p: { id: number }) => p.id) as number[];
  return { id, partIds };
}

/** Uploads a small file as `token`'s user (context offer); returns its id. */
export async function uploadFile(
  server: TestServer,
  token: string,
  name: string,
  text: string,
): Promise<number> {
  return (await upload(server, token, { context: 'offer', name, content: text })).id;
}

export function offerBody(
  announcementId: number,
  partIds: number[],
  prices: string[][],
  fileIds: number[] = [],
) {
  return {
    announcement: announcementId,
    offers: partIds.map((partId, i) => ({
      part_id: partId,
      variants: (prices[i] ?? []).map((price, v) => ({ price, description: `Wariant ${v + 1}` })),
    })),
    attachments: fileIds.map((fileId, i) => ({ name: `Formularz ofertowy ${i + 1}`, file_id: fileId })),
  };
}
