/**
 * `mode: publish` reads a report that a fork's workflow produced: untrusted data. It is checked
 * against the schemaVersion 1 contract field by field, with size caps, and copied into a fresh
 * object (unknown fields dropped), so only known, bounded, well-typed values reach the renderers —
 * which escape every string again. Nothing in it is ever executed or used as a path.
 *
 * The report is rebuilt from its messages as data (`headlineMessage`, `noteMessages`, an ask's
 * `id` and `params`, …), never from its texts: every sentence published is one of bench-review's
 * own (render/messages/), with only the params from the report. A message whose id bench-review
 * does not know, or a report without the messages, is refused.
 */
import { FAIL_ON, isMetricId, type MetricId } from '../model/settings.js';
import { InputError } from '../errors.js';
import type { Message, MessageParam } from '../model/message.js';
import type { Machine } from '../model/types.js';
import { RUN_STOPS } from '../model/run-summary.js';
import { ASK_IDS, messageProblem } from '../render/messages/index.js';
import { ASK_KINDS, EVIDENCE_LEVELS, failsGate, type Ask, type Report, type ReportBenchmark, type ReportMetric, type ReportSweep, type ReportSweepPoint, type ReportSweepSide, type RunSummary } from '../review/contract.js';
import { capacityFails } from '../review/capacity.js';
import { SPENDINGS } from '../review/sequential.js';
import { REPORT_LIMITS as L } from './report-limits.js';

/** The limits are shared with the writer (report-limits.ts): what run mode writes is accepted here. */
export const MAX_REPORT_BYTES = L.bytes;
const MAX_BENCHMARKS = L.benchmarks;
const MAX_LIST = L.list;
/** Metrics one benchmark may carry: min, max, mean and the quantiles (asked for and printed). */
const MAX_METRICS = 64;
const MAX_TEXT = L.text;
const MAX_NAME = L.name;

const VERDICTS = ['regression', 'improvement', 'no-change', 'inconclusive', 'insufficient-data'] as const;
const KINDS = ['per-op', 'per-run', 'histogram', 'percentiles', 'summary'] as const;

type Obj = Record<string, unknown>;

