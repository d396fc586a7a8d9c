/**
 * Runs after `vite build` (npm run build:web): prints the gzipped JavaScript of every page and
 * fails the build when the home page loads more than its budget.
 */
import { fileURLToPath } from 'node:url';
import { analyzeBundle, kb } from './bench/bundle-size.js';

const report = analyzeBundle(fileURLToPath(new URL('..', import.meta.url)));

console.log(
  `JavaScript per page, gzipped (entry ${kb(report.entryGzip)}, shared by every page; CSS ${kb(report.cssGzip)}):`,
);
for (const route of report.routes) {
  const where = route.routes.length > 0 ? route.routes.join(' ') : '(no route)';
  console.log(
    `  ${where.padEnd(40)} page chunk ${kb(route.pageChunkGzip).padStart(9)}   total ${kb(route.totalGzip).padStart(9)}`,
  );
}
const { home, homeBudget, homeAllGzip, homeDeferredGzip, homeCatalogGzip } = report;
const breakdown = `${kb(home.totalGzip)} for the first screen + ${kb(homeDeferredGzip)} loaded later on the page + ${kb(homeCatalogGzip)} of messages in the heaviest language`;
if (homeAllGzip > homeBudget) {
  console.error(
    `\nThe home page loads ${kb(homeAllGzip)} of JavaScript (${breakdown}), over its budget of ${kb(homeBudget)}:`,
  );
  for (const file of [...home.files, ...report.homeDeferredFiles, report.homeCatalogFile])
    console.error(`  ${file}`);
  process.exit(1);
}
console.log(
  `\nHome page: ${kb(homeAllGzip)} of JavaScript (${breakdown}), within its budget of ${kb(homeBudget)}.`,
);
