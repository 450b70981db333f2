/**
 * Read a pull request's description the way a performance reviewer would: find the benchmark
 * numbers the author posted and note what evidence is missing (percentiles, machine facts, a
 * profile or distribution behind a claimed speed-up). Pure text in, facts out; the asks in
 * review/asks/pr-*.ts turn the facts into questions. The description is untrusted: it is only
 * quoted, and renderers escape the quote.
 */

/** A figure the author gives: an average or a percentile, with its before value when a change is given. */
export interface PrFigure {
  /** `mean` for an average, `p50`, `p99`, `p99.9` … for a percentile (a median is `p50`). */
  stat: string;
  /** The figure, or the after value of "from 12 ms to 9 ms". */
  value: number;
  /** The unit as written, lower-case (`ms`, `µs`, `ops/s`, `%`), or null for a bare number. */
  unit: string | null;
  /** The before value of "from 12 ms to 9 ms" / "12 ms → 9 ms", else null. */
  from: number | null;
  line: string;
}

/** A relative change the author claims ("25% faster", "2x faster", "reduces latency by 30%"). */
export interface PrClaim {
  /** The words as written, e.g. `25% faster` (untrusted). */
  text: string;
  /**
   * The claimed speed-up, in the better direction of whatever it is about: 2 for "2x faster" and
   * "2x the throughput", 1.25 for "25% faster" or "Average improvement: 25%" (the reading closest
   * to no change: 25% less time would be 1.33), 1/0.7 for "reduces latency by 30%", 12/9 for
   * "p99 went from 12 ms to 9 ms"; below 1 for a claimed slow-down ("10% slower": 1/1.1).
   */
  speedup: number;
  /** What the claim is about when it says: `time` (latency, run time, faster) or `throughput`. */
  quantity: 'time' | 'throughput' | null;
  /** The percentile (or `mean`) the claim names, else null. */
  metric: string | null;
  line: string;
}

/** Core counts the author gives ("Total Number of Cores: 4/8", "8 cores / 16 threads", lscpu lines). */
export interface PrCores {
  physical: number | null;
  logical: number | null;
  line: string;
  /**
   * The side the machine is said to be, when the description labels two machines ("Base machine:"
   * above one, "Head:" above the other); absent otherwise.
   */
  side?: 'base' | 'head';
}

export interface PrBodyFacts {
  /** The author posted benchmark numbers or a performance claim. */
  hasNumbers: boolean;
  /** First line with a number that is an average, mean or single figure. */
  averageLine?: string;
  /** Percentiles, a histogram or a distribution are given. */
  hasPercentiles: boolean;
  hasCpuModel: boolean;
  hasCoreCounts: boolean;
  /** First line with a number (for quoting the machine question). */
  firstNumberLine?: string;
  /** First line claiming a speed-up. */
  claimLine?: string;
  hasProfile: boolean;
  /** Averages the author gives, in order ("Average improvement: 25%", "1.55 s on average"). */
  averages: PrFigure[];
  /** Percentiles the author gives ("p99 went from 12 ms to 9 ms"). */
  percentiles: PrFigure[];
  /** Relative changes the author claims, in order. */
  claims: PrClaim[];
  /** The first core counts given, else null. */
  cores: PrCores | null;
  /**
   * The core counts of each machine the description describes, in order: one per system-information
   * block (macOS "Total Number of Cores", lscpu, "Physical cores: 4"), a field given again starting
   * the next machine; else the one count read from prose; empty when there is none.
   */
  machines: PrCores[];
  /** The CPU model as written ("AMD EPYC 7763"), else null. */
  cpuModel: string | null;
}

const UNIT = String.raw`(?:ns|µs|μs|us|ms|s|sec|secs|seconds?|milliseconds?|microseconds?|nanoseconds?|minutes?|min|ops\/s|op\/s|ops\/sec|req\/s|reqs\/s|requests\/s|rps|qps|tps|[kmg]?b\/s|[kmg]ib\/s|ns\/op|allocs\/op|b\/op)`;
// Starting only where a number starts: from every digit of a long run it was quadratic.
const MEASUREMENT = new RegExp(String.raw`(?<![\d,.])\d(?:[\d,]*\d)?(?:\.\d+)?\s*${UNIT}(?![a-z])`, 'i');
const CONTEXT =
  /\b(bench(mark)?s?|benchmarking|latenc(y|ies)|throughput|perf(ormance)?|faster|slower|speed|took|takes|runtime|run ?time|duration|elapsed|wall|time:|ops|requests|average|avg|mean|median|hyperfine|wrk|criterion|jmh|p\d{2})\b/i;
