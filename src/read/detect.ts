/**
 * Choose the reader of an input by its content, and when none fits, say why as precisely as
 * possible (the JSON syntax error, or the reader that got furthest and where it stopped).
 */
import { InputError } from '../errors.js';
import { READERS } from '../formats/index.js';
import { measurementCount } from '../model/run-table.js';
import { jsonSyntaxError, locateJsonError } from './json.js';
import { stripBom } from './lines.js';
import type { FormatReader, InputFile } from './reader.js';

/** Every reader's detection score for an input, in registry order (a throwing detector scores 0). */
function scoreReaders(input: InputFile, readers: readonly FormatReader[]): Array<{ reader: FormatReader; score: number }> {
  return readers.map((reader) => {
    let score = 0;
    try {
      score = reader.detect(input);
    } catch {
      score = 0;
    }
    return { reader, score: Number.isFinite(score) ? score : 0 };
  });
}

/** The best-scoring reader (earliest on a tie), if any scores above 0. */
function bestOf(scores: Array<{ reader: FormatReader; score: number }>): { reader: FormatReader; score: number } | undefined {
  let best: { reader: FormatReader; score: number } | undefined;
  for (const s of scores) if (s.score > (best?.score ?? 0)) best = s;
  return best;
}

function unknownFormat(input: InputFile, readers: readonly FormatReader[], hint: string): InputError {
  const tried = readers.map((r) => r.id).join(', ');
  return new InputError(
    { file: input.path },
    `unknown format. Tried, in order: ${tried}.${hint} Run "bench-review formats" for what each expects.`,
  );
}

/** Pick the reader for an input by content. Throws InputError listing what was tried. */
export function detectReader(input: InputFile, readers: readonly FormatReader[] = READERS): FormatReader {
  const best = bestOf(scoreReaders(input, readers));
  if (best && best.score >= 0.5) return best.reader;
  throw noReader(input, readers, best);
}

/** Why no reader was chosen, given the best score (below 0.5) among `readers`. */
function noReader(
  input: InputFile,
  readers: readonly FormatReader[],
  best: { reader: FormatReader; score: number } | undefined,
): InputError {
  if (input.isDirectory || input.head.trim() === '') {
    return new InputError(
      { file: input.path },
      input.isDirectory ? 'no known benchmark output in this directory' : 'the file is empty; expected benchmark output',
    );
  }
  const hint = best
    ? ` It looks closest to "${best.reader.id}"; if that is right, pass --format ${best.reader.id} to see what does not match.`
    : '';
  return unknownFormat(input, readers, hint);
}

function where(pos: { line?: number; column?: number; pointer?: string }): string {
  if (pos.line !== undefined) return `line ${pos.line}${pos.column !== undefined ? `, column ${pos.column}` : ''}`;
  if (pos.pointer !== undefined) return pos.pointer;
  return 'the start';
}

/** How much of an unrecognised input the diagnosis parses. */
const DIAGNOSIS_BYTES = 1024 * 1024;

/** The first `DIAGNOSIS_BYTES` of an input as a small in-memory input; `complete` when that is all of it. */
async function boundedView(input: InputFile): Promise<{ view: InputFile; complete: boolean }> {
  const parts: Buffer[] = [];
  let size = 0;
  let complete = true;
  for await (const chunk of input.chunks()) {
    parts.push(chunk);
    size += chunk.length;
    if (size >= DIAGNOSIS_BYTES) {
      complete = false;
      break;
    }
  }
  const bytes = Buffer.concat(parts).subarray(0, DIAGNOSIS_BYTES);
  const view: InputFile = {
    path: input.path,
    isDirectory: false,
    head: input.head,
    readText: async () => bytes.toString('utf8'),
    chunks: async function* () {
      yield bytes;
    },
    readEntry: (rel) => input.readEntry(rel),
  };
  return { view, complete };
}

/** How far a reader got before its error: the line, or the depth of the JSON path. */
function progress(pos: { line?: number; column?: number; pointer?: string }): number {
  if (pos.column !== undefined) return 0; // a JSON syntax error: the reader did not get to the structure
  if (pos.line !== undefined) return pos.line;
  if (pos.pointer !== undefined) return pos.pointer === '/' ? 1 : pos.pointer.split('/').length;
  return 0;
}

/**
 * Detection, and when it fails, a better reason than "unknown format": input that looks like JSON
 * but does not parse gets the line and column of the syntax error; otherwise every reader parses
 * the first MiB, and the one that reads it, or gets furthest before its error (deepest line or
 * JSON path, not counting errors at the very end), is named with where it stopped. This reads
 * the input again, bounded, and only on the way to an error.
 */
export async function detectOrExplain(input: InputFile): Promise<FormatReader> {
  const best = bestOf(scoreReaders(input, READERS));
  if (best && best.score >= 0.5) return best.reader;
  if (input.isDirectory || input.head.trim() === '') throw noReader(input, READERS, best);
  const { view, complete } = await boundedView(input).catch(() => ({ view: input, complete: false }));
  const text = await view.readText();
  const body = stripBom(text);
  const lead = body.trimStart()[0];
  const jsonLike = lead === '{' || lead === '[';
  if (jsonLike) {
    const problem = locateJsonError(body);
    // JSON lines (several documents) are not a syntax error, and a cut-off view proves nothing.
    if (problem && !problem.trailing && (complete || !problem.truncated)) {
      const e = jsonSyntaxError(body, input.path);
      throw new InputError(
        e.position,
        `looks like JSON, but ${problem.truncated ? 'the JSON ends early (truncated file?)' : `the JSON is invalid (${problem.message})`}, so no JSON format can read it`,
      );
    }
    if (!complete) throw unknownFormat(input, READERS, '');
  }
  const lines = body.split('\n').length;
  let closest: { reader: FormatReader; error?: InputError; at: number } | undefined;
  for (const reader of READERS) {
    if (reader.reads === 'directory') continue;
    let found = 0;
    let error: InputError | undefined;
    try {
      found = measurementCount(await reader.parse(view));
    } catch (err) {
      if (err instanceof InputError) error = err;
    }
    if (found > 0)
      throw unknownFormat(
        input,
        READERS,
        ` It reads as "${reader.id}", but not certainly enough to choose it; if that is right, pass --format ${reader.id}.`,
      );
    const at = error ? progress(error.position) : 0;
    // An error at the last line is "nothing found", not progress.
    if (error && at >= 2 && !(error.position.line !== undefined && at >= lines) && at > (closest?.at ?? 0)) closest = { reader, error, at };
  }
  if (!closest?.error) throw unknownFormat(input, READERS, ' None of them recognised any part of it.');
  const id = closest.reader.id;
  throw unknownFormat(
    input,
    READERS,
    ` It looks closest to "${id}", which stops at ${where(closest.error.position)}: ${closest.error.detail}. If it is ${id} output, pass --format ${id}.`,
  );
}

function editDistance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0];
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = d[j];
      d[j] = Math.min(d[j] + 1, d[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return d[b.length];
}

/** The registered format id closest to a mistyped one, if any is close. */
export function nearestId(id: string): string | undefined {
  const scored = READERS.map((r) => [r.id, editDistance(id.toLowerCase(), r.id)] as const).sort((x, y) => x[1] - y[1]);
  return scored[0] && scored[0][1] <= Math.max(2, Math.floor(id.length / 3)) ? scored[0][0] : undefined;
}
