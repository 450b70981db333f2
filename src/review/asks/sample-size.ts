/** `sample-size`: an extreme quantile rests on too few samples, or too few runs to conclude. */
import type { MessageParam } from '../../model/message.js';
import { minRunsPerSide } from '../../stats/index.js';
import { isTailMetric, metricOrder, quantilesOf, type MetricId } from '../../model/settings.js';
import type { ReportMetric } from '../contract.js';
import type { Ask, AskCheck } from './ask.js';
import { ask, namesParams } from './ask.js';

const hasNote = (m: ReportMetric | undefined, id: string) => m?.notes.some((n) => n.id === id) === true;
const tooFewSamples = (m: ReportMetric | undefined) => m?.notes.find((n) => n.id === 'compare.not-estimable' && n.params.reason === 'too-few-samples');

interface Problem {
  id: string;
  params: Record<string, MessageParam>;
  names: string[];
}

export const sampleSizeAsk: AskCheck = ({ benchmarks, comparison }) => {
  // Benchmarks sharing the same problem get one ask, not one each. Append in place: copying the
  // list per benchmark made thousands of benchmarks quadratic.
  const problems = new Map<string, Problem>();
  const add = (id: string, params: Record<string, MessageParam>, name: string) => {
    const key = `${id} ${JSON.stringify(params)}`;
    const p = problems.get(key);
    if (p) p.names.push(name);
    else problems.set(key, { id, params, names: [name] });
  };
  const alpha = comparison.settings.alpha;
  // The tail quantiles asked for (--quantiles): a level only printed by the tool (wrk2's p99.999) asks for nothing.
  const asked = quantilesOf(comparison.settings).filter(isTailMetric) as MetricId[];
  for (const b of benchmarks) {
    const tailIds = metricOrder(Object.keys(b.metrics)).filter(isTailMetric);
    const notEstimable = asked.filter((id) => b.metrics[id]?.verdict === 'insufficient-data' && tooFewSamples(b.metrics[id]));
    if (notEstimable.length) {
      const { samples, metric, needs, pooled } = tooFewSamples(b.metrics[notEstimable[0]])!.params;
      // Runs of one operation each (hyperfine executions): the pooled sample's size is the run count.
      add('sample-size.not-estimable', { metrics: notEstimable, samples, metric, needs, ...(pooled === true ? { pooled: true } : {}) }, b.name);
    }
    const tail = tailIds.map((id) => b.metrics[id]).filter((m) => m !== undefined);
    const tooFewRuns = tail.flatMap((m) => m.notes).find((n) => n.id === 'compare.too-few-runs');
    // Which tail metric lacks an interval, when another metric (the median across runs) has one.
    const short = tailIds.find((id) => hasNote(b.metrics[id], 'compare.too-few-runs'));
    const judgedElsewhere = Object.values(b.metrics).some((m) => m?.ciLow !== null && m?.ciLow !== undefined);
    if (tooFewRuns) {
      add('sample-size.too-few-runs', { base: b.runs.base, head: b.runs.head, alpha, needs: tooFewRuns.params.needs, ...(judgedElsewhere && short ? { metric: short } : {}) }, b.name);
    } else if (b.runs.base === 1 && b.runs.head === 1 && tail.some((m) => m.method === 'within-run' || hasNote(m, 'compare.one-run-no-interval'))) {
      add('sample-size.one-run', { needs: minRunsPerSide(alpha) }, b.name);
    }
    const inconclusive = [...tailIds, 'p50' as const, 'mean' as const]
      .map((id) => [id, b.metrics[id]] as const)
      .filter(([, m]) => m?.gated && m.verdict === 'inconclusive' && m.runsNeeded);
    if (inconclusive.length) {
      const [id, m] = inconclusive.sort((x, y) => x[1]!.runsNeeded! - y[1]!.runsNeeded!)[0];
      add('sample-size.inconclusive', { metric: id, runs: Math.min(b.runs.base, b.runs.head), ratio: m!.ratio, threshold: m!.threshold, runsNeeded: m!.runsNeeded }, b.name);
    }
  }
  return [...problems.values()].map(({ id, params, names }): Ask => ask('sample-size', id, names.length === 1 ? names[0] : null, names.length === 1 ? params : { ...params, ...namesParams(names) }));
};
