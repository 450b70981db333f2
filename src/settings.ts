/**
 * Settings from user text, for both front ends: the CLI's flags (`--runs 10`, `--timeout 10m`) and
 * the action's inputs (`runs: 10`, `timeout-minutes: 10`). One set of limits (model/settings.ts
 * RUN_LIMITS and the comparison defaults) and one wording of what is expected; only how the
 * setting is named differs, so the CLI says `--runs: "0" is not valid; expected …` and the action
 * `Invalid \`runs: 0\`: expected …`, with the same "expected" text.
 */
import { UsageError } from './errors.js';
import { READERS } from './formats/index.js';
import {
  defaultSettings,
  DEFAULT_QUANTILES,
  defaultThreshold,
  isMetricId,
  quantileLevel,
  quantilesOf,
  RUN_LIMITS,
  type FailOn,
  type OneProcess,
  type Undecided,
  type MetricId,
  type QuantileId,
  type Settings,
  type SloCondition,
} from './model/settings.js';
import { parseUnit } from './units/units.js';
import type { Side } from './model/types.js';

export type FrontEnd = 'cli' | 'action';

/** A setting as the user named it: a CLI flag (`--runs`) or an action input (`runs`). */
interface Field {
  front: FrontEnd;
  name: string;
}

export const flag = (name: string): Field => ({ front: 'cli', name });
export const input = (name: string): Field => ({ front: 'action', name });

/** What each setting is called in each front end (null: that front end does not offer it). */
export const SETTING_NAMES = {
  runs: { cli: 'runs', action: 'runs' },
  maxRuns: { cli: 'max-runs', action: 'max-runs' },
  maxMinutes: { cli: 'max-minutes', action: 'max-minutes' },
  timeout: { cli: 'timeout', action: 'timeout-minutes' },
  format: { cli: 'format', action: 'format' },
  threshold: { cli: 'threshold', action: 'thresholds' },
  quantiles: { cli: 'quantiles', action: 'quantiles' },
  noiseFloor: { cli: 'noise-floor', action: 'noise-floor' },
  noiseFloorFile: { cli: 'noise-floor-file', action: 'noise-floor-file' },
  failOn: { cli: 'fail-on', action: 'fail-on' },
  allowDifferentMachines: { cli: 'allow-different-machines', action: 'allow-different-machines' },
  oneProcess: { cli: 'one-process', action: 'one-process' },
  undecided: { cli: 'undecided', action: 'undecided' },
  shard: { cli: 'shard', action: 'shard' },
  slo: { cli: 'slo', action: 'slo' },
  sweepParam: { cli: 'sweep-param', action: 'sweep-param' },
  alpha: { cli: 'alpha', action: null },
  q: { cli: 'q', action: null },
} as const satisfies Record<string, { cli: string; action: string | null }>;

type SettingKey = keyof typeof SETTING_NAMES;

function fieldOf(key: SettingKey, front: FrontEnd): Field {
  return { front, name: SETTING_NAMES[key][front] ?? SETTING_NAMES[key].cli };
}

/**
 * The one shape of a bad setting, framed for its front end: the value as given, what is wrong with
 * it when that is more than "not valid", and what was expected.
 */
export function invalidSetting(field: Field, value: string, expected: string, problem?: string): UsageError {
  const why = problem ? `${problem}; expected ${expected}` : `expected ${expected}`;
  if (field.front === 'action') return new UsageError(`Invalid \`${field.name}: ${value}\`: ${why}`);
  return new UsageError(problem ? `--${field.name}: "${value}": ${why}` : `--${field.name}: "${value}" is not valid; ${why}`);
}

const { runs: RUNS, timeoutMinutes: TIMEOUT, maxRuns: MAX_RUNS, maxMinutes: MAX_MINUTES } = RUN_LIMITS;
/** The most shards (`--shard i/N`): GitHub's matrix limit is 256 jobs. */
export const MAX_SHARDS = 256;
const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, sec: 1000, m: 60_000, min: 60_000, h: 3_600_000 };
/** What each front end has always documented for a bare number: the CLI's --timeout 90, the action's timeout-minutes: 10. */
const BARE_UNIT: Record<FrontEnd, 's' | 'min'> = { cli: 's', action: 'min' };

