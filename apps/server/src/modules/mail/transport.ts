import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

/** One message as it goes out: the envelope and the whole MIME text. */
export type Outgoing = { from: string; to: string; raw: Buffer };

/**
 * Sends a message. `atEnd` is called once the server has accepted the envelope and the whole content
 * has gone out to the kernel, with `dot`, which writes the final dot that completes the SMTP
 * transaction: it starts the message's record and calls `dot` in the same tick, so that neither waits
 * for the other's I/O and a crash leaves both or neither (decision 0032), and resolves once the record
 * is written. `send` resolves when the server accepted the message and the record is written, and
 * rejects if either failed (a record that failed before its dot drops the connection: the server
 * keeps nothing of the transaction).
 */
export type AtEnd = (dot: () => void) => Promise<void>;

export interface MailSender {
  readonly size: number;
  send(message: Outgoing, atEnd: AtEnd): Promise<void>;
  close(): void;
}

/** The MIME text of a message (nodemailer's composer: quoted-printable UTF-8 parts, encoded headers). */
export function composeMessage(mail: {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  date: Date;
  headers: Record<string, string>;
}): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    new MailComposer({ ...mail, textEncoding: 'quoted-printable' })
      .compile()
      .build((error, message) => (error ? reject(error) : resolve(message))),
  );
}

/** Each step of a session at most (a message's lease in delivery.ts is longer). */
/**
 * Resolves once everything written to the socket has been handed to the kernel. ('drain' comes only
 * after a write that filled the buffer, so the buffer is looked at after each round of I/O instead.)
 */
async function drained(socket: Socket): Promise<void> {
  for (let round = 0; socket.writableLength > 0 && !socket.destroyed; round++)
    await new Promise((resolve) => (round < 100 ? setImmediate(resolve) : setTimeout(resolve, 2)));
  // A piped stream may still hand it more in this tick.
  await new Promise((resolve) => setImmediate(resolve));
  if (socket.writableLength > 0 && !socket.destroyed) await drained(socket);
}

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/** One pooled connection: connected (and signed in) on first use, again after any failure. */
class PooledConnection {
  #connection: SMTPConnection | null = null;
  #ready: Promise<SMTPConnection> | null = null;

  constructor(private readonly options: ReturnType<typeof parseConnectionUrl>) {}

  #open(): Promise<SMTPConnection> {
    this.#ready ??= new Promise<SMTPConnection>((resolve, reject) => {
      const connection = new SMTPConnection({ ...TIMEOUTS, ...this.options });
      connection.once('error', reject);
      connection.connect(() => {
        const auth = this.options.auth as { user?: string; pass?: string } | undefined;
        const done = () => {
          connection.removeListener('error', reject);
          connection.on('error', () => this.drop());
          connection.once('end', () => this.drop());
          this.#connection = connection;
          resolve(connection);
        };
        if (!auth?.user) return done();
        connection.login({ user: auth.user, pass: auth.pass ?? '' }, (error) =>
          error ? reject(error) : done(),
        );
      });
    }).catch((error) => {
      this.drop();
      throw error;
    });
    return this.#ready;
  }

  drop(): void {
    const connection = this.#connection;
    this.#connection = null;
    this.#ready = null;
    connection?.close();
  }

  async send(message: Outgoing, atEnd: AtEnd): Promise<void> {
    const connection = await this.#open();
    const socket = (connection as unknown as { _socket: Socket })._socket;
    let pushed = false;
    let dotted = false;
    let recording: Promise<void> | null = null;
    const content = new Readable({
      read() {
        if (!pushed) {
          pushed = true;
          this.push(message.raw);
          return;
        }
        if (recording) return;
        // Once the content has gone out to the kernel, the record starts and the end (the dot) is
        // written in the same tick: neither waits for the other's I/O.
        const dot = () => {
          dotted = true;
          this.push(null);
        };
        recording = drained(socket).then(() => atEnd(dot));
        recording.catch(() => {
          if (!dotted) connection.close();
        });
      },
    });
    await new Promise<void>((resolve, reject) =>
      connection.send({ from: message.from, to: [message.to] }, content, (error) => {
        if (error) {
          // A failed transaction may leave the session anywhere: the next message opens a new one.
          this.drop();
          reject(error);
        } else resolve();
      }),
    );
    await recording;
  }
}

/** A pool of `size` SMTP connections to the server of `url`, each sending one message at a time. */
export function createSmtpSender(url: string, size: number): MailSender {
  const options = parseConnectionUrl(url);
  const free = Array.from({ length: size }, () => new PooledConnection(options));
  const waiting: ((connection: PooledConnection) => void)[] = [];
  const take = () =>
    new Promise<PooledConnection>((resolve) => {
      const connection = free.pop();
      if (connection) resolve(connection);
      else waiting.push(resolve);
    });
  const give = (connection: PooledConnection) => {
    const next = waiting.shift();
    if (next) next(connection);
    else free.push(connection);
  };
  const all = [...free];
  return {
    size,
    async send(message, atEnd) {
      const connection = await take();
      try {
        await connection.send(message, atEnd);
      } finally {
        give(connection);
      }
    },
    close() {
      for (const connection of all) connection.drop();
    },
  };
}
