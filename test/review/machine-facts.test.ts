/**
 * Machine facts read from the tool outputs themselves reach the review: the cpu-info question
 * names only what the results do not say, and is not asked when they say it all.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getInputs, inputEnvName } from '../../src/action/inputs.js';
import { parseMachineFlags } from '../../src/settings.js';
import { cli } from '../helpers/cli.js';
import { defaultSettings } from '../../src/model/settings.js';
import { messageText } from '../../src/render/messages/index.js';
import { reviewRun } from '../../src/jobs/review-run.js';
import type { Ask } from '../../src/review/contract.js';

const fx = (id: string, name: string) => join(import.meta.dirname, '..', 'fixtures', 'formats', id, name);
const review = (base: string, head: string) => reviewRun({ base: [base], head: [head], settings: defaultSettings() });
const cpuAsks = (asks: readonly Ask[]) => asks.filter((a) => a.kind === 'cpu-info');

describe('cpu-info from the machine facts the results carry', () => {
  it('Go output with a cpu: line: asks only for the physical and logical core counts', async () => {
    const { report, suite } = await review(fx('go-bench', 'gen-multi-pkg-benchmem.txt'), fx('go-bench', 'gen-multi-pkg-benchmem-crlf.txt'));
    expect(suite.machine.head).toMatchObject({
      source: 'go-bench',
      cpuModel: 'Oxide Virtual Turin-like Processor',
      os: 'linux',
      arch: 'amd64',
      extra: { gomaxprocs: '2' },
    });
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
    expect(text).toContain(
      'Base and head: CPU model given (Oxide Virtual Turin-like Processor); physical and logical core counts are not.',
    );
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
    expect(suite.machine.base).toMatchObject({ source: 'google-benchmark-json', logicalCpus: 4, baseMHz: 2700, host: 'Corgi.local' });
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
    expect(suite.machine.head).toMatchObject({
      cpuModel: 'Intel Core i7-7820HQ CPU 2.90GHz (Kaby Lake)',
      physicalCores: 4,
      logicalCpus: 8,
    });
    expect(cpuAsks(report.asks)).toEqual([]);
  });

  it('results with no machine facts keep the plain question', async () => {
    const f = fx('go-bench', 'benchfmt-unit-metadata.txt');
    const { report } = await review(f, f);
    expect(cpuAsks(report.asks).map((x) => [x.id, x.params])).toEqual([['cpu-info.missing', { sides: ['base', 'head'] }]]);
  });
});

const machineFx = (name: string) => join(import.meta.dirname, '..', 'fixtures', 'machine', name);

describe('machine facts from files (--machine, base-machine/head-machine)', () => {
  const go = fx('go-bench', 'benchfmt-unit-metadata.txt');

  it('compare --machine base=lscpu.txt --machine head=lscpu.json: the cpu-info question goes away, the facts are in the report', async () => {
    const out = mkdtempSync(join(tmpdir(), 'br-machine-'));
    const json = join(out, 'r.json');
    const { code, stderr } = await cli([
      'compare',
      '--base',
      go,
      '--head',
      go,
      '--machine',
      `base=${machineFx('lscpu-2.38-kvm.txt')}`,
      '--machine',
      `head=${machineFx('lscpu-2.38-kvm.json')}`,
      '--json',
      json,
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const report = JSON.parse(readFileSync(json, 'utf8'));
    expect(report.asks.filter((a: Ask) => a.kind === 'cpu-info')).toEqual([]);
    for (const side of ['base', 'head']) {
      expect(report.machine[side]).toMatchObject({
        source: 'file',
        cpuModel: 'Intel(R) Xeon(R) Processor',
        physicalCores: 2,
        logicalCpus: 2,
        smt: false,
      });
    }
    expect(report.machine.differences).toEqual([]);
  });

  it('without --machine the same compare asks (the test above would fail without the files)', async () => {
    const { report } = await review(go, go);
    expect(cpuAsks(report.asks).map((a) => a.id)).toEqual(['cpu-info.missing']);
  });

  it('--machine FILE serves both sides; a report.json gives each side its own facts', async () => {
    const { report } = await reviewRun({
      base: [go],
      head: [go],
      settings: defaultSettings(),
      machineFiles: { base: machineFx('machine.json'), head: machineFx('machine.json') },
    });
    expect(cpuAsks(report.asks)).toEqual([]);
    expect(parseMachineFlags(['m.json'])).toEqual({ base: 'm.json', head: 'm.json' });
    expect(parseMachineFlags(['base=a.txt', 'head=b.json'])).toEqual({ base: 'a.txt', head: 'b.json' });
  });

  it('facts from a file fill in and override what the results say; cpu-info.partial names what is still missing', async () => {
    // Google Benchmark says 4 logical CPUs; the file adds the CPU model (head only).
    const gb = fx('google-benchmark-json', 'gab-basic-no-repetitions.json');
    const { report, suite } = await reviewRun({
      base: [gb],
      head: [gb],
      settings: defaultSettings(),
      machineFiles: { head: machineFx('model-only.json') },
    });
    expect(suite.machine.head).toMatchObject({ source: 'file', cpuModel: 'Apple M2 Pro', logicalCpus: 4, host: 'Corgi.local' });
    expect(suite.machine.base).toMatchObject({ source: 'google-benchmark-json', logicalCpus: 4 });
    expect(suite.machine.base?.cpuModel).toBeUndefined();
    const asks = cpuAsks(report.asks);
    expect(asks.map((a) => a.id)).toEqual(['cpu-info.partial']);
    expect(asks[0].params).toMatchObject({
      baseGiven: ['logical-cpus'],
      baseMissing: ['cpu-model', 'physical-cores'],
      headGiven: ['cpu-model', 'logical-cpus'],
      headMissing: ['physical-cores'],
      headCpuModel: 'Apple M2 Pro',
    });
    expect(messageText(asks[0])).toContain('Head: CPU model (Apple M2 Pro) and logical CPU count (4) given; physical core count is not.');
    // The file overrides a fact the results carried.
    const over = await reviewRun({
      base: [gb],
      head: [gb],
      settings: defaultSettings(),
      machineFiles: { base: machineFx('lscpu-2.38-kvm.txt') },
    });
    expect(over.suite.machine.base).toMatchObject({
      logicalCpus: 2,
      baseMHz: 2700,
      extra: { library_build_type: 'release', vendor: 'GenuineIntel' },
    });
  });

  it('bad --machine values: one line naming the flag and what was expected', async () => {
    const EXPECTED =
      'expected base=FILE, head=FILE (each at most once) or FILE for both sides; FILE is the machine.json of bench-review run, a bench-review report.json, or the output of `lscpu` / `lscpu -J`';
    const bad = async (...values: string[]) => {
      const { code, stderr } = await cli(['compare', '--base', go, '--head', go, ...values.flatMap((v) => ['--machine', v])]);
      expect(code).toBe(2);
      return stderr;
    };
    expect(await bad('middle=m.txt')).toBe(
      `bench-review: --machine: "middle=m.txt": unknown side "middle" (write ./middle=m.txt for a file whose name has "="); ${EXPECTED}\n`,
    );
    expect(await bad('base=')).toBe(`bench-review: --machine: "base=": no file given; ${EXPECTED}\n`);
    expect(await bad('base=a.txt', 'base=b.txt')).toBe(
      `bench-review: --machine: "base=b.txt": the base side is given twice; ${EXPECTED}\n`,
    );
    expect(await bad('m.txt', 'head=b.txt')).toBe(
      `bench-review: --machine: "head=b.txt": the head side is given twice (FILE alone stands for both sides); ${EXPECTED}\n`,
    );
    expect(await bad(`base=${join(tmpdir(), 'no-such-machine-file.txt')}`)).toBe(
      `bench-review: ${join(tmpdir(), 'no-such-machine-file.txt')}: no such file or directory\n`,
    );
    expect(await bad(`head=${go}`)).toBe(
      `bench-review: ${go}:1: not a machine-fact file; expected the machine.json that bench-review run writes, a bench-review report.json, \`lscpu -J\` output, \`LC_ALL=C lscpu\` output or /proc/cpuinfo\n`,
    );
  });

  it('run refuses --machine when it measures; the action refuses base-machine with command', async () => {
    const { code, stderr } = await cli(['run', '--command', 'true', '--machine', 'm.txt']);
    expect(code).toBe(2);
    expect(stderr).toBe(
      'bench-review: run: --machine gives the machine facts of results measured elsewhere (with --base-results/--head-results, or compare); a measured run records this machine itself (machine.json in --out-dir)\n',
    );
    const env = (inputs: Record<string, string>) => Object.fromEntries(Object.entries(inputs).map(([k, v]) => [inputEnvName(k), v]));
    expect(() => getInputs(env({ command: 'make bench', 'head-machine': 'm.txt' }))).toThrow(
      '`head-machine` gives the machine facts of results measured elsewhere (`base-results`/`head-results`); with `command` bench-review records the machine it runs on itself',
    );
    expect(
      getInputs(env({ 'base-results': 'a.json', 'head-results': 'b.json', 'base-machine': 'base.txt', 'head-machine': 'lscpu.json' })),
    ).toMatchObject({ baseMachine: 'base.txt', headMachine: 'lscpu.json' });
  });
});
