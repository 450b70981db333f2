/**
 * `profile`: a tail metric (p90 and above) regressed or the minimum got worse, on a benchmark whose
 * change is confirmed at its evidence level (changeConfirmed): two processes of the same code, one
 * a side, differ by more than a within-run interval, so a within-run "regression" alone is not
 * worth a profile. The minimum counts only where it is estimable (minEstimable: enough samples a
 * run that it is not one lucky draw); base and head data that are identical ask nothing.
 */
import type { ProfileOutcome } from '../../model/run-summary.js';
import type { Ask, AskCheck } from './ask.js';
import { ask, changeConfirmed, minEstimable, smallestRunOf } from './ask.js';
import { ecosystemOf } from './ecosystem.js';
import { identicalBenchmarks } from './identical.js';

export const profileAsk: AskCheck = ({ benchmarks, comparison, suite }) => {
  const asks: Ask[] = [];
  const identical = identicalBenchmarks(suite);
  for (const b of benchmarks) {
    if (!changeConfirmed(b) || identical.has(b.name)) continue;
    const regressed = (['p99.9', 'p99', 'p90', 'min'] as const).filter(
      (id) => b.metrics[id]?.verdict === 'regression' && (id !== 'min' || minEstimable(smallestRunOf(comparison, b))),
    );
    if (regressed.length === 0) continue;
    const id = regressed[0];
    const m = b.metrics[id]!;
    asks.push(
      ask('profile', 'profile.tail-regressed', b.name, {
        benchmark: b.name,
        toolName: b.toolName,
        metric: id,
        ratio: m.ratio,
        ciLow: m.ciLow,
        ciHigh: m.ciHigh,
        ecosystem: ecosystemOf(b.formats),
      }),
    );
  }
  return asks;
};

/**
 * Turn the `profile` asks of profiled benchmarks into "profiles are attached, please look": the
 * same numbers, plus what profiling gave (uploaded or why not, which sides failed).
 */
export function linkProfiles(asks: Ask[], outcome: ProfileOutcome): Ask[] {
  return asks.map((a) => {
    if (a.id !== 'profile.tail-regressed' || a.benchmark === null) return a;
    const tool = typeof a.params.toolName === 'string' ? a.params.toolName : a.benchmark;
    const runs = outcome.runs.filter((r) => r.benchmark === tool);
    if (runs.length === 0) return a;
    const failed = runs.filter((r) => !r.ok);
    const params = {
      ...a.params,
      uploaded: outcome.artifactUrl !== null,
      problem: outcome.artifactUrl ? null : (outcome.problem ?? null),
      failedSides: failed.map((r) => r.side),
      failedExits: failed.map((r) => r.exit),
    };
    return {
      ...a,
      id: 'profile.profiled',
      params,
      ...(outcome.artifactUrl ? { links: [{ label: 'profiles (base and head)', url: outcome.artifactUrl }] } : {}),
    };
  });
}
