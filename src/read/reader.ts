/**
 * The one small interface every output format implements: sniff, then parse into the model.
 * Readers are pure apart from reading their own input through `InputFile`, and are made with
 * defineReader (define.ts), which owns what they all share.
 */
import type { ParseResult, SampleKind } from '../model/types.js';

/** What detection sees: the start of the input, never its name. */
export interface InputProbe {
  /** The path as the user named it (used in messages only). */
  path: string;
  isDirectory: boolean;
  /** The first 64 KiB decoded as UTF-8 (empty for a directory). */
  head: string;
  /** For a directory: relative paths of the files below it (at most a few thousand). */
  entries?: string[];
}

export interface InputFile extends InputProbe {
  /**
   * Bytes of a regular, uncompressed file as opened (absent for a pipe, a gzip file or a
   * directory): such a file can be opened again by path, e.g. on a worker thread (parallel.ts).
   */
  size?: number;
  /** The whole input as text (only for inputs that fit comfortably in memory). */
  readText(): Promise<string>;
  /** The input as raw chunks, for streaming readers. */
  chunks(): AsyncIterable<Buffer>;
  /** Read a file inside a directory input. */
  readEntry(relative: string): Promise<string>;
}

export interface FormatReader {
  /** Kebab-case id used by `--format`, fixtures and docs; also the reader's file name in formats/. */
  id: string;
  /** Human name of the tool and output, e.g. "hyperfine --export-json". */
  title: string;
  /** The kind of data the format gives, for `bench-review formats` and the table in docs/formats.md. */
  carries: SampleKind;
  /** How to produce it, e.g. "hyperfine --export-json out.json …". */
  howTo: string;
  /** What the reader takes: one file (or pipe), or a directory of files (criterion-dir). */
  reads: 'file' | 'directory';
  /** 0 when the input is surely not this format, up to 1 when it surely is. Content only. */
  detect(probe: InputProbe): number;
  /**
   * Parse, or throw InputError naming the file, line or JSON path, and what was expected. The
   * result is validated (see validate.ts): every number in it is one the statistics can use.
   */
  parse(input: InputFile): Promise<ParseResult>;
  /**
   * How many series (benchmark and run) the start of an input holds, for readers whose files may
   * hold thousands of short series in one (raw samples). parallel.ts reads such an input on the
   * calling thread: its rows are bound by memory latency, which a second thread only contends
   * for, and its result is thousands of arrays to hand across. Absent: a few long series.
   */
  seriesInHead?(probe: InputProbe): number;
}