const AVERAGE = /\b(avg|average|averaged|on average|mean|ns\/op|ms\/op|typical(ly)?)\b|±|\+\/-/i;
const PERCENTILE =
  /\b(p\d{2}(\.\d+)?|p999|percentiles?|quantiles?|histogram|distribution|cdf|tail latenc(y|ies)|\d{2}(\.\d+)?(th)? ?(%|percentile)(?! (faster|slower|less|more|lower|higher|reduction|improvement|better|worse))|latency distribution)\b/i;
/**
 * A CPU named: a family word, or a brand (Intel, AMD, Ampere) followed by a model token with a digit
 * or a known model word — "Intel would be nice to test on" names no CPU.
 */
const CPU_MODEL =
  /\b((?:intel|amd|ampere)(?:\s*\((?:r|tm)\))?\s+(?:[\w-]*\d|core|xeon|ryzen|epyc|threadripper|pentium|celeron|atom|athlon|opteron|altra|instinct)|ryzen|epyc|threadripper|xeon|core ?i[3579]|core ultra|apple ?m[1-9]|m[1-9] (pro|max|ultra)|graviton\d*|neoverse|altra|cortex-[ax]\d+|snapdragon|power(9|10)|model name)\b/i;
/**
 * After a counted cores/threads/CPUs noun: not another noun ("2 core dumps", "the 3 core modules"),
 * only a function word, punctuation or the end of the line.
 */
const NOT_NOUN = String.raw`(?!\s+(?!(?:and|or|with|per|each|on|in|at|of|for|to|from|total|available|enabled|disabled|used|are|were|is|was|vs|versus|but|so|which|that|only|machine|box|vm|host|server|instance|laptop|desktop|cpu|cpus|processor|intel|amd|arm|xeon|epyc|ryzen|graviton|apple)\b)[a-z])(?![-_][a-z])`;
const CORES = new RegExp(
  String.raw`(\b\d+\s*(-| )?(physical |logical |performance |efficiency )?(cores?|threads|vcpus?|hardware threads|cpus)\b${NOT_NOUN}|` +
    String.raw`\bcore\(s\) per socket\b|\bthread\(s\) per core\b|^\s*cpu\(s\):|\b\d+c\s*\/\s*\d+t\b|\b(smt|hyper-?threading) (on|off|enabled|disabled)\b)`,
  'im',
);
const CLAIM =
  /(\b\d+(\.\d+)?\s*(x|×)\s*(faster|quicker|speed-?up|improvement|better|throughput|less)|\b(faster|speed-?ups?|speeds? up|sped up|quicker|lower latency|reduces? (the )?latency|improves? (the )?(latency|performance|throughput)|performance (improvement|boost|gain)|\d+(\.\d+)?\s*% (faster|quicker|less time|lower (latency|time|run ?time)|reduction|improvement|better|more throughput)))/i;
const PROFILE =
  /\b(profiles?|profiled|profiling|profiler|flame ?graphs?|flamegraph|pprof|perf (record|report|stat)|--cpu-prof|cpuprofile|async-profiler|py-spy|vtune|instruments|dottrace|samply|callgrind|valgrind)\b/i;

