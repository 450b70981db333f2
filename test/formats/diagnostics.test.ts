/**
 * Error messages for input that cannot be read: invalid JSON as `file:line:column: …` on one
 * line; in auto mode, JSON that does not parse is said to be JSON, with the position; an
 * unrecognised input names the reader that came closest and where it stopped; control characters
 * from the input are escaped in every message.
 */
import { describe, expect, it } from 'vitest';
import { escapeControls, InputError, UsageError } from '../../src/errors.js';
import { locateJsonError, parseJson } from '../../src/read/json.js';
import { readResults } from '../../src/read/read.js';
import { fixtureText, measurementsOf, tempFile } from '../helpers/reader-kit.js';

async function message(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InputError);
  const m = (err as InputError).message;
  expect(m).not.toMatch(/[\n\r]/);
  return m;
}

describe('invalid JSON', () => {
  it('names line and column, on one line, whatever JSON.parse said', () => {
    const cases: Array<[string, string]> = [
      [
        '{\n  "results": [\n    {"command": "a",\n     "mean": 1,, "x": 2}\n  ]\n}\n',
        'f.json:4:16: invalid JSON (expected a property name in double quotes, found ",")',
      ],
      ['{"a":\n}', 'f.json:2:1: invalid JSON (expected a value, found "}")'],
      ['[1, 2,\n]', 'f.json:2:1: invalid JSON (expected a value, found "]")'],
      ['{"a": "x\ty"}', 'f.json:1:9: invalid JSON (invalid string, found control character U+0009)'],
      ['{"a": 01}', 'f.json:1:8: invalid JSON (expected "," or "}", found "1")'],
      ['{"a": 1} {"b": 2}', 'f.json:1:10: invalid JSON (expected the end of the JSON document, found "{")'],
      ['{\n  "results": [\n', 'f.json:3:1: the JSON ends early (truncated file?); expected a complete document'],
      [`${'['.repeat(6000)}${']'.repeat(6000)}`, 'f.json:1:5001: invalid JSON (nested more than 5000 levels deep, found "[")'],
    ];
    for (const [text, expected] of cases) {
      let err: unknown;
      try {
        parseJson(text, 'f.json');
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(InputError);
      expect((err as InputError).message).toBe(expected);
    }
  });

  it('accepts the bare NaN and Infinity tokens parseJson tolerates', () => {
    expect(locateJsonError('[1, NaN, Infinity, -Infinity, {"a": [true, false, null, "x\\u00e9"]}]')).toBeUndefined();
    expect(parseJson('[NaN, -Infinity]', 'f.json')).toEqual([NaN, -Infinity]);
    expect(locateJsonError('[1, Nan]')?.offset).toBe(4);
  });

  it('a reader reports it with the path of the file', async () => {
    const p = tempFile('{"results": [{"command": "a", "mean": 1,, "x": 2}]}', 'json');
    expect(await message(readResults(p, 'hyperfine'))).toBe(
      `${p}:1:41: invalid JSON (expected a property name in double quotes, found ",")`,
    );
  });
});

describe('auto mode', () => {
  it('input that looks like JSON but does not parse says so, with the position', async () => {
    const p = tempFile('{\n  "results": [\n    {"command": "a",\n     "mean": 1,, "x": 2}\n  ]\n}\n', 'json');
    expect(await message(readResults(p))).toBe(
      `${p}:4:16: looks like JSON, but the JSON is invalid (expected a property name in double quotes, found ","), so no JSON format can read it`,
    );
    const q = tempFile(fixtureText('hyperfine', 'gen-two-sleeps.json').slice(0, 300), 'json');
    expect(await message(readResults(q))).toMatch(
      new RegExp(
        `^${q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+: looks like JSON, but the JSON ends early \\(truncated file\\?\\), so no JSON format can read it$`,
      ),
    );
  });

  it('JSON lines are not called invalid JSON', async () => {
    const p = tempFile('{"a": 1}\n{"b": 2}\n', 'json');
    expect(await message(readResults(p))).toMatch(/: unknown format\. Tried, in order: .* None of them recognised any part of it\./);
  });

  it('an unrecognised input names the reader that got furthest, and where it stopped', async () => {
    const p = tempFile('{"results": [{"command": "a", "mean": 1}]}', 'json');
    expect(await message(readResults(p))).toMatch(
      /: unknown format\. Tried, in order: .*\. It looks closest to "hyperfine", which stops at \/results\/0\/times: missing; expected an array\. If it is hyperfine output, pass --format hyperfine\. Run "bench-review formats" for what each expects\.$/,
    );
  });

  it('an input some reader can read, but that no detector is sure of, names that reader', async () => {
    // google-benchmark JSON without its "context" block: the detector insists on it, the parser does not.
    const doc = JSON.parse(fixtureText('google-benchmark-json', 'gab-basic-no-repetitions.json')) as Record<string, unknown>;
    delete doc.context;
    const p = tempFile(JSON.stringify(doc), 'json');
    expect(await message(readResults(p))).toMatch(
      /It reads as "google-benchmark-json", but not certainly enough to choose it; if that is right, pass --format google-benchmark-json\./,
    );
    expect(measurementsOf(await readResults(p, 'google-benchmark-json')).length).toBeGreaterThan(0);
  });
});

describe('control characters in messages', () => {
  it('are escaped in every error, wherever they come from', () => {
    expect(escapeControls('a\nb\rc\td\x1b[31me\x00f\x7fg\x85h\u2028i\u009bj é')).toBe(
      'a\\nb\\rc\\td\\x1b[31me\\x00f\\x7fg\\x85h\\u2028i\\x9bj é',
    );
    const e = new InputError({ file: 'in\n.txt', line: 3 }, 'benchmark "x\x1b[2Jy": bad\r\nvalue');
    expect(e.message).toBe('in\\n.txt:3: benchmark "x\\x1b[2Jy": bad\\r\\nvalue');
    expect(e.detail).toBe('benchmark "x\\x1b[2Jy": bad\\r\\nvalue');
    expect(new UsageError('--json a\tb: bad').message).toBe('--json a\\tb: bad');
  });

  it('a benchmark name with an escape sequence, through a reader', async () => {
    const p = tempFile(`goos: linux\npkg: x\nBenchmark\x1b[31mRed\x07-8 1000 -3 ns/op\n`);
    expect(await message(readResults(p))).toBe(
      `${p}:3: benchmark "x.Benchmark\\x1b[31mRed\\x07": the value is -3; expected a duration of 0 or more`,
    );
  });
});
