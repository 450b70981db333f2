/**
 * Pure statistics for bench-review (methodology: ../shared/docs/methodology.md). Numbers in,
 * plain objects out; no I/O.
 */
export { erfc, normalCdf, normalSf, normalQuantile } from './normal.js';
export { logGamma } from './log-gamma.js';
export { regularizedIncompleteBeta } from './incomplete-beta.js';
export {
  quantileType7,
  quantileR8,
  nearestRank,
  nearestRankIndex,
  harrellDavis,
  harrellDavisWeights,
  nextDown,
  histogramValueAtPercentile,
  histogramOrderStatistic,
  orderStatisticsOfSorted,
  orderStatisticsOfHistogram,
  type QuantileEstimate,
  type HistogramLike,
  type OrderStatistics,
} from './quantile.js';
export {
  minSamplesFor,
  minSamplesForTail,
  minSamplesOneSided,
  minSamplesUpperBelowMax,
  isEstimable,
  isWellResolved,
  describeRank,
  maxLevelQuantile,
  type RankDescription,
} from './estimability.js';
export {
  binomialPmf,
  binomialCdf,
  binomialSf,
  orderStatisticInterval,
  goQuantileCI,
  type OrderStatisticInterval,
  type GoQuantileCI,
} from './binomial.js';
export { uNullDistribution, uNullCdf, conditionalRankSumCounts, type UNullDistribution, type TieGroup } from './u-distribution.js';
export {
  mannWhitney,
  mannWhitneyMinP,
  mannWhitneySeparatedP,
  minRunsPerSide,
  type Alternative,
  type MannWhitneyMethod,
  type MannWhitneyOptions,
  type MannWhitneyResult,
} from './mann-whitney.js';
export {
  hlRatio,
  hlShift,
  mosesRank,
  thresholdShiftedU,
  thresholdShiftedP,
  runsToResolve,
  type HlRatioResult,
  type HlShiftResult,
  type MosesRank,
  type ShiftDirection,
} from './hodges-lehmann.js';
export { quantileRatioInterval, quantileRatioP, type QuantileBoundInterval, type QuantileRatioInterval } from './quantile-ratio.js';
export { bhAdjust, byAdjust, bhReject, fcrAdjustedConfidence } from './multiplicity.js';
export {
  ksTwoSample,
  ksTwoSampleSorted,
  ksDistanceSorted,
  andersonDarlingKSample,
  mValue,
  mValueOfSorted,
  isLikelyMultimodal,
  type KsResult,
  type AndersonDarlingResult,
} from './shape.js';
export {
  kolmogorovSf,
  smirnovSf,
  kolmogorovDurbinCdf,
  kolmogorovPelzGoodCdf,
  ksProbOutsideSquare,
  ksProbOutsideBand,
} from './kolmogorov.js';
export { benchstatSummary, benchstatDelta, type BenchstatSummary, type BenchstatDelta } from './benchstat-delta.js';
export { selectInPlace, selectRanks, quantilesType7BySelection, quantilesType7WithSample, selectRanksWithSample } from './select.js';
export { median, sortAscending, sortedNumbers } from './sort.js';
export { mulberry32 } from './random.js';
export { meanRatioInterval, meanRatioP, type MeanEstimate, type MeanRatioInterval } from './mean-ratio.js';
export { studentTCdf, studentTQuantile } from './student-t.js';