/** What each setting accepts, worded once for both front ends. */
export const EXPECTED = {
  runs: `auto (the default: 6 per side, then more in planned looks while a gated metric is undecided) or a whole number from ${RUNS.min} to ${RUNS.max}, such as ${RUNS.default} (process-level runs per side; at least 4 to ever show a change, more with several gated metrics: docs/verdict.md)`,
  maxRuns: `a whole number from ${MAX_RUNS.min} to ${MAX_RUNS.max}, such as ${MAX_RUNS.default} (the most runs per side \`runs: auto\` takes)`,
  maxMinutes: `a number of minutes above 0 and at most ${MAX_MINUTES.max} (GitHub's job limit), such as ${MAX_MINUTES.default} (the time budget of \`runs: auto\`)`,
  timeout: (front: FrontEnd) =>
    `a duration above 0 and at most ${TIMEOUT.max} minutes (GitHub's job limit), such as 90s, 10m or 1.5h; a number without a unit is ${BARE_UNIT[front] === 's' ? 'seconds' : 'minutes'}`,
  format: () => `auto or one of ${READERS.map((r) => r.id).join(', ')}`,
  percents: `a list such as p50=5%,p99=15% (metrics min, max, mean and quantiles such as p95 or p99.9; a quantile named here is computed, beside ${DEFAULT_QUANTILES.join(', ')} and those --quantiles/\`quantiles\` adds; each above 0% and below 1000%)`,
  quantiles: `a list of quantiles such as p25,p75,p95,p99.99: "p" and a percentage above 0 and below 100 with at most 6 decimals (q1, median and q3 stand for p25, p50, p75), computed in addition to the defaults ${DEFAULT_QUANTILES.join(',')}, which are always computed`,
  failOn:
    'auto (the default: tail quantiles where there are per-operation samples, the per-run mean where there are only per-run aggregates), tail (p90, p99 and well-resolved p99.9 only), any (the centre too: p50 or mean) or never',
  oneProcess:
    'report (the default: a change resting on one run or one process per side is stated, labelled by its evidence, and keeps the check neutral) or gate (it may fail the check beyond the one-process allowance, as benchstat gates on repetitions in one process)',
  undecided:
    'neutral (the default: an undecided gate — a regression not confirmed, nothing judged, machines that differ — leaves the check neutral and the job green, which a required check counts as passing) or fail (it fails the check and the job)',
  boolean: 'true or false',
  level: 'a number above 0 and below 0.5, such as 0.05',
  shard: `i/N, such as 2/4: this job is shard i of N (1 ≤ i ≤ N ≤ ${MAX_SHARDS})`,
  slo: () =>
    `a latency objective such as p99<50ms, or several joined by commas (p99<50ms,p99.9<200ms): a quantile (such as ${DEFAULT_QUANTILES.join(', ')}), "<", and a duration above 0 with its unit (ns, us, ms, s)`,
  sweepParam: 'the key of a benchmark name that is its load, such as rate (for names like "GET /api rate=1000"): letters, digits, _ or -',
} as const;

function parseRuns(text: string | undefined, field: Field): number | 'auto' {
  if (text === undefined || /^\s*auto\s*$/i.test(text)) return 'auto';
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  if (!(n >= RUNS.min && n <= RUNS.max)) throw invalidSetting(field, text, EXPECTED.runs);
  return n;
}

function parseMaxRuns(text: string | undefined, field: Field): number {
  if (text === undefined) return MAX_RUNS.default;
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  if (!(n >= MAX_RUNS.min && n <= MAX_RUNS.max)) throw invalidSetting(field, text, EXPECTED.maxRuns);
  return n;
}

function parseMaxMinutes(text: string | undefined, field: Field): number {
  if (text === undefined) return MAX_MINUTES.default;
  const v = /^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : NaN;
  if (!(v > 0 && v <= MAX_MINUTES.max)) throw invalidSetting(field, text, EXPECTED.maxMinutes);
  return v;
}

