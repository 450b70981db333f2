/**
 * Whether a sweep's capacity verdict fails the gate: one rule for the gate itself (gate.ts) and for
 * whoever reads its report (render, publish). No imports, so contract.ts and gate.ts can both use it.
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
