import { describe, expect, it } from 'vitest';
import { andersonDarlingKSample, isLikelyMultimodal, ksTwoSample, mValue } from '../../src/stats/shape.js';
import { kolmogorovSf } from '../../src/stats/kolmogorov.js';
import { mannWhitney } from '../../src/stats/mann-whitney.js';
import { expectAllRel, expectRel, mulberry32, normalGenerator } from './helpers.js';

describe('TV-KS: the Mann-Whitney blind spot vs KS / AD', () => {
  it('A: 20 zeros vs 15 zeros + 5 ones', () => {
    const a = Array<number>(20).fill(0);
    const b = [...Array<number>(15).fill(0), ...Array<number>(5).fill(1)];
    expectRel(mannWhitney(a, b, { method: 'asymptotic' }).p, 0.019450444016954928, 1e-9);
    const exact = ksTwoSample(a, b);
    expect(exact.d).toBe(0.25);
    expect(exact.method).toBe('exact');
    expectRel(exact.p, 0.571336004933722);
    // 'asymp' = kstwo.sf(D, round(n·m/(n+m))) = kstwo.sf(0.25, 10), exact for n = 10.
    expectRel(ksTwoSample(a, b, { method: 'asymp' }).p, 0.4841115325000003);
  });

  it('B: heavier tails, same centre', () => {
    const a = Array.from({ length: 20 }, (_, i) => 10 + i);
    const b = [...Array.from({ length: 10 }, (_, i) => i), ...Array.from({ length: 10 }, (_, i) => 30 + i)];
    const mw = mannWhitney(a, b);
    expect(mw.u).toBe(200);
    expect(mw.p).toBe(1);
    expect(mannWhitney(a, b, { method: 'asymptotic' }).p).toBe(1);
    const ks = ksTwoSample(a, b, { method: 'exact' });
    expect(ks.d).toBe(0.5);
    expectRel(ks.p, 0.012298612583953778);
    const ad = andersonDarlingKSample([a, b]);
    expectRel(ad.statistic, 5.634078323960737, 1e-12);
    expectRel(ad.pValue, 0.0020693131587331687, 1e-12);
    expect(ad.pValueLimit).toBeUndefined();
  });
});

describe('ksTwoSample vs SciPy ks_2samp (1.17.1)', () => {
  const x = [
    0.61, 0.29, 0.06, 0.59, -1.73, -0.74, 0.51, -0.56, 0.39, 1.64, 0.05, -0.06, 0.64, -0.82, 0.37, 1.77, 1.09, -1.28, 2.36, 1.31, 1.05,
    -0.32, -0.4, 1.06, -2.47,
  ];
  const y = [2.2, 1.2, -0.1, 1.9, 0.6, 0.4, 1.1, 1.5, 0.3, -0.5, 2.7, 1.0, 0.8, 1.4, 0.2, 1.6, 0.9];

  it('unequal sizes: exact lattice paths and asymp', () => {
    const r = ksTwoSample(x, y);
    expectRel(r.d, 0.36705882352941177, 1e-15);
    expectRel(r.p, 0.09680021037812679, 1e-12);
    expectRel(ksTwoSample(x, y, { method: 'asymp' }).p, 0.10260637143550666, 1e-12);
    expectRel(ksTwoSample(x, x.slice(0, 7)).p, 0.5159341338429214, 1e-12);
  });

  it('large samples switch to asymp (max(n1, n2) > 10 000)', () => {
    const a = Float64Array.from({ length: 12000 }, (_, i) => i);
    const b = Float64Array.from({ length: 11000 }, (_, i) => i + 400.5);
    const r = ksTwoSample(a, b);
    expect(r.method).toBe('asymp');
    expectRel(r.d, 0.05, 1e-14);
    // SciPy's D is 0.050000000000000044 (float ECDF difference), ours exactly h/lcm.
    expectRel(r.p, 6.57676983585067e-13, 1e-9);
  });

  it('identical samples: D = 0, p = 1', () => {
    expect(ksTwoSample([1, 2, 3], [3, 2, 1])).toEqual({ d: 0, p: 1, method: 'exact' });
  });
});

