/** A fake but deterministic benchmark command for the `runs: auto` tests. */

/**
 * 2000 samples per run around 100 µs, seeded by the run's side and index; every 20th operation
 * takes `slow` times as long (only the tail moves), and each run as a whole is scaled by a
 * log-normal run offset of spread `spread` (a noisy shared machine).
 */
export const bench = (slow: number, spread: number) => `const id = (process.env.BENCH_REVIEW_RUN_ID ?? '').replace(/^.*\\//, '');
let seed = [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const rnd = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
const offset = Math.exp(${spread} * 2 * (rnd() + rnd() + rnd() - 1.5));
const rows = ['benchmark,run,value,unit'];
for (let i = 0; i < 2000; i++) rows.push('checkout,1,' + (100 * offset * Math.exp(0.2 * (rnd() + rnd() + rnd() - 1.5)) * (i % 20 === 0 ? ${slow} : 1)).toFixed(3) + ',us');
console.log(rows.join('\\n'));
`;
