import { z } from 'zod';

/**
 * Public competition statistics (issue 36, decision 0037): GET /api/statistics (every indicator for the
 * filters) and GET /api/statistics/{set}.csv (one breakdown as CSV). The filters are the page's address:
 * /statystyki?program=FENG&od=2026-01&do=2026-11&cpv=45.
 */
export const statisticsMessages = {
  month: 'Podaj miesiąc w formacie RRRR-MM, np. 2026-01.',
  range: 'Miesiąc „do” nie może być wcześniejszy niż miesiąc „od”.',
  programme: 'Podaj kod programu, np. FENG.',
  division: 'Podaj dział CPV: dwie pierwsze cyfry kodu, np. 45.',
  set: 'Nieznany zestaw danych.',
  format: 'Podaj format pliku: pl (arkusz kalkulacyjny) albo plain (programy).',
} as const;

/**
 * The guideline minimum offer periods (Wytyczne dotyczące kwalifikowalności wydatków na lata 2021-2027,
 * the competitiveness principle): 14 days for works (CPV division 45), 7 for supplies and services.
 */
export const MIN_OFFER_DAYS = { works: 14, other: 7 } as const;
export const WORKS_DIVISION = '45';

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, statisticsMessages.month)
  .optional();

const statisticsFilters = z.object({
  program: z
    .string()
    .max(40)
    .regex(/^[\p{L}\p{N}._-]+$/u, statisticsMessages.programme)
    .optional(),
  cpv: z
    .string()
    .regex(/^\d{2}$/, statisticsMessages.division)
    .optional(),
  od: month,
  do: month,
});
const rangeInOrder = (q: { od?: string; do?: string }) => !q.od || !q.do || q.od <= q.do;

export const statisticsQuerySchema = statisticsFilters.refine(rangeInOrder, {
  message: statisticsMessages.range,
  path: ['do'],
});
export type StatisticsQuery = z.output<typeof statisticsQuerySchema>;

export const statisticsSets = ['miesiace', 'wojewodztwa', 'dzialy-cpv', 'programy'] as const;
export type StatisticsSet = (typeof statisticsSets)[number];
export const statisticsSetParams = z.object({
  set: z.enum(statisticsSets, { message: statisticsMessages.set }),
});

/**
 * The two forms of a CSV (decision 0037, issue 44 item 18): `pl` for a spreadsheet set to Polish
 * (Excel, LibreOffice: semicolons, decimal commas, UTF-8 with a byte order mark), the one the page
 * links; `plain` (the default) for programs (RFC 4180: commas, decimal dots).
 */
export const statisticsCsvForms = ['pl', 'plain'] as const;
export type StatisticsCsvForm = (typeof statisticsCsvForms)[number];
export const statisticsCsvQuerySchema = statisticsFilters
  .extend({ format: z.enum(statisticsCsvForms, { message: statisticsMessages.format }).optional() })
  .refine(rangeInOrder, { message: statisticsMessages.range, path: ['do'] });

/** The indicators of one group of announcements. Rates are null where nothing was counted. */
export const indicatorsSchema = z.object({
  announcements: z.number(),
  /** Resolved announcements with a public settlement. */
  resolved: z.number(),
  single_offer: z.number(),
  /** Of the resolved: the share that received exactly one offer (0..1). */
  single_offer_rate: z.number().nullable(),
  parts: z.number(),
  offers: z.number(),
  /** Of the resolved: offers per part. */
  mean_offers_per_part: z.number().nullable(),
  short_period: z.number(),
  /** Of all: the share whose offer period was shorter than the guideline minimum (0..1). */
  short_period_share: z.number().nullable(),
});
export type Indicators = z.infer<typeof indicatorsSchema>;

const named = z.object({ code: z.string(), name: z.string() });

export const statisticsSchema = z.object({
  /** When the figures last changed. */
  as_of: z.string(),
  filters: z.object({
    program: z.string().nullable(),
    cpv: z.string().nullable(),
    od: z.string().nullable(),
    do: z.string().nullable(),
  }),
  totals: indicatorsSchema,
  months: z.array(z.object({ month: z.string(), announcements: z.number() })),
  voivodeships: z.array(named.extend(indicatorsSchema.shape)),
  divisions: z.array(named.extend(indicatorsSchema.shape)),
  programmes: z.array(named.extend(indicatorsSchema.shape)),
  options: z.object({
    programmes: z.array(named),
    divisions: z.array(named),
    first_month: z.string().nullable(),
    last_month: z.string().nullable(),
  }),
});
export type Statistics = z.infer<typeof statisticsSchema>;
/** A breakdown row: a voivodeship, a division or a programme with its indicators. */
export type NamedIndicators = Statistics['voivodeships'][number];

/** The code of a place abroad or of an announcement without a programme in the breakdowns. */
export const NONE_CODE = '';
