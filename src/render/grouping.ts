/**
 * Said once: the questions for the author grouped (one "attach a profile" for every regressed
 * benchmark, naming them), and the notes every benchmark repeats lifted to the suite. Shared by the
 * Markdown and terminal renderers; every string here is plain, unescaped text.
 */
import type { Message } from '../model/message.js';
import { metricOrder } from '../model/settings.js';
import type { Ask, Report, ReportBenchmark } from '../review/contract.js';
import { messageText } from './messages/index.js';

/** Questions about the same thing, asked once, with the benchmarks they concern. */
export interface AskGroup {
  kind: string;
  id: string;
  /** The sentence, worded for the whole group. */
  text: string;
  /** Benchmarks the group concerns (report names), in report order; empty for a suite-wide ask. */
  benchmarks: string[];
  links: Array<{ label: string; url: string }>;
  quote?: string;
  asks: Ask[];
}

/** Ask ids whose sentence names one benchmark and its numbers: worded anew for a group of several. */
function groupWording(id: string, asks: readonly Ask[]): { key: string; text: () => string } | null {
  const p = asks[0].params;
  if (id === 'profile.tail-regressed') {
    const eco = String(p.ecosystem ?? '');
    return {
      key: `${id}|${eco}`,
      text: () => messageText({ id: 'review.group.profile', params: { ecosystem: eco, example: String(p.toolName ?? p.benchmark ?? '') } }),
    };
  }
  if (id === 'variance.runs-vary') {
    const metric = String(p.metric ?? '');
    return {
      key: `${id}|${metric}`,
      text: () => {
        const ratios = asks.map((a) => Number(a.params.ratio)).filter(Number.isFinite);
        return messageText({ id: 'review.group.runs-vary', params: { metric, low: Math.min(...ratios), high: Math.max(...ratios) } });
      },
    };
  }
  return null;
}

/**
 * Asks with the same id and the same sentence become one item listing their benchmarks; asks whose
 * sentence names one benchmark (a profile request, runs that vary) are worded once for the group.
 * Asks with links or a quote stay on their own. Order: where each group first appears.
 */
export function groupAsks(asks: readonly Ask[]): AskGroup[] {
  // First pass: the group-worded ids, by their key, to know which have several members.
  const byWordingKey = new Map<string, Ask[]>();
  for (const a of asks) {
    if (a.quote !== undefined || a.links?.length || !a.benchmark) continue;
    const w = groupWording(a.id, [a]);
    if (w) byWordingKey.set(w.key, [...(byWordingKey.get(w.key) ?? []), a]);
  }
  const groups = new Map<string, AskGroup>();
  let solo = 0;
  for (const a of asks) {
    let key: string;
    let text: () => string;
    const w = a.quote === undefined && !a.links?.length && a.benchmark ? groupWording(a.id, [a]) : null;
    const members = w ? byWordingKey.get(w.key)! : null;
    if (w && members && members.length > 1) {
      key = `w|${w.key}`;
      text = groupWording(a.id, members)!.text;
    } else if (a.quote !== undefined || a.links?.length) {
      key = `solo|${solo++}`;
      text = () => messageText(a);
    } else {
      const t = messageText(a);
      key = `t|${a.kind}|${a.id}|${t}`;
      text = () => t;
    }
    let g = groups.get(key);
    if (!g)
      groups.set(
        key,
        (g = { kind: a.kind, id: a.id, text: text(), benchmarks: [], links: [...(a.links ?? [])], quote: a.quote, asks: [] }),
      );
    g.asks.push(a);
    if (a.benchmark && !g.benchmarks.includes(a.benchmark)) g.benchmarks.push(a.benchmark);
  }
  return [...groups.values()];
}

/** Notes whose one parameter differs per benchmark and can be listed in one sentence (`ns, B, allocs`). */
const MERGEABLE: Readonly<Record<string, string>> = { 'review.per-run-aggregates': 'unit' };

/** Notes the benchmark's table says in its verdict cell (render/table.ts): data in the JSON, not repeated below the table. */
const SAID_IN_TABLE: ReadonlySet<string> = new Set(['review.rests-on-largest']);