/** Drop HTML comments (PR templates) and cap the size we look at. */
function visibleLines(body: string): string[] {
  return body
    .slice(0, 200_000)
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

// ---- figures, claims and machine facts, as numbers ----

/** A number as authors write it: `12`, `1.5`, `22,000`. */
// Bounded, and never starting inside a number, so a long run of digits costs linear time.
const NUM = String.raw`(?<![\d.,])(?:\d{1,3}(?:,\d{3}){1,5}|\d{1,12})(?:\.\d{1,12})?`;
/** Lines longer than this are no prose figures (pasted data, minified text): not searched for them. */
const FIGURE_LINE_MAX = 2_000;
const FIG_UNIT = String.raw`(?:ns|µs|μs|us|ms|s|secs?|seconds?|milliseconds?|microseconds?|nanoseconds?|min|minutes?|ops\/s|op\/s|ops\/sec|req\/s|reqs\/s|requests\/s|rps|qps|tps|%)`;
const TIME_UNIT = /^(ns|µs|μs|us|ms|s|secs?|seconds?|milliseconds?|microseconds?|nanoseconds?|min|minutes?)$/;
const STAT = String.raw`(p\d{2}(?:\.\d+)?|p999|median|mean|average|avg)`;
const FROM_TO = new RegExp(
  String.raw`\b${STAT}\b[^\n.;]{0,40}?\bfrom\s+~?(${NUM})\s*(${FIG_UNIT})?\s*(?:to|→|->|=>)\s*~?(${NUM})\s*(${FIG_UNIT})?(?![a-z])`,
  'gi',
);
const ARROW = new RegExp(
  String.raw`\b${STAT}\b[^\n\d;]{0,20}?(${NUM})\s*(${FIG_UNIT})?\s*(?:→|->|=>)\s*(${NUM})\s*(${FIG_UNIT})?(?![a-z])`,
  'gi',
);
const SINGLE = new RegExp(String.raw`\b${STAT}\b[^\n\d;]{0,30}?(${NUM})\s*(${FIG_UNIT})(?![a-z])`, 'gi');
const TRAILING_AVERAGE = new RegExp(String.raw`(${NUM})\s*(${FIG_UNIT})\s+(?:on average|in average|avg|average|mean)\b`, 'gi');

const CLAIM_FACTOR = new RegExp(
  String.raw`(${NUM})\s*(?:x|×|times)\s+(?:the\s+)?(faster|quicker|speed-?up|improvement|better|slower|more throughput|higher throughput|throughput|less time|lower latency)\b`,
  'gi',
);
const CLAIM_PERCENT = new RegExp(
  // Longer alternatives first ("lower throughput" before "lower latency"): a bare "X% lower" says
  // nothing of what is lower, so it is no claim at all (it was read as a speed-up of "10% lower throughput").
  String.raw`(${NUM})\s*%\s+(less throughput|lower throughput|more throughput|higher throughput|increase in throughput|lower latency|less latency|higher latency|less time|more time|faster|quicker|speed-?up|improvement|better|shorter|reduction|fewer allocations|slower|worse|regression)\b`,
  'gi',
);
const CLAIM_VERB = new RegExp(
  String.raw`\b(reduces?|reduced|reducing|cuts?|lowers?|lowered|decreases?|decreased|improves?|improved|improving|increases?|increased|boosts?|boosted|raises?|raised)\s+(?:the\s+)?(?:(p\d{2}(?:\.\d+)?|p999|median|mean|average)\s+)?(latency|latencies|time|run ?time|duration|throughput|performance|speed|ops\/s|qps|rps)\s+by\s+(?:about\s+|~)?(${NUM})\s*(%|x|×)`,
  'gi',
);
const CLAIM_IMPROVEMENT = new RegExp(
  String.raw`\b(?:(average|avg|mean|median|overall)\s+)?(improvement|speed-?up|gain)\s*(?:of|:|=|is|was|≈|~)?\s*(?:about\s+|~)?\+?(${NUM})\s*(%|x|×)`,
  'gi',
);

const num = (s: string): number => Number(s.replace(/,/g, ''));
const statId = (s: string): string => {
  const t = s.toLowerCase();
  if (t === 'median') return 'p50';
  if (t === 'mean' || t === 'average' || t === 'avg') return 'mean';
  return t === 'p999' ? 'p99.9' : t;
};
const unitOf = (u: string | undefined): string | null => (u ? u.toLowerCase().replace('μs', 'µs') : null);

/** Blank out a match so later patterns do not read it again. */
function mask(line: string, m: RegExpExecArray): string {
  return line.slice(0, m.index) + ' '.repeat(m[0].length) + line.slice(m.index + m[0].length);
}

/** Where in its line each figure was found, to order claims as written. */
const FIGURE_AT = new WeakMap<PrFigure, number>();

function figuresOf(lines: readonly string[]): { averages: PrFigure[]; percentiles: PrFigure[] } {
  const averages: PrFigure[] = [];
  const percentiles: PrFigure[] = [];
  for (const line of lines) {
    let rest = line;
    const add = (stat: string, value: number, unit: string | null, from: number | null, at: number) => {
      const f: PrFigure = { stat, value, unit, from, line };
      FIGURE_AT.set(f, at);
      (stat === 'mean' ? averages : percentiles).push(f);
    };
    for (const re of [FROM_TO, ARROW]) {
      for (const m of [...rest.matchAll(re)]) {
        add(statId(m[1]), num(m[4]), unitOf(m[5] ?? m[3]), num(m[2]), m.index ?? 0);
        rest = mask(rest, m as RegExpExecArray);
      }
    }
    // "1.89 s on average" before "average … 1.55 s", which would pair a later figure with the word.
    for (const m of [...rest.matchAll(TRAILING_AVERAGE)]) {
      add('mean', num(m[1]), unitOf(m[2]), null, m.index ?? 0);
      rest = mask(rest, m as RegExpExecArray);
    }
    for (const m of [...rest.matchAll(SINGLE)]) {
      add(statId(m[1]), num(m[2]), unitOf(m[3]), null, m.index ?? 0);
      rest = mask(rest, m as RegExpExecArray);
    }
  }
  return { averages, percentiles };
}

const TIME_WORDS =
  /^(faster|quicker|shorter|less time|lower latency|less latency|slower|more time|higher latency|latency|latencies|time|run ?time|duration)$/;
const THROUGHPUT_WORDS = /(throughput|ops\/s|qps|rps)/;

function claimsOf(lines: readonly string[], percentiles: readonly PrFigure[]): PrClaim[] {
  const claims: Array<PrClaim & { at: number }> = [];
  lines.forEach((line, li) => {
    let rest = line;
    const add = (m: RegExpMatchArray, speedup: number, words: string, metric: string | null) => {
      if (!(speedup > 0) || !Number.isFinite(speedup) || speedup === 1) return;
      const w = words.toLowerCase();
      const quantity = THROUGHPUT_WORDS.test(w) ? 'throughput' : TIME_WORDS.test(w) ? 'time' : null;
      claims.push({ text: m[0].trim(), speedup, quantity, metric, line, at: li * 1e6 + (m.index ?? 0) });
      rest = mask(rest, m as RegExpExecArray);
    };
    for (const m of [...rest.matchAll(CLAIM_VERB)]) {
      const [, verb, stat, what, amount, kind] = m;
      const x = num(amount);
      const v = verb.toLowerCase();
      const factor = kind === '%' ? null : x;
      const reduce = /^(reduc|cut|lower|decreas)/.test(v);
      const timeLike = !THROUGHPUT_WORDS.test(what.toLowerCase()) && !/^(performance|speed)$/i.test(what);
      let s: number;
      if (reduce === timeLike)
        s = factor ?? (reduce ? 1 / (1 - x / 100) : 1 + x / 100); // less time, or more throughput / performance
      else s = factor ? 1 / factor : reduce ? 1 - x / 100 : 1 / (1 + x / 100); // less throughput, or more time
      add(m, s, what, stat ? statId(stat) : null);
    }
    for (const m of [...rest.matchAll(CLAIM_FACTOR)]) {
      const w = m[2].toLowerCase();
      add(m, w === 'slower' ? 1 / num(m[1]) : num(m[1]), w, null);
    }
    for (const m of [...rest.matchAll(CLAIM_PERCENT)]) {
      const x = num(m[1]) / 100;
      const w = m[2].toLowerCase();
      let s: number;
      if (/^(lower latency|less latency|less time|reduction|fewer allocations)$/.test(w)) s = x < 1 ? 1 / (1 - x) : NaN;
      else if (/^(slower|worse|regression|more time|higher latency)$/.test(w)) s = 1 / (1 + x);
      else if (/^(less throughput|lower throughput)$/.test(w)) s = 1 - x;
      else s = 1 + x;
      add(m, s, w, null);
    }
    for (const m of [...rest.matchAll(CLAIM_IMPROVEMENT)]) {
      const x = num(m[3]);
      // "Average improvement" is averaged over benchmarks or runs as often as it is the mean: no metric.
      add(m, m[4] === '%' ? 1 + x / 100 : x, m[2], m[1] && /median/i.test(m[1]) ? 'p50' : null);
    }
  });
  // A percentile given before → after is a claim about that percentile.
  for (const f of percentiles) {
    if (f.from === null || !(f.from > 0) || !(f.value > 0) || f.from === f.value) continue;
    const rate = f.unit !== null && /\/|rps|qps|tps/.test(f.unit);
    if (f.unit === '%' || (f.unit !== null && !rate && !TIME_UNIT.test(f.unit))) continue;
    const li = lines.indexOf(f.line);
    claims.push({
      text: `${f.stat} ${f.from} → ${f.value}${f.unit ? ` ${f.unit}` : ''}`,
      speedup: rate ? f.value / f.from : f.from / f.value,
      quantity: rate ? 'throughput' : 'time',
      metric: f.stat,
      line: f.line,
      at: li * 1e6 + (FIGURE_AT.get(f) ?? 0),
    });
  }
  return claims.sort((a, b) => a.at - b.at).map(({ at: _at, ...c }) => c);
}

/** A labelled core count of a system-information block, and the fields it sets. */
type CoreField = 'physical' | 'logical' | 'perSocket' | 'sockets';
const CORE_FIELDS: ReadonlyArray<[RegExp, (m: RegExpExecArray) => Partial<Record<CoreField, number>>]> = [
  // macOS system_profiler (physical cores); "4/8" as authors add the logical count; Apple silicon's
  // "(8 performance and 2 efficiency)" has no SMT, so as many logical CPUs.
  [
    /\btotal number of cores\s*:\s*(\d+)(?:\s*\/\s*(\d+))?(\s*\(\s*\d+\s+performance\s+and\s+\d+\s+efficiency\s*\))?/i,
    (m) => ({ physical: Number(m[1]), ...(m[2] ? { logical: Number(m[2]) } : m[3] ? { logical: Number(m[1]) } : {}) }),
  ],
  [/\bphysical (?:cores?|cpus?|processors?)\s*[:=]\s*(\d+)/i, (m) => ({ physical: Number(m[1]) })],
  [/\blogical (?:cores?|cpus?|processors?)\s*[:=]\s*(\d+)/i, (m) => ({ logical: Number(m[1]) })],
  // lscpu.
  [/^(?:[-*|]\s*)?cpu\(s\)\s*:\s*(\d+)\s*\|?$/i, (m) => ({ logical: Number(m[1]) })],
  [/\bcore\(s\) per socket\s*:\s*(\d+)/i, (m) => ({ perSocket: Number(m[1]) })],
  [/\bsocket\(s\)\s*:\s*(\d+)/i, (m) => ({ sockets: Number(m[1]) })],
];

/** Words that label a machine as one side, on its line or the few lines above it. */
const BASE_LABEL = /\b(base(?:line)?|before|main|master|trunk|unpatched)\b/i;
const HEAD_LABEL = /\b(head|after|patched|this pr|this branch|pr branch|with (?:the|this) (?:patch|change|pr))\b/i;
const LABEL_LINES = 3;

/** The side the lines from `from` back to `stop` (exclusive) label a machine with: the nearest line naming exactly one. */
function sideLabel(lines: readonly string[], from: number, stop: number): 'base' | 'head' | undefined {
  for (let i = from; i > stop && i >= from - LABEL_LINES; i--) {
    const base = BASE_LABEL.test(lines[i]);
    const head = HEAD_LABEL.test(lines[i]);
    if (base !== head) return base ? 'base' : 'head';
    if (base) return undefined;
  }
  return undefined;
}

/** The machines of labelled system-information lines, a field seen again starting the next one. */
function labelledMachines(lines: readonly string[]): PrCores[] {
  const out: PrCores[] = [];
  let cur: { fields: Partial<Record<CoreField, number>>; physicalLine?: string; logicalLine?: string; first: number; last: number } | null =
    null;
  let lastEnd = -1;
  const flush = () => {
    if (!cur) return;
    const f = cur.fields;
    const physical = f.physical ?? (f.perSocket !== undefined ? f.perSocket * (f.sockets ?? 1) : null);
    const logical = f.logical ?? null;
    if (physical !== null || logical !== null) {
      const side = sideLabel(lines, cur.first, lastEnd);
      out.push({
        physical,
        logical,
        line: (physical !== null ? cur.physicalLine : cur.logicalLine) ?? lines[cur.first],
        ...(side ? { side } : {}),
      });
      lastEnd = cur.last;
    }
    cur = null;
  };
  lines.forEach((line, i) => {
    for (const [re, read] of CORE_FIELDS) {
      const m = re.exec(line);
      if (!m) continue;
      const fields = read(m);
      if (cur && Object.keys(fields).some((k) => cur!.fields[k as CoreField] !== undefined)) flush();
      cur ??= { fields: {}, first: i, last: i };
      Object.assign(cur.fields, fields);
      cur.last = i;
      if ((fields.physical !== undefined || fields.perSocket !== undefined) && cur.physicalLine === undefined) cur.physicalLine = line;
      if (fields.logical !== undefined && cur.logicalLine === undefined) cur.logicalLine = line;
    }
  });
  flush();
  // Sides only when the machines are told apart: one base and one head.
  const sides = out.map((m) => m.side);
  if (!(out.length === 2 && sides.includes('base') && sides.includes('head'))) for (const m of out) delete m.side;
  return out;
}

/** Whether machines differ in a core count both give. */
export function machinesDiffer(machines: readonly PrCores[]): boolean {
  const differ = (a: number | null, b: number | null) => a !== null && b !== null && a !== b;
  return machines.some((a, i) => machines.slice(i + 1).some((b) => differ(a.physical, b.physical) || differ(a.logical, b.logical)));
}

/** The machines' core counts: labelled system-information blocks, else the first count in prose. */
function machinesOf(lines: readonly string[]): PrCores[] {
  const labelled = labelledMachines(lines);
  if (labelled.length) return labelled;
  const prose: Array<[RegExp, (m: RegExpExecArray) => [number | null, number | null]]> = [
    [
      /\b(\d+)\s*(?:physical\s+)?cores?\s*(?:\/|,|and|with|\+)?\s*(\d+)\s*(?:threads|logical(?: cores| cpus| processors)?|hardware threads|vcpus|hyper-?threads)\b/i,
      (m) => [Number(m[1]), Number(m[2])],
    ],
    [/\b(\d+)\s*c\s*\/\s*(\d+)\s*t\b/i, (m) => [Number(m[1]), Number(m[2])]],
  ];
  for (const line of lines) {
    for (const [re, f] of prose) {
      const m = re.exec(line);
      if (m) {
        const [physical, logical] = f(m);
        return [{ physical, logical, line }];
      }
    }
  }
  const field = (re: RegExp): [number, string] | null => {
    for (const line of lines) {
      const m = re.exec(line);
      if (m) return [Number(m[1]), line];
    }
    return null;
  };
  const logical = field(
    new RegExp(String.raw`\b(\d+)\s*(?:logical (?:cores|cpus|processors)|hardware threads|vcpus?|cpus)\b${NOT_NOUN}`, 'i'),
  );
  const physical = field(new RegExp(String.raw`\b(\d+)[- ]?(?:physical[- ])?cores?\b${NOT_NOUN}`, 'i'));
  if (!logical && !physical) return [];
  return [{ physical: physical?.[0] ?? null, logical: logical?.[0] ?? null, line: (physical ?? logical)![1] }];
}

/** A CPU brand or family named in running text (CPU_MODEL without its "model name" label). */
const CPU_BRAND = new RegExp(CPU_MODEL.source.replace('|model name', ''), 'i');
const MODEL_LABEL = /^(?:[-*|]\s*)?(?:model name|processor name|processor|chip|cpu(?: model| type)?)\s*[:=]\s*(.*[A-Za-z].*?)\s*\|?$/i;

/** Trademark signs as lscpu and /proc/cpuinfo print them ("Intel(R) Xeon(R)"): kept in the model as written, skipped when reading it. */
const MARK = /\((?:R|TM|C)\)/gi;

/** `s` without its trademark signs, and where each kept character is in `s`. */
function unmarked(s: string): { text: string; at: number[] } {
  let text = '';
  const at: number[] = [];
  let i = 0;
  const keep = (to: number) => {
    for (; i < to; i++) {
      text += s[i];
      at.push(i);
    }
  };
  for (const m of s.matchAll(MARK)) {
    keep(m.index);
    i = m.index + m[0].length;
  }
  keep(s.length);
  return { text, at };
}

/** What `[start, end)` of the unmarked text covers in `s`, signs inside and right after it included, tidied. */
function asWritten(s: string, u: { at: number[] }, start: number, end: number): string {
  if (!(end > start)) return '';
  let to = u.at[end - 1] + 1;
  for (let m = /^\((?:R|TM|C)\)/i.exec(s.slice(to)); m; m = /^\((?:R|TM|C)\)/i.exec(s.slice(to))) to += m[0].length;
  return s
    .slice(u.at[start], to)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.:]+$/, '')
    .slice(0, 100);
}

