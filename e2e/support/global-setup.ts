// Before the workers start their portals: the server bundle is built once (when its sources changed),
// so the workers do not build it side by side.
export default async function globalSetup(): Promise<void> {
  // @ts-expect-error: a plain ES module of the repository's scripts, without types.
  const { buildServerIfStale } = await import('../../scripts/build-server.mjs');
  await buildServerIfStale();
}
