import { describe, expect, it } from 'vitest';
import { ghz as reader } from '../../src/formats/ghz.js';
import {
  expectDetected,
  expectInputError,
  fixture,
  fixtureText,
  fuzzReader,
  parsePath,
  parseText,
  warning,
} from '../helpers/reader-kit.js';

const F = 'ghz';
const SAMPLE = 'website-sample-pretty-2018.json';
const NEW = 'hand-v0.120-no-details-errors.json';
const parse = (name: string) => parsePath(reader, fixture(F, name));
const doc = (name: string): any => JSON.parse(fixtureText(F, name));

describe('ghz', () => {
  it('reads details[] as per-op samples of the OK calls, with failures and missing details as warnings', async () => {
    const d = doc(SAMPLE);
    const ok = (d.details as Array<{ latency: number; error: string; status: string }>)
      .filter((x) => x.error === '' && x.status === 'OK')
      .map((x) => x.latency);
    const r = await parse(SAMPLE);
    expect(r.loadModel).toBe('closed-loop');
    const [lat, rps] = r.measurements;
    // The user's name; the 2018 options' `c: 50` workers as the load (connections, as concurrency is called everywhere).
    expect(lat).toMatchObject({
      benchmark: 'Greeter SayHello',
      unit: 'ns',
      lowerIsBetter: true,
      run: '1',
      load: { param: 'connections', value: 50 },
      source: { pointer: '/details' },
    });
    expect(lat.data.kind === 'per-op' && Array.from(lat.data.values)).toEqual(ok);
    expect(ok).toHaveLength(182);
    expect(rps).toMatchObject({
      unit: 'ops/s',
      lowerIsBetter: false,
      load: { param: 'connections', value: 50 },
      data: { kind: 'per-run', value: d.rps },
    });
    expect(rps.data).toEqual({ kind: 'per-run', value: 1156.3378484317677 });
    expect(r.warnings).toEqual([
      warning('reader.ghz.failed-calls', {
        pointer: '/details',
        name: 'Greeter SayHello',
        failed: 9,
        calls: 191,
        error: 'rpc error: code = Internal desc = Internal error.',
      }),
      warning('reader.ghz.incomplete-details', { pointer: '/details', name: 'Greeter SayHello', details: 191, count: 200 }),
    ]);
  });

  it('falls back to latencyDistribution (details null) with count = OK calls, naming the call', async () => {
    const d = doc(NEW);
    const r = await parse(NEW);
    const [lat] = r.measurements;
    expect(lat.benchmark).toBe('helloworld.Greeter.SayHello');
    expect(lat.data).toEqual({
      kind: 'percentiles',
      points: (d.latencyDistribution as Array<{ percentage: number; latency: number }>).map((x) => ({
        p: x.percentage / 100,
        value: x.latency,
      })),
      count: 4960,
      min: 1802113,
      max: 211450091,
      mean: 9781233,
    });
    const name = 'helloworld.Greeter.SayHello';
    expect(r.warnings).toEqual([
      warning('reader.ghz.errors', {
        pointer: '/errorDistribution',
        name,
        errors: [
          'rpc error: code = Unavailable desc = transport is closing',
          'rpc error: code = DeadlineExceeded desc = context deadline exceeded',
        ],
        counts: ['37', '3'],
      }),
      warning('reader.ghz.statuses', {
        pointer: '/statusCodeDistribution',
        name,
        statuses: ['DeadlineExceeded', 'Unavailable'],
        counts: ['3', '37'],
      }),
    ]);
    expect(r.loadModel).toBe('closed-loop');
    const paced = await parseText(reader, JSON.stringify({ ...d, options: { ...d.options, rps: 500 } }));
    expect(paced.loadModel).toBeUndefined();
    // Load: `concurrency: 20` (rps 0 = unpaced); a constant rps is the offered rate; a schedule that varies either is no one load.
    expect(lat.load).toEqual({ param: 'connections', value: 20 });
    expect(paced.measurements.map((m) => m.load)).toEqual([
      { param: 'rate', value: 500 },
      { param: 'rate', value: 500 },
    ]);
    const stepped = await parseText(reader, JSON.stringify({ ...d, options: { ...d.options, rps: 500, 'load-schedule': 'step' } }));
    expect(stepped.measurements.every((m) => m.load === undefined)).toBe(true);
    const rampedWorkers = await parseText(reader, JSON.stringify({ ...d, options: { ...d.options, 'concurrency-schedule': 'line' } }));
    expect(rampedWorkers.measurements.every((m) => m.load === undefined)).toBe(true);
  });

  it('rejects malformed reports naming the JSON pointer', async () => {
    const d = doc(SAMPLE);
    d.details[3].latency = 'slow';
    await expectInputError(reader, JSON.stringify(d), /at \/details\/3\/latency: found the string "slow"; expected a number/);
    const n = doc(NEW);
    n.latencyDistribution[1].percentage = 250;
    await expectInputError(reader, JSON.stringify(n), /at \/latencyDistribution\/1\/percentage: .*expected a percentage in 0\.\.100/);
    await expectInputError(reader, JSON.stringify({ ...doc(NEW), latencyDistribution: [], details: [] }), /no successful call latencies/);
    await expectInputError(reader, JSON.stringify({ ...doc(NEW), details: 'x' }), /at \/details: found the string "x"; expected an array/);
    await expectInputError(reader, fixtureText(F, NEW).slice(0, 300), /:\d+: (invalid JSON|the JSON ends early)/);
  });

  it('is detected by content and reads end to end; survives fuzzing', async () => {
    for (const name of [SAMPLE, NEW]) await expectDetected(F, fixture(F, name));
    await fuzzReader(reader, [fixtureText(F, NEW), JSON.stringify({ ...doc(SAMPLE), details: doc(SAMPLE).details.slice(0, 5) })], 150);
  });

  it('names its measures latency and rps', async () => {
    const r = await parse('website-sample-pretty-2018.json');
    const triples = [...new Set(r.measurements.map((m) => JSON.stringify([m.benchmark, m.measure ?? null, m.unit])))].map(
      (k) => JSON.parse(k) as unknown,
    );
    expect(triples).toEqual([
      ['Greeter SayHello', 'latency', 'ns'],
      ['Greeter SayHello', 'rps', 'ops/s'],
    ]);
  });
});
