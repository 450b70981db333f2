/**
 * The port of pragmastat's Shift search (src/stats/pragma-shift.ts) gives pragmastat's own double,
 * bit for bit, and gives up where pragmastat gives up; hlRatio's estimate is pragmastat's Ratio.
 */
import { ratio as pragmaRatio, shift as pragmaShift, Sample } from 'pragmastat';
import { describe, expect, it } from 'vitest';
import { hlRatio } from '../../src/stats/index.js';
import { pragmaShiftMedian } from '../../src/stats/pragma-shift.js';
import { mulberry32, normalGenerator } from './helpers.js';

const sorted = (v: number[]) => Float64Array.from(v).sort();

describe('pragmaShiftMedian', () => {
  it('equals pragmastat Shift on random samples of 1 … 80 values, with and without ties', () => {
    const r = mulberry32(2026);
    const normal = normalGenerator(r);
    for (let c = 0; c < 400; c++) {
      const m = 1 + Math.floor(r() * 80);
      const n = 1 + Math.floor(r() * 80);
      const step = c % 3 === 0 ? 0.25 : 0;
      const draw = (k: number, loc: number) =>
        Array.from({ length: k }, () => (step ? Math.round((loc + normal()) / step) * step : loc + normal()));
      const x = draw(m, 0.3 * normal());
      const y = draw(n, 0);
      expect(Object.is(pragmaShiftMedian(sorted(x), sorted(y)), pragmaShift(Sample.of(x), Sample.of(y)).value)).toBe(true);
    }
  });

  it('gives up where pragmastat gives up (geometrically spaced differences)', () => {
    const x = [0, 0, 0, 0, 0];
    const y = Array.from({ length: 301 }, (_, i) => -(2 ** -i));
    expect(() => pragmaShift(Sample.of(x), Sample.of(y))).toThrow(/Convergence failure/);
    expect(() => pragmaShiftMedian(sorted(x), sorted(y))).toThrow(/Convergence failure/);
  });

  it('makes hlRatio’s estimate pragmastat Ratio(head, base)', () => {
    const r = mulberry32(11);
    for (let c = 0; c < 200; c++) {
      const m = 2 + Math.floor(r() * 40);
      const n = 2 + Math.floor(r() * 40);
      const round = c % 2 ? 1 : 1e-3;
      const base = Array.from({ length: m }, () => Math.round(1000 * Math.exp(0.2 * (r() - 0.5)) * round) / round);
      const head = Array.from({ length: n }, () => Math.round(1030 * Math.exp(0.2 * (r() - 0.5)) * round) / round);
      expect(Object.is(hlRatio(base, head).ratio, pragmaRatio(Sample.of(head), Sample.of(base)).value)).toBe(true);
    }
  });
});
