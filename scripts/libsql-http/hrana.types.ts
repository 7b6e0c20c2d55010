// The JSON shapes of Hrana over HTTP (v2 and v3 pipeline), as @libsql/hrana-client sends and reads them.
export type ProtoValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string };

export interface ProtoStmt {
  sql?: string;
  sql_id?: number;
  args?: ProtoValue[];
  named_args?: { name: string; value: ProtoValue }[];
  want_rows?: boolean;
}

export type ProtoCond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: ProtoCond }
  | { type: 'and' | 'or'; conds: ProtoCond[] }
  | { type: 'is_autocommit' };

export interface ProtoBatch {
  steps: { condition?: ProtoCond; stmt: ProtoStmt }[];
}

export type StreamRequest =
  | { type: 'close' }
  | { type: 'execute'; stmt: ProtoStmt }
  | { type: 'batch'; batch: ProtoBatch }
  | { type: 'sequence'; sql?: string; sql_id?: number }
  | { type: 'describe'; sql?: string; sql_id?: number }
  | { type: 'store_sql'; sql_id: number; sql: string }
  | { type: 'close_sql'; sql_id: number }
  | { type: 'get_autocommit' };

export interface PipelineRequest {
  baton?: string | null;
  requests: StreamRequest[];
}

export interface ProtoError {
  message: string;
  code?: string;
}

export interface StmtResult {
  cols: { name: string | null; decltype: string | null }[];
  rows: ProtoValue[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
}

export interface BatchResult {
  step_results: (StmtResult | null)[];
  step_errors: (ProtoError | null)[];
}

export interface DescribeResult {
  params: { name: string | null }[];
  cols: { name: string; decltype: string | null }[];
  is_explain: boolean;
  is_readonly: boolean;
}

export type StreamResponse =
  | { type: 'close' | 'sequence' | 'store_sql' | 'close_sql' }
  | { type: 'execute'; result: StmtResult }
  | { type: 'batch'; result: BatchResult }
  | { type: 'describe'; result: DescribeResult }
  | { type: 'get_autocommit'; is_autocommit: boolean };

export type StreamResult = { type: 'ok'; response: StreamResponse } | { type: 'error'; error: ProtoError };

export interface PipelineResponse {
  baton: string | null;
  base_url: string | null;
  results: StreamResult[];
}

/** A protocol-level failure: answered as an HTTP error, not as a statement error. */
export class HranaHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