class Reader {
  constructor(private readonly file: string) {}
  fail(path: string, expected: string): never {
    throw new InputError({ file: this.file, pointer: path || '/' }, `untrusted report rejected: expected ${expected}`);
  }
  obj(v: unknown, path: string): Obj {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) this.fail(path, 'an object');
    return v as Obj;
  }
  arr(v: unknown, path: string, max: number): unknown[] {
    if (!Array.isArray(v)) this.fail(path, 'an array');
    if (v.length > max) this.fail(path, `at most ${max} entries`);
    return v;
  }
  str(v: unknown, path: string, max = MAX_TEXT): string {
    if (typeof v !== 'string') this.fail(path, 'a string');
    if (v.length > max) this.fail(path, `a string of at most ${max} characters`);
    return v;
  }
  strOrNull(v: unknown, path: string, max = MAX_TEXT): string | null {
    return v === null || v === undefined ? null : this.str(v, path, max);
  }
  num(v: unknown, path: string): number {
    if (typeof v !== 'number' || !Number.isFinite(v)) this.fail(path, 'a finite number');
    return v;
  }
  numOrNull(v: unknown, path: string): number | null {
    return v === null || v === undefined ? null : this.num(v, path);
  }
  int(v: unknown, path: string): number {
    const n = this.num(v, path);
    if (!Number.isSafeInteger(n) || n < 0) this.fail(path, 'a non-negative whole number');
    return n;
  }
  bool(v: unknown, path: string): boolean {
    if (typeof v !== 'boolean') this.fail(path, 'true or false');
    return v;
  }
  oneOf<T extends string>(v: unknown, path: string, allowed: readonly T[]): T {
    if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) this.fail(path, `one of ${allowed.join(', ')}`);
    return v as T;
  }
  /** A metric id: min, max, mean or a quantile such as p95 or p99.99 (--quantiles). */
  metricId(v: unknown, path: string): MetricId {
    if (typeof v !== 'string' || !isMetricId(v)) this.fail(path, 'a metric: min, max, mean or a quantile such as p50, p95, p99.9');
    return v as MetricId;
  }
  strings(v: unknown, path: string, max = MAX_LIST): string[] {
    return this.arr(v ?? [], path, max).map((s, i) => this.str(s, `${path}/${i}`));
  }
  /** One message: an id bench-review knows, fit for `place`, and params its template accepts. */
  message(v: unknown, path: string, place: 'ask' | 'warning' | 'other'): Message {
    if (v === undefined) this.fail(path, 'a message {id, params}: this report carries no messages as data (written by an older bench-review? use the same version in both workflows)');
    const m = this.obj(v, path);
    const id = this.str(m.id, `${path}/id`, 100);
    const isAsk = ASK_IDS.has(id);
    if ((place === 'ask') !== isAsk) this.fail(`${path}/id`, place === 'ask' ? 'the id of a question' : `the id of a ${place === 'warning' ? 'warning' : 'note'}`);
    const params = this.params(m.params, `${path}/params`);
    const problem = messageProblem(id, params);
    if (problem) this.fail(`${path}/${problem.at}`, problem.expected);
    return { id, params };
  }
  /** A list of messages; absent only when its text sibling (`text`) is absent or empty too. */
  messages(v: unknown, path: string, max: number, place: 'warning' | 'other', text: unknown): Message[] {
    if (v === undefined) {
      if (text === undefined || text === null || (Array.isArray(text) && text.length === 0)) return [];
      this.message(v, path, place);
    }
    return this.arr(v, path, max).map((m, i) => this.message(m, `${path}/${i}`, place));
  }
  params(v: unknown, path: string): Record<string, MessageParam> {
    const o = this.obj(v ?? {}, path);
    const entries = Object.entries(o);
    if (entries.length > L.params) this.fail(path, `at most ${L.params} params`);
    const out: Record<string, MessageParam> = {};
    for (const [k, x] of entries) {
      const at = `${path}/${this.str(k, path, 40)}`;
      // JSON.parse keeps "__proto__" as a key; assigning it would set the object's prototype.
      if (k === '__proto__') this.fail(at, 'a param name');
      if (x === null || typeof x === 'boolean') out[k] = x;
      else if (typeof x === 'string') out[k] = this.str(x, at);
      else if (typeof x === 'number') out[k] = this.num(x, at);
      else if (Array.isArray(x) && x.every((e) => typeof e === 'number')) out[k] = this.arr(x, at, MAX_LIST).map((e, i) => this.num(e, `${at}/${i}`));
      else out[k] = this.strings(x, at);
    }
    return out;
  }
  numbers(v: unknown, path: string): Record<string, number> {
    const o = this.obj(v ?? {}, path);
    const out: Record<string, number> = {};
    for (const [k, x] of Object.entries(o).slice(0, 50)) out[this.str(k, path, 40)] = this.num(x, `${path}/${k}`);
    return out;
  }
}