/** A note said about several benchmarks at once. */
export interface SharedNote {
  text: string;
  count: number;
}

/** The notes of one benchmark, worded: its own, then each metric's (`p99: …`); `skip` drops notes a question already says. */
export function benchmarkNoteTexts(
  b: ReportBenchmark,
  word: (m: Message) => string = messageText,
  skip: (n: Message) => boolean = () => false,
): string[] {
  const out = b.notes.filter((n) => !MERGEABLE[n.id] && !SAID_IN_TABLE.has(n.id) && !skip(n)).map(word);
  for (const [id, m] of Object.entries(b.metrics)) {
    const notes = m?.notes.filter((n) => !skip(n)) ?? [];
    if (notes.length) out.push(`${id}: ${notes.map(word).join(' ')}`);
  }
  return out;
}

/**
 * Notes a question for the author (or a suite note) already says with the same numbers, so they are
 * not said twice: "per-run aggregates" where the percentiles question asks for per-operation data,
 * "not estimable: too few samples" where the sample-size question names the benchmark, and each
 * metric's "within-run only" where the suite says once that verdicts rest on one run per side.
 */
function saidByAsk(report: Report): (b: ReportBenchmark) => (n: Message) => boolean {
  const percentiles = report.asks.some((a) => a.kind === 'percentiles' && a.quote === undefined);
  const tooFew = new Set<string>();
  for (const a of report.asks) {
    if (a.id !== 'sample-size.not-estimable') continue;
    if (a.benchmark) tooFew.add(a.benchmark);
    // Only the names the question lists: past its cap a benchmark keeps its own note.
    if (Array.isArray(a.params.names)) for (const name of a.params.names) if (typeof name === 'string') tooFew.add(name);
  }
  // "One run (or one process) per side: differences between processes are not measured" is said once
  // for the suite (review.within-run-not-gated): not again per metric of every such benchmark.
  const oneProcess = report.notes.some((n) => n.id === 'review.within-run-not-gated');
  const saidForSuite = (n: Message) => oneProcess && (n.id === 'compare.within-run' || n.id === 'compare.one-run-no-interval');
  return (b) => (n) =>
    (percentiles && n.id === 'review.per-run-aggregates') ||
    (tooFew.has(b.name) && n.id === 'compare.not-estimable' && n.params.reason === 'too-few-samples') ||
    saidForSuite(n);
}

/** A metric's note that the tool prints in steps (compare/metric-compare.ts), said once per tool and step. */
const RESOLUTION = 'compare.resolution-raised';

/** The step notes of one tool and step: the benchmarks (load points) that carry them, which metrics, the thresholds raised, the runs censored. */
interface StepNotes {
  tool: string;
  resolution: number;
  benchmarks: Set<ReportBenchmark>;
  metrics: Set<string>;
  low: number;
  high: number;
  censored: number;
}

const stepKey = (b: ReportBenchmark, n: Message) => `${b.formats[0] ?? ''}|${String(n.params.resolution)}`;

/**
 * The resolution notes grouped by tool and step: each benchmark's per-metric "threshold raised to
 * 33.3%: the tool prints these values in steps of 1 ms" differs only by its numbers, and a sweep of
 * autocannon or cassandra-stress runs carries one per metric and load point. Said once per tool
 * when two or more benchmarks carry it.
 */
function stepNotes(report: Report): Map<string, StepNotes> {
  const groups = new Map<string, StepNotes>();
  for (const b of report.benchmarks)
    for (const [id, m] of Object.entries(b.metrics))
      for (const n of m?.notes ?? []) {
        if (n.id !== RESOLUTION || typeof n.params.resolution !== 'number') continue;
        const key = stepKey(b, n);
        let g = groups.get(key);
        if (!g)
          groups.set(
            key,
            (g = {
              tool: b.formats[0] ?? 'the tool',
              resolution: n.params.resolution,
              benchmarks: new Set(),
              metrics: new Set(),
              low: Infinity,
              high: -Infinity,
              censored: 0,
            }),
          );
        g.benchmarks.add(b);
        const threshold = n.params.threshold;
        if (n.params.raised !== false && typeof threshold === 'number') {
          g.metrics.add(id);
          g.low = Math.min(g.low, threshold);
          g.high = Math.max(g.high, threshold);
        }
        if (typeof n.params.censored === 'number') g.censored += n.params.censored;
      }
  for (const [key, g] of groups) if (g.benchmarks.size < 2) groups.delete(key);
  return groups;
}

