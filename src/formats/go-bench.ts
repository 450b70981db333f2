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
 * adding a benchmark package does not rename every benchmark of the other side. Metrics are told apart by unit (ns, B/s, B, allocs, custom); a second
 * metric of one line with the same canonical unit gets ` (<unit as printed>)` appended.
 * `Unit <unit> better=higher|lower` metadata lines set the direction of custom units.
 * Config lines `cpu:`, `goos:`, `goarch:` become machine facts.
 */
import { InputError } from '../errors.js';
import type { Machine, Measurement, ParseResult } from '../model/types.js';
import { parseUnit } from '../units/units.js';
import { isObject } from './json.js';
import type { FormatReader, InputFile, InputProbe } from './reader.js';
import { splitLines } from './text.js';

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
  if (probe.isDirectory) return 0;
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

async function parse(input: InputFile): Promise<ParseResult> {
  const file = input.path;
  const text = await input.readText();
  if (text.trim() === '') throw new InputError({ file }, 'the file is empty; expected `go test -bench` output with lines like "BenchmarkX-8  1000  123 ns/op"');
  const lines = toLines(text);
  const warnings: string[] = [];
  const config = new Map<string, string>();
  const better = new Map<string, boolean>();
  const machine: Machine = { source: 'go-bench' };
  const pkgs = new Set<string>();
  const results: Result[] = [];
  for (const { text: raw, line } of lines) {
    const t = raw.replace(/\r$/, '');
    if (t.startsWith('Benchmark')) {
      const f = t.trim().split(/\s+/);
      if (f.length === 1) continue; // `-v` prints the bare name first
      if (f.length < 4 || f.length % 2 !== 0 || !/^\d+$/.test(f[1])) {
        if (RESULT.test(t)) warnings.push(`${file}:${line}: skipped a malformed result line; expected "name iterations value unit [value unit …]"`);
        continue;
      }
      const metrics: Array<[number, string]> = [];
      let bad = false;
      for (let k = 2; k < f.length; k += 2) {
        if (!NUMBER.test(f[k])) bad = true;
        else metrics.push([Number(f[k]), f[k + 1]]);
      }
      if (bad || metrics.some(([v]) => !Number.isFinite(v))) {
        warnings.push(`${file}:${line}: skipped result line with a value that is not a finite number`);
        continue;
      }
      const pkg = config.get('pkg') ?? '';
      results.push({ pkg, name: f[0], line, iterations: Number(f[1]), metrics });
      continue;
    }
    const unitMeta = /^Unit\s+(\S+)\s+(.*)$/.exec(t);
    if (unitMeta) {
      const b = /(?:^|\s)better=(higher|lower)\b/.exec(unitMeta[2]);
      if (b) better.set(unitMeta[1], b[1] === 'lower');
      continue;
    }
    const failed = /^--- FAIL: (Benchmark\S*)/.exec(t);
    if (failed) {
      warnings.push(`${file}:${line}: benchmark ${failed[1]} failed; it has no results from that run`);
      continue;
    }
    const c = CONFIG.exec(t);
    if (c) {
      const value = (c[2] ?? '').trim();
      if (value === '') config.delete(c[1]);
      else config.set(c[1], value);
      if (c[1] === 'pkg' && value !== '') pkgs.add(value);
      if (c[1] === 'cpu' && value !== '') {
        if (machine.cpuModel !== undefined && machine.cpuModel !== value) warnings.push(`${file}:${line}: a second cpu "${value}" differs from "${machine.cpuModel}"; the machine facts keep the first`);
        machine.cpuModel ??= value;
      }
      if (c[1] === 'goos' && value !== '') machine.os ??= value;
      if (c[1] === 'goarch' && value !== '') machine.arch ??= value;
    }
  }
  if (results.length === 0) {
    throw new InputError({ file }, 'no benchmark result lines found; expected lines like "BenchmarkX-8  1000  123 ns/op"');
  }

  const suffixes = new Set(results.map((r) => /-(\d+)$/.exec(r.name)?.[1] ?? ''));
  const [only] = [...suffixes];
  const strip = suffixes.size === 1 && only !== '';
  if (strip) machine.extra = { gomaxprocs: only };
  const counts = new Map<string, number>();
  const measurements: Measurement[] = [];
  for (const r of results) {
    let name = strip ? r.name.replace(/-\d+$/, '') : r.name;
    if (r.pkg !== '') name = `${r.pkg}.${name}`;
    const n = (counts.get(name) ?? 0) + 1;
    counts.set(name, n);
    const used = new Set<string>();
    for (const [value, rawUnit] of r.metrics) {
      const u = parseUnit(rawUnit);
      let bench = name;
      if (used.has(u.unit)) bench = `${name} (${rawUnit})`;
      used.add(u.unit);
      const lowerIsBetter = better.get(rawUnit) ?? u.lowerIsBetter;
      measurements.push({
        benchmark: bench,
        unit: u.unit,
        lowerIsBetter,
        run: String(n),
        data: { kind: 'per-run', value: value * u.scale, iterations: r.iterations },
        source: { file, line: r.line },
      });
    }
  }
  return { format: 'go-bench', measurements, machine, warnings };
}

export const goBench: FormatReader = {
  id: 'go-bench',
  title: 'Go benchfmt text (go test -bench, plain or -json)',
  carries: 'per-run',
  howTo: "go test -run '^$' -bench . -count 10 -benchmem ./... > out.txt (or with -json)",
  detect,
  parse,
};
