/**
 * The implementation levels as list filters: their address names (spec 3 section 2.7) and their wire
 * names in the administration's list calls (announcements, projects and enrolments).
 */
export const levelFilterParams = {
  perspektywa: 'perspective',
  programOperacyjny: 'programme',
  osPriorytetowa: 'priority',
  dzialanie: 'activity',
  instytucja: 'institution',
  region: 'region',
} as const;

export type LevelFilterName = keyof typeof levelFilterParams;
