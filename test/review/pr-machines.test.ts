/**
 * The machine facts of a PR description, read as reviewers of this field write them (issue 25 item
 * 5): macOS system_profiler's "Total Number of Cores: 4" and "… 8" for two machines, "Physical
 * cores: 4 / Logical cores: 8", and "CPU: 16 cores, Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz" all
 * drew a core-count question. A core count given answers it; two machines' counts are both kept,
 * and said to differ when they do; the CPU model is the model, as written.
 */
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import { messageText } from '../../src/render/messages/index.js';
import type { Ask, Report } from '../../src/review/index.js';
import { readPrBody } from '../../src/review/pr-body.js';
import { perRun, suiteOf } from '../helpers/build.js';
import { reviewOf } from './review-of.js';

/** Results that say nothing about the machine, reviewed with the description. */
const review = (body: string): Report =>
  reviewOf(
    suiteOf({
      name: 'BenchmarkLoad',
      base: perRun([100, 101, 99, 100.5, 99.5, 100.2, 99.8]),
      head: perRun([100.4, 99.6, 100.9, 99.2, 100.1, 100.6, 99.4]),
    }),
    defaultSettings(),
    { prBody: body },
  );
const cpuAsks = (r: Report): Ask[] => r.asks.filter((a) => a.kind === 'cpu-info');
/** Whether any machine question still asks for a core count. */
const asksForCores = (r: Report) =>
  cpuAsks(r).some(
    (a) =>
      (a.id === 'pr-cpu-info.missing' && a.params.coreCounts === true) ||
      a.id === 'cpu-info.missing' ||
      ['baseMissing', 'headMissing'].some((k) => Array.isArray(a.params[k]) && (a.params[k] as string[]).some((f) => f !== 'cpu-model')),
  );

const TWO_MACS = `Benchmark: the import took 1.89 s on average before, 1.55 s now.

Base machine:
  Processor Speed: 2.3 GHz
  Total Number of Cores: 4
Head machine:
  Processor Speed: 2.3 GHz
  Total Number of Cores: 8`;

describe('core counts as reviewers write them answer the core-count question', () => {
  it('two machines\' "Total Number of Cores" lines, labelled base and head: both kept, per side, and said to differ', () => {
    const f = readPrBody(TWO_MACS);
    expect(f.machines).toEqual([
      { physical: 4, logical: null, line: 'Total Number of Cores: 4', side: 'base' },
      { physical: 8, logical: null, line: 'Total Number of Cores: 8', side: 'head' },
    ]);
    const r = review(TWO_MACS);
    expect(asksForCores(r)).toBe(false);
    const [partial, differ] = [
      cpuAsks(r).find((a) => a.id === 'cpu-info.partial')!,
      cpuAsks(r).find((a) => a.id === 'pr-cpu-info.machines-differ')!,
    ];
    expect(partial.params).toMatchObject({
      baseMissing: ['cpu-model'],
      headMissing: ['cpu-model'],
      basePhysicalCores: 4,
      headPhysicalCores: 8,
      described: ['core-counts'],
    });
    expect(messageText(partial)).toContain(
      'Base: physical core count given (4); CPU model is not. Head: physical core count given (8); CPU model is not. Could you add the CPU model',
    );
    expect(differ.params).toEqual({ counts: [4, 8], kinds: ['physical', 'physical'], sides: ['base', 'head'] });
    expect(differ.quote).toBe('Total Number of Cores: 8');
    expect(messageText(differ)).toBe(
      'The description gives base and head different machines: base 4 cores, head 8 cores. Numbers from machines with different core counts are not comparable; could you measure base and head on the same machine?',
    );
  });

  it('the same two lines without labels: kept, neither side claimed, said to differ', () => {
    const r = review('Benchmark: 1.55 s on average.\nTotal Number of Cores: 4\nTotal Number of Cores: 8');
    expect(asksForCores(r)).toBe(false);
    const partial = cpuAsks(r).find((a) => a.id === 'cpu-info.partial')!;
    expect([partial.params.basePhysicalCores, partial.params.headPhysicalCores]).toEqual([null, null]);
    expect(messageText(partial)).toContain('Base and head: CPU model is not given.');
    expect(cpuAsks(r).find((a) => a.id === 'pr-cpu-info.machines-differ')!.params).toEqual({
      counts: [4, 8],
      kinds: ['physical', 'physical'],
      sides: ['', ''],
    });
  });

  it('the same machine twice is one machine: nothing said to differ', () => {
    const r = review('Benchmark: 1.55 s on average.\nBefore:\nTotal Number of Cores: 8\nAfter:\nTotal Number of Cores: 8');
    expect(cpuAsks(r).map((a) => a.id)).toEqual(['cpu-info.partial']);
    expect(cpuAsks(r)[0].params).toMatchObject({ basePhysicalCores: 8, headPhysicalCores: 8, described: ['core-count'] });
  });

  it('"Physical cores: 4 / Logical cores: 8": both counts, and only the CPU model asked for', () => {
    const body = 'Benchmark: 1.55 s on average.\nPhysical cores: 4 / Logical cores: 8';
    expect(readPrBody(body).cores).toEqual({ physical: 4, logical: 8, line: 'Physical cores: 4 / Logical cores: 8' });
    const r = review(body);
    expect(asksForCores(r)).toBe(false);
    expect(cpuAsks(r).map((a) => [a.id, a.params.described])).toEqual([['cpu-info.partial', ['physical-cores', 'logical-cpus']]]);
  });

  it('"CPU: 16 cores, Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz": the model without the count, 16 cores, no machine question', () => {
    const body = 'Benchmark: 1.55 s on average.\nCPU: 16 cores, Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz';
    const f = readPrBody(body);
    expect(f.cpuModel).toBe('Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz');
    expect(f.cores).toMatchObject({ physical: 16, logical: null });
    expect(cpuAsks(review(body))).toEqual([]);
  });
});
