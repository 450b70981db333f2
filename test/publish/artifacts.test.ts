/**
 * Downloading the measuring run's artifact in `mode: publish`: through the fake API on loopback
 * (list the run's artifacts, follow the 302 to the blob), with zips built here — honest ones,
 * deflated like upload-artifact's, and hostile ones (a zip bomb that declares a small size, a
 * declared size over the limit, a download larger than the zip limit).
 */
import { deflateRawSync } from 'node:zlib';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createArtifactStore, fetchToFile, type DownloadRequest } from '../../src/publish/artifacts.js';
import { Budget } from '../../src/publish/github.js';
import { readZipFiles } from '../../src/publish/zip-read.js';
import { FakeGitHub } from '../fake-github/server.js';
import { zip } from '../fake-github/zip.js';

const REPORT = JSON.stringify({ schemaVersion: 1, status: 'pass' });
const META = JSON.stringify({ schemaVersion: 1, pullRequest: 7 });
let gh: FakeGitHub;
let dir: string;

beforeEach(async () => {
  gh = await new FakeGitHub().start();
  dir = await mkdtemp(join(tmpdir(), 'br-artifact-'));
});
afterEach(async () => {
  await gh.stop();
});

const download = (over: Partial<DownloadRequest> = {}) => {
  const store = createArtifactStore({ serverUrl: 'https://github.com', apiUrl: gh.url, owner: gh.owner, repo: gh.repo, runId: 888 });
  return store.download({
    name: 'bench-review',
    runId: 777,
    owner: gh.owner,
    repo: gh.repo,
    token: 'ghs_bot-token',
    dest: join(dir, 'out'),
    maxZipBytes: 1 << 20,
    files: [
      { name: 'report.json', maxBytes: 4096 },
      { name: 'meta.json', maxBytes: 1024, optional: true },
    ],
    policy: { requestTimeoutMs: 2000, budget: new Budget(10_000), backoffMs: () => 0 },
    ...over,
  });
};
const upload = (bytes: Buffer) => gh.artifacts.push({ id: 5550 + gh.artifacts.length, runId: 777, name: 'bench-review', zip: bytes });
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'downloaded',
    (err: Error) => err.message,
  );

