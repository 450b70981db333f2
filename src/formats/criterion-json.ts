/**
 * cargo-criterion machine-readable messages (`cargo criterion --message-format=json`): NDJSON,
 * one `{"reason":"benchmark-complete", "id", "iteration_count":[…], "measured_values":[…],
 * "unit", "throughput":[…], "typical"/"mean"/"median"…, "change"}` per benchmark, plus
 * `group-complete` lines (ignored).
 *
 * Runs and kinds: as for the criterion directory, sample i measured `iteration_count[i]`
 * iterations in `measured_values[i]` (total, in `unit`), so each sample gives one mean time per
 * iteration → a `per-run` measurement (iterations = the count), run ids "1", "2", … (all from one
 * process). A benchmark seen twice (several runs concatenated) continues the numbering.
 * Names: `id`. Times → ns (lower is better); a non-time `unit` (custom measurement) is kept as
 * is. `throughput` [{per_iteration, unit: "bytes"|"elements"}] adds B/s or ops/s per sample, measure
 * `throughput` (the time keeps the default measure `time`).
 * Lines that are not JSON objects (compiler output mixed in) are skipped.
 */
import { InputError } from '../errors.js';
import type { Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath } from '../read/json.js';
import { splitLines } from '../read/lines.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { parseUnit } from '../units/units.js';

function detect(probe: InputProbe): number {
  for (const line of splitLines(probe.head).slice(0, 200)) {
    const t = line.trim();
    if (!t.startsWith('{')) continue;
    if (/"reason"\s*:\s*"benchmark-complete"/.test(t) && /"measured_values"/.test(t)) return 0.95;
    if (/"reason"\s*:\s*"group-complete"/.test(t)) return 0.7;
  }
  return 0;
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const lines = splitLines(await input.readText());
  const measurements: Measurement[] = [];
  const counts = new Map<string, number>();
  lines.forEach((raw, i) => {
    const t = raw.trim();
    if (!t.startsWith('{')) return;
    let msg: unknown;
    try {
      msg = JSON.parse(t);
    } catch {
      throw new InputError({ file, line: i + 1 }, 'not a complete JSON object (truncated?); expected one cargo-criterion message per line');
    }
    if (!isObject(msg) || msg.reason !== 'benchmark-complete') return;
    const at = new JsonPath(`${file}:${i + 1}`);
    const id = at.at('id').string(msg.id);
    const ip = at.at('iteration_count');
    const vp = at.at('measured_values');
    const iters = ip.array(msg.iteration_count).map((v, k) => ip.at(k).finite(v));
    const values = vp.array(msg.measured_values).map((v, k) => vp.at(k).finite(v));
    if (iters.length !== values.length) vp.fail(`${iters.length} values, one per iteration_count`, `${values.length} entries`);
    const unitText = msg.unit === undefined ? 'ns' : at.at('unit').string(msg.unit);
    const u = parseUnit(unitText);
    const throughputs = Array.isArray(msg.throughput) ? msg.throughput.filter(isObject) : [];
    const base = counts.get(id) ?? 0;
    counts.set(id, base + iters.length);
    iters.forEach((n, k) => {
      const source = { file, line: i + 1, pointer: vp.at(k).pointer };
      if (!(n > 0) || values[k] < 0) {
        ctx.warn('bad-iterations', { line: i + 1, pointer: vp.at(k).pointer, id, iterations: n });
        return;
      }
      const perIter = (values[k] / n) * u.scale;
      const run = String(base + k + 1);
      measurements.push({
        benchmark: id,
        unit: u.unit,
        lowerIsBetter: u.lowerIsBetter,
        run,
        data: { kind: 'per-run', value: perIter, iterations: n },
        source,
      });
      if (u.unit !== 'ns' || perIter <= 0) return;
      for (const tp of throughputs) {
        if (typeof tp.per_iteration !== 'number' || tp.per_iteration <= 0) continue;
        const unit = tp.unit === 'bytes' || tp.unit === 'bytes_decimal' ? 'B/s' : 'ops/s';
        measurements.push({
          benchmark: id,
          unit,
          measure: 'throughput',
          lowerIsBetter: false,
          run,
          data: { kind: 'per-run', value: tp.per_iteration / (perIter * 1e-9), iterations: n },
          source,
        });
      }
    });
  });
  if (measurements.length === 0)
    throw new InputError(
      { file },
      'no "benchmark-complete" messages with samples; expected `cargo criterion --message-format=json` output',
    );
  return { measurements };
}

export const criterionJson = defineReader({
  id: 'criterion-json',
  title: 'cargo-criterion --message-format=json',
  carries: 'per-run',
  howTo: 'cargo criterion --message-format=json > out.ndjson',
  detect,
  parse,
});