function metric(r: Reader, v: unknown, path: string): ReportMetric {
  const m = r.obj(v, path);
  const method = r.oneOf(m.method ?? 'none', `${path}/method`, ['across-runs', 'within-run', 'none'] as const);
  return {
    base: r.numOrNull(m.base, `${path}/base`),
    head: r.numOrNull(m.head, `${path}/head`),
    ratio: r.numOrNull(m.ratio, `${path}/ratio`),
    ciLow: r.numOrNull(m.ciLow, `${path}/ciLow`),
    ciHigh: r.numOrNull(m.ciHigh, `${path}/ciHigh`),
    verdict: r.oneOf(m.verdict, `${path}/verdict`, VERDICTS),
    gated: r.bool(m.gated, `${path}/gated`),
    notes: r.messages(m.noteMessages, `${path}/noteMessages`, L.benchmarkNotes, 'other', m.note),
    confidence: r.numOrNull(m.confidence, `${path}/confidence`),
    method,
    threshold: r.num(m.threshold ?? 0, `${path}/threshold`),
    pWorse: r.numOrNull(m.pWorse, `${path}/pWorse`),
    confirmed: m.confirmed === undefined ? false : r.bool(m.confirmed, `${path}/confirmed`),
    runsNeeded: m.runsNeeded === null || m.runsNeeded === undefined ? null : r.int(m.runsNeeded, `${path}/runsNeeded`),
    constant: m.constant === null || m.constant === undefined ? null : r.oneOf(m.constant, `${path}/constant`, ['identical', 'from-zero', 'to-zero'] as const),
    allowance: allowance(r, m.allowance, `${path}/allowance`),
  };
}

/** A metric's one-process allowance (absent in older reports). */
function allowance(r: Reader, v: unknown, path: string): ReportMetric['allowance'] {
  if (v === null || v === undefined) return null;
  const a = r.obj(v, path);
  return {
    value: r.num(a.value, `${path}/value`),
    source: r.oneOf(a.source, `${path}/source`, ['calibrated', 'default'] as const),
    kind: r.oneOf(a.kind, `${path}/kind`, ['centre', 'tail', 'throughput'] as const),
  };
}

/** benchstat's notation only ("~" or a signed percentage): no room for a sentence of the report's own. */
function benchstat(r: Reader, v: unknown, path: string): string | null {
  const s = r.strOrNull(v, path, 100);
  if (s !== null && !/^(~|[+-]?(\d+(\.\d+)?|Infinity|NaN)%)$/.test(s)) r.fail(path, 'benchstat\'s notation: "~" or a signed percentage');
  return s;
}

function diagnostics(r: Reader, v: unknown, path: string): ReportBenchmark['diagnostics'] {
  const d = r.obj(v ?? {}, path);
  const pair = (x: unknown, p: string) => (x === null || x === undefined ? null : r.obj(x, p));
  const shape = pair(d.shapeChanged, `${path}/shapeChanged`);
  const multi = pair(d.multimodal, `${path}/multimodal`);
  const variance = pair(d.runVariance, `${path}/runVariance`);
  return {
    mannWhitneyP: r.numOrNull(d.mannWhitneyP, `${path}/mannWhitneyP`),
    benchstat: benchstat(r, d.benchstat, `${path}/benchstat`),
    shapeChanged: shape ? { d: r.num(shape.d, `${path}/shapeChanged/d`), p: r.num(shape.p, `${path}/shapeChanged/p`) } : null,
    multimodal: multi ? { base: r.numOrNull(multi.base, `${path}/multimodal/base`), head: r.numOrNull(multi.head, `${path}/multimodal/head`) } : null,
    runVariance: variance ? { metric: r.metricId(variance.metric, `${path}/runVariance/metric`), ratio: r.num(variance.ratio, `${path}/runVariance/ratio`) } : null,
  };
}

