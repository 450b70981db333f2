import { describe, expect, it } from 'vitest';
import { messageText } from '../../src/render/messages/index.js';
import { collectPrAsks } from '../../src/review/asks/index.js';
import { readPrBody } from '../../src/review/pr-body.js';

const kinds = (body: string, existing = [] as Parameters<typeof collectPrAsks>[1]) =>
  collectPrAsks(readPrBody(body), existing).map((a) => a.kind);

const AVERAGE_ONLY = `## What
Cache the parsed config instead of re-reading it on every request.

## Benchmark
Before, the import of the big fixture took 1.89 s on average; now it took 1.55 s on average.

Fixes #412`;

const COMPLETE = `This replaces the mutex around the connection pool with a lock-free queue.

Benchmarks (wrk2 -R 2000, 10 runs each side):

| | p50 | p90 | p99 |
|---|---|---|---|
| main | 1.2 ms | 2.9 ms | 8.1 ms |
| this PR | 1.1 ms | 2.4 ms | 5.0 ms |

Machine: AMD EPYC 7763, 16 physical cores / 32 threads (SMT on), Ubuntu 24.04.`;

const CLAIM = `Rewrote the tokenizer loop to avoid the intermediate allocations.

This makes parsing 2x faster on my laptop.`;

const CONFIG_ONLY = `Raise the HTTP client timeout to 30s because the upstream is slow at night.`;

const HYPERFINE = `Benchmark:
\`\`\`
Benchmark 1: ./target/release/tool big.json
  Time (mean ± σ):     412.3 ms ±   5.1 ms    [User: 380.2 ms, System: 30.1 ms]
  Range (min … max):   405.0 ms … 421.9 ms    10 runs
\`\`\`
on an Intel Core i7-1185G7 (4 cores, 8 threads). Profile attached: flamegraph.svg shows the hash map resize is gone.`;

describe('PR description review', () => {
  it('asks for percentiles and the machine when the author posted only an average', () => {
    const asks = collectPrAsks(readPrBody(AVERAGE_ONLY), []);
    expect(asks.map((a) => a.kind)).toEqual(['percentiles', 'cpu-info']);
    expect(asks[0].quote).toContain('1.55 s on average');
  });

  it('stays silent when percentiles, CPU model and core counts are given', () => {
    expect(kinds(COMPLETE)).toEqual([]);
  });

  it('asks for a profile (and the machine) behind a "2x faster" claim', () => {
    const asks = collectPrAsks(readPrBody(CLAIM), []);
    expect(asks.map((a) => a.kind)).toContain('profile');
    expect(asks.map((a) => a.kind)).toContain('cpu-info');
    expect(asks.find((a) => a.kind === 'profile')!.quote).toContain('2x faster');
  });

  it('does not treat a config value as a benchmark number', () => {
    expect(kinds(CONFIG_ONLY)).toEqual([]);
    expect(kinds('')).toEqual([]);
    expect(kinds('Fixes a typo in the README.')).toEqual([]);
  });

  it('reads pasted tool output: mean ± σ without percentiles, with CPU, cores and a profile', () => {
    expect(kinds(HYPERFINE)).toEqual(['percentiles']);
  });

  it('ignores HTML comments of PR templates', () => {
    expect(kinds('<!-- Benchmark: took 1.5 s on average -->\nSmall refactor.')).toEqual([]);
  });

  it('does not repeat the machine question when the results already ask it', () => {
    expect(
      kinds(AVERAGE_ONLY, [{ kind: 'cpu-info', benchmark: null, id: 'cpu-info.missing', params: { sides: ['base', 'head'] } }]),
    ).toEqual(['percentiles']);
  });

  it('asks only for the part of the machine that is missing', () => {
    const asks = collectPrAsks(readPrBody('Benchmark p50 1.2 ms → 1.0 ms, p99 9 ms → 7 ms on an AMD Ryzen 9 7950X.'), []);
    expect(asks.map((a) => a.kind)).toEqual(['cpu-info']);
    expect(messageText(asks[0])).toMatch(/core counts/);
  });
});
