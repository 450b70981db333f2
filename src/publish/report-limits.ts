/**
 * The size limits of report.json, in one place for both sides of the fork-safe pair: run mode
 * writes report.json within them (fitReport), and publish mode refuses anything beyond them
 * (untrusted-report.ts). So whatever run mode writes, publish mode accepts.
 *
 * The limits are generous for real suites (10,000 benchmarks of ~3.5 KB each) and bound what an
 * untrusted run can make the publishing job parse. A suite beyond them keeps every regression
 * and improvement in report.json and leaves out unchanged benchmarks, saying so in the report's
 * warnings; the summary counts, the review and the job summary still cover the whole suite.
 */
import { message, type Message, type MessageParam } from '../model/message.js';
import { jsonBenchmark, renderJson } from '../render/json.js';
import { clip } from '../render/escape.js';
import { messageText } from '../render/messages/index.js';
import { failsGate } from '../review/contract.js';
import { beyondThreshold, type Report, type ReportBenchmark } from '../review/index.js';

const limits = {
  /** report.json, bytes (UTF-8). */
  bytes: 64 * 1024 * 1024,
  benchmarks: 10_000,
  /** Asks, and most other lists. */
  list: 200,
  /** Free text: a message's string params (names, tool output), and the texts rendered from them. */
  text: 4000,
  /** Params of one message. */
  params: 30,
  name: 1000,
  unit: 40,
  quote: 1000,
  benchmarkNotes: 50,
  reportNotes: 50,
  differences: 50,
  formats: 20,
  links: 5,
  linkLabel: 100,
  linkUrl: 300,
  machineText: 200,
  baseWhy: 200,
  /** run.order: one entry per process-level run (at most 1000 per side). */
  order: 2000,
  /** meta.json, bytes. */
  metaBytes: 64 * 1024,
};
export const REPORT_LIMITS: Readonly<typeof limits> = limits;

/**
 * The downloaded artifact (zip): at most this many bytes compressed, and only report.json and
 * meta.json are inflated from it, each within its own limit.
 */
export const ARTIFACT_ZIP_BYTES = 4 * REPORT_LIMITS.bytes;

function fitParam(v: MessageParam): MessageParam {
  if (typeof v === 'string') return clip(v, REPORT_LIMITS.text);
  if (Array.isArray(v))
    return v.slice(0, REPORT_LIMITS.list).map((x) => (typeof x === 'string' ? clip(x, REPORT_LIMITS.text) : x)) as MessageParam;
  return v;
}

/** A message whose string params (names, tool output) are within the text limit. */
function fitMessage(m: Message): Message {
  return {
    id: m.id,
    params: Object.fromEntries(
      Object.entries(m.params)
        .slice(0, REPORT_LIMITS.params)
        .map(([k, v]) => [k, fitParam(v)]),
    ),
  };
}

const fitMessages = (list: Message[], count: number) => list.slice(0, count).map(fitMessage);

function fitBenchmark(b: ReportBenchmark): ReportBenchmark {
  const L = REPORT_LIMITS;
  const metrics = Object.fromEntries(
    Object.entries(b.metrics).map(([id, m]) => [id, m && { ...m, notes: fitMessages(m.notes, L.benchmarkNotes) }]),
  );
  return {
    ...b,
    name: clip(b.name, L.name),
    toolName: clip(b.toolName, L.name),
    measure: clip(b.measure, L.unit),
    unit: clip(b.unit, L.unit),
    metrics,
    formats: b.formats.slice(0, L.formats),
    notes: fitMessages(b.notes, L.benchmarkNotes),
  };
}

/**
 * What must survive trimming first: regressions (and anything that fails the gate), then
 * improvements, then gated metrics beyond their threshold but unconfirmed — so publish mode sees
 * what run mode saw when it decides whether a new comment is worth posting (worthSaying).
 */
function priority(b: ReportBenchmark): number {
  if (b.verdict === 'regression' || Object.values(b.metrics).some((m) => failsGate(m))) return 0;
  if (b.verdict === 'improvement') return 1;
  return Object.values(b.metrics).some((m) => beyondThreshold(m, b.lowerIsBetter)) ? 2 : 3;
}

