import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectMachine, type MachineProbe } from '../../src/run/machine.js';
import { cpuQuota, osReleaseName, parseCpuinfo } from '../../src/read/machine-parse.js';

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'run', 'machine');

/** A probe that reads a fixture tree instead of /, with a fixed os module. */
function fixtureProbe(name: string, os: Partial<MachineProbe['os']> = {}): MachineProbe {
  const root = join(fixtures, name);
  return {
    readText: (p) => readFile(join(root, p), 'utf8').catch(() => undefined),
    exists: (p) =>
      access(join(root, p)).then(
        () => true,
        () => false,
      ),
    lscpu: () => readFile(join(root, 'lscpu.txt'), 'utf8').catch(() => undefined),
    os: { platform: 'linux', arch: 'x64', release: '6.8.0-1014-azure', type: 'Linux', totalmem: 16 * 2 ** 30, cpuModels: [], ...os },
  };
}

describe('collectMachine', () => {
  it('reads a two-socket SMT server from /proc/cpuinfo and /sys', async () => {
    const m = await collectMachine({}, fixtureProbe('two-socket-smt'));
    expect(m).toEqual({
      cpuModel: 'Intel(R) Xeon(R) Gold 6230 CPU @ 2.10GHz',
      sockets: 2,
      physicalCores: 4,
      logicalCpus: 8,
      smt: true,
      baseMHz: 2100,
      maxMHz: 3900,
      governor: 'performance',
      turbo: true,
      kernel: '6.8.0-1014-azure',
      os: 'Ubuntu 22.04.4 LTS',
      arch: 'x64',
      memoryBytes: 16 * 2 ** 30,
      source: 'measured',
    });
  });

  it('falls back to lscpu on an Arm VM whose cpuinfo has no model name, and notes container, quota and runner', async () => {
    const env = { RUNNER_NAME: 'GitHub Actions 12', RUNNER_OS: 'Linux', RUNNER_ARCH: 'ARM64', RUNNER_ENVIRONMENT: 'github-hosted' };
    const m = await collectMachine(env, fixtureProbe('arm-vm', { arch: 'arm64' }));
    expect(m).toMatchObject({
      cpuModel: 'Neoverse-N1',
      sockets: 1,
      physicalCores: 4,
      logicalCpus: 4,
      smt: false,
      maxMHz: 3000,
      os: 'Debian GNU/Linux 12 (bookworm)',
      arch: 'arm64',
      virtualization: 'KVM (full)',
      container: 'docker',
      runnerName: 'GitHub Actions 12',
      runnerOs: 'Linux',
      runnerArch: 'ARM64',
      extra: { cpuQuota: '2', cpusAllowed: '0-3', runnerEnvironment: 'github-hosted' },
    });
    expect(m.governor).toBeUndefined();
    expect(m.turbo).toBeUndefined();
  });

  it('uses the os module where nothing is readable, and never fails', async () => {
    const m = await collectMachine(
      {},
      fixtureProbe('empty', { cpuModels: ['Apple M2', 'Apple M2'], release: '23.1.0', type: 'Darwin', platform: 'darwin' }),
    );
    expect(m).toMatchObject({ cpuModel: 'Apple M2', logicalCpus: 2, os: 'Darwin', kernel: '23.1.0', source: 'measured' });
    expect(m.physicalCores).toBeUndefined();
    const broken: MachineProbe = { ...fixtureProbe('empty'), readText: () => Promise.reject(new Error('EACCES')) };
    expect(await collectMachine({}, broken)).toEqual({ source: 'measured' });
  });

  it('describes this machine with at least the facts the report needs', async () => {
    const m = await collectMachine(process.env);
    expect(m.source).toBe('measured');
    expect(m.logicalCpus).toBeGreaterThan(0);
    expect(typeof m.cpuModel).toBe('string');
    if (process.platform === 'linux') expect(m.physicalCores).toBeGreaterThan(0);
  });
});

describe('machine parsers', () => {
  it('parses cpuinfo, os-release and cgroup quotas', () => {
    expect(parseCpuinfo('')).toMatchObject({ logical: 0, hypervisorFlag: false });
    expect(parseCpuinfo('processor : 0\nmodel name : X @ 3.0GHz\nflags : fpu hypervisor\n')).toMatchObject({
      model: 'X @ 3.0GHz',
      nominalMHz: 3000,
      hypervisorFlag: true,
      logical: 1,
    });
    expect(osReleaseName('NAME="Alpine Linux"\nVERSION=3.20\n')).toBe('Alpine Linux 3.20');
    expect(cpuQuota('max 100000')).toBeUndefined();
    expect(cpuQuota('150000 100000')).toBe(1.5);
    expect(cpuQuota(undefined, '-1', '100000')).toBeUndefined();
    expect(cpuQuota(undefined, '400000', '100000')).toBe(4);
  });
});
