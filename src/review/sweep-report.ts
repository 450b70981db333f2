/**
 * The report's `sweeps[]`: each decided sweep (review/sweep.ts) with its points' metrics as the
 * benchmarks' own rows have them (verdicts, FCR-adjusted intervals), the sides' throughput,
 * sustained marks and SLO states, and the capacity under the SLO.
 */
import type { MetricId } from '../model/settings.js';
import type { Side } from '../model/types.js';
import type { ReportMetric, ReportSweep, ReportSweepSide } from './contract.js';
import type { BenchmarkDecision, MetricDecision } from './gate.js';
import type { SweepDecision, SweepPointDecision } from './sweep.js';

function side(d: SweepPointDecision, s: Side): ReportSweepSide {
  const x = d.point.sides[s];
  return { runs: x.runs, achieved: x.achieved, sustained: x.sustained, stdDev: x.stdDev, slo: d.slo[s] };
}

export function reportSweeps(
  sweeps: readonly SweepDecision[],
  decisions: readonly BenchmarkDecision[],
  reportMetric: (d: MetricDecision) => ReportMetric,
): ReportSweep[] {
  const byComparison = new Map(decisions.map((b) => [b.comparison, b]));
  return sweeps.map((sd) => ({
    name: sd.sweep.name,
    measure: sd.sweep.measure,
    unit: sd.sweep.unit,
    param: sd.sweep.param,
    points: sd.points.map((d) => {
      const latency = byComparison.get(d.point.latency);
      const metrics: Partial<Record<MetricId, ReportMetric>> = {};
      for (const id of Object.keys(d.point.metrics) as MetricId[]) {
        const m = latency?.metrics[id];
        if (m) metrics[id] = reportMetric(m);
      }
      const tp = d.point.throughput ? byComparison.get(d.point.throughput)?.metrics.mean : undefined;
      return {
        value: d.point.value,
        offered: d.point.offered,
        benchmark: d.point.latency.benchmark.name,
        base: side(d, 'base'),
        head: side(d, 'head'),
        metrics,
        throughput: tp ? reportMetric(tp) : null,
      };
    }),
    capacity: sd.capacity
      ? {
          ...sd.capacity,
          conditions: sd.capacity.conditions.map((c) => ({ ...c })),
          regressedAt: [...sd.capacity.regressedAt],
          improvedAt: [...sd.capacity.improvedAt],
          unprinted: sd.capacity.unprinted.map((u) => ({ ...u })),
        }
      : null,
  }));
}
