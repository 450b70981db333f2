/**
 * defineReader owns what every reader shares: the id (the result's format, its warnings' ids),
 * the warnings array, the machine facts' source, the kind of input, and the value check.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import type { Measurement } from '../../src/model/types.js';
import { defineReader } from '../../src/read/define.js';
import { openInput } from '../../src/read/open.js';
import { tempFile } from '../helpers/reader-kit.js';

/** A toy format: one "name value" line, in ns. */
const toy = defineReader({
  id: 'toy-format',
  title: 'toy',
  carries: 'per-run',
  howTo: 'echo "a 5"',
  detect: (probe) => (/^\w+ \S+$/.test(probe.head.trim()) ? 1 : 0),
  async parse(input, ctx) {
    const [name, raw] = (await input.readText()).trim().split(' ');
    ctx.warn('noted', { line: 1, name });
    ctx.warnShared('said-by-several', { line: 1 });
    const m: Measurement = {
      benchmark: name,
      unit: 'ns',
      lowerIsBetter: true,
      run: '1',
      data: { kind: 'per-run', value: Number(raw) },
      source: { file: input.path, line: 1 },
    };
    return { measurements: [m], machine: { cpuModel: 'toy cpu' } };
  },
});

describe('defineReader', () => {
  it('names the result and its warnings by the id, adds the input path, and sources the machine facts', async () => {
    const p = tempFile('a 5\n');
    const r = await toy.parse(await openInput(p));
    expect(r.format).toBe('toy-format');
    expect(r.warnings).toEqual([
      { id: 'reader.toy-format.noted', params: { file: p, line: 1, name: 'a' } },
      { id: 'reader.said-by-several', params: { file: p, line: 1 } },
    ]);
    expect(r.machine).toEqual({ source: 'toy-format', cpuModel: 'toy cpu' });
    expect(toy.reads).toBe('file');
  });

  it('checks every value it returns, and warns once about zero durations', async () => {
    const neg = tempFile('a -5\n');
    await expect(toy.parse(await openInput(neg))).rejects.toThrow(
      new InputError({ file: neg, line: 1 }, 'benchmark "a": the value is -5; expected a duration of 0 or more'),
    );
    const zero = tempFile('a 0\n');
    expect((await toy.parse(await openInput(zero))).warnings.map((w) => w.id)).toEqual([
      'reader.toy-format.noted',
      'reader.said-by-several',
      'reader.zero-time',
    ]);
  });

  it('scores 0 on a directory for a file reader, whatever its detect says', async () => {
    const dir = await openInput(mkdtempSync(join(tmpdir(), 'br-define-')));
    expect(toy.detect({ ...dir, head: 'a 5' })).toBe(0);
    expect(toy.detect(await openInput(tempFile('a 5\n')))).toBe(1);
  });
});
