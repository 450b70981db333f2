import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mannWhitney, mannWhitneyMinP, minRunsPerSide } from '../../src/stats/mann-whitney.js';
import { uNullDistribution } from '../../src/stats/u-distribution.js';
import { expectRel } from './helpers.js';

describe('TV-MW-1: no ties, 8 vs 8', () => {
  const base = [1, 2, 3, 4, 5, 6, 7, 8];
  const head = [4.5, 6.5, 8.5, 9, 10, 11, 12, 13];

  it('U of the first sample', () => {
    expect(mannWhitney(base, head).u).toBe(6);
    expect(mannWhitney(head, base).u).toBe(58);
  });

  it('exact (= Go, = SciPy exact / auto / PermutationMethod)', () => {
    const two = mannWhitney(base, head, { method: 'exact' });
    expect(two.method).toBe('exact');
    expectRel(two.p, 60 / 12870);
    expectRel(two.p, 0.004662004662004662);
    expectRel(mannWhitney(base, head, { alternative: 'less', method: 'exact' }).p, 0.002331002331002331);
    expectRel(mannWhitney(base, head, { alternative: 'greater', method: 'exact' }).p, 0.9985236985236985);
    expect(mannWhitney(base, head).method).toBe('exact');
    expectRel(mannWhitney(base, head).p, 0.004662004662004662);
  });

  it('asymptotic with and without continuity correction (normal approx: 1e-9)', () => {
    expectRel(mannWhitney(base, head, { method: 'asymptotic' }).p, 0.007405533340500268, 1e-9);
    expectRel(mannWhitney(base, head, { method: 'asymptotic', alternative: 'less' }).p, 0.003702766670250134, 1e-9);
    expectRel(mannWhitney(base, head, { method: 'asymptotic', continuity: false }).p, 0.006322947695810933, 1e-9);
  });
});

describe('TV-MW-2: ties, 8 vs 8', () => {
  const base = [1, 2, 2, 3, 3, 3, 4, 5];
  const head = [3, 3, 4, 4, 5, 5, 6, 7];

  it('U with mid-ranks', () => {
    expect(mannWhitney(base, head).u).toBe(11);
    expect(mannWhitney(head, base).u).toBe(53);
  });

  it('exact conditional on ties (Go; SciPy PermutationMethod)', () => {
    const two = mannWhitney(base, head);
    expect(two.method).toBe('exact');
    expectRel(two.p, 352 / 12870);
    expectRel(two.p, 0.02735042735042735);
    expectRel(mannWhitney(base, head, { alternative: 'less' }).p, 0.013675213675213675);
    expectRel(mannWhitney(base, head, { alternative: 'greater' }).p, 0.9933177933177934);
  });

  it('SciPy method="exact" ignores ties (exact-no-ties)', () => {
    expectRel(mannWhitney(base, head, { method: 'exact-no-ties' }).p, 362 / 12870);
    expectRel(mannWhitney(base, head, { method: 'exact-no-ties' }).p, 0.028127428127428127);
    expectRel(mannWhitney(base, head, { method: 'exact-no-ties', alternative: 'less' }).p, 0.014063714063714063);
    expectRel(mannWhitney(base, head, { method: 'exact-no-ties', alternative: 'greater' }).p, 0.9896658896658896);
  });

  it('normal approximation with tie correction', () => {
    const opt = { method: 'asymptotic' } as const;
    expectRel(mannWhitney(base, head, opt).p, 0.027781271091120593, 1e-9);
    expectRel(mannWhitney(base, head, { ...opt, alternative: 'less' }).p, 0.013890635545560297, 1e-9);
    expectRel(mannWhitney(base, head, { ...opt, alternative: 'greater' }).p, 0.9894919746471937, 1e-9);
    expectRel(mannWhitney(base, head, { ...opt, continuity: false }).p, 0.02419436557302425, 1e-9);
  });

  it('auto switches to the normal approximation above 25 per side with ties', () => {
    const x = Array.from({ length: 26 }, (_, i) => Math.floor(i / 2));
    const y = Array.from({ length: 26 }, (_, i) => Math.floor(i / 2) + 3);
    expect(mannWhitney(x, y).method).toBe('asymptotic');
    expect(mannWhitney(x.slice(0, 25), y.slice(0, 25)).method).toBe('exact');
  });
});

