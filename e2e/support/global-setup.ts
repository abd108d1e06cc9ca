import { basePort } from './portal.ts';

// Before the workers start their portals: the server bundle is built once (when its sources changed),
// so the workers do not build it side by side, and the run's template database is made with it, which
// each portal starts from as a copy (scripts/e2e-template.mjs). The workers inherit E2E_TEMPLATE.
export default async function globalSetup(): Promise<void> {
  // @ts-expect-error: a plain ES module of the repository's scripts, without types.
  const { buildServerIfStale } = await import('../../scripts/build-server.mjs');
  await buildServerIfStale();
  // @ts-expect-error: the same.
  const { prepareTemplate } = await import('../../scripts/e2e-template.mjs');
  const started = Date.now();
  process.env.E2E_TEMPLATE = prepareTemplate(basePort);
  console.log(`The browser tests' template database: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
