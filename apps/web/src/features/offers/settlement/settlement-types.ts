/** The settlement view's data with client names (settlementViewSchema renamed by `Polish`). */
import type { settlementViewSchema } from '@bk/contracts/settlement/settlement';
import type { z } from 'zod';
import type { Polish } from '../../../lib/polish.ts';

export type SettlementAnswer = Polish<z.output<typeof settlementViewSchema>>;
export type SettlementPart = SettlementAnswer['rozstrzygniecie']['zamowienia'][number];
export type SettlementOffer = SettlementPart['offers'][number];
