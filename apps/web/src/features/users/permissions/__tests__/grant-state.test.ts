import { messages } from '@bk/contracts/common/messages';
import { levelGroups, permissionsMessages as M } from '@bk/contracts/users/permissions-admin';
import { describe, expect, it } from 'vitest';
import { applyServerErrors, fieldOfPath } from '../../../../components/form/server-errors.ts';
import { emptyLevelChoice } from '../../../../components/pickers/LevelPicker.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import {
  areaBody,
  chainOfChoice,
  chainOfPackage,
  deepestField,
  deepestLevelId,
  fullState,
  type GranterEntry,
  type GrantValues,
  grantableFlags,
  grantBody,
  grantCapabilities,
  grantErrorAliases,
  grantFailureText,
  grantFields,
  grantIssues,
  groupsFromSelection,
  keepGrantable,
  levelBody,
  mayGrantAnything,
  mayGrantAreaFlag,
  mayGrantLevelFlag,
  offerAfter,
  selectionFromGroups,
  setFull,
  toggleFlag,
} from '../grant-state.ts';

const granter: GranterEntry[] = [
  { group: 'usersAdministration', flags: ['previewListUsers'], scope: null },
  { group: 'permissionsAdministration', flags: ['functionalityManagement'], scope: null },
  { group: 'contentAdministration', flags: ['help', 'statements', 'permissionsManagement'], scope: null },
  // Levels: announcements everywhere, projects only under programme 20, management under perspective 1.
  { group: 'advertisementAdministration', flags: ['searchNPreviewData'], scope: null },
  {
    group: 'projectsEnrollmentsAdministration',
    flags: ['searchNPreviewData', 'editData'],
    scope: { id: 20 },
  },
  {
    group: 'implementationLevelPermissionsAdministration',
    flags: ['permissionsManagement'],
    scope: { id: 1 },
  },
];

describe('what a granter may give in an area', () => {
  it('holds a flag when an entry has that group and flag', () => {
    expect(mayGrantAreaFlag(granter, 'usersAdministration', 'previewListUsers')).toBe(true);
    expect(mayGrantAreaFlag(granter, 'usersAdministration', 'blockingUsers')).toBe(false);
    // The same flag name in another group is another flag.
    expect(
      mayGrantAreaFlag(granter, 'implementationLevelsDictionaryAdministration', 'permissionsManagement'),
    ).toBe(false);
  });

  it('lists the grantable flags of the area groups in their own order', () => {
    expect(grantableFlags(granter, ['usersAdministration', 'permissionsAdministration'])).toEqual({
      usersAdministration: ['previewListUsers'],
      permissionsAdministration: ['functionalityManagement'],
    });
    expect(grantableFlags(granter, ['contentAdministration'])).toEqual({
      contentAdministration: ['statements', 'help', 'permissionsManagement'],
    });
  });
});

describe('what a granter may give at a level', () => {
  it('counts unscoped entries and entries scoped to a level of the chain', () => {
    expect(mayGrantLevelFlag(granter, 'advertisementAdministration', 'searchNPreviewData', [])).toBe(true);
    expect(mayGrantLevelFlag(granter, 'projectsEnrollmentsAdministration', 'editData', [1, 20, 300])).toBe(
      true,
    );
    expect(mayGrantLevelFlag(granter, 'projectsEnrollmentsAdministration', 'editData', [1, 21])).toBe(false);
    // Every level (empty chain): only unscoped entries count.
    expect(mayGrantLevelFlag(granter, 'projectsEnrollmentsAdministration', 'editData', [])).toBe(false);
  });

  it('includes the management flag under the same rule', () => {
    expect(grantableFlags(granter, levelGroups, [1, 20])).toEqual({
      advertisementAdministration: ['searchNPreviewData'],
      projectsEnrollmentsAdministration: ['searchNPreviewData', 'editData'],
      implementationLevelPermissionsAdministration: ['permissionsManagement'],
    });
    expect(grantableFlags(granter, levelGroups, [2, 25])).toEqual({
      advertisementAdministration: ['searchNPreviewData'],
      projectsEnrollmentsAdministration: [],
      implementationLevelPermissionsAdministration: [],
    });
  });

  it('reads the chain from the picker and from a package', () => {
    const choice = { ...emptyLevelChoice, perspektywa: 1, programOperacyjny: 20, osPriorytetowa: 300 };
    expect(chainOfChoice(choice)).toEqual([1, 20, 300]);
    expect(deepestField(choice)).toBe('osPriorytetowa');
    expect(deepestLevelId(choice)).toBe(300);
    expect(deepestLevelId(emptyLevelChoice)).toBeNull();
    expect(chainOfPackage({ level: { id: 300 }, path: [{ id: 1 }, { id: 20 }, { id: 300 }] })).toEqual([
      1, 20, 300,
    ]);
    expect(chainOfPackage({ level: { id: 300 }, path: [{ id: 1 }, { id: 20 }] })).toEqual([1, 20, 300]);
    expect(chainOfPackage({ level: null, path: [] })).toEqual([]);
  });

  it('drops chosen flags that are no longer grantable at a new level', () => {
    const chosen = {
      advertisementAdministration: ['searchNPreviewData'],
      projectsEnrollmentsAdministration: ['editData'],
    };
    expect(keepGrantable(chosen, grantableFlags(granter, levelGroups, [2]))).toEqual({
      advertisementAdministration: ['searchNPreviewData'],
      projectsEnrollmentsAdministration: [],
    });
  });
});