/** A time limit in milliseconds: "90s", "10m", "1.5h", "500ms", or a bare number in the front end's unit. */
function parseTimeout(text: string | undefined, field: Field): number {
  if (text === undefined) return TIMEOUT.default * 60_000;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|sec|m|min|h)?\s*$/.exec(text);
  const ms = m ? Math.round(Number(m[1]) * UNIT_MS[m[2] ?? BARE_UNIT[field.front]]) : NaN;
  if (!(ms >= 1 && ms <= TIMEOUT.max * 60_000)) throw invalidSetting(field, text, EXPECTED.timeout(field.front));
  return ms;
}

/** A reader id, or undefined for detection by content (`auto`). */
export function parseFormat(text: string | undefined, field: Field): string | undefined {
  if (text === undefined || text.trim() === 'auto') return undefined;
  const id = text.trim();
  if (!READERS.some((r) => r.id === id)) throw invalidSetting(field, text, EXPECTED.format());
  return id;
}

function percentOf(text: string): number | string {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(text);
  if (!m) return `"${text.trim()}" is not a percentage`;
  const v = Number(m[1]) / (m[2] === '%' ? 100 : 1);
  if (v > 0 && v < 10) return v;
  // A bare number is a fraction (0.1 = 10%): `p99=10` meant 10% far more often than ×11.
  const asPercent = Number(m[1]) / 100;
  if (m[2] === '' && asPercent > 0 && asPercent < 10)
    return `${m[1]} is out of range (did you mean ${m[1]}%? a number without % is a fraction: 0.1 = 10%)`;
  return `${text.trim()} is out of range`;
}

/**
 * `p99=10%` or a list `p50=5%,p99=15%` (commas or new lines) as per-metric fractions. A bare
 * fraction (`p99=0.1`) is accepted too. Any quantile id that parses is accepted: readSettings adds
 * the levels named here to the quantiles computed (`--threshold p97=10%` computes p97).
 */
function parseMetricPercents(spec: string, field: Field): Partial<Record<MetricId, number>> {
  const out: Partial<Record<MetricId, number>> = {};
  for (const part of spec
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = part.indexOf('=');
    if (eq < 0) throw invalidSetting(field, spec, EXPECTED.percents, `"${part}" has no percentage`);
    const given = part.slice(0, eq).trim();
    const metric = given.toLowerCase() as MetricId;
    if (!isMetricId(metric)) throw invalidSetting(field, spec, EXPECTED.percents, `unknown metric "${given}"`);
    const v = percentOf(part.slice(eq + 1));
    if (typeof v === 'string') throw invalidSetting(field, spec, EXPECTED.percents, `${metric}: ${v}`);
    out[metric] = v;
  }
  return out;
}

const QUANTILE_ALIASES: Record<string, QuantileId> = { q1: 'p25', median: 'p50', q3: 'p75' };

/**
 * `p25,p75,p95,p99.99` (commas, spaces or new lines): levels computed in addition to the defaults
 * ({@link DEFAULT_QUANTILES}, which always stay: p50 is the centre the gate and the diagnostics use,
 * p90, p99 and p99.9 the tail that gates under fail-on auto): the union, ascending. Listing a default
 * again is allowed; a level listed twice is refused.
 */
