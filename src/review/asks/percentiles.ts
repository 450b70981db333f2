/** `percentiles`: only means, summaries or per-run aggregates are available. */
import type { AskCheck } from './ask.js';
import { listNames } from './ask.js';
import { ecosystemOf, type Ecosystem } from './ecosystem.js';

const HOW: Partial<Record<Ecosystem, string>> = {
  go: 'in Go, time each operation inside the benchmark loop into an HdrHistogram (or write the raw durations as benchmark,run,value rows)',
  jvm: 'with JMH, use -bm sample (SampleTime mode) to get per-operation latency histograms',
  rust: 'with criterion, per-iteration times are means; record per-operation durations (e.g. hdrhistogram crate) and export them',
  native: 'with Google Benchmark, time each operation with manual timing into a histogram, or write raw durations as benchmark,run,value rows',
  python: 'with pytest-benchmark, set iterations=1 so each round is one operation (stats.data then holds per-operation times)',
  node: 'with tinybench or mitata, keep the per-iteration samples in the JSON output',
  dotnet: 'with BenchmarkDotNet, add per-operation timing into a histogram, or write raw durations as benchmark,run,value rows',
};

export const percentilesAsk: AskCheck = ({ benchmarks }) => {
  const tailless = benchmarks.filter((b) => b.sampleKind === 'per-run' || b.sampleKind === 'summary');
  if (tailless.length === 0) return [];
  const kinds = new Set(tailless.map((b) => b.sampleKind));
  const what = kinds.has('per-run') ? `per-run means (${[...new Set(tailless.map((b) => b.unit))].join(', ')})` : 'summaries (mean ± sd)';
  const eco = ecosystemOf([...new Set(tailless.flatMap((b) => b.formats))]);
  const how = HOW[eco] ?? 'write one row per operation (benchmark,run,value[,unit]) or an HdrHistogram log per run';
  return [
    {
      kind: 'percentiles',
      benchmark: tailless.length === 1 ? tailless[0].name : null,
      message:
        `${tailless.length === benchmarks.length ? 'All' : tailless.length} of the ${benchmarks.length} benchmarks report only ${what} (${listNames(tailless.map((b) => b.name))}). ` +
        `A mean can improve by 10% while p90 triples, so tail latency could not be judged. Could you record per-operation latency so percentiles can be compared? For example, ${how}.`,
    },
  ];
};