function benchmark(r: Reader, v: unknown, path: string): ReportBenchmark {
  const b = r.obj(v, path);
  const runs = r.obj(b.runs, `${path}/runs`);
  const samples = r.obj(b.samples, `${path}/samples`);
  const metricsIn = r.obj(b.metrics, `${path}/metrics`);
  const metrics: ReportBenchmark['metrics'] = {};
  if (Object.keys(metricsIn).length > MAX_METRICS) r.fail(`${path}/metrics`, `at most ${MAX_METRICS} metrics`);
  for (const [id, m] of Object.entries(metricsIn)) {
    const mid = r.metricId(id, `${path}/metrics`);
    metrics[mid] = metric(r, m, `${path}/metrics/${id}`);
  }
  return {
    name: r.str(b.name, `${path}/name`, MAX_NAME),
    toolName: b.toolName === undefined ? r.str(b.name, `${path}/name`, MAX_NAME) : r.str(b.toolName, `${path}/toolName`, MAX_NAME),
    measure: b.measure === undefined ? r.str(b.unit, `${path}/unit`, L.unit) : r.str(b.measure, `${path}/measure`, L.unit),
    unit: r.str(b.unit, `${path}/unit`, L.unit),
    lowerIsBetter: r.bool(b.lowerIsBetter, `${path}/lowerIsBetter`),
    sampleKind: r.oneOf(b.sampleKind, `${path}/sampleKind`, KINDS),
    runs: { base: r.int(runs.base, `${path}/runs/base`), head: r.int(runs.head, `${path}/runs/head`) },
    samples: { base: r.int(samples.base, `${path}/samples/base`), head: r.int(samples.head, `${path}/samples/head`) },
    verdict: r.oneOf(b.verdict, `${path}/verdict`, VERDICTS),
    decidedBy: b.decidedBy === undefined ? [] : r.strings(b.decidedBy, `${path}/decidedBy`, MAX_METRICS).map((id, i) => r.metricId(id, `${path}/decidedBy/${i}`)),
    evidence: b.evidence === undefined ? 'none' : r.oneOf(b.evidence, `${path}/evidence`, ['runs', 'within-run', 'none'] as const),
    ...(b.evidenceLevel === undefined ? {} : { evidenceLevel: r.oneOf(b.evidenceLevel, `${path}/evidenceLevel`, EVIDENCE_LEVELS) }),
    ...(b.changeConfirmed === undefined ? {} : { changeConfirmed: r.bool(b.changeConfirmed, `${path}/changeConfirmed`) }),
    metrics,
    formats: r.strings(b.formats, `${path}/formats`, L.formats).map((f) => f.slice(0, 60)),
    loadModel: b.loadModel === null || b.loadModel === undefined ? null : r.oneOf(b.loadModel, `${path}/loadModel`, ['closed-loop', 'open-loop'] as const),
    diagnostics: diagnostics(r, b.diagnostics, `${path}/diagnostics`),
    notes: r.messages(b.noteMessages, `${path}/noteMessages`, L.benchmarkNotes, 'other', b.notes),
  };
}

