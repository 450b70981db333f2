/**
 * Reader warnings (ids `reader.<format id>.<what>`, or `reader.<what>` when several readers say
 * it), worded. Every one starts with where it points: `file:line`, `file at /json/pointer`,
 * `file:line at /pointer` or the file alone, from the params `file`, `line` and `pointer`.
 * Params carry tool output verbatim (names, error texts); renderers escape the sentence.
 */
import { template, type MessageRegistry, type MessageTemplate, type ParamSpec, type ParamsOf } from './template.js';

const LOCATION = { file: 'string', line: 'number?', pointer: 'string?' } as const;

/** Where a warning points. */
function where(p: { file: string; line?: number | null; pointer?: string | null }): string {
  const line = p.line !== undefined && p.line !== null ? `:${p.line}` : '';
  const pointer = p.pointer !== undefined && p.pointer !== null ? ` at ${p.pointer}` : '';
  return `${p.file}${line}${pointer}`;
}

/** A warning template: its own params plus the location, its text after "<where>: ". */
function at<const S extends ParamSpec>(params: S, text: (p: ParamsOf<S & typeof LOCATION>) => string): MessageTemplate {
  return template({ ...LOCATION, ...params } as S & typeof LOCATION, (p) => `${where(p)}: ${text(p)}`);
}

/** "3× connection refused; 1× deadline exceeded": counts of error messages, as oha and ghz list them. */
const tally = (counts: readonly string[], what: readonly string[]) => what.map((w, i) => `${counts[i]}× ${w}`).join('; ');

