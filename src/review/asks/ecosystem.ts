/** Which ecosystem a benchmark comes from, judged by the format that produced it. */

export type Ecosystem = 'go' | 'rust' | 'jvm' | 'dotnet' | 'python' | 'node' | 'native' | 'julia' | 'load' | 'unknown';
export const ECOSYSTEMS: readonly Ecosystem[] = ['go', 'rust', 'jvm', 'dotnet', 'python', 'node', 'native', 'julia', 'load', 'unknown'];

const BY_FORMAT: Array<[RegExp, Ecosystem]> = [
  [/^go-/, 'go'],
  [/^criterion/, 'rust'],
  [/^jmh/, 'jvm'],
  [/^benchmarkdotnet/, 'dotnet'],
  [/^(pytest-benchmark|pyperf)/, 'python'],
  [/^(vitest-bench|benchmarkjs|mitata|tinybench)/, 'node'],
  [/^(google-benchmark|catch2|hyperfine|db-bench)/, 'native'],
  [/^julia/, 'julia'],
  [/^(wrk|vegeta|ghz|oha|k6|hdr|cassandra|redis|pgbench|autocannon|kudu)/, 'load'],
];

export function ecosystemOf(formats: string[]): Ecosystem {
  for (const f of formats) for (const [re, eco] of BY_FORMAT) if (re.test(f)) return eco;
  return 'unknown';
}
