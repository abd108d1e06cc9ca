import type {
  CodeRule,
  EditableLevelKind,
  LevelKind,
  levelParentsSchema,
} from '@bk/contracts/dictionaries/levels';
import type { z } from 'zod';
import type { Polish } from '../../lib/polish.ts';

/** The seven dictionary screens of spec 3 section 2.4. */
export type LevelPageKey =
  | 'perspectives'
  | 'programmes'
  | 'priorities'
  | 'activities'
  | 'subactivities'
  | 'regions'
  | 'institutions';

/** The chain of parents of a list with client names (levelParentsSchema renamed). */
export type PolishParents = Polish<z.output<typeof levelParentsSchema>>;

export type LevelPageConfig = {
  kind: LevelKind;
  title: string;
  addLabel: string | null;
  /** The noun in confirmations: 'Czy na pewno chcesz usunąć {accusative} ...?' */
  accusative: string;
  codeRule: CodeRule | null;
  /** Where a row's name links to, or null at the lowest levels. */
  childPath: ((id: number, parents: PolishParents) => string) | null;
};

const activitiesPath = (priorityId: number, parents: PolishParents) =>
  parents.perspektywa?.activityTypes.includes('subactivities')
    ? `/administracja/osie/${priorityId}/dzialania-i-poddzialania`
    : `/administracja/osie/${priorityId}/dzialania`;

export const levelPages: Record<LevelPageKey, LevelPageConfig> = {
  perspectives: {
    kind: 'perspective',
    title: 'Perspektywy finansowe',
    addLabel: null,
    accusative: 'perspektywę',
    codeRule: null,
    childPath: (id) => `/administracja/perspektywy/${id}/programy`,
  },
  programmes: {
    kind: 'programme',
    title: 'Programy operacyjne',
    addLabel: 'Dodaj program',
    accusative: 'program',
    codeRule: 'programme',
    childPath: (id) => `/administracja/programy/${id}/osie`,
  },
  priorities: {
    kind: 'priority',
    title: 'Osie priorytetowe',
    addLabel: 'Dodaj oś priorytetową',
    accusative: 'oś priorytetową',
    codeRule: 'priority',
    childPath: (id, parents) => activitiesPath(id, parents),
  },
  activities: {
    kind: 'activity',
    title: 'Działania',
    addLabel: 'Dodaj działanie',
    accusative: 'działanie',
    codeRule: 'activity',
    childPath: (id) => `/administracja/dzialania/${id}/instytucje`,
  },
  subactivities: {
    kind: 'activity',
    title: 'Działania i poddziałania',
    addLabel: 'Dodaj działanie lub poddziałanie',
    accusative: 'działanie lub poddziałanie',
    codeRule: 'subactivity',
    childPath: (id) => `/administracja/dzialania-i-poddzialania/${id}/regiony`,
  },
  regions: {
    kind: 'region',
    title: 'Regiony',
    addLabel: 'Dodaj region',
    accusative: 'region',
    codeRule: 'region',
    childPath: null,
  },
  institutions: {
    kind: 'institution',
    title: 'Instytucje',
    addLabel: 'Dodaj instytucję',
    accusative: 'instytucję',
    codeRule: 'institution',
    childPath: null,
  },
};

/** The admin API path of a list. */
export function adminListPath(kind: LevelKind, parentId: number | null): string {
  const parentOf: Record<EditableLevelKind, string> = {
    programme: 'perspective',
    priority: 'programme',
    activity: 'priority',
    region: 'activity',
    institution: 'activity',
  };
  if (kind === 'perspective') return '/api/admin/dictionaries_perspective';
  return `/api/admin/dictionaries_${kind}/${parentOf[kind]}/${parentId}`;
}

/** 'code - name', the label of a level everywhere (spec 3 section 3). */
export function levelLabel(item: { kod: string | null; nazwa: string }): string {
  return item.kod ? `${item.kod} - ${item.nazwa}` : item.nazwa;
}