/** A load sweep (review/contract.ts ReportSweep): numbers, verdicts and short names only. */
function sweep(r: Reader, v: unknown, path: string): ReportSweep {
  const s = r.obj(v, path);
  const side = (x: unknown, p: string): ReportSweepSide => {
    const o = r.obj(x, p);
    return {
      runs: r.int(o.runs, `${p}/runs`),
      achieved: r.numOrNull(o.achieved, `${p}/achieved`),
      sustained: o.sustained === null || o.sustained === undefined ? null : r.bool(o.sustained, `${p}/sustained`),
      stdDev: r.numOrNull(o.stdDev, `${p}/stdDev`),
      slo: o.slo === null || o.slo === undefined ? null : r.oneOf(o.slo, `${p}/slo`, ['meets', 'violates', 'undecided'] as const),
    };
  };
  const points = r.arr(s.points, `${path}/points`, MAX_LIST).map((x, i) => {
    const p = r.obj(x, `${path}/points/${i}`);
    const at = `${path}/points/${i}`;
    const metrics: ReportSweepPoint['metrics'] = {};
    for (const [id, m] of Object.entries(r.obj(p.metrics, `${at}/metrics`))) metrics[r.metricId(id, `${at}/metrics`)] = metric(r, m, `${at}/metrics/${id}`);
    return {
      value: r.num(p.value, `${at}/value`),
      offered: r.numOrNull(p.offered, `${at}/offered`),
      benchmark: r.str(p.benchmark, `${at}/benchmark`, MAX_NAME),
      base: side(p.base, `${at}/base`),
      head: side(p.head, `${at}/head`),
      metrics,
      throughput: p.throughput === null || p.throughput === undefined ? null : metric(r, p.throughput, `${at}/throughput`),
    };
  });
  const c = s.capacity === null || s.capacity === undefined ? null : r.obj(s.capacity, `${path}/capacity`);
  const loads = (x: unknown, p: string) => r.arr(x ?? [], p, MAX_LIST).map((n, i) => r.num(n, `${p}/${i}`));
  return {
    name: r.str(s.name, `${path}/name`, MAX_NAME),
    measure: r.str(s.measure, `${path}/measure`, L.unit),
    unit: r.str(s.unit, `${path}/unit`, L.unit),
    param: r.str(s.param, `${path}/param`, 40),
    points,
    capacity: c
      ? {
          slo: r.str(c.slo, `${path}/capacity/slo`, 200),
          base: r.numOrNull(c.base, `${path}/capacity/base`),
          head: r.numOrNull(c.head, `${path}/capacity/head`),
          ratio: r.numOrNull(c.ratio, `${path}/capacity/ratio`),
          verdict: r.oneOf(c.verdict, `${path}/capacity/verdict`, VERDICTS),
          baseLoad: r.numOrNull(c.baseLoad, `${path}/capacity/baseLoad`),
          headLoad: r.numOrNull(c.headLoad, `${path}/capacity/headLoad`),
          regressedAt: loads(c.regressedAt, `${path}/capacity/regressedAt`),
          improvedAt: loads(c.improvedAt, `${path}/capacity/improvedAt`),
          // Absent in reports written before they existed: no conditions, confirmed, every quantile printed.
          conditions: r.arr(c.conditions ?? [], `${path}/capacity/conditions`, MAX_LIST).map((x, i) => {
            const o = r.obj(x, `${path}/capacity/conditions/${i}`);
            return { metric: r.metricId(o.metric, `${path}/capacity/conditions/${i}/metric`), limit: r.num(o.limit, `${path}/capacity/conditions/${i}/limit`) };
          }),
          unconfirmed: c.unconfirmed === true,
          unprinted: r.arr(c.unprinted ?? [], `${path}/capacity/unprinted`, MAX_LIST).map((x, i) => {
            const o = r.obj(x, `${path}/capacity/unprinted/${i}`);
            return { metric: r.metricId(o.metric, `${path}/capacity/unprinted/${i}/metric`), tool: r.str(o.tool, `${path}/capacity/unprinted/${i}/tool`, 40) };
          }),
        }
      : null,
  };
}

const MACHINE_STRINGS = ['cpuModel', 'host', 'governor', 'kernel', 'os', 'arch', 'virtualization', 'container', 'runnerName', 'runnerOs', 'runnerArch', 'source'] as const;
const MACHINE_NUMBERS = ['sockets', 'physicalCores', 'logicalCpus', 'baseMHz', 'maxMHz', 'memoryBytes'] as const;

function machine(r: Reader, v: unknown, path: string): Machine | null {
  if (v === null || v === undefined) return null;
  const m = r.obj(v, path);
  const out: Machine = {};
  for (const k of MACHINE_STRINGS) if (m[k] !== undefined && m[k] !== null) out[k] = r.str(m[k], `${path}/${k}`, L.machineText);
  for (const k of MACHINE_NUMBERS) if (m[k] !== undefined && m[k] !== null) out[k] = r.num(m[k], `${path}/${k}`);
  for (const k of ['smt', 'turbo'] as const) if (m[k] !== undefined && m[k] !== null) out[k] = r.bool(m[k], `${path}/${k}`);
  for (const k of ['loadBefore', 'loadAfter'] as const) if (Array.isArray(m[k])) out[k] = r.arr(m[k], `${path}/${k}`, 3).map((x, i) => r.num(x, `${path}/${k}/${i}`));
  return out;
}

