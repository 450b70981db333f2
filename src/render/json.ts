/**
 * The JSON rendering: the report as documented (schemaVersion 1, docs/report.md),
 * infinities as null. Every text field keeps its sentence, and a sibling carries the same as data
 * (`headlineMessage`, `noteMessages`, `warningMessages`, `differenceMessages`; an ask's `id` and
 * `params`), so tools and publish mode can read what was said without parsing English.
 */
import type { Message } from '../model/message.js';
import type { Ask, Report, ReportBenchmark, ReportGeomean, ReportMetric, ReportSweep } from '../review/contract.js';
import { joinedText, messageText } from './messages/index.js';

const data = (m: Message) => ({ id: m.id, params: m.params });

/** The fields jsonMetric writes first, and `notes` (written as `note` and `noteMessages`). */
const METRIC_HEAD: ReadonlySet<string> = new Set(['base', 'head', 'ratio', 'ciLow', 'ciHigh', 'verdict', 'gated', 'notes']);

type JsonMetric = Omit<ReportMetric, 'notes'> & { note: string | null; noteMessages: Message[] };

function jsonMetric(m: ReportMetric): JsonMetric {
  // Field order as documented: the note sits after `gated`, then every other field in its order.
  // Written field by field (a rest/spread copy of each of tens of thousands of metrics cost more).
  const notes = m.notes;
  const out: Record<string, unknown> = {
    base: m.base,
    head: m.head,
    ratio: m.ratio,
    ciLow: m.ciLow,
    ciHigh: m.ciHigh,
    verdict: m.verdict,
    gated: m.gated,
    note: joinedText(notes),
    noteMessages: notes.map(data),
  };
  for (const k of Object.keys(m)) if (!METRIC_HEAD.has(k)) out[k] = (m as unknown as Record<string, unknown>)[k];
  return out as JsonMetric;
}

export function jsonBenchmark(b: ReportBenchmark) {
  const metrics: Record<string, ReturnType<typeof jsonMetric>> = {};
  for (const [id, m] of Object.entries(b.metrics)) if (m) metrics[id] = jsonMetric(m);
  return { ...b, metrics, notes: b.notes.map(messageText), noteMessages: b.notes.map(data) };
}

/** A sweep as documented: its points' metrics written like a benchmark's (docs/load-sweeps.md). */
function jsonSweep(s: ReportSweep) {
  return {
    ...s,
    points: s.points.map((p) => ({
      ...p,
      metrics: Object.fromEntries(Object.entries(p.metrics).map(([id, m]) => [id, jsonMetric(m!)])),
      throughput: p.throughput ? jsonMetric(p.throughput) : null,
    })),
  };
}

/** A measure's geomean summary: its notes as texts and as data, like a benchmark's. */
function jsonGeomean(g: ReportGeomean) {
  return { ...g, notes: g.notes.map(messageText), noteMessages: g.notes.map(data) };
}

function jsonAsk(a: Ask) {
  const { kind, benchmark, id, params, quote, links } = a;
  return {
    kind,
    benchmark,
    message: messageText(a),
    id,
    params,
    ...(quote !== undefined ? { quote } : {}),
    ...(links !== undefined ? { links } : {}),
  };
}

/** The report as the JSON contract has it: texts, and the messages they came from. */
export function jsonReport(report: Report) {
  return jsonReportWith(report, jsonBenchmark);
}

function jsonReportWith<B>(report: Report, benchmark: (b: ReportBenchmark) => B) {
  return {
    schemaVersion: report.schemaVersion,
    status: report.status,
    ...(report.undecided === undefined ? {} : { undecided: report.undecided }),
    headline: messageText(report.headline),
    headlineMessage: data(report.headline),
    settings: report.settings,
    summary: report.summary,
    machine: {
      ...report.machine,
      differences: report.machine.differences.map(messageText),
      differenceMessages: report.machine.differences.map(data),
    },
    run: report.run,
    benchmarks: report.benchmarks.map(benchmark),
    sweeps: (report.sweeps ?? []).map(jsonSweep),
    geomeans: (report.geomeans ?? []).map(jsonGeomean),
    // Only with a history store (`--history`): a review without one is the same document as before.
    ...(report.drift ? { drift: report.drift } : {}),
    asks: report.asks.map(jsonAsk),
    notes: report.notes.map(messageText),
    noteMessages: report.notes.map(data),
    warnings: report.warnings.map(messageText),
    warningMessages: report.warnings.map(data),
  };
}

export function renderJson(report: Report): string {
  // Infinities (and NaN) as null: what JSON.stringify writes for them (no replacer: one call per value cost a third of the time).
  // Each benchmark is made JSON-shaped only when JSON.stringify reaches it (toJSON), so its copy
  // dies young: thousands of them built first all lived, and were copied, until the end.
  return (
    JSON.stringify(
      jsonReportWith(report, (b) => ({ toJSON: () => jsonBenchmark(b) })),
      null,
      2,
    ) + '\n'
  );
}
