import type { MailMessage, Mailer } from '../types';

export interface HttpMailerConfig {
  /** Endpoint that accepts the JSON message below with a POST, e.g. a small relay in front of the provider. */
  url: string | undefined;
  token: string | undefined;
  from: string;
  fetch?: typeof fetch;
}

/**
 * Sends mail through an HTTP mail API: POST `{ from, to, subject, text, html?, attachments? }`
 * (attachment content in base64) with `Authorization: Bearer <MAIL_API_TOKEN>`; the answer's `id`
 * is returned when it has one. Without a URL the message is logged and dropped: a Worker has no
 * disk to write it to, and a preview deployment must not fail because mail is not configured.
 */
export function createHttpMailer(config: HttpMailerConfig): Mailer {
  const send = config.fetch ?? fetch;
  return {
    async send(message) {
      const id = crypto.randomUUID();
      if (!config.url) {
        console.warn(`MAIL_API_URL is not set: dropped mail ${id} to ${message.to} ("${message.subject}").`);
        return { id };
      }
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (config.token) headers.authorization = `Bearer ${config.token}`;
      const response = await send(config.url, { method: 'POST', headers, body: JSON.stringify(toPayload(message, config.from)) });
      if (!response.ok) throw new Error(`Mail API answered ${response.status} for mail to ${message.to}`);
      const answer = (await response.json().catch(() => ({}))) as { id?: unknown };
      return { id: typeof answer.id === 'string' ? answer.id : id };
    },
  };
}

function toPayload(message: MailMessage, from: string): Record<string, unknown> {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: toBase64(a.content),
          })),
        }
      : {}),
  };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