function ask(r: Reader, v: unknown, path: string, linkOk: (url: string) => boolean): Ask {
  const a = r.obj(v, path);
  const kind = r.oneOf(a.kind, `${path}/kind`, ASK_KINDS);
  const { id, params } = r.message({ id: a.id, params: a.params }, path, 'ask');
  if (!id.startsWith(`${kind}.`) && !id.startsWith(`pr-${kind}.`)) r.fail(`${path}/id`, `the id of a ${kind} question`);
  const out: Ask = { kind, id, params, benchmark: r.strOrNull(a.benchmark, `${path}/benchmark`, MAX_NAME) };
  if (a.quote !== undefined && a.quote !== null) out.quote = r.str(a.quote, `${path}/quote`, L.quote);
  const links = r.arr(a.links ?? [], `${path}/links`, L.links).map((l, i) => {
    const o = r.obj(l, `${path}/links/${i}`);
    return { label: r.str(o.label, `${path}/links/${i}/label`, L.linkLabel), url: r.str(o.url, `${path}/links/${i}/url`, L.linkUrl) };
  });
  // Only links to this repository's workflow-run artifacts survive; anything else is dropped.
  const kept = links.filter((l) => linkOk(l.url));
  if (kept.length) out.links = kept;
  return out;
}

/**
 * The gate must agree with the benchmarks: fail iff a confirmed regression on a gated metric
 * (and never under fail-on: never, which reports regressions without failing). A
 * report trimmed to the limits (fitReport: fewer benchmarks listed than counted) keeps the
 * regressions first, so it lists them all — or lists nothing but regressions.
 */
function checkConsistent(r: Reader, report: Report): void {
  // A confirmed capacity regression under the SLO fails like a tail regression (review/gate.ts).
  const regressed = report.benchmarks.some((b) => Object.values(b.metrics).some((m) => failsGate(m))) || (report.sweeps ?? []).some(capacityFails);
  const never = report.settings.failOn === 'never';
  // Machines that differ (and were not declared equivalent) keep the gate neutral whatever regressed.
  const notComparable = report.machine.comparable === false && report.settings.allowDifferentMachines !== true;
  if (regressed && !never && report.status !== 'fail' && !(notComparable && report.status === 'neutral')) r.fail('/status', '"fail": a gated metric has a confirmed regression');
  if (report.status === 'fail' && notComparable) r.fail('/status', 'not "fail": base and head ran on different machines');
  if (report.status === 'fail' && never) r.fail('/status', 'not "fail": fail-on is never');
  if (report.status === 'fail' && !regressed) r.fail('/status', 'not "fail": no gated metric has a confirmed regression');
  const listed = report.benchmarks.length;
  if (report.summary.benchmarks < listed) r.fail('/summary/benchmarks', `at least ${listed}, the count of benchmarks listed`);
  const regressions = report.benchmarks.filter((b) => b.verdict === 'regression').length;
  const trimmedToRegressions = report.summary.benchmarks > listed && regressions === listed && report.summary.regressions >= regressions && report.summary.regressions <= report.summary.benchmarks;
  if (report.summary.regressions !== regressions && !trimmedToRegressions) r.fail('/summary/regressions', `${regressions}, the count of benchmarks whose verdict is regression`);
}

/** Calibrated floors per benchmark (`--noise-floor-file`), as many as benchmarks may be listed. */
function noiseFloors(r: Reader, v: unknown): Record<string, Record<string, number>> {
  const o = r.obj(v, '/settings/noiseFloors');
  const out: Record<string, Record<string, number>> = {};
  for (const [name, floors] of Object.entries(o).slice(0, MAX_BENCHMARKS)) {
    // JSON.parse keeps "__proto__" as a key; assigning it would set the object's prototype.
    if (name === '__proto__') r.fail('/settings/noiseFloors', 'a benchmark name');
    out[r.str(name, '/settings/noiseFloors', MAX_NAME)] = r.numbers(floors, `/settings/noiseFloors/${name}`);
  }
  return out;
}

