// Uploaded PDFs that can run something when opened are refused: JavaScript, launch actions, form
// scripts and the other names in ACTIVE_NAMES (decision 0105). A reader finds an action by its names
// wherever the catalogue, a page, an annotation, a form field or the JavaScript name tree puts it, so
// the check reads every name token of the file the way pdfid does (`#xx` escapes decoded), skipping
// strings, comments and stream data as a reader's lexer does. Object streams (PDF 1.5 compression)
// are inflated with fflate, their output counted and bounded, and read the same way.
//
// What cannot be checked is refused as unreadable: an object stream with a filter other than Flate,
// a predictor, encrypted or broken data, more than PDF_OBJECT_STREAMS_MAX_INFLATED of it, and an
// object header inside another stream's data (an object hidden from a front-to-back reading that a
// reader sent by the cross-reference table would still find).
import { Unzlib } from 'fflate';
import { ApiError } from '../api/errors';
import { yieldToEventLoop } from '../spreadsheet/yield';

/** Names that start a script, a program or another document's script; any of them refuses the file. */
export const ACTIVE_NAMES: ReadonlySet<string> = new Set([
  'JS', // the script of a JavaScript action
  'JavaScript', // the action type, and the document's JavaScript name tree
  'AA', // additional actions: on open, close, page view, field focus, keystroke ...
  'Launch', // starts a program or opens a file
  'XFA', // XML forms, whose scripts Acrobat runs
  'ImportData', // imports form data, which can carry scripts
  'RichMediaExecute', // commands to embedded rich media
  'GoToE', // opens an embedded document (and its scripts)
]);

/** Inflated object-stream bytes per file: real files hold a few hundred KB; a bomb stops here. */
export const PDF_OBJECT_STREAMS_MAX_INFLATED = 32 * 1024 * 1024;
const INFLATE_SLICE_BYTES = 1024;
const YIELD_EVERY_BYTES = 512 * 1024;

export type PdfCheck = { ok: true } | { ok: false; reason: 'active' | 'unreadable'; detail: string };

/** Whether the bytes are a PDF as the upload routes sniff them (`%PDF-` first). */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46 && bytes[4] === 0x2d;
}

// Character classes of the PDF lexer (ISO 32000-1, 7.2.2).
const WHITE = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) WHITE[c] = 1;
const DELIMITER = new Uint8Array(256);
for (const c of [0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]) DELIMITER[c] = 1;
const isRegular = (c: number | undefined): c is number => c !== undefined && WHITE[c] === 0 && DELIMITER[c] === 0;

const hexValue = (c: number | undefined): number => {
  if (c === undefined) return -1;
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
};

const ascii = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));
const ENDSTREAM = ascii('endstream');
const OBJ = ascii('obj');

function indexOfBytes(hay: Uint8Array, needle: Uint8Array, from: number, to = hay.length): number {
  let i = hay.indexOf(needle[0]!, from);
  while (i !== -1 && i + needle.length <= to) {
    let k = 1;
    while (k < needle.length && hay[i + k] === needle[k]) k++;
    if (k === needle.length) return i;
    i = hay.indexOf(needle[0]!, i + 1);
  }
  return -1;
}

const latin1 = (bytes: Uint8Array): string => {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return out;
};

/** What a stream's dictionary says about how to read it. */
interface StreamDict { objectStream: boolean; hasN: boolean; hasFirst: boolean; filters: string[]; afterFilter: boolean }
interface Stream { dict: string; info: StreamDict; start: number; end: number }
interface Lexed { names: string[]; streams: Stream[] }

/**
 * The name tokens of `bytes` (outside strings and comments) and, with `streams`, the streams: their
 * dictionary and data range. Stream data is skipped, its end found by a direct /Length that lands on
 * `endstream`, else by the next `endstream`.
 */
