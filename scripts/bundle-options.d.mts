import type { BuildOptions } from 'esbuild';

export function actionOptions(outdir: string): BuildOptions;
export function cliOptions(outfile: string): BuildOptions;
