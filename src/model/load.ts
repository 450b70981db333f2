/**
 * A load parameter written in a benchmark's name: `GET /api rate=1000`, `BenchmarkServe/c=64`,
 * `handler conns:64`. A token is `KEY=NUMBER` or `KEY:NUMBER` between separators (start or end of
 * the name, `/`, white space, `,`, `;`, `|`, `@`, `?`, `&`, brackets). Without `--sweep-param` the keys below
 * are looked for, and a name is read only when exactly one of them occurs in it (`c=8/rate=1000` is
 * ambiguous: which one is swept is the user's to say, with `--sweep-param rate`). With
 * `--sweep-param NAME`, only that key is looked for.
 *
 * The parameter is normalised: rate, qps and rps are `rate` (offered requests per second); c, conns,
 * connections and concurrency are `connections`; threads, vus and clients keep their name. A user's
 * own key (`--sweep-param batch`) is kept as written, lower-cased.
 */
import type { Load } from './types.js';

const DEFAULT_LOAD_KEYS: readonly string[] = [
  'rate',
  'qps',
  'rps',
  'c',
  'conns',
  'connections',
  'concurrency',
  'threads',
  'vus',
  'clients',
];

const CANONICAL: Readonly<Record<string, string>> = {
  rate: 'rate',
  qps: 'rate',
  rps: 'rate',
  c: 'connections',
  conns: 'connections',
  connections: 'connections',
  concurrency: 'connections',
  threads: 'threads',
  vus: 'vus',
  clients: 'clients',
};

/** The parameter id a name key stands for (`qps` → `rate`, `c` → `connections`; others as written, lower-cased). */
export function loadParamOf(key: string): string {
  const k = key.toLowerCase();
  return Object.hasOwn(CANONICAL, k) ? CANONICAL[k] : k;
}

export interface NameLoad {
  load: Load;
  /** The name without the token (and one separator next to it): the sweep's name. */
  rest: string;
}

export type NameLoadResult = { found: NameLoad } | { ambiguous: string[] } | null;

const SEP = '[\\s/,;|@?&()\\[\\]{}]';
const escapeKey = (k: string) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function tokenPattern(keys: readonly string[]): RegExp {
  // Longest first, so `conns` is tried before `c` (keys are matched whole anyway).
  const alt = [...keys]
    .sort((a, b) => b.length - a.length)
    .map(escapeKey)
    .join('|');
  return new RegExp(`(^|${SEP})(${alt})\\s*[=:]\\s*(\\d+(?:\\.\\d+)?)(?=$|${SEP}|-\\d+$)`, 'gi');
}

const DEFAULT_PATTERN = tokenPattern(DEFAULT_LOAD_KEYS);

/** Names are untrusted and may be long: only this much of one is searched. */
const MAX_NAME = 1000;

/**
 * The load a benchmark name carries, with the name without it; `{ ambiguous }` with the keys when
 * several default keys occur (and no `sweepParam` says which); null when there is none.
 */
export function loadFromName(name: string, sweepParam?: string): NameLoadResult {
  if (name.length > MAX_NAME) return null;
  const pattern = sweepParam ? tokenPattern([sweepParam]) : DEFAULT_PATTERN;
  pattern.lastIndex = 0;
  const hits = [...name.matchAll(pattern)];
  if (hits.length === 0) return null;
  if (hits.length > 1) return { ambiguous: hits.map((h) => h[2]) };
  const h = hits[0];
  const value = Number(h[3]);
  if (!Number.isFinite(value)) return null;
  const start = h.index! + h[1].length;
  const end = h.index! + h[0].length;
  // Drop the token and one separator: "X/c=64/y" → "X/y", "GET /api rate=1000" → "GET /api".
  let before = name.slice(0, start);
  let after = name.slice(end);
  if (before.length > 0 && /[\s/,;|@?&]$/.test(before)) before = before.slice(0, -1);
  else if (after.length > 0 && /^[\s/,;|@?&]/.test(after)) after = after.slice(1);
  const rest = (before + after).trim() || name;
  return { found: { load: { param: sweepParam ? loadParamOf(sweepParam) : loadParamOf(h[2]), value }, rest } };
}

/** How a load reads in a display name and a table: `rate=2000`. */
export function loadLabel(load: Load): string {
  return `${load.param}=${load.value}`;
}