export interface FittedReport {
  report: Report;
  /** `report` rendered as report.json holds it (renderJson), so it need not be rendered again. */
  json: string;
  /** What was left out, worded for the log; empty when every benchmark fitted. */
  notes: string[];
}

/** The report as report.json may hold it: every string, list and the whole file within REPORT_LIMITS. */
export function fitReport(report: Report): FittedReport {
  const L = REPORT_LIMITS;
  const machine = (m: Report['machine']['base']) =>
    m === null
      ? null
      : (Object.fromEntries(Object.entries(m).map(([k, v]) => [k, typeof v === 'string' ? clip(v, L.machineText) : v])) as typeof m);
  const fitted: Report = {
    ...report,
    headline: fitMessage(report.headline),
    machine: {
      base: machine(report.machine.base),
      head: machine(report.machine.head),
      differences: fitMessages(report.machine.differences, L.differences),
    },
    run: report.run && { ...report.run, baseWhy: clip(report.run.baseWhy, L.baseWhy), order: report.run.order.slice(0, L.order) },
    benchmarks: report.benchmarks.map(fitBenchmark),
    ...(report.geomeans
      ? {
          geomeans: report.geomeans.slice(0, L.list).map((g) => ({
            ...g,
            measure: clip(g.measure, L.unit),
            unit: clip(g.unit, L.unit),
            notes: fitMessages(g.notes, L.benchmarkNotes),
          })),
        }
      : {}),
    ...(report.drift
      ? {
          drift: report.drift.slice(0, L.list).map((d) => ({
            ...d,
            benchmark: clip(d.benchmark, L.name),
            unit: clip(d.unit, L.unit),
            changePoints: d.changePoints.slice(-50),
          })),
        }
      : {}),
    asks: report.asks.slice(0, L.list).map((a) => ({
      ...a,
      ...fitMessage(a),
      benchmark: a.benchmark === null ? null : clip(a.benchmark, L.name),
      ...(a.quote !== undefined ? { quote: clip(a.quote, L.quote) } : {}),
      // A shortened link would lead nowhere: one too long is left out.
      ...(a.links
        ? {
            links: a.links
              .filter((l) => l.url.length <= L.linkUrl)
              .slice(0, L.links)
              .map((l) => ({ label: clip(l.label, L.linkLabel), url: l.url })),
          }
        : {}),
    })),
    notes: fitMessages(report.notes, L.reportNotes),
    warnings: fitMessages(report.warnings, L.list),
  };
  const total = fitted.benchmarks.length;
  if (total <= L.benchmarks) {
    const json = renderJson(fitted);
    if (Buffer.byteLength(json) <= L.bytes) return { report: fitted, json, notes: [] };
  }

  const order = fitted.benchmarks.map((b, i) => ({ i, p: priority(b) })).sort((a, b) => a.p - b.p || a.i - b.i);
  const trimmed = (n: number): Report => {
    const kept = new Set(order.slice(0, n).map((o) => o.i));
    const lostRegressions = order.slice(n).filter((o) => o.p === 0).length;
    const why = message('publish.report-trimmed', {
      listed: n,
      total,
      maxBenchmarks: L.benchmarks,
      maxMiB: L.bytes / 1024 / 1024,
      lostRegressions,
    });
    return {
      ...fitted,
      benchmarks: fitted.benchmarks.filter((_, i) => kept.has(i)),
      warnings: [why, ...fitted.warnings.slice(0, L.list - 1)],
    };
  };
  // Estimate each benchmark's share of the file (its JSON, indented two levels deeper), take as
  // many as fit in priority order, and check on the real rendering.
  const room = L.bytes - Buffer.byteLength(renderJson(trimmed(0))) - 1024;
  let n = 0;
  for (let used = 0; n < Math.min(total, L.benchmarks); n++) {
    const json = JSON.stringify(jsonBenchmark(fitted.benchmarks[order[n].i]), null, 2);
    used += Buffer.byteLength(json) + 4 * (json.split('\n').length + 1) + 2;
    if (used > room) break;
  }
  for (;;) {
    const candidate = trimmed(n);
    const json = renderJson(candidate);
    if (Buffer.byteLength(json) <= L.bytes || n === 0) return { report: candidate, json, notes: [messageText(candidate.warnings[0])] };
    n = Math.floor(n * 0.9);
  }
}
