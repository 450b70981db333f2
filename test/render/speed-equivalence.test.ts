// The fast paths of report building and rendering (issue 14) against the plain code they replace,
// on random inputs: every answer must be the same string or list, exactly.
import { describe, expect, it } from 'vitest';
import { isMetricId, metricOrder, quantileLevel, defaultSettings } from '../../src/model/settings.js';
import {
  codeSpan,
  defuseLinks,
  displayNames,
  escapeHtml,
  escapeMarkdown,
  flatten,
  htmlCode,
  NAME_MAX,
  shortName,
} from '../../src/render/escape.js';
import { fitMarkdown } from '../../src/render/budget.js';
import { jsonReport, renderJson } from '../../src/render/json.js';
import { cachedSection, markdownParts, renderMarkdown, type ShownBenchmark } from '../../src/render/markdown.js';
import { grouped } from '../../src/render/messages/words.js';
import { mulberry32 } from '../../src/stats/random.js';
import { formatNumber } from '../../src/units/units.js';
import { lognormal, perOp, perRun, rng, suiteOf } from '../helpers/build.js';
import { reviewOf } from '../review/review-of.js';

const ZW = '\u200b';
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** escape.ts before its pre-checks: every replace always run. */
const plainFlatten = (text: string) =>
  text
    .replace(/\r\n|[\r\n\t\u2028\u2029]/g, ' ')
    .replace(CONTROL, '')
    .replace(BIDI, '');
const plainDefuse = (text: string) =>
  text
    .replace(/[@#]/g, `$&${ZW}`)
    .replace(/\b(gh)-(?=\d)/gi, `$1-${ZW}`)
    .replace(/\b[0-9a-f]{7,}\b/gi, (hex) => hex.match(/.{1,6}/g)!.join(ZW))
    .replace(/:\/\//g, `:${ZW}//`)
    .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}${ZW}.`)
    .replace(/:(?=[a-z0-9_+-]+:)/gi, `:${ZW}`);
const plainEntities = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const plainEscapeHtml = (text: string) =>
  plainEntities(plainDefuse(plainFlatten(text)))
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
const plainHtmlCode = (text: string) =>
  `<code>${plainEntities(plainFlatten(text)).replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/@/g, `@${ZW}`)}</code>`;
function plainCodeSpan(text: string): string {
  const clean = plainFlatten(text).replace(/\|/g, '¦').replace(/<!--/g, `<${ZW}!--`);
  const runs = clean.match(/`+/g) ?? [];
  const fence = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = clean.startsWith('`') || clean.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${clean.replace(/@/g, `@${ZW}`)}${pad}${fence}`;
}

/** metricOrder before it kept its answers. */
function plainOrder(ids: Iterable<string>): string[] {
  const rank = (id: string) => (id === 'min' ? -1 : id === 'max' ? 2 : id === 'mean' ? 3 : (quantileLevel(id) ?? 1.5));
  return [...new Set(ids)].filter(isMetricId).sort((a, b) => rank(a) - rank(b));
}

/** Characters every escaping pass looks for, and some it does not. */
const ALPHABET = [
  '`',
  '``',
  '"',
  "'",
  '@',
  '#',
  ':',
  '/',
  'g',
  'h',
  'G',
  'H',
  '-',
  '0',
  '7',
  '9',
  'a',
  'f',
  'F',
  'w',
  'W',
  '.',
  ' ',
  'x',
  '\n',
  '\r',
  '\t',
  '\u2028',
  '\u202e',
  '\u200e',
  '\u0007',
  '\u009f',
  '<',
  '>',
  '&',
  '!',
  '`',
  '|',
  'é',
  '😀',
];

