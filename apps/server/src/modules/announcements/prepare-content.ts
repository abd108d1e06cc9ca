import type { Content } from '@bk/contracts/announcements/content';
import { type Problems, publicationProblems, structureProblems } from '@bk/contracts/announcements/rules';
import type { StoredContent } from '@bk/contracts/announcements/stored';
import { messages } from '@bk/contracts/common/messages';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { attachFiles } from '../files/index.ts';
import { assembleContent, resolveReferences } from './content.service.ts';

export const ANNOUNCEMENT_FILES = 'announcement';

function merge(into: Problems, from: Problems) {
  for (const [path, list] of Object.entries(from)) {
    into[path] ??= [];
    for (const message of list) if (!into[path].includes(message)) into[path].push(message);
  }
  return into;
}

/**
 * Turns the content a form sent into stored content, with every problem found: shapes were checked by
 * the route; here come the structure rules, (for a publication) the required fields, the references
 * and the files. New files are attached to the announcement in the caller's transaction.
 */
export async function prepareContent(
  trx: Transaction<DB>,
  args: {
    announcementId: number;
    ownerId: number;
    actorId: number;
    content: Content;
    previous: StoredContent | null;
    /** Files of earlier versions, which stay attached whatever the draft says. */
    earlier: StoredContent | null;
    forPublication: boolean;
  },
): Promise<{ stored: StoredContent; problems: Problems }> {
  const { content } = args;
  const problems: Problems = args.forPublication ? publicationProblems(content) : structureProblems(content);
  if (!args.forPublication && !content.title) merge(problems, { title: [messages.required] });
  const { problems: referenceProblems, resolved } = await resolveReferences(trx, args.ownerId, content);
  merge(problems, referenceProblems);

  const knownFiles = new Map<number, StoredContent['attachments'][number]['file']>();
  const origins = new Map<number, number | null>();
  for (const source of [args.earlier, args.previous]) {
    for (const attachment of source?.attachments ?? []) {
      if (attachment.file_id !== null) knownFiles.set(attachment.file_id, attachment.file);
      origins.set(attachment.id, attachment.origin_version_id);
    }
  }
  const newFileIds = content.attachments
    .map((a) => a.file_id)
    .filter((id): id is number => id !== null && !knownFiles.has(id));
  if (newFileIds.length > 0) {
    try {
      const files = await attachFiles(trx, {
        fileIds: newFileIds,
        ownerKind: ANNOUNCEMENT_FILES,
        ownerId: args.announcementId,
        userId: args.actorId,
      });
      for (const file of files) knownFiles.set(file.id, file);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      merge(problems, { attachments: [error.message] });
    }
  }
  const stored = await assembleContent(
    trx,
    args.announcementId,
    content,
    resolved,
    args.previous ?? args.earlier,
    knownFiles,
    origins,
  );
  return { stored, problems };
}

/** The stored content as the form would send it again (for publishing what a draft holds). */
export function toInput(stored: StoredContent): Content {
  return {
    title: stored.title,
    title_en: stored.title_en ?? null,
    summary_en: stored.summary_en ?? null,
    has_project: stored.has_project,
    project_ids: stored.project_ids,
    enrollment_id: stored.enrollment_id,
    contact_person_ids: stored.contact_person_ids,
    supplementary_orders: stored.supplementary_orders,
    contract_change_conditions: stored.contract_change_conditions,
    partial_offers_allowed: stored.partial_offers_allowed,
    planned_contract_signing: stored.planned_contract_signing,
    parts: stored.parts.map((part) => ({
      id: part.id,
      temporary_id: String(part.id),
      title: part.title,
      variants_allowed: part.variants_allowed,
      estimated_value: part.estimated_value,
      order_items: part.order_items.map((item) => ({
        id: item.id,
        temporary_id: String(item.id),
        category_id: item.category_id,
        subcategory_id: item.subcategory_id,
        warranty: item.warranty,
        description: item.description,
        cpv_codes: item.cpv_codes,
        places: item.places.map((p) => ({ ...p, temporary_id: null })),
        stages: item.stages.map((s) => ({ ...s, temporary_id: String(s.id) })),
        conditions: item.conditions.map((c) => ({
          id: c.id,
          temporary_id: String(c.id),
          type_id: c.type_id,
          description: c.description,
        })),
      })),
      criteria: part.criteria.map((c) => ({ ...c, temporary_id: String(c.id) })),
    })),
    attachments: stored.attachments.map((a) => ({
      id: a.id,
      temporary_id: String(a.id),
      name: a.name,
      file_id: a.file_id,
    })),
  };
}
