import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { login } from '../../../test/browserless-login.ts';
import { serverForFile } from '../../../test/test-server.ts';
import { insertAccount } from '../identity/accounts.repository.ts';
import { hashPassword } from '../identity/passwords.ts';
import { accountOfLogin } from '../users/index.ts';

/**
 * Issue 46 (decision 0046): the writes of a sign-in are recorded in the log like every other change.
 * The user made at a first sign-in commits with its `user.created` event (and with the session: a
 * failure anywhere in the sign-in leaves neither); a profile the issuer changed is written with a
 * `user.profile_synced` event naming the fields, never their values.
 */
const PASSWORD = 'Haslo-Testowe-46!';

describe('the events of a sign-in', () => {
  const file = serverForFile();

  /** An activated account of the embedded service that has never signed in to the portal. */
  const newAccount = async () => {
    const id = `konto-${randomBytes(6).toString('hex')}`;
    const email = `${id}@bk.example`;
    await insertAccount(file.db, {
      id,
      email,
      password_hash: await hashPassword(PASSWORD),
      given_name: 'Zofia',
      family_name: 'Pierwsza',
      activated_at: file.server.clock.now(),
    });
    return { id, email };
  };

  const userOf = (subject: string) =>
    file.db
      .selectFrom('users')
      .select(['id', 'forename', 'surname', 'email'])
      .where('oidc_issuer', '=', 'embedded')
      .where('oidc_subject', '=', subject)
      .executeTakeFirst();

  const eventsOf = (userId: number, type: string) =>
    file.db
      .selectFrom('events')
      .select(['id', 'actor_kind', 'actor_id', 'payload'])
      .where('type', '=', type)
      .where('object_kind', '=', 'user')
      .where('object_id', '=', userId)
      .execute();

  const userCreatedCount = async () =>
    Number(
      (
        await file.db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('type', '=', 'user.created')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('records user.created with the user made at the first sign-in, and a second sign-in makes neither', async () => {
    const account = await newAccount();
    expect(await userOf(account.id)).toBeUndefined();
    const { token } = await login(file.server.baseUrl, account.email, PASSWORD);
    expect(token).toBeTruthy();
    const user = await userOf(account.id);
    expect(user).toMatchObject({ forename: 'Zofia', surname: 'Pierwsza', email: account.email });
    const created = await eventsOf(user?.id as number, 'user.created');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      actor_kind: 'user',
      actor_id: user?.id,
      payload: { issuer: 'embedded' },
    });
    // The log keeps no personal data of the new user.
    expect(JSON.stringify(created[0]?.payload)).not.toContain(account.email);
    // Nothing the issuer gives differs from what was just written: no profile event.
    expect(await eventsOf(user?.id as number, 'user.profile_synced')).toHaveLength(0);

    await login(file.server.baseUrl, account.email, PASSWORD);
    expect(await eventsOf(user?.id as number, 'user.created')).toHaveLength(1);
    expect(await eventsOf(user?.id as number, 'user.profile_synced')).toHaveLength(0);
  });

  it('leaves neither the user nor its event when the sign-in fails later in its transaction', async () => {
    const account = await newAccount();
    const before = await userCreatedCount();
    // The session of the sign-in (written after the user in the same transaction) is refused.
    await sql`create function bk_test_refuse_session() returns trigger language plpgsql as $$
      begin raise exception 'session refused by the test'; end $$`.execute(file.db);
    await sql`create trigger bk_test_refuse_session before insert on sessions
      for each row execute function bk_test_refuse_session()`.execute(file.db);
    try {
      await expect(login(file.server.baseUrl, account.email, PASSWORD)).rejects.toThrow(/login failed/);
    } finally {
      await sql`drop trigger bk_test_refuse_session on sessions`.execute(file.db);
      await sql`drop function bk_test_refuse_session()`.execute(file.db);
    }
    expect(await userOf(account.id)).toBeUndefined();
    expect(await userCreatedCount()).toBe(before);

    // The same in a transaction of the test's own that fails after the user was made.
    await expect(
      file.db.transaction().execute(async (trx) => {
        const made = await accountOfLogin(trx, {
          issuer: 'embedded',
          subject: account.id,
          preferredName: account.id,
          profile: { email: account.email, forename: 'Zofia', surname: 'Pierwsza' },
          at: file.server.clock.now(),
        });
        expect(made).toBeDefined();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await userOf(account.id)).toBeUndefined();
    expect(await userCreatedCount()).toBe(before);

    // Once nothing refuses, the sign-in makes both.
    await login(file.server.baseUrl, account.email, PASSWORD);
    const user = await userOf(account.id);
    expect(user).toBeDefined();
    expect(await eventsOf(user?.id as number, 'user.created')).toHaveLength(1);
    expect(await userCreatedCount()).toBe(before + 1);
  });

  it('records user.profile_synced with the names of the fields the issuer changed', async () => {
    const account = await newAccount();
    await login(file.server.baseUrl, account.email, PASSWORD);
    const user = await userOf(account.id);
    // The name changes at the issuer (here: its account, as another application of the service would).
    await file.db
      .updateTable('identity_accounts')
      .set({ given_name: 'Zuzanna', family_name: 'Druga' })
      .where('id', '=', account.id)
      .execute();
    await login(file.server.baseUrl, account.email, PASSWORD);
    expect(await userOf(account.id)).toMatchObject({ forename: 'Zuzanna', surname: 'Druga' });
    const synced = await eventsOf(user?.id as number, 'user.profile_synced');
    expect(synced).toHaveLength(1);
    expect(synced[0]).toMatchObject({
      actor_kind: 'user',
      actor_id: user?.id,
      payload: { fields: ['forename', 'surname'] },
    });
    expect(JSON.stringify(synced[0]?.payload)).not.toContain('Zuzanna');
  });
});