export const READER_MESSAGES: MessageRegistry = {
  // Every reader (the value check in read/validate.ts).
  'reader.zero-time': at(
    { benchmark: 'string', zeros: 'number' },
    (p) =>
      `benchmark "${p.benchmark}" recorded a time of 0 ns${p.zeros > 1 ? ` (${p.zeros} zero times in this input)` : ''}: the timer's resolution is too coarse or the work was optimised away; zero times cannot be compared as ratios`,
  ),
  // Catch2 console and XML.
  'reader.benchmark-failed': at(
    { benchmark: 'string', reason: 'string' },
    (p) => `benchmark "${p.benchmark}" failed (${p.reason}); skipped`,
  ),
  // Google Benchmark console and JSON.
  'reader.value-not-finite': at(
    { benchmark: 'string', unit: 'string' },
    (p) => `${p.benchmark} (${p.unit}) is not a finite number; skipped`,
  ),
  // wrk and wrk2 (their shared block parser).
  'reader.socket-errors': at(
    { url: 'string', connect: 'number', read: 'number', write: 'number', timeout: 'number' },
    (p) =>
      `${p.url}: ${p.connect + p.read + p.write + p.timeout} socket errors (connect ${p.connect}, read ${p.read}, write ${p.write}, timeout ${p.timeout}); failed requests are not in the latency figures`,
  ),
  'reader.non-2xx-responses': at(
    { url: 'string', responses: 'number', requests: 'number?' },
    (p) => `${p.url}: ${p.responses} non-2xx/3xx responses${p.requests ? ` of ${p.requests} requests` : ''}; their latencies are included`,
  ),
  // hdr-percentiles and wrk2 (read/histogram.ts).
  'reader.spectrum-total-mismatch': at(
    { rows: 'number', footer: 'number' },
    (p) => `the spectrum ends at TotalCount ${p.rows} but the footer says Total count = ${p.footer}; using the rows`,
  ),
  // autocannon
  'reader.autocannon.whole-milliseconds': at(
    { name: 'string' },
    (p) => `${p.name}: autocannon records whole milliseconds; latencies below 1 ms read as 0 and smaller changes are invisible`,
  ),
  'reader.autocannon.problems': at(
    { name: 'string', problems: 'strings', count: 'number?' },
    (p) => `${p.name}: ${p.problems.join(', ')}${p.count != null ? ` (${p.count} latencies recorded)` : ''}`,
  ),
  // bencher-bmf
  'reader.bencher-bmf.not-finite': at(
    { bench: 'string', measure: 'string' },
    (p) => `${p.bench} ${p.measure} is not a finite number; skipped`,
  ),
  // custom-json
  'reader.custom-json.not-finite': at({ name: 'string' }, (p) => `${p.name} has no finite value; skipped`),
  // benchmarkdotnet
  'reader.benchmarkdotnet.iteration-not-finite': at({ name: 'string' }, (p) => `${p.name}: iteration value is not finite; skipped`),
  'reader.benchmarkdotnet.no-statistics': at({ name: 'string' }, (p) => `${p.name} has no Statistics (the benchmark failed?); skipped`),
  // benchmarkjs-console
  'reader.benchmarkjs-console.failed': at(
    { text: 'string' },
    (p) => `"${p.text}" looks like a failed benchmark (Benchmark.js prints "name: error"); skipped`,
  ),
  'reader.benchmarkjs-console.not-positive': at({ name: 'string', hz: 'string' }, (p) => `${p.name} reports ${p.hz} ops/sec; skipped`),
  // cassandra-stress
  'reader.cassandra-stress.errors': at({ errors: 'number' }, (p) => `cassandra-stress reports ${p.errors} errors`),
  'reader.cassandra-stress.not-a-number': at({ op: 'string', raw: 'string' }, (p) => `${p.op}: "${p.raw}" is not a number; skipped`),
  // catch2-console
  'reader.catch2-console.zero-mean': at(
    { benchmark: 'string' },
    (p) => `benchmark "${p.benchmark}" has a mean of 0 ns (below the timer resolution); kept as printed`,
  ),
  // catch2-xml
  'reader.catch2-xml.not-finite': at({ benchmark: 'string' }, (p) => `benchmark "${p.benchmark}" has a non-finite mean or sd; skipped`),
  'reader.catch2-xml.repeated': at(
    { benchmark: 'string' },
    (p) => `benchmark "${p.benchmark}" appears twice in one test case; both are kept as runs`,
  ),
  // criterion-console
  'reader.criterion-console.throughput-unit': at({ unit: 'string' }, (p) => `unknown throughput unit "${p.unit}"; skipped`),
  'reader.criterion-console.run-failed': at(
    { text: 'string' },
    (p) => `the benchmark run failed (${p.text}); results after it are missing`,
  ),
  // criterion-dir
  'reader.criterion-dir.several-baselines': at(
    { baselines: 'strings', chosen: 'string' },
    (p) => `no new/ results and several baselines (${p.baselines.join(', ')}); read ${p.chosen}/`,
  ),
  'reader.criterion-dir.no-samples': at({}, () => 'no samples; skipped'),
  'reader.criterion-dir.bad-iterations': at(
    { sample: 'number', iterations: 'number' },
    (p) => `sample ${p.sample} has ${p.iterations} iterations; skipped`,
  ),
  // criterion-json
  'reader.criterion-json.bad-iterations': at(
    { id: 'string', iterations: 'number' },
    (p) => `${p.id}: sample with ${p.iterations} iterations skipped`,
  ),
  // ghz
  'reader.ghz.failed-calls': at(
    { name: 'string', failed: 'number', calls: 'number', error: 'string' },
    (p) => `${p.name}: ${p.failed} of ${p.calls} calls failed (e.g. ${p.error}); left out of the latency samples`,
  ),
  'reader.ghz.incomplete-details': at(
    { name: 'string', details: 'number', count: 'number' },
    (p) => `${p.name}: ${p.details} details for ${p.count} calls; the samples are incomplete`,
  ),
  'reader.ghz.errors': at({ name: 'string', errors: 'strings', counts: 'strings' }, (p) => `${p.name}: ${tally(p.counts, p.errors)}`),
  'reader.ghz.statuses': at(
    { name: 'string', statuses: 'strings', counts: 'strings' },
    (p) => `${p.name}: non-OK statuses ${p.statuses.map((s, i) => `${s}:${p.counts[i]}`).join(' ')}`,
  ),
  // go-bench
  'reader.go-bench.malformed-result': at({}, () => 'skipped a malformed result line; expected "name iterations value unit [value unit …]"'),
  'reader.go-bench.not-finite': at({}, () => 'skipped result line with a value that is not a finite number'),
  'reader.go-bench.failed': at({ benchmark: 'string' }, (p) => `benchmark ${p.benchmark} failed; it has no results from that run`),
  'reader.go-bench.second-cpu': at(
    { cpu: 'string', first: 'string' },
    (p) => `a second cpu "${p.cpu}" differs from "${p.first}"; the machine facts keep the first`,
  ),
  // google-benchmark-console
  'reader.google-benchmark-console.tool-warning': at({ text: 'string' }, (p) => p.text),
  'reader.google-benchmark-console.row-dropped': at(
    { benchmark: 'string', skipped: 'boolean', reason: 'string' },
    (p) => `${p.benchmark} ${p.skipped ? 'was skipped' : 'failed'} ${p.reason}; row dropped`,
  ),
  'reader.google-benchmark-console.aggregates-only': at(
    { benchmark: 'string' },
    (p) => `${p.benchmark} shows aggregates only; compared as a summary, not as runs`,
  ),
  // google-benchmark-json
  'reader.google-benchmark-json.row-dropped': at(
    { benchmark: 'string', failed: 'boolean', reason: 'string' },
    (p) => `${p.benchmark} ${p.failed ? 'failed' : 'was skipped'}${p.reason ? ` ("${p.reason}")` : ''}; row dropped`,
  ),
  'reader.google-benchmark-json.unnamed-aggregate': at({ row: 'string' }, (p) => `aggregate row "${p.row}" has no aggregate_name; ignored`),
  'reader.google-benchmark-json.no-mean': at({ benchmark: 'string' }, (p) => `${p.benchmark} has aggregate rows but no mean; skipped`),
  'reader.google-benchmark-json.aggregates-only': at(
    { benchmark: 'string' },
    (p) => `${p.benchmark} has aggregates only (--benchmark_report_aggregates_only); compared as a summary, not as runs`,
  ),
  // hdr-log
  'reader.hdr-log.not-nanoseconds': at(
    { max: 'number', ratio: 'number' },
    (p) => `Interval_Max ${p.max} is max/${p.ratio.toPrecision(3)}, not max/1e6: the values may not be nanoseconds (they are read as ns)`,
  ),
  'reader.hdr-log.empty-intervals': at(
    { tag: 'string', empty: 'number', intervals: 'number' },
    (p) => `${p.tag}: ${p.empty} of ${p.intervals} intervals recorded no values (recorder stalled or idle?)`,
  ),
  'reader.hdr-log.gaps': at({ tag: 'string', gaps: 'number' }, (p) => `${p.tag}: ${p.gaps} gaps in the interval timeline`),
  'reader.hdr-log.all-empty': at(
    { tag: 'string', intervals: 'number' },
    (p) => `${p.tag}: all ${p.intervals} intervals are empty; skipped`,
  ),
  // hdr-percentiles
  'reader.hdr-percentiles.unit-assumed': at(
    {},
    () => "the file does not state the value unit; values are taken as milliseconds (the HdrHistogram plotter's convention)",
  ),
  // hyperfine
  'reader.hyperfine.failed-runs': at(
    { name: 'string', failed: 'number', runs: 'number', codes: 'strings' },
    (p) => `${p.name}: ${p.failed} of ${p.runs} runs failed (exit ${p.codes.join(', ')}); excluded`,
  ),
  'reader.hyperfine.bad-time': at({ name: 'string' }, (p) => `${p.name}: time is not a finite non-negative number; skipped`),
  'reader.hyperfine.no-successful-runs': at({ name: 'string' }, (p) => `${p.name}: no successful runs; skipped`),
  // jmh
  'reader.jmh.bad-histogram-entry': at({ benchmark: 'string' }, (p) => `${p.benchmark}: non-finite histogram entry skipped`),
  'reader.jmh.empty-histogram': at(
    { benchmark: 'string', fork: 'number' },
    (p) => `${p.benchmark}: fork ${p.fork} has an empty histogram; skipped`,
  ),
  'reader.jmh.no-raw-data': at(
    { benchmark: 'string' },
    (p) => `${p.benchmark} has no rawData (run with -Djmh.json.rawData=false?); skipped`,
  ),
  'reader.jmh.score-not-finite': at(
    { benchmark: 'string', score: 'string' },
    (p) => `${p.benchmark}: score ${p.score} is not a finite number; skipped`,
  ),
  'reader.jmh.single-fork': at(
    { benchmark: 'string', iterations: 'number' },
    (p) =>
      `${p.benchmark}: a single fork; its ${p.iterations} iterations are used as runs, but they share one JVM, so run-to-run noise is understated (use -f 5 or more)`,
  ),
  // julia-benchmarktools
  'reader.julia-benchmarktools.no-samples': at({ name: 'string' }, (p) => `${p.name} has no samples; skipped`),
  'reader.julia-benchmarktools.unknown-type': at(
    { name: 'string', type: 'string' },
    (p) => `${p.name} is a ${p.type}, not a Trial or TrialEstimate; skipped`,
  ),
  // k6-raw
  'reader.k6-raw.not-numeric': at({ samples: 'number' }, (p) => `${p.samples} sample(s) without a numeric value skipped`),
  // k6-summary
  'reader.k6-summary.threshold-failed': at(
    { threshold: 'string', name: 'string' },
    (p) => `threshold "${p.threshold}" on ${p.name} failed`,
  ),
  'reader.k6-summary.unit-not-recorded': at(
    { name: 'string' },
    (p) => `the unit of custom trend ${p.name} is not recorded; reported as plain values`,
  ),
  'reader.k6-summary.no-percentiles': at({ name: 'string' }, (p) => `trend ${p.name} has no percentiles or avg; skipped`),
  // kudu-hdr
  'reader.kudu-hdr.unit-assumed': at({}, () => "the dump does not state its unit; values are read as microseconds (Kudu's convention)"),
  'reader.kudu-hdr.clipped': at(
    {},
    () => "some values were above the histogram's highest trackable value; the top percentiles are clipped",
  ),
  'reader.kudu-hdr.empty-dump': at({}, () => 'a dump with Count: 0 skipped'),
  // mitata
  'reader.mitata.failed': at({ name: 'string', reason: 'string' }, (p) => `${p.name} failed (${p.reason}); skipped`),
  // oha-csv
  'reader.oha-csv.non-2xx': at(
    { bad: 'number', responses: 'number', statuses: 'strings', counts: 'numbers' },
    (p) =>
      `oha: ${p.bad} of ${p.responses} responses outside 2xx/3xx (${p.statuses.map((s, i) => `${s}:${p.counts[i]}`).join(' ')}); their latencies are included`,
  ),
  // oha-json
  'reader.oha-json.success-rate': at({ success: 'number' }, (p) => `oha: success rate ${(p.success * 100).toFixed(2)}%`),
  'reader.oha-json.non-2xx': at(
    { statuses: 'strings', counts: 'strings' },
    (p) => `oha: non-2xx/3xx responses ${p.statuses.map((s, i) => `${s}:${p.counts[i]}`).join(' ')}; their latencies are included`,
  ),
  'reader.oha-json.errors': at(
    { errors: 'strings', counts: 'strings' },
    (p) => `oha: ${tally(p.counts, p.errors)} (not in the latencies; "aborted due to deadline" is the end of a -z run)`,
  ),
  // pgbench
  'reader.pgbench.skipped': at(
    { skipped: 'number', total: 'number' },
    (p) => `pgbench: ${p.skipped} of ${p.total} transactions were skipped (latency limit -L); left out of the samples`,
  ),
  'reader.pgbench.failed': at(
    { failed: 'number', total: 'number' },
    (p) => `pgbench: ${p.failed} of ${p.total} transactions failed; left out of the samples`,
  ),
  'reader.pgbench.not-completed': at({ name: 'string', text: 'string' }, (p) => `${p.name}: ${p.text}`),
  // pyperf
  'reader.pyperf.not-finite': at({ name: 'string', skipped: 'number' }, (p) => `${p.name}: ${p.skipped} non-finite values skipped`),
  'reader.pyperf.no-values': at({ name: 'string' }, (p) => `${p.name} has no run with values; skipped`),
  // pytest-benchmark
  'reader.pytest-benchmark.rounds-mismatch': at(
    { name: 'string', values: 'number', rounds: 'number' },
    (p) => `${p.name}: ${p.values} values but ${p.rounds} rounds`,
  ),
  'reader.pytest-benchmark.no-data': at(
    { name: 'string' },
    (p) => `${p.name} has no stats.data (saved without --benchmark-save-data?); compared as a summary from stats`,
  ),
  'reader.pytest-benchmark.partial-data': at(
    { name: 'string', usable: 'number', entries: 'number' },
    (p) => `${p.name} stats.data holds ${p.usable} usable values of ${p.entries} entries (truncated?); compared as a summary from stats`,
  ),
  // samples-column
  'reader.samples-column.nan': at({}, () => '"NaN" is not a measurement; such lines are skipped'),
  'reader.samples-column.nan-total': at({ lines: 'number' }, (p) => `${p.lines} "NaN" lines skipped in all`),
  // tinybench
  'reader.tinybench.no-result': at({ name: 'string' }, (p) => `${p.name} has no result (not run?); skipped`),
  'reader.tinybench.not-completed': at({ name: 'string', reason: 'string' }, (p) => `${p.name} did not complete (${p.reason}); skipped`),
  // vegeta-encode
  'reader.vegeta-encode.failed': at(
    { name: 'string', failed: 'number', requests: 'number', codes: 'strings', counts: 'numbers', error: 'string' },
    (p) =>
      `${p.name}: ${p.failed} of ${p.requests} requests failed (codes ${p.codes.map((c, i) => `${c}:${p.counts[i]}`).join(' ')}; e.g. ${p.error}); left out of the latency samples`,
  ),
  // vegeta-json
  'reader.vegeta-json.buckets-total': at(
    { buckets: 'number', requests: 'number' },
    (p) => `the buckets hold ${p.buckets} requests but the report counts ${p.requests}`,
  ),
  'reader.vegeta-json.failed': at(
    { success: 'number', requests: 'number', codes: 'strings?', counts: 'strings?', error: 'string?' },
    (p) =>
      `${((1 - p.success) * 100).toFixed(2)}% of ${p.requests} requests failed (status codes ${p.codes ? p.codes.map((c, i) => `${c}:${p.counts?.[i]}`).join(' ') : '?'}${p.error ? `; e.g. ${p.error}` : ''}); vegeta includes their latencies`,
  ),
  // vegeta-text
  'reader.vegeta-text.failed': at(
    { name: 'string', success: 'number', requests: 'number', codes: 'strings?', error: 'string?' },
    (p) =>
      `${p.name}: success ${p.success}% of ${p.requests} requests (status codes ${p.codes ? p.codes.join(' ') : '?'})${p.error ? `; e.g. ${p.error}` : ''}; vegeta includes failed requests in the latencies`,
  ),
  // vitest-bench
  'reader.vitest-bench.no-results': at(
    { name: 'string' },
    (p) => `${p.name} has no finite mean/percentiles (the benchmark failed?); skipped`,
  ),
  // wrk2
  'reader.wrk2.coordinated-omission': at(
    { url: 'string', corrected: 'number', uncorrected: 'number' },
    (p) =>
      `${p.url}: corrected p99 ${(p.corrected / 1e6).toFixed(3)} ms is ${(p.corrected / p.uncorrected).toFixed(2)}× the uncorrected p99 ${(p.uncorrected / 1e6).toFixed(3)} ms (coordinated omission)`,
  ),
  'reader.wrk2.calibration': at(
    { url: 'string', latencies: 'number', requests: 'number' },
    (p) =>
      `${p.url}: the histogram holds ${p.latencies} latencies of ${p.requests} requests (wrk2 records no latencies during its calibration period, nor for unfinished requests)`,
  ),
  // Base and head read one input (read/same-input.ts): not a reader's warning, but about the inputs.
  'read.same-file': template(
    { files: 'strings', all: 'boolean' },
    (p) =>
      `Base and head read the same ${p.files.length === 1 ? 'file' : 'files'} ${p.files.join(', ')}: ${
        p.all
          ? 'every difference is zero by construction, so this review compares nothing'
          : `the differences ${p.files.length === 1 ? 'its' : 'their'} measurements make are zero by construction`
      }. Give each side its own results.`,
  ),
  'read.same-bytes': template(
    { base: 'strings', head: 'strings', all: 'boolean' },
    (p) =>
      `Base's ${p.base.join(', ')} and head's ${p.head.join(', ')} have identical bytes: ${
        p.all
          ? 'every difference is zero by construction, so this review compares nothing'
          : 'the differences their measurements make are zero by construction'
      }. Were both sides given the same results under two names?`,
  ),
};
