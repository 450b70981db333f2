/**
 * Per-run values kept as columns (PerRunTable): a table stands for exactly the measurements its rows
 * give (model/run-table.ts rowMeasurement), so every stage that takes it — the value check, the
 * suite builder, renames, the shard filter — must give what the same measurements would.
 */
import { describe, expect, it } from 'vitest';
import { buildSuite } from '../../src/model/build.js';
import { applyNames } from '../../src/model/rename.js';
import { filterSeries, measurementCount, namesWithSource, rowMeasurement } from '../../src/model/run-table.js';
import type { Measurement, ParseResult, PerRunTable } from '../../src/model/types.js';
import { joinTables, RESERVE_AFTER, RoomAfterFirstBytes, RunTableBuilder } from '../../src/read/run-table.js';
import { validateResult } from '../../src/read/validate.js';
import { mulberry32 } from '../stats/helpers.js';

/** A random table: a few series (some by pointer, with or without a field after the index; some with a load), runs in random order, some without iterations. */
function randomTable(seed: number, rows: number, file = 'in.txt'): PerRunTable {
  const r = mulberry32(seed);
  const b = new RunTableBuilder(file);
  const names = ['BenchmarkA', 'BenchmarkB', 'GET /x rate=100', 'BM_C'];
  const ns = 1 + Math.floor(r() * 5);
  for (let k = 0; k < ns; k++) {
    b.addSeries({
      benchmark: names[Math.floor(r() * names.length)],
      unit: r() < 0.7 ? 'ns' : 'B',
      lowerIsBetter: true,
      ...(r() < 0.6 ? { measure: `m${k}` } : {}),
      ...(r() < 0.2 ? { load: { param: 'connections', value: 8 } } : {}),
      ...(r() < 0.3 ? { pointer: `/results/${k}/times`, ...(r() < 0.5 ? { after: '/real_time' } : {}) } : {}),
    });
  }
  const runs = new Array<number>(ns).fill(0);
  for (let i = 0; i < rows; i++) {
    const k = Math.floor(r() * ns);
    b.add(k, Math.round(r() * 1e6) / 8 + 1, r() < 0.2 ? NaN : 1 + Math.floor(r() * 100), ++runs[k], i + 2);
  }
  return b.table();
}

const asTable = (t: PerRunTable, format = 'test'): ParseResult => ({ format, measurements: [], perRun: t, warnings: [] });
const asMeasurements = (t: PerRunTable, format = 'test'): ParseResult => ({
  format,
  measurements: Array.from({ length: t.values.length }, (_, i) => rowMeasurement(t, i)),
  warnings: [],
});

