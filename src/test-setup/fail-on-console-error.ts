import { afterEach, beforeEach, vi } from 'vitest';

// STYLE: console.error during a test fails the test. Tests that expect an error log spy on
// console.error themselves (vi.spyOn(console, 'error').mockImplementation(...)).
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  const logged = errors;
  vi.mocked(console.error).mockRestore();
  if (logged.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${logged.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
