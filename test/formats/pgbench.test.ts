import { describe, expect, it } from 'vitest';
import { pgbench as reader } from '../../src/formats/pgbench.js';
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

const F = 'pgbench';
const parse = (name: string) => parsePath(reader, fixture(F, name));

describe('pgbench', () => {
  it('reads a --log file (both threads concatenated) as per-op latencies in ns; closed-loop without -R', async () => {
    const lines = fixtureText(F, 'tpcb-c4-j2-threads-concatenated.log').trim().split('\n');
    const r = await parse('tpcb-c4-j2-threads-concatenated.log');
    expect(r.loadModel).toBe('closed-loop');
    const m = r.measurements[0];
    expect(m).toMatchObject({ benchmark: 'pgbench', unit: 'ns', lowerIsBetter: true, run: '1', source: { line: 1 } });
    if (m.data.kind !== 'per-op') throw new Error('kind');
    expect(Array.from(m.data.values)).toEqual(lines.map((l) => Number(l.split(' ')[2]) * 1e3));
    expect(m.data.values.length).toBe(2636); // = "number of transactions actually processed" of the run's summary
    expect(m.data.printResolution).toBe(1000); // whole µs in the log
    expect(r.warnings).toEqual([]);
  });

  it('leaves skipped transactions (-L) out with a warning; -R logs (schedule lag column) have no load model', async () => {
    const text = fixtureText(F, 'rate400_log.8672');
    const r = await parse('rate400_log.8672');
    const skipped = (text.match(/ skipped /g) ?? []).length;
    expect(skipped).toBe(90);
    expect(r.measurements[0].data.kind === 'per-op' && r.measurements[0].data.values.length).toBe(687);
    expect(r.warnings).toEqual([warning('reader.pgbench.skipped', { skipped: 90, total: 777 })]);
    expect(r.loadModel).toBeUndefined();
    const mostly = await parse('rate3000-L2-mostly-skipped.log');
    expect(mostly.warnings).toEqual([warning('reader.pgbench.skipped', { skipped: 1606, total: 2000 })]);
  });

  it('reads the summary: latency average (+stddev) and tps; -R means open-loop; failures are warned', async () => {
    const r = await parse('pgbench-summary-T3-c4-j2.txt');
    expect(r.loadModel).toBe('closed-loop');
    expect(select(r, 'pgbench')[0].data).toEqual({ kind: 'summary', mean: 4445000, sd: undefined, n: 2636 });
    expect(select(r, 'pgbench', 'ops/s')[0]).toMatchObject({
      lowerIsBetter: false,
      data: { kind: 'summary', mean: 899.909634 },
      source: { line: 14 },
    });
    const p = await parse('pgbench-summary-select-progress.txt');
    expect(select(p, 'pgbench')[0].data).toEqual({ kind: 'summary', mean: 345000, sd: 803000, n: 10973 });
    const rate = await parse('pgbench-summary-R400-L3.txt');
    expect(rate.loadModel).toBe('open-loop');
    expect(select(rate, 'pgbench')[0].data).toEqual({ kind: 'summary', mean: 3218000, sd: 2878000, n: 687 });
    expect(rate.warnings).toEqual([
      warning('reader.pgbench.not-completed', { line: 12, name: 'pgbench', text: 'number of transactions skipped: 90 (11.583%)' }),
    ]);
  });

  it('reads concatenated summaries as runs, naming differing transaction types', async () => {
    const same = await parseText(reader, fixtureText(F, 'pgbench-summary-T3-c4-j2.txt') + fixtureText(F, 'pgbench-summary-R400-L3.txt'));
    expect(same.measurements.map((m) => `${m.benchmark}|${m.unit}|${m.run}`)).toEqual([
      'pgbench|ns|1',
      'pgbench|ops/s|1',
      'pgbench|ns|2',
      'pgbench|ops/s|2',
    ]);
    const mixed = await parseText(
      reader,
      fixtureText(F, 'pgbench-summary-T3-c4-j2.txt') + fixtureText(F, 'pgbench-summary-select-progress.txt'),
    );
    expect([...new Set(mixed.measurements.map((m) => m.benchmark))]).toEqual([
      'pgbench (<builtin: TPC-B (sort of)>)',
      'pgbench (<builtin: select only>)',
    ]);
  });

  it('rejects malformed input naming the line', async () => {
    const log = fixtureText(F, 'tpcb-c4-j2-threads-concatenated.log').split('\n');
    await expectInputError(
      reader,
      [log[0], log[1], '1 2 abc 0 1796008083 223333'].join('\n'),
      /:3: "1 2 abc 0 1796008083 223333" is not a pgbench log line/,
    );
    await expectInputError(reader, '0 1 skipped 0 1796008083 218122\n', /no completed transactions/);
    const sum = fixtureText(F, 'pgbench-summary-T3-c4-j2.txt');
    await expectInputError(reader, sum.slice(0, sum.indexOf('latency average')), /pgbench: no "latency average = … ms" or "tps = …" line/);
  });

  it('is detected by content and reads end to end; survives fuzzing', async () => {
    for (const name of [
      'tpcb-c4-j2-threads-concatenated.log',
      'rate400_log.8672',
      'rate3000-L2-mostly-skipped.log',
      'pgbench-summary-T3-c4-j2.txt',
      'pgbench-summary-select-progress.txt',
      'pgbench-summary-R400-L3.txt',
      'pgbench-summary-rate-latency-limit.txt',
    ]) {
      await expectDetected(F, fixture(F, name));
    }
    await fuzzReader(
      reader,
      [fixtureText(F, 'rate400_log.8672').split('\n').slice(0, 30).join('\n'), fixtureText(F, 'pgbench-summary-R400-L3.txt')],
      150,
    );
  });

  it('names its measures latency (log and summary alike) and tps', async () => {
    const r = await parse('pgbench-summary-T3-c4-j2.txt');
    const triples = [...new Set(r.measurements.map((m) => JSON.stringify([m.benchmark, m.measure ?? null, m.unit])))].map(
      (k) => JSON.parse(k) as unknown,
    );
    expect(triples).toEqual([
      ['pgbench', 'latency', 'ns'],
      ['pgbench', 'tps', 'ops/s'],
    ]);
  });
});
