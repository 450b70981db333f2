// The esbuild options of the two bundles, shared by scripts/bundle.mjs (dist/) and
// bench/action-overhead.ts (a temporary folder), so what is measured is what ships.
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The history dashboard's files go into the CLI as strings: src/history/dashboard/site.ts gets them
 * from ./assets.js, which reads them from node_modules and its folder at run time when the sources
 * run (tsx, vitest). In the bundle that module is replaced by this one, which imports the same
 * files `with { type: 'text' }`: esbuild inlines their contents at build time, so dist/cli.js
 * writes a dashboard without node_modules, and the build's metafile lists uPlot among the bundled
 * packages (dist/licenses.txt). test/history/dashboard.test.ts checks both write the same site.
 */
const DASHBOARD_ASSETS = `
import uplotJs from 'uplot/dist/uPlot.iife.min.js' with { type: 'text' };
import uplotCss from 'uplot/dist/uPlot.min.css' with { type: 'text' };
import uplotLicense from 'uplot/LICENSE' with { type: 'text' };
import appJs from './app.js' with { type: 'text' };
import appCss from './app.css' with { type: 'text' };
export function dashboardAssets() {
  return { uplotJs, uplotCss, uplotLicense, appJs, appCss };
}
`;
const embedDashboardAssets = {
  name: 'embed-dashboard-assets',
  setup(build) {
    build.onResolve({ filter: /^\.\/assets\.js$/ }, (args) =>
      /[\\/]src[\\/]history[\\/]dashboard[\\/]site\.ts$/.test(args.importer)
        ? // Relative to the root: the path is written into the bundle, which must not depend on where the clone is.
          { path: relative(ROOT, join(args.resolveDir, 'assets.ts')).split('\\').join('/'), namespace: 'dashboard-assets' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'dashboard-assets' }, (args) => ({
      contents: DASHBOARD_ASSETS,
      resolveDir: join(ROOT, dirname(args.path)),
      loader: 'js',
    }));
  },
};

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
  plugins: [embedDashboardAssets],
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
