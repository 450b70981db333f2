/**
 * Send the check run `bench-review / tail latency` on the head commit, as render/check-run.ts made
 * it: at most 50 annotations per request, the rest appended by updates.
 */
import { renderCheckRun } from '../render/check-run.js';
import type { Report } from '../review/index.js';
import { createCheckRunOnce } from './check-run-create.js';
import { apiErrorMessage, type GitHubApi } from './github.js';

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
