import { messages } from '@bk/contracts/common/messages';
import { settlementMessages as M, type SettlementInput } from '@bk/contracts/settlement/settlement';
import type { StoredSettlement } from '@bk/contracts/settlement/stored';
import type { StoredOffers } from '../offers/index.ts';

/** An offer set taking part, as the rules need it. */
export type Participant = { id: number; is_external: boolean; content: unknown };

/** The settlement as it is kept (settlements.content and each settlement_versions row). */
export type { StoredSettlement };

/**
 * The rules of spec 2 section 4.4 and issue 18 on a settlement: every part of the announcement once,
 * with a chosen variant or 'no offer chosen' (never both); the variant of an offer that takes part, in
 * that part, not refused and not being deleted; refusals only of offers in that part; deletions only
 * of offers the advertiser entered; at most one protocol. Problems by field path (wire names).
 */
export function settlementProblems(
  input: SettlementInput,
  partIds: number[],
  participants: Participant[],
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (path: string, message: string) => {
    problems[path] = [...(problems[path] ?? []), message];
  };
  const byId = new Map(participants.map((p) => [p.id, p]));
  // Only offers the advertiser entered can go (a wrong id is reported once, below, not in every part).
  const deleted = new Set(input.offer_sets_to_delete.filter((id) => byId.get(id)?.is_external));
  input.offer_sets_to_delete.forEach((id, i) => {
    const set = byId.get(id);
    if (!set) add(`offer_sets_to_delete.${i}`, M.unknownOffer);
    else if (!set.is_external) add(`offer_sets_to_delete.${i}`, M.notExternal);
  });
  /** The offer a set made in a part, if any. */
  const offerIn = (setId: number, partId: number) =>
    (byId.get(setId)?.content as StoredOffers | undefined)?.offers.find((o) => o.part_id === partId);

  const known = new Set(partIds);
  const seen = new Set<number>();
  input.parts.forEach((part, i) => {
    if (!known.has(part.id) || seen.has(part.id)) {
      add(`parts.${i}.id`, M.unknownPart);
      return;
    }
    seen.add(part.id);
    const refused = new Set<number>();
    part.offers.forEach((offer, j) => {
      if (deleted.has(offer.id) || !offerIn(offer.id, part.id))
        add(`parts.${i}.offers.${j}.id`, M.unknownOffer);
      else if (offer.is_refused) refused.add(offer.id);
    });
    if (part.no_offer_chosen && part.chosen_variant) add(`parts.${i}.no_offer_chosen`, M.notBoth);
    else if (!part.no_offer_chosen && !part.chosen_variant) add(`parts.${i}.no_offer_chosen`, M.chooseOrNone);
    const chosen = part.chosen_variant;
    if (chosen) {
      const offer = deleted.has(chosen.offer_set_id) ? undefined : offerIn(chosen.offer_set_id, part.id);
      if (!offer?.variants.some((v) => v.id === chosen.variant_id))
        add(`parts.${i}.chosen_variant`, M.variantNotInPart);
      else if (refused.has(chosen.offer_set_id)) add(`parts.${i}.chosen_variant`, M.variantRefused);
    }
  });
  if (partIds.some((id) => !seen.has(id))) add('parts', M.partMissing);
  if (input.attachments.filter((a) => a.is_protocol).length > 1) add('attachments', M.oneProtocol);
  input.attachments.forEach((a, i) => {
    if (!a.name) add(`attachments.${i}.name`, messages.required);
  });
  return problems;
}

/** The settlement to keep: attachments keep their ids, new ones take the next from the counter. */
export function storedSettlement(
  input: SettlementInput,
  previous: StoredSettlement | null,
  nextElementId: number,
  now: Date,
) {
  const known = new Set((previous?.attachments ?? []).map((a) => a.id));
  let next = nextElementId;
  const content: StoredSettlement = {
    parts: input.parts.map((p) => ({
      part_id: p.id,
      no_offer_chosen: p.no_offer_chosen,
      chosen_variant: p.chosen_variant,
      refused: p.offers.filter((o) => o.is_refused).map((o) => o.id),
    })),
    comment: input.comment,
    attachments: input.attachments.map((a) => ({
      id: a.id !== null && known.has(a.id) ? a.id : next++,
      name: a.name,
      file_id: a.file_id,
      is_protocol: a.is_protocol,
    })),
    // The first publication's date stays; the settlements row keeps the date of the last change.
    resolved_at: previous?.resolved_at ?? now.toISOString(),
  };
  return { content, nextElementId: next };
}
