import type { Kysely, KyselyPlugin } from 'kysely';
import type { DB } from '../src/db/schema.ts';

/**
 * The same database handle, counting the statements sent through it: the machine-independent guard of
 * a performance figure ("a page is one query", "a request while nothing changed reads one row").
 */
export function countingDb(db: Kysely<DB>) {
  let queries = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return {
    db: db.withPlugin(plugin),
    /** The statements sent since the last call, and starts counting again. */
    take(): number {
      const counted = queries;
      queries = 0;
      return counted;
    },
  };
}
