/**
 * Whether a sweep's capacity verdict fails the gate: one rule for the gate itself (gate.ts) and for
 * whoever reads its report (render, publish), and which load points lie beyond a side's capacity. No
 * imports, so contract.ts and gate.ts can both use it.
 */
/** Runs per side a load point needs before a capacity regression it decides may fail the check. */
export const MIN_CAPACITY_RUNS = 4;

/** What the capacity predicates read: a decided sweep (review/sweep.ts) or a report's sweep. */
export interface WithCapacity {
  capacity: { verdict: string; unconfirmed: boolean } | null | undefined;
}
/** A capacity regression that fails the check (confirmed: see {@link MIN_CAPACITY_RUNS}). */
export const capacityFails = (s: WithCapacity): boolean => s.capacity?.verdict === 'regression' && !s.capacity.unconfirmed;
/** A capacity regression resting on too few runs: the gate says neutral. */
export const capacityUnconfirmed = (s: WithCapacity): boolean => s.capacity?.verdict === 'regression' && s.capacity.unconfirmed;

/** One side of a load point as {@link beyondCapacity} reads it (a report's sweep side, or review/sweep.ts's). */
export interface LoadSide {
  runs: number;
  achieved: number | null;
  sustained: boolean | null;
  slo: string | null;
}

/** Why a side's capacity ends at a load point: it did not sustain the offered rate, violated the SLO, or carried no more than below it. */
export type CapacityEnd = 'not-sustained' | 'violates' | 'saturated';

/** Load points one side did not run because its capacity ends below them (see {@link beyondCapacity}). */
export interface BeyondCapacity {
  /** The side with no runs at `at`. */
  side: 'base' | 'head';
  /** The load values only the other side ran, above `limit`. */
  at: number[];
  /** The lowest load where this side's capacity ended. */
  limit: number;
  why: CapacityEnd;
}

/** A load's growth of which less than this share was carried: saturated (closed-loop sweeps reach it without a "not sustained"). */
const SATURATED_GROWTH = 0.1;

/**
 * Load points only one side ran because the other side's capacity ends below them: at a lower load
 * the other side did not sustain the offered rate, violated the SLO, or was saturated (where it
 * cannot be said whether it sustained the load, it carried less than a tenth of the added load more
 * than at the load below, or less). Such a point is a finding
 * of the capacity comparison (the side could not carry that load), not a benchmark missing from one
 * run: review/asks/coverage.ts asks nothing about it, render/sweeps.ts says it.
 */
export function beyondCapacity(points: ReadonlyArray<{ value: number; base: LoadSide; head: LoadSide }>): BeyondCapacity[] {
  const sorted = [...points].sort((a, b) => a.value - b.value);
  const out: BeyondCapacity[] = [];
  for (const side of ['base', 'head'] as const) {
    const other = side === 'base' ? 'head' : 'base';
    const ran = sorted.filter((p) => p[side].runs > 0);
    let end: { limit: number; why: CapacityEnd } | undefined;
    for (let i = 0; i < ran.length && !end; i++) {
      const x = ran[i][side];
      const below = ran[i - 1];
      const prev = below?.[side].achieved;
      if (x.sustained === false) end = { limit: ran[i].value, why: 'not-sustained' };
      else if (x.slo === 'violates') end = { limit: ran[i].value, why: 'violates' };
      else if (
        x.sustained !== true &&
        below &&
        prev != null &&
        prev > 0 &&
        x.achieved !== null &&
        x.achieved < prev * (1 + SATURATED_GROWTH * (ran[i].value / below.value - 1))
      )
        end = { limit: ran[i].value, why: 'saturated' };
    }
    if (!end) continue;
    const limit = end.limit;
    const at = sorted.filter((p) => p.value > limit && p[side].runs === 0 && p[other].runs > 0).map((p) => p.value);
    if (at.length) out.push({ side, at, ...end });
  }
  return out;
}
