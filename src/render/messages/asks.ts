/** The questions for the author (ask ids `<kind>.<case>` and `pr-<kind>.<case>`), worded. */
import { formatChange } from '../../units/units.js';
import { template, type MessageRegistry, type Params } from './template.js';
import { grouped, levelText, listNames, percent } from './words.js';

const change = (lo: number | null | undefined, hi: number | null | undefined) => `${formatChange(lo)} … ${formatChange(hi)}`;
const names = (p: Params) => listNames((p.names as readonly string[] | undefined) ?? [], typeof p.count === 'number' ? p.count : undefined);

/** How to record per-operation latency, by ecosystem (review/asks/ecosystem.ts). */
const PERCENTILES_HOW: Readonly<Record<string, string>> = {
  go: 'in Go, time each operation inside the benchmark loop into an HdrHistogram (or write the raw durations as benchmark,run,value rows)',
  jvm: 'with JMH, use -bm sample (SampleTime mode) to get per-operation latency histograms',
  rust: 'with criterion, per-iteration times are means; record per-operation durations (e.g. hdrhistogram crate) and export them',
  native:
    'with Google Benchmark, time each operation with manual timing into a histogram, or write raw durations as benchmark,run,value rows',
  python: 'with pytest-benchmark, set iterations=1 so each round is one operation (stats.data then holds per-operation times)',
  node: 'with tinybench or mitata, keep the per-iteration samples in the JSON output',
  dotnet: 'with BenchmarkDotNet, add per-operation timing into a histogram, or write raw durations as benchmark,run,value rows',
};

const CPU_FACT_KEYS: readonly string[] = ['cpu-model', 'physical-cores', 'logical-cpus'];

/**
 * `the CPU model and the physical and logical core counts`, for the cpu-info fact keys given; the
 * PR description's `core-count` (one count, whichever it is) and `core-counts` (machines that differ).
 */
function missingFacts(facts: ReadonlySet<string>, article: boolean): string {
  const the = article ? 'the ' : '';
  const parts: string[] = [];
  if (facts.has('cpu-model')) parts.push(`${the}CPU model`);
  const phys = facts.has('physical-cores');
  const logical = facts.has('logical-cpus');
  if (phys && logical) parts.push(`${the}physical and logical core counts`);
  else if (phys) parts.push(`${the}physical core count`);
  else if (logical) parts.push(`${the}logical CPU count`);
  else if (facts.has('core-counts')) parts.push('core counts that differ between machines');
  else if (facts.has('core-count')) parts.push('a core count');
  return parts.join(' and ');
}

/** One side of `cpu-info.partial`: `CPU model given (X); physical and logical core counts are not`. */
function cpuFactsSide(
  given: readonly string[],
  missing: readonly string[],
  model: string | null,
  physical: number | null,
  logical: number | null,
): string {
  const items: Array<[string, string]> = [];
  if (given.includes('cpu-model') && model !== null) items.push(['CPU model', model]);
  if (given.includes('physical-cores') && physical !== null) items.push(['physical core count', String(physical)]);
  if (given.includes('logical-cpus') && logical !== null) items.push(['logical CPU count', String(logical)]);
  const miss = missingFacts(new Set(missing), false);
  const many = missing.filter((f) => CPU_FACT_KEYS.includes(f)).length > 1;
  if (items.length === 0)
    return given.length === 0 ? `no CPU facts given (${miss} ${many ? 'are' : 'is'} missing)` : `${miss} ${many ? 'are' : 'is'} not given`;
  const givenText =
    items.length === 1 ? `${items[0][0]} given (${items[0][1]})` : `${items.map(([k, v]) => `${k} (${v})`).join(' and ')} given`;
  return miss === '' ? givenText : `${givenText}; ${miss} ${many ? 'are' : 'is'} not`;
}

