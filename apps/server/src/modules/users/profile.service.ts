import { excludedCountryCodes } from '@bk/contracts/dictionaries/form';
import type { contactPersonInputSchema, economicSubjectInputSchema } from '@bk/contracts/users/profile';
import { profileMessages } from '@bk/contracts/users/profile';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { type EventType, recordEvent, userActor } from '../events/index.ts';
import { userReads } from './handed-reads.ts';
import { permissionsOf } from './permissions.service.ts';
import {
  deleteContactPerson,
  findSubjectOfUser,
  insertContactPerson,
  insertSubject,
  listContactPersons,
  updateContactPerson,
  updateSubject,
} from './profile.repository.ts';
import { assertMayEditProfileOf, assertMayReadProfileOf } from './users.policy.ts';
import { findUserById, updateUserLanguage } from './users.repository.ts';

export type ProfileDeps = { db: Kysely<DB>; clock: Clock };
export type SubjectValues = z.output<typeof economicSubjectInputSchema>;
export type PersonValues = z.output<typeof contactPersonInputSchema>;

/** The economic subject of a user as the calls return it, or null. */
export async function economicSubjectOf(db: Kysely<DB>, userId: number) {
  const row = await findSubjectOfUser(db, userId);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    address_kind: row.address_kind as 'poland' | 'abroad',
    identification_type: row.identification_type as 'nip' | 'pesel' | 'numer_zagraniczny',
    identification_number: row.identification_number,
    address: {
      country: row.country,
      country_name: row.country_name ?? row.country,
      voivodeship: row.voivodeship,
      poviat: row.poviat,
      commune: row.commune,
      locality_id: row.locality_id,
      locality: row.locality,
      postcode: row.postcode,
      street: row.street,
      house_number: row.house_number,
    },
  };
}

/**
 * GET /api/users/{id}: 0 (or one's own id) is the own profile; another user's needs the user list
 * permission (user administration).
 */
export async function readProfile(db: Kysely<DB>, viewerId: number, requestedId: number) {
  const userId = requestedId === 0 ? viewerId : requestedId;
  if (userId !== viewerId) {
    assertMayReadProfileOf(await permissionsOf(db, viewerId));
  }
  const user = await findUserById(db, userId);
  if (!user) throw notFound('User not found.');
  return {
    user: {
      id: user.id,
      forename: user.forename,
      surname: user.surname,
      email: user.email,
      identifier: user.identifier,
      blocked: user.blocked,
      blocked_at: user.blocked_at ? user.blocked_at.toISOString() : null,
      economic_subject: await economicSubjectOf(db, user.id),
      contact_persons: await listContactPersons(db, user.id),
      language: user.language,
    },
  };
}

/**
 * The language of the signed-in user's e-mails (issue 51, decision 0056): the notifications and the
 * newsletter are written in it. Recorded when it changes; choosing the same one again changes nothing.
 */
export async function setLanguage(deps: ProfileDeps, userId: number, language: 'pl' | 'en') {
  return deps.db.transaction().execute(async (trx) => {
    const changed = await updateUserLanguage(trx, userId, language);
    if (changed)
      await recordEvent(trx, {
        type: 'user.language_changed',
        object: { kind: 'user', id: userId },
        actor: userActor(userId),
        at: deps.clock.now(),
        payload: { language },
      });
    return { language };
  });
}

/** Checks what the schema cannot: the TERYT locality and the country exist; fills the TERYT units. */
export async function subjectColumns(db: Kysely<DB>, input: SubjectValues) {
  const { address } = input;
  const country = await userReads().countryByCode(db, address.country);
  if (!country || excludedCountryCodes.includes(country.alpha2)) {
    throw unprocessable({ 'address.country': [profileMessages.countryUnknown] });
  }
  const base = {
    name: input.name,
    address_kind: input.address_kind,
    identification_type: input.identification_type,
    identification_number: input.identification_number,
    country: country.alpha2,
    postcode: address.postcode,
    street: address.street,
    house_number: address.house_number,
  };
  if (input.address_kind === 'abroad') {
    return {
      ...base,
      locality_id: null,
      locality: address.locality,
      voivodeship: null,
      poviat: null,
      commune: null,
    };
  }
  const locality = address.locality_id ? await userReads().localityBySym(db, address.locality_id) : undefined;
  if (!locality) throw unprocessable({ 'address.locality': [profileMessages.localityUnknown] });
  return {
    ...base,
    locality_id: locality.sym,
    locality: locality.name,
    voivodeship: locality.voivodeship,
    poviat: locality.poviat,
    commune: locality.commune,
  };
}

