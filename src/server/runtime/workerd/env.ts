import { env } from 'cloudflare:workers';

export function readEnv(): (name: string) => string | undefined {
  const vars = env as unknown as Record<string, unknown>;
  return (name) => {
    const value = vars[name];
    return typeof value === 'string' ? value : undefined;
  };
}
