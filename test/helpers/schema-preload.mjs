/**
 * Preloaded into every Node process a test starts (`NODE_OPTIONS=--import …/schema-preload.mjs`,
 * added by test/helpers/schema-setup.ts): the built bundles (dist/cli.js, dist/index.js) and the
 * sources run with tsx check every document they write against schema/ (schema-check.mjs), and a
 * document that does not fit fails the write, and so the run. The action (dist/index.js) fits
 * report.json into the limits of report.json, so what it writes is held to them too.
 */
import { installWriteCheck } from './schema-check.mjs';

installWriteCheck({ stdout: true, limits: /[\\/]dist[\\/]index\.js$/.test(process.argv[1] ?? '') });
