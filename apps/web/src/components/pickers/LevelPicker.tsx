import {
  type levelListSchema,
  levelLoadFailed,
  type perspectiveListSchema,
} from '@bk/contracts/dictionaries/levels';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { Polish } from '../../lib/polish.ts';
import { userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { SelectField } from '../form/SelectField.tsx';

/** The chosen levels, by the field names the server's errors use (spec 3 section 5.7). */
export type LevelChoice = {
  perspektywa: number | null;
  programOperacyjny: number | null;
  osPriorytetowa: number | null;
  dzialanie: number | null;
  region: number | null;
  instytucja: number | null;
};
export type LevelField = keyof LevelChoice;

export const emptyLevelChoice: LevelChoice = {
  perspektywa: null,
  programOperacyjny: null,
  osPriorytetowa: null,
  dzialanie: null,
  region: null,
  instytucja: null,
};

export const levelFields: readonly LevelField[] = [
  'perspektywa',
  'programOperacyjny',
  'osPriorytetowa',
  'dzialanie',
  'region',
  'instytucja',
];

type Perspective = Polish<z.output<typeof perspectiveListSchema>>['items'][number];
/**
 * An item of a picker's list (a perspective also says which lowest levels it has); with
 * mode=permissions, `grantable` says whether the viewer may grant there (else it leads to a level where
 * they may).
 */
export type LevelOption = Polish<z.output<typeof levelListSchema>>['items'][number] &
  Partial<Pick<Perspective, 'activityTypes'>>;
type List = { items: LevelOption[] };

const paths: Record<Exclude<LevelField, 'perspektywa'>, (parent: number) => string> = {
  programOperacyjny: (id) => `/api/programme/perspective/${id}`,
  osPriorytetowa: (id) => `/api/priority/programme/${id}`,
  dzialanie: (id) => `/api/activity/priority/${id}`,
  region: (id) => `/api/region/activity/${id}`,
  instytucja: (id) => `/api/institution/activity/${id}`,
};

const failures: Record<LevelField, string> = {
  perspektywa: levelLoadFailed('perspective'),
  programOperacyjny: levelLoadFailed('programme'),
  osPriorytetowa: levelLoadFailed('priority'),
  dzialanie: levelLoadFailed('activity'),
  region: levelLoadFailed('region'),
  instytucja: levelLoadFailed('institution'),
};

export function optionLabel(item: { kod: string | null; nazwa: string }): string {
  return item.kod ? `${item.kod} - ${item.nazwa}` : item.nazwa;
}

function useLevelList(field: LevelField, parentId: number | null, mode: string | undefined) {
  const { user } = useSession();
  // The permissions' lists depend on who asks (the levels where they may grant).
  const key = mode === 'permissions' ? userQueryKey(user?.id, 'levels') : ['levels'];
  return useQuery({
    queryKey: [...key, field, parentId, mode],
    enabled: field === 'perspektywa' || parentId !== null,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      api<List>(field === 'perspektywa' ? '/api/perspectives' : paths[field](parentId as number), {
        signal,
        query: { mode },
      }),
  });
}

/**
 * The chosen item of each level (with its code), read from the same lists the picker shows with
 * `withLowest`, so a form can assemble a number from the codes without loading anything twice.
 */
export function useChosenLevels(value: LevelChoice, mode?: string) {
  const perspectives = useLevelList('perspektywa', null, mode);
  const perspective = perspectives.data?.items.find((p) => p.id === value.perspektywa);
  const types = perspective?.activityTypes ?? [];
  const programmes = useLevelList('programOperacyjny', value.perspektywa, mode);
  const priorities = useLevelList('osPriorytetowa', value.programOperacyjny, mode);
  const activities = useLevelList('dzialanie', value.osPriorytetowa, mode);
  const regions = useLevelList('region', types.includes('regions') ? value.dzialanie : null, mode);
  const institutions = useLevelList(
    'instytucja',
    types.includes('institutions') ? value.dzialanie : null,
    mode,
  );
  const find = (list: typeof perspectives, id: number | null) =>
    list.data?.items.find((item) => item.id === id);
  return {
    activityTypes: types,
    perspektywa: perspective,
    programOperacyjny: find(programmes, value.programOperacyjny),
    osPriorytetowa: find(priorities, value.osPriorytetowa),
    dzialanie: find(activities, value.dzialanie),
    region: find(regions, value.region),
    instytucja: find(institutions, value.instytucja),
  };
}

type Props = {
  value: LevelChoice;
  onChange: (next: LevelChoice, cleared: LevelField[]) => void;
  errors?: Partial<Record<LevelField, string>>;
  /** Show region / institution when the perspective has them. */
  withLowest?: boolean;
  mode?: string;
  required?: boolean;
  disabled?: boolean;
};

const labels: Record<LevelField, string> = {
  perspektywa: 'Perspektywa',
  programOperacyjny: 'Program operacyjny',
  osPriorytetowa: 'Oś priorytetowa',
  dzialanie: 'Działanie',
  region: 'Region',
  instytucja: 'Instytucja',
};

/**
 * The cascading picker of implementation levels (spec 3 section 4): a level loads once its parent is
 * chosen; changing a level clears every level below it (the caller also clears their errors, from the
 * `cleared` list).
 */
export function LevelPicker({
  value,
  onChange,
  errors = {},
  withLowest = false,
  mode,
  required,
  disabled,
}: Props) {
  const perspectives = useLevelList('perspektywa', null, mode);
  const perspective = perspectives.data?.items.find((p) => p.id === value.perspektywa);
  const types = perspective?.activityTypes ?? [];
  const programmes = useLevelList('programOperacyjny', value.perspektywa, mode);
  const priorities = useLevelList('osPriorytetowa', value.programOperacyjny, mode);
  const activities = useLevelList('dzialanie', value.osPriorytetowa, mode);
  const showRegion = withLowest && types.includes('regions');
  const showInstitution = withLowest && types.includes('institutions');
  const regions = useLevelList('region', showRegion ? value.dzialanie : null, mode);
  const institutions = useLevelList('instytucja', showInstitution ? value.dzialanie : null, mode);

  const lists: [LevelField, typeof perspectives, boolean][] = [
    ['perspektywa', perspectives, true],
    ['programOperacyjny', programmes, true],
    ['osPriorytetowa', priorities, true],
    ['dzialanie', activities, true],
    ['region', regions, showRegion],
    ['instytucja', institutions, showInstitution],
  ];

  const choose = (field: LevelField, raw: string) => {
    const index = levelFields.indexOf(field);
    const below = levelFields.slice(index + 1);
    const next: LevelChoice = { ...value, [field]: raw === '' ? null : Number(raw) };
    for (const lower of below) next[lower] = null;
    onChange(next, below);
  };

  return (
    <div className="level-picker">
      {lists.map(([field, list, shown], index) => {
        if (!shown) return null;
        // Region and institution both hang under the activity (a perspective has one or the other).
        const parentField: LevelField | null =
          field === 'region' || field === 'instytucja' ? 'dzialanie' : (levelFields[index - 1] ?? null);
        const parentChosen = parentField === null || value[parentField] !== null;
        const label =
          field === 'dzialanie' && types.includes('subactivities')
            ? 'Działanie / poddziałanie'
            : labels[field];
        const loadError = list.isError ? failures[field] : undefined;
        return (
          <SelectField
            key={field}
            label={label}
            required={required}
            disabled={disabled || !parentChosen || list.isPending}
            placeholder={parentChosen ? 'Wybierz...' : 'Najpierw wybierz poziom wyżej'}
            options={(list.data?.items ?? []).map((item) => ({
              value: String(item.id),
              label: optionLabel(item),
            }))}
            value={value[field] === null ? '' : String(value[field])}
            error={errors[field] ?? loadError}
            onChange={(event) => choose(field, event.target.value)}
          />
        );
      })}
    </div>
  );
}
