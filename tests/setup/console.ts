// An unexpected console.error fails the test that caused it.
import { afterEach, beforeEach, vi } from 'vitest';

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    const first = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error during the test:\n${first}`);
  }
});

/** For a test that expects an error to be logged: take the logged lines so they do not fail it. */
export function takeConsoleErrors(): unknown[][] {
  const taken = errors;
  errors = [];
  return taken;
}
