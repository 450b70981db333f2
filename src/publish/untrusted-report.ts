/**
 * `mode: publish` reads a report that a fork's workflow produced: untrusted data. It is checked
 * against the published schema of the schemaVersion 1 contract (schema/report.schema.json, with
 * ajv), its size caps included (maxLength, maxItems, maxProperties: report-limits.ts's limits),
 * then copied into a fresh object (unknown fields dropped), so only known, bounded, well-typed
 * values reach the renderers — which escape every string again. Nothing in it is ever executed or
 * used as a path. What a schema cannot say is checked here: the size of the whole file, message
 * ids and params against bench-review's own sentences, ask ids against their kind, and that the
 * status agrees with the benchmarks.
 *
 * The report is rebuilt from its messages as data (`headlineMessage`, `noteMessages`, an ask's
 * `id` and `params`, …), never from its texts: every sentence published is one of bench-review's
 * own (render/messages/), with only the params from the report. A message whose id bench-review
 * does not know, or a report without the messages, is refused.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import machineSchema from '../../schema/machine.schema.json' with { type: 'json' };
import reportSchema from '../../schema/report.schema.json' with { type: 'json' };
import { InputError } from '../errors.js';
import type { Message, MessageParam } from '../model/message.js';
import type { Machine } from '../model/types.js';
import type { jsonReport } from '../render/json.js';
import { ASK_IDS, messageProblem } from '../render/messages/index.js';
import {
  failsGate,
  type Ask,
  type DriftNote,
  type Report,
  type ReportBenchmark,
  type ReportGeomean,
  type ReportMetric,
  type ReportSweep,
  type RunSummary,
} from '../review/contract.js';
import { capacityFails } from '../review/capacity.js';
import { REPORT_LIMITS as L } from './report-limits.js';

/** The limits are shared with the writer (report-limits.ts): what run mode writes is accepted here. */
export const MAX_REPORT_BYTES = L.bytes;

/** report.json as render/json.ts writes it: what the schema lets through (see ADDED_LATER for what may be absent). */
type JsonReport = ReturnType<typeof jsonReport>;
type JsonBenchmark = JsonReport['benchmarks'][number];
type JsonMetric = JsonBenchmark['metrics'][string];
type JsonSweep = JsonReport['sweeps'][number];
type JsonGeomean = JsonReport['geomeans'][number];
type JsonAsk = JsonReport['asks'][number];
type JsonMessage = { id: string; params: Record<string, MessageParam> };

/**
 * Fields the current writer always writes that reports written before they existed lack, by the
 * schema's `$defs` entry: not required here, and filled in when absent (benchmark, metric,
 * capacity and run below). Only for publish mode, which accepts a report an older run mode wrote.
 */
const ADDED_LATER: Readonly<Record<string, readonly string[]>> = {
  benchmark: ['toolName', 'measure', 'decidedBy', 'evidence'],
  metric: ['constant'],
  capacity: ['conditions', 'unprinted', 'unconfirmed'],
  run: ['runsPerSide', 'looks', 'stopped'],
};

/** The texts beside the messages: never read here (every sentence is rebuilt from its message), so not required. */
const TEXTS: Readonly<Record<string, readonly string[]>> = {
  reportBody: ['headline', 'notes', 'warnings'],
  machines: ['differences'],
  benchmark: ['notes'],
  geomean: ['notes'],
  metric: ['note'],
  ask: ['message'],
};

type SchemaNode = Record<string, unknown>;
const isNode = (v: unknown): v is SchemaNode => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema as publish mode reads with it: unknown fields allowed (and dropped by the copy), ADDED_LATER and TEXTS not required. */
function lenient(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(lenient);
  if (!isNode(node)) return node;
  const out: SchemaNode = {};
  for (const [k, v] of Object.entries(node)) {
    if ((k === 'additionalProperties' || k === 'unevaluatedProperties') && v === false) continue;
    out[k] =
      k === 'properties' || k === '$defs'
        ? Object.fromEntries(Object.entries(v as SchemaNode).map(([name, s]) => [name, lenient(s)]))
        : lenient(v);
  }
  return out;
}

function publishSchema(): SchemaNode {
  const schema = lenient(reportSchema) as SchemaNode & { $defs: Record<string, SchemaNode & { required?: string[] }> };
  for (const [def, fields] of [...Object.entries(ADDED_LATER), ...Object.entries(TEXTS)])
    schema.$defs[def].required = schema.$defs[def].required!.filter((f) => !fields.includes(f));
  // The report alone: a variants document is not something run mode uploads.
  return { ...schema, $id: reportSchema.$id, $ref: '#/$defs/report', if: undefined, then: undefined, else: undefined };
}

