/**
 * Go benchfmt text (`go test -bench . -count N [-benchmem]`), plain or wrapped by `go test -json`.
 *
 * Runs and kinds: every result line `BenchmarkX-8  N  v unit [v unit …]` is one run of the
 * benchmark, and each of its values is a mean over `N` iterations, so every metric becomes a
 * `per-run` measurement (iterations = N). Run ids count the lines of one benchmark: "1", "2", …
 * Note that the `-count` repetitions run inside one test process: they vary less than separate
 * processes would (no new memory layout, same warmed caches).
 *
 * Names: the tool's name. The `-N` GOMAXPROCS suffix is dropped (and kept as machine.extra
 * `gomaxprocs`) when every result line carries the same suffix; with mixed suffixes (`-cpu 1,2`)
 * names stay as printed, so the variants stay apart. Whenever a `pkg:` line names the package,
 * names become `<pkg>.<name>` — always, not only when several packages appear, so that a change
 * adding a benchmark package does not rename every benchmark of the other side. Each metric's
 * measure is its unit as printed (`ns/op`, `B/op`, `allocs/op`, `MB/s`, a `b.ReportMetric` unit such
 * as `items/s`), so model/build.ts shows `<name> (<measure>)` when a benchmark has several; a
 * unit printed k times on one line gives measures `<unit>`, `<unit> #2`, ….
 * `Unit <unit> better=higher|lower` metadata lines set the direction of custom units.
 * Config lines `cpu:`, `goos:`, `goarch:` become machine facts, and `pkg:` lines machine.extra `pkg`
 * (the packages, comma-separated). `gomaxprocs` is GOMAXPROCS, not a core count.
 */
