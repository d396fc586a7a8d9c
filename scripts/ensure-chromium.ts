/**
 * Runs before the browser tests (`npm test`): they drive Debian's Chromium, because Playwright's
 * own browser download does not work on our machines. When it is missing, install it as root,
 * or stop with the exact command to run instead of failing deep inside Playwright.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!process.env.E2E_BASE_URL && !existsSync(CHROMIUM)) {
  const command = 'apt-get update && apt-get install -y chromium';
  const asRoot = `sudo sh -c '${command}'`;
  if (process.getuid?.() === 0 && !process.env.CHROMIUM_PATH) {
    console.log(`Chromium is missing: installing it (${command})…`);
    execFileSync('sh', ['-c', command], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM}, and it is not there.\n` +
        `Install it with:\n\n  ${asRoot}\n\n` +
        'or point CHROMIUM_PATH at a Chromium binary, then run npm test again.',
    );
    process.exit(1);
  }
}
