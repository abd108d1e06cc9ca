import type { ProjectType } from './projects.ts';

/**
 * The full number of a project or enrolment (docs/decisions/0009):
 * - perspectives with institutions (2021-2027): FENG.01.01-IP.02-0001/23 (enrolment FENG.01.01-IP.02-001/23);
 * - perspectives with regions (2014-2020): POIR.01.01.01-00-0779/18; an enrolment also carries the
 *   institution number: RPSL.08.01.03-IZ.01-24-001/16.
 */
export function assembleFullNumber(parts: {
  type: ProjectType;
  programme: string;
  priority: string;
  activity: string;
  region: string | null;
  institution: string | null;
  institutionNumber: string | null;
  suffix: string;
}): string {
  const segments = [`${parts.programme}.${parts.priority}.${parts.activity}`];
  if (parts.institution) segments.push(parts.institution);
  if (parts.type === 'enrollment' && parts.institutionNumber) segments.push(parts.institutionNumber);
  if (parts.region) segments.push(parts.region);
  segments.push(parts.suffix);
  return segments.join('-');
}
