/**
 * Workflow artifacts: upload through @actions/artifact (profiles), and download of the measuring
 * run's report in `mode: publish` through the REST API with our own bounds.
 *
 * Upload needs the runtime token GitHub gives only to actions (ACTIONS_RUNTIME_TOKEN), so outside
 * a runner — or on GHES, where that service is not supported — it fails; callers degrade and keep
 * the files on disk.
 *
 * The download is of untrusted data, so it is not handed to @actions/artifact (which extracts
 * every file of the zip, of any size, with its own retries and no overall time limit): the zip is
 * streamed to a temporary file within a byte limit, every request within the API time limits,
 * and only the wanted files are read out of it, each within its own size limit (zip-read.ts).
 */
import { mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '../errors.js';
import { createOctokit, type RequestPolicy } from './github.js';
import { readZipFiles, type WantedFile } from './zip-read.js';

export interface UploadedArtifact {
  id: number;
  /** Browser link to the artifact on its workflow run, when the run is known. */
  url: string | null;
}

export interface DownloadRequest {
  name: string;
  runId: number;
  owner: string;
  repo: string;
  token: string;
  dest: string;
  /** Refuse artifacts (zip) larger than this, before and while downloading. */
  maxZipBytes: number;
  /** The files to take out of the zip (written to `dest` under these names), each with its limit. */
  files: WantedFile[];
  /** Time limits: per request (and per stalled read of the zip), and for the whole download. */
  policy: RequestPolicy;
}

export interface ArtifactStore {
  upload(name: string, files: string[], rootDir: string): Promise<UploadedArtifact>;
  /** Download into `dest`; returns the folder the files are in. */
  download(req: DownloadRequest): Promise<string>;
}

export interface StoreOptions {
  serverUrl: string;
  /** REST API base URL (GITHUB_API_URL). */
  apiUrl: string;
  owner: string;
  repo: string;
  runId: number | null;
  retentionDays?: number;
  log?: (line: string) => void;
}

/** Stream `url` into `file`: at most `maxBytes`, no read stalling longer than `idleMs`, all within `totalMs`. */
export async function fetchToFile(url: string, file: string, maxBytes: number, idleMs: number, totalMs: number): Promise<number> {
  const ctl = new AbortController();
  let why = '';
  const stop = (reason: string) => {
    why ||= reason;
    ctl.abort(new Error(reason));
  };
  const fh = await open(file, 'w');
  const idle = setTimeout(() => stop(`no data for ${idleMs / 1000} s`), idleMs);
  const total = setTimeout(() => stop(`the download took longer than ${totalMs / 1000} s`), totalMs);
  let bytes = 0;
  try {
    const res = await fetch(url, { signal: ctl.signal });
    if (!res.ok || !res.body) throw new Error(`the artifact storage answered HTTP ${res.status}`);
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (declared > maxBytes) throw new Error(`it is ${declared} bytes; at most ${maxBytes} are accepted from an untrusted run`);
    for await (const chunk of res.body) {
      idle.refresh();
      bytes += chunk.byteLength;
      if (bytes > maxBytes) {
        stop('too large');
        throw new Error(`it is more than ${maxBytes} bytes; at most ${maxBytes} are accepted from an untrusted run`);
      }
      await fh.write(chunk);
    }
    return bytes;
  } catch (err) {
    if (why && why !== 'too large') throw new Error(`the download of the zip stopped: ${why}`);
    throw err;
  } finally {
    clearTimeout(idle);
    clearTimeout(total);
    await fh.close();
  }
}

export function createArtifactStore(opts: StoreOptions): ArtifactStore {
  return {
    async upload(name, files, rootDir) {
      if (!process.env.ACTIONS_RUNTIME_TOKEN)
        throw new Error('artifact upload needs ACTIONS_RUNTIME_TOKEN, which GitHub sets only for steps of a workflow run');
      // Loaded here, not at startup: the artifact client (Azure SDK) takes about 0.4 s to load, and
      // most runs never upload (bench/action-overhead.ts).
      const { DefaultArtifactClient } = await import('@actions/artifact');
      const res = await new DefaultArtifactClient().uploadArtifact(name, files, rootDir, { retentionDays: opts.retentionDays ?? 14 });
      if (res.id === undefined) throw new Error('the artifact service returned no artifact id');
      const url =
        opts.runId !== null ? `${opts.serverUrl}/${opts.owner}/${opts.repo}/actions/runs/${opts.runId}/artifacts/${res.id}` : null;
      return { id: res.id, url };
    },
    async download(req) {
      const octokit = await createOctokit({
        ...req.policy,
        token: req.token,
        owner: req.owner,
        repo: req.repo,
        baseUrl: opts.apiUrl,
        log: opts.log ?? (() => {}),
      });
      const scratch = await mkdtemp(join(tmpdir(), 'bench-review-artifact-'));
      try {
        const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({
          owner: req.owner,
          repo: req.repo,
          run_id: req.runId,
          name: req.name,
          per_page: 100,
        });
        const artifact = data.artifacts.filter((a) => a.name === req.name).sort((a, b) => b.id - a.id)[0];
        if (!artifact) throw new Error('the run has no artifact of that name');
        if (artifact.expired) throw new Error('it has expired');
        if (artifact.size_in_bytes > req.maxZipBytes)
          throw new Error(`it is ${artifact.size_in_bytes} bytes; at most ${req.maxZipBytes} are accepted from an untrusted run`);
        const link = await octokit.rest.actions.downloadArtifact({
          owner: req.owner,
          repo: req.repo,
          artifact_id: artifact.id,
          archive_format: 'zip',
          request: { redirect: 'manual' },
        });
        const location = (link.headers as Record<string, string | undefined>).location;
        if (!location) throw new Error(`GitHub answered HTTP ${link.status} without a download location`);
        const zipFile = join(scratch, 'artifact.zip');
        const totalMs = Math.max(1, req.policy.budget?.remainingMs() ?? 10 * req.policy.requestTimeoutMs);
        await fetchToFile(location, zipFile, req.maxZipBytes, req.policy.requestTimeoutMs, totalMs);
        const files = await readZipFiles(zipFile, req.files);
        await mkdir(req.dest, { recursive: true });
        for (const [name, bytes] of files) await writeFile(join(req.dest, name), bytes);
        return req.dest;
      } catch (err) {
        throw new UsageError(
          `could not download the artifact "${req.name}" of workflow run ${req.runId}: ${(err as Error).message.split('\n')[0]}. ` +
            'Check that the measuring workflow uploads the report folder under that name, and that this job has `actions: read`. ' +
            'Where the artifact cannot be downloaded this way, download it with actions/download-artifact and pass its folder as `report:`.',
        );
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  };
}
