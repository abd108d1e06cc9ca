/** Query helpers shared by the repositories of several modules. */

/** Escapes LIKE's wildcards (and its escape character) so that user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * An economic subject's columns as the API presents it, read from `economic_subjects as s` joined with
 * `countries as c` on its country (the advertiser of an announcement, the bidder of an offer).
 */
export const ECONOMIC_SUBJECT_COLUMNS = [
  's.name',
  's.address_kind',
  's.identification_type',
  's.identification_number',
  's.country',
  'c.name_pl as country_name',
  's.voivodeship',
  's.poviat',
  's.commune',
  's.locality',
  's.postcode',
  's.street',
  's.house_number',
] as const;

/** The level columns of a project (`projects_enrollments`), by the kind of level they hold. */
export const levelColumnOf = {
  perspective: 'perspective_id',
  programme: 'programme_id',
  priority: 'priority_id',
  activity: 'activity_id',
  region: 'region_id',
  institution: 'institution_id',
} as const;
export type LevelColumn = (typeof levelColumnOf)[keyof typeof levelColumnOf];

/** The level filters a list query sets (perspective=…, programme=…), as [column, level id] in that order. */
export function levelFilters(
  q: Partial<Record<keyof typeof levelColumnOf, number>>,
): [LevelColumn, number][] {
  return Object.entries(levelColumnOf).flatMap(([kind, column]) => {
    const value = q[kind as keyof typeof levelColumnOf];
    return value === undefined ? [] : [[column, value] as [LevelColumn, number]];
  });
}
