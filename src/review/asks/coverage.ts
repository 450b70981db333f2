/** `coverage`: benchmarks present on one side only. */
import type { Comparison } from '../../compare/compare-suite.js';
import { sweepName } from '../../compare/sweep.js';
import type { Side } from '../../model/types.js';
import { beyondCapacity } from '../capacity.js';
import type { SweepDecision } from '../sweep.js';
import type { Ask, AskCheck } from './ask.js';
import { ask, namesParams } from './ask.js';

/**
 * The benchmarks a side has no runs of because they are load points beyond the other side's
 * capacity (review/capacity.ts beyondCapacity): by the side that lacks them, their display names.
 */
function beyondCapacityNames(comparison: Comparison, sweeps: readonly SweepDecision[]): Record<Side, Set<string>> {
  const out: Record<Side, Set<string>> = { base: new Set(), head: new Set() };
  const keys: Record<Side, Set<string>> = { base: new Set(), head: new Set() };
  const key = (name: string, param: string, value: number) => `${name}\u0000${param}\u0000${value}`;
  for (const sd of sweeps) {
    const points = sd.points.map((d) => ({
      value: d.point.value,
      base: { ...d.point.sides.base, slo: d.slo.base },
      head: { ...d.point.sides.head, slo: d.slo.head },
    }));
    for (const b of beyondCapacity(points)) for (const v of b.at) keys[b.side].add(key(sd.sweep.name, sd.sweep.param, v));
  }
  if (keys.base.size === 0 && keys.head.size === 0) return out;
  // Every benchmark at such a point (latency, throughput, bytes/s…) of the sweep's name is beyond it.
  for (const bc of comparison.benchmarks) {
    const b = bc.benchmark;
    if (!b.load) continue;
    const k = key(sweepName(b, comparison.settings.sweepParam), b.load.param, b.load.value);
    for (const side of ['base', 'head'] as const) if (b.runs[side].length === 0 && keys[side].has(k)) out[side].add(b.name);
  }
  return out;
}

export const coverageAsk: AskCheck = ({ comparison, sweeps = [] }) => {
  const asks: Ask[] = [];
  const beyond = beyondCapacityNames(comparison, sweeps);
  // A load point one side could not carry is the capacity comparison's finding (render/sweeps.ts says it), not missing evidence.
  const head = comparison.onlyIn.head.filter((n) => !beyond.base.has(n));
  const base = comparison.onlyIn.base.filter((n) => !beyond.head.has(n));
  if (head.length) asks.push(ask('coverage', 'coverage.head-only', head.length === 1 ? head[0] : null, namesParams(head)));
  if (base.length) asks.push(ask('coverage', 'coverage.base-only', base.length === 1 ? base[0] : null, namesParams(base)));
  return asks;
};
