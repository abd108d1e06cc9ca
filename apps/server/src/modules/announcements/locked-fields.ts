import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import type { Problems } from '@bk/contracts/announcements/rules';
import type { StoredContent } from '@bk/contracts/announcements/stored';

/**
 * What may change when a published announcement gets a new version (spec 1 section 4): the tender
 * structure (parts, items and what defines them), the title, supplementary orders, contract-change
 * conditions and the planned signing stay; warranty, description, CPV codes, places, stages, values,
 * contact persons and new attachments may change; projects/enrolment only for an administrator.
 * Returns a problem for every locked field the new content changes.
 */
export function lockedFieldProblems(
  published: StoredContent,
  next: StoredContent,
  role: { isAdmin: boolean },
): Problems {
  const problems: Problems = {};
  const lock = (path: string) => {
    problems[path] = [M.lockedField];
  };
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

  for (const field of [
    'title',
    'supplementary_orders',
    'contract_change_conditions',
    'partial_offers_allowed',
    'planned_contract_signing',
  ] as const) {
    if (!same(published[field], next[field])) lock(field);
  }
  if (!role.isAdmin) {
    if (published.has_project !== next.has_project || !same(published.project_ids, next.project_ids)) {
      lock('project_ids');
    }
    if (published.enrollment_id !== next.enrollment_id) lock('enrollment_id');
  }
  if (
    !same(
      published.parts.map((p) => p.id),
      next.parts.map((p) => p.id),
    )
  ) {
    lock('parts');
    return problems;
  }
  published.parts.forEach((part, p) => {
    const nextPart = next.parts[p];
    if (!nextPart) return;
    const base = `parts.${part.id}`;
    if (part.title !== nextPart.title) lock(`${base}.title`);
    if (part.variants_allowed !== nextPart.variants_allowed) lock(`${base}.variants_allowed`);
    if (!same(part.criteria, nextPart.criteria)) lock(`${base}.criteria`);
    if (
      !same(
        part.order_items.map((i) => i.id),
        nextPart.order_items.map((i) => i.id),
      )
    ) {
      lock(`${base}.order_items`);
      return;
    }
    part.order_items.forEach((item, i) => {
      const nextItem = nextPart.order_items[i];
      if (!nextItem) return;
      const path = `${base}.order_items.${i}`;
      if (item.category_id !== nextItem.category_id) lock(`${path}.category_id`);
      if (item.subcategory_id !== nextItem.subcategory_id) lock(`${path}.subcategory_id`);
      if (!same(item.conditions, nextItem.conditions)) lock(`${path}.conditions`);
    });
  });
  // Attachments of earlier versions stay as they were; new ones may be added.
  published.attachments.forEach((attachment, i) => {
    const kept = next.attachments.find((a) => a.id === attachment.id);
    if (!kept || kept.name !== attachment.name || kept.file_id !== attachment.file_id) {
      lock(`attachments.${i}`);
    }
  });
  return problems;
}