describe('TV-MW-3: minimum achievable p (k vs k fully separated)', () => {
  const sep = (k: number): [number[], number[]] => [
    Array.from({ length: k }, (_, i) => i + 1),
    Array.from({ length: k }, (_, i) => 101 + i),
  ];
  const rows: [number, number, number, number][] = [
    [3, 0.1, 0.08085559837005224, 0.049534613435626706],
    [4, 0.02857142857142857, 0.03038282197657749, 0.020921335337794014],
    [5, 0.007936507936507936, 0.012185780355344813, 0.009023438818080326],
  ];
  it.each(rows)('k = %d', (k, exact, asymp, asympNoCc) => {
    const [x, y] = sep(k);
    expectRel(mannWhitney(x, y).p, exact);
    expectRel(mannWhitney(x, y, { method: 'asymptotic' }).p, asymp, 1e-9);
    expectRel(mannWhitney(x, y, { method: 'asymptotic', continuity: false }).p, asympNoCc, 1e-9);
  });

  it('uncorrected z at k = 3 says p < 0.05 although no 3-vs-3 result can be significant', () => {
    const [x, y] = sep(3);
    expect(mannWhitney(x, y, { method: 'asymptotic', continuity: false }).p).toBeLessThan(0.05);
    expect(mannWhitney(x, y).p).toBe(0.1);
  });

  it('benchstat uTestMinP table and minimum runs per side', () => {
    const table = [
      1, 0.3333333333333333, 0.1, 0.02857142857142857, 0.007936507936507936, 0.0021645021645021645, 0.0005827505827505828,
      0.0001554001554001554, 4.113533525298231e-5,
    ];
    table.forEach((want, i) => {
      expectRel(mannWhitneyMinP(i + 1), want);
      const [x, y] = sep(i + 1);
      expectRel(mannWhitney(x, y).p, want);
    });
    expect([0.05, 0.01, 0.001, 0.0001].map(minRunsPerSide)).toEqual([4, 5, 7, 9]);
  });
});

describe('TV-MW-4: exact vs asymptotic, unequal sizes', () => {
  const x = [101, 102, 103, 104, 105];
  const y = Array.from({ length: 50 }, (_, i) => i + 1);
  it('exact = 1/C(55, 5); asymptotic 465× larger', () => {
    const exact = mannWhitney(x, y, { alternative: 'greater' });
    expect(exact.u).toBe(250);
    expect(exact.method).toBe('exact');
    expectRel(exact.p, 2.874586670369134e-7);
    const asymp = mannWhitney(x, y, { alternative: 'greater', method: 'asymptotic' });
    expectRel(asymp.p, 0.00013370277743792665, 1e-9);
    expect(Math.round(asymp.p / exact.p)).toBe(465);
  });
});

describe('TV-BS: benchstat Mann-Whitney p-values (exact, tie-conditional)', () => {
  const oldJson = [1726, 1723, 1707, 1707, 1713, 1729, 1736, 1707, 1705, 1774];
  const newJson = [1423, 1416, 1411, 1413, 1412, 1426, 1422, 1424, 1447, 1425];
  const oldGob = [3069, 3075, 3069, 3067, 3207, 3064, 3064, 3058, 3059, 3062];
  const newGob = [3075, 3065, 3059, 3065, 3060, 3081, 3186, 3135, 3087, 3062];
  it('json: U_old = 100, p = 2/C(20,10)', () => {
    const r = mannWhitney(oldJson, newJson);
    expect(r.u).toBe(100);
    expectRel(r.p, 1.082508822446903e-5);
    // §8 quotes SciPy's asymptotic p as 0.000179; full value from SciPy 1.17.1:
    expectRel(mannWhitney(oldJson, newJson, { method: 'asymptotic' }).p, 0.00017861448837368162, 1e-9);
  });
  it('gob: U_old = 39.5, p = 82420/184756', () => {
    const r = mannWhitney(oldGob, newGob);
    expect(r.u).toBe(39.5);
    expectRel(r.p, 82420 / 184756);
    expectRel(r.p, 0.4461018857303687);
    // §8: 0.448667; full SciPy 1.17.1 value:
    expectRel(mannWhitney(oldGob, newGob, { method: 'asymptotic' }).p, 0.4486666230878421, 1e-9);
  });
});

