// buildSuite groups by name first, then by the rest of the benchmark key (issue 14: one long key
// string per measurement cost more). Held to the plain grouping by the whole key on random inputs.
import { describe, expect, it } from 'vitest';
import { benchmarkKey, buildSuite, defaultMeasure } from '../../src/model/build.js';
import { loadFromName } from '../../src/model/load.js';
import type { Load, Measurement, ParseResult } from '../../src/model/types.js';
import { mulberry32 } from '../../src/stats/random.js';

describe('buildSuite grouping', () => {
  it("makes the same benchmarks, in the same order (a sweep's points in load order), with the same runs as grouping by the whole key", () => {
    const r = mulberry32(5000);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
    const NAMES = ['a', 'b', 'GET /api rate=100', 'GET /api rate=200', 'x/c=8', 'n\u0000ns', 'n', 'c=8/rate=1000'];
    const UNITS = ['ns', 'B', 'ops/s', 'allocs'];
    const MEASURES = [undefined, undefined, 'time', 'B/op', 'ns/op'];
    const LOADS: Array<Load | undefined> = [undefined, undefined, { param: 'connections', value: 10 }, { param: 'rate', value: 100 }];
    for (let round = 0; round < 200; round++) {
      const file = (side: string, i: number) => pick([`${side}-${i}.txt`, `rate=500/${side}-${i}.txt`]);
      const inputs = { base: [] as ParseResult[], head: [] as ParseResult[] };
      for (const side of ['base', 'head'] as const) {
        for (let f = 0; f < 1 + Math.floor(r() * 3); f++) {
          const source = { file: file(side, f), line: 1 };
          const measurements: Measurement[] = [];
          for (let k = 0; k < Math.floor(r() * 30); k++) {
            const unit = pick(UNITS);
            measurements.push({
              benchmark: pick(NAMES),
              unit,
              measure: pick(MEASURES),
              lowerIsBetter: unit !== 'ops/s',
              run: String(1 + Math.floor(r() * 4)),
              data: { kind: 'per-run', value: 1 + k },
              source,
              ...(r() < 0.3 ? { load: pick(LOADS) } : {}),
            });
          }
          inputs[side].push({ format: 'test', measurements, warnings: [] });
        }
      }
      const suite = buildSuite(inputs);
      // The plain grouping: one map by the whole key, in first-seen order, runs appended per side.
      const plain = new Map<string, { toolName: string; unit: string; measure: string; load?: Load; base: string[]; head: string[] }>();
      for (const side of ['base', 'head'] as const) {
        inputs[side].forEach((res, fi) => {
          for (const m of res.measurements) {
            // The load each measurement got is the one its benchmark carries: group by it as the whole key would.
            const owner = suite.benchmarks.find((b) => b.runs[side].some((x) => x.id === `${side}:${fi}:${m.run}` && x.data === m.data))!;
            const key = benchmarkKey(m.benchmark, m.unit, m.measure, owner.load);
            let e = plain.get(key);
            if (!e)
              plain.set(
                key,
                (e = {
                  toolName: m.benchmark,
                  unit: m.unit,
                  measure: m.measure ?? defaultMeasure(m.unit),
                  ...(owner.load ? { load: owner.load } : {}),
                  base: [],
                  head: [],
                }),
              );
            e[side].push(`${side}:${fi}:${m.run}`);
          }
        });
      }
      // The points of one sweep (name without its load token, measure, unit, load parameter) in load
      // order: the places the plain grouping gave them, filled in ascending load.
      const ordered = [...plain.values()];
      const sweeps = new Map<string, number[]>();
      ordered.forEach((e, i) => {
        if (!e.load) return;
        const n = loadFromName(e.toolName);
        const name = n && 'found' in n && n.found.load.param === e.load.param ? n.found.rest : e.toolName;
        const key = [name, e.measure, e.unit, e.load.param].join('\u0000');
        sweeps.set(key, [...(sweeps.get(key) ?? []), i]);
      });
      for (const places of sweeps.values()) {
        const members = places.map((i) => ordered[i]).sort((a, b) => a.load!.value - b.load!.value);
        places.forEach((i, k) => (ordered[i] = members[k]));
      }
      expect(
        suite.benchmarks.map((b) => ({
          toolName: b.toolName,
          unit: b.unit,
          measure: b.measure,
          ...(b.load ? { load: b.load } : {}),
          base: b.runs.base.map((x) => x.id),
          head: b.runs.head.map((x) => x.id),
        })),
      ).toEqual(ordered);
    }
  });
});
