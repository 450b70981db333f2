/**
 * Send the check run `bench-review / tail latency` on the head commit, as render/check-run.ts made
 * it: at most 50 annotations per request, the rest appended by updates.
 *
 * The check run is created at most once. Like a comment, a check run can be stored by GitHub and
 * still come back as a 5xx, a reset or a timeout, so a failed create is never repeated blindly: it
 * carries a fresh `external_id`, and after an ambiguous failure the head commit's check runs of
 * that name are listed first — one with our `external_id` is the one we created.
 */
import { randomUUID } from 'node:crypto';
import { renderCheckRun } from '../render/check-run.js';
import type { Report } from '../review/index.js';
import { apiErrorMessage, createOnce, type CheckRunCreate, type CheckRunRef, type GitHubApi } from './github.js';

export const ANNOTATIONS_PER_REQUEST = 50;

export interface CheckRequest {
  name: string;
  headSha: string;
  detailsUrl?: string;
  annotationPath: string;
  pointer: string[];
}

export async function publishCheckRun(api: GitHubApi, report: Report, req: CheckRequest): Promise<{ id: number; url: string | null; problem?: string }> {
  const { conclusion, title, summary, text, annotations } = renderCheckRun(report, { annotationPath: req.annotationPath, pointer: req.pointer });
  const created = await createCheckRunOnce(api, {
    name: req.name,
    head_sha: req.headSha,
    conclusion,
    ...(req.detailsUrl ? { details_url: req.detailsUrl } : {}),
    output: { title, summary, text, annotations: annotations.slice(0, ANNOTATIONS_PER_REQUEST) },
  });
  for (let i = ANNOTATIONS_PER_REQUEST; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) {
    try {
      await api.appendAnnotations(created.id, { title, summary, annotations: annotations.slice(i, i + ANNOTATIONS_PER_REQUEST) });
    } catch (err) {
      // The check run exists; appends are not repeated (they add), so report what is missing.
      return { id: created.id, url: created.html_url, problem: `${annotations.length - i} of its ${annotations.length} annotations could not be added (${apiErrorMessage(err)})` };
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