let compiled: ValidateFunction | undefined;

/** Compiled on the first report read (not at startup: run mode, in the same bundle, never needs it). */
function validator(): ValidateFunction {
  if (compiled) return compiled;
  // allErrors off: the first problem is reported, and a hostile report costs no more than its first one.
  // verbose: a missing field is described from the schema of its parent.
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: false, verbose: true });
  ajv.addSchema(lenient(machineSchema) as SchemaNode);
  compiled = ajv.compile(JSON.parse(JSON.stringify(publishSchema())));
  return compiled;
}

/** What a value of the schema's `$defs` entry is, in the words of an error. */
const EXPECTED_BY_DEF: Readonly<Record<string, string>> = {
  metricId: 'a metric: min, max, mean or a quantile such as p50, p95, p99.9',
  quantileId: 'a quantile such as p50, p95, p99.9',
  messageId: 'a message id (dotted, such as review.headline.regressed)',
  paramName: 'a param name',
  sha: 'a commit SHA',
  benchstat: 'benchstat\'s notation: "~" or a signed percentage',
  level: 'a level above 0 and below 1',
  count: 'a non-negative whole number',
};

/** Missing lists of messages: the report was written before messages were data. */
const MESSAGE_FIELDS = new Set(['headlineMessage', 'noteMessages', 'warningMessages', 'differenceMessages']);
const NO_MESSAGES =
  'a message {id, params}: this report carries no messages as data (written by an older bench-review? use the same version in both workflows)';

const TYPE_WORDS: Readonly<Record<string, string>> = {
  number: 'a finite number',
  integer: 'a whole number',
  string: 'a string',
  boolean: 'true or false',
  null: 'null',
  object: 'an object',
  array: 'an array',
};
const COMPARISON_WORDS: Readonly<Record<string, string>> = { '>=': 'at least', '<=': 'at most', '>': 'above', '<': 'below' };