export function parseQuantiles(spec: string, field: Field): QuantileId[] {
  const parts = spec
    .split(/[,\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);
  if (parts.length === 0) throw invalidSetting(field, spec, EXPECTED.quantiles, 'no quantile given');
  const out: QuantileId[] = [];
  for (const part of parts) {
    const id = (QUANTILE_ALIASES[part.toLowerCase()] ?? part.toLowerCase()) as QuantileId;
    if (quantileLevel(id) === undefined) throw invalidSetting(field, spec, EXPECTED.quantiles, `"${part}" is not a quantile`);
    if (out.includes(id)) throw invalidSetting(field, spec, EXPECTED.quantiles, `${id} is given twice`);
    out.push(id);
  }
  return quantilesOf({ quantiles: [...DEFAULT_QUANTILES, ...out] });
}

/** A yes/no setting: the CLI's boolean flag gives true; the action's input says true/false (yes/no, on/off). */
function parseBoolean(text: string | boolean, field: Field): boolean {
  if (typeof text === 'boolean') return text;
  if (/^\s*(true|yes|on)\s*$/i.test(text)) return true;
  if (/^\s*(false|no|off)\s*$/i.test(text)) return false;
  throw invalidSetting(field, text, EXPECTED.boolean);
}

function parseUndecided(text: string, field: Field): Undecided {
  const v = text.trim();
  if (v === 'neutral' || v === 'fail') return v;
  throw invalidSetting(field, text, EXPECTED.undecided);
}

function parseOneProcess(text: string, field: Field): OneProcess {
  const v = text.trim();
  if (v === 'report' || v === 'gate') return v;
  throw invalidSetting(field, text, EXPECTED.oneProcess);
}

function parseFailOn(text: string, field: Field): FailOn {
  const v = text.trim();
  if (v === 'auto' || v === 'tail' || v === 'any' || v === 'never') return v;
  throw invalidSetting(field, text, EXPECTED.failOn);
}

const MACHINE_EXPECTED =
  'base=FILE, head=FILE (each at most once) or FILE for both sides; FILE is the machine.json of bench-review run, a bench-review report.json, or the output of `lscpu` / `lscpu -J`';

/**
 * `--machine base=FILE`, `--machine head=FILE` (both may be given) or `--machine FILE` (both sides):
 * the machine-fact file of each side. A side given twice, or FILE alongside base=/head=, is refused.
 */
export function parseMachineFlags(values: readonly string[], field: Field = flag('machine')): Partial<Record<Side, string>> {
  const out: Partial<Record<Side, string>> = {};
  let both = false;
  for (const raw of values) {
    const m = /^([A-Za-z][\w-]*)=(.*)$/.exec(raw);
    const side = m ? m[1].toLowerCase() : undefined;
    if (m && side !== 'base' && side !== 'head')
      throw invalidSetting(field, raw, MACHINE_EXPECTED, `unknown side "${m[1]}" (write ./${raw} for a file whose name has "=")`);
    const file = (m ? m[2] : raw).trim();
    if (file === '') throw invalidSetting(field, raw, MACHINE_EXPECTED, 'no file given');
    const sides: Side[] = side === 'base' || side === 'head' ? [side] : ['base', 'head'];
    if (!m) both = true;
    for (const s of sides) {
      if (out[s] !== undefined)
        throw invalidSetting(
          field,
          raw,
          MACHINE_EXPECTED,
          both ? `the ${s} side is given twice (FILE alone stands for both sides)` : `the ${s} side is given twice`,
        );
      out[s] = file;
    }
  }
  return out;
}

/**
 * `p99<50ms` or a list `p99<50ms,p99.9<200ms` (commas or new lines): conditions that must all hold
 * at a load point. The metric must be a quantile and the limit a duration with its unit.
 */
export function parseSlo(spec: string, field: Field): SloCondition[] {
  const out: SloCondition[] = [];
  const parts = spec
    .split(/[,\n]/)
    .map((x) => x.trim())
    .filter(Boolean);
  if (parts.length === 0) throw invalidSetting(field, spec, EXPECTED.slo(), 'no objective given');
  for (const part of parts) {
    const m = /^([A-Za-z][\w.]*)\s*<\s*(\d+(?:\.\d+)?)\s*([A-Za-zµμ]*)$/.exec(part);
    if (!m) throw invalidSetting(field, spec, EXPECTED.slo(), `"${part}" is not metric<limit`);
    const metric = m[1].toLowerCase() as MetricId;
    if (quantileLevel(metric) === undefined) throw invalidSetting(field, spec, EXPECTED.slo(), `"${m[1]}" is not a quantile`);
    if (m[3] === '') throw invalidSetting(field, spec, EXPECTED.slo(), `${part}: the limit has no unit`);
    const unit = parseUnit(m[3]);
    if (unit.kind !== 'time') throw invalidSetting(field, spec, EXPECTED.slo(), `${part}: "${m[3]}" is not a unit of time`);
    const limit = Number(m[2]) * unit.scale;
    if (!(limit > 0) || !Number.isFinite(limit)) throw invalidSetting(field, spec, EXPECTED.slo(), `${part}: the limit must be above 0`);
    if (out.some((c) => c.metric === metric)) throw invalidSetting(field, spec, EXPECTED.slo(), `${metric} is given twice`);
    out.push({ metric, limit, text: `${metric}<${m[2]}${m[3]}` });
  }
  return out;
}

/** `--sweep-param NAME`: a name key (letters, digits, `_`, `-`), lower-cased. */
export function parseSweepParam(text: string, field: Field): string {
  const v = text.trim();
  if (!/^[A-Za-z][\w-]{0,39}$/.test(v)) throw invalidSetting(field, text, EXPECTED.sweepParam);
  return v.toLowerCase();
}

/** A two-sided level (alpha) or false discovery rate (q). */
function parseLevel(text: string | undefined, field: Field, fallback: number): number {
  if (text === undefined) return fallback;
  const v = /^\s*\d*\.?\d+(e-?\d+)?\s*$/i.test(text) ? Number(text) : NaN;
  if (!(v > 0 && v < 0.5)) throw invalidSetting(field, text, EXPECTED.level);
  return v;
}

/** The comparison settings as given: raw text, a repeatable setting as a list. */
export interface SettingsText {
  threshold?: string | readonly string[];
  noiseFloor?: string | readonly string[];
  failOn?: string;
  /** `--quantiles` or the action input `quantiles`. */
  quantiles?: string;
  /** `--allow-different-machines` (true when given), or the action input's text. */
  allowDifferentMachines?: string | boolean;
  /** `--one-process` or the action input `one-process`: report or gate. */
  oneProcess?: string;
  /** `--undecided` or the action input `undecided`: neutral or fail. */
  undecided?: string;
  alpha?: string;
  q?: string;
  /** `--slo` (repeatable) or the action input `slo`. */
  slo?: string | readonly string[];
  sweepParam?: string;
}

const listOf = (v: string | readonly string[] | undefined): readonly string[] => (v === undefined ? [] : typeof v === 'string' ? [v] : v);

/** Comparison settings from their text; anything not given keeps its default. */
export function readSettings(text: SettingsText, front: FrontEnd): Settings {
  const s = defaultSettings();
  if (text.quantiles !== undefined) s.quantiles = parseQuantiles(text.quantiles, fieldOf('quantiles', front));
  for (const spec of listOf(text.threshold)) Object.assign(s.thresholds, parseMetricPercents(spec, fieldOf('threshold', front)));
  for (const spec of listOf(text.noiseFloor)) Object.assign(s.noiseFloor, parseMetricPercents(spec, fieldOf('noiseFloor', front)));
  // A level given a threshold or a noise floor is computed (and, per fail-on, gated): a setting for
  // a level nothing computes would be accepted and ignored (`--threshold p97=10%`).
  const named = [...Object.keys(s.thresholds), ...Object.keys(s.noiseFloor)].filter((id) => quantileLevel(id) !== undefined);
  s.quantiles = quantilesOf({ quantiles: [...quantilesOf(s), ...(named as QuantileId[])] });
  const quantiles = quantilesOf(s);
  // Every computed quantile has its threshold recorded (the report shows the settings in force).
  for (const id of quantiles) if (!Object.hasOwn(s.thresholds, id)) s.thresholds[id] = defaultThreshold(id);
  if (text.failOn !== undefined) s.failOn = parseFailOn(text.failOn, fieldOf('failOn', front));
  if (text.allowDifferentMachines !== undefined)
    s.allowDifferentMachines = parseBoolean(text.allowDifferentMachines, fieldOf('allowDifferentMachines', front));
  if (text.oneProcess !== undefined) s.oneProcess = parseOneProcess(text.oneProcess, fieldOf('oneProcess', front));
  if (text.undecided !== undefined) s.undecided = parseUndecided(text.undecided, fieldOf('undecided', front));
  s.alpha = parseLevel(text.alpha, fieldOf('alpha', front), s.alpha);
  s.q = parseLevel(text.q, fieldOf('q', front), s.q);
  const slo = listOf(text.slo).flatMap((spec) => parseSlo(spec, fieldOf('slo', front)));
  if (slo.length) {
    const twice = slo.find((c, i) => slo.findIndex((d) => d.metric === c.metric) !== i);
    if (twice) throw invalidSetting(fieldOf('slo', front), listOf(text.slo).join(','), EXPECTED.slo(), `${twice.metric} is given twice`);
    s.slo = slo;
    // The SLO's quantiles are computed (where the tool gives the data), asked for or not.
    const missing = slo.map((c) => c.metric as QuantileId).filter((id) => !quantiles.includes(id));
    if (missing.length) {
      s.quantiles = quantilesOf({ quantiles: [...quantiles, ...missing] });
      for (const id of missing) if (!Object.hasOwn(s.thresholds, id)) s.thresholds[id] = defaultThreshold(id);
    }
  }
  if (text.sweepParam !== undefined) s.sweepParam = parseSweepParam(text.sweepParam, fieldOf('sweepParam', front));
  return s;
}

/**
 * The per-benchmark floors of a noise-floor file (`--noise-floor-file`, input `noise-floor-file`,
 * read by read/noise-floor-file.ts) on top of the settings: each benchmark's threshold becomes
 * max(threshold, global noise floor, its own floor), and its one-run-per-side comparisons may gate.
 * `noiseFloor` stays the global one.
 */
export function withNoiseFloors(settings: Settings, floors: Record<string, Partial<Record<MetricId, number>>>): Settings {
  return { ...settings, noiseFloors: floors };
}

/** A noise-floor file path as given: non-empty, or an error naming the setting. */
/** `--shard i/N` / input `shard: i/N`: which shard this job is (1-based), or undefined when not sharded. */
export function parseShard(text: string | undefined, front: FrontEnd): { index: number; count: number } | undefined {
  if (text === undefined) return undefined;
  const field = fieldOf('shard', front);
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) throw invalidSetting(field, text, EXPECTED.shard);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || count > MAX_SHARDS) throw invalidSetting(field, text, EXPECTED.shard, `${m[2]} shards is out of range`);
  if (index < 1 || index > count) throw invalidSetting(field, text, EXPECTED.shard, `shard ${m[1]} is not one of 1 to ${count}`);
  return { index, count };
}

