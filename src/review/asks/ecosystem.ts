/** Which ecosystem a benchmark comes from, judged by the format that produced it. */

export type Ecosystem = 'go' | 'rust' | 'jvm' | 'dotnet' | 'python' | 'node' | 'native' | 'julia' | 'load' | 'unknown';

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

/** How to profile head on one benchmark, for the detected ecosystem. */
export function profileHint(eco: Ecosystem, name: string): string {
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
