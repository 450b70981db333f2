/** The next size of a full sample array of `n` values: doubling while small, by half beyond 1 Mi values (see SampleColumn). */
export const nextCapacity = (n: number): number => (n < 1 << 20 ? 2 * n : n + (n >> 1));

/** A growable column of float64 samples: what streaming readers keep, and nothing more. */
export class SampleColumn {
  // Small at first: a file may hold hundreds of thousands of series of a few samples each; growth
  // by a constant factor keeps the cost of growing to a few copies per sample.
  private values = new Float64Array(16);
  length = 0;

  push(v: number): void {
    if (this.length === this.values.length) {
      // Doubling while small; by half beyond 1 Mi values, so that a large run wastes at most a
      // third of its array (kept as the view take() returns) and growing holds 2.5×, not 3×, its size.
      const next = new Float64Array(nextCapacity(this.values.length));
      next.set(this.values);
      this.values = next;
    }
    this.values[this.length++] = v;
  }

  /** The values kept, as a view (no copy of a large run at the end of parsing). */
  take(): Float64Array {
    return this.values.subarray(0, this.length);
  }
}
