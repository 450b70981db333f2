/**
 * Per-run values kept as columns (PerRunTable, types.ts): what each row stands for, and a reader's
 * result seen through them. model/build.ts reads the rows directly; these serve the places that
 * want names or one measurement (errors, renames, the shard filter).
 */
import type { Measurement, ParseResult, PerRunTable, Source } from './types.js';

/** Where row i was read: its line, or its JSON pointer. */
export function rowSource(t: PerRunTable, i: number): Source {
  const s = t.series[t.seriesOf[i]];
  return s.pointer === undefined ? { file: t.file, line: t.at[i] } : { file: t.file, pointer: `${s.pointer}/${t.at[i]}${s.after ?? ''}` };
}

/** Row i's iteration count: undefined when it has none (NaN). */
export function rowIterations(t: PerRunTable, i: number): number | undefined {
  const it = t.iterations[i];
  return it === it ? it : undefined;
}

/** The measurement row i stands for. */
export function rowMeasurement(t: PerRunTable, i: number): Measurement {
  const s = t.series[t.seriesOf[i]];
  return {
    benchmark: s.benchmark,
    unit: s.unit,
    ...(s.measure !== undefined ? { measure: s.measure } : {}),
    lowerIsBetter: s.lowerIsBetter,
    run: String(t.runs[i]),
    ...(s.load ? { load: s.load } : {}),
    data: { kind: 'per-run', value: t.values[i], iterations: rowIterations(t, i) },
    source: rowSource(t, i),
  };
}

/** How many measurements a result holds, its table's rows counted one by one. */
export function measurementCount(r: ParseResult): number {
  return r.measurements.length + (r.perRun?.values.length ?? 0);
}

/** Each benchmark name of a result with where it was read: each series' first row's, then every measurement's. */
export function namesWithSource(r: ParseResult): Array<{ benchmark: string; source: Source }> {
  const out: Array<{ benchmark: string; source: Source }> = [];
  const t = r.perRun;
  if (t) {
    const first = new Array<number>(t.series.length).fill(-1);
    for (let i = 0; i < t.seriesOf.length; i++) if (first[t.seriesOf[i]] < 0) first[t.seriesOf[i]] = i;
    const order = first
      .map((row, k) => ({ row, k }))
      .filter((x) => x.row >= 0)
      .sort((a, b) => a.row - b.row);
    for (const { row, k } of order) out.push({ benchmark: t.series[k].benchmark, source: rowSource(t, row) });
  }
  for (const m of r.measurements) out.push({ benchmark: m.benchmark, source: m.source });
  return out;
}

/** The table keeping only the rows of the series `keep` keeps (the table itself when it keeps all). */
export function filterSeries(t: PerRunTable, keep: (benchmark: string) => boolean): PerRunTable {
  const kept = t.series.map((s) => keep(s.benchmark));
  if (kept.every(Boolean)) return t;
  const index = new Int32Array(t.series.length).fill(-1);
  let n = 0;
  for (let k = 0; k < t.series.length; k++) if (kept[k]) index[k] = n++;
  let rows = 0;
  for (let i = 0; i < t.seriesOf.length; i++) if (index[t.seriesOf[i]] >= 0) rows++;
  const out: PerRunTable = {
    file: t.file,
    series: t.series.filter((_, k) => kept[k]),
    seriesOf: new Uint32Array(rows),
    values: new Float64Array(rows),
    iterations: new Float64Array(rows),
    runs: new Uint32Array(rows),
    at: new Uint32Array(rows),
  };
  for (let i = 0, j = 0; i < t.seriesOf.length; i++) {
    const k = index[t.seriesOf[i]];
    if (k < 0) continue;
    out.seriesOf[j] = k;
    out.values[j] = t.values[i];
    out.iterations[j] = t.iterations[i];
    out.runs[j] = t.runs[i];
    out.at[j] = t.at[i];
    j++;
  }
  return out;
}
