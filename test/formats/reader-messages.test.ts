/**
 * Reader warnings are data (ids `reader.*` and params); render/messages/readers.ts words them.
 * Every sentence is pinned word for word (as the readers wrote them before they became data),
 * every id a reader can emit has a template and every template is emitted somewhere, and every
 * warning the fixtures give satisfies its template's declared params (so an untrusted report
 * carrying them can be checked).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { READERS } from '../../src/formats/index.js';
import { message, type Message } from '../../src/model/message.js';
import { readResults } from '../../src/read/read.js';
import { messageProblem, messageText } from '../../src/render/messages/index.js';
import { READER_MESSAGES } from '../../src/render/messages/readers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const f = 'out.txt';

const SENTENCES: Array<[Message, string]> = [
  // Locations: line, pointer, both, neither.
  [
    message('reader.zero-time', { file: f, line: 3, benchmark: 'x.BenchmarkZ', zeros: 2 }),
    `${f}:3: benchmark "x.BenchmarkZ" recorded a time of 0 ns (2 zero times in this input): the timer's resolution is too coarse or the work was optimised away; zero times cannot be compared as ratios`,
  ],
  [
    message('reader.zero-time', { file: f, pointer: '/0', benchmark: 'lat', zeros: 1 }),
    `${f} at /0: benchmark "lat" recorded a time of 0 ns: the timer's resolution is too coarse or the work was optimised away; zero times cannot be compared as ratios`,
  ],
  [
    message('reader.criterion-json.bad-iterations', { file: f, line: 4, pointer: '/measured_values/2', id: 'fib', iterations: 0 }),
    `${f}:4 at /measured_values/2: fib: sample with 0 iterations skipped`,
  ],
  [
    message('reader.kudu-hdr.unit-assumed', { file: f }),
    `${f}: the dump does not state its unit; values are read as microseconds (Kudu's convention)`,
  ],
  // Shared by several readers.
  [
    message('reader.benchmark-failed', { file: f, line: 76, benchmark: 'Broken / throws', reason: 'boom' }),
    `${f}:76: benchmark "Broken / throws" failed (boom); skipped`,
  ],
  [
    message('reader.value-not-finite', { file: f, pointer: '/benchmarks/3/ratio', benchmark: 'BM_sqrt', unit: 'ratio' }),
    `${f} at /benchmarks/3/ratio: BM_sqrt (ratio) is not a finite number; skipped`,
  ],
  [
    message('reader.spectrum-total-mismatch', { file: f, line: 40, rows: 100, footer: 120 }),
    `${f}:40: the spectrum ends at TotalCount 100 but the footer says Total count = 120; using the rows`,
  ],
  [
    message('reader.socket-errors', { file: f, line: 12, url: 'http://h/', connect: 1, read: 891, write: 0, timeout: 2 }),
    `${f}:12: http://h/: 894 socket errors (connect 1, read 891, write 0, timeout 2); failed requests are not in the latency figures`,
  ],
  [
    message('reader.non-2xx-responses', { file: f, line: 13, url: 'http://h/', responses: 450, requests: 43701 }),
    `${f}:13: http://h/: 450 non-2xx/3xx responses of 43701 requests; their latencies are included`,
  ],
  [
    message('reader.non-2xx-responses', { file: f, line: 13, url: 'http://h/', responses: 450, requests: null }),
    `${f}:13: http://h/: 450 non-2xx/3xx responses; their latencies are included`,
  ],
  // One reader each.
  [
    message('reader.autocannon.whole-milliseconds', { file: f, pointer: '/latency', name: 'home' }),
    `${f} at /latency: home: autocannon records whole milliseconds; latencies below 1 ms read as 0 and smaller changes are invisible`,
  ],
  [
    message('reader.autocannon.problems', { file: f, name: 'home', problems: ['20 errors', '20 timeouts'], count: 15960 }),
    `${f}: home: 20 errors, 20 timeouts (15960 latencies recorded)`,
  ],
  [message('reader.autocannon.problems', { file: f, name: 'home', problems: ['3 resets'], count: null }), `${f}: home: 3 resets`],
  [
    message('reader.bencher-bmf.not-finite', { file: f, pointer: '/b/latency/value', bench: 'b', measure: 'latency' }),
    `${f} at /b/latency/value: b latency is not a finite number; skipped`,
  ],
  [
    message('reader.benchmarkdotnet.iteration-not-finite', {
      file: f,
      pointer: '/Benchmarks/0/Statistics/OriginalValues/1',
      name: 'N.T.M',
    }),
    `${f} at /Benchmarks/0/Statistics/OriginalValues/1: N.T.M: iteration value is not finite; skipped`,
  ],
  [
    message('reader.benchmarkdotnet.no-statistics', { file: f, pointer: '/Benchmarks/2', name: 'N.T.M' }),
    `${f} at /Benchmarks/2: N.T.M has no Statistics (the benchmark failed?); skipped`,
  ],
  [
    message('reader.benchmarkjs-console.failed', { file: f, line: 5, text: 'throws:' }),
    `${f}:5: "throws:" looks like a failed benchmark (Benchmark.js prints "name: error"); skipped`,
  ],
  [
    message('reader.benchmarkjs-console.not-positive', { file: f, line: 2, name: 'fib', hz: '0' }),
    `${f}:2: fib reports 0 ops/sec; skipped`,
  ],
  [message('reader.cassandra-stress.errors', { file: f, line: 47, errors: 2 }), `${f}:47: cassandra-stress reports 2 errors`],
  [
    message('reader.cassandra-stress.not-a-number', { file: f, line: 41, op: 'READ', raw: 'n/a' }),
    `${f}:41: READ: "n/a" is not a number; skipped`,
  ],
  [
    message('reader.catch2-console.zero-mean', { file: f, line: 16, benchmark: 'Fib / Fib 10' }),
    `${f}:16: benchmark "Fib / Fib 10" has a mean of 0 ns (below the timer resolution); kept as printed`,
  ],
  [
    message('reader.catch2-xml.not-finite', { file: f, line: 9, benchmark: 'a / b' }),
    `${f}:9: benchmark "a / b" has a non-finite mean or sd; skipped`,
  ],
  [
    message('reader.catch2-xml.repeated', { file: f, line: 30, benchmark: 'a / b' }),
    `${f}:30: benchmark "a / b" appears twice in one test case; both are kept as runs`,
  ],
  [
    message('reader.criterion-console.throughput-unit', { file: f, line: 7, unit: 'Xelem/s' }),
    `${f}:7: unknown throughput unit "Xelem/s"; skipped`,
  ],
  [
    message('reader.criterion-console.run-failed', { file: f, line: 62, text: 'error: bench failed' }),
    `${f}:62: the benchmark run failed (error: bench failed); results after it are missing`,
  ],
  [
    message('reader.criterion-dir.several-baselines', { file: 'target/criterion/fib', baselines: ['main', 'pr'], chosen: 'main' }),
    'target/criterion/fib: no new/ results and several baselines (main, pr); read main/',
  ],
  [
    message('reader.criterion-dir.no-samples', { file: 'target/criterion/fib/new/sample.json' }),
    'target/criterion/fib/new/sample.json: no samples; skipped',
  ],
  [
    message('reader.criterion-dir.bad-iterations', { file: 'd/new/raw.csv', line: 3, sample: 2, iterations: 0 }),
    'd/new/raw.csv:3: sample 2 has 0 iterations; skipped',
  ],
  [
    message('reader.custom-json.not-finite', { file: f, pointer: '/3/value', name: 'broken run' }),
    `${f} at /3/value: broken run has no finite value; skipped`,
  ],
  [
    message('reader.ghz.failed-calls', { file: f, pointer: '/details', name: 'G', failed: 9, calls: 191, error: 'rpc error' }),
    `${f} at /details: G: 9 of 191 calls failed (e.g. rpc error); left out of the latency samples`,
  ],
  [
    message('reader.ghz.incomplete-details', { file: f, pointer: '/details', name: 'G', details: 191, count: 200 }),
    `${f} at /details: G: 191 details for 200 calls; the samples are incomplete`,
  ],
  [
    message('reader.ghz.errors', {
      file: f,
      pointer: '/errorDistribution',
      name: 'G',
      errors: ['unavailable', 'deadline'],
      counts: ['37', '3'],
    }),
    `${f} at /errorDistribution: G: 37× unavailable; 3× deadline`,
  ],
  [
    message('reader.ghz.statuses', {
      file: f,
      pointer: '/statusCodeDistribution',
      name: 'G',
      statuses: ['DeadlineExceeded', 'Unavailable'],
      counts: ['3', '37'],
    }),
    `${f} at /statusCodeDistribution: G: non-OK statuses DeadlineExceeded:3 Unavailable:37`,
  ],
  [
    message('reader.go-bench.malformed-result', { file: f, line: 4 }),
    `${f}:4: skipped a malformed result line; expected "name iterations value unit [value unit …]"`,
  ],
  [message('reader.go-bench.not-finite', { file: f, line: 2 }), `${f}:2: skipped result line with a value that is not a finite number`],
  [
    message('reader.go-bench.failed', { file: f, line: 13, benchmark: 'BenchmarkBroken' }),
    `${f}:13: benchmark BenchmarkBroken failed; it has no results from that run`,
  ],
  [
    message('reader.go-bench.second-cpu', { file: f, line: 20, cpu: 'B', first: 'A' }),
    `${f}:20: a second cpu "B" differs from "A"; the machine facts keep the first`,
  ],
  [
    message('reader.google-benchmark-console.tool-warning', {
      file: f,
      line: 5,
      text: 'Library was built as DEBUG. Timings may be affected.',
    }),
    `${f}:5: Library was built as DEBUG. Timings may be affected.`,
  ],
  [
    message('reader.google-benchmark-console.row-dropped', {
      file: f,
      line: 27,
      benchmark: 'BM_broken',
      skipped: false,
      reason: "'backend unavailable'",
    }),
    `${f}:27: BM_broken failed 'backend unavailable'; row dropped`,
  ],
  [
    message('reader.google-benchmark-console.row-dropped', { file: f, line: 28, benchmark: 'BM_skip', skipped: true, reason: 'no GPU' }),
    `${f}:28: BM_skip was skipped no GPU; row dropped`,
  ],
  [
    message('reader.google-benchmark-console.aggregates-only', { file: f, line: 6, benchmark: 'BM_x' }),
    `${f}:6: BM_x shows aggregates only; compared as a summary, not as runs`,
  ],
  [
    message('reader.google-benchmark-json.row-dropped', {
      file: f,
      pointer: '/benchmarks/12',
      benchmark: 'BM_broken',
      failed: true,
      reason: 'backend unavailable',
    }),
    `${f} at /benchmarks/12: BM_broken failed ("backend unavailable"); row dropped`,
  ],
  [
    message('reader.google-benchmark-json.row-dropped', {
      file: f,
      pointer: '/benchmarks/13',
      benchmark: 'BM_skip',
      failed: false,
      reason: '',
    }),
    `${f} at /benchmarks/13: BM_skip was skipped; row dropped`,
  ],
  [
    message('reader.google-benchmark-json.unnamed-aggregate', { file: f, pointer: '/benchmarks/0', row: 'BM_One' }),
    `${f} at /benchmarks/0: aggregate row "BM_One" has no aggregate_name; ignored`,
  ],
  [
    message('reader.google-benchmark-json.no-mean', { file: f, pointer: '/benchmarks/4', benchmark: 'BM_x' }),
    `${f} at /benchmarks/4: BM_x has aggregate rows but no mean; skipped`,
  ],
  [
    message('reader.google-benchmark-json.aggregates-only', { file: f, pointer: '/benchmarks/0', benchmark: 'BM_memcpy/64' }),
    `${f} at /benchmarks/0: BM_memcpy/64 has aggregates only (--benchmark_report_aggregates_only); compared as a summary, not as runs`,
  ],
  [
    message('reader.hdr-log.not-nanoseconds', { file: f, line: 1, max: 1000, ratio: 1003.519 }),
    `${f}:1: Interval_Max 1000 is max/1.00e+3, not max/1e6: the values may not be nanoseconds (they are read as ns)`,
  ],
  [
    message('reader.hdr-log.empty-intervals', { file: f, tag: 'WRITE-rt', empty: 1, intervals: 8 }),
    `${f}: WRITE-rt: 1 of 8 intervals recorded no values (recorder stalled or idle?)`,
  ],
  [message('reader.hdr-log.gaps', { file: f, tag: 'latency', gaps: 3 }), `${f}: latency: 3 gaps in the interval timeline`],
  [
    message('reader.hdr-log.all-empty', { file: f, line: 5, tag: 'latency', intervals: 4 }),
    `${f}:5: latency: all 4 intervals are empty; skipped`,
  ],
  [
    message('reader.hdr-percentiles.unit-assumed', { file: f, line: 1 }),
    `${f}:1: the file does not state the value unit; values are taken as milliseconds (the HdrHistogram plotter's convention)`,
  ],
  [
    message('reader.hyperfine.failed-runs', {
      file: f,
      pointer: '/results/0/exit_codes',
      name: 'flaky',
      failed: 10,
      runs: 12,
      codes: ['137', '1'],
    }),
    `${f} at /results/0/exit_codes: flaky: 10 of 12 runs failed (exit 137, 1); excluded`,
  ],
  [
    message('reader.hyperfine.bad-time', { file: f, pointer: '/results/0/times/2', name: 'x' }),
    `${f} at /results/0/times/2: x: time is not a finite non-negative number; skipped`,
  ],
  [
    message('reader.hyperfine.no-successful-runs', { file: f, pointer: '/results/0/times', name: 'x' }),
    `${f} at /results/0/times: x: no successful runs; skipped`,
  ],
  [
    message('reader.jmh.bad-histogram-entry', { file: f, pointer: '/0/primaryMetric/rawDataHistogram/1/1/3', benchmark: 'B' }),
    `${f} at /0/primaryMetric/rawDataHistogram/1/1/3: B: non-finite histogram entry skipped`,
  ],
  [
    message('reader.jmh.empty-histogram', { file: f, pointer: '/0/primaryMetric/rawDataHistogram/1', benchmark: 'B', fork: 2 }),
    `${f} at /0/primaryMetric/rawDataHistogram/1: B: fork 2 has an empty histogram; skipped`,
  ],
  [
    message('reader.jmh.no-raw-data', { file: f, pointer: '/0/primaryMetric/rawData', benchmark: 'B' }),
    `${f} at /0/primaryMetric/rawData: B has no rawData (run with -Djmh.json.rawData=false?); skipped`,
  ],
  [
    message('reader.jmh.score-not-finite', { file: f, pointer: '/2/primaryMetric/rawData/1/1', benchmark: 'B', score: '+INF' }),
    `${f} at /2/primaryMetric/rawData/1/1: B: score +INF is not a finite number; skipped`,
  ],
  [
    message('reader.jmh.single-fork', { file: f, pointer: '/0/primaryMetric/rawData', benchmark: 'B', iterations: 3 }),
    `${f} at /0/primaryMetric/rawData: B: a single fork; its 3 iterations are used as runs, but they share one JVM, so run-to-run noise is understated (use -f 5 or more)`,
  ],
  [
    message('reader.julia-benchmarktools.no-samples', { file: f, pointer: '/1/0/1/times', name: 'fib/10' }),
    `${f} at /1/0/1/times: fib/10 has no samples; skipped`,
  ],
  [
    message('reader.julia-benchmarktools.unknown-type', { file: f, pointer: '/1/0/1/data/ratio', name: 'ratio', type: 'TrialRatio' }),
    `${f} at /1/0/1/data/ratio: ratio is a TrialRatio, not a Trial or TrialEstimate; skipped`,
  ],
  [message('reader.k6-raw.not-numeric', { file: f, line: 4, samples: 1 }), `${f}:4: 1 sample(s) without a numeric value skipped`],
  [
    message('reader.k6-summary.threshold-failed', {
      file: f,
      pointer: '/metrics/http_req_failed',
      threshold: 'rate<0.01',
      name: 'http_req_failed',
    }),
    `${f} at /metrics/http_req_failed: threshold "rate<0.01" on http_req_failed failed`,
  ],
  [
    message('reader.k6-summary.unit-not-recorded', { file: f, pointer: '/metrics/payload_size', name: 'payload_size' }),
    `${f} at /metrics/payload_size: the unit of custom trend payload_size is not recorded; reported as plain values`,
  ],
  [
    message('reader.k6-summary.no-percentiles', { file: f, pointer: '/metrics/t', name: 't' }),
    `${f} at /metrics/t: trend t has no percentiles or avg; skipped`,
  ],
  [
    message('reader.kudu-hdr.clipped', { file: f, line: 14 }),
    `${f}:14: some values were above the histogram's highest trackable value; the top percentiles are clipped`,
  ],
  [message('reader.kudu-hdr.empty-dump', { file: f, line: 2 }), `${f}:2: a dump with Count: 0 skipped`],
  [
    message('reader.mitata.failed', { file: f, pointer: '/benchmarks/4/runs/0', name: 'throws', reason: 'boom' }),
    `${f} at /benchmarks/4/runs/0: throws failed (boom); skipped`,
  ],
  [
    message('reader.oha-csv.non-2xx', { file: f, bad: 42, responses: 1499, statuses: ['500', '502'], counts: [40, 2] }),
    `${f}: oha: 42 of 1499 responses outside 2xx/3xx (500:40 502:2); their latencies are included`,
  ],
  [
    message('reader.oha-json.success-rate', { file: f, pointer: '/summary/successRate', success: 0.9875 }),
    `${f} at /summary/successRate: oha: success rate 98.75%`,
  ],
  [
    message('reader.oha-json.non-2xx', { file: f, pointer: '/statusCodeDistribution', statuses: ['503'], counts: ['168'] }),
    `${f} at /statusCodeDistribution: oha: non-2xx/3xx responses 503:168; their latencies are included`,
  ],
  [
    message('reader.oha-json.errors', {
      file: f,
      pointer: '/errorDistribution',
      errors: ['connection closed', 'aborted due to deadline'],
      counts: ['130', '20'],
    }),
    `${f} at /errorDistribution: oha: 130× connection closed; 20× aborted due to deadline (not in the latencies; "aborted due to deadline" is the end of a -z run)`,
  ],
  [
    message('reader.pgbench.skipped', { file: f, skipped: 90, total: 777 }),
    `${f}: pgbench: 90 of 777 transactions were skipped (latency limit -L); left out of the samples`,
  ],
  [
    message('reader.pgbench.failed', { file: f, failed: 3, total: 777 }),
    `${f}: pgbench: 3 of 777 transactions failed; left out of the samples`,
  ],
  [
    message('reader.pgbench.not-completed', { file: f, line: 12, name: 'pgbench', text: 'number of transactions skipped: 90 (11.583%)' }),
    `${f}:12: pgbench: number of transactions skipped: 90 (11.583%)`,
  ],
  [
    message('reader.pyperf.not-finite', { file: f, pointer: '/benchmarks/0/runs/1/values', name: 'telco', skipped: 2 }),
    `${f} at /benchmarks/0/runs/1/values: telco: 2 non-finite values skipped`,
  ],
  [
    message('reader.pyperf.no-values', { file: f, pointer: '/benchmarks/2/runs', name: 'calibration_only' }),
    `${f} at /benchmarks/2/runs: calibration_only has no run with values; skipped`,
  ],
  [
    message('reader.pytest-benchmark.rounds-mismatch', { file: f, pointer: '/benchmarks/0/stats/data', name: 't', values: 4, rounds: 5 }),
    `${f} at /benchmarks/0/stats/data: t: 4 values but 5 rounds`,
  ],
  [
    message('reader.pytest-benchmark.no-data', { file: f, pointer: '/benchmarks/0/stats', name: 't' }),
    `${f} at /benchmarks/0/stats: t has no stats.data (saved without --benchmark-save-data?); compared as a summary from stats`,
  ],
  [
    message('reader.pytest-benchmark.partial-data', { file: f, pointer: '/benchmarks/0/stats', name: 't', usable: 4, entries: 5 }),
    `${f} at /benchmarks/0/stats: t stats.data holds 4 usable values of 5 entries (truncated?); compared as a summary from stats`,
  ],
  [message('reader.samples-column.nan', { file: f, line: 52 }), `${f}:52: "NaN" is not a measurement; such lines are skipped`],
  [message('reader.samples-column.nan-total', { file: f, lines: 3 }), `${f}: 3 "NaN" lines skipped in all`],
  [message('reader.tinybench.no-result', { file: f, pointer: '/2', name: 'x' }), `${f} at /2: x has no result (not run?); skipped`],
  [
    message('reader.tinybench.not-completed', { file: f, pointer: '/3/result', name: 'throws', reason: 'errored' }),
    `${f} at /3/result: throws did not complete (errored); skipped`,
  ],
  [
    message('reader.vegeta-encode.failed', {
      file: f,
      line: 1,
      name: 'local-get',
      failed: 17,
      requests: 400,
      codes: ['500', '0'],
      counts: [10, 7],
      error: '500 Internal Server Error',
    }),
    `${f}:1: local-get: 17 of 400 requests failed (codes 500:10 0:7; e.g. 500 Internal Server Error); left out of the latency samples`,
  ],
  [
    message('reader.vegeta-json.failed', {
      file: f,
      pointer: '/success',
      success: 0.9575,
      requests: 400,
      codes: ['0', '200', '500'],
      counts: ['7', '383', '10'],
      error: 'boom',
    }),
    `${f} at /success: 4.25% of 400 requests failed (status codes 0:7 200:383 500:10; e.g. boom); vegeta includes their latencies`,
  ],
  [
    message('reader.vegeta-json.failed', {
      file: f,
      pointer: '/success',
      success: 0.5,
      requests: 4,
      codes: null,
      counts: null,
      error: null,
    }),
    `${f} at /success: 50.00% of 4 requests failed (status codes ?); vegeta includes their latencies`,
  ],
  [
    message('reader.vegeta-json.buckets-total', { file: f, pointer: '/buckets', buckets: 10000, requests: 100 }),
    `${f} at /buckets: the buckets hold 10000 requests but the report counts 100`,
  ],
  [
    message('reader.vegeta-text.failed', {
      file: f,
      line: 6,
      name: 'vegeta',
      success: 55.42,
      requests: 1200,
      codes: ['0:535', '200:665'],
      error: 'dial tcp: refused',
    }),
    `${f}:6: vegeta: success 55.42% of 1200 requests (status codes 0:535 200:665); e.g. dial tcp: refused; vegeta includes failed requests in the latencies`,
  ],
  [
    message('reader.vegeta-text.failed', { file: f, line: 6, name: 'vegeta', success: 90, requests: 10, codes: null, error: null }),
    `${f}:6: vegeta: success 90% of 10 requests (status codes ?); vegeta includes failed requests in the latencies`,
  ],
  [
    message('reader.vitest-bench.no-results', { file: f, pointer: '/files/0/groups/0/benchmarks/1', name: 'a.bench.ts > failed' }),
    `${f} at /files/0/groups/0/benchmarks/1: a.bench.ts > failed has no finite mean/percentiles (the benchmark failed?); skipped`,
  ],
  [
    message('reader.wrk2.coordinated-omission', { file: f, line: 8, url: 'http://h/', corrected: 10.52e6, uncorrected: 5.43e6 }),
    `${f}:8: http://h/: corrected p99 10.520 ms is 1.94× the uncorrected p99 5.430 ms (coordinated omission)`,
  ],
  [
    message('reader.wrk2.calibration', { file: f, line: 8, url: 'http://h/', latencies: 39500, requests: 60018 }),
    `${f}:8: http://h/: the histogram holds 39500 latencies of 60018 requests (wrk2 records no latencies during its calibration period, nor for unfinished requests)`,
  ],
];

/** The warning ids the read stage's source can emit: ctx.warn in a reader file, ctx.warnShared, and literal ids. */
function emittedIds(): Set<string> {
  const ids = new Set<string>();
  for (const dir of ['src/formats', 'src/read']) {
    for (const name of readdirSync(join(ROOT, dir)).filter((x) => x.endsWith('.ts'))) {
      const text = readFileSync(join(ROOT, dir, name), 'utf8');
      const id = name.slice(0, -3);
      for (const m of text.matchAll(/\bwarn\('([a-z0-9-]+)'/g)) ids.add(`reader.${id}.${m[1]}`);
      for (const m of text.matchAll(/\bwarnShared\('([a-z0-9-]+)'/g)) ids.add(`reader.${m[1]}`);
      for (const m of text.matchAll(/\bmessage\('(reader\.[a-z0-9.-]+)'/g)) ids.add(m[1]);
    }
  }
  return ids;
}

describe('reader warnings, worded', () => {
  it('words every sentence exactly', () => {
    for (const [m, text] of SENTENCES) {
      expect(messageText(m)).toBe(text);
      expect(messageProblem(m.id, m.params)).toBeNull();
    }
  });

  it('pins a sentence for every template, and every template is one a reader emits (and back)', () => {
    // Besides the readers' warnings, the registry holds the two about the inputs as a whole (base and
    // head read the same file or bytes: read/same-input.ts), pinned in test/render/messages.test.ts.
    const INPUT_WARNINGS = ['read.same-bytes', 'read.same-file'];
    const templates = Object.keys(READER_MESSAGES)
      .filter((id) => !INPUT_WARNINGS.includes(id))
      .sort();
    expect([...new Set(SENTENCES.map(([m]) => m.id))].sort()).toEqual(templates);
    expect([...emittedIds()].sort()).toEqual(templates);
    expect(templates.every((id) => id.startsWith('reader.'))).toBe(true);
    expect(Object.keys(READER_MESSAGES).filter((id) => INPUT_WARNINGS.includes(id))).toHaveLength(INPUT_WARNINGS.length);
  });

  it('every warning of every fixture satisfies its template', async () => {
    const bad: string[] = [];
    let seen = 0;
    for (const reader of READERS) {
      const dir = join(ROOT, 'test', 'fixtures', 'formats', reader.id);
      for (const name of readdirSync(dir).filter((x) => x !== 'SOURCES.md')) {
        let warnings: Message[];
        try {
          warnings = (await readResults(join(dir, name), reader.id)).warnings;
        } catch {
          continue; // fixtures of rejected inputs
        }
        for (const w of warnings) {
          seen++;
          const problem = messageProblem(w.id, w.params);
          if (problem) bad.push(`${reader.id}/${name}: ${w.id} ${problem.at}: expected ${problem.expected}`);
        }
      }
    }
    expect(bad).toEqual([]);
    expect(seen).toBeGreaterThan(100);
  });
});
