/**
 * github-action-benchmark custom JSON (`tool: customSmallerIsBetter` / `customBiggerIsBetter`):
 * `[{"name", "unit", "value", "range"?, "extra"?}, …]`.
 *
 * Kind: one number per benchmark and file, already an aggregate → one `per-run` value (run "1";
 * a name repeated with the same unit in one file gives runs "2", "3", …). `range` and `extra` are
 * free text and are not used.
 * Direction: the file does not say whether bigger or smaller is better (the workflow's `tool`
 * setting does), so smaller is better by default, and a throughput-like unit flips it: anything
 * parseUnit reads as a rate (ops/s, req/s, MB/s, Hz, …) or a unit mentioning "per second",
 * "throughput" or "/s". Units: times are normalised to ns and sizes to bytes (including spelled
 * out "Megabytes" etc.); other units (Percent, points, …) are kept as written.
 * Measure: not set, so it is the canonical unit's default (`time` for durations, else the unit):
 * the unit as written would split `ms` and `us` entries of one name into two benchmarks.
 */
import { InputError } from '../errors.js';
import type { Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject, JsonPath, parseJson, tryParseJson } from '../read/json.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { parseUnit } from '../units/units.js';

const WORDS: Record<string, string> = {
  kilobytes: 'KB',
  megabytes: 'MB',
  gigabytes: 'GB',
  kibibytes: 'KiB',
  mebibytes: 'MiB',
  gibibytes: 'GiB',
  percent: '%',
};

/** Canonical unit, scale and direction of a free-text unit; higher is better for rates. */
export function customUnit(raw: string): { unit: string; scale: number; lowerIsBetter: boolean } {
  const text = WORDS[raw.trim().toLowerCase()] ?? raw.trim();
  const info = parseUnit(text);
  const rate = info.kind === 'throughput' || /per\s*sec|throughput|\/\s*s(ec(ond)?)?$/i.test(text);
  return { unit: info.unit, scale: info.scale, lowerIsBetter: !rate };
}

const isEntry = (e: unknown): boolean =>
  isObject(e) && typeof e.name === 'string' && typeof e.unit === 'string' && (typeof e.value === 'number' || typeof e.value === 'string');

function detect(probe: InputProbe): number {
  if (!/^\uFEFF?\s*\[/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (Array.isArray(doc)) return doc.length > 0 && doc.every(isEntry) ? 0.9 : 0;
  const first = /^\uFEFF?\s*\[\s*\{([^{}]*)\}/.exec(probe.head);
  return first && /"name"\s*:/.test(first[1]) && /"unit"\s*:/.test(first[1]) && /"value"\s*:/.test(first[1]) ? 0.7 : 0;
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const root = new JsonPath(file);
  const list = root.array(parseJson(await input.readText(), file));
  const measurements: Measurement[] = [];
  const runs = new Map<string, number>();
  list.forEach((raw, i) => {
    const at = root.at(i);
    const e = at.object(raw);
    const name = at.at('name').string(e.name);
    const unitText = at.at('unit').string(e.unit);
    const value = at.at('value').number(e.value);
    if (!Number.isFinite(value)) {
      ctx.warn('not-finite', { pointer: at.at('value').pointer, name });
      return;
    }
    const u = customUnit(unitText);
    const key = `${name}\u0000${u.unit}`;
    const k = (runs.get(key) ?? 0) + 1;
    runs.set(key, k);
    measurements.push({
      benchmark: name,
      unit: u.unit,
      lowerIsBetter: u.lowerIsBetter,
      run: String(k),
      data: { kind: 'per-run', value: value * u.scale },
      source: { file, pointer: at.pointer },
    });
  });
  if (measurements.length === 0 && ctx.warnings.length === 0)
    throw new InputError({ file, pointer: '/' }, 'an empty list; expected [{"name": …, "unit": …, "value": …}]');
  return { measurements };
}

export const customJson = defineReader({
  id: 'custom-json',
  title: 'github-action-benchmark custom JSON ([{name, unit, value}])',
  carries: 'per-run',
  howTo: 'write [{"name": "…", "unit": "ms", "value": 12.3}] (the customSmallerIsBetter / customBiggerIsBetter input)',
  detect,
  parse,
});