function gatedOn(r: Reader, v: unknown): NonNullable<Report['summary']['gatedOn']> {
  const o = r.obj(v, '/summary/gatedOn');
  const n = (k: 'tail' | 'mean' | 'median' | 'none') => (o[k] === undefined ? 0 : r.int(o[k], `/summary/gatedOn/${k}`));
  return { tail: n('tail'), mean: n('mean'), median: n('median'), none: n('none') };
}

/** Parse and validate an untrusted report (the bytes of report.json). */
export function parseUntrustedReport(text: string, file: string, linkOk: (url: string) => boolean = () => false): Report {
  const r = new Reader(file);
  if (Buffer.byteLength(text, 'utf8') > MAX_REPORT_BYTES) r.fail('', `a report of at most ${MAX_REPORT_BYTES} bytes`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    r.fail('', 'JSON');
  }
  const o = r.obj(raw, '');
  if (o.schemaVersion !== 1) r.fail('/schemaVersion', '1');
  const settings = r.obj(o.settings, '/settings');
  const summary = r.obj(o.summary, '/summary');
  const machines = r.obj(o.machine ?? {}, '/machine');
  const report: Report = {
    schemaVersion: 1,
    status: r.oneOf(o.status, '/status', ['pass', 'fail', 'neutral'] as const),
    headline: r.message(o.headlineMessage, '/headlineMessage', 'other'),
    settings: {
      estimators: {},
      alpha: r.num(settings.alpha, '/settings/alpha'),
      q: r.num(settings.q, '/settings/q'),
      thresholds: r.numbers(settings.thresholds, '/settings/thresholds'),
      noiseFloor: r.numbers(settings.noiseFloor, '/settings/noiseFloor'),
      ...(settings.noiseFloors === undefined || settings.noiseFloors === null ? {} : { noiseFloors: noiseFloors(r, settings.noiseFloors) }),
      failOn: r.oneOf(settings.failOn, '/settings/failOn', FAIL_ON),
      ...(settings.allowDifferentMachines === undefined ? {} : { allowDifferentMachines: r.bool(settings.allowDifferentMachines, '/settings/allowDifferentMachines') }),
      ...(settings.oneProcess === undefined ? {} : { oneProcess: r.oneOf(settings.oneProcess, '/settings/oneProcess', ['report', 'gate'] as const) }),
    },
    summary: {
      benchmarks: r.int(summary.benchmarks, '/summary/benchmarks'),
      regressions: r.int(summary.regressions, '/summary/regressions'),
      improvements: r.int(summary.improvements, '/summary/improvements'),
      gatedMetrics: r.int(summary.gatedMetrics, '/summary/gatedMetrics'),
      judgedMetrics: r.int(summary.judgedMetrics, '/summary/judgedMetrics'),
      tailJudged: r.bool(summary.tailJudged, '/summary/tailJudged'),
      ...(summary.gatedOn === undefined || summary.gatedOn === null ? {} : { gatedOn: gatedOn(r, summary.gatedOn) }),
    },
    machine: { base: machine(r, machines.base, '/machine/base'), head: machine(r, machines.head, '/machine/head'), differences: r.messages(machines.differenceMessages, '/machine/differenceMessages', L.differences, 'other', machines.differences), ...(machines.comparable === undefined ? {} : { comparable: r.bool(machines.comparable, '/machine/comparable') }) },
    run: o.run === null || o.run === undefined ? null : runSummary(r, o.run),
    benchmarks: r.arr(o.benchmarks, '/benchmarks', MAX_BENCHMARKS).map((b, i) => benchmark(r, b, `/benchmarks/${i}`)),
    ...(Array.isArray(o.sweeps) && o.sweeps.length ? { sweeps: r.arr(o.sweeps, '/sweeps', MAX_LIST).map((s, i) => sweep(r, s, `/sweeps/${i}`)) } : {}),
    asks: r.arr(o.asks ?? [], '/asks', MAX_LIST).map((a, i) => ask(r, a, `/asks/${i}`, linkOk)),
    notes: r.messages(o.noteMessages, '/noteMessages', L.reportNotes, 'other', o.notes),
    warnings: r.messages(o.warningMessages, '/warningMessages', MAX_LIST, 'warning', o.warnings),
  };
  checkConsistent(r, report);
  return report;
}