describe('RunTableBuilder', () => {
  it('keeps every row across its chunks, and joins tables renumbering their series', () => {
    const b = new RunTableBuilder('f');
    const k = b.addSeries({ benchmark: 'X', unit: 'ns', lowerIsBetter: true, measure: 'ns/op' });
    for (let i = 0; i < 40_000; i++) b.add(k, i * 0.5, i % 7 === 0 ? NaN : i, i + 1, i + 3);
    const t = b.table();
    expect([t.values.length, b.length]).toEqual([40_000, 40_000]);
    expect([t.values[39_999], t.iterations[39_997], t.runs[16_384], t.at[16_383], t.seriesOf[32_768]]).toEqual([
      19_999.5, 39_997, 16_385, 16_386, 0,
    ]);
    expect(Number.isNaN(t.iterations[0])).toBe(true);
    const c = new RunTableBuilder('f');
    c.addSeries({ benchmark: 'Y', unit: 'B', lowerIsBetter: true });
    c.add(0, 64, 1, 1, 9);
    const j = joinTables('f', [t, c.table()]);
    expect(j.series.map((s) => s.benchmark)).toEqual(['X', 'Y']);
    expect([j.values.length, j.seriesOf[40_000], j.values[40_000], j.at[40_000]]).toEqual([40_001, 1, 64, 9]);
    expect(rowMeasurement(j, 40_000)).toEqual({
      benchmark: 'Y',
      unit: 'B',
      lowerIsBetter: true,
      run: '1',
      data: { kind: 'per-run', value: 64, iterations: 1 },
      source: { file: 'f', line: 9 },
    });
  });

  it('keeps every row when it makes room mid-way, and returns the room itself (no copy) only when at least half full', () => {
    // rows before the room (over several chunks), rows within it, and rows beyond it
    for (const [before, room, total] of [
      [40_000, 100_000, 90_000],
      [40_000, 100_000, 45_000],
      [100, 50_000, 80_000],
      [20_000, 10_000, 30_000],
    ]) {
      const b = new RunTableBuilder('f');
      const k = b.addSeries({ benchmark: 'X', unit: 'ns', lowerIsBetter: true });
      const row = (i: number): void => b.add(k, i * 0.25, i % 5 === 0 ? NaN : i, i + 1, i + 2);
      for (let i = 0; i < before; i++) row(i);
      b.reserve(room);
      for (let i = before; i < total; i++) row(i);
      const t = b.table();
      expect(t.values.length).toBe(total);
      for (let i = 0; i < total; i++) {
        if (
          t.values[i] !== i * 0.25 ||
          t.runs[i] !== i + 1 ||
          t.at[i] !== i + 2 ||
          t.seriesOf[i] !== 0 ||
          !Object.is(t.iterations[i], i % 5 === 0 ? NaN : i)
        )
          throw new Error(`row ${i} of ${[before, room, total]}`);
      }
      // The room is the table's memory when the rows filled at least half of it and no more.
      const kept = room > before && total <= room && 2 * total >= room;
      expect([before, room, total, t.values.buffer.byteLength === room * 8]).toEqual([before, room, total, kept]);
    }
  });
});

describe('RoomAfterFirstBytes', () => {
  it('makes room once, after the first MiB, for the rows the whole file holds at that rate', () => {
    // 40-byte lines of one row each, in a file of 4 MiB: room for about 1.1 × its rows.
    const lines = Math.floor((4 * 2 ** 20) / 40);
    for (const size of [lines * 40, undefined]) {
      const b = new RunTableBuilder('f');
      const k = b.addSeries({ benchmark: 'X', unit: 'ns', lowerIsBetter: true });
      const room = new RoomAfterFirstBytes(b, size);
      for (let i = 0; i < lines; i++) {
        room.read(40);
        b.add(k, i, 1, i + 1, i + 1);
      }
      const t = b.table();
      expect(t.values.length).toBe(lines);
      expect(t.values[lines - 1]).toBe(lines - 1);
      const room8 = t.values.buffer.byteLength / 8;
      if (size === undefined)
        expect(room8).toBe(lines); // a pipe: chunks, copied once
      else {
        // made when the lines read passed RESERVE_AFTER, at their rate
        const before = Math.ceil(RESERVE_AFTER / 40) - 1;
        expect(room8).toBe(Math.ceil((before * size * 1.1) / ((before + 1) * 40)));
        expect(room8 / lines).toBeCloseTo(1.1, 2);
      }
    }
  });
});

