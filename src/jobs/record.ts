/**
 * Recording a commit into the history store (issue 27), the job both front ends run: result files
 * read with the same readers, names and machine facts as a review (`bench-review record
 * RESULTS...`, the action's `mode: record` with `head-results`), made into one entry
 * (history/entry.ts) of the metrics the gate would judge; and written into a store folder
 * (history/store.ts). A measured run records its suite's head side the same way (entryFromSuite).
 */
import { entryFromSuite, type EntryFacts } from '../history/entry.js';
import { runValueCount, MAX_RUN_VALUES, writeEntry } from '../history/store.js';
import type { HistoryEntry } from '../history/types.js';
import { buildSuite } from '../model/build.js';
import type { NameOptions } from '../model/rename.js';
import type { Settings } from '../model/settings.js';
import type { Machine } from '../model/types.js';
import { readMachineFile } from '../read/machine-file.js';
import { readNamed, overlayMachine } from './review-run.js';

export interface RecordInput {
  /** The commit's result files (each one run, unless the format holds several). */
  files: string[];
  format?: string;
  settings: Settings;
  names?: NameOptions;
  /** A machine-fact file: its facts fill in and override what the result files say. */
  machineFile?: string;
  /** Machine facts bench-review measured itself; they override the rest. */
  machine?: Machine;
  facts: EntryFacts;
  /** Where the runner's image (ImageOS) is read from when the facts do not say. */
  env?: Record<string, string | undefined>;
}

/** The entry of a commit's result files. */
export async function entryFromResults(input: RecordInput): Promise<HistoryEntry> {
  const fromFile = input.machineFile !== undefined ? await readMachineFile(input.machineFile, 'head') : undefined;
  const read = await readNamed({ base: [], head: input.files }, input.format, input.names);
  const suite = buildSuite(read, { sweepParam: input.settings.sweepParam });
  for (const facts of [fromFile, input.machine]) if (facts) suite.machine.head = overlayMachine(suite.machine.head, facts);
  return entryFromSuite(suite, input.settings, input.facts, { side: 'head', env: input.env });
}

/** What a record wrote, for the front ends to say. */
export interface Recorded {
  /** The entry file, relative to the store. */
  file: string;
  benchmarks: number;
  metrics: number;
  /** Whether the per-run values were kept (else medians, spreads and counts only: the size rule). */
  runsKept: boolean;
  runValues: number;
}

/** Write an entry into a store folder (created when missing). */
export async function recordEntry(dir: string, entry: HistoryEntry): Promise<Recorded> {
  const file = await writeEntry(dir, entry);
  return describeEntry(entry, file);
}

/** The counts said about a recorded entry. */
export function describeEntry(entry: HistoryEntry, file: string): Recorded {
  const benchmarks = Object.values(entry.benchmarks);
  const runValues = runValueCount(entry);
  return {
    file,
    benchmarks: benchmarks.length,
    metrics: benchmarks.reduce((n, b) => n + Object.keys(b.metrics).length, 0),
    runsKept: runValues <= MAX_RUN_VALUES,
    runValues,
  };
}

/** One line saying what was recorded. */
export function recordedLine(entry: HistoryEntry, r: Recorded, where: string): string {
  const kept = r.runsKept
    ? `per-run values kept (${r.runValues})`
    : `medians, spreads and run counts only (${r.runValues} per-run values are past the ${MAX_RUN_VALUES} an entry keeps)`;
  return `recorded ${entry.commit.slice(0, 12)} in ${where}: ${r.benchmarks} ${r.benchmarks === 1 ? 'benchmark' : 'benchmarks'}, ${r.metrics} ${r.metrics === 1 ? 'metric' : 'metrics'}, ${kept}`;
}
