import { describe, expect, it } from 'vitest';
import { SampleColumn } from '../../src/read/sample-column.js';

describe('SampleColumn', () => {
  it('keeps every value in order across growth (doubling, then by half past 1 Mi values)', () => {
    const c = new SampleColumn();
    expect(c.take()).toEqual(new Float64Array(0));
    const n = 3_000_017;
    for (let i = 0; i < n; i++) c.push(i * 0.5);
    const v = c.take();
    expect(v.length).toBe(n);
    expect([v[0], v[15], v[16], v[(1 << 20) - 1], v[1 << 20], v[n - 1]]).toEqual([
      0,
      7.5,
      8,
      ((1 << 20) - 1) * 0.5,
      (1 << 20) * 0.5,
      (n - 1) * 0.5,
    ]);
    // Doubled up to 1 Mi, then grown by half: 1.5 Mi, 2.25 Mi, 3.375 Mi values.
    expect(v.buffer.byteLength / 8).toBe(3_538_944);
  });
});
