/**
 * `tool-hazard`: what the benchmark tool itself reported, or its output shows, that makes the
 * numbers weak — a debug build, CPU frequency scaling, a load average above the CPU count, a
 * debugger attached, one JMH fork or no warmup, hyperfine's statistical outliers — and, derived
 * here, Go benchmarks run once per side (`-count=1`), asked to run as separate processes.
 *
 * One ask per hazard kind (and tool), however many files and sides show it: the same hazard on base
 * and head is one ask naming both. Params carry the evidence, one entry per place it was found
 * (`files`, `fileSides` — base, head or both —, `fields`, `lines` (0: not line-oriented),
 * `values`), the first KEPT of them, with `count` of all; and per kind `cpus` (the load hazard),
 * `benchmarks` / `outliers` / `runs` (hyperfine, one per place), or `benchmarks` with
 * `benchmarkCount` (JMH: the benchmarks run that way).
 */
import type { Message, MessageParam } from '../../model/message.js';
import type { Side } from '../../model/types.js';
import type { Ask, AskCheck } from './ask.js';
import { ask, namesParams } from './ask.js';

/** Places and names an ask keeps (the first ones). */
const KEPT = 20;

/** The hazard ids readers give (`hazard.<kind>`) that have an ask `tool-hazard.<kind>`. */
export const HAZARD_KINDS = [
  'debug-build',
  'cpu-scaling',
  'load-above-cpus',
  'debugger-attached',
  'jmh-one-fork',
  'jmh-no-warmup',
  'hyperfine-outliers',
] as const;

interface Place {
  sides: Side[];
  params: Readonly<Record<string, MessageParam>>;
}

const str = (v: MessageParam | undefined): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
const num = (v: MessageParam | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const strings = (v: MessageParam | undefined): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The hazards of one kind and tool, each place once with the sides it was seen on. */
function places(hazards: readonly Message[]): Place[] {
  const byKey = new Map<string, Place>();
  for (const h of hazards) {
    const { side, ...params } = h.params;
    const key = JSON.stringify(params);
    const s: Side = side === 'head' ? 'head' : 'base';
    const p = byKey.get(key);
    if (!p) byKey.set(key, { sides: [s], params });
    else if (!p.sides.includes(s)) p.sides.push(s);
  }
  return [...byKey.values()];
}

function hazardAsk(kind: string, tool: string, found: Place[]): Ask {
  const kept = found.slice(0, KEPT);
  const sides = (['base', 'head'] as const).filter((s) => found.some((p) => p.sides.includes(s)));
  const params: Record<string, MessageParam> = {
    tool,
    sides,
    files: kept.map((p) => str(p.params.file)),
    fileSides: kept.map((p) => (p.sides.length === 2 ? 'both' : p.sides[0])),
    fields: kept.map((p) => str(p.params.field)),
    lines: kept.map((p) => num(p.params.line)),
    values: kept.map((p) => str(p.params.value)),
    count: found.length,
  };
  if (kind === 'load-above-cpus') params.cpus = kept.map((p) => num(p.params.cpus));
  if (kind === 'hyperfine-outliers') {
    params.benchmarks = kept.map((p) => str(p.params.benchmark));
    params.outliers = kept.map((p) => num(p.params.outliers));
    params.runs = kept.map((p) => num(p.params.runs));
  }
  if (kind === 'jmh-one-fork' || kind === 'jmh-no-warmup') {
    const names = [...new Set(found.flatMap((p) => strings(p.params.benchmarks)))];
    params.benchmarks = names.slice(0, KEPT);
    params.benchmarkCount = names.length;
  }
  return ask('tool-hazard', `tool-hazard.${kind}`, null, params);
}

/**
 * A Go benchmark with a single run on a side (`go test -count=1`, the default): the go-count-1 ask
 * says how to run it as separate processes, so the sample-size ask leaves it out.
 */
export const goRanOnce = (b: { formats: readonly string[]; runs: { base: number; head: number } }): boolean =>
  b.formats.includes('go-bench') && (b.runs.base === 1 || b.runs.head === 1);

/** Go benchmarks with a single run on a side: `go test -count=1` (the default). */
function goCountAsk(ctx: Parameters<AskCheck>[0]): Ask[] {
  const go = ctx.suite.benchmarks.filter((b) => b.formats.includes('go-bench'));
  const sides = (['base', 'head'] as const).filter((s) => go.some((b) => b.runs[s].length === 1));
  if (sides.length === 0) return [];
  const names = [
    ...new Set(
      go
        .filter((b) => goRanOnce({ formats: b.formats, runs: { base: b.runs.base.length, head: b.runs.head.length } }))
        .map((b) => b.toolName),
    ),
  ];
  return [ask('tool-hazard', 'tool-hazard.go-count-1', null, { sides, ...namesParams(names) })];
}

export const toolHazardAsk: AskCheck = (ctx) => {
  const groups = new Map<string, { kind: string; tool: string; hazards: Message[] }>();
  for (const h of ctx.suite.hazards) {
    const kind = h.id.replace(/^hazard\./, '');
    if (!(HAZARD_KINDS as readonly string[]).includes(kind)) continue;
    const tool = str(h.params.tool) || (kind.startsWith('jmh-') ? 'jmh' : kind.startsWith('hyperfine-') ? 'hyperfine' : '');
    const key = `${kind}\u0000${tool}`;
    const g = groups.get(key) ?? { kind, tool, hazards: [] };
    g.hazards.push(h);
    groups.set(key, g);
  }
  const order = (kind: string) => (HAZARD_KINDS as readonly string[]).indexOf(kind);
  const asks = [...groups.values()].sort((a, b) => order(a.kind) - order(b.kind)).map((g) => hazardAsk(g.kind, g.tool, places(g.hazards)));
  return [...asks, ...goCountAsk(ctx)];
};
