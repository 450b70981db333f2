/**
 * The action's half of `profile-command`: run/profile.ts records the profiles; this uploads their
 * folder as one workflow artifact, so the review can link it (or say why it cannot).
 */
import type { ProfileOutcome } from '../model/run-summary.js';
import type { ArtifactStore } from '../publish/artifacts.js';
import type { ActionIo } from '../publish/io.js';
import { profileOutcome, type ProfileResult } from '../run/profile.js';

export async function uploadProfiles(
  io: ActionIo,
  artifacts: () => ArtifactStore,
  name: string,
  result: ProfileResult,
): Promise<ProfileOutcome> {
  if (result.files.length === 0) return profileOutcome(result, { artifactUrl: null, problem: 'no profile files were written' });
  try {
    const { url } = await artifacts().upload(name, result.files, result.dir);
    io.info(`Profiles uploaded as artifact "${name}"${url ? `: ${url}` : ''}`);
    return profileOutcome(result, { artifactUrl: url });
  } catch (err) {
    const problem = (err as Error).message;
    io.warning(`The profiles could not be uploaded as an artifact (${problem}); they are in ${result.dir}.`);
    return profileOutcome(result, { artifactUrl: null, problem });
  }
}
