// The one-run path on one run of N samples per side (default 10,000,000): every metric's
// within-run interval and p-value (quantileRatioInterval, quantileRatioP over p50…p99.9) read
// their order statistics from the run. Compares a whole sort of each run (the former lazyOrder)
// with selection of the ranks asked (run-metrics selectedOrder), same data, same process, and
// checks that both give the same numbers. Prints the median of 3.
//   npx tsx bench/one-run.ts [N]
import { selectedOrder } from '../src/compare/run-metrics.js';
import { orderStatisticsOfSorted, quantileRatioInterval, quantileRatioP, type OrderStatistics } from '../src/stats/index.js';

const n = Number(process.argv[2] ?? 10_000_000);
let a = 9;
const r = (): number => {
  a = (a + 0x6d2b79f5) >>> 0;
  let t = a;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const run = (scale: number) =>
  Float64Array.from({ length: n }, () =>
    Math.round(scale * 50000 * Math.exp(0.3 * Math.sqrt(-2 * Math.log(r() + 1e-12)) * Math.cos(6.283185307179586 * r()))),
  );
const base = run(1);
const head = run(1.01);

function use(order: (v: Float64Array) => OrderStatistics): { secs: number; out: number[] } {
  const start = process.hrtime.bigint();
  const [ob, oh] = [order(base), order(head)];
  const out: number[] = [];
  for (const p of [0.5, 0.9, 0.99, 0.999]) {
    const iv = quantileRatioInterval(ob, oh, p, 0.05);
    out.push(iv.lower, iv.upper, quantileRatioP(ob, oh, p, 0.05, 'greater'));
  }
  return { secs: Number(process.hrtime.bigint() - start) / 1e9, out };
}

const sorted = (v: Float64Array): OrderStatistics => {
  let s: OrderStatistics | undefined;
  return { n: v.length, at: (k: number) => (s ??= orderStatisticsOfSorted(Float64Array.from(v).sort())).at(k) };
};
const times: Record<string, number[]> = { sort: [], select: [] };
let same = true;
for (let i = 0; i < 3; i++) {
  const x = use(sorted);
  const y = use(selectedOrder);
  times.sort.push(x.secs);
  times.select.push(y.secs);
  same &&= x.out.every((v, j) => Object.is(v, y.out[j]));
}
const med = (xs: number[]) => [...xs].sort((p, q) => p - q)[1];
console.log(`one run of ${n.toLocaleString('en-US')} samples per side, p50…p99.9 intervals and p-values:`);
console.log(`  whole sort ${med(times.sort).toFixed(2)} s (${times.sort.map((t) => t.toFixed(2)).join(', ')})`);
console.log(`  selection  ${med(times.select).toFixed(2)} s (${times.select.map((t) => t.toFixed(2)).join(', ')}); same numbers: ${same}`);
