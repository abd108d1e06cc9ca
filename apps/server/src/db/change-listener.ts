import pg from 'pg';

/** The channel the event log notifies on commit (migration 0030): the payload is the event's number. */
export const CHANGES_CHANNEL = 'bk_changes';
/** How the listening connection names itself to PostgreSQL (pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'bk-change-listener';

/** How long a sync may take before the kept values are not trusted (and the connection is renewed). */
const SYNC_TIMEOUT_MS = 2_000;

/**
 * PostgreSQL only (decision 0035): a connection of its own that LISTENs to the event log's channel.
 * Each notification, and every moment one may have been missed (the connection lost, then again once
 * it is back), calls `onChange`. `caughtUp()` is one round trip on this connection: PostgreSQL sends
 * a listener the notifications committed before a statement ahead of that statement's answer, so when
 * it resolves true every change committed before the call has reached `onChange`. Concurrent callers
 * share one round trip that starts after their call.
 */
export class ChangeListener {
  private client: pg.Client | null = null;
  private listening = false;
  private stopped = false;
  private retryMs = 250;
  private retry: NodeJS.Timeout | null = null;
  private connecting = false;
  /** The round trip on the wire, and the one that waits for it (joined by new callers). */
  private current: Promise<boolean> | null = null;
  private next: Promise<boolean> | null = null;
  /** Notifications received, and syncs answered (for /metrics). */
  notifications = 0;
  syncs = 0;

  constructor(
    private readonly url: string,
    private readonly onChange: (eventId: number | null) => void,
    private readonly log: (message: string) => void,
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  get connected(): boolean {
    return this.listening;
  }

  caughtUp(): Promise<boolean> {
    if (!this.listening) return Promise.resolve(false);
    if (this.next) return this.next;
    const begin = () => {
      this.next = null;
      const trip = this.ping().finally(() => {
        if (this.current === trip) this.current = null;
      });
      this.current = trip;
      return trip;
    };
    if (!this.current) return begin();
    this.next = this.current.then(begin, begin);
    return this.next;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.listening = false;
    await client?.end().catch(() => {});
  }

  private async ping(): Promise<boolean> {
    const client = this.client;
    if (!client || !this.listening) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
    });
    const answered = client.query('select 1').then(
      () => true,
      () => false,
    );
    const ok = await Promise.race([answered, timeout]);
    clearTimeout(timer);
    if (!ok) {
      this.lost(client, 'no answer to a sync');
      return false;
    }
    this.syncs++;
    return true;
  }

  private async connect(): Promise<void> {
    if (this.stopped || this.connecting || this.listening) return;
    this.connecting = true;
    try {
      await this.listen();
    } finally {
      this.connecting = false;
    }
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: LISTENER_APPLICATION_NAME });
    client.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      this.notifications++;
      const id = Number(message.payload);
      this.onChange(Number.isFinite(id) ? id : null);
    });
    client.on('error', (error) => this.lost(client, error.message));
    client.on('end', () => this.lost(client, 'connection ended'));
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      this.lost(client, (error as Error).message);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.listening = true;
    this.retryMs = 250;
    // Whatever was committed while nobody here listened.
    this.onChange(null);
  }

  /** The connection is gone (or useless): nothing kept is trusted until a new one listens. */
  private lost(client: pg.Client, reason: string): void {
    if (this.client !== null && this.client !== client) return;
    const wasListening = this.listening;
    this.client = null;
    this.listening = false;
    client.end().catch(() => {});
    if (this.stopped) return;
    if (wasListening) {
      this.log(`change listener: ${reason}; kept values dropped until it listens again`);
      this.onChange(null);
    }
    if (this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, 5_000);
  }
}