describe('where the viewer may grant', () => {
  const all = new Set([
    'usersPermissionsManagement',
    'contentPermissionsManagement',
    'addImplementationLevelPermission',
  ] as const);

  it('needs the management flag in the entries and still in the local flags', () => {
    expect(grantCapabilities(granter, all)).toEqual({ areas: ['users', 'content'], levels: true });
    // A 403 dropped the content flag locally.
    const dropped = new Set(['usersPermissionsManagement'] as const);
    expect(grantCapabilities(granter, dropped)).toEqual({ areas: ['users'], levels: false });
    expect(mayGrantAnything(grantCapabilities([], all))).toBe(false);
  });
});

describe('the full toggles', () => {
  const grantable = grantableFlags(granter, ['usersAdministration', 'permissionsAdministration']);
  const groups = ['usersAdministration', 'permissionsAdministration'] as const;

  it('turns on and off only the flags the granter may give', () => {
    const on = setFull({}, grantable, groups, true);
    expect(on).toEqual({
      usersAdministration: ['previewListUsers'],
      permissionsAdministration: ['functionalityManagement'],
    });
    expect(fullState(on, grantable, groups)).toBe('on');
    // A flag of the package the granter does not hold stays as it is.
    const kept = setFull(
      { usersAdministration: ['previewListUsers', 'blockingUsers'] },
      grantable,
      groups,
      false,
    );
    expect(kept).toEqual({ usersAdministration: ['blockingUsers'], permissionsAdministration: [] });
    expect(fullState(kept, grantable, groups)).toBe('off');
  });

  it('is mixed when some are chosen, unavailable when none may be given', () => {
    const some = toggleFlag({}, 'usersAdministration', 'previewListUsers', true);
    expect(fullState(some, grantable, groups)).toBe('mixed');
    expect(fullState(some, grantable, ['usersAdministration'])).toBe('on');
    expect(fullState({}, grantableFlags([], groups), groups)).toBe('unavailable');
  });

  it('per group: the toggle of one group leaves the others', () => {
    const start = { permissionsAdministration: ['functionalityManagement'] };
    expect(setFull(start, grantable, ['usersAdministration'], true)).toEqual({
      permissionsAdministration: ['functionalityManagement'],
      usersAdministration: ['previewListUsers'],
    });
  });

  it('keeps the flags of a group in the group order', () => {
    let s = toggleFlag({}, 'contentAdministration', 'help', true);
    s = toggleFlag(s, 'contentAdministration', 'generalContentCookiesRegulation', true);
    expect(s.contentAdministration).toEqual(['generalContentCookiesRegulation', 'help']);
    expect(toggleFlag(s, 'contentAdministration', 'help', false).contentAdministration).toEqual([
      'generalContentCookiesRegulation',
    ]);
  });
});

describe('the request body and the state of a package', () => {
  it('builds an area body with the groups that have flags', () => {
    const selection = {
      usersAdministration: ['blockingUsers', 'previewListUsers'],
      permissionsAdministration: [],
    };
    expect(areaBody(7, 'users', selection)).toEqual({
      authorized: 7,
      groups: [{ group: 'usersAdministration', flags: ['previewListUsers', 'blockingUsers'] }],
    });
  });

  it('builds a level body with the level id (null: every level) and only level groups', () => {
    const selection = {
      implementationLevelPermissionsAdministration: ['permissionsManagement'],
      advertisementAdministration: ['editData', 'searchNPreviewData'],
      contentAdministration: ['help'],
    };
    expect(levelBody(7, 300, selection)).toEqual({
      authorized: 7,
      levelId: 300,
      groups: [
        { group: 'advertisementAdministration', flags: ['searchNPreviewData', 'editData'] },
        { group: 'implementationLevelPermissionsAdministration', flags: ['permissionsManagement'] },
      ],
    });
    expect(levelBody(7, null, {}).levelId).toBeNull();
  });

  it('reads a package back into the form, ignoring groups and flags the form does not know', () => {
    const groups = [
      { group: 'usersAdministration', flags: ['blockingUsers', 'previewListUsers', 'unknownFlag'] },
      { group: 'contentAdministration', flags: ['help'] },
    ];
    const selection = selectionFromGroups(groups, ['usersAdministration', 'permissionsAdministration']);
    expect(selection).toEqual({ usersAdministration: ['previewListUsers', 'blockingUsers'] });
    expect(groupsFromSelection(selection, ['usersAdministration', 'permissionsAdministration'])).toEqual([
      { group: 'usersAdministration', flags: ['previewListUsers', 'blockingUsers'] },
    ]);
  });

  it('round-trips a level package', () => {
    const pkg = [
      { group: 'projectsEnrollmentsAdministration', flags: ['searchNPreviewData'] },
      { group: 'advertisementAdministration', flags: ['blocking'] },
    ];
    expect(levelBody(3, 20, selectionFromGroups(pkg, levelGroups)).groups).toEqual([
      { group: 'advertisementAdministration', flags: ['blocking'] },
      { group: 'projectsEnrollmentsAdministration', flags: ['searchNPreviewData'] },
    ]);
  });
});