/** A core count written before the model in a label's value ("CPU: 16 cores, Intel(R) Xeon(R) …"): not part of it. */
const LEADING_COUNT = /^\d+\s*[- ]?(?:physical\s+|logical\s+)?(?:cores?|threads|vcpus?|cpus)\b\s*[,;:/-]?\s*/i;

/** The CPU model as written (trademark signs kept, spaces tidied), without a core count before it or what follows a comma. */
function cpuModelOf(lines: readonly string[]): string | null {
  for (const line of lines) {
    const m = MODEL_LABEL.exec(line);
    if (!m) continue;
    const value = m[1];
    const u = unmarked(value);
    // macOS "Model Name: MacBook Pro" names the computer: a label's value counts when it names a CPU brand, or under "Processor Name" / "Chip".
    if (/^[\d.\s]+$/.test(u.text) || !(CPU_BRAND.test(u.text) || /^(?:[-*|]\s*)?(?:processor name|chip)\b/i.test(line))) continue;
    const start = LEADING_COUNT.exec(u.text)?.[0].length ?? 0;
    const cut = /[,;|]/.exec(u.text.slice(start));
    const model = asWritten(value, u, start, cut ? start + cut.index : u.text.length);
    if (model) return model;
  }
  for (const line of lines) {
    const u = unmarked(line);
    const m = CPU_BRAND.exec(u.text);
    if (!m) continue;
    const cut = /[,;()|]| on | with | running | and \d/.exec(u.text.slice(m.index));
    return asWritten(line, u, m.index, cut ? m.index + cut.index : u.text.length);
  }
  return null;
}

