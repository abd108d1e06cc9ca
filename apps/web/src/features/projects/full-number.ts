import type { ActivityType } from '@bk/contracts/dictionaries/levels';
import { assembleFullNumber } from '@bk/contracts/projects/full-number';
import { numberMasks, type ProjectType } from '@bk/contracts/projects/projects';

/** The codes a full number is assembled from; a missing one shows its placeholder (spec 3 section 3). */
export type NumberParts = {
  programme?: string | null;
  priority?: string | null;
  activity?: string | null;
  region?: string | null;
  institution?: string | null;
  institutionNumber?: string | null;
  suffix?: string | null;
};

const or = (value: string | null | undefined, placeholder: string) => (value ? value : placeholder);

/**
 * The full number as the form previews it, assembled by the same rule as the server's
 * (assembleFullNumber: FENG.01.01-IP.02-0001/23, POIR.01.01.01-00-0779/18, an enrolment of a perspective
 * with regions POIR.01.01.01-IZ.01-00-001/18). The server is the authority; the preview is a help.
 * Placeholders AAAA, 00, 00.00, AA.00 and the mask stand for what is not chosen yet.
 */
export function previewFullNumber(
  type: ProjectType,
  activityTypes: readonly ActivityType[],
  parts: NumberParts,
): string {
  return assembleFullNumber({
    type,
    programme: or(parts.programme, 'AAAA'),
    priority: or(parts.priority, '00'),
    activity: or(parts.activity, activityTypes.includes('subactivities') ? '00.00' : '00'),
    region: activityTypes.includes('regions') ? or(parts.region, '00') : null,
    institution: activityTypes.includes('institutions') ? or(parts.institution, 'AA.00') : null,
    institutionNumber: needsInstitutionNumber(type, activityTypes)
      ? or(parts.institutionNumber, 'AA.00')
      : null,
    suffix: or(parts.suffix, numberMasks[type]),
  });
}

/** Whether an enrolment of a perspective needs the institution number (perspectives with regions). */
export function needsInstitutionNumber(type: ProjectType, activityTypes: readonly ActivityType[]): boolean {
  return type === 'enrollment' && activityTypes.includes('regions');
}
