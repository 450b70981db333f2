import { describe, expect, it } from 'vitest';
import { ohaJson as reader } from '../../src/formats/oha-json.js';
import {
  expectDetected,
  expectInputError,
  fixture,
  fixtureText,
  fuzzReader,
  parsePath,
  parseText,
  select,
  warning,
} from '../helpers/reader-kit.js';

const F = 'oha-json';
const LOCAL = 'local-closed-loop.json';
const OLD = 'hand-old-schema-errors.json';
const parse = (name: string) => parsePath(reader, fixture(F, name));
const doc = (name: string): any => JSON.parse(fixtureText(F, name));

describe('oha-json', () => {
  it('reads latencyPercentiles (seconds) as percentiles in ns with count = responses', async () => {
    for (const name of [LOCAL, OLD]) {
      const d = doc(name);
      const r = await parse(name);
      expect(r.loadModel).toBe('closed-loop');
      const [lat] = select(r, 'oha');
      const count = Object.values(d.statusCodeDistribution as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(lat.data).toEqual({
        kind: 'percentiles',
        points: Object.entries(d.latencyPercentiles as Record<string, number>).map(([k, v]) => ({
          p: Number((Number(k.slice(1)) / 100).toPrecision(12)),
          value: v * 1e9,
        })),
        count,
        min: d.summary.fastest * 1e9,
        max: d.summary.slowest * 1e9,
        mean: d.summary.average * 1e9,
      });
      // One value per run; the JSON records neither -c nor -q: no load.
      expect(select(r, 'oha', 'ops/s')[0].data).toEqual({ kind: 'per-run', value: d.summary.requestsPerSec });
      expect(r.measurements.every((m) => m.load === undefined)).toBe(true);
    }
    const old = await parse(OLD);
    expect(old.measurements[0].data).toMatchObject({
      count: 11768,
      points: expect.arrayContaining([
        { p: 0.9999, value: 412553000 },
        { p: 0.999, value: 81221000 },
      ]),
    });
    expect(old.warnings).toEqual([
      warning('reader.oha-json.success-rate', { pointer: '/summary/successRate', success: 0.9875 }),
      warning('reader.oha-json.non-2xx', { pointer: '/statusCodeDistribution', statuses: ['503'], counts: ['168'] }),
      warning('reader.oha-json.errors', {
        pointer: '/errorDistribution',
        errors: ['connection closed before message completed', 'aborted due to deadline'],
        counts: ['130', '20'],
      }),
    ]);
  });

  it('rejects malformed output naming the JSON pointer', async () => {
    const d = doc(LOCAL);
    await expectInputError(
      reader,
      JSON.stringify({ ...d, latencyPercentiles: { ...d.latencyPercentiles, p50: 'x' } }),
      /at \/latencyPercentiles\/p50: found the string "x"; expected a number/,
    );
    await expectInputError(
      reader,
      JSON.stringify({ ...d, latencyPercentiles: { p50: null } }),
      /at \/latencyPercentiles: no latency percentiles/,
    );
    await expectInputError(reader, JSON.stringify({ ...d, summary: 3 }), /at \/summary: found number 3; expected an object/);
    await expectInputError(reader, JSON.stringify({ ...d, statusCodeDistribution: { 200: 'many' } }), /at \/statusCodeDistribution\/200: /);
    await expectInputError(reader, fixtureText(F, LOCAL).slice(0, 100), /:\d+: (invalid JSON|the JSON ends early)/);
  });

  it('is detected by content and reads end to end; survives fuzzing', async () => {
    for (const name of [LOCAL, OLD]) await expectDetected(F, fixture(F, name));
    await fuzzReader(reader, [fixtureText(F, LOCAL), fixtureText(F, OLD)], 150);
    const clean = await parseText(
      reader,
      JSON.stringify({
        ...doc(LOCAL),
        summary: { ...doc(LOCAL).summary, successRate: 1 },
        statusCodeDistribution: { 200: 10 },
        errorDistribution: {},
      }),
    );
    expect(clean.warnings).toEqual([]);
  });

  it('names its measures latency (as the CSV reader) and requestsPerSec', async () => {
    const r = await parse('local-closed-loop.json');
    const triples = [...new Set(r.measurements.map((m) => JSON.stringify([m.benchmark, m.measure ?? null, m.unit])))].map(
      (k) => JSON.parse(k) as unknown,
    );
    expect(triples).toEqual([
      ['oha', 'latency', 'ns'],
      ['oha', 'requestsPerSec', 'ops/s'],
    ]);
  });
});
