import net from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test SMTP server received: its envelope, the raw text and the parsed message. */
export type Received = { from: string; to: string[]; raw: string; mail: ParsedMail };

/**
 * A real SMTP server on 127.0.0.1 for a test (the smtp-server package): it requires authentication
 * with `user`/`pass` when given, offers STARTTLS with its own self-signed certificate, and keeps every
 * message it accepts. `url` is the SMTP_URL the portal is given.
 */
export async function startSmtpServer(
  options: { user?: string; pass?: string; port?: number; finishReading?: boolean } = {},
) {
  const received: Received[] = [];
  /** Recipients the server refuses (a mailbox that does not exist): a failed delivery. */
  const refused = new Set<string>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: !options.user,
    // The portal signs in over the encrypted session only (STARTTLS first).
    allowInsecureAuth: false,
    disabledCommands: options.user ? [] : ['AUTH'],
    size: 10 * 1024 * 1024,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          mail: await simpleParser(raw),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // A client that dies mid-session (a killed server process) resets its connection: not the test's error.
  server.on('error', () => {});
  const serverPort = (server.server.address() as { port: number }).port;
  const front = options.finishReading ? await startFinishingFront(serverPort) : null;
  const port = front?.port ?? serverPort;
  const auth = options.user
    ? `${encodeURIComponent(options.user)}:${encodeURIComponent(options.pass ?? '')}@`
    : '';
  return {
    port,
    // The server's certificate is self-signed: the test portal accepts it.
    url: `smtp://${auth}127.0.0.1:${port}/?requireTLS=true&tls.rejectUnauthorized=false`,
    received,
    refused,
    /** The messages that arrived to `address` (after the first `from` of all). */
    to: (address: string, from = 0) => received.slice(from).filter((m) => m.to.includes(address)),
    /** Resolves once `count` messages arrived in all (or fails after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 15_000): Promise<Received[]> {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`${received.length} of ${count} messages arrived`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 100);
        });
      }
      return received;
    },
    close: async () => {
      await front?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A front for the test server that reads what a client sends to its end, as a mail server does: the
 * smtp-server package drops a message whose final dot arrives together with the client's end of the
 * connection when its parser is still busy with the message (it stops parsing on 'close'), while
 * Postfix and its kind read every byte received before they see the end. The front passes every byte
 * on at once and never the end of a client that went away (a killed process): that session stays
 * open until the front closes.
 */
async function startFinishingFront(target: number) {
  const sockets = new Set<net.Socket>();
  const front = net.createServer((client) => {
    const server = net.connect(target, '127.0.0.1');
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk) => server.write(chunk));
    server.on('data', (chunk) => {
      if (!client.destroyed) client.write(chunk);
    });
    // A client that went away leaves its session open at the server, which reads every byte at its own
    // pace: a loaded machine lagged the test's process by more than the second the front once waited,
    // and the server, handed the end, dropped a message whose dot had arrived (CI, 2026-12-06).
    client.on('error', () => {});
    server.on('end', () => client.end());
    server.on('error', () => client.destroy());
    server.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (front.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        front.close(() => resolve());
      }),
  };
}