/**
 * Whose profile a write changes: one's own, or (`?user=`) another user's for an administrator who may
 * (assertMayEditProfileOf); 404 for an unknown user.
 */
export async function profileOwner(db: Kysely<DB>, actorId: number, requested: number | undefined) {
  if (requested === undefined || requested === actorId) return actorId;
  assertMayEditProfileOf(await permissionsOf(db, actorId));
  if (!(await findUserById(db, requested))) throw notFound('User not found.');
  return requested;
}

/** Who writes a profile (the signed-in user) and whose it is (the same, or another user for an administrator). */
export type ProfileWriter = { actor: number; owner: number };

/** Records an event of a profile's part in the transaction of the change; the owner in the payload. */
function profileEvent(
  trx: Transaction<DB>,
  type: EventType,
  object: { kind: 'economic_subject' | 'contact_person'; id: number },
  writer: ProfileWriter,
  at: Date,
) {
  return recordEvent(trx, {
    type,
    object,
    actor: userActor(writer.actor),
    at,
    payload: { user_id: writer.owner },
  });
}

export async function createEconomicSubject(deps: ProfileDeps, writer: ProfileWriter, values: SubjectValues) {
  const columns = await subjectColumns(deps.db, values);
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const inserted = await insertSubject(trx, { ...columns, user_id: writer.owner, created_at: now });
    if (!inserted) throw conflict(profileMessages.subjectExists);
    await profileEvent(trx, 'subject.created', { kind: 'economic_subject', id: inserted.id }, writer, now);
    return { economic_subject: { id: inserted.id } };
  });
}

export async function updateEconomicSubject(
  deps: ProfileDeps,
  writer: ProfileWriter,
  id: number,
  values: SubjectValues,
) {
  const columns = await subjectColumns(deps.db, values);
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const updated = await updateSubject(trx, id, writer.owner, { ...columns, modified_at: now });
    if (!updated) throw notFound();
    await profileEvent(trx, 'subject.changed', { kind: 'economic_subject', id }, writer, now);
    return { economic_subject: { id: updated.id } };
  });
}

function personColumns(values: PersonValues) {
  return {
    forename: values.forename,
    surname: values.surname,
    phone_number: values.phone_number,
    email: values.email,
  };
}

export async function createContactPerson(deps: ProfileDeps, writer: ProfileWriter, values: PersonValues) {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const { id } = await insertContactPerson(trx, {
      ...personColumns(values),
      user_id: writer.owner,
      created_at: now,
    });
    await profileEvent(trx, 'contact_person.created', { kind: 'contact_person', id }, writer, now);
    return { contact_person: { id } };
  });
}

export async function updateContactPersonOf(
  deps: ProfileDeps,
  writer: ProfileWriter,
  id: number,
  values: PersonValues,
) {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const updated = await updateContactPerson(trx, id, writer.owner, {
      ...personColumns(values),
      modified_at: now,
    });
    if (!updated) throw notFound();
    await profileEvent(trx, 'contact_person.changed', { kind: 'contact_person', id }, writer, now);
    return { contact_person: { id } };
  });
}

export async function removeContactPerson(deps: ProfileDeps, writer: ProfileWriter, id: number) {
  return deps.db.transaction().execute(async (trx) => {
    const deleted = await deleteContactPerson(trx, id, writer.owner);
    if (!deleted) throw notFound();
    await profileEvent(
      trx,
      'contact_person.deleted',
      { kind: 'contact_person', id },
      writer,
      deps.clock.now(),
    );
    return { contact_person: { id } };
  });
}

/** A country's Polish name by its code (undefined for an unknown one). */
export async function countryName(db: Kysely<DB>, alpha2: string): Promise<string | undefined> {
  return (await userReads().countryByCode(db, alpha2))?.name_pl;
}
