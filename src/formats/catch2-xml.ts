/**
 * Catch2 XML reporter (`-r xml`, `--reporter xml::out=f.xml`): v3 `<Catch2TestRun>` and v2
 * `<Catch><Group>`.
 *
 * Kinds: each `<BenchmarkResults>` carries only a mean and a standard deviation (with bootstrap
 * CIs) over `samples` samples, each sample itself a mean over `iterations` calls. So one
 * benchmark is one `summary` (mean, sd, n = samples), values in nanoseconds as the reporter
 * says. With `--benchmark-no-analysis` Catch2 writes `standardDeviation value="0" ci="0"`: the sd
 * was not computed, so it is left out. `<failed message>` benchmarks are skipped with a warning.
 *
 * Names: the same benchmark name may appear in several test cases and sections, so the name is
 * `<test case> / <section> / … / <benchmark>`, stable across base and head.
 */
import { InputError } from '../errors.js';
import type { Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import type { InputFile, InputProbe } from '../read/reader.js';

const ROOT = /<(Catch2TestRun|Catch)[\s>]/;

function detect(probe: InputProbe): number {
  const head = probe.head.replace(/^\uFEFF/, '').trimStart();
  if (!head.startsWith('<') || !ROOT.test(head)) return 0;
  if (head.includes('<BenchmarkResults')) return 1;
  return head.length >= 60_000 ? 0.6 : 0;
}

export interface XmlTag {
  name: string;
  attrs: Record<string, string>;
  close: boolean;
  selfClose: boolean;
  line: number;
}

function unescape(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    const l = e.toLowerCase();
    if (l.startsWith('#x')) return String.fromCodePoint(parseInt(l.slice(2), 16) % 0x110000);
    if (l.startsWith('#')) return String.fromCodePoint(Number(l.slice(1)) % 0x110000);
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[l];
  });
}

