/** Every ask, in the order they are shown: what blocks judging first, then what explains a change. */
import type { Ask, AskCheck, AskContext, PrAskCheck, PrAskContext } from './ask.js';
import { coordinatedOmissionAsk } from './coordinated-omission.js';
import { coverageAsk } from './coverage.js';
import { cpuInfoAsk } from './cpu-info.js';
import { distributionAsk } from './distribution.js';
import { percentilesAsk } from './percentiles.js';
import { prClaimAsk } from './pr-claim.js';
import { prCpuInfoAsk } from './pr-cpu-info.js';
import { prPercentilesAsk } from './pr-percentiles.js';
import { prProfileAsk } from './pr-profile.js';
import { profileAsk } from './profile.js';
import { sampleSizeAsk } from './sample-size.js';
import { toolHazardAsk } from './tool-hazard.js';
import { varianceAsk } from './variance.js';

export type { Ask, AskKind, PrAskContext } from './ask.js';

export const ASKS: readonly AskCheck[] = [
  percentilesAsk,
  profileAsk,
  distributionAsk,
  sampleSizeAsk,
  varianceAsk,
  coverageAsk,
  coordinatedOmissionAsk,
  toolHazardAsk,
  cpuInfoAsk,
];

export function collectAsks(ctx: AskContext): Ask[] {
  return ASKS.flatMap((check) => check(ctx));
}

/** Asks about the benchmark numbers in the PR description, in the order they are shown: a contradicted claim first. */
export const PR_ASKS: readonly PrAskCheck[] = [prClaimAsk, prPercentilesAsk, prProfileAsk, prCpuInfoAsk];

export function collectPrAsks(facts: PrAskContext['facts'], existing: readonly Ask[], benchmarks: PrAskContext['benchmarks'] = []): Ask[] {
  return PR_ASKS.flatMap((check) => check({ facts, existing, benchmarks }));
}
