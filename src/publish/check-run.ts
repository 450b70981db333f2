/**
 * Send the check run `bench-review / tail latency` on the head commit, as render/check-run.ts made
 * it: at most 50 annotations per request, the rest appended by updates. Annotations go only where
 * an input file of the review is in the repository (a path relative to the workspace) and a line
 * is known.
 *
 * The check run is created at most once. Like a comment, a check run can be stored by GitHub and
 * still come back as a 5xx, a reset or a timeout, so a failed create is never repeated blindly: it
 * carries a fresh `external_id`, and after an ambiguous failure the head commit's check runs of
 * that name are listed first — one with our `external_id` is the one we created.
 */
import { randomUUID } from 'node:crypto';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { renderCheckRun } from '../render/check-run.js';
import type { Report } from '../review/index.js';
import { apiErrorMessage, createOnce, type CheckRunCreate, type CheckRunRef, type GitHubApi } from './github.js';

export const ANNOTATIONS_PER_REQUEST = 50;

export interface CheckRequest {
  name: string;
  headSha: string;
  /** The workflow run whose job summary holds the full report: the check's details link. */
  runUrl: string | null;
  /** The repository's checkout (GITHUB_WORKSPACE): input files under it can be annotated. */
  workspace?: string | null;
}

/** An input file's path in the repository (`/`-separated), or null when it is not under `workspace`. */
export function repoPathIn(workspace: string): (file: string) => string | null {
  const root = resolve(workspace);
  return (file) => {
    if (file.length === 0 || file.includes('\0')) return null;
    const rel = relative(root, resolve(root, file));
    if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return null;
    return rel.split(sep).join('/');
  };
}

export async function publishCheckRun(
  api: GitHubApi,
  report: Report,
  req: CheckRequest,
): Promise<{ id: number; url: string | null; problem?: string }> {
  const { conclusion, title, summary, annotations } = renderCheckRun(report, {
    runUrl: req.runUrl,
    ...(req.workspace ? { repoPath: repoPathIn(req.workspace) } : {}),
  });
  const created = await createCheckRunOnce(api, {
    name: req.name,
    head_sha: req.headSha,
    conclusion,
    ...(req.runUrl ? { details_url: req.runUrl } : {}),
    output: { title, summary, annotations: annotations.slice(0, ANNOTATIONS_PER_REQUEST) },
  });
  for (let i = ANNOTATIONS_PER_REQUEST; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) {
    try {
      await api.appendAnnotations(created.id, { title, summary, annotations: annotations.slice(i, i + ANNOTATIONS_PER_REQUEST) });
    } catch (err) {
      // The check run exists; appends are not repeated (they add), so report what is missing.
      return {
        id: created.id,
        url: created.html_url,
        problem: `${annotations.length - i} of its ${annotations.length} annotations could not be added (${apiErrorMessage(err)})`,
      };
    }
  }
  return { id: created.id, url: created.html_url };
}

async function createCheckRunOnce(api: GitHubApi, params: CheckRunCreate): Promise<CheckRunRef> {
  const externalId = params.external_id ?? `bench-review-${randomUUID()}`;
  return createOnce(
    () => api.createCheckRun({ ...params, external_id: externalId }),
    async () => (await api.listCheckRuns(params.head_sha, params.name)).find((r) => r.external_id === externalId),
  );
}
