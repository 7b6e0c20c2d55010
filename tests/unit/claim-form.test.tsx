// The claim form island: what it sends (fields trimmed, problems with their notes, only finished
// uploads), what it refuses before sending (in the page's words, beside each field), where the
// server's messages go, how many chosen files fit, and the HTML it renders before it hydrates.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ClaimForm from '../../src/islands/claims/ClaimForm';
import { localIssues, readClaimForm, serverIssues, takeFiles, type ClaimFormTexts } from '../../src/islands/claims/claim-form.logic';

const texts: ClaimFormTexts = {
  required: 'Pflichtfeld', problemRequired: 'Problem wählen', photoRequired: 'Foto nötig', idCardRequired: 'Ausweis nötig', maxItems: 'Max. {max}', tooLarge: 'Zu groß',
  waitUploads: 'Warten', checkInput: 'Eingaben prüfen', failed: 'Fehlgeschlagen', compressing: 'Komprimieren', uploading: 'Hochladen', uploaded: 'Hochgeladen',
  remove: 'Entfernen', saving: 'Speichern…', submit: 'Reklamation speichern',
};

function formData(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const PHOTO = { id: '6f1c1b1e-3f43-4f57-9d1e-3a1c2b7e9a10', kind: 'photo' as const };

describe('reading the claim form', () => {
  it('trims the fields, pairs each chosen problem with its notes and names the frame', () => {
    const body = readClaimForm(
      formData([['purchaseDate', '2026-01-15'], ['consumer.name', '  Ann  '], ['problem', 'p1'], ['notes-p1', ' loud '], ['notes-p2', 'ignored'], ['description', ' Crack '], ['qty', '1']]),
      { kind: 'bike', code: 'NO250000070' }, [PHOTO], 'sub-1',
    );
    expect(body).toMatchObject({ frameNumber: 'NO250000070', purchaseDate: '2026-01-15', description: 'Crack', qty: '1', submissionId: 'sub-1', files: [PHOTO] });
    expect(body.consumer).toEqual({ name: 'Ann', phone: '', city: '', address: '', email: '' });
    expect(body.problems).toEqual([{ problemId: 'p1', notes: 'loud' }]);
    expect(readClaimForm(formData([]), { kind: 'paa', code: 'A-1' }, [], 's')).toMatchObject({ articleCode: 'A-1' });
  });
});

describe('checks before sending', () => {
  const filled = readClaimForm(formData([['purchaseDate', '2026-01-15'], ['problem', 'p1'], ['description', 'Crack'], ['qty', '1']]), { kind: 'bike', code: 'F' }, [PHOTO], 's');

  it('lets a complete claim through', () => {
    expect(localIssues(filled, texts)).toEqual({});
  });

  it('names each missing field in the page language, beside the field', () => {
    const empty = readClaimForm(formData([['consumer.email', 'a@b.de']]), { kind: 'bike', code: 'F' }, [], 's');
    expect(localIssues(empty, texts)).toEqual({
      purchaseDate: 'Pflichtfeld', description: 'Pflichtfeld', qty: 'Pflichtfeld', problems: 'Problem wählen', 'files.photo': 'Foto nötig', 'files.idCard': 'Ausweis nötig',
    });
  });

  it('counts the files of each kind against their maximum', () => {
    const many = { ...filled, files: Array.from({ length: 7 }, () => PHOTO) };
    expect(localIssues(many, texts)).toEqual({ 'files.photo': 'Max. 6' });
  });
});

describe('the server’s answer', () => {
  it('shows its translated text by field, a problem’s note beside the problem list, the first message per field', () => {
    expect(serverIssues([
      { path: 'consumer.email', message: 'validation.email', text: 'E-Mail ungültig' },
      { path: 'problems.0.notes', message: 'validation.text' },
      { path: 'problems.1.notes', message: 'second' },
    ])).toEqual({ 'consumer.email': 'E-Mail ungültig', problems: 'validation.text' });
  });
});

describe('choosing files', () => {
  it('takes as many as fit beside those held and says the maximum when some do not', () => {
    expect(takeFiles(['a', 'b', 'c'], 4, 6, texts)).toEqual({ take: ['a', 'b'], error: 'Max. 6' });
    expect(takeFiles(['a'], 0, 1, texts)).toEqual({ take: ['a'], error: null });
    expect(takeFiles(['a'], 1, 1, texts)).toEqual({ take: [], error: 'Max. 1' });
  });
});

describe('the form as the server renders it', () => {
  const html = renderToString(
    <ClaimForm
      kind="bike" subject="NO1" submissionId="s" locale="de" doneUrl="/de/claim" today="2026-03-01" descriptionMax={1000}
      problems={[{ id: 'p1', label: 'Rahmen: Riss', notesLabel: 'Notizen zu Riss' }]}
      attachments={[{ kind: 'photo', label: 'Fotos (1 bis 6)', accept: 'image/jpeg', multiple: true }]}
      initial={{ purchaseDate: '2026-01-02', consumer: { name: 'Ann' }, problems: [{ id: 'p1', notes: 'laut' }], description: 'Riss', qty: 2, files: [{ id: 'f1', kind: 'photo', fileName: 'alt.jpg' }] }}
      labels={{ consumer: 'Endkunde', consumerHint: '', consumerFields: { name: 'Name', phone: 'Telefon', city: 'Ort', address: 'Adresse', email: 'E-Mail' }, theClaim: 'Reklamation', purchaseDate: 'Kaufdatum', problems: 'Probleme', notes: 'Notizen', description: 'Beschreibung', qty: 'Menge', attachments: 'Anhänge' }}
      texts={texts}
    />,
  );

  it('labels every field in the page language and keeps the claim’s values', () => {
    expect(html).toContain('<label for="claim-purchase">Kaufdatum</label>');
    expect(html).toMatch(/<input id="claim-purchase"[^>]*value="2026-01-02"/);
    expect(html).toMatch(/<input type="checkbox" name="problem" checked="" value="p1"\/>/);
    expect(html).toContain('<label for="file-photo">Fotos (1 bis 6)</label>');
    expect(html).toContain('alt.jpg');
  });

  it('cannot be sent before it has hydrated (a plain submit would put the consumer in the address)', () => {
    expect(html).toMatch(/<button class="button" type="submit" disabled="">Reklamation speichern<\/button>/);
  });
});