/** How to profile head on one benchmark, for the detected ecosystem. */
export function profileHint(eco: string, name: string): string {
  switch (eco) {
    case 'go':
      return `go test -run '^$' -bench '^${name.replace(/-\d+$/, '')}$' -cpuprofile cpu.out && go tool pprof -top cpu.out`;
    case 'rust':
      return `cargo bench --bench <target> -- --profile-time 10 '${name}' under perf record -g (or cargo flamegraph --bench <target>)`;
    case 'jvm':
      return `java -jar benchmarks.jar '${name}' -prof async:output=flamegraph (async-profiler) or -prof gc`;
    case 'dotnet':
      return `dotnet run -c Release -- --filter '*${name}*' --profiler EP (EventPipe) `;
    case 'python':
      return `py-spy record -o profile.svg -- python -m pytest -k '${name}' --benchmark-only`;
    case 'node':
      return `node --cpu-prof <bench script> (then open the .cpuprofile in Chrome DevTools)`;
    case 'native':
      return `perf record -g -- <benchmark binary> --filter '${name}' && perf report`;
    case 'julia':
      return `using Profile; @profile run(suite["${name}"]); Profile.print()`;
    case 'load':
      return `perf record -g -p <server pid> (or the server's own profiler: pprof, async-profiler, --cpu-prof) while the load runs`;
    default:
      return 'perf record -g -- <benchmark command> && perf report';
  }
}

const REGRESSED = {
  benchmark: 'string',
  toolName: 'string?',
  metric: 'string',
  ratio: 'number?',
  ciLow: 'number?',
  ciHigh: 'number?',
  ecosystem: 'string',
} as const;
/** `p99 of "x" got worse +40.0% (CI +30.0% … +50.0%).`; without an interval (printed values of one run), no CI. */
const regressed = (p: Params) => {
  const lo = typeof p.ciLow === 'number' ? p.ciLow : null;
  const hi = typeof p.ciHigh === 'number' ? p.ciHigh : null;
  const ci = lo === null && hi === null ? '' : ` (CI ${change(lo, hi)})`;
  return `${String(p.metric)} of "${String(p.benchmark)}" got worse ${formatChange(p.ratio as number | null)}${ci}.`;
};

/** Benchmarks sharing a problem share one ask, named in front of it. */
const GROUP = { names: 'strings?', count: 'number?' } as const;
const grouping = (p: Params, text: string) => (Array.isArray(p.names) ? `${names(p)}: ${text}` : text);
/** Whether an ask is said for several benchmarks at once. */
const several = (p: Params) => Array.isArray(p.names) && typeof p.count === 'number' && p.count > 1;

/** `3`, or `3–5` for the range of a grouped ask (`<param>Max`, review/asks/ask.ts numberRanges). */
const countRange = (lo: number, hi: number | null | undefined) =>
  hi === null || hi === undefined || hi === lo ? grouped(lo) : `${grouped(lo)}–${grouped(hi)}`;
/** `+10.0%`, or `+5.0% to +10.0%` for a grouped ask. */
const changeRange = (lo: number | null | undefined, hi: number | null | undefined) =>
  hi === null || hi === undefined || hi === lo ? formatChange(lo) : `${formatChange(lo)} to ${formatChange(hi)}`;
/** `3.3`, or `3.3 to 4.6`. */
const decimalRange = (lo: number, hi: number | null | undefined) =>
  hi === null || hi === undefined || hi === lo ? lo.toFixed(1) : `${lo.toFixed(1)} to ${hi.toFixed(1)}`;

const MULTIMODAL = { multimodalSide: 'string?', mValue: 'number?', mValueMax: 'number?' } as const;
/** A second mode, said after what else the distribution ask found (or on its own). */
function withModes(p: Params, text: string | null): string {
  if (typeof p.multimodalSide !== 'string') return text ?? '';
  const look = several(p) ? 'distributions look' : 'distribution looks';
  const mValue = decimalRange(Number(p.mValue ?? 0), typeof p.mValueMax === 'number' ? p.mValueMax : null);
  const extra = `The ${p.multimodalSide} ${look} multimodal (m-value ${mValue}): p90/p99 can jump between modes with small mixture changes.`;
  return text ? `${text} ${extra}` : `${extra} Do you know which path the slow mode is?`;
}

/**
 * What makes each closed-loop tool's tails trustworthy, by format: its own fixed-rate mode first
 * (one that times each request from its scheduled send), or that it has none.
 */
