/**
 * `bench-review compare --variant NAME=FILE[,FILE…] --variant NAME=FILE…` (two or more variants):
 * every variant against the first, the reference, in one table (review/variants.ts,
 * render/variants.ts). A NAME given again adds its files to that variant, so
 * `--variant batching=a.json --variant batching=b.json` is `--variant batching=a.json,b.json`;
 * several files of one variant are several runs, as several `--base` files are. The comparison
 * settings, `--format`, `--name` and `--rename` (applied to the reference, the base of every pair)
 * are compare's. Exit status as compare: 1 when any variant has a confirmed regression.
 */
import { resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { buildSuite } from '../model/build.js';
import { applyNames } from '../model/rename.js';
import type { ParseResult } from '../model/types.js';
import { renderVariantsJson, renderVariantsMarkdown, renderVariantsTerminal } from '../render/variants.js';
import { readFiles } from '../read/parallel.js';
import { variantsReport } from '../review/variants.js';
import { flag, parseFormat } from '../settings.js';
import type { ParsedArgs } from './args.js';
import { namesFromArgs, settingsFromArgs, withNoiseFloorFile } from './flags.js';
import { emitRendered, prepareOutputs, type CliIo } from './io.js';

export interface VariantSpec {
  name: string;
  files: string[];
}

const EXPECTED =
  'NAME=FILE or NAME=FILE,FILE… (a name, "=", then one or more result files separated by commas; give --variant again for each variant, the first is the reference)';

/** The --variant values, in order of first appearance; a name given again appends its files. */
export function parseVariants(values: readonly string[]): VariantSpec[] {
  const out: VariantSpec[] = [];
  for (const raw of values) {
    const eq = raw.indexOf('=');
    if (eq < 0) throw new UsageError(`--variant "${raw}" has no "="; expected ${EXPECTED}`);
    const name = raw.slice(0, eq).trim();
    if (name === '') throw new UsageError(`--variant "${raw}": the name is empty; expected ${EXPECTED}`);
    const files = raw
      .slice(eq + 1)
      .split(',')
      .map((f) => f.trim());
    if (files.some((f) => f === ''))
      throw new UsageError(
        `--variant "${raw}": ${files.length > 1 ? 'a file in the list is empty' : 'no file given'}; expected ${EXPECTED}`,
      );
    const known = out.find((v) => v.name === name);
    if (known) known.files.push(...files);
    else out.push({ name, files });
  }
  if (out.length < 2) {
    throw new UsageError(
      `--variant: ${out.length === 0 ? 'no variant given' : `only one variant ("${out[0].name}")`}; give two or more (the first is the reference every other is compared against), e.g. --variant main=main.json --variant batching=batching.json`,
    );
  }
  return out;
}

/** Flags of `compare` that mean nothing with --variant. */
const NOT_WITH_VARIANTS = ['base', 'head', 'machine', 'history'] as const;

export async function variantsCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  const clash = NOT_WITH_VARIANTS.filter((k) => args[k] !== undefined);
  if (clash.length) {
    throw new UsageError(
      `compare: --variant compares variants against the first one; ${clash.map((k) => `--${k}`).join(', ')} cannot be used with it (${clash.includes('machine') ? 'machine facts come from the result files' : clash.includes('history') ? "main's drift is added to a review of base and head" : 'give base and head as two --variant'})`,
    );
  }
  const variants = parseVariants(args.variant as string[]);
  const settings = await withNoiseFloorFile(args, settingsFromArgs(args), io.cwd);
  const names = namesFromArgs(args);
  await prepareOutputs(args, io.cwd);
  const format = parseFormat(args.format as string | undefined, flag('format'));
  const results: ParseResult[][] = [];
  for (const v of variants)
    results.push(
      await readFiles(
        v.files.map((f) => resolve(io.cwd, f)),
        format,
      ),
    );
  const [reference, ...others] = variants;
  const pairs = others.map((v, i) => ({
    name: v.name,
    files: v.files,
    suite: buildSuite(applyNames({ base: results[0], head: results[i + 1] }, names), { sweepParam: settings.sweepParam }),
  }));
  const report = variantsReport({ name: reference.name, files: reference.files }, pairs, settings);
  return emitRendered(report.status, args, io, {
    json: () => renderVariantsJson(report),
    markdown: () => renderVariantsMarkdown(report),
    terminal: (color) => renderVariantsTerminal(report, { color }),
  });
}
