/**
 * The ordered registry of readers. Detection tries them in this order and takes the highest
 * confidence; on a tie the earlier reader wins, so more specific formats come first.
 */
import type { FormatReader } from '../read/reader.js';
import { rawSamples } from './raw-samples.js';
import { googleBenchmarkJson } from './google-benchmark-json.js';
import { pytestBenchmark } from './pytest-benchmark.js';
import { jmh } from './jmh.js';
import { hyperfine } from './hyperfine.js';
import { pyperf } from './pyperf.js';
import { criterionDir } from './criterion-dir.js';
import { criterionJson } from './criterion-json.js';
import { criterionConsole } from './criterion-console.js';
import { googleBenchmarkConsole } from './google-benchmark-console.js';
import { goBench } from './go-bench.js';
import { hdrLog } from './hdr-log.js';
import { wrk2 } from './wrk2.js';
import { wrk } from './wrk.js';
import { hdrPercentiles } from './hdr-percentiles.js';
import { vegetaJson } from './vegeta-json.js';
import { vegetaEncode } from './vegeta-encode.js';
import { vegetaText } from './vegeta-text.js';
import { ghz } from './ghz.js';
import { ohaJson } from './oha-json.js';
import { ohaCsv } from './oha-csv.js';
import { autocannon } from './autocannon.js';
import { cassandraStress } from './cassandra-stress.js';
import { dbBench } from './db-bench.js';
import { kuduHdr } from './kudu-hdr.js';
import { redisBenchmark } from './redis-benchmark.js';
import { pgbench } from './pgbench.js';
import { mitata } from './mitata.js';
import { benchmarkDotNet } from './benchmarkdotnet.js';
import { vitestBench } from './vitest-bench.js';
import { juliaBenchmarkTools } from './julia-benchmarktools.js';
import { tinybench } from './tinybench.js';
import { k6Summary } from './k6-summary.js';
import { k6Raw } from './k6-raw.js';
import { catch2Xml } from './catch2-xml.js';
import { catch2Console } from './catch2-console.js';
import { benchmarkJsConsole } from './benchmarkjs-console.js';
import { customJson } from './custom-json.js';
import { bencherBmf } from './bencher-bmf.js';
import { samplesColumn } from './samples-column.js';

export const READERS: readonly FormatReader[] = [
  rawSamples,
  mitata, // before google-benchmark-json: mitata JSON also has `context` + `benchmarks`
  googleBenchmarkJson,
  pytestBenchmark,
  jmh,
  hyperfine,
  pyperf,
  criterionDir,
  criterionJson,
  criterionConsole,
  googleBenchmarkConsole,
  goBench,
  hdrLog,
  wrk2,
  wrk,
  hdrPercentiles,
  vegetaJson,
  vegetaEncode,
  vegetaText,
  ghz,
  ohaJson,
  ohaCsv,
  autocannon,
  cassandraStress,
  dbBench,
  kuduHdr,
  redisBenchmark,
  pgbench,
  benchmarkDotNet,
  vitestBench,
  juliaBenchmarkTools,
  tinybench,
  k6Summary,
  k6Raw,
  catch2Xml,
  catch2Console,
  benchmarkJsConsole,
  customJson,
  bencherBmf,
  samplesColumn,
];

export function findReader(id: string): FormatReader | undefined {
  return READERS.find((r) => r.id === id);
}
