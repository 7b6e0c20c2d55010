// One Hrana stream = one SQLite connection with its stored SQL texts. Statements run synchronously
// through the `libsql` native driver; a stream that is about to write first waits for the shared
// write lock, and keeps it until its connection is back in autocommit mode.
import type Database from 'libsql';
import type { WriteLock } from './write-lock';
import { decodeValue, encodeValue, errorOf } from './values';
import type {
  BatchResult,
  DescribeResult,
  ProtoBatch,
  ProtoCond,
  ProtoError,
  ProtoStmt,
  StmtResult,
  StreamRequest,
  StreamResult,
} from './hrana.types';
import { HranaHttpError } from './hrana.types';

type Connection = Database.Database;
const TAKES_WRITE_LOCK = /^\s*(BEGIN|SAVEPOINT)\b/i;

export class StreamSession {
  readonly #sqls = new Map<number, string>();

  constructor(
    readonly db: Connection,
    private readonly lock: WriteLock,
  ) {}

  /** Rolls back what is still open and gives up the write lock; the session is unusable afterwards. */
  close(): void {
    if (this.db.inTransaction) this.db.exec('ROLLBACK');
    this.db.close();
    this.lock.release(this);
  }

  async handle(request: StreamRequest): Promise<StreamResult> {
    try {
      return await this.#handle(request);
    } finally {
      if (!this.db.inTransaction) this.lock.release(this);
    }
  }

  async #handle(request: StreamRequest): Promise<StreamResult> {
    try {
      switch (request.type) {
        case 'close':
        case 'store_sql':
        case 'close_sql':
          this.#storeOrClose(request);
          return ok({ type: request.type });
        case 'execute':
          return ok({ type: 'execute', result: await this.#execute(request.stmt) });
        case 'batch':
          return ok({ type: 'batch', result: await this.#batch(request.batch) });
        case 'sequence':
          await this.lock.acquire(this);
          this.db.exec(this.#sqlOf(request));
          return ok({ type: 'sequence' });
        case 'describe':
          return ok({ type: 'describe', result: this.#describe(this.#sqlOf(request)) });
        case 'get_autocommit':
          return ok({ type: 'get_autocommit', is_autocommit: !this.db.inTransaction });
        default:
          throw new HranaHttpError(400, `Unknown stream request type ${JSON.stringify((request as { type: unknown }).type)}`);
      }
    } catch (error) {
      if (error instanceof HranaHttpError) throw error;
      return { type: 'error', error: errorOf(error) };
    }
  }

  #storeOrClose(request: Extract<StreamRequest, { type: 'close' | 'store_sql' | 'close_sql' }>): void {
    if (request.type === 'store_sql') this.#sqls.set(request.sql_id, request.sql);
    if (request.type === 'close_sql') this.#sqls.delete(request.sql_id);
  }

  #sqlOf(source: { sql?: string; sql_id?: number }): string {
    if (source.sql !== undefined) return source.sql;
    const stored = source.sql_id === undefined ? undefined : this.#sqls.get(source.sql_id);
    if (stored === undefined) throw new HranaHttpError(400, `SQL text ${String(source.sql_id)} was not stored on this stream`);
    return stored;
  }

  async #execute(stmt: ProtoStmt): Promise<StmtResult> {
    const sql = this.#sqlOf(stmt);
    const args = bindArgs(stmt);
    const prepared = this.db.prepare(sql).safeIntegers(true);
    if (!prepared.readonly || TAKES_WRITE_LOCK.test(sql)) await this.lock.acquire(this);
    return this.#run(prepared, args, stmt.want_rows !== false);
  }

  #run(prepared: Database.Statement, args: unknown[] | Record<string, unknown>, wantRows: boolean): StmtResult {
    if (!prepared.reader) {
      const info = prepared.run(args);
      return { cols: [], rows: [], affected_row_count: info.changes, last_insert_rowid: String(info.lastInsertRowid) };
    }
    const cols = prepared.columns().map((col) => ({ name: col.name, decltype: col.type }));
    const rows = (prepared.raw(true).all(args) as unknown[][]).map((row) => row.map(encodeValue));
    // Statements with RETURNING are readers that also write: report what they changed, as sqld does.
    const changed = prepared.readonly ? null : (this.db.prepare('SELECT changes(), last_insert_rowid()').raw(true).get() as [number, number]);
    return {
      cols,
      rows: wantRows ? rows : [],
      affected_row_count: changed ? Number(changed[0]) : 0,
      last_insert_rowid: changed ? String(changed[1]) : null,
    };
  }

  async #batch(batch: ProtoBatch): Promise<BatchResult> {
    const result: BatchResult = { step_results: [], step_errors: [] };
    for (const step of batch.steps) {
      const run = step.condition === undefined || this.#holds(step.condition, result);
      let stepResult: StmtResult | null = null;
      let stepError: ProtoError | null = null;
      if (run) {
        try {
          stepResult = await this.#execute(step.stmt);
        } catch (error) {
          if (error instanceof HranaHttpError) throw error;
          stepError = errorOf(error);
        }
      }
      result.step_results.push(stepResult);
      result.step_errors.push(stepError);
    }
    return result;
  }

  #holds(cond: ProtoCond, done: BatchResult): boolean {
    switch (cond.type) {
      case 'ok':
        return Boolean(done.step_results[cond.step]);
      case 'error':
        return Boolean(done.step_errors[cond.step]);
      case 'not':
        return !this.#holds(cond.cond, done);
      case 'and':
        return cond.conds.every((c) => this.#holds(c, done));
      case 'or':
        return cond.conds.some((c) => this.#holds(c, done));
      case 'is_autocommit':
        return !this.db.inTransaction;
      default:
        throw new HranaHttpError(400, 'Unknown batch condition');
    }
  }

  #describe(sql: string): DescribeResult {
    const prepared = this.db.prepare(sql);
    const cols = prepared.reader ? prepared.columns().map((col) => ({ name: col.name, decltype: col.type })) : [];
    return {
      params: parameterNames(sql).map((name) => ({ name })),
      cols,
      is_explain: /^\s*explain\b/i.test(sql),
      is_readonly: prepared.readonly,
    };
  }
}

function ok(response: Extract<StreamResult, { type: 'ok' }>['response']): StreamResult {
  return { type: 'ok', response };
}

function bindArgs(stmt: ProtoStmt): unknown[] | Record<string, unknown> {
  const positional = (stmt.args ?? []).map(decodeValue);
  const named = stmt.named_args ?? [];
  if (named.length === 0) return positional;
  if (positional.length > 0) throw new Error('Mixing positional and named arguments is not supported by this server');
  // The native driver wants names without their `:`, `@` or `$` prefix.
  return Object.fromEntries(named.map(({ name, value }) => [name.replace(/^[:@$]/, ''), decodeValue(value)]));
}

/** Parameter names in order of first appearance (`null` for `?`), skipping string literals and comments. */
function parameterNames(sql: string): (string | null)[] {
  const stripped = sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\//g, ' ');
  const names: (string | null)[] = [];
  for (const match of stripped.matchAll(/\?(\d*)|[:@$][A-Za-z_][A-Za-z0-9_]*/g)) {
    const token = match[0];
    if (token === '?') names.push(null);
    else if (!names.includes(token)) names.push(token);
  }
  return names;
}
