import cluster from 'node:cluster';
import { prepareDatabase } from './bootstrap.ts';
import { runPrimary, stopOnKeyError } from './cluster.ts';
import { loadConfig } from './config.ts';
import { answerMetricsRequests } from './modules/metrics/index.ts';
import { startServer } from './serve.ts';

const config = loadConfig();
if (cluster.isPrimary)
  for (const note of [config.workersNote, config.publicUrlNote]) if (note) console.warn(note);

if (process.argv.includes('--prepare')) {
  // Migrate and load, then exit (bootstrap.ts's prepareDatabase): nothing listens.
  await prepareDatabase(config).catch(stopOnKeyError);
  console.log(`Baza Konkurencyjności: the database is ready (demo data: ${config.demoData ? 'yes' : 'no'})`);
  process.exit(0);
} else if (config.workers > 1 && cluster.isPrimary) {
  runPrimary(config);
} else {
  // A worker of several answers the primary's gathering of /metrics, and listens once it is ready
  // (the others serve meanwhile); a single process listens at once and answers 503 until ready.
  if (cluster.isWorker) answerMetricsRequests();
  const serving = await startServer(config, { listenFirst: !cluster.isWorker }).catch(stopOnKeyError);
  const { database } = serving.running;
  if (!cluster.isWorker)
    console.log(
      `Baza Konkurencyjności: ${config.publicUrl} (database: ${database.kind}${
        database.kind === 'pglite' ? `, ${config.dataDir}` : ''
      }; demo data: ${config.demoData ? 'yes' : 'no'})`,
    );

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      serving.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
