import { Readable } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

/** One message as it goes out: the envelope and the whole MIME text. */
export type Outgoing = { from: string; to: string; raw: Buffer };

/**
 * Sends a message; `beforeEnd` runs once the server has accepted the envelope and received the whole
 * content, just before the final dot that completes the SMTP transaction: the caller records the
 * message sent there (false aborts: the connection drops without the dot, so the server keeps nothing).
 */
export interface MailSender {
  readonly size: number;
  send(message: Outgoing, beforeEnd: () => Promise<boolean>): Promise<void>;
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

const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

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

  async send(message: Outgoing, beforeEnd: () => Promise<boolean>): Promise<void> {
    const connection = await this.#open();
    let pushed = false;
    let ending = false;
    const content = new Readable({
      read() {
        if (!pushed) {
          pushed = true;
          this.push(message.raw);
          return;
        }
        if (ending) return;
        ending = true;
        beforeEnd().then(
          (go) =>
            go ? this.push(null) : this.destroy(new Error('the message was taken by another delivery')),
          (error) => this.destroy(error),
        );
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
    async send(message, beforeEnd) {
      const connection = await take();
      try {
        await connection.send(message, beforeEnd);
      } finally {
        give(connection);
      }
    },
    close() {
      for (const connection of all) connection.drop();
    },
  };
}
