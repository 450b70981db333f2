import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POW10, plainDecimal } from '../../src/read/byte-number.js';

const at = (text: string): number => {
  // Inside a larger buffer, so the bounds [s, e) are honoured.
  const buf = Buffer.from(`9${text}9`, 'latin1');
  return plainDecimal(buf, 1, buf.length - 1);
};

describe('plainDecimal', () => {
  it('reads plain decimals exactly as Number() does', () => {
    expect(at('12.345')).toBe(12.345);
    expect(at('.5')).toBe(0.5);
    expect(at('5.')).toBe(5);
    expect(at('+7')).toBe(7);
    expect(at('007.50')).toBe(7.5);
    expect(at('123456789012345')).toBe(123456789012345);
    expect(at('0.00000000000001')).toBe(1e-14);
    expect(Object.is(at('-0'), -0)).toBe(true);
    expect(Object.is(at('-0.0'), -0)).toBe(true);
  });

  it('gives NaN for anything else, so that callers take their general path (Number(), or their refusal)', () => {
    // 1e3 is a number, but not a plain decimal: the callers read it with Number().
    for (const text of [
      '1e3',
      '',
      '.',
      '-',
      '+',
      '1.2.3',
      ' 1',
      '1 ',
      '0x10',
      '1,5',
      '--1',
      '1234567890123456',
      '0.000000000000001',
      'Infinity',
      'NaN',
    ]) {
      expect(at(text), text).toBeNaN();
    }
  });

  it('agrees with Number() on every plain decimal of up to 15 digits', () => {
    fc.assert(
      fc.property(fc.constantFrom('', '-', '+'), fc.stringMatching(/^[0-9]{1,15}$/), fc.nat(16), (sign, digits, dotAt) => {
        const cut = dotAt % (digits.length + 1);
        const text = `${sign}${digits.slice(0, cut)}.${digits.slice(cut)}`;
        expect(Object.is(at(text), Number(text))).toBe(true);
        expect(Object.is(at(sign + digits), Number(sign + digits))).toBe(true);
      }),
      { seed: 14, numRuns: 2000 },
    );
  });

  it('as an integer (an iteration count): digits only, no sign and no dot', () => {
    const int = (text: string) => {
      const buf = Buffer.from(`9${text}9`, 'latin1');
      return plainDecimal(buf, 1, buf.length - 1, true);
    };
    expect(int('1000')).toBe(1000);
    expect(int('0')).toBe(0);
    for (const bad of ['-1', '+1', '1.5', '1.', '', '1e3']) expect(int(bad)).toBeNaN();
  });

  it('POW10 holds the exact powers of ten it divides by', () => {
    expect(POW10).toHaveLength(23);
    POW10.forEach((p, k) => expect(p).toBe(Number(`1e${k}`)));
  });
});