export function readPrBody(body: string | undefined | null): PrBodyFacts {
  const lines = visibleLines(body ?? '');
  const text = lines.join('\n');
  const benchContext = /\bbench(mark)?/i.test(text);
  const numberLines = lines.filter((l) => MEASUREMENT.test(l) && (benchContext || CONTEXT.test(l)));
  const prose = lines.filter((l) => l.length <= FIGURE_LINE_MAX);
  const { averages, percentiles } = figuresOf(prose);
  const claims = claimsOf(prose, percentiles);
  const claimLine = lines.find((l) => CLAIM.test(l)) ?? claims.find((c) => c.speedup > 1)?.line;
  const hasPercentiles = PERCENTILE.test(text);
  const machines = machinesOf(prose);
  const cores = machines[0] ?? null;
  return {
    hasNumbers: numberLines.length > 0 || claimLine !== undefined,
    averageLine: numberLines.find((l) => AVERAGE.test(l)) ?? averages[0]?.line ?? (hasPercentiles ? undefined : numberLines[0]),
    hasPercentiles,
    hasCpuModel: CPU_MODEL.test(text),
    hasCoreCounts: CORES.test(text) || cores !== null,
    firstNumberLine: numberLines[0] ?? claimLine,
    claimLine,
    hasProfile: PROFILE.test(text),
    averages,
    percentiles,
    claims,
    cores,
    machines,
    cpuModel: cpuModelOf(prose),
  };
}