import { InputError } from '../errors.js';
import type { Machine, Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { isObject } from '../read/json.js';
import { splitLines } from '../read/lines.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { parseUnit } from '../units/units.js';

// `\d+(?:\.\d*)?`, not `\d+\.?\d*`: digits split between two quantifiers backtrack
// quadratically on a long run of digits.
const RESULT = /^Benchmark\S*\s+\d+\s+[-+]?(\d+(?:\.\d*)?|\.\d+)([eE][-+]?\d+)?\s+\S+/;
const CONFIG = /^([a-z][^\s:A-Z]*):(?:\s+(.*))?$/;
const NUMBER = /^[-+]?(\d+(?:\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

interface Line {
  text: string;
  line: number;
}

/**
 * Reassemble `go test -json` Output events per package; each text line keeps the NDJSON line
 * where it began. Lines that are not JSON events (stderr mixed in by `2>&1`) are kept as text.
 */
function unwrapJson(rows: string[]): Line[] | undefined {
  const byPkg = new Map<string, { buf: string; start: number; lines: Line[] }>();
  const stray: Line[] = [];
  let seen = 0;
  for (let i = 0; i < rows.length; i++) {
    const raw = rows[i].trim();
    if (raw === '') continue;
    let ev: unknown;
    try {
      ev = raw.startsWith('{') ? JSON.parse(raw) : undefined;
    } catch {
      ev = undefined;
    }
    if (!isObject(ev) || typeof ev.Action !== 'string') {
      stray.push({ text: rows[i], line: i + 1 });
      continue;
    }
    seen++;
    if (ev.Action !== 'output' || typeof ev.Output !== 'string') continue;
    const pkg = typeof ev.Package === 'string' ? ev.Package : '';
    let st = byPkg.get(pkg);
    if (!st) byPkg.set(pkg, (st = { buf: '', start: i + 1, lines: [] }));
    if (st.buf === '') st.start = i + 1;
    st.buf += ev.Output;
    let nl: number;
    while ((nl = st.buf.indexOf('\n')) >= 0) {
      st.lines.push({ text: st.buf.slice(0, nl), line: st.start });
      st.buf = st.buf.slice(nl + 1);
      st.start = i + 1;
    }
  }
  if (seen === 0) return undefined;
  const out: Line[] = [...stray];
  for (const st of byPkg.values()) {
    if (st.buf !== '') st.lines.push({ text: st.buf, line: st.start });
    out.push(...st.lines);
  }
  return out;
}

function toLines(text: string): Line[] {
  const rows = splitLines(text);
  const first = rows.find((r) => r.trim() !== '')?.trim() ?? '';
  if (first.startsWith('{')) {
    const lines = unwrapJson(rows);
    if (lines) return lines;
  }
  return rows.map((t, i) => ({ text: t, line: i + 1 }));
}

interface Result {
  pkg: string;
  name: string;
  line: number;
  iterations: number;
  metrics: Array<[number, string]>;
}

function detect(probe: InputProbe): number {
  const lines = toLines(probe.head);
  let results = 0;
  let config = 0;
  for (const { text } of lines) {
    const t = text.replace(/\r$/, '');
    if (RESULT.test(t) && t.trim().split(/\s+/).length % 2 === 0) results++;
    else if (/^(goos|goarch|pkg|cpu): /.test(t)) config++;
  }
  if (results === 0) return 0;
  return config > 0 ? 0.9 : 0.6;
}

/** What the lines say: the results, `Unit … better=` metadata, and the machine facts. */
interface Scan {
  results: Result[];
  better: Map<string, boolean>;
  machine: Machine;
}

/** A `Benchmark…` line: a result, or undefined (with a warning when it looks like a broken one). */
function resultLine(t: string, line: number, pkg: string, ctx: ReadContext): Result | undefined {
  const f = t.trim().split(/\s+/);
  if (f.length === 1) return undefined; // `-v` prints the bare name first
  if (f.length < 4 || f.length % 2 !== 0 || !/^\d+$/.test(f[1])) {
    if (RESULT.test(t)) ctx.warn('malformed-result', { line });
    return undefined;
  }
  const metrics: Array<[number, string]> = [];
  let bad = false;
  for (let k = 2; k < f.length; k += 2) {
    if (!NUMBER.test(f[k])) bad = true;
    else metrics.push([Number(f[k]), f[k + 1]]);
  }
  if (bad || metrics.some(([v]) => !Number.isFinite(v))) {
    ctx.warn('not-finite', { line });
    return undefined;
  }
  return { pkg, name: f[0], line, iterations: Number(f[1]), metrics };
}

/** A `key: value` configuration line: kept for the results after it; cpu, goos, goarch and pkg are machine facts. */
function configLine(key: string, value: string, line: number, config: Map<string, string>, machine: Machine, ctx: ReadContext): void {
  if (value === '') config.delete(key);
  else config.set(key, value);
  if (value === '') return;
  if (key === 'cpu') {
    if (machine.cpuModel !== undefined && machine.cpuModel !== value) ctx.warn('second-cpu', { line, cpu: value, first: machine.cpuModel });
    machine.cpuModel ??= value;
  }
  if (key === 'goos') machine.os ??= value;
  if (key === 'goarch') machine.arch ??= value;
  if (key === 'pkg') {
    const extra = (machine.extra ??= {});
    const pkgs = extra.pkg === undefined ? [] : extra.pkg.split(', ');
    if (!pkgs.includes(value)) extra.pkg = [...pkgs, value].join(', ');
  }
}

function scan(lines: Line[], ctx: ReadContext): Scan {
  const config = new Map<string, string>();
  const out: Scan = { results: [], better: new Map(), machine: {} };
  for (const { text: raw, line } of lines) {
    const t = raw.replace(/\r$/, '');
    if (t.startsWith('Benchmark')) {
      const r = resultLine(t, line, config.get('pkg') ?? '', ctx);
      if (r) out.results.push(r);
      continue;
    }
    const unitMeta = /^Unit\s+(\S+)\s+(.*)$/.exec(t);
    if (unitMeta) {
      const b = /(?:^|\s)better=(higher|lower)\b/.exec(unitMeta[2]);
      if (b) out.better.set(unitMeta[1], b[1] === 'lower');
      continue;
    }
    const failed = /^--- FAIL: (Benchmark\S*)/.exec(t);
    if (failed) {
      ctx.warn('failed', { line, benchmark: failed[1] });
      continue;
    }
    const c = CONFIG.exec(t);
    if (c) configLine(c[1], (c[2] ?? '').trim(), line, config, out.machine, ctx);
  }
  return out;
}

/** One per-run measurement per result and metric; a `-N` GOMAXPROCS suffix shared by all is dropped (and kept as a fact). */
function toMeasurements({ results, better, machine }: Scan, file: string): Measurement[] {
  const suffixes = new Set(results.map((r) => /-(\d+)$/.exec(r.name)?.[1] ?? ''));
  const [only] = [...suffixes];
  const strip = suffixes.size === 1 && only !== '';
  if (strip) machine.extra = { ...machine.extra, gomaxprocs: only };
  const counts = new Map<string, number>();
  const measurements: Measurement[] = [];
  for (const r of results) {
    let name = strip ? r.name.replace(/-\d+$/, '') : r.name;
    if (r.pkg !== '') name = `${r.pkg}.${name}`;
    const n = (counts.get(name) ?? 0) + 1;
    counts.set(name, n);
    const used = new Map<string, number>();
    for (const [value, rawUnit] of r.metrics) {
      const seen = (used.get(rawUnit) ?? 0) + 1;
      used.set(rawUnit, seen);
      const u = parseUnit(rawUnit);
      const lowerIsBetter = better.get(rawUnit) ?? u.lowerIsBetter;
      const measure = seen === 1 ? rawUnit : `${rawUnit} #${seen}`;
      measurements.push({ benchmark: name, unit: u.unit, measure, lowerIsBetter, run: String(n), data: { kind: 'per-run', value: value * u.scale, iterations: r.iterations }, source: { file, line: r.line } });
    }
  }
  return measurements;
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const text = await input.readText();
  if (text.trim() === '') throw new InputError({ file }, 'the file is empty; expected `go test -bench` output with lines like "BenchmarkX-8  1000  123 ns/op"');
  const found = scan(toLines(text), ctx);
  if (found.results.length === 0) {
    throw new InputError({ file }, 'no benchmark result lines found; expected lines like "BenchmarkX-8  1000  123 ns/op"');
  }
  return { measurements: toMeasurements(found, file), machine: found.machine };
}

export const goBench = defineReader({
  id: 'go-bench',
  title: 'Go benchfmt text (go test -bench, plain or -json)',
  carries: 'per-run',
  howTo: "go test -run '^$' -bench . -count 10 -benchmem ./... > out.txt (or with -json)",
  detect,
  parse,
});
