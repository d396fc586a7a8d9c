import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every built script, style sheet and SVG,
 * which the server sends as they are (@fastify/static `preCompressed`): smaller than compressing
 * on the fly at a quality fast enough per request, and no CPU per request.
 */
function precompress(): Plugin {
  return {
    name: 'saarthi:precompress',
    // The server build (`--ssr`) is read from disk by the server, never sent.
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|html)$/.test(fileName)) continue;
        const file = join(options.dir!, fileName);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Lingui's macros (`t`, `<Trans>`, `msg`) are compiled by its Babel plugin into catalogue look-ups;
 * `lingui()` compiles the `.po` catalogues a page imports and fails the build when a translation is
 * missing. Shared by the build and the web tests (vitest.config.ts).
 */
export function linguiPlugins() {
  return [
    babel({
      include: /src[\\/]web[\\/].*\.tsx?$/,
      // Only files that name a Lingui macro go through Babel (the preset's own filter).
      presets: [linguiTransformerBabelPreset()],
    }),
    lingui({ failOnMissing: true, failOnCompileError: true }),
  ];
}

/**
 * Module names the web app resolves its own way, in the build and in the web tests alike.
 * `react-toastify` is its unstyled build: the default one carries its style sheet as a string and
 * injects it at run time, 3 kB of JavaScript on every page (the home page's budget counts it), while
 * the toast container already loads the same rules as a CSS file (layout/toast-container.tsx).
 */
export const webAliases = [
  { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
  { find: /^react-toastify$/, replacement: 'react-toastify/unstyled' },
];

const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const apiTarget = process.env.VITE_DEV_API ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  // The server build renders pages; the files it would copy are the browser build's.
  publicDir: isSsrBuild ? false : 'public',
  envDir: '../..',
  plugins: [...linguiPlugins(), react(), tailwindcss(), precompress()],
  // React Router's package points every bundler at its development build, whose warnings for
  // developers (future flags, unmatched routes) would ship to customers; a build takes the
  // production one, the same code with those warnings off.
  resolve: {
    alias:
      command === 'build'
        ? [...webAliases, { find: /^react-router$/, replacement: reactRouterProduction }]
        : webAliases,
  },
  // The server build carries its packages inside it, React's production build among them: left
  // outside, React would pick its development build whenever the server runs without
  // NODE_ENV=production (`npm start`), several times slower at drawing a page.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
    // dist/web/.vite/manifest.json: which chunks each page loads, for the bundle budget
    // (scripts/check-bundle-size.ts runs after every build).
    manifest: true,
    // React, the shared constants and messages, and the few small helpers nearly every page uses
    // (storage, formats, labels, prices, the page title, an English fallback's mark, the planned
    // trip) are needed everywhere; none of them imports a module outside this chunk, which would
    // make two chunks wait for each other. Left to itself,
    // rolldown 1.2 splits them into small files of their own as soon as lazy pages share them
    // (rolldown issues 9963 and 10731), and each file compresses apart: one chunk keeps the home
    // page within its budget. Only these modules, not what they import, or every page grows.
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/]react[\\/]|src[\\/]shared[\\/](constants|messages|message-ref|rating|pricing|money|booking-constants)\.ts|src[\\/]web[\\/]lib[\\/](storage|use-reduced-motion|planned-trip|toasts-shown|i18n[\\/](labels|language-names))\.ts|src[\\/]web[\\/]components[\\/]content-language\.tsx/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  preview: { port: 4173 },
}));