const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTR = /([\w.:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g;

/** A small tokenizer for the element structure of reporter XML; text content is skipped. */
export function* xmlTags(text: string, file: string): Generator<XmlTag> {
  let i = 0;
  let line = 1;
  const advance = (to: number): void => {
    for (let k = i; k < to; k++) if (text.charCodeAt(k) === 10) line++;
    i = to;
  };
  for (;;) {
    const lt = text.indexOf('<', i);
    if (lt < 0) return;
    advance(lt);
    const special: Array<[string, string]> = [
      ['<!--', '-->'],
      ['<?', '?>'],
      ['<![CDATA[', ']]>'],
      ['<!', '>'],
    ];
    const sp = special.find(([open]) => text.startsWith(open, i));
    if (sp) {
      const end = text.indexOf(sp[1], i + sp[0].length);
      if (end < 0) throw new InputError({ file, line }, `unterminated "${sp[0]}"; the XML ends early (truncated file?)`);
      advance(end + sp[1].length);
      continue;
    }
    TAG.lastIndex = i;
    const m = TAG.exec(text);
    if (!m && text.indexOf('>', i) < 0) throw new InputError({ file, line }, 'unterminated tag; the XML ends early (truncated file?)');
    if (!m)
      throw new InputError({ file, line }, `malformed XML tag "${text.slice(i, i + 40).split('\n')[0]}"; expected <Element attr="value">`);
    const attrs: Record<string, string> = {};
    for (const a of m[3].matchAll(ATTR)) attrs[a[1]] = unescape(a[3] ?? a[4] ?? '');
    const tag: XmlTag = { name: m[2], attrs, close: m[1] === '/', selfClose: m[4] === '/', line };
    advance(i + m[0].length);
    yield tag;
  }
}

function num(tag: XmlTag, key: string, file: string): number | undefined {
  const raw = tag.attrs[key];
  if (raw === undefined) return undefined;
  const v = Number(raw.trim());
  if (raw.trim() === '' || Number.isNaN(v))
    throw new InputError(
      { file, line: tag.line, pointer: `${tag.name}@${key}` },
      `"${raw.slice(0, 40)}" is not a number; expected a value such as 1.85689e+06`,
    );
  return v;
}

interface Bench {
  tag: XmlTag;
  name: string;
  mean?: number;
  sd?: number;
  failed?: string;
}

/** A finished <BenchmarkResults>: its summary, or a warning why it is skipped. */
function finishBenchmark(b: Bench, ctx: ReadContext): Measurement | undefined {
  const file = ctx.file;
  if (b.failed !== undefined) {
    ctx.warnShared('benchmark-failed', { line: b.tag.line, benchmark: b.name, reason: b.failed });
    return undefined;
  }
  if (b.mean === undefined)
    throw new InputError(
      { file, line: b.tag.line, pointer: 'BenchmarkResults/mean' },
      `benchmark "${b.name}" has no <mean value>; expected its mean in ns`,
    );
  if (!Number.isFinite(b.mean) || (b.sd !== undefined && !Number.isFinite(b.sd))) {
    ctx.warn('not-finite', { line: b.tag.line, benchmark: b.name });
    return undefined;
  }
  const n = num(b.tag, 'samples', file);
  return {
    benchmark: b.name,
    unit: 'ns',
    lowerIsBetter: true,
    run: '1',
    data: { kind: 'summary', mean: b.mean, sd: b.sd, n: n !== undefined && Number.isInteger(n) && n > 0 ? n : undefined },
    source: { file, line: b.tag.line },
  };
}

/** An opening tag: the root is checked, and a benchmark's parts are collected into `bench`. */
function openTag(tag: XmlTag, stack: XmlTag[], bench: Bench | undefined, file: string): Bench | undefined {
  if (tag.name === 'BenchmarkResults') {
    const path = stack.filter((t) => t.name === 'TestCase' || t.name === 'Section').map((t) => t.attrs.name ?? '');
    return { tag, name: [...path, tag.attrs.name ?? ''].join(' / ') };
  }
  if (bench && tag.name === 'mean') {
    bench.mean = num(tag, 'value', file);
  } else if (bench && tag.name === 'standardDeviation') {
    const sd = num(tag, 'value', file);
    bench.sd = sd === 0 && num(tag, 'ci', file) === 0 ? undefined : sd;
  } else if (bench && tag.name === 'failed') {
    bench.failed = tag.attrs.message ?? '';
  }
  return bench;
}

/** Walk the element structure; one measurement per usable <BenchmarkResults>. */
function readBenchmarks(text: string, ctx: ReadContext): Measurement[] {
  const file = ctx.file;
  const measurements: Measurement[] = [];
  const stack: XmlTag[] = [];
  let bench: Bench | undefined;
  let sawRoot = false;
  for (const tag of xmlTags(text, file)) {
    if (!tag.close) {
      if (stack.length === 0) {
        if (tag.name !== 'Catch2TestRun' && tag.name !== 'Catch')
          throw new InputError({ file, line: tag.line }, `root element <${tag.name}>; expected <Catch2TestRun> or <Catch>`);
        if (sawRoot) throw new InputError({ file, line: tag.line }, 'a second root element; expected one Catch2 report per file');
        sawRoot = true;
      }
      bench = openTag(tag, stack, bench, file);
      if (!tag.selfClose) stack.push(tag);
      continue;
    }
    const open = stack.pop();
    if (!open || open.name !== tag.name) {
      throw new InputError(
        { file, line: tag.line },
        `</${tag.name}> does not close ${open ? `<${open.name}> (line ${open.line})` : 'any element'}; the XML is malformed`,
      );
    }
    if (tag.name === 'BenchmarkResults' && bench) {
      const m = finishBenchmark(bench, ctx);
      bench = undefined;
      if (m) measurements.push(m);
    }
  }
  if (!sawRoot) throw new InputError({ file, line: 1 }, 'no root element; expected <Catch2TestRun> or <Catch>');
  if (stack.length > 0) {
    const top = stack[stack.length - 1];
    throw new InputError({ file, line: top.line }, `<${top.name}> is never closed; the XML ends early (truncated file?)`);
  }
  return measurements;
}

async function parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
  const file = input.path;
  const text = await input.readText();
  if (text.trim() === '') throw new InputError({ file }, 'the file is empty; expected Catch2 XML (<Catch2TestRun> or <Catch>)');
  const measurements = readBenchmarks(text, ctx);
  const names = new Set<string>();
  for (const m of measurements) {
    if (names.has(m.benchmark)) ctx.warn('repeated', { line: m.source.line ?? null, benchmark: m.benchmark });
    names.add(m.benchmark);
  }
  measurements.forEach((m) => {
    const same = measurements.filter((o) => o.benchmark === m.benchmark);
    if (same.length > 1) m.run = String(same.indexOf(m) + 1);
  });
  if (measurements.length === 0 && ctx.warnings.length === 0) {
    throw new InputError({ file }, 'no <BenchmarkResults> found; expected benchmarks (BENCHMARK(...) with the xml reporter)');
  }
  return { measurements };
}

export const catch2Xml = defineReader({
  id: 'catch2-xml',
  title: 'Catch2 XML reporter (<Catch2TestRun> v3, <Catch> v2) with <BenchmarkResults>',
  carries: 'summary',
  howTo: './tests "[!benchmark]" -r xml -o bench.xml  (v3: --reporter xml::out=bench.xml)',
  detect,
  parse,
});
