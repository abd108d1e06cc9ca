import { messages } from '@bk/contracts/common/messages';
import type { ActivityType } from '@bk/contracts/dictionaries/levels';
import {
  INSTITUTION_NUMBER_PATTERN,
  type ProjectType,
  projectInputSchema,
  projectMessages,
} from '@bk/contracts/projects/projects';
import { type FormIssue, wireSchemaResolver } from '../../components/form/wire-resolver.ts';
import {
  emptyLevelChoice,
  type LevelChoice,
  type LevelField,
} from '../../components/pickers/LevelPicker.tsx';
import { needsInstitutionNumber } from './full-number.ts';
import type { ProjectBody } from './projects-api.ts';

export type ProjectFormValues = LevelChoice & { nazwa: string; numerInstytucji: string; numer: string };

/** What the rules of the form depend on besides its values (useForm's `context`). */
export type ProjectFormContext = { type: ProjectType; activityTypes: readonly ActivityType[] };

/** The fields of spec 3 section 5.7 that the server's errors name. */
export const projectFields = [
  'nazwa',
  'numer',
  'perspektywa',
  'programOperacyjny',
  'osPriorytetowa',
  'dzialanie',
  'region',
  'instytucja',
  'numerInstytucji',
] as const;

export const projectDefaults: ProjectFormValues = {
  ...emptyLevelChoice,
  nazwa: '',
  numerInstytucji: '',
  numer: '',
};

export function projectBody(values: ProjectFormValues, context: ProjectFormContext): ProjectBody {
  return {
    perspektywa: values.perspektywa,
    programOperacyjny: values.programOperacyjny,
    osPriorytetowa: values.osPriorytetowa,
    dzialanie: values.dzialanie,
    region: values.region,
    instytucja: values.instytucja,
    nazwa: context.type === 'project' ? values.nazwa : null,
    numerInstytucji: needsInstitutionNumber(context.type, context.activityTypes)
      ? values.numerInstytucji
      : null,
    numer: values.numer,
  };
}

/** The rules that depend on the kind and the perspective (spec 3 section 5.7). */
function formRules(values: ProjectFormValues, context: ProjectFormContext | undefined): FormIssue[] {
  const issues: FormIssue[] = [];
  const required = (path: string) => issues.push({ path, message: messages.required });
  const types = context?.activityTypes ?? [];
  const levels: LevelField[] = ['perspektywa', 'programOperacyjny', 'osPriorytetowa', 'dzialanie'];
  if (types.includes('regions')) levels.push('region');
  if (types.includes('institutions')) levels.push('instytucja');
  for (const level of levels) if (values[level] === null) required(level);
  if (context?.type === 'project' && values.nazwa.trim() === '') required('nazwa');
  if (context && needsInstitutionNumber(context.type, types)) {
    const number = values.numerInstytucji.trim();
    if (number === '') required('numerInstytucji');
    else if (!INSTITUTION_NUMBER_PATTERN.test(number))
      issues.push({ path: 'numerInstytucji', message: projectMessages.institutionNumber });
  }
  return issues;
}

/** Hidden fields stay blank (the perspective's change clears the institution number), so the values are the body. */
export const projectResolver = wireSchemaResolver<ProjectFormValues, ProjectFormContext>(projectInputSchema, {
  extra: formRules,
});
