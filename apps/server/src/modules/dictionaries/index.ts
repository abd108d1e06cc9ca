import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { findLevelChain, type LevelRow } from './levels.repository.ts';

/** What a newsletter filter's criteria name (newsletter). */
export {
  criteriaCategories,
  criteriaCpvCodes,
  criteriaLocalities,
  criteriaProgrammes,
  criteriaVoivodeships,
} from './criteria.repository.ts';
/** The dictionaries module: what other modules may use of it (decision 0030). */
// The order item categories' codes, for the search (plan and index) and the open data's releases.
export { categoryCodeOfLabel, categoryCodesById, topCategoryCodes } from './dictionaries.repository.ts';
export { dictionariesRoutes } from './dictionaries.routes.ts';
export { registerUserParts, userParts } from './form-dictionaries.service.ts';
/** The implementation levels joined into another module's select (the owner's projects list). */
export { joinLevel } from './levels.repository.ts';
export { levelsRoutes } from './levels.routes.ts';
export type { LevelRow };

/** A level with the levels above it, itself first (a project's number is built from them). */
export function levelChain(db: Kysely<DB>, id: number): Promise<LevelRow[]> {
  return findLevelChain(db, id);
}

// ---------------------------------------------------------------------------------------------------
// Reads for other modules (issue 46): the entries an announcement's content names, by id, and a
// country's name as a piece of a select; for modules that the dictionaries import, handed to them by
// app.ts: the users' economic subjects name their country and locality, the permissions show levels.
export {
  categoriesByIds,
  conditionTypesByIds,
  countriesByCodes,
  countryByCode,
  countryNameOf,
  cpvByIds,
  leftJoinCountry,
  localitiesByIds,
  localityBySym,
} from './dictionaries.repository.ts';
export { type LevelRef, leftJoinLevel, levelPaths } from './levels.repository.ts';
// The read models' reads of the dictionaries (search's index rows, statistics' facts and names; issue 46).
export { cpvDivisions, programmeNames, voivodeshipCodeOf, voivodeships } from './read-models.repository.ts';