describe('edge cases and invariants', () => {
  it('all values equal → p = 1', () => {
    expect(mannWhitney([3, 3, 3], [3, 3]).p).toBe(1);
    expect(mannWhitney([3, 3, 3], [3, 3], { method: 'asymptotic' }).p).toBe(1);
  });

  it('rejects empty and NaN input, does not mutate', () => {
    expect(() => mannWhitney([], [1])).toThrow(RangeError);
    expect(() => mannWhitney([NaN], [1])).toThrow(RangeError);
    const x = Object.freeze([3, 1, 2]);
    const y = Float64Array.from([5, 4]);
    mannWhitney(x, y);
    expect(Array.from(y)).toEqual([5, 4]);
  });

  it('exact tie-conditional p equals brute-force enumeration over all splits', () => {
    const arb = fc
      .tuple(
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 6 }),
      )
      .filter(([x, y]) => new Set([...x, ...y]).size > 1);
    fc.assert(
      fc.property(arb, ([x, y]) => {
        const pooled = [...x, ...y];
        const uOf = (a: number[], b: number[]): number => {
          let u = 0;
          for (const ai of a) for (const bj of b) u += ai > bj ? 1 : ai === bj ? 0.5 : 0;
          return u;
        };
        const uObs = uOf(x, y);
        let less = 0;
        let greater = 0;
        let total = 0;
        const n = pooled.length;
        for (let mask = 0; mask < 1 << n; mask++) {
          let bits = 0;
          for (let i = 0; i < n; i++) bits += (mask >> i) & 1;
          if (bits !== x.length) continue;
          const a = pooled.filter((_, i) => (mask >> i) & 1);
          const b = pooled.filter((_, i) => !((mask >> i) & 1));
          const u = uOf(a, b);
          total++;
          if (u <= uObs) less++;
          if (u >= uObs) greater++;
        }
        expectRel(mannWhitney(x, y, { alternative: 'less', method: 'exact' }).p, less / total, 1e-12);
        expectRel(mannWhitney(x, y, { alternative: 'greater', method: 'exact' }).p, greater / total, 1e-12);
      }),
      { numRuns: 150, seed: 42 },
    );
  });
});

describe('uNullDistribution', () => {
  it('matches brute force for small sizes and is symmetric', () => {
    const d = uNullDistribution(3, 4);
    // Counts of U for 3 vs 4: coefficients of the Gaussian binomial [7 choose 3]_q.
    const counts = [1, 1, 2, 3, 4, 4, 5, 4, 4, 3, 2, 1, 1];
    counts.forEach((c, u) => expectRel(d.pmf[u], c / 35, 1e-14));
    expect(d.cdf(-1)).toBe(0);
    expect(d.cdf(12)).toBe(1);
    expectRel(d.cdf(2.5), 4 / 35);
    expectRel(d.sf(10), 4 / 35);
    expectRel(d.sf(9.5), 4 / 35);
    const e = uNullDistribution(4, 3);
    expect(Array.from(e.pmf)).toEqual(Array.from(d.pmf));
  });

  it('50 vs 50 is exact enough and fast', () => {
    const d = uNullDistribution(50, 50);
    let c = 1;
    for (let i = 1; i <= 50; i++) c = (c * (50 + i)) / i;
    expectRel(d.pmf[0], 1 / c, 1e-12);
    expectRel(d.cdf(1250) + d.sf(1251), 1, 1e-14);
  });
});