describe('escaping with its pre-checks', () => {
  it('flattens, defuses and escapes every random string exactly as the plain passes do', () => {
    const r = mulberry32(14);
    let changed = 0;
    const wrong: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const len = Math.floor(r() * 24);
      let s = '';
      // Runs of hex digits (7 or more make a SHA-like word) and whole trigger words now and then.
      for (let k = 0; k < len; k++)
        s +=
          r() < 0.1
            ? ['www.', 'gh-1', 'http://', 'deadbeef0', 'a:b:', '@me', '<!--'][Math.floor(r() * 7)]
            : ALPHABET[Math.floor(r() * ALPHABET.length)];
      if (
        flatten(s) !== plainFlatten(s) ||
        defuseLinks(s) !== plainDefuse(s) ||
        escapeHtml(s) !== plainEscapeHtml(s) ||
        htmlCode(s) !== plainHtmlCode(s) ||
        codeSpan(s) !== plainCodeSpan(s)
      )
        wrong.push(s);
      if (plainDefuse(plainFlatten(s)) !== s) changed++;
    }
    expect(wrong).toEqual([]);
    // Both paths were taken: many strings changed, many were returned as they were.
    expect(changed).toBeGreaterThan(5_000);
    expect(changed).toBeLessThan(19_000);
    expect(escapeMarkdown('a@b <c> & d')).toBe(`a@${ZW}b &lt;c&gt; &amp; d`);
  });
});

describe('metricOrder with its answers kept', () => {
  const POOL = ['min', 'max', 'mean', 'p50', 'p90', 'p99', 'p99.9', 'p25', 'p99.99', 'p0', 'p100', 'p5O', 'bogus', '', 'p99.90', 'p7.5'];
  it('orders random id lists (repeats, unknown ids, long lists, iterables) as the plain sort does', () => {
    const r = mulberry32(41);
    for (let i = 0; i < 5_000; i++) {
      const len = Math.floor(r() * (i % 50 === 0 ? 60 : 10));
      const ids = Array.from({ length: len }, () => POOL[Math.floor(r() * POOL.length)]);
      const want = plainOrder(ids);
      expect(metricOrder(ids)).toEqual(want);
      // Asked again (kept), as a Set and as a generator: the same.
      expect(metricOrder(ids)).toEqual(want);
      expect(metricOrder(new Set(ids))).toEqual(plainOrder(new Set(ids)));
      expect(
        metricOrder(
          (function* () {
            yield* ids;
          })(),
        ),
      ).toEqual(want);
    }
  });

  it('hands out a copy: changing one answer changes no later one', () => {
    const first = metricOrder(['mean', 'p99', 'min']);
    first.push('p50');
    first.reverse();
    expect(metricOrder(['mean', 'p99', 'min'])).toEqual(['min', 'p99', 'mean']);
  });

  it('does not mistake one list for another whose ids join to the same text', () => {
    expect(metricOrder(['p50', 'p90'])).toEqual(['p50', 'p90']);
    expect(metricOrder(['p50\u0000p90'])).toEqual([]);
    expect(metricOrder(['3:p50'])).toEqual([]);
  });
});

describe('grouped counts without the formatter', () => {
  it('writes every number as Intl en-US does', () => {
    const f = new Intl.NumberFormat('en-US');
    const r = mulberry32(7);
    const values = [
      0,
      -0,
      1,
      999,
      1000,
      1001,
      999_999,
      1_000_000,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER + 1,
      -1,
      -1234,
      0.5,
      1234.5678,
      NaN,
      Infinity,
      -Infinity,
      1e21,
    ];
    for (let i = 0; i < 20_000; i++) values.push(Math.floor(r() * 10 ** Math.floor(r() * 17)));
    expect(values.filter((v) => grouped(v) !== f.format(v))).toEqual([]);
  });
});