async function lex(bytes: Uint8Array, streams: boolean): Promise<Lexed> {
  const out: Lexed = { names: [], streams: [] };
  const dicts: number[] = []; // where each open dictionary started
  let closed: { start: number; end: number } | null = null; // a top-level dictionary just closed
  const fresh = (): StreamDict => ({ objectStream: false, hasN: false, hasFirst: false, filters: [], afterFilter: false });
  let dict = fresh();
  let nextYield = 1 << 20;
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    if (i > nextYield) {
      await yieldToEventLoop();
      nextYield = i + (1 << 20);
    }
    const c = bytes[i]!;
    if (WHITE[c]) {
      i++;
      continue;
    }
    const justClosed: { start: number; end: number } | null = closed;
    closed = null;
    if (c === 0x25) {
      // % comment to the end of the line
      while (i < n && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
      closed = justClosed;
    } else if (c === 0x28) {
      // (literal string): balanced parentheses, backslash escapes
      let depth = 1;
      i++;
      while (i < n && depth > 0) {
        const s = bytes[i]!;
        if (s === 0x5c) i++;
        else if (s === 0x28) depth++;
        else if (s === 0x29) depth--;
        i++;
      }
    } else if (c === 0x3c && bytes[i + 1] === 0x3c) {
      dicts.push(i);
      if (dicts.length === 1) dict = fresh();
      i += 2;
    } else if (c === 0x3e && bytes[i + 1] === 0x3e) {
      const start = dicts.pop();
      i += 2;
      if (start !== undefined && dicts.length === 0) closed = { start, end: i };
    } else if (c === 0x3c) {
      // <hex string>
      while (i < n && bytes[i] !== 0x3e) i++;
      i++;
    } else if (c === 0x2f) {
      let name = '';
      i++;
      while (isRegular(bytes[i])) {
        const high = bytes[i] === 0x23 ? hexValue(bytes[i + 1]) : -1;
        const low = high >= 0 ? hexValue(bytes[i + 2]) : -1;
        if (low >= 0) {
          name += String.fromCharCode(high * 16 + low);
          i += 3;
        } else {
          name += String.fromCharCode(bytes[i]!);
          i++;
        }
      }
      if (ACTIVE_NAMES.has(name)) out.names.push(name);
      if (dicts.length > 0) noteDictName(dict, name);
    } else if (isRegular(c)) {
      const start = i;
      while (isRegular(bytes[i])) i++;
      const word = i - start;
      const isStream = word === 6 && latin1(bytes.subarray(start, i)) === 'stream';
      if (isStream && streams && justClosed) {
        let data = i;
        if (bytes[data] === 0x0d) data++;
        if (bytes[data] === 0x0a) data++;
        const text = latin1(bytes.subarray(justClosed.start, justClosed.end));
        const length = Number(/\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(text)?.[1] ?? Number.NaN);
        let end = -1;
        if (Number.isSafeInteger(length) && data + length <= n) {
          let after = data + length;
          while (after < n && WHITE[bytes[after]!]) after++;
          if (indexOfBytes(bytes, ENDSTREAM, after, after + ENDSTREAM.length) === after) end = data + length;
        }
        if (end === -1) end = indexOfBytes(bytes, ENDSTREAM, data);
        if (end === -1) end = n;
        out.streams.push({ dict: text, info: dict, start: data, end });
        dict = fresh();
        i = Math.min(n, end + ENDSTREAM.length);
      } else if ((word === 3 || word === 6) && /^(?:end)?obj$/.test(latin1(bytes.subarray(start, i)))) {
        dicts.length = 0; // an object boundary ends whatever an unbalanced dictionary left open
      }
    } else {
      // [ ] { } and a stray > or )
      i++;
    }
  }
  return out;
}

/** Whether `data` holds an indirect object header (`12 0 obj`). */
function holdsObjectHeader(bytes: Uint8Array, from: number, to: number): boolean {
  let at = indexOfBytes(bytes, OBJ, from, to);
  while (at !== -1) {
    const after = bytes[at + OBJ.length];
    if ((after === undefined || !isRegular(after)) && /\d+\s+\d+\s+$/.test(latin1(bytes.subarray(Math.max(from, at - 40), at)))) return true;
    at = indexOfBytes(bytes, OBJ, at + 1, to);
  }
  return false;
}

const FILTER_NAMES = new Set([
  'FlateDecode', 'Fl', 'ASCIIHexDecode', 'AHx', 'ASCII85Decode', 'A85', 'LZWDecode', 'LZW', 'RunLengthDecode', 'RL',
  'CCITTFaxDecode', 'CCF', 'JBIG2Decode', 'DCTDecode', 'DCT', 'JPXDecode', 'Crypt',
]);

/** Keeps what a dictionary's name says about its stream; a few flags, whatever the name count. */
function noteDictName(dict: StreamDict, name: string): void {
  if (name === 'ObjStm') dict.objectStream = true;
  else if (name === 'N') dict.hasN = true;
  else if (name === 'First') dict.hasFirst = true;
  if (name === 'Filter') {
    dict.afterFilter = true;
    dict.filters = [];
  } else if (dict.afterFilter && FILTER_NAMES.has(name) && dict.filters.length < 8) dict.filters.push(name);
  else dict.afterFilter = false;
}

type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; detail: string };

