/**
 * Facts about the machine the suite ran on, read from /proc, /sys, `lscpu` and the os module.
 * Nothing here fails: what cannot be read is left out. The load average before and after is set by
 * runSuite, per side.
 */
import { access, readFile } from 'node:fs/promises';
import * as nodeOs from 'node:os';
import type { Machine } from '../model/types.js';
import { containerFromCgroup, cpuQuota, osReleaseName, parseCpuinfo, parseLscpu, positiveNumber } from '../read/machine-parse.js';
import { spawnProcess } from './process.js';

/** Where the facts come from; tests pass a fake that reads a fixture tree. */
export interface MachineProbe {
  readText(path: string): Promise<string | undefined>;
  exists(path: string): Promise<boolean>;
  /** `lscpu` output, or undefined when it is not installed. */
  lscpu(): Promise<string | undefined>;
  os: { platform: string; arch: string; release: string; type: string; totalmem: number; cpuModels: string[] };
}

export function systemProbe(): MachineProbe {
  const cpus = (() => {
    try {
      return nodeOs.cpus().map((c) => c.model);
    } catch {
      return [];
    }
  })();
  return {
    readText: (path) => readFile(path, 'utf8').catch(() => undefined),
    exists: (path) =>
      access(path).then(
        () => true,
        () => false,
      ),
    lscpu: async () => {
      if (process.platform !== 'linux') return undefined;
      const r = await spawnProcess({
        command: 'lscpu',
        args: [],
        cwd: '/',
        env: { ...process.env, LC_ALL: 'C' },
        stdout: 'capture',
        stderr: 'ignore',
        timeoutMs: 5000,
      });
      return r.exitCode === 0 ? r.stdout : undefined;
    },
    os: {
      platform: process.platform,
      arch: nodeOs.arch(),
      release: nodeOs.release(),
      type: nodeOs.type(),
      totalmem: nodeOs.totalmem(),
      cpuModels: cpus,
    },
  };
}

const CPU = '/sys/devices/system/cpu';
const text = async (probe: MachineProbe, path: string) => (await probe.readText(path))?.trim() || undefined;
const khzToMhz = (v: string | undefined) => {
  const n = positiveNumber(v);
  return n === undefined ? undefined : Math.round(n / 1000);
};

async function cpuFacts(probe: MachineProbe, lscpu: Map<string, string>): Promise<Partial<Machine>> {
  const info = parseCpuinfo((await probe.readText('/proc/cpuinfo')) ?? '');
  const model = info.model ?? lscpu.get('Model name') ?? probe.os.cpuModels.find((m) => m && m.trim() !== '' && m !== 'unknown');
  const sockets = info.sockets ?? positiveNumber(lscpu.get('Socket(s)'));
  const perSocket = positiveNumber(lscpu.get('Core(s) per socket'));
  const physicalCores = info.physicalCores ?? (perSocket !== undefined ? perSocket * (sockets ?? 1) : undefined);
  const logicalCpus = info.logical || positiveNumber(lscpu.get('CPU(s)')) || probe.os.cpuModels.length || undefined;
  const smtActive = await text(probe, `${CPU}/smt/active`);
  const threads = positiveNumber(lscpu.get('Thread(s) per core'));
  let smt: boolean | undefined;
  if (smtActive === '1' || smtActive === '0') smt = smtActive === '1';
  else if (threads !== undefined) smt = threads > 1;
  else if (physicalCores !== undefined && logicalCpus !== undefined) smt = logicalCpus > physicalCores;
  return { cpuModel: model?.replace(/\s+/g, ' ').trim(), sockets, physicalCores, logicalCpus, smt, baseMHz: info.nominalMHz };
}

async function frequencyFacts(probe: MachineProbe, lscpu: Map<string, string>): Promise<Partial<Machine>> {
  const f = `${CPU}/cpu0/cpufreq`;
  const maxMHz =
    khzToMhz(await text(probe, `${f}/cpuinfo_max_freq`)) ??
    (positiveNumber(lscpu.get('CPU max MHz')) !== undefined ? Math.round(positiveNumber(lscpu.get('CPU max MHz'))!) : undefined);
  const baseMHz = khzToMhz(await text(probe, `${f}/base_frequency`));
  const governor = await text(probe, `${f}/scaling_governor`);
  const noTurbo = await text(probe, `${CPU}/intel_pstate/no_turbo`);
  const boost = await text(probe, `${CPU}/cpufreq/boost`);
  let turbo: boolean | undefined;
  if (noTurbo === '0' || noTurbo === '1') turbo = noTurbo === '0';
  else if (boost === '0' || boost === '1') turbo = boost === '1';
  const out: Partial<Machine> = { maxMHz, governor, turbo };
  if (baseMHz !== undefined) out.baseMHz = baseMHz;
  return out;
}

