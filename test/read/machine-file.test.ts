/**
 * Machine-fact files (`--machine`, base-machine/head-machine): lscpu text and `lscpu -J` from a real
 * machine, the machine.json of `bench-review run`, a bench-review report, /proc/cpuinfo — and
 * clear errors for anything else.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { readMachineFile } from '../../src/read/machine-file.js';

const fx = (name: string) => join(import.meta.dirname, '..', 'fixtures', 'machine', name);
const tmp = mkdtempSync(join(tmpdir(), 'bench-review-machine-file-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let n = 0;
const file = (text: string) => {
  const p = join(tmp, `m${n++}`);
  writeFileSync(p, text);
  return p;
};

/** The facts of the build machine (test/fixtures/machine/SOURCES.md), as both lscpu outputs give them. */
const KVM = {
  source: 'file',
  cpuModel: 'Intel(R) Xeon(R) Processor',
  sockets: 1,
  physicalCores: 2,
  logicalCpus: 2,
  smt: false,
  arch: 'x86_64',
  virtualization: 'KVM (full)',
  extra: { vendor: 'GenuineIntel', l1d: '96 KiB (2 instances)', l2: '4 MiB (2 instances)', l3: '300 MiB (1 instance)', numaNodes: '1' },
};

describe('reading a machine-fact file', () => {
  it('plain lscpu output', async () => {
    expect(await readMachineFile(fx('lscpu-2.38-kvm.txt'), 'base')).toEqual(KVM);
  });

  it('lscpu -J gives the same facts', async () => {
    expect(await readMachineFile(fx('lscpu-2.38-kvm.json'), 'head')).toEqual(KVM);
  });

  it('lscpu -J with nested children (util-linux ≥ 2.37 on some machines) and two sockets', async () => {
    const doc = {
      lscpu: [
        { field: 'Architecture:', data: 'aarch64' },
        { field: 'CPU(s):', data: '64' },
        {
          field: 'Vendor ID:',
          data: 'ARM',
          children: [
            {
              field: 'Model name:',
              data: 'Neoverse-N1',
              children: [
                { field: 'Thread(s) per core:', data: '1' },
                { field: 'Core(s) per socket:', data: '32' },
                { field: 'Socket(s):', data: '2' },
              ],
            },
          ],
        },
        { field: 'CPU max MHz:', data: '3000.0000' },
      ],
    };
    expect(await readMachineFile(file(JSON.stringify(doc)), 'base')).toEqual({
      source: 'file',
      cpuModel: 'Neoverse-N1',
      sockets: 2,
      physicalCores: 64,
      logicalCpus: 64,
      smt: false,
      maxMHz: 3000,
      arch: 'aarch64',
      extra: { vendor: 'ARM' },
    });
  });

  it('the machine.json bench-review run writes (source becomes file)', async () => {
    expect(await readMachineFile(fx('machine.json'), 'base')).toEqual({
      cpuModel: 'AMD EPYC 7763 64-Core Processor',
      sockets: 1,
      physicalCores: 2,
      logicalCpus: 4,
      smt: true,
      kernel: '6.8.0-1021-azure',
      os: 'Ubuntu 24.04.1 LTS',
      arch: 'x64',
      memoryBytes: 16766767104,
      virtualization: 'Microsoft Hyper-V',
      runnerName: 'GitHub Actions 12',
      runnerOs: 'Linux',
      runnerArch: 'X64',
      extra: { cpuQuota: '4' },
      source: 'file',
    });
  });

  it('a bench-review report: the side the file is given for', async () => {
    const report = file(
      JSON.stringify({
        schemaVersion: 1,
        machine: {
          base: { cpuModel: 'Base CPU', logicalCpus: 8, source: 'go-bench' },
          head: { cpuModel: 'Head CPU', physicalCores: 4 },
          differences: [],
        },
      }),
    );
    expect(await readMachineFile(report, 'base')).toEqual({ cpuModel: 'Base CPU', logicalCpus: 8, source: 'file' });
    expect(await readMachineFile(report, 'head')).toEqual({ cpuModel: 'Head CPU', physicalCores: 4, source: 'file' });
  });

  it('/proc/cpuinfo', async () => {
    const cpu = (i: number, core: number) =>
      `processor\t: ${i}\nmodel name\t: Intel(R) Xeon(R) CPU E5-2673 v4 @ 2.30GHz\nphysical id\t: 0\ncore id\t\t: ${core}\nflags\t\t: fpu hypervisor\n`;
    expect(await readMachineFile(file([cpu(0, 0), cpu(1, 0), cpu(2, 1), cpu(3, 1)].join('\n')), 'head')).toEqual({
      source: 'file',
      cpuModel: 'Intel(R) Xeon(R) CPU E5-2673 v4 @ 2.30GHz',
      sockets: 1,
      physicalCores: 2,
      logicalCpus: 4,
      smt: true,
      baseMHz: 2300,
    });
  });
});

