import http from 'node:http';
import { bootstrap, type Running } from './bootstrap.ts';
import type { Config } from './config.ts';
import { healthMessages, Readiness } from './modules/health/index.ts';
import { clientErrorHandler } from './plugins/errors.ts';

export const startingMessage = 'Portal uruchamia się. Spróbuj ponownie za chwilę.';

export type Serving = { running: Running; server: http.Server; close: () => Promise<void> };

/**
 * Listens at once, then opens, migrates and loads the database: until the app is ready every call is
 * answered 503 in the spec's envelope with Retry-After (the readiness check says so to a load balancer
 * while the process starts or migrates), then requests go to the app. Stopping turns readiness off
 * first, then closes the app and the listener.
 */
export async function startServer(
  config: Config,
  options: { dataDir?: string; loadDataDir?: Blob; listenFirst?: boolean } = {},
): Promise<Serving> {
  const readiness = new Readiness();
  let running: Running | null = null;
  const server = http.createServer((request, response) => {
    if (running) return running.app.routing(request, response);
    const body = JSON.stringify({
      status: 'Error',
      errors: {},
      message: request.url?.startsWith('/api/health') ? healthMessages.notReady : startingMessage,
    });
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '5',
    });
    response.end(body);
  });
  // As Fastify sets up its own listener: a keep-alive longer than usual proxies' idle time, and
  // malformed requests (headers too large, bad request lines) answered in Polish in the envelope.
  server.keepAliveTimeout = 72_000;
  server.on('clientError', clientErrorHandler);
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  // A worker of several listens once it is ready: until then the others take its share.
  const listenFirst = options.listenFirst ?? true;
  if (listenFirst) await listen();
  let started: Running;
  try {
    started = await bootstrap(config, {
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      readiness,
    });
  } catch (error) {
    server.close();
    throw error;
  }
  await started.app.ready();
  running = started;
  if (!listenFirst) await listen();
  return {
    running: started,
    server,
    close: async () => {
      readiness.phase = 'stopping';
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await started.close();
    },
  };
}