const orList = (words: readonly string[]) => (words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`);
const pointerPart = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
/** The `$defs` entry an error failed in: the innermost one its schema path names. */
const defOf = (schemaPath: string) => [...schemaPath.matchAll(/\$defs\/([^/]+)\//g)].at(-1)?.[1];

/** What a subschema accepts, for a field that is missing. */
function describe(s: unknown, depth = 0): string {
  if (!isNode(s) || depth > 3) return 'a value';
  if (typeof s.$ref === 'string') {
    const def = /#\/\$defs\/([^/]+)$/.exec(s.$ref)?.[1];
    if (def === undefined) return 'a value';
    if (def === 'message') return 'a message {id, params}';
    return EXPECTED_BY_DEF[def] ?? describe((reportSchema.$defs as Record<string, unknown>)[def], depth + 1);
  }
  if (Array.isArray(s.enum)) return `one of ${s.enum.filter((v) => v !== null).join(', ')}`;
  if (Array.isArray(s.anyOf)) return orList(s.anyOf.map((x) => describe(x, depth + 1)));
  return typeWords(s.type);
}

/** `type` (one name or several) in words: "a finite number or null". */
function typeWords(type: unknown): string {
  const types = (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
  return types.length ? orList(types.map((t) => TYPE_WORDS[t] ?? t)) : 'a value';
}

/** One error as "what was expected", from the keyword and the `$defs` entry it failed in. */
function expected(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  const def = defOf(e.schemaPath);
  if (e.keyword === 'required') {
    const name = String(p.missingProperty);
    if (MESSAGE_FIELDS.has(name)) return NO_MESSAGES;
    const properties = isNode(e.parentSchema) && isNode(e.parentSchema.properties) ? e.parentSchema.properties : {};
    return `${describe(properties[name])} (the field is missing)`;
  }
  if (def && EXPECTED_BY_DEF[def] && e.keyword !== 'maxLength') return EXPECTED_BY_DEF[def];
  switch (e.keyword) {
    case 'type':
      return typeWords(p.type);
    case 'enum':
      return `one of ${(p.allowedValues as unknown[]).filter((v) => v !== null).join(', ')}`;
    case 'const':
      return JSON.stringify(p.allowedValue);
    case 'maxLength':
      return `a string of at most ${p.limit} characters`;
    case 'maxItems':
      return `at most ${p.limit} entries`;
    case 'minItems':
      return `at least ${p.limit} entries`;
    case 'maxProperties':
      return `at most ${p.limit} fields`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `a number ${COMPARISON_WORDS[String(p.comparison)] ?? String(p.comparison)} ${p.limit}`;
    default:
      return `a value that ${e.message ?? 'fits the schema'}`;
  }
}

/**
 * The error to report of those ajv gave (allErrors off: one failure, with the alternatives an
 * `anyOf` tried): the deepest field named, and there the error that is not merely the wrong type
 * (a string too long rather than "not a number"); when every alternative failed on its type, the
 * types they accept together.
 */
function firstProblem(errors: readonly ErrorObject[]): { pointer: string; expected: string } {
  const at = (e: ErrorObject) =>
    e.instancePath +
    (e.propertyName !== undefined ? `/${pointerPart(e.propertyName)}` : '') +
    (e.keyword === 'required' ? `/${pointerPart(String((e.params as { missingProperty: string }).missingProperty))}` : '');
  const named = errors.filter((e) => !['if', 'then', 'else', 'anyOf', 'propertyNames'].includes(e.keyword));
  if (named.length === 0)
    return { pointer: errors[0]?.instancePath ?? '', expected: 'a report of bench-review (schema/report.schema.json)' };
  const depth = (e: ErrorObject) => at(e).split('/').length;
  const deepest = Math.max(...named.map(depth));
  const there = named.filter((e) => depth(e) === deepest);
  const pointer = at(there[0]);
  const specific = there.find((e) => e.keyword !== 'type');
  if (specific) return { pointer, expected: expected(specific) };
  return { pointer, expected: typeWords([...new Set(there.flatMap((e) => (e.params as { type: string | string[] }).type))]) };
}

class Reader {
  constructor(private readonly file: string) {}
  fail(path: string, expected: string): never {
    throw new InputError({ file: this.file, pointer: path || '/' }, `untrusted report rejected: expected ${expected}`);
  }
  /** One message: an id bench-review knows, fit for `place`, and params its template accepts. */
  message(m: JsonMessage, path: string, place: 'ask' | 'warning' | 'other'): Message {
    const isAsk = ASK_IDS.has(m.id);
    if ((place === 'ask') !== isAsk)
      this.fail(`${path}/id`, place === 'ask' ? 'the id of a question' : `the id of a ${place === 'warning' ? 'warning' : 'note'}`);
    // A fresh object of own properties (the schema refuses a param named __proto__).
    const params: Record<string, MessageParam> = Object.fromEntries(
      Object.entries(m.params).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v]),
    );
    const problem = messageProblem(m.id, params);
    if (problem) this.fail(`${path}/${problem.at}`, problem.expected);
    return { id: m.id, params };
  }
  messages(list: readonly JsonMessage[], path: string, place: 'warning' | 'other' = 'other'): Message[] {
    return list.map((m, i) => this.message(m, `${path}/${i}`, place));
  }
}

const numbers = (o: Record<string, number>): Record<string, number> => Object.fromEntries(Object.entries(o));

function metric(r: Reader, m: JsonMetric, path: string): ReportMetric {
  return {
    base: m.base,
    head: m.head,
    ratio: m.ratio,
    ciLow: m.ciLow,
    ciHigh: m.ciHigh,
    verdict: m.verdict,
    gated: m.gated,
    notes: r.messages(m.noteMessages, `${path}/noteMessages`),
    confidence: m.confidence,
    method: m.method,
    threshold: m.threshold,
    pWorse: m.pWorse,
    confirmed: m.confirmed,
    runsNeeded: m.runsNeeded,
    constant: m.constant ?? null,
    allowance: m.allowance ? { value: m.allowance.value, source: m.allowance.source, kind: m.allowance.kind } : null,
  };
}

function metrics(r: Reader, ms: Record<string, JsonMetric>, path: string): ReportBenchmark['metrics'] {
  return Object.fromEntries(Object.entries(ms).map(([id, m]) => [id, metric(r, m, `${path}/${pointerPart(id)}`)]));
}

function benchmark(r: Reader, b: JsonBenchmark, path: string): ReportBenchmark {
  const d = b.diagnostics;
  return {
    name: b.name,
    toolName: b.toolName ?? b.name,
    measure: b.measure ?? b.unit,
    unit: b.unit,
    lowerIsBetter: b.lowerIsBetter,
    sampleKind: b.sampleKind,
    runs: { base: b.runs.base, head: b.runs.head },
    samples: { base: b.samples.base, head: b.samples.head },
    verdict: b.verdict,
    decidedBy: [...(b.decidedBy ?? [])],
    evidence: b.evidence ?? 'none',
    ...(b.evidenceLevel === undefined ? {} : { evidenceLevel: b.evidenceLevel }),
    ...(b.changeConfirmed === undefined ? {} : { changeConfirmed: b.changeConfirmed }),
    metrics: metrics(r, b.metrics, `${path}/metrics`),
    formats: [...b.formats],
    loadModel: b.loadModel,
    diagnostics: {
      mannWhitneyP: d.mannWhitneyP,
      benchstat: d.benchstat,
      shapeChanged: d.shapeChanged && { d: d.shapeChanged.d, p: d.shapeChanged.p },
      multimodal: d.multimodal && { base: d.multimodal.base, head: d.multimodal.head },
      runVariance: d.runVariance && { metric: d.runVariance.metric, ratio: d.runVariance.ratio },
    },
    notes: r.messages(b.noteMessages, `${path}/noteMessages`),
  };
}

/** A load sweep (review/contract.ts ReportSweep): numbers, verdicts and short names only. */
function sweep(r: Reader, s: JsonSweep, path: string): ReportSweep {
  const side = (x: JsonSweep['points'][number]['base']) => ({
    runs: x.runs,
    achieved: x.achieved,
    sustained: x.sustained,
    stdDev: x.stdDev,
    slo: x.slo,
  });
  const c = s.capacity;
  return {
    name: s.name,
    measure: s.measure,
    unit: s.unit,
    param: s.param,
    points: s.points.map((p, i) => ({
      value: p.value,
      offered: p.offered,
      benchmark: p.benchmark,
      base: side(p.base),
      head: side(p.head),
      metrics: metrics(r, p.metrics as Record<string, JsonMetric>, `${path}/points/${i}/metrics`),
      throughput: p.throughput ? metric(r, p.throughput, `${path}/points/${i}/throughput`) : null,
    })),
    capacity: c
      ? {
          slo: c.slo,
          base: c.base,
          head: c.head,
          ratio: c.ratio,
          verdict: c.verdict,
          baseLoad: c.baseLoad,
          headLoad: c.headLoad,
          regressedAt: [...c.regressedAt],
          improvedAt: [...c.improvedAt],
          // Absent in reports written before they existed: no conditions, confirmed, every quantile printed.
          conditions: (c.conditions ?? []).map((x) => ({ metric: x.metric, limit: x.limit })),
          unconfirmed: c.unconfirmed ?? false,
          unprinted: (c.unprinted ?? []).map((x) => ({ metric: x.metric, tool: x.tool })),
        }
      : null,
  };
}

/** A measure's geomean summary (review/contract.ts ReportGeomean): numbers and its notes as messages. */
function geomean(r: Reader, g: JsonGeomean, path: string): ReportGeomean {
  return {
    measure: g.measure,
    unit: g.unit,
    benchmarks: g.benchmarks,
    leftOut: g.leftOut,
    base: g.base,
    head: g.head,
    ratio: g.ratio,
    ciLow: g.ciLow,
    ciHigh: g.ciHigh,
    confidence: g.confidence,
    notes: r.messages(g.noteMessages, `${path}/noteMessages`),
  };
}

const MACHINE_STRINGS = [
  'cpuModel',
  'host',
  'governor',
  'kernel',
  'os',
  'arch',
  'virtualization',
  'container',
  'runnerName',
  'runnerOs',
  'runnerArch',
  'source',
] as const;
const MACHINE_NUMBERS = ['sockets', 'physicalCores', 'logicalCpus', 'baseMHz', 'maxMHz', 'memoryBytes'] as const;

/** The facts publish mode shows (free-form `extra` is left out). */
function machine(m: Machine | null): Machine | null {
  if (m === null) return null;
  const out: Machine = {};
  for (const k of MACHINE_STRINGS) if (m[k] !== undefined) out[k] = m[k];
  for (const k of MACHINE_NUMBERS) if (m[k] !== undefined) out[k] = m[k];
  for (const k of ['smt', 'turbo'] as const) if (m[k] !== undefined) out[k] = m[k];
  for (const k of ['loadBefore', 'loadAfter'] as const) if (m[k] !== undefined) out[k] = [...m[k]];
  return out;
}

function ask(r: Reader, a: JsonAsk, path: string, linkOk: (url: string) => boolean): Ask {
  const { id, params } = r.message({ id: a.id, params: a.params as Record<string, MessageParam> }, path, 'ask');
  if (!id.startsWith(`${a.kind}.`) && !id.startsWith(`pr-${a.kind}.`)) r.fail(`${path}/id`, `the id of a ${a.kind} question`);
  const out: Ask = { kind: a.kind, id, params, benchmark: a.benchmark };
  if (a.quote !== undefined) out.quote = a.quote;
  // Only links to this repository's workflow-run artifacts survive; anything else is dropped.
  const kept = (a.links ?? []).filter((l) => linkOk(l.url)).map((l) => ({ label: l.label, url: l.url }));
  if (kept.length) out.links = kept;
  return out;
}

function runSummary(o: RunSummary): RunSummary {
  const side = (s: RunSummary['base']) => ({ sha: s.sha, runs: s.runs, failedRuns: s.failedRuns });
  const base = side(o.base);
  const head = side(o.head);
  // Reports from before runs: auto carry no looks: they measured a fixed count.
  const runsPerSide = o.runsPerSide ?? Math.max(base.runs + base.failedRuns, head.runs + head.failedRuns);
  const out: RunSummary = {
    base,
    head,
    baseWhy: o.baseWhy,
    order: [...o.order],
    runsPerSide,
    looks: [...(o.looks ?? [runsPerSide])],
    stopped: o.stopped ?? 'fixed',
  };
  const q = o.sequential;
  if (q)
    out.sequential = {
      planned: [...q.planned],
      spending: q.spending,
      alpha: q.alpha,
      q: q.q,
      lookAlpha: q.lookAlpha,
      lookQ: q.lookQ,
      maxMinutes: q.maxMinutes,
    };
  return out;
}

/** Calibrated floors per benchmark (`--noise-floor-file`). */
function noiseFloors(r: Reader, floors: Record<string, Record<string, number>>): Record<string, Record<string, number>> {
  return Object.fromEntries(
    Object.entries(floors).map(([name, f]) => {
      // Kept from the field-by-field reader: no benchmark is called __proto__ in a published report.
      if (name === '__proto__') r.fail('/settings/noiseFloors', 'a benchmark name');
      return [name, numbers(f)];
    }),
  );
}

/** A drift note (history/drift.ts), its fields copied one by one: the schema checked their types and bounds. */
function driftNote(d: DriftNote): DriftNote {
  return {
    benchmark: d.benchmark,
    metric: d.metric,
    unit: d.unit,
    lowerIsBetter: d.lowerIsBetter,
    change: d.change,
    before: d.before,
    after: d.after,
    threshold: d.threshold,
    pValue: d.pValue,
    since: d.since,
    until: d.until,
    commits: d.commits,
    sinceMachineChange: d.sinceMachineChange,
    changePoints: d.changePoints.map((c) => ({
      commit: c.commit,
      previousCommit: c.previousCommit,
      change: c.change,
      pValue: c.pValue,
      kind: c.kind,
    })),
  };
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
  const validate = validator();
  if (!validate(raw)) {
    const problem = firstProblem(validate.errors ?? []);
    r.fail(problem.pointer, problem.expected);
  }
  const o = raw as JsonReport;
  const s = o.settings;
  const report: Report = {
    schemaVersion: 1,
    status: o.status,
    ...(o.undecided === undefined ? {} : { undecided: o.undecided }),
    headline: r.message(o.headlineMessage, '/headlineMessage', 'other'),
    settings: {
      estimators: {},
      alpha: s.alpha,
      q: s.q,
      thresholds: numbers(s.thresholds),
      noiseFloor: numbers(s.noiseFloor),
      ...(s.noiseFloors === undefined ? {} : { noiseFloors: noiseFloors(r, s.noiseFloors) }),
      failOn: s.failOn,
      ...(s.allowDifferentMachines === undefined ? {} : { allowDifferentMachines: s.allowDifferentMachines }),
      ...(s.oneProcess === undefined ? {} : { oneProcess: s.oneProcess }),
      ...(s.undecided === undefined ? {} : { undecided: s.undecided }),
    },
    summary: {
      benchmarks: o.summary.benchmarks,
      regressions: o.summary.regressions,
      improvements: o.summary.improvements,
      gatedMetrics: o.summary.gatedMetrics,
      judgedMetrics: o.summary.judgedMetrics,
      tailJudged: o.summary.tailJudged,
      ...(o.summary.gatedOn === undefined
        ? {}
        : {
            gatedOn: {
              tail: o.summary.gatedOn.tail,
              mean: o.summary.gatedOn.mean,
              median: o.summary.gatedOn.median,
              none: o.summary.gatedOn.none,
            },
          }),
    },
    machine: {
      base: machine(o.machine.base),
      head: machine(o.machine.head),
      differences: r.messages(o.machine.differenceMessages, '/machine/differenceMessages'),
      ...(o.machine.comparable === undefined ? {} : { comparable: o.machine.comparable }),
    },
    run: o.run === null ? null : runSummary(o.run),
    benchmarks: o.benchmarks.map((b, i) => benchmark(r, b, `/benchmarks/${i}`)),
    ...(o.sweeps?.length ? { sweeps: o.sweeps.map((x, i) => sweep(r, x, `/sweeps/${i}`)) } : {}),
    ...(o.geomeans?.length ? { geomeans: o.geomeans.map((g, i) => geomean(r, g, `/geomeans/${i}`)) } : {}),
    ...(o.drift ? { drift: o.drift.map(driftNote) } : {}),
    asks: o.asks.map((a, i) => ask(r, a, `/asks/${i}`, linkOk)),
    notes: r.messages(o.noteMessages, '/noteMessages'),
    warnings: r.messages(o.warningMessages, '/warningMessages', 'warning'),
  };
  checkConsistent(r, report);
  return report;
}

/**
 * The gate must agree with the benchmarks: fail iff a confirmed regression on a gated metric
 * (and never under fail-on: never, which reports regressions without failing). A
 * report trimmed to the limits (fitReport: fewer benchmarks listed than counted) keeps the
 * regressions first, so it lists them all — or lists nothing but regressions.
 */
function checkConsistent(r: Reader, report: Report): void {
  // A confirmed capacity regression under the SLO fails like a tail regression (review/gate.ts).
  const regressed =
    report.benchmarks.some((b) => Object.values(b.metrics).some((m) => failsGate(m))) || (report.sweeps ?? []).some(capacityFails);
  const never = report.settings.failOn === 'never';
  // Machines that differ (and were not declared equivalent) keep the gate neutral whatever regressed.
  const notComparable = report.machine.comparable === false && report.settings.allowDifferentMachines !== true;
  if (regressed && !never && report.status !== 'fail' && !(notComparable && report.status === 'neutral'))
    r.fail('/status', '"fail": a gated metric has a confirmed regression');
  // Under `undecided: fail` an undecided gate (nothing confirmed) fails the check.
  const undecidedFails = report.undecided === true && report.settings.undecided === 'fail';
  if (report.undecided === true && regressed && !notComparable) r.fail('/undecided', 'false: a gated metric has a confirmed regression');
  if (report.status === 'fail' && notComparable && !undecidedFails)
    r.fail('/status', 'not "fail": base and head ran on different machines');
  if (report.status === 'fail' && never && !undecidedFails) r.fail('/status', 'not "fail": fail-on is never');
  if (report.status === 'fail' && !regressed && !undecidedFails)
    r.fail('/status', 'not "fail": no gated metric has a confirmed regression');
  const listed = report.benchmarks.length;
  if (report.summary.benchmarks < listed) r.fail('/summary/benchmarks', `at least ${listed}, the count of benchmarks listed`);
  const regressions = report.benchmarks.filter((b) => b.verdict === 'regression').length;
  const trimmedToRegressions =
    report.summary.benchmarks > listed &&
    regressions === listed &&
    report.summary.regressions >= regressions &&
    report.summary.regressions <= report.summary.benchmarks;
  if (report.summary.regressions !== regressions && !trimmedToRegressions)
    r.fail('/summary/regressions', `${regressions}, the count of benchmarks whose verdict is regression`);
}

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
  if (!isNode(raw)) return r.fail('', 'an object');
  const sha = raw.headSha ?? null;
  if (sha !== null && (typeof sha !== 'string' || !/^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(sha))) return r.fail('/headSha', 'a commit SHA');
  const pr = raw.pullRequest ?? null;
  if (pr !== null && (typeof pr !== 'number' || !Number.isSafeInteger(pr) || pr < 0))
    return r.fail('/pullRequest', 'a non-negative whole number');
  return { pullRequest: pr, headSha: sha };
}
