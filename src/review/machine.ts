/** Compare the machine facts of the two sides: a difference means the numbers are not like for like. */
import type { Machine } from '../model/types.js';

const FIELDS: Array<[keyof Machine, string]> = [
  ['cpuModel', 'CPU model'],
  ['sockets', 'sockets'],
  ['physicalCores', 'physical cores'],
  ['logicalCpus', 'logical CPUs'],
  ['smt', 'SMT'],
  ['maxMHz', 'max frequency (MHz)'],
  ['governor', 'frequency governor'],
  ['turbo', 'turbo'],
  ['kernel', 'kernel'],
  ['os', 'OS'],
  ['arch', 'architecture'],
  ['memoryBytes', 'memory'],
  ['virtualization', 'virtualisation'],
  ['runnerName', 'runner'],
];

export function compareMachines(base: Machine | undefined, head: Machine | undefined): string[] {
  if (!base || !head) return [];
  const out: string[] = [];
  for (const [key, label] of FIELDS) {
    const a = base[key];
    const b = head[key];
    if (a === undefined || b === undefined) continue;
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${label}: base ${String(a)}, head ${String(b)}`);
  }
  return out;
}
