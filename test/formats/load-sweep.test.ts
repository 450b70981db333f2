/**
 * Real outputs of two load tools at four load levels (issue 13): wrk and autocannon against
 * scripts/load-sweep/server.mjs on 127.0.0.1, a fresh server on a random port for every run, 5 runs
 * per side per level (test/fixtures/load-sweep/README.md says how they were made). Read as a user's
 * files are (content detection, readResults): every run is named by its request, the same on base
 * and head whatever the port, and carries the load the tool printed; throughput is one per-run value.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Measurement, ParseResult } from '../../src/model/types.js';
import { readResults } from '../../src/read/read.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'load-sweep');
const LEVELS = [1, 2, 4, 16];
const RUNS = 5;
const SIDES = ['base', 'head'] as const;

interface Run {
  side: (typeof SIDES)[number];
  connections: number;
  file: string;
  result: ParseResult;
}

async function runs(tool: string): Promise<Run[]> {
  const out: Run[] = [];
  for (const side of SIDES) {
    const dir = join(root, tool, side);
    for (const name of readdirSync(dir).sort()) {
      const m = /^c(\d+)-(\d)\.(txt|json)$/.exec(name);
      if (!m) throw new Error(`unexpected fixture ${name}`);
      const file = join(dir, name);
      out.push({ side, connections: Number(m[1]), file, result: await readResults(file) });
    }
  }
  return out;
}

const shape = (m: Measurement) => [m.benchmark, m.measure, m.unit, m.data.kind, m.load?.param, m.load?.value];
const throughput = (r: Run) => r.result.measurements.find((m) => m.unit === 'ops/s')!;
const perRun = (m: Measurement): number => (m.data.kind === 'per-run' ? m.data.value : NaN);

describe('load-sweep fixtures: wrk at 1, 2, 4 and 16 connections', () => {
  it('reads every file as wrk, named GET /api/items on both sides, with its connections and a per-run Requests/sec', async () => {
    const all = await runs('wrk');
    expect(all).toHaveLength(SIDES.length * LEVELS.length * RUNS);
    for (const r of all) {
      expect(r.result.format).toBe('wrk');
      expect(r.result.loadModel).toBe('closed-loop');
      expect(r.result.measurements.map(shape)).toEqual([
        ['GET /api/items', 'latency', 'ns', 'percentiles', 'connections', r.connections],
        ['GET /api/items', 'requests/sec', 'ops/s', 'per-run', 'connections', r.connections],
      ]);
      // The server's port differs in every file; the name does not carry it.
      expect(readFileSync(r.file, 'utf8')).toMatch(/^Running 3s test @ http:\/\/127\.0\.0\.1:\d+\/api\/items$/m);
      expect(perRun(throughput(r))).toBe(Number(/Requests\/sec:\s+([\d.]+)/.exec(readFileSync(r.file, 'utf8'))![1]));
    }
    const names = (side: string) =>
      new Set(
        all
          .filter((r) => r.side === side)
          .flatMap((r) => r.result.measurements.map((m) => `${m.benchmark} @ ${m.load?.param}=${m.load?.value}`)),
      );
    expect([...names('base')].sort()).toEqual([...names('head')].sort());
    expect(names('base').size).toBe(LEVELS.length);
  });

  it('shows the capacity regression head was built with: at 16 connections every base run carries more requests/s than any head run', async () => {
    const all = await runs('wrk');
    const at16 = (side: string) => all.filter((r) => r.side === side && r.connections === 16).map((r) => perRun(throughput(r)));
    expect(Math.min(...at16('base'))).toBeGreaterThan(Math.max(...at16('head')));
  });
});

describe('load-sweep fixtures: autocannon at 1, 2, 4 and 16 connections', () => {
  it('reads every file as autocannon, named GET /api/items on both sides, with its connections and requests = total / duration', async () => {
    const all = await runs('autocannon');
    expect(all).toHaveLength(SIDES.length * LEVELS.length * RUNS);
    for (const r of all) {
      expect(r.result.format).toBe('autocannon');
      expect(r.result.measurements.map(shape)).toEqual([
        ['GET /api/items', 'latency', 'ns', 'percentiles', 'connections', r.connections],
        ['GET /api/items', 'requests', 'ops/s', 'per-run', 'connections', r.connections],
      ]);
      const doc = JSON.parse(readFileSync(r.file, 'utf8')) as {
        url: string;
        connections: number;
        duration: number;
        requests: { total: number };
      };
      expect(doc.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/items$/);
      expect(doc.connections).toBe(r.connections);
      expect(perRun(throughput(r))).toBe(doc.requests.total / doc.duration);
    }
    const ports = new Set(all.map((r) => (JSON.parse(readFileSync(r.file, 'utf8')) as { url: string }).url));
    expect(ports.size).toBeGreaterThan(1); // a server on a random port per run
    const names = (side: string) =>
      new Set(
        all
          .filter((r) => r.side === side)
          .flatMap((r) => r.result.measurements.map((m) => `${m.benchmark} (${m.measure}) @ ${m.load?.param}=${m.load?.value}`)),
      );
    expect([...names('base')].sort()).toEqual([...names('head')].sort());
    expect(names('base').size).toBe(LEVELS.length * 2);
  });

  it('shows the capacity regression: at 16 connections every base run carries more requests/s than any head run', async () => {
    const all = await runs('autocannon');
    const at16 = (side: string) => all.filter((r) => r.side === side && r.connections === 16).map((r) => perRun(throughput(r)));
    expect(Math.min(...at16('base'))).toBeGreaterThan(Math.max(...at16('head')));
  });
});
