/**
 * `cpu-info`: results that do not say enough about the machine. The facts that matter are the CPU
 * model and the physical and logical core counts; the question asks only for those that are
 * missing. `cpu-info.missing` when a side says none of them, `cpu-info.partial` when some side gives
 * some (params: per side the facts given, their values, and the facts missing).
 */
import type { MessageParam } from '../../model/message.js';
import type { Machine, Side } from '../../model/types.js';
import { machinesDiffer, type PrBodyFacts, type PrCores } from '../pr-body.js';
import type { Ask, AskCheck } from './ask.js';
import { ask } from './ask.js';

/** The facts the question is about, in the order they are named. */
export const CPU_FACTS = ['cpu-model', 'physical-cores', 'logical-cpus'] as const;
type CpuFact = (typeof CPU_FACTS)[number];

function has(m: Machine | undefined, fact: CpuFact): boolean {
  if (!m) return false;
  if (fact === 'cpu-model') return typeof m.cpuModel === 'string' && m.cpuModel.trim() !== '';
  if (fact === 'physical-cores') return m.physicalCores !== undefined;
  return m.logicalCpus !== undefined;
}

export const cpuInfoAsk: AskCheck = ({ suite }) => {
  const sides = (['base', 'head'] as const).filter((side) => CPU_FACTS.some((f) => !has(suite.machine[side], f)));
  if (sides.length === 0) return [];
  const anyGiven = sides.some((side) => CPU_FACTS.some((f) => has(suite.machine[side], f)));
  if (!anyGiven) return [ask('cpu-info', 'cpu-info.missing', null, { sides })];
  const params: Record<string, MessageParam> = { sides };
  for (const side of sides as Side[]) {
    const m = suite.machine[side];
    params[`${side}Given`] = CPU_FACTS.filter((f) => has(m, f));
    params[`${side}Missing`] = CPU_FACTS.filter((f) => !has(m, f));
    params[`${side}CpuModel`] = has(m, 'cpu-model') ? m!.cpuModel!.trim() : null;
    params[`${side}PhysicalCores`] = m?.physicalCores ?? null;
    params[`${side}LogicalCpus`] = m?.logicalCpus ?? null;
  }
  return [ask('cpu-info', 'cpu-info.partial', null, params)];
};

/**
 * The results' `cpu-info` question without the facts the PR description gives: they are taken as
 * the author's machine, their values shown as given, and `described` names them; when nothing is
 * left missing the question is dropped. Other asks pass unchanged.
 *
 * A core count in the description answers the core part of the question, whichever count it is
 * ("Total Number of Cores: 4", "16 cores"): `described` then says `core-count` (or
 * `physical-cores` and `logical-cpus` when both are given), and only the CPU model can be left to
 * ask. Machines the description gives with different core counts (see pr-body.ts `machines`) are
 * one machine per side when it labels them base and head, else neither side's; the
 * `pr-cpu-info.machines-differ` ask says that they differ.
 */
export function withDescribedMachine(asks: readonly Ask[], facts: Pick<PrBodyFacts, 'cpuModel' | 'cores' | 'machines'>): Ask[] {
  const machines = facts.machines?.length ? facts.machines : facts.cores ? [facts.cores] : [];
  const differ = machinesDiffer(machines);
  const both = machines.length > 0 && machines.every((m) => m.physical !== null && m.logical !== null);
  const answered: CpuFact[] = [
    ...(facts.cpuModel !== null ? (['cpu-model'] as const) : []),
    ...(machines.length ? (['physical-cores', 'logical-cpus'] as const) : []),
  ];
  if (answered.length === 0) return [...asks];
  const described: string[] = [
    ...(facts.cpuModel !== null ? ['cpu-model'] : []),
    ...(machines.length === 0 ? [] : differ ? ['core-counts'] : both ? ['physical-cores', 'logical-cpus'] : ['core-count']),
  ];
  /** The machine a side's counts come from: the one machine (or machines that agree), else the one labelled with the side. */
  const machineOf = (side: Side): PrCores | undefined => (differ ? machines.find((m) => m.side === side) : machines[0]);
  const out: Ask[] = [];
  for (const a of asks) {
    if (a.kind !== 'cpu-info' || a.quote !== undefined || (a.id !== 'cpu-info.missing' && a.id !== 'cpu-info.partial')) {
      out.push(a);
      continue;
    }
    const strs = (v: MessageParam | undefined): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
    const sides = strs(a.params.sides).filter((s): s is Side => s === 'base' || s === 'head');
    const params: Record<string, MessageParam> = {};
    const left: Side[] = [];
    for (const side of sides) {
      const given = [...new Set([...strs(a.params[`${side}Given`]), ...answered])];
      const missing = CPU_FACTS.filter((f) => !given.includes(f));
      if (missing.length === 0) continue;
      left.push(side);
      const m = machineOf(side);
      params[`${side}Given`] = CPU_FACTS.filter((f) => given.includes(f));
      params[`${side}Missing`] = missing;
      params[`${side}CpuModel`] = a.params[`${side}CpuModel`] ?? facts.cpuModel;
      params[`${side}PhysicalCores`] = a.params[`${side}PhysicalCores`] ?? m?.physical ?? null;
      params[`${side}LogicalCpus`] = a.params[`${side}LogicalCpus`] ?? m?.logical ?? null;
    }
    if (left.length) out.push(ask('cpu-info', 'cpu-info.partial', a.benchmark, { sides: left, ...params, described }));
  }
  return out;
}
