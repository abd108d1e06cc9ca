import { z } from 'zod';
import { calendarDateSchema } from '../common/dates.ts';
import { optionalId, optionalText, temporaryId } from '../common/fields.ts';
import { MAX_ID } from '../common/input.ts';
import { messages } from '../common/messages.ts';
import { announcementLimits as L, announcementMessages as M } from './limits.ts';
import { budgetProblem } from './money.ts';

/**
 * The content of an announcement version as the form sends it and the server stores it (wire names).
 * This schema checks shapes, formats and lengths, which hold for drafts too; what a publication
 * needs besides (required fields, at least one item...) is `publicationProblems` in rules.ts.
 * New elements carry a `temporary_id`; the server gives every part, item, stage, condition, criterion
 * and attachment a numeric `id` that stays the same in every later version.
 */

const text = optionalText;
const date = calendarDateSchema.nullish().transform((v) => v ?? null);
const elementId = optionalId;
const refId = optionalId;

export const placeTypes = ['address', 'abroad'] as const;

export const placeSchema = z.object({
  temporary_id: temporaryId,
  type: z.enum(placeTypes, messages.required),
  country: z
    .string()
    .max(2)
    .nullish()
    .transform((v) => v ?? null),
  voivodeship: text(100),
  poviat: text(100),
  commune: text(100),
  locality_id: z
    .string()
    .max(20)
    .nullish()
    .transform((v) => v ?? null),
  locality: text(200),
});
export type Place = z.output<typeof placeSchema>;

export const stageSchema = z
  .object({
    id: elementId,
    temporary_id: temporaryId,
    start: date,
    end: date,
    description: text(L.stageDescription),
    partial_payment: z.boolean().default(false),
  })
  .superRefine((stage, ctx) => {
    if (stage.start && stage.end && stage.end < stage.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: M.stageEndBeforeStart });
    }
  });

export const conditionSchema = z.object({
  id: elementId,
  temporary_id: temporaryId,
  type_id: refId,
  description: text(L.conditionDescription),
});

export const cpvRefSchema = z.object({
  id: z.number().int().positive().max(MAX_ID),
  code: z.string().max(20),
  name: z.string().max(1000),
});

export const itemSchema = z
  .object({
    id: elementId,
    temporary_id: temporaryId,
    category_id: refId,
    subcategory_id: refId,
    warranty: text(L.warranty),
    description: text(L.itemDescription),
    cpv_codes: z.array(cpvRefSchema).max(L.cpvPerItem),
    places: z.array(placeSchema).max(L.placesPerItem, M.tooManyPlaces),
    stages: z.array(stageSchema).max(L.stagesPerItem),
    conditions: z.array(conditionSchema).max(10),
  })
  .superRefine((item, ctx) => {
    const seen = new Set<number>();
    item.conditions.forEach((condition, index) => {
      if (condition.type_id === null) return;
      if (seen.has(condition.type_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['conditions', index, 'type_id'],
          message: M.conditionTypeTwice,
        });
      }
      seen.add(condition.type_id);
    });
  });
export type Item = z.output<typeof itemSchema>;

export const criterionSchema = z.object({
  id: elementId,
  temporary_id: temporaryId,
  is_price: z.boolean().default(false),
  description: text(L.criterionDescription),
});

export const partSchema = z.object({
  id: elementId,
  temporary_id: temporaryId,
  title: text(L.partTitle),
  variants_allowed: z.boolean().default(false),
  estimated_value: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .superRefine((value, ctx) => {
      const problem = value === null ? null : budgetProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  order_items: z.array(itemSchema).max(L.itemsPerAnnouncement),
  criteria: z.array(criterionSchema).max(L.criteriaPerPart),
});
export type Part = z.output<typeof partSchema>;

export const attachmentSchema = z.object({
  id: elementId,
  temporary_id: temporaryId,
  name: text(L.attachmentName),
  file_id: refId,
});

export const contentSchema = z.object({
  title: text(L.title),
  /** 'Tytuł w języku angielskim' and 'Streszczenie w języku angielskim' (issue 51): optional. */
  title_en: text(L.titleEn),
  summary_en: text(L.summaryEn),
  has_project: z.boolean().default(true),
  project_ids: z.array(z.number().int().positive().max(MAX_ID)).max(L.projects).default([]),
  enrollment_id: refId,
  contact_person_ids: z.array(z.number().int().positive().max(MAX_ID)).max(L.contactPersons).default([]),
  supplementary_orders: text(L.supplementaryOrders),
  contract_change_conditions: text(L.contractChangeConditions),
  partial_offers_allowed: z.boolean().default(false),
  planned_contract_signing: z
    .string()
    .regex(/^\d{4}-\d{2}$/, 'Wybierz miesiąc i rok.')
    .nullish()
    .transform((v) => v ?? null),
  parts: z.array(partSchema).min(1, messages.required).max(L.parts),
  attachments: z.array(attachmentSchema).max(L.attachments, M.tooManyAttachments),
});
export type ContentInput = z.input<typeof contentSchema>;
export type Content = z.output<typeof contentSchema>;

/** POST /api/announcements and PUT /api/announcements/{id}. */
export const saveAnnouncementSchema = z.object({ announcement: contentSchema });
