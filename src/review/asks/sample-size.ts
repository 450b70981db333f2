/** `sample-size`: an extreme quantile rests on too few samples, or too few runs to conclude. */
import type { MetricId } from '../../model/settings.js';
import type { Ask, AskCheck } from './ask.js';
import { listNames } from './ask.js';

const TAIL: MetricId[] = ['p90', 'p99', 'p99.9'];

/** Benchmarks sharing the same problem get one ask, not one each. */
function grouped(problems: Map<string, string[]>): Ask[] {
  return [...problems].map(([message, names]) => ({
    kind: 'sample-size' as const,
    benchmark: names.length === 1 ? names[0] : null,
    message: names.length === 1 ? message : `${listNames(names)}: ${message}`,
  }));
}

export const sampleSizeAsk: AskCheck = ({ benchmarks, comparison }) => {
  const problems = new Map<string, string[]>();
  // Append in place: copying the list per benchmark made thousands of benchmarks quadratic.
  const add = (message: string, name: string) => {
    const names = problems.get(message);
    if (names) names.push(name);
    else problems.set(message, [name]);
  };
  const alpha = comparison.settings.alpha;
  for (const b of benchmarks) {
    const notEstimable = TAIL.filter((id) => b.metrics[id]?.verdict === 'insufficient-data' && /needs ≥/.test(b.metrics[id]?.note ?? ''));
    if (notEstimable.length) {
      const id = notEstimable[0];
      const reason = b.metrics[id]!.note!.replace(/^Not estimable: /, '').replace(/\.$/, '');
      add(`${notEstimable.join(' and ')} cannot be estimated: ${reason}. Longer runs would let the tail be compared.`, b.name);
    }
    const tail = TAIL.map((id) => b.metrics[id]).filter((m) => m !== undefined);
    if (tail.some((m) => /needs ≥ 4 runs per side/.test(m.note ?? ''))) {
      add(`${b.runs.base} vs ${b.runs.head} runs cannot show any difference at α = ${alpha}. Please run at least 4 process-level runs per side (10 recommended).`, b.name);
    } else if (b.runs.base === 1 && b.runs.head === 1 && tail.some((m) => m.method === 'within-run' || /One run per side/.test(m.note ?? ''))) {
      add('One run per side: run-to-run noise is not measured, so these verdicts cannot gate. Please run at least 4 process-level runs per side (10 recommended), or calibrate a noise floor with an A/A comparison (--noise-floor).', b.name);
    }
    const inconclusive = TAIL.concat('p50', 'mean')
      .map((id) => [id, b.metrics[id]] as const)
      .filter(([, m]) => m?.gated && m.verdict === 'inconclusive' && m.runsNeeded);
    if (inconclusive.length) {
      const [id, m] = inconclusive.sort((x, y) => x[1]!.runsNeeded! - y[1]!.runsNeeded!)[0];
      add(`${id} is inconclusive with ${Math.min(b.runs.base, b.runs.head)} runs per side (change ${m!.ratio === null ? '?' : ((m!.ratio - 1) * 100).toFixed(1) + '%'}, threshold ${(m!.threshold * 100).toFixed(0)}%); about ${m!.runsNeeded} runs per side would resolve it.`, b.name);
    }
  }
  return grouped(problems);
};
