import { loadConfig } from './config.ts';
import { startServer } from './serve.ts';

const config = loadConfig();
const serving = await startServer(config);
const { database } = serving.running;
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
