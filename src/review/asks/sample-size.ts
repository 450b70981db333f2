/**
 * `sample-size`: an extreme quantile rests on too few samples, too few runs to conclude, or the
 * verdicts rest on one process per side. Each problem is one ask for every benchmark that has it,
 * naming them (`names`, `count`), its numbers as ranges where they differ (`<param>Max`, see
 * numberRanges), not one ask per benchmark.
 *
 * With one process per side (evidence `in-process`, `one-run-samples`, `one-run-aggregates`) the
 * runs cannot measure how much two processes of the same code differ, and more repetitions in the
 * same process cannot either: those benchmarks get one `sample-size.one-process` ask for
 * process-level runs, and no runs-needed questions (`too-few-runs`, `inconclusive`).
 */
import type { MessageParam } from '../../model/message.js';
import { minRunsPerSide } from '../../stats/index.js';
import { isTailMetric, metricOrder, quantilesOf, type MetricId } from '../../model/settings.js';
import type { ReportBenchmark, ReportMetric } from '../contract.js';
import type { Ask, AskCheck } from './ask.js';
import { ask, evidenceLevelOf, namesParams, numberRanges, onOneProcess, sameWords } from './ask.js';
import { goRanOnce } from './tool-hazard.js';

const hasNote = (m: ReportMetric | undefined, id: string) => m?.notes.some((n) => n.id === id) === true;
const tooFewSamples = (m: ReportMetric | undefined) =>
  m?.notes.find((n) => n.id === 'compare.not-estimable' && n.params.reason === 'too-few-samples');

/** Benchmarks sharing one problem: its params per benchmark, said as one ask. */
interface Problem {
  id: string;
  params: Array<Record<string, MessageParam>>;
  names: string[];
}

/** One ask for a problem: one benchmark's own params, or the shared ones with the numbers as ranges and the names. */
function problemAsk({ id, params, names }: Problem): Ask {
  if (names.length === 1) return ask('sample-size', id, names[0], params[0]);
  return ask('sample-size', id, null, { ...numberRanges(params), ...namesParams(names) });
}

/** The one-process ask: what the runs are (`one-run`, `in-process`, or both), and the process-level runs asked for. */
function oneProcessAsk(benchmarks: readonly ReportBenchmark[], alpha: number): Ask {
  const inProcess = benchmarks.filter((b) => evidenceLevelOf(b) === 'in-process').length;
  const levels = [...(inProcess < benchmarks.length ? ['one-run'] : []), ...(inProcess ? ['in-process'] : [])];
  const params: Record<string, MessageParam> = { levels, needs: minRunsPerSide(alpha) };
  const names = benchmarks.map((b) => b.name);
  return ask(
    'sample-size',
    'sample-size.one-process',
    names.length === 1 ? names[0] : null,
    names.length === 1 ? params : { ...params, ...namesParams(names) },
  );
}

export const sampleSizeAsk: AskCheck = ({ benchmarks, comparison }) => {
  // Benchmarks sharing the same problem get one ask, not one each. Append in place: copying the
  // list per benchmark made thousands of benchmarks quadratic.
  const problems = new Map<string, Problem>();
  const add = (id: string, params: Record<string, MessageParam>, name: string) => {
    const key = sameWords(id, params);
    const p = problems.get(key);
    if (p) {
      p.params.push(params);
      p.names.push(name);
    } else problems.set(key, { id, params: [params], names: [name] });
  };
  const alpha = comparison.settings.alpha;
  // The tail quantiles asked for (--quantiles): a level only printed by the tool (wrk2's p99.999) asks for nothing.
  const asked = quantilesOf(comparison.settings).filter(isTailMetric) as MetricId[];
  const oneProcess: ReportBenchmark[] = [];
  const inconclusive: Array<{ name: string; metric: MetricId; runs: number; m: ReportMetric }> = [];
  for (const b of benchmarks) {
    const tailIds = metricOrder(Object.keys(b.metrics)).filter(isTailMetric);
    const notEstimable = asked.filter((id) => b.metrics[id]?.verdict === 'insufficient-data' && tooFewSamples(b.metrics[id]));
    if (notEstimable.length) {
      const { samples, metric, needs, pooled } = tooFewSamples(b.metrics[notEstimable[0]])!.params;
      // Runs of one operation each (hyperfine executions): the pooled sample's size is the run count.
      add(
        'sample-size.not-estimable',
        { metrics: notEstimable, samples, metric, needs, ...(pooled === true ? { pooled: true } : {}) },
        b.name,
      );
    }
    // One process per side: more runs of the same process would not settle anything; process-level
    // runs would (for go test -count=1, the tool-hazard ask says how).
    if (onOneProcess(b)) {
      if (!goRanOnce(b)) oneProcess.push(b);
      continue;
    }
    const tail = tailIds.map((id) => b.metrics[id]).filter((m) => m !== undefined);
    const tooFewRuns = tail.flatMap((m) => m.notes).find((n) => n.id === 'compare.too-few-runs');
    // Which tail metric lacks an interval, when another metric (the median across runs) has one.
    const short = tailIds.find((id) => hasNote(b.metrics[id], 'compare.too-few-runs'));
    const judgedElsewhere = Object.values(b.metrics).some((m) => m?.ciLow !== null && m?.ciLow !== undefined);
    if (tooFewRuns) {
      add(
        'sample-size.too-few-runs',
        {
          base: b.runs.base,
          head: b.runs.head,
          alpha,
          needs: tooFewRuns.params.needs,
          ...(judgedElsewhere && short ? { metric: short } : {}),
        },
        b.name,
      );
    }
    const undecided = [...tailIds, 'p50' as const, 'mean' as const]
      .map((id) => [id, b.metrics[id]] as const)
      .filter(([, m]) => m?.gated && m.verdict === 'inconclusive' && m.runsNeeded);
    if (undecided.length) {
      const [metric, m] = undecided.sort((x, y) => x[1]!.runsNeeded! - y[1]!.runsNeeded!)[0];
      inconclusive.push({ name: b.name, metric, runs: Math.min(b.runs.base, b.runs.head), m: m! });
    }
  }
  const asks: Ask[] = [];
  if (oneProcess.length) asks.push(oneProcessAsk(oneProcess, alpha));
  asks.push(...[...problems.values()].map(problemAsk));
  if (inconclusive.length === 1) {
    const [{ name, metric, runs, m }] = inconclusive;
    asks.push(
      ask('sample-size', 'sample-size.inconclusive', name, {
        metric,
        runs,
        ratio: m.ratio,
        threshold: m.threshold,
        runsNeeded: m.runsNeeded,
      }),
    );
  } else if (inconclusive.length > 1) {
    // One question for every benchmark left inconclusive: the metrics, and the range of runs that would resolve them.
    const metrics = metricOrder(new Set(inconclusive.map((x) => x.metric)));
    asks.push(
      ask('sample-size', 'sample-size.inconclusive', null, {
        metric: metrics[0],
        metrics,
        ...numberRanges(inconclusive.map((x) => ({ runs: x.runs, runsNeeded: x.m.runsNeeded! }))),
        ...namesParams(inconclusive.map((x) => x.name)),
      }),
    );
  }
  return asks;
};