/** Inflates zlib data, counting what comes out against `budget`; the event loop gets turns. */
async function inflateBounded(data: Uint8Array, budget: { left: number }): Promise<Inflated> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let failed: string | null = null;
  let done = false;
  const unzlib = new Unzlib((chunk, final) => {
    size += chunk.length;
    budget.left -= chunk.length;
    if (budget.left < 0) failed ??= 'its object streams inflate past the limit';
    else chunks.push(chunk);
    if (final) done = true;
  });
  let sliceStarted = performance.now();
  let sinceYield = 0;
  try {
    for (let at = 0; at < data.length && !failed && !done; at += INFLATE_SLICE_BYTES) {
      const end = Math.min(at + INFLATE_SLICE_BYTES, data.length);
      const before = size;
      unzlib.push(data.subarray(at, end), end === data.length);
      sinceYield += size - before;
      // Workers' clocks stand still while code runs, so the inflated bytes decide there.
      if (performance.now() - sliceStarted > 8 || sinceYield > YIELD_EVERY_BYTES) {
        await yieldToEventLoop();
        sliceStarted = performance.now();
        sinceYield = 0;
      }
    }
  } catch {
    failed ??= 'an object stream does not inflate';
  }
  if (failed) return { ok: false, detail: failed };
  if (!done) return { ok: false, detail: 'an object stream ends early' };
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return { ok: true, bytes: out };
}

const isObjectStream = ({ info }: Stream) => info.objectStream || (info.hasN && info.hasFirst);

/**
 * Whether a PDF may be stored: `active` when it names a script or launch action anywhere a reader
 * looks (plain objects, the trailer, object streams), `unreadable` when part of it cannot be read to
 * be sure. Call it for bytes `isPdf` accepts.
 */
export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  const file = await lex(bytes, true);
  const [plain] = file.names;
  if (plain !== undefined) return { ok: false, reason: 'active', detail: `/${plain}` };
  const budget = { left: PDF_OBJECT_STREAMS_MAX_INFLATED };
  for (const stream of file.streams) {
    if (holdsObjectHeader(bytes, stream.start, stream.end)) return { ok: false, reason: 'unreadable', detail: 'an object inside stream data' };
    if (!isObjectStream(stream)) continue;
    const { filters } = stream.info;
    if (/\/Predictor\s+(?:[2-9]|\d\d)/.test(stream.dict)) return { ok: false, reason: 'unreadable', detail: 'an object stream with a predictor' };
    let content = bytes.subarray(stream.start, stream.end);
    if (filters.length === 1 && (filters[0] === 'FlateDecode' || filters[0] === 'Fl')) {
      const inflated = await inflateBounded(content, budget);
      if (!inflated.ok) return { ok: false, reason: 'unreadable', detail: inflated.detail };
      content = inflated.bytes;
    } else if (filters.length > 0) return { ok: false, reason: 'unreadable', detail: `an object stream filtered by ${filters.join(', ')}` };
    const [hidden] = (await lex(content, false)).names;
    if (hidden !== undefined) return { ok: false, reason: 'active', detail: `/${hidden} in an object stream` };
  }
  return { ok: true };
}

/** Why an upload is refused for its PDF content (`uploads.<reason>` is its message), or null. */
export async function pdfRefusal(bytes: Uint8Array): Promise<'pdf_active' | 'pdf_unreadable' | null> {
  if (!isPdf(bytes)) return null;
  const check = await checkPdf(bytes);
  if (check.ok) return null;
  console.warn(`[uploads] PDF refused (${check.reason}): ${check.detail}`);
  return check.reason === 'active' ? 'pdf_active' : 'pdf_unreadable';
}

const REFUSALS = {
  pdf_active: ['PDF_ACTIVE_CONTENT', 'This PDF contains scripts or actions that start programs, so it cannot be accepted'],
  pdf_unreadable: ['PDF_UNREADABLE', 'This PDF could not be checked for scripts, so it cannot be accepted'],
} as const;

/** The API's and pages' error for a refused PDF: 422 with its message in the user's language. */
export function pdfRefusedError(reason: 'pdf_active' | 'pdf_unreadable'): ApiError {
  const [code, message] = REFUSALS[reason];
  return new ApiError(422, code, message, `uploads.${reason}`);
}

/** Throws pdfRefusedError when the bytes are a PDF that may not be stored; other files pass. */
export async function refuseActivePdf(bytes: Uint8Array): Promise<void> {
  const reason = await pdfRefusal(bytes);
  if (reason) throw pdfRefusedError(reason);
}
