/**
 * The ordered registry of readers. Detection tries them in this order and takes the highest
 * confidence; on a tie the earlier reader wins, so more specific formats come first.
 */
import type { FormatReader } from './reader.js';
import { rawSamples } from './raw-samples.js';

export const READERS: readonly FormatReader[] = [rawSamples];

export function findReader(id: string): FormatReader | undefined {
  return READERS.find((r) => r.id === id);
}
