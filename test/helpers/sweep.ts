/** Synthetic load sweeps for tests: per point and side, runs of printed percentiles and a throughput per run. */
import { buildSuite } from '../../src/model/build.js';
import type { Load, Measurement, ParseResult, Side, Suite } from '../../src/model/types.js';

export interface SidePoint {
  /** p99 of each run, in ms (p50 is a tenth of it, p99.9 twice it). */
  p99: number[];
  /** Achieved requests/s of each run (same count as p99). */
  achieved?: number[];
}

export interface PointSpec {
  load: number;
  base?: SidePoint;
  head?: SidePoint;
}

const MS = 1e6;

export function sweepMeasurements(name: string, points: PointSpec[], side: Side, param = 'rate'): Measurement[] {
  const out: Measurement[] = [];
  for (const p of points) {
    const s = p[side];
    if (!s) continue;
    const load: Load = { param, value: p.load };
    s.p99.forEach((v, i) => {
      const run = `${p.load}-${i + 1}`;
      const source = { file: `${side}-${p.load}-${i + 1}.txt` };
      out.push({
        benchmark: name,
        unit: 'ns',
        lowerIsBetter: true,
        measure: 'latency',
        run,
        load,
        data: {
          kind: 'percentiles',
          points: [
            { p: 0.5, value: (v / 10) * MS },
            { p: 0.9, value: (v / 2) * MS },
            { p: 0.99, value: v * MS },
            { p: 0.999, value: 2 * v * MS },
          ],
          count: 100_000,
          mean: (v / 8) * MS,
        },
        source,
      });
      if (s.achieved)
        out.push({
          benchmark: name,
          unit: 'ops/s',
          lowerIsBetter: false,
          measure: 'throughput',
          run,
          load,
          data: { kind: 'per-run', value: s.achieved[i] },
          source,
        });
    });
  }
  return out;
}

export function sweepSuite(name: string, points: PointSpec[], param = 'rate'): Suite {
  const side = (s: Side): ParseResult[] => [{ format: 'test', measurements: sweepMeasurements(name, points, s, param), warnings: [] }];
  return buildSuite({ base: side('base'), head: side('head') });
}
