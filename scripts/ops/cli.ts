// What the ops commands share: `npm run ops:<step> -- <country> [--options]`, and one way to refuse.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { countryEnv, readWorkerConfig } from './config';
import type { WorkerConfig, WorkerEnv } from './check.rules';

/** Prints why the step cannot run and ends the process (exit 2: nothing was changed). */
export function refuse(step: string, message: string): never {
  console.error(`ops:${step}: ${message}`);
  process.exit(2);
}

export function parseCommand<T extends NonNullable<ParseArgsConfig['options']>>(step: string, usage: string, options: T) {
  let parsed;
  try {
    parsed = parseArgs({ options, allowPositionals: true, strict: true });
  } catch (error) {
    refuse(step, `${(error as Error).message}\nusage: ${usage}`);
  }
  const [country, ...rest] = parsed.positionals;
  if (!country || rest.length > 0) refuse(step, `name one country\nusage: ${usage}`);
  return { country, values: parsed.values };
}

/** The country's environment of wrangler.toml, or a refusal naming the countries there are. */
export async function requireCountry(step: string, country: string): Promise<{ config: WorkerConfig; env: WorkerEnv }> {
  const config = await readWorkerConfig();
  const env = countryEnv(config, country);
  if (typeof env === 'string') refuse(step, env);
  return { config, env };
}
