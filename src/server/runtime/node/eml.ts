import type { MailMessage } from '../types';

interface Envelope {
  id: string;
  from: string;
}

/** RFC 5322 text with MIME parts: plain text, optional HTML alternative, attachments in base64. */
export function formatEml(message: MailMessage, envelope: Envelope): string {
  const boundary = `spoke-${envelope.id}`;
  const headers = [
    `Message-ID: <${envelope.id}@spoke.local>`,
    `Date: ${new Date().toUTCString()}`,
    `From: ${envelope.from}`,
    `To: ${oneLine(message.to)}`,
    `Subject: ${encodeHeader(message.subject)}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ];
  const parts = [textPart('text/plain', message.text)];
  if (message.html !== undefined) parts.push(textPart('text/html', message.html));
  for (const file of message.attachments ?? []) {
    parts.push(
      [
        `Content-Type: ${file.contentType}; name="${oneLine(file.filename)}"`,
        `Content-Disposition: attachment; filename="${oneLine(file.filename)}"`,
        'Content-Transfer-Encoding: base64',
        '',
        wrap(Buffer.from(file.content).toString('base64')),
      ].join('\r\n'),
    );
  }
  const body = parts.map((part) => `--${boundary}\r\n${part}`).join('\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n--${boundary}--\r\n`;
}

function textPart(type: string, content: string): string {
  return [`Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', wrap(Buffer.from(content, 'utf8').toString('base64'))].join('\r\n');
}

function encodeHeader(value: string): string {
  const clean = oneLine(value);
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

// Header injection guard: a subject or address can never start a new header line.
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}

function wrap(base64: string): string {
  return base64.replace(/.{1,76}/g, (line) => `${line}\r\n`).trimEnd();
}
