import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serverEnv } from '../../env';
import type { Mailer, MailMessage } from '../types';
import { formatEml } from './eml';

/** Mailer for the embedded default: every message becomes an .eml file a developer can open. */
export function createDiskMailer(dir: string, from = 'Spoke <no-reply@spoke.local>'): Mailer {
  const base = resolve(dir);
  return {
    async send(message: MailMessage) {
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}`;
      await mkdir(base, { recursive: true });
      await writeFile(join(base, `${id}.eml`), formatEml(message, { id, from }));
      return { id };
    },
  };
}

export function createMailer(): Mailer {
  return createDiskMailer(serverEnv().MAIL_DIR);
}
