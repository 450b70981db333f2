/** The GitHub Action entry point (placeholder until the action issue lands its runner). */
import * as core from '@actions/core';

core.setFailed('bench-review: the action mode is not available in this build; use the CLI "bench-review compare"');