const VM_VENDORS: Array<[RegExp, string]> = [
  [/microsoft/i, 'Microsoft Hyper-V'],
  [/amazon/i, 'Amazon EC2'],
  [/google/i, 'Google Compute Engine'],
  [/qemu|kvm/i, 'KVM'],
  [/vmware/i, 'VMware'],
  [/virtualbox|innotek/i, 'VirtualBox'],
  [/xen/i, 'Xen'],
];

async function virtualization(probe: MachineProbe, lscpu: Map<string, string>, hypervisorFlag: boolean): Promise<string | undefined> {
  if (/microsoft|wsl/i.test(probe.os.release)) return 'WSL';
  const vendor = lscpu.get('Hypervisor vendor');
  if (vendor) return lscpu.get('Virtualization type') ? `${vendor} (${lscpu.get('Virtualization type')})` : vendor;
  const dmi = `${(await text(probe, '/sys/class/dmi/id/sys_vendor')) ?? ''} ${(await text(probe, '/sys/class/dmi/id/product_name')) ?? ''}`;
  const known = VM_VENDORS.find(([re]) => re.test(dmi));
  if (known && (hypervisorFlag || /virtual|hvm|kvm|qemu|ec2|compute engine/i.test(dmi))) return known[1];
  return hypervisorFlag ? 'hypervisor (vendor unknown)' : undefined;
}

async function container(probe: MachineProbe, env: Record<string, string | undefined>): Promise<string | undefined> {
  if (env.container) return env.container;
  if (await probe.exists('/.dockerenv')) return 'docker';
  if (await probe.exists('/run/.containerenv')) return 'podman';
  return containerFromCgroup((await probe.readText('/proc/1/cgroup')) ?? '');
}

async function limits(probe: MachineProbe, env: Record<string, string | undefined>): Promise<Record<string, string>> {
  const extra: Record<string, string> = {};
  const quota = cpuQuota(
    await text(probe, '/sys/fs/cgroup/cpu.max'),
    await text(probe, '/sys/fs/cgroup/cpu/cpu.cfs_quota_us'),
    await text(probe, '/sys/fs/cgroup/cpu/cpu.cfs_period_us'),
  );
  if (quota !== undefined) extra.cpuQuota = String(quota);
  const allowed = /^Cpus_allowed_list:\s*(.+)$/m.exec((await probe.readText('/proc/self/status')) ?? '')?.[1];
  if (allowed) extra.cpusAllowed = allowed.trim();
  const mem = await text(probe, '/sys/fs/cgroup/memory.max');
  if (mem && mem !== 'max') extra.memoryLimitBytes = mem;
  if (env.RUNNER_ENVIRONMENT) extra.runnerEnvironment = env.RUNNER_ENVIRONMENT;
  if (env.ImageOS) extra.imageOs = env.ImageOS;
  if (env.ImageVersion) extra.imageVersion = env.ImageVersion;
  return extra;
}

function dropUndefined(m: Machine): Machine {
  for (const k of Object.keys(m) as Array<keyof Machine>) if (m[k] === undefined) delete m[k];
  return m;
}

async function gather(env: Record<string, string | undefined>, probe: MachineProbe): Promise<Machine> {
  const lscpu = parseLscpu((await probe.lscpu().catch(() => undefined)) ?? '');
  const info = parseCpuinfo((await probe.readText('/proc/cpuinfo')) ?? '');
  const extra = await limits(probe, env);
  return dropUndefined({
    ...(await cpuFacts(probe, lscpu)),
    ...(await frequencyFacts(probe, lscpu)),
    kernel: probe.os.release || undefined,
    os: osReleaseName((await probe.readText('/etc/os-release')) ?? '') ?? (probe.os.type || undefined),
    arch: probe.os.arch || undefined,
    memoryBytes: probe.os.totalmem || undefined,
    virtualization: await virtualization(probe, lscpu, info.hypervisorFlag),
    container: await container(probe, env),
    runnerName: env.RUNNER_NAME || undefined,
    runnerOs: env.RUNNER_OS || undefined,
    runnerArch: env.RUNNER_ARCH || undefined,
    extra: Object.keys(extra).length ? extra : undefined,
    source: 'measured',
  });
}

/** Machine facts of this machine. Never throws; unreadable facts are simply absent. */
export async function collectMachine(
  env: Record<string, string | undefined> = process.env,
  probe: MachineProbe = systemProbe(),
): Promise<Machine> {
  try {
    return await gather(env, probe);
  } catch {
    return { source: 'measured' };
  }
}

/** Current 1/5/15-minute load average, rounded; undefined where the OS has none (Windows). */
export function loadAverage(): number[] | undefined {
  const l = nodeOs.loadavg();
  return process.platform === 'win32' ? undefined : l.map((v) => Math.round(v * 100) / 100);
}
