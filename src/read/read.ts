/**
 * Read one input: open it, choose its reader (by content, or by `--format`), and parse it. The
 * entry point of the read stage (see open.ts, detect.ts, and define.ts for what every reader does;
 * parallel.ts reads many inputs, the large ones on worker threads).
 */
import { InputError, UsageError, isUserError } from '../errors.js';
import { READERS, findReader } from '../formats/index.js';
import { measurementCount } from '../model/run-table.js';
import type { ParseResult } from '../model/types.js';
import { detectOrExplain, nearestId } from './detect.js';
import { DEFAULT_LIMITS, openInput, type InputLimits } from './open.js';
import type { FormatReader, InputFile } from './reader.js';

/** An input opened, and the reader that will parse it. */
export interface OpenedInput {
  input: InputFile;
  reader: FormatReader;
}

/** Open one input and choose its reader: the one `format` names, else the one its content fits. */
export async function openWithReader(path: string, format?: string, limits: InputLimits = DEFAULT_LIMITS): Promise<OpenedInput> {
  let reader: FormatReader | undefined;
  if (format !== undefined && format !== '' && format !== 'auto') {
    reader = findReader(format);
    if (!reader) {
      const near = nearestId(format);
      throw new UsageError(
        `unknown format "${format}"${near ? ` (did you mean ${near}?)` : ''}; expected one of: auto, ${READERS.map((r) => r.id).join(', ')}`,
      );
    }
  }
  const input = await openInput(path, limits);
  reader ??= await detectOrExplain(input);
  return { input, reader };
}

/** Parse an opened input with its reader: at least one measurement, and every failure one clear line. */
export async function parseOpened({ input, reader }: OpenedInput): Promise<ParseResult> {
  try {
    const result = await reader.parse(input);
    if (measurementCount(result) === 0) {
      throw new InputError({ file: input.path }, `no benchmark results found; expected ${reader.title}`);
    }
    return result;
  } catch (err) {
    if (isUserError(err)) throw err;
    // A reader bug or an unexpected shape: still one clear line, never a stack trace.
    const message = err instanceof Error ? err.message : String(err);
    throw new InputError({ file: input.path }, `could not be read as ${reader.id}: ${message}`);
  }
}

/** Read one input file (or directory) into a ParseResult. */
export async function readResults(path: string, format?: string, limits: InputLimits = DEFAULT_LIMITS): Promise<ParseResult> {
  return parseOpened(await openWithReader(path, format, limits));
}