describe('the JSON report written lazily', () => {
  const r = rng(5);
  const suite = suiteOf(
    {
      name: 'latency',
      base: perOp([lognormal(r, 200, 500, 0.2), lognormal(r, 200, 500, 0.2)]),
      head: perOp([lognormal(r, 200, 520, 0.2), lognormal(r, 200, 520, 0.2)]),
    },
    { name: 'go-like', unit: 'ns', base: perRun([10, 11, 12, 10, 11]), head: perRun([10, 11, 12, 10, 11]) },
  );
  const report = reviewOf(suite, defaultSettings());

  it('is the eager document with its infinities as null, byte for byte', () => {
    // Infinities and NaN where a report can hold them: a ratio, an interval end, a diagnostic.
    const b = report.benchmarks[0];
    const m = Object.values(b.metrics)[0]!;
    m.ciHigh = Infinity;
    m.ratio = NaN;
    b.diagnostics.mannWhitneyP = -Infinity;
    const eager =
      JSON.stringify(jsonReport(report), (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2) + '\n';
    expect(renderJson(report)).toBe(eager);
    expect(JSON.parse(renderJson(report)).benchmarks[0].diagnostics.mannWhitneyP).toBeNull();
  });
});

describe('benchmark sections kept joined', () => {
  it('joins into the review as their lines did, and the budget measures them the same', () => {
    const r = rng(9);
    const suite = suiteOf(
      {
        name: 'a',
        base: perOp([lognormal(r, 200, 500, 0.2), lognormal(r, 200, 500, 0.2)]),
        head: perOp([lognormal(r, 200, 650, 0.2), lognormal(r, 200, 650, 0.2)]),
      },
      {
        name: 'b',
        base: perOp([lognormal(r, 200, 500, 0.2), lognormal(r, 200, 500, 0.2)]),
        head: perOp([lognormal(r, 200, 500, 0.2), lognormal(r, 200, 500, 0.2)]),
      },
    );
    const report = reviewOf(suite, defaultSettings());
    const parts = markdownParts(report);
    const md = renderMarkdown(report, { charts: true });
    for (const b of parts.benchmarks as ShownBenchmark[]) {
      const [text, ...rest] = cachedSection(b, { charts: true }, 'full');
      expect(rest).toEqual([]);
      expect(text.split('\n').length).toBeGreaterThan(4);
      expect(md).toContain(`${text}\n`);
    }
    expect(md.match(/^<details( open)?><summary>/gm)?.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the budget skipping what cannot fit', () => {
  const r = rng(3);
  const suite = suiteOf(
    ...Array.from({ length: 40 }, (_, i) => ({
      name: `bench-${i}`,
      base: perOp([lognormal(r, 200, 500, 0.2), lognormal(r, 200, 500, 0.2), lognormal(r, 200, 500, 0.2)]),
      head: perOp([
        lognormal(r, 200, i % 3 ? 500 : 700, 0.2),
        lognormal(r, 200, i % 3 ? 500 : 700, 0.2),
        lognormal(r, 200, i % 3 ? 500 : 700, 0.2),
      ]),
    })),
  );
  const report = reviewOf(suite, defaultSettings());
  const whole = renderMarkdown(report, { charts: true });

  it('still gives the whole review when it fits to the last character, and shortens it one character below', () => {
    expect(fitMarkdown(report, { limit: whole.length, charts: true, pointer: ['(full report)'] })).toEqual({ text: whole, level: 0 });
    const short = fitMarkdown(report, { limit: whole.length - 1, charts: true, pointer: ['(full report)'] });
    expect(short.level).toBe(1);
    expect(short.text.length).toBeLessThan(whole.length);
  });

  it('skips rendering only where nothing could fit: every section is at least 64 characters, the bound it uses', () => {
    const tiny = suiteOf(
      { name: 'x', base: perRun([1]), head: perRun([1]) },
      { name: 'y', base: perOp([Float64Array.of(1)]), head: perOp([Float64Array.of(1)]) },
    );
    for (const rep of [report, reviewOf(tiny, defaultSettings())]) {
      for (const b of markdownParts(rep).benchmarks) {
        for (const detail of ['compact', 'full'] as const)
          for (const charts of [false, true]) expect(cachedSection(b, { charts }, detail)[0].length + 1).toBeGreaterThanOrEqual(64);
      }
    }
    for (const limit of [2_000, 3_000, 6_000, 12_000]) {
      const fitted = fitMarkdown(report, { limit, charts: true, pointer: ['(full report)'] });
      expect(fitted.level).toBe(1);
      expect(fitted.text.length).toBeLessThanOrEqual(limit);
    }
  });
});

describe('display names, long ones only', () => {
  const plainShort = (name: string, max = NAME_MAX) => {
    const cps = Array.from(name);
    if (cps.length <= max) return name;
    const tail = Math.floor((max - 1) / 3);
    return `${cps.slice(0, max - 1 - tail).join('')}…${cps.slice(cps.length - tail).join('')}`;
  };
  const hash = (text: string) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return ((h >>> 8) & 0xffffff).toString(16).padStart(6, '0');
  };
  /** displayNames before it left short names out of its sort. */
  function plainDisplayNames(names: Iterable<string>): Map<string, string> {
    const byShort = new Map<string, string[]>();
    for (const name of [...new Set(names)].sort((a, b) => b.length - a.length)) {
      const s = plainShort(name);
      if (s !== name) byShort.set(s, [...(byShort.get(s) ?? []), name]);
    }
    const out = new Map<string, string>();
    for (const [s, full] of byShort)
      for (const name of full) out.set(name, full.length === 1 ? s : `${plainShort(name, NAME_MAX - 8)} ~${hash(name)}`);
    return new Map([...out].sort((a, b) => b[0].length - a[0].length));
  }

  it('shortens and orders random name sets (long, short, astral, clashing) as before', () => {
    const r = mulberry32(120);
    const pieces = ['a', 'é', '😀', '/', 'bench', 'x'.repeat(40)];
    let shortened = 0;
    for (let i = 0; i < 300; i++) {
      const names: string[] = [];
      const prefix = 'p'.repeat(100 + Math.floor(r() * 40));
      for (let k = 0; k < 12; k++) {
        let n = r() < 0.5 ? prefix : '';
        const len = Math.floor(r() * 8);
        for (let j = 0; j < len; j++) n += pieces[Math.floor(r() * pieces.length)];
        names.push(n, n);
      }
      const got = displayNames(names);
      expect([...got]).toEqual([...plainDisplayNames(names)]);
      shortened += got.size;
      for (const n of names) expect(shortName(n)).toBe(plainShort(n));
    }
    expect(shortened).toBeGreaterThan(300);
  });
});

describe('formatNumber without the formatter away from ties', () => {
  /** formatNumber as it was: the en-US formatter for every value. */
  const formats = new Map<string, Intl.NumberFormat>();
  function plainFormat(v: number): string {
    if (!Number.isFinite(v)) return v > 0 ? '∞' : v < 0 ? '−∞' : 'NaN';
    const a = Math.abs(v);
    if (a === 0) return '0';
    if (a >= 1e15 || a < 1e-4) return v.toExponential(3);
    const digits = a >= 1000 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : a >= 1 ? 3 : Math.min(6, 3 - Math.floor(Math.log10(a)));
    const key = `${digits}|${a >= 10000}`;
    let f = formats.get(key);
    if (!f)
      formats.set(
        key,
        (f = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0, useGrouping: a >= 10000 })),
      );
    return f.format(v);
  }

  it('writes random values, decimal ties (x.xxx5), nines and edges exactly as the formatter does', () => {
    const r = mulberry32(1005);
    const values = [
      1.0005,
      2.675,
      1.005,
      0.00015,
      9.9995,
      99.995,
      999.95,
      9999.5,
      99999.5,
      0.99995,
      1e-4,
      0.000099999,
      1e15 - 1,
      999999999999999.9,
      123456789012345.67,
      1e15,
      10000,
      9999.4999,
      0.5,
      999.96,
      9999.96,
      0,
      -0,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (let i = 0; i < 60_000; i++) values.push((r() < 0.5 ? -1 : 1) * r() * 10 ** (Math.floor(r() * 21) - 6));
    for (let i = 0; i < 20_000; i++) {
      // Decimal ties at every digit count: the formatter rounds these up (half away from zero), toFixed may not.
      const digits = 1 + Math.floor(r() * 7);
      const e = Math.floor(r() * 19) - 4 - digits;
      values.push(
        Number(`${Math.floor(r() * 10 ** digits)}5e${e}`),
        Number(`${'9'.repeat(digits)}5e${e}`),
        Number(`${'9'.repeat(digits)}e${e}`),
      );
    }
    let differ = 0;
    const wrong: Array<[number, string, string]> = [];
    for (const v of [...values, ...values.map((x) => -x)]) {
      if (formatNumber(v) !== plainFormat(v)) wrong.push([v, formatNumber(v), plainFormat(v)]);
      // In [1, 10) three decimals are kept: count where rounding the binary value would read otherwise.
      if (v >= 1 && v < 10 && Number(v.toFixed(3)) !== Number(plainFormat(v))) differ++;
    }
    expect(wrong).toEqual([]);
    // The ties were there to be caught: rounding the binary value alone gets some of them wrong.
    expect(differ).toBeGreaterThan(0);
  });
});
