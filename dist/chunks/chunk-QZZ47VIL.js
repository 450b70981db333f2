import { createRequire as __brCreateRequire } from 'node:module';
const require = __brCreateRequire(import.meta.url);
import {
  formatChange,
  formatNumber,
  formatValue,
  groupThousands,
  histogramValueAtPercentile,
  median,
  message,
  nearestRankIndex,
  orderStatisticsOfHistogram,
  orderStatisticsOfSorted,
  quantileType7,
  quantilesType7BySelection,
  quantilesType7WithSample,
  regularizedIncompleteBeta,
  selectInPlace,
  selectRanks,
  sortAscending
} from "./chunk-QDTSNZFO.js";
import {
  __commonJS,
  __toESM
} from "./chunk-XVDLQZFU.js";

// node_modules/pragmastat/dist/assumptions.js
var require_assumptions = __commonJS({
  "node_modules/pragmastat/dist/assumptions.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.AssumptionError = exports.AssumptionId = void 0;
    exports.checkValidity = checkValidity;
    exports.checkPositivity = checkPositivity;
    exports.log = log;
    exports.AssumptionId = {
      VALIDITY: "validity",
      DOMAIN: "domain",
      POSITIVITY: "positivity",
      SPARITY: "sparity"
    };
    var AssumptionError = class _AssumptionError extends Error {
      constructor(violationOrMessage) {
        if (typeof violationOrMessage === "string") {
          super(violationOrMessage);
          this.violation = null;
        } else {
          const violationStr = `${violationOrMessage.id}(${violationOrMessage.subject})`;
          super(violationStr);
          this.violation = violationOrMessage;
        }
        this.name = "AssumptionError";
      }
      static validity(subject) {
        return new _AssumptionError({ id: exports.AssumptionId.VALIDITY, subject });
      }
      static positivity(subject) {
        return new _AssumptionError({ id: exports.AssumptionId.POSITIVITY, subject });
      }
      static sparity(subject) {
        return new _AssumptionError({ id: exports.AssumptionId.SPARITY, subject });
      }
      static domain(subject) {
        return new _AssumptionError({ id: exports.AssumptionId.DOMAIN, subject });
      }
    };
    exports.AssumptionError = AssumptionError;
    function checkValidity(values, subject) {
      if (values.length === 0) {
        throw AssumptionError.validity(subject);
      }
      if (!values.every((v) => Number.isFinite(v))) {
        throw AssumptionError.validity(subject);
      }
    }
    function checkPositivity(values, subject) {
      if (values.some((v) => v <= 0)) {
        throw AssumptionError.positivity(subject);
      }
    }
    function log(values, subject) {
      const result = new Array(values.length);
      for (let i = 0; i < values.length; i++) {
        if (values[i] <= 0) {
          throw AssumptionError.positivity(subject);
        }
        result[i] = Math.log(values[i]);
      }
      return result;
    }
  }
});

// node_modules/pragmastat/dist/measurement-unit.js
var require_measurement_unit = __commonJS({
  "node_modules/pragmastat/dist/measurement-unit.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MeasurementUnit = void 0;
    var MeasurementUnit = class {
      constructor(id, family, abbreviation, fullName, baseUnits) {
        this.id = id;
        this.family = family;
        this.abbreviation = abbreviation;
        this.fullName = fullName;
        this.baseUnits = baseUnits;
      }
      /** Returns true if both units belong to the same family. */
      isCompatible(other) {
        return this.family === other.family;
      }
      /** Returns the unit with smaller baseUnits (higher precision). */
      static finer(a, b) {
        return a.baseUnits <= b.baseUnits ? a : b;
      }
      /** Returns the multiplier to convert from one unit to another. */
      static conversionFactor(from, to) {
        return from.baseUnits / to.baseUnits;
      }
    };
    exports.MeasurementUnit = MeasurementUnit;
    MeasurementUnit.NUMBER = new MeasurementUnit("number", "Number", "", "Number", 1);
    MeasurementUnit.RATIO = new MeasurementUnit("ratio", "Ratio", "", "Ratio", 1);
    MeasurementUnit.DISPARITY = new MeasurementUnit("disparity", "Disparity", "", "Disparity", 1);
  }
});

// node_modules/pragmastat/dist/measurement.js
var require_measurement = __commonJS({
  "node_modules/pragmastat/dist/measurement.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Measurement = void 0;
    var measurement_unit_1 = require_measurement_unit();
    var Measurement = class {
      constructor(value, unit = measurement_unit_1.MeasurementUnit.NUMBER) {
        this.value = value;
        this.unit = unit;
      }
    };
    exports.Measurement = Measurement;
  }
});

// node_modules/pragmastat/dist/sample.js
var require_sample = __commonJS({
  "node_modules/pragmastat/dist/sample.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Sample = void 0;
    exports.checkNonWeighted = checkNonWeighted;
    exports.checkCompatibleUnits = checkCompatibleUnits;
    exports.convertToFiner = convertToFiner;
    var measurement_unit_1 = require_measurement_unit();
    var assumptions_1 = require_assumptions();
    var Sample2 = class _Sample {
      constructor(values, weights, unit) {
        this._sortedValues = null;
        if (values.length === 0) {
          throw assumptions_1.AssumptionError.validity("x");
        }
        for (const v of values) {
          if (!Number.isFinite(v)) {
            throw assumptions_1.AssumptionError.validity("x");
          }
        }
        this.values = values;
        this.unit = unit;
        if (weights !== null) {
          if (weights.length !== values.length) {
            throw new Error(`weights length (${weights.length}) must match values length (${values.length})`);
          }
          let totalWeight = 0;
          let totalWeightSq = 0;
          for (const w of weights) {
            if (w < 0) {
              throw new Error("all weights must be non-negative");
            }
            totalWeight += w;
            totalWeightSq += w * w;
          }
          if (totalWeight < 1e-9) {
            throw new Error("total weight must be positive");
          }
          this.weights = weights;
          this.isWeighted = true;
          this.totalWeight = totalWeight;
          this.weightedSize = totalWeight * totalWeight / totalWeightSq;
        } else {
          this.weights = null;
          this.isWeighted = false;
          this.totalWeight = 1;
          this.weightedSize = values.length;
        }
      }
      /** Number of values in the sample. */
      get size() {
        return this.values.length;
      }
      /** Returns a sorted copy of the values (lazily computed). */
      get sortedValues() {
        if (this._sortedValues === null) {
          this._sortedValues = [...this.values].sort((a, b) => a - b);
        }
        return this._sortedValues;
      }
      /** Creates an unweighted sample from numeric values. */
      static of(values) {
        return new _Sample(values, null, measurement_unit_1.MeasurementUnit.NUMBER);
      }
      /** Creates an unweighted sample with a specified unit. */
      static withUnit(values, unit) {
        return new _Sample(values, null, unit);
      }
      /** Creates a weighted sample with an optional unit. */
      static weighted(values, weights, unit = measurement_unit_1.MeasurementUnit.NUMBER) {
        return new _Sample(values, weights, unit);
      }
      /** Converts the sample to a different (compatible) unit. */
      convertTo(target) {
        if (!this.unit.isCompatible(target)) {
          throw new assumptions_1.AssumptionError(`can't convert ${this.unit.fullName} to ${target.fullName}`);
        }
        if (this.unit === target) {
          return this;
        }
        const factor = measurement_unit_1.MeasurementUnit.conversionFactor(this.unit, target);
        const converted = this.values.map((v) => v * factor);
        return new _Sample(converted, this.weights !== null ? [...this.weights] : null, target);
      }
      /** Returns a new sample with log-transformed values and NumberUnit. */
      log() {
        const logValues = new Array(this.values.length);
        for (let i = 0; i < this.values.length; i++) {
          if (this.values[i] <= 0) {
            throw assumptions_1.AssumptionError.positivity("x");
          }
          logValues[i] = Math.log(this.values[i]);
        }
        return new _Sample(logValues, this.weights !== null ? [...this.weights] : null, measurement_unit_1.MeasurementUnit.NUMBER);
      }
    };
    exports.Sample = Sample2;
    function checkNonWeighted(name, s) {
      if (s.isWeighted) {
        throw new assumptions_1.AssumptionError(`weighted samples are not supported for ${name}`);
      }
    }
    function checkCompatibleUnits(a, b) {
      if (!a.unit.isCompatible(b.unit)) {
        throw new assumptions_1.AssumptionError(`can't convert ${a.unit.fullName} to ${b.unit.fullName}`);
      }
    }
    function convertToFiner(a, b) {
      if (a.unit === b.unit) {
        return [a, b];
      }
      const target = measurement_unit_1.MeasurementUnit.finer(a.unit, b.unit);
      return [a.convertTo(target), b.convertTo(target)];
    }
  }
});

// node_modules/pragmastat/dist/unit-registry.js
var require_unit_registry = __commonJS({
  "node_modules/pragmastat/dist/unit-registry.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.UnitRegistry = void 0;
    var measurement_unit_1 = require_measurement_unit();
    var UnitRegistry = class _UnitRegistry {
      constructor() {
        this.byId = /* @__PURE__ */ new Map();
      }
      /** Adds a unit to the registry. Throws if ID is already registered. */
      register(unit) {
        if (this.byId.has(unit.id)) {
          throw new Error(`unit with id '${unit.id}' is already registered`);
        }
        this.byId.set(unit.id, unit);
      }
      /** Looks up a unit by ID. Throws if not found. */
      resolve(id) {
        const unit = this.byId.get(id);
        if (unit === void 0) {
          throw new Error(`unknown unit id: '${id}'`);
        }
        return unit;
      }
      /** Returns a registry pre-populated with Number, Ratio, and Disparity units. */
      static standard() {
        const r = new _UnitRegistry();
        r.register(measurement_unit_1.MeasurementUnit.NUMBER);
        r.register(measurement_unit_1.MeasurementUnit.RATIO);
        r.register(measurement_unit_1.MeasurementUnit.DISPARITY);
        return r;
      }
    };
    exports.UnitRegistry = UnitRegistry;
  }
});

// node_modules/pragmastat/dist/xoshiro256.js
var require_xoshiro256 = __commonJS({
  "node_modules/pragmastat/dist/xoshiro256.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Xoshiro256PlusPlus = void 0;
    exports.fnv1aHash = fnv1aHash;
    var U64_MAX = 0xffffffffffffffffn;
    function rotl(x, k) {
      return (x << k | x >> 64n - k) & U64_MAX;
    }
    var SplitMix64 = class {
      constructor(seed) {
        this.state = seed & U64_MAX;
      }
      next() {
        this.state = this.state + 0x9e3779b97f4a7c15n & U64_MAX;
        let z = this.state;
        z = (z ^ z >> 30n) * 0xbf58476d1ce4e5b9n & U64_MAX;
        z = (z ^ z >> 27n) * 0x94d049bb133111ebn & U64_MAX;
        return (z ^ z >> 31n) & U64_MAX;
      }
    };
    var Xoshiro256PlusPlus = class {
      constructor(seed) {
        const sm = new SplitMix64(seed);
        this.state = [sm.next(), sm.next(), sm.next(), sm.next()];
      }
      nextU64() {
        const s = this.state;
        const result = rotl(s[0] + s[3] & U64_MAX, 23n) + s[0] & U64_MAX;
        const t = s[1] << 17n & U64_MAX;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = rotl(s[3], 45n);
        return result;
      }
      // ========================================================================
      // Floating Point Methods
      // ========================================================================
      uniformFloat() {
        const u64 = this.nextU64();
        return Number(u64 >> 11n) * (1 / Number(1n << 53n));
      }
      // Note: FP rounding in min + (max-min)*u can theoretically yield max
      // for extreme values of (max-min). Acceptable for statistical use.
      uniformFloatRange(min, max) {
        if (min >= max)
          return min;
        return min + (max - min) * this.uniformFloat();
      }
      // ========================================================================
      // Integer Methods
      // ========================================================================
      /**
       * Generate a uniform integer in [min, max).
       * @throws RangeError if max - min exceeds u64 range.
       */
      uniformInt(min, max) {
        if (min >= max) {
          return min;
        }
        const range = max - min;
        if (range > 0xffffffffffffffffn) {
          throw new RangeError("uniform_int: range overflow (max - min exceeds u64)");
        }
        return min + this.nextU64() % range;
      }
      // ========================================================================
      // Boolean Methods
      // ========================================================================
      uniformBool() {
        return this.uniformFloat() < 0.5;
      }
    };
    exports.Xoshiro256PlusPlus = Xoshiro256PlusPlus;
    var FNV_OFFSET_BASIS = 0xcbf29ce484222325n;
    var FNV_PRIME2 = 0x00000100000001b3n;
    function fnv1aHash(s) {
      let hash = FNV_OFFSET_BASIS;
      const encoder = new TextEncoder();
      const bytes = encoder.encode(s);
      for (const byte of bytes) {
        hash ^= BigInt(byte);
        hash = hash * FNV_PRIME2 & U64_MAX;
      }
      return hash;
    }
  }
});

// node_modules/pragmastat/dist/rng.js
var require_rng = __commonJS({
  "node_modules/pragmastat/dist/rng.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Rng = void 0;
    var xoshiro256_1 = require_xoshiro256();
    var Rng = class {
      /**
       * Create a new Rng.
       *
       * @param seed - If number: use as integer seed directly (loses precision beyond 2^53).
       *               If bigint: use as exact 64-bit seed (no precision loss).
       *               If string: hash using FNV-1a to produce a numeric seed.
       *               If undefined: use current time for entropy (non-deterministic).
       */
      constructor(seed) {
        let seedBigInt;
        if (seed === void 0) {
          seedBigInt = BigInt(Date.now());
        } else if (typeof seed === "string") {
          seedBigInt = (0, xoshiro256_1.fnv1aHash)(seed);
        } else if (typeof seed === "bigint") {
          seedBigInt = BigInt.asIntN(64, seed);
        } else {
          seedBigInt = BigInt.asIntN(64, BigInt(seed));
        }
        this.inner = new xoshiro256_1.Xoshiro256PlusPlus(seedBigInt);
      }
      // ========================================================================
      // Floating Point Methods
      // ========================================================================
      /**
       * Generate a uniform random float in [0, 1).
       *
       * Uses 53 bits of precision for the mantissa.
       *
       * @returns Random value in [0, 1).
       */
      uniformFloat() {
        return this.inner.uniformFloat();
      }
      /**
       * Generate a uniform random float in [min, max).
       *
       * @param min - Minimum value (inclusive).
       * @param max - Maximum value (exclusive).
       * @returns Random value in [min, max). Returns min if min >= max.
       */
      uniformFloatRange(min, max) {
        return this.inner.uniformFloatRange(min, max);
      }
      // ========================================================================
      // Integer Methods
      // ========================================================================
      /**
       * Generate a uniform random integer in [min, max).
       *
       * Uses modulo reduction which introduces slight bias for ranges that don't
       * evenly divide 2^64. This bias is negligible for statistical simulations
       * but not suitable for cryptographic applications.
       *
       * @param min - Minimum value (inclusive).
       * @param max - Maximum value (exclusive).
       * @returns Random integer in [min, max). Returns min if min >= max.
       */
      uniformInt(min, max) {
        const result = this.inner.uniformInt(BigInt(min), BigInt(max));
        return Number(result);
      }
      /**
       * Generate a uniform random BigInt in [min, max).
       *
       * Uses modulo reduction which introduces slight bias for ranges that don't
       * evenly divide 2^64. This bias is negligible for statistical simulations
       * but not suitable for cryptographic applications.
       *
       * @param min - Minimum value (inclusive).
       * @param max - Maximum value (exclusive).
       * @returns Random BigInt in [min, max). Returns min if min >= max.
       */
      uniformBigInt(min, max) {
        return this.inner.uniformInt(min, max);
      }
      // ========================================================================
      // Boolean Methods
      // ========================================================================
      /**
       * Generate a uniform random boolean with P(true) = 0.5.
       *
       * @returns Random boolean value.
       */
      uniformBool() {
        return this.inner.uniformBool();
      }
      /**
       * Sample k elements from the input array without replacement.
       *
       * Uses selection sampling to maintain order of first appearance.
       * Returns up to k elements; if k >= x.length, returns all elements.
       *
       * @param x - Input array to sample from.
       * @param k - Number of elements to sample. Must be positive.
       * @returns Array of k sampled elements.
       * @throws Error if k is not positive.
       */
      sample(x, k) {
        if (k <= 0) {
          throw new Error("sample: k must be positive");
        }
        if (x.length === 0) {
          throw new Error("sample: cannot sample from empty array");
        }
        const n = x.length;
        if (k >= n) {
          return [...x];
        }
        const result = [];
        let remaining = k;
        for (let i = 0; i < n && remaining > 0; i++) {
          const available = n - i;
          if (this.uniformFloat() * available < remaining) {
            result.push(x[i]);
            remaining--;
          }
        }
        return result;
      }
      /**
       * Resample k elements from the input array with replacement.
       *
       * Each element in the result is independently drawn from the input array.
       *
       * @param x - Input array to sample from.
       * @param k - Number of elements to sample. Must be positive.
       * @returns Array of k sampled elements with replacement.
       * @throws Error if k is not positive.
       */
      resample(x, k) {
        if (k <= 0) {
          throw new Error("resample: k must be positive");
        }
        const n = x.length;
        if (n === 0) {
          throw new Error("resample: cannot resample from empty array");
        }
        const result = [];
        for (let i = 0; i < k; i++) {
          const idx = this.uniformInt(0, n);
          result.push(x[idx]);
        }
        return result;
      }
      /**
       * Return a shuffled copy of the input array.
       *
       * Uses the Fisher-Yates shuffle algorithm for uniform distribution.
       * The original array is not modified.
       *
       * @param x - Input array to shuffle.
       * @returns Shuffled copy of the input.
       */
      shuffle(x) {
        if (x.length === 0) {
          throw new Error("shuffle: cannot shuffle empty array");
        }
        const result = [...x];
        const n = result.length;
        for (let i = n - 1; i > 0; i--) {
          const j = this.uniformInt(0, i + 1);
          [result[i], result[j]] = [result[j], result[i]];
        }
        return result;
      }
    };
    exports.Rng = Rng;
  }
});

// node_modules/pragmastat/dist/fastCenter.js
var require_fastCenter = __commonJS({
  "node_modules/pragmastat/dist/fastCenter.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.fastCenter = fastCenter;
    var rng_1 = require_rng();
    var FNV_OFFSET_BASIS = 0xcbf29ce484222325n;
    var FNV_PRIME2 = 0x00000100000001b3n;
    var MASK64 = (1n << 64n) - 1n;
    function float64ToBits(value) {
      const buffer2 = new ArrayBuffer(8);
      new Float64Array(buffer2)[0] = value;
      const view = new DataView(buffer2);
      return BigInt(view.getUint32(4, true)) << 32n | BigInt(view.getUint32(0, true));
    }
    function deriveSeed(values) {
      let hash = FNV_OFFSET_BASIS;
      for (const v of values) {
        const bits = float64ToBits(v);
        for (let i = 0; i < 8; i++) {
          hash ^= bits >> BigInt(i * 8) & 0xffn;
          hash = hash * FNV_PRIME2 & MASK64;
        }
      }
      return BigInt.asIntN(64, hash);
    }
    function fastCenter(values) {
      const n = values.length;
      if (n === 0) {
        throw new Error("Input array cannot be empty");
      }
      if (n === 1) {
        return values[0];
      }
      if (n === 2) {
        return (values[0] + values[1]) / 2;
      }
      const rng = new rng_1.Rng(deriveSeed(values));
      const sortedValues = [...values].sort((a, b) => a - b);
      const totalPairs = Number(BigInt(n) * BigInt(n + 1) / 2n);
      const medianRankLow = Math.floor((totalPairs + 1) / 2);
      const medianRankHigh = Math.floor((totalPairs + 2) / 2);
      const leftBounds = Array.from({ length: n }, (_, i) => i + 1);
      const rightBounds = Array(n).fill(n);
      let pivot = sortedValues[Math.floor((n - 1) / 2)] + sortedValues[Math.floor(n / 2)];
      let activeSetSize = totalPairs;
      let previousCount = 0;
      while (true) {
        let countBelowPivot = 0;
        let currentColumn = n;
        const partitionCounts = [];
        for (let row = 1; row <= n; row++) {
          while (currentColumn >= row && sortedValues[row - 1] + sortedValues[currentColumn - 1] >= pivot) {
            currentColumn--;
          }
          const elementsBelow = currentColumn >= row ? currentColumn - row + 1 : 0;
          partitionCounts.push(elementsBelow);
          countBelowPivot += elementsBelow;
        }
        if (countBelowPivot === previousCount) {
          let minActiveSum = Infinity;
          let maxActiveSum = -Infinity;
          for (let i = 0; i < n; i++) {
            if (leftBounds[i] > rightBounds[i]) {
              continue;
            }
            const rowValue = sortedValues[i];
            const smallestInRow = sortedValues[leftBounds[i] - 1] + rowValue;
            const largestInRow = sortedValues[rightBounds[i] - 1] + rowValue;
            minActiveSum = Math.min(minActiveSum, smallestInRow);
            maxActiveSum = Math.max(maxActiveSum, largestInRow);
          }
          pivot = (minActiveSum + maxActiveSum) / 2;
          if (pivot <= minActiveSum || pivot > maxActiveSum) {
            pivot = maxActiveSum;
          }
          if (minActiveSum === maxActiveSum || activeSetSize <= 2) {
            return pivot / 2;
          }
          continue;
        }
        const atTargetRank = countBelowPivot === medianRankLow || countBelowPivot === medianRankHigh - 1;
        if (atTargetRank) {
          let largestBelowPivot = -Infinity;
          let smallestAtOrAbovePivot = Infinity;
          for (let i = 0; i < n; i++) {
            const countInRow = partitionCounts[i];
            const rowValue = sortedValues[i];
            const totalInRow = n - i;
            if (countInRow > 0) {
              const lastBelowIndex = i + countInRow;
              const lastBelowValue = rowValue + sortedValues[lastBelowIndex - 1];
              largestBelowPivot = Math.max(largestBelowPivot, lastBelowValue);
            }
            if (countInRow < totalInRow) {
              const firstAtOrAboveIndex = i + countInRow + 1;
              const firstAtOrAboveValue = rowValue + sortedValues[firstAtOrAboveIndex - 1];
              smallestAtOrAbovePivot = Math.min(smallestAtOrAbovePivot, firstAtOrAboveValue);
            }
          }
          if (medianRankLow < medianRankHigh) {
            return (smallestAtOrAbovePivot + largestBelowPivot) / 4;
          } else {
            const needLargest = countBelowPivot === medianRankLow;
            return (needLargest ? largestBelowPivot : smallestAtOrAbovePivot) / 2;
          }
        }
        if (countBelowPivot < medianRankLow) {
          for (let i = 0; i < n; i++) {
            leftBounds[i] = i + partitionCounts[i] + 1;
          }
        } else {
          for (let i = 0; i < n; i++) {
            rightBounds[i] = i + partitionCounts[i];
          }
        }
        previousCount = countBelowPivot;
        activeSetSize = 0;
        for (let i = 0; i < n; i++) {
          const rowSize = rightBounds[i] - leftBounds[i] + 1;
          if (rowSize > 0) {
            activeSetSize += rowSize;
          }
        }
        if (activeSetSize > 2) {
          const targetIndex = rng.uniformInt(0, activeSetSize);
          let cumulativeSize = 0;
          let selectedRow = 0;
          for (let i = 0; i < n; i++) {
            const rowSize = rightBounds[i] - leftBounds[i] + 1;
            if (rowSize > 0) {
              if (targetIndex < cumulativeSize + rowSize) {
                selectedRow = i;
                break;
              }
              cumulativeSize += rowSize;
            }
          }
          const medianColumnInRow = Math.floor((leftBounds[selectedRow] + rightBounds[selectedRow]) / 2);
          pivot = sortedValues[selectedRow] + sortedValues[medianColumnInRow - 1];
        } else {
          let minRemainingSum = Infinity;
          let maxRemainingSum = -Infinity;
          for (let i = 0; i < n; i++) {
            if (leftBounds[i] > rightBounds[i]) {
              continue;
            }
            const rowValue = sortedValues[i];
            const minInRow = sortedValues[leftBounds[i] - 1] + rowValue;
            const maxInRow = sortedValues[rightBounds[i] - 1] + rowValue;
            minRemainingSum = Math.min(minRemainingSum, minInRow);
            maxRemainingSum = Math.max(maxRemainingSum, maxInRow);
          }
          pivot = (minRemainingSum + maxRemainingSum) / 2;
          if (pivot <= minRemainingSum || pivot > maxRemainingSum) {
            pivot = maxRemainingSum;
          }
          if (minRemainingSum === maxRemainingSum) {
            return pivot / 2;
          }
        }
      }
    }
  }
});

// node_modules/pragmastat/dist/fastSpread.js
var require_fastSpread = __commonJS({
  "node_modules/pragmastat/dist/fastSpread.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.fastSpread = fastSpread;
    var rng_1 = require_rng();
    var FNV_OFFSET_BASIS = 0xcbf29ce484222325n;
    var FNV_PRIME2 = 0x00000100000001b3n;
    var MASK64 = (1n << 64n) - 1n;
    function float64ToBits(value) {
      const buffer2 = new ArrayBuffer(8);
      new Float64Array(buffer2)[0] = value;
      const view = new DataView(buffer2);
      return BigInt(view.getUint32(4, true)) << 32n | BigInt(view.getUint32(0, true));
    }
    function deriveSeed(values) {
      let hash = FNV_OFFSET_BASIS;
      for (const v of values) {
        const bits = float64ToBits(v);
        for (let i = 0; i < 8; i++) {
          hash ^= bits >> BigInt(i * 8) & 0xffn;
          hash = hash * FNV_PRIME2 & MASK64;
        }
      }
      return BigInt.asIntN(64, hash);
    }
    function fastSpread(values) {
      const n = values.length;
      if (n === 0) {
        throw new Error("Input array cannot be empty");
      }
      if (n === 1) {
        return 0;
      }
      if (n === 2) {
        return Math.abs(values[1] - values[0]);
      }
      const rng = new rng_1.Rng(deriveSeed(values));
      const a = [...values].sort((a2, b) => a2 - b);
      const N = Number(BigInt(n) * BigInt(n - 1) / 2n);
      const kLow = Math.floor((N + 1) / 2);
      const kHigh = Math.floor((N + 2) / 2);
      const L = Array.from({ length: n }, (_, i) => Math.min(i + 1, n));
      const R = Array(n).fill(n - 1);
      for (let i = 0; i < n; i++) {
        if (L[i] > R[i]) {
          L[i] = 1;
          R[i] = 0;
        }
      }
      const rowCounts = Array(n).fill(0);
      let pivot = a[Math.floor(n / 2)] - a[Math.floor((n - 1) / 2)];
      let prevCountBelow = -1;
      while (true) {
        let countBelow = 0;
        let largestBelow = -Infinity;
        let smallestAtOrAbove = Infinity;
        let j = 1;
        for (let i = 0; i < n - 1; i++) {
          if (j < i + 1) {
            j = i + 1;
          }
          while (j < n && a[j] - a[i] < pivot) {
            j++;
          }
          const cntRow = Math.max(0, j - (i + 1));
          rowCounts[i] = cntRow;
          countBelow += cntRow;
          if (cntRow > 0) {
            const candBelow = a[j - 1] - a[i];
            largestBelow = Math.max(largestBelow, candBelow);
          }
          if (j < n) {
            const candAtOrAbove = a[j] - a[i];
            smallestAtOrAbove = Math.min(smallestAtOrAbove, candAtOrAbove);
          }
        }
        const atTarget = countBelow === kLow || countBelow === kHigh - 1;
        if (atTarget) {
          if (kLow < kHigh) {
            return 0.5 * (largestBelow + smallestAtOrAbove);
          } else {
            const needLargest = countBelow === kLow;
            return needLargest ? largestBelow : smallestAtOrAbove;
          }
        }
        if (countBelow === prevCountBelow) {
          let minActive = Infinity;
          let maxActive = -Infinity;
          let active = 0;
          for (let i = 0; i < n - 1; i++) {
            const Li = L[i];
            const Ri = R[i];
            if (Li > Ri) {
              continue;
            }
            const rowMin = a[Li] - a[i];
            const rowMax = a[Ri] - a[i];
            minActive = Math.min(minActive, rowMin);
            maxActive = Math.max(maxActive, rowMax);
            active += Ri - Li + 1;
          }
          if (active <= 0) {
            if (kLow < kHigh) {
              return 0.5 * (largestBelow + smallestAtOrAbove);
            }
            return countBelow >= kLow ? largestBelow : smallestAtOrAbove;
          }
          if (maxActive <= minActive) {
            return minActive;
          }
          const mid = 0.5 * (minActive + maxActive);
          pivot = mid > minActive && mid <= maxActive ? mid : maxActive;
          prevCountBelow = countBelow;
          continue;
        }
        if (countBelow < kLow) {
          for (let i = 0; i < n - 1; i++) {
            const newL = i + 1 + rowCounts[i];
            if (newL > L[i]) {
              L[i] = newL;
            }
            if (L[i] > R[i]) {
              L[i] = 1;
              R[i] = 0;
            }
          }
        } else {
          for (let i = 0; i < n - 1; i++) {
            const newR = i + rowCounts[i];
            if (newR < R[i]) {
              R[i] = newR;
            }
            if (R[i] < i + 1) {
              L[i] = 1;
              R[i] = 0;
            }
          }
        }
        prevCountBelow = countBelow;
        let activeSize = 0;
        for (let i = 0; i < n - 1; i++) {
          if (L[i] <= R[i]) {
            activeSize += R[i] - L[i] + 1;
          }
        }
        if (activeSize <= 2) {
          let minRem = Infinity;
          let maxRem = -Infinity;
          for (let i = 0; i < n - 1; i++) {
            if (L[i] > R[i]) {
              continue;
            }
            const lo = a[L[i]] - a[i];
            const hi = a[R[i]] - a[i];
            minRem = Math.min(minRem, lo);
            maxRem = Math.max(maxRem, hi);
          }
          if (activeSize <= 0) {
            if (kLow < kHigh) {
              return 0.5 * (largestBelow + smallestAtOrAbove);
            }
            return countBelow >= kLow ? largestBelow : smallestAtOrAbove;
          }
          if (kLow < kHigh) {
            return 0.5 * (minRem + maxRem);
          }
          return Math.abs(kLow - 1 - countBelow) <= Math.abs(countBelow - kLow) ? minRem : maxRem;
        } else {
          const t = rng.uniformInt(0, activeSize);
          let acc = 0;
          let row = 0;
          for (row = 0; row < n - 1; row++) {
            if (L[row] > R[row]) {
              continue;
            }
            const size = R[row] - L[row] + 1;
            if (t < acc + size) {
              break;
            }
            acc += size;
          }
          const col = Math.floor((L[row] + R[row]) / 2);
          pivot = a[col] - a[row];
        }
      }
    }
  }
});

// node_modules/pragmastat/dist/fastShift.js
var require_fastShift = __commonJS({
  "node_modules/pragmastat/dist/fastShift.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.fastShift = fastShift;
    exports.fastRatio = fastRatio;
    var assumptions_1 = require_assumptions();
    function fastShift(x, y, p, assumeSorted = false) {
      if (!x || !y || !p) {
        throw new Error("All inputs must be non-null");
      }
      if (x.length === 0 || y.length === 0) {
        throw new Error("x and y must be non-empty");
      }
      for (const pk of p) {
        if (isNaN(pk) || pk < 0 || pk > 1) {
          throw new Error("Probabilities must be within [0, 1]");
        }
      }
      const xs = assumeSorted ? x : [...x].sort((a, b) => a - b);
      const ys = assumeSorted ? y : [...y].sort((a, b) => a - b);
      for (const xi of xs) {
        if (isNaN(xi)) {
          throw new Error("NaN values found in x");
        }
      }
      for (const yj of ys) {
        if (isNaN(yj)) {
          throw new Error("NaN values found in y");
        }
      }
      const m = xs.length;
      const n = ys.length;
      const total = BigInt(m) * BigInt(n);
      const requiredRanks = /* @__PURE__ */ new Set();
      const interpolationParams = [];
      const totalNum = Number(total);
      for (let i = 0; i < p.length; i++) {
        const h = 1 + Number(total - 1n) * p[i];
        let lowerRank = Math.floor(h);
        let upperRank = Math.ceil(h);
        const weight = h - lowerRank;
        if (lowerRank < 1)
          lowerRank = 1;
        if (upperRank > totalNum)
          upperRank = totalNum;
        interpolationParams.push({ lowerRank, upperRank, weight });
        requiredRanks.add(lowerRank);
        requiredRanks.add(upperRank);
      }
      const rankValues = /* @__PURE__ */ new Map();
      for (const rank of Array.from(requiredRanks).sort((a, b) => a - b)) {
        rankValues.set(rank, selectKthPairwiseDiff2(xs, ys, rank));
      }
      const result = [];
      for (const { lowerRank, upperRank, weight } of interpolationParams) {
        const lower = rankValues.get(lowerRank);
        const upper = rankValues.get(upperRank);
        result.push(weight === 0 ? lower : (1 - weight) * lower + weight * upper);
      }
      return result;
    }
    function selectKthPairwiseDiff2(x, y, k) {
      const m = x.length;
      const n = y.length;
      const total = Number(BigInt(m) * BigInt(n));
      if (k < 1 || k > total) {
        throw new Error(`k must be between 1 and ${total}`);
      }
      let searchMin = x[0] - y[n - 1];
      let searchMax = x[m - 1] - y[0];
      if (isNaN(searchMin) || isNaN(searchMax)) {
        throw new Error("NaN in input values");
      }
      const maxIterations = 128;
      let prevMin = -Infinity;
      let prevMax = Infinity;
      for (let iter = 0; iter < maxIterations && searchMin !== searchMax; iter++) {
        const mid = midpoint(searchMin, searchMax);
        const { countLessOrEqual: countLessOrEqual2, closestBelow: closestBelow2, closestAbove: closestAbove2 } = countAndNeighbors2(x, y, mid);
        if (closestBelow2 === closestAbove2) {
          return closestBelow2;
        }
        if (searchMin === prevMin && searchMax === prevMax) {
          return countLessOrEqual2 >= k ? closestBelow2 : closestAbove2;
        }
        prevMin = searchMin;
        prevMax = searchMax;
        if (countLessOrEqual2 >= k) {
          searchMax = closestBelow2;
        } else {
          searchMin = closestAbove2;
        }
      }
      if (searchMin !== searchMax) {
        throw new Error("Convergence failure (pathological input)");
      }
      return searchMin;
    }
    function countAndNeighbors2(x, y, threshold) {
      const m = x.length;
      const n = y.length;
      let count = 0;
      let maxBelow = -Infinity;
      let minAbove = Infinity;
      let j = 0;
      for (let i = 0; i < m; i++) {
        while (j < n && x[i] - y[j] > threshold) {
          j++;
        }
        count += n - j;
        if (j < n) {
          const diff = x[i] - y[j];
          if (diff > maxBelow)
            maxBelow = diff;
        }
        if (j > 0) {
          const diff = x[i] - y[j - 1];
          if (diff < minAbove)
            minAbove = diff;
        }
      }
      if (!isFinite(maxBelow)) {
        maxBelow = x[0] - y[n - 1];
      }
      if (!isFinite(minAbove)) {
        minAbove = x[m - 1] - y[0];
      }
      return {
        countLessOrEqual: count,
        closestBelow: maxBelow,
        closestAbove: minAbove
      };
    }
    function midpoint(a, b) {
      return a + (b - a) * 0.5;
    }
    function fastRatio(x, y, p, assumeSorted = false) {
      if (!x || !y || !p) {
        throw new Error("All inputs must be non-null");
      }
      if (x.length === 0 || y.length === 0) {
        throw new Error("x and y must be non-empty");
      }
      const logX = (0, assumptions_1.log)(x, "x");
      const logY = (0, assumptions_1.log)(y, "y");
      const logResult = fastShift(logX, logY, p, assumeSorted);
      return logResult.map((v) => Math.exp(v));
    }
  }
});

// node_modules/pragmastat/dist/gaussCdf.js
var require_gaussCdf = __commonJS({
  "node_modules/pragmastat/dist/gaussCdf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.gaussCdf = gaussCdf;
    function gaussCdf(x) {
      let z;
      if (Math.abs(x) < 1e-9) {
        z = 0;
      } else {
        let y = Math.abs(x) / 2;
        if (y >= 3) {
          z = 1;
        } else if (y < 1) {
          const w = y * y;
          z = ((((((((124818987e-12 * w - 0.001075204047) * w + 0.005198775019) * w - 0.019198292004) * w + 0.059054035642) * w - 0.151968751364) * w + 0.319152932694) * w - 0.5319230073) * w + 0.797884560593) * y * 2;
        } else {
          y = y - 2;
          z = (((((((((((((-45255659e-12 * y + 15252929e-11) * y - 19538132e-12) * y - 676904986e-12) * y + 0.001390604284) * y - 79462082e-11) * y - 0.002034254874) * y + 0.006549791214) * y - 0.010557625006) * y + 0.011630447319) * y - 0.009279453341) * y + 0.005353579108) * y - 0.002141268741) * y + 535310849e-12) * y + 0.999936657524;
        }
      }
      return x > 0 ? (z + 1) / 2 : (1 - z) / 2;
    }
  }
});

// node_modules/pragmastat/dist/minMisrate.js
var require_minMisrate = __commonJS({
  "node_modules/pragmastat/dist/minMisrate.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.minAchievableMisrateOneSample = minAchievableMisrateOneSample;
    exports.minAchievableMisrateTwoSample = minAchievableMisrateTwoSample;
    var assumptions_1 = require_assumptions();
    function minAchievableMisrateOneSample(n) {
      if (n <= 0) {
        throw assumptions_1.AssumptionError.domain("x");
      }
      return Math.pow(2, 1 - n);
    }
    function minAchievableMisrateTwoSample(n, m) {
      if (n <= 0) {
        throw assumptions_1.AssumptionError.domain("x");
      }
      if (m <= 0) {
        throw assumptions_1.AssumptionError.domain("y");
      }
      return 2 / binomialCoefficient(n + m, n);
    }
    function binomialCoefficient(n, k) {
      if (k > n) {
        return 0;
      }
      if (k === 0 || k === n) {
        return 1;
      }
      k = Math.min(k, n - k);
      let result = 1;
      for (let i = 0; i < k; i++) {
        result = result * (n - i) / (i + 1);
      }
      return result;
    }
  }
});

// node_modules/pragmastat/dist/pairwiseMargin.js
var require_pairwiseMargin = __commonJS({
  "node_modules/pragmastat/dist/pairwiseMargin.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.pairwiseMargin = pairwiseMargin;
    var assumptions_1 = require_assumptions();
    var gaussCdf_1 = require_gaussCdf();
    var minMisrate_1 = require_minMisrate();
    var MAX_EXACT_SIZE = 400;
    var MAX_ACCEPTABLE_BINOM_N = 62;
    function pairwiseMargin(n, m, misrate) {
      if (n <= 0) {
        throw assumptions_1.AssumptionError.domain("x");
      }
      if (m <= 0) {
        throw assumptions_1.AssumptionError.domain("y");
      }
      if (misrate < 0 || misrate > 1 || Number.isNaN(misrate)) {
        throw assumptions_1.AssumptionError.domain("misrate");
      }
      const minMisrate = (0, minMisrate_1.minAchievableMisrateTwoSample)(n, m);
      if (misrate < minMisrate) {
        throw assumptions_1.AssumptionError.domain("misrate");
      }
      if (n + m <= MAX_EXACT_SIZE) {
        return pairwiseMarginExact(n, m, misrate);
      } else {
        return pairwiseMarginApprox(n, m, misrate);
      }
    }
    function pairwiseMarginExact(n, m, misrate) {
      return pairwiseMarginExactRaw(n, m, misrate / 2) * 2;
    }
    function pairwiseMarginApprox(n, m, misrate) {
      return pairwiseMarginApproxRaw(n, m, misrate / 2) * 2;
    }
    function pairwiseMarginExactRaw(n, m, p) {
      const total = n + m < MAX_ACCEPTABLE_BINOM_N ? binomialCoefficient(n + m, m) : binomialCoefficientFloat(n + m, m);
      const pmf = [1];
      const sigma = [0];
      let u = 0;
      let cdf = 1 / total;
      if (cdf >= p) {
        return 0;
      }
      while (true) {
        u++;
        if (sigma.length <= u) {
          let value = 0;
          for (let d = 1; d <= n; d++) {
            if (u % d === 0 && u >= d) {
              value += d;
            }
          }
          for (let d = m + 1; d <= m + n; d++) {
            if (u % d === 0 && u >= d) {
              value -= d;
            }
          }
          sigma.push(value);
        }
        let sum = 0;
        for (let i = 0; i < u; i++) {
          sum += pmf[i] * sigma[u - i];
        }
        sum /= u;
        pmf.push(sum);
        cdf += sum / total;
        if (cdf >= p) {
          return u;
        }
        if (sum === 0) {
          break;
        }
      }
      return pmf.length - 1;
    }
    function pairwiseMarginApproxRaw(n, m, misrate) {
      let a = 0;
      let b = n * m;
      while (a < b - 1) {
        const c = Math.floor((a + b) / 2);
        const p = edgeworthCdf(n, m, c);
        if (p < misrate) {
          a = c;
        } else {
          b = c;
        }
      }
      return edgeworthCdf(n, m, b) < misrate ? b : a;
    }
    function edgeworthCdf(n, m, u) {
      const mu = n * m / 2;
      const su = Math.sqrt(n * m * (n + m + 1) / 12);
      const z = (u - mu - 0.5) / su;
      const phi = Math.exp(-z * z / 2) / Math.sqrt(2 * Math.PI);
      const bigPhi = (0, gaussCdf_1.gaussCdf)(z);
      const n2 = n * n;
      const n3 = n2 * n;
      const n4 = n2 * n2;
      const m2 = m * m;
      const m3 = m2 * m;
      const m4 = m2 * m2;
      const mu2 = n * m * (n + m + 1) / 12;
      const mu4 = n * m * (n + m + 1) * (5 * m * n * (m + n) - 2 * (m2 + n2) + 3 * m * n - 2 * (n + m)) / 240;
      const mu6 = n * m * (n + m + 1) * (35 * m2 * n2 * (m2 + n2) + 70 * m3 * n3 - 42 * m * n * (m3 + n3) - 14 * m2 * n2 * (n + m) + 16 * (n4 + m4) - 52 * n * m * (n2 + m2) - 43 * n2 * m2 + 32 * (m3 + n3) + 14 * m * n * (n + m) + 8 * (n2 + m2) + 16 * n * m - 8 * (n + m)) / 4032;
      const mu2_2 = mu2 * mu2;
      const mu2_3 = mu2_2 * mu2;
      const mu4_mu2_2 = mu4 / mu2_2;
      const e3 = (mu4_mu2_2 - 3) / 24;
      const e5 = (mu6 / mu2_3 - 15 * mu4_mu2_2 + 30) / 720;
      const e7 = 35 * (mu4_mu2_2 - 3) * (mu4_mu2_2 - 3) / 40320;
      const z2 = z * z;
      const z3 = z2 * z;
      const z5 = z3 * z2;
      const z7 = z5 * z2;
      const f3 = -phi * (z3 - 3 * z);
      const f5 = -phi * (z5 - 10 * z3 + 15 * z);
      const f7 = -phi * (z7 - 21 * z5 + 105 * z3 - 105 * z);
      const edgeworth = bigPhi + e3 * f3 + e5 * f5 + e7 * f7;
      return Math.max(0, Math.min(1, edgeworth));
    }
    function binomialCoefficient(n, k) {
      if (k > n) {
        return 0;
      }
      if (k === 0 || k === n) {
        return 1;
      }
      k = Math.min(k, n - k);
      let result = 1;
      for (let i = 0; i < k; i++) {
        result = result * (n - i) / (i + 1);
      }
      return result;
    }
    function binomialCoefficientFloat(n, k) {
      if (k > n) {
        return 0;
      }
      if (k === 0 || k === n) {
        return 1;
      }
      k = Math.min(k, n - k);
      const logResult = logFactorial(n) - logFactorial(k) - logFactorial(n - k);
      return Math.exp(logResult);
    }
    function logFactorial(n) {
      if (n === 0 || n === 1) {
        return 0;
      }
      const x = n + 1;
      if (x < 1e-5) {
        return 0;
      }
      if (x < 1) {
        return stirlingApproxLog(x + 3) - Math.log(x * (x + 1) * (x + 2));
      }
      if (x < 2) {
        return stirlingApproxLog(x + 2) - Math.log(x * (x + 1));
      }
      if (x < 3) {
        return stirlingApproxLog(x + 1) - Math.log(x);
      }
      return stirlingApproxLog(x);
    }
    function stirlingApproxLog(x) {
      let result = x * Math.log(x) - x + Math.log(2 * Math.PI / x) / 2;
      const B2 = 1 / 6;
      const B4 = -1 / 30;
      const B6 = 1 / 42;
      const B8 = -1 / 30;
      const B10 = 5 / 66;
      const x2 = x * x;
      const x3 = x2 * x;
      const x5 = x3 * x2;
      const x7 = x5 * x2;
      const x9 = x7 * x2;
      result += B2 / (2 * x) + B4 / (12 * x3) + B6 / (30 * x5) + B8 / (56 * x7) + B10 / (90 * x9);
      return result;
    }
  }
});

// node_modules/pragmastat/dist/signedRankMargin.js
var require_signedRankMargin = __commonJS({
  "node_modules/pragmastat/dist/signedRankMargin.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.signedRankMargin = signedRankMargin;
    var gaussCdf_1 = require_gaussCdf();
    var minMisrate_1 = require_minMisrate();
    var assumptions_1 = require_assumptions();
    var SIGNED_RANK_MAX_EXACT_SIZE = 63;
    function signedRankMargin(n, misrate) {
      if (n <= 0) {
        throw assumptions_1.AssumptionError.domain("x");
      }
      if (isNaN(misrate) || misrate < 0 || misrate > 1) {
        throw assumptions_1.AssumptionError.domain("misrate");
      }
      const minMisrate = (0, minMisrate_1.minAchievableMisrateOneSample)(n);
      if (misrate < minMisrate) {
        throw assumptions_1.AssumptionError.domain("misrate");
      }
      if (n <= SIGNED_RANK_MAX_EXACT_SIZE) {
        return signedRankMarginExact(n, misrate);
      } else {
        return signedRankMarginApprox(n, misrate);
      }
    }
    function signedRankMarginExact(n, misrate) {
      return signedRankMarginExactRaw(n, misrate / 2) * 2;
    }
    function signedRankMarginExactRaw(n, p) {
      const total = BigInt(1) << BigInt(n);
      const maxW = Math.floor(n * (n + 1) / 2);
      const count = new Array(maxW + 1).fill(BigInt(0));
      count[0] = BigInt(1);
      for (let i = 1; i <= n; i++) {
        const maxWi = Math.min(Math.floor(i * (i + 1) / 2), maxW);
        for (let w = maxWi; w >= i; w--) {
          count[w] = count[w] + count[w - i];
        }
      }
      const PRECISION = BigInt(10) ** BigInt(18);
      let cumulative = BigInt(0);
      for (let w = 0; w <= maxW; w++) {
        cumulative = cumulative + count[w];
        const cdf = Number(cumulative * PRECISION / total) / Number(PRECISION);
        if (cdf >= p) {
          return w;
        }
      }
      return maxW;
    }
    function signedRankMarginApprox(n, misrate) {
      return signedRankMarginApproxRaw(n, misrate / 2) * 2;
    }
    function signedRankMarginApproxRaw(n, misrate) {
      const maxW = Math.floor(n * (n + 1) / 2);
      let a = 0;
      let b = maxW;
      while (a < b - 1) {
        const c = Math.floor((a + b) / 2);
        const cdf = signedRankEdgeworthCdf(n, c);
        if (cdf < misrate) {
          a = c;
        } else {
          b = c;
        }
      }
      return signedRankEdgeworthCdf(n, b) < misrate ? b : a;
    }
    function signedRankEdgeworthCdf(n, w) {
      const mu = n * (n + 1) / 4;
      const sigma2 = n * (n + 1) * (2 * n + 1) / 24;
      const sigma = Math.sqrt(sigma2);
      const z = (w - mu + 0.5) / sigma;
      const phi = Math.exp(-z * z / 2) / Math.sqrt(2 * Math.PI);
      const bigPhi = (0, gaussCdf_1.gaussCdf)(z);
      const kappa4 = -n * (n + 1) * (2 * n + 1) * (3 * n * n + 3 * n - 1) / 240;
      const e3 = kappa4 / (24 * sigma2 * sigma2);
      const z2 = z * z;
      const z3 = z2 * z;
      const f3 = -phi * (z3 - 3 * z);
      const edgeworth = bigPhi + e3 * f3;
      return Math.max(0, Math.min(1, edgeworth));
    }
  }
});

// node_modules/pragmastat/dist/signMargin.js
var require_signMargin = __commonJS({
  "node_modules/pragmastat/dist/signMargin.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.signMarginRandomized = signMarginRandomized;
    var minMisrate_1 = require_minMisrate();
    var assumptions_1 = require_assumptions();
    function signMarginRandomized(n, misrate, rng) {
      if (n <= 0)
        throw assumptions_1.AssumptionError.domain("x");
      if (isNaN(misrate) || misrate < 0 || misrate > 1)
        throw assumptions_1.AssumptionError.domain("misrate");
      const minMisrate = (0, minMisrate_1.minAchievableMisrateOneSample)(n);
      if (misrate < minMisrate)
        throw assumptions_1.AssumptionError.domain("misrate");
      const target = misrate / 2;
      if (target <= 0)
        return 0;
      if (target >= 1)
        return n * 2;
      const [rLow, logCdfLow, logPmfHigh] = binomCdfSplit(n, target);
      const logTarget = Math.log(target);
      const logNum = logTarget > logCdfLow ? logSubExp(logTarget, logCdfLow) : -Infinity;
      let p = isFinite(logPmfHigh) && isFinite(logNum) ? Math.exp(logNum - logPmfHigh) : 0;
      p = Math.max(0, Math.min(1, p));
      const u = rng.uniformFloat();
      const r = u < p ? rLow + 1 : rLow;
      return r * 2;
    }
    function binomCdfSplit(n, target) {
      const logTarget = Math.log(target);
      let logPmf = -n * Math.LN2;
      let logCdf = logPmf;
      let rLow = 0;
      if (logCdf > logTarget)
        return [0, logCdf, logPmf];
      for (let k = 1; k <= n; k++) {
        const logPmfNext = logPmf + Math.log(n - k + 1) - Math.log(k);
        const logCdfNext = logAddExp(logCdf, logPmfNext);
        if (logCdfNext > logTarget)
          return [rLow, logCdf, logPmfNext];
        rLow = k;
        logPmf = logPmfNext;
        logCdf = logCdfNext;
      }
      return [rLow, logCdf, -Infinity];
    }
    function logAddExp(a, b) {
      if (a === -Infinity)
        return b;
      if (b === -Infinity)
        return a;
      const m = Math.max(a, b);
      return m + Math.log(Math.exp(a - m) + Math.exp(b - m));
    }
    function logSubExp(a, b) {
      if (b === -Infinity)
        return a;
      const diff = Math.exp(b - a);
      return diff >= 1 ? -Infinity : a + Math.log(1 - diff);
    }
  }
});

// node_modules/pragmastat/dist/fastCenterQuantiles.js
var require_fastCenterQuantiles = __commonJS({
  "node_modules/pragmastat/dist/fastCenterQuantiles.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.fastCenterQuantileBounds = fastCenterQuantileBounds;
    var RELATIVE_EPSILON = 1e-14;
    function countPairsLessOrEqual(sorted, threshold) {
      const n = sorted.length;
      let count = 0;
      let j = n - 1;
      for (let i = 0; i < n; i++) {
        const target = 2 * threshold - sorted[i];
        while (j >= 0 && sorted[j] > target) {
          j--;
        }
        if (j >= i) {
          count += j - i + 1;
        }
      }
      return count;
    }
    function findExactQuantile(sorted, k) {
      const n = sorted.length;
      const totalPairs = n * (n + 1) / 2;
      if (n === 1)
        return sorted[0];
      if (k === 1)
        return sorted[0];
      if (k === totalPairs)
        return sorted[n - 1];
      const min = sorted[0];
      const max = sorted[n - 1];
      let lo = min;
      let hi = max;
      while (hi - lo > RELATIVE_EPSILON * Math.max(1, Math.abs(lo), Math.abs(hi))) {
        const mid = (lo + hi) / 2;
        const count = countPairsLessOrEqual(sorted, mid);
        if (count < k) {
          lo = mid;
        } else {
          hi = mid;
        }
      }
      const target = (lo + hi) / 2;
      const candidates = [];
      for (let i = 0; i < n; i++) {
        const threshold = 2 * target - sorted[i];
        let left = i;
        let right = n;
        while (left < right) {
          const m = Math.floor((left + right) / 2);
          if (sorted[m] < threshold - RELATIVE_EPSILON) {
            left = m + 1;
          } else {
            right = m;
          }
        }
        if (left < n && left >= i && Math.abs(sorted[left] - threshold) < RELATIVE_EPSILON * Math.max(1, Math.abs(threshold))) {
          candidates.push((sorted[i] + sorted[left]) / 2);
        }
        if (left > i) {
          const avgBefore = (sorted[i] + sorted[left - 1]) / 2;
          if (avgBefore <= target + RELATIVE_EPSILON) {
            candidates.push(avgBefore);
          }
        }
      }
      if (candidates.length === 0) {
        return target;
      }
      candidates.sort((a, b) => a - b);
      for (const c of candidates) {
        if (countPairsLessOrEqual(sorted, c) >= k) {
          return c;
        }
      }
      return target;
    }
    function fastCenterQuantileBounds(sorted, kLo, kHi) {
      const n = sorted.length;
      const totalPairs = n * (n + 1) / 2;
      const clampedLo = Math.max(1, Math.min(kLo, totalPairs));
      const clampedHi = Math.max(1, Math.min(kHi, totalPairs));
      const lower = findExactQuantile(sorted, clampedLo);
      const upper = findExactQuantile(sorted, clampedHi);
      return lower > upper ? [upper, lower] : [lower, upper];
    }
  }
});

// node_modules/pragmastat/dist/estimators.js
var require_estimators = __commonJS({
  "node_modules/pragmastat/dist/estimators.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DEFAULT_MISRATE = exports.Bounds = void 0;
    exports.center = center;
    exports.spread = spread;
    exports.shift = shift;
    exports.ratio = ratio;
    exports.disparity = disparity;
    exports.shiftBounds = shiftBounds;
    exports.ratioBounds = ratioBounds;
    exports.centerBounds = centerBounds;
    exports.spreadBounds = spreadBounds;
    exports.disparityBounds = disparityBounds;
    exports._avgSpread = avgSpread;
    exports._avgSpreadBounds = avgSpreadBounds;
    var fastCenter_1 = require_fastCenter();
    var fastSpread_1 = require_fastSpread();
    var fastShift_1 = require_fastShift();
    var pairwiseMargin_1 = require_pairwiseMargin();
    var signedRankMargin_1 = require_signedRankMargin();
    var signMargin_1 = require_signMargin();
    var fastCenterQuantiles_1 = require_fastCenterQuantiles();
    var minMisrate_1 = require_minMisrate();
    var assumptions_1 = require_assumptions();
    var measurement_unit_1 = require_measurement_unit();
    var measurement_1 = require_measurement();
    var sample_1 = require_sample();
    var rng_1 = require_rng();
    var Bounds = class {
      constructor(lower, upper, unit) {
        this.lower = lower;
        this.upper = upper;
        this.unit = unit;
      }
      contains(value) {
        return this.lower <= value && value <= this.upper;
      }
    };
    exports.Bounds = Bounds;
    exports.DEFAULT_MISRATE = 1e-3;
    function center(x) {
      (0, sample_1.checkNonWeighted)("x", x);
      const vals = [...x.values];
      const result = (0, fastCenter_1.fastCenter)(vals);
      return new measurement_1.Measurement(result, x.unit);
    }
    function spread(x) {
      (0, sample_1.checkNonWeighted)("x", x);
      const vals = [...x.values];
      const spreadVal = (0, fastSpread_1.fastSpread)(vals);
      if (spreadVal <= 0) {
        throw assumptions_1.AssumptionError.sparity("x");
      }
      return new measurement_1.Measurement(spreadVal, x.unit);
    }
    function shift(x, y) {
      (0, sample_1.checkNonWeighted)("x", x);
      (0, sample_1.checkNonWeighted)("y", y);
      (0, sample_1.checkCompatibleUnits)(x, y);
      const [cx, cy] = (0, sample_1.convertToFiner)(x, y);
      const resultUnit = cx.unit;
      const xv = [...cx.values];
      const yv = [...cy.values];
      const result = (0, fastShift_1.fastShift)(xv, yv, [0.5], false)[0];
      return new measurement_1.Measurement(result, resultUnit);
    }
    function ratio(x, y) {
      (0, sample_1.checkNonWeighted)("x", x);
      (0, sample_1.checkNonWeighted)("y", y);
      (0, sample_1.checkCompatibleUnits)(x, y);
      const [cx, cy] = (0, sample_1.convertToFiner)(x, y);
      const xv = [...cx.values];
      const yv = [...cy.values];
      if (xv.some((v) => v <= 0)) {
        throw assumptions_1.AssumptionError.positivity("x");
      }
      if (yv.some((v) => v <= 0)) {
        throw assumptions_1.AssumptionError.positivity("y");
      }
      const result = (0, fastShift_1.fastRatio)(xv, yv, [0.5], false)[0];
      return new measurement_1.Measurement(result, measurement_unit_1.MeasurementUnit.RATIO);
    }
    function avgSpread(x, y) {
      (0, sample_1.checkNonWeighted)("x", x);
      (0, sample_1.checkNonWeighted)("y", y);
      (0, sample_1.checkCompatibleUnits)(x, y);
      const [cx, cy] = (0, sample_1.convertToFiner)(x, y);
      const resultUnit = cx.unit;
      const xv = [...cx.values];
      const yv = [...cy.values];
      const nx = xv.length;
      const ny = yv.length;
      const spreadX = (0, fastSpread_1.fastSpread)(xv);
      if (spreadX <= 0) {
        throw assumptions_1.AssumptionError.sparity("x");
      }
      const spreadY = (0, fastSpread_1.fastSpread)(yv);
      if (spreadY <= 0) {
        throw assumptions_1.AssumptionError.sparity("y");
      }
      const result = (nx * spreadX + ny * spreadY) / (nx + ny);
      return new measurement_1.Measurement(result, resultUnit);
    }
    function disparity(x, y) {
      (0, sample_1.checkNonWeighted)("x", x);
      (0, sample_1.checkNonWeighted)("y", y);
      (0, sample_1.checkCompatibleUnits)(x, y);
      const [cx, cy] = (0, sample_1.convertToFiner)(x, y);
      const xv = [...cx.values];
      const yv = [...cy.values];
      const nx = xv.length;
      const ny = yv.length;
      const spreadX = (0, fastSpread_1.fastSpread)(xv);
      if (spreadX <= 0) {
        throw assumptions_1.AssumptionError.sparity("x");
      }
      const spreadY = (0, fastSpread_1.fastSpread)(yv);
      if (spreadY <= 0) {
        throw assumptions_1.AssumptionError.sparity("y");
      }
      const shiftVal = (0, fastShift_1.fastShift)(xv, yv, [0.5], false)[0];
      const avgSpreadVal = (nx * spreadX + ny * spreadY) / (nx + ny);
      return new measurement_1.Measurement(shiftVal / avgSpreadVal, measurement_unit_1.MeasurementUnit.DISPARITY);
    }
    function shiftBounds(x, y, misrate = exports.DEFAULT_MISRATE) {
      (0, sample_1.checkNonWeighted)("x", x);
      (0, sample_1.checkNonWeighted)("y", y);
      (0, sample_1.checkCompatibleUnits)(x, y);
      const [cx, cy] = (0, sample_1.convertToFiner)(x, y);
      const resultUnit = cx.unit;
      const xv = [...cx.values];
      const yv = [...cy.values];
      const n = xv.length;
      const m = yv.length;
      if (isNaN(misrate) || misrate < 0 || misrate > 1) {
        throw assumptions_1.AssumptionError.domain("misrate");
      }
      const minMisrate = (0, minMisrate_1.minAchievableMisrateTwoSample)(n, m);
      if (misrate < minMisrate) {
        throw assumptions_1.AssumptionError.domain("misrate");
      }
      const xs = [...xv].sort((a, b) => a - b);
      const ys = [...yv].sort((a, b) => a - b);
      const total = BigInt(n) * BigInt(m);
      if (total === 1n) {
        const value = xs[0] - ys[0];
        return new Bounds(value, value, resultUnit);
      }
      const margin = BigInt((0, pairwiseMargin_1.pairwiseMargin)(n, m, misrate));
      const maxHalfMargin = (total - 1n) / 2n;
      let halfMargin = margin / 2n;
      if (halfMargin > maxHalfMargin) {
        halfMargin = maxHalfMargin;
      }
      const kLeft = halfMargin;
      const kRight = total - 1n - halfMargin;
      const denominator = Number(total - 1n) || 1;
      const pLeft = Number(kLeft) / denominator;
      const pRight = Number(kRight) / denominator;
      const [left, right] = (0, fastShift_1.fastShift)(xs, ys, [pLeft, pRight], true);
      const lower = Math.min(left, right);
      const upper = Math.max(left, right);
      return new Bounds(lower, upper, resultUnit);
    }
    function ratioBounds(x, y, misrate = exports.DEFAULT_MISRATE) {
      (0, sample_1.checkNonWeighted)("x", x);
      (0, sample_1.checkNonWeighted)("y", y);
      (0, sample_1.checkCompatibleUnits)(x, y);
      const [cx, cy] = (0, sample_1.convertToFiner)(x, y);
      const xv = [...cx.values];
      const yv = [...cy.values];
      if (isNaN(misrate) || misrate < 0 || misrate > 1) {
        throw assumptions_1.AssumptionError.domain("misrate");
      }
      const minMisrate = (0, minMisrate_1.minAchievableMisrateTwoSample)(xv.length, yv.length);
      if (misrate < minMisrate) {
        throw assumptions_1.AssumptionError.domain("misrate");
      }
      const logX = new Array(xv.length);
      for (let i = 0; i < xv.length; i++) {
        if (xv[i] <= 0)
          throw assumptions_1.AssumptionError.positivity("x");
        logX[i] = Math.log(xv[i]);
      }
      const logY = new Array(yv.length);
      for (let i = 0; i < yv.length; i++) {
        if (yv[i] <= 0)
          throw assumptions_1.AssumptionError.positivity("y");
        logY[i] = Math.log(yv[i]);
      }
      const logBounds = rawShiftBounds(logX, logY, misrate);
      return new Bounds(Math.exp(logBounds.lower), Math.exp(logBounds.upper), measurement_unit_1.MeasurementUnit.RATIO);
    }
    function centerBounds(x, misrate = exports.DEFAULT_MISRATE) {
      (0, sample_1.checkNonWeighted)("x", x);
      const xv = [...x.values];
      if (isNaN(misrate) || misrate < 0 || misrate > 1) {
        throw assumptions_1.AssumptionError.domain("misrate");
      }
      const n = xv.length;
      if (n < 2) {
        throw assumptions_1.AssumptionError.domain("x");
      }
      const minMisrate = (0, minMisrate_1.minAchievableMisrateOneSample)(n);
      if (misrate < minMisrate) {
        throw assumptions_1.AssumptionError.domain("misrate");
      }
      const totalPairs = BigInt(n) * BigInt(n + 1) / 2n;
      const margin = BigInt((0, signedRankMargin_1.signedRankMargin)(n, misrate));
      const maxHalfMargin = (totalPairs - 1n) / 2n;
      let halfMargin = margin / 2n;
      if (halfMargin > maxHalfMargin) {
        halfMargin = maxHalfMargin;
      }
      const kLeft = Number(halfMargin + 1n);
      const kRight = Number(totalPairs - halfMargin);
      const sorted = [...xv].sort((a, b) => a - b);
      const [lo, hi] = (0, fastCenterQuantiles_1.fastCenterQuantileBounds)(sorted, kLeft, kRight);
      return new Bounds(lo, hi, x.unit);
    }
    function spreadBounds(x, misrate = exports.DEFAULT_MISRATE, seed) {
      (0, sample_1.checkNonWeighted)("x", x);
      const xv = [...x.values];
      if (isNaN(misrate) || misrate < 0 || misrate > 1)
        throw assumptions_1.AssumptionError.domain("misrate");
      const n = xv.length;
      const m = Math.floor(n / 2);
      const minMisrate = (0, minMisrate_1.minAchievableMisrateOneSample)(m);
      if (misrate < minMisrate)
        throw assumptions_1.AssumptionError.domain("misrate");
      if (n < 2) {
        throw assumptions_1.AssumptionError.sparity("x");
      }
      if ((0, fastSpread_1.fastSpread)(xv) <= 0) {
        throw assumptions_1.AssumptionError.sparity("x");
      }
      const rng = seed !== void 0 ? new rng_1.Rng(seed) : new rng_1.Rng();
      const margin = (0, signMargin_1.signMarginRandomized)(m, misrate, rng);
      let halfMargin = Math.floor(margin / 2);
      const maxHalfMargin = Math.floor((m - 1) / 2);
      if (halfMargin > maxHalfMargin)
        halfMargin = maxHalfMargin;
      const kLeft = halfMargin + 1;
      const kRight = m - halfMargin;
      const indices = Array.from({ length: n }, (_, i) => i);
      const shuffled = rng.shuffle(indices);
      const diffs = [];
      for (let i = 0; i < m; i++) {
        const a = shuffled[2 * i];
        const b = shuffled[2 * i + 1];
        diffs.push(Math.abs(xv[a] - xv[b]));
      }
      diffs.sort((a, b) => a - b);
      return new Bounds(diffs[kLeft - 1], diffs[kRight - 1], x.unit);
    }
    function rawShiftBounds(xv, yv, misrate) {
      const n = xv.length;
      const m = yv.length;
      const xs = [...xv].sort((a, b) => a - b);
      const ys = [...yv].sort((a, b) => a - b);
      const total = BigInt(n) * BigInt(m);
      if (total === 1n) {
        const value = xs[0] - ys[0];
        return { lower: value, upper: value };
      }
      const margin = BigInt((0, pairwiseMargin_1.pairwiseMargin)(n, m, misrate));
      const maxHalfMargin = (total - 1n) / 2n;
      let halfMargin = margin / 2n;
      if (halfMargin > maxHalfMargin) {
        halfMargin = maxHalfMargin;
      }
      const kLeft = halfMargin;
      const kRight = total - 1n - halfMargin;
      const denominator = Number(total - 1n) || 1;
      const pLeft = Number(kLeft) / denominator;
      const pRight = Number(kRight) / denominator;
      const [left, right] = (0, fastShift_1.fastShift)(xs, ys, [pLeft, pRight], true);
      const lower = Math.min(left, right);
      const upper = Math.max(left, right);
      return { lower, upper };
    }
    function avgSpreadBounds(x, y, misrate = exports.DEFAULT_MISRATE, seed) {
      (0, sample_1.checkNonWeighted)("x", x);
      (0, sample_1.checkNonWeighted)("y", y);
      (0, sample_1.checkCompatibleUnits)(x, y);
      const [cx, cy] = (0, sample_1.convertToFiner)(x, y);
      const resultUnit = cx.unit;
      const xv = [...cx.values];
      const yv = [...cy.values];
      if (isNaN(misrate) || misrate < 0 || misrate > 1)
        throw assumptions_1.AssumptionError.domain("misrate");
      const n = xv.length;
      const m = yv.length;
      if (n < 2)
        throw assumptions_1.AssumptionError.domain("x");
      if (m < 2)
        throw assumptions_1.AssumptionError.domain("y");
      const alpha = misrate / 2;
      const minX = (0, minMisrate_1.minAchievableMisrateOneSample)(Math.floor(n / 2));
      const minY = (0, minMisrate_1.minAchievableMisrateOneSample)(Math.floor(m / 2));
      if (alpha < minX || alpha < minY)
        throw assumptions_1.AssumptionError.domain("misrate");
      if ((0, fastSpread_1.fastSpread)(xv) <= 0) {
        throw assumptions_1.AssumptionError.sparity("x");
      }
      if ((0, fastSpread_1.fastSpread)(yv) <= 0) {
        throw assumptions_1.AssumptionError.sparity("y");
      }
      const boundsX = spreadBounds(cx, alpha, seed);
      const boundsY = spreadBounds(cy, alpha, seed);
      const weightX = n / (n + m);
      const weightY = m / (n + m);
      return new Bounds(weightX * boundsX.lower + weightY * boundsY.lower, weightX * boundsX.upper + weightY * boundsY.upper, resultUnit);
    }
    function disparityBounds(x, y, misrate = exports.DEFAULT_MISRATE, seed) {
      (0, sample_1.checkNonWeighted)("x", x);
      (0, sample_1.checkNonWeighted)("y", y);
      (0, sample_1.checkCompatibleUnits)(x, y);
      const [cx, cy] = (0, sample_1.convertToFiner)(x, y);
      const xv = [...cx.values];
      const yv = [...cy.values];
      if (isNaN(misrate) || misrate < 0 || misrate > 1)
        throw assumptions_1.AssumptionError.domain("misrate");
      const n = xv.length;
      const m = yv.length;
      if (n < 2)
        throw assumptions_1.AssumptionError.domain("x");
      if (m < 2)
        throw assumptions_1.AssumptionError.domain("y");
      const minShift = (0, minMisrate_1.minAchievableMisrateTwoSample)(n, m);
      const minX = (0, minMisrate_1.minAchievableMisrateOneSample)(Math.floor(n / 2));
      const minY = (0, minMisrate_1.minAchievableMisrateOneSample)(Math.floor(m / 2));
      const minAvg = 2 * Math.max(minX, minY);
      if (misrate < minShift + minAvg)
        throw assumptions_1.AssumptionError.domain("misrate");
      const extra = misrate - (minShift + minAvg);
      const alphaShift = minShift + extra / 2;
      const alphaAvg = minAvg + extra / 2;
      if ((0, fastSpread_1.fastSpread)(xv) <= 0) {
        throw assumptions_1.AssumptionError.sparity("x");
      }
      if ((0, fastSpread_1.fastSpread)(yv) <= 0) {
        throw assumptions_1.AssumptionError.sparity("y");
      }
      const sb = shiftBounds(cx, cy, alphaShift);
      const ab = avgSpreadBounds(cx, cy, alphaAvg, seed);
      const la = ab.lower;
      const ua = ab.upper;
      const ls = sb.lower;
      const us = sb.upper;
      const D2 = measurement_unit_1.MeasurementUnit.DISPARITY;
      if (la > 0) {
        const r1 = ls / la;
        const r2 = ls / ua;
        const r3 = us / la;
        const r4 = us / ua;
        return new Bounds(Math.min(r1, r2, r3, r4), Math.max(r1, r2, r3, r4), D2);
      }
      if (ua <= 0) {
        if (ls === 0 && us === 0)
          return new Bounds(0, 0, D2);
        if (ls >= 0)
          return new Bounds(0, Infinity, D2);
        if (us <= 0)
          return new Bounds(-Infinity, 0, D2);
        return new Bounds(-Infinity, Infinity, D2);
      }
      if (ls > 0)
        return new Bounds(ls / ua, Infinity, D2);
      if (us < 0)
        return new Bounds(-Infinity, us / ua, D2);
      if (ls === 0 && us === 0)
        return new Bounds(0, 0, D2);
      if (ls === 0 && us > 0)
        return new Bounds(0, Infinity, D2);
      if (ls < 0 && us === 0)
        return new Bounds(-Infinity, 0, D2);
      return new Bounds(-Infinity, Infinity, D2);
    }
  }
});

// node_modules/pragmastat/dist/compare.js
var require_compare = __commonJS({
  "node_modules/pragmastat/dist/compare.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Projection = exports.Threshold = exports.ComparisonVerdict = exports.Metric = void 0;
    exports.compare1 = compare1;
    exports.compare2 = compare2;
    var measurement_1 = require_measurement();
    var measurement_unit_1 = require_measurement_unit();
    var sample_1 = require_sample();
    var assumptions_1 = require_assumptions();
    var estimators_1 = require_estimators();
    var Metric;
    (function(Metric2) {
      Metric2["Center"] = "center";
      Metric2["Spread"] = "spread";
      Metric2["Shift"] = "shift";
      Metric2["Ratio"] = "ratio";
      Metric2["Disparity"] = "disparity";
    })(Metric || (exports.Metric = Metric = {}));
    var ComparisonVerdict;
    (function(ComparisonVerdict2) {
      ComparisonVerdict2["Less"] = "less";
      ComparisonVerdict2["Greater"] = "greater";
      ComparisonVerdict2["Inconclusive"] = "inconclusive";
    })(ComparisonVerdict || (exports.ComparisonVerdict = ComparisonVerdict = {}));
    var Threshold = class {
      constructor(metric, value, misrate) {
        this.metric = metric;
        this.value = value;
        this.misrate = misrate;
        if (!Number.isFinite(misrate) || misrate <= 0 || misrate > 1) {
          throw assumptions_1.AssumptionError.domain("misrate");
        }
        if (!Number.isFinite(value.value)) {
          throw new Error("threshold value must be finite");
        }
      }
    };
    exports.Threshold = Threshold;
    var Projection = class {
      constructor(threshold, estimate, bounds, verdict) {
        this.threshold = threshold;
        this.estimate = estimate;
        this.bounds = bounds;
        this.verdict = verdict;
      }
    };
    exports.Projection = Projection;
    function validateCenter(threshold, x, _y) {
      if (!threshold.value.unit.isCompatible(x.unit)) {
        throw new assumptions_1.AssumptionError(`can't convert ${threshold.value.unit.fullName} to ${x.unit.fullName}`);
      }
      const factor = measurement_unit_1.MeasurementUnit.conversionFactor(threshold.value.unit, x.unit);
      return new measurement_1.Measurement(threshold.value.value * factor, x.unit);
    }
    function validateSpread(threshold, x, _y) {
      return validateCenter(threshold, x, null);
    }
    function validateShift(threshold, x, y) {
      if (!y) {
        throw new Error("Shift requires y sample");
      }
      if (!threshold.value.unit.isCompatible(x.unit)) {
        throw new assumptions_1.AssumptionError(`can't convert ${threshold.value.unit.fullName} to ${x.unit.fullName}`);
      }
      const target = measurement_unit_1.MeasurementUnit.finer(x.unit, y.unit);
      const factor = measurement_unit_1.MeasurementUnit.conversionFactor(threshold.value.unit, target);
      return new measurement_1.Measurement(threshold.value.value * factor, target);
    }
    function validateRatio(threshold, _x, _y) {
      const unit = threshold.value.unit;
      if (unit.id !== "ratio" && unit.id !== "number") {
        throw new assumptions_1.AssumptionError(`can't convert ${unit.fullName} to Ratio`);
      }
      const value = threshold.value.value;
      if (value <= 0) {
        throw new Error("Ratio threshold value must be positive");
      }
      return new measurement_1.Measurement(value, measurement_unit_1.MeasurementUnit.RATIO);
    }
    function validateDisparity(threshold, _x, _y) {
      const unit = threshold.value.unit;
      if (unit.id !== "disparity" && unit.id !== "number") {
        throw new assumptions_1.AssumptionError(`can't convert ${unit.fullName} to Disparity`);
      }
      return new measurement_1.Measurement(threshold.value.value, measurement_unit_1.MeasurementUnit.DISPARITY);
    }
    var compare1Specs = [
      {
        metric: Metric.Center,
        validateAndNormalize: validateCenter,
        estimate: (x, _y) => (0, estimators_1.center)(x),
        bounds: (x, _y, misrate, _seed) => (0, estimators_1.centerBounds)(x, misrate)
      },
      {
        metric: Metric.Spread,
        validateAndNormalize: validateSpread,
        estimate: (x, _y) => (0, estimators_1.spread)(x),
        bounds: (x, _y, misrate, seed) => (0, estimators_1.spreadBounds)(x, misrate, seed),
        seededBounds: (x, _y, misrate, seed) => (0, estimators_1.spreadBounds)(x, misrate, seed)
      }
    ];
    var compare2Specs = [
      { metric: Metric.Shift, validateAndNormalize: validateShift },
      { metric: Metric.Ratio, validateAndNormalize: validateRatio },
      { metric: Metric.Disparity, validateAndNormalize: validateDisparity }
    ];
    function computeVerdict(bounds, thresholdValue) {
      if (bounds.lower > thresholdValue) {
        return ComparisonVerdict.Greater;
      }
      if (bounds.upper < thresholdValue) {
        return ComparisonVerdict.Less;
      }
      return ComparisonVerdict.Inconclusive;
    }
    function getSpec(specs, metric) {
      return specs.find((s) => s.metric === metric);
    }
    function executeCompare1(x, thresholds, normalizedValues, seed) {
      const results = new Array(thresholds.length).fill(null);
      const byMetric = /* @__PURE__ */ new Map();
      for (let i = 0; i < thresholds.length; i++) {
        const metric = thresholds[i].metric;
        if (!byMetric.has(metric)) {
          byMetric.set(metric, []);
        }
        byMetric.get(metric).push({
          index: i,
          threshold: thresholds[i],
          normalizedValue: normalizedValues[i]
        });
      }
      for (const spec of compare1Specs) {
        const entries = byMetric.get(spec.metric);
        if (!entries || entries.length === 0) {
          continue;
        }
        const estimate = spec.estimate(x, null);
        for (const entry of entries) {
          const bounds = seed && spec.seededBounds ? spec.seededBounds(x, null, entry.threshold.misrate, seed) : spec.bounds(x, null, entry.threshold.misrate);
          const verdict = computeVerdict(bounds, entry.normalizedValue.value);
          results[entry.index] = new Projection(entry.threshold, estimate, bounds, verdict);
        }
      }
      return results.filter((r) => r !== null);
    }
    function executeCompare2(x, y, thresholds, normalizedValues, seed) {
      const results = new Array(thresholds.length).fill(null);
      const [cx, cy] = (0, sample_1.convertToFiner)(x, y);
      const byMetric = /* @__PURE__ */ new Map();
      for (let i = 0; i < thresholds.length; i++) {
        const metric = thresholds[i].metric;
        if (!byMetric.has(metric)) {
          byMetric.set(metric, []);
        }
        byMetric.get(metric).push({
          index: i,
          threshold: thresholds[i],
          normalizedValue: normalizedValues[i]
        });
      }
      const shiftEntries = byMetric.get(Metric.Shift);
      if (shiftEntries && shiftEntries.length > 0) {
        const estimate = (0, estimators_1.shift)(cx, cy);
        for (const entry of shiftEntries) {
          const bounds = (0, estimators_1.shiftBounds)(cx, cy, entry.threshold.misrate);
          const verdict = computeVerdict(bounds, entry.normalizedValue.value);
          results[entry.index] = new Projection(entry.threshold, estimate, bounds, verdict);
        }
      }
      const ratioEntries = byMetric.get(Metric.Ratio);
      if (ratioEntries && ratioEntries.length > 0) {
        const estimate = (0, estimators_1.ratio)(cx, cy);
        for (const entry of ratioEntries) {
          const bounds = (0, estimators_1.ratioBounds)(cx, cy, entry.threshold.misrate);
          const verdict = computeVerdict(bounds, entry.normalizedValue.value);
          results[entry.index] = new Projection(entry.threshold, estimate, bounds, verdict);
        }
      }
      const disparityEntries = byMetric.get(Metric.Disparity);
      if (disparityEntries && disparityEntries.length > 0) {
        const estimate = (0, estimators_1.disparity)(cx, cy);
        for (const entry of disparityEntries) {
          const bounds = (0, estimators_1.disparityBounds)(cx, cy, entry.threshold.misrate, seed);
          const verdict = computeVerdict(bounds, entry.normalizedValue.value);
          results[entry.index] = new Projection(entry.threshold, estimate, bounds, verdict);
        }
      }
      return results.filter((r) => r !== null);
    }
    function compare1(x, thresholds, seed) {
      (0, sample_1.checkNonWeighted)("x", x);
      if (thresholds.length === 0) {
        throw new Error("thresholds list cannot be empty");
      }
      for (const threshold of thresholds) {
        if (threshold.metric !== Metric.Center && threshold.metric !== Metric.Spread) {
          throw new Error(`Metric ${threshold.metric} is not supported by Compare1. Use Compare2 instead.`);
        }
      }
      const normalizedValues = [];
      for (const threshold of thresholds) {
        const spec = getSpec(compare1Specs, threshold.metric);
        if (!spec) {
          throw new Error(`No spec found for metric ${threshold.metric}`);
        }
        const normalized = spec.validateAndNormalize(threshold, x, null);
        normalizedValues.push(normalized);
      }
      return executeCompare1(x, thresholds, normalizedValues, seed);
    }
    function compare2(x, y, thresholds, seed) {
      (0, sample_1.checkNonWeighted)("x", x);
      (0, sample_1.checkNonWeighted)("y", y);
      (0, sample_1.checkCompatibleUnits)(x, y);
      if (thresholds.length === 0) {
        throw new Error("thresholds list cannot be empty");
      }
      for (const threshold of thresholds) {
        if (threshold.metric !== Metric.Shift && threshold.metric !== Metric.Ratio && threshold.metric !== Metric.Disparity) {
          throw new Error(`Metric ${threshold.metric} is not supported by Compare2. Use Compare1 instead.`);
        }
      }
      const normalizedValues = [];
      for (const threshold of thresholds) {
        const spec = getSpec(compare2Specs, threshold.metric);
        if (!spec) {
          throw new Error(`No spec found for metric ${threshold.metric}`);
        }
        const normalized = spec.validateAndNormalize(threshold, x, y);
        normalizedValues.push(normalized);
      }
      return executeCompare2(x, y, thresholds, normalizedValues, seed);
    }
  }
});

// node_modules/pragmastat/dist/distributions/uniform.js
var require_uniform = __commonJS({
  "node_modules/pragmastat/dist/distributions/uniform.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Uniform = void 0;
    var Uniform = class {
      /**
       * Create a new uniform distribution on [min, max).
       *
       * @param min - Lower bound (inclusive).
       * @param max - Upper bound (exclusive).
       * @throws Error if min >= max.
       */
      constructor(min, max) {
        if (min >= max) {
          throw new Error("min must be less than max");
        }
        this.min = min;
        this.max = max;
      }
      sample(rng) {
        return this.min + rng.uniformFloat() * (this.max - this.min);
      }
      samples(rng, count) {
        return Array.from({ length: count }, () => this.sample(rng));
      }
    };
    exports.Uniform = Uniform;
  }
});

// node_modules/pragmastat/dist/constants.js
var require_constants = __commonJS({
  "node_modules/pragmastat/dist/constants.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.SMALLEST_POSITIVE_SUBNORMAL = exports.MACHINE_EPSILON = void 0;
    exports.MACHINE_EPSILON = 2220446049250313e-31;
    exports.SMALLEST_POSITIVE_SUBNORMAL = 5e-324;
  }
});

// node_modules/pragmastat/dist/distributions/additive.js
var require_additive = __commonJS({
  "node_modules/pragmastat/dist/distributions/additive.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Additive = void 0;
    var constants_1 = require_constants();
    var Additive = class {
      /**
       * Create a new additive (normal) distribution.
       *
       * @param mean - Location parameter (center of the distribution).
       * @param stdDev - Scale parameter (standard deviation).
       * @throws Error if stdDev <= 0.
       */
      constructor(mean, stdDev) {
        if (stdDev <= 0) {
          throw new Error("stdDev must be positive");
        }
        this.mean = mean;
        this.stdDev = stdDev;
      }
      sample(rng) {
        let u1 = rng.uniformFloat();
        const u2 = rng.uniformFloat();
        if (u1 === 0) {
          u1 = constants_1.SMALLEST_POSITIVE_SUBNORMAL;
        }
        const r = Math.sqrt(-2 * Math.log(u1));
        const theta = 2 * Math.PI * u2;
        const z = r * Math.cos(theta);
        return this.mean + z * this.stdDev;
      }
      samples(rng, count) {
        return Array.from({ length: count }, () => this.sample(rng));
      }
    };
    exports.Additive = Additive;
  }
});

// node_modules/pragmastat/dist/distributions/multiplic.js
var require_multiplic = __commonJS({
  "node_modules/pragmastat/dist/distributions/multiplic.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Multiplic = void 0;
    var additive_1 = require_additive();
    var Multiplic = class {
      /**
       * Create a new multiplicative (log-normal) distribution.
       *
       * @param logMean - Mean of log values (location parameter).
       * @param logStdDev - Standard deviation of log values (scale parameter).
       * @throws Error if logStdDev <= 0.
       */
      constructor(logMean, logStdDev) {
        if (logStdDev <= 0) {
          throw new Error("logStdDev must be positive");
        }
        this.additive = new additive_1.Additive(logMean, logStdDev);
      }
      sample(rng) {
        return Math.exp(this.additive.sample(rng));
      }
      samples(rng, count) {
        return Array.from({ length: count }, () => this.sample(rng));
      }
    };
    exports.Multiplic = Multiplic;
  }
});

// node_modules/pragmastat/dist/distributions/exp.js
var require_exp = __commonJS({
  "node_modules/pragmastat/dist/distributions/exp.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Exp = void 0;
    var constants_1 = require_constants();
    var Exp = class {
      /**
       * Create a new exponential distribution with given rate.
       *
       * @param rate - Rate parameter (lambda > 0).
       * @throws Error if rate <= 0.
       */
      constructor(rate) {
        if (rate <= 0) {
          throw new Error("rate must be positive");
        }
        this.rate = rate;
      }
      sample(rng) {
        let u = rng.uniformFloat();
        if (u === 1) {
          u = 1 - constants_1.MACHINE_EPSILON;
        }
        return -Math.log(1 - u) / this.rate;
      }
      samples(rng, count) {
        return Array.from({ length: count }, () => this.sample(rng));
      }
    };
    exports.Exp = Exp;
  }
});

// node_modules/pragmastat/dist/distributions/power.js
var require_power = __commonJS({
  "node_modules/pragmastat/dist/distributions/power.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Power = void 0;
    var constants_1 = require_constants();
    var Power = class {
      /**
       * Create a new power (Pareto) distribution.
       *
       * @param min - Minimum value (lower bound, > 0).
       * @param shape - Shape parameter (alpha > 0, controls tail heaviness).
       * @throws Error if min <= 0 or shape <= 0.
       */
      constructor(min, shape) {
        if (min <= 0) {
          throw new Error("min must be positive");
        }
        if (shape <= 0) {
          throw new Error("shape must be positive");
        }
        this.min = min;
        this.shape = shape;
      }
      sample(rng) {
        let u = rng.uniformFloat();
        if (u === 1) {
          u = 1 - constants_1.MACHINE_EPSILON;
        }
        return this.min / Math.pow(1 - u, 1 / this.shape);
      }
      samples(rng, count) {
        return Array.from({ length: count }, () => this.sample(rng));
      }
    };
    exports.Power = Power;
  }
});

// node_modules/pragmastat/dist/distributions/index.js
var require_distributions = __commonJS({
  "node_modules/pragmastat/dist/distributions/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Power = exports.Exp = exports.Multiplic = exports.Additive = exports.Uniform = void 0;
    var uniform_1 = require_uniform();
    Object.defineProperty(exports, "Uniform", { enumerable: true, get: function() {
      return uniform_1.Uniform;
    } });
    var additive_1 = require_additive();
    Object.defineProperty(exports, "Additive", { enumerable: true, get: function() {
      return additive_1.Additive;
    } });
    var multiplic_1 = require_multiplic();
    Object.defineProperty(exports, "Multiplic", { enumerable: true, get: function() {
      return multiplic_1.Multiplic;
    } });
    var exp_1 = require_exp();
    Object.defineProperty(exports, "Exp", { enumerable: true, get: function() {
      return exp_1.Exp;
    } });
    var power_1 = require_power();
    Object.defineProperty(exports, "Power", { enumerable: true, get: function() {
      return power_1.Power;
    } });
  }
});

// node_modules/pragmastat/dist/index.js
var require_dist = __commonJS({
  "node_modules/pragmastat/dist/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Power = exports.Exp = exports.Multiplic = exports.Additive = exports.Uniform = exports.Rng = exports.compare2 = exports.compare1 = exports.Projection = exports.Threshold = exports.ComparisonVerdict = exports.Metric = exports.disparityBounds = exports.spreadBounds = exports.centerBounds = exports.ratioBounds = exports.shiftBounds = exports.disparity = exports.ratio = exports.shift = exports.spread = exports.center = exports.DEFAULT_MISRATE = exports.UnitRegistry = exports.Sample = exports.Measurement = exports.MeasurementUnit = exports.AssumptionError = exports.AssumptionId = void 0;
    var assumptions_1 = require_assumptions();
    Object.defineProperty(exports, "AssumptionId", { enumerable: true, get: function() {
      return assumptions_1.AssumptionId;
    } });
    Object.defineProperty(exports, "AssumptionError", { enumerable: true, get: function() {
      return assumptions_1.AssumptionError;
    } });
    var measurement_unit_1 = require_measurement_unit();
    Object.defineProperty(exports, "MeasurementUnit", { enumerable: true, get: function() {
      return measurement_unit_1.MeasurementUnit;
    } });
    var measurement_1 = require_measurement();
    Object.defineProperty(exports, "Measurement", { enumerable: true, get: function() {
      return measurement_1.Measurement;
    } });
    var sample_1 = require_sample();
    Object.defineProperty(exports, "Sample", { enumerable: true, get: function() {
      return sample_1.Sample;
    } });
    var unit_registry_1 = require_unit_registry();
    Object.defineProperty(exports, "UnitRegistry", { enumerable: true, get: function() {
      return unit_registry_1.UnitRegistry;
    } });
    var estimators_1 = require_estimators();
    Object.defineProperty(exports, "DEFAULT_MISRATE", { enumerable: true, get: function() {
      return estimators_1.DEFAULT_MISRATE;
    } });
    Object.defineProperty(exports, "center", { enumerable: true, get: function() {
      return estimators_1.center;
    } });
    Object.defineProperty(exports, "spread", { enumerable: true, get: function() {
      return estimators_1.spread;
    } });
    Object.defineProperty(exports, "shift", { enumerable: true, get: function() {
      return estimators_1.shift;
    } });
    Object.defineProperty(exports, "ratio", { enumerable: true, get: function() {
      return estimators_1.ratio;
    } });
    Object.defineProperty(exports, "disparity", { enumerable: true, get: function() {
      return estimators_1.disparity;
    } });
    Object.defineProperty(exports, "shiftBounds", { enumerable: true, get: function() {
      return estimators_1.shiftBounds;
    } });
    Object.defineProperty(exports, "ratioBounds", { enumerable: true, get: function() {
      return estimators_1.ratioBounds;
    } });
    Object.defineProperty(exports, "centerBounds", { enumerable: true, get: function() {
      return estimators_1.centerBounds;
    } });
    Object.defineProperty(exports, "spreadBounds", { enumerable: true, get: function() {
      return estimators_1.spreadBounds;
    } });
    Object.defineProperty(exports, "disparityBounds", { enumerable: true, get: function() {
      return estimators_1.disparityBounds;
    } });
    var compare_1 = require_compare();
    Object.defineProperty(exports, "Metric", { enumerable: true, get: function() {
      return compare_1.Metric;
    } });
    Object.defineProperty(exports, "ComparisonVerdict", { enumerable: true, get: function() {
      return compare_1.ComparisonVerdict;
    } });
    Object.defineProperty(exports, "Threshold", { enumerable: true, get: function() {
      return compare_1.Threshold;
    } });
    Object.defineProperty(exports, "Projection", { enumerable: true, get: function() {
      return compare_1.Projection;
    } });
    Object.defineProperty(exports, "compare1", { enumerable: true, get: function() {
      return compare_1.compare1;
    } });
    Object.defineProperty(exports, "compare2", { enumerable: true, get: function() {
      return compare_1.compare2;
    } });
    var rng_1 = require_rng();
    Object.defineProperty(exports, "Rng", { enumerable: true, get: function() {
      return rng_1.Rng;
    } });
    var index_1 = require_distributions();
    Object.defineProperty(exports, "Uniform", { enumerable: true, get: function() {
      return index_1.Uniform;
    } });
    Object.defineProperty(exports, "Additive", { enumerable: true, get: function() {
      return index_1.Additive;
    } });
    Object.defineProperty(exports, "Multiplic", { enumerable: true, get: function() {
      return index_1.Multiplic;
    } });
    Object.defineProperty(exports, "Exp", { enumerable: true, get: function() {
      return index_1.Exp;
    } });
    Object.defineProperty(exports, "Power", { enumerable: true, get: function() {
      return index_1.Power;
    } });
  }
});

// src/review/capacity.ts
var MIN_CAPACITY_RUNS = 4;
var capacityFails = (s) => s.capacity?.verdict === "regression" && !s.capacity.unconfirmed;
var capacityUnconfirmed = (s) => s.capacity?.verdict === "regression" && s.capacity.unconfirmed;
var SATURATED_GROWTH = 0.1;
function beyondCapacity(points) {
  const sorted = [...points].sort((a, b) => a.value - b.value);
  const out = [];
  for (const side2 of ["base", "head"]) {
    const other = side2 === "base" ? "head" : "base";
    const ran2 = sorted.filter((p) => p[side2].runs > 0);
    let end;
    for (let i = 0; i < ran2.length && !end; i++) {
      const x = ran2[i][side2];
      const below = ran2[i - 1];
      const prev = below?.[side2].achieved;
      if (x.sustained === false) end = { limit: ran2[i].value, why: "not-sustained" };
      else if (x.slo === "violates") end = { limit: ran2[i].value, why: "violates" };
      else if (x.sustained !== true && below && prev != null && prev > 0 && x.achieved !== null && x.achieved < prev * (1 + SATURATED_GROWTH * (ran2[i].value / below.value - 1)))
        end = { limit: ran2[i].value, why: "saturated" };
    }
    if (!end) continue;
    const limit = end.limit;
    const at2 = sorted.filter((p) => p.value > limit && p[side2].runs === 0 && p[other].runs > 0).map((p) => p.value);
    if (at2.length) out.push({ side: side2, at: at2, ...end });
  }
  return out;
}

// src/render/messages/template.ts
function template(params, text) {
  return { params, text };
}
function kindOf(v) {
  if (v === null || v === void 0) return "null";
  if (typeof v === "string") return "string";
  if (typeof v === "number") return Number.isFinite(v) ? "number" : "other";
  if (typeof v === "boolean") return "boolean";
  if (Array.isArray(v)) {
    if (v.every((x) => typeof x === "string")) return "strings";
    if (v.every((x) => typeof x === "number" && Number.isFinite(x))) return "numbers";
  }
  return "other";
}
function paramProblem(spec, params) {
  for (const [key, kind] of Object.entries(spec)) {
    const optional = kind.endsWith("?");
    const base = optional ? kind.slice(0, -1) : kind;
    const v = params[key];
    const got = kindOf(v);
    if (got === base || optional && got === "null") continue;
    if (Array.isArray(v) && v.length === 0 && (base === "strings" || base === "numbers")) continue;
    return {
      key,
      expected: `${base === "strings" ? "a list of strings" : base === "numbers" ? "a list of numbers" : `a ${base}`}${optional ? " or null" : ""}`
    };
  }
  return null;
}

// src/render/messages/words.ts
var EN_US = new Intl.NumberFormat("en-US");
var grouped = (n) => Number.isSafeInteger(n) && n >= 0 && !Object.is(n, -0) ? groupThousands(String(n)) : EN_US.format(n);
var plural = (n, one, many = `${one}s`) => n === 1 ? one : many;
function ordinal(n) {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${s}`;
}
function listNames(names3, count = names3.length, max = 3) {
  const shown = names3.slice(0, max).map((n) => `"${n}"`);
  if (count > shown.length) return `${shown.join(", ")} and ${count - shown.length} more`;
  if (shown.length <= 1) return shown.join("");
  return `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}
var percent = (fraction, digits) => `${(100 * fraction).toFixed(digits)}%`;
function ciPercent(confidence) {
  const pct = confidence * 100;
  const whole = Math.round(pct);
  return whole >= 100 && pct < 100 ? String(Math.floor(pct * 10) / 10) : String(whole);
}
var levelText = (level) => String(Number(level.toPrecision(2)));
var plainNumber = (v) => Number.isInteger(v) ? grouped(v) : formatNumber(v);
function constantChange(constant, base, head) {
  if (constant !== "from-zero" && constant !== "to-zero" || base == null || head == null) return null;
  return `${plainNumber(base)} \u2192 ${plainNumber(head)}`;
}
function timesText(ratio) {
  if (ratio == null || !(ratio > 0) || !Number.isFinite(ratio)) return "";
  const f = ratio >= 1 ? ratio : 1 / ratio;
  if (f < 2) return "";
  const n = f >= 10 ? EN_US.format(Math.round(f)) : f.toFixed(1).replace(/\.0$/, "");
  return ` (${ratio >= 1 ? "\xD7" : "\xF7"}${n})`;
}
function evidenceText(level, runs2) {
  switch (level) {
    case "across-processes":
      return runs2 ? `${grouped(runs2)} process-level runs per side` : "process-level runs";
    case "in-process":
      return runs2 ? `${grouped(runs2)} repetitions in one process per side` : "repetitions in one process per side";
    case "one-run-aggregates":
      return "one run per side, its printed aggregates only";
    case "one-run-samples":
      return "one run per side";
    default:
      return "no runs on one side";
  }
}
function allowanceText(allowance, source, kind) {
  const what = kind === "throughput" ? "throughputs" : kind === "centre" ? "centre metrics" : kind === "tail" ? "tail metrics" : "this kind of metric";
  return `\xB1${percent(allowance, 0)}, ${source === "calibrated" ? "the calibrated noise floor" : `bench-review's default for ${what}, measured on real A/A pairs of one process per side`}`;
}

// src/render/messages/asks.ts
var change = (lo, hi) => `${formatChange(lo)} \u2026 ${formatChange(hi)}`;
var names = (p) => listNames(p.names ?? [], typeof p.count === "number" ? p.count : void 0);
var PERCENTILES_HOW = {
  go: "in Go, time each operation inside the benchmark loop into an HdrHistogram (or write the raw durations as benchmark,run,value rows)",
  jvm: "with JMH, use -bm sample (SampleTime mode) to get per-operation latency histograms",
  rust: "with criterion, per-iteration times are means; record per-operation durations (e.g. hdrhistogram crate) and export them",
  native: "with Google Benchmark, time each operation with manual timing into a histogram, or write raw durations as benchmark,run,value rows",
  python: "with pytest-benchmark, set iterations=1 so each round is one operation (stats.data then holds per-operation times)",
  node: "with tinybench or mitata, keep the per-iteration samples in the JSON output",
  dotnet: "with BenchmarkDotNet, add per-operation timing into a histogram, or write raw durations as benchmark,run,value rows"
};
var CPU_FACT_KEYS = ["cpu-model", "physical-cores", "logical-cpus"];
function missingFacts(facts, article) {
  const the = article ? "the " : "";
  const parts = [];
  if (facts.has("cpu-model")) parts.push(`${the}CPU model`);
  const phys = facts.has("physical-cores");
  const logical = facts.has("logical-cpus");
  if (phys && logical) parts.push(`${the}physical and logical core counts`);
  else if (phys) parts.push(`${the}physical core count`);
  else if (logical) parts.push(`${the}logical CPU count`);
  else if (facts.has("core-counts")) parts.push("core counts that differ between machines");
  else if (facts.has("core-count")) parts.push("a core count");
  return parts.join(" and ");
}
function cpuFactsSide(given, missing, model, physical, logical) {
  const items = [];
  if (given.includes("cpu-model") && model !== null) items.push(["CPU model", model]);
  if (given.includes("physical-cores") && physical !== null) items.push(["physical core count", String(physical)]);
  if (given.includes("logical-cpus") && logical !== null) items.push(["logical CPU count", String(logical)]);
  const miss = missingFacts(new Set(missing), false);
  const many = missing.filter((f) => CPU_FACT_KEYS.includes(f)).length > 1;
  if (items.length === 0)
    return given.length === 0 ? `no CPU facts given (${miss} ${many ? "are" : "is"} missing)` : `${miss} ${many ? "are" : "is"} not given`;
  const givenText = items.length === 1 ? `${items[0][0]} given (${items[0][1]})` : `${items.map(([k, v]) => `${k} (${v})`).join(" and ")} given`;
  return miss === "" ? givenText : `${givenText}; ${miss} ${many ? "are" : "is"} not`;
}
function profileHint(eco, name) {
  switch (eco) {
    case "go":
      return `go test -run '^$' -bench '^${name.replace(/-\d+$/, "")}$' -cpuprofile cpu.out && go tool pprof -top cpu.out`;
    case "rust":
      return `cargo bench --bench <target> -- --profile-time 10 '${name}' under perf record -g (or cargo flamegraph --bench <target>)`;
    case "jvm":
      return `java -jar benchmarks.jar '${name}' -prof async:output=flamegraph (async-profiler) or -prof gc`;
    case "dotnet":
      return `dotnet run -c Release -- --filter '*${name}*' --profiler EP (EventPipe) `;
    case "python":
      return `py-spy record -o profile.svg -- python -m pytest -k '${name}' --benchmark-only`;
    case "node":
      return `node --cpu-prof <bench script> (then open the .cpuprofile in Chrome DevTools)`;
    case "native":
      return `perf record -g -- <benchmark binary> --filter '${name}' && perf report`;
    case "julia":
      return `using Profile; @profile run(suite["${name}"]); Profile.print()`;
    case "load":
      return `perf record -g -p <server pid> (or the server's own profiler: pprof, async-profiler, --cpu-prof) while the load runs`;
    default:
      return "perf record -g -- <benchmark command> && perf report";
  }
}
var REGRESSED = {
  benchmark: "string",
  toolName: "string?",
  metric: "string",
  ratio: "number?",
  ciLow: "number?",
  ciHigh: "number?",
  ecosystem: "string"
};
var regressed = (p) => {
  const lo = typeof p.ciLow === "number" ? p.ciLow : null;
  const hi = typeof p.ciHigh === "number" ? p.ciHigh : null;
  const ci = lo === null && hi === null ? "" : ` (CI ${change(lo, hi)})`;
  return `${String(p.metric)} of "${String(p.benchmark)}" got worse ${formatChange(p.ratio)}${ci}.`;
};
var GROUP = { names: "strings?", count: "number?" };
var grouping = (p, text) => Array.isArray(p.names) ? `${names(p)}: ${text}` : text;
var several = (p) => Array.isArray(p.names) && typeof p.count === "number" && p.count > 1;
var countRange = (lo, hi) => hi === null || hi === void 0 || hi === lo ? grouped(lo) : `${grouped(lo)}\u2013${grouped(hi)}`;
var changeRange = (lo, hi) => hi === null || hi === void 0 || hi === lo ? formatChange(lo) : `${formatChange(lo)} to ${formatChange(hi)}`;
var decimalRange = (lo, hi) => hi === null || hi === void 0 || hi === lo ? lo.toFixed(1) : `${lo.toFixed(1)} to ${hi.toFixed(1)}`;
var MULTIMODAL = { multimodalSide: "string?", mValue: "number?", mValueMax: "number?" };
function withModes(p, text) {
  if (typeof p.multimodalSide !== "string") return text ?? "";
  const look = several(p) ? "distributions look" : "distribution looks";
  const mValue2 = decimalRange(Number(p.mValue ?? 0), typeof p.mValueMax === "number" ? p.mValueMax : null);
  const extra = `The ${p.multimodalSide} ${look} multimodal (m-value ${mValue2}): p90/p99 can jump between modes with small mixture changes.`;
  return text ? `${text} ${extra}` : `${extra} Do you know which path the slow mode is?`;
}
var FIXED_RATE = {
  "cassandra-stress": "Could you run cassandra-stress at a fixed rate, -rate threads=<n> fixed=<rate>/s (a rate the server sustains)? It then times each operation from its scheduled start, so the tails are trustworthy (throttle=<rate>/s paces the load without doing so).",
  wrk: "Could you run the same test with wrk2 at a fixed rate, -R <rate> (a rate the server sustains)? wrk2 times each request from its scheduled send, so the tails are trustworthy.",
  "oha-json": "Could you run oha at a fixed rate, -q <rate> --latency-correction? It then times each request from its scheduled send, so the tails are trustworthy.",
  "oha-csv": "Could you run oha at a fixed rate, -q <rate> --latency-correction? It then times each request from its scheduled send, so the tails are trustworthy.",
  autocannon: "Could you run autocannon at a fixed rate, -R <rate> (--overallRate)? At a set rate it corrects its latencies for coordinated omission (unless -C is given), so the tails are trustworthy.",
  ghz: "Could you run ghz at a fixed rate, --rps <rate> --async? Without --async each worker still waits for its reply before sending the next, and the tails are under-stated as before.",
  pgbench: "Could you run pgbench at a fixed rate, -R <rate>? It then measures latency from each transaction's scheduled start, so the tails are trustworthy.",
  "k6-summary": "Could you drive the test with k6's constant-arrival-rate executor (executor: 'constant-arrival-rate' with rate, timeUnit and preAllocatedVUs), so the tails are trustworthy?",
  "k6-raw": "Could you drive the test with k6's constant-arrival-rate executor (executor: 'constant-arrival-rate' with rate, timeUnit and preAllocatedVUs), so the tails are trustworthy?",
  "redis-benchmark": "redis-benchmark has no fixed-rate mode (every client waits for its reply), so no flag makes its tails trustworthy: please read its p99+ as a lower bound, or measure the tail with a load generator that sends at a fixed rate and times each request from its scheduled send.",
  "db-bench": "db_bench has no mode that times operations from a fixed schedule, so no flag makes its tails trustworthy: please read its p99+ as a lower bound."
};
var FIXED_RATE_OTHER = "Could you measure at a fixed arrival rate (wrk2 -R, vegeta, k6 constant-arrival-rate) so the tails are trustworthy?";
var LSCPU = '(e.g. from lscpu: "Model name", "Core(s) per socket" \xD7 "Socket(s)", "CPU(s)")';
var TOOL_NAMES = {
  "google-benchmark": "Google Benchmark",
  benchmarkdotnet: "BenchmarkDotNet",
  jmh: "JMH",
  hyperfine: "hyperfine"
};
var toolName = (tool) => TOOL_NAMES[tool] ?? (tool || "the benchmark tool");
var sidesText = (sides) => sides.length === 2 ? "base and head" : sides[0] ?? "";
var HAZARD = {
  tool: "string",
  sides: "strings",
  files: "strings",
  fileSides: "strings",
  fields: "strings",
  lines: "numbers",
  values: "strings",
  count: "number"
};
function hazardPlace(p, i) {
  const side2 = p.fileSides[i] === "both" ? "base and head" : p.fileSides[i];
  return `${p.files[i]}${p.lines[i] ? `:${p.lines[i]}` : ""} (${side2})`;
}
var morePlaces = (p) => p.count > p.files.length ? ` and ${p.count - p.files.length} more` : "";
function hazardEvidence(p, show) {
  const texts = p.files.map((_, i) => show(p.fields[i] ?? "", p.values[i] ?? "", i));
  if (texts.every((t) => t === texts[0])) return `${texts[0]} in ${p.files.map((_, i) => hazardPlace(p, i)).join(", ")}${morePlaces(p)}`;
  return texts.map((t, i) => `${t} in ${hazardPlace(p, i)}`).join("; ") + morePlaces(p);
}
var fieldIs = (field, value) => field === "***WARNING***" ? `the warning "${value}"` : `${field} is "${value}"`;
var jmhNames = (p) => listNames(p.benchmarks, p.benchmarkCount);
var ASK_MESSAGES = {
  "percentiles.means-only": template(
    { total: "number", names: "strings", count: "number", perRun: "boolean", units: "strings", ecosystem: "string" },
    (p) => {
      const what = p.perRun ? `per-run means (${p.units.join(", ")})` : "summaries (mean \xB1 sd)";
      const how = PERCENTILES_HOW[p.ecosystem] ?? "write one row per operation (benchmark,run,value[,unit]) or an HdrHistogram log per run";
      return `${p.count === p.total ? "All" : p.count} of the ${p.total} benchmarks report only ${what} (${names(p)}). A mean can improve by 10% while p90 triples, so tail latency could not be judged. Could you record per-operation latency so percentiles can be compared? For example, ${how}.`;
    }
  ),
  "profile.tail-regressed": template(
    REGRESSED,
    (p) => `${regressed(p)} Could you attach a profile of head (and base) on this benchmark? For example: ${profileHint(p.ecosystem, String(p.toolName ?? p.benchmark))}`
  ),
  "profile.profiled": template(
    { ...REGRESSED, uploaded: "boolean", problem: "string?", failedSides: "strings", failedExits: "strings" },
    (p) => {
      const where2 = p.uploaded ? "They are attached as a workflow artifact." : `They could not be uploaded as a workflow artifact (${p.problem ?? "no artifact service"}); the step log says where they were written.`;
      const failed = p.failedSides.map((side2, i) => `${side2}: ${p.failedExits[i] ?? ""}`);
      const broken = failed.length ? ` The profile command failed for ${failed.join(", ")}.` : "";
      return `${regressed(p)} bench-review profiled base and head on this benchmark with profile-command. ${where2}${broken} Could you compare the two profiles and explain where head spends the extra time?`;
    }
  ),
  "distribution.stretched": template(
    {
      better: "string",
      betterRatio: "number?",
      betterRatioMax: "number?",
      worse: "string",
      worseRatio: "number?",
      worseRatioMax: "number?",
      ...MULTIMODAL,
      ...GROUP
    },
    (p) => grouping(
      p,
      withModes(
        p,
        `${p.better} improved ${changeRange(p.betterRatio, p.betterRatioMax)} while ${p.worse} got worse ${changeRange(p.worseRatio, p.worseRatioMax)}: the ${several(p) ? "distributions" : "distribution"} stretched. Do you know why the slow cases got slower (a new slow path, batching, GC, lock contention)?`
      )
    )
  ),
  "distribution.fixed-cost": template(
    {
      better: "string?",
      betterRatio: "number?",
      betterRatioMax: "number?",
      worse: "string",
      worseRatio: "number?",
      worseRatioMax: "number?",
      alsoWorse: "string?",
      alsoWorseRatio: "number?",
      alsoWorseRatioMax: "number?",
      ...MULTIMODAL,
      ...GROUP
    },
    (p) => {
      const improved = typeof p.better === "string" ? `${p.better} improved ${changeRange(p.betterRatio, p.betterRatioMax)} but ` : "";
      const also = typeof p.alsoWorse === "string" ? ` and ${p.alsoWorse} ${changeRange(p.alsoWorseRatio, p.alsoWorseRatioMax)}` : "";
      const slower = p.worse === "min" && typeof p.alsoWorse === "string" ? "the fastest and the typical operations got slower" : p.worse === "min" ? "the fastest operations got slower" : "the typical operation got slower";
      const tail = typeof p.better === "string" ? " while the slowest got faster" : "";
      return grouping(
        p,
        withModes(
          p,
          `${improved}${p.worse} got worse ${changeRange(p.worseRatio, p.worseRatioMax)}${also}: ${slower}${tail}. Is a fixed cost added to every operation?`
        )
      );
    }
  ),
  "distribution.fast-path": template(
    {
      minRatio: "number?",
      minRatioMax: "number?",
      p50Ratio: "number?",
      p50RatioMax: "number?",
      p50Improved: "boolean",
      better: "string?",
      betterRatio: "number?",
      betterRatioMax: "number?",
      ...MULTIMODAL,
      ...GROUP
    },
    (p) => {
      const p50 = changeRange(p.p50Ratio, p.p50RatioMax);
      const tail = typeof p.better === "string" ? ` and ${p.better} improved ${changeRange(p.betterRatio, p.betterRatioMax)}` : "";
      const centre = p.p50Improved ? `while p50 improved ${p50}${tail}: the fastest operations got slower while the typical one got faster` : `while p50 did not change (${p50})${tail}: the fastest operations got slower, the typical one did not`;
      return grouping(
        p,
        withModes(
          p,
          `min got worse ${changeRange(p.minRatio, p.minRatioMax)} ${centre}. Which fast path changed (a cache hit, an early return, a step now taken on every call)?`
        )
      );
    }
  ),
  "distribution.shape-changed": template(
    { d: "number", dMax: "number?", ...MULTIMODAL, ...GROUP },
    (p) => grouping(
      p,
      withModes(
        p,
        `The shape of the ${several(p) ? "distributions" : "distribution"} changed (Kolmogorov\u2013Smirnov D = ${typeof p.dMax === "number" && p.dMax !== p.d ? `${p.d.toFixed(2)} to ${p.dMax.toFixed(2)}` : p.d.toFixed(2)} on median-normalised samples) beyond a shift. Please look at the quantile table: is the change in the bulk or in the tail expected?`
      )
    )
  ),
  "distribution.multimodal": template(
    { multimodalSide: "string", mValue: "number", mValueMax: "number?", ...GROUP },
    (p) => grouping(p, withModes(p, null))
  ),
  "sample-size.not-estimable": template(
    {
      metrics: "strings",
      samples: "number",
      samplesMax: "number?",
      metric: "string",
      needs: "number",
      needsMax: "number?",
      pooled: "boolean?",
      ...GROUP
    },
    (p) => grouping(
      p,
      p.pooled === true ? `${p.metrics.join(" and ")} cannot be estimated: ${countRange(p.samples, p.samplesMax)} runs of one operation each; a 95% interval for ${p.metric} needs \u2265 ${grouped(p.needsMax ?? p.needs)} runs per side. More runs would let the tail be compared.` : `${p.metrics.join(" and ")} cannot be estimated: ${countRange(p.samples, p.samplesMax)} samples in a run; a 95% interval for ${p.metric} needs \u2265 ${grouped(p.needsMax ?? p.needs)}. Longer runs would let the tail be compared.`
    )
  ),
  "sample-size.too-few-runs": template(
    {
      base: "number",
      baseMax: "number?",
      head: "number",
      headMax: "number?",
      alpha: "number",
      needs: "number",
      needsMax: "number?",
      metric: "string?",
      ...GROUP
    },
    (p) => {
      const needs = p.needsMax ?? p.needs;
      return grouping(
        p,
        `${countRange(p.base, p.baseMax)} vs ${countRange(p.head, p.headMax)} runs cannot show ${p.metric === void 0 || p.metric === null ? "any difference" : `a difference in ${p.metric}`} at \u03B1 = ${levelText(p.alpha)}. Please run at least ${needs} process-level runs per side${needs < 10 ? " (10 recommended)" : ""}.`
      );
    }
  ),
  "sample-size.one-run": template(
    { needs: "number", ...GROUP },
    (p) => grouping(
      p,
      `One run per side: run-to-run noise is not measured, so these verdicts cannot gate. Please run at least ${p.needs} process-level runs per side (10 recommended), or calibrate noise floors with an A/A comparison (bench-review calibrate, then --noise-floor-file).`
    )
  ),
  "sample-size.one-process": template({ levels: "strings", needs: "number", ...GROUP }, (p) => {
    const inProcess = p.levels.includes("in-process");
    const oneRun2 = p.levels.includes("one-run") || !inProcess;
    const what = inProcess && oneRun2 ? "one process per side (one run, or repetitions inside one process)" : inProcess ? "one process per side (the runs are repetitions inside it)" : "one run, one process, per side";
    return grouping(
      p,
      `${several(p) ? "These verdicts rest" : "The verdict rests"} on ${what}: how much two processes of the same code differ is not measured, and more repetitions in the same process cannot measure it. Could you run at least ${p.needs} process-level runs per side${p.needs < 10 ? " (10 recommended)" : ""}, e.g. with bench-review run, or the benchmark tool run as separate processes (one result file per process)? Or measure the noise of one process on this runner with an A/A comparison (bench-review calibrate, then --noise-floor-file).`
    );
  }),
  "sample-size.inconclusive": template(
    {
      metric: "string",
      metrics: "strings?",
      runs: "number",
      runsMax: "number?",
      ratio: "number?",
      threshold: "number?",
      runsNeeded: "number",
      runsNeededMax: "number?",
      ...GROUP
    },
    (p) => {
      if (several(p)) {
        const metrics = p.metrics?.length ? p.metrics : [p.metric];
        return grouping(
          p,
          `${metrics.join(" and ")} ${metrics.length > 1 ? "are" : "is"} inconclusive with ${countRange(p.runs, p.runsMax)} runs per side (each change and threshold is in the table); about ${countRange(p.runsNeeded, p.runsNeededMax)} runs per side would resolve them.`
        );
      }
      const threshold = p.threshold === null || p.threshold === void 0 ? "" : `, threshold ${percent(p.threshold, 0)}`;
      return grouping(
        p,
        `${p.metric} is inconclusive with ${p.runs} runs per side (change ${p.ratio === null || p.ratio === void 0 ? "?" : percent(p.ratio - 1, 1)}${threshold}); about ${p.runsNeeded} runs per side would resolve it.`
      );
    }
  ),
  "variance.runs-vary": template(
    { benchmark: "string?", ratio: "number", ratioMax: "number?", metric: "string", ...GROUP },
    (p) => grouping(
      p,
      `${typeof p.benchmark === "string" ? `Runs of "${p.benchmark}"` : "Runs"} vary ${typeof p.ratioMax === "number" && p.ratioMax !== p.ratio ? `${p.ratio.toFixed(1)}\xD7 to ${p.ratioMax.toFixed(1)}\xD7` : `${p.ratio.toFixed(1)}\xD7`} more in ${p.metric} than sampling within one run explains: machine noise dominates. Adding iterations will not help; could you use a quieter runner (dedicated or pinned CPUs, fixed frequency) or more process-level runs?`
    )
  ),
  "coverage.head-only": template({ names: "strings", count: "number" }, (p) => {
    const one = p.count === 1;
    return `${names(p)} ${one ? "exists" : "exist"} only on head, so there is nothing to compare against. Could the base run include ${one ? "it" : "them"} too (or is ${one ? "it" : "each"} new in this change)?`;
  }),
  "coverage.base-only": template(
    { names: "strings", count: "number" },
    (p) => `${names(p)} ran on base but not on head. If ${p.count === 1 ? "it was" : "they were"} removed or renamed on purpose, please say so; otherwise this change may hide a regression there.`
  ),
  "coordinated-omission.closed-loop": template({ names: "strings", count: "number", formats: "strings" }, (p) => {
    const own = [...new Set(p.formats.flatMap((f) => Object.hasOwn(FIXED_RATE, f) ? [FIXED_RATE[f]] : []))];
    const tools = own.length ? own : [FIXED_RATE_OTHER];
    return `${names(p)} came from a closed-loop load generator (${p.formats.join(", ")}): while the server stalls it stops sending, so a stall is recorded as one slow request instead of many and p99+ is under-stated. ` + tools.join(" ");
  }),
  "cpu-info.missing": template(
    { sides: "strings" },
    (p) => `The results do not say which machine produced them for ${p.sides.length === 2 ? "either side" : `the ${p.sides[0]} side`}. Could you add the CPU model and the count of physical and logical cores ${LSCPU}, so readers know whether SMT, core count or CPU generation explain the numbers?`
  ),
  "cpu-info.partial": template(
    {
      sides: "strings",
      baseGiven: "strings?",
      baseMissing: "strings?",
      baseCpuModel: "string?",
      basePhysicalCores: "number?",
      baseLogicalCpus: "number?",
      headGiven: "strings?",
      headMissing: "strings?",
      headCpuModel: "string?",
      headPhysicalCores: "number?",
      headLogicalCpus: "number?",
      described: "strings?"
    },
    (p) => {
      const sides = p.sides.filter((s) => s === "base" || s === "head");
      const describe = (side2) => cpuFactsSide(
        p[`${side2}Given`] ?? [],
        p[`${side2}Missing`] ?? [],
        p[`${side2}CpuModel`] ?? null,
        p[`${side2}PhysicalCores`] ?? null,
        p[`${side2}LogicalCpus`] ?? null
      );
      const texts = sides.map(describe);
      const said = texts.length === 2 && texts[0] === texts[1] ? `Base and head: ${texts[0]}.` : sides.map((s, i) => `${s === "base" ? "Base" : "Head"}: ${texts[i]}.`).join(" ");
      const missing = new Set(sides.flatMap((s) => p[`${s}Missing`] ?? []));
      const described = p.described?.length ? ` (the PR description gives ${missingFacts(new Set(p.described), true)})` : "";
      return `The results say only part of which machine produced them${described}. ${said} Could you add ${missingFacts(missing, true)} ${LSCPU}, so readers know whether SMT, core count or CPU generation explain the numbers?`;
    }
  ),
  "tool-hazard.debug-build": template(HAZARD, (p) => {
    const evidence = hazardEvidence(p, fieldIs);
    if (p.tool === "benchmarkdotnet") {
      return `BenchmarkDotNet ran a DEBUG build on ${sidesText(p.sides)} (${evidence}): the timings are of unoptimised code that users never run. Could you run the benchmarks from a Release build (dotnet run -c Release) and post the new results?`;
    }
    if (p.tool === "google-benchmark") {
      return `Google Benchmark reports a debug build of its library on ${sidesText(p.sides)} (${evidence}): timings may be affected. Could you build the benchmarks and the Google Benchmark library in Release (cmake -DCMAKE_BUILD_TYPE=Release; a distribution's libbenchmark package can be a debug build) and run them again?`;
    }
    return `${toolName(p.tool)} reports a debug build on ${sidesText(p.sides)} (${evidence}). Could you build in Release and run the benchmarks again?`;
  }),
  "tool-hazard.cpu-scaling": template(
    HAZARD,
    (p) => `${toolName(p.tool)} reports CPU frequency scaling enabled on ${sidesText(p.sides)} (${hazardEvidence(p, fieldIs)}): the clock speed changes under the benchmark, so timings are noisier and can drift between base and head. Could you fix the frequency for the run (sudo cpupower frequency-set -g performance, and turbo off if you can) or use a runner where it is fixed?`
  ),
  "tool-hazard.load-above-cpus": template(
    { ...HAZARD, cpus: "numbers" },
    (p) => `The machine was busy when ${toolName(p.tool)} ran on ${sidesText(p.sides)}: ${hazardEvidence(p, (field, value, i) => `the 1-minute load average (${field}) was ${value} on ${p.cpus[i] ?? "?"} CPUs`)}. Other work competed with the benchmark for the CPUs. Could you run it on a quieter machine (nothing else running, or a dedicated runner)?`
  ),
  "tool-hazard.debugger-attached": template(
    HAZARD,
    (p) => `A debugger was attached while ${toolName(p.tool)} ran on ${sidesText(p.sides)} (${hazardEvidence(p, fieldIs)}): timings are not representative. Could you run the benchmarks without a debugger (dotnet run -c Release from a terminal) and post the new results?`
  ),
  "tool-hazard.jmh-one-fork": template({ ...HAZARD, benchmarks: "strings", benchmarkCount: "number" }, (p) => {
    const none = p.values.every((v) => v === "0");
    return `JMH ran ${jmhNames(p)} ${none ? "without forking (forks 0: inside the harness JVM)" : "in a single fork (forks 1)"} on ${sidesText(p.sides)} (${p.files.map((_, i) => hazardPlace(p, i)).join(", ")}${morePlaces(p)}): one JVM is one JIT and memory layout outcome, so run-to-run variation is not measured. Could you run with -f 5 (five forks) or more?`;
  }),
  "tool-hazard.jmh-no-warmup": template(
    { ...HAZARD, benchmarks: "strings", benchmarkCount: "number" },
    (p) => `JMH ran ${jmhNames(p)} without warmup iterations (warmupIterations 0) on ${sidesText(p.sides)} (${p.files.map((_, i) => hazardPlace(p, i)).join(", ")}${morePlaces(p)}): the measured iterations include class loading and JIT compilation. Could you add warmup (-wi 5) and run again?`
  ),
  "tool-hazard.hyperfine-outliers": template({ ...HAZARD, benchmarks: "strings", outliers: "numbers", runs: "numbers" }, (p) => {
    const found = p.files.map((_, i) => `"${p.benchmarks[i] ?? ""}" (${p.outliers[i] ?? "?"} of ${p.runs[i] ?? "?"} runs) in ${hazardPlace(p, i)}`).join("; ");
    return `hyperfine detected statistical outliers on ${sidesText(p.sides)}: ${found}${morePlaces(p)}. Other programs or cold caches disturbed some runs. Could you run on a quieter machine, with --warmup 3 (and more --runs if outliers remain)?`;
  }),
  "tool-hazard.go-count-1": template(
    { sides: "strings", names: "strings", count: "number" },
    (p) => `${names(p)} ran once on ${p.sides.length === 2 ? "base and on head" : p.sides[0]} (go test -count=1, the default): one run cannot show how much two processes of the same code differ. Could you run go test as separate processes, e.g. bench-review run --command "go test -run '^$' -bench . -count=1" --runs 10, or that go test command 10 times with its outputs appended to one file? (-count=10 alone repeats inside one process, which cannot measure that either.)`
  ),
  "pr-percentiles.average-only": template(
    {},
    () => "The description gives an average (or a single figure) but no percentiles. A mean can improve while p90 triples, and users feel the tail. Could you post p50, p90 and p99 for base and head (or the raw per-operation timings / a histogram), from several process-level runs?"
  ),
  "pr-profile.claim-without-evidence": template(
    {},
    () => "The description claims a speed-up but shows neither a profile nor the distribution behind it. Could you attach a profile of base and head on the benchmark that improved (perf, pprof, --cpu-prof, async-profiler, \u2026) showing where the time went, and the percentiles, so we know the gain is in the code path you changed and not only in the average?"
  ),
  "pr-claim.contradicted": template(
    {
      claim: "string",
      claimedRatio: "number",
      metric: "string",
      ratio: "number?",
      ciLow: "number",
      ciHigh: "number",
      lowerIsBetter: "boolean",
      opposite: "boolean",
      others: "number?"
    },
    (p) => {
      const others = p.others ? ` (the closest of ${p.others + 1} benchmarks it could be about; none shows it)` : "";
      const measured = `${p.metric} ${change(p.ciLow, p.ciHigh)}`;
      const said = p.opposite ? `the measurement goes the other way: ${measured} (head vs base), ${p.lowerIsBetter === p.ciLow > 1 ? "worse" : "better"}, not ${formatChange(p.claimedRatio)}` : `the measurement does not show it: ${measured} (head vs base), against the claimed ${formatChange(p.claimedRatio)} or so`;
      return `The description claims "${p.claim}", but ${said}${others}. Which benchmark, machine and settings gave that figure, and could you post its runs for base and head?`;
    }
  ),
  "pr-cpu-info.machines-differ": template({ counts: "numbers", kinds: "strings", sides: "strings" }, (p) => {
    const count = (i) => `${grouped(p.counts[i])} ${p.kinds[i] === "logical" ? "logical CPUs" : "cores"}`;
    const labelled = p.sides.length === 2 && p.sides.includes("base") && p.sides.includes("head");
    if (labelled) {
      const at2 = (side2) => p.sides.indexOf(side2);
      return `The description gives base and head different machines: base ${count(at2("base"))}, head ${count(at2("head"))}. Numbers from machines with different core counts are not comparable; could you measure base and head on the same machine?`;
    }
    const all = p.counts.map((_, i) => count(i));
    const list2 = all.length === 2 ? `${all[0]} and ${all[1]}` : `${all.slice(0, -1).join(", ")} and ${all[all.length - 1]}`;
    return `The description gives machines with different core counts (${list2}). If base and head were measured on different machines, their numbers are not comparable: were both measured on the same machine?`;
  }),
  "pr-cpu-info.missing": template({ cpuModel: "boolean", coreCounts: "boolean" }, (p) => {
    const missing = p.cpuModel && p.coreCounts ? "the CPU model and the physical and logical core counts" : p.cpuModel ? "the CPU model" : "the physical and logical core counts (is SMT on?)";
    return `The numbers in the description do not say which machine produced them. Could you add ${missing} ${LSCPU}, so readers can tell whether the result carries over to production hardware?`;
  })
};

// src/render/messages/compare.ts
function restsOn(fromTop, pooled = false) {
  const what = pooled ? plural(fromTop, "run") : plural(fromTop, "sample");
  return fromTop <= 1 ? `rests on the largest ${what}` : `rests on the ${grouped(fromTop)} largest ${what}`;
}
function notEstimableReason(p) {
  switch (p.reason) {
    case "too-few-samples":
      return p.pooled === true ? `${grouped(Number(p.samples))} runs of one operation each; a 95% interval for ${String(p.metric)} needs \u2265 ${grouped(Number(p.needs))} runs per side` : `${grouped(Number(p.samples))} samples in a run; a 95% interval for ${String(p.metric)} needs \u2265 ${grouped(Number(p.needs))}`;
    case "not-reported":
      return "not reported by the tool";
    case "percentile-not-printed":
      return "the tool did not print this percentile";
    default:
      return "no value on one side";
  }
}
var runs = (n) => `${n} ${plural(n, "run")}`;
var COMPARE_MESSAGES = {
  "compare.threshold-raised": template(
    { threshold: "number" },
    (p) => `Threshold raised to ${percent(p.threshold, 1)}: two bucket widths of the histogram (changes smaller than that are binning).`
  ),
  "compare.resolution-raised": template({ resolution: "number", threshold: "number", raised: "boolean?", censored: "number?" }, (p) => {
    const step = formatValue(p.resolution, "ns");
    const n = p.censored ?? 0;
    const raised = p.raised === false ? "" : `Threshold raised to ${percent(p.threshold, 1)}: the tool prints these values in steps of ${step}, one step at the compared values (smaller changes are rounding).`;
    const censored = n > 0 ? `${runs(n)} at or below ${step} counted as ${step} (the true value lies between 0 and ${step}).` : "";
    return [raised, censored].filter((s) => s !== "").join(" ") || `The tool prints these values in steps of ${step}.`;
  }),
  // The resolution note above, said once for every benchmark of one tool and step (render/grouping.ts): `low`/`high` the thresholds it raised.
  "compare.resolution-grouped": template(
    { tool: "string", resolution: "number", metrics: "strings", low: "number?", high: "number?", censored: "number?" },
    (p) => {
      const step = formatValue(p.resolution, "ns");
      const metrics = p.metrics.length > 1 ? `${p.metrics.slice(0, -1).join(", ")} and ${p.metrics[p.metrics.length - 1]}` : p.metrics.join("");
      const range = p.low == null || p.high == null ? "" : p.low === p.high ? percent(p.low, 1) : `${percent(p.low, 1)}\u2013${percent(p.high, 1)}`;
      const raised = range ? `; thresholds of ${metrics} raised to ${range}, one step at the compared values (smaller changes are rounding)` : "";
      const n = p.censored ?? 0;
      const censored = n > 0 ? `; ${grouped(n)} ${plural(n, "value")} (a run's metric each) at or below ${step} counted as ${step} (the true value lies between 0 and ${step})` : "";
      return `${p.tool} prints these values in steps of ${step}${raised}${censored}.`;
    }
  ),
  "compare.not-estimable": template(
    { reason: "string", samples: "number?", metric: "string?", needs: "number?", pooled: "boolean?" },
    (p) => `Not estimable: ${notEstimableReason(p)}.`
  ),
  "compare.non-positive": template({}, () => "Values of zero or below cannot be compared as ratios."),
  "compare.within-run": template({}, () => "Within-run only \u2014 run-to-run noise not measured."),
  "compare.within-run-too-few-samples": template(
    { metric: "string" },
    (p) => `A one-run interval for ${p.metric} needs more samples per run.`
  ),
  "compare.one-run-no-interval": template(
    { needs: "number" },
    (p) => `One run per side: no interval for this metric; run the benchmark \u2265 ${p.needs} times per side.`
  ),
  "compare.too-few-runs": template(
    { base: "number", head: "number", alpha: "number", needs: "number" },
    (p) => `${runs(p.base)} vs ${runs(p.head)}: no difference can be shown at \u03B1 = ${levelText(p.alpha)} (needs \u2265 ${p.needs} runs per side).`
  ),
  // A measure's geomean row (compare/geomean.ts): short, they sit in the row's last cell.
  "compare.geomean-zero": template({ base: "number", head: "number" }, (p) => {
    const counted = (n) => `${grouped(n)} ${plural(n, "benchmark")}`;
    if (p.base > 0 && p.head > 0)
      return `no geometric mean of base or head: ${counted(p.base)} of base and ${grouped(p.head)} of head at 0 or below`;
    return `no geometric mean of ${p.base > 0 ? "base" : "head"}: ${counted(Math.max(p.base, p.head))} at 0 or below`;
  }),
  "compare.geomean-no-ratio": template(
    { count: "number" },
    (p) => `no change: ${grouped(p.count)} ${plural(p.count, "benchmark goes", "benchmarks go")} from or to 0`
  ),
  "compare.geomean-left-out": template(
    { count: "number" },
    (p) => `${grouped(p.count)} ${plural(p.count, "benchmark")} measured on one side only left out`
  )
};

// src/render/messages/publish.ts
var PUBLISH_MESSAGES = {
  "publish.report-trimmed": template(
    { listed: "number", total: "number", maxBenchmarks: "number", maxMiB: "number", lostRegressions: "number" },
    (p) => `report.json lists ${p.listed} of the ${p.total} benchmarks: publish mode accepts at most ${p.maxBenchmarks} benchmarks and ${p.maxMiB} MiB. Left out: ${p.total - p.listed} ${p.lostRegressions ? `(${p.lostRegressions} of them regressions)` : "without a regression or improvement"}; the counts in summary, review.md and the job summary cover all ${p.total}.`
  )
};

// src/render/messages/readers.ts
var LOCATION = { file: "string", line: "number?", pointer: "string?" };
function where(p) {
  const line = p.line !== void 0 && p.line !== null ? `:${p.line}` : "";
  const pointer = p.pointer !== void 0 && p.pointer !== null ? ` at ${p.pointer}` : "";
  return `${p.file}${line}${pointer}`;
}
function at(params, text) {
  return template({ ...LOCATION, ...params }, (p) => `${where(p)}: ${text(p)}`);
}
var tally = (counts, what) => what.map((w, i) => `${counts[i]}\xD7 ${w}`).join("; ");
var READER_MESSAGES = {
  // Every reader (the value check in read/validate.ts).
  "reader.zero-time": at(
    { benchmark: "string", zeros: "number" },
    (p) => `benchmark "${p.benchmark}" recorded a time of 0 ns${p.zeros > 1 ? ` (${p.zeros} zero times in this input)` : ""}: the timer's resolution is too coarse or the work was optimised away; zero times cannot be compared as ratios`
  ),
  // Catch2 console and XML.
  "reader.benchmark-failed": at(
    { benchmark: "string", reason: "string" },
    (p) => `benchmark "${p.benchmark}" failed (${p.reason}); skipped`
  ),
  // Google Benchmark console and JSON.
  "reader.value-not-finite": at(
    { benchmark: "string", unit: "string" },
    (p) => `${p.benchmark} (${p.unit}) is not a finite number; skipped`
  ),
  // wrk and wrk2 (their shared block parser).
  "reader.socket-errors": at(
    { url: "string", connect: "number", read: "number", write: "number", timeout: "number" },
    (p) => `${p.url}: ${p.connect + p.read + p.write + p.timeout} socket errors (connect ${p.connect}, read ${p.read}, write ${p.write}, timeout ${p.timeout}); failed requests are not in the latency figures`
  ),
  "reader.non-2xx-responses": at(
    { url: "string", responses: "number", requests: "number?" },
    (p) => `${p.url}: ${p.responses} non-2xx/3xx responses${p.requests ? ` of ${p.requests} requests` : ""}; their latencies are included`
  ),
  // hdr-percentiles and wrk2 (read/histogram.ts).
  "reader.spectrum-total-mismatch": at(
    { rows: "number", footer: "number" },
    (p) => `the spectrum ends at TotalCount ${p.rows} but the footer says Total count = ${p.footer}; using the rows`
  ),
  // autocannon
  "reader.autocannon.whole-milliseconds": at(
    { name: "string" },
    (p) => `${p.name}: autocannon records whole milliseconds; latencies below 1 ms read as 0 and smaller changes are invisible`
  ),
  "reader.autocannon.problems": at(
    { name: "string", problems: "strings", count: "number?" },
    (p) => `${p.name}: ${p.problems.join(", ")}${p.count != null ? ` (${p.count} latencies recorded)` : ""}`
  ),
  // bencher-bmf
  "reader.bencher-bmf.not-finite": at(
    { bench: "string", measure: "string" },
    (p) => `${p.bench} ${p.measure} is not a finite number; skipped`
  ),
  // custom-json
  "reader.custom-json.not-finite": at({ name: "string" }, (p) => `${p.name} has no finite value; skipped`),
  // benchmarkdotnet
  "reader.benchmarkdotnet.iteration-not-finite": at({ name: "string" }, (p) => `${p.name}: iteration value is not finite; skipped`),
  "reader.benchmarkdotnet.no-statistics": at({ name: "string" }, (p) => `${p.name} has no Statistics (the benchmark failed?); skipped`),
  // benchmarkjs-console
  "reader.benchmarkjs-console.failed": at(
    { text: "string" },
    (p) => `"${p.text}" looks like a failed benchmark (Benchmark.js prints "name: error"); skipped`
  ),
  "reader.benchmarkjs-console.not-positive": at({ name: "string", hz: "string" }, (p) => `${p.name} reports ${p.hz} ops/sec; skipped`),
  // cassandra-stress
  "reader.cassandra-stress.errors": at({ errors: "number" }, (p) => `cassandra-stress reports ${p.errors} errors`),
  "reader.cassandra-stress.not-a-number": at({ op: "string", raw: "string" }, (p) => `${p.op}: "${p.raw}" is not a number; skipped`),
  // catch2-console
  "reader.catch2-console.zero-mean": at(
    { benchmark: "string" },
    (p) => `benchmark "${p.benchmark}" has a mean of 0 ns (below the timer resolution); kept as printed`
  ),
  // catch2-xml
  "reader.catch2-xml.not-finite": at({ benchmark: "string" }, (p) => `benchmark "${p.benchmark}" has a non-finite mean or sd; skipped`),
  "reader.catch2-xml.repeated": at(
    { benchmark: "string" },
    (p) => `benchmark "${p.benchmark}" appears twice in one test case; both are kept as runs`
  ),
  // criterion-console
  "reader.criterion-console.throughput-unit": at({ unit: "string" }, (p) => `unknown throughput unit "${p.unit}"; skipped`),
  "reader.criterion-console.run-failed": at(
    { text: "string" },
    (p) => `the benchmark run failed (${p.text}); results after it are missing`
  ),
  // criterion-dir
  "reader.criterion-dir.several-baselines": at(
    { baselines: "strings", chosen: "string" },
    (p) => `no new/ results and several baselines (${p.baselines.join(", ")}); read ${p.chosen}/`
  ),
  "reader.criterion-dir.no-samples": at({}, () => "no samples; skipped"),
  "reader.criterion-dir.bad-iterations": at(
    { sample: "number", iterations: "number" },
    (p) => `sample ${p.sample} has ${p.iterations} iterations; skipped`
  ),
  // criterion-json
  "reader.criterion-json.bad-iterations": at(
    { id: "string", iterations: "number" },
    (p) => `${p.id}: sample with ${p.iterations} iterations skipped`
  ),
  // ghz
  "reader.ghz.failed-calls": at(
    { name: "string", failed: "number", calls: "number", error: "string" },
    (p) => `${p.name}: ${p.failed} of ${p.calls} calls failed (e.g. ${p.error}); left out of the latency samples`
  ),
  "reader.ghz.incomplete-details": at(
    { name: "string", details: "number", count: "number" },
    (p) => `${p.name}: ${p.details} details for ${p.count} calls; the samples are incomplete`
  ),
  "reader.ghz.errors": at({ name: "string", errors: "strings", counts: "strings" }, (p) => `${p.name}: ${tally(p.counts, p.errors)}`),
  "reader.ghz.statuses": at(
    { name: "string", statuses: "strings", counts: "strings" },
    (p) => `${p.name}: non-OK statuses ${p.statuses.map((s, i) => `${s}:${p.counts[i]}`).join(" ")}`
  ),
  // go-bench
  "reader.go-bench.malformed-result": at({}, () => 'skipped a malformed result line; expected "name iterations value unit [value unit \u2026]"'),
  "reader.go-bench.not-finite": at({}, () => "skipped result line with a value that is not a finite number"),
  "reader.go-bench.failed": at({ benchmark: "string" }, (p) => `benchmark ${p.benchmark} failed; it has no results from that run`),
  "reader.go-bench.second-cpu": at(
    { cpu: "string", first: "string" },
    (p) => `a second cpu "${p.cpu}" differs from "${p.first}"; the machine facts keep the first`
  ),
  // google-benchmark-console
  "reader.google-benchmark-console.tool-warning": at({ text: "string" }, (p) => p.text),
  "reader.google-benchmark-console.row-dropped": at(
    { benchmark: "string", skipped: "boolean", reason: "string" },
    (p) => `${p.benchmark} ${p.skipped ? "was skipped" : "failed"} ${p.reason}; row dropped`
  ),
  "reader.google-benchmark-console.aggregates-only": at(
    { benchmark: "string" },
    (p) => `${p.benchmark} shows aggregates only; compared as a summary, not as runs`
  ),
  // google-benchmark-json
  "reader.google-benchmark-json.row-dropped": at(
    { benchmark: "string", failed: "boolean", reason: "string" },
    (p) => `${p.benchmark} ${p.failed ? "failed" : "was skipped"}${p.reason ? ` ("${p.reason}")` : ""}; row dropped`
  ),
  "reader.google-benchmark-json.unnamed-aggregate": at({ row: "string" }, (p) => `aggregate row "${p.row}" has no aggregate_name; ignored`),
  "reader.google-benchmark-json.no-mean": at({ benchmark: "string" }, (p) => `${p.benchmark} has aggregate rows but no mean; skipped`),
  "reader.google-benchmark-json.aggregates-only": at(
    { benchmark: "string" },
    (p) => `${p.benchmark} has aggregates only (--benchmark_report_aggregates_only); compared as a summary, not as runs`
  ),
  // hdr-log
  "reader.hdr-log.not-nanoseconds": at(
    { max: "number", ratio: "number" },
    (p) => `Interval_Max ${p.max} is max/${p.ratio.toPrecision(3)}, not max/1e6: the values may not be nanoseconds (they are read as ns)`
  ),
  "reader.hdr-log.empty-intervals": at(
    { tag: "string", empty: "number", intervals: "number" },
    (p) => `${p.tag}: ${p.empty} of ${p.intervals} intervals recorded no values (recorder stalled or idle?)`
  ),
  "reader.hdr-log.gaps": at({ tag: "string", gaps: "number" }, (p) => `${p.tag}: ${p.gaps} gaps in the interval timeline`),
  "reader.hdr-log.all-empty": at(
    { tag: "string", intervals: "number" },
    (p) => `${p.tag}: all ${p.intervals} intervals are empty; skipped`
  ),
  // hdr-percentiles
  "reader.hdr-percentiles.unit-assumed": at(
    {},
    () => "the file does not state the value unit; values are taken as milliseconds (the HdrHistogram plotter's convention)"
  ),
  // hyperfine
  "reader.hyperfine.failed-runs": at(
    { name: "string", failed: "number", runs: "number", codes: "strings" },
    (p) => `${p.name}: ${p.failed} of ${p.runs} runs failed (exit ${p.codes.join(", ")}); excluded`
  ),
  "reader.hyperfine.bad-time": at({ name: "string" }, (p) => `${p.name}: time is not a finite non-negative number; skipped`),
  "reader.hyperfine.no-successful-runs": at({ name: "string" }, (p) => `${p.name}: no successful runs; skipped`),
  // jmh
  "reader.jmh.bad-histogram-entry": at({ benchmark: "string" }, (p) => `${p.benchmark}: non-finite histogram entry skipped`),
  "reader.jmh.empty-histogram": at(
    { benchmark: "string", fork: "number" },
    (p) => `${p.benchmark}: fork ${p.fork} has an empty histogram; skipped`
  ),
  "reader.jmh.no-raw-data": at(
    { benchmark: "string" },
    (p) => `${p.benchmark} has no rawData (run with -Djmh.json.rawData=false?); skipped`
  ),
  "reader.jmh.score-not-finite": at(
    { benchmark: "string", score: "string" },
    (p) => `${p.benchmark}: score ${p.score} is not a finite number; skipped`
  ),
  "reader.jmh.single-fork": at(
    { benchmark: "string", iterations: "number" },
    (p) => `${p.benchmark}: a single fork; its ${p.iterations} iterations are used as runs, but they share one JVM, so run-to-run noise is understated (use -f 5 or more)`
  ),
  // julia-benchmarktools
  "reader.julia-benchmarktools.no-samples": at({ name: "string" }, (p) => `${p.name} has no samples; skipped`),
  "reader.julia-benchmarktools.unknown-type": at(
    { name: "string", type: "string" },
    (p) => `${p.name} is a ${p.type}, not a Trial or TrialEstimate; skipped`
  ),
  // k6-raw
  "reader.k6-raw.not-numeric": at({ samples: "number" }, (p) => `${p.samples} sample(s) without a numeric value skipped`),
  // k6-summary
  "reader.k6-summary.threshold-failed": at(
    { threshold: "string", name: "string" },
    (p) => `threshold "${p.threshold}" on ${p.name} failed`
  ),
  "reader.k6-summary.unit-not-recorded": at(
    { name: "string" },
    (p) => `the unit of custom trend ${p.name} is not recorded; reported as plain values`
  ),
  "reader.k6-summary.no-percentiles": at({ name: "string" }, (p) => `trend ${p.name} has no percentiles or avg; skipped`),
  // kudu-hdr
  "reader.kudu-hdr.unit-assumed": at({}, () => "the dump does not state its unit; values are read as microseconds (Kudu's convention)"),
  "reader.kudu-hdr.clipped": at(
    {},
    () => "some values were above the histogram's highest trackable value; the top percentiles are clipped"
  ),
  "reader.kudu-hdr.empty-dump": at({}, () => "a dump with Count: 0 skipped"),
  // mitata
  "reader.mitata.failed": at({ name: "string", reason: "string" }, (p) => `${p.name} failed (${p.reason}); skipped`),
  // oha-csv
  "reader.oha-csv.non-2xx": at(
    { bad: "number", responses: "number", statuses: "strings", counts: "numbers" },
    (p) => `oha: ${p.bad} of ${p.responses} responses outside 2xx/3xx (${p.statuses.map((s, i) => `${s}:${p.counts[i]}`).join(" ")}); their latencies are included`
  ),
  // oha-json
  "reader.oha-json.success-rate": at({ success: "number" }, (p) => `oha: success rate ${(p.success * 100).toFixed(2)}%`),
  "reader.oha-json.non-2xx": at(
    { statuses: "strings", counts: "strings" },
    (p) => `oha: non-2xx/3xx responses ${p.statuses.map((s, i) => `${s}:${p.counts[i]}`).join(" ")}; their latencies are included`
  ),
  "reader.oha-json.errors": at(
    { errors: "strings", counts: "strings" },
    (p) => `oha: ${tally(p.counts, p.errors)} (not in the latencies; "aborted due to deadline" is the end of a -z run)`
  ),
  // pgbench
  "reader.pgbench.skipped": at(
    { skipped: "number", total: "number" },
    (p) => `pgbench: ${p.skipped} of ${p.total} transactions were skipped (latency limit -L); left out of the samples`
  ),
  "reader.pgbench.failed": at(
    { failed: "number", total: "number" },
    (p) => `pgbench: ${p.failed} of ${p.total} transactions failed; left out of the samples`
  ),
  "reader.pgbench.not-completed": at({ name: "string", text: "string" }, (p) => `${p.name}: ${p.text}`),
  // pyperf
  "reader.pyperf.not-finite": at({ name: "string", skipped: "number" }, (p) => `${p.name}: ${p.skipped} non-finite values skipped`),
  "reader.pyperf.no-values": at({ name: "string" }, (p) => `${p.name} has no run with values; skipped`),
  // pytest-benchmark
  "reader.pytest-benchmark.rounds-mismatch": at(
    { name: "string", values: "number", rounds: "number" },
    (p) => `${p.name}: ${p.values} values but ${p.rounds} rounds`
  ),
  "reader.pytest-benchmark.no-data": at(
    { name: "string" },
    (p) => `${p.name} has no stats.data (saved without --benchmark-save-data?); compared as a summary from stats`
  ),
  "reader.pytest-benchmark.partial-data": at(
    { name: "string", usable: "number", entries: "number" },
    (p) => `${p.name} stats.data holds ${p.usable} usable values of ${p.entries} entries (truncated?); compared as a summary from stats`
  ),
  // samples-column
  "reader.samples-column.nan": at({}, () => '"NaN" is not a measurement; such lines are skipped'),
  "reader.samples-column.nan-total": at({ lines: "number" }, (p) => `${p.lines} "NaN" lines skipped in all`),
  // tinybench
  "reader.tinybench.no-result": at({ name: "string" }, (p) => `${p.name} has no result (not run?); skipped`),
  "reader.tinybench.not-completed": at({ name: "string", reason: "string" }, (p) => `${p.name} did not complete (${p.reason}); skipped`),
  // vegeta-encode
  "reader.vegeta-encode.failed": at(
    { name: "string", failed: "number", requests: "number", codes: "strings", counts: "numbers", error: "string" },
    (p) => `${p.name}: ${p.failed} of ${p.requests} requests failed (codes ${p.codes.map((c, i) => `${c}:${p.counts[i]}`).join(" ")}; e.g. ${p.error}); left out of the latency samples`
  ),
  // vegeta-json
  "reader.vegeta-json.buckets-total": at(
    { buckets: "number", requests: "number" },
    (p) => `the buckets hold ${p.buckets} requests but the report counts ${p.requests}`
  ),
  "reader.vegeta-json.failed": at(
    { success: "number", requests: "number", codes: "strings?", counts: "strings?", error: "string?" },
    (p) => `${((1 - p.success) * 100).toFixed(2)}% of ${p.requests} requests failed (status codes ${p.codes ? p.codes.map((c, i) => `${c}:${p.counts?.[i]}`).join(" ") : "?"}${p.error ? `; e.g. ${p.error}` : ""}); vegeta includes their latencies`
  ),
  // vegeta-text
  "reader.vegeta-text.failed": at(
    { name: "string", success: "number", requests: "number", codes: "strings?", error: "string?" },
    (p) => `${p.name}: success ${p.success}% of ${p.requests} requests (status codes ${p.codes ? p.codes.join(" ") : "?"})${p.error ? `; e.g. ${p.error}` : ""}; vegeta includes failed requests in the latencies`
  ),
  // vitest-bench
  "reader.vitest-bench.no-results": at(
    { name: "string" },
    (p) => `${p.name} has no finite mean/percentiles (the benchmark failed?); skipped`
  ),
  // wrk2
  "reader.wrk2.coordinated-omission": at(
    { url: "string", corrected: "number", uncorrected: "number" },
    (p) => `${p.url}: corrected p99 ${(p.corrected / 1e6).toFixed(3)} ms is ${(p.corrected / p.uncorrected).toFixed(2)}\xD7 the uncorrected p99 ${(p.uncorrected / 1e6).toFixed(3)} ms (coordinated omission)`
  ),
  "reader.wrk2.calibration": at(
    { url: "string", latencies: "number", requests: "number" },
    (p) => `${p.url}: the histogram holds ${p.latencies} latencies of ${p.requests} requests (wrk2 records no latencies during its calibration period, nor for unfinished requests)`
  ),
  // Base and head read one input (read/same-input.ts): not a reader's warning, but about the inputs.
  "read.same-file": template(
    { files: "strings", all: "boolean" },
    (p) => `Base and head read the same ${p.files.length === 1 ? "file" : "files"} ${p.files.join(", ")}: ${p.all ? "every difference is zero by construction, so this review compares nothing" : `the differences ${p.files.length === 1 ? "its" : "their"} measurements make are zero by construction`}. Give each side its own results.`
  ),
  "read.same-bytes": template(
    { base: "strings", head: "strings", all: "boolean" },
    (p) => `Base's ${p.base.join(", ")} and head's ${p.head.join(", ")} have identical bytes: ${p.all ? "every difference is zero by construction, so this review compares nothing" : "the differences their measurements make are zero by construction"}. Were both sides given the same results under two names?`
  )
};

// src/render/messages/sweeps.ts
function sloText(slo) {
  return slo.split(",").map(
    (c) => c.replace(
      /^\s*([^<\s]+)\s*<\s*([\d.]+)\s*(\S*)\s*$/,
      (_m, metric, n, unit) => `${metric} < ${n}${unit ? ` ${unit}` : ""}`
    )
  ).join(" and ");
}
var perSecond = (param) => ["rate", "connections", "vus", "clients"].includes(param) ? "req/s" : "ops/s";
function throughputText(v, param) {
  if (v === null || v === void 0) return "\u2014";
  return `${v >= 100 ? grouped(Math.round(v)) : plainNumber(Number(v.toPrecision(3)))} ${perSecond(param)}`;
}
var loadsText = (param, values) => `${param}=${values.map(String).join(", ")}`;
function capacityText(p) {
  const side2 = (v, load) => v !== null && v !== void 0 ? throughputText(v, p.param) : load !== null && load !== void 0 ? `within it up to ${loadsText(p.param, [load])} (throughput not measured)` : "no load point within the SLO";
  const change3 = p.ratio !== null && p.ratio !== void 0 ? ` (${formatChange(p.ratio)})` : "";
  return `Max sustainable throughput under ${sloText(p.slo)}: base ${side2(p.base, p.baseLoad)} \u2192 head ${side2(p.head, p.headLoad)}${change3}`;
}
var SWEEP_MESSAGES = {
  "model.load-ambiguous": template(
    { benchmark: "string", keys: "strings", file: "string" },
    (p) => `${p.file}: benchmark "${p.benchmark}" names several load parameters (${p.keys.join(", ")}): not read as a sweep point; say which one is swept with --sweep-param (action input sweep-param).`
  ),
  "model.load-mixed": template(
    { benchmark: "string", side: "string", low: "number", high: "number" },
    (p) => `${p.benchmark}: the runs on ${p.side} carried ${grouped(Math.round(p.low))} to ${grouped(Math.round(p.high))} per second (${plainNumber(Number((p.high / p.low).toPrecision(2)))}\xD7 apart) with no load point to tell them apart: were they made at different rates? They are pooled as one benchmark. Put the rate in each file's name (e.g. wrk2-rate=2000.txt) or in the benchmark's, so each rate is a point of a sweep.`
  ),
  "sweep.capacity": template(
    {
      slo: "string",
      base: "number?",
      head: "number?",
      ratio: "number?",
      param: "string",
      verdict: "string",
      baseLoad: "number?",
      headLoad: "number?"
    },
    (p) => `${capacityText(p)} \u2014 ${p.verdict.replace(/-/g, " ")}.`
  ),
  "sweep.capacity-regressed-at": template(
    { param: "string", at: "numbers" },
    (p) => `Head fails the SLO (or does not sustain the offered rate) at ${loadsText(p.param, p.at)}, where base meets it.`
  ),
  "sweep.capacity-improved-at": template(
    { param: "string", at: "numbers" },
    (p) => `Head meets the SLO at ${loadsText(p.param, p.at)}, where base fails it (or does not sustain the offered rate).`
  ),
  "sweep.capacity-unconfirmed": template(
    { runs: "number", undecidedFails: "boolean?" },
    (p) => `Not confirmed: a load point that decides it has fewer than ${p.runs} runs per side (and no calibrated noise floor), where one run can straddle the SLO by chance; ${p.undecidedFails ? "the gate is undecided, which fails the check (undecided: fail)" : "the check is neutral, not failed"}. About ${p.runs} runs per side at each load point would confirm it.`
  ),
  "sweep.slo-unprinted": template(
    { tool: "string", metric: "string" },
    (p) => `${p.tool} printed no ${p.metric}: the SLO cannot be judged.`
  ),
  "sweep.beyond-capacity": template({ side: "string", param: "string", at: "numbers", limit: "number", why: "string" }, (p) => {
    const who = p.side === "head" ? "Head" : "Base";
    const why = p.why === "violates" ? "it already violated the SLO" : p.why === "saturated" ? "it already carried no more than at the load below (saturated)" : "it already did not sustain the offered rate";
    return `${who} has no run at ${loadsText(p.param, p.at)}, above ${loadsText(p.param, [p.limit])} where ${why}: a load beyond its capacity, not a missing run.`;
  }),
  "sweep.change-columns": template(
    { metric: "string" },
    (p) => `${p.metric} base and head: the median over runs of each run's ${p.metric}; change: head \xF7 base of those medians, in bold where the load point's own comparison found a regression or improvement that gates (its table below gives the Hodges\u2013Lehmann change and interval).`
  ),
  "sweep.change-columns-plain": template(
    { metric: "string" },
    (p) => `${p.metric} base and head: the median over runs of each run's ${p.metric}; change: head \xF7 base of those medians (the Hodges\u2013Lehmann change and interval are in the load point's own table).`
  ),
  "sweep.not-sustained": template(
    {},
    () => `\u26A0 not sustained: achieved throughput below 90% of the offered rate; marked, never counted towards the capacity.`
  ),
  "sweep.slo-not-applied": template(
    { slo: "string", loaded: "number" },
    (p) => `The SLO ${sloText(p.slo)} was not applied: ${p.loaded === 0 ? "no benchmark has load points" : `no benchmark was measured at two or more loads (${grouped(p.loaded)} ${p.loaded === 1 ? "benchmark has" : "benchmarks have"} one load point each)`}. The capacity under an SLO is read from a load sweep: one benchmark measured at two or more loads, from the tool (wrk2 -R, k6, vegeta rate \u2026) or its name ("GET /api rate=1000", "GET /api rate=2000"); see docs/load-sweeps.md.`
  ),
  "sweep.slo-rule": template(
    {},
    () => "SLO per point and side: met when every run is below the limit (one run: when the upper end of the quantile's distribution-free interval is; one run of printed percentiles: its printed value), violated when every run (the interval's lower end) is at or above it, undecided otherwise."
  )
};

// src/render/messages/review.ts
var MACHINE_LABELS = {
  cpuModel: "CPU model",
  sockets: "sockets",
  physicalCores: "physical cores",
  logicalCpus: "logical CPUs",
  smt: "SMT",
  maxMHz: "max frequency (MHz)",
  governor: "frequency governor",
  turbo: "turbo",
  kernel: "kernel",
  os: "OS",
  arch: "architecture",
  memoryBytes: "memory",
  virtualization: "virtualisation",
  runnerName: "runner",
  host: "host"
};
var change2 = (lo, hi) => `${formatChange(lo)} \u2026 ${formatChange(hi)}`;
var changeOf = (p) => constantChange(p.constant, p.base, p.head) ?? formatChange(p.ratio);
var CONTEXT = {
  gatedTail: "number?",
  gatedMean: "number?",
  gatedMedian: "number?",
  machines: "strings?",
  machinesAllowed: "boolean?",
  capacitySweep: "string?",
  capacitySlo: "string?",
  capacityParam: "string?",
  capacityBase: "number?",
  capacityHead: "number?",
  capacityRatio: "number?",
  capacityVerdict: "string?",
  capacityMore: "number?",
  capacityFirst: "boolean?",
  capacityMixed: "boolean?",
  undecidedFails: "boolean?"
};
var UNDECIDED_FAILS = "the gate is undecided, which fails the check (undecided: fail)";
var neutralOr = (p, neutral) => p.undecidedFails ? UNDECIDED_FAILS : neutral;
var sentence = (s) => s.charAt(0).toUpperCase() + s.slice(1);
var factList = (fields) => fields.map((f) => MACHINE_LABELS[f] ?? f).join(", ");
function machinesPrefix(p) {
  if (!p.machines?.length) return "";
  const differ = `${factList(p.machines)} ${plural(p.machines.length, "differs", "differ")}`;
  return p.machinesAllowed ? `Base and head ran on different machines (${differ}; treated as equivalent by --allow-different-machines). ` : `Base and head ran on different machines (${differ}): the numbers are not comparable and ${neutralOr(p, "the check is neutral")}. `;
}
function capacityLead(p) {
  if (!p.capacitySweep || !p.capacitySlo || !p.capacityParam) return "";
  const n = (v) => v >= 100 ? grouped(Math.round(v)) : plainNumber(Number(v.toPrecision(3)));
  const unit = perSecond(p.capacityParam);
  const change3 = p.capacityRatio != null ? ` (${formatChange(p.capacityRatio)})` : "";
  const [b, h] = [p.capacityBase, p.capacityHead];
  const side2 = (v) => v == null ? "no load point within it" : `${n(v)} ${unit}`;
  const values = b != null && h != null ? `${n(b)} \u2192 ${n(h)} ${unit}${change3}` : `${side2(b)} \u2192 ${side2(h)}${change3}`;
  const slo = sloText(p.capacitySlo);
  const what = p.capacityVerdict === "improvement" ? `rose ${values}` : p.capacityVerdict === "no-change" ? `unchanged, ${values}` : p.capacityMixed ? `not decided (better at some loads, worse at others), ${values}` : `not decided (the SLO is undecided at a load point that would decide it), ${values}`;
  const more = p.capacityMore ? ` (and ${p.capacityMore} more ${plural(p.capacityMore, "sweep")} compared)` : "";
  return `${p.capacitySweep}: capacity within ${slo} ${what}${more}.`;
}
var pastCap = (p) => p.runs != null && p.cap != null && p.runs > p.cap;
var capText = (cap) => `Within this runner's noise: more runs than the cap of ${grouped(cap)} per side (max-runs) would be needed`;
function runsToDecide(p) {
  if (pastCap(p)) return `${capText(p.cap).replace(/^W/, "w")} to decide it`;
  return `about ${grouped(p.runs ?? 0)} runs per side would likely decide it`;
}
function gatedClause(p) {
  if (p.gatedTail == null) return "";
  const parts = [
    [p.gatedTail, "tail quantiles"],
    [p.gatedMean ?? 0, "per-run means"],
    [p.gatedMedian ?? 0, "medians"]
  ];
  const used = parts.filter(([n]) => n > 0);
  if (used.length === 0) return "";
  if (used.length > 1) return ` Gated on ${used.map(([n, what2]) => `${what2} for ${n} ${plural(n, "benchmark")}`).join(", ")}.`;
  const what = used[0][1];
  if (what === "per-run means") return " Gated on per-run means: the results carry no per-operation samples.";
  if (what === "medians") return " Gated on medians: too few samples (or runs of one operation) for an interval of any tail quantile.";
  return " Gated on tail quantiles.";
}
function headlineTemplate(params, text, capacityAfter = false) {
  return template({ ...params, ...CONTEXT }, (p) => {
    const lead = capacityLead(p);
    const own = text(p);
    const body = !lead ? own : capacityAfter && !p.capacityFirst ? `${own} ${lead}` : `${lead} ${own}`;
    return `${machinesPrefix(p)}${body}${gatedClause(p)}`;
  });
}
var REVIEW_MESSAGES = {
  // Metric notes: the gate.
  "review.tail-stand-in": template(
    { tail: "string" },
    (p) => `Stands in for ${p.tail}, which cannot be estimated here: regressed beyond its threshold, it keeps the check from green (it does not fail it).`
  ),
  "review.not-confirmed": template(
    { family: "number", adjustedP: "number" },
    (p) => `Not confirmed after Benjamini\u2013Hochberg across ${p.family} gated metrics (adjusted p = ${p.adjustedP.toPrecision(2)}).`
  ),
  "review.fcr-interval": template(
    { level: "number" },
    (p) => `Interval at the FCR-adjusted level: ${ciPercent(p.level)}%, widened for the gated metrics Benjamini\u2013Hochberg confirmed.`
  ),
  "review.runs-needed": template(
    { runs: "number", cap: "number?" },
    (p) => pastCap(p) ? `${capText(p.cap)} to resolve it.` : `About ${grouped(p.runs)} runs per side would resolve it.`
  ),
  // Benchmark notes.
  "review.per-run-aggregates": template(
    { unit: "string" },
    (p) => `These are per-run aggregates (${p.unit} per run, each already a mean over many iterations): they describe run-to-run variation, not per-operation tail latency.`
  ),
  "review.summary-only": template({}, () => "Only a summary (mean \xB1 sd) is available: the distribution and its tail are unknown."),
  "review.one-run-per-side": template(
    {},
    () => "One run per side: within-run only \u2014 run-to-run noise not measured; these verdicts do not gate unless a noise floor is configured."
  ),
  "review.p999-not-well-resolved": template(
    { samples: "number", side: "string", fromTop: "number" },
    (p) => `p99.9 from ${grouped(p.samples)} samples (${p.side}) is about the ${ordinal(p.fromTop)}-largest value: not well-resolved (\u2265 10,000 samples per run for a stable estimate), so it does not gate.`
  ),
  "review.closed-loop": template({}, () => "Closed-loop load generator: tail percentiles under-state stalls (coordinated omission)."),
  "review.rests-on-largest": template(
    { metric: "string", samples: "number", fromTop: "number", pooled: "boolean?" },
    (p) => `${p.metric} from ${grouped(p.samples)} ${p.pooled === true ? plural(p.samples, "run") : plural(p.samples, "sample")} ${restsOn(p.fromTop, p.pooled === true)}: shown without a verdict.`
  ),
  "review.load-unpaired": template(
    { benchmark: "string", load: "string", side: "string" },
    (p) => `"${p.benchmark}" has a load point (${p.load}) on ${p.side} only, and ${p.side === "base" ? "head" : "base"} has "${p.benchmark}" without one: they are not compared. Give the load on both sides (for cassandra-stress, paste the "Running \u2026 with N threads" line with each block) or on neither.`
  ),
  "review.throughput-beside-latency": template(
    { load: "string?" },
    (p) => `Not gated under fail-on auto: this benchmark${p.load == null ? "" : ` at the load point ${p.load}`} has latency percentiles, which gate instead (fail-on any gates throughput too).`
  ),
  // Suite notes.
  "review.tail-not-judged": template(
    { count: "number", total: "number" },
    (p) => `Tail latency could not be judged for ${p.count === p.total ? "any benchmark" : `${p.count} ${plural(p.count, "benchmark")}`}: the results are per-run means or summaries, which carry no per-operation tail. Their means are compared and shown, but gate only with --fail-on any.`
  ),
  "review.neutral": template(
    { undecidedFails: "boolean?" },
    (p) => `No gated metric could be judged, so ${neutralOr(p, "the check is neutral, not green")}.`
  ),
  "review.within-run-not-gated": template({ count: "number", inProcess: "number?", repetitions: "number?" }, (p) => {
    const inProcess = p.inProcess ?? 0;
    const what = inProcess === 0 ? "one run per side" : inProcess === p.count ? `${p.repetitions ? `${grouped(p.repetitions)} or more` : "several"} repetitions in one process per side` : "one run, or repetitions in one process, per side";
    return `${p.count} ${plural(p.count, "benchmark rests", "benchmarks rest")} on ${what}: differences between processes are not measured, so a change counts only beyond what two processes of the same code differ by, and does not gate without a calibrated noise floor (bench-review calibrate, then --noise-floor-file) or --one-process gate.`;
  }),
  // A calibrated floor of 1000 % or more (model/noise-floor.ts UNGATEABLE_FLOOR): the metric's note, and the review's warning.
  "review.not-gateable": template(
    { floor: "number" },
    (p) => `Not gated: its A/A noise on this runner is \xB1${percent(p.floor, 0)}${timesText(1 + p.floor)}, by the calibrated noise floor: more than any threshold could tell from a change.`
  ),
  "review.floor-not-gateable": template(
    { benchmark: "string", metric: "string", floor: "number" },
    (p) => `${p.metric} of "${p.benchmark}" is not gated: its A/A noise on this runner is \xB1${percent(p.floor, 0)}${timesText(1 + p.floor)}, by the calibrated noise floor (--noise-floor-file); a floor of 1000% or more means the metric cannot be gated on this runner.`
  ),
  "review.within-allowance": template(
    { ratio: "number", allowance: "number", source: "string", kind: "string" },
    (p) => `${formatChange(p.ratio)} is within what two processes of the same code differ by here (${allowanceText(p.allowance, p.source, p.kind)}): not a regression or an improvement.`
  ),
  "review.unconfirmed": template(
    {
      benchmark: "string",
      metric: "string",
      ratio: "number?",
      constant: "string?",
      base: "number?",
      head: "number?",
      threshold: "number",
      runs: "number?",
      cap: "number?",
      neutral: "boolean?",
      standInFor: "string?",
      undecidedFails: "boolean?"
    },
    // `neutral` false: the check failed on other benchmarks, so this one does not keep it from green (older reports: absent, neutral).
    (p) => {
      const neutral = p.neutral === false ? "" : ` ${sentence(neutralOr(p, "the check is neutral, not green"))}.`;
      if (p.standInFor)
        return `${p.benchmark} ${p.metric} is ${changeOf(p)}, beyond its ${percent(p.threshold, 0)} threshold, while its gated ${p.standInFor} cannot be estimated: the tail may have regressed unseen.${neutral}`;
      return `${p.benchmark} ${p.metric} is ${changeOf(p)}, beyond its ${percent(p.threshold, 0)} threshold, but not a confirmed regression${p.runs ? `: ${runsToDecide(p)}` : ""}.${neutral}`;
    }
  ),
  "review.unconfirmed-more": template(
    { count: "number" },
    (p) => `\u2026 and ${p.count} more gated ${plural(p.count, "metric")} beyond their threshold but not confirmed.`
  ),
  "review.machines-differ": template(
    { fields: "strings", base: "strings", head: "strings", allowed: "boolean", undecidedFails: "boolean?" },
    (p) => {
      const facts = p.fields.map((f, i) => `${MACHINE_LABELS[f] ?? f}: base ${p.base[i] ?? "?"}, head ${p.head[i] ?? "?"}`).join("; ");
      return p.allowed ? `Base and head ran on different machines (${facts}). Numbers from different machines are not comparable; they are gated anyway because --allow-different-machines says the machines are equivalent.` : `Base and head ran on different machines (${facts}). Numbers from different machines are not comparable, so ${neutralOr(p, "the check is neutral")}. If the machines are equivalent, pass --allow-different-machines (action input allow-different-machines: true).`;
    }
  ),
  // Machine facts that differ between the sides.
  "review.machine-differs": template(
    { field: "string", base: "string", head: "string" },
    (p) => `${MACHINE_LABELS[p.field] ?? p.field}: base ${p.base}, head ${p.head}`
  ),
  // Questions asked once for several benchmarks (render/grouping.ts): the benchmarks are listed in front.
  "review.group.profile": template(
    { ecosystem: "string", example: "string" },
    (p) => `These benchmarks regressed (by how much is in the table above). Could you attach a profile of head (and base) on each? For example, for the first: ${profileHint(p.ecosystem, p.example)}`
  ),
  "review.group.runs-vary": template(
    { metric: "string", low: "number", high: "number" },
    (p) => `Runs vary ${p.low === p.high ? `${p.low.toFixed(1)}\xD7` : `${p.low.toFixed(1)}\xD7 to ${p.high.toFixed(1)}\xD7`} more in ${p.metric} than sampling within one run explains: machine noise dominates. Adding iterations will not help; could you use a quieter runner (dedicated or pinned CPUs, fixed frequency) or more process-level runs?`
  ),
  // The headline.
  "review.headline.capacity-regressed": headlineTemplate(
    {
      sweep: "string",
      slo: "string",
      base: "number?",
      head: "number?",
      ratio: "number?",
      param: "string",
      at: "numbers",
      more: "number",
      regressed: "number",
      reportedOnly: "boolean",
      unconfirmed: "boolean?",
      runs: "number?"
    },
    (p) => {
      if (p.unconfirmed) {
        const at3 = p.at.length ? `; head fails it at ${loadsText(p.param, p.at)} where base meets it` : "";
        return `${p.sweep}: capacity lower on head, not confirmed: fewer than ${p.runs ?? MIN_CAPACITY_RUNS} runs per side at the load points that decide it. ${capacityText(p)}${at3}. ${sentence(neutralOr(p, "the check is neutral, not green"))}.`;
      }
      const others = [
        p.more > 0 ? `${p.more} more ${plural(p.more, "sweep")} lost capacity` : "",
        p.regressed > 0 ? `${p.regressed} ${plural(p.regressed, "benchmark")} regressed` : ""
      ].filter(Boolean);
      const gate = p.reportedOnly ? " \u2014 reported only (fail-on: never)" : "";
      const at2 = p.at.length ? `; head fails it at ${loadsText(p.param, p.at)} where base meets it` : "";
      return `${p.sweep}: capacity regressed. ${capacityText(p)}${at2}${others.length ? ` (and ${others.join(", ")})` : ""}${gate}.`;
    }
  ),
  "review.headline.regressed": headlineTemplate(
    {
      benchmark: "string",
      metric: "string",
      ratio: "number?",
      confidence: "number?",
      ciLow: "number?",
      ciHigh: "number?",
      threshold: "number",
      more: "number",
      reportedOnly: "boolean",
      constant: "string?",
      base: "number?",
      head: "number?"
    },
    (p) => {
      const more = p.more > 0 ? ` (and ${p.more} more ${plural(p.more, "benchmark")})` : "";
      const gate = p.reportedOnly ? " \u2014 reported only (fail-on: never)" : "";
      const constant = constantChange(p.constant, p.base, p.head);
      if (constant)
        return `${p.benchmark} ${p.metric} regressed ${constant} (every run on each side; threshold ${percent(p.threshold, 0)})${more}${gate}.`;
      return `${p.benchmark} ${p.metric} regressed ${formatChange(p.ratio)} (${ciPercent(p.confidence ?? 0.95)}% CI ${change2(p.ciLow, p.ciHigh)}; threshold ${percent(p.threshold, 0)})${more}${gate}.`;
    },
    true
  ),
  "review.headline.unconfirmed": headlineTemplate(
    {
      benchmark: "string",
      metric: "string",
      ratio: "number?",
      ciLow: "number?",
      ciHigh: "number?",
      threshold: "number",
      constant: "string?",
      base: "number?",
      head: "number?",
      runs: "number?",
      cap: "number?",
      more: "number",
      standInFor: "string?"
    },
    (p) => {
      const interval = p.ciLow != null && p.ciHigh != null ? `CI ${change2(p.ciLow, p.ciHigh)}` : "no interval";
      const more = p.more > 0 ? ` (and ${p.more} more gated ${plural(p.more, "metric")})` : "";
      if (p.standInFor) {
        const others = p.more > 0 ? ` (and ${p.more} more ${plural(p.more, "metric")})` : "";
        return `Not confirmed, so ${p.undecidedFails ? "the check fails (undecided: fail)" : "not green"}: ${p.benchmark} ${p.metric} is worse ${changeOf(p)} (${interval}; threshold ${percent(p.threshold, 0)}) while its gated ${p.standInFor} cannot be estimated${others}. Longer runs would let the tail be judged.`;
      }
      const runs2 = p.runs ? `; ${runsToDecide(p)}` : "";
      return `Not confirmed, so ${p.undecidedFails ? "the check fails (undecided: fail)" : "not green"}: ${p.benchmark} ${p.metric} looks worse ${changeOf(p)} (${interval}; threshold ${percent(p.threshold, 0)})${more}${runs2}.`;
    },
    true
  ),
  "review.headline.within-run": headlineTemplate(
    {
      failOnAny: "boolean",
      benchmark: "string",
      metric: "string",
      worse: "boolean",
      ratio: "number?",
      ciLow: "number?",
      ciHigh: "number?",
      evidence: "string?",
      runs: "number?",
      allowance: "number?",
      calibrated: "boolean?",
      more: "number?"
    },
    (p) => {
      const ci = p.ciLow != null && p.ciHigh != null ? ` (within-run CI ${change2(p.ciLow, p.ciHigh)})` : "";
      const beyond = p.allowance != null ? `, beyond the \xB1${percent(p.allowance, 0)} two processes of the same code differ by` : "";
      const more = p.more ? ` ${grouped(p.more)} more ${plural(p.more, "benchmark")} changed beyond it.` : "";
      const gate = p.calibrated ? "" : ` It cannot gate without a calibrated noise floor (bench-review calibrate, then --noise-floor-file) or --one-process gate: ${neutralOr(p, "the check is neutral")}.`;
      return `${p.benchmark} ${p.metric} ${p.worse ? "regressed" : "improved"} ${formatChange(p.ratio)}${timesText(p.ratio)}${ci}${beyond} \u2014 on ${evidenceText(p.evidence ?? "one-run-samples", p.runs)}, so differences between processes are not measured.${more}${gate}`;
    }
  ),
  "review.headline.one-process-quiet": headlineTemplate(
    { count: "number", evidence: "string?", runs: "number?", needs: "number" },
    (p) => `No change beyond what two processes of the same code differ by, in ${p.count === 1 ? "the benchmark" : `${grouped(p.count)} benchmarks`} on ${p.evidence ? evidenceText(p.evidence, p.runs) : "one run or one process per side"}: differences between processes are not measured, so ${neutralOr(p, "the check is neutral, not green")}. Run each side as ${p.needs} or more separate processes (bench-review run) to gate.`
  ),
  "review.headline.not-judged": headlineTemplate(
    { failOnAny: "boolean", anyTail: "boolean" },
    (p) => `${p.failOnAny ? "No gated metric could be judged" : "Tail latency could not be judged"}: ${p.anyTail ? "too few runs or samples for any gated metric" : "the results carry no per-operation tail (only per-run means or summaries)"}.`
  ),
  "review.headline.no-regression": headlineTemplate(
    { benchmarks: "number", judged: "number", gated: "number", improved: "number", inconclusive: "number" },
    (p) => {
      const judged = `${p.judged} of ${p.gated} gated ${plural(p.gated, "metric")} judged`;
      const improved = p.improved ? `; ${p.improved} ${plural(p.improved, "benchmark")} improved` : "";
      const inconclusive = p.inconclusive ? `; ${p.inconclusive} inconclusive` : "";
      const what = p.gatedTail === 0 && (p.gatedMean ?? 0) + (p.gatedMedian ?? 0) > 0 ? "regression" : "tail regression";
      return `No ${what} shown across ${p.benchmarks} ${plural(p.benchmarks, "benchmark")} (${judged}${improved}${inconclusive}).`;
    }
  )
};

// src/render/messages/run.ts
var SPENDING_NAME = { pocock: "Pocock", "obrien-fleming": "O\u2019Brien\u2013Fleming", bonferroni: "Bonferroni" };
var short = (sha) => sha.slice(0, 12);
function processes(count, pids, commands) {
  const shown = pids.map((pid, i) => `pid ${pid} (${commands[i] ?? "?"})`);
  return count > shown.length ? `${shown.join(", ")} and ${count - shown.length} more` : shown.join(", ");
}
var SAFE_PATTERN = 'Run the benchmark in a `pull_request` workflow (read-only token, no secrets; it uploads the report as an artifact) and publish from a second workflow on `workflow_run` with `mode: publish`, which only reads the report as data. See "Fork pull requests" in docs/security.md.';
function innerHeadline(p) {
  const t = REVIEW_MESSAGES[p.headline];
  if (typeof t !== "object") throw new Error(`run.base-branch-only.headline: "${String(p.headline)}" is not a headline`);
  const bad = paramProblem(t.params, p);
  if (bad) throw new Error(`run.base-branch-only.headline: param ${bad.key}: expected ${bad.expected}`);
  return t.text(p);
}
var list = (xs) => xs.join(", ");
var minutes = (m) => `${Number.isInteger(m) ? m : m.toFixed(1)} ${plural(m, "minute")}`;
var gatedUndecided = (n) => `${n} gated ${plural(n, "metric")} ${plural(n, "is", "are")} still undecided`;
function stopWhy(p) {
  if (p.stopped === "decided") return "every gated metric was decided";
  if (p.stopped === "cap") return `it reached the cap of ${p.runs} runs per side (max-runs) with a gated metric still undecided`;
  if (p.stopped === "budget")
    return `the next look would not fit in the time budget${p.maxMinutes != null ? ` of ${minutes(p.maxMinutes)}` : ""} (max-minutes), with a gated metric still undecided`;
  return `its run count was fixed`;
}
var undecidedItem = (name, ratio, low, high) => `${name} (${formatChange(ratio)}, CI ${formatChange(low)} \u2026 ${formatChange(high)})`;
var RUN_MESSAGES = {
  "run.measured": template(
    { baseSha: "string", baseWhy: "string", baseRuns: "number", headSha: "string", headRuns: "number" },
    (p) => `Measured on one machine, interleaved (A B B A \u2026): base ${short(p.baseSha)} (${p.baseWhy}) ${p.baseRuns} runs, head ${short(p.headSha)} ${p.headRuns} runs.`
  ),
  "run.auto": template(
    {
      looks: "numbers",
      planned: "numbers",
      stopped: "string",
      spending: "string",
      alpha: "number",
      q: "number",
      lookAlpha: "number",
      lookQ: "number",
      maxMinutes: "number"
    },
    (p) => {
      const runs2 = p.looks[p.looks.length - 1] ?? 0;
      const n = p.looks.length;
      return `runs: auto took ${runs2} runs per side in ${n} ${plural(n, "look")} (at ${list(p.looks)} of the planned ${list(p.planned)} runs per side) and stopped because ${stopWhy({ stopped: p.stopped, runs: runs2, maxMinutes: p.maxMinutes })}. The verdicts use the last look's levels: ${ciPercent(1 - p.lookAlpha)}% intervals (\u03B1 ${percent(p.lookAlpha, 2)}) and Benjamini\u2013Hochberg at q ${percent(p.lookQ, 2)}, so that over all planned looks (${SPENDING_NAME[String(p.spending)] ?? String(p.spending)} boundary) a false regression stays as unlikely as at \u03B1 ${percent(p.alpha, 0)}, q ${percent(p.q, 0)} in one fixed-size comparison.`;
    }
  ),
  // Progress lines of `runs: auto` (the log only, never a report): after each look, and why it stopped.
  "run.look": template(
    // names/ratios/lows/highs: the undecided metrics shown that have an interval; waiting: those shown without one yet.
    {
      look: "number",
      runs: "number",
      undecided: "number",
      names: "strings",
      ratios: "numbers",
      lows: "numbers",
      highs: "numbers",
      waiting: "strings",
      next: "number?"
    },
    (p) => {
      const head = `look ${p.look} (${p.runs} runs per side)`;
      if (p.undecided === 0) return `${head}: every gated metric decided`;
      const items = [
        ...p.names.map((name, i) => undecidedItem(name, p.ratios[i], p.lows[i], p.highs[i])),
        ...p.waiting.map((name) => `${name} (no interval yet)`)
      ];
      const more = p.undecided > items.length ? `, and ${p.undecided - items.length} more` : "";
      return `${head}: ${p.undecided} gated ${plural(p.undecided, "metric")} undecided \u2014 ${items.join(", ")}${more}${p.next != null ? `; measuring to ${p.next}` : ""}`;
    }
  ),
  "run.stopped": template(
    { stopped: "string", runs: "number", looks: "number", undecided: "number", maxMinutes: "number?", spentMinutes: "number?" },
    (p) => {
      const at2 = `runs: auto stopped after ${p.looks} ${plural(p.looks, "look")} at ${p.runs} runs per side`;
      if (p.stopped === "decided") return `${at2}: every gated metric is decided`;
      if (p.stopped === "cap") return `${at2}: that is the cap (max-runs); ${gatedUndecided(p.undecided)}`;
      const spent = p.spentMinutes != null ? `, ${p.spentMinutes.toFixed(1)} spent` : "";
      return `${at2}: the next look would not fit in the time budget${p.maxMinutes != null ? ` of ${minutes(p.maxMinutes)}` : ""} (max-minutes${spent}); ${gatedUndecided(p.undecided)}`;
    }
  ),
  "run.same-commit": template(
    { sha: "string" },
    (p) => `base and head are the same commit (${short(p.sha)}): this is an A/A comparison of the commit with itself.`
  ),
  "run.dirty-tree": template(
    { sha: "string" },
    (p) => `head is the working tree of ${short(p.sha)} with uncommitted changes to tracked files: they are measured as part of head.`
  ),
  "run.merge-commit": template(
    { head: "string", firstParent: "string", base: "string" },
    (p) => `head ${short(p.head)} is a merge commit whose first parent (${short(p.firstParent)}) is not the base (${short(p.base)}): the comparison also includes the base-branch changes between them.`
  ),
  "run.not-ancestor": template(
    { base: "string", head: "string" },
    (p) => `base ${short(p.base)} is not an ancestor of head ${short(p.head)}: head lacks some base commits, so the comparison also includes undoing them (rebase head, or compare against the merge commit).`
  ),
  "run.failed-runs": template({ side: "string", runs: "number", failed: "numbers", statuses: "strings" }, (p) => {
    const list2 = p.failed.map((run, i) => `run ${run}: ${p.statuses[i] ?? "?"}`).join("; ");
    return `${p.side}: ${p.failed.length} of ${p.runs} runs failed (${list2}); the comparison uses the ${p.runs - p.failed.length} that succeeded. Failed runs may be the slow ones, so the remaining runs can understate a regression, and fewer runs widen the intervals.`;
  }),
  "run.leftovers": template(
    { side: "string", runs: "numbers" },
    (p) => `${p.side}: ${p.runs.length} ${plural(p.runs.length, "run")} left processes running after exiting (${p.runs.map((r) => `run ${r}`).join(", ")}); bench-review stopped them so they could not disturb the next run.`
  ),
  "run.survivors": template({ side: "string", run: "number", count: "number", pids: "numbers", commands: "strings" }, (p) => {
    const n = p.count;
    return `${p.side}: run ${p.run} left ${n} process${plural(n, "", "es")} running outside its process group after it exited (detached with setsid or as a daemon): ${processes(n, p.pids, p.commands)}; bench-review stopped ${plural(n, "it", "them")} so ${plural(n, "it", "they")} could not disturb the next runs.`;
  }),
  "run.setup-survivors": template({ count: "number", by: "strings", pids: "numbers", commands: "strings" }, (p) => {
    const n = p.count;
    return `${plural(n, "a process", `${n} processes`)} started by ${p.by.join(", ")} ${plural(n, "was", "were")} still running outside ${plural(n, "its", "their")} process group at the end of the suite (detached with setsid or as a daemon): ${processes(n, p.pids, p.commands)}; bench-review stopped ${plural(n, "it", "them")}. Processes that outlive setup run alongside every measurement.`;
  }),
  "run.base-branch-only": template(
    { branch: "string?", pr: "number?" },
    (p) => `On \`pull_request_target\` bench-review runs only the base branch's code${p.branch ? ` (${p.branch})` : ""}: both sides measured here are base-branch commits, not the pull request's change, so this is not a review of pull request${p.pr ? ` #${p.pr}` : ""}. ${SAFE_PATTERN}`
  ),
  // The review's headline (id in `headline`, its params beside it), said to be about the base branch only.
  "run.base-branch-only.headline": template({ headline: "string" }, (p) => `Base branch only, not the pull request: ${innerHeadline(p)}`),
  // Sharded runs (--shard i/N, run/shard.ts) and their merge (bench-review merge, mode: merge).
  "run.shard": template(
    { shard: "string", listed: "number?" },
    (p) => p.listed == null ? `Shard ${p.shard}: this review covers only the benchmarks whose names hash to this shard; every shard measured the whole suite. \`bench-review merge\` combines the shards into one review.` : `Shard ${p.shard}: this review covers this shard's share of the ${p.listed} listed benchmarks, measured through the command's filter (and any unlisted benchmark it measured). \`bench-review merge\` combines the shards into one review.`
  ),
  "run.merged": template({ shards: "strings", baseRuns: "numbers", headRuns: "numbers" }, (p) => {
    const each = p.shards.map((s, i) => `${s}: ${p.baseRuns[i] ?? 0} base / ${p.headRuns[i] ?? 0} head runs`).join("; ");
    return `Merged from ${p.shards.length} ${plural(p.shards.length, "shard")}, each measured base and head interleaved on its own runner (${each}); the verdicts are decided over all of them together, Benjamini\u2013Hochberg across every shard's gated metrics.`;
  }),
  "run.shards-differ": template({ shards: "strings", cpus: "strings" }, (p) => {
    const each = p.shards.map((s, i) => `${s}: ${p.cpus[i] ?? "unknown"}`).join("; ");
    return `The shards ran on different CPU models (${each}). Each benchmark still compares base with head measured on one runner, but the shards' numbers are not comparable with one another, and a slower runner needs more runs to show the same change.`;
  })
};

// src/render/messages/variants.ts
var VARIANT_MESSAGES = {
  "names.rename-unmatched": template(
    { from: "string", to: "string", alreadyNew: "boolean" },
    (p) => `Rename "${p.from}" \u2192 "${p.to}": base has no benchmark "${p.from}"${p.alreadyNew ? `, and already has "${p.to}" (renamed before this change?)` : ""}; the mapping renames nothing here`
  ),
  "names.paired-by-side": template(
    { base: "string", head: "string", baseTokens: "strings", headTokens: "strings" },
    (p) => `Compared "${p.base}" on base with "${p.head}" on head as one benchmark, "${p.head}": the names differ only by ${p.baseTokens.map((t, i) => `"${t}" \u2192 "${p.headTokens[i] ?? ""}"`).join(", ")} (a rename naming either decides instead)`
  ),
  "variants.headline": template(
    { reference: "string", names: "strings", regressions: "numbers", improvements: "numbers", statuses: "strings" },
    (p) => {
      const each = p.names.map((name, i) => {
        const r = p.regressions[i] ?? 0;
        const imp = p.improvements[i] ?? 0;
        const said = [
          r > 0 ? `${grouped(r)} ${plural(r, "benchmark")} regressed` : "no regression",
          ...imp > 0 ? [`${grouped(imp)} improved`] : []
        ].join(", ");
        const notJudged = p.statuses[i] === "neutral" && r === 0 ? " (not judged or not confirmed)" : "";
        return `"${name}": ${said}${notJudged}`;
      });
      return `${grouped(p.names.length)} ${plural(p.names.length, "variant")} against the reference "${p.reference}" \u2014 ${each.join("; ")}.`;
    }
  ),
  "variants.unconfirmed": template(
    { variant: "string", benchmark: "string", metric: "string", ciLow: "number", ciHigh: "number", threshold: "number", family: "number" },
    (p) => `"${p.variant}": ${p.benchmark} ${p.metric} is ${formatChange(p.ciLow)} \u2026 ${formatChange(p.ciHigh)}, wholly beyond its ${percent(p.threshold, 0)} threshold, but not a confirmed regression among the ${grouped(p.family)} gated metrics of every variant together. The check is neutral, not green.`
  ),
  "variants.family": template(
    { variants: "number", metrics: "number", q: "number" },
    (p) => `Benjamini\u2013Hochberg at q = ${levelText(p.q)} over the gated metrics of every variant together (${grouped(p.metrics)} across ${grouped(p.variants)} ${plural(p.variants, "comparison")}): a regression is confirmed only if it stands among all of them.`
  )
};

// src/render/messages/index.ts
var REGISTRIES = [
  ["compare", COMPARE_MESSAGES],
  ["review", REVIEW_MESSAGES],
  ["asks", ASK_MESSAGES],
  ["publish", PUBLISH_MESSAGES],
  ["run", RUN_MESSAGES],
  ["readers", READER_MESSAGES],
  ["sweeps", SWEEP_MESSAGES],
  ["variants", VARIANT_MESSAGES]
];
function merge() {
  const out = /* @__PURE__ */ new Map();
  for (const [name, registry] of REGISTRIES) {
    for (const [id, t] of Object.entries(registry)) {
      if (out.has(id)) throw new Error(`message id ${id} is defined twice (again in render/messages/${name}.ts)`);
      out.set(id, typeof t === "function" ? { params: {}, text: t } : t);
    }
  }
  return out;
}
var TEMPLATES = merge();
var MESSAGE_IDS = new Set(TEMPLATES.keys());
var ASK_IDS = new Set(Object.keys(ASK_MESSAGES));
function messageText(m) {
  const t = TEMPLATES.get(m.id);
  if (!t) return typeof m.params.text === "string" ? m.params.text : m.id;
  return t.text(m.params, messageText);
}
function joinedText(ms) {
  return ms.length ? ms.map(messageText).join(" ") : null;
}
function messageProblem(id, params) {
  const t = TEMPLATES.get(id);
  if (!t) return { at: "id", expected: "a message id bench-review knows (see render/messages/)" };
  const bad = paramProblem(t.params, params);
  if (bad) return { at: `params/${bad.key}`, expected: bad.expected };
  try {
    t.text(params, messageText);
  } catch {
    return { at: "params", expected: `the params of ${id}` };
  }
  return null;
}

// src/model/settings.ts
var QUANTILE_ID = /^p(?:[1-9]\d?|0)(?:\.\d{0,5}[1-9])?$/;
var LEVELS = /* @__PURE__ */ new Map();
var DEFAULT_QUANTILES = ["p50", "p90", "p99", "p99.9"];
var METRIC_IDS = ["min", "p50", "p90", "p99", "p99.9", "max", "mean"];
var TAIL_METRICS = ["p90", "p99", "p99.9"];
var QUANTILES = DEFAULT_QUANTILES.map((id) => ({ id, p: quantileLevel(id) }));
function quantileLevel(id) {
  const known = LEVELS.get(id);
  if (known !== void 0) return known ?? void 0;
  let level = null;
  if (QUANTILE_ID.test(id) && id !== "p0") {
    const pct = id.slice(1);
    const dot = pct.indexOf(".");
    const decimals = dot < 0 ? 0 : pct.length - dot - 1;
    level = Number(pct.replace(".", "")) / 10 ** (decimals + 2);
  }
  if (LEVELS.size >= 1024) LEVELS.clear();
  LEVELS.set(id, level);
  return level ?? void 0;
}
function quantileIdOf(p) {
  if (!(p > 0 && p < 1)) return void 0;
  const pct = Number((p * 100).toFixed(6));
  const id = `p${String(pct)}`;
  return quantileLevel(id) !== void 0 && Math.abs(pct / 100 - p) < 1e-12 ? id : void 0;
}
function isMetricId(id) {
  return id === "min" || id === "max" || id === "mean" || quantileLevel(id) !== void 0;
}
function isTailMetric(id) {
  const p = quantileLevel(id);
  return p !== void 0 && p >= 0.9 - 1e-12;
}
function quantilesOf(settings) {
  return metricOrder(["p50", ...settings.quantiles ?? DEFAULT_QUANTILES]);
}
function printedLevelKept(p) {
  if (!(p > 0 && p < 1) || quantileIdOf(p) === void 0) return false;
  const tail = 1 - p;
  if (tail < 1e-6 * (1 - 1e-9)) return false;
  const exp = Math.floor(Math.log10(tail) + 1e-9);
  const mantissa = tail / 10 ** exp;
  return [1, 2.5, 5, 7.5].some((m) => Math.abs(mantissa - m) < 1e-6);
}
function metricOrder(ids) {
  const list2 = Array.isArray(ids) ? ids : [...ids];
  if (list2.length > 32) return orderOf(list2);
  let key = "";
  for (const id of list2) key += `${id.length}:${id}`;
  let order = ORDERS.get(key);
  if (!order) {
    order = orderOf(list2);
    if (ORDERS.size >= 1024) ORDERS.clear();
    ORDERS.set(key, order);
  }
  return order.slice();
}
function orderOf(ids) {
  const rank = (id) => id === "min" ? -1 : id === "max" ? 2 : id === "mean" ? 3 : quantileLevel(id) ?? 1.5;
  return [...new Set(ids)].filter(isMetricId).sort((a, b) => rank(a) - rank(b));
}
var ORDERS = /* @__PURE__ */ new Map();
function defaultThreshold(id) {
  if (id === "min" || id === "mean") return 0.05;
  if (id === "max") return 0.25;
  const p = quantileLevel(id) ?? 0.5;
  const tail = 1 - p - 1e-12;
  return tail > 0.1 ? 0.05 : tail > 0.01 ? 0.1 : tail > 1e-3 ? 0.15 : 0.25;
}
function thresholdFor(settings, id) {
  return Object.hasOwn(settings.thresholds, id) ? settings.thresholds[id] : defaultThreshold(id);
}
var DEFAULT_THRESHOLDS = {
  p50: 0.05,
  p90: 0.1,
  p99: 0.15,
  "p99.9": 0.25,
  min: 0.05,
  max: 0.25,
  mean: 0.05
};
function defaultSettings() {
  return {
    alpha: 0.05,
    q: 0.05,
    thresholds: { ...DEFAULT_THRESHOLDS },
    noiseFloor: {},
    failOn: "auto",
    allowDifferentMachines: false,
    quantiles: [...DEFAULT_QUANTILES]
  };
}
var RUN_LIMITS = {
  /** A fixed count; `default` is what calibration uses for `auto` (run and the action default to `auto`). */
  runs: { min: 1, max: 1e3, default: 10 },
  timeoutMinutes: { max: 360, default: 10 },
  /** `runs: auto`: the cap on runs per side (`max-runs`) and the time budget of the whole measurement (`max-minutes`, at most GitHub's job limit). */
  maxRuns: { min: 2, max: 1e3, default: 30 },
  maxMinutes: { max: 360, default: 30 }
};

// src/compare/allowance.ts
var DEFAULT_ALLOWANCES = {
  /**
   * The committed corpus reaches ×1.23; a first generation of it, made while the test suite ran on
   * the same two cores, reached ×1.65 (a Google Benchmark cpu_time mean of 10 repetitions), and the
   * A/A pairs issue 23 reports ×1.37 at the near end (Go, under load) and a redis-benchmark GET p50
   * of ×1.79: the default keeps the largest (±80 % leaves the ×1.79 estimate, and so its interval's
   * near end, inside).
   */
  centre: 0.8,
  throughput: 1.25,
  /** By quantile level: the band with the largest `from` at or below the level (max takes the last). */
  tail: [
    { from: 0.9, value: 4.65 },
    { from: 0.99, value: 5.5 },
    // The first generation reached ×9.75 at redis-benchmark's p99.9 (the committed corpus ×4.6).
    { from: 0.999, value: 9.65 }
  ]
};
function defaultAllowance(metric, kind) {
  if (kind !== "tail") return DEFAULT_ALLOWANCES[kind];
  const bands = DEFAULT_ALLOWANCES.tail;
  const p = metric === "max" ? 1 : quantileLevel(metric) ?? 1;
  let value = bands[0].value;
  for (const band of bands) if (p >= band.from - 1e-12) value = band.value;
  return value;
}
function allowanceKind(metric, lowerIsBetter) {
  if (!lowerIsBetter) return "throughput";
  return metric === "max" || isTailMetric(metric) ? "tail" : "centre";
}
function processesOf(b, side2) {
  return b.processes?.[side2] ?? b.runs[side2].length;
}
function evidenceLevel(b, runsAreOperations2) {
  const runs2 = Math.min(b.runs.base.length, b.runs.head.length);
  if (runs2 === 0) return "none";
  if (runs2 >= 2) {
    if (runsAreOperations2) return "across-processes";
    return Math.min(processesOf(b, "base"), processesOf(b, "head")) >= 2 ? "across-processes" : "in-process";
  }
  return b.sampleKind === "per-op" || b.sampleKind === "histogram" ? "one-run-samples" : "one-run-aggregates";
}
function needsAllowance(level) {
  return level === "in-process" || level === "one-run-samples" || level === "one-run-aggregates";
}
function allowanceFor(metric, lowerIsBetter, settings) {
  const kind = allowanceKind(metric, lowerIsBetter);
  const floor = settings.noiseFloor[metric];
  return floor !== void 0 ? { value: floor, source: "calibrated", kind } : { value: defaultAllowance(metric, kind), source: "default", kind };
}

// src/review/contract.ts
function failsGate(m) {
  return m !== void 0 && m.gated && m.confirmed && m.verdict === "regression";
}
function benchmarkOf(b) {
  const suffix = ` (${b.measure})`;
  return b.name.endsWith(suffix) && b.name.length > suffix.length ? b.name.slice(0, -suffix.length) : b.name;
}
function changeSize(m) {
  if (!m) return null;
  if (m.constant === "from-zero" || m.constant === "to-zero") return Infinity;
  return m.ratio !== null && m.ratio > 0 && Number.isFinite(m.ratio) ? Math.abs(Math.log(m.ratio)) : null;
}
function leadMetric(b) {
  let best = null;
  let size = -1;
  for (const [id, m] of Object.entries(b.metrics)) {
    if (!failsGate(m)) continue;
    const s = changeSize(m) ?? 0;
    if (s > size) [best, size] = [id, s];
  }
  return best;
}

// src/render/json.ts
var data = (m) => ({ id: m.id, params: m.params });
var METRIC_HEAD = /* @__PURE__ */ new Set(["base", "head", "ratio", "ciLow", "ciHigh", "verdict", "gated", "notes"]);
function jsonMetric(m) {
  const notes = m.notes;
  const out = {
    base: m.base,
    head: m.head,
    ratio: m.ratio,
    ciLow: m.ciLow,
    ciHigh: m.ciHigh,
    verdict: m.verdict,
    gated: m.gated,
    note: joinedText(notes),
    noteMessages: notes.map(data)
  };
  for (const k of Object.keys(m)) if (!METRIC_HEAD.has(k)) out[k] = m[k];
  return out;
}
function jsonBenchmark(b) {
  const metrics = {};
  for (const [id, m] of Object.entries(b.metrics)) if (m) metrics[id] = jsonMetric(m);
  return { ...b, metrics, notes: b.notes.map(messageText), noteMessages: b.notes.map(data) };
}
function jsonSweep(s) {
  return {
    ...s,
    points: s.points.map((p) => ({
      ...p,
      metrics: Object.fromEntries(Object.entries(p.metrics).map(([id, m]) => [id, jsonMetric(m)])),
      throughput: p.throughput ? jsonMetric(p.throughput) : null
    }))
  };
}
function jsonGeomean(g) {
  return { ...g, notes: g.notes.map(messageText), noteMessages: g.notes.map(data) };
}
function jsonAsk(a) {
  const { kind, benchmark, id, params, quote, links } = a;
  return {
    kind,
    benchmark,
    message: messageText(a),
    id,
    params,
    ...quote !== void 0 ? { quote } : {},
    ...links !== void 0 ? { links } : {}
  };
}
function jsonReportWith(report, benchmark) {
  return {
    schemaVersion: report.schemaVersion,
    status: report.status,
    ...report.undecided === void 0 ? {} : { undecided: report.undecided },
    headline: messageText(report.headline),
    headlineMessage: data(report.headline),
    settings: report.settings,
    summary: report.summary,
    machine: {
      ...report.machine,
      differences: report.machine.differences.map(messageText),
      differenceMessages: report.machine.differences.map(data)
    },
    run: report.run,
    benchmarks: report.benchmarks.map(benchmark),
    sweeps: (report.sweeps ?? []).map(jsonSweep),
    geomeans: (report.geomeans ?? []).map(jsonGeomean),
    // Only with a history store (`--history`): a review without one is the same document as before.
    ...report.drift ? { drift: report.drift } : {},
    asks: report.asks.map(jsonAsk),
    notes: report.notes.map(messageText),
    noteMessages: report.notes.map(data),
    warnings: report.warnings.map(messageText),
    warningMessages: report.warnings.map(data)
  };
}
function renderJson(report) {
  return JSON.stringify(
    jsonReportWith(report, (b) => ({ toJSON: () => jsonBenchmark(b) })),
    null,
    2
  ) + "\n";
}

// src/render/escape.ts
var ZW = "\u200B";
var CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
var BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
var FLATTENED = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
function flatten(text) {
  if (!FLATTENED.test(text)) return text;
  return text.replace(/\r\n|[\r\n\t\u2028\u2029]/g, " ").replace(CONTROL, "").replace(BIDI, "");
}
var LINKISH = /[@#:]|gh-\d|[0-9a-f]{7}|www\./i;
function defuseLinks(text) {
  if (!LINKISH.test(text)) return text;
  return text.replace(/[@#]/g, `$&${ZW}`).replace(/\b(gh)-(?=\d)/gi, `$1-${ZW}`).replace(/\b[0-9a-f]{7,}\b/gi, (hex) => hex.match(/.{1,6}/g).join(ZW)).replace(/:\/\//g, `:${ZW}//`).replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}${ZW}.`).replace(/:(?=[a-z0-9_+-]+:)/gi, `:${ZW}`);
}
function breakCommentOpeners(text) {
  return text.includes("<!--") ? text.replace(/<!--/g, `<${ZW}!--`) : text;
}
var entities = (s) => /[&<>]/.test(s) ? s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;") : s;
var MD_SPECIAL = /[\\`*_[\]|~$]/g;
function escapeMarkdown(text) {
  const out = entities(defuseLinks(flatten(text).replace(/^\s+/, ""))).replace(MD_SPECIAL, (c) => `\\${c}`);
  return out.replace(/^([-+=])/, "\\$1").replace(/^(\d+)([.)])/, "$1\\$2");
}
function escapeHtml(text) {
  return entities(defuseLinks(flatten(text))).replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
function htmlCode(text) {
  const safe = entities(flatten(text));
  return `<code>${/["'@]/.test(safe) ? safe.replace(/"/g, "&quot;").replace(/'/g, "&#39;").replace(/@/g, `@${ZW}`) : safe}</code>`;
}
function codeSpan(text) {
  const flat = flatten(text);
  const clean = breakCommentOpeners(flat.includes("|") ? flat.replace(/\|/g, "\xA6") : flat);
  const ticks = clean.includes("`");
  const runs2 = ticks ? clean.match(/`+/g) ?? [] : [];
  const fence = ticks ? "`".repeat(Math.max(0, ...runs2.map((r) => r.length)) + 1) : "`";
  const pad = ticks && (clean.startsWith("`") || clean.endsWith("`")) ? " " : "";
  return `${fence}${pad}${clean.includes("@") ? clean.replace(/@/g, `@${ZW}`) : clean}${pad}${fence}`;
}
function plainText(text, max) {
  return clip(defuseLinks(flatten(text)).replace(/</g, `<${ZW}`).replace(/\]\(/g, `]${ZW}(`), max);
}
function clip(text, max) {
  if (text.length <= max) return text;
  let end = max - 1;
  if (end > 0 && /[\ud800-\udbff]/.test(text[end - 1])) end--;
  return `${text.slice(0, end)}\u2026`;
}
function quoteLine(text, max = 300) {
  return `> ${escapeMarkdown(clip(flatten(text), max + 1))}`;
}
var NAME_MAX = 120;
function shortName(name, max = NAME_MAX) {
  if (name.length <= max) return name;
  const cps = Array.from(name);
  if (cps.length <= max) return name;
  const tail = Math.floor((max - 1) / 3);
  return `${cps.slice(0, max - 1 - tail).join("")}\u2026${cps.slice(cps.length - tail).join("")}`;
}
function shortHash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 8 & 16777215).toString(16).padStart(6, "0");
}
function displayNames(names3) {
  const byShort = /* @__PURE__ */ new Map();
  for (const name of [...new Set(names3)].filter((n) => n.length > NAME_MAX).sort((a, b) => b.length - a.length)) {
    const s = shortName(name);
    if (s !== name) byShort.set(s, [...byShort.get(s) ?? [], name]);
  }
  const out = /* @__PURE__ */ new Map();
  for (const [s, full] of byShort)
    for (const name of full) out.set(name, full.length === 1 ? s : `${shortName(name, NAME_MAX - 8)} ~${shortHash(name)}`);
  return new Map([...out].sort((a, b) => b[0].length - a[0].length));
}
function shortenNamesIn(text, names3) {
  let out = text;
  for (const [full, short2] of names3) if (out.length >= full.length && out.includes(full)) out = out.split(full).join(short2);
  return out;
}
function mermaidLabel(text, max = 60) {
  return text.replace(/[^A-Za-z0-9 _.,:;/+()\-µ%=]/g, "_").slice(0, max) || "_";
}

// src/stats/normal.ts
var A = [3.1611237438705655, 113.86415415105016, 377.485237685302, 3209.3775891384694, 0.18577770618460315];
var B = [23.601290952344122, 244.02463793444417, 1282.6165260773723, 2844.236833439171];
var C = [
  0.5641884969886701,
  8.883149794388375,
  66.11919063714163,
  298.6351381974001,
  881.952221241769,
  1712.0476126340707,
  2051.0783778260716,
  1230.3393547979972,
  21531153547440383e-24
];
var D = [
  15.744926110709835,
  117.6939508913125,
  537.1811018620099,
  1621.3895745666903,
  3290.7992357334597,
  4362.619090143247,
  3439.3676741437216,
  1230.3393548037495
];
var P = [
  0.30532663496123236,
  0.36034489994980445,
  0.12578172611122926,
  0.016083785148742275,
  6587491615298367e-19,
  0.016315387137302097
];
var Q = [2.5685201922898684, 1.8729528499234604, 0.5279051029514285, 0.06051834131244132, 0.0023352049762686918];
var INV_SQRT_PI = 0.5641895835477563;
var SQRT2 = Math.SQRT2;
var SQRT_2PI = 2.5066282746310002;
function expMinusSquare(y) {
  const ys = Math.trunc(y * 16) / 16;
  const del = (y - ys) * (y + ys);
  return Math.exp(-ys * ys) * Math.exp(-del);
}
function erfcTail(y) {
  if (y <= 4) {
    let num4 = C[8] * y;
    let den2 = y;
    for (let i = 0; i < 7; i++) {
      num4 = (num4 + C[i]) * y;
      den2 = (den2 + D[i]) * y;
    }
    return expMinusSquare(y) * (num4 + C[7]) / (den2 + D[7]);
  }
  if (y >= 26.55) return 0;
  const ysq = 1 / (y * y);
  let num3 = P[5] * ysq;
  let den = ysq;
  for (let i = 0; i < 4; i++) {
    num3 = (num3 + P[i]) * ysq;
    den = (den + Q[i]) * ysq;
  }
  const r = ysq * (num3 + P[4]) / (den + Q[4]);
  return expMinusSquare(y) * (INV_SQRT_PI - r) / y;
}
function erfc(x) {
  if (Number.isNaN(x)) return NaN;
  const y = Math.abs(x);
  if (y <= 0.46875) {
    const ysq = y > 111e-18 ? y * y : 0;
    let num3 = A[4] * ysq;
    let den = ysq;
    for (let i = 0; i < 3; i++) {
      num3 = (num3 + A[i]) * ysq;
      den = (den + B[i]) * ysq;
    }
    return 1 - x * (num3 + A[3]) / (den + B[3]);
  }
  const r = erfcTail(y);
  return x < 0 ? 2 - r : r;
}
var SQRT2_LO = -9667293313452913e-32;
var SPLIT = 134217729;
function productError(a, b, prod) {
  const ca = SPLIT * a;
  const ah = ca - (ca - a);
  const al = a - ah;
  const cb = SPLIT * b;
  const bh = cb - (cb - b);
  const bl = b - bh;
  return ah * bh - prod + ah * bl + al * bh + al * bl;
}
function erfcOverSqrt2(x) {
  const y = x / SQRT2;
  const r = erfc(y);
  if (Math.abs(y) <= 0.46875 || !Number.isFinite(y) || r === 0) return r;
  const prod = y * SQRT2;
  const delta = (x - prod - productError(y, SQRT2, prod) - y * SQRT2_LO) / SQRT2;
  return r - 2 * INV_SQRT_PI * expMinusSquare(Math.abs(y)) * delta;
}
function normalCdf(z) {
  return 0.5 * erfcOverSqrt2(-z);
}
function normalSf(z) {
  return 0.5 * erfcOverSqrt2(z);
}
var AQ = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
var BQ = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
var CQ = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
var DQ = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
function acklamLower(p) {
  if (p < 0.02425) {
    const q2 = Math.sqrt(-2 * Math.log(p));
    return (((((CQ[0] * q2 + CQ[1]) * q2 + CQ[2]) * q2 + CQ[3]) * q2 + CQ[4]) * q2 + CQ[5]) / ((((DQ[0] * q2 + DQ[1]) * q2 + DQ[2]) * q2 + DQ[3]) * q2 + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return (((((AQ[0] * r + AQ[1]) * r + AQ[2]) * r + AQ[3]) * r + AQ[4]) * r + AQ[5]) * q / (((((BQ[0] * r + BQ[1]) * r + BQ[2]) * r + BQ[3]) * r + BQ[4]) * r + 1);
}
function normalQuantile(p) {
  if (Number.isNaN(p) || p < 0 || p > 1) return NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const upper = p > 0.5;
  const t = upper ? 1 - p : p;
  let x = acklamLower(t);
  const e = normalCdf(x) - t;
  const u = e * SQRT_2PI * Math.exp(x * x / 2);
  x = x - u / (1 + x * u / 2);
  return upper ? -x : x;
}

// src/stats/estimability.ts
function checkP(p, name) {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`${name}: p must be in [0, 1], got ${p}`);
}
function minSamplesForTail(p, tailProbability) {
  checkP(p, "minSamplesForTail");
  if (!(tailProbability > 0 && tailProbability < 1)) {
    throw new RangeError(`minSamplesForTail: tail probability must be in (0, 1), got ${tailProbability}`);
  }
  if (p <= tailProbability) return 1;
  if (p === 1) return Infinity;
  const x = Math.log(tailProbability) / Math.log(p);
  const r = Math.round(x);
  return Math.max(1, Math.abs(x - r) <= 1e-9 * x ? r : Math.ceil(x));
}
function minSamplesFor(p, confidence = 0.95) {
  return minSamplesForTail(p, (1 - confidence) / 2);
}
function isEstimable(n, p, confidence = 0.95) {
  return n >= minSamplesFor(p, confidence);
}
function isWellResolved(n, p, minExpectedAbove = 10) {
  checkP(p, "isWellResolved");
  return n * (1 - p) >= minExpectedAbove * (1 - 1e-9);
}
function describeRank(n, p) {
  checkP(p, "describeRank");
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`describeRank: n must be \u2265 1, got ${n}`);
  const nearestRank2 = nearestRankIndex(n, p);
  return { nearestRank: nearestRank2, fromTop: n - nearestRank2 + 1 };
}

// src/stats/binomial.ts
var EXACT_VARIANCE_LIMIT = 1e8;
var LN_2PI = 1.8378770664093453;
var STIRLERR = [
  0,
  0.08106146679532726,
  0.0413406959554093,
  0.02767792568499834,
  0.020790672103765093,
  0.016644691189821193,
  0.013876128823070748,
  0.01189670994589177,
  0.010411265261972096,
  0.009255462182712733,
  0.00833056343336287,
  0.007573675487951841,
  0.00694284010720953,
  0.006408994188004207,
  0.0059513701127588475,
  0.005554733551962801
];
var S0 = 1 / 12;
var S1 = 1 / 360;
var S2 = 1 / 1260;
var S3 = 1 / 1680;
var S4 = 1 / 1188;
function stirlerr(n) {
  if (n <= 15) return STIRLERR[n];
  const nn = n * n;
  if (n > 500) return (S0 - S1 / nn) / n;
  if (n > 80) return (S0 - (S1 - S2 / nn) / nn) / n;
  if (n > 35) return (S0 - (S1 - (S2 - S3 / nn) / nn) / nn) / n;
  return (S0 - (S1 - (S2 - (S3 - S4 / nn) / nn) / nn) / nn) / n;
}
function bd0Series(d, x, sum) {
  let v = d / sum;
  let s = d * v;
  let ej = 2 * x * v;
  v *= v;
  for (let j = 1; j < 1e3; j++) {
    ej *= v;
    const s1 = s + ej / (2 * j + 1);
    if (s1 === s) return s1;
    s = s1;
  }
  return void 0;
}
function bd0(x, np) {
  const near = Math.abs(x - np) < 0.1 * (x + np) ? bd0Series(x - np, x, x + np) : void 0;
  return near ?? x * Math.log(x / np) + np - x;
}
function checkArgs(n, p) {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`binomial: n must be a non-negative integer \u2264 2^53 \u2212 1, got ${n}`);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`binomial: p must be in [0, 1], got ${p}`);
}
function binomialPmf(k, n, p) {
  checkArgs(n, p);
  if (!Number.isInteger(k) || k < 0 || k > n) return 0;
  const q = 1 - p;
  if (p === 0) return k === 0 ? 1 : 0;
  if (q === 0) return k === n ? 1 : 0;
  if (k === 0) {
    if (n === 0) return 1;
    return Math.exp(p < 0.1 ? -bd0(n, n * q) - n * p : n * Math.log(q));
  }
  if (k === n) return Math.exp(q < 0.1 ? -bd0(n, n * p) - n * q : n * Math.log(p));
  const lc = stirlerr(n) - stirlerr(k) - stirlerr(n - k) - bd0(k, n * p) - bd0(n - k, n * q);
  const lf = LN_2PI + Math.log(k) + Math.log1p(-k / n);
  return Math.exp(lc - 0.5 * lf);
}
function mode(n, p) {
  return Math.min(n, Math.floor((n + 1) * p));
}
function sumDownFrom(k, n, p) {
  let term = binomialPmf(k, n, p);
  let sum = term;
  const ratio = (1 - p) / p;
  for (let j = k; j > 0 && term > sum * 1e-17; j--) {
    term *= j / (n - j + 1) * ratio;
    sum += term;
  }
  return sum;
}
function sumUpFrom(k, n, p) {
  let term = binomialPmf(k, n, p);
  let sum = term;
  const ratio = p / (1 - p);
  for (let j = k; j < n && term > sum * 1e-17; j++) {
    term *= (n - j) / (j + 1) * ratio;
    sum += term;
  }
  return sum;
}
function useSaddlepoint(n, p, method) {
  return method === "saddlepoint" || method === "auto" && n * p * (1 - p) > EXACT_VARIANCE_LIMIT;
}
function saddleTails(x, n, p) {
  const mean = n * p;
  const d = x - mean;
  const delta = 1e-3 * Math.sqrt(mean * (1 - p));
  if (Math.abs(d) < delta) {
    const a = saddleTailsAt(-2 * delta, n, mean);
    const b = saddleTailsAt(2 * delta, n, mean);
    const t = (d + 2 * delta) / (4 * delta);
    return { lower: a.lower + t * (b.lower - a.lower), upper: a.upper + t * (b.upper - a.upper) };
  }
  return saddleTailsAt(d, n, mean);
}
function bd0Diff(d, m) {
  const near = Math.abs(d) < 0.1 * (2 * m + d) ? bd0Series(d, m + d, 2 * m + d) : void 0;
  return near ?? (m + d) * Math.log1p(d / m) - d;
}
function saddleTailsAt(d, n, mean) {
  const meanQ = n - mean;
  const x = mean + d;
  const s = Math.log1p(d / mean) - Math.log1p(-d / meanQ);
  const dev = bd0Diff(d, mean) + bd0Diff(-d, meanQ);
  const w = Math.sign(d) * Math.sqrt(2 * Math.max(0, dev));
  const u = 2 * Math.sinh(s / 2) * Math.sqrt(x * (meanQ - d) / n);
  const density = Math.exp(-0.5 * w * w) / Math.sqrt(2 * Math.PI);
  const corr = density * (1 / w - 1 / u);
  if (w < 0) {
    const lower = Math.min(1, Math.max(0, normalCdf(w) + corr));
    return { lower, upper: 1 - lower };
  }
  const upper = Math.min(1, Math.max(0, normalSf(w) - corr));
  return { lower: 1 - upper, upper };
}
function binomialCdf(k, n, p, method = "auto") {
  checkArgs(n, p);
  const kk = Math.floor(k);
  if (kk < 0) return 0;
  if (kk >= n) return 1;
  if (p === 0) return 1;
  if (p === 1) return 0;
  if (useSaddlepoint(n, p, method)) return saddleTails(kk + 0.5, n, p).lower;
  if (kk < mode(n, p)) return sumDownFrom(kk, n, p);
  return 1 - sumUpFrom(kk + 1, n, p);
}
function binomialSf(k, n, p, method = "auto") {
  checkArgs(n, p);
  const kk = Math.ceil(k);
  if (kk <= 0) return 1;
  if (kk > n) return 0;
  if (p === 0) return 0;
  if (p === 1) return 1;
  if (useSaddlepoint(n, p, method)) return saddleTails(kk - 0.5, n, p).upper;
  if (kk > mode(n, p)) return sumUpFrom(kk, n, p);
  return 1 - sumDownFrom(kk - 1, n, p);
}
function checkConfidence(confidence) {
  if (!(confidence > 0 && confidence < 1)) {
    throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
  }
}
function lowerOrder(n, p, tail, method) {
  const sigma = Math.sqrt(n * p * (1 - p));
  const exact = !useSaddlepoint(n, p, method);
  const below = (k2) => k2 === 0 ? 0 : binomialCdf(k2 - 1, n, p, method);
  let k = Math.max(0, Math.min(n, Math.floor(n * p + normalQuantile(tail) * sigma)));
  let f = below(k);
  if (f <= tail) {
    while (k < n) {
      const next = exact ? f + binomialPmf(k, n, p) : below(k + 1);
      if (next > tail) break;
      f = next;
      k++;
    }
    return k;
  }
  while (k > 0 && f > tail) {
    k--;
    f = k === 0 ? 0 : exact ? f - binomialPmf(k, n, p) : below(k);
  }
  return k;
}
function upperOrder(n, p, tail, method) {
  const sigma = Math.sqrt(n * p * (1 - p));
  const exact = !useSaddlepoint(n, p, method);
  const atLeast = (k2) => k2 === n + 1 ? 0 : binomialSf(k2, n, p, method);
  let k = Math.max(1, Math.min(n + 1, Math.ceil(n * p - normalQuantile(tail) * sigma) + 1));
  let s = atLeast(k);
  if (s <= tail) {
    while (k > 1) {
      const next = exact ? s + binomialPmf(k - 1, n, p) : atLeast(k - 1);
      if (next > tail) break;
      s = next;
      k--;
    }
    return k;
  }
  while (k <= n && s > tail) {
    s = k === n ? 0 : exact ? s - binomialPmf(k, n, p) : atLeast(k + 1);
    k++;
  }
  return k;
}
function orderStatisticInterval(n, p, confidence = 0.95, method = "auto") {
  checkArgs(n, p);
  checkConfidence(confidence);
  const tail = (1 - confidence) / 2;
  const lo = lowerOrder(n, p, tail, method);
  const hi = upperOrder(n, p, tail, method);
  const below = lo === 0 ? 0 : binomialCdf(lo - 1, n, p, method);
  const above = hi === n + 1 ? 0 : binomialSf(hi, n, p, method);
  return { lo, hi, coverage: 1 - below - above };
}

// src/stats/u-distribution.ts
function lowerHalfCounts(n, m) {
  const a = Math.min(n, m);
  const b = Math.max(n, m);
  const len = Math.floor(a * b / 2) + 1;
  const makeRows = () => Array.from({ length: a + 1 }, () => new Float64Array(len));
  let prev = makeRows();
  let cur = makeRows();
  for (const row of prev) row[0] = 1;
  for (let i = 1; i <= b; i++) {
    cur[0].fill(0);
    cur[0][0] = 1;
    for (let j = 1; j <= a; j++) {
      const row = cur[j];
      const up = prev[j];
      const left = cur[j - 1];
      for (let u = 0; u < len; u++) row[u] = left[u] + (u >= j ? up[u - j] : 0);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[a];
}
function distributionFromCounts(n, m, half) {
  const nm = n * m;
  const counts = new Float64Array(nm + 1);
  for (let u = 0; u < half.length; u++) {
    counts[u] = half[u];
    counts[nm - u] = half[u];
  }
  let total = 0;
  for (let u = 0; u <= nm; u++) total += counts[u];
  const pmf = new Float64Array(nm + 1);
  const cum = new Float64Array(nm + 1);
  let running = 0;
  for (let u = 0; u <= nm; u++) {
    pmf[u] = counts[u] / total;
    running += counts[u];
    cum[u] = running / total;
  }
  const cdf = (u) => u < 0 ? 0 : u >= nm ? 1 : cum[Math.floor(u)];
  const sf = (u) => u > nm ? 0 : u <= 0 ? 1 : cdf(nm - Math.ceil(u));
  return { n, m, pmf, cdf, sf };
}
var cache = /* @__PURE__ */ new Map();
var CACHE_SIZE = 64;
function uNullDistribution(n, m) {
  if (!Number.isInteger(n) || !Number.isInteger(m) || n < 1 || m < 1) {
    throw new RangeError(`uNullDistribution: sizes must be positive integers, got ${n} and ${m}`);
  }
  const key = `${n},${m}`;
  const hit = cache.get(key);
  if (hit !== void 0) return hit;
  const dist = distributionFromCounts(n, m, lowerHalfCounts(n, m));
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value);
  cache.set(key, dist);
  return dist;
}
var MAX_DP_CELLS = 2e7;
function conditionalRankSumCounts(groups, n1) {
  let sMax = 0;
  const sorted = [...groups].sort((a, b) => b.twiceMidrank - a.twiceMidrank);
  let left = n1;
  for (const g of sorted) {
    const take = Math.min(left, g.size);
    sMax += take * g.twiceMidrank;
    left -= take;
  }
  const width = sMax + 1;
  if ((n1 + 1) * width > MAX_DP_CELLS) {
    throw new RangeError(`exact tie-conditional distribution too large (${n1 + 1} \xD7 ${width} cells)`);
  }
  const dp = [];
  for (let j = 0; j <= n1; j++) dp.push(new Float64Array(width));
  dp[0][0] = 1;
  const lo = new Int32Array(n1 + 1).fill(2147483647);
  const hi = new Int32Array(n1 + 1).fill(-1);
  lo[0] = hi[0] = 0;
  let used = 0;
  for (const g of groups) {
    addGroup(dp, g, Math.min(n1, used + g.size), width, lo, hi);
    used += g.size;
  }
  return dp[n1];
}
function addGroup(dp, g, jMax, width, lo, hi) {
  const choose = [1];
  for (let c = 1; c <= g.size; c++) choose.push(choose[c - 1] * (g.size - c + 1) / c);
  for (let j = jMax; j >= 1; j--) {
    const target = dp[j];
    for (let c = 1; c <= Math.min(g.size, j); c++) {
      if (lo[j - c] > hi[j - c]) continue;
      const source = dp[j - c];
      const shift = c * g.twiceMidrank;
      const weight = choose[c];
      const end = Math.min(hi[j - c], width - 1 - shift);
      for (let s = lo[j - c]; s <= end; s++) {
        if (source[s] !== 0) target[s + shift] += weight * source[s];
      }
      if (lo[j - c] <= end) {
        lo[j] = Math.min(lo[j], lo[j - c] + shift);
        hi[j] = Math.max(hi[j], end + shift);
      }
    }
  }
}

// src/stats/mann-whitney.ts
var SORTED = [];
var REUSED_MAX = 1 << 16;
function sortedInto(slot, v) {
  let b = SORTED[slot];
  if (v.length > REUSED_MAX) b = new Float64Array(v.length);
  else if (!b || b.length < v.length)
    SORTED[slot] = b = new Float64Array(Math.min(REUSED_MAX, Math.max(v.length, 64, 2 * (b?.length ?? 0))));
  const out = b.subarray(0, v.length);
  for (let i = 0; i < v.length; i++) out[i] = v[i];
  return out.sort();
}
function rankTwoSamples(x, y) {
  const xs = sortedInto(0, x);
  const ys = sortedInto(1, y);
  const groups = [];
  let i = 0;
  let j = 0;
  let twiceRankSumX = 0;
  let tieTerm = 0;
  while (i < xs.length || j < ys.length) {
    const v = j >= ys.length || i < xs.length && xs[i] <= ys[j] ? xs[i] : ys[j];
    let cx = 0;
    let cy = 0;
    while (i < xs.length && xs[i] === v) {
      i++;
      cx++;
    }
    while (j < ys.length && ys[j] === v) {
      j++;
      cy++;
    }
    const size = cx + cy;
    const start = i + j - size + 1;
    const twiceMidrank = 2 * start + size - 1;
    groups.push({ size, twiceMidrank });
    twiceRankSumX += cx * twiceMidrank;
    tieTerm += size * size * size - size;
  }
  return { twiceRankSumX, groups, hasTies: groups.length < xs.length + ys.length, tieTerm };
}
function checkSample(v, name) {
  if (v.length === 0) throw new RangeError(`mannWhitney: ${name} is empty`);
  for (let i = 0; i < v.length; i++) {
    if (Number.isNaN(v[i])) throw new RangeError(`mannWhitney: ${name} contains NaN`);
  }
}
var TIE_COUNTS = /* @__PURE__ */ new Map();
function tieCountsOf(groups, k) {
  let key = `${k}:`;
  for (const g of groups) key += `${g.size},`;
  let counts = TIE_COUNTS.get(key);
  if (!counts) {
    counts = conditionalRankSumCounts(groups, k);
    if (counts.length > 8192) return counts;
    if (TIE_COUNTS.size >= 256) TIE_COUNTS.clear();
    TIE_COUNTS.set(key, counts);
  }
  return counts;
}
function exactTails(r, n1, n2, u) {
  if (!r.hasTies) {
    const dist = uNullDistribution(n1, n2);
    return [dist.cdf(u), dist.sf(u)];
  }
  const N = n1 + n2;
  const useX = n1 <= n2;
  const counts = tieCountsOf(r.groups, useX ? n1 : n2);
  const sObs = useX ? r.twiceRankSumX : N * (N + 1) - r.twiceRankSumX;
  let total = 0;
  let atMost = 0;
  let atLeast = 0;
  for (let s = 0; s < counts.length; s++) {
    total += counts[s];
    if (s <= sObs) atMost += counts[s];
    if (s >= sObs) atLeast += counts[s];
  }
  const less = atMost / total;
  const greater = atLeast / total;
  return useX ? [less, greater] : [greater, less];
}
function exactP(r, n1, n2, u, alt) {
  const [less, greater] = exactTails(r, n1, n2, u);
  if (alt === "less") return less;
  if (alt === "greater") return greater;
  if (2 * u === n1 * n2) return 1;
  return Math.min(1, 2 * Math.min(less, greater));
}
function exactNoTiesP(n1, n2, u, alt) {
  const dist = uNullDistribution(n1, n2);
  const u2 = n1 * n2 - u;
  if (alt === "greater") return dist.sf(Math.trunc(u));
  if (alt === "less") return dist.sf(Math.trunc(u2));
  return Math.min(1, 2 * dist.sf(Math.trunc(Math.max(u, u2))));
}
function asymptoticP(r, n1, n2, u, alt, cc) {
  const N = n1 + n2;
  const mu = n1 * n2 / 2;
  const sigma = Math.sqrt(n1 * n2 / 12 * (N + 1 - r.tieTerm / (N * (N - 1))));
  const u2 = n1 * n2 - u;
  const stat = alt === "greater" ? u : alt === "less" ? u2 : Math.max(u, u2);
  const z = (stat - mu - (cc ? 0.5 : 0)) / sigma;
  const p = normalSf(z) * (alt === "two-sided" ? 2 : 1);
  return Math.min(1, Math.max(0, p));
}
function chooseMethod(method, r, n1, n2) {
  if (method !== "auto") return method;
  const limit = r.hasTies ? 25 : 50;
  return n1 <= limit && n2 <= limit ? "exact" : "asymptotic";
}
function mannWhitney(x, y, options = {}) {
  checkSample(x, "x");
  checkSample(y, "y");
  const alt = options.alternative ?? "two-sided";
  const n1 = x.length;
  const n2 = y.length;
  const r = rankTwoSamples(x, y);
  const u = r.twiceRankSumX / 2 - n1 * (n1 + 1) / 2;
  const method = chooseMethod(options.method ?? "auto", r, n1, n2);
  if (r.groups.length === 1) return { u, p: 1, method };
  let p;
  if (method === "exact") p = exactP(r, n1, n2, u, alt);
  else if (method === "exact-no-ties") p = exactNoTiesP(n1, n2, u, alt);
  else p = asymptoticP(r, n1, n2, u, alt, options.continuity ?? true);
  return { u, p, method };
}
function mannWhitneyMinP(n) {
  return n < 1 ? 1 : Math.min(1, 2 * mannWhitneySeparatedP(n, n));
}
function mannWhitneySeparatedP(m, n) {
  if (!(Number.isInteger(m) && Number.isInteger(n) && m >= 1 && n >= 1))
    throw new RangeError(`mannWhitneySeparatedP: sizes must be whole numbers \u2265 1, got ${m}, ${n}`);
  const [small, large] = m <= n ? [m, n] : [n, m];
  let c = 1;
  for (let i = 1; i <= small; i++) c = c * (large + i) / i;
  return 1 / c;
}
function minRunsPerSide(alpha) {
  if (!(alpha > 0 && alpha <= 1)) throw new RangeError(`minRunsPerSide: alpha must be in (0, 1], got ${alpha}`);
  let n = 1;
  while (mannWhitneyMinP(n) > alpha) n++;
  return n;
}

// src/stats/hodges-lehmann.ts
var import_pragmastat = __toESM(require_dist(), 1);

// src/stats/random.ts
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// src/stats/pairwise-select.ts
function isNegativeZero(v) {
  return v === 0 && 1 / v < 0;
}
var SAMPLE = 1024;
var FINISH = 8 * SAMPLE;
function kthPairwiseDifference(xs, ys, k) {
  const m = xs.length;
  const n = ys.length;
  const total = m * n;
  if (!(Number.isInteger(k) && k >= 1 && k <= total)) throw new RangeError(`k must be an integer in [1, ${total}], got ${k}`);
  const lo = new Int32Array(m);
  const hi = new Int32Array(m).fill(n);
  const rows = { lessLo: new Int32Array(m), leqLo: new Int32Array(m), lessHi: new Int32Array(m), leqHi: new Int32Array(m) };
  const random = mulberry32(2654435769 ^ m ^ n << 16 ^ k);
  let below = 0;
  let active = total;
  let guaranteed = false;
  for (; ; ) {
    if (active <= FINISH) return finish(xs, ys, lo, hi, active, k - below);
    let pLo;
    let pHi;
    if (guaranteed) pLo = pHi = weightedMedianPivot(xs, ys, lo, hi, active);
    else [pLo, pHi] = sampledPivots(xs, ys, lo, hi, active, (k - below - 0.5) / active, random);
    const { lessLo, leqLo, lessHi, leqHi } = rows;
    let cLessLo = 0;
    let cLeqLo = 0;
    let cLessHi = 0;
    let cLeqHi = 0;
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    for (let i = 0; i < m; i++) {
      const x = xs[i];
      while (a < n && x - ys[a] >= pLo) a++;
      while (b < n && x - ys[b] > pLo) b++;
      while (c < n && x - ys[c] >= pHi) c++;
      while (d < n && x - ys[d] > pHi) d++;
      lessLo[i] = n - a;
      leqLo[i] = n - b;
      lessHi[i] = n - c;
      leqHi[i] = n - d;
      cLessLo += n - a;
      cLeqLo += n - b;
      cLessHi += n - c;
      cLeqHi += n - d;
    }
    if (k <= cLessLo) hi.set(lessLo);
    else if (k <= cLeqLo) return signedZero(xs, ys, pLo, k, cLessLo);
    else if (k <= cLessHi) {
      lo.set(leqLo);
      hi.set(lessHi);
    } else if (k <= cLeqHi) return signedZero(xs, ys, pHi, k, cLessHi);
    else lo.set(leqHi);
    let next = 0;
    below = 0;
    for (let i = 0; i < m; i++) {
      next += hi[i] - lo[i];
      below += lo[i];
    }
    guaranteed = next > active * (15 / 16);
    active = next;
  }
}
function signedZero(xs, ys, p, k, less) {
  if (p !== 0) return p;
  let negX = 0;
  let posY = 0;
  for (let i = 0; i < xs.length; i++) if (isNegativeZero(xs[i])) negX++;
  for (let j = 0; j < ys.length; j++) if (ys[j] === 0 && !isNegativeZero(ys[j])) posY++;
  return k <= less + negX * posY ? -0 : 0;
}
function finish(xs, ys, lo, hi, active, r) {
  const n = ys.length;
  const values = new Float64Array(active);
  let t = 0;
  for (let i = 0; i < xs.length; i++) for (let pos = lo[i]; pos < hi[i]; pos++) values[t++] = xs[i] - ys[n - 1 - pos];
  values.sort();
  return values[r - 1];
}
function sampledPivots(xs, ys, lo, hi, active, f, random) {
  const n = ys.length;
  const ranks = new Float64Array(SAMPLE);
  for (let s = 0; s < SAMPLE; s++) ranks[s] = Math.floor(random() * active);
  ranks.sort();
  const sample = new Float64Array(SAMPLE);
  let row = 0;
  let start = 0;
  for (let s = 0; s < SAMPLE; s++) {
    while (ranks[s] >= start + hi[row] - lo[row]) {
      start += hi[row] - lo[row];
      row++;
    }
    sample[s] = xs[row] - ys[n - 1 - (lo[row] + ranks[s] - start)];
  }
  sample.sort();
  const at2 = Math.round(f * SAMPLE);
  const spread = 2 * Math.sqrt(SAMPLE);
  return [sample[Math.max(0, Math.floor(at2 - spread))], sample[Math.min(SAMPLE - 1, Math.ceil(at2 + spread))]];
}
function weightedMedianPivot(xs, ys, lo, hi, active) {
  const n = ys.length;
  const middles = [];
  const weights = [];
  for (let i = 0; i < xs.length; i++) {
    const c = hi[i] - lo[i];
    if (c <= 0) continue;
    middles.push(xs[i] - ys[n - 1 - (lo[i] + (c - 1 >> 1))]);
    weights.push(c);
  }
  const sorted = Float64Array.from(middles).sort();
  const weightUpTo = (v) => {
    let w = 0;
    for (let r = 0; r < middles.length; r++) if (middles[r] <= v) w += weights[r];
    return w;
  };
  let a = 0;
  let b = sorted.length - 1;
  while (a < b) {
    const mid = a + b >>> 1;
    if (2 * weightUpTo(sorted[mid]) >= active) b = mid;
    else a = mid + 1;
  }
  return sorted[a];
}
function medianPairwiseDifference(xs, ys) {
  const total = xs.length * ys.length;
  const h = 1 + (total - 1) * 0.5;
  const lowerRank = Math.floor(h);
  const weight = h - lowerRank;
  const lower = kthPairwiseDifference(xs, ys, lowerRank);
  if (weight === 0) return lower;
  const upper = kthPairwiseDifference(xs, ys, Math.ceil(h));
  return (1 - weight) * lower + weight * upper;
}

// src/stats/pragma-shift.ts
function pragmaShiftMedian(xs, ys) {
  const total = xs.length * ys.length;
  const h = 1 + (total - 1) * 0.5;
  let lowerRank = Math.floor(h);
  let upperRank = Math.ceil(h);
  const weight = h - lowerRank;
  if (lowerRank < 1) lowerRank = 1;
  if (upperRank > total) upperRank = total;
  const lower = selectKthPairwiseDiff(xs, ys, lowerRank);
  const upper = upperRank === lowerRank ? lower : selectKthPairwiseDiff(xs, ys, upperRank);
  return weight === 0 ? lower : (1 - weight) * lower + weight * upper;
}
var countLessOrEqual = 0;
var closestBelow = 0;
var closestAbove = 0;
function selectKthPairwiseDiff(x, y, k) {
  const m = x.length;
  const n = y.length;
  let searchMin = x[0] - y[n - 1];
  let searchMax = x[m - 1] - y[0];
  if (Number.isNaN(searchMin) || Number.isNaN(searchMax)) throw new Error("NaN in input values");
  const maxIterations = 128;
  let prevMin = -Infinity;
  let prevMax = Infinity;
  for (let iter = 0; iter < maxIterations && searchMin !== searchMax; iter++) {
    const mid = searchMin + (searchMax - searchMin) * 0.5;
    countAndNeighbors(x, y, mid);
    if (closestBelow === closestAbove) return closestBelow;
    if (searchMin === prevMin && searchMax === prevMax) return countLessOrEqual >= k ? closestBelow : closestAbove;
    prevMin = searchMin;
    prevMax = searchMax;
    if (countLessOrEqual >= k) searchMax = closestBelow;
    else searchMin = closestAbove;
  }
  if (searchMin !== searchMax) throw new Error("Convergence failure (pathological input)");
  return searchMin;
}
function countAndNeighbors(x, y, threshold) {
  const m = x.length;
  const n = y.length;
  let count = 0;
  let maxBelow = -Infinity;
  let minAbove = Infinity;
  let j = 0;
  for (let i = 0; i < m; i++) {
    while (j < n && x[i] - y[j] > threshold) j++;
    count += n - j;
    if (j < n) {
      const diff = x[i] - y[j];
      if (diff > maxBelow) maxBelow = diff;
    }
    if (j > 0) {
      const diff = x[i] - y[j - 1];
      if (diff < minAbove) minAbove = diff;
    }
  }
  if (!Number.isFinite(maxBelow)) maxBelow = x[0] - y[n - 1];
  if (!Number.isFinite(minAbove)) minAbove = x[m - 1] - y[0];
  countLessOrEqual = count;
  closestBelow = maxBelow;
  closestAbove = minAbove;
}

// src/stats/hodges-lehmann.ts
function pragmaOr(estimate, exact) {
  try {
    return estimate();
  } catch (e) {
    if (e instanceof Error && /convergence failure/i.test(e.message)) return exact();
    throw e;
  }
}
var EXACT_LIMIT = 50;
function mosesRank(n, m, alpha = 0.05) {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  const half = alpha / 2;
  if (n <= EXACT_LIMIT && m <= EXACT_LIMIT) {
    const dist = uNullDistribution(n, m);
    let c2 = -1;
    while (dist.cdf(c2 + 1) <= half * (1 + 1e-12)) c2++;
    return { c: c2, k: c2 + 1, coverage: 1 - 2 * dist.cdf(c2), exact: true };
  }
  const nm = n * m;
  const sigma = Math.sqrt(nm * (n + m + 1) / 12);
  const c = Math.floor(nm / 2 - normalQuantile(1 - half) * sigma - 0.5);
  const coverage = c < 0 ? 1 : 1 - 2 * normalCdf((c + 0.5 - nm / 2) / sigma);
  return { c, k: c + 1, coverage, exact: false };
}
var BUFFERS = [];
var LOGS_BASE = 0;
var LOGS_HEAD = 1;
var SORTED_BASE = 2;
var SORTED_HEAD = 3;
var SORTED_SHIFTED = 4;
var REUSED_MAX2 = 1 << 16;
function buffer(slot, n) {
  if (n > REUSED_MAX2) return new Float64Array(n);
  let b = BUFFERS[slot];
  if (!b || b.length < n) BUFFERS[slot] = b = new Float64Array(Math.min(REUSED_MAX2, Math.max(n, 64, 2 * (b?.length ?? 0))));
  return b.subarray(0, n);
}
function sortedCopy(v, slot) {
  if (slot === void 0) return sortAscending(Float64Array.from(v));
  const out = buffer(slot, v.length);
  for (let i = 0; i < v.length; i++) out[i] = v[i];
  return sortAscending(out);
}
function checkData(v, name, positive) {
  if (v.length === 0) throw new RangeError(`${name} is empty`);
  for (let i = 0; i < v.length; i++) {
    if (!Number.isFinite(v[i]) || positive && !(v[i] > 0)) {
      throw new RangeError(`${name} must contain only ${positive ? "positive " : ""}finite values, got ${v[i]}`);
    }
  }
}
function lowerBound(v, x) {
  let lo = 0;
  let hi = v.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (v[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function upperBound(v, x) {
  let lo = 0;
  let hi = v.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (v[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function ratioOfPair(base, head, lb, sh, order, d) {
  for (let i = 0; i < lb.length; i++) {
    let lo = 0;
    let hi = sh.length;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (sh[mid] - lb[i] < d) lo = mid + 1;
      else hi = mid;
    }
    if (lo === sh.length || sh[lo] - lb[i] !== d) continue;
    let j = order[lo];
    for (let r = lo + 1; r < sh.length && sh[r] - lb[i] === d; r++) j = Math.min(j, order[r]);
    return head[j] / base[i];
  }
  return Math.exp(d);
}
function hlRatio(base, head, options = {}) {
  checkData(base, "base", true);
  checkData(head, "head", true);
  const alpha = options.alpha ?? 0.05;
  const lb = logsOf(base, LOGS_BASE);
  const lh = logsOf(head, LOGS_HEAD);
  const sb = sortedCopy(lb, SORTED_BASE);
  const order = ascendingOrder(lh);
  const sh = buffer(SORTED_HEAD, order.length);
  for (let r = 0; r < order.length; r++) sh[r] = lh[order[r]];
  const ratio = pragmaOr(
    () => Math.exp(pragmaShiftMedian(sh, sb)),
    () => Math.exp(medianPairwiseDifference(sh, sb))
  );
  const rank = mosesRank(base.length, head.length, alpha);
  const common = { ratio, k: rank.k, coverage: rank.coverage, exact: rank.exact };
  if (rank.k < 1) return { ...common, lower: 0, upper: Infinity };
  const total = base.length * head.length;
  const [dLower, dUpper] = pairwiseDifferencesAt(sh, sb, rank.k, total + 1 - rank.k);
  const lower = ratioOfPair(base, head, lb, sh, order, dLower);
  const upper = ratioOfPair(base, head, lb, sh, order, dUpper);
  return { ...common, lower, upper };
}
function logsOf(v, slot) {
  const out = buffer(slot, v.length);
  for (let i = 0; i < v.length; i++) out[i] = Math.log(v[i]);
  return out;
}
function ascendingOrder(v) {
  const order = new Int32Array(v.length);
  for (let i = 0; i < v.length; i++) order[i] = i;
  if (v.length > 64) return order.sort((a, b) => v[a] - v[b]);
  for (let i = 1; i < order.length; i++) {
    const o = order[i];
    let j = i - 1;
    while (j >= 0 && v[order[j]] > v[o]) {
      order[j + 1] = order[j];
      j--;
    }
    order[j + 1] = o;
  }
  return order;
}
var MATERIALISE = 4096;
function pairwiseDifferencesAt(xs, ys, a, b) {
  const total = xs.length * ys.length;
  if (total > MATERIALISE) return [kthPairwiseDifference(xs, ys, a), kthPairwiseDifference(xs, ys, b)];
  if (!(Number.isInteger(a) && a >= 1 && a <= total && Number.isInteger(b) && b >= 1 && b <= total))
    throw new RangeError(`k must be an integer in [1, ${total}], got ${a}, ${b}`);
  const d = DIFFERENCES.subarray(0, total);
  let t = 0;
  let unusual = false;
  for (let i = 0; i < xs.length; i++) {
    for (let j = 0; j < ys.length; j++) {
      const v = xs[i] - ys[j];
      if (!Number.isFinite(v) || v === 0) unusual ||= !Number.isFinite(v) || 1 / v < 0;
      d[t++] = v;
    }
  }
  if (unusual) {
    const sorted = Float64Array.from(d).sort();
    return [sorted[a - 1], sorted[b - 1]];
  }
  const [first, second] = a <= b ? [a - 1, b - 1] : [b - 1, a - 1];
  selectInPlace(d, first);
  if (second > first) selectInPlace(d, second, first + 1, total - 1);
  return [d[a - 1], d[b - 1]];
}
var DIFFERENCES = new Float64Array(MATERIALISE);
function thresholdShiftedU(base, head, t, direction) {
  const sorted = sortedCopy(head, SORTED_SHIFTED);
  const s = upperBound(sorted, Infinity);
  let u = 0;
  for (let i = 0; i < base.length; i++) {
    const limit = direction === "greater" ? (1 + t) * base[i] : base[i] / (1 + t);
    if (Number.isNaN(limit)) continue;
    const below = lowerBound(sorted, limit);
    const atOrBelow = upperBound(sorted, limit);
    u += (direction === "greater" ? s - atOrBelow : below) + 0.5 * (atOrBelow - below);
  }
  return u;
}
function thresholdShiftedP(base, head, t, direction) {
  checkData(base, "base", false);
  checkData(head, "head", false);
  if (!(t > -1)) throw new RangeError(`threshold must be > \u22121, got ${t}`);
  const u = thresholdShiftedU(base, head, t, direction);
  const r = base.length;
  const s = head.length;
  if (r <= EXACT_LIMIT && s <= EXACT_LIMIT) return uNullDistribution(s, r).sf(Math.floor(u));
  const sigma = Math.sqrt(r * s * (r + s + 1) / 12);
  return Math.min(1, normalSf((u - r * s / 2 - 0.5) / sigma));
}

// src/stats/quantile-ratio.ts
function boundInterval(s, p, confidence) {
  const iv = orderStatisticInterval(s.n, p, confidence);
  return { ...iv, lower: s.lowAt ? s.lowAt(iv.lo) : s.at(iv.lo), upper: s.highAt ? s.highAt(iv.hi) : s.at(iv.hi) };
}
function quantileRatioInterval(base, head, p, alpha = 0.05) {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  const confidencePerSide = Math.sqrt(1 - alpha);
  const b = boundInterval(base, p, confidencePerSide);
  const h = boundInterval(head, p, confidencePerSide);
  const lowerUnbounded = h.lo === 0 || b.hi === base.n + 1;
  const upperUnbounded = h.hi === head.n + 1 || b.lo === 0;
  return {
    lower: lowerUnbounded ? 0 : h.lower / b.upper,
    upper: upperUnbounded ? Infinity : h.upper / b.lower,
    diffLower: lowerUnbounded ? -Infinity : h.lower - b.upper,
    diffUpper: upperUnbounded ? Infinity : h.upper - b.lower,
    confidencePerSide,
    baseInterval: b,
    headInterval: h
  };
}
function quantileRatioP(base, head, p, t, direction) {
  const crossed = (alpha) => {
    const r = quantileRatioInterval(base, head, p, alpha);
    return direction === "greater" ? r.lower > 1 + t : r.upper < 1 / (1 + t);
  };
  let hi = 1 - 1e-12;
  if (!crossed(hi)) return 1;
  let lo = 0;
  while (hi - lo > 1e-9) {
    const mid = (lo + hi) / 2;
    if (crossed(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

// src/stats/multiplicity.ts
function checkPValues(p) {
  for (let i = 0; i < p.length; i++) {
    if (!(p[i] >= 0 && p[i] <= 1)) throw new RangeError(`p-values must be in [0, 1], got ${p[i]}`);
  }
}
function ascendingOrder2(p) {
  return Array.from({ length: p.length }, (_, i) => i).sort((a, b) => p[a] - p[b] || a - b);
}
function stepUp(p, factor) {
  checkPValues(p);
  const m = p.length;
  const order = ascendingOrder2(p);
  const adjusted = new Array(m);
  let running = 1;
  for (let r = m; r >= 1; r--) {
    const i = order[r - 1];
    running = Math.min(running, p[i] * m * factor / r);
    adjusted[i] = Math.min(1, running);
  }
  return adjusted;
}
function bhAdjust(p) {
  return stepUp(p, 1);
}

// src/stats/kolmogorov.ts
function ksProbOutsideSquare(n, h) {
  let p = 0;
  for (let k = Math.floor(n / h); k >= 0; k--) {
    let p1 = 1;
    for (let j = 0; j < h; j++) p1 = (n - k * h - j) * p1 / (n + k * h + j + 1);
    p = p1 * (1 - p);
  }
  return 2 * p;
}
function ksProbOutsideBand(m0, n0, g, h) {
  const m = Math.max(m0, n0);
  const n = Math.min(m0, n0);
  const mg = m / g;
  const ng = n / g;
  let minj = 0;
  let maxj = Math.min(Math.ceil(h / mg), n + 1);
  let curlen = maxj - minj;
  const a = new Float64Array(Math.min(2 * maxj + 2, n + 1)).fill(1);
  a.fill(0, minj, maxj);
  for (let i = 1; i <= m; i++) {
    const lastminj = minj;
    const lastlen = curlen;
    minj = Math.min(Math.max(Math.floor((ng * i - h) / mg) + 1, 0), n);
    maxj = Math.min(Math.ceil((ng * i + h) / mg), n + 1);
    if (maxj <= minj) return 1;
    let val = minj === 0 ? 0 : 1;
    for (let jj = 0; jj < maxj - minj; jj++) {
      const j = jj + minj;
      val = (a[jj + minj - lastminj] * i + val * j) / (i + j);
      a[jj] = val;
    }
    curlen = maxj - minj;
    if (lastlen > curlen) a.fill(1, maxj - minj, maxj - minj + (lastlen - curlen));
  }
  return a[maxj - minj - 1];
}
function smirnovSf(n, d) {
  if (d <= 0) return 1;
  if (d >= 1) return 0;
  let sum = 0;
  const last = Math.floor(n * (1 - d) + 1e-12);
  for (let j = 0; j <= last; j++) {
    const x = Math.min(1, d + j / n);
    sum += binomialPmf(j, n, x) / x;
  }
  return Math.min(1, d * sum);
}
var TWO_128 = 2 ** 128;
function matMul(a, b, m) {
  const c = new Float64Array(m * m);
  for (let i = 0; i < m; i++) {
    for (let k = 0; k < m; k++) {
      const aik = a[i * m + k];
      if (aik === 0) continue;
      for (let j = 0; j < m; j++) c[i * m + j] += aik * b[k * m + j];
    }
  }
  return c;
}
function durbinMatrix(k, h) {
  const m = 2 * k - 1;
  const v = new Float64Array(m);
  const w = new Float64Array(m);
  let fac = 1;
  for (let j = 1; j <= m; j++) {
    w[j - 1] = fac;
    fac /= j;
    v[j - 1] = (1 - h ** j) * fac;
  }
  v[m - 1] = (1 + (Math.max(2 * h - 1, 0) ** m - 2 * h ** m)) * fac;
  const H = new Float64Array(m * m);
  for (let i = 1; i < m; i++) for (let r = i - 1; r < m; r++) H[r * m + i] = w[r - i + 1];
  for (let r = 0; r < m; r++) H[r * m] = v[r];
  for (let c = 0; c < m; c++) H[(m - 1) * m + c] = v[m - 1 - c];
  return H;
}
function kolmogorovDurbinCdf(n, d) {
  if (d >= 1) return 1;
  const nd = n * d;
  if (nd <= 0.5) return 0;
  const k = Math.ceil(nd);
  const m = 2 * k - 1;
  let H = durbinMatrix(k, k - nd);
  let power;
  let expnt = 0;
  let hExpnt = 0;
  for (let nn = n; nn > 0; nn = Math.floor(nn / 2)) {
    if (nn % 2 === 1) {
      power = power === void 0 ? H : matMul(power, H, m);
      expnt += hExpnt;
    }
    H = matMul(H, H, m);
    hExpnt *= 2;
    if (Math.abs(H[(k - 1) * m + k - 1]) > TWO_128) {
      for (let i = 0; i < H.length; i++) H[i] /= TWO_128;
      hExpnt += 128;
    }
  }
  let p = power[(k - 1) * m + k - 1];
  for (let i = 1; i <= n; i++) {
    p = i * p / n;
    if (Math.abs(p) < 1 / TWO_128) {
      p *= TWO_128;
      expnt -= 128;
    }
  }
  return Math.min(1, Math.max(0, p * 2 ** expnt));
}
function kolmogorovPelzGoodCdf(n, d) {
  if (d <= 0) return 0;
  if (d >= 1) return 1;
  const z = Math.sqrt(n) * d;
  const z2 = z * z;
  const z4 = z2 * z2;
  const z6 = z4 * z2;
  const pi2 = Math.PI ** 2;
  const pi4 = pi2 * pi2;
  const pi6 = pi4 * pi2;
  const qlog = -pi2 / 8 / z2;
  if (qlog < -708) return 0;
  let q = Math.exp(qlog);
  const k1 = [-z2, pi2 / 4];
  const k2 = [6 * z6 + 2 * z4, (2 * z4 - 5 * z2) * pi2 / 4, pi4 * (1 - 2 * z2) / 16];
  const k3 = [-30 * z6 - 90 * z ** 8, pi2 * (135 * z4 - 96 * z6) / 4, pi4 * (-60 * z2 + 212 * z4) / 16, pi6 * (5 - 30 * z2) / 64];
  const K = [0, 0, 0, 0];
  const maxk = Math.ceil(16 * z / Math.PI);
  for (let k = maxk; k > 0; k--) {
    const m2 = (2 * k - 1) ** 2;
    const qpower = q ** (8 * k);
    const coeffs = [1, k1[0] + k1[1] * m2, k2[0] + k2[1] * m2 + k2[2] * m2 * m2, k3[0] + k3[1] * m2 + k3[2] * m2 * m2 + k3[3] * m2 ** 3];
    for (let i = 0; i < 4; i++) K[i] = K[i] * qpower + coeffs[i];
  }
  const sqrt2pi = Math.sqrt(2 * Math.PI);
  const divisors = [z, 6 * z4, 72 * z ** 7, 6480 * z ** 10];
  for (let i = 0; i < 4; i++) K[i] = K[i] * q * sqrt2pi / divisors[i];
  q = Math.exp(-pi2 / 2 / z2);
  let extra2 = 0;
  let extra3 = 0;
  for (let k = maxk; k > 0; k--) {
    const qp = q ** (k * k);
    extra2 += k * k * qp;
    const kpi = Math.PI * k;
    extra3 += (Math.sqrt(3) * z + kpi) * (Math.sqrt(3) * z - kpi) * k * k * qp;
  }
  K[2] += extra2 * pi2 * sqrt2pi / (-36 * z2 * z);
  K[3] += extra3 * pi2 * sqrt2pi / (216 * z6);
  return K[0] + K[1] / Math.sqrt(n) + K[2] / n + K[3] / n ** 1.5;
}
function kolmogorovSf(n, d) {
  if (d >= 1) return 0;
  if (d <= 0) return 1;
  const t = n * d;
  if (t <= 1) {
    if (t <= 0.5) return 1;
    let prob = 1;
    for (let i = 1; i <= n; i++) prob *= i / n * (2 * t - 1);
    return Math.min(1, Math.max(0, 1 - prob));
  }
  if (t >= n - 1) return Math.min(1, 2 * (1 - d) ** n);
  if (d >= 0.5) return Math.min(1, 2 * smirnovSf(n, d));
  const nx2 = t * d;
  if (n <= 140) {
    if (nx2 <= 4) return Math.min(1, Math.max(0, 1 - kolmogorovDurbinCdf(n, d)));
    return Math.min(1, 2 * smirnovSf(n, d));
  }
  if (nx2 >= 370) return 0;
  if (nx2 >= 2.2) return Math.min(1, 2 * smirnovSf(n, d));
  if (nx2 >= 18) return 0;
  const cdf = n <= 1e5 && n * d ** 1.5 <= 1.4 ? kolmogorovDurbinCdf(n, d) : kolmogorovPelzGoodCdf(n, d);
  return Math.min(1, Math.max(0, 1 - cdf));
}

// src/stats/shape.ts
function gcd(a, b) {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}
function roundHalfEven(x) {
  const r = Math.round(x);
  return Math.abs(x - Math.trunc(x)) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}
function ksStatisticScaled(xs, ys, lcm) {
  const sx = lcm / xs.length;
  const sy = lcm / ys.length;
  let i = 0;
  let j = 0;
  let h = 0;
  while (i < xs.length || j < ys.length) {
    const v = j >= ys.length || i < xs.length && xs[i] <= ys[j] ? xs[i] : ys[j];
    while (i < xs.length && xs[i] === v) i++;
    while (j < ys.length && ys[j] === v) j++;
    h = Math.max(h, Math.abs(i * sx - j * sy));
  }
  return h;
}
function ksExact(n1, n2, g, h) {
  if (h === 0) return 1;
  return n1 === n2 ? ksProbOutsideSquare(n1, h) : ksProbOutsideBand(n1, n2, g, h);
}
function ksTwoSampleSorted(xs, ys, options = {}) {
  if (xs.length === 0 || ys.length === 0) throw new RangeError("ksTwoSample: empty sample");
  const n1 = xs.length;
  const n2 = ys.length;
  const g = gcd(n1, n2);
  const lcm = n1 / g * n2;
  const h = ksStatisticScaled(xs, ys, lcm);
  const d = h / lcm;
  const method = options.method ?? "auto";
  if (method === "exact" || method === "auto" && Math.max(n1, n2) <= 1e4) {
    const p2 = ksExact(n1, n2, g, h);
    if (Number.isFinite(p2) && p2 >= 0 && p2 <= 1) return { d, p: p2, method: "exact" };
  }
  const en = n1 * n2 / (n1 + n2);
  const p = kolmogorovSf(Math.max(1, roundHalfEven(en)), d);
  return { d, p: Math.min(1, Math.max(0, p)), method: "asymp" };
}
function ksDistanceSorted(xs, ys) {
  if (xs.length === 0 || ys.length === 0) throw new RangeError("ksTwoSample: empty sample");
  const lcm = xs.length / gcd(xs.length, ys.length) * ys.length;
  return ksStatisticScaled(xs, ys, lcm) / lcm;
}
function withoutTukeyOutliers(sorted) {
  const q1 = quantileType7(sorted, 0.25);
  const q3 = quantileType7(sorted, 0.75);
  const iqr = q3 - q1;
  const lo = q1 - 1.5 * iqr;
  const hi = q3 + 1.5 * iqr;
  let start = 0;
  let end = sorted.length;
  while (start < end && !(sorted[start] >= lo)) start++;
  while (end > start && !(sorted[end - 1] <= hi)) end--;
  return sorted.subarray(start, end);
}
var COUNTS = new Float64Array(1024);
function binCounts(n) {
  if (n > 1 << 16) return new Float64Array(n);
  if (COUNTS.length < n) COUNTS = new Float64Array(Math.max(n, 2 * COUNTS.length));
  const out = COUNTS.subarray(0, n);
  out.fill(0);
  return out;
}
function mValueAtBinSize(sorted, binSize) {
  const min = sorted[0];
  const bins = Math.floor((sorted[sorted.length - 1] - min) / binSize) + 1;
  const counts = binCounts(bins + 2);
  const n = sorted.length;
  const binOf = (v) => Math.min(bins - 1, Math.floor((v - min) / binSize));
  if (8 * bins >= n) {
    for (let i = 0; i < n; i++) counts[1 + binOf(sorted[i])]++;
  } else {
    for (let start = 0; start < n; ) {
      const b = binOf(sorted[start]);
      let lo = start;
      let step = 1;
      while (start + step < n && binOf(sorted[start + step]) === b) {
        lo = start + step;
        step *= 2;
      }
      let hi = Math.min(n, start + step);
      while (hi - lo > 1) {
        const mid = lo + hi >>> 1;
        if (binOf(sorted[mid]) === b) lo = mid;
        else hi = mid;
      }
      counts[1 + b] = hi - start;
      start = hi;
    }
  }
  let sum = 0;
  let max = 0;
  for (let i = 1; i < counts.length; i++) {
    sum += Math.abs(counts[i] - counts[i - 1]);
    max = Math.max(max, counts[i]);
  }
  return sum / max;
}
function mValueOfSorted(sorted) {
  const cleaned = withoutTukeyOutliers(sorted);
  const n = cleaned.length;
  if (n < 2 || cleaned[0] === cleaned[n - 1]) return 2;
  let total = 0;
  for (let i = 0; i < n; i++) total += cleaned[i];
  const mean = total / n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += (cleaned[i] - mean) ** 2;
  const sd = Math.sqrt(squares / (n - 1));
  const range = cleaned[n - 1] - cleaned[0];
  let binSize = 3.5 * sd / Math.cbrt(n);
  let m = 0;
  for (; ; ) {
    m = Math.max(m, mValueAtBinSize(cleaned, binSize));
    if (binSize > range) return m;
    binSize *= 2;
  }
}

// src/stats/mean-ratio.ts
function meanRatioInterval(base, head, alpha = 0.05) {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  if (!(base.mean > 0 && head.mean > 0) || !(base.se >= 0 && head.se >= 0) || !Number.isFinite(base.se + head.se)) return null;
  const ratio = head.mean / base.mean;
  const logSe = Math.hypot(base.se / base.mean, head.se / head.mean);
  const z = normalQuantile(1 - alpha / 2);
  return { ratio, lower: ratio * Math.exp(-z * logSe), upper: ratio * Math.exp(z * logSe), logSe };
}
function meanRatioP(iv, t, direction) {
  const shift = Math.log(1 + t);
  const d = direction === "greater" ? Math.log(iv.ratio) - shift : -Math.log(iv.ratio) - shift;
  if (iv.logSe === 0) return d > 0 ? 0 : 1;
  return normalSf(d / iv.logSe);
}

// src/stats/student-t.ts
function checkDf(df) {
  if (!(df > 0) || !Number.isFinite(df)) throw new RangeError(`degrees of freedom must be a positive finite number, got ${df}`);
}
function studentTCdf(t, df) {
  checkDf(df);
  if (Number.isNaN(t)) return NaN;
  if (t === Infinity) return 1;
  if (t === -Infinity) return 0;
  const tail = 0.5 * regularizedIncompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}
function studentTQuantile(p, df) {
  checkDf(df);
  if (!(p > 0 && p < 1)) throw new RangeError(`p must be in (0, 1), got ${p}`);
  if (p === 0.5) return 0;
  if (p < 0.5) return -studentTQuantile(1 - p, df);
  let lo = normalQuantile(p);
  let hi = Math.max(1, 2 * lo);
  while (studentTCdf(hi, df) < p) {
    lo = hi;
    hi *= 2;
    if (!Number.isFinite(hi)) return Infinity;
  }
  for (let i = 0; i < 200 && hi - lo > 1e-15 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (studentTCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

// src/review/asks/ask.ts
var KEPT_NAMES = 20;
function namesParams(names3) {
  return { names: names3.slice(0, KEPT_NAMES), count: names3.length };
}
function ask(kind, id, benchmark, params = {}, extra = {}) {
  return { kind, id, params, benchmark, ...extra };
}
function evidenceLevelOf(b) {
  if (b.evidenceLevel) return b.evidenceLevel;
  const runs2 = Math.min(b.runs.base, b.runs.head);
  if (runs2 === 0) return "none";
  if (runs2 >= 2) return "across-processes";
  return b.sampleKind === "per-op" || b.sampleKind === "histogram" ? "one-run-samples" : "one-run-aggregates";
}
var onOneProcess = (b) => needsAllowance(evidenceLevelOf(b));
var MIN_ESTIMABLE_SAMPLES = minSamplesFor(0.99);
function minEstimable(smallestRun) {
  const n = Math.min(smallestRun.base ?? 0, smallestRun.head ?? 0);
  return n >= MIN_ESTIMABLE_SAMPLES;
}
var SMALLEST = /* @__PURE__ */ new WeakMap();
function smallestRunOf(comparison, b) {
  let byName = SMALLEST.get(comparison);
  if (!byName) {
    byName = new Map(comparison.benchmarks.map((c) => [c.benchmark.name, c.smallestRun]));
    SMALLEST.set(comparison, byName);
  }
  const own = byName.get(b.name);
  if (own) return own;
  const per = (side2) => b.runs[side2] > 0 && b.samples[side2] > 0 ? Math.floor(b.samples[side2] / b.runs[side2]) : void 0;
  return { base: per("base"), head: per("head") };
}
var changeConfirmed = (b) => b.changeConfirmed ?? (b.verdict === "regression" || b.verdict === "improvement");
function numberRanges(all) {
  const out = { ...all[0] };
  for (const [k, v] of Object.entries(all[0])) {
    if (typeof v !== "number") continue;
    let lo = v;
    let hi = v;
    for (const p of all) {
      const x = p[k];
      if (typeof x !== "number") continue;
      if (x < lo) lo = x;
      if (x > hi) hi = x;
    }
    out[k] = lo;
    if (hi !== lo) out[`${k}Max`] = hi;
  }
  return out;
}
function sameWords(id, params) {
  const words = Object.entries(params).filter(([, v]) => typeof v !== "number").sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  return JSON.stringify([id, words]);
}

// src/review/asks/coordinated-omission.ts
var coordinatedOmissionAsk = ({ benchmarks }) => {
  const closed = benchmarks.filter(
    (b) => b.loadModel === "closed-loop" && TAIL_METRICS.some((id) => b.metrics[id]?.base !== null && b.metrics[id]?.base !== void 0)
  );
  if (closed.length === 0) return [];
  const formats = [...new Set(closed.flatMap((b) => b.formats))];
  return [
    ask("coordinated-omission", "coordinated-omission.closed-loop", closed.length === 1 ? closed[0].name : null, {
      ...namesParams(closed.map((b) => b.name)),
      formats
    })
  ];
};

// src/model/load.ts
var DEFAULT_LOAD_KEYS = [
  "rate",
  "qps",
  "rps",
  "c",
  "conns",
  "connections",
  "concurrency",
  "threads",
  "vus",
  "clients"
];
var CANONICAL = {
  rate: "rate",
  qps: "rate",
  rps: "rate",
  c: "connections",
  conns: "connections",
  connections: "connections",
  concurrency: "connections",
  threads: "threads",
  vus: "vus",
  clients: "clients"
};
function loadParamOf(key) {
  const k = key.toLowerCase();
  return Object.hasOwn(CANONICAL, k) ? CANONICAL[k] : k;
}
var SEP = "[\\s/,;|@?&()\\[\\]{}]";
var escapeKey = (k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function tokenPattern(keys) {
  const alt = [...keys].sort((a, b) => b.length - a.length).map(escapeKey).join("|");
  return new RegExp(`(^|${SEP})(${alt})\\s*[=:]\\s*(\\d+(?:\\.\\d+)?)(?=$|${SEP}|-\\d+$)`, "gi");
}
var DEFAULT_PATTERN = tokenPattern(DEFAULT_LOAD_KEYS);
var MAX_NAME = 1e3;
function loadFromName(name, sweepParam) {
  if (name.length > MAX_NAME) return null;
  const pattern = sweepParam ? tokenPattern([sweepParam]) : DEFAULT_PATTERN;
  pattern.lastIndex = 0;
  const hits = [...name.matchAll(pattern)];
  if (hits.length === 0) return null;
  if (hits.length > 1) return { ambiguous: hits.map((h2) => h2[2]) };
  const h = hits[0];
  const value = Number(h[3]);
  if (!Number.isFinite(value)) return null;
  const start = h.index + h[1].length;
  const end = h.index + h[0].length;
  let before = name.slice(0, start);
  let after = name.slice(end);
  if (before.length > 0 && /[\s/,;|@?&]$/.test(before)) before = before.slice(0, -1);
  else if (after.length > 0 && /^[\s/,;|@?&]/.test(after)) after = after.slice(1);
  const rest = (before + after).trim() || name;
  return { found: { load: { param: sweepParam ? loadParamOf(sweepParam) : loadParamOf(h[2]), value }, rest } };
}
function loadLabel(load) {
  return `${load.param}=${load.value}`;
}

// src/compare/run-metrics.ts
var SKETCH_POINTS = 1e3;
var NEEDS = /* @__PURE__ */ new Map();
var needsOf = (p) => {
  let n = NEEDS.get(p);
  if (n === void 0) NEEDS.set(p, n = minSamplesFor(p));
  return n;
};
var tooFew = (samples, metric, p) => ({
  value: null,
  estimable: false,
  wellResolved: false,
  notEstimable: { reason: "too-few-samples", samples, metric, needs: needsOf(p) }
});
function quantileMetrics(n, valueAt, levels) {
  const out = {};
  for (const { id, p } of levels) {
    if (!(n >= needsOf(p))) {
      out[id] = tooFew(n, id, p);
    } else {
      out[id] = { value: valueAt(p), estimable: true, wellResolved: isWellResolved(n, p) };
    }
  }
  return out;
}
function plain(value) {
  return value === void 0 || value === null || !Number.isFinite(value) ? { value: null, estimable: false, wellResolved: false, notEstimable: { reason: "not-reported" } } : { value, estimable: true, wellResolved: true };
}
function sketchOf(order, median2) {
  if (!(median2 > 0) || order.n < 20) return void 0;
  const m = Math.min(SKETCH_POINTS, order.n);
  const out = new Float64Array(m);
  for (let i = 0; i < m; i++) out[i] = order.at(Math.min(order.n, Math.floor((i + 0.5) * order.n / m) + 1)) / median2;
  return out;
}
function sketchOfSorted(sorted, median2, into) {
  const n = sorted.length;
  if (!(median2 > 0) || n < 20) return void 0;
  const m = Math.min(SKETCH_POINTS, n);
  const out = into.subarray(0, m);
  if (m === n) for (let i = 0; i < m; i++) out[i] = sorted[i] / median2;
  else for (let i = 0; i < m; i++) out[i] = sorted[Math.min(n, Math.floor((i + 0.5) * n / m) + 1) - 1] / median2;
  return out;
}
function selectedOrder(values) {
  const n = values.length;
  let a;
  const placed = [];
  let zeros;
  const signedZero2 = (r) => {
    if (!zeros) {
      zeros = { negative: 0, negativeZero: 0 };
      for (let i = 0; i < n; i++) {
        if (values[i] < 0) zeros.negative++;
        else if (values[i] === 0 && 1 / values[i] < 0) zeros.negativeZero++;
      }
    }
    return r < zeros.negative + zeros.negativeZero ? -0 : 0;
  };
  return {
    n,
    at(k) {
      if (k < 1) return -Infinity;
      if (k > n) return Infinity;
      const r = k - 1;
      a ??= Float64Array.from(values);
      let lo = 0;
      let hi = placed.length;
      while (lo < hi) {
        const mid = lo + hi >>> 1;
        if (placed[mid] < r) lo = mid + 1;
        else hi = mid;
      }
      if (placed[lo] !== r) {
        selectInPlace(a, r, lo > 0 ? placed[lo - 1] + 1 : 0, lo < placed.length ? placed[lo] - 1 : n - 1);
        placed.splice(lo, 0, r);
      }
      const v = a[r];
      return v === 0 ? signedZero2(r) : v;
    }
  };
}
var MEDIAN_RANKS = /* @__PURE__ */ new Map();
function medianRanks(n) {
  let iv = MEDIAN_RANKS.get(n);
  if (!iv) {
    const { lo, hi } = orderStatisticInterval(n, 0.5, 0.95);
    if (MEDIAN_RANKS.size >= 4096) MEDIAN_RANKS.clear();
    MEDIAN_RANKS.set(n, iv = { lo, hi });
  }
  return iv.lo < 1 || iv.hi > n ? void 0 : iv;
}
function medianIntervalOf(n, at2) {
  const iv = medianRanks(n);
  if (!iv) return void 0;
  const [lo, hi] = at2([iv.lo - 1, iv.hi - 1]);
  return { lo, hi };
}
function orderOf2(data2) {
  if (data2.kind === "per-op") return selectedOrder(data2.values);
  if (data2.kind === "histogram") return orderStatisticsOfHistogram(data2.histogram);
  return void 0;
}
var SUBSAMPLE = 2e4;
var MOMENTS = new Float64Array(5);
function moments(values) {
  const n = values.length;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  let ordinary = 1;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
    if (v !== v || v === 0 && 1 / v < 0) ordinary = 0;
  }
  MOMENTS[0] = sum;
  MOMENTS[1] = min;
  MOMENTS[2] = max;
  MOMENTS[3] = ordinary;
  return MOMENTS;
}
function strided(values, stride, into) {
  for (let i = 0, j = 0; i < values.length; i += stride) into[j++] = values[i];
}
function perOp(values, levels) {
  const n = values.length;
  const stride = Math.max(1, Math.floor(n / SUBSAMPLE));
  if (stride === 1) moments(values);
  const size = Math.ceil(n / stride);
  const whole = stride === 1 && MOMENTS[1] > 0;
  const store = new Float64Array(whole ? size + Math.min(SKETCH_POINTS, size) : size);
  const sub = store.subarray(0, size);
  if (stride === 1) sub.set(values);
  else strided(values, stride, sub);
  sortAscending(sub);
  const sorted = orderStatisticsOfSorted(sub);
  const ps = levels.some((q) => q.p === 0.5) ? levels.map((q) => q.p) : [0.5, ...levels.map((q) => q.p)];
  const ivRanks = whole ? void 0 : medianRanks(n);
  let viaSample = null;
  if (stride > 1) {
    MOMENTS[4] = 0;
    const got = quantilesType7WithSample(values, ps, ivRanks ? [ivRanks.lo - 1, ivRanks.hi - 1] : [], sub, MOMENTS);
    if (MOMENTS[4] !== 1) moments(values);
    if (MOMENTS[3] === 1) viaSample = got;
  }
  const sum = MOMENTS[0];
  const min = MOMENTS[1];
  const max = MOMENTS[2];
  const scratch3 = whole ? sub : viaSample ? void 0 : Float64Array.from(values);
  const qs = whole ? ps.map((p) => quantileType7(sub, p)) : viaSample ? viaSample.quantiles : quantilesType7BySelection(scratch3, ps);
  const metrics = quantileMetrics(n, (p) => qs[ps.indexOf(p)], levels);
  const median2 = qs[ps.indexOf(0.5)];
  metrics.min = plain(min);
  metrics.max = plain(max);
  metrics.mean = plain(sum / n);
  return {
    n,
    metrics,
    order: whole ? sorted : selectedOrder(values),
    sketch: sketchOfSorted(sub, median2, whole ? store.subarray(size) : new Float64Array(Math.min(SKETCH_POINTS, size))),
    medianInterval: viaSample ? ivRanks && { lo: viaSample.extra[0], hi: viaSample.extra[1] } : medianIntervalOf(n, (ranks) => whole ? ranks.map((r) => sub[r]) : selectRanks(scratch3, ranks))
  };
}
function histogram(h, levels) {
  const n = h.total;
  const metrics = quantileMetrics(n, (p) => histogramValueAtPercentile(h, p * 100), levels);
  metrics.min = plain(h.min);
  metrics.max = plain(h.max);
  let mean = h.mean;
  if (mean === void 0) {
    let s = 0;
    for (let i = 0; i < h.counts.length; i++) s += h.counts[i] * h.values[i];
    mean = s / n;
  }
  metrics.mean = plain(mean);
  const order = orderStatisticsOfHistogram(h);
  return {
    n,
    metrics,
    order,
    sketch: sketchOf(order, histogramValueAtPercentile(h, 50)),
    medianInterval: medianIntervalOf(n, (ranks) => ranks.map((r) => order.at(r + 1))),
    resolution: h.resolution
  };
}
function printedLevels(points, levels) {
  const out = [...levels];
  for (const { p } of points) {
    if (!printedLevelKept(p) || out.some((q) => Math.abs(q.p - p) < 1e-9)) continue;
    out.push({ id: quantileIdOf(p), p });
  }
  return out;
}
function printed(points, count, extra, levels) {
  const metrics = {};
  for (const { id, p } of printedLevels(points, levels)) {
    const point = points.find((pt) => Math.abs(pt.p - p) < 1e-9);
    if (!point) {
      metrics[id] = { value: null, estimable: false, wellResolved: false, notEstimable: { reason: "percentile-not-printed" } };
    } else if (count !== void 0 && !isEstimable(count, p)) {
      metrics[id] = { ...tooFew(count, id, p), value: point.value };
    } else {
      metrics[id] = {
        value: point.value,
        estimable: true,
        wellResolved: count !== void 0 && isWellResolved(count, p),
        ...count === void 0 ? { countUnknown: true } : {}
      };
    }
  }
  metrics.min = plain(extra.min ?? points.find((pt) => pt.p === 0)?.value);
  metrics.max = plain(extra.max ?? points.find((pt) => pt.p === 1)?.value);
  metrics.mean = plain(extra.mean);
  return { n: count, metrics };
}
function withMeanSe(m, sd, n) {
  if (sd !== void 0 && n !== void 0 && n >= 2 && sd >= 0 && Number.isFinite(sd)) m.meanSe = sd / Math.sqrt(n);
  return m;
}
function withPrintResolution(m, printResolution) {
  if (printResolution !== void 0 && printResolution > 0 && Number.isFinite(printResolution)) m.printResolution = printResolution;
  return m;
}
function runMetrics(data2, levels = QUANTILES) {
  switch (data2.kind) {
    case "per-op":
      return withPrintResolution(perOp(data2.values, levels), data2.printResolution);
    case "histogram":
      return histogram(data2.histogram, levels);
    case "percentiles":
      return withMeanSe(withPrintResolution(printed(data2.points, data2.count, data2, levels), data2.printResolution), data2.sd, data2.count);
    case "per-run":
      return { n: data2.iterations, metrics: { mean: plain(data2.value) } };
    case "summary":
      return withMeanSe({ n: data2.n, metrics: { mean: plain(data2.mean) } }, data2.sd, data2.n);
  }
}

// src/compare/sweep.ts
var SWEEP_METRICS = ["p50", "p99", "p99.9", "mean"];
var SUSTAINED_SHARE = 0.9;
function sweepName(b, sweepParam) {
  if (!b.load) return b.toolName;
  const r = loadFromName(b.toolName, sweepParam);
  return r && "found" in r && r.found.load.param === b.load.param ? r.found.rest : b.toolName;
}
function runStdDev(d) {
  if (d.kind === "summary" || d.kind === "percentiles") return d.sd ?? null;
  if (d.kind === "per-op") {
    const n = d.values.length;
    if (n < 2) return null;
    let mean = 0;
    for (let i = 0; i < n; i++) mean += d.values[i];
    mean /= n;
    let ss = 0;
    for (let i = 0; i < n; i++) ss += (d.values[i] - mean) ** 2;
    return Math.sqrt(ss / (n - 1));
  }
  if (d.kind === "histogram") {
    const h = d.histogram;
    if (h.total < 2) return null;
    let mean = 0;
    for (let i = 0; i < h.values.length; i++) mean += h.values[i] * h.counts[i];
    mean /= h.total;
    let ss = 0;
    for (let i = 0; i < h.values.length; i++) ss += h.counts[i] * (h.values[i] - mean) ** 2;
    return Math.sqrt(ss / (h.total - 1));
  }
  return null;
}
function throughputOf(d) {
  if (d.kind === "per-run") return d.value;
  if (d.kind === "summary") return d.mean;
  return null;
}
function sloBound(c, b, m, side2, alpha) {
  const none = { metric: c.metric, limit: c.limit, lo: null, hi: null, basis: "none" };
  const runs2 = b.runs[side2];
  const values = m ? m.values[side2] : [];
  if (values.length === 0 || values.length < runs2.length) return none;
  if (runs2.length >= 2) return { ...none, lo: Math.min(...values), hi: Math.max(...values), basis: "runs" };
  const p = quantileLevel(c.metric);
  if (p !== void 0) {
    const order = orderOf2(runs2[0].data);
    if (order) {
      const iv = orderStatisticInterval(order.n, p, 1 - alpha);
      return { ...none, lo: order.at(iv.lo), hi: order.at(iv.hi), basis: "within-run" };
    }
  }
  return { ...none, lo: values[0], hi: values[0], basis: "value" };
}
var isLatency = (b) => b.lowerIsBetter && b.unit === "ns";
var isThroughput = (b) => !b.lowerIsBetter && b.unit.endsWith("/s");
var isRequestRate = (b) => isThroughput(b) && b.unit === "ops/s";
var isUncorrected = (name) => name.endsWith(" (uncorrected)");
function compareSweeps(c) {
  const settings = c.settings;
  const slo = settings.slo ?? [];
  const named = c.benchmarks.filter((bc) => bc.benchmark.load !== void 0).map((bc) => ({ bc, name: sweepName(bc.benchmark, settings.sweepParam) }));
  const throughputAt = /* @__PURE__ */ new Map();
  const at2 = (name, b) => `${name}\0${b.load.param}\0${b.load.value}`;
  for (const { bc, name } of named)
    if (isRequestRate(bc.benchmark) && !throughputAt.has(at2(name, bc.benchmark))) throughputAt.set(at2(name, bc.benchmark), bc);
  const groups = /* @__PURE__ */ new Map();
  for (const x of named) {
    if (!isLatency(x.bc.benchmark)) continue;
    const b = x.bc.benchmark;
    const key = `${x.name}\0${b.measure}\0${b.unit}\0${b.load.param}`;
    (groups.get(key) ?? groups.set(key, []).get(key)).push(x);
  }
  const shown = [...SWEEP_METRICS, ...slo.map((s) => s.metric).filter((id) => !SWEEP_METRICS.includes(id))];
  const out = [];
  for (const members of groups.values()) {
    if (new Set(members.map((x) => x.bc.benchmark.load.value)).size < 2) continue;
    const first = members[0].bc.benchmark;
    const points = members.map(({ bc, name }) => {
      const b = bc.benchmark;
      const value = b.load.value;
      const offered = b.load.param === "rate" ? value : null;
      const tp = throughputAt.get(at2(name, b)) ?? null;
      const metrics = {};
      for (const id of shown) if (bc.metrics[id]) metrics[id] = bc.metrics[id];
      const side2 = (s) => {
        const achieved = tp ? median(tp.benchmark.runs[s].map((r) => throughputOf(r.data)).filter((v) => v !== null)) : null;
        const stdDevs = b.runs[s].map((r) => runStdDev(r.data)).filter((v) => v !== null);
        return {
          runs: b.runs[s].length,
          achieved,
          sustained: offered !== null && achieved !== null ? achieved >= SUSTAINED_SHARE * offered : null,
          stdDev: median(stdDevs),
          slo: isUncorrected(name) ? [] : slo.map((cond) => sloBound(cond, b, bc.metrics[cond.metric], s, settings.alpha))
        };
      };
      return {
        value,
        offered,
        latency: bc,
        throughput: tp,
        metrics,
        throughputMetric: tp?.metrics.mean ?? null,
        sides: { base: side2("base"), head: side2("head") }
      };
    }).sort((x, y) => x.value - y.value);
    out.push({
      name: members[0].name,
      measure: first.measure,
      unit: first.unit,
      param: first.load.param,
      points,
      slo: isUncorrected(members[0].name) ? [] : slo
    });
  }
  return out;
}

// src/review/asks/coverage.ts
function beyondCapacityNames(comparison, sweeps) {
  const out = { base: /* @__PURE__ */ new Set(), head: /* @__PURE__ */ new Set() };
  const keys = { base: /* @__PURE__ */ new Set(), head: /* @__PURE__ */ new Set() };
  const key = (name, param, value) => `${name}\0${param}\0${value}`;
  for (const sd of sweeps) {
    const points = sd.points.map((d) => ({
      value: d.point.value,
      base: { ...d.point.sides.base, slo: d.slo.base },
      head: { ...d.point.sides.head, slo: d.slo.head }
    }));
    for (const b of beyondCapacity(points)) for (const v of b.at) keys[b.side].add(key(sd.sweep.name, sd.sweep.param, v));
  }
  if (keys.base.size === 0 && keys.head.size === 0) return out;
  for (const bc of comparison.benchmarks) {
    const b = bc.benchmark;
    if (!b.load) continue;
    const k = key(sweepName(b, comparison.settings.sweepParam), b.load.param, b.load.value);
    for (const side2 of ["base", "head"]) if (b.runs[side2].length === 0 && keys[side2].has(k)) out[side2].add(b.name);
  }
  return out;
}
var coverageAsk = ({ comparison, sweeps = [] }) => {
  const asks = [];
  const beyond = beyondCapacityNames(comparison, sweeps);
  const head = comparison.onlyIn.head.filter((n) => !beyond.base.has(n));
  const base = comparison.onlyIn.base.filter((n) => !beyond.head.has(n));
  if (head.length) asks.push(ask("coverage", "coverage.head-only", head.length === 1 ? head[0] : null, namesParams(head)));
  if (base.length) asks.push(ask("coverage", "coverage.base-only", base.length === 1 ? base[0] : null, namesParams(base)));
  return asks;
};

// src/review/pr-body.ts
var UNIT = String.raw`(?:ns|µs|μs|us|ms|s|sec|secs|seconds?|milliseconds?|microseconds?|nanoseconds?|minutes?|min|ops\/s|op\/s|ops\/sec|req\/s|reqs\/s|requests\/s|rps|qps|tps|[kmg]?b\/s|[kmg]ib\/s|ns\/op|allocs\/op|b\/op)`;
var MEASUREMENT = new RegExp(String.raw`(?<![\d,.])\d(?:[\d,]*\d)?(?:\.\d+)?\s*${UNIT}(?![a-z])`, "i");
var CONTEXT2 = /\b(bench(mark)?s?|benchmarking|latenc(y|ies)|throughput|perf(ormance)?|faster|slower|speed|took|takes|runtime|run ?time|duration|elapsed|wall|time:|ops|requests|average|avg|mean|median|hyperfine|wrk|criterion|jmh|p\d{2})\b/i;
var AVERAGE = /\b(avg|average|averaged|on average|mean|ns\/op|ms\/op|typical(ly)?)\b|±|\+\/-/i;
var PERCENTILE = /\b(p\d{2}(\.\d+)?|p999|percentiles?|quantiles?|histogram|distribution|cdf|tail latenc(y|ies)|\d{2}(\.\d+)?(th)? ?(%|percentile)(?! (faster|slower|less|more|lower|higher|reduction|improvement|better|worse))|latency distribution)\b/i;
var CPU_MODEL = /\b((?:intel|amd|ampere)(?:\s*\((?:r|tm)\))?\s+(?:[\w-]*\d|core|xeon|ryzen|epyc|threadripper|pentium|celeron|atom|athlon|opteron|altra|instinct)|ryzen|epyc|threadripper|xeon|core ?i[3579]|core ultra|apple ?m[1-9]|m[1-9] (pro|max|ultra)|graviton\d*|neoverse|altra|cortex-[ax]\d+|snapdragon|power(9|10)|model name)\b/i;
var NOT_NOUN = String.raw`(?!\s+(?!(?:and|or|with|per|each|on|in|at|of|for|to|from|total|available|enabled|disabled|used|are|were|is|was|vs|versus|but|so|which|that|only|machine|box|vm|host|server|instance|laptop|desktop|cpu|cpus|processor|intel|amd|arm|xeon|epyc|ryzen|graviton|apple)\b)[a-z])(?![-_][a-z])`;
var CORES = new RegExp(
  String.raw`(\b\d+\s*(-| )?(physical |logical |performance |efficiency )?(cores?|threads|vcpus?|hardware threads|cpus)\b${NOT_NOUN}|` + String.raw`\bcore\(s\) per socket\b|\bthread\(s\) per core\b|^\s*cpu\(s\):|\b\d+c\s*\/\s*\d+t\b|\b(smt|hyper-?threading) (on|off|enabled|disabled)\b)`,
  "im"
);
var CLAIM = /(\b\d+(\.\d+)?\s*(x|×)\s*(faster|quicker|speed-?up|improvement|better|throughput|less)|\b(faster|speed-?ups?|speeds? up|sped up|quicker|lower latency|reduces? (the )?latency|improves? (the )?(latency|performance|throughput)|performance (improvement|boost|gain)|\d+(\.\d+)?\s*% (faster|quicker|less time|lower (latency|time|run ?time)|reduction|improvement|better|more throughput)))/i;
var PROFILE = /\b(profiles?|profiled|profiling|profiler|flame ?graphs?|flamegraph|pprof|perf (record|report|stat)|--cpu-prof|cpuprofile|async-profiler|py-spy|vtune|instruments|dottrace|samply|callgrind|valgrind)\b/i;
function visibleLines(body) {
  return body.slice(0, 2e5).replace(/<!--[\s\S]*?(-->|$)/g, "").split(/\r?\n/).map((l) => l.trim()).filter((l) => l.length > 0);
}
var NUM = String.raw`(?<![\d.,])(?:\d{1,3}(?:,\d{3}){1,5}|\d{1,12})(?:\.\d{1,12})?`;
var FIGURE_LINE_MAX = 2e3;
var FIG_UNIT = String.raw`(?:ns|µs|μs|us|ms|s|secs?|seconds?|milliseconds?|microseconds?|nanoseconds?|min|minutes?|ops\/s|op\/s|ops\/sec|req\/s|reqs\/s|requests\/s|rps|qps|tps|%)`;
var TIME_UNIT = /^(ns|µs|μs|us|ms|s|secs?|seconds?|milliseconds?|microseconds?|nanoseconds?|min|minutes?)$/;
var STAT = String.raw`(p\d{2}(?:\.\d+)?|p999|median|mean|average|avg)`;
var FROM_TO = new RegExp(
  String.raw`\b${STAT}\b[^\n.;]{0,40}?\bfrom\s+~?(${NUM})\s*(${FIG_UNIT})?\s*(?:to|→|->|=>)\s*~?(${NUM})\s*(${FIG_UNIT})?(?![a-z])`,
  "gi"
);
var ARROW = new RegExp(
  String.raw`\b${STAT}\b[^\n\d;]{0,20}?(${NUM})\s*(${FIG_UNIT})?\s*(?:→|->|=>)\s*(${NUM})\s*(${FIG_UNIT})?(?![a-z])`,
  "gi"
);
var SINGLE = new RegExp(String.raw`\b${STAT}\b[^\n\d;]{0,30}?(${NUM})\s*(${FIG_UNIT})(?![a-z])`, "gi");
var TRAILING_AVERAGE = new RegExp(String.raw`(${NUM})\s*(${FIG_UNIT})\s+(?:on average|in average|avg|average|mean)\b`, "gi");
var CLAIM_FACTOR = new RegExp(
  String.raw`(${NUM})\s*(?:x|×|times)\s+(?:the\s+)?(faster|quicker|speed-?up|improvement|better|slower|more throughput|higher throughput|throughput|less time|lower latency)\b`,
  "gi"
);
var CLAIM_PERCENT = new RegExp(
  // Longer alternatives first ("lower throughput" before "lower latency"): a bare "X% lower" says
  // nothing of what is lower, so it is no claim at all (it was read as a speed-up of "10% lower throughput").
  String.raw`(${NUM})\s*%\s+(less throughput|lower throughput|more throughput|higher throughput|increase in throughput|lower latency|less latency|higher latency|less time|more time|faster|quicker|speed-?up|improvement|better|shorter|reduction|fewer allocations|slower|worse|regression)\b`,
  "gi"
);
var CLAIM_VERB = new RegExp(
  String.raw`\b(reduces?|reduced|reducing|cuts?|lowers?|lowered|decreases?|decreased|improves?|improved|improving|increases?|increased|boosts?|boosted|raises?|raised)\s+(?:the\s+)?(?:(p\d{2}(?:\.\d+)?|p999|median|mean|average)\s+)?(latency|latencies|time|run ?time|duration|throughput|performance|speed|ops\/s|qps|rps)\s+by\s+(?:about\s+|~)?(${NUM})\s*(%|x|×)`,
  "gi"
);
var CLAIM_IMPROVEMENT = new RegExp(
  String.raw`\b(?:(average|avg|mean|median|overall)\s+)?(improvement|speed-?up|gain)\s*(?:of|:|=|is|was|≈|~)?\s*(?:about\s+|~)?\+?(${NUM})\s*(%|x|×)`,
  "gi"
);
var num = (s) => Number(s.replace(/,/g, ""));
var statId = (s) => {
  const t = s.toLowerCase();
  if (t === "median") return "p50";
  if (t === "mean" || t === "average" || t === "avg") return "mean";
  return t === "p999" ? "p99.9" : t;
};
var unitOf = (u) => u ? u.toLowerCase().replace("\u03BCs", "\xB5s") : null;
function mask(line, m) {
  return line.slice(0, m.index) + " ".repeat(m[0].length) + line.slice(m.index + m[0].length);
}
var FIGURE_AT = /* @__PURE__ */ new WeakMap();
function figuresOf(lines) {
  const averages = [];
  const percentiles = [];
  for (const line of lines) {
    let rest = line;
    const add = (stat, value, unit, from, at2) => {
      const f = { stat, value, unit, from, line };
      FIGURE_AT.set(f, at2);
      (stat === "mean" ? averages : percentiles).push(f);
    };
    for (const re of [FROM_TO, ARROW]) {
      for (const m of [...rest.matchAll(re)]) {
        add(statId(m[1]), num(m[4]), unitOf(m[5] ?? m[3]), num(m[2]), m.index ?? 0);
        rest = mask(rest, m);
      }
    }
    for (const m of [...rest.matchAll(TRAILING_AVERAGE)]) {
      add("mean", num(m[1]), unitOf(m[2]), null, m.index ?? 0);
      rest = mask(rest, m);
    }
    for (const m of [...rest.matchAll(SINGLE)]) {
      add(statId(m[1]), num(m[2]), unitOf(m[3]), null, m.index ?? 0);
      rest = mask(rest, m);
    }
  }
  return { averages, percentiles };
}
var TIME_WORDS = /^(faster|quicker|shorter|less time|lower latency|less latency|slower|more time|higher latency|latency|latencies|time|run ?time|duration)$/;
var THROUGHPUT_WORDS = /(throughput|ops\/s|qps|rps)/;
function claimsOf(lines, percentiles) {
  const claims = [];
  lines.forEach((line, li) => {
    let rest = line;
    const add = (m, speedup, words, metric) => {
      if (!(speedup > 0) || !Number.isFinite(speedup) || speedup === 1) return;
      const w = words.toLowerCase();
      const quantity = THROUGHPUT_WORDS.test(w) ? "throughput" : TIME_WORDS.test(w) ? "time" : null;
      claims.push({ text: m[0].trim(), speedup, quantity, metric, line, at: li * 1e6 + (m.index ?? 0) });
      rest = mask(rest, m);
    };
    for (const m of [...rest.matchAll(CLAIM_VERB)]) {
      const [, verb, stat, what, amount, kind] = m;
      const x = num(amount);
      const v = verb.toLowerCase();
      const factor = kind === "%" ? null : x;
      const reduce = /^(reduc|cut|lower|decreas)/.test(v);
      const timeLike = !THROUGHPUT_WORDS.test(what.toLowerCase()) && !/^(performance|speed)$/i.test(what);
      let s;
      if (reduce === timeLike)
        s = factor ?? (reduce ? 1 / (1 - x / 100) : 1 + x / 100);
      else s = factor ? 1 / factor : reduce ? 1 - x / 100 : 1 / (1 + x / 100);
      add(m, s, what, stat ? statId(stat) : null);
    }
    for (const m of [...rest.matchAll(CLAIM_FACTOR)]) {
      const w = m[2].toLowerCase();
      add(m, w === "slower" ? 1 / num(m[1]) : num(m[1]), w, null);
    }
    for (const m of [...rest.matchAll(CLAIM_PERCENT)]) {
      const x = num(m[1]) / 100;
      const w = m[2].toLowerCase();
      let s;
      if (/^(lower latency|less latency|less time|reduction|fewer allocations)$/.test(w)) s = x < 1 ? 1 / (1 - x) : NaN;
      else if (/^(slower|worse|regression|more time|higher latency)$/.test(w)) s = 1 / (1 + x);
      else if (/^(less throughput|lower throughput)$/.test(w)) s = 1 - x;
      else s = 1 + x;
      add(m, s, w, null);
    }
    for (const m of [...rest.matchAll(CLAIM_IMPROVEMENT)]) {
      const x = num(m[3]);
      add(m, m[4] === "%" ? 1 + x / 100 : x, m[2], m[1] && /median/i.test(m[1]) ? "p50" : null);
    }
  });
  for (const f of percentiles) {
    if (f.from === null || !(f.from > 0) || !(f.value > 0) || f.from === f.value) continue;
    const rate = f.unit !== null && /\/|rps|qps|tps/.test(f.unit);
    if (f.unit === "%" || f.unit !== null && !rate && !TIME_UNIT.test(f.unit)) continue;
    const li = lines.indexOf(f.line);
    claims.push({
      text: `${f.stat} ${f.from} \u2192 ${f.value}${f.unit ? ` ${f.unit}` : ""}`,
      speedup: rate ? f.value / f.from : f.from / f.value,
      quantity: rate ? "throughput" : "time",
      metric: f.stat,
      line: f.line,
      at: li * 1e6 + (FIGURE_AT.get(f) ?? 0)
    });
  }
  return claims.sort((a, b) => a.at - b.at).map(({ at: _at, ...c }) => c);
}
var CORE_FIELDS = [
  // macOS system_profiler (physical cores); "4/8" as authors add the logical count; Apple silicon's
  // "(8 performance and 2 efficiency)" has no SMT, so as many logical CPUs.
  [
    /\btotal number of cores\s*:\s*(\d+)(?:\s*\/\s*(\d+))?(\s*\(\s*\d+\s+performance\s+and\s+\d+\s+efficiency\s*\))?/i,
    (m) => ({ physical: Number(m[1]), ...m[2] ? { logical: Number(m[2]) } : m[3] ? { logical: Number(m[1]) } : {} })
  ],
  [/\bphysical (?:cores?|cpus?|processors?)\s*[:=]\s*(\d+)/i, (m) => ({ physical: Number(m[1]) })],
  [/\blogical (?:cores?|cpus?|processors?)\s*[:=]\s*(\d+)/i, (m) => ({ logical: Number(m[1]) })],
  // lscpu.
  [/^(?:[-*|]\s*)?cpu\(s\)\s*:\s*(\d+)\s*\|?$/i, (m) => ({ logical: Number(m[1]) })],
  [/\bcore\(s\) per socket\s*:\s*(\d+)/i, (m) => ({ perSocket: Number(m[1]) })],
  [/\bsocket\(s\)\s*:\s*(\d+)/i, (m) => ({ sockets: Number(m[1]) })]
];
var BASE_LABEL = /\b(base(?:line)?|before|main|master|trunk|unpatched)\b/i;
var HEAD_LABEL = /\b(head|after|patched|this pr|this branch|pr branch|with (?:the|this) (?:patch|change|pr))\b/i;
var LABEL_LINES = 3;
function sideLabel(lines, from, stop) {
  for (let i = from; i > stop && i >= from - LABEL_LINES; i--) {
    const base = BASE_LABEL.test(lines[i]);
    const head = HEAD_LABEL.test(lines[i]);
    if (base !== head) return base ? "base" : "head";
    if (base) return void 0;
  }
  return void 0;
}
function labelledMachines(lines) {
  const out = [];
  let cur = null;
  let lastEnd = -1;
  const flush = () => {
    if (!cur) return;
    const f = cur.fields;
    const physical = f.physical ?? (f.perSocket !== void 0 ? f.perSocket * (f.sockets ?? 1) : null);
    const logical = f.logical ?? null;
    if (physical !== null || logical !== null) {
      const side2 = sideLabel(lines, cur.first, lastEnd);
      out.push({
        physical,
        logical,
        line: (physical !== null ? cur.physicalLine : cur.logicalLine) ?? lines[cur.first],
        ...side2 ? { side: side2 } : {}
      });
      lastEnd = cur.last;
    }
    cur = null;
  };
  lines.forEach((line, i) => {
    for (const [re, read] of CORE_FIELDS) {
      const m = re.exec(line);
      if (!m) continue;
      const fields = read(m);
      if (cur && Object.keys(fields).some((k) => cur.fields[k] !== void 0)) flush();
      cur ??= { fields: {}, first: i, last: i };
      Object.assign(cur.fields, fields);
      cur.last = i;
      if ((fields.physical !== void 0 || fields.perSocket !== void 0) && cur.physicalLine === void 0) cur.physicalLine = line;
      if (fields.logical !== void 0 && cur.logicalLine === void 0) cur.logicalLine = line;
    }
  });
  flush();
  const sides = out.map((m) => m.side);
  if (!(out.length === 2 && sides.includes("base") && sides.includes("head"))) for (const m of out) delete m.side;
  return out;
}
function machinesDiffer(machines) {
  const differ = (a, b) => a !== null && b !== null && a !== b;
  return machines.some((a, i) => machines.slice(i + 1).some((b) => differ(a.physical, b.physical) || differ(a.logical, b.logical)));
}
function machinesOf(lines) {
  const labelled = labelledMachines(lines);
  if (labelled.length) return labelled;
  const prose = [
    [
      /\b(\d+)\s*(?:physical\s+)?cores?\s*(?:\/|,|and|with|\+)?\s*(\d+)\s*(?:threads|logical(?: cores| cpus| processors)?|hardware threads|vcpus|hyper-?threads)\b/i,
      (m) => [Number(m[1]), Number(m[2])]
    ],
    [/\b(\d+)\s*c\s*\/\s*(\d+)\s*t\b/i, (m) => [Number(m[1]), Number(m[2])]]
  ];
  for (const line of lines) {
    for (const [re, f] of prose) {
      const m = re.exec(line);
      if (m) {
        const [physical2, logical2] = f(m);
        return [{ physical: physical2, logical: logical2, line }];
      }
    }
  }
  const field = (re) => {
    for (const line of lines) {
      const m = re.exec(line);
      if (m) return [Number(m[1]), line];
    }
    return null;
  };
  const logical = field(
    new RegExp(String.raw`\b(\d+)\s*(?:logical (?:cores|cpus|processors)|hardware threads|vcpus?|cpus)\b${NOT_NOUN}`, "i")
  );
  const physical = field(new RegExp(String.raw`\b(\d+)[- ]?(?:physical[- ])?cores?\b${NOT_NOUN}`, "i"));
  if (!logical && !physical) return [];
  return [{ physical: physical?.[0] ?? null, logical: logical?.[0] ?? null, line: (physical ?? logical)[1] }];
}
var CPU_BRAND = new RegExp(CPU_MODEL.source.replace("|model name", ""), "i");
var MODEL_LABEL = /^(?:[-*|]\s*)?(?:model name|processor name|processor|chip|cpu(?: model| type)?)\s*[:=]\s*(.*[A-Za-z].*?)\s*\|?$/i;
var MARK = /\((?:R|TM|C)\)/gi;
function unmarked(s) {
  let text = "";
  const at2 = [];
  let i = 0;
  const keep = (to) => {
    for (; i < to; i++) {
      text += s[i];
      at2.push(i);
    }
  };
  for (const m of s.matchAll(MARK)) {
    keep(m.index);
    i = m.index + m[0].length;
  }
  keep(s.length);
  return { text, at: at2 };
}
function asWritten(s, u, start, end) {
  if (!(end > start)) return "";
  let to = u.at[end - 1] + 1;
  for (let m = /^\((?:R|TM|C)\)/i.exec(s.slice(to)); m; m = /^\((?:R|TM|C)\)/i.exec(s.slice(to))) to += m[0].length;
  return s.slice(u.at[start], to).replace(/\s+/g, " ").trim().replace(/[.:]+$/, "").slice(0, 100);
}
var LEADING_COUNT = /^\d+\s*[- ]?(?:physical\s+|logical\s+)?(?:cores?|threads|vcpus?|cpus)\b\s*[,;:/-]?\s*/i;
function cpuModelOf(lines) {
  for (const line of lines) {
    const m = MODEL_LABEL.exec(line);
    if (!m) continue;
    const value = m[1];
    const u = unmarked(value);
    if (/^[\d.\s]+$/.test(u.text) || !(CPU_BRAND.test(u.text) || /^(?:[-*|]\s*)?(?:processor name|chip)\b/i.test(line))) continue;
    const start = LEADING_COUNT.exec(u.text)?.[0].length ?? 0;
    const cut = /[,;|]/.exec(u.text.slice(start));
    const model = asWritten(value, u, start, cut ? start + cut.index : u.text.length);
    if (model) return model;
  }
  for (const line of lines) {
    const u = unmarked(line);
    const m = CPU_BRAND.exec(u.text);
    if (!m) continue;
    const cut = /[,;()|]| on | with | running | and \d/.exec(u.text.slice(m.index));
    return asWritten(line, u, m.index, cut ? m.index + cut.index : u.text.length);
  }
  return null;
}
function readPrBody(body) {
  const lines = visibleLines(body ?? "");
  const text = lines.join("\n");
  const benchContext = /\bbench(mark)?/i.test(text);
  const numberLines = lines.filter((l) => MEASUREMENT.test(l) && (benchContext || CONTEXT2.test(l)));
  const prose = lines.filter((l) => l.length <= FIGURE_LINE_MAX);
  const { averages, percentiles } = figuresOf(prose);
  const claims = claimsOf(prose, percentiles);
  const claimLine = lines.find((l) => CLAIM.test(l)) ?? claims.find((c) => c.speedup > 1)?.line;
  const hasPercentiles = PERCENTILE.test(text);
  const machines = machinesOf(prose);
  const cores = machines[0] ?? null;
  return {
    hasNumbers: numberLines.length > 0 || claimLine !== void 0,
    averageLine: numberLines.find((l) => AVERAGE.test(l)) ?? averages[0]?.line ?? (hasPercentiles ? void 0 : numberLines[0]),
    hasPercentiles,
    hasCpuModel: CPU_MODEL.test(text),
    hasCoreCounts: CORES.test(text) || cores !== null,
    firstNumberLine: numberLines[0] ?? claimLine,
    claimLine,
    hasProfile: PROFILE.test(text),
    averages,
    percentiles,
    claims,
    cores,
    machines,
    cpuModel: cpuModelOf(prose)
  };
}

// src/review/asks/cpu-info.ts
var CPU_FACTS = ["cpu-model", "physical-cores", "logical-cpus"];
function has(m, fact) {
  if (!m) return false;
  if (fact === "cpu-model") return typeof m.cpuModel === "string" && m.cpuModel.trim() !== "";
  if (fact === "physical-cores") return m.physicalCores !== void 0;
  return m.logicalCpus !== void 0;
}
var cpuInfoAsk = ({ suite }) => {
  const sides = ["base", "head"].filter((side2) => CPU_FACTS.some((f) => !has(suite.machine[side2], f)));
  if (sides.length === 0) return [];
  const anyGiven = sides.some((side2) => CPU_FACTS.some((f) => has(suite.machine[side2], f)));
  if (!anyGiven) return [ask("cpu-info", "cpu-info.missing", null, { sides })];
  const params = { sides };
  for (const side2 of sides) {
    const m = suite.machine[side2];
    params[`${side2}Given`] = CPU_FACTS.filter((f) => has(m, f));
    params[`${side2}Missing`] = CPU_FACTS.filter((f) => !has(m, f));
    params[`${side2}CpuModel`] = has(m, "cpu-model") ? m.cpuModel.trim() : null;
    params[`${side2}PhysicalCores`] = m?.physicalCores ?? null;
    params[`${side2}LogicalCpus`] = m?.logicalCpus ?? null;
  }
  return [ask("cpu-info", "cpu-info.partial", null, params)];
};
function withDescribedMachine(asks, facts) {
  const machines = facts.machines?.length ? facts.machines : facts.cores ? [facts.cores] : [];
  const differ = machinesDiffer(machines);
  const both = machines.length > 0 && machines.every((m) => m.physical !== null && m.logical !== null);
  const answered = [
    ...facts.cpuModel !== null ? ["cpu-model"] : [],
    ...machines.length ? ["physical-cores", "logical-cpus"] : []
  ];
  if (answered.length === 0) return [...asks];
  const described = [
    ...facts.cpuModel !== null ? ["cpu-model"] : [],
    ...machines.length === 0 ? [] : differ ? ["core-counts"] : both ? ["physical-cores", "logical-cpus"] : ["core-count"]
  ];
  const machineOf = (side2) => differ ? machines.find((m) => m.side === side2) : machines[0];
  const out = [];
  for (const a of asks) {
    if (a.kind !== "cpu-info" || a.quote !== void 0 || a.id !== "cpu-info.missing" && a.id !== "cpu-info.partial") {
      out.push(a);
      continue;
    }
    const strs = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
    const sides = strs(a.params.sides).filter((s) => s === "base" || s === "head");
    const params = {};
    const left = [];
    for (const side2 of sides) {
      const given = [.../* @__PURE__ */ new Set([...strs(a.params[`${side2}Given`]), ...answered])];
      const missing = CPU_FACTS.filter((f) => !given.includes(f));
      if (missing.length === 0) continue;
      left.push(side2);
      const m = machineOf(side2);
      params[`${side2}Given`] = CPU_FACTS.filter((f) => given.includes(f));
      params[`${side2}Missing`] = missing;
      params[`${side2}CpuModel`] = a.params[`${side2}CpuModel`] ?? facts.cpuModel;
      params[`${side2}PhysicalCores`] = a.params[`${side2}PhysicalCores`] ?? m?.physical ?? null;
      params[`${side2}LogicalCpus`] = a.params[`${side2}LogicalCpus`] ?? m?.logical ?? null;
    }
    if (left.length) out.push(ask("cpu-info", "cpu-info.partial", a.benchmark, { sides: left, ...params, described }));
  }
  return out;
}

// src/review/asks/identical.ts
var FNV_OFFSET = 2166136261;
var FNV_PRIME = 16777619;
var scratch = new Float64Array(1);
var scratchWords = new Uint32Array(scratch.buffer);
function mixWord(h, w) {
  return Math.imul(h ^ w, FNV_PRIME) >>> 0;
}
function mixNumber(h, x) {
  scratch[0] = x;
  return mixWord(mixWord(h, scratchWords[0]), scratchWords[1]);
}
function mixString(h, s) {
  for (let i = 0; i < s.length; i++) h = mixWord(h, s.charCodeAt(i));
  return mixWord(h, 65535);
}
function mixArray(h, xs) {
  h = mixWord(h, xs.length);
  const words = new Uint32Array(xs.buffer, xs.byteOffset, xs.length * 2);
  for (let i = 0; i < words.length; i++) h = mixWord(h, words[i]);
  return h;
}
function hashValue(h, v) {
  if (v === void 0) return mixWord(h, 1);
  if (v === null) return mixWord(h, 2);
  if (typeof v === "number") return mixNumber(mixWord(h, 3), v);
  if (typeof v === "string") return mixString(mixWord(h, 4), v);
  if (typeof v === "boolean") return mixWord(h, v ? 5 : 6);
  if (v instanceof Float64Array) return mixArray(mixWord(h, 7), v);
  if (Array.isArray(v)) {
    h = mixWord(mixWord(h, 8), v.length);
    for (const x of v) h = hashValue(h, x);
    return h;
  }
  if (typeof v === "object") {
    h = mixWord(h, 9);
    const o = v;
    for (const k of Object.keys(o).sort()) {
      if (o[k] === void 0) continue;
      h = hashValue(mixString(h, k), o[k]);
    }
    return h;
  }
  return mixWord(h, 10);
}
var sameNumber = (a, b) => a === b || Number.isNaN(a) && Number.isNaN(b);
function sameData(a, b) {
  const same = (x, y) => x === void 0 ? y === void 0 : y !== void 0 && sameNumber(x, y);
  if (a.kind === "per-op" && b.kind === "per-op" && Object.keys(a).length === Object.keys(b).length) {
    return same(a.printResolution, b.printResolution) && sameValue(a.values, b.values);
  }
  if (a.kind === "per-run" && b.kind === "per-run") {
    return sameNumber(a.value, b.value) && same(a.iterations, b.iterations);
  }
  return sameValue(a, b);
}
function sameValue(a, b) {
  if (typeof a === "number" && typeof b === "number") return sameNumber(a, b);
  if (a instanceof Float64Array || b instanceof Float64Array) {
    if (!(a instanceof Float64Array && b instanceof Float64Array) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameNumber(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!(Array.isArray(a) && Array.isArray(b)) || a.length !== b.length) return false;
    return a.every((x, i) => sameValue(x, b[i]));
  }
  if (a !== null && b !== null && typeof a === "object" && typeof b === "object") {
    const oa = a;
    const ob = b;
    const keys = (o) => Object.keys(o).filter((k) => o[k] !== void 0);
    const ka = keys(oa);
    if (ka.length !== keys(ob).length) return false;
    return ka.every((k) => sameValue(oa[k], ob[k]));
  }
  return a === b;
}
var QUICK_VALUES = 64;
function mixSampled(h, xs) {
  h = mixWord(h, xs.length);
  if (xs.length <= QUICK_VALUES) {
    for (let i = 0; i < xs.length; i++) h = mixNumber(h, xs[i]);
    return h;
  }
  for (let i = 0; i < QUICK_VALUES; i++) h = mixNumber(h, xs[Math.floor(i * xs.length / QUICK_VALUES)]);
  return h;
}
function runHash(d) {
  switch (d.kind) {
    case "per-run":
      return mixNumber(mixNumber(mixWord(FNV_OFFSET, 11), d.value), d.iterations ?? NaN);
    case "per-op":
      return mixNumber(mixSampled(mixWord(FNV_OFFSET, 12), d.values), d.printResolution ?? NaN);
    case "histogram":
      return hashValue(mixSampled(mixSampled(mixWord(FNV_OFFSET, 13), d.histogram.values), d.histogram.counts), {
        ...d.histogram,
        values: void 0,
        counts: void 0,
        lowValues: void 0
      });
    default:
      return hashValue(FNV_OFFSET, d);
  }
}
function hashesOf(runs2) {
  const hashes = new Uint32Array(runs2.length);
  for (let i = 0; i < runs2.length; i++) hashes[i] = runHash(runs2[i].data);
  return hashes;
}
function hashSums(hashes) {
  let plain2 = 0;
  let mixed = 0;
  for (let i = 0; i < hashes.length; i++) {
    plain2 = plain2 + hashes[i] >>> 0;
    mixed = mixed + mixWord(FNV_OFFSET, hashes[i]) >>> 0;
  }
  return [plain2, mixed];
}
function hashOrder(hashes) {
  const n = hashes.length;
  let order;
  if (n < 2 ** 21) {
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = hashes[i] * 2 ** 21 + i;
    keys.sort();
    order = new Uint32Array(n);
    for (let i = 0; i < n; i++) order[i] = keys[i] % 2 ** 21;
  } else {
    order = Uint32Array.from({ length: n }, (_, i) => i).sort((a, b) => hashes[a] - hashes[b] || a - b);
  }
  return order;
}
function identicalSides(base, head) {
  const n = base.length;
  if (n === 0 || n !== head.length) return false;
  const bh = hashesOf(base);
  const hh = hashesOf(head);
  const [bs, bm] = hashSums(bh);
  const [hs, hm] = hashSums(hh);
  if (bs !== hs || bm !== hm) return false;
  const b = { hashes: bh, order: hashOrder(bh) };
  const h = { hashes: hh, order: hashOrder(hh) };
  for (let i = 0; i < n; i++) if (b.hashes[b.order[i]] !== h.hashes[h.order[i]]) return false;
  for (let start = 0; start < n; ) {
    let end = start + 1;
    while (end < n && b.hashes[b.order[end]] === b.hashes[b.order[start]]) end++;
    if (end === start + 1) {
      if (!sameData(base[b.order[start]].data, head[h.order[start]].data)) return false;
      start = end;
      continue;
    }
    const classes = [];
    for (let k = start; k < end; k++) {
      const d = base[b.order[k]].data;
      const c = classes.find((x) => sameData(x.data, d));
      if (c) c.count++;
      else classes.push({ data: d, count: 1 });
    }
    for (let k = start; k < end; k++) {
      const d = head[h.order[k]].data;
      const c = classes.find((x) => x.count > 0 && sameData(x.data, d));
      if (!c) return false;
      c.count--;
    }
    start = end;
  }
  return true;
}
var IDENTICAL = /* @__PURE__ */ new WeakMap();
function identicalBenchmarks(suite) {
  let names3 = IDENTICAL.get(suite);
  if (!names3) {
    names3 = new Set(suite.benchmarks.filter((b) => identicalSides(b.runs.base, b.runs.head)).map((b) => b.name));
    IDENTICAL.set(suite, names3);
  }
  return names3;
}

// src/review/asks/distribution.ts
var worse = (m) => m?.verdict === "regression";
var better = (m) => m?.verdict === "improvement";
function tailMetric(b, test) {
  for (const id of ["p99.9", "p99", "p90"]) if (test(b.metrics[id])) return [id, b.metrics[id]];
  return void 0;
}
function finding(b, minOk) {
  const confirmed = changeConfirmed(b);
  let id;
  let params = {};
  if (confirmed) {
    const min = minOk ? b.metrics.min : void 0;
    const p50 = b.metrics.p50;
    const centre = [
      ["min", min],
      ["p50", p50]
    ];
    const tailWorse = tailMetric(b, worse);
    const tailBetter = tailMetric(b, better);
    const centreBetter = centre.find(([, m]) => better(m));
    const tail = tailBetter ? { better: tailBetter[0], betterRatio: tailBetter[1].ratio } : {};
    if (tailWorse && centreBetter) {
      id = "distribution.stretched";
      params = { better: centreBetter[0], betterRatio: centreBetter[1].ratio, worse: tailWorse[0], worseRatio: tailWorse[1].ratio };
    } else if (worse(min) && !tailWorse && worse(p50)) {
      id = "distribution.fixed-cost";
      params = { ...tail, worse: "min", worseRatio: min.ratio, alsoWorse: "p50", alsoWorseRatio: p50.ratio };
    } else if (worse(min) && !tailWorse && (better(p50) || p50?.verdict === "no-change")) {
      id = "distribution.fast-path";
      params = { ...tail, minRatio: min.ratio, p50Ratio: p50.ratio, p50Improved: better(p50) };
    } else if (tailBetter && worse(p50)) {
      id = "distribution.fixed-cost";
      params = { ...tail, worse: "p50", worseRatio: p50.ratio };
    } else if (b.diagnostics.shapeChanged) {
      id = "distribution.shape-changed";
      params = { d: b.diagnostics.shapeChanged.d };
    }
  }
  if (b.diagnostics.multimodal && (confirmed || evidenceLevelOf(b) === "across-processes")) {
    const side2 = b.diagnostics.multimodal.head !== null ? "head" : "base";
    params = { ...params, multimodalSide: side2, mValue: b.diagnostics.multimodal[side2] ?? 0 };
    id ??= "distribution.multimodal";
  }
  return id ? { id, params } : void 0;
}
var distributionAsk = ({ benchmarks, comparison, suite }) => {
  const groups = /* @__PURE__ */ new Map();
  const identical = identicalBenchmarks(suite);
  for (const b of benchmarks) {
    if (identical.has(b.name)) continue;
    const f = finding(b, minEstimable(smallestRunOf(comparison, b)));
    if (!f) continue;
    const key = sameWords(f.id, f.params);
    const g = groups.get(key) ?? { id: f.id, params: [], names: [] };
    groups.set(key, g);
    g.params.push(f.params);
    g.names.push(b.name);
  }
  return [...groups.values()].map(
    ({ id, params, names: names3 }) => names3.length === 1 ? ask("distribution", id, names3[0], params[0]) : ask("distribution", id, null, { ...numberRanges(params), ...namesParams(names3) })
  );
};

// src/compare/diagnostics.ts
function ascending(xs) {
  for (let i = 1; i < xs.length; i++) if (!(xs[i] >= xs[i - 1])) return false;
  return true;
}
function sortedView(xs) {
  return ascending(xs) ? xs : Float64Array.from(xs).sort();
}
function mergeInto(src, lo, mid, hi, dst) {
  let i = lo;
  let j = mid;
  let o = lo;
  if (i < mid && j < hi) {
    let x = src[i];
    let y = src[j];
    for (; ; ) {
      if (y < x) {
        dst[o++] = y;
        if (++j === hi) break;
        y = src[j];
      } else {
        dst[o++] = x;
        if (++i === mid) break;
        x = src[i];
      }
    }
  }
  while (i < mid) dst[o++] = src[i++];
  while (j < hi) dst[o++] = src[j++];
}
var MERGE_RUNS = 16;
function pooledSketch(runs2, side2) {
  const parts = runs2.map((r) => r.sketch).filter((s) => s !== void 0);
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0];
  if (parts.length > MERGE_RUNS || !parts.every(ascending)) return concat(parts).sort();
  const total = parts.reduce((n, p) => n + p.length, 0);
  let src = scratch2(2 * side2, total);
  let dst = scratch2(2 * side2 + 1, total);
  for (let i = 0, o = 0; i < parts.length; o += parts[i++].length) src.set(parts[i], o);
  let bounds = [0];
  for (const p of parts) bounds.push(bounds[bounds.length - 1] + p.length);
  while (bounds.length > 2) {
    const next = [0];
    for (let k = 0; k + 1 < bounds.length; k += 2) {
      if (k + 2 < bounds.length) {
        mergeInto(src, bounds[k], bounds[k + 1], bounds[k + 2], dst);
        next.push(bounds[k + 2]);
      } else {
        dst.set(src.subarray(bounds[k], bounds[k + 1]), bounds[k]);
        next.push(bounds[k + 1]);
      }
    }
    bounds = next;
    [src, dst] = [dst, src];
  }
  return src;
}
var SCRATCH = [];
var SCRATCH_MAX = 1 << 16;
function scratch2(slot, n) {
  if (n > SCRATCH_MAX) return new Float64Array(n);
  if (!(SCRATCH[slot]?.length >= n))
    SCRATCH[slot] = new Float64Array(Math.min(SCRATCH_MAX, Math.max(n, 2 * (SCRATCH[slot]?.length ?? 0), 1024)));
  return SCRATCH[slot].subarray(0, n);
}
function sortedLogs(sorted) {
  const out = scratch2(4, sorted.length);
  let last = NaN;
  let lastLog = NaN;
  for (let i = 0; i < sorted.length; i++) {
    const v = sorted[i];
    if (v !== last) {
      last = v;
      lastLog = Math.log(v);
    }
    out[i] = lastLog;
  }
  return ascending(out) ? out : out.sort();
}
function centralValues(runs2) {
  for (const metric of ["p50", "mean"]) {
    const values = runs2.map((r) => r.metrics[metric]).filter((m) => m?.estimable && m.value !== null).map((m) => m.value);
    if (values.length === runs2.length && values.length > 0) return { metric, values };
  }
  return { metric: "p50", values: [] };
}
var medianOf = (xs) => median(xs) ?? NaN;
function runVariance(runs2) {
  if (runs2.length < 3) return null;
  const metric = "p50";
  const logs = runs2.map((r) => r.metrics[metric]?.value).filter((v) => typeof v === "number" && v > 0).map(Math.log);
  if (logs.length < 3 || runs2.some((r) => !r.medianInterval)) return null;
  const med = medianOf(logs);
  const between = 1.4826 * medianOf(logs.map((x) => Math.abs(x - med)));
  const z = 1.959963984540054;
  const within = medianOf(runs2.map(({ medianInterval: iv }) => iv.lo > 0 ? Math.log(iv.hi / iv.lo) / (2 * z) : NaN));
  if (!Number.isFinite(within) || within <= 0 || !Number.isFinite(between)) return null;
  return { metric, ratio: between / within };
}
var PERMUTATIONS = 199;
var SHAPE_ALPHA = 0.01;
function gcd2(a, b) {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}
function labelledPool(runs2) {
  let parts = runs2.map((r, i) => ({ values: sortedView(r), run: new Int32Array(r.length).fill(i) }));
  while (parts.length > 1) {
    const next = [];
    for (let p = 0; p < parts.length; p += 2) {
      if (p + 1 === parts.length) {
        next.push(parts[p]);
        continue;
      }
      const [a, b] = [parts[p], parts[p + 1]];
      const values2 = new Float64Array(a.values.length + b.values.length);
      const run2 = new Int32Array(values2.length);
      let i = 0;
      let j = 0;
      for (let o = 0; o < values2.length; o++) {
        if (j >= b.values.length || i < a.values.length && !(b.values[j] < a.values[i])) {
          values2[o] = a.values[i];
          run2[o] = a.run[i++];
        } else {
          values2[o] = b.values[j];
          run2[o] = b.run[j++];
        }
      }
      next.push({ values: values2, run: run2 });
    }
    parts = next;
  }
  const { values, run } = parts[0];
  const groupEnd = new Uint8Array(values.length);
  for (let t = 0; t < values.length; t++) groupEnd[t] = t === values.length - 1 || values[t] !== values[t + 1] ? 1 : 0;
  return { run, groupEnd };
}
function concat(parts) {
  const out = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
function runLevelShapeP(base, head, observed, decideAt) {
  const sketches = [...base, ...head].map((r) => r.sketch);
  if (sketches.some((s) => s === void 0)) return 1;
  const runs2 = sketches;
  const { run, groupEnd } = labelledPool(runs2);
  const total = run.length;
  const inBase = new Uint8Array(runs2.length);
  const random = mulberry32(24301 + runs2.length);
  const order = runs2.map((_, i) => i);
  let atLeast = 0;
  for (let k = 0; k < PERMUTATIONS; k++) {
    for (let i2 = order.length - 1; i2 > 0; i2--) {
      const j2 = Math.floor(random() * (i2 + 1));
      [order[i2], order[j2]] = [order[j2], order[i2]];
    }
    inBase.fill(0);
    let n1 = 0;
    for (let i2 = 0; i2 < base.length; i2++) {
      inBase[order[i2]] = 1;
      n1 += runs2[order[i2]].length;
    }
    const n2 = total - n1;
    if (n1 === 0 || n2 === 0) throw new RangeError("ksTwoSample: empty sample");
    const lcm = n1 / gcd2(n1, n2) * n2;
    const sx = lcm / n1;
    const sy = lcm / n2;
    let i = 0;
    let j = 0;
    let h = 0;
    for (let t = 0; t < total; t++) {
      if (inBase[run[t]] === 1) i++;
      else j++;
      if (groupEnd[t] === 1) h = Math.max(h, Math.abs(i * sx - j * sy));
    }
    if (h / lcm >= observed - 1e-12) {
      atLeast++;
      if (decideAt !== void 0 && (1 + atLeast) / (1 + PERMUTATIONS) >= decideAt) break;
    }
  }
  return (1 + atLeast) / (1 + PERMUTATIONS);
}
function diagnose(base, head, alpha, sketches) {
  const a = centralValues(base);
  const b = centralValues(head);
  let mannWhitneyP = null;
  let benchstat = null;
  if (a.values.length >= 2 && b.values.length >= 2 && a.metric === b.metric) {
    mannWhitneyP = mannWhitney(a.values, b.values, { alternative: "two-sided" }).p;
    const change3 = (medianOf(b.values) / medianOf(a.values) - 1) * 100;
    benchstat = mannWhitneyP > alpha ? "~" : `${change3 >= 0 ? "+" : ""}${change3.toFixed(2)}%`;
  }
  const given = (s) => s ? sortedView(s) : null;
  const sa = sketches ? given(sketches.base) : pooledSketch(base, 0);
  const sb = sketches ? given(sketches.head) : pooledSketch(head, 1);
  let shapeChanged = null;
  let multimodal = null;
  if (sa && sb) {
    const ks = ksDistanceSorted(sa, sb) >= 0.1 ? ksTwoSampleSorted(sa, sb, { method: "asymp" }) : null;
    if (ks && ks.p < 1e-3 && ks.d >= 0.1) {
      const p = sketches || base.length < 3 || head.length < 3 ? ks.p : runLevelShapeP(base, head, ks.d, SHAPE_ALPHA);
      if (p < SHAPE_ALPHA) shapeChanged = { d: ks.d, p };
    }
    const ma = mValueOfSorted(sortedLogs(sa));
    const mb = mValueOfSorted(sortedLogs(sb));
    if (ma > 3.2 || mb > 3.2) multimodal = { base: ma > 3.2 ? ma : null, head: mb > 3.2 ? mb : null };
  }
  const va = runVariance(base);
  const vb = runVariance(head);
  const worst = [va, vb].filter((v) => v !== null).sort((x, y) => y.ratio - x.ratio)[0] ?? null;
  return { mannWhitneyP, benchstat, shapeChanged, multimodal, runVariance: worst && worst.ratio > 3 ? worst : null };
}

// src/compare/metric-compare.ts
function asCost(ratio, lo, hi, lowerIsBetter) {
  return lowerIsBetter ? [ratio, lo, hi] : [1 / ratio, hi === 0 ? Infinity : 1 / hi, lo === 0 ? Infinity : 1 / lo];
}
function runsNeeded(ratio, lo, hi, t, lowerIsBetter, n) {
  const [c, cLo, cHi] = asCost(ratio, lo, hi, lowerIsBetter).map(Math.log);
  const band = Math.log(1 + t);
  let factor;
  if (c > band)
    factor = (c - cLo) / (c - band);
  else if (c < -band)
    factor = (cHi - c) / (-band - c);
  else factor = Math.max((cHi - c) / (band - c), (c - cLo) / (c + band));
  if (!Number.isFinite(factor) || factor <= 0) return void 0;
  return Math.max(n + 1, Math.ceil(n * factor * factor));
}
function acrossRuns(input, a, b, t, out) {
  const { alpha } = input.settings;
  const hl = hlRatio(a, b, { alpha });
  out.ratio = hl.ratio;
  out.method = "across-runs";
  if (!(hl.upper < Infinity) || !(hl.lower > 0)) {
    out.notes.push(message("compare.too-few-runs", { base: a.length, head: b.length, alpha, needs: minRunsPerSide(alpha) }));
    return out;
  }
  out.ciLow = hl.lower;
  out.ciHigh = hl.upper;
  out.confidence = hl.coverage;
  out.pWorse = thresholdShiftedP(a, b, t, input.lowerIsBetter ? "greater" : "less");
  out.runsNeeded = runsNeeded(hl.ratio, hl.lower, hl.upper, t, input.lowerIsBetter, Math.min(a.length, b.length));
  return out;
}
function withinRun(input, p, t, out) {
  const { alpha } = input.settings;
  const [base, head] = [input.base[0].order, input.head[0].order];
  out.method = "within-run";
  out.ratio = out.base && out.head ? out.head / out.base : null;
  out.notes.push(message("compare.within-run"));
  const iv = quantileRatioInterval(base, head, p, alpha);
  if (iv.lower === null || iv.upper === null || !Number.isFinite(iv.upper) || !(iv.lower > 0) || out.ratio === null) {
    out.notes.push(message("compare.within-run-too-few-samples", { metric: input.metric }));
    return out;
  }
  out.ciLow = iv.lower;
  out.ciHigh = iv.upper;
  out.confidence = 1 - alpha;
  out.pWorse = quantileRatioP(base, head, p, t, input.lowerIsBetter ? "greater" : "less");
  return out;
}
function constantCase(a, b) {
  if (a.length === 0 || b.length === 0) return void 0;
  const c = a[0];
  if (a.every((v) => v === c) && b.every((v) => v === c)) return "identical";
  const zero = (xs) => xs.every((v) => v === 0);
  const positive = (xs) => xs.every((v) => v > 0);
  if (zero(a) && positive(b)) return "from-zero";
  if (positive(a) && zero(b)) return "to-zero";
  return void 0;
}
function withConstant(out, constant, method) {
  out.constant = constant;
  out.method = method;
  const { base: m, head: n } = out.runs;
  if (constant === "identical") {
    out.ratio = 1;
    out.ciLow = 1;
    out.ciHigh = 1;
    out.confidence = 1;
    out.pWorse = 1;
    return out;
  }
  out.ratio = null;
  if (m >= 2 && n >= 2) {
    const headUp = constant === "from-zero";
    out.pWorse = headUp === out.lowerIsBetter ? mannWhitneySeparatedP(m, n) : 1;
  }
  return out;
}
var printedInSteps = (metric) => metric === "min" || metric === "max" || quantileLevel(metric) !== void 0;
var quantileOf = (metric) => {
  const p = quantileLevel(metric);
  return p === void 0 ? void 0 : { p };
};
function censorAtResolution(values, resolution) {
  return resolution > 0 ? values.map((v) => v <= resolution ? resolution : v) : [...values];
}
function applyPrintResolution(out, resolution) {
  const censored = {
    base: out.values.base.filter((v) => v === resolution).length,
    head: out.values.head.filter((v) => v === resolution).length
  };
  out.printResolution = { resolution, censored };
  if (out.base === null || out.head === null) return;
  const relative = resolution / Math.min(out.base, out.head);
  const raised = relative > out.threshold;
  if (raised) out.threshold = relative;
  const runs2 = censored.base + censored.head;
  if (raised || runs2 > 0)
    out.notes.push(message("compare.resolution-raised", { resolution, threshold: out.threshold, raised, censored: runs2 }));
}
function thresholdOf(metric, settings, resolution = 0) {
  return Math.max(thresholdFor(settings, metric), settings.noiseFloor[metric] ?? 0, 2 * resolution);
}
function emptyComparison(metric, lowerIsBetter, t, a, b) {
  return {
    metric,
    lowerIsBetter,
    base: median(a),
    head: median(b),
    ratio: null,
    ciLow: null,
    ciHigh: null,
    confidence: null,
    method: "none",
    pWorse: null,
    threshold: t,
    runs: { base: a.length, head: b.length },
    singleRun: false,
    notes: [],
    values: { base: a, head: b }
  };
}
function picked(rs, metric) {
  const out = [];
  for (const r of rs) {
    const m = r.metrics[metric];
    if (m !== void 0) out.push(m);
  }
  return out;
}
function estimableValues(ms) {
  const out = [];
  for (const m of ms) if (m.estimable && m.value !== null) out.push(m.value);
  return out;
}
function compareMetric(input) {
  const { metric, settings } = input;
  let resolution = 0;
  let coarsest = 0;
  for (const rs of [input.base, input.head]) {
    for (const r of rs) {
      resolution = Math.max(resolution, r.resolution ?? 0);
      coarsest = Math.max(coarsest, r.printResolution ?? 0);
    }
  }
  const t = thresholdOf(metric, settings, resolution);
  const bm = picked(input.base, metric);
  const hm = picked(input.head, metric);
  const printResolution = printedInSteps(metric) ? coarsest : 0;
  const a = censorAtResolution(estimableValues(bm), printResolution);
  const b = censorAtResolution(estimableValues(hm), printResolution);
  const out = emptyComparison(metric, input.lowerIsBetter, t, a, b);
  if (t > thresholdOf(metric, settings)) out.notes.push(message("compare.threshold-raised", { threshold: t }));
  if (input.allowance) withAllowance(out, input.allowance);
  const missing = [...bm, ...hm].find((m) => !m.estimable);
  if (missing || a.length === 0 || b.length === 0) {
    out.notEstimable = missing?.notEstimable ?? { reason: "no-value" };
    out.notes.push(message("compare.not-estimable", { ...out.notEstimable }));
    const printedValue = (ms) => median(ms.filter((m) => !m.estimable && m.value !== null && m.notEstimable?.reason === "too-few-samples").map((m) => m.value));
    if (out.base === null) out.base = printedValue(bm);
    if (out.head === null) out.head = printedValue(hm);
    return out;
  }
  if (printResolution > 0) applyPrintResolution(out, printResolution);
  const quantile = quantileOf(metric);
  out.singleRun = input.base.length === 1 && input.head.length === 1;
  const withinRunPath = out.singleRun && quantile !== void 0 && input.base[0].order !== void 0 && input.head[0].order !== void 0;
  const constant = constantCase(a, b);
  if (constant) {
    const c = withConstant(out, constant, out.singleRun ? withinRunPath ? "within-run" : "none" : "across-runs");
    if (c.method === "within-run") c.notes.push(message("compare.within-run"));
    return c;
  }
  if (out.base !== null && out.head !== null && out.base > 0) out.ratio = out.head / out.base;
  if (a.some((v) => !(v > 0)) || b.some((v) => !(v > 0))) {
    out.notes.push(message("compare.non-positive"));
    return out;
  }
  if (withinRunPath) return withinRun(input, quantile.p, out.threshold, out);
  if (out.singleRun) {
    if (metric === "mean" && input.base[0].meanSe !== void 0 && input.head[0].meanSe !== void 0) return meanWithinRun(input, out);
    out.notes.push(message("compare.one-run-no-interval", { needs: minRunsPerSide(settings.alpha) }));
    return out;
  }
  const across = acrossRuns(input, a, b, out.threshold, out);
  if (input.allowance) delete across.runsNeeded;
  return across;
}
function withAllowance(out, allowance) {
  out.allowance = allowance;
  out.thresholdBeforeAllowance = out.threshold;
  if (allowance.value > out.threshold) out.threshold = allowance.value;
}
function meanWithinRun(input, out) {
  const { alpha } = input.settings;
  const [b, h] = [input.base[0], input.head[0]];
  out.method = "within-run";
  out.notes.push(message("compare.within-run"));
  const iv = out.base !== null && out.head !== null ? meanRatioInterval({ mean: out.base, se: b.meanSe }, { mean: out.head, se: h.meanSe }, alpha) : null;
  if (!iv) {
    out.notes.push(message("compare.one-run-no-interval", { needs: minRunsPerSide(alpha) }));
    return out;
  }
  out.ratio = iv.ratio;
  out.ciLow = iv.lower;
  out.ciHigh = iv.upper;
  out.confidence = 1 - alpha;
  out.pWorse = meanRatioP(iv, out.threshold, input.lowerIsBetter ? "greater" : "less");
  return out;
}
function bothBounded(iv, nBase, nHead) {
  const { baseInterval: b, headInterval: h } = iv;
  return b.lo >= 1 && b.hi <= nBase && h.lo >= 1 && h.hi <= nHead;
}
function comparePooled(input) {
  const { metric, settings } = input;
  const { alpha } = settings;
  const { base: a, head: b } = input.values;
  const out = emptyComparison(metric, input.lowerIsBetter, thresholdOf(metric, settings), a, b);
  out.base = null;
  out.head = null;
  out.pooled = true;
  const [mb, mh] = [input.base?.metrics[metric], input.head?.metrics[metric]];
  const missing = [mb, mh].find((m) => m !== void 0 && !m.estimable);
  if (missing || !mb || !mh || mb.value === null || mh.value === null) {
    out.notEstimable = missing?.notEstimable ?? { reason: "no-value" };
    out.notes.push(message("compare.not-estimable", { ...out.notEstimable, pooled: true }));
    return out;
  }
  out.base = mb.value;
  out.head = mh.value;
  const quantile = quantileOf(metric);
  out.singleRun = quantile === void 0 && a.length === 1 && b.length === 1;
  const constant = constantCase(a, b);
  if (constant) return withConstant(out, constant, out.singleRun ? "none" : "across-runs");
  if (out.base > 0) out.ratio = out.head / out.base;
  if (!(out.base > 0 && out.head > 0)) {
    out.notes.push(message("compare.non-positive"));
    return out;
  }
  if (!quantile) return out;
  out.method = "across-runs";
  const [ob, oh] = [input.base.order, input.head.order];
  const iv = quantileRatioInterval(ob, oh, quantile.p, alpha);
  if (!bothBounded(iv, ob.n, oh.n)) {
    out.notes.push(
      message("compare.too-few-runs", { base: a.length, head: b.length, alpha, needs: minSamplesFor(quantile.p, Math.sqrt(1 - alpha)) })
    );
    return out;
  }
  if (!(iv.lower > 0) || !Number.isFinite(iv.upper)) {
    out.notes.push(message("compare.non-positive"));
    return out;
  }
  out.ciLow = iv.lower;
  out.ciHigh = iv.upper;
  out.confidence = 1 - alpha;
  out.pWorse = quantileRatioP(ob, oh, quantile.p, out.threshold, input.lowerIsBetter ? "greater" : "less");
  out.runsNeeded = runsNeeded(out.ratio, iv.lower, iv.upper, out.threshold, input.lowerIsBetter, Math.min(a.length, b.length));
  return out;
}
function intervalAt(m, alpha) {
  if (m.method !== "across-runs" || m.constant !== void 0) return null;
  const { base: a, head: b } = m.values;
  if (a.length === 0 || b.length === 0) return null;
  if (m.pooled) {
    const quantile = quantileOf(m.metric);
    if (!quantile) return null;
    const sorted = (xs) => orderStatisticsOfSorted(Float64Array.from(xs).sort());
    const [ob, oh] = [sorted(a), sorted(b)];
    const iv = quantileRatioInterval(ob, oh, quantile.p, alpha);
    if (!bothBounded(iv, ob.n, oh.n) || !(iv.lower > 0) || !Number.isFinite(iv.upper)) return null;
    return { lower: iv.lower, upper: iv.upper, coverage: 1 - alpha };
  }
  if (a.some((v) => !(v > 0)) || b.some((v) => !(v > 0))) return null;
  const hl = hlRatio(a, b, { alpha });
  return hl.upper < Infinity && hl.lower > 0 ? { lower: hl.lower, upper: hl.upper, coverage: hl.coverage } : null;
}

// src/compare/compare-suite.ts
var TAIL_KINDS = ["per-op", "histogram", "percentiles"];
function levelsOf(settings) {
  return quantilesOf(settings).map((id) => ({ id, p: quantileLevel(id) }));
}
function metricsFor(kind, levels, runs2) {
  if (!TAIL_KINDS.includes(kind)) return ["mean"];
  const ids = ["min", ...levels.map((q) => q.id), "max", "mean"];
  const seen = new Set(ids);
  for (const r of runs2) {
    for (const id in r.metrics) {
      if (!seen.has(id)) {
        seen.add(id);
        ids.push(id);
      }
    }
  }
  return metricOrder(ids);
}
function wellResolvedOf(ids, runs2) {
  const out = {};
  for (const id of ids)
    if (quantileLevel(id) !== void 0) out[id] = runs2.length > 0 && runs2.every((r) => r.metrics[id]?.wellResolved === true);
  return out;
}
function runsAreOperations(b) {
  const runs2 = [...b.runs.base, ...b.runs.head];
  return runs2.length > 0 && runs2.every((r) => r.data.kind === "per-run" && r.data.iterations === 1);
}
function compareOperations(b, settings) {
  const valuesOf = (side2) => b.runs[side2].map((r) => r.data.kind === "per-run" ? r.data.value : NaN);
  const values = { base: valuesOf("base"), head: valuesOf("head") };
  const levels = levelsOf(settings);
  const pooled = (vs) => vs.length > 0 ? runMetrics({ kind: "per-op", values: Float64Array.from(vs) }, levels) : void 0;
  const [pb, ph] = [pooled(values.base), pooled(values.head)];
  const asP50 = (vs) => vs.map((value) => ({ n: 1, metrics: { p50: { value, estimable: true, wellResolved: true } } }));
  const metrics = {};
  const ids = metricsFor("per-op", levels, []);
  for (const metric of ids) {
    metrics[metric] = metric === "p50" ? compareMetric({ metric, base: asP50(values.base), head: asP50(values.head), lowerIsBetter: b.lowerIsBetter, settings }) : comparePooled({ metric, base: pb, head: ph, values, lowerIsBetter: b.lowerIsBetter, settings });
  }
  const base = b.runs.base.map((r) => runMetrics(r.data));
  const head = b.runs.head.map((r) => runMetrics(r.data));
  const present = [pb, ph].filter((r) => r !== void 0);
  return {
    evidence: evidenceLevel(b, true),
    benchmark: b,
    samples: { base: values.base.length, head: values.head.length },
    metrics,
    diagnostics: diagnose(base, head, settings.alpha, { base: pb?.sketch, head: ph?.sketch }),
    distribution: "per-op",
    smallestRun: { base: pb?.n, head: ph?.n },
    wellResolved: wellResolvedOf(ids, present)
  };
}
function settingsFor(name, settings) {
  const own = settings.noiseFloors && Object.hasOwn(settings.noiseFloors, name) ? settings.noiseFloors[name] : void 0;
  if (!own) return settings;
  const noiseFloor = { ...settings.noiseFloor };
  for (const [metric, floor] of Object.entries(own))
    noiseFloor[metric] = Math.max(noiseFloor[metric] ?? 0, floor);
  return { ...settings, noiseFloor };
}
function compareBenchmark(b, suiteSettings) {
  const settings = settingsFor(b.name, suiteSettings);
  if (runsAreOperations(b)) return compareOperations(b, settings);
  const levels = levelsOf(settings);
  const base = b.runs.base.map((r) => runMetrics(r.data, levels));
  const head = b.runs.head.map((r) => runMetrics(r.data, levels));
  const all = [...base, ...head];
  const metrics = {};
  const ids = metricsFor(b.sampleKind, levels, all);
  const evidence = evidenceLevel(b, false);
  const oneProcess = needsAllowance(evidence);
  for (const metric of ids) {
    const allowance = oneProcess ? allowanceFor(metric, b.lowerIsBetter, settings) : void 0;
    metrics[metric] = compareMetric({ metric, base, head, lowerIsBetter: b.lowerIsBetter, settings, ...allowance ? { allowance } : {} });
  }
  const count = (rs) => rs.reduce((s, r) => s + (r.n ?? 0), 0);
  const smallest = (rs) => rs.length && rs.every((r) => r.n !== void 0) ? Math.min(...rs.map((r) => r.n)) : void 0;
  return {
    evidence,
    benchmark: b,
    samples: { base: count(base), head: count(head) },
    metrics,
    diagnostics: diagnose(base, head, settings.alpha),
    distribution: TAIL_KINDS.includes(b.sampleKind) ? "per-op" : "per-run",
    smallestRun: { base: smallest(base), head: smallest(head) },
    wellResolved: wellResolvedOf(ids, all)
  };
}
function compareSuite(benchmarks, settings) {
  const onlyIn = { base: [], head: [] };
  const results = [];
  for (const b of benchmarks) {
    if (b.runs.base.length === 0 || b.runs.head.length === 0) (b.runs.base.length === 0 ? onlyIn.head : onlyIn.base).push(b.name);
    results.push(compareBenchmark(b, settings));
  }
  return { settings, benchmarks: results, onlyIn };
}

// src/review/asks/ecosystem.ts
var BY_FORMAT = [
  [/^go-/, "go"],
  [/^criterion/, "rust"],
  [/^jmh/, "jvm"],
  [/^benchmarkdotnet/, "dotnet"],
  [/^(pytest-benchmark|pyperf)/, "python"],
  [/^(vitest-bench|benchmarkjs|mitata|tinybench)/, "node"],
  [/^(google-benchmark|catch2|hyperfine|db-bench)/, "native"],
  [/^julia/, "julia"],
  [/^(wrk|vegeta|ghz|oha|k6|hdr|cassandra|redis|pgbench|autocannon|kudu)/, "load"]
];
function ecosystemOf(formats) {
  for (const f of formats) for (const [re, eco] of BY_FORMAT) if (re.test(f)) return eco;
  return "unknown";
}

// src/review/asks/percentiles.ts
var throughputBesideTails = (b, all) => !b.lowerIsBetter && all.some((o) => TAIL_KINDS.includes(o.sampleKind) && o.formats.some((f) => b.formats.includes(f)));
var percentilesAsk = ({ benchmarks }) => {
  const tailless = benchmarks.filter((b) => !TAIL_KINDS.includes(b.sampleKind) && !throughputBesideTails(b, benchmarks));
  if (tailless.length === 0) return [];
  return [
    ask("percentiles", "percentiles.means-only", tailless.length === 1 ? tailless[0].name : null, {
      total: benchmarks.length,
      ...namesParams(tailless.map((b) => b.name)),
      // Per-run means name their units; otherwise they are summaries (mean ± sd).
      perRun: tailless.some((b) => b.sampleKind === "per-run"),
      units: [...new Set(tailless.map((b) => b.unit))],
      ecosystem: ecosystemOf([...new Set(tailless.flatMap((b) => b.formats))])
    })
  ];
};

// src/review/asks/pr-claim.ts
var MAX_FINDINGS = 5;
var MAX_CLAIMS = 20;
var escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function names2(line, name) {
  const n = name.trim();
  if (n.length < 3 || !line.toLowerCase().includes(n.toLowerCase())) return false;
  return new RegExp(`(^|[^\\w])${escapeRe(n)}($|[^\\w])`, n.length < 6 ? "" : "i").test(line);
}
var fits = (c, b) => c.quantity === "time" ? isLatency(b) : c.quantity === "throughput" ? isThroughput(b) : isLatency(b) || isThroughput(b);
function namesOf(b) {
  const go = /^[\w./-]+\.(Benchmark[^\s.]*)$/.exec(b.toolName);
  return [b.name, b.toolName, ...go ? [go[1]] : []];
}
function benchmarksFor(c, benchmarks) {
  const named = benchmarks.map((b) => ({ b, len: Math.max(0, ...namesOf(b).map((n) => names2(c.line, n) ? n.length : 0)) })).filter((x) => x.len > 0);
  if (named.length) {
    const pool = named.some((x) => fits(c, x.b)) ? named.filter((x) => fits(c, x.b)) : named;
    return [pool.sort((x, y) => y.len - x.len)[0].b];
  }
  return benchmarks.filter((b) => fits(c, b));
}
function metricFor(c, b) {
  const ids = c.metric ? [c.metric] : ["p50", "mean"];
  for (const id of ids) {
    const m = b.metrics[id];
    if (m && m.constant === null && m.ciLow !== null && m.ciHigh !== null && m.ciLow > 0 && m.ciHigh > 0) return [id, m];
  }
  return void 0;
}
function contradiction(c, b) {
  const found = metricFor(c, b);
  if (!found) return void 0;
  const [metric, m] = found;
  const claimed = Math.log(c.speedup);
  const lo = Math.log(b.lowerIsBetter ? 1 / m.ciHigh : m.ciLow);
  const hi = Math.log(b.lowerIsBetter ? 1 / m.ciLow : m.ciHigh);
  const contradicted = claimed > 0 ? hi < claimed / 2 : lo > claimed / 2;
  if (!contradicted) return void 0;
  const opposite = claimed > 0 ? hi < 0 : lo > 0;
  return ask(
    "claim",
    "pr-claim.contradicted",
    b.name,
    {
      claim: c.text,
      // The claimed change as a head/base ratio of the metric, for the sentence.
      claimedRatio: b.lowerIsBetter ? 1 / c.speedup : c.speedup,
      metric,
      ratio: m.ratio,
      ciLow: m.ciLow,
      ciHigh: m.ciHigh,
      lowerIsBetter: b.lowerIsBetter,
      opposite
    },
    { quote: c.line }
  );
}
function closeness(a) {
  const p = a.params;
  return p.claimedRatio < 1 ? -Math.log(p.ciLow) : Math.log(p.ciHigh);
}
var prClaimAsk = ({ facts, benchmarks }) => {
  const asks = [];
  for (const c of facts.claims.slice(0, MAX_CLAIMS)) {
    if (asks.length >= MAX_FINDINGS) break;
    const pool = benchmarksFor(c, benchmarks);
    if (pool.length === 0) continue;
    const found = pool.map((b) => contradiction(c, b));
    if (!found.every((a) => a !== void 0)) continue;
    const closest = found.reduce((best, a) => closeness(a) > closeness(best) ? a : best);
    asks.push(found.length > 1 ? { ...closest, params: { ...closest.params, others: found.length - 1 } } : closest);
  }
  return asks;
};

// src/review/asks/pr-cpu-info.ts
var prCpuInfoAsk = ({ facts, existing }) => {
  if (!facts.hasNumbers) return [];
  const asks = [];
  const machines = facts.machines ?? [];
  if (machinesDiffer(machines)) {
    const kind = machines.every((m) => m.physical !== null) ? "physical" : machines.every((m) => m.logical !== null) ? "logical" : null;
    const kinds = machines.map((m) => kind ?? (m.physical !== null ? "physical" : "logical"));
    const params = {
      counts: machines.map((m, i) => kinds[i] === "physical" ? m.physical : m.logical),
      kinds,
      sides: machines.map((m) => m.side ?? "")
    };
    const first = machines[0];
    const other = machines.find((m) => m.physical !== first.physical || m.logical !== first.logical) ?? first;
    asks.push(ask("cpu-info", "pr-cpu-info.machines-differ", null, params, { quote: other.line }));
  }
  if (facts.hasCpuModel && facts.hasCoreCounts) return asks;
  if (existing.some((a) => a.kind === "cpu-info" && a.benchmark === null && a.quote === void 0)) return asks;
  asks.push(
    ask(
      "cpu-info",
      "pr-cpu-info.missing",
      null,
      { cpuModel: !facts.hasCpuModel, coreCounts: !facts.hasCoreCounts },
      { quote: facts.firstNumberLine }
    )
  );
  return asks;
};

// src/review/asks/pr-percentiles.ts
var prPercentilesAsk = ({ facts }) => {
  if (!facts.hasNumbers || facts.hasPercentiles || !facts.averageLine) return [];
  return [ask("percentiles", "pr-percentiles.average-only", null, {}, { quote: facts.averageLine })];
};

// src/review/asks/pr-profile.ts
var prProfileAsk = ({ facts }) => {
  if (!facts.claimLine || facts.hasProfile || facts.hasPercentiles) return [];
  return [ask("profile", "pr-profile.claim-without-evidence", null, {}, { quote: facts.claimLine })];
};

// src/review/asks/profile.ts
var profileAsk = ({ benchmarks, comparison, suite }) => {
  const asks = [];
  const identical = identicalBenchmarks(suite);
  for (const b of benchmarks) {
    if (!changeConfirmed(b) || identical.has(b.name)) continue;
    const regressed2 = ["p99.9", "p99", "p90", "min"].filter(
      (id2) => b.metrics[id2]?.verdict === "regression" && (id2 !== "min" || minEstimable(smallestRunOf(comparison, b)))
    );
    if (regressed2.length === 0) continue;
    const id = regressed2[0];
    const m = b.metrics[id];
    asks.push(
      ask("profile", "profile.tail-regressed", b.name, {
        benchmark: b.name,
        toolName: b.toolName,
        metric: id,
        ratio: m.ratio,
        ciLow: m.ciLow,
        ciHigh: m.ciHigh,
        ecosystem: ecosystemOf(b.formats)
      })
    );
  }
  return asks;
};
function linkProfiles(asks, outcome) {
  return asks.map((a) => {
    if (a.id !== "profile.tail-regressed" || a.benchmark === null) return a;
    const tool = typeof a.params.toolName === "string" ? a.params.toolName : a.benchmark;
    const runs2 = outcome.runs.filter((r) => r.benchmark === tool);
    if (runs2.length === 0) return a;
    const failed = runs2.filter((r) => !r.ok);
    const params = {
      ...a.params,
      uploaded: outcome.artifactUrl !== null,
      problem: outcome.artifactUrl ? null : outcome.problem ?? null,
      failedSides: failed.map((r) => r.side),
      failedExits: failed.map((r) => r.exit)
    };
    return {
      ...a,
      id: "profile.profiled",
      params,
      ...outcome.artifactUrl ? { links: [{ label: "profiles (base and head)", url: outcome.artifactUrl }] } : {}
    };
  });
}

// src/review/asks/tool-hazard.ts
var KEPT = 20;
var HAZARD_KINDS = [
  "debug-build",
  "cpu-scaling",
  "load-above-cpus",
  "debugger-attached",
  "jmh-one-fork",
  "jmh-no-warmup",
  "hyperfine-outliers"
];
var str = (v) => typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : "";
var num2 = (v) => typeof v === "number" && Number.isFinite(v) ? v : 0;
var strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
function places(hazards) {
  const byKey = /* @__PURE__ */ new Map();
  for (const h of hazards) {
    const { side: side2, ...params } = h.params;
    const key = JSON.stringify(params);
    const s = side2 === "head" ? "head" : "base";
    const p = byKey.get(key);
    if (!p) byKey.set(key, { sides: [s], params });
    else if (!p.sides.includes(s)) p.sides.push(s);
  }
  return [...byKey.values()];
}
function hazardAsk(kind, tool, found) {
  const kept = found.slice(0, KEPT);
  const sides = ["base", "head"].filter((s) => found.some((p) => p.sides.includes(s)));
  const params = {
    tool,
    sides,
    files: kept.map((p) => str(p.params.file)),
    fileSides: kept.map((p) => p.sides.length === 2 ? "both" : p.sides[0]),
    fields: kept.map((p) => str(p.params.field)),
    lines: kept.map((p) => num2(p.params.line)),
    values: kept.map((p) => str(p.params.value)),
    count: found.length
  };
  if (kind === "load-above-cpus") params.cpus = kept.map((p) => num2(p.params.cpus));
  if (kind === "hyperfine-outliers") {
    params.benchmarks = kept.map((p) => str(p.params.benchmark));
    params.outliers = kept.map((p) => num2(p.params.outliers));
    params.runs = kept.map((p) => num2(p.params.runs));
  }
  if (kind === "jmh-one-fork" || kind === "jmh-no-warmup") {
    const names3 = [...new Set(found.flatMap((p) => strings(p.params.benchmarks)))];
    params.benchmarks = names3.slice(0, KEPT);
    params.benchmarkCount = names3.length;
  }
  return ask("tool-hazard", `tool-hazard.${kind}`, null, params);
}
var goRanOnce = (b) => b.formats.includes("go-bench") && (b.runs.base === 1 || b.runs.head === 1);
function goCountAsk(ctx) {
  const go = ctx.suite.benchmarks.filter((b) => b.formats.includes("go-bench"));
  const sides = ["base", "head"].filter((s) => go.some((b) => b.runs[s].length === 1));
  if (sides.length === 0) return [];
  const names3 = [
    ...new Set(
      go.filter((b) => goRanOnce({ formats: b.formats, runs: { base: b.runs.base.length, head: b.runs.head.length } })).map((b) => b.toolName)
    )
  ];
  return [ask("tool-hazard", "tool-hazard.go-count-1", null, { sides, ...namesParams(names3) })];
}
var toolHazardAsk = (ctx) => {
  const groups = /* @__PURE__ */ new Map();
  for (const h of ctx.suite.hazards) {
    const kind = h.id.replace(/^hazard\./, "");
    if (!HAZARD_KINDS.includes(kind)) continue;
    const tool = str(h.params.tool) || (kind.startsWith("jmh-") ? "jmh" : kind.startsWith("hyperfine-") ? "hyperfine" : "");
    const key = `${kind}\0${tool}`;
    const g = groups.get(key) ?? { kind, tool, hazards: [] };
    g.hazards.push(h);
    groups.set(key, g);
  }
  const order = (kind) => HAZARD_KINDS.indexOf(kind);
  const asks = [...groups.values()].sort((a, b) => order(a.kind) - order(b.kind)).map((g) => hazardAsk(g.kind, g.tool, places(g.hazards)));
  return [...asks, ...goCountAsk(ctx)];
};

// src/review/asks/sample-size.ts
var hasNote = (m, id) => m?.notes.some((n) => n.id === id) === true;
var tooFewSamples = (m) => m?.notes.find((n) => n.id === "compare.not-estimable" && n.params.reason === "too-few-samples");
function problemAsk({ id, params, names: names3 }) {
  if (names3.length === 1) return ask("sample-size", id, names3[0], params[0]);
  return ask("sample-size", id, null, { ...numberRanges(params), ...namesParams(names3) });
}
function oneProcessAsk(benchmarks, alpha) {
  const inProcess = benchmarks.filter((b) => evidenceLevelOf(b) === "in-process").length;
  const levels = [...inProcess < benchmarks.length ? ["one-run"] : [], ...inProcess ? ["in-process"] : []];
  const params = { levels, needs: minRunsPerSide(alpha) };
  const names3 = benchmarks.map((b) => b.name);
  return ask(
    "sample-size",
    "sample-size.one-process",
    names3.length === 1 ? names3[0] : null,
    names3.length === 1 ? params : { ...params, ...namesParams(names3) }
  );
}
var sampleSizeAsk = ({ benchmarks, comparison }) => {
  const problems = /* @__PURE__ */ new Map();
  const add = (id, params, name) => {
    const key = sameWords(id, params);
    const p = problems.get(key);
    if (p) {
      p.params.push(params);
      p.names.push(name);
    } else problems.set(key, { id, params: [params], names: [name] });
  };
  const alpha = comparison.settings.alpha;
  const asked = quantilesOf(comparison.settings).filter(isTailMetric);
  const oneProcess = [];
  const inconclusive = [];
  for (const b of benchmarks) {
    const tailIds = metricOrder(Object.keys(b.metrics)).filter(isTailMetric);
    const notEstimable = asked.filter((id) => b.metrics[id]?.verdict === "insufficient-data" && tooFewSamples(b.metrics[id]));
    if (notEstimable.length) {
      const { samples, metric, needs, pooled } = tooFewSamples(b.metrics[notEstimable[0]]).params;
      add(
        "sample-size.not-estimable",
        { metrics: notEstimable, samples, metric, needs, ...pooled === true ? { pooled: true } : {} },
        b.name
      );
    }
    if (onOneProcess(b)) {
      if (!goRanOnce(b)) oneProcess.push(b);
      continue;
    }
    const tail = tailIds.map((id) => b.metrics[id]).filter((m) => m !== void 0);
    const tooFewRuns = tail.flatMap((m) => m.notes).find((n) => n.id === "compare.too-few-runs");
    const short2 = tailIds.find((id) => hasNote(b.metrics[id], "compare.too-few-runs"));
    const judgedElsewhere = Object.values(b.metrics).some((m) => m?.ciLow !== null && m?.ciLow !== void 0);
    if (tooFewRuns) {
      add(
        "sample-size.too-few-runs",
        {
          base: b.runs.base,
          head: b.runs.head,
          alpha,
          needs: tooFewRuns.params.needs,
          ...judgedElsewhere && short2 ? { metric: short2 } : {}
        },
        b.name
      );
    }
    const undecided = [...tailIds, "p50", "mean"].map((id) => [id, b.metrics[id]]).filter(([, m]) => m?.gated && m.verdict === "inconclusive" && m.runsNeeded);
    if (undecided.length) {
      const [metric, m] = undecided.sort((x, y) => x[1].runsNeeded - y[1].runsNeeded)[0];
      inconclusive.push({ name: b.name, metric, runs: Math.min(b.runs.base, b.runs.head), m });
    }
  }
  const asks = [];
  if (oneProcess.length) asks.push(oneProcessAsk(oneProcess, alpha));
  asks.push(...[...problems.values()].map(problemAsk));
  if (inconclusive.length === 1) {
    const [{ name, metric, runs: runs2, m }] = inconclusive;
    asks.push(
      ask("sample-size", "sample-size.inconclusive", name, {
        metric,
        runs: runs2,
        ratio: m.ratio,
        threshold: m.threshold,
        runsNeeded: m.runsNeeded
      })
    );
  } else if (inconclusive.length > 1) {
    const metrics = metricOrder(new Set(inconclusive.map((x) => x.metric)));
    asks.push(
      ask("sample-size", "sample-size.inconclusive", null, {
        metric: metrics[0],
        metrics,
        ...numberRanges(inconclusive.map((x) => ({ runs: x.runs, runsNeeded: x.m.runsNeeded }))),
        ...namesParams(inconclusive.map((x) => x.name))
      })
    );
  }
  return asks;
};

// src/review/asks/variance.ts
var varianceAsk = ({ benchmarks, suite }) => {
  const identical = identicalBenchmarks(suite);
  const byMetric = /* @__PURE__ */ new Map();
  for (const b of benchmarks) {
    const v = b.diagnostics.runVariance;
    if (v === null || identical.has(b.name)) continue;
    const list2 = byMetric.get(v.metric) ?? [];
    byMetric.set(v.metric, list2);
    list2.push(b);
  }
  return [...byMetric].map(([metric, list2]) => {
    if (list2.length === 1)
      return ask("variance", "variance.runs-vary", list2[0].name, {
        benchmark: list2[0].name,
        ratio: list2[0].diagnostics.runVariance.ratio,
        metric
      });
    return ask("variance", "variance.runs-vary", null, {
      metric,
      ...numberRanges(list2.map((b) => ({ ratio: b.diagnostics.runVariance.ratio }))),
      ...namesParams(list2.map((b) => b.name))
    });
  });
};

// src/review/asks/index.ts
var ASKS = [
  percentilesAsk,
  profileAsk,
  distributionAsk,
  sampleSizeAsk,
  varianceAsk,
  coverageAsk,
  coordinatedOmissionAsk,
  toolHazardAsk,
  cpuInfoAsk
];
function collectAsks(ctx) {
  return ASKS.flatMap((check) => check(ctx));
}
var PR_ASKS = [prClaimAsk, prPercentilesAsk, prProfileAsk, prCpuInfoAsk];
function collectPrAsks(facts, existing, benchmarks = []) {
  return PR_ASKS.flatMap((check) => check({ facts, existing, benchmarks }));
}

// src/review/threshold.ts
function pastThreshold(m, lowerIsBetter) {
  if (m.constant === "from-zero") return lowerIsBetter;
  if (m.constant === "to-zero") return !lowerIsBetter;
  if (m.constant === "identical" || m.ratio === null || !(m.ratio > 0)) return false;
  return (lowerIsBetter ? m.ratio : 1 / m.ratio) > 1 + m.threshold;
}

// src/review/sweep.ts
function sloState(b) {
  if (b.lo === null || b.hi === null) return "undecided";
  if (b.hi < b.limit) return "meets";
  if (b.lo >= b.limit) return "violates";
  return "undecided";
}
function combinedState(bounds) {
  if (bounds.length === 0) return null;
  const states = bounds.map(sloState);
  if (states.includes("violates")) return "violates";
  return states.every((s) => s === "meets") ? "meets" : "undecided";
}
var ran = (p, side2) => p.sides[side2].runs > 0;
var serves = (d, side2) => ran(d.point, side2) && d.point.sides[side2].sustained !== false && d.slo[side2] === "meets";
var fails = (d, side2) => ran(d.point, side2) && (d.point.sides[side2].sustained === false || d.slo[side2] === "violates");
function throughputVerdict(m) {
  if (!m || m.lowerIsBetter) return void 0;
  const t = m.threshold;
  if (m.ciLow !== null && m.ciHigh !== null) {
    if (m.ciHigh < 1 / (1 + t)) return "regression";
    if (m.ciLow > 1 + t) return "improvement";
    return void 0;
  }
  const { base, head } = m.values;
  if (base.length < 2 || head.length < 2 || m.notEstimable) return void 0;
  if (Math.max(...head) * (1 + t) < Math.min(...base)) return "regression";
  if (Math.min(...head) > Math.max(...base) * (1 + t)) return "improvement";
  return void 0;
}
function throughputWithin(m) {
  if (m.constant === "identical") return true;
  return m.ciLow !== null && m.ciHigh !== null && m.ciLow >= 1 / (1 + m.threshold) && m.ciHigh <= 1 + m.threshold;
}
function belowCeiling(points, served, side2, alpha) {
  const other = side2 === "base" ? "head" : "base";
  const ref = served?.point.throughputMetric;
  const refRuns = ref?.values[other];
  if (!ref || !refRuns || refRuns.length < 2) return false;
  const mine = points.filter((d) => ran(d.point, side2));
  if (mine.length === 0 || !served || !mine.some((d) => d.point.value >= served.point.value)) return false;
  return mine.every((d) => {
    const runs2 = d.point.throughputMetric?.values[side2];
    if (!runs2 || runs2.length < 2 || runs2.some((v) => !(v > 0)) || refRuns.some((v) => !(v > 0))) return false;
    const { upper } = hlRatio(refRuns, runs2, { alpha });
    return upper < 1 / (1 + ref.threshold);
  });
}
function capacityOf(points, slo, alpha, calibrated) {
  const top = (side2) => [...points].reverse().find((d) => serves(d, side2));
  const [tb, th] = [top("base"), top("head")];
  const amount = (side2) => {
    const carried = points.filter((d) => serves(d, side2)).map((d) => d.point.sides[side2].achieved ?? d.point.offered).filter((v) => v !== null);
    return carried.length ? Math.max(...carried) : null;
  };
  const [base, head] = [amount("base"), amount("head")];
  const unprinted = slo.filter((c) => points.every((d) => d.point.latency.metrics[c.metric] === void 0)).map((c) => ({ metric: c.metric, tool: points[0]?.point.latency.benchmark.formats[0] ?? "the tool" }));
  let decidedBy = [];
  const both = points.filter((d) => ran(d.point, "base") && ran(d.point, "head"));
  const regressedAt = both.filter((d) => serves(d, "base") && fails(d, "head")).map((d) => d.point.value);
  const improvedAt = both.filter((d) => serves(d, "head") && fails(d, "base")).map((d) => d.point.value);
  const decided = (d, side2) => d.slo[side2] !== "undecided";
  let verdict;
  if (both.length === 0 || unprinted.length > 0) verdict = "insufficient-data";
  else if (regressedAt.length && improvedAt.length) verdict = "inconclusive";
  else if (regressedAt.length) {
    verdict = "regression";
    decidedBy = both.filter((d) => regressedAt.includes(d.point.value));
  } else if (improvedAt.length) verdict = "improvement";
  else if (belowCeiling(points, tb, "head", alpha)) {
    verdict = "regression";
    decidedBy = [tb, ...points.filter((d) => ran(d.point, "head"))];
  } else if (belowCeiling(points, th, "base", alpha)) verdict = "improvement";
  else {
    const at2 = tb && th && tb === th ? tb.point.throughputMetric : null;
    const carried = throughputVerdict(at2);
    if (carried === "regression") decidedBy = [tb];
    const sameCarried = at2 === null || throughputWithin(at2);
    verdict = carried ?? (sameCarried && both.every((d) => decided(d, "base") && decided(d, "head")) && tb?.point.value === th?.point.value ? "no-change" : "inconclusive");
  }
  const enough = (d) => calibrated(d) || ["base", "head"].every((side2) => !ran(d.point, side2) || d.point.sides[side2].runs >= MIN_CAPACITY_RUNS);
  return {
    slo: slo.map((c) => c.text).join(","),
    conditions: slo.map((c) => ({ metric: c.metric, limit: c.limit })),
    base,
    head,
    ratio: base !== null && head !== null && base > 0 ? head / base : null,
    baseLoad: tb?.point.value ?? null,
    headLoad: th?.point.value ?? null,
    verdict,
    regressedAt,
    improvedAt,
    unconfirmed: verdict === "regression" && !decidedBy.every(enough),
    unprinted
  };
}
function decideSweep(sweep, alpha = 0.05, noiseFloors) {
  const points = sweep.points.map((point) => ({
    point,
    slo: {
      base: ran(point, "base") ? combinedState(point.sides.base.slo) : null,
      head: ran(point, "head") ? combinedState(point.sides.head.slo) : null
    }
  }));
  const calibrated = (d) => noiseFloors !== void 0 && Object.hasOwn(noiseFloors, d.point.latency.benchmark.name);
  return { sweep, points, capacity: sweep.slo.length ? capacityOf(points, sweep.slo, alpha, calibrated) : null };
}
function decideSweeps(c) {
  return compareSweeps(c).map((s) => decideSweep(s, c.settings.alpha, c.settings.noiseFloors));
}

// src/model/noise-floor.ts
var NOISE_FLOOR_KIND = "bench-review-noise-floor";
var UNGATEABLE_FLOOR = 10;
var isGateableFloor = (floor) => floor < UNGATEABLE_FLOOR;
var MAX_WRITTEN_FLOOR = 1e6;
var AA_QUANTILE = 0.95;
var MIN_AA_ESTIMATES = 20;
var MIN_CALIBRATION_RUNS = 5;
var AA_METHOD = "one-run-per-side A/A ratios: every (base run, head run) pair; floor = exp(quantile_0.95(|ln ratio|)) - 1";
function floorsFor(floors, benchmarks) {
  const out = {};
  for (const name of benchmarks) {
    if (Object.hasOwn(floors, name))
      Object.defineProperty(out, name, { value: { ...floors[name] }, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

// src/review/gate.ts
var STAND_INS = ["max", "mean"];
function tailStandIns(benchmarks, settings) {
  const candidates = [];
  for (const b of benchmarks) {
    if (b.comparison.distribution !== "per-op") continue;
    const all = Object.values(b.metrics);
    const hidden = all.find(
      (m) => (m.gated || b.gatedOn === "median" && quantilesOf(settings).includes(m.metric)) && isTailMetric(m.metric) && m.verdict === "insufficient-data" && m.comparison.notEstimable !== void 0
    );
    if (!hidden || all.some((m) => m.gated && m.verdict === "regression" && m.confirmed)) continue;
    for (const id of STAND_INS) {
      const m = b.metrics[id];
      if (m && !m.gated && m.verdict === "regression" && m.comparison.method === "across-runs" && m.comparison.pWorse !== null)
        candidates.push({ b, m, tail: hidden.metric });
    }
  }
  if (candidates.length === 0) return [];
  const adjusted = bhAdjust(candidates.map((c) => Math.min(1, 2 * c.m.comparison.pWorse)));
  const out = [];
  candidates.forEach((c, i) => {
    if (adjusted[i] > settings.q) return;
    c.m.notes.push(message("review.tail-stand-in", { tail: c.tail }));
    if (c.b.verdict === "no-change" || c.b.verdict === "insufficient-data") c.b.verdict = "inconclusive";
    out.push({ benchmark: c.b.benchmark.name, metric: c.m.metric, decision: c.m, standInFor: c.tail });
  });
  return out;
}
function policyGates(metric, distribution, settings, wellResolved, tailEstimable2 = true) {
  if (metric === "max" || metric === "min") return false;
  const failOn = settings.failOn === "never" ? "auto" : settings.failOn;
  if (distribution === "per-run") return metric === "mean" && failOn !== "tail";
  if (metric === "mean") return false;
  if (metric === "p50") return failOn === "any" || failOn === "auto" && !tailEstimable2;
  if (!isTailMetric(metric)) return false;
  if (!quantilesOf(settings).includes(metric)) return false;
  if (failOn === "auto" && !tailEstimable2) return false;
  if ((quantileLevel(metric) ?? 0) >= 0.999 - 1e-12) return wellResolved;
  return true;
}
function wellResolvedIn(bc, id) {
  return bc.wellResolved[id] === true;
}
var loadKey = (b) => b.load ? loadLabel(b.load) : "";
var besideKey = (b) => `${b.toolName.replace(/\s+\([^()]*\)$/, "")}\0${loadKey(b)}`;
function latencyLoads(c) {
  const out = /* @__PURE__ */ new Set();
  for (const bc of c.benchmarks) {
    if (bc.benchmark.unit !== "ns" || bc.distribution !== "per-op") continue;
    out.add(besideKey(bc.benchmark));
  }
  return out;
}
function throughputBesideLatency(bc, latency, settings) {
  if (settings.failOn !== "auto" && settings.failOn !== "never") return false;
  return isThroughput(bc.benchmark) && bc.distribution === "per-run" && latency.has(besideKey(bc.benchmark));
}
var judgeable = (m) => m !== void 0 && m.notEstimable === void 0 && (m.ciLow !== null && m.ciHigh !== null || m.constant !== void 0);
function tailEstimable(bc, settings) {
  const computed = quantilesOf(settings);
  return Object.keys(bc.metrics).some(
    (id) => isTailMetric(id) && computed.includes(id) && ((quantileLevel(id) ?? 0) < 0.999 - 1e-12 || wellResolvedIn(bc, id)) && judgeable(bc.metrics[id])
  );
}
function gates(m, policy, settings, benchmark) {
  if (!policy) return false;
  if (m.allowance && !m.singleRun && m.constant !== void 0) return true;
  if (m.allowance && !m.singleRun) return m.allowance.source === "calibrated" || settings.oneProcess === "gate";
  if (!m.singleRun) return true;
  if (settings.oneProcess === "gate") return m.method === "within-run";
  return m.method === "within-run" && (settings.noiseFloor[m.metric] !== void 0 || ownFloor(settings, benchmark, m.metric) !== void 0);
}
function ownFloor(settings, benchmark, metric) {
  return settings.noiseFloors && Object.hasOwn(settings.noiseFloors, benchmark) ? settings.noiseFloors[benchmark][metric] : void 0;
}
function verdictOf(ratio, lo, hi, t, lowerIsBetter) {
  const [, cLo, cHi] = asCost(ratio, lo, hi, lowerIsBetter);
  if (!Number.isFinite(cHi) || cLo <= 0) return "insufficient-data";
  if (cLo > 1 + t) return "regression";
  if (cHi < 1 / (1 + t)) return "improvement";
  if (cLo >= 1 / (1 + t) && cHi <= 1 + t) return "no-change";
  return "inconclusive";
}
function constantVerdict(m) {
  if (m.constant === "identical") return "no-change";
  if (m.constant === "from-zero") return m.lowerIsBetter ? "regression" : "improvement";
  if (m.constant === "to-zero") return m.lowerIsBetter ? "improvement" : "regression";
  return void 0;
}
function pointVerdict(m) {
  if (!m.allowance || m.ciLow !== null || m.ratio === null || !(m.ratio > 0) || m.notEstimable !== void 0 || m.method !== "none")
    return void 0;
  if (m.notes.some((n) => n.id === "compare.non-positive")) return void 0;
  const cost2 = m.lowerIsBetter ? m.ratio : 1 / m.ratio;
  if (cost2 > 1 + m.threshold) return "regression";
  if (cost2 < 1 / (1 + m.threshold)) return "improvement";
  return "inconclusive";
}
function withinAllowance(m, verdict) {
  if (!m.allowance || m.ratio === null || !(m.ratio > 0) || verdict === "regression" || verdict === "improvement" || verdict === "insufficient-data")
    return false;
  const change3 = Math.abs(Math.log(m.ratio));
  return change3 > Math.log(1 + (m.thresholdBeforeAllowance ?? m.threshold)) && change3 <= Math.log(1 + m.threshold);
}
function metricDecision(m, gated, wouldGate = gated) {
  const verdict = constantVerdict(m) ?? pointVerdict(m) ?? (m.ratio !== null && m.ciLow !== null && m.ciHigh !== null ? verdictOf(m.ratio, m.ciLow, m.ciHigh, m.threshold, m.lowerIsBetter) : "insufficient-data");
  return {
    metric: m.metric,
    comparison: m,
    gated,
    wouldGate,
    verdict,
    confirmed: false,
    ciLow: m.ciLow,
    ciHigh: m.ciHigh,
    confidence: m.confidence,
    ...verdict === "inconclusive" && m.runsNeeded !== void 0 ? { runsNeeded: m.runsNeeded } : {},
    notes: withinAllowance(m, verdict) ? [
      ...m.notes,
      message("review.within-allowance", {
        ratio: m.ratio,
        allowance: m.allowance.value,
        source: m.allowance.source,
        kind: m.allowance.kind
      })
    ] : [...m.notes]
  };
}
var oneRun = (m) => m.singleRun || Math.min(m.runs.base, m.runs.head) < 2;
function evidenceOf(m) {
  if (m.constant !== void 0) return oneRun(m) ? "within-run" : "runs";
  return m.method === "across-runs" && !m.allowance ? "runs" : "within-run";
}
function benchmarkVerdict(metrics) {
  const judged = (m) => m.verdict !== "insufficient-data";
  let deciding = metrics.filter((m) => m.gated && judged(m));
  if (deciding.length === 0) deciding = metrics.filter((m) => m.wouldGate && judged(m));
  if (deciding.length === 0) deciding = metrics.filter((m) => !m.gated && m.metric !== "max" && judged(m));
  if (deciding.length === 0) return { verdict: "insufficient-data", decidedBy: [], evidence: "none" };
  const verdict = deciding.some((m) => m.verdict === "regression") ? "regression" : deciding.some((m) => m.verdict === "improvement") ? "improvement" : deciding.every((m) => m.verdict === "no-change") ? "no-change" : "inconclusive";
  const evidence = deciding.some((m) => evidenceOf(m.comparison) === "runs") ? "runs" : "within-run";
  return { verdict, decidedBy: deciding.map((m) => m.metric), evidence };
}
function beyondThreshold(d) {
  return pastThreshold(d.comparison, d.comparison.lowerIsBetter);
}
function runsToDecide2(d, alpha) {
  const m = d.comparison;
  if (m.allowance && !oneRun(m)) return minRunsPerSide(alpha);
  if (oneRun(m) || m.ciLow === null || m.ciHigh === null) {
    const min = minRunsPerSide(alpha);
    const n = Math.min(m.runs.base, m.runs.head);
    return Math.max(min, n + 1);
  }
  return d.runsNeeded ?? m.runsNeeded;
}
function applyMultiplicity(gated, settings) {
  const family = gated.filter((m) => m.comparison.pWorse !== null);
  if (family.length === 0) return;
  const adjusted = bhAdjust(family.map((m) => Math.min(1, 2 * m.comparison.pWorse)));
  const rejected = family.filter((_, i) => adjusted[i] <= settings.q);
  const fcrAlpha = Math.max(1, rejected.length) * settings.q / family.length;
  family.forEach((m, i) => {
    if (m.verdict !== "regression") return;
    if (adjusted[i] > settings.q) {
      m.verdict = "inconclusive";
      m.notes.push(message("review.not-confirmed", { family: family.length, adjustedP: adjusted[i] }));
      const forFamily = minRunsPerSide(settings.q / family.length);
      const have = Math.min(m.comparison.runs.base, m.comparison.runs.head);
      const need = Math.max(m.comparison.runsNeeded ?? 0, forFamily > have ? forFamily : 0);
      if (need > 0) m.runsNeeded = need;
      return;
    }
    m.confirmed = true;
    const iv = family.length > 1 ? intervalAt(m.comparison, fcrAlpha) : null;
    if (iv) {
      m.ciLow = iv.lower;
      m.ciHigh = iv.upper;
      m.confidence = iv.coverage;
      m.notes.push(message("review.fcr-interval", { level: iv.coverage }));
    }
  });
}
function gatedOnOf(metrics) {
  const gated = metrics.filter((m) => m.gated).map((m) => m.metric);
  if (gated.some(isTailMetric)) return "tail";
  if (gated.includes("mean")) return "mean";
  if (gated.includes("p50")) return "median";
  return "none";
}
function statusOf(settings, gated, unconfirmed, sweeps, oneProcessRegressions = 0) {
  const failed = gated.some((m) => m.verdict === "regression" && m.confirmed) || sweeps.some(capacityFails);
  const judged = gated.filter((m) => m.verdict !== "insufficient-data").length;
  return settings.failOn !== "never" && failed ? "fail" : unconfirmed > 0 || oneProcessRegressions > 0 || sweeps.some(capacityUnconfirmed) || judged === 0 ? "neutral" : "pass";
}
function isUngatedOneProcessRegression(b) {
  if (b.verdict !== "regression") return false;
  const deciding = b.decidedBy.map((id) => b.metrics[id]).filter((m) => m !== void 0);
  return deciding.length > 0 && deciding.every((m) => !m.gated && m.comparison.allowance !== void 0) && deciding.some((m) => m.verdict === "regression" && m.wouldGate);
}
function decideGate(c, options = {}) {
  const { settings } = c;
  const gated = [];
  const latency = latencyLoads(c);
  const benchmarks = c.benchmarks.map((bc) => {
    const metrics = {};
    const tail = tailEstimable(bc, settings);
    const besideLatency = throughputBesideLatency(bc, latency, settings);
    for (const id of metricOrder(Object.keys(bc.metrics))) {
      const m = bc.metrics[id];
      if (!m) continue;
      const centreDecides = m.allowance !== void 0 && id === "p50" && bc.distribution === "per-op" && settings.failOn !== "tail";
      const policy = policyGates(id, bc.distribution, settings, wellResolvedIn(bc, id), tail) || centreDecides;
      const floor = ownFloor(settings, bc.benchmark.name, id);
      const notGateable2 = policy && !besideLatency && floor !== void 0 && !isGateableFloor(floor);
      const selected = policy && !besideLatency && !notGateable2;
      const d = metricDecision(m, gates(m, selected, settings, bc.benchmark.name), selected);
      if (policy && besideLatency)
        d.notes.push(message("review.throughput-beside-latency", { load: bc.benchmark.load ? loadKey(bc.benchmark) : null }));
      if (notGateable2) {
        d.notGateable = floor;
        d.notes.push(message("review.not-gateable", { floor }));
      }
      metrics[id] = d;
      if (d.gated) gated.push(d);
    }
    const all = Object.values(metrics);
    return {
      benchmark: bc.benchmark,
      comparison: bc,
      metrics,
      verdict: "insufficient-data",
      decidedBy: [],
      evidence: "none",
      gatedOn: gatedOnOf(all)
    };
  });
  applyMultiplicity(gated, settings);
  const unconfirmed = [];
  for (const b of benchmarks) {
    const all = Object.values(b.metrics);
    Object.assign(b, benchmarkVerdict(all));
    for (const m of all) {
      if (!m.gated || m.verdict === "regression" && m.confirmed || !beyondThreshold(m)) continue;
      const runs2 = runsToDecide2(m, settings.alpha);
      if (runs2 !== void 0) m.runsNeeded = runs2;
      unconfirmed.push({ benchmark: b.benchmark.name, metric: m.metric, decision: m });
    }
  }
  unconfirmed.push(...tailStandIns(benchmarks, settings));
  const judgedCount = gated.filter((m) => m.verdict !== "insufficient-data").length;
  const sweeps = options.sweeps === false ? [] : decideSweeps(c);
  const status = statusOf(settings, gated, unconfirmed.length, sweeps, benchmarks.filter(isUngatedOneProcessRegression).length);
  return { settings, comparison: c, benchmarks, status, unconfirmed, gatedCount: gated.length, judgedCount, sweeps };
}

// src/review/sweep-report.ts
function side(d, s) {
  const x = d.point.sides[s];
  return { runs: x.runs, achieved: x.achieved, sustained: x.sustained, stdDev: x.stdDev, slo: d.slo[s] };
}
function reportSweeps(sweeps, decisions, reportMetric2) {
  const byComparison = new Map(decisions.map((b) => [b.comparison, b]));
  return sweeps.map((sd) => ({
    name: sd.sweep.name,
    measure: sd.sweep.measure,
    unit: sd.sweep.unit,
    param: sd.sweep.param,
    points: sd.points.map((d) => {
      const latency = byComparison.get(d.point.latency);
      const metrics = {};
      for (const id of Object.keys(d.point.metrics)) {
        const m = latency?.metrics[id];
        if (m) metrics[id] = reportMetric2(m);
      }
      const tp = d.point.throughput ? byComparison.get(d.point.throughput)?.metrics.mean : void 0;
      return {
        value: d.point.value,
        offered: d.point.offered,
        benchmark: d.point.latency.benchmark.name,
        base: side(d, "base"),
        head: side(d, "head"),
        metrics,
        throughput: tp ? reportMetric2(tp) : null
      };
    }),
    capacity: sd.capacity ? {
      ...sd.capacity,
      conditions: sd.capacity.conditions.map((c) => ({ ...c })),
      regressedAt: [...sd.capacity.regressedAt],
      improvedAt: [...sd.capacity.improvedAt],
      unprinted: sd.capacity.unprinted.map((u) => ({ ...u }))
    } : null
  }));
}

// src/review/machine.ts
var MACHINE_FIELDS = [
  "cpuModel",
  "sockets",
  "physicalCores",
  "logicalCpus",
  "smt",
  "maxMHz",
  "governor",
  "turbo",
  "kernel",
  "os",
  "arch",
  "memoryBytes",
  "virtualization",
  "runnerName"
];
function compareMachines(base, head) {
  if (!base || !head) return [];
  const out = [];
  for (const field of MACHINE_FIELDS) {
    const a = base[field];
    const b = head[field];
    if (a === void 0 || b === void 0) continue;
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(message("review.machine-differs", { field, base: String(a), head: String(b) }));
  }
  return out;
}
var INCOMPARABLE_FIELDS = ["cpuModel", "physicalCores", "logicalCpus", "host"];
function incomparableFacts(base, head) {
  if (!base || !head) return [];
  const out = [];
  for (const field of INCOMPARABLE_FIELDS) {
    const a = base[field];
    const b = head[field];
    if (a === void 0 || b === void 0) continue;
    const same = typeof a === "string" && typeof b === "string" ? a.trim() === b.trim() : a === b;
    if (!same) out.push({ field, base: String(a), head: String(b) });
  }
  return out;
}
function machinesWarning(mismatch, allowed) {
  return message("review.machines-differ", {
    fields: mismatch.map((m) => m.field),
    base: mismatch.map((m) => m.base),
    head: mismatch.map((m) => m.head),
    allowed
  });
}

// src/compare/geomean.ts
var isValue = (v) => v !== null && Number.isFinite(v);
function geometricMean(xs) {
  return Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
}
function logMeanInterval(logs, confidence) {
  const n = logs.length;
  const mean = logs.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(logs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
  const half = studentTQuantile((1 + confidence) / 2, n - 1) * (sd / Math.sqrt(n));
  return { ratio: Math.exp(mean), low: Math.exp(mean - half), high: Math.exp(mean + half) };
}
function geomeanOf(centres, confidence) {
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
  const paired = centres.filter((c) => isValue(c.base) && isValue(c.head));
  if (paired.length < 2) return null;
  const notes = [];
  const side2 = (values) => values.every((v) => v > 0) ? geometricMean(values) : null;
  const base = side2(paired.map((c) => c.base));
  const head = side2(paired.map((c) => c.head));
  const zeros = (values) => values.filter((v) => !(v > 0)).length;
  if (base === null || head === null)
    notes.push(message("compare.geomean-zero", { base: zeros(paired.map((c) => c.base)), head: zeros(paired.map((c) => c.head)) }));
  const undefinedRatios = paired.filter((c) => c.base !== c.head && !(c.base > 0 && c.head > 0)).length;
  let ratio = null;
  let ciLow = null;
  let ciHigh = null;
  if (undefinedRatios > 0) notes.push(message("compare.geomean-no-ratio", { count: undefinedRatios }));
  else {
    const iv = logMeanInterval(
      paired.map((c) => c.base === c.head ? 0 : Math.log(c.head / c.base)),
      confidence
    );
    ratio = iv.ratio;
    ciLow = iv.low;
    ciHigh = iv.high;
  }
  const leftOut = centres.length - paired.length;
  if (leftOut > 0) notes.push(message("compare.geomean-left-out", { count: leftOut }));
  return {
    measure: paired[0].measure,
    unit: paired[0].unit,
    benchmarks: paired.length,
    leftOut,
    base,
    head,
    ratio,
    ciLow,
    ciHigh,
    confidence: ratio === null ? null : confidence,
    notes
  };
}
function geomeanSummaries(centres, confidence) {
  const groups = /* @__PURE__ */ new Map();
  for (const c of centres) {
    const key = JSON.stringify([c.measure, c.unit]);
    const list2 = groups.get(key) ?? [];
    groups.set(key, list2);
    list2.push(c);
  }
  return [...groups.values()].map((g) => geomeanOf(g, confidence)).filter((s) => s !== null);
}

// src/review/report.ts
var ESTIMATORS = {
  unitOfReplication: "one process-level run",
  quantile: "Type 7 (linear interpolation) on raw samples; HdrHistogram getValueAtPercentile on histograms; as printed for fixed percentiles",
  comparison: "Hodges\u2013Lehmann ratio head/base of per-run values, exact distribution-free (Mann\u2013Whitney) interval; normal approximation above 50 runs per side",
  singleRun: "one run per side: ratio interval from two order-statistic intervals at level \u221A(1\u2212\u03B1) each (within-run only); printed mean \xB1 sd with n: normal interval of the log ratio of means",
  oneProcess: "one run or one process per side: a change is confirmed only beyond both its within-run interval and a one-process noise allowance (the calibrated noise floor, else a default per kind of metric measured on real A/A pairs)",
  multiplicity: "Benjamini\u2013Hochberg at q over min(1, 2\xB7p) of threshold-shifted one-sided Mann\u2013Whitney tests of the gated metrics",
  estimable: "n \u2265 ceil(ln 0.025 / ln p) samples in every run; well-resolved when n(1\u2212p) \u2265 10",
  geomean: "per measure of per-run data, as benchstat's geomean row: geometric means of the benchmarks' base and head values and of their changes head/base (0 \u2192 0 counts as 1), over the benchmarks measured on both sides; Student-t interval at 1 \u2212 alpha of the mean log change across benchmarks. A summary, never a verdict"
};
function geomeans(benchmarks, alpha) {
  const perRun = benchmarks.filter((b) => b.sampleKind === "per-run" || b.sampleKind === "summary");
  const centres = perRun.map((b) => ({
    measure: b.measure,
    unit: b.unit,
    base: b.metrics.mean?.base ?? null,
    head: b.metrics.mean?.head ?? null
  }));
  return geomeanSummaries(centres, 1 - alpha);
}
function reportMetric(d) {
  const m = d.comparison;
  const notes = [...d.notes];
  if (d.gated && d.verdict !== "insufficient-data" && d.runsNeeded) notes.push(message("review.runs-needed", { runs: d.runsNeeded }));
  return {
    base: m.base,
    head: m.head,
    ratio: m.ratio,
    ciLow: d.ciLow,
    ciHigh: d.ciHigh,
    verdict: d.verdict,
    gated: d.gated,
    notes,
    confidence: d.confidence,
    method: m.method,
    threshold: m.threshold,
    pWorse: m.pWorse,
    confirmed: d.confirmed,
    runsNeeded: d.gated ? d.runsNeeded ?? null : null,
    constant: m.constant ?? null,
    allowance: m.allowance ? { ...m.allowance } : null
  };
}
function shownKind(d) {
  return d.benchmark.sampleKind === "per-run" && d.comparison.distribution === "per-op" ? "per-op" : d.benchmark.sampleKind;
}
function benchmarkNotes(d) {
  const b = d.benchmark;
  const notes = [];
  if (shownKind(d) === "per-run") notes.push(message("review.per-run-aggregates", { unit: b.unit }));
  else if (b.sampleKind === "summary") notes.push(message("review.summary-only"));
  for (const side2 of ["base", "head"]) {
    const n = d.comparison.smallestRun[side2];
    const p999 = d.metrics["p99.9"];
    if (n !== void 0 && n > 0 && p999 && p999.verdict !== "insufficient-data" && !isWellResolved(n, 0.999)) {
      notes.push(message("review.p999-not-well-resolved", { samples: n, side: side2, fromTop: describeRank(n, 0.999).fromTop }));
      break;
    }
  }
  notes.push(...restsOnLargest(d));
  if (b.loadModel === "closed-loop") notes.push(message("review.closed-loop"));
  return notes;
}
function restsOnLargest(d) {
  const notes = [];
  for (const id of metricOrder(Object.keys(d.metrics))) {
    const m = d.metrics[id];
    const level = quantileLevel(id);
    if (!m || level === void 0 || level <= 0.5 || m.verdict !== "insufficient-data") continue;
    const ne = m.comparison.notEstimable;
    if (ne?.reason !== "too-few-samples" || !Number.isSafeInteger(ne.samples) || ne.samples < 1) continue;
    const { fromTop } = describeRank(ne.samples, level);
    notes.push(
      message("review.rests-on-largest", { metric: id, samples: ne.samples, fromTop, ...m.comparison.pooled ? { pooled: true } : {} })
    );
  }
  return notes;
}
function reportBenchmark(d) {
  const b = d.benchmark;
  const metrics = {};
  for (const id of metricOrder(Object.keys(d.metrics))) if (d.metrics[id]) metrics[id] = reportMetric(d.metrics[id]);
  return {
    name: b.name,
    toolName: b.toolName,
    measure: b.measure,
    unit: b.unit,
    lowerIsBetter: b.lowerIsBetter,
    sampleKind: shownKind(d),
    runs: { base: b.runs.base.length, head: b.runs.head.length },
    samples: d.comparison.samples,
    verdict: d.verdict,
    decidedBy: [...d.decidedBy],
    evidence: d.evidence,
    evidenceLevel: d.comparison.evidence,
    changeConfirmed: d.verdict === "regression" || d.verdict === "improvement",
    metrics,
    formats: b.formats,
    loadModel: b.loadModel ?? null,
    diagnostics: d.comparison.diagnostics,
    notes: benchmarkNotes(d)
  };
}
var cost = (m) => m.ratio === null ? 0 : Math.abs(Math.log(m.ratio));
function worstRegression(r) {
  let best;
  for (const b of r) {
    const id = leadMetric(b);
    if (id === null) continue;
    const m = b.metrics[id];
    if (!best || (changeSize(m) ?? 0) > (changeSize(best.m) ?? 0)) best = { b, id, m };
  }
  return best;
}
function worstOneProcess(r) {
  let best;
  for (const [verdict, latency] of [
    ["regression", true],
    ["regression", false],
    ["improvement", true],
    ["improvement", false]
  ]) {
    for (const b of r) {
      if (b.evidence !== "within-run" || b.verdict !== verdict || b.lowerIsBetter !== latency) continue;
      for (const id of b.decidedBy) {
        const m = b.metrics[id];
        if (m && m.verdict === verdict && (!best || cost(m) > cost(best.m))) best = { b, id, m };
      }
    }
    if (best) return best;
  }
  return void 0;
}
function gatedOnCounts(d) {
  const count = (on) => d.benchmarks.filter((b) => b.gatedOn === on).length;
  return { tail: count("tail"), mean: count("mean"), median: count("median"), none: count("none") };
}
var LEAD_ORDER = ["improvement", "inconclusive", "no-change"];
function capacityLead2(sweeps) {
  const compared = sweeps.filter((s) => s.capacity && LEAD_ORDER.includes(s.capacity.verdict) && !s.capacity.unprinted?.length);
  if (compared.length === 0) return {};
  const rank = (s) => LEAD_ORDER.indexOf(s.capacity.verdict);
  const lead = compared.reduce(
    (a, b) => rank(b) < rank(a) || rank(b) === rank(a) && (b.capacity.ratio ?? 0) > (a.capacity.ratio ?? 0) ? b : a
  );
  const c = lead.capacity;
  return {
    capacitySweep: lead.name,
    capacitySlo: c.slo,
    capacityParam: lead.param,
    capacityBase: c.base,
    capacityHead: c.head,
    capacityRatio: c.ratio,
    capacityVerdict: c.verdict,
    capacityMore: compared.length - 1,
    // Inconclusive because head is better at some loads and worse at others (else: a deciding point is undecided).
    ...c.regressedAt.length && c.improvedAt.length ? { capacityMixed: true } : {}
  };
}
function costOf(m, lowerIsBetter) {
  if (m.constant === "from-zero" || m.constant === "to-zero") return Infinity;
  if (m.ratio === null || !(m.ratio > 0)) return 0;
  return lowerIsBetter ? m.ratio : 1 / m.ratio;
}
function headline(d, benchmarks, ctx, sweeps) {
  const failOnAny = d.settings.failOn !== "tail";
  const regressed2 = benchmarks.filter((b) => b.verdict === "regression");
  const regressedSweeps = sweeps.filter((s) => s.capacity?.verdict === "regression");
  const confirmedLost = regressedSweeps.filter((s) => !s.capacity.unconfirmed);
  const lost = confirmedLost.length ? confirmedLost : regressedSweeps;
  if (lost.length) {
    const worst2 = lost.reduce((a, b) => (b.capacity.ratio ?? 0) < (a.capacity.ratio ?? 0) ? b : a);
    const c = worst2.capacity;
    return message("review.headline.capacity-regressed", {
      sweep: worst2.name,
      slo: c.slo,
      base: c.base,
      head: c.head,
      ratio: c.ratio,
      param: worst2.param,
      at: c.regressedAt,
      more: lost.length - 1,
      regressed: regressed2.length,
      reportedOnly: d.settings.failOn === "never",
      unconfirmed: c.unconfirmed,
      runs: MIN_CAPACITY_RUNS,
      ...ctx
    });
  }
  const led = { ...ctx, ...capacityLead2(sweeps) };
  const first = (name) => sweeps.some((s) => s.capacity && LEAD_ORDER.includes(s.capacity.verdict) && s.points.some((p) => p.benchmark === name)) ? { capacityFirst: true } : {};
  const worst = worstRegression(benchmarks);
  if (worst) {
    const { b, id, m } = worst;
    return message("review.headline.regressed", {
      benchmark: b.name,
      metric: id,
      ratio: m.ratio,
      confidence: m.confidence,
      ciLow: m.ciLow,
      ciHigh: m.ciHigh,
      threshold: m.threshold,
      more: new Set(regressed2.map(benchmarkOf).filter((n) => n !== benchmarkOf(b))).size,
      reportedOnly: d.settings.failOn === "never",
      constant: m.constant,
      base: m.base,
      head: m.head,
      ...led,
      ...first(b.name)
    });
  }
  if (d.unconfirmed.length > 0) {
    const byName = new Map(benchmarks.map((b2) => [b2.name, b2]));
    let top;
    for (const u of d.unconfirmed) {
      const b2 = byName.get(u.benchmark);
      const m2 = b2.metrics[u.metric];
      if (!top || costOf(m2, b2.lowerIsBetter) > costOf(top.m, top.b.lowerIsBetter)) top = { b: b2, id: u.metric, m: m2, standInFor: u.standInFor };
    }
    const { b, id, m, standInFor } = top;
    return message("review.headline.unconfirmed", {
      benchmark: b.name,
      metric: id,
      ratio: m.ratio,
      ciLow: m.ciLow,
      ciHigh: m.ciHigh,
      threshold: m.threshold,
      constant: m.constant,
      base: m.base,
      head: m.head,
      runs: standInFor ? null : m.runsNeeded,
      more: d.unconfirmed.length - 1,
      ...standInFor ? { standInFor } : {},
      ...led,
      ...first(b.name)
    });
  }
  if (d.status === "neutral") {
    const within = worstOneProcess(benchmarks);
    if (within) {
      const { b, id, m } = within;
      const changed = benchmarks.filter(
        (x) => x.evidence === "within-run" && (x.verdict === "regression" || x.verdict === "improvement")
      ).length;
      return message("review.headline.within-run", {
        failOnAny,
        benchmark: b.name,
        metric: id,
        worse: m.verdict === "regression",
        ratio: m.ratio,
        ciLow: m.ciLow,
        ciHigh: m.ciHigh,
        evidence: b.evidenceLevel ?? "one-run-samples",
        runs: Math.min(b.runs.base, b.runs.head),
        allowance: m.allowance?.value ?? null,
        calibrated: m.allowance?.source === "calibrated",
        more: changed - 1,
        ...led
      });
    }
    const oneProcess = benchmarks.filter((b) => b.evidence === "within-run");
    if (oneProcess.length > 0 && benchmarks.every((b) => b.evidence !== "runs")) {
      const levels = [...new Set(oneProcess.map((b) => b.evidenceLevel ?? "one-run-samples"))];
      const runs2 = oneProcess.map((b) => Math.min(b.runs.base, b.runs.head));
      return message("review.headline.one-process-quiet", {
        count: oneProcess.length,
        evidence: levels.length === 1 ? levels[0] : null,
        runs: Math.min(...runs2),
        needs: minRunsPerSide(d.settings.alpha),
        ...led
      });
    }
    return message("review.headline.not-judged", {
      failOnAny,
      anyTail: failOnAny || d.benchmarks.some((b) => b.comparison.distribution === "per-op"),
      ...led
    });
  }
  return message("review.headline.no-regression", {
    benchmarks: benchmarks.length,
    judged: d.judgedCount,
    gated: d.gatedCount,
    improved: benchmarks.filter((b) => b.verdict === "improvement").length,
    inconclusive: benchmarks.filter((b) => b.verdict === "inconclusive").length,
    ...led
  });
}
var MAX_UNCONFIRMED_NOTES = 10;
function suiteNotes(d, benchmarks, status) {
  const notes = [];
  const tailless = d.benchmarks.filter((b) => b.comparison.distribution === "per-run").length;
  if (tailless > 0 && d.settings.failOn === "tail")
    notes.push(message("review.tail-not-judged", { count: tailless, total: benchmarks.length }));
  const withinOnly = benchmarks.filter((b) => b.evidence === "within-run" && b.decidedBy.every((id) => !b.metrics[id]?.gated));
  if (withinOnly.length > 0) {
    const inProcess = withinOnly.filter((b) => b.evidenceLevel === "in-process");
    const runs2 = inProcess.map((b) => Math.min(b.runs.base, b.runs.head));
    notes.push(
      message("review.within-run-not-gated", {
        count: withinOnly.length,
        inProcess: inProcess.length,
        repetitions: runs2.length ? Math.min(...runs2) : null
      })
    );
  }
  const failing = new Set(benchmarks.filter((b) => leadMetric(b) !== null).map((b) => b.name));
  const standIn = /* @__PURE__ */ new Set();
  const pending = d.unconfirmed.filter((u) => {
    if (failing.has(u.benchmark)) return false;
    if (!u.standInFor) return true;
    if (standIn.has(u.benchmark)) return false;
    standIn.add(u.benchmark);
    return true;
  });
  for (const u of pending.slice(0, MAX_UNCONFIRMED_NOTES)) {
    const m = u.decision;
    notes.push(
      message("review.unconfirmed", {
        benchmark: u.benchmark,
        metric: u.metric,
        ratio: m.comparison.ratio,
        constant: m.comparison.constant ?? null,
        base: m.comparison.base,
        head: m.comparison.head,
        threshold: m.comparison.threshold,
        runs: u.standInFor ? null : m.runsNeeded ?? null,
        neutral: status === "neutral",
        ...u.standInFor ? { standInFor: u.standInFor } : {}
      })
    );
  }
  if (pending.length > MAX_UNCONFIRMED_NOTES)
    notes.push(message("review.unconfirmed-more", { count: pending.length - MAX_UNCONFIRMED_NOTES }));
  if (d.status === "neutral" && d.judgedCount === 0 && withinOnly.length === 0) notes.push(message("review.neutral"));
  return notes;
}
function reportOf(d, suite) {
  const benchmarks = d.benchmarks.map(reportBenchmark);
  const s = d.settings;
  const mismatch = incomparableFacts(suite.machine.base, suite.machine.head);
  const gatedOn = gatedOnCounts(d);
  const auto = s.failOn === "auto" || s.failOn === "never";
  const ctx = {
    gatedTail: auto ? gatedOn.tail : null,
    gatedMean: auto ? gatedOn.mean : null,
    gatedMedian: auto ? gatedOn.median : null,
    machines: mismatch.map((m) => m.field),
    machinesAllowed: s.allowDifferentMachines
  };
  const status = mismatch.length > 0 && !s.allowDifferentMachines ? "neutral" : d.status;
  const sweeps = reportSweeps(d.sweeps ?? [], d.benchmarks, reportMetric);
  const report = {
    schemaVersion: 1,
    status,
    headline: headline(d, benchmarks, ctx, sweeps),
    settings: {
      estimators: ESTIMATORS,
      alpha: s.alpha,
      q: s.q,
      // The quantiles computed, and thresholds for them and min, max, mean only: the levels in force
      // (a default for p90 under --quantiles p50,p99 would be listed but never used).
      quantiles: [...quantilesOf(s)],
      thresholds: Object.fromEntries(
        Object.entries(s.thresholds).filter(([id]) => quantileLevel(id) === void 0 || quantilesOf(s).includes(id))
      ),
      noiseFloor: { ...s.noiseFloor },
      ...s.noiseFloors ? {
        noiseFloors: floorsFor(
          s.noiseFloors,
          d.benchmarks.map((b) => b.benchmark.name)
        )
      } : {},
      failOn: s.failOn,
      allowDifferentMachines: s.allowDifferentMachines,
      oneProcess: s.oneProcess ?? "report",
      undecided: s.undecided ?? "neutral",
      ...s.slo?.length ? { slo: s.slo.map((c) => c.text).join(",") } : {},
      ...s.sweepParam ? { sweepParam: s.sweepParam } : {}
    },
    summary: {
      benchmarks: benchmarks.length,
      regressions: benchmarks.filter((b) => b.verdict === "regression").length,
      improvements: benchmarks.filter((b) => b.verdict === "improvement").length,
      gatedMetrics: d.gatedCount,
      judgedMetrics: d.judgedCount,
      tailJudged: benchmarks.some(
        (b) => Object.keys(b.metrics).some(
          (id) => isTailMetric(id) && b.metrics[id]?.gated && b.metrics[id]?.verdict !== "insufficient-data"
        )
      ),
      gatedOn
    },
    machine: {
      base: suite.machine.base ?? null,
      head: suite.machine.head ?? null,
      differences: compareMachines(suite.machine.base, suite.machine.head),
      comparable: mismatch.length === 0
    },
    run: null,
    benchmarks,
    ...sweeps.length ? { sweeps } : {},
    geomeans: geomeans(benchmarks, s.alpha),
    asks: collectAsks({ comparison: d.comparison, suite, benchmarks, sweeps: d.sweeps ?? [] }),
    notes: suiteNotes(d, benchmarks, status),
    warnings: [
      ...mismatch.length ? [machinesWarning(mismatch, s.allowDifferentMachines)] : [],
      ...suite.warnings,
      ...loadUnpaired(suite),
      ...notGateable(d),
      ...sloNotApplied(d)
    ]
  };
  return settleUndecided(report, s.undecided ?? "neutral");
}
var SAYS_NEUTRAL = /* @__PURE__ */ new Set([
  "review.neutral",
  "review.unconfirmed",
  "review.machines-differ",
  "review.headline.unconfirmed",
  "review.headline.capacity-regressed",
  "review.headline.within-run",
  "review.headline.one-process-quiet",
  "review.headline.not-judged",
  "review.headline.regressed",
  "review.headline.no-regression"
]);
function settleUndecided(report, undecided) {
  report.settings.undecided = undecided;
  report.undecided = report.status === "neutral";
  if (!report.undecided || undecided !== "fail") return report;
  report.status = "fail";
  const fails2 = (m) => SAYS_NEUTRAL.has(m.id) ? { id: m.id, params: { ...m.params, undecidedFails: true } } : m;
  report.headline = fails2(report.headline);
  report.notes = report.notes.map(fails2);
  report.warnings = report.warnings.map(fails2);
  return report;
}
function notGateable(d) {
  const out = [];
  for (const b of d.benchmarks)
    for (const m of Object.values(b.metrics))
      if (m?.notGateable !== void 0)
        out.push(message("review.floor-not-gateable", { benchmark: b.benchmark.name, metric: m.metric, floor: m.notGateable }));
  return out;
}
function sloNotApplied(d) {
  const slo = d.settings.slo;
  if (!slo?.length || (d.sweeps?.length ?? 0) > 0) return [];
  const loaded = d.benchmarks.filter((b) => b.benchmark.load !== void 0).length;
  return [message("sweep.slo-not-applied", { slo: slo.map((c) => c.text).join(","), loaded })];
}
function loadUnpaired(suite) {
  const only = (side2) => suite.benchmarks.filter((b) => b.runs[side2].length > 0 && b.runs[side2 === "base" ? "head" : "base"].length === 0);
  const out = [];
  const said = /* @__PURE__ */ new Set();
  for (const [loaded, bare] of [
    ["base", "head"],
    ["head", "base"]
  ]) {
    for (const b of only(loaded)) {
      if (!b.load || said.has(b.toolName)) continue;
      const points = new Set(
        suite.benchmarks.filter((x) => x.toolName === b.toolName && x.measure === b.measure && x.load).map((x) => loadLabel(x.load))
      );
      if (points.size !== 1 || !only(bare).some((x) => x.toolName === b.toolName && x.measure === b.measure && !x.load)) continue;
      said.add(b.toolName);
      out.push(message("review.load-unpaired", { benchmark: b.toolName, load: loadLabel(b.load), side: loaded }));
    }
  }
  return out;
}

// src/review/index.ts
function decide(comparison) {
  return decideGate(comparison);
}
var PROFILED_METRICS = ["p99.9", "p99", "p90", "min"];
function profileTargets(d) {
  const names3 = d.benchmarks.filter(
    (b) => PROFILED_METRICS.some((id) => b.metrics[id]?.verdict === "regression" && (id !== "min" || minEstimable(b.comparison.smallestRun)))
  ).map((b) => b.benchmark.toolName);
  return [...new Set(names3)];
}
var RUNS_NEEDED = /* @__PURE__ */ new Set(["review.runs-needed", "review.unconfirmed", "review.headline.unconfirmed"]);
function withRunsCap(report, cap) {
  const capped = (m) => RUNS_NEEDED.has(m.id) ? { id: m.id, params: { ...m.params, cap } } : m;
  const metrics = (ms) => {
    for (const m of Object.values(ms)) if (m) m.notes = m.notes.map(capped);
  };
  report.headline = capped(report.headline);
  report.notes = report.notes.map(capped);
  for (const b of report.benchmarks) metrics(b.metrics);
  for (const s of report.sweeps ?? []) for (const p of s.points) metrics(p.metrics);
}
function buildReport(d, suite, extras = {}) {
  const report = reportOf(d, suite);
  if (extras.run) report.run = extras.run;
  const cap = extras.run?.sequential?.planned.at(-1);
  if (cap !== void 0) withRunsCap(report, cap);
  if (extras.runNotes?.length) report.notes.unshift(...extras.runNotes);
  if (extras.profiles) report.asks = linkProfiles(report.asks, extras.profiles);
  if (extras.prBody) {
    const facts = readPrBody(extras.prBody);
    const asks = withDescribedMachine(report.asks, facts);
    report.asks = [...asks, ...collectPrAsks(facts, asks, report.benchmarks)];
  }
  if (extras.baseBranchOnly) {
    report.headline = message("run.base-branch-only.headline", { headline: report.headline.id, ...report.headline.params });
    report.warnings.unshift(message("run.base-branch-only", extras.baseBranchOnly));
  }
  return report;
}
function beyondThreshold2(m, lowerIsBetter) {
  return m?.gated === true && pastThreshold(m, lowerIsBetter);
}
function worthSaying(report) {
  if (report.summary.regressions > 0 || report.summary.improvements > 0) return true;
  if ((report.sweeps ?? []).some((s) => s.capacity?.verdict === "regression" || s.capacity?.verdict === "improvement")) return true;
  return report.benchmarks.some(
    (b) => b.verdict === "regression" || b.verdict === "improvement" || Object.values(b.metrics).some((m) => beyondThreshold2(m, b.lowerIsBetter) && !multiplicityNoise(m, b.runs, report.settings.q))
  );
}
function multiplicityNoise(m, runs2, q) {
  const bh = m.notes.find((n) => n.id === "review.not-confirmed");
  if (!bh || typeof bh.params.family !== "number") return false;
  return Math.min(runs2.base, runs2.head) >= minRunsPerSide(q / bh.params.family);
}

// src/publish/report-limits.ts
var limits = {
  /** report.json, bytes (UTF-8). */
  bytes: 64 * 1024 * 1024,
  benchmarks: 1e4,
  /** Asks, and most other lists. */
  list: 200,
  /** Free text: a message's string params (names, tool output), and the texts rendered from them. */
  text: 4e3,
  /** Params of one message. */
  params: 30,
  name: 1e3,
  unit: 40,
  quote: 1e3,
  benchmarkNotes: 50,
  reportNotes: 50,
  differences: 50,
  formats: 20,
  links: 5,
  linkLabel: 100,
  linkUrl: 300,
  machineText: 200,
  baseWhy: 200,
  /** run.order: one entry per process-level run (at most 1000 per side). */
  order: 2e3,
  /** meta.json, bytes. */
  metaBytes: 64 * 1024
};
var REPORT_LIMITS = limits;
var ARTIFACT_ZIP_BYTES = 4 * REPORT_LIMITS.bytes;
function fitParam(v) {
  if (typeof v === "string") return clip(v, REPORT_LIMITS.text);
  if (Array.isArray(v))
    return v.slice(0, REPORT_LIMITS.list).map((x) => typeof x === "string" ? clip(x, REPORT_LIMITS.text) : x);
  return v;
}
function fitMessage(m) {
  return {
    id: m.id,
    params: Object.fromEntries(
      Object.entries(m.params).slice(0, REPORT_LIMITS.params).map(([k, v]) => [k, fitParam(v)])
    )
  };
}
var fitMessages = (list2, count) => list2.slice(0, count).map(fitMessage);
function fitBenchmark(b) {
  const L = REPORT_LIMITS;
  const metrics = Object.fromEntries(
    Object.entries(b.metrics).map(([id, m]) => [id, m && { ...m, notes: fitMessages(m.notes, L.benchmarkNotes) }])
  );
  return {
    ...b,
    name: clip(b.name, L.name),
    toolName: clip(b.toolName, L.name),
    measure: clip(b.measure, L.unit),
    unit: clip(b.unit, L.unit),
    metrics,
    formats: b.formats.slice(0, L.formats),
    notes: fitMessages(b.notes, L.benchmarkNotes)
  };
}
function priority(b) {
  if (b.verdict === "regression" || Object.values(b.metrics).some((m) => failsGate(m))) return 0;
  if (b.verdict === "improvement") return 1;
  return Object.values(b.metrics).some((m) => beyondThreshold2(m, b.lowerIsBetter)) ? 2 : 3;
}
function fitReport(report) {
  const L = REPORT_LIMITS;
  const machine = (m) => m === null ? null : Object.fromEntries(Object.entries(m).map(([k, v]) => [k, typeof v === "string" ? clip(v, L.machineText) : v]));
  const fitted = {
    ...report,
    headline: fitMessage(report.headline),
    machine: {
      base: machine(report.machine.base),
      head: machine(report.machine.head),
      differences: fitMessages(report.machine.differences, L.differences)
    },
    run: report.run && { ...report.run, baseWhy: clip(report.run.baseWhy, L.baseWhy), order: report.run.order.slice(0, L.order) },
    benchmarks: report.benchmarks.map(fitBenchmark),
    ...report.geomeans ? {
      geomeans: report.geomeans.slice(0, L.list).map((g) => ({
        ...g,
        measure: clip(g.measure, L.unit),
        unit: clip(g.unit, L.unit),
        notes: fitMessages(g.notes, L.benchmarkNotes)
      }))
    } : {},
    ...report.drift ? {
      drift: report.drift.slice(0, L.list).map((d) => ({
        ...d,
        benchmark: clip(d.benchmark, L.name),
        unit: clip(d.unit, L.unit),
        changePoints: d.changePoints.slice(-50)
      }))
    } : {},
    asks: report.asks.slice(0, L.list).map((a) => ({
      ...a,
      ...fitMessage(a),
      benchmark: a.benchmark === null ? null : clip(a.benchmark, L.name),
      ...a.quote !== void 0 ? { quote: clip(a.quote, L.quote) } : {},
      // A shortened link would lead nowhere: one too long is left out.
      ...a.links ? {
        links: a.links.filter((l) => l.url.length <= L.linkUrl).slice(0, L.links).map((l) => ({ label: clip(l.label, L.linkLabel), url: l.url }))
      } : {}
    })),
    notes: fitMessages(report.notes, L.reportNotes),
    warnings: fitMessages(report.warnings, L.list)
  };
  const total = fitted.benchmarks.length;
  if (total <= L.benchmarks) {
    const json = renderJson(fitted);
    if (Buffer.byteLength(json) <= L.bytes) return { report: fitted, json, notes: [] };
  }
  const order = fitted.benchmarks.map((b, i) => ({ i, p: priority(b) })).sort((a, b) => a.p - b.p || a.i - b.i);
  const trimmed = (n2) => {
    const kept = new Set(order.slice(0, n2).map((o) => o.i));
    const lostRegressions = order.slice(n2).filter((o) => o.p === 0).length;
    const why = message("publish.report-trimmed", {
      listed: n2,
      total,
      maxBenchmarks: L.benchmarks,
      maxMiB: L.bytes / 1024 / 1024,
      lostRegressions
    });
    return {
      ...fitted,
      benchmarks: fitted.benchmarks.filter((_, i) => kept.has(i)),
      warnings: [why, ...fitted.warnings.slice(0, L.list - 1)]
    };
  };
  const room = L.bytes - Buffer.byteLength(renderJson(trimmed(0))) - 1024;
  let n = 0;
  for (let used = 0; n < Math.min(total, L.benchmarks); n++) {
    const json = JSON.stringify(jsonBenchmark(fitted.benchmarks[order[n].i]), null, 2);
    used += Buffer.byteLength(json) + 4 * (json.split("\n").length + 1) + 2;
    if (used > room) break;
  }
  for (; ; ) {
    const candidate = trimmed(n);
    const json = renderJson(candidate);
    if (Buffer.byteLength(json) <= L.bytes || n === 0) return { report: candidate, json, notes: [messageText(candidate.warnings[0])] };
    n = Math.floor(n * 0.9);
  }
}

export {
  flatten,
  escapeMarkdown,
  escapeHtml,
  htmlCode,
  codeSpan,
  plainText,
  clip,
  quoteLine,
  shortName,
  displayNames,
  shortenNamesIn,
  mermaidLabel,
  grouped,
  plural,
  ciPercent,
  levelText,
  plainNumber,
  constantChange,
  restsOn,
  MIN_CAPACITY_RUNS,
  capacityFails,
  capacityUnconfirmed,
  beyondCapacity,
  perSecond,
  throughputText,
  loadsText,
  SAFE_PATTERN,
  ASK_IDS,
  messageText,
  messageProblem,
  DEFAULT_QUANTILES,
  METRIC_IDS,
  quantileLevel,
  isMetricId,
  isTailMetric,
  quantilesOf,
  metricOrder,
  defaultThreshold,
  thresholdFor,
  defaultSettings,
  RUN_LIMITS,
  failsGate,
  benchmarkOf,
  changeSize,
  leadMetric,
  pastThreshold,
  normalCdf,
  normalSf,
  normalQuantile,
  studentTCdf,
  loadFromName,
  loadLabel,
  runMetrics,
  intervalAt,
  TAIL_KINDS,
  runsAreOperations,
  compareSuite,
  NOISE_FLOOR_KIND,
  UNGATEABLE_FLOOR,
  isGateableFloor,
  MAX_WRITTEN_FLOOR,
  AA_QUANTILE,
  MIN_AA_ESTIMATES,
  MIN_CALIBRATION_RUNS,
  AA_METHOD,
  policyGates,
  verdictOf,
  decide,
  profileTargets,
  buildReport,
  worthSaying,
  REPORT_LIMITS,
  ARTIFACT_ZIP_BYTES,
  fitReport
};