export function parseNoiseFloorFile(text: string | undefined, front: FrontEnd): string | undefined {
  if (text === undefined) return undefined;
  if (text.trim() === '')
    throw invalidSetting(fieldOf('noiseFloorFile', front), text, 'the path of the JSON file bench-review calibrate writes');
  return text.trim();
}

/** How bench-review measures, as given. */
export interface RunSettingsText extends SettingsText {
  runs?: string;
  maxRuns?: string;
  maxMinutes?: string;
  timeout?: string;
  format?: string;
}

interface RunSettings {
  /** A fixed count per side, or `auto` (planned looks up to `maxRuns`, within `maxMinutes`). */
  runs: number | 'auto';
  maxRuns: number;
  maxMinutes: number;
  timeoutMs: number;
  /** Reader id; undefined = detect by content. */
  format: string | undefined;
  settings: Settings;
}

/** Everything a measured review needs from the user, checked before anything runs. */
export function readRunSettings(text: RunSettingsText, front: FrontEnd): RunSettings {
  // In the order the docs list them, so the first bad one is the one reported.
  const runs = parseRuns(text.runs, fieldOf('runs', front));
  const maxRuns = parseMaxRuns(text.maxRuns, fieldOf('maxRuns', front));
  const maxMinutes = parseMaxMinutes(text.maxMinutes, fieldOf('maxMinutes', front));
  if (runs !== 'auto') {
    // A cap or budget with a fixed count would be silently ignored: say so instead.
    for (const key of ['maxRuns', 'maxMinutes'] as const) {
      const given = text[key];
      if (given === undefined) continue;
      const f = fieldOf(key, front);
      const name = (k: SettingKey) => (front === 'cli' ? `--${SETTING_NAMES[k].cli}` : `\`${SETTING_NAMES[k].action}\``);
      throw invalidSetting(
        f,
        given,
        `${name('runs')} auto, or no ${name(key)} with a fixed run count`,
        `${name(key)} only applies with ${name('runs')} auto, and ${name('runs')} is ${runs}`,
      );
    }
  }
  const timeoutMs = parseTimeout(text.timeout, fieldOf('timeout', front));
  const format = parseFormat(text.format, fieldOf('format', front));
  return { runs, maxRuns, maxMinutes, timeoutMs, format, settings: readSettings(text, front) };
}
