// Uploaded PDFs that would run something when opened are refused, wherever the action hides: plain
// objects, object streams (compressed), escaped names; ordinary files, text that only mentions such
// names and image data that happens to hold the bytes pass. What cannot be read to be sure (unknown
// filters, broken or oversized object streams, objects hidden inside stream data) is refused too.
import { zlibSync } from 'fflate';
import { PDFArray, PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ACTIVE_NAMES, checkPdf, isPdf, PDF_OBJECT_STREAMS_MAX_INFLATED } from '../../src/server/uploads/pdf-active-content';

/** A one-page receipt as pdf-lib writes it; `harm` adds to the catalogue and the page before saving. */
async function receipt(harm: (doc: PDFDocument) => void = () => undefined, useObjectStreams = true): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText('Receipt 4711 - 2 x AA battery (1/AA)', { x: 20, y: 150, size: 10, font: await doc.embedFont(StandardFonts.Helvetica) });
  doc.setTitle('Receipt A/AA and /JS mentioned in text');
  harm(doc);
  return doc.save({ useObjectStreams });
}

const enc = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const join = (...parts: (string | Uint8Array)[]) => {
  const chunks = parts.map((p) => (typeof p === 'string' ? enc(p) : p));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};

/** A hand-written PDF: numbered objects (bodies as given, bytes allowed), a cross-reference table and a trailer. */
function handWritten(objects: (string | Uint8Array)[], trailerExtra = ''): Uint8Array {
  const parts: (string | Uint8Array)[] = ['%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'];
  const offsets: number[] = [];
  let length = join(...parts).length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = join(`${i + 1} 0 obj\n`, body, '\nendobj\n');
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(xref, `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${length}\n%%EOF\n`);
  return join(...parts);
}

const PAGES = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>'];

/** An object stream holding `objects` (numbered from `first`), Flate-compressed unless `raw` data is given. */
function objectStream(first: number, objects: string[], options: { filter?: string; data?: Uint8Array; extra?: string } = {}): Uint8Array {
  let header = '';
  let body = '';
  objects.forEach((o, i) => {
    header += `${first + i} ${body.length} `;
    body += `${o}\n`;
  });
  const content = enc(header + body);
  const data = options.data ?? zlibSync(content);
  const filter = options.filter ?? '/FlateDecode';
  return join(`<< /Type /ObjStm /N ${objects.length} /First ${header.length} /Length ${data.length} /Filter ${filter}${options.extra ?? ''} >>\nstream\n`, data, '\nendstream');
}

describe('PDFs without active content', () => {
  it('accepts an ordinary receipt, with and without object streams, even when its text mentions /AA and /JS', async () => {
    for (const useObjectStreams of [true, false]) {
      const bytes = await receipt(() => undefined, useObjectStreams);
      expect(isPdf(bytes)).toBe(true);
      expect(await checkPdf(bytes)).toEqual({ ok: true });
    }
  });

  it('accepts an open action that only goes to the first page, and links to web pages', async () => {
    const bytes = await receipt((doc) => {
      const page = doc.getPage(0);
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([page.ref, PDFName.of('Fit')]));
      const link = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 50, 50], A: { S: 'URI', URI: PDFString.of('https://example.com/') } });
      page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
    });
    expect(await checkPdf(bytes)).toEqual({ ok: true });
  });

  it('accepts image data that happens to hold the bytes of an active name', async () => {
    const image = join(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x13, 0x80]), '/JS /Launch /AA ', new Uint8Array([0x00, 0xfe, 0x2f]), '/JavaScript', new Uint8Array([0x9a]));
    const bytes = handWritten([...PAGES, join(`<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /Length ${image.length} /Filter /DCTDecode >>\nstream\n`, image, '\nendstream')]);
    expect(await checkPdf(bytes)).toEqual({ ok: true });
  });

  it('accepts names in strings and comments, which a reader does not take as names', async () => {
    const bytes = handWritten(['<< /Type /Catalog /Pages 2 0 R /Title (Battery 1/AA \\) /JS \\( still text) /Alt <2F4A53> >>\n% /Launch in a comment', PAGES[1]!, PAGES[2]!]);
    expect(await checkPdf(bytes)).toEqual({ ok: true });
  });
});

