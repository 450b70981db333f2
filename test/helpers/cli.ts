/** Run the CLI in-process with captured output. */
import { runCli, type CliIo } from '../../src/cli/main.js';

export async function cli(argv: string[], cwd = process.cwd()): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), isTty: false, env: {}, cwd };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}