describe('downloading the report artifact', () => {
  it('takes report.json and meta.json (deflated, as upload-artifact writes them) and nothing else', async () => {
    upload(
      zip({ 'report.json': REPORT, 'meta.json': META, 'runs/huge.txt': 'x'.repeat(100_000), '../escape.json': '{}' }, { deflate: true }),
    );
    const out = await download();
    expect(await readdir(out)).toEqual(['meta.json', 'report.json']);
    expect(await readFile(join(out, 'report.json'), 'utf8')).toBe(REPORT);
    expect(gh.requests.map((q) => q.operation ?? q.path)).toEqual([
      'actions/list-workflow-run-artifacts',
      'actions/download-artifact',
      '/_blob/5550',
    ]);
    expect(gh.violations).toEqual([]);
  });

  it('finds the files in the shallowest folder that holds report.json', async () => {
    upload(
      zip({
        'a/b/report.json': '{"deep":1}',
        'bench-review/report.json': REPORT,
        'bench-review/meta.json': META,
        'meta.json': '{"other":1}',
      }),
    );
    const out = await download();
    expect(await readFile(join(out, 'report.json'), 'utf8')).toBe(REPORT);
    expect(await readFile(join(out, 'meta.json'), 'utf8')).toBe(META);
  });

  it('refuses a zip bomb: the inflated bytes are checked against the declared size while inflating', async () => {
    const bomb = Buffer.alloc(50 * 1024 * 1024, 0x20);
    upload(zip({ 'report.json': bomb }, { deflate: true, declare: { 'report.json': 100 } }));
    expect(await refusal(download())).toBe(
      'could not download the artifact "bench-review" of workflow run 777: its report.json inflates to more than the 100 bytes it declares. ' +
        'Check that the measuring workflow uploads the report folder under that name, and that this job has `actions: read`. ' +
        'Where the artifact cannot be downloaded this way, download it with actions/download-artifact and pass its folder as `report:`.',
    );
  });

  it('refuses a file whose declared size is over its limit, before inflating it', async () => {
    upload(zip({ 'report.json': 'x'.repeat(5000) }, { deflate: true }));
    expect(await refusal(download())).toMatch(/: its report\.json is 5000 bytes uncompressed; at most 4096 are accepted\. /);
  });

  it('refuses an artifact over the zip limit: by its listed size, and by the bytes actually sent', async () => {
    upload(zip({ 'report.json': REPORT, 'noise.bin': Buffer.alloc(20_000, 1) }));
    expect(await refusal(download({ maxZipBytes: 10_000 }))).toMatch(
      /: it is \d+ bytes; at most 10000 are accepted from an untrusted run\. /,
    );
    // The listing may understate what the storage sends: the stream is counted too.
    const listed = gh.artifacts[0];
    gh.artifacts[0] = { ...listed, zip: Buffer.alloc(0) };
    const sent = zip({ 'report.json': REPORT, 'noise.bin': Buffer.alloc(20_000, 1) });
    const route = gh.onRequest;
    gh.onRequest = (r) => {
      if (r.path.startsWith('/_blob/')) gh.artifacts[0] = { ...listed, zip: sent };
      route?.(r);
    };
    expect(await refusal(download({ maxZipBytes: 10_000 }))).toMatch(
      /: it is (more than 10000|\d+) bytes; at most 10000 are accepted from an untrusted run\. /,
    );
  });

  it('says what is missing when the artifact has no report.json, or the run has no such artifact', async () => {
    expect(await refusal(download())).toMatch(/of workflow run 777: the run has no artifact of that name\. /);
    upload(zip({ 'review.md': '# x' }));
    expect(await refusal(download())).toMatch(/of workflow run 777: it holds no report\.json\. /);
  });

  it('bounds a storage that never answers by the request timeout', async () => {
    upload(zip({ 'report.json': REPORT }));
    gh.fail({ path: /^\/_blob\//, kind: 'hang' });
    expect(await refusal(download({ policy: { requestTimeoutMs: 200, budget: new Budget(10_000) } }))).toMatch(
      /: the download of the zip stopped: no data for 0\.2 s\. /,
    );
  });
});

describe('streaming to a file', () => {
  it('fails at once when the file cannot be opened, leaving no timer behind', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    const dir = await mkdtemp(join(tmpdir(), 'bench-review-fetch-'));
    await expect(fetchToFile('http://127.0.0.1:9/never', join(dir, 'missing', 'artifact.zip'), 100, 60_000, 180_000)).rejects.toThrow(
      /ENOENT/,
    );
    expect(timers()).toBe(before);
  });
});

describe('reading files out of a zip', () => {
  it('checks CRC-32 and the stored size, and refuses what it cannot read', async () => {
    const file = join(dir, 'a.zip');
    const good = zip({ 'report.json': REPORT });
    await writeFile(file, good);
    expect((await readZipFiles(file, [{ name: 'report.json', maxBytes: 100 }])).get('report.json')!.toString()).toBe(REPORT);
    const flipped = Buffer.from(good);
    flipped[30 + 'report.json'.length] ^= 1;
    await writeFile(file, flipped);
    await expect(readZipFiles(file, [{ name: 'report.json', maxBytes: 100 }])).rejects.toThrow('its report.json fails its CRC-32 check');
    await writeFile(file, zip({ 'report.json': deflateRawSync(REPORT) }, { declare: { 'report.json': 3 } }));
    await expect(readZipFiles(file, [{ name: 'report.json', maxBytes: 100 }])).rejects.toThrow(
      /its report\.json holds \d+ bytes, not the 3 it declares/,
    );
    await writeFile(file, 'not a zip at all');
    await expect(readZipFiles(file, [{ name: 'report.json', maxBytes: 100 }])).rejects.toThrow('it is not a zip archive');
  });
});
