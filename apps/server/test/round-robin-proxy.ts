import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer for tests: each request goes to the next of `ports` in turn (per request, not per
 * connection), on 127.0.0.1, and `served` counts what each port got.
 */
export async function startRoundRobinProxy(ports: number[], port = 0) {
  let next = 0;
  const served = ports.map(() => 0);
  const server = http.createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % ports.length;
    served[index] = (served[index] ?? 0) + 1;
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: ports[index],
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
