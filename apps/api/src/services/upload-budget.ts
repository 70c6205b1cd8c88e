/** How much anonymous visitors may upload (README: SHOP_UPLOAD_* variables). */
export interface UploadLimits {
  /** Bytes the files of one order (one save) may add up to. */
  orderBytes: number;
  /** Bytes one client (address) may have stored in a day, counted from UTC midnight. */
  clientBytesPerDay: number;
  /** Uploads one client may have in progress at once. */
  concurrentPerClient: number;
}

const MB = 1024 * 1024;

/**
 * Defaults: an order of the largest flow (renovation documents) rarely passes a few dozen MB; the
 * spec's 128 MB per file still fits one order. A day's quota of four such orders per address.
 */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { orderBytes: 256 * MB, clientBytesPerDay: 1024 * MB, concurrentPerClient: 3 };

/** Where a day's upload bytes are counted across instances (Redis); undefined answers fall back to memory. */
export interface SharedCounter {
  addTo(key: string, amount: number, ttlMs: number): Promise<number | undefined>;
  read(key: string): Promise<number | undefined>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The upload bytes each client stored today, and the uploads each has in progress. The day's bytes
 * are shared by every instance when a shared counter is given (REDIS_URL), else kept in this
 * process's memory, as is the count of uploads in progress (each instance's own connections and files).
 */
export class UploadBudgets {
  private readonly storedToday = new Map<string, number>();
  private day = '';
  private readonly inProgress = new Map<string, number>();

  constructor(
    readonly limits: UploadLimits,
    private readonly shared?: SharedCounter,
    private readonly today: () => string = () => new Date().toISOString().slice(0, 10),
  ) {}

  /** What `client` may still store today. */
  async bytesLeft(client: string): Promise<number> {
    this.rollOver();
    const stored = (await this.shared?.read(this.sharedKey(client))) ?? this.storedToday.get(client) ?? 0;
    return Math.max(0, this.limits.clientBytesPerDay - stored);
  }

  /** Counts bytes an order kept against the client's day. */
  async charge(client: string, bytes: number): Promise<void> {
    if (bytes <= 0) return;
    this.rollOver();
    this.storedToday.set(client, (this.storedToday.get(client) ?? 0) + bytes);
    await this.shared?.addTo(this.sharedKey(client), bytes, DAY_MS);
  }

  /** Takes one of the client's upload slots; undefined when all are in use, else the release. */
  startUpload(client: string): (() => void) | undefined {
    const running = this.inProgress.get(client) ?? 0;
    if (running >= this.limits.concurrentPerClient) return undefined;
    this.inProgress.set(client, running + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inProgress.get(client) ?? 1) - 1;
      if (left > 0) this.inProgress.set(client, left);
      else this.inProgress.delete(client);
    };
  }

  private sharedKey(client: string): string {
    return `subidas:${this.today()}:${client}`;
  }

  private rollOver(): void {
    const today = this.today();
    if (today === this.day) return;
    this.day = today;
    this.storedToday.clear();
  }
}
