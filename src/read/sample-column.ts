/** A growable column of float64 samples: what streaming readers keep, and nothing more. */
export class SampleColumn {
  // Small at first: a file may hold hundreds of thousands of series of a few samples each, and
  // doubling keeps the cost of growth to one extra copy per sample.
  private values = new Float64Array(16);
  length = 0;

  push(v: number): void {
    if (this.length === this.values.length) {
      const next = new Float64Array(this.values.length * 2);
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
