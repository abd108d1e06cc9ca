import type { TreeHead } from '@bk/contracts/audit/transparency/sth';
import { TreeBuilder } from '@bk/contracts/audit/transparency/tree';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createAndPublish, refsOf, validContent } from '../../../test/announcement-fixtures.ts';
import { signIn } from '../../../test/api-client.ts';
import { asDatabaseAdministrator } from '../../../test/database-administrator.ts';
import { serverForFile } from '../../../test/test-server.ts';
import { GENESIS_HASH, headNow, linkHash, linksAfter, publishedHead, verifyLog } from './index.ts';
import { leafOf, nodeSha256 } from './log-tree.ts';
import { auditKeys } from './signing-keys.ts';

// Issue 47: an entry rewritten by the database's administrator, found against a head kept outside even
// when the rewriter also recomputed the chain and the tree and deleted the heads the database kept.
const file = serverForFile();

const verify = (kept: TreeHead[] = []) =>
  verifyLog(file.db, file.server.clock.now(), { keys: auditKeys(), kept });

it('finds a rewritten entry by its leaf, and by a kept head once the chain, the tree and the heads were redone', async () => {
  const jan = await signIn(file.server, 'advertiser');
  const refs = await refsOf(file.server, 'jkowalski');
  const id = await createAndPublish(
    file.server,
    jan,
    validContent(refs, { title: 'Wpis do przepisania' }),
    10,
  );
  await file.server.background.settle();
  await file.server.background.stop(); // the sealer must not meet the rewriter's half-done work
  const kept = publishedHead((await headNow(file.db, file.server.clock.now())) as never);
  expect((await verify([kept])).problems).toEqual([]);

  // The announcement's publication said another time (the review's rewrite): only the event's row.
  const target = await file.db
    .selectFrom('events as e')
    .innerJoin('event_chain as c', 'c.event_id', 'e.id')
    .select(['e.id', 'c.seq'])
    .where('e.object_kind', '=', 'announcement')
    .where('e.object_id', '=', id)
    .where('e.type', '=', 'announcement.published')
    .executeTakeFirstOrThrow();
  await asDatabaseAdministrator(file.db, async () => {
    await sql`update events set occurred_at = occurred_at - interval '3 days' where id = ${target.id}`.execute(
      file.db,
    );
  });
  const rewritten = await verify([kept]);
  expect(rewritten.ok).toBe(false);
  expect(rewritten.problems).toEqual(
    expect.arrayContaining([
      `entry ${target.seq} (event ${target.id}, announcement.published): its MAC does not hold`,
      `entry ${target.seq} (event ${target.id}, announcement.published): it differs from the leaf sealed for it`,
    ]),
  );

  // A thorough rewriter redoes the chain's hashes and the whole tree, and deletes the database's heads:
  // everything in the database agrees again, and only the head kept outside still tells.
  await asDatabaseAdministrator(file.db, async () => {
    const links = await linksAfter(file.db, 0, 1_000_000);
    let previous = GENESIS_HASH;
    const tree = new TreeBuilder(nodeSha256);
    await sql`delete from merkle_nodes`.execute(file.db);
    await sql`delete from tree_heads`.execute(file.db);
    for (const link of links) {
      previous = linkHash(previous, link);
      await sql`update event_chain set hash = ${previous} where seq = ${link.seq}`.execute(file.db);
      for (const node of tree.push(leafOf(link)))
        await sql`insert into merkle_nodes (level, idx, hash) values (${node.level}, ${node.index}, ${Buffer.from(node.hash)})`.execute(
          file.db,
        );
    }
  });
  const withoutKept = await verify();
  // Without the key the rewriter could not make the MAC hold; that is all the database still shows.
  expect(withoutKept.problems).toEqual([
    `entry ${target.seq} (event ${target.id}, announcement.published): its MAC does not hold`,
  ]);
  const againstKept = await verify([kept]);
  expect(againstKept.problems).toEqual(
    expect.arrayContaining([
      `the kept head 1 (size ${kept.size}): the log's first ${kept.size} entries do not give its root (an entry among them was rewritten, removed or added)`,
      `the kept head 1 (size ${kept.size}): the log does not extend it (consistency proof)`,
    ]),
  );
});
