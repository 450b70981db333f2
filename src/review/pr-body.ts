/**
 * Read a pull request's description the way a performance reviewer would: find the benchmark
 * numbers the author posted and note what evidence is missing (percentiles, machine facts, a
 * profile or distribution behind a claimed speed-up). Pure text in, facts out; the asks in
 * review/asks/pr-*.ts turn the facts into questions. The description is untrusted: it is only
 * quoted, and renderers escape the quote.
 */

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
}

const UNIT = String.raw`(?:ns|µs|μs|us|ms|s|sec|secs|seconds?|milliseconds?|microseconds?|nanoseconds?|minutes?|min|ops\/s|op\/s|ops\/sec|req\/s|reqs\/s|requests\/s|rps|qps|tps|[kmg]?b\/s|[kmg]ib\/s|ns\/op|allocs\/op|b\/op)`;
const MEASUREMENT = new RegExp(String.raw`\d(?:[\d,]*\d)?(?:\.\d+)?\s*${UNIT}(?![a-z])`, 'i');
const CONTEXT = /\b(bench(mark)?s?|benchmarking|latenc(y|ies)|throughput|perf(ormance)?|faster|slower|speed|took|takes|runtime|run ?time|duration|elapsed|wall|time:|ops|requests|average|avg|mean|median|hyperfine|wrk|criterion|jmh|p\d{2})\b/i;
const AVERAGE = /\b(avg|average|averaged|on average|mean|ns\/op|ms\/op|typical(ly)?)\b|±|\+\/-/i;
const PERCENTILE = /\b(p\d{2}(\.\d+)?|p999|percentiles?|quantiles?|histogram|distribution|cdf|tail latenc(y|ies)|\d{2}(\.\d+)?(th)? ?(%|percentile)(?! (faster|slower|less|more|lower|higher|reduction|improvement|better|worse))|latency distribution)\b/i;
const CPU_MODEL = /\b(intel|amd|ryzen|epyc|threadripper|xeon|core ?i[3579]|core ultra|apple ?m[1-9]|m[1-9] (pro|max|ultra)|graviton\d*|neoverse|ampere|altra|cortex-[ax]\d+|snapdragon|power(9|10)|model name)\b/i;
const CORES = /(\b\d+\s*(-| )?(physical |logical |performance |efficiency )?(cores?|threads|vcpus?|hardware threads|cpus)\b|\bcore\(s\) per socket\b|\bthread\(s\) per core\b|^\s*cpu\(s\):|\b\d+c\s*\/\s*\d+t\b|\b(smt|hyper-?threading) (on|off|enabled|disabled)\b)/im;
const CLAIM = /(\b\d+(\.\d+)?\s*(x|×)\s*(faster|quicker|speed-?up|improvement|better|throughput|less)|\b(faster|speed-?ups?|speeds? up|sped up|quicker|lower latency|reduces? (the )?latency|improves? (the )?(latency|performance|throughput)|performance (improvement|boost|gain)|\d+(\.\d+)?\s*% (faster|quicker|less time|lower|reduction|improvement|better|more throughput)))/i;
const PROFILE = /\b(profiles?|profiled|profiling|profiler|flame ?graphs?|flamegraph|pprof|perf (record|report|stat)|--cpu-prof|cpuprofile|async-profiler|py-spy|vtune|instruments|dottrace|samply|callgrind|valgrind)\b/i;

/** Drop HTML comments (PR templates) and cap the size we look at. */
function visibleLines(body: string): string[] {
  return body
    .slice(0, 200_000)
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

export function readPrBody(body: string | undefined | null): PrBodyFacts {
  const lines = visibleLines(body ?? '');
  const text = lines.join('\n');
  const benchContext = /\bbench(mark)?/i.test(text);
  const numberLines = lines.filter((l) => MEASUREMENT.test(l) && (benchContext || CONTEXT.test(l)));
  const claimLine = lines.find((l) => CLAIM.test(l));
  const hasPercentiles = PERCENTILE.test(text);
  return {
    hasNumbers: numberLines.length > 0 || claimLine !== undefined,
    averageLine: numberLines.find((l) => AVERAGE.test(l)) ?? (hasPercentiles ? undefined : numberLines[0]),
    hasPercentiles,
    hasCpuModel: CPU_MODEL.test(text),
    hasCoreCounts: CORES.test(text),
    firstNumberLine: numberLines[0] ?? claimLine,
    claimLine,
    hasProfile: PROFILE.test(text),
  };
}
