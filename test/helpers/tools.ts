/**
 * Tests that need a system tool (Chromium, Go, hyperfine…): on a machine without it they are
 * skipped with one line naming the tool and how to install it, so the README's test command passes
 * with only Node and git. `.ci/run` sets BENCH_REVIEW_REQUIRE_TOOLS=1 after installing the tools:
 * there a missing tool is a failure, so CI runs everything.
 */
export function toolPresent(present: boolean, tool: string, install: string): boolean {
  if (present) return true;
  const line = `${tool} is missing: ${install}`;
  if (process.env.BENCH_REVIEW_REQUIRE_TOOLS === '1')
    throw new Error(`${line} (BENCH_REVIEW_REQUIRE_TOOLS=1 makes a missing tool a failure)`);
  console.warn(`skipped: ${line}`);
  return false;
}
