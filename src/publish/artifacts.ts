/**
 * Workflow artifacts through @actions/artifact: upload (profiles, the report) and download (the
 * report of the measuring run, in `mode: publish`). Upload needs the runtime token GitHub gives
 * only to actions (ACTIONS_RUNTIME_TOKEN), so outside a runner — or on GHES, where this API is not
 * supported — it fails; callers degrade and keep the files on disk.
 */
import { DefaultArtifactClient } from '@actions/artifact';
import { UsageError } from '../errors.js';

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
  /** Refuse artifacts larger than this (bytes), before downloading. */
  maxBytes: number;
}

export interface ArtifactStore {
  upload(name: string, files: string[], rootDir: string): Promise<UploadedArtifact>;
  /** Download into `dest`; returns the folder the files are in. */
  download(req: DownloadRequest): Promise<string>;
}

export interface StoreOptions {
  serverUrl: string;
  owner: string;
  repo: string;
  runId: number | null;
  retentionDays?: number;
}

export function createArtifactStore(opts: StoreOptions): ArtifactStore {
  const client = new DefaultArtifactClient();
  return {
    async upload(name, files, rootDir) {
      if (!process.env.ACTIONS_RUNTIME_TOKEN) throw new Error('artifact upload needs ACTIONS_RUNTIME_TOKEN, which GitHub sets only for steps of a workflow run');
      const res = await client.uploadArtifact(name, files, rootDir, { retentionDays: opts.retentionDays ?? 14 });
      if (res.id === undefined) throw new Error('the artifact service returned no artifact id');
      const url = opts.runId !== null ? `${opts.serverUrl}/${opts.owner}/${opts.repo}/actions/runs/${opts.runId}/artifacts/${res.id}` : null;
      return { id: res.id, url };
    },
    async download(req) {
      const findBy = { token: req.token, workflowRunId: req.runId, repositoryOwner: req.owner, repositoryName: req.repo };
      try {
        const { artifact } = await client.getArtifact(req.name, { findBy });
        if (artifact.size > req.maxBytes) throw new Error(`it is ${artifact.size} bytes; at most ${req.maxBytes} are accepted from an untrusted run`);
        const res = await client.downloadArtifact(artifact.id, { path: req.dest, findBy });
        return res.downloadPath ?? req.dest;
      } catch (err) {
        throw new UsageError(
          `could not download the artifact "${req.name}" of workflow run ${req.runId}: ${(err as Error).message.split('\n')[0]}. ` +
            'Check that the measuring workflow uploads the report folder under that name, and that this job has `actions: read`. ' +
            'Where @actions/artifact cannot download (GitHub Enterprise Server), download it with actions/download-artifact and pass its folder as `report:`.',
        );
      }
    },
  };
}
