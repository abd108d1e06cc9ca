import { foldText } from '../common/fold.ts';
import { messages } from '../common/messages.ts';
import type { Content } from './content.ts';
import { announcementMessages as M } from './limits.ts';

export type Problems = Record<string, string[]>;

/** Part titles are compared on a normalised slug: lower case, no diacritics, letters and digits only. */
export function titleSlug(title: string): string {
  return foldText(title).replace(/[^a-z0-9]+/g, '');
}

function add(problems: Problems, path: string, message: string) {
  problems[path] ??= [];
  if (!problems[path].includes(message)) problems[path].push(message);
}

/** The key of a part in error paths: its id, else its temporary id, else its index (spec: keyed by temporaryId). */
export function partKey(part: { id: number | null; temporary_id: string | null }, index: number): string {
  return part.temporary_id ?? (part.id !== null ? String(part.id) : String(index));
}

/** Rewrites `parts.<index>.` paths of zod issues to `parts.<key>.`. */
export function keyPartPaths(problems: Problems, content: Pick<Content, 'parts'>): Problems {
  const out: Problems = {};
  for (const [path, list] of Object.entries(problems)) {
    const match = /^parts\.(\d+)(\..*)?$/.exec(path);
    const part = match ? content.parts[Number(match[1])] : undefined;
    const key = match && part ? `parts.${partKey(part, Number(match[1]))}${match[2] ?? ''}` : path;
    for (const message of list) add(out, key, message);
  }
  return out;
}

/** Rules that hold for drafts as for publications (structure), keyed by part. */
export function structureProblems(content: Content): Problems {
  const problems: Problems = {};
  if (!content.partial_offers_allowed && content.parts.length > 1) {
    add(problems, 'partial_offers_allowed', M.partialOffersLocked);
  }
  const slugs = new Map<string, number>();
  content.parts.forEach((part, index) => {
    if (!part.title) return;
    const slug = titleSlug(part.title);
    if (slugs.has(slug)) add(problems, `parts.${partKey(part, index)}.title`, M.partTitleTooSimilar);
    else slugs.set(slug, index);
  });
  return problems;
}

/**
 * What a publication needs besides the shapes of contentSchema (spec 1 section 5 'Announcement save'
 * and the rules per element). Paths use wire names, parts keyed by temporary id, inner lists by index.
 */
export function publicationProblems(content: Content): Problems {
  const problems = structureProblems(content);
  const required = (path: string) => add(problems, path, messages.required);
  if (!content.title) required('title');
  if (content.has_project && content.project_ids.length === 0) required('project_ids');
  if (!content.has_project && content.enrollment_id === null) required('enrollment_id');
  if (content.contact_person_ids.length === 0) required('contact_person_ids');
  const itemCount = content.parts.reduce((n, part) => n + part.order_items.length, 0);
  if (itemCount === 0) add(problems, 'parts', M.noItems);
  content.parts.forEach((part, partIndex) => {
    const base = `parts.${partKey(part, partIndex)}`;
    if (content.parts.length > 1 && !part.title) required(`${base}.title`);
    if (itemCount > 0 && part.order_items.length === 0)
      add(problems, `${base}.order_items`, M.partWithoutItems);
    if (!part.estimated_value) required(`${base}.estimated_value`);
    if (part.criteria.length === 0) required(`${base}.criteria`);
    part.criteria.forEach((criterion, i) => {
      if (!criterion.description) required(`${base}.criteria.${i}.description`);
    });
    part.order_items.forEach((item, i) => {
      const itemPath = `${base}.order_items.${i}`;
      if (item.category_id === null) required(`${itemPath}.category_id`);
      if (item.subcategory_id === null) required(`${itemPath}.subcategory_id`);
      if (!item.description) required(`${itemPath}.description`);
      if (item.cpv_codes.length === 0) required(`${itemPath}.cpv_codes`);
      if (item.places.length === 0) required(`${itemPath}.places`);
      item.places.forEach((place, p) => {
        if (place.type === 'address' && !place.locality_id) required(`${itemPath}.places.${p}.locality`);
        if (place.type === 'abroad') {
          if (!place.country || place.country === 'PL') required(`${itemPath}.places.${p}.country`);
          if (!place.locality) required(`${itemPath}.places.${p}.locality`);
        }
      });
      item.stages.forEach((stage, s) => {
        if (!stage.end) required(`${itemPath}.stages.${s}.end`);
      });
      item.conditions.forEach((condition, c) => {
        if (condition.type_id === null) required(`${itemPath}.conditions.${c}.type_id`);
        if (!condition.description) required(`${itemPath}.conditions.${c}.description`);
      });
    });
  });
  content.attachments.forEach((attachment, i) => {
    if (!attachment.name) required(`attachments.${i}.name`);
    if (attachment.file_id === null) add(problems, `attachments.${i}.file_id`, M.attachmentFile);
  });
  return problems;
}
