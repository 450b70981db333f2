/** Compare the machine facts of the two sides: a difference means the numbers are not like for like. */
import { message, type Message } from '../model/message.js';
import type { Machine } from '../model/types.js';

/** The facts compared, in the order differences are listed (render/messages/review.ts names them). */
export const MACHINE_FIELDS = [
  'cpuModel',
  'sockets',
  'physicalCores',
  'logicalCpus',
  'smt',
  'maxMHz',
  'governor',
  'turbo',
  'kernel',
  'os',
  'arch',
  'memoryBytes',
  'virtualization',
  'runnerName',
] as const satisfies ReadonlyArray<keyof Machine>;

export function compareMachines(base: Machine | undefined, head: Machine | undefined): Message[] {
  if (!base || !head) return [];
  const out: Message[] = [];
  for (const field of MACHINE_FIELDS) {
    const a = base[field];
    const b = head[field];
    if (a === undefined || b === undefined) continue;
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(message('review.machine-differs', { field, base: String(a), head: String(b) }));
  }
  return out;
}

/**
 * The facts that make numbers not comparable when they differ: another CPU model, another core
 * count, another host (the Kudu "numbers from different hosts are not comparable" case). Only facts
 * both sides know are compared. Other differences (kernel, governor…) are listed, not decisive.
 */
export const INCOMPARABLE_FIELDS = ['cpuModel', 'physicalCores', 'logicalCpus', 'host'] as const satisfies ReadonlyArray<keyof Machine>;

export interface MachineMismatch {
  field: (typeof INCOMPARABLE_FIELDS)[number];
  base: string;
  head: string;
}

export function incomparableFacts(base: Machine | null | undefined, head: Machine | null | undefined): MachineMismatch[] {
  if (!base || !head) return [];
  const out: MachineMismatch[] = [];
  for (const field of INCOMPARABLE_FIELDS) {
    const a = base[field];
    const b = head[field];
    if (a === undefined || b === undefined) continue;
    const same = typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : a === b;
    if (!same) out.push({ field, base: String(a), head: String(b) });
  }
  return out;
}

/** The warning that says so, first in the report: `allowed` when the user said the machines are equivalent. */
export function machinesWarning(mismatch: MachineMismatch[], allowed: boolean): Message {
  return message('review.machines-differ', {
    fields: mismatch.map((m) => m.field),
    base: mismatch.map((m) => m.base),
    head: mismatch.map((m) => m.head),
    allowed,
  });
}