function runSummary(r: Reader, v: unknown): RunSummary {
  const o = r.obj(v, '/run');
  const side = (s: 'base' | 'head') => {
    const x = r.obj(o[s], `/run/${s}`);
    const sha = r.str(x.sha, `/run/${s}/sha`, 64);
    if (!/^[0-9a-f]{7,64}$/i.test(sha)) r.fail(`/run/${s}/sha`, 'a commit SHA');
    return { sha, runs: r.int(x.runs, `/run/${s}/runs`), failedRuns: r.int(x.failedRuns, `/run/${s}/failedRuns`) };
  };
  const order = r.arr(o.order, '/run/order', L.order).map((x, i) => r.oneOf(x, `/run/order/${i}`, ['base', 'head'] as const));
  const base = side('base');
  const head = side('head');
  // Reports from before runs: auto carry no looks: they measured a fixed count.
  const runsPerSide = o.runsPerSide === undefined ? Math.max(base.runs + base.failedRuns, head.runs + head.failedRuns) : r.int(o.runsPerSide, '/run/runsPerSide');
  const looks = o.looks === undefined ? [runsPerSide] : r.arr(o.looks, '/run/looks', MAX_LOOKS).map((x, i) => r.int(x, `/run/looks/${i}`));
  const stopped = o.stopped === undefined ? 'fixed' : r.oneOf(o.stopped, '/run/stopped', RUN_STOPS);
  const out: RunSummary = { base, head, baseWhy: r.str(o.baseWhy, '/run/baseWhy', L.baseWhy), order, runsPerSide, looks, stopped };
  if (o.sequential !== undefined && o.sequential !== null) {
    const q = r.obj(o.sequential, '/run/sequential');
    const level = (k: 'alpha' | 'q' | 'lookAlpha' | 'lookQ') => {
      const v = r.num(q[k], `/run/sequential/${k}`);
      return v > 0 && v < 1 ? v : r.fail(`/run/sequential/${k}`, 'a level above 0 and below 1');
    };
    const maxMinutes = r.num(q.maxMinutes, '/run/sequential/maxMinutes');
    if (!(maxMinutes > 0)) r.fail('/run/sequential/maxMinutes', 'a positive number of minutes');
    out.sequential = {
      planned: r.arr(q.planned, '/run/sequential/planned', MAX_LOOKS).map((x, i) => r.int(x, `/run/sequential/planned/${i}`)),
      spending: r.oneOf(q.spending, '/run/sequential/spending', SPENDINGS),
      alpha: level('alpha'),
      q: level('q'),
      lookAlpha: level('lookAlpha'),
      lookQ: level('lookQ'),
      maxMinutes,
    };
  }
  return out;
}

/** run.looks and run.sequential.planned: runs: auto plans a handful of looks. */
const MAX_LOOKS = 50;

export interface RunMeta {
  /** The PR number the measuring run saw: a hint only, never trusted on its own. */
  pullRequest: number | null;
  headSha: string | null;
}

/** meta.json written next to report.json by the measuring run (untrusted as well). */
export function parseUntrustedMeta(text: string, file: string): RunMeta {
  const r = new Reader(file);
  if (Buffer.byteLength(text, 'utf8') > L.metaBytes) r.fail('', `at most ${L.metaBytes} bytes`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    r.fail('', 'JSON');
  }
  const o = r.obj(raw, '');
  const sha = o.headSha === null || o.headSha === undefined ? null : r.str(o.headSha, '/headSha', 64);
  if (sha !== null && !/^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(sha)) r.fail('/headSha', 'a commit SHA');
  const pr = o.pullRequest === null || o.pullRequest === undefined ? null : r.int(o.pullRequest, '/pullRequest');
  return { pullRequest: pr, headSha: sha };
}