describe('PDFs with active content are refused', () => {
  const javascript = (doc: PDFDocument) => doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("hi")') });

  it('an open action running JavaScript, in plain objects and hidden in a compressed object stream', async () => {
    const harm = (doc: PDFDocument) => doc.catalog.set(PDFName.of('OpenAction'), javascript(doc));
    expect(await checkPdf(await receipt(harm, false))).toMatchObject({ ok: false, reason: 'active', detail: expect.stringMatching(/^\/(JS|JavaScript)$/) });
    const compressed = await receipt(harm, true);
    expect(new TextDecoder('latin1').decode(compressed)).not.toContain('/JavaScript');
    expect(await checkPdf(compressed)).toEqual({ ok: false, reason: 'active', detail: expect.stringMatching(/^\/(JS|JavaScript) in an object stream$/) });
  });

  it('a document-level script in the JavaScript name tree', async () => {
    const bytes = await receipt((doc) => {
      const script = doc.context.register(javascript(doc));
      const names = doc.context.obj({ Names: [PDFHexString.fromText('init'), script] });
      doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: names }));
    });
    expect(await checkPdf(bytes)).toMatchObject({ ok: false, reason: 'active' });
  });

  it('a launch action on a link, additional actions on a page, and an XFA form', async () => {
    const launch = await receipt((doc) => {
      const link = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 50, 50], A: { S: 'Launch', F: PDFString.of('cmd.exe'), NewWindow: true } });
      doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
    });
    expect(await checkPdf(launch)).toEqual({ ok: false, reason: 'active', detail: '/Launch in an object stream' });

    const pageActions = await receipt((doc) => doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: { S: 'GoTo', D: [doc.getPage(0).ref, PDFName.of('Fit')] } })), false);
    expect(await checkPdf(pageActions)).toMatchObject({ ok: false, reason: 'active', detail: '/AA' });

    const xfa = await receipt((doc) => doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: PDFArray.withContext(doc.context), XFA: PDFString.of('<xdp/>') })));
    expect(await checkPdf(xfa)).toMatchObject({ ok: false, reason: 'active', detail: '/XFA in an object stream' });
  });

  it('names spelt with #xx escapes, in either case', async () => {
    for (const name of ['/J#61vaScript', '/#4A#53', '/#4a#53', '/L#61unch', '/#41#41', '/Ja#76a#53cript']) {
      const bytes = handWritten([`<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>`, PAGES[1]!, PAGES[2]!, `<< /S ${name} >>`]);
      expect({ name, check: await checkPdf(bytes) }).toMatchObject({ name, check: { ok: false, reason: 'active' } });
    }
  });

  it('a script behind a fake stream keyword inside a string', async () => {
    const bytes = handWritten([...PAGES, '<< /T (>> stream\n) /S /JavaScript /JS (app.alert(1)) /X (endstream) >>']);
    expect(await checkPdf(bytes)).toMatchObject({ ok: false, reason: 'active', detail: '/JavaScript' });
  });

  it('an object stream whose dictionary is padded so that its type comes first, long before the data', async () => {
    const padding = Array.from({ length: 500 }, (_, i) => `/Pad${i} ${i}`).join(' ');
    const bytes = handWritten([...PAGES, objectStream(10, ['<< /S /JavaScript /JS (x) >>'], { extra: ` ${padding}` })]);
    expect(await checkPdf(bytes)).toEqual({ ok: false, reason: 'active', detail: '/JavaScript in an object stream' });
  });

  it('lists what it refuses', () => {
    expect([...ACTIVE_NAMES].sort()).toEqual(['AA', 'GoToE', 'ImportData', 'JS', 'JavaScript', 'Launch', 'RichMediaExecute', 'XFA']);
  });
});

describe('PDFs that cannot be read to be sure are refused', () => {
  it('an object stream with a filter the check does not read, or encrypted and broken data', async () => {
    const dct = handWritten([...PAGES, objectStream(10, ['<< /S /GoTo >>'], { filter: '/DCTDecode' })]);
    expect(await checkPdf(dct)).toMatchObject({ ok: false, reason: 'unreadable' });
    const noise = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 251);
    const encrypted = handWritten([...PAGES, objectStream(10, ['<< /S /GoTo >>'], { data: noise })], '/Encrypt 9 0 R ');
    expect(await checkPdf(encrypted)).toMatchObject({ ok: false, reason: 'unreadable' });
    const whole = zlibSync(enc('10 0 << /S /JavaScript /JS (x) >>\n'));
    const truncated = handWritten([...PAGES, objectStream(10, ['<< /S /JavaScript >>'], { data: whole.subarray(0, whole.length - 10) })]);
    expect(await checkPdf(truncated)).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('an object stream that inflates past the limit, quickly', async () => {
    const bomb = zlibSync(new Uint8Array(PDF_OBJECT_STREAMS_MAX_INFLATED + 1024 * 1024), { level: 9 });
    expect(bomb.length).toBeLessThan(100 * 1024);
    const bytes = handWritten([...PAGES, objectStream(10, ['<< >>'], { data: bomb })]);
    const started = performance.now();
    expect(await checkPdf(bytes)).toEqual({ ok: false, reason: 'unreadable', detail: 'its object streams inflate past the limit' });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('an object hidden inside another stream’s data, where a reader sent by the cross-reference table finds it', async () => {
    const hidden = '5 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\n';
    const bytes = handWritten([...PAGES, `<< /Length ${hidden.length} >>\nstream\n${hidden}\nendstream`]);
    expect(await checkPdf(bytes)).toEqual({ ok: false, reason: 'unreadable', detail: 'an object inside stream data' });
  });
});