describe('what is not a machine-fact file', () => {
  const refused = async (path: string, side: 'base' | 'head' = 'base') => {
    const err = await readMachineFile(path, side).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(InputError);
    return (err as InputError).message.replace(path, 'FILE');
  };
  const EXPECTED =
    'the machine.json that bench-review run writes, a bench-review report.json, `lscpu -J` output, `LC_ALL=C lscpu` output or /proc/cpuinfo';

  it('benchmark results, or any other text', async () => {
    expect(await refused(file('\nBenchmarkFoo-4   100   12 ns/op\n'))).toBe(`FILE:2: not a machine-fact file; expected ${EXPECTED}`);
  });

  it('an empty file, a missing file', async () => {
    expect(await refused(file(' \n'))).toBe(`FILE: the file is empty; expected ${EXPECTED}`);
    expect(await refused(join(tmp, 'nope.json'))).toBe('FILE: no such file or directory');
  });

  it('JSON that is no machine file names what was expected', async () => {
    expect(await refused(file('{"benchmarks": []}'))).toBe(
      `FILE at /: found an object; expected machine facts such as "cpuModel", "physicalCores" and "logicalCpus" (${EXPECTED})`,
    );
    expect(await refused(file('[1, 2]'))).toBe(`FILE at /: found an array; expected ${EXPECTED}`);
    expect(await refused(file('{"cpuModel": "x",'))).toMatch(/^FILE:1:\d+: the JSON ends early/);
  });

  it('a wrongly typed fact names its field', async () => {
    expect(await refused(file('{"cpuModel": "x", "logicalCpus": "8"}'))).toBe(
      'FILE at /logicalCpus: found the string "8"; expected a whole number above 0',
    );
    expect(await refused(file('{"physicalCores": 2.5}'))).toBe('FILE at /physicalCores: found number 2.5; expected a whole number above 0');
    expect(await refused(file('{"smt": "yes"}'))).toBe('FILE at /smt: found the string "yes"; expected true or false');
    expect(await refused(file('{"extra": {"a": 1}}'))).toBe('FILE at /extra/a: found number 1; expected a string');
  });

  it('a report without the facts of that side', async () => {
    const report = file(JSON.stringify({ schemaVersion: 1, machine: { base: { cpuModel: 'x' }, head: null, differences: [] } }));
    expect(await refused(report, 'head')).toBe(
      'FILE at /machine/head: this bench-review report has no machine facts for head; expected a report whose head side carries them, or another machine-fact file',
    );
  });

  it('lscpu in another language, or without the facts that matter', async () => {
    expect(await refused(file('Architecture:  x86_64\nByte Order:  Little Endian\n'))).toBe(
      'FILE: lscpu output without "Model name", "CPU(s)" or "Core(s) per socket"; expected the output of `LC_ALL=C lscpu` (other languages name the fields differently)',
    );
    expect(await refused(file('Architektur:  x86_64\nCPU(s) gesamt:  4\n'))).toBe(`FILE:1: not a machine-fact file; expected ${EXPECTED}`);
  });
});
