/** The GitHub Action entry point: wire the runner, GitHub and artifacts into main(). */
import * as core from '@actions/core';
import { main } from './action/main.js';
import { createArtifactStore } from './publish/artifacts.js';
import { createGitHubApi } from './publish/github.js';
import { defuseCommands, type ActionIo } from './publish/io.js';
import { useReadWorkers } from './read/parallel.js';
import { runSuite } from './run/run-suite.js';

const io: ActionIo = {
  info: (line) => core.info(defuseCommands(line)),
  debug: (line) => core.debug(defuseCommands(line)),
  warning: (message) => core.warning(message),
  setOutput: (name, value) => core.setOutput(name, value),
  setFailed: (message) => core.setFailed(message),
  appendSummary: async (markdown) => {
    if (!process.env.GITHUB_STEP_SUMMARY) return false;
    await core.summary.addRaw(markdown).write();
    return true;
  },
  group: (title, fn) => core.group(title, fn),
};

// Large result files are read side by side on the worker built next to this file.
useReadWorkers(new URL('./read-worker.js', import.meta.url));

await main({
  env: process.env,
  io,
  api: (inputs, ctx, policy) =>
    createGitHubApi({ ...policy, token: inputs.token, owner: ctx.owner, repo: ctx.repo, baseUrl: ctx.apiUrl, log: io.info }),
  artifacts: (ctx) =>
    createArtifactStore({ serverUrl: ctx.serverUrl, apiUrl: ctx.apiUrl, owner: ctx.owner, repo: ctx.repo, runId: ctx.runId, log: io.info }),
  runSuite,
});
