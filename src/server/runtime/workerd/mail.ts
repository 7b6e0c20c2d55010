import { env } from 'cloudflare:workers';
import type { Mailer } from '../types';
import { createHttpMailer } from './http-mailer';

/** Outgoing mail on Workers: MAIL_API_URL / MAIL_API_TOKEN / MAIL_FROM (see docs/ops-cloudflare.md). */
export function createMailer(): Mailer {
  return createHttpMailer({
    url: env.MAIL_API_URL || undefined,
    token: env.MAIL_API_TOKEN || undefined,
    from: env.MAIL_FROM || 'Spoke <no-reply@spoke.example>',
  });
}
