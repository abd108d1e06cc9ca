import type { Kysely, RawBuilder } from 'kysely';
import type { DB, FileSealing } from '../../db/schema.ts';
import { recordEvent, systemActor } from '../events/index.ts';
import { keyContext } from './gcm.ts';
import {
  announcementKeysNotUnder,
  keyIdsInUse,
  masterKeyNumber,
  masterKeys,
  registerMasterKey,
  retireMasterKeys,
  rewrapAnnouncementKey,
} from './keys.repository.ts';
import { type KeyService, MasterKeyError } from './master-key.ts';

const CHECK = 'bk-master-key-check';

/**
 * Sealed data keys of one table as the files module reads and rewrites them (its `sealedFileKeys`: the
 * files', and the resumable uploads' of issue 50): the
 * check reads the keys they are wrapped with and the rotation rewraps them through these, the files
 * table being the files module's (issue 46). The files import the keys, so the caller hands them in.
 */
export type SealedFileKeys = {
  notUnder(
    db: Kysely<DB>,
    current: string,
    limit: number,
  ): Promise<{ id: number; sealing: FileSealing | null }[]>;
  rewrap(db: Kysely<DB>, id: number, oldKeyId: string, sealing: string): Promise<void>;
  /** A subquery of the master key id (`key_id`) of every sealed file. */
  keyIds(): RawBuilder<{ key_id: string }>;
};

/**
 * Checks at start that this process's master key is the one the database's sealed data is wrapped
 * with (or, during a rotation, the new one beside it), and registers a key the database has not known
 * yet. Anything else stops the start with what is wrong: a process with a wrong or missing key would
 * only serve errors (decision 0038).
 */
export async function checkMasterKey(
  db: Kysely<DB>,
  keys: KeyService,
  now: Date,
  sealedFiles: readonly SealedFileKeys[],
): Promise<void> {
  const known = await masterKeys(db);
  const active = known.filter((k) => k.retired_at === null);
  const mine = active.find((k) => k.key_id === keys.currentKeyId);
  if (mine) {
    await keys.unwrap(mine.key_id, mine.check_value, 'check').then(
      (value) => {
        if (value.toString('utf8') !== CHECK) throw new Error('check value differs');
      },
      () => {
        throw new MasterKeyError(
          `The master key ${mine.key_id} does not open its check value in the database.`,
        );
      },
    );
  } else {
    const previous = active.filter((k) => keys.keyIds.includes(k.key_id));
    if (active.length > 0 && previous.length === 0) {
      throw new MasterKeyError(
        `The master key (id ${keys.currentKeyId}) is not the one the database's offers are sealed with (id ${active
          .map((k) => k.key_id)
          .join(
            ', ',
          )}). Start with that key (BK_MASTER_KEY_FILE), or with the new one and the old one as BK_MASTER_KEY_PREVIOUS_FILE to rotate.`,
      );
    }
    const check = await keys.wrap(Buffer.from(CHECK, 'utf8'), 'check');
    // The registration and its event commit together (decision 0046); the event names the key by its
    // id (a digest's prefix), never its material or check value.
    await db.transaction().execute(async (trx) => {
      const number = await registerMasterKey(trx, {
        key_id: check.keyId,
        check_value: check.wrapped,
        created_at: now,
      });
      if (number === undefined) return;
      await recordEvent(trx, {
        type: 'master_key.registered',
        object: { kind: 'master_key', id: number },
        actor: systemActor,
        at: now,
        payload: { key_id: check.keyId, beside_key_ids: previous.map((k) => k.key_id) },
      });
    });
  }
  const unknown = [
    ...(
      await keyIdsInUse(
        db,
        sealedFiles.map((k) => k.keyIds()),
      )
    ).keys(),
  ].filter((id) => !keys.keyIds.includes(id));
  if (unknown.length > 0) {
    throw new MasterKeyError(
      `Sealed offers in the database are wrapped by master key ${unknown.join(', ')}, which this process does not have.`,
    );
  }
}

/**
 * `npm run keys:rotate`: rewraps every data key wrapped by another master key under the current one, in
 * batches (each an update of rows still under the old key, so processes keep serving meanwhile: they hold
 * both keys), then retires the old keys. The sealed values themselves are not touched.
 */
export async function rotateMasterKey(
  db: Kysely<DB>,
  keys: KeyService,
  now: Date,
  log: (line: string) => void,
  sealedFiles: readonly SealedFileKeys[],
): Promise<{ announcements: number; files: number }> {
  await checkMasterKey(db, keys, now, sealedFiles);
  const current = keys.currentKeyId;
  let announcements = 0;
  for (;;) {
    const batch = await announcementKeysNotUnder(db, current, 500);
    if (batch.length === 0) break;
    for (const row of batch) {
      const context = keyContext.announcement(row.announcement_id);
      const key = await keys.unwrap(row.key_id, row.wrapped_key, context);
      const wrapped = await keys.wrap(key, context);
      await rewrapAnnouncementKey(db, {
        announcement_id: row.announcement_id,
        old_key_id: row.key_id,
        key_id: wrapped.keyId,
        wrapped_key: wrapped.wrapped,
      });
    }
    announcements += batch.length;
    log(`announcement keys rewrapped: ${announcements}`);
  }
  let files = 0;
  for (const sealed of sealedFiles)
    for (;;) {
      const batch = await sealed.notUnder(db, current, 500);
      if (batch.length === 0) break;
      for (const row of batch) {
        const sealing = row.sealing as NonNullable<typeof row.sealing>;
        const context = keyContext.file(sealing.nonce);
        const key = await keys.unwrap(sealing.key_id, sealing.wrapped_key, context);
        const wrapped = await keys.wrap(key, context);
        await sealed.rewrap(
          db,
          row.id,
          sealing.key_id,
          JSON.stringify({ ...sealing, key_id: wrapped.keyId, wrapped_key: wrapped.wrapped }),
        );
      }
      files += batch.length;
      log(`file keys rewrapped: ${files}`);
    }
  // The old keys retire with the rotation's event (decision 0046): ids and counts, never key material.
  await db.transaction().execute(async (trx) => {
    const retired = await retireMasterKeys(trx, current, now);
    const number = await masterKeyNumber(trx, current);
    if (number === undefined || (retired.length === 0 && announcements + files === 0)) return;
    await recordEvent(trx, {
      type: 'master_key.rotated',
      object: { kind: 'master_key', id: number },
      actor: systemActor,
      at: now,
      payload: {
        key_id: current,
        retired_key_ids: retired,
        announcement_keys: announcements,
        file_keys: files,
      },
    });
  });
  return { announcements, files };
}