const FIXED_RATE: Readonly<Record<string, string>> = {
  'cassandra-stress':
    'Could you run cassandra-stress at a fixed rate, -rate threads=<n> fixed=<rate>/s (a rate the server sustains)? It then times each operation from its scheduled start, so the tails are trustworthy (throttle=<rate>/s paces the load without doing so).',
  wrk: 'Could you run the same test with wrk2 at a fixed rate, -R <rate> (a rate the server sustains)? wrk2 times each request from its scheduled send, so the tails are trustworthy.',
  'oha-json':
    'Could you run oha at a fixed rate, -q <rate> --latency-correction? It then times each request from its scheduled send, so the tails are trustworthy.',
  'oha-csv':
    'Could you run oha at a fixed rate, -q <rate> --latency-correction? It then times each request from its scheduled send, so the tails are trustworthy.',
  autocannon:
    'Could you run autocannon at a fixed rate, -R <rate> (--overallRate)? At a set rate it corrects its latencies for coordinated omission (unless -C is given), so the tails are trustworthy.',
  ghz: 'Could you run ghz at a fixed rate, --rps <rate> --async? Without --async each worker still waits for its reply before sending the next, and the tails are under-stated as before.',
  pgbench:
    "Could you run pgbench at a fixed rate, -R <rate>? It then measures latency from each transaction's scheduled start, so the tails are trustworthy.",
  'k6-summary':
    "Could you drive the test with k6's constant-arrival-rate executor (executor: 'constant-arrival-rate' with rate, timeUnit and preAllocatedVUs), so the tails are trustworthy?",
  'k6-raw':
    "Could you drive the test with k6's constant-arrival-rate executor (executor: 'constant-arrival-rate' with rate, timeUnit and preAllocatedVUs), so the tails are trustworthy?",
  'redis-benchmark':
    'redis-benchmark has no fixed-rate mode (every client waits for its reply), so no flag makes its tails trustworthy: please read its p99+ as a lower bound, or measure the tail with a load generator that sends at a fixed rate and times each request from its scheduled send.',
  'db-bench':
    'db_bench has no mode that times operations from a fixed schedule, so no flag makes its tails trustworthy: please read its p99+ as a lower bound.',
};
const FIXED_RATE_OTHER =
  'Could you measure at a fixed arrival rate (wrk2 -R, vegeta, k6 constant-arrival-rate) so the tails are trustworthy?';

const LSCPU = '(e.g. from lscpu: "Model name", "Core(s) per socket" × "Socket(s)", "CPU(s)")';

/** The tools hazards come from, as their authors write them. */
const TOOL_NAMES: Readonly<Record<string, string>> = {
  'google-benchmark': 'Google Benchmark',
  benchmarkdotnet: 'BenchmarkDotNet',
  jmh: 'JMH',
  hyperfine: 'hyperfine',
};
const toolName = (tool: string) => TOOL_NAMES[tool] ?? (tool || 'the benchmark tool');

/** `base`, `head`, `base and head`. */
const sidesText = (sides: readonly string[]) => (sides.length === 2 ? 'base and head' : (sides[0] ?? ''));

/** The evidence of a tool-hazard ask (review/asks/tool-hazard.ts). */
const HAZARD = {
  tool: 'string',
  sides: 'strings',
  files: 'strings',
  fileSides: 'strings',
  fields: 'strings',
  lines: 'numbers',
  values: 'strings',
  count: 'number',
} as const;
interface HazardParams {
  readonly tool: string;
  readonly sides: readonly string[];
  readonly files: readonly string[];
  readonly fileSides: readonly string[];
  readonly fields: readonly string[];
  readonly lines: readonly number[];
  readonly values: readonly string[];
  readonly count: number;
}

/** `out.json:5 (head)`: one place a hazard was found. */
function hazardPlace(p: HazardParams, i: number): string {
  const side = p.fileSides[i] === 'both' ? 'base and head' : p.fileSides[i];
  return `${p.files[i]}${p.lines[i] ? `:${p.lines[i]}` : ''} (${side})`;
}

/** ` and 3 more` when the places listed are not all of them. */
const morePlaces = (p: HazardParams) => (p.count > p.files.length ? ` and ${p.count - p.files.length} more` : '');

/**
 * The evidence, said once when every place shows the same field and value
 * (`/context/library_build_type is "debug" in a.json (base) and b.json (head)`), else per place.
 */
function hazardEvidence(p: HazardParams, show: (field: string, value: string, i: number) => string): string {
  const texts = p.files.map((_, i) => show(p.fields[i] ?? '', p.values[i] ?? '', i));
  if (texts.every((t) => t === texts[0])) return `${texts[0]} in ${p.files.map((_, i) => hazardPlace(p, i)).join(', ')}${morePlaces(p)}`;
  return texts.map((t, i) => `${t} in ${hazardPlace(p, i)}`).join('; ') + morePlaces(p);
}
const fieldIs = (field: string, value: string) => (field === '***WARNING***' ? `the warning "${value}"` : `${field} is "${value}"`);

/** The JMH benchmarks a setting applies to. */
const jmhNames = (p: { benchmarks: readonly string[]; benchmarkCount: number }) => listNames(p.benchmarks, p.benchmarkCount);

