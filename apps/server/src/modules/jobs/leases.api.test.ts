import { describe, expect, it } from 'vitest';
import { serverForFile } from '../../../test/test-server.ts';
import { enqueueJob, onJob } from './index.ts';
import {
  type ClaimedJob,
  claimJob,
  completeJob,
  extendLease,
  failJob,
  LEASE_EXPIRED_ERROR,
} from './jobs.repository.ts';

/**
 * Issue 46 (decision 0046): job leases on a real server. A runner that died is played by a claim that
 * never completes (its lease then runs out); another runner by a claim of the test's own, with a time
 * later than the lease.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job leases', () => {
  const file = serverForFile();

  const jobOf = (id: number) =>
    file.db
      .selectFrom('jobs')
      .select(['state', 'attempts', 'last_error', 'lease_token', 'locked_until', 'finished_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const enqueue = async (queue: string, maxAttempts = 10) => {
    const now = file.server.clock.now();
    await enqueueJob(file.db, { queue, key: queue, runAt: now, maxAttempts }, now);
    const row = await file.db
      .selectFrom('jobs')
      .select('id')
      .where('queue', '=', queue)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('fails a job whose process died in each of its attempts, instead of claiming it for ever', async () => {
    // No handler in the server for this queue: only the test's claims (runners that die) take it.
    const queue = 'test.dies';
    const id = await enqueue(queue, 3);
    const lease = [{ name: queue, leaseMs: 1_000 }];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const claimed = await claimJob(file.db, lease, file.server.clock.now());
      expect(claimed?.id).toBe(id);
      expect(claimed?.attempts).toBe(attempt);
      if (attempt > 1) {
        const reclaimed = await jobOf(id);
        expect(reclaimed.state).toBe('running');
        expect(reclaimed.last_error).toBe(LEASE_EXPIRED_ERROR);
      }
      // The process dies: the job is never completed, and its lease runs out.
      file.server.clock.advance(2_000);
    }
    // Its attempts are used: nobody claims it again.
    expect(await claimJob(file.db, lease, file.server.clock.now())).toBeUndefined();
    // The runner of the server fails it (the dead letter).
    await file.server.background.settle();
    const failed = await jobOf(id);
    expect(failed.state).toBe('failed');
    expect(failed.attempts).toBe(3);
    expect(failed.last_error).toBe(LEASE_EXPIRED_ERROR);
    expect(failed.lease_token).toBeNull();
    expect(failed.finished_at).not.toBeNull();
  });

  it('lets a runner whose lease ran out neither complete, fail nor extend a job another runner holds', async () => {
    const queue = 'test.taken';
    const id = await enqueue(queue);
    const lease = [{ name: queue, leaseMs: 1_000 }];
    const first = (await claimJob(file.db, lease, file.server.clock.now())) as ClaimedJob;
    file.server.clock.advance(2_000);
    const second = (await claimJob(file.db, lease, file.server.clock.now())) as ClaimedJob;
    expect(second.id).toBe(id);
    expect(second.lease_token).not.toBe(first.lease_token);
    const now = file.server.clock.now();
    expect(await completeJob(file.db, first, now)).toBe(false);
    expect(await failJob(file.db, first, 'late', now, now)).toBe(false);
    expect(await extendLease(file.db, first, new Date(now.getTime() + 60_000))).toBe(false);
    const held = await jobOf(id);
    expect(held).toMatchObject({ state: 'running', attempts: 2, lease_token: second.lease_token });
    expect(await completeJob(file.db, second, now)).toBe(true);
    expect((await jobOf(id)).state).toBe('done');
    // Done: nobody completes it again.
    expect(await completeJob(file.db, second, now)).toBe(false);
  });

  it("keeps the server's runner from writing the result of a job taken over, and tells its handler", async () => {
    const queue = 'test.overtaken';
    let taken: ClaimedJob | undefined;
    let noticed = false;
    onJob(
      queue,
      async (_job, deps) => {
        // Another runner, whose time is past this lease, claims the job meanwhile.
        const later = new Date(deps.clock.now().getTime() + 10_000);
        taken = await claimJob(file.db, [{ name: queue, leaseMs: 60_000 }], later);
        // The heartbeat notices the lost lease.
        const started = Date.now();
        while (!deps.signal.aborted && Date.now() - started < 5_000) await sleep(50);
        noticed = deps.signal.aborted;
      },
      { leaseMs: 300 },
    );
    const id = await enqueue(queue);
    await file.server.background.settle();
    expect(taken?.id).toBe(id);
    expect(noticed).toBe(true);
    // The job is the other runner's: still running under its token, not 'done' by the first one.
    expect(await jobOf(id)).toMatchObject({ state: 'running', attempts: 2, lease_token: taken?.lease_token });
    expect(await completeJob(file.db, taken as ClaimedJob, file.server.clock.now())).toBe(true);
  });

  it('extends the lease of a long job while it works, so no other runner takes it', async () => {
    const queue = 'test.long';
    const leaseMs = 2_000;
    const seen: { lockedUntil: number; otherClaim: unknown }[] = [];
    let aborted = false;
    onJob(
      queue,
      async (job, deps) => {
        // Two and a half leases long; every half second another runner tries to claim it.
        const started = Date.now();
        while (Date.now() - started < 2.5 * leaseMs) {
          await sleep(500);
          const row = await jobOf(job.id);
          seen.push({
            lockedUntil: new Date(row.locked_until as Date).getTime(),
            otherClaim: await claimJob(file.db, [{ name: queue, leaseMs }], deps.clock.now()),
          });
        }
        aborted = deps.signal.aborted;
      },
      { leaseMs },
    );
    const id = await enqueue(queue);
    const claimedAt = file.server.clock.now().getTime();
    await file.server.background.settle();
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(seen.every((s) => s.otherClaim === undefined)).toBe(true);
    // The lease moved on past its first end.
    expect(Math.max(...seen.map((s) => s.lockedUntil))).toBeGreaterThan(claimedAt + 2 * leaseMs);
    expect(aborted).toBe(false);
    const done = await jobOf(id);
    expect(done).toMatchObject({ state: 'done', attempts: 1, lease_token: null, locked_until: null });
  });
});