describe('kolmogorovSf = SciPy kstwo.sf(d, n)', () => {
  const rows: [number, number, number][] = [
    [10, 0.25, 0.4841115325000003],
    [10, 0.05, 1],
    [10, 0.12, 0.9948566839762616],
    [10, 0.6, 0.0005681672000000003],
    [50, 0.3, 0.00017353260202718738],
    [100, 0.05, 0.9532159710635725],
    [140, 0.1, 0.11353657290090946],
    [141, 0.05, 0.854845693009663],
    [141, 0.13, 0.015449346308454497],
    [500, 0.03, 0.7473166700457021],
    [500, 0.08, 0.0031305058199356268],
    [1000, 0.02, 0.8108971656895577],
    [5000, 0.01, 0.6954557253913853],
    [100000, 0.003, 0.3284563327726956],
    [200000, 0.002, 0.39995085369038097],
    [1000000, 0.001, 0.26982107442589376],
  ];
  it.each(rows)('n=%d d=%d', (n, d, want) => expectRel(kolmogorovSf(n, d), want, 1e-12));
});

describe('Anderson-Darling k-sample vs SciPy anderson_ksamp (midrank)', () => {
  it('three samples, interpolated p and critical values', () => {
    const x = [
      0.61, 0.29, 0.06, 0.59, -1.73, -0.74, 0.51, -0.56, 0.39, 1.64, 0.05, -0.06, 0.64, -0.82, 0.37, 1.77, 1.09, -1.28, 2.36, 1.31, 1.05,
      -0.32, -0.4, 1.06, -2.47,
    ];
    const y = [2.2, 1.2, -0.1, 1.9, 0.6, 0.4, 1.1, 1.5, 0.3, -0.5, 2.7, 1.0, 0.8, 1.4, 0.2, 1.6, 0.9];
    const two = andersonDarlingKSample([x, y]);
    expectRel(two.statistic, 2.5345629140705426, 1e-12);
    expectRel(two.pValue, 0.029709773514085883, 1e-12);
    const r = andersonDarlingKSample([x, y, [0.1, 0.2, 0.3, 5, 6, 7]]);
    expectRel(r.statistic, 3.538151376595623, 1e-12);
    expectRel(r.pValue, 0.008861506684302899, 1e-12);
    expectAllRel(
      r.criticalValues,
      [
        0.44925883860929594, 1.3052766952966366, 1.9434183976444794, 2.576965691583343, 3.4163485553218895, 4.072100430724998,
        5.564191013989369,
      ],
    );
  });

  it('ties (midrank) and the 0.25 cap', () => {
    const tied = andersonDarlingKSample([
      [1, 1, 2, 2, 3, 3, 3],
      [2, 2, 3, 3, 4, 4, 4, 5],
    ]);
    expectRel(tied.statistic, 2.9931476945678623, 1e-12);
    expectRel(tied.pValue, 0.019594511359835427, 1e-12);
    const capped = andersonDarlingKSample([
      [1, 2, 3, 4, 5],
      [1.5, 2.5, 3.5, 4.5, 5.5],
    ]);
    expectRel(capped.statistic, -1.075411260772158, 1e-12);
    expect(capped.pValue).toBe(0.25);
    expect(capped.pValueLimit).toBe('capped');
  });

  it('floors at 0.001', () => {
    const a = Array.from({ length: 30 }, (_, i) => i);
    const b = Array.from({ length: 30 }, (_, i) => i + 100);
    const r = andersonDarlingKSample([a, b]);
    expect(r.pValue).toBe(0.001);
    expect(r.pValueLimit).toBe('floored');
  });
});

describe('multimodality m-value (methodology §2.6)', () => {
  const normal = normalGenerator(mulberry32(99));
  const unimodal = Array.from({ length: 2000 }, () => Math.exp(0.2 * normal()));
  const bimodal = Array.from({ length: 2000 }, (_, i) => (i % 2 === 0 ? 10 : 16) + normal());

  it('≈ 2 for unimodal data, ≥ 3.2 for two well-separated equal modes', () => {
    expect(mValue(unimodal)).toBeLessThan(2.5);
    expect(mValue(bimodal)).toBeGreaterThan(3.2);
    expect(isLikelyMultimodal(unimodal)).toBe(false);
    expect(isLikelyMultimodal(bimodal)).toBe(true);
  });

  it('degenerate inputs and the n ≥ 12 rule', () => {
    expect(mValue([5, 5, 5, 5])).toBe(2);
    expect(mValue([1])).toBe(2);
    expect(isLikelyMultimodal([1, 1, 1, 10, 10, 10, 1, 10, 1, 10, 1])).toBe(false); // 11 values
  });
});