/**
 * Notes said once for the suite: each mergeable note (per-run aggregates) with its values listed,
 * the resolution notes once per tool and step, and any other note text that more than one
 * benchmark carries, with the count. `own` gives each benchmark the notes left to say in its own
 * details. Notes a question already says are left out.
 */
export function sharedNotes(
  report: Report,
  word: (m: Message) => string = messageText,
): { shared: SharedNote[]; own: Map<ReportBenchmark, string[]> } {
  const merged = new Map<string, { values: string[]; benchmarks: Set<ReportBenchmark>; first: Message }>();
  const texts = new Map<ReportBenchmark, string[]>();
  const counts = new Map<string, number>();
  const said = saidByAsk(report);
  const steps = stepNotes(report);
  for (const b of report.benchmarks) {
    const asked = said(b);
    const skip = (n: Message) => asked(n) || (n.id === RESOLUTION && steps.has(stepKey(b, n)));
    for (const n of b.notes) {
      const param = MERGEABLE[n.id];
      if (!param || skip(n)) continue;
      const e = merged.get(n.id) ?? { values: [], benchmarks: new Set(), first: n };
      merged.set(n.id, e);
      const v = String(n.params[param] ?? '');
      if (!e.values.includes(v)) e.values.push(v);
      e.benchmarks.add(b);
    }
    const t = [...new Set(benchmarkNoteTexts(b, word, skip))];
    texts.set(b, t);
    for (const x of t) counts.set(x, (counts.get(x) ?? 0) + 1);
  }
  const shared: SharedNote[] = [];
  for (const [id, e] of merged)
    shared.push({ text: word({ id, params: { ...e.first.params, [MERGEABLE[id]]: e.values.join(', ') } }), count: e.benchmarks.size });
  for (const g of steps.values()) {
    const raised = g.metrics.size > 0;
    const params = {
      tool: g.tool,
      resolution: g.resolution,
      metrics: metricOrder(g.metrics),
      low: raised ? g.low : null,
      high: raised ? g.high : null,
      censored: g.censored,
    };
    shared.push({ text: word({ id: 'compare.resolution-grouped', params }), count: g.benchmarks.size });
  }
  for (const [text, count] of counts) if (count > 1) shared.push({ text, count });
  const own = new Map<ReportBenchmark, string[]>();
  for (const [b, t] of texts)
    own.set(
      b,
      t.filter((x) => (counts.get(x) ?? 0) <= 1),
    );
  return { shared, own };
}

/** Params that say where a warning was found, or how much of it there is there (`zeros`: zero times in that input), not what it says. */
const WHERE = new Set(['file', 'line', 'pointer', 'side', 'zeros']);

/**
 * Input warnings said once each: warnings with one id and the same params apart from where they
 * were found (file, line, pointer, side) or how many there (zeros) are one entry with the count of places, so forty files of
 * one tool's output give one line ("autocannon records whole milliseconds … (and 39 more files)"),
 * not forty. The first occurrence is the one worded.
 */
export function groupWarnings(warnings: readonly Message[], word: (m: Message) => string = messageText): string[] {
  const groups = new Map<string, { first: Message; count: number }>();
  for (const w of warnings) {
    const what = Object.entries(w.params ?? {})
      .filter(([k]) => !WHERE.has(k))
      .sort(([a], [b]) => (a < b ? -1 : 1));
    const key = JSON.stringify([w.id, what]);
    const g = groups.get(key);
    if (g) g.count++;
    else groups.set(key, { first: w, count: 1 });
  }
  return [...groups.values()].map(({ first, count }) =>
    count > 1 ? `${word(first)} (and ${count - 1} more ${count === 2 ? 'place' : 'places'} alike)` : word(first),
  );
}
