import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { pingDatabase } from './health.repository.ts';

/** Where the process is in its life: only 'ready' takes traffic from a load balancer. */
export type Phase = 'starting' | 'migrating' | 'loading' | 'ready' | 'stopping';

export class Readiness {
  phase: Phase = 'starting';
}

/** How long the database may take to answer a health check. */
export const HEALTH_TIMEOUT_MS = 2_000;

/**
 * Asks the database a trivial question through the same pool as every call, so a stuck database (a
 * held connection, an exhausted pool, a server that went away) shows here. At most one check runs at a
 * time: while a stuck one waits, later checks share its answer instead of queueing more queries.
 */
export function databaseCheck(db: Kysely<DB>, timeoutMs = HEALTH_TIMEOUT_MS) {
  let running: Promise<boolean> | null = null;
  return (): Promise<boolean> => {
    if (!running) {
      const query = pingDatabase(db).then(
        () => true,
        () => false,
      );
      running = query;
      query.finally(() => {
        running = null;
      });
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    return Promise.race([running, timeout]).finally(() => clearTimeout(timer));
  };
}
