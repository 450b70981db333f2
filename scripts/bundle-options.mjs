// The esbuild options of the two bundles, shared by scripts/bundle.mjs (dist/) and
// bench/action-overhead.ts (a temporary folder), so what is measured is what ships.
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const common = {
  absWorkingDir: ROOT,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  // CommonJS dependencies bundled into ESM still call require() for Node built-ins.
  banner: { js: "import { createRequire as __brCreateRequire } from 'node:module';\nconst require = __brCreateRequire(import.meta.url);" },
  // debug (under the artifact client's proxy agents) tries require('supports-color') and goes on
  // without it. Left to run time, so the bundle does not change with whether a dev tool (eslint's
  // chalk) happens to hoist supports-color into node_modules.
  external: ['supports-color'],
};

/**
 * The action: `<outdir>/index.js` (action.yml's `main`) and, split off by esbuild, the chunks it
 * imports only when they are needed (`<outdir>/chunks/`): the artifact client with the Azure SDK
 * when uploading profiles, hdr-histogram-js when reading a .hlog, @actions/github behind a proxy. Node then reads and
 * compiles only what a run uses (bench/action-overhead.ts). Chunk names carry a content hash, so
 * the output stays reproducible. `<outdir>/read-worker.js` is the worker thread that reads large
 * inputs side by side (src/read/parallel.ts); the CLI, one file, starts the same one.
 */
export function actionOptions(outdir) {
  return {
    ...common,
    entryPoints: { index: 'src/index.ts', 'read-worker': 'src/read/read-worker.ts' },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
  };
}

/** The CLI: one file, `outfile`, runnable as a bin (shebang). */
export function cliOptions(outfile) {
  return { ...common, entryPoints: ['src/cli.ts'], outfile, banner: { js: '#!/usr/bin/env node\n' + common.banner.js } };
}
