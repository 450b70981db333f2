/**
 * Pure parsers for the machine facts: /proc/cpuinfo, `lscpu`, /etc/os-release, cgroup limits.
 * Shared by the run stage (this machine, run/machine.ts) and the read stage (a machine-fact file
 * given with --machine, read/machine-file.ts).
 */
import type { Machine } from '../model/types.js';

export interface CpuInfo {
  model?: string;
  logical: number;
  sockets?: number;
  physicalCores?: number;
  /** GHz printed in the model name ("… @ 2.40GHz"), as MHz. */
  nominalMHz?: number;
  hypervisorFlag: boolean;
}

function blocks(text: string): Array<Map<string, string>> {
  return text
    .split(/\n\s*\n/)
    .map((block) => {
      const m = new Map<string, string>();
      for (const line of block.split('\n')) {
        const i = line.indexOf(':');
        if (i > 0) m.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
      }
      return m;
    })
    .filter((m) => m.has('processor'));
}

export function parseCpuinfo(text: string): CpuInfo {
  const cpus = blocks(text);
  const model = cpus.map((c) => c.get('model name') ?? c.get('cpu model') ?? c.get('cpu')).find((v) => v && v.length > 0);
  const sockets = new Set(cpus.map((c) => c.get('physical id')).filter((v) => v !== undefined));
  const cores = new Set(
    cpus.filter((c) => c.has('physical id') && c.has('core id')).map((c) => `${c.get('physical id')}/${c.get('core id')}`),
  );
  const ghz = model ? /@\s*([\d.]+)\s*GHz/i.exec(model) : null;
  const flags = cpus[0]?.get('flags') ?? cpus[0]?.get('features') ?? '';
  return {
    model,
    logical: cpus.length,
    sockets: sockets.size > 0 ? sockets.size : undefined,
    physicalCores: cores.size > 0 ? cores.size : undefined,
    nominalMHz: ghz ? Math.round(Number(ghz[1]) * 1000) : undefined,
    hypervisorFlag: /\bhypervisor\b/.test(flags),
  };
}

/** `lscpu` (plain, LC_ALL=C) as a key → value map. */
export function parseLscpu(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) {
      const key = line.slice(0, i).trim();
      if (!out.has(key)) out.set(key, line.slice(i + 1).trim());
    }
  }
  return out;
}

/**
 * The machine facts `lscpu` states (plain output parsed by parseLscpu, or `lscpu -J` flattened to the
 * same keys): CPU model, sockets, physical cores (cores per socket × sockets), logical CPUs, SMT
 * (threads per core > 1), max MHz, architecture, hypervisor; in extra the vendor, caches and NUMA nodes.
 */
export function lscpuFacts(lscpu: Map<string, string>): Machine {
  const m: Machine = {};
  const model = lscpu.get('Model name')?.replace(/\s+/g, ' ').trim();
  if (model && model !== '-') m.cpuModel = model;
  const sockets = positiveNumber(lscpu.get('Socket(s)'));
  if (sockets !== undefined && Number.isInteger(sockets)) m.sockets = sockets;
  const perSocket = positiveNumber(lscpu.get('Core(s) per socket'));
  if (perSocket !== undefined && Number.isInteger(perSocket)) m.physicalCores = perSocket * (m.sockets ?? 1);
  const logical = positiveNumber(lscpu.get('CPU(s)'));
  if (logical !== undefined && Number.isInteger(logical)) m.logicalCpus = logical;
  const threads = positiveNumber(lscpu.get('Thread(s) per core'));
  if (threads !== undefined) m.smt = threads > 1;
  const maxMHz = positiveNumber(lscpu.get('CPU max MHz'));
  if (maxMHz !== undefined) m.maxMHz = Math.round(maxMHz);
  const arch = lscpu.get('Architecture');
  if (arch) m.arch = arch;
  const vendor = lscpu.get('Hypervisor vendor');
  if (vendor) m.virtualization = lscpu.get('Virtualization type') ? `${vendor} (${lscpu.get('Virtualization type')})` : vendor;
  const extra: Record<string, string> = {};
  for (const [key, name] of [
    ['Vendor ID', 'vendor'],
    ['L1d cache', 'l1d'],
    ['L2 cache', 'l2'],
    ['L3 cache', 'l3'],
    ['NUMA node(s)', 'numaNodes'],
  ] as const) {
    const v = lscpu.get(key);
    if (v) extra[name] = v;
  }
  if (Object.keys(extra).length) m.extra = extra;
  return m;
}

export function positiveNumber(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const v = Number.parseFloat(text.trim().replace(/,/g, '.'));
  return Number.isFinite(v) && v > 0 ? v : undefined;
}

export function osReleaseName(text: string): string | undefined {
  const get = (k: string) => new RegExp(`^${k}=("?)(.*)\\1\\s*$`, 'm').exec(text)?.[2];
  return get('PRETTY_NAME') ?? ([get('NAME'), get('VERSION')].filter(Boolean).join(' ') || undefined);
}

/** cgroup v2 `cpu.max` ("max 100000" or "200000 100000") or v1 quota/period, as CPUs. */
export function cpuQuota(cpuMax: string | undefined, v1Quota?: string, v1Period?: string): number | undefined {
  const [q, p] = cpuMax !== undefined ? cpuMax.trim().split(/\s+/) : [v1Quota?.trim(), v1Period?.trim()];
  const quota = Number(q);
  const period = Number(p);
  if (!q || q === 'max' || !(quota > 0) || !(period > 0)) return undefined;
  return Math.round((quota / period) * 100) / 100;
}

/** Container runtime named by /proc/1/cgroup lines, if any. */
export function containerFromCgroup(text: string): string | undefined {
  if (/kubepods/.test(text)) return 'kubernetes';
  if (/docker/.test(text)) return 'docker';
  if (/containerd|cri-o|crio/.test(text)) return 'containerd';
  if (/\/lxc\b|lxc\.payload/.test(text)) return 'lxc';
  return undefined;
}
