import { bootstrap } from './bootstrap.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const running = await bootstrap(config);
await running.app.listen({ port: config.port, host: config.host });
console.log(
  `Baza Konkurencyjności: ${config.publicUrl} (database: ${running.database.kind}${
    running.database.kind === 'pglite' ? `, ${config.dataDir}` : ''
  }; demo data: ${config.demoData ? 'yes' : 'no'})`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