describe('the checks before saving', () => {
  const values = (patch: Partial<GrantValues>): GrantValues => ({
    area: '',
    areaFixed: false,
    levels: emptyLevelChoice,
    fixedLevel: null,
    selection: {},
    editing: false,
    ...patch,
  });

  it('asks for an area, a level when adding at levels, and a flag', () => {
    expect(grantIssues(values({}), 'administration')).toEqual([
      { path: 'area', message: messages.required },
      { path: 'selection', message: M.noFlags },
    ]);
    expect(grantIssues(values({}), 'levels')).toEqual([
      { path: 'levels', message: M.levelRequired },
      { path: 'selection', message: M.noFlags },
    ]);
    // Editing a fixed level (every level too) needs no choice.
    const blocking = { advertisementAdministration: ['blocking'] };
    expect(
      grantIssues(
        values({ fixedLevel: { id: null, label: 'Wszystkie', chain: [] }, selection: blocking }),
        'levels',
      ),
    ).toEqual([]);
    expect(
      grantIssues(values({ levels: { ...emptyLevelChoice, perspektywa: 1 }, selection: blocking }), 'levels'),
    ).toEqual([]);
  });

  it('sends the fixed level, else the deepest chosen one', () => {
    const selection = { advertisementAdministration: ['blocking'] };
    const chosen = values({
      levels: { ...emptyLevelChoice, perspektywa: 1, programOperacyjny: 20 },
      selection,
    });
    expect(grantBody(chosen, 7, 'levels')).toEqual(levelBody(7, 20, selection));
    expect(
      grantBody({ ...chosen, fixedLevel: { id: null, label: 'Wszystkie', chain: [] } }, 7, 'levels'),
    ).toEqual(levelBody(7, null, selection));
    expect(
      grantBody(
        values({ area: 'content', selection: { contentAdministration: ['help'] } }),
        7,
        'administration',
      ),
    ).toEqual({
      authorized: 7,
      groups: [{ group: 'contentAdministration', flags: ['help'] }],
    });
  });
});

describe('a refused save', () => {
  const error = (status: number, message: string, errors = {}) =>
    new ApiError({ status, message, errors, kind: 'server' });

  it('offers to load an existing set, or to create a missing one when editing', () => {
    expect(offerAfter(error(409, M.setExists), false)).toBe('exists');
    expect(offerAfter(error(404, 'Nie znaleziono.'), true)).toBe('missing');
    expect(offerAfter(error(404, M.levelNotFound), false)).toBeNull();
    expect(offerAfter(error(409, M.higherLevel), true)).toBeNull();
  });

  it('says a 403 with the save message and shows other messages as they come', () => {
    expect(grantFailureText(error(403, 'Forbidden'), 'Forbidden')).toBe(M.saveForbidden);
    expect(grantFailureText(error(409, M.higherLevel), M.higherLevel)).toBe(M.higherLevel);
  });

  it('places field errors under the level and the flags', () => {
    const placed: Record<string, string | undefined> = {};
    const reason = applyServerErrors(
      error(422, 'Formularz zawiera błędy.', {
        levelId: [M.levelNotFound],
        'groups.0.flags': ['Nieznane uprawnienie.'],
        groups: ['Drugi komunikat.'],
      }),
      (path, e) => {
        placed[path] = e.message;
      },
      grantFields,
      grantErrorAliases,
    );
    expect(reason).toBeNull();
    expect(placed).toEqual({ levels: M.levelNotFound, selection: 'Nieznane uprawnienie.' });
    expect(fieldOfPath('groups.0.flags', grantErrorAliases)).toBe('selection');
    expect(fieldOfPath('other', grantErrorAliases)).toBe('other');
  });
});
