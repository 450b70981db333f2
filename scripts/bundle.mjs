// Reproducible bundle of the action (dist/index.js and its lazily loaded chunks in dist/chunks/)
// and the CLI (dist/cli.js). esbuild output depends only on the sources and the locked dependency
// versions; the options are in bundle-options.mjs.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { actionOptions, cliOptions } from './bundle-options.mjs';

rmSync('dist', { recursive: true, force: true });

await build(actionOptions('dist'));
await build(cliOptions('dist/cli.js'));
