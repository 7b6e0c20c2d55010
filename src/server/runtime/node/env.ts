export function readEnv(): (name: string) => string | undefined {
  return (name) => process.env[name];
}
