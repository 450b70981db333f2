/**
 * The reader factory. A reader is its id, what it says about itself (title, kind of data, how to
 * produce it), `detect` and `parse`; defineReader does what every reader would otherwise repeat:
 * - the id, named once: the result's `format` and the ids of its warnings come from it;
 * - the warnings, as data: `ctx.warn(what, params)` records `reader.<id>.<what>` with the input's
 *   path as `file` (render/messages/readers.ts words them);
 * - the machine facts' `source`: the format they came from;
 * - the kind of input: a file reader scores 0 on a directory, a directory reader on a file;
 * - the value check of every result (validate.ts), so nothing a reader returns can hold a number
 *   the statistics cannot use, whoever calls parse.
 */
import { message, type Message, type MessageParam } from '../model/message.js';
import type { ParseResult, SampleKind } from '../model/types.js';
import type { FormatReader, InputFile, InputProbe } from './reader.js';
import { validateResult } from './validate.js';

/** A warning's params: where (`line`, `pointer`; `file` is the input unless given) and what. */
export type WarningParams = Readonly<Record<string, MessageParam>>;

/** What parse gets besides its input: where warnings go. */
export interface ReadContext {
  /** The input's path as the user named it (for errors and warnings). */
  readonly file: string;
  /** Record the warning `reader.<format id>.<what>`. */
  warn(what: string, params?: WarningParams): void;
  /** Record the warning `reader.<what>`, one several readers give in the same words. */
  warnShared(what: string, params?: WarningParams): void;
  /** Record a warning a kit helper made. */
  add(m: Message): void;
  /** The warnings recorded so far. */
  readonly warnings: readonly Message[];
}

/** What a reader's parse returns; the factory adds `format` and `warnings`. */
export type ReaderOutput = Omit<ParseResult, 'format' | 'warnings'>;

export interface ReaderSpec {
  /** Kebab-case id used by `--format`, fixtures and docs; the reader's file name in formats/. */
  id: string;
  title: string;
  carries: SampleKind;
  howTo: string;
  /** What the reader takes (default: a file). */
  reads?: 'file' | 'directory';
  /** 0 when the input is surely not this format, up to 1 when it surely is. Content only. */
  detect(probe: InputProbe): number;
  /** Parse, or throw InputError naming the file, line or JSON path, and what was expected. */
  parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput>;
  /** See FormatReader.seriesInHead. */
  seriesInHead?(probe: InputProbe): number;
}

export function defineReader(spec: ReaderSpec): FormatReader {
  const { id, title, carries, howTo, reads = 'file' } = spec;
  return {
    id,
    title,
    carries,
    howTo,
    reads,
    detect: (probe) => (probe.isDirectory !== (reads === 'directory') ? 0 : spec.detect(probe)),
    ...(spec.seriesInHead ? { seriesInHead: spec.seriesInHead } : {}),
    async parse(input) {
      const warnings: Message[] = [];
      const ctx: ReadContext = {
        file: input.path,
        warnings,
        warn: (what, params = {}) => void warnings.push(message(`reader.${id}.${what}`, { file: input.path, ...params })),
        warnShared: (what, params = {}) => void warnings.push(message(`reader.${what}`, { file: input.path, ...params })),
        add: (m) => void warnings.push(m),
      };
      const { machine, ...out } = await spec.parse(input, ctx);
      const result: ParseResult = { format: id, ...out, warnings };
      if (machine) result.machine = { source: id, ...machine };
      return validateResult(result);
    },
  };
}
