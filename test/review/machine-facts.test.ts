/**
 * Machine facts read from the tool outputs themselves reach the review: the cpu-info question
 * names only what the results do not say, and is not asked when they say it all.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import { messageText } from '../../src/render/messages/index.js';
import { reviewRun } from '../../src/review-run.js';
import type { Ask } from '../../src/review/contract.js';

const fx = (id: string, name: string) => join(import.meta.dirname, '..', 'fixtures', 'formats', id, name);
const review = (base: string, head: string) => reviewRun({ base: [base], head: [head], settings: defaultSettings() });
const cpuAsks = (asks: readonly Ask[]) => asks.filter((a) => a.kind === 'cpu-info');

describe('cpu-info from the machine facts the results carry', () => {
  it('Go output with a cpu: line: asks only for the physical and logical core counts', async () => {
    const { report, suite } = await review(fx('go-bench', 'gen-multi-pkg-benchmem.txt'), fx('go-bench', 'gen-multi-pkg-benchmem-crlf.txt'));
    expect(suite.machine.head).toMatchObject({ source: 'go-bench', cpuModel: 'Oxide Virtual Turin-like Processor', os: 'linux', arch: 'amd64', extra: { gomaxprocs: '2' } });
    const asks = cpuAsks(report.asks);
    expect(asks).toEqual([
      {
        kind: 'cpu-info',
        id: 'cpu-info.partial',
        benchmark: null,
        params: {
          sides: ['base', 'head'],
          baseGiven: ['cpu-model'],
          baseMissing: ['physical-cores', 'logical-cpus'],
          baseCpuModel: 'Oxide Virtual Turin-like Processor',
          basePhysicalCores: null,
          baseLogicalCpus: null,
          headGiven: ['cpu-model'],
          headMissing: ['physical-cores', 'logical-cpus'],
          headCpuModel: 'Oxide Virtual Turin-like Processor',
          headPhysicalCores: null,
          headLogicalCpus: null,
        },
      },
    ]);
    const text = messageText(asks[0]);
    expect(text).toContain('Base and head: CPU model given (Oxide Virtual Turin-like Processor); physical and logical core counts are not.');
    expect(text).toContain('Could you add the physical and logical core counts (e.g. from lscpu');
    expect(text).not.toContain('the CPU model and');
  });

  it('Go output whose base has a cpu: line and whose head has none: each side says what it lacks', async () => {
    const { report } = await review(fx('go-bench', 'suffixarray-benchmem-count10.txt'), fx('go-bench', 'gab-custom-metric-tabs.txt'));
    const [a] = cpuAsks(report.asks);
    expect(a.id).toBe('cpu-info.partial');
    expect(messageText(a)).toContain(
      'Base: CPU model given (Intel(R) Core(TM) i7-8665U CPU @ 1.90GHz); physical and logical core counts are not. Head: no CPU facts given (CPU model and physical and logical core counts are missing). Could you add the CPU model and the physical and logical core counts',
    );
  });

  it('Google Benchmark JSON with its whole context: no question about the logical CPUs; the CPU model and physical cores, which it never prints, are asked for', async () => {
    const f = fx('google-benchmark-json', 'gab-basic-no-repetitions.json');
    const { report, suite } = await review(f, f);
    expect(suite.machine.base).toMatchObject({ source: 'google-benchmark-json', logicalCpus: 4, baseMHz: 2700, runnerName: 'Corgi.local' });
    const asks = cpuAsks(report.asks);
    expect(asks.map((x) => x.id)).toEqual(['cpu-info.partial']);
    expect(asks[0].params).toMatchObject({ baseGiven: ['logical-cpus'], baseMissing: ['cpu-model', 'physical-cores'], baseLogicalCpus: 4 });
    const text = messageText(asks[0]);
    expect(text).toContain('Base and head: logical CPU count given (4); CPU model and physical core count are not.');
    expect(text).toContain('Could you add the CPU model and the physical core count (e.g. from lscpu');
    expect(text).not.toMatch(/add[^.]*logical/);
  });

  it('BenchmarkDotNet with the CPU model and both core counts: no cpu-info question at all', async () => {
    const f = fx('benchmarkdotnet', 'bencher-0.12.1-full.json');
    const { report, suite } = await review(f, f);
    expect(suite.machine.head).toMatchObject({ cpuModel: 'Intel Core i7-7820HQ CPU 2.90GHz (Kaby Lake)', physicalCores: 4, logicalCpus: 8 });
    expect(cpuAsks(report.asks)).toEqual([]);
  });

  it('results with no machine facts keep the plain question', async () => {
    const f = fx('go-bench', 'benchfmt-unit-metadata.txt');
    const { report } = await review(f, f);
    expect(cpuAsks(report.asks).map((x) => [x.id, x.params])).toEqual([['cpu-info.missing', { sides: ['base', 'head'] }]]);
  });
});
