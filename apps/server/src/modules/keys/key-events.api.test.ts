import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverForFile, TEST_MASTER_KEY } from '../../../test/test-server.ts';
import { sealedFileKeys } from '../files/index.ts';
import { checkMasterKey, LocalKeyService, rotateMasterKey } from './index.ts';
import { keyIdOf } from './master-key.ts';

/**
 * Issue 46 (decision 0046): the registration of a master key and its rotation are recorded in the log
 * in their transactions, naming the key by its id (a digest's prefix) and number, never its material
 * or the value wrapped by it.
 */
describe('the events of master keys', () => {
  const file = serverForFile();

  const keyEvents = () =>
    file.db
      .selectFrom('events')
      .select(['type', 'object_kind', 'object_id', 'actor_kind', 'payload'])
      .where('type', 'in', ['master_key.registered', 'master_key.rotated'])
      .orderBy('id')
      .execute();

  const keyRows = () =>
    file.db
      .selectFrom('master_keys')
      .select(['number', 'key_id', 'check_value', 'retired_at'])
      .orderBy('number')
      .execute();

  /** Whatever of a key the log must never hold: the key (base64, hex) and the values wrapped by it. */
  const secretsOf = async (keys: Buffer[]) => [
    ...keys.flatMap((key) => [key.toString('base64'), key.toString('hex'), key.toString('base64url')]),
    ...(await keyRows()).map((row) => row.check_value),
  ];

  it('records the registration of the master key at the first start, once', async () => {
    const oldKey = Buffer.from(TEST_MASTER_KEY, 'base64');
    const [row] = await keyRows();
    expect(row?.key_id).toBe(keyIdOf(oldKey));
    const events = await keyEvents();
    expect(events).toEqual([
      {
        type: 'master_key.registered',
        object_kind: 'master_key',
        object_id: row?.number,
        actor_kind: 'system',
        payload: { key_id: keyIdOf(oldKey), beside_key_ids: [] },
      },
    ]);
    // The same key checked again (another start) registers nothing.
    await checkMasterKey(file.db, new LocalKeyService(oldKey, []), file.server.clock.now(), sealedFileKeys);
    expect(await keyEvents()).toHaveLength(1);
  });

  it('records a new key registered beside the old one, and the rotation that retires the old one', async () => {
    const oldKey = Buffer.from(TEST_MASTER_KEY, 'base64');
    const newKey = randomBytes(32);
    const keys = new LocalKeyService(newKey, [oldKey]);
    // A start with the new key and the old one beside it (as BK_MASTER_KEY_PREVIOUS_FILE gives it).
    await checkMasterKey(file.db, keys, file.server.clock.now(), sealedFileKeys);
    const rotated = await rotateMasterKey(
      file.db,
      keys,
      file.server.clock.now(),
      () => undefined,
      sealedFileKeys,
    );
    const rows = await keyRows();
    expect(rows.map((r) => [r.key_id, r.retired_at !== null])).toEqual([
      [keyIdOf(oldKey), true],
      [keyIdOf(newKey), false],
    ]);
    const events = await keyEvents();
    expect(events.slice(1)).toEqual([
      {
        type: 'master_key.registered',
        object_kind: 'master_key',
        object_id: rows[1]?.number,
        actor_kind: 'system',
        payload: { key_id: keyIdOf(newKey), beside_key_ids: [keyIdOf(oldKey)] },
      },
      {
        type: 'master_key.rotated',
        object_kind: 'master_key',
        object_id: rows[1]?.number,
        actor_kind: 'system',
        payload: {
          key_id: keyIdOf(newKey),
          retired_key_ids: [keyIdOf(oldKey)],
          announcement_keys: rotated.announcements,
          file_keys: rotated.files,
        },
      },
    ]);
    const logged = JSON.stringify(events);
    for (const secret of await secretsOf([oldKey, newKey])) expect(logged).not.toContain(secret);
    // A rotation with nothing left to rotate records nothing.
    await rotateMasterKey(
      file.db,
      new LocalKeyService(newKey, []),
      file.server.clock.now(),
      () => undefined,
      sealedFileKeys,
    );
    expect(await keyEvents()).toHaveLength(3);
  });
});
