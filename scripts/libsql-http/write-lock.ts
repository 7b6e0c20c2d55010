// SQLite allows one writer at a time. With a lock error the native driver leaves the failed
// statement active, which keeps the connection's implicit transaction open, so instead of retrying
// on SQLITE_BUSY the server hands the write lock to one stream at a time, as sqld does.
export class WriteLock {
  #owner: object | null = null;
  #waiters: (() => void)[] = [];

  constructor(private readonly timeoutMs = 5_000) {}

  async acquire(owner: object): Promise<void> {
    const deadline = Date.now() + this.timeoutMs;
    while (this.#owner !== null && this.#owner !== owner) {
      const left = deadline - Date.now();
      if (left <= 0) throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY', rawCode: 5 });
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    this.#owner = owner;
  }

  release(owner: object): void {
    if (this.#owner !== owner) return;
    this.#owner = null;
    for (const wake of this.#waiters.splice(0)) wake();
  }
}