describe('a table stands for its measurements', () => {
  it('builds the same suite as the measurements its rows give: benchmarks, order, run ids, data', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const base = randomTable(seed, seed % 50);
      const head = randomTable(seed + 1000, (seed * 7) % 60, 'head.txt');
      const fromTable = buildSuite({ base: [asTable(base)], head: [asTable(head)] });
      const fromMeasurements = buildSuite({ base: [asMeasurements(base)], head: [asMeasurements(head)] });
      expect(fromTable).toEqual(fromMeasurements);
    }
  });

  it("puts the table before the measurements of the same input (a reader's summaries come at the end)", () => {
    const t = randomTable(3, 20);
    const extra: Measurement = {
      benchmark: 'Summary',
      unit: 'ns',
      lowerIsBetter: true,
      run: '1',
      data: { kind: 'summary', mean: 5 },
      source: { file: 'in.txt', line: 1 },
    };
    const mixed: ParseResult = { format: 'test', measurements: [extra], perRun: t, warnings: [] };
    const flat: ParseResult = { format: 'test', measurements: [...asMeasurements(t).measurements, extra], warnings: [] };
    expect(buildSuite({ base: [mixed], head: [] })).toEqual(buildSuite({ base: [flat], head: [] }));
    expect(measurementCount(mixed)).toBe(21);
  });

  it('is checked as its measurements are: the same error at the same row, the same zero-duration warning', () => {
    const t = randomTable(5, 40);
    const time = t.series.findIndex((s) => s.unit === 'ns');
    const rows = [...t.seriesOf.keys()].filter((i) => t.seriesOf[i] === time);
    expect(rows.length).toBeGreaterThan(2);
    const errorOf = (r: ParseResult): string => {
      try {
        validateResult(r);
        return 'none';
      } catch (e) {
        return (e as Error).message;
      }
    };
    for (const bad of [-1, Infinity, NaN]) {
      const copy = { ...t, values: t.values.slice() };
      copy.values[rows[1]] = bad;
      const msg = errorOf(asTable(copy));
      expect(msg).not.toBe('none');
      expect(msg).toBe(errorOf(asMeasurements(copy)));
    }
    const badIterations = { ...t, iterations: t.iterations.slice() };
    badIterations.iterations[3] = -2;
    expect(errorOf(asTable(badIterations))).toBe(errorOf(asMeasurements(badIterations)));
    const zeros = { ...t, values: t.values.slice() };
    zeros.values[rows[2]] = 0;
    zeros.values[rows[1]] = 0;
    expect(validateResult(asTable(zeros)).warnings).toEqual(validateResult(asMeasurements(zeros)).warnings);
    expect(validateResult(asTable(zeros)).warnings[0].params).toMatchObject({ zeros: 2, benchmark: t.series[time].benchmark });
  });

  it('is renamed and filtered as its measurements are, and names itself in order of first appearance', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const t = randomTable(seed, 30);
      const rename = [{ from: 'BenchmarkA', to: 'BenchmarkZ' }];
      const named = applyNames({ base: [asTable(t)], head: [] }, { rename });
      const namedFlat = applyNames({ base: [asMeasurements(t)], head: [] }, { rename });
      expect(buildSuite(named)).toEqual(buildSuite(namedFlat));
      const keep = (benchmark: string) => benchmark !== 'BenchmarkB';
      const kept = filterSeries(t, keep);
      expect(asMeasurements(kept).measurements).toEqual(asMeasurements(t).measurements.filter((m) => keep(m.benchmark)));
      // Each name first appears where its first measurement does.
      const firstOf = (xs: Array<{ benchmark: string; source: unknown }>) => {
        const first = new Map<string, unknown>();
        for (const x of xs) if (!first.has(x.benchmark)) first.set(x.benchmark, x.source);
        return [...first];
      };
      expect(firstOf(namesWithSource(asTable(t)))).toEqual(firstOf(asMeasurements(t).measurements));
    }
  });
});

describe('rowSource', () => {
  it('names a row by line, or by its series pointer, index and the field after it', () => {
    const b = new RunTableBuilder('gb.json');
    b.addSeries({ benchmark: 'BM_X', unit: 'ns', lowerIsBetter: true, measure: 'cpu_time', pointer: '/benchmarks', after: '/cpu_time' });
    b.addSeries({ benchmark: 'cmd', unit: 'ns', lowerIsBetter: true, measure: 'time', pointer: '/results/0/times' });
    b.addSeries({ benchmark: 'BenchmarkY', unit: 'ns', lowerIsBetter: true });
    b.add(0, 5, 10, 1, 3);
    b.add(1, 6, 1, 8, 7);
    b.add(2, 7, NaN, 1, 42);
    const t = b.table();
    expect([0, 1, 2].map((i) => rowMeasurement(t, i).source)).toEqual([
      { file: 'gb.json', pointer: '/benchmarks/3/cpu_time' },
      { file: 'gb.json', pointer: '/results/0/times/7' },
      { file: 'gb.json', line: 42 },
    ]);
    expect(rowMeasurement(t, 2).data).toEqual({ kind: 'per-run', value: 7, iterations: undefined });
  });
});
