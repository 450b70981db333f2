/** Names the user chose (model/rename.ts): --rename on base, --name on single-target load-tool outputs. */
import { describe, expect, it } from 'vitest';
import { applyNames, parseRename, parseRenames } from '../../src/model/rename.js';
import type { Measurement, ParseResult } from '../../src/model/types.js';

const m = (benchmark: string, file: string, line: number, measure = 'latency'): Measurement => ({
  benchmark,
  unit: 'ns',
  measure,
  lowerIsBetter: true,
  run: String(line),
  data: { kind: 'per-run', value: 100 + line },
  source: { file, line },
});
const result = (format: string, ...measurements: Measurement[]): ParseResult => ({ format, measurements, warnings: [] });
const names = (rs: ParseResult[]) => rs.flatMap((r) => r.measurements.map((x) => x.benchmark));

describe('parseRename', () => {
  it('reads old=new, and old => new when a name has "="', () => {
    expect(parseRename('BenchmarkOld=BenchmarkNew', '--rename')).toEqual({ from: 'BenchmarkOld', to: 'BenchmarkNew' });
    expect(parseRename(' GET /a = GET /b ', '--rename')).toEqual({ from: 'GET /a', to: 'GET /b' });
    expect(parseRename('BenchmarkX/n=10 => BenchmarkY/n=10', '--rename')).toEqual({ from: 'BenchmarkX/n=10', to: 'BenchmarkY/n=10' });
  });

  it('refuses a value it cannot split, empty names, and a mapping that renames nothing', () => {
    expect(() => parseRename('old', '--rename')).toThrow('--rename "old" has no "="; expected old=new');
    expect(() => parseRename('a/n=1=b/n=1', '--rename')).toThrow(
      '--rename "a/n=1=b/n=1" has 3 "=" signs, so where the old name ends is unclear; expected old=new',
    );
    expect(() => parseRename('=new', '`rename`')).toThrow('`rename` "=new": the old name is empty');
    expect(() => parseRename('old= ', '--rename')).toThrow('--rename "old= ": the new name is empty');
    expect(() => parseRename('a=a', '--rename')).toThrow('--rename "a=a": the old and the new name are the same; leave it out');
    expect(() => parseRenames(['a=b', '', 'a=c'], '--rename')).toThrow('--rename: "a" is renamed twice (to "b" and to "c")');
    expect(parseRenames(['a=b', ' ', 'c=d'], '--rename')).toHaveLength(2);
  });
});

describe('applyNames --rename', () => {
  const base = [result('go-bench', m('Old', 'b.txt', 1), m('Old', 'b.txt', 2, 'B/op'), m('Kept', 'b.txt', 3))];
  const head = [result('go-bench', m('New', 'h.txt', 1), m('Kept', 'h.txt', 3))];

  it('renames base only, every measure of the name, and leaves the inputs as they were', () => {
    const out = applyNames({ base, head }, { rename: [{ from: 'Old', to: 'New' }] });
    expect(names(out.base)).toEqual(['New', 'New', 'Kept']);
    expect(names(out.head)).toEqual(['New', 'Kept']);
    expect(names(base)).toEqual(['Old', 'Old', 'Kept']);
    expect(out.base[0].warnings).toEqual([]);
  });

  it('applies mappings at once: a swap is a swap, not a chain', () => {
    const out = applyNames(
      { base, head },
      {
        rename: [
          { from: 'Old', to: 'Kept' },
          { from: 'Kept', to: 'Old' },
        ],
      },
    );
    expect(names(out.base)).toEqual(['Kept', 'Kept', 'Old']);
  });

  it('warns (does not fail) for an old name base does not have, saying when base already has the new one', () => {
    const out = applyNames(
      { base, head },
      {
        rename: [
          { from: 'Gone', to: 'Kept' },
          { from: 'Nowhere', to: 'Else' },
        ],
      },
    );
    // No mapping renames Old, and Old and New differ only by side words: they pair (model/side-pairing.ts), noted after the warnings.
    expect(names(out.base)).toEqual(['New', 'New', 'Kept']);
    expect(out.base[0].warnings).toEqual([
      { id: 'names.rename-unmatched', params: { from: 'Gone', to: 'Kept', alreadyNew: true } },
      { id: 'names.rename-unmatched', params: { from: 'Nowhere', to: 'Else', alreadyNew: false } },
      { id: 'names.paired-by-side', params: { base: 'Old', head: 'New', baseTokens: ['Old'], headTokens: ['New'] } },
    ]);
  });

  it('refuses a rename that would pool two base benchmarks, naming both places', () => {
    expect(() => applyNames({ base, head }, { rename: [{ from: 'Old', to: 'Kept' }] })).toThrow(
      'b.txt:3: --rename "Old=Kept": base already has a benchmark that ends up named "Kept" ("Kept", b.txt:3); the two would be pooled as one — rename "Kept" too, or choose another name',
    );
  });
});

describe('applyNames --name', () => {
  it('names every measurement of single-target load-tool outputs on both sides, keeping a qualifier', () => {
    const base = [
      result(
        'wrk2',
        m('GET /index.html', 'b.txt', 1),
        m('GET /index.html (uncorrected)', 'b.txt', 2),
        m('GET /index.html', 'b.txt', 3, 'requests/sec'),
      ),
    ];
    const head = [result('autocannon', m('GET /', 'h.json', 1)), result('go-bench', m('BenchmarkX', 'g.txt', 1))];
    const out = applyNames({ base, head }, { name: 'checkout' });
    expect(names(out.base)).toEqual(['checkout', 'checkout (uncorrected)', 'checkout']);
    expect(names(out.head)).toEqual(['checkout', 'BenchmarkX']);
  });

  it('refuses an output with several targets, naming the file, and a --name no input can take', () => {
    const two = [result('wrk', m('GET /', 'two.txt', 1), m('GET /err', 'two.txt', 9))];
    expect(() => applyNames({ base: two, head: [] }, { name: 'svc' })).toThrow(
      `two.txt: --name "svc" names the one benchmark of a load-tool output, but this wrk output holds 2 ("GET /", "GET /err"); leave --name out and rename each with --rename 'old=new'`,
    );
    const go = [result('go-bench', m('BenchmarkX', 'g.txt', 1))];
    expect(() => applyNames({ base: go, head: go }, { name: 'svc', said: { name: '`name`', rename: '`rename`' } })).toThrow(
      '`name` "svc" names the benchmark of a load-tool output (wrk, wrk2, vegeta-text, vegeta-json, vegeta-encode, ghz, oha-json, oha-csv, autocannon), and no input is one (read as go-bench); rename other benchmarks with `rename` \'old=new\'',
    );
  });
});
