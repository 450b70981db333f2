/** A simulated history of main for the history tests: entries of known series, seeded noise. */
import type { EntryMachine, HistoryEntry } from '../../src/history/types.js';
import { mulberry32 } from '../../src/stats/random.js';

export const MACHINE_A: EntryMachine = {
  cpuModel: 'AMD EPYC 7763 64-Core Processor',
  physicalCores: 2,
  logicalCores: 4,
  os: 'Ubuntu 24.04',
  runner: 'ubuntu24',
};
export const MACHINE_B: EntryMachine = { ...MACHINE_A, cpuModel: 'Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz' };

/** A commit id for commit i of a simulated history (40 hexadecimal digits). */
export const sha = (i: number): string => (0x1000000 + i).toString(16).padStart(40, 'a');

export interface SimBenchmark {
  name: string;
  metric?: 'p99' | 'mean';
  /** The true level at commit i. */
  level: (i: number) => number;
  /** Relative noise of one run (sd). */
  noise?: number;
  lowerIsBetter?: boolean;
}

/** A standard normal deviate by Box–Muller from a uniform generator. */
function normal(r: () => number): number {
  const u = 1 - r();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r());
}

/**
 * `commits` entries, one per commit, each benchmark measured in `runs` runs with relative noise;
 * `machineAt(i)` the machine of commit i (a runner change multiplies the level by `machineFactor`).
 */
export function simulate(
  benchmarks: SimBenchmark[],
  commits: number,
  options: { runs?: number; seed?: number; machineAt?: (i: number) => EntryMachine; machineFactor?: (m: EntryMachine) => number } = {},
): HistoryEntry[] {
  const r = mulberry32(options.seed ?? 1);
  const runs = options.runs ?? 5;
  const out: HistoryEntry[] = [];
  for (let i = 0; i < commits; i++) {
    const machine = options.machineAt?.(i) ?? MACHINE_A;
    const factor = options.machineFactor?.(machine) ?? 1;
    const entry: HistoryEntry = {
      commit: sha(i),
      parent: i === 0 ? null : sha(i - 1),
      time: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
      machine,
      thresholds: { p99: 0.15, mean: 0.05 },
      benchmarks: {},
    };
    for (const b of benchmarks) {
      const level = b.level(i) * factor;
      const values = Array.from({ length: runs }, () => level * (1 + (b.noise ?? 0.01) * normal(r)));
      const sorted = [...values].sort((a, c) => a - c);
      entry.benchmarks[b.name] = {
        unit: 'ns',
        lowerIsBetter: b.lowerIsBetter ?? true,
        metrics: {
          [b.metric ?? 'p99']: { runs: values, median: sorted[Math.floor(runs / 2)], low: sorted[0], high: sorted[runs - 1], n: runs },
        },
      };
    }
    out.push(entry);
  }
  return out;
}