export const ASK_MESSAGES: MessageRegistry = {
  'percentiles.means-only': template(
    { total: 'number', names: 'strings', count: 'number', perRun: 'boolean', units: 'strings', ecosystem: 'string' },
    (p) => {
      const what = p.perRun ? `per-run means (${p.units.join(', ')})` : 'summaries (mean ± sd)';
      const how = PERCENTILES_HOW[p.ecosystem] ?? 'write one row per operation (benchmark,run,value[,unit]) or an HdrHistogram log per run';
      return (
        `${p.count === p.total ? 'All' : p.count} of the ${p.total} benchmarks report only ${what} (${names(p)}). ` +
        `A mean can improve by 10% while p90 triples, so tail latency could not be judged. Could you record per-operation latency so percentiles can be compared? For example, ${how}.`
      );
    },
  ),
  'profile.tail-regressed': template(
    REGRESSED,
    (p) =>
      `${regressed(p)} Could you attach a profile of head (and base) on this benchmark? For example: ${profileHint(p.ecosystem, String(p.toolName ?? p.benchmark))}`,
  ),
  'profile.profiled': template(
    { ...REGRESSED, uploaded: 'boolean', problem: 'string?', failedSides: 'strings', failedExits: 'strings' },
    (p) => {
      const where = p.uploaded
        ? 'They are attached as a workflow artifact.'
        : `They could not be uploaded as a workflow artifact (${p.problem ?? 'no artifact service'}); the step log says where they were written.`;
      const failed = p.failedSides.map((side, i) => `${side}: ${p.failedExits[i] ?? ''}`);
      const broken = failed.length ? ` The profile command failed for ${failed.join(', ')}.` : '';
      return `${regressed(p)} bench-review profiled base and head on this benchmark with profile-command. ${where}${broken} Could you compare the two profiles and explain where head spends the extra time?`;
    },
  ),
  'distribution.stretched': template(
    {
      better: 'string',
      betterRatio: 'number?',
      betterRatioMax: 'number?',
      worse: 'string',
      worseRatio: 'number?',
      worseRatioMax: 'number?',
      ...MULTIMODAL,
      ...GROUP,
    },
    (p) =>
      grouping(
        p,
        withModes(
          p,
          `${p.better} improved ${changeRange(p.betterRatio, p.betterRatioMax)} while ${p.worse} got worse ${changeRange(p.worseRatio, p.worseRatioMax)}: the ${several(p) ? 'distributions' : 'distribution'} stretched. Do you know why the slow cases got slower (a new slow path, batching, GC, lock contention)?`,
        ),
      ),
  ),
  'distribution.fixed-cost': template(
    {
      better: 'string?',
      betterRatio: 'number?',
      betterRatioMax: 'number?',
      worse: 'string',
      worseRatio: 'number?',
      worseRatioMax: 'number?',
      alsoWorse: 'string?',
      alsoWorseRatio: 'number?',
      alsoWorseRatioMax: 'number?',
      ...MULTIMODAL,
      ...GROUP,
    },
    (p) => {
      const improved = typeof p.better === 'string' ? `${p.better} improved ${changeRange(p.betterRatio, p.betterRatioMax)} but ` : '';
      const also = typeof p.alsoWorse === 'string' ? ` and ${p.alsoWorse} ${changeRange(p.alsoWorseRatio, p.alsoWorseRatioMax)}` : '';
      // Which operations got slower, from the metrics that did: the minimum is the fastest, the median the typical one.
      const slower =
        p.worse === 'min' && typeof p.alsoWorse === 'string'
          ? 'the fastest and the typical operations got slower'
          : p.worse === 'min'
            ? 'the fastest operations got slower'
            : 'the typical operation got slower';
      const tail = typeof p.better === 'string' ? ' while the slowest got faster' : '';
      return grouping(
        p,
        withModes(
          p,
          `${improved}${p.worse} got worse ${changeRange(p.worseRatio, p.worseRatioMax)}${also}: ${slower}${tail}. Is a fixed cost added to every operation?`,
        ),
      );
    },
  ),
  'distribution.fast-path': template(
    {
      minRatio: 'number?',
      minRatioMax: 'number?',
      p50Ratio: 'number?',
      p50RatioMax: 'number?',
      p50Improved: 'boolean',
      better: 'string?',
      betterRatio: 'number?',
      betterRatioMax: 'number?',
      ...MULTIMODAL,
      ...GROUP,
    },
    (p) => {
      const p50 = changeRange(p.p50Ratio, p.p50RatioMax);
      const tail = typeof p.better === 'string' ? ` and ${p.better} improved ${changeRange(p.betterRatio, p.betterRatioMax)}` : '';
      const centre = p.p50Improved
        ? `while p50 improved ${p50}${tail}: the fastest operations got slower while the typical one got faster`
        : `while p50 did not change (${p50})${tail}: the fastest operations got slower, the typical one did not`;
      return grouping(
        p,
        withModes(
          p,
          `min got worse ${changeRange(p.minRatio, p.minRatioMax)} ${centre}. Which fast path changed (a cache hit, an early return, a step now taken on every call)?`,
        ),
      );
    },
  ),
  'distribution.shape-changed': template({ d: 'number', dMax: 'number?', ...MULTIMODAL, ...GROUP }, (p) =>
    grouping(
      p,
      withModes(
        p,
        `The shape of the ${several(p) ? 'distributions' : 'distribution'} changed (Kolmogorov–Smirnov D = ${typeof p.dMax === 'number' && p.dMax !== p.d ? `${p.d.toFixed(2)} to ${p.dMax.toFixed(2)}` : p.d.toFixed(2)} on median-normalised samples) beyond a shift. Please look at the quantile table: is the change in the bulk or in the tail expected?`,
      ),
    ),
  ),
  'distribution.multimodal': template({ multimodalSide: 'string', mValue: 'number', mValueMax: 'number?', ...GROUP }, (p) =>
    grouping(p, withModes(p, null)),
  ),
  'sample-size.not-estimable': template(
    {
      metrics: 'strings',
      samples: 'number',
      samplesMax: 'number?',
      metric: 'string',
      needs: 'number',
      needsMax: 'number?',
      pooled: 'boolean?',
      ...GROUP,
    },
    (p) =>
      grouping(
        p,
        p.pooled === true
          ? `${p.metrics.join(' and ')} cannot be estimated: ${countRange(p.samples, p.samplesMax)} runs of one operation each; a 95% interval for ${p.metric} needs ≥ ${grouped(p.needsMax ?? p.needs)} runs per side. More runs would let the tail be compared.`
          : `${p.metrics.join(' and ')} cannot be estimated: ${countRange(p.samples, p.samplesMax)} samples in a run; a 95% interval for ${p.metric} needs ≥ ${grouped(p.needsMax ?? p.needs)}. Longer runs would let the tail be compared.`,
      ),
  ),
  'sample-size.too-few-runs': template(
    {
      base: 'number',
      baseMax: 'number?',
      head: 'number',
      headMax: 'number?',
      alpha: 'number',
      needs: 'number',
      needsMax: 'number?',
      metric: 'string?',
      ...GROUP,
    },
    (p) => {
      const needs = p.needsMax ?? p.needs;
      return grouping(
        p,
        `${countRange(p.base, p.baseMax)} vs ${countRange(p.head, p.headMax)} runs cannot show ${p.metric === undefined || p.metric === null ? 'any difference' : `a difference in ${p.metric}`} at α = ${levelText(p.alpha)}. Please run at least ${needs} process-level runs per side${needs < 10 ? ' (10 recommended)' : ''}.`,
      );
    },
  ),
  'sample-size.one-run': template({ needs: 'number', ...GROUP }, (p) =>
    grouping(
      p,
      `One run per side: run-to-run noise is not measured, so these verdicts cannot gate. Please run at least ${p.needs} process-level runs per side (10 recommended), or calibrate noise floors with an A/A comparison (bench-review calibrate, then --noise-floor-file).`,
    ),
  ),
  'sample-size.one-process': template({ levels: 'strings', needs: 'number', ...GROUP }, (p) => {
    const inProcess = p.levels.includes('in-process');
    const oneRun = p.levels.includes('one-run') || !inProcess;
    const what =
      inProcess && oneRun
        ? 'one process per side (one run, or repetitions inside one process)'
        : inProcess
          ? 'one process per side (the runs are repetitions inside it)'
          : 'one run, one process, per side';
    return grouping(
      p,
      `${several(p) ? 'These verdicts rest' : 'The verdict rests'} on ${what}: how much two processes of the same code differ is not measured, and more repetitions in the same process cannot measure it. ` +
        `Could you run at least ${p.needs} process-level runs per side${p.needs < 10 ? ' (10 recommended)' : ''}, e.g. with bench-review run, or the benchmark tool run as separate processes (one result file per process)? ` +
        'Or measure the noise of one process on this runner with an A/A comparison (bench-review calibrate, then --noise-floor-file).',
    );
  }),
  'sample-size.inconclusive': template(
    {
      metric: 'string',
      metrics: 'strings?',
      runs: 'number',
      runsMax: 'number?',
      ratio: 'number?',
      threshold: 'number?',
      runsNeeded: 'number',
      runsNeededMax: 'number?',
      ...GROUP,
    },
    (p) => {
      if (several(p)) {
        const metrics = p.metrics?.length ? p.metrics : [p.metric];
        return grouping(
          p,
          `${metrics.join(' and ')} ${metrics.length > 1 ? 'are' : 'is'} inconclusive with ${countRange(p.runs, p.runsMax)} runs per side (each change and threshold is in the table); about ${countRange(p.runsNeeded, p.runsNeededMax)} runs per side would resolve them.`,
        );
      }
      const threshold = p.threshold === null || p.threshold === undefined ? '' : `, threshold ${percent(p.threshold, 0)}`;
      return grouping(
        p,
        `${p.metric} is inconclusive with ${p.runs} runs per side (change ${p.ratio === null || p.ratio === undefined ? '?' : percent(p.ratio - 1, 1)}${threshold}); about ${p.runsNeeded} runs per side would resolve it.`,
      );
    },
  ),
  'variance.runs-vary': template({ benchmark: 'string?', ratio: 'number', ratioMax: 'number?', metric: 'string', ...GROUP }, (p) =>
    grouping(
      p,
      `${typeof p.benchmark === 'string' ? `Runs of "${p.benchmark}"` : 'Runs'} vary ${typeof p.ratioMax === 'number' && p.ratioMax !== p.ratio ? `${p.ratio.toFixed(1)}× to ${p.ratioMax.toFixed(1)}×` : `${p.ratio.toFixed(1)}×`} more in ${p.metric} than sampling within one run explains: ` +
        'machine noise dominates. Adding iterations will not help; could you use a quieter runner (dedicated or pinned CPUs, fixed frequency) or more process-level runs?',
    ),
  ),
  'coverage.head-only': template({ names: 'strings', count: 'number' }, (p) => {
    const one = p.count === 1;
    return `${names(p)} ${one ? 'exists' : 'exist'} only on head, so there is nothing to compare against. Could the base run include ${one ? 'it' : 'them'} too (or is ${one ? 'it' : 'each'} new in this change)?`;
  }),
  'coverage.base-only': template(
    { names: 'strings', count: 'number' },
    (p) =>
      `${names(p)} ran on base but not on head. If ${p.count === 1 ? 'it was' : 'they were'} removed or renamed on purpose, please say so; otherwise this change may hide a regression there.`,
  ),
  'coordinated-omission.closed-loop': template({ names: 'strings', count: 'number', formats: 'strings' }, (p) => {
    // Each tool's own remedy once (oha's two formats are one tool); the general one for a tool not listed.
    const own = [...new Set(p.formats.flatMap((f) => (Object.hasOwn(FIXED_RATE, f) ? [FIXED_RATE[f]] : [])))];
    const tools = own.length ? own : [FIXED_RATE_OTHER];
    return (
      `${names(p)} came from a closed-loop load generator (${p.formats.join(', ')}): while the server stalls it stops sending, so a stall is recorded as one slow request instead of many and p99+ is under-stated. ` +
      tools.join(' ')
    );
  }),
  'cpu-info.missing': template(
    { sides: 'strings' },
    (p) =>
      `The results do not say which machine produced them for ${p.sides.length === 2 ? 'either side' : `the ${p.sides[0]} side`}. Could you add the CPU model and the count of physical and logical cores ${LSCPU}, so readers know whether SMT, core count or CPU generation explain the numbers?`,
  ),
  'cpu-info.partial': template(
    {
      sides: 'strings',
      baseGiven: 'strings?',
      baseMissing: 'strings?',
      baseCpuModel: 'string?',
      basePhysicalCores: 'number?',
      baseLogicalCpus: 'number?',
      headGiven: 'strings?',
      headMissing: 'strings?',
      headCpuModel: 'string?',
      headPhysicalCores: 'number?',
      headLogicalCpus: 'number?',
      described: 'strings?',
    },
    (p) => {
      const sides = p.sides.filter((s) => s === 'base' || s === 'head');
      const describe = (side: 'base' | 'head') =>
        cpuFactsSide(
          p[`${side}Given`] ?? [],
          p[`${side}Missing`] ?? [],
          p[`${side}CpuModel`] ?? null,
          p[`${side}PhysicalCores`] ?? null,
          p[`${side}LogicalCpus`] ?? null,
        );
      const texts = sides.map(describe);
      const said =
        texts.length === 2 && texts[0] === texts[1]
          ? `Base and head: ${texts[0]}.`
          : sides.map((s, i) => `${s === 'base' ? 'Base' : 'Head'}: ${texts[i]}.`).join(' ');
      const missing = new Set(sides.flatMap((s) => p[`${s}Missing`] ?? []));
      const described = p.described?.length ? ` (the PR description gives ${missingFacts(new Set(p.described), true)})` : '';
      return `The results say only part of which machine produced them${described}. ${said} Could you add ${missingFacts(missing, true)} ${LSCPU}, so readers know whether SMT, core count or CPU generation explain the numbers?`;
    },
  ),
  'tool-hazard.debug-build': template(HAZARD, (p) => {
    const evidence = hazardEvidence(p, fieldIs);
    if (p.tool === 'benchmarkdotnet') {
      return `BenchmarkDotNet ran a DEBUG build on ${sidesText(p.sides)} (${evidence}): the timings are of unoptimised code that users never run. Could you run the benchmarks from a Release build (dotnet run -c Release) and post the new results?`;
    }
    if (p.tool === 'google-benchmark') {
      return `Google Benchmark reports a debug build of its library on ${sidesText(p.sides)} (${evidence}): timings may be affected. Could you build the benchmarks and the Google Benchmark library in Release (cmake -DCMAKE_BUILD_TYPE=Release; a distribution's libbenchmark package can be a debug build) and run them again?`;
    }
    return `${toolName(p.tool)} reports a debug build on ${sidesText(p.sides)} (${evidence}). Could you build in Release and run the benchmarks again?`;
  }),
  'tool-hazard.cpu-scaling': template(
    HAZARD,
    (p) =>
      `${toolName(p.tool)} reports CPU frequency scaling enabled on ${sidesText(p.sides)} (${hazardEvidence(p, fieldIs)}): the clock speed changes under the benchmark, so timings are noisier and can drift between base and head. ` +
      'Could you fix the frequency for the run (sudo cpupower frequency-set -g performance, and turbo off if you can) or use a runner where it is fixed?',
  ),
  'tool-hazard.load-above-cpus': template(
    { ...HAZARD, cpus: 'numbers' },
    (p) =>
      `The machine was busy when ${toolName(p.tool)} ran on ${sidesText(p.sides)}: ${hazardEvidence(p, (field, value, i) => `the 1-minute load average (${field}) was ${value} on ${p.cpus[i] ?? '?'} CPUs`)}. ` +
      'Other work competed with the benchmark for the CPUs. Could you run it on a quieter machine (nothing else running, or a dedicated runner)?',
  ),
  'tool-hazard.debugger-attached': template(
    HAZARD,
    (p) =>
      `A debugger was attached while ${toolName(p.tool)} ran on ${sidesText(p.sides)} (${hazardEvidence(p, fieldIs)}): timings are not representative. Could you run the benchmarks without a debugger (dotnet run -c Release from a terminal) and post the new results?`,
  ),
  'tool-hazard.jmh-one-fork': template({ ...HAZARD, benchmarks: 'strings', benchmarkCount: 'number' }, (p) => {
    const none = p.values.every((v) => v === '0');
    return (
      `JMH ran ${jmhNames(p)} ${none ? 'without forking (forks 0: inside the harness JVM)' : 'in a single fork (forks 1)'} on ${sidesText(p.sides)} (${p.files.map((_, i) => hazardPlace(p, i)).join(', ')}${morePlaces(p)}): ` +
      'one JVM is one JIT and memory layout outcome, so run-to-run variation is not measured. Could you run with -f 5 (five forks) or more?'
    );
  }),
  'tool-hazard.jmh-no-warmup': template(
    { ...HAZARD, benchmarks: 'strings', benchmarkCount: 'number' },
    (p) =>
      `JMH ran ${jmhNames(p)} without warmup iterations (warmupIterations 0) on ${sidesText(p.sides)} (${p.files.map((_, i) => hazardPlace(p, i)).join(', ')}${morePlaces(p)}): ` +
      'the measured iterations include class loading and JIT compilation. Could you add warmup (-wi 5) and run again?',
  ),
  'tool-hazard.hyperfine-outliers': template({ ...HAZARD, benchmarks: 'strings', outliers: 'numbers', runs: 'numbers' }, (p) => {
    const found = p.files
      .map((_, i) => `"${p.benchmarks[i] ?? ''}" (${p.outliers[i] ?? '?'} of ${p.runs[i] ?? '?'} runs) in ${hazardPlace(p, i)}`)
      .join('; ');
    return (
      `hyperfine detected statistical outliers on ${sidesText(p.sides)}: ${found}${morePlaces(p)}. Other programs or cold caches disturbed some runs. ` +
      'Could you run on a quieter machine, with --warmup 3 (and more --runs if outliers remain)?'
    );
  }),
  'tool-hazard.go-count-1': template(
    { sides: 'strings', names: 'strings', count: 'number' },
    (p) =>
      `${names(p)} ran once on ${p.sides.length === 2 ? 'base and on head' : p.sides[0]} (go test -count=1, the default): one run cannot show how much two processes of the same code differ. ` +
      `Could you run go test as separate processes, e.g. bench-review run --command "go test -run '^$' -bench . -count=1" --runs 10, or that go test command 10 times with its outputs appended to one file? ` +
      '(-count=10 alone repeats inside one process, which cannot measure that either.)',
  ),
  'pr-percentiles.average-only': template(
    {},
    () =>
      'The description gives an average (or a single figure) but no percentiles. A mean can improve while p90 triples, and users feel the tail. ' +
      'Could you post p50, p90 and p99 for base and head (or the raw per-operation timings / a histogram), from several process-level runs?',
  ),
  'pr-profile.claim-without-evidence': template(
    {},
    () =>
      'The description claims a speed-up but shows neither a profile nor the distribution behind it. ' +
      'Could you attach a profile of base and head on the benchmark that improved (perf, pprof, --cpu-prof, async-profiler, …) showing where the time went, ' +
      'and the percentiles, so we know the gain is in the code path you changed and not only in the average?',
  ),
  'pr-claim.contradicted': template(
    {
      claim: 'string',
      claimedRatio: 'number',
      metric: 'string',
      ratio: 'number?',
      ciLow: 'number',
      ciHigh: 'number',
      lowerIsBetter: 'boolean',
      opposite: 'boolean',
      others: 'number?',
    },
    (p) => {
      const others = p.others ? ` (the closest of ${p.others + 1} benchmarks it could be about; none shows it)` : '';
      const measured = `${p.metric} ${change(p.ciLow, p.ciHigh)}`;
      const said = p.opposite
        ? `the measurement goes the other way: ${measured} (head vs base), ${p.lowerIsBetter === p.ciLow > 1 ? 'worse' : 'better'}, not ${formatChange(p.claimedRatio)}`
        : `the measurement does not show it: ${measured} (head vs base), against the claimed ${formatChange(p.claimedRatio)} or so`;
      return `The description claims "${p.claim}", but ${said}${others}. Which benchmark, machine and settings gave that figure, and could you post its runs for base and head?`;
    },
  ),
  'pr-cpu-info.machines-differ': template({ counts: 'numbers', kinds: 'strings', sides: 'strings' }, (p) => {
    const count = (i: number) => `${grouped(p.counts[i])} ${p.kinds[i] === 'logical' ? 'logical CPUs' : 'cores'}`;
    const labelled = p.sides.length === 2 && p.sides.includes('base') && p.sides.includes('head');
    if (labelled) {
      const at = (side: string) => p.sides.indexOf(side);
      return `The description gives base and head different machines: base ${count(at('base'))}, head ${count(at('head'))}. Numbers from machines with different core counts are not comparable; could you measure base and head on the same machine?`;
    }
    const all = p.counts.map((_, i) => count(i));
    const list = all.length === 2 ? `${all[0]} and ${all[1]}` : `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`;
    return `The description gives machines with different core counts (${list}). If base and head were measured on different machines, their numbers are not comparable: were both measured on the same machine?`;
  }),
  'pr-cpu-info.missing': template({ cpuModel: 'boolean', coreCounts: 'boolean' }, (p) => {
    const missing =
      p.cpuModel && p.coreCounts
        ? 'the CPU model and the physical and logical core counts'
        : p.cpuModel
          ? 'the CPU model'
          : 'the physical and logical core counts (is SMT on?)';
    return `The numbers in the description do not say which machine produced them. Could you add ${missing} ${LSCPU}, so readers can tell whether the result carries over to production hardware?`;
  }),
};
