/**
 * Creating the check run, at most once. Like a comment, a check run can be stored by GitHub and
 * still come back as a 5xx, a reset or a timeout, so a failed create is never repeated blindly: it
 * carries a fresh `external_id`, and after an ambiguous failure the head commit's check runs of
 * that name are listed first — one with our `external_id` is the one we created.
 */
import { randomUUID } from 'node:crypto';
import { isAmbiguous, type CheckRunCreate, type CheckRunRef, type GitHubApi } from './github.js';

const CREATE_ATTEMPTS = 3;

export async function createCheckRunOnce(api: GitHubApi, params: CheckRunCreate): Promise<CheckRunRef> {
  const externalId = params.external_id ?? `bench-review-${randomUUID()}`;
  for (let attempt = 1; ; attempt++) {
    try {
      return await api.createCheckRun({ ...params, external_id: externalId });
    } catch (err) {
      if (!isAmbiguous(err) || attempt >= CREATE_ATTEMPTS) throw err;
    }
    const stored = (await api.listCheckRuns(params.head_sha, params.name)).find((r) => r.external_id === externalId);
    if (stored) return stored;
  }
}
