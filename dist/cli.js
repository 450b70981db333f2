#!/usr/bin/env node
import { createRequire as __brCreateRequire } from 'node:module';
const require = __brCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/hdr-histogram-js/dist/ByteBuffer.js
var require_ByteBuffer = __commonJS({
  "node_modules/hdr-histogram-js/dist/ByteBuffer.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var { pow, floor } = Math;
    var TWO_POW_32 = pow(2, 32);
    var ByteBuffer = class _ByteBuffer {
      static allocate(size = 16) {
        return new _ByteBuffer(new Uint8Array(size));
      }
      constructor(data2) {
        this.position = 0;
        this.data = data2;
        this.int32ArrayForConvert = new Uint32Array(1);
        this.int8ArrayForConvert = new Uint8Array(this.int32ArrayForConvert.buffer);
      }
      put(value) {
        if (this.position === this.data.length) {
          const oldArray = this.data;
          this.data = new Uint8Array(this.data.length * 2);
          this.data.set(oldArray);
        }
        this.data[this.position] = value;
        this.position++;
      }
      putInt32(value) {
        if (this.data.length - this.position < 4) {
          const oldArray = this.data;
          this.data = new Uint8Array(this.data.length * 2 + 4);
          this.data.set(oldArray);
        }
        this.int32ArrayForConvert[0] = value;
        this.data.set(this.int8ArrayForConvert.reverse(), this.position);
        this.position += 4;
      }
      putInt64(value) {
        this.putInt32(floor(value / TWO_POW_32));
        this.putInt32(value);
      }
      putArray(array) {
        if (this.data.length - this.position < array.byteLength) {
          const oldArray = this.data;
          this.data = new Uint8Array(this.position + array.byteLength);
          this.data.set(oldArray);
        }
        this.data.set(array, this.position);
        this.position += array.byteLength;
      }
      get() {
        const value = this.data[this.position];
        this.position++;
        return value;
      }
      getInt32() {
        this.int8ArrayForConvert.set(this.data.slice(this.position, this.position + 4).reverse());
        const value = this.int32ArrayForConvert[0];
        this.position += 4;
        return value;
      }
      getInt64() {
        const high = this.getInt32();
        const low = this.getInt32();
        return high * TWO_POW_32 + low;
      }
      resetPosition() {
        this.position = 0;
      }
    };
    exports2.default = ByteBuffer;
  }
});

// node_modules/hdr-histogram-js/dist/HistogramIterationValue.js
var require_HistogramIterationValue = __commonJS({
  "node_modules/hdr-histogram-js/dist/HistogramIterationValue.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var HistogramIterationValue = class {
      constructor() {
        this.reset();
      }
      reset() {
        this.valueIteratedTo = 0;
        this.valueIteratedFrom = 0;
        this.countAtValueIteratedTo = 0;
        this.countAddedInThisIterationStep = 0;
        this.totalCountToThisValue = 0;
        this.totalValueToThisValue = 0;
        this.percentile = 0;
        this.percentileLevelIteratedTo = 0;
      }
    };
    exports2.default = HistogramIterationValue;
  }
});

// node_modules/hdr-histogram-js/dist/JsHistogramIterator.js
var require_JsHistogramIterator = __commonJS({
  "node_modules/hdr-histogram-js/dist/JsHistogramIterator.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var HistogramIterationValue_1 = require_HistogramIterationValue();
    var JsHistogramIterator = class {
      constructor() {
        this.currentIterationValue = new HistogramIterationValue_1.default();
      }
      resetIterator(histogram2) {
        this.histogram = histogram2;
        this.savedHistogramTotalRawCount = histogram2.totalCount;
        this.arrayTotalCount = histogram2.totalCount;
        this.currentIndex = 0;
        this.currentValueAtIndex = 0;
        this.nextValueAtIndex = Math.pow(2, histogram2.unitMagnitude);
        this.prevValueIteratedTo = 0;
        this.totalCountToPrevIndex = 0;
        this.totalCountToCurrentIndex = 0;
        this.totalValueToCurrentIndex = 0;
        this.countAtThisValue = 0;
        this.freshSubBucket = true;
        this.currentIterationValue.reset();
      }
      /**
       * Returns true if the iteration has more elements. (In other words, returns true if next would return an
       * element rather than throwing an exception.)
       *
       * @return true if the iterator has more elements.
       */
      hasNext() {
        if (this.histogram.totalCount !== this.savedHistogramTotalRawCount) {
          throw "Concurrent Modification Exception";
        }
        return this.totalCountToCurrentIndex < this.arrayTotalCount;
      }
      /**
       * Returns the next element in the iteration.
       *
       * @return the {@link HistogramIterationValue} associated with the next element in the iteration.
       */
      next() {
        while (!this.exhaustedSubBuckets()) {
          this.countAtThisValue = this.histogram.getCountAtIndex(this.currentIndex);
          if (this.freshSubBucket) {
            this.totalCountToCurrentIndex += this.countAtThisValue;
            this.totalValueToCurrentIndex += this.countAtThisValue * this.histogram.highestEquivalentValue(this.currentValueAtIndex);
            this.freshSubBucket = false;
          }
          if (this.reachedIterationLevel()) {
            const valueIteratedTo = this.getValueIteratedTo();
            Object.assign(this.currentIterationValue, {
              valueIteratedTo,
              valueIteratedFrom: this.prevValueIteratedTo,
              countAtValueIteratedTo: this.countAtThisValue,
              countAddedInThisIterationStep: this.totalCountToCurrentIndex - this.totalCountToPrevIndex,
              totalCountToThisValue: this.totalCountToCurrentIndex,
              totalValueToThisValue: this.totalValueToCurrentIndex,
              percentile: 100 * this.totalCountToCurrentIndex / this.arrayTotalCount,
              percentileLevelIteratedTo: this.getPercentileIteratedTo()
            });
            this.prevValueIteratedTo = valueIteratedTo;
            this.totalCountToPrevIndex = this.totalCountToCurrentIndex;
            this.incrementIterationLevel();
            if (this.histogram.totalCount !== this.savedHistogramTotalRawCount) {
              throw new Error("Concurrent Modification Exception");
            }
            return this.currentIterationValue;
          }
          this.incrementSubBucket();
        }
        throw new Error("Index Out Of Bounds Exception");
      }
      getPercentileIteratedTo() {
        return 100 * this.totalCountToCurrentIndex / this.arrayTotalCount;
      }
      getPercentileIteratedFrom() {
        return 100 * this.totalCountToPrevIndex / this.arrayTotalCount;
      }
      getValueIteratedTo() {
        return this.histogram.highestEquivalentValue(this.currentValueAtIndex);
      }
      exhaustedSubBuckets() {
        return this.currentIndex >= this.histogram.countsArrayLength;
      }
      incrementSubBucket() {
        this.freshSubBucket = true;
        this.currentIndex++;
        this.currentValueAtIndex = this.histogram.valueFromIndex(this.currentIndex);
        this.nextValueAtIndex = this.histogram.valueFromIndex(this.currentIndex + 1);
      }
    };
    exports2.default = JsHistogramIterator;
  }
});

// node_modules/hdr-histogram-js/dist/RecordedValuesIterator.js
var require_RecordedValuesIterator = __commonJS({
  "node_modules/hdr-histogram-js/dist/RecordedValuesIterator.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var JsHistogramIterator_1 = require_JsHistogramIterator();
    var RecordedValuesIterator = class extends JsHistogramIterator_1.default {
      /**
       * @param histogram The histogram this iterator will operate on
       */
      constructor(histogram2) {
        super();
        this.doReset(histogram2);
      }
      /**
       * Reset iterator for re-use in a fresh iteration over the same histogram data set.
       */
      reset() {
        this.doReset(this.histogram);
      }
      doReset(histogram2) {
        super.resetIterator(histogram2);
        this.visitedIndex = -1;
      }
      incrementIterationLevel() {
        this.visitedIndex = this.currentIndex;
      }
      reachedIterationLevel() {
        const currentCount = this.histogram.getCountAtIndex(this.currentIndex);
        return currentCount != 0 && this.visitedIndex !== this.currentIndex;
      }
    };
    exports2.default = RecordedValuesIterator;
  }
});

// node_modules/hdr-histogram-js/dist/PercentileIterator.js
var require_PercentileIterator = __commonJS({
  "node_modules/hdr-histogram-js/dist/PercentileIterator.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var JsHistogramIterator_1 = require_JsHistogramIterator();
    var { pow, floor, log2 } = Math;
    var PercentileIterator = class extends JsHistogramIterator_1.default {
      /**
       * @param histogram The histogram this iterator will operate on
       * @param percentileTicksPerHalfDistance The number of equal-sized iteration steps per half-distance to 100%.
       */
      constructor(histogram2, percentileTicksPerHalfDistance) {
        super();
        this.percentileTicksPerHalfDistance = 0;
        this.percentileLevelToIterateTo = 0;
        this.percentileLevelToIterateFrom = 0;
        this.reachedLastRecordedValue = false;
        this.doReset(histogram2, percentileTicksPerHalfDistance);
      }
      /**
       * Reset iterator for re-use in a fresh iteration over the same histogram data set.
       *
       * @param percentileTicksPerHalfDistance The number of iteration steps per half-distance to 100%.
       */
      reset(percentileTicksPerHalfDistance) {
        this.doReset(this.histogram, percentileTicksPerHalfDistance);
      }
      doReset(histogram2, percentileTicksPerHalfDistance) {
        super.resetIterator(histogram2);
        this.percentileTicksPerHalfDistance = percentileTicksPerHalfDistance;
        this.percentileLevelToIterateTo = 0;
        this.percentileLevelToIterateFrom = 0;
        this.reachedLastRecordedValue = false;
      }
      hasNext() {
        if (super.hasNext())
          return true;
        if (!this.reachedLastRecordedValue && this.arrayTotalCount > 0) {
          this.percentileLevelToIterateTo = 100;
          this.reachedLastRecordedValue = true;
          return true;
        }
        return false;
      }
      incrementIterationLevel() {
        this.percentileLevelToIterateFrom = this.percentileLevelToIterateTo;
        const percentileReportingTicks = this.percentileTicksPerHalfDistance * pow(2, floor(log2(100 / (100 - this.percentileLevelToIterateTo))) + 1);
        this.percentileLevelToIterateTo += 100 / percentileReportingTicks;
      }
      reachedIterationLevel() {
        if (this.countAtThisValue === 0) {
          return false;
        }
        const currentPercentile = 100 * this.totalCountToCurrentIndex / this.arrayTotalCount;
        return currentPercentile >= this.percentileLevelToIterateTo;
      }
      getPercentileIteratedTo() {
        return this.percentileLevelToIterateTo;
      }
      getPercentileIteratedFrom() {
        return this.percentileLevelToIterateFrom;
      }
    };
    exports2.default = PercentileIterator;
  }
});

// node_modules/hdr-histogram-js/dist/formatters.js
var require_formatters = __commonJS({
  "node_modules/hdr-histogram-js/dist/formatters.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.floatFormatter = exports2.keepSignificantDigits = exports2.integerFormatter = void 0;
    var leftPadding = (size) => {
      return (input) => {
        if (input.length < size) {
          return " ".repeat(size - input.length) + input;
        }
        return input;
      };
    };
    var integerFormatter = (size) => {
      const padding = leftPadding(size);
      return (integer) => padding("" + integer);
    };
    exports2.integerFormatter = integerFormatter;
    var { floor, log10, pow } = Math;
    var numberOfDigits = (n) => floor(log10(n) + 1);
    var keepSignificantDigits = (digits) => (value) => {
      const valueDigits = numberOfDigits(value);
      if (valueDigits > digits) {
        const extraDigits = valueDigits - digits;
        const magnitude = pow(10, extraDigits);
        return value - value % magnitude;
      }
      return value;
    };
    exports2.keepSignificantDigits = keepSignificantDigits;
    var floatFormatter = (size, fractionDigits) => {
      const numberFormatter = new Intl.NumberFormat("en-US", {
        maximumFractionDigits: fractionDigits,
        minimumFractionDigits: fractionDigits,
        useGrouping: false
      });
      const padding = leftPadding(size);
      return (float) => padding(numberFormatter.format(float));
    };
    exports2.floatFormatter = floatFormatter;
  }
});

// node_modules/hdr-histogram-js/dist/ulp.js
var require_ulp = __commonJS({
  "node_modules/hdr-histogram-js/dist/ulp.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var ulp = (x) => Math.pow(2, Math.floor(Math.log2(x)) - 52);
    exports2.default = ulp;
  }
});

// node_modules/hdr-histogram-js/dist/Histogram.js
var require_Histogram = __commonJS({
  "node_modules/hdr-histogram-js/dist/Histogram.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.toSummary = exports2.NO_TAG = void 0;
    var formatters_1 = require_formatters();
    exports2.NO_TAG = "NO TAG";
    var toSummary = (histogram2) => {
      const { totalCount, maxValue, numberOfSignificantValueDigits } = histogram2;
      const round = (0, formatters_1.keepSignificantDigits)(numberOfSignificantValueDigits);
      return {
        p50: round(histogram2.getValueAtPercentile(50)),
        p75: round(histogram2.getValueAtPercentile(75)),
        p90: round(histogram2.getValueAtPercentile(90)),
        p97_5: round(histogram2.getValueAtPercentile(97.5)),
        p99: round(histogram2.getValueAtPercentile(99)),
        p99_9: round(histogram2.getValueAtPercentile(99.9)),
        p99_99: round(histogram2.getValueAtPercentile(99.99)),
        p99_999: round(histogram2.getValueAtPercentile(99.999)),
        max: maxValue,
        totalCount
      };
    };
    exports2.toSummary = toSummary;
  }
});

// node_modules/hdr-histogram-js/dist/JsHistogram.js
var require_JsHistogram = __commonJS({
  "node_modules/hdr-histogram-js/dist/JsHistogram.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.default = exports2.JsHistogram = void 0;
    var RecordedValuesIterator_1 = require_RecordedValuesIterator();
    var PercentileIterator_1 = require_PercentileIterator();
    var formatters_1 = require_formatters();
    var ulp_1 = require_ulp();
    var Histogram_1 = require_Histogram();
    var { pow, floor, ceil, log2, max: max2, min } = Math;
    var JsHistogram = class _JsHistogram {
      incrementTotalCount() {
        this._totalCount++;
      }
      addToTotalCount(value) {
        this._totalCount += value;
      }
      setTotalCount(value) {
        this._totalCount = value;
      }
      /**
       * Get the total count of all recorded values in the histogram
       * @return the total count of all recorded values in the histogram
       */
      get totalCount() {
        return this._totalCount;
      }
      updatedMaxValue(value) {
        const internalValue = value + this.unitMagnitudeMask;
        this.maxValue = internalValue;
      }
      updateMinNonZeroValue(value) {
        if (value <= this.unitMagnitudeMask) {
          return;
        }
        const internalValue = floor(value / this.lowestDiscernibleValueRounded) * this.lowestDiscernibleValueRounded;
        this.minNonZeroValue = internalValue;
      }
      constructor(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits) {
        this.autoResize = false;
        this.startTimeStampMsec = Number.MAX_SAFE_INTEGER;
        this.endTimeStampMsec = 0;
        this.tag = Histogram_1.NO_TAG;
        this.maxValue = 0;
        this.minNonZeroValue = Number.MAX_SAFE_INTEGER;
        this.identity = 0;
        this.highestTrackableValue = 0;
        this.lowestDiscernibleValue = 0;
        this.numberOfSignificantValueDigits = 0;
        this.bucketCount = 0;
        this.subBucketCount = 0;
        this.countsArrayLength = 0;
        this.wordSizeInBytes = 0;
        if (lowestDiscernibleValue < 1) {
          throw new Error("lowestDiscernibleValue must be >= 1");
        }
        if (highestTrackableValue < 2 * lowestDiscernibleValue) {
          throw new Error(`highestTrackableValue must be >= 2 * lowestDiscernibleValue ( 2 * ${lowestDiscernibleValue} )`);
        }
        if (numberOfSignificantValueDigits < 0 || numberOfSignificantValueDigits > 5) {
          throw new Error("numberOfSignificantValueDigits must be between 0 and 5");
        }
        this.identity = _JsHistogram.identityBuilder++;
        this.init(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits);
      }
      init(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits) {
        this.lowestDiscernibleValue = lowestDiscernibleValue;
        this.highestTrackableValue = highestTrackableValue;
        this.numberOfSignificantValueDigits = numberOfSignificantValueDigits;
        const largestValueWithSingleUnitResolution = 2 * floor(pow(10, numberOfSignificantValueDigits));
        this.unitMagnitude = floor(log2(lowestDiscernibleValue));
        this.lowestDiscernibleValueRounded = pow(2, this.unitMagnitude);
        this.unitMagnitudeMask = this.lowestDiscernibleValueRounded - 1;
        const subBucketCountMagnitude = ceil(log2(largestValueWithSingleUnitResolution));
        this.subBucketHalfCountMagnitude = (subBucketCountMagnitude > 1 ? subBucketCountMagnitude : 1) - 1;
        this.subBucketCount = pow(2, this.subBucketHalfCountMagnitude + 1);
        this.subBucketHalfCount = this.subBucketCount / 2;
        this.subBucketMask = (floor(this.subBucketCount) - 1) * pow(2, this.unitMagnitude);
        this.establishSize(highestTrackableValue);
        this.leadingZeroCountBase = 53 - this.unitMagnitude - this.subBucketHalfCountMagnitude - 1;
        this.percentileIterator = new PercentileIterator_1.default(this, 1);
        this.recordedValuesIterator = new RecordedValuesIterator_1.default(this);
      }
      /**
       * The buckets (each of which has subBucketCount sub-buckets, here assumed to be 2048 as an example) overlap:
       *
       * <pre>
       * The 0'th bucket covers from 0...2047 in multiples of 1, using all 2048 sub-buckets
       * The 1'th bucket covers from 2048..4097 in multiples of 2, using only the top 1024 sub-buckets
       * The 2'th bucket covers from 4096..8191 in multiple of 4, using only the top 1024 sub-buckets
       * ...
       * </pre>
       *
       * Bucket 0 is "special" here. It is the only one that has 2048 entries. All the rest have 1024 entries (because
       * their bottom half overlaps with and is already covered by the all of the previous buckets put together). In other
       * words, the k'th bucket could represent 0 * 2^k to 2048 * 2^k in 2048 buckets with 2^k precision, but the midpoint
       * of 1024 * 2^k = 2048 * 2^(k-1) = the k-1'th bucket's end, so we would use the previous bucket for those lower
       * values as it has better precision.
       */
      establishSize(newHighestTrackableValue) {
        this.countsArrayLength = this.determineArrayLengthNeeded(newHighestTrackableValue);
        this.bucketCount = this.getBucketsNeededToCoverValue(newHighestTrackableValue);
        this.highestTrackableValue = newHighestTrackableValue;
      }
      determineArrayLengthNeeded(highestTrackableValue) {
        if (highestTrackableValue < 2 * this.lowestDiscernibleValue) {
          throw new Error("highestTrackableValue (" + highestTrackableValue + ") cannot be < (2 * lowestDiscernibleValue)");
        }
        const countsArrayLength = this.getLengthForNumberOfBuckets(this.getBucketsNeededToCoverValue(highestTrackableValue));
        return countsArrayLength;
      }
      /**
       * If we have N such that subBucketCount * 2^N > max value, we need storage for N+1 buckets, each with enough
       * slots to hold the top half of the subBucketCount (the lower half is covered by previous buckets), and the +1
       * being used for the lower half of the 0'th bucket. Or, equivalently, we need 1 more bucket to capture the max
       * value if we consider the sub-bucket length to be halved.
       */
      getLengthForNumberOfBuckets(numberOfBuckets) {
        const lengthNeeded = (numberOfBuckets + 1) * (this.subBucketCount / 2);
        return lengthNeeded;
      }
      getBucketsNeededToCoverValue(value) {
        let smallestUntrackableValue = this.subBucketCount * pow(2, this.unitMagnitude);
        let bucketsNeeded = 1;
        while (smallestUntrackableValue <= value) {
          if (smallestUntrackableValue > Number.MAX_SAFE_INTEGER / 2) {
            return bucketsNeeded + 1;
          }
          smallestUntrackableValue = smallestUntrackableValue * 2;
          bucketsNeeded++;
        }
        return bucketsNeeded;
      }
      /**
       * Record a value in the histogram
       *
       * @param value The value to be recorded
       * @throws may throw Error if value is exceeds highestTrackableValue
       */
      recordValue(value) {
        this.recordSingleValue(value);
      }
      recordSingleValue(value) {
        const countsIndex = this.countsArrayIndex(value);
        if (countsIndex >= this.countsArrayLength) {
          this.handleRecordException(1, value);
        } else {
          this.incrementCountAtIndex(countsIndex);
        }
        this.updateMinAndMax(value);
        this.incrementTotalCount();
      }
      handleRecordException(count3, value) {
        if (!this.autoResize) {
          throw new Error("Value " + value + " is outside of histogram covered range");
        }
        this.resize(value);
        var countsIndex = this.countsArrayIndex(value);
        this.addToCountAtIndex(countsIndex, count3);
        this.highestTrackableValue = this.highestEquivalentValue(this.valueFromIndex(this.countsArrayLength - 1));
      }
      countsArrayIndex(value) {
        if (value < 0) {
          throw new Error("Histogram recorded value cannot be negative.");
        }
        const bucketIndex = this.getBucketIndex(value);
        const subBucketIndex = this.getSubBucketIndex(value, bucketIndex);
        return this.computeCountsArrayIndex(bucketIndex, subBucketIndex);
      }
      computeCountsArrayIndex(bucketIndex, subBucketIndex) {
        const bucketBaseIndex = (bucketIndex + 1) * pow(2, this.subBucketHalfCountMagnitude);
        const offsetInBucket = subBucketIndex - this.subBucketHalfCount;
        return bucketBaseIndex + offsetInBucket;
      }
      /**
       * @return the lowest (and therefore highest precision) bucket index that can represent the value
       */
      getBucketIndex(value) {
        return max2(floor(log2(value)) - this.subBucketHalfCountMagnitude - this.unitMagnitude, 0);
      }
      getSubBucketIndex(value, bucketIndex) {
        return floor(value / pow(2, bucketIndex + this.unitMagnitude));
      }
      updateMinAndMax(value) {
        if (value > this.maxValue) {
          this.updatedMaxValue(value);
        }
        if (value < this.minNonZeroValue && value !== 0) {
          this.updateMinNonZeroValue(value);
        }
      }
      /**
       * Get the value at a given percentile.
       * When the given percentile is &gt; 0.0, the value returned is the value that the given
       * percentage of the overall recorded value entries in the histogram are either smaller than
       * or equivalent to. When the given percentile is 0.0, the value returned is the value that all value
       * entries in the histogram are either larger than or equivalent to.
       * <p>
       * Note that two values are "equivalent" in this statement if
       * {@link org.HdrHistogram.JsHistogram#valuesAreEquivalent} would return true.
       *
       * @param percentile  The percentile for which to return the associated value
       * @return The value that the given percentage of the overall recorded value entries in the
       * histogram are either smaller than or equivalent to. When the percentile is 0.0, returns the
       * value that all value entries in the histogram are either larger than or equivalent to.
       */
      getValueAtPercentile(percentile) {
        const requestedPercentile = min(percentile, 100);
        const fpCountAtPercentile = requestedPercentile / 100 * this.totalCount;
        const countAtPercentile = max2(
          ceil(fpCountAtPercentile - (0, ulp_1.default)(fpCountAtPercentile)),
          // round up
          1
          // Make sure we at least reach the first recorded entry
        );
        let totalToCurrentIndex = 0;
        for (let i = 0; i < this.countsArrayLength; i++) {
          totalToCurrentIndex += this.getCountAtIndex(i);
          if (totalToCurrentIndex >= countAtPercentile) {
            var valueAtIndex = this.valueFromIndex(i);
            return percentile === 0 ? this.lowestEquivalentValue(valueAtIndex) : this.highestEquivalentValue(valueAtIndex);
          }
        }
        return 0;
      }
      valueFromIndexes(bucketIndex, subBucketIndex) {
        return subBucketIndex * pow(2, bucketIndex + this.unitMagnitude);
      }
      valueFromIndex(index) {
        let bucketIndex = floor(index / this.subBucketHalfCount) - 1;
        let subBucketIndex = index % this.subBucketHalfCount + this.subBucketHalfCount;
        if (bucketIndex < 0) {
          subBucketIndex -= this.subBucketHalfCount;
          bucketIndex = 0;
        }
        return this.valueFromIndexes(bucketIndex, subBucketIndex);
      }
      /**
       * Get the lowest value that is equivalent to the given value within the histogram's resolution.
       * Where "equivalent" means that value samples recorded for any two
       * equivalent values are counted in a common total count.
       *
       * @param value The given value
       * @return The lowest value that is equivalent to the given value within the histogram's resolution.
       */
      lowestEquivalentValue(value) {
        const bucketIndex = this.getBucketIndex(value);
        const subBucketIndex = this.getSubBucketIndex(value, bucketIndex);
        const thisValueBaseLevel = this.valueFromIndexes(bucketIndex, subBucketIndex);
        return thisValueBaseLevel;
      }
      /**
       * Get the highest value that is equivalent to the given value within the histogram's resolution.
       * Where "equivalent" means that value samples recorded for any two
       * equivalent values are counted in a common total count.
       *
       * @param value The given value
       * @return The highest value that is equivalent to the given value within the histogram's resolution.
       */
      highestEquivalentValue(value) {
        return this.nextNonEquivalentValue(value) - 1;
      }
      /**
       * Get the next value that is not equivalent to the given value within the histogram's resolution.
       * Where "equivalent" means that value samples recorded for any two
       * equivalent values are counted in a common total count.
       *
       * @param value The given value
       * @return The next value that is not equivalent to the given value within the histogram's resolution.
       */
      nextNonEquivalentValue(value) {
        return this.lowestEquivalentValue(value) + this.sizeOfEquivalentValueRange(value);
      }
      /**
       * Get the size (in value units) of the range of values that are equivalent to the given value within the
       * histogram's resolution. Where "equivalent" means that value samples recorded for any two
       * equivalent values are counted in a common total count.
       *
       * @param value The given value
       * @return The size of the range of values equivalent to the given value.
       */
      sizeOfEquivalentValueRange(value) {
        const bucketIndex = this.getBucketIndex(value);
        const subBucketIndex = this.getSubBucketIndex(value, bucketIndex);
        const distanceToNextValue = pow(2, this.unitMagnitude + (subBucketIndex >= this.subBucketCount ? bucketIndex + 1 : bucketIndex));
        return distanceToNextValue;
      }
      /**
       * Get a value that lies in the middle (rounded up) of the range of values equivalent the given value.
       * Where "equivalent" means that value samples recorded for any two
       * equivalent values are counted in a common total count.
       *
       * @param value The given value
       * @return The value lies in the middle (rounded up) of the range of values equivalent the given value.
       */
      medianEquivalentValue(value) {
        return this.lowestEquivalentValue(value) + floor(this.sizeOfEquivalentValueRange(value) / 2);
      }
      /**
       * Get the computed mean value of all recorded values in the histogram
       *
       * @return the mean value (in value units) of the histogram data
       */
      get mean() {
        if (this.totalCount === 0) {
          return 0;
        }
        this.recordedValuesIterator.reset();
        let totalValue = 0;
        while (this.recordedValuesIterator.hasNext()) {
          const iterationValue = this.recordedValuesIterator.next();
          totalValue += this.medianEquivalentValue(iterationValue.valueIteratedTo) * iterationValue.countAtValueIteratedTo;
        }
        return totalValue / this.totalCount;
      }
      getStdDeviation(mean = this.mean) {
        if (this.totalCount === 0) {
          return 0;
        }
        let geometric_deviation_total = 0;
        this.recordedValuesIterator.reset();
        while (this.recordedValuesIterator.hasNext()) {
          const iterationValue = this.recordedValuesIterator.next();
          const deviation = this.medianEquivalentValue(iterationValue.valueIteratedTo) - mean;
          geometric_deviation_total += deviation * deviation * iterationValue.countAddedInThisIterationStep;
        }
        const std_deviation = Math.sqrt(geometric_deviation_total / this.totalCount);
        return std_deviation;
      }
      /**
       * Get the computed standard deviation of all recorded values in the histogram
       *
       * @return the standard deviation (in value units) of the histogram data
       */
      get stdDeviation() {
        if (this.totalCount === 0) {
          return 0;
        }
        const mean = this.mean;
        let geometric_deviation_total = 0;
        this.recordedValuesIterator.reset();
        while (this.recordedValuesIterator.hasNext()) {
          const iterationValue = this.recordedValuesIterator.next();
          const deviation = this.medianEquivalentValue(iterationValue.valueIteratedTo) - mean;
          geometric_deviation_total += deviation * deviation * iterationValue.countAddedInThisIterationStep;
        }
        const std_deviation = Math.sqrt(geometric_deviation_total / this.totalCount);
        return std_deviation;
      }
      /**
       * Produce textual representation of the value distribution of histogram data by percentile. The distribution is
       * output with exponentially increasing resolution, with each exponentially decreasing half-distance containing
       * <i>dumpTicksPerHalf</i> percentile reporting tick points.
       *
       * @param printStream    Stream into which the distribution will be output
       * <p>
       * @param percentileTicksPerHalfDistance  The number of reporting points per exponentially decreasing half-distance
       * <p>
       * @param outputValueUnitScalingRatio    The scaling factor by which to divide histogram recorded values units in
       *                                     output
       * @param useCsvFormat  Output in CSV format if true. Otherwise use plain text form.
       */
      outputPercentileDistribution(percentileTicksPerHalfDistance = 5, outputValueUnitScalingRatio = 1, useCsvFormat = false) {
        let result = "";
        if (useCsvFormat) {
          result += '"Value","Percentile","TotalCount","1/(1-Percentile)"\n';
        } else {
          result += "       Value     Percentile TotalCount 1/(1-Percentile)\n\n";
        }
        const iterator = this.percentileIterator;
        iterator.reset(percentileTicksPerHalfDistance);
        let lineFormatter;
        let lastLineFormatter;
        if (useCsvFormat) {
          const valueFormatter = (0, formatters_1.floatFormatter)(0, this.numberOfSignificantValueDigits);
          const percentileFormatter = (0, formatters_1.floatFormatter)(0, 12);
          const lastFormatter = (0, formatters_1.floatFormatter)(0, 2);
          lineFormatter = (iterationValue) => valueFormatter(iterationValue.valueIteratedTo / outputValueUnitScalingRatio) + "," + percentileFormatter(iterationValue.percentileLevelIteratedTo / 100) + "," + iterationValue.totalCountToThisValue + "," + lastFormatter(1 / (1 - iterationValue.percentileLevelIteratedTo / 100)) + "\n";
          lastLineFormatter = (iterationValue) => valueFormatter(iterationValue.valueIteratedTo / outputValueUnitScalingRatio) + "," + percentileFormatter(iterationValue.percentileLevelIteratedTo / 100) + "," + iterationValue.totalCountToThisValue + ",Infinity\n";
        } else {
          const valueFormatter = (0, formatters_1.floatFormatter)(12, this.numberOfSignificantValueDigits);
          const percentileFormatter = (0, formatters_1.floatFormatter)(2, 12);
          const totalCountFormatter = (0, formatters_1.integerFormatter)(10);
          const lastFormatter = (0, formatters_1.floatFormatter)(14, 2);
          lineFormatter = (iterationValue) => valueFormatter(iterationValue.valueIteratedTo / outputValueUnitScalingRatio) + " " + percentileFormatter(iterationValue.percentileLevelIteratedTo / 100) + " " + totalCountFormatter(iterationValue.totalCountToThisValue) + " " + lastFormatter(1 / (1 - iterationValue.percentileLevelIteratedTo / 100)) + "\n";
          lastLineFormatter = (iterationValue) => valueFormatter(iterationValue.valueIteratedTo / outputValueUnitScalingRatio) + " " + percentileFormatter(iterationValue.percentileLevelIteratedTo / 100) + " " + totalCountFormatter(iterationValue.totalCountToThisValue) + "\n";
        }
        while (iterator.hasNext()) {
          const iterationValue = iterator.next();
          if (iterationValue.percentileLevelIteratedTo < 100) {
            result += lineFormatter(iterationValue);
          } else {
            result += lastLineFormatter(iterationValue);
          }
        }
        if (!useCsvFormat) {
          const formatter = (0, formatters_1.floatFormatter)(12, this.numberOfSignificantValueDigits);
          const _mean = this.mean;
          const mean = formatter(_mean / outputValueUnitScalingRatio);
          const std_deviation = formatter(this.getStdDeviation(_mean) / outputValueUnitScalingRatio);
          const max3 = formatter(this.maxValue / outputValueUnitScalingRatio);
          const intFormatter = (0, formatters_1.integerFormatter)(12);
          const totalCount = intFormatter(this.totalCount);
          const bucketCount = intFormatter(this.bucketCount);
          const subBucketCount = intFormatter(this.subBucketCount);
          result += `#[Mean    = ${mean}, StdDeviation   = ${std_deviation}]
#[Max     = ${max3}, Total count    = ${totalCount}]
#[Buckets = ${bucketCount}, SubBuckets     = ${subBucketCount}]
`;
        }
        return result;
      }
      get summary() {
        return (0, Histogram_1.toSummary)(this);
      }
      toJSON() {
        return this.summary;
      }
      inspect() {
        return this.toString();
      }
      [/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")]() {
        return this.toString();
      }
      /**
       * Provide a (conservatively high) estimate of the Histogram's total footprint in bytes
       *
       * @return a (conservatively high) estimate of the Histogram's total footprint in bytes
       */
      get estimatedFootprintInBytes() {
        return this._getEstimatedFootprintInBytes();
      }
      recordSingleValueWithExpectedInterval(value, expectedIntervalBetweenValueSamples) {
        this.recordSingleValue(value);
        if (expectedIntervalBetweenValueSamples <= 0) {
          return;
        }
        for (let missingValue = value - expectedIntervalBetweenValueSamples; missingValue >= expectedIntervalBetweenValueSamples; missingValue -= expectedIntervalBetweenValueSamples) {
          this.recordSingleValue(missingValue);
        }
      }
      recordCountAtValue(count3, value) {
        const countsIndex = this.countsArrayIndex(value);
        if (countsIndex >= this.countsArrayLength) {
          this.handleRecordException(count3, value);
        } else {
          this.addToCountAtIndex(countsIndex, count3);
        }
        this.updateMinAndMax(value);
        this.addToTotalCount(count3);
      }
      /**
       * Record a value in the histogram (adding to the value's current count)
       *
       * @param value The value to be recorded
       * @param count The number of occurrences of this value to record
       * @throws ArrayIndexOutOfBoundsException (may throw) if value is exceeds highestTrackableValue
       */
      recordValueWithCount(value, count3) {
        this.recordCountAtValue(count3, value);
      }
      /**
       * Record a value in the histogram.
       * <p>
       * To compensate for the loss of sampled values when a recorded value is larger than the expected
       * interval between value samples, Histogram will auto-generate an additional series of decreasingly-smaller
       * (down to the expectedIntervalBetweenValueSamples) value records.
       * <p>
       * Note: This is a at-recording correction method, as opposed to the post-recording correction method provided
       * by {@link #copyCorrectedForCoordinatedOmission(long)}.
       * The two methods are mutually exclusive, and only one of the two should be be used on a given data set to correct
       * for the same coordinated omission issue.
       * <p>
       * See notes in the description of the Histogram calls for an illustration of why this corrective behavior is
       * important.
       *
       * @param value The value to record
       * @param expectedIntervalBetweenValueSamples If expectedIntervalBetweenValueSamples is larger than 0, add
       *                                           auto-generated value records as appropriate if value is larger
       *                                           than expectedIntervalBetweenValueSamples
       * @throws ArrayIndexOutOfBoundsException (may throw) if value is exceeds highestTrackableValue
       */
      recordValueWithExpectedInterval(value, expectedIntervalBetweenValueSamples) {
        this.recordSingleValueWithExpectedInterval(value, expectedIntervalBetweenValueSamples);
      }
      recordValueWithCountAndExpectedInterval(value, count3, expectedIntervalBetweenValueSamples) {
        this.recordCountAtValue(count3, value);
        if (expectedIntervalBetweenValueSamples <= 0) {
          return;
        }
        for (let missingValue = value - expectedIntervalBetweenValueSamples; missingValue >= expectedIntervalBetweenValueSamples; missingValue -= expectedIntervalBetweenValueSamples) {
          this.recordCountAtValue(count3, missingValue);
        }
      }
      /**
       * Add the contents of another histogram to this one, while correcting the incoming data for coordinated omission.
       * <p>
       * To compensate for the loss of sampled values when a recorded value is larger than the expected
       * interval between value samples, the values added will include an auto-generated additional series of
       * decreasingly-smaller (down to the expectedIntervalBetweenValueSamples) value records for each count found
       * in the current histogram that is larger than the expectedIntervalBetweenValueSamples.
       *
       * Note: This is a post-recording correction method, as opposed to the at-recording correction method provided
       * by {@link #recordValueWithExpectedInterval(long, long) recordValueWithExpectedInterval}. The two
       * methods are mutually exclusive, and only one of the two should be be used on a given data set to correct
       * for the same coordinated omission issue.
       * by
       * <p>
       * See notes in the description of the Histogram calls for an illustration of why this corrective behavior is
       * important.
       *
       * @param otherHistogram The other histogram. highestTrackableValue and largestValueWithSingleUnitResolution must match.
       * @param expectedIntervalBetweenValueSamples If expectedIntervalBetweenValueSamples is larger than 0, add
       *                                           auto-generated value records as appropriate if value is larger
       *                                           than expectedIntervalBetweenValueSamples
       * @throws ArrayIndexOutOfBoundsException (may throw) if values exceed highestTrackableValue
       */
      addWhileCorrectingForCoordinatedOmission(otherHistogram, expectedIntervalBetweenValueSamples) {
        const toHistogram = this;
        const otherValues = new RecordedValuesIterator_1.default(otherHistogram);
        while (otherValues.hasNext()) {
          const v = otherValues.next();
          toHistogram.recordValueWithCountAndExpectedInterval(v.valueIteratedTo, v.countAtValueIteratedTo, expectedIntervalBetweenValueSamples);
        }
      }
      /**
       * Add the contents of another histogram to this one.
       * <p>
       * As part of adding the contents, the start/end timestamp range of this histogram will be
       * extended to include the start/end timestamp range of the other histogram.
       *
       * @param otherHistogram The other histogram.
       * @throws (may throw) if values in fromHistogram's are
       * higher than highestTrackableValue.
       */
      add(otherHistogram) {
        if (!(otherHistogram instanceof _JsHistogram)) {
          throw new Error("Cannot add a WASM histogram to a regular JS histogram");
        }
        const highestRecordableValue = this.highestEquivalentValue(this.valueFromIndex(this.countsArrayLength - 1));
        if (highestRecordableValue < otherHistogram.maxValue) {
          if (!this.autoResize) {
            throw new Error("The other histogram includes values that do not fit in this histogram's range.");
          }
          this.resize(otherHistogram.maxValue);
        }
        if (this.bucketCount === otherHistogram.bucketCount && this.subBucketCount === otherHistogram.subBucketCount && this.unitMagnitude === otherHistogram.unitMagnitude) {
          let observedOtherTotalCount = 0;
          for (let i = 0; i < otherHistogram.countsArrayLength; i++) {
            const otherCount = otherHistogram.getCountAtIndex(i);
            if (otherCount > 0) {
              this.addToCountAtIndex(i, otherCount);
              observedOtherTotalCount += otherCount;
            }
          }
          this.setTotalCount(this.totalCount + observedOtherTotalCount);
          this.updatedMaxValue(max2(this.maxValue, otherHistogram.maxValue));
          this.updateMinNonZeroValue(min(this.minNonZeroValue, otherHistogram.minNonZeroValue));
        } else {
          const otherMaxIndex = otherHistogram.countsArrayIndex(otherHistogram.maxValue);
          let otherCount = otherHistogram.getCountAtIndex(otherMaxIndex);
          this.recordCountAtValue(otherCount, otherHistogram.valueFromIndex(otherMaxIndex));
          for (let i = 0; i < otherMaxIndex; i++) {
            otherCount = otherHistogram.getCountAtIndex(i);
            if (otherCount > 0) {
              this.recordCountAtValue(otherCount, otherHistogram.valueFromIndex(i));
            }
          }
        }
        this.startTimeStampMsec = min(this.startTimeStampMsec, otherHistogram.startTimeStampMsec);
        this.endTimeStampMsec = max2(this.endTimeStampMsec, otherHistogram.endTimeStampMsec);
      }
      /**
       * Get the count of recorded values at a specific value (to within the histogram resolution at the value level).
       *
       * @param value The value for which to provide the recorded count
       * @return The total count of values recorded in the histogram within the value range that is
       * {@literal >=} lowestEquivalentValue(<i>value</i>) and {@literal <=} highestEquivalentValue(<i>value</i>)
       */
      getCountAtValue(value) {
        const index = min(max2(0, this.countsArrayIndex(value)), this.countsArrayLength - 1);
        return this.getCountAtIndex(index);
      }
      /**
       * Subtract the contents of another histogram from this one.
       * <p>
       * The start/end timestamps of this histogram will remain unchanged.
       *
       * @param otherHistogram The other histogram.
       * @throws ArrayIndexOutOfBoundsException (may throw) if values in otherHistogram's are higher than highestTrackableValue.
       *
       */
      subtract(otherHistogram) {
        const highestRecordableValue = this.valueFromIndex(this.countsArrayLength - 1);
        if (!(otherHistogram instanceof _JsHistogram)) {
          throw new Error("Cannot subtract a WASM histogram to a regular JS histogram");
        }
        if (highestRecordableValue < otherHistogram.maxValue) {
          if (!this.autoResize) {
            throw new Error("The other histogram includes values that do not fit in this histogram's range.");
          }
          this.resize(otherHistogram.maxValue);
        }
        if (this.bucketCount === otherHistogram.bucketCount && this.subBucketCount === otherHistogram.subBucketCount && this.unitMagnitude === otherHistogram.unitMagnitude) {
          let observedOtherTotalCount = 0;
          for (let i = 0; i < otherHistogram.countsArrayLength; i++) {
            const otherCount = otherHistogram.getCountAtIndex(i);
            if (otherCount > 0) {
              this.addToCountAtIndex(i, -otherCount);
              observedOtherTotalCount += otherCount;
            }
          }
          this.setTotalCount(this.totalCount - observedOtherTotalCount);
        } else {
          for (let i = 0; i < otherHistogram.countsArrayLength; i++) {
            const otherCount = otherHistogram.getCountAtIndex(i);
            if (otherCount > 0) {
              const otherValue = otherHistogram.valueFromIndex(i);
              if (this.getCountAtValue(otherValue) < otherCount) {
                throw new Error("otherHistogram count (" + otherCount + ") at value " + otherValue + " is larger than this one's (" + this.getCountAtValue(otherValue) + ")");
              }
              this.recordCountAtValue(-otherCount, otherValue);
            }
          }
        }
        if (this.getCountAtValue(this.maxValue) <= 0 || this.getCountAtValue(this.minNonZeroValue) <= 0) {
          this.establishInternalTackingValues();
        }
      }
      establishInternalTackingValues(lengthToCover = this.countsArrayLength) {
        this.maxValue = 0;
        this.minNonZeroValue = Number.MAX_VALUE;
        let maxIndex = -1;
        let minNonZeroIndex = -1;
        let observedTotalCount = 0;
        for (let index = 0; index < lengthToCover; index++) {
          const countAtIndex = this.getCountAtIndex(index);
          if (countAtIndex > 0) {
            observedTotalCount += countAtIndex;
            maxIndex = index;
            if (minNonZeroIndex == -1 && index != 0) {
              minNonZeroIndex = index;
            }
          }
        }
        if (maxIndex >= 0) {
          this.updatedMaxValue(this.highestEquivalentValue(this.valueFromIndex(maxIndex)));
        }
        if (minNonZeroIndex >= 0) {
          this.updateMinNonZeroValue(this.valueFromIndex(minNonZeroIndex));
        }
        this.setTotalCount(observedTotalCount);
      }
      reset() {
        this.clearCounts();
        this.setTotalCount(0);
        this.startTimeStampMsec = 0;
        this.endTimeStampMsec = 0;
        this.tag = Histogram_1.NO_TAG;
        this.maxValue = 0;
        this.minNonZeroValue = Number.MAX_SAFE_INTEGER;
      }
      destroy() {
      }
    };
    exports2.JsHistogram = JsHistogram;
    exports2.default = JsHistogram;
  }
});

// node_modules/hdr-histogram-js/dist/wasm/generated-wasm.js
var require_generated_wasm = __commonJS({
  "node_modules/hdr-histogram-js/dist/wasm/generated-wasm.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.BINARY = void 0;
    exports2.BINARY = "eNrsfQtgVMXV/8zce3c3uQlclLBIUGdvogQRCUkIQbGbmwKiVaGWWoqvBAjCBoGEBW2/kARRxFelL6vV6iZU8bNY8bOtQsWAWkVbLb79V9uC9VU/W6m11bZ+5u85M/fu3VeygbxdabO798ydmXvmnDNnzpz5XVKz+hJKCKH302OqWXMzqabNtBn+NFbTZgKXaHM1a27Ev00EvzZWe5obGxuRpDQ3NpJqpbkZCzeSagp0pVmUbaLN1WpzU1MzqVaamkT5piYsL2ukTVgFba4mpJrgtWbaBB1oqlabsVoKtbBGqBev0OZqrRlJLJcqtSvWajULVzaEyVHKn9nbLCdPISQ7b5RK1Ozso9TsMfnZNMeTTYYrHkXxU5UQouZSv0I9wz2K+B8lZLia61FUv0qVPEVR8tRhhjKaMq8ndwQZTbVhR2gE7stW1bHkSIL/0VGEeIghClFRwKZ156oKl+nRiYTRw+A/lY6iPkpVSvGPT/7P56OE6fgP/9Ozsrwjxe2id4qvl65q8J+Srap0FVE1hRLq2URHNdIZdhG9mVqH8sddRUx1xPLCHx/8GQl/xsKfQvhzIvzZvZFCDdddw3TvJyc9QHO/evrZ8yqsc86xvn7R6TOUYdmzl60Or7y4oeaSCmW47vyYXK4Y0V+lJcqI6K/yMuWI4XNrFtXVLnauKUdqF120ovZSomsXXbRq2QoS9F500ZoV8K0y66KLFq1cvrx2UZhY+kUXNYTDyy5aWLO6VhnpuaT2kpUN32Bk5EUXra4NWw0Xr7mkdkV49Zm1Ky4OLyUzRkU7V7Bo5YrV4YY1i8IrG8g79CgX5eLa8Mk1a8Irz6ldveybteTPMcTVscR3aWHcnUuXXby0dnV4XkPNorqahctrz61ZvqaW/G9MudUpy71HA3H1rQ7XNITnLbuk9ivhmktWnbW6dhH5S0yh1ckL/ZUeG1dT7YrFsUXejymyOlmRg/SYuFouWbbi7JUrFtQ2rBQ9/hv1x5eouUyQPkhga3hluGb5F1euWREmf6f5CU+6eEbt2mU14WUrV5AP6ZHx1dbWrCD/oEXxT7U6vOySmnDt4lkrV4ZXNSxbET59RdU3wrWryT+pe7wbahetbFgsOvZRzIO7KF9bFl4quvcxPSF1kZmXrapdFK5dfPqKcG3D2prl5F/xzMaiVnhubcOi2hXhZctryb/pOFeRlWvCq9a4yDOWrQ43LFu4Bp/9P/SkGEFd9Y0vrmxowBZnrWz44sqVDYuXrYBHnnPJstWr4Y5P6GjXHTWLo4pUQf4vZhTctMnl5NOUxNIS0pGSWF5GWtjRscQ4DSbrYwqsXrMw3FCzKOzq2OXsmM4KTC4nGzovUVpCrui8RHkZuZKZSUrEd3YjG+EqVbti0crFteQqZsTIwOraMNnE/K4exliRq9kYNynBjMRQE+zIcfH3pjIkx8VXk8qSmPE1JjUlZnx1SW0Jj68riTHh8TUlsSbHxteTaE5GJxSJ2pMEBscYlLGJD+yyKNewkQk1g0m5lo1PeLiUNuW62OF3G5XrGU9BilqVb7EJnZRJMCs3sHi+J9qVzazIXaZTw/JtNilWeLu2LN9hR7lviTUt342V+Djb8r3U1NIS8v3U1PIycqNLrwU1XmN/EFsiiX25iR3baYnJ5eTmLoqUlpAfdlGkvIzcwgqSFYnv8a3sCHcxaWR+5LI8KBJgZW5ziVlpSYyVud3Ft9KSzqxMaUlnVkbe27WVkdV0bWVkjV1YGVldF1ZG1tWplZE1dWplZD2dWRm7SDIrI2kprIzzwC4rE3FZGbtmsDKtLitjP1xKK9MWO/xuK7OF8RSkqJX5scvKJJZJsDJ3sHi+J1qZO11WprSkcyuz1WVlUHi7tjJ3uaxMaUmclfnvWImPszJ3p6aWlpCfpKaWl5FtLhsiqPE6e09siSRW5qfs2E5LTC4n93ZRpLSEbO+iSHkZuc9lZVxF4nv8Py4rU1piW5n7XVYGRQKszM9cYlZeFmNlfu7iW3lZZ1amvKwzKyPv7drKyGq6tjKyxi6sjKyuCysj6+rUysiaOrUysp7OrIxdJJmVkbQUVsZ5YJeV+YXLytg1g5V5wGVl7IdLaWUejB1+t5XZwXgKUtTK7HRZmcQyCVbmlyye74lW5iGXlSkv69zK7HJZGRTerq3Mwy4rU14WZ2XaYyU+zsrsTk0tLSF7UlPLy8gjLhsiqPE6+2hsiSRW5jF2bKclJpeTX3VRpLSEPN5FkfIy8oTLyriKxPd4r8vKlJfZVuZJl5VBkQAr8xTLj7s7xtL8mh0TT06wNgklEizO+GR1pLI645NVl8ryHJ+s5qTW5/hk1Sa1QIXJ6kxihQqT1ZjEEhUkqy/RGo1NWixqkZIORIxV4smZ4bJMv2Gjk7YC1ulpNjHpg6e0UM8kio7bSv2WFXZCjlqqfWxSF+USrNWzLNkYJVqs59iJ8eU6tVrPs9JEZejacr3Ajo6/LdZ6vZioRXEW7KXOS5SWkJc7L1FeRl5hZpIS8bbh/yWWSmLRfscKuiw1uZy8mkax0hLyWhrFysvI79m4VMXin+IPbFR8UWnl/sjyEsUJLN1+ZiyuhSKuxzzARsRdm1xOXk+4WFpC/pRwsbyMvMHyxMX47r3JfHRmVhYlFtUVOuu07B884nub5RJOONlVRa9sb71Zv4SyZiuSbbzFrM058He/D/7uu5LipY34ETkC/u4eg9+RvnkfMd5iBZpJi5hqNdYHiFLJCaenqZWcFDF1DCfWyJDxRfyB9Byq6/ouSpXmAg8ns0Q5X6FHZ5V2IZPOlJfH5FCdU/xqsnLm44wzKKPUc9pQzlS9wBtgQM4xqUXPUpstqsG2QxEjnJ6uVlqRbGt/tjXKGmsQonNqKWHrsY00VMSIxev1gALV+QKUE84KfDMtxpV8qBceAZqjnMrmCF5mnJQzn/40pWozkAj0VrFa2OlqM1csda1mHcsV65OOjg7F/jw931QurjNVy1sXYFzhqqXWrbWM1dA6hdZVbMTU1EqucRXq56payVWuwRNyhTNLDYcsFuYkVMSqOQWmxVyFu6q5Clxj4ooYjyauXFoPzXAFeq8gW4FdxGri7NL6ckZ0Xdd/yagmHsdkUNpSQ5xZjfUhU8VrFq3HG1VDhaqiZKUc+Ay/JS/EHQGmc8VicBO11DqoA+gBD7AV6/DAPYpTh85V6HgDVAfsAeYTpJtMMpdJ5jLJXOYwl11cZyrAXI0z6Jxgrsm4FsM2fDACbEBu+LiCXKTI45jCcK3a5hPlWhj7pUnGEiGllLMwSuBVlFLo3qp61gykSM5nfSaccWodGbJW1VtqnUkto25WPowOsAE6YtQFQLL1OpNZI09XK4fryFlWz5nlg4u0oUEwV3QZPnxYqRoKmcxiQCSclbNIDnJV02+klDUHiUktciYoAqd1lcQiszWL6Gol0a3N1zCohljbbxRfQFUt/+kwthYLAz2EzVkkQBUYOwNolBPJG6dENacWDQUo6DIn8BXVGlv42Y0sSCwjbHjgZ2G2/qhClWZWKf4VKMMUQpmiW7RQsUiharACb6GnQB2uF/hmBliBJ2pHCrycoB0p9AieK/Wc4QXObFPRgN0tVKWZgXpiTY3dhl3xLLWyIE9YKdiYPF0YGmJSeFLjLQbPo8rnSdqZTjoiOxHXg4KsACnwFmZxUujlrNBnUws9FitUdHx0j0kKvE71QHN1T4gAfvi0AirksrHeUkN1hTg4IRMLz1ErC7JnqpWGFx+iDsyaNbzeopzko2UUWkrr9THCsBELjCgpyEb50a3s4XqBFwRcWEBozyKFim4R/Q4Qrs/EUCgjFcpoUSuf04vrwpyGLFoHlVqfdnR00NPzTWprJRMmQ5o8ahsoeM5mTsP1JprSpXFGThNPCYpFQ7IQCDxdaoKswu1LHbnEGywwZS8xSptZJaczYXazyMkEbwKNoXXiJ7XYWTaRig8GnZJkZilOQY9TEK2tc90nr3NSZyn1JgP+E6GQlLM6nMGgSbhDKLF9R3QgObNyJBk03i442imYIz4M8TFSfIzmzBrr3Dba+TbS+WbU2V0hllpvjQ6ZLBQQ/ZJKzeeAUFWRqQoRHz7xYYiP0VBEyA6XeqDrf1NghiDWe2Bz56iV1n6fFcmyrmDWsTCxFtACkD5WabUYAaZUcmb46gKsACacAnpP1V7aVPUGadlqtfhChSyH6ZxZ5IxcuNFkBZ+xvsV3upUd5ixUyHTdFuKC7IDCiWUAK9HYf0k0vF23nlKso3FGV6wczhxDC0w9K9/UjCyTzVQrgzB3qVwBowysCVtq3WlhlFrt4rowiKwW4hrXbKkNWR0dSshqaWmst4y1Jsz36hn5aEVhQpZfiC4mZSMsDR1XuGZkwawH9n0MEA0Vv5seq7GeazD7G8B2xj1g4zUxo4BQhUKmhnOe0EWsStOwYFO9GFKYbu3pVYGnIdY6nLphPgBBQa/EKMgy0Z1QwJUR7hFMiDjVwV3CbDWIGRCcqQJq1wvdKATVHBkyKSdGNqf6L7Op0owCo9TDfAbTFzEVNPacmipOAODOTCRScWhdgMkZQamfqVaCHIjHJmhtpIYUMVV6WEXMB73DbznwINQyQih5BjQCwixrZJavPkU91PKJe3yhALDEUmNLwowZoNKqA51J+iRKTqFoDwSdSbp0dqh4Ln04XOMo3eIfPp5F6+REhg0FtOgd4hsV1oWFHJbB9yRcU+qExlgjHE5RU7F8Ya5Zo9c2OA+rmSpcVMRFyb8sUVIVFyUrc03NVTI1V0EPEztvKhazh5g5ncXHASspO3uE01lmKpYBnTVcnfWAwEMXDFdns0VJVVyUnR1maq6SnXSWRjvbpRRiF490uqiYijUauuhzddFrqnBRERdlF3VRUhUXZReHm5qrZOouopwaMdITLwtSDAYjVZFUReoLV1yFhOb4evvZ0+iDmk4f0qiHxdWTWi2S2Az9GUYZ+CEsgII1KxdmYFLHwSPgqkXDdWeJG7hq5IBoi+Uqp5a3nhPLC24quqheqFidmavCXXVQG7gyoiOKEH7G5eOADCqVILxS8scrOMmrlg/vRAsp7SXKKxRGq56yStkqlNYSOsfVUFz/TBWXT1wNJesR9CNaQnTO3Y9UNei6fgKusbiyPKAosGpTvyQWpFCUGbkwT4dEN/XrMLSQZ6l1hXkFedZ119DZEAe4hln7rmEWtSg6LHnoJaExH1lXxAyLrrVo2ISlmfu3GkJHAqoLFeZZB3NQ0wvyYMgN3cRVGAP5wT4o2HMjVxbXOdN3w+oQZ9HNz5A5qvyyCteAm58hK9AhVnHBh0tPxXqDrICl1ifDQlNwDfwGWRX9XcU3XiG5xqn1BtYIVtm5n7rKOxPgG9AO3JBtl3dKu0tqaD0dUnHoFEp0/XqVqt3h51wXu4ahoHFS1dHR0TF8PlA42WoyK3K9Ryzq3yDiM3uORUPQAWCTpUCA4R3vnJAOl1rueV0VpXZfceocy4PlWr73v68pcywflGx55OVJc0I6GG8axoHB+AHKsWFo0GhVS8sP73z33j/RebCQqGqJfO+O64+W3/e9+uiHbIGVHYIfe++NHLcgpOEdf95w3x9GLbBykbD7qb9fsYUtgC4B7a73rrz32fvs6lqu+PTOPxwYscAy5K2R3+7dv/dP1zQvsI7Au1s2/3LnS/cczF0A3WTuboImVcETLMCxsWWBhsCFR0KLKT6b1m39bAYF8THVODFRk4pJbHV46wqzOxLGyVbODEN3BJrqN+YqWpPSnNXI6c12KnBlLQi286tGRJnaIKYhL+4P4sXb7VsONnNif+1YmO8qebC9Rq20vwc52eKmiVpcVwhxlx6u66yR012mVlW2yVSrOoZvqHrYu66qhS7gZJfJ4KpSRddVfTp8QQNE26roRvjZIf5bucDdMhDn5rIx8srHzZxVtYj/Pg5+OZeNAQsbEXXI66vO5SzmZ0Pc/VHawQ7y5SiREK5VBTfNjS8ybxa0QzltwzVTZ90FhpvkhxCSqApu2qo2s2YLai3bBGwwWVWHd14uGWMxzqru950LX0kVrbrfx9m6jSarouu4tqGKnAMEUBznB9MtOgtW1/km2cJFR7fmi/5AQ5WxDXmiDXniGvKs22h64hrSuCfakOmVAcpWCEJsyVF0rkClAcVqaTEswr0WnZUf8HFm86Cjg2yAdVfMWLvZEjdmUYJ9xzzX1ebocKhVLcY8993nzsJntqW2+Ittu9ydsAtGlHVgdebm42pQVrDv7jv+HlxnOrVdtmGdqeAPXyN+rNrQbmZzVjVxU1UH2bDV0sLW9vyQ6Z2gEFNvczrdGsjhrKrsqh3msBmk4t+fVp30VrCNeycoRsQkPIcr7Ty7lettZnbEHB4JGHw4H24rYHubqbcFRnCD5/Ac18Uj2syciJnLc/mwGcUXP/Hdr/39pFOxztERTrjRyodHIjyb6/yISFuEGzy3ledEInw4H9HGh8/wSO1um1H9VfjvzfYIH8GHz/jmj8fjr7YZZ3/16zfffPOfg+L6o8Hjr51ADgbbZvx55uxbzjv9g/ZIG/4zScTMbuUkUpjDGrkGXKnc0G4Snr3L/q63mTlCibdaHcPrTa/1pLfOCs6JDnd7dHh9+VzQkd9zcukYKa6N9hhvtr8Y3JfvfG/T7K8H7S+rXPRVbTr3Wlf7oEKLBLw6z5nx6eUTak/Lu7jSHqeKL0bMXOgoiAXduBX2HLafEjKzxis+7ruHs8aqiRsbAwrP4bnOLa0mDAoM6dr2tgjPmXHyKbc99MOPcna1RcAMw6hyCuPQWpDz2UDAeJO2AOVZEyCKg2VmTJ8HQ/CrYNuMXf8HUvnHYATvpm2czPDv+/HFI0asD7bN+PYE/2+/+tU7gBggHFSONUpB9W2YC0FxW043Bde1mxTqbovYHGhugxndKXIw2Ggyp5CZ7Rj44CKH1QeDPPtOU+fZETOH6zynlWdDt7JbxU2RCNdbTeKy6I1RxWtpad7QrnGiazxbl0UM0obLQcVpV9f1o9G1R9dFeGUiPGtR422m6xsV6mmG+Lz07tjagPqZM5PTuU9jaiJKpomIHfqnGoaA4F7hEEJHNHQRTRGZNaXTBXROrIM5nOTnUF24rXgrLDtEmJOYHlh6etRK7nH8Tg4uOES2aCigYAA5j1OuWe/lYMR2rUmXh2wHQsUQrXSKtdS1ow+ghrjH1Y7psWgY/VZPCKwVjZaDXlNBpZyFxH6OqztatAkR0nQ1QWJdaiNXl8ziqq7/S1VYE2v2NLJGmJEpDvPB7//3R8F1+DXy/SvoPBi5qM0zPbscG+mdQQivPS3vo2BbwAcP02Zm8ay2AOE+nsU9Mz5STn4t64k/BNukUr7dHmkztYiZzT3c2xq9mXtmkLb3T/pEe/vUtgj3gShqEbB3nhlvnHdw7vJLnwu2zQg2QhUvt0ew6vK3Hztmbc1TwbYZb96w9vdZTzwDlgvvOCP/4Lxnr3gs2Dbjlq2LHwrmPSHvWPLXBUWT7t8dbJsxveLErW9c/Yht6yIYy6gq3gTunFFn7e+gbiOGU/kWTtH/oOhmONMQeA0U5k3FOthB6+HPLA6zI6vPj5k646eq6PSEKwH7t5iWTtpUFdyw1VLDpmJtf4GEAqqYZrg6QfGBqaHcPXe1c8Xa/hoJmcoEhbRyZYLia4WipM3UomPlibLb9EYCEEvxtXJvBKZ891BorqEAotZmEq7NeFi1h3LaBjmU4HzMmH2mIsfnP5NWLcbxwXEgUNNJ//IfOG4hDNJD33m36H4xSDDCEV1/iTLWTJtgtTteGV1FN3J6rlpp7XuDWJFniRWhlhcjyoQ1Q1i0eBv8XbVtY0C1KCoY5Sq46KAI4D04c/+54KOpVXRjQHVpCYctLgzcFlt0zfJyVsaZ2CAs3gZ/D6vmbVOVIgj+TlUMvRW2PNJcn4lt7bGo6ri3CMZRRAruolMVHv1aLfYbisSeQDEnVbhjtGrbxqlKhbgoNxFmi4+54mO++IC9GXoyWWVbxbDYKlaEPVXEroMidh0UseuAH1x8FHHFmQ6mKcUxvyowogu2VRh64qL5Yn4ZYu9mtP4p7S6L1FQs8kW/znY2aMQDuFnExUUX+0g83+YKFs23WXS+jCYIFjHBIiZYxEQLTLCIiapZDItYUhZZzbBPsEllcFQXuo4d5Qx3e7hyMuEuUztNmS+/F1Zy5UHjiPuE6BFOdxp5t95dzlbhQwrpraLrpiqbIHim7jTybrkbFt915Ww5PBZXwuWsWGyhg/iXw3QhZB/8fyK51IJ5F8YoQSsznqUgJhGKW/OwMpXMt5C+qg7+Lq+zgqFytrTr4TQVMaCK9TGxhhm6qYltfLyoxUiNFiM1GkqNKDmWa4LpmlAHTYynJsZTE+OpCT3QxLBqQg/wo1p8LBV1ruKa8Rw+YxgfUXMesRu9Av4afrkiB5MI2/EaMkxzpJUYz2M7i2NZqT/CRHCsK8fHlkLh+AhBFaNkWDQEQi82vmWgZSbu/UXeItb+t4jVSi0O9dgbVCreZ2K2y/I1GKDn+COMMlPPlRBsWolNNkGo+2zJh2kkhCvbUKs4C4HIjLbVRTXFztZMNdpwG5W7gjLfRXbXZLD9JVrGmBC0zLBl8G1AyWfj3pyCLTNIf4CW2Ta4sopTbJlLN0bvYLhjDbUv5WQ8SDG94htb60xkyarQtk1bYd+yiBWPEV5oEQuPgR1D+FKHG9oW3r08vDwkbio7G7dkKafGXK0gzxrdlWQntaOYfULBJySYC4R8gbltn2oVit1SSBRSoQKOmT2qSCrBYCvML6pTiQZjrLkreUW1DFmJVs5GYiUaVKKJSrQQV0VMfTSGish4ZTPlwpuDH5sop41Tlc3ofpBz4NJNlNNz60WKCRQ4N1q2qvlKTjdMVW7C/US4dhetgvvvovpFlDbCtQmKD418ESMPOMEn+eXr0S9YsHWLkXerY+kixhFtGPcHUrQg3RKZpvgOR0lWCSUpQiUpEkoyNkFJ9r1HrJeTKUlRzyhJsa0kY+OUBBp+JVFJinpMSSpsJTkJ+eCzlLWcniXy8A5+QKz1WdZuItysIty7VcKwEaD/rptB+5kxQWaCMXnMx8Dlx7FrTZZvUjvKTGWUmdpRZupEmakdZaZOlJlGo8zUFWWmTpSZiz1dsQBz0j4UwxDabk2EsLkTMSUOK2gsK55W41hBw6FJlOjFYmMc7zkjWvwfw6xJrtLyj8/I1a+D/CqLFuqSf5hmJXiYS0BM7dwSXJWhEOVY3ujuhZBOHFvb3ZFpA0Iwo1MNw2QDubDGkq5mXU3GNIjpg7kUBMOaZOjSEYy2qjitKpiVIHPyoq0qYIriPIIAS6dlxfLaLReLxTLharRl1WlZFc+rxrTMwFiOFDtkXBUlh+vxQmltzsHxeX6YlQW//4yJUjhBofaPtpSQxdZwGpotWWzA/8/IFxqKZM8aE7Kk2Bn5oQBLw/BQYXhkUiDsIClh41Wc8AlsdmA6LJJsxW/5gFj7FGuYqEDYG4VTIwBMxfQ3LO72eUVFPpPKzXHDFBKg2iquV8knHQ0puBB9WWPRkFEgsqBC5Ww0Lm2UM2SinBKymo0L3AsZBsKezExcl8RMgNNKINtSNir4ivvwVDQKEysLl7PRBXmWL03bDVWNlEEMN7O+Qy2PZJat4lXEOA5qBtmg+t8ZU5tpk6Nz8UKIKQiwRPedrlaK1GYykQjDJSRDRoqYu6+5ahp9u1u1cuP6ZhwT8Mi+if1JrF+qGvYDh7XaVC0irILmKqLFdEFxBb5AOHJMJ3nY6cLfidMF0QhYLNU1gndSayIOIKZfoYMRUGzuebhyDwotdOyejY0BD3pFAcgM023TyT2JymZidh8aOH0YowynT/CfxFxEjUWw4cqcMpilQ+1y0gBSPY21A7Pz6XKsCsdU2tdwSJitfbLeL3Eqs9Qa1EqwCts/JtZRMqjA5EihCSCOlRUVYaq5Y3X0O8A8YXyiKnjVlSat8m6aKxRzq7ECU3UwstxCr9hqrOC0aphNrvJuckp4N0UL5DkFhkULDHMVGOsUyIsWyHMVKHAKjI0WGOsqcIJToCBaoMBVYLJT4IRogRNcBSqcApOjBSY7BQgW2Wqs0O3/Bsui9ve9t6gd83lb1P4h6aL2SqU3F2Rr+n5BJiLpk+jhrsmgHliWQZpj7y/LujTOzYNGZ/f3ns6anzedPZBUZzf2qs5eS/tBaRkoLW7RHZ7SMqG0QmJ6W2kLulLa79NBo7V/6j2tPeHzprVvJNXa9QqjTUpSvVWieqtKvVWieqtKvVVi9VaJ09tW1Fuji4FRhd6qQm/VqKKRWEVzFFacpIQ7XYqmWAoo2niFVNHGAHPXo6ZQ2M7qweUp5Lb3t8L+hOrjCScPgFJZSp0dGd0XbLvlbouFTWJBrNJ3Rr5F6/QJhMtVqbX/E7G0+4Vi+cTSm1OjrJxxuWmofwFycGVpeQ0O21k+sdJnlm+2Exq6wF7QiSegxhT9dwPeigATlWQLetPWL0u1JsZbAji6YNxH5WLbrZYxShah8VrWtVnCtt1mqMyJn8mLMQqvxCi8IhReEWbI3l0VZkgRZkgRZkgRZkgRZkgRZkgRZkgRZkgRZkgRZkgBM6QBPzUM4NmP1I1exZshBcxQnN3mxHgrmRlKjAs8D+k9EBUsyLPGJoxe8nleHqczfkE5PQPDyS2f4nYuNY4NEBFbGQnXODGG2xdgmd7SIU/ntXQAhYp4GsGqorfCIStiDLcOdhBrsogCQNo4mA1vORvNKrl3IiHgAxll3FvE+CxxTpd7QVsgQwTKFjEVE5XcQkFdQoH55vdJbwUrrITKxoJjMhaix/taKGr176RWO0d7UVmhrYvw4DkNoDPDAx4Fa+Dcg0fe8Lw6MwpNxbiAYxaCE8KDQ9x1AQ+quMq9IPd4p/EA5prb54P1mHgqwXgqs+OpQByLEpA4qFsV5ukswsZZIAsPF6SKsimuKJuSEGWzpSJVlO2nakIEkDMnAggDlDVXJLTLqQBsgRoNtUGgLRqKc9NND7DHqA54eVZVB92wNaDxrCrfpkAWV/B+z1nYf5+41QO3+hL67xP993EPhOhEppe7/+8Tp/9YgwdCdF5XiO4+O0TnBZoa4trJhNghOjHEOscDVqo7Lpc4UK8yRptY73kFO9EryEnTK5C5elE3Xk3uxhfkSXnkijEOXQAxVklvsl0A102cGdPsUHh/zvePUf00CH4fuxZD6Zj6MbtBDDOEIF8mMgYpts1F0p7V8umGy+ot36WcWB3rP/HWW77LGvTVlDbF1OSLqel2GlvTeIWYrMq3qeqzGq46ePvuDrIBMrOdH1W+jVeYrMrYVNXRsaHlYEcQyfJrlbHxiip+jT6OyMbOija0l1gl7oYmEqJ/F3YIMYAK8VZTwnJYyiwwcldSOI38LBP9g/PfEkgEDu/gPhkCiTD8aiY7EqsXaCYTp2dxP6XBDRThFLUP1VIE6SB6ROxGzET8BuwXsft1GgSBN2K//sgsDYVHsRC6gxiKdmhgJ/KEL+PEOeFLeFxRIruOQCX6NFKgWOQMOLBVoKiVBjai64ZvTMyFxEPa+mR094rYXDc0QhGrjv252MQhgZ/6a26gh67/gesI2CDDphE64ogjjmAjR45QRhw5bLhqaB7vyBE++G6MHJElP7Plpz5ypPiWMyJXH65LwAexnZYDaAAyp045XYw9MSGAwLDH4jAwnicdIe8V0XtOQjgxynN4JPa2KCTEcNc/uT/mZkdO7E8j9ufIKLOcXrvpPjcd1NyoEuXGxpYLd1HP+fF0knhDzAWjSlq+1PfpHsJJoa6vJXjoHfAm6iy6tpBZL2RZ+7IAVuQV+8u+rELN+jDLOoi/Pra/HMwq9FpX6FaLDr822V9a9MKs+PSNEyqNI6IpwIW5+mOMeuycjLjt7ZgsjOjxPU5my+1M+wogEoDrdFAXHkGcUyWwUd7TRZY1ngacGXccEPepwib7UgN6GPIUoCq32binztROlx4xq+PKCpMtD3i5ah3EzW1jGPhJIfilcW+dkasJkmbk4toSTg96RL40TLQFedhTHxSJeQxjH416mTAFoHsqE86HO+nWNHGmnteNPEhqjMApEba+LFaIuR7W5twiRkaoBBsUrrverkJibaNcuMe53nGLdcXaTq2cmFXMUvGxXHysEh9h4aZfJj5aqPjcJD83w2czzJeidERevwtcYzV5ToAiUkbegY1LXYIOuZcmRCxNErJS4WI0KxXqKhYfZdHlU7N7+WRFfOVsLn6ij+u0gmtbcW+1+Fgc34NuNm2PgSo2YeHopbV7n/BYTrXTme1MZxAYY4Qpd/AjzyO6S+R5WCgz40jnEkgdYDHAT2MkVrXb9iDEhrYGMBy7nxfN7JW0AmJq0fSqQsSxmCbca/SbjwLxQMcyUSoXCqn0pZn14CQeqtH8Bsj+O8k6IpreIHbFR0t3Vo9QDFx1MzFAjdv5hlZ+APIrizp73+j0jjYpV8D3Rc9XRdAVpK4ySWibSTc9xuH8Hh5b3raxsYquw8O/Mp+g1cMU0cORSXJ44kJemHcMs5XxEhVrHVX0NzYIBv19gwiIFhm8wlkJlpSmB2JYIt7l49rMXIV7oEQOHO+QKxYIz4BdmkjIPZiwPJHMt73WCvgzt3Gq+FIJwfrxylxcDWNPYn1o6Mm7xNKjPrQBy03JN8ZVh2+aQAmDJSJwTuUeN++gN4J3TVxpxFxq0JL5uuSbzTOWgmc8JZ9OscYcOptsJlWRc1R0mkSq7GmwpMf1+0hUU5xLzwiIdG8IgxHx7TOHvwhTy+WPuVNFWuP5DqOL12HMzL6ECebyRyWmmduUnU42Yxv8nr1zCySHd0quECG5IjmumK6O3XeyiZKNZofMAIGhuwuXNL5zwC68LcgtVAw2No2zxUg5PXFioMtpRd4RRTdS4R4nZFbZi68PVCsfLjzOFKWJNqaVmxl7cgtXVHOdY1uO0R0u1+eLk0R9/2l77XlcSItxulKZuvjHzLYLdvEXKWqmJu7wQD887jv+xaxj3At0jXuML4lysGgWNy7lHlhmKWJVjRriDW0LULgMm1WOZmjcG4J46KbGJs4abdicneLRd24JqNFTWPuYQhtZUx/x8SqlW3zcpHSXj1cr6fNRjeMjeG0qVzY9xpVYJu7ktNVknLXBfaN3tkVsjtoMvT1AHUdLvwoAFOXkEmO4JcoWp8YoJ7oQO6eg7KjWkXYUQ07lsMAH9zAnLhocH+XQ4NCEivlmkIslLZLKNbmsYWdI5qnOeUDNKebDs3+Yux2Fz5FRe8ehBGMdobFpkHJaTZzKH4UFcRpbOHEh2ZR7rq93kbkugULuacRsabmGQQa6a3knuuNK0HS7QoN4oCfE2XRMXcfdm/1MIF507yHIROITPub+PwuAN2OE7abnwDV3HBkMYsu7Eg6u5V0IFENHDziH0DgzzhZOiB1QY2kE1EiKkBqnxhyAsCliZXCGFeEURaq3KG8CBhqt4576UECqCyQKqs0WCUiBCddpXNNlsjc4MDHejuiWqYa2iVxQzjY9xhmolOJ4O1MVQzqB+uL0PD63LzYWPVfO3Kns0x2Pz4bD5GJT4TB8vrFx+gntPJ3S5ys+LJ/vas3t83VjyzPq//3O7f+NjfNroO+30wT/ryiZY+NSF3u+7cohXAoyv8p2COfCn6WNU8WX+cIhXGo7hGPjXAjo2h00uUNYfBgO4XzhEK7CkOzSuSDBGp7ywC7GuT/VO7fU6uiUnSOcsrDjlIWla+VzfiyVTlnYedjZtlMWlk4bd37Ml05ZOEWz0ikLy0Ms0gWzOYlnC42xqTm3k8Y7X9x2voD8S5fzFY53vo52nC8oukc6X28xRWmmTbiMH5mmusgjisKxprfeF9CiO7fgNT5gHAFZyRDVaOPaTu5pazXpLaYHTl/boR0gOhgxrUvy7xNLVAGyi8CWIughpjHFOjgMAF8PDounY1BEFZKEwXmuGsOxJr0gLwCgiiMcMqx1/4J7eCp8MYbbFJiJVM7EjeJgUbIu6NgFPZ7ujsvgnObUpNsjwPTzunMSFaGUMRBjTxsYiIEM4mSBmD9ksSwRiLmVHlLqU9KDuIe6VQwfq7oM48CTYhgHgg4wA+/+X5wV4QJ8N4bLUw04Rhh/9gJ7vW6D9YDHGiVtnCByanwZHBgwUNx4mZo+tGMW+OgvUzML0DLzrGzjFTR/IwvyrGEWA4pH5DJ4jf+HTif3Gl8xs2H/PHuCUuFo8SJwDwIqAAeMV8hOzrYY8+x94DNl2G4up9ZBPbo/PINnxVYC94Dp08vZbE65q+h0WUVlXBVlXIMGufFV+8aK2BtPlDcWx91Y6NI4FyZHTG9atxjztJRPlbpLqZ8q7c7ZT6UHsgvyeDYkKFCeHS0BCrsbFJbD4ay/uDbdVS6OsQghsd1WZ9RpOZvHiXFmIAetUA4+EpjT+fib8BzjLHFNK2fni2uwkSeeHW6vhvpATDzlbDEsMIT7b3wVpHCpfaHI+CpI2HLxGxJMjK+Cb7mqIA+PZeyHzn+PCiNzE4XfYJ5ss3MdrCQ2//UzM7qZchW+RWlXULEQ2oRTXfQ6aPk+uKUFbtnnviUseHMZHGeKsgrksuV9IgSz5X0XE2eAnAsh9MYK4W4oD0O+212+rCCP+8Tw+uKG930ix9ddvlDYriKREOFErgvyrO0HcVAJfHFR4HwIFDWlo3wrFfZtK7hLatJ1VvTAiguC5T7wXRPyaTzCuOLAjYY/hpCX2bjRHust4g1eUbVXHKq2cdPlspQT40sgCyr3jlfgcJ0HnBgvbo3C0lE4MQEvrLTAc/ai646b9sVjuBeAX4TrjpfCdQBxBY67R+6F49487oV7cAthrgZQJlwx5uhQ/WbK2TwkenDTmclNZwabzh7cdGa46cxEgXOjZWHTmdmbzlC5ByQbN525Ohcm0PkNM0WuxjqBqCpQKph4RI9rUYKdXDUonkw8De6BSnPhE1stOIdqEEFQrSiIROIXi3CP8QJO9MKNT5K58p8spjThdtXoNMMrYh7WJAx34jItO9kyzfTCQGTbC7VsCF9EF2pe8JY9PBuWaiidtj8NDjRscyOPY4IfHulKAy+9Yjlr7Tso5tjLNXG+ESZXuNM4G/bZveOVIvhd9GW1GVoshg3XYpHKhBdW4blkmduk4H5sGfcJV8oDv6KZm3ZoVXUtOHxc4z5cboDLcg6mLPlARuA8YSOcffZBxMKHsRlQMm90qL3wYxOFv5upKR8YYjpcmZeP0gSkmyTpJkk6N99kSRM0pEQhiP5SpzLqqLhHpBesAi5ugpQeiorgEZvQoAiaOLXNPUIRqFCEQFYsK3KAFVSwwohjRRayIiDPhUtpyIou2rOc0+OmzxYLn92uEAvsog+EgkVjYdh54u48cTpP7M4Td+ftXB0UOdRir63FmAkGWuyNarE9FjFa7I3RYq/Nc1k2Rouh8ujQWgTT1Dw8a7ZMlKLu1N1chftkan0M9zwxgkTjFAowohzuCZQvni3P2WdbJKDpgsfZkodaPA99Ng99MTz0JfLQNwB4qONIivQ9mXRUKTSh0lYEZ0E6WxBm28ozVZkNtk1GAOOiBldkZ4xfTxk/nzjBNYlm7B/z8awoNzIm8FBMoCdRnDJWMGMFB74VxCNxRSxjBdEKOtzIWMFDs4IJ4pSxgr1jBddnrGAPWkH7vGLGCPIshxkZG3hoNjBemDImsHdM4MXdT3UwkpxG+yFNxHziriCkfi1NryH3sbdkDX0rHvgqCXTdK0mg6zg7hdrd0Zf3zEPfScWhxZiHhlf01bufvIc4fGNXHH5Qpb7mbh9Phx18zs4UxwWMYxELUm7sG8eaciNk34eYjb3vQ8jGppiN7boEmyHRS06C9r4PIUEbuv4hk0e2FfEqN+N8UxFok2AetZniTc8WhWOceDhbABZeoMPMpSAZjn7CacosSwHNy7KUWXjoWjEuBJx4znjWWmt4fdjMBkjIZYi+ng0v+RMmJhsmYa6YHuMiHJ8GM3uZqXDfmZCV8A/B4NvsXkIqmdc4PqCCYnuxW5BXdgHopBczl6CjPNu4QExxFg2FuIq/sNuAum5cKN7bZVxowmEndbXolpery9A82e+wzeYUkta/JA67wlfx3lYV9T1kXGTq8mgxDQl6iOvQFXHwMeYgq13MFzKpcX5A4VlwADZL7iNgdjuDV2QBIkBouH3NatYfg/0ALR3ZiXWDbP9Hi/o/XuH/YGiojmvR2c5rT3Fe266KKU6mQEJeozuLNCC9F8jTB6Kpmo7/ozq+D0nl+xC370Pcvg+J931ICt/HY2cmiulK7KGBLGmwGwn7bR5jnD07wX6d29WJGmvxDt6oq2MfvyRRrwRdHjThwtUh0sWh0uVBI36Iro5muzoaznIe6epoUVfHI10dLdbV8cHmaExmOXVSXrnPGBdgMVOyrz4EY29q0A1fdGb22MMOe2fSs/Hano1HDLrm8mwQasb2bLzwQ3o2mugtXop6NpozJztHcvGlWnPBzmicwZwszr4q7rOvipyTlejZVwXnZCUpk5Xo2Vf3WDqejW92vKjkJBEVltyRybK55vJnXMqSZXMty+aaN55rXptrYvM2S3LNG+ValuSadwBwLaknw4Qno9gOi+PJMOHJKLaLM1tarSSezHv0UGCRuwvxZJHUIE+AfpwvwZ5gGLHXs/MBtMNUXRAuiRnATkojk7kHLghOyABWxMYa5GbKlO7HFaY1s6buw0DLzCYiDqhZzQFmNQdUBwrVzmSPUHGw35O0m2IjGvJJojgzMu8SDv7L1V8jiia8erEZ3gJCTqvPB+Sp2Ne1QMfOluw1KWgFq+eI38CcacWkNq40cXClqXTwAVpazCIA8Wz6XBn0DMZPCi+MtBLaZvo2PcZ9MItQBKOGmUSKtYr9YO6eqNgTKgZO9ESxVVMRzYJqUjmPQQOyB5vofOHV2Nrgi2qDV5wEFEfzf+NlTCSNTO9ejq0IQagiJ04VOXGqyIlTRU4cpuFWONLoTciqhrft0DrurQ/BxCDCDNG0ao/9eB778SBHONm0+34PTrvaGTJfmLplMBfEyC1yqjxeELNlio4JV9a5JmKY1QJajgu4gLN1wH8tdYM5rgZzkjfotuXi1aLo63jQfjpmPIaZNMpM6uSoK8ZCXC2C9/xPPDkJWfkyMakCrrlzpCCHafNHModp80fuHCauRBNIixB1xaGNhUypj+z0NPddI9FDXRjN3xwdmwMFvvzmj+VL3jd/bJ8CuM4js3sVt+1URIp51HZ6pO1UHdtZRThbF2C2ZKEP6zKgarLpSO316SgqIlJGNlNj4Vy1qQoys0XFxkIdzq4SOGVsFIHnPD35HPRcRpsPR5slxnzfKbTmQJlmdDqj0xmd7g2dZuGYvaw+0Gkb6TSj0xmdTq7T+zI6fVg6LV6L04cqrYBKC0CvjEZnNDpRo+92NLqipzXaVmU1Icwtw3hqPSBqC1V2he5UW5VVW5W9faDKnli9im6zqnb0NjZuHa+5MaHrpJorWpD1C5MwE97KYkMPxgc7pZp6RIjYVsmYnVsZGw54xc6tyr3ubdt4XS1262pZvK4W2bp6YryucreuFsbq6mhbV8fG66oRr6sjY3WV2Lqak0pX8eCw6tJVhDuIPSWvJeiqfVReGxC6mhC0TUdXK5Lr6o9o9xCVrBxrqqHL19TZr9ASGLY2qpq4yJ23PVP7LTY2wClQ4J1cOHbjZVw1tqB97P309M/AWi0+41XnVC1AKCxzn3jdTLu590vhNVnUBWzDBFgiwzdhJb74Vaghvh5LPB1owvikb8sSO9+/lQAY6b5fyOkFAQBHgfhaZ8n3hEdpggovnVNDRp3zbi4bK4SYDFA78S1MLA7/81vUeQcRvokJjv/Z4J80Cv4pWoG6LDUklA5fYPevHnkgX+oH8nX9QLEwpD9NeKA4DFIaj0FKYzBIaTwGqYBowUf3uR/93u49Oh7XVhI5ABClyZ/d9eDMeXAFqXOiz9tCJRoqUuB5AalFdpi6O9xtJL7R/YvEd1QGiS/P2v8fTPTY/58oEp+45CR67P9PTyLxTegEiW/rQAWhix5cyODQdcIpDTmFfMpA0WWg6A4Lim5VBoquR6DoVvUtFN0N/QhF9/vOoOggibQLNDoJr+wJYQr+JErgxXWHC0n3ZF9D0kW3vA4HlQ6rISHOTqUDDZhudY8C04UHEjDddYMSkc3tHWVA2YYOKFsG0KsXAL3WZgC9BjugV30ngF4NGUCvDKAXysvKNAC9/pAM0GtVXwJ6rbFhr8JDDdCrb56sZwC9/pgB9DJW9yegVzgD6DUwzzCvsU/fhjOAXod6grlPeJiBshkExi8loFc4A+iVMYFDG9ArYwUzVrALQK9wBtArYwWHNqDX4LaC6zNWsNcBvcIZQK+MDRzKgF6D2wQOXTCf1X0K5hPOgPkMEDCfNTYsTTgD5pM+mE+fcK3XwHzeH7JgPopInMKgkgvP58mBhuejYU9F7CYD6fO5h/RZ3c+QPuHBA+nT1O8Hi5sG6sHiNfZhxXCfHyxuijus2OQ6rDjx8wb/sbr/IX3CgwrSJ6PTGZ3O6HRXkD7hQQXpk9HpoaTT+zI63RuQPuHBBOmT0eihpNFDC9JndV9D+oQHNqRPU79D+jQNVEifPtLVZJA+XepqCkifbkN78P6F9ghkoD3yrJZPENqj5ZMotIe45EB7tHzSk9AeJw1KaA8neScD7dEFtIdcFmagPXoT2uOJoQ/tsZH2BbbHs0Mf2yMlI4cguMf+TsE9WFrgHswB9yhiAi5u0IF7OIGywwP3YALc4wvMAfd4fWCAe1xNexTd4xqagfc4bHgPl4eUgfcYOvAeBzLwHj0P73EdzeB7DHZ8j6toJwAfkCGcQfgYJAgf9/QqwseVNA2IjwPJID420r7E+LiW2lAY19ChhvLRV8/WMzgfr3eO8/G5ON50Ne1PoI9raAbpY2AebgJNFudyQJMzWB+Hdripj7jYa8ebrsmYwD6A+/h8WsFBgvcxkA3hoEL8yNjCjC3sGvTj82oLBwXqx8C2hYMI92Ow28KrMraw96E/Pq+mcDBgfwxsSzh40D8GuyF8asjifwjr12cAIC5jl0EA6V8EENBJAWYBOpnBAEkXA6SP+JZBATkEFBDMsMLl1UBHAbFPe2ZQQLqDAvLCUDyPeDhTcI/AgLgm5QGPA/I92u/HEb9HB+p5RDE1qb0/NSU7kfg9GnfM6XvUdc6puJMzib/LaHXvwIH0mmL3Dh5IRrczup3R7TRhQXpRt3sDFySj20NPt1/J6HavwIP0omr3Aj5IRrOHnmb/z5BCCemBGHc3YUJShbkHCk5InM72B1CIW2cHFlJIn+lsMqyQNHS2p9BCivoXLWR8Bi0kz4oItJCICy0kEosWEulRtJDJnaCF3DFg0ULsje4MWEgXYCHCocxghWSwQg4LK+TWDFZIz2CF3Po5wgr5U6dYIUpaWCGKgxWC1v7wsUL2SqyQnDTP2ovHORysEHuFHQcVonYGFaImQIUoAipE9ClnAEGF3N6zUCGRAQUVcu3ghAqJukcZpJAMUkgGKaQTpJC2DFLIoEcK+VFnSCG3ZZBCMkghQmJuSQcp5I1kSCG39ilSSKuDphEZckghffVsPYMU8mYGKcS4vV+RQiIZpJABehSq1TnCE8kghRzyQag+4mLmdPxgMIEpkUIiGaSQjCEc8kghGVuYsYVdI4VEMkghGVs45JFCBrstvCpjC3sfKSSSQQrJWMIhjhQy2A3h0EUKub1vkUIiGaSQgYIU0uogXkQySCHdQArpI771GlLIX4cwUggmWIFP4QIK2TsQgULkGbEMTsjnHifk9v7GCYkMIpyQu/v/VOLdA/ZUYqtzwinS96cS744/4XS3+4RT6ecNS+D2AYATEhlcOCEZ3c7odka308QJiQwunJCMbg893X4lo9u9ghMSGVQ4IRnNHnqaPbRwQm7vc5yQyADHCbm7/3FC7h6wOCF9prPJcELS0NkUOCG/YJQmP3LhRDULrZMMHSAqMMR5MpGRTtUOeOJHjvgwxMdI8TFafIwFjIqOjg4vjD3j9AGZZ19cecfdWE9BLmdFTH1gCVY+kRBxKAEa0ZFiKWE82JwURIRan3R0dCgAgLE5x2r5B7HKrAny3CK1iKHDSR9iZ/8zECYfp9gCtQ8MQys+Ew8dMU4NE1o3yu3sf5aY/d9tfJWS/sVXKc3gq+RZuwW+ym4XvsruWHyV3T2KrzK1E3yVvzmni42u8FUOD1glepAYsyoUsdXoQ5dNNcZ1F0UlFhwhDkVF7FO4UFScfTRTdY4Ja2JjOm0UFaNzFJVuwqekYgcyIyVWipHBSjEyWCldY6Xcn8FK6RmslPv7GCvldOEGqV1wk0qXw3UOFSAAAuCFqOIY608Z9aYzMB4xMB6JmWIpswJglO2540LTs8yELVyj0MwyLuCEZ3GPcQHMuVyDKelLaqXIqBI/TS8cmQiFODGONz3GBXDcF7fQQ8ZFePSaFLGRdq6NZH7LB8S6SbWyZY90kVChg9M/0tShqO4uerPqjKwujuJ7uM6zjWOM4zTsNZVd8dgNQ2oadgr8E+OBmBWnvTu7nkY90E74lQyzhqG/lhyzhqPDSsQOd5lRAYVhgSUc9higGP2W9LrgICukhMyxAWEA9Ab9L06NcajNTp9To7/IZYwc/2l25wYI1MuDPQv1smNAQb38TXU7Y2lHLg4P4yXWE0mSBJLgqXUP0CXWNMcBusR4asUxnpoHBkEAughfTY311DwZQJeuAV2MDKBLPwC6/DID6DLoAV1+1hmgy88zgC4ZQBchMf+TDqDLW8kAXe7vU0CXnQ7oyY4hB+jSV8/WM4Aub2cAXYwH+xXQZUcG0GWAnljb6Zy02pEBdDnk82p9xMUMiMFgMIEpAV12ZABdMoZwyAO6ZGxhxhZ2DeiyIwPokrGFQx7QZbDbwqsytrD3AV12ZABdMpZwiAO6DHZDOHQBXR7sW0CXHRlAl4EC6LLTASbZkQF06QagSx/xrdcAXX4j34aVVuJVX+C4dJYk5cqJkUlSzBiHCXw+kcB3j8JUAdeSXiJZlygtsiuJCY6x6TkEZ7NxsOl4Dm5meRtRNQ8RkgW8YDRPLCkeSuKEwAQiiteVFqmAnwZysAlzAMGcmd5Nj3EvTAmifLcxWZjdB5YEk4U5PUjAZPFGhdojMVl8QxaT5cH+xmTZMYgwWR7t/xOgjw7YE6A7ndNkO/r+BOij8afJHnWfJjvl84bb8OAAwGTZMbgwWTK6ndHtjG6nicmyY3BhsmR0e+jp9isZ3e4VTJYdgwqTJaPZQ0+zhxYmy4N9jsmyY4Bjsjza/5gsjw5YTJY+09lkmCxp6GwKTJafaow1pXUcWZEwH/DcPgkvgicqjC8IXOYiRiwaEoe1Omg9+IEdZAPAXFe10A0oiiLS2cXd1L6fwv1V3o1XQCDQrqMprTpiahi2kbPDrSOvB+oY2wN1FPRAHSf0QB2TD6eOqgq4W+NMT/X/ANXliYsqwmkV3bAO/m66Ur9SY75o6D05ipDohwAREv2YjidzsR9qSIAL3dBUb2248ztv0FlqpZXFmXWQ1lvqWmtYvSCazLoCyZzJcg35VtZpMGOsp1bkP8S6WR5Zth88tkEtpsGkZcZ0XQSPx3Ze5lTIbxFlfKnL6F2XGRNTRLMOXi6e88fUwWTIhgP7cHhvXj5XjdlwsE3lPtacFJrIHg6ZnoN1hwJeOEWJ38/Aw7lP0a1iMxIMoacuoGhcMRnuXcQCG+QqLsdBAhlwH05/WfAYWe59k9/Lc+5c5VkChF/jWY5Hy7ga4p5t0wngGSAwgDzpIwB0cij8NhbZGz6+xPM7mzJiOGDEcOWgFUMRD+WebafSTiWxuRNJvCYjiQNGEq+kg1cUmRTFL7BORfH7NCOLg0IWbxnEsqhIWRRgUill8SedyeJBlXkyshgrZ740ZDGrR2TRB9lRnPIslEVxfF7lnm7JIoQ6tDhZ9Nqy6I2XRV8KWYRApoiQuGBW3EIYDZkw7t0WxUJKJnGPORLnSZS4bTLHqYuFtA0kSmZzYo2sK2KGRdeabBun25qqWlpaWui5DQJedHeO9TRzkCEJp/kCZQmWRdbBnOE6pxZIpX02XSCrUc6WWzRsUQcEFEGoaJhTY5hdVNHvolEUstjRsHHHLNXKkoCmXFxLhYpKYlBR979JrFeJNd0WeSvb0G24BmycyrQqCE0Boo+ExxK0RL7uo+nhpRG7M7uJNVw2KXKv5Id8X5YhPkaLDy4+ijhxIYUWx/yq6JlanGHSd6UnKdGR2E8sw4WL63yots7YgLiiS0x0iYkuMRFCZQKohwmgHiaAepgA6kGs3fmcGc8hNMr5sZC1CFA72gG11b9NSbpiTqTEWrocEJ3LYdLE3oXrq2gM0d3u4+w+rvzEmG0mFhCQmerJxKdHOXo57T6mnipF241U+RKRUWAag1QpiC/bMK020ubseQES7cOybg0qYoQyuyexr5GDxm6hVsCGeSrj7Ex3S19O72EdSfFZRzjSI3SP2eg5ckjP6B77LIC+s00Dj9Ft/aFDGIqxcUMB4FVX0/ih4GIogHiNnFJFhB4Bu6rnQTbgRDJawoKNV6qryDmIAOZgEE0D7bXoyWR0jhNgstBsiq+0+4NYZA/i2LhBhG4+28kg/lG+47ATA5xjeR1EaVOJx56RybJCw3IsJovq3LkfLQSVaJwJyNVHWtMcE02EfKgwe6B8oG2W0IXioipG2mfPgAp3Q10nsdvfdT1gp5tB2F2LSE8DWj0jPwB7JfiawGZ8tR8wBX6fka8hXBzlbHa+zpW6KMGkxqtUSnkRIIWhagEAYG5U0H+SzrSXl+6092lHRwdNNe3RsDXq8Ga+Q5kn8gf3POE/pHliZbrzRFrDf3S6ww9A8yTV8LOwdUzfD3/BwBn+7xzC8B97SMN/JU13/O9OZ/yP68b4B1MNvxK2ju/74Z8wuId/3CEN/y1pD/+hsHTK4Gbp5ENi6f+kzdLbaaqXeni4BNOD9Ad46QCrLNAttW4Yo4zoRMcsg5TKZfffZ/cftAqnfsyiMF6gbt3qBGqtMk13lNseHWSGuEG2v5Cmtx2tgFN4zwXDCvQvMiqwV7vRg/GKsRP8Snvgg4fQhftgjXpYfajsiT5UHl4fZvdEH2bbfZhxSH24icZ04tAq2dwTldwVW8lVlNHGFPOZvdBLwLgUZow18uhryaNhCgnan0swxmecaZyli5fhuCAQk0xVlxxyP9y9gAbTae391JM4tyfxuMaSYOnTBCxP6jp+mPRg4G1e64TYYUmrJTvMp4YcsxKLKulYU+tnNPRg4gOHaE8wl9P7jPzYFhObuocx1sSSt6aJ1hJhUzU5s4jWcOJgCLCKZ5/vizkSS+wjsUTmSoojsSR6JNYjj8SS2COxBL5hwpUGwBvGXI1jxpUxR4fq7XQrDX7Ep1tpMelWmp1uJcvGpFtB5ZqTbtUVu1qpO33qkNhFHHYR5JWRD/CqClfnIbyqAnCkCr6KAeFVIQsuX17FJLCuuvieoijNrMkxNnHvjxKdVBI6qch1uch/k91UYrZ8iAsvXAQZqBNp+XEU91m+A6Mt4LVoIZwU91q7fUWMjMghrbc4oNN33BfwMEigFKESkUBpv/1ABOiTHYwFTogkaRV6qYj0DgUPEHKtEQBbFthHXxU4EwuHX0P4Jo9k500VO19UcZ83hTOujomsUZvE0K1yJwFrINyhbaa26TGubdS4lkCUZ5hN4pSqAtQBJk/I6gFNvqUiR9HxHLMAoZUXq2xnyY1FuzNxtFelMhWpB9qV1xc1FXdzZpwbIPEGKrHBk9NwSZ13TRhfc0fAGlO+Ds4dpIT4Zbx1c+3f2QoEmapEvFUNGpoftbC+pGrRm41/vT8bX9CfjZ/Xn43X9Gfji/uz8dr+bHxJfzZ+cX82vrSrxm/R4MUbTYfju3nkFk5cIXtH0giZAsikiEFSv9f6LqQgGMvhEAT+xe/cAyj2+GW8Mtq4RHwx4EsVhb9wN8w/+0iKdtLY+ZQnNUS0g4hoBxHRDhsRfjM1s12494RnC9x74QsyiQ1PotjwTGLDkxhseNzzh3iCgNCAOQfBIkwoBisI0ye3/WXuSS6DjAThJ2CiiU+860bihmdDrjxFEHusrgkeXNbgg7cf+Gbmgq/pw1clQFoLCgTUQLEGrQrz7eW0DdvyoQAVKfrMopC+4LUIZ3XbjBMAkyrbOMFOL9hHYManiYn5YkwAoUaVqSheiMTU4SiKyAcUUeUyBYsbr0VR57ueuXcw9wZUusKZzF9gcerF4tQn6euztnjtbBEAZUn0TZgMBeH735h07qAQLqY4FedfogTKlZB4ZWyU/fHRIfEO0zjhjINnySEJLnUC63o76DUyRdDrj+kGvXo9MlBvNPRtZKA+ndY+GKSRAbp2IAQHThw6wYE1dnAgPMSCAyd2GRw4sTvBgQ5FgXd7pggOdKOTmGnZvfeDHl6wQLFDBaoNh0rccKjJQgVJ8FHVKMo5Z40AcOVEC+SxUq4BUJYLnSrm5YBxCFl4uhkcgJhoAUuIFjAZLRBvCtSSve1QjUYLnPcJEud9gjoAmIn3iTKIF8CB4oAaEy/Qd6ZjMXsyXnBpz8cLLuureME3+nMd8c3+bPy/+rPxxv5sfF1Xja/rxcZbaH+2vr5fW7+8X1vf0K+tX9Fl662ZoMEADhpgAqlETjvkuAEFt4NgJYMydNA+mEMHFl2bJHoAIwIBhFPoUAggjE0RQHg93QDC1b0dQLiKGptoWiGEFT0VQriKDuUYAhsQMYRJXa047x00MYRrqR1EuIYOsSjCpC6jCJMyUYTuRBGc9wN9PqMI9T0YRbiephNGOKVbYYRvUXccoTfd+xv6dXGxuV9b/3a/tv6dfm39u/3a+o392voP+rX1m/q19Zv7tfUfZoIJgz6YYEM1H0YwgUEwASrJBBP6PJjAkgYTmAgmyMjCIA8mFKYIJrw5YIIJP6LGbX0cTPjRkA4mKAMimFAydIIJrU4wITLUggklXQYTSroTTPjr5++8AgBeKQCw/nk8sdCTsYMtvRA7+HGfxQ7u6Ne1xJ392vrWfm39rn5t/b/7tfVt/dr6Pf3a+k/7tfV7+7X17V22fnsmdjDAYwfyVTCHETpQIHQwXiGZyEGfRw6UpJEDdAXl6m7QRw5OTBE5eHvARA5+Ro2f93Hk4GdpRQ4eHTiRA6iuiKmw3MeQQNJYgNq7oYCTh04oYKcTCtgx1EIBJ3cZCji5O6GA53o0FJAcPrFnIwBSqxTQKiXFi7wlKC8zxg3C5b4v2XLf10/L/Yd6Ybm/q8+W+w/3q/vf3q+t7+7X1vf0a+uP9Gvrv+rX1h/v19af6NfW9/Zr60922fqHKvMd5nLf2+Vy3wclfLhg5z5nue/D5b4Pl/s+7hXLfR/3iuU+foHlvg+X+3i3pyDP2tvDy30vTIheXOdnwafj+GUBKbrO9zqOn9de53vdjp83us5XnXW+Cu8tcK3x8Z6oq5DLYHGEOMhiljfGmVnuZb2Ky3p5EylnMziZmau5Z65xXa/hfdE1vI9nRdfwe1Ou4X1iDQ9vgRVreAA98NTh8Mg1vM+1hvd1ew1/tULVVGv41CudZOsEmmQNH7faQW2gKdbwqF3xMs7cMm5rVLyMx0QLaBHLiQsWtHxArBeI5ZG+hgNRHVAs/BJFvYaXUEAqKnjJIfheZ2TjW12K2FijPIGpPRsNuJl2uVxLbXiMZXJJL9ZrvxZLSyu68E78ApDfxgsJwpJMSnqya79Jt2t/7POuPZ1u117v8649k27X3uzzrv023a69nVbXOCnwYSKEiVEPpX4Wvn5GKYD06EJV10+HrkPwdGSdSV1FXLeYSoFvJl6EqFe+oWgFikVnccVSZsFKnhqKDv+9dulLjFjX+XQ6llg3+fQjKSEkhxByNplDOJlHLHIasbYJ+oM+PUshhPgIIZRYv/HpdDqxXvHpk+CuInzK5WQ5WUkWkRoSJsvISrKCcBImK8lKwslyUkMayMWklljXZeG9N2Xp4ygGxQhpIsvJMrKQTCINJEwmkWUkTBaRS8hqchIJk9XEui5b3JOtT4B7Cgkhp5MVZDGpJZcRTlaSNSSMn0sIJw2khqwQbf0mW6cnEuuVbD0f7huZ0Jas/1Yd679L14+Dcsck6VOYLCeryRL7jtd05Ms7up4FdzB8EusTHdvblKMXwNWxsp9rSQ3Wthg5UYu9C5OlxNqWg+UfdJWPtruahEkDWYal7VZzRKs5OqXE+kT82pSrZ6lybBixbs3VaSOx7srV66DOxYTgKHzFVVsRGS/5tJgsQw6K0VlDLsHeAS8vIWuwB5wsJLXyb5hcSmqxBCcleNcKfKZSUk6sW4cJHg7TJ0K7x8c8yxqUieVkElmBrUBtDc5TDRNPNSzKy2JifTJMv0EpJvBvMikmJaSYlJJiUkaKyRRSTMpJMZlKikkFKSbTsMRk/FdCJpNSMpmUkclkCplMyslkMpVMJhVkMpmGtZRgKfhXSkpIGSkhU0gJKSclZCopIRWkhEzDlkqxJigF/8pIKZmCT1pKppJSUkFKyTTsTRm2VoIlyvDfFFJGykkZmUrKSAUpI9Owx1OwRyVYyxQsBf/KyRQylUwhFWQKmYZPVY69LsGWyrEmKAX/ppJyUkHKyTR88qn4ZCXYm6nY2hQsMRX/VZCpZBpypwKfvgR7XIE9moK1VGAp+DeNTJNcnCaffprs9TTZ2jRZyrruCJ2NVYl10xH6VT4YLaISku4oFZMaUkwWkmKyiBSTxaSY1JJisiTt0ZtMashkspBMJovIZLKYTCa1ZDJZkvaolpAaUkIWkhKyiJSQxaSE1JISsiTt0S4lNaSULCSlZBEpJYtJKaklpWRJ2lJQRmpIGVlIysgiUkYWkzJSS8rIkrSlYwqpIVPIQjKFLCJTyGIyhdSSKWRJ2lJTTmpIOVlIyskiUk4Wk3JSS8rJkrSlaSqpIVPJQjKVLCJTyWIyldSSqWRJ2lJWQWpIBVlIKsgiUkEWkwpSSyrIkrSlbxqpIdPIQjKNLCLTyGIyjdSSaWQJSlUNSkcJjlANcnoKPm0N9roC76zBfwtJDc5Si0kNqSU1ZAlK5EKUrBIc3YU4SlOQUwvxiSuw1YV4N/xbRBaSxWjFFpIlKM2LUCpLUDIW4QhPQS4vQm5VYI8XYctwN/xbTBaRWrKILEFNWIwSXYJStRilYwqO0GLkdAU+7WLs9UK8czH+qyWLyRLUolrUhhKUyFqUrCk4urU4ShXIqVp84oXYai3eDf+WkCVSC5dIbVgipXKJlI4lcpSWSG4tkb1eIu+2to3R6fnEenCMPgdswmy04JNRm8pQDqfiCNbgsy/Guy4mS8kyEiJ1ZDm5hKwgK8kqUk8acM5ZQ9aSS8ll5Bvkm8S6Ll94KPl6liZnOYVYP8/Xlcg/g8Tak6/79+744PITX2pvOXdqUeHP/j0dva4WIB7I1/2++e27nn2xnX+0/xXfHWN3IbEaiOvH6v75M/2Xrn2x/ZK5v3jxxwsLBLESiK1jdf/HE6+6Z8yL7S9evP22N6546yGxh4dtfka87NLvX/TwC+37vzD+u8vyVXEnwTbH6v7qsY9cW/NC+2+uOHP2pFeOPBVp+/8BbR6t++/auLFYfaH9ZP3yv/y96jXR291AbD1a989e9tUz73y+vfp7X974+H1c3BkB4p6jdX/LTT/8/WnPt3+n5VcvnPX14wSxBYgHjtb9/MDO1995rv2VCQ/cfMx/HS+I1djmMbp/0x+OXHD1c+3B7b/9xcin8lzE1hTESmzzGN1/2W//Y41/rn3t775SVLhglHhOjm0eo/tvWrbnpr3Ptqvz3l760L3HSiZgm8fq/rt+8pPzL362/eBdl5c+fuyxkgkfQpvH6v7ZP/3Xtdqz7UsWaP/32F3Hizt3A3HPsbp/8+rXC7fsax+mfNj017ocQYwA8cCxun/fz753XOW+9uaJH972YPnBh6LE9Tw5sQXb5Lq/8sJLRu/4bftV02/+yQlfy5VMwDa57q9+7df3HHymvfDejbc+cPwEyQRsk+v+gyes8I57pt3oCM6bM8kvmYBtBnT/7jl1gfOfbs9f+tQvv70zIO4k2GZA90d++MRHN/ymveyK25fO+cY4F3FPCuL+v0ObAd2/eWJ44yO/br/hgWsnbz/7KEHcDcT1pu7f3XL2k39/qn3J5qeDi87eKWQoAsRWU/dvf/3Yhwqean93z6zXFl933K4ocU8KYgu2aer+uR/euuCcJ9v/9MIe9f89e4LUFWyzQPfv47WR5r3tWf9+tbl9l80hbLNA9+832NU/eaJ9/hlfadj8qpu4JwWRY5tQ7VFvD3/p8fYlr//PltAbhpQhbLNQ92/euqq441ft0+Yat3/xtmNcxNYUxP0fQJuFun9765/ePP5X7Tec59187R+4FDAgHijU/S2/Xj7hrMfap182pWZPjv/UKHH9ccmJESC2Hqf7Nx/DP6l/tP3keePO2njZ36SpwTaP0/0Hj/34nO8/0u57rN5ffH2hZB+2eZzur5704gkP7Gm/ccuI0T9uOclFXH98cmIltnm87t+8r7Hp5d3tH573zqYbl2WfGiXuSUHk2OZn1e5/dfK332tv/6B0y/nz1sjBJkC8fJw+asIK77iH26eTgyecWHbCqVFaW3La/r9Bi+N0/+7zbph34UPtnocvmv+1nKMlZ4F4YJzu33/GyZd8Z2f73rvPe2fKNGmikLi+KDkxAsTWIt0fmfzSzEcfbF967qSzxjce6SLuSUFswTY/q7b6zWueO/iL9t+tLn1y6g+kLanGNsfrfu4JevN/3v61Cx+vOY9JK4TE1hTESmxzvO7fn3/jy9b97X888l+/+d2FJ7qIB1IQObZ5gu5v2fLX8tr72rO23LD2wsaRkrXYJhBH7C7Ovrf9298q33Db1ye6iHtSEPcfhDaBeFT976t+0n7mqpfe/OblY13E9ROSE3cDsXWC7t9d8s/54a3tf239oGzWJyfuihL3pCBGsE0gfrrjqtu2tN/96fH/eID9Y3qUuP7E5MQWILadqI+6bNgtl9/e/kZWU+PxLeN3RWmPJKdVY4sn6v6WF735O37QPu3Of3933vVFUhWAePlEfdQn2+/afUP7rXc+/8/GY/74UJTWlpzGscGJ+iij7oT9ze1vVP4uN/j6UbuitNeT0wjQbjxJZ/D585N0Zff7UNFJ+qir1+QZLcF3Jvzo5ronpLFqAdqBk3R/y3fnn8s3B5/76HXPea/ZzgQQL5+kj3qy6LjTbwqW5Swo2RmRlpUArXWS7q98++oLrEjwKy//7fzdI6gcu79Ci5P0USe98NMlPw4W/d+uNatHydFpAdqBz27cffvIu793V3Dd8Qv2ff8bsu+VQFxfrPt3//7p1b/eFvQWvXLaB0vHyIcGYisQPbsnv/vT4H+d8uScL4wYJm3nX0AiinV/9axnT/nBfcFbbss994ISewIB4oHPiPuf3fqPXfcHXz771Tsu3CslvxqI6yfr/sgPzlrw558Hjzn6gumeZbK3lUBsnaz7d7+b/Tx5IFjylx/99/XHvCfEhWCbnxErv37BhaU7gr87bdfJ548okDx4D9qcrPur77l+b+iXwTeXfjShZfORskNAXF+i+ysfovM3PRR8ftuCx5+dZTs+QGwt0f08e8O0Jx4O7p/51r1Ld0+UHQLinhIwj9O+/U578P+yW+e8VGabR2wTiOMu/5Z/T/AD78RnLntfTuv7/xfaLNX9BwuaJty9J1h2c8WMb22VTIgAsbVU97dszKl59pFg68/W/3r5jxRprIC4p1T3b87b/knto8GrG75UcNekxwUTKoF4oFT3by/dcOq3Hwte9ov/m/eNDdJAcmyzDGa0N94c96vgE+uWvflOqXzO/e9Cm2W637ju4bO/9njwspOmn3jtb21vAYh7ynT/qjXXHnHw8eCBwK1vXj/CHk8gHijT/XNnXHn91U8EtS9+e5WxxPaPgXj5FH3UtP+99+G9wWdP/PPd8071Su4BrW2KPuqj1xYseDK4siMyv+gDr7Rj2OIU3b//mul/+e5TwWWBc+d+sUEq8f4/Q4tTdP++8772yuRfB+8+sO3s66dI9243ENeX6/79p1Rcte/XwV8cMe/rj31JDlgEiK3lut84+Ph/Vv4m+NyEG3/V8N7fhI5XA3HPZ8TNL2w/9b6ng1O25310QodUsUpsE+58u2PYV54JFn9oVY874hHBdg7Ey6fqo37/xj3/eCY44lu/rM0LPCVqJdjk1M+G5P7lY2/+bbD4jzlPvffrfMnYd6DJqbp//lnVFfX7gt8++y+jXr31Y2kdgXhgqu6vrrl44mP7gn9+d/qoa0dL764FiOsrdP87IF3PBscevGPRsIBUlGogtlbo/o+3/fr8umeD60fd8dHTP7SdKWzzszuXLlh0c/uzwQd2nfblv9xpzzzYZoXuf3DYJTNHPhd8d+esnX+4SnoD+9+GNqfp/s2vNR58+Lngh+rcM/59q5zVdwOxdZrur37+wN9GPh98cHrg+W++LkcsAsQ9n91pPLz24rrng3sv/dv2p1eMkI8CxAPTdH9x6aXnPPJ88Pxdnl/MO2W01D9s82Td/86LBT876oXgj/Zvfq/8DZ98FGzzZN2/t/6R6+tfCK556eKsZ8ZNkhYK2zxZ9xf7b9v/5AvBH7+SnX81ly4RwTZP1v2RCu9PzReDX39i8fpVD58kn/MtaPMU3b9v71c++q8Xg+9XXvDXv9wjZ/XdQGw9RR9e/fU/7nrxxeBrtT/2naBn7yLWw6foHww/GFzRvmnMnFNumT6l9D//feo/3w9e8Nortx5ZXf9QTculX/jhe+8Hn11ylfHNCzc/dGXzinfy/vR+8Mh/XjzlnOeumx6+Mu/57f/v/eC/v/WvgpZnrn3oD//8/fi6fe8Ha/a+VXP2R9XT996yZvTMJ94P3vx86XlvbNk8fcPfH3/qCw+/H7zkvzZccOf/7+VJ4HLMvj5vCvVGREYMJUOSpAXhye2xMzVlEtFQtEmrViSSdmkhQ2Syy0ybvcxjXsZElLRYikrZ2p+ntKe8X899n/Rmme/7f9/v9+mn53fPvffcc+8995xzzzm3o4cJubAOJ/OrDOpiug+MuRpJtC11Vz+QxKD8eE03/b/mE6fyC7XrTjOI7xIdpjtgCzW28GOq3TEGDb2pOfXn1YeolRbyebyDDDKr+SmC8TehcrScbt0MZ9Co5icZE+/HUOUaF1KOBjAo1eyX6teF/sTKyLNZR3YwaNnBszUKY/0p35V+RLo7g/S1y8walKKomv0Reh1bGCQwHYEiwvYRXtmutRbWDJpcO9w7vvhX6vEvkoHlFgyy0pw7v63uKPF7xmatkFUMOq4XnB1QGUWNK+5SMTFi0P475xaRruHE04hNofOWMMhP8k2a1A5/4tcSv5jliEGxiYmvuyN/JfQ2ebns0GOQ3zLP96M3hBDo3CXjXC0Gva9UOqK+1J8o3fnKdrE6gzYM3op803+l9li3VLz8gUFaf0g7V7QFEBVlSi3HxzOoU+A65tgEfSq6+Hne7tEMuiIj6x4wex/BH/DmXJA8g6Kyc8MOjHQhVmvOv5Aqy6Brf6QZeRntJRSua8l8HMggQ8+kV7wFwYRWkWGXG49BK9oL188pjSKEo2wuDe6ikaRF5Dz/08FUY8IBy8xWGm02+TGnfsUBKvvC3NnnG2kUqbFybPugOMquSMo5pY5GBbNi51flb6XaEt7qvqikkcLY3MuKinHU28QRdzRe08jZcOr5ZQlBhIquvOG5MhqFO0zZYSV/kPreP0ly8XMaWYR9tyzqvDk1dXrbBJmnNBp7dLn9sWk7qcOJJsUt+TQanvS3Vb31QkIjbKPV4FwaMTYD50nb/UqsgXH15AMabR9w8nlFjguRR9y+euoujWbIy6FI4UGirPBZw9Q7NEpL3fFnbrQ3oTp11pPnAhr5lK+qvTnuIDGktDvuEkWjyNNbQTc2ijo/7bj3pQwaLT99sCSnLIRaYPfo1PNrNLLUk7t5t2wbFWB8fLX6FRq1/uJbt0Q+mJI7sP7BmYs0inzWPVpq5kHiuerVWUtTaSR1LFzz+hFfovve4cfyyTSSXvX9qwrraEJt1bLSQX/QqOauoknQPV3i+pK14ZMv0GjmLRv1d9qxxLIJyQqu52mU4B23ccWbCEq6xDuj4iyNEo2YeZk6EVSQ2dy0XWdolFKtHrbNNJBSvpOju+Q0jczNV28rzT1ITVIxC9A7RSMbxV3+vw9bQ3hcMHxsdpJGU1Q2CJjLB6mH83bb/XaCRgEZuiHJ8lsowXO+l/wJGtEXnNMZe2tKc4wtcSmBRitDy1fpl/hTgbErO/wSaPRo/rpdNkrbKE/LuiqvBBql+e27tYIOpjz3nF12NIFG4e/MxmsrBlP37Resrk2gUeFj6Q3Z8dEEWl9m7HCCRuPOGmWUaPtSIbxaj5EnaeR4y35Vd10soX17Bq/+JI3MnJ7+UVFrS2z66dGsplM0WvDosmbmyVBKfsz8VapnaKQ7e17jNYeD1Ihcw7iwszQaL1ScG7jBn0q+N3HJmPM0clnjXmTyOJaqP7DoWHEijSB8qIV9cjQRZxdefO93Gl2pabiteX0/8eLE1AVvk2gkrMyMt7pmS0UsujpKO5VGiyyb1u5t9SVm+SjEpVyk0V798eeVpA9Sd4UxfIsrNFIb77Qv/cJ66m3mw7TZ12m0NiN6Z8dEJ0ru56zsRTdo9HtHs8rChQcok5/KEgJu0ujHSLtnTg+CqBuDHrg13qKRam6MelfqViK64XRAzD80+tNDpmJmgTMxceJrRessGlmrbFKRzAyhbN+u97XLodETrVevg7/fR+horKg7lkcjhT+pwvw/Y6j1k+ZfGvCERgVadLxWTjRhfnnGiN+KaXR5nYdLoEMgIejebuZYRqMrxyMPP3wZQO1oKhQ4vqZRiE72AZ8xEURy4bq4hCoadRbnr4jyjabsru1XG0TT6EZKyeriO2bUBwXj9FNNNDJoPac/9Ew0NXft2/3uHTTSPZis1/x0M7V0w4f33kIazQw3d3xFx1ArBp6ckSbFoIelljLPhJ5Ewe0fo8fLMijpyIHODzdjKOnxzyz+lmfQZdnUGSkuHkT8z0GlxxQZFNud8Iv260hiR57Q8g9lBiWtlc6PKg8kfsxfM71RlUH2Y37SS31oTVytHBjrrMmgzYoHnKY52hMO0UyJ8mwGFVzN2Ts63J/qvLPejI8Y5NopROuTo6idYYNWaCxl0PILXnopQ6Kp92FDBocYM+j8IP1zQac9iZAzH0pGmzNITsVA+beYAOrI3vujXlsxKOnA7Scm6yKJIO0XA945MOhHR17S2rmBhNUVXtMEDwYpzb8yaMKTAMrymK/O4Z0Muj9k6byMqWGU2smWkUuCGVQYOtdK8pon0Yr2VU6PZtBW9+Mr6zL3EnsN731YeZRBDTGFUfJtUdTz6DOnUs8wyM9z4qsjKfupRvtIjWWpDBqs/DtJ3YkkVNdtpMfeYJB27YU7seqBxOEbjrPVMxlEB+VrXbAJJwwWu1h45zGo/vW8NzdmR1Ij/4pP7n7BoOMPY4zmhfkQRdG/7bldyaCwHCvytpQp0bg1Sv3vJvbmRWUD9ixnZUNf4FELyBIOXiUO1wayi4OH5ojBdYCMzxHBE8XhukBSHDxLHD4TyBIOXiUOnwVkFwcPfSgGnw1k/EMOvzhcD0iKg2eJw+cAWcLBq8ThG4Hs4uChuWLwTUDG53L4xeHWQFIcPEscbgNkCQevEofbAtnFwUMficHtgIx/BDg6kPQI+AsMei7XboMA8iYBNEwCGDYZYMZkAJPJAG6TAaJ7ymk95byeckNPeZgqwAxVABNVADdVgGhVILtYhGyYPQ/4CgMBYBgApKmK/hvgMpmUJxo0PQ/4RiwxS3qudmx+AhvBZmMMi8ABPHAcxB1ccJSajcyvxpF6Lxzx/jwCPh/0QZllkIh8EKUj5ANfi8U9FS+wB3iALY5tO8F20IRleAQ29m6PY+3OvfHuHLZ/PJBF+cDfx2MRBALgcAgbFBGRtwp3sQZHHDT5n5HGhuSn4hSD/2SaU8R6knUFoj1sLwA+nyeK7rLvloCMKBTVHCkEvvxwLlWkfIrILPdXAzKJbbATyPRC4Hvw8GpDv2i/MdiBKZ4kS4gdOOB4GJtt0EfOIlzvgNfpv89BmCGWgzATyLTHwPcf3J500XHKD20I0h7SltIVgpM5BXZtFa0I8rxvxgaWC8Ifzxiqf7IVQXtVykJeuSDIKU+7bmMrAgP+rMyPZYL2I8MPdU5sRVB+fUxxd6nASeLRGYvKFgTR92RThCWCdOMJ66SSWhCc6B6uJ1kiGO8ySq5+awuC8rna9vwXgpnt/LXSc1oQpGms01R4LihN3lhvzOupt2pft3tCsSDPd1lk+oNmBNFb04xmFAloY50rcw41Iyi/0BFGPhM4PEl9mc2GJaIVr6qbPRWYZrz5yU6jpzzs2KmJjk8E54rGDed9aEJwwlLOdu9jwSxz2euH7rPl1tnVxwsFK7qvrfg+rgmB1X7TkzcKBFfjymUjHZoQGDww2FucL7hUOSLgzdye+nKDuUGdeYKLN4MUFYc0IZhRqR0/Lk/wbOulB5NYN7pV5ym/oFxBwMMRjySvvEfgr2+dVZgjMMneOS0t9D2CEyMNB0zOFrw1irVW2dDTvtxY8/ud9wUXFYL1V+v2tAd/JPH0nkAvdf7rJXy2XmrMeZ27gtLTD7vpV40IYE11S+w/ghlz+OYr/mxEcKL8hzcdfwtAZXegaWwjglvd69Zuui0gnj25NdClp73/Ta+j8QLB32+uL7VcxtZ3WKzxpQT5QZBsPpGtb5a7a5UhUFUxlWv42IAAri19ZXhNEDU3z0f5RQMCA96lbeiyoNh/7dN313vKtxaM8dNLE+w38P04/xDb/urgA66/C/bOy3wwyYMt+xgf2nFG8MvYIW8Or2TLspmJE48LTkUq346ZwZa3qU3eEiOYsOvypGHD2HJVUbuyj8Dx/IOOXay/EEwumn4MRoGNrYW2i3rK/nIVOd+fRLuHBSYMyqER+O+L6DJKQlXrDsfNXUMjMFgzXvv3y+id/s2Gp2/r2fq8E6Mz0GU94Z5rPvUIDCSfV7v/hRZWG7lfla1HYLXbpKDkNrL2Glpy6UwdghNlA/7w/getzH5aFYl6ysqvfBYOuocMZSWM1UtrERhc2FcWeR89ULACJ79aBOUFW9KH5KAonekus1gnU3luqkxgLppjojbZLbMGgb/9FZnteahUS5XiOdcguMXbLJWUj/Y1IqpwVA2C8o+Ph78oQMkf7Zfn/12NwD/zpyUDHyOJuJ3Nb9yqETTMlf5L4wl6TwXM+cC6WvJMlKNXPkWNa9tCeIVVCBpqHhZsfYacWzNq3wZXIYj2C4qPLEKxGebXDhNVCKwqzHiJxUhl2F2hVHMlgrxCl9F/PUcPFEaOVkmuRFB+IuV93gsUIfyto8S+EoGBQP9MeQkCMq2ElQORMhnyoPwOSV1bNPAPyTDinO4aSbB6hy60bao5JtxIZL6fdEeY8A7diCayH+0KICTXZeixPoTJBz1WhwpDidexceVCpUp0McBS1aA7nBg2dK0C69cg90684tXtTj2xsJVnPSTe6j/sfDd4G3Gueq0262u5rtI6+c3gTVTBpSv1QqUqpHn/7PglEoHUna5ODdbFo3T0/anmNmfCxDGiTZhQhboPLZc2lYyk7BTs50B5FVrse++vJslwavF3gldCpWpEKA810O30ofITfskRWlaj9Q4npPyF3pT90hvzWM/YgF11//zT7kac1cioFL6sRhJLIpYW744kUrunPxMq1aBdKQ+NzGS3UIeEkmVCyxrkeKk64oJfMKG+f8MDYUINKhthePV+YABVMyC5VPiyBhHTrWqy5M0JI/0hjUKlWhS/TTW5tDOSWjdqQq7QshbNlr+r+F22KeH5zqRYmFCLIDeWLG7zIFIT40ewDtJbx9ZP+EfGi4h7ucQClOvQ/dvVpudoRyKlLcOA9cs+dVuhmjBoJxXebbaJdeIqGVZ5G/B3UOulDYuFL+vQs6tHO3Q6QolHT706hEr16K8KS7vB08ypg9+vPiW0rEdNhwqOTZH0pWT3qRwXJtSjWafkdFdKhBCjdlG2rAtbtujMqPE8LypmaasE6+8u38RIa/qHEUXnnq0BKxp1tsmae/F3UbK36lXhBI2GH1ksvTcwgtqZ3eIE5TRq9lY4pOofReX4qW8DZQZFmXq6F++JomQWy04GKwaVCFVVYasBpfMkokqYwKC0xO6KkrHmVFiw3BPhSwa5RMZkj+kIIewnqkmyQYY9S7Rtm3YfIzY/ff1aaNmAfA+llA7uDCbWnA+SYUMpMR8K/cteraFykOUYNpwzsiFTSicghmq5kdouVGpEf9/wt/uzcx+VHGP0VmjZiJjK2d/J7z5OVcxKGs4GyIQto6RkIJ5YtiBLkQ3SnVj//M2HgGjKZcNHOTYSuPBDvGFedygVU5QwmQ04BuTHbp/6MYJ4/u6cGhvXzNy3YauHhBs1Z75aufDle9Rx7tLzOTuPEQENJW1CpSa06ucSF51GP8Jq37oGoWUTqtV6aLh6wG9UTsrQ6WxY2edM4Y+VDV7ErEvzJNnotU7o8ZHZfvGEMCRfgg2ST9HXeJQ6eBdxcafeEDbcfi7ONmj24AAiLGG1JBu4L6CMo3/pDKOaFs6UZPMD1Ey/q580fBslt1siR6jUgkpW+QQW7T1CuF4O6RZatqBBU/K0KqVDqBtt494LE1qQhK/75oS2EGKPblet8GULml89Y3q0fwwFJPUG+LwIILPeAH8vtrN2/od2lshAYZNT+owQAttM/xtbSw3InLci07HoLXwtTZLFIkqftcYpmSxt2z8lwb7jzM530Jem6gUuOAnWDSf1eOK0HmVsdrHpuGTOO5EZXPQO+D/yuKzkL03Vn3FvV3DnUor6aPaA5RirO6bLtS9pM6mSM7Argb+cxbwAABbitF9r8MK096aSGoErTjTtNfn60oMXwza8Xm6fYGREFfB5hkAeqQI+yeKd+1myrzGX7GuMk30X4ORfttbj6/hKWHxOQFZVAd+SxWeOE5Q+N82VMb3ia6DMpe1+mxPYlbfn5uMNtjAdyJxqkZVcVA19CdXiHEXWVYvWrb0a+KZsC0NsYTtg+kWJzB44Vdj2U0Lz5q9Qy1LqjfdFRKt40nMNt+c1YlcfZfDB2J1w696+dhz/KoMHbMZz98S0uOA9t8dtRGN5YRiZVCs6Uum1wN/O4nbHuMV/xGfb+2OCMVlzHOGAzwWbYu6K+d0J840Xxy1aoAlTQAs0vtpLDWRABkiqTsQlWXXAX8jSQXyVr7+G4Rv8HFHP3W/qxW6v04FM4uDp4nAZIHPqRZfQonrgK7Hw0QAwESzACKfZuXyauz5ODK8Xnd1QWuzcTwNlnJZtA4vAFrzBod/Z+NSXokUjZdHQlya+HmS40TbiU9FvtDpaNFr756P1rbj4rvbrm8SIRktnvjLaAvDCstKWu6DhHiWMaLQq5ou5ecGmL/r0Gy2+gfM9NIjdN9fjHWZrkoDMagD+aSy84wFgFRbcyngamzn2/NrxcMBiiGVDGyzExA+zB36XsBkvtjLY4PcJvQfbDt89Rf1FrUQH88sxVDG879hNB7KuUSRq2huBb8HD1H6NKd04hWOL8zl7hTzLrH1w8hNcJFI9sfD79F6h5D235O+h70VEnxrxhO1YIdh8qUTim0QHJ7EJ+Po87Hhi32544hGcOcHJzkgZU2ON18sDl3rXpVcQk3UcrvYm4M/k4eMi2nhWPG7HdIvEqAMWLF54BwzF3j+wzN3MMXcz8McM595opM3hns7MFX3cBgJZ18zxdPNXNWffRDeBF05KFXtgkNTCSa0W4Puwfd0A8FQ8cKteremBpeHn0xSXzF8+MVHG7gpvziHhBu5Ytjp80iHOmAEcWSqoVtEMslqBr8PDSwVijLzsG1K+94xOAbKrlXN8tQF/HIthFAB+yiHaHHF9RSa1iTYnvQ34iIc9hn16pu85jvunw9Cf4V2xdhMxOTtyG+fbaxeTgmpAxreL5pTYDl97zmODKduIV8QWfD6xb7vIVVTVDnxXHrbJWNtBXMPa4gPsyunBb2lAF4zdAVtbIqb9XCeLryE3l5IO0SpWdXx1FfuxeESnSJce6RSzcqZxWEU2jge4cazeS4MnJ6TE90OcYyyArOvk/GydYus5DciID5yN9wH6nlZ9KUL6Vqff86CcD5z18eEbPro6rkH7txpEdHFasOtbXj6uQfq3GuR0cc7NLnHnpik2L3rNDxes7kTMJzKl2Lz2LZy378tlFJcfytg82iFmHm3k5LcLaPSTrX0sIpKdZF23iO3au4Fvy1K24Qu288Bq6ssxxV9tTcNjenAm41ZOp/QKEaf+8q3uI6cTPoqZn73H0AOLByfc58uDKGLe/qb0v9HFqmKhiF2rhGKm3/9VA3HMRfnz8Opl+fO+tXpuOIvfC4sXT25fe7H07tbnc/63GZHUHh5mpqw9PH4QZqZdYkaAuKQXKXKRcu8lp7+EEDHK16TsFNxDud8zPWv8cNERyy3WLOi9ZagBWRLAw5ZJVQCPfxwT9ev/E1Gr8bXz88P/r8RGBIp27Uggr0/U+nDXHPGz9LmvXRvzuS7+rYd/u+IZsTQ4Y6NzDYfFlMPBXtIWwHa885yojQjiYVF7JIjHV2BHH8qJ2k2f2pEU24ZVi0G8vmiKMWyCLdyVVhmvgDs2q20wJ7nhmbuI+LSL6x8azOsTmf37O/TbgX69bwXz+EPmcIpL9EfayOZgHl9Bgux9vSsSzuw/PpCxITw+zwbIRPY7BEiK/SoDmRPC4w+XJHtxfMJVxdZ/B2Qz+z0DZGgoj89TBDKR/SoBeSWUx5f4gQdkFguYAGQV+1UFshlXSAAZGsbj89SATGS/WkBSYTz+kD0cVTwJ/OaziK3TAbI5jMeXElE8eZiHq5e7ta3RRjc3Bxd7s58NR07XdHXzdHB22GFrM91no4fzdOeNbv8Fu4lUDg==";
  }
});

// node_modules/base64-js/index.js
var require_base64_js = __commonJS({
  "node_modules/base64-js/index.js"(exports2) {
    "use strict";
    exports2.byteLength = byteLength;
    exports2.toByteArray = toByteArray;
    exports2.fromByteArray = fromByteArray;
    var lookup = [];
    var revLookup = [];
    var Arr = typeof Uint8Array !== "undefined" ? Uint8Array : Array;
    var code = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    for (i = 0, len = code.length; i < len; ++i) {
      lookup[i] = code[i];
      revLookup[code.charCodeAt(i)] = i;
    }
    var i;
    var len;
    revLookup["-".charCodeAt(0)] = 62;
    revLookup["_".charCodeAt(0)] = 63;
    function getLens(b64) {
      var len2 = b64.length;
      if (len2 % 4 > 0) {
        throw new Error("Invalid string. Length must be a multiple of 4");
      }
      var validLen = b64.indexOf("=");
      if (validLen === -1) validLen = len2;
      var placeHoldersLen = validLen === len2 ? 0 : 4 - validLen % 4;
      return [validLen, placeHoldersLen];
    }
    function byteLength(b64) {
      var lens = getLens(b64);
      var validLen = lens[0];
      var placeHoldersLen = lens[1];
      return (validLen + placeHoldersLen) * 3 / 4 - placeHoldersLen;
    }
    function _byteLength(b64, validLen, placeHoldersLen) {
      return (validLen + placeHoldersLen) * 3 / 4 - placeHoldersLen;
    }
    function toByteArray(b64) {
      var tmp;
      var lens = getLens(b64);
      var validLen = lens[0];
      var placeHoldersLen = lens[1];
      var arr = new Arr(_byteLength(b64, validLen, placeHoldersLen));
      var curByte = 0;
      var len2 = placeHoldersLen > 0 ? validLen - 4 : validLen;
      var i2;
      for (i2 = 0; i2 < len2; i2 += 4) {
        tmp = revLookup[b64.charCodeAt(i2)] << 18 | revLookup[b64.charCodeAt(i2 + 1)] << 12 | revLookup[b64.charCodeAt(i2 + 2)] << 6 | revLookup[b64.charCodeAt(i2 + 3)];
        arr[curByte++] = tmp >> 16 & 255;
        arr[curByte++] = tmp >> 8 & 255;
        arr[curByte++] = tmp & 255;
      }
      if (placeHoldersLen === 2) {
        tmp = revLookup[b64.charCodeAt(i2)] << 2 | revLookup[b64.charCodeAt(i2 + 1)] >> 4;
        arr[curByte++] = tmp & 255;
      }
      if (placeHoldersLen === 1) {
        tmp = revLookup[b64.charCodeAt(i2)] << 10 | revLookup[b64.charCodeAt(i2 + 1)] << 4 | revLookup[b64.charCodeAt(i2 + 2)] >> 2;
        arr[curByte++] = tmp >> 8 & 255;
        arr[curByte++] = tmp & 255;
      }
      return arr;
    }
    function tripletToBase64(num3) {
      return lookup[num3 >> 18 & 63] + lookup[num3 >> 12 & 63] + lookup[num3 >> 6 & 63] + lookup[num3 & 63];
    }
    function encodeChunk(uint8, start2, end) {
      var tmp;
      var output = [];
      for (var i2 = start2; i2 < end; i2 += 3) {
        tmp = (uint8[i2] << 16 & 16711680) + (uint8[i2 + 1] << 8 & 65280) + (uint8[i2 + 2] & 255);
        output.push(tripletToBase64(tmp));
      }
      return output.join("");
    }
    function fromByteArray(uint8) {
      var tmp;
      var len2 = uint8.length;
      var extraBytes = len2 % 3;
      var parts = [];
      var maxChunkLength = 16383;
      for (var i2 = 0, len22 = len2 - extraBytes; i2 < len22; i2 += maxChunkLength) {
        parts.push(encodeChunk(uint8, i2, i2 + maxChunkLength > len22 ? len22 : i2 + maxChunkLength));
      }
      if (extraBytes === 1) {
        tmp = uint8[len2 - 1];
        parts.push(
          lookup[tmp >> 2] + lookup[tmp << 4 & 63] + "=="
        );
      } else if (extraBytes === 2) {
        tmp = (uint8[len2 - 2] << 8) + uint8[len2 - 1];
        parts.push(
          lookup[tmp >> 10] + lookup[tmp >> 4 & 63] + lookup[tmp << 2 & 63] + "="
        );
      }
      return parts.join("");
    }
  }
});

// node_modules/pako/lib/utils/common.js
var require_common = __commonJS({
  "node_modules/pako/lib/utils/common.js"(exports2) {
    "use strict";
    var TYPED_OK = typeof Uint8Array !== "undefined" && typeof Uint16Array !== "undefined" && typeof Int32Array !== "undefined";
    function _has(obj2, key) {
      return Object.prototype.hasOwnProperty.call(obj2, key);
    }
    exports2.assign = function(obj2) {
      var sources = Array.prototype.slice.call(arguments, 1);
      while (sources.length) {
        var source = sources.shift();
        if (!source) {
          continue;
        }
        if (typeof source !== "object") {
          throw new TypeError(source + "must be non-object");
        }
        for (var p in source) {
          if (_has(source, p)) {
            obj2[p] = source[p];
          }
        }
      }
      return obj2;
    };
    exports2.shrinkBuf = function(buf, size) {
      if (buf.length === size) {
        return buf;
      }
      if (buf.subarray) {
        return buf.subarray(0, size);
      }
      buf.length = size;
      return buf;
    };
    var fnTyped = {
      arraySet: function(dest, src, src_offs, len, dest_offs) {
        if (src.subarray && dest.subarray) {
          dest.set(src.subarray(src_offs, src_offs + len), dest_offs);
          return;
        }
        for (var i = 0; i < len; i++) {
          dest[dest_offs + i] = src[src_offs + i];
        }
      },
      // Join array of chunks to single array.
      flattenChunks: function(chunks) {
        var i, l, len, pos, chunk, result;
        len = 0;
        for (i = 0, l = chunks.length; i < l; i++) {
          len += chunks[i].length;
        }
        result = new Uint8Array(len);
        pos = 0;
        for (i = 0, l = chunks.length; i < l; i++) {
          chunk = chunks[i];
          result.set(chunk, pos);
          pos += chunk.length;
        }
        return result;
      }
    };
    var fnUntyped = {
      arraySet: function(dest, src, src_offs, len, dest_offs) {
        for (var i = 0; i < len; i++) {
          dest[dest_offs + i] = src[src_offs + i];
        }
      },
      // Join array of chunks to single array.
      flattenChunks: function(chunks) {
        return [].concat.apply([], chunks);
      }
    };
    exports2.setTyped = function(on) {
      if (on) {
        exports2.Buf8 = Uint8Array;
        exports2.Buf16 = Uint16Array;
        exports2.Buf32 = Int32Array;
        exports2.assign(exports2, fnTyped);
      } else {
        exports2.Buf8 = Array;
        exports2.Buf16 = Array;
        exports2.Buf32 = Array;
        exports2.assign(exports2, fnUntyped);
      }
    };
    exports2.setTyped(TYPED_OK);
  }
});

// node_modules/pako/lib/zlib/trees.js
var require_trees = __commonJS({
  "node_modules/pako/lib/zlib/trees.js"(exports2) {
    "use strict";
    var utils = require_common();
    var Z_FIXED = 4;
    var Z_BINARY = 0;
    var Z_TEXT = 1;
    var Z_UNKNOWN = 2;
    function zero(buf) {
      var len = buf.length;
      while (--len >= 0) {
        buf[len] = 0;
      }
    }
    var STORED_BLOCK = 0;
    var STATIC_TREES = 1;
    var DYN_TREES = 2;
    var MIN_MATCH = 3;
    var MAX_MATCH = 258;
    var LENGTH_CODES = 29;
    var LITERALS = 256;
    var L_CODES = LITERALS + 1 + LENGTH_CODES;
    var D_CODES = 30;
    var BL_CODES = 19;
    var HEAP_SIZE = 2 * L_CODES + 1;
    var MAX_BITS = 15;
    var Buf_size = 16;
    var MAX_BL_BITS = 7;
    var END_BLOCK = 256;
    var REP_3_6 = 16;
    var REPZ_3_10 = 17;
    var REPZ_11_138 = 18;
    var extra_lbits = (
      /* extra bits for each length code */
      [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    );
    var extra_dbits = (
      /* extra bits for each distance code */
      [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    );
    var extra_blbits = (
      /* extra bits for each bit length code */
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7]
    );
    var bl_order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
    var DIST_CODE_LEN = 512;
    var static_ltree = new Array((L_CODES + 2) * 2);
    zero(static_ltree);
    var static_dtree = new Array(D_CODES * 2);
    zero(static_dtree);
    var _dist_code = new Array(DIST_CODE_LEN);
    zero(_dist_code);
    var _length_code = new Array(MAX_MATCH - MIN_MATCH + 1);
    zero(_length_code);
    var base_length = new Array(LENGTH_CODES);
    zero(base_length);
    var base_dist = new Array(D_CODES);
    zero(base_dist);
    function StaticTreeDesc(static_tree, extra_bits, extra_base, elems, max_length) {
      this.static_tree = static_tree;
      this.extra_bits = extra_bits;
      this.extra_base = extra_base;
      this.elems = elems;
      this.max_length = max_length;
      this.has_stree = static_tree && static_tree.length;
    }
    var static_l_desc;
    var static_d_desc;
    var static_bl_desc;
    function TreeDesc(dyn_tree, stat_desc) {
      this.dyn_tree = dyn_tree;
      this.max_code = 0;
      this.stat_desc = stat_desc;
    }
    function d_code(dist) {
      return dist < 256 ? _dist_code[dist] : _dist_code[256 + (dist >>> 7)];
    }
    function put_short(s, w) {
      s.pending_buf[s.pending++] = w & 255;
      s.pending_buf[s.pending++] = w >>> 8 & 255;
    }
    function send_bits(s, value, length) {
      if (s.bi_valid > Buf_size - length) {
        s.bi_buf |= value << s.bi_valid & 65535;
        put_short(s, s.bi_buf);
        s.bi_buf = value >> Buf_size - s.bi_valid;
        s.bi_valid += length - Buf_size;
      } else {
        s.bi_buf |= value << s.bi_valid & 65535;
        s.bi_valid += length;
      }
    }
    function send_code(s, c, tree) {
      send_bits(
        s,
        tree[c * 2],
        tree[c * 2 + 1]
        /*.Len*/
      );
    }
    function bi_reverse(code, len) {
      var res = 0;
      do {
        res |= code & 1;
        code >>>= 1;
        res <<= 1;
      } while (--len > 0);
      return res >>> 1;
    }
    function bi_flush(s) {
      if (s.bi_valid === 16) {
        put_short(s, s.bi_buf);
        s.bi_buf = 0;
        s.bi_valid = 0;
      } else if (s.bi_valid >= 8) {
        s.pending_buf[s.pending++] = s.bi_buf & 255;
        s.bi_buf >>= 8;
        s.bi_valid -= 8;
      }
    }
    function gen_bitlen(s, desc) {
      var tree = desc.dyn_tree;
      var max_code = desc.max_code;
      var stree = desc.stat_desc.static_tree;
      var has_stree = desc.stat_desc.has_stree;
      var extra = desc.stat_desc.extra_bits;
      var base = desc.stat_desc.extra_base;
      var max_length = desc.stat_desc.max_length;
      var h;
      var n, m;
      var bits;
      var xbits;
      var f;
      var overflow = 0;
      for (bits = 0; bits <= MAX_BITS; bits++) {
        s.bl_count[bits] = 0;
      }
      tree[s.heap[s.heap_max] * 2 + 1] = 0;
      for (h = s.heap_max + 1; h < HEAP_SIZE; h++) {
        n = s.heap[h];
        bits = tree[tree[n * 2 + 1] * 2 + 1] + 1;
        if (bits > max_length) {
          bits = max_length;
          overflow++;
        }
        tree[n * 2 + 1] = bits;
        if (n > max_code) {
          continue;
        }
        s.bl_count[bits]++;
        xbits = 0;
        if (n >= base) {
          xbits = extra[n - base];
        }
        f = tree[n * 2];
        s.opt_len += f * (bits + xbits);
        if (has_stree) {
          s.static_len += f * (stree[n * 2 + 1] + xbits);
        }
      }
      if (overflow === 0) {
        return;
      }
      do {
        bits = max_length - 1;
        while (s.bl_count[bits] === 0) {
          bits--;
        }
        s.bl_count[bits]--;
        s.bl_count[bits + 1] += 2;
        s.bl_count[max_length]--;
        overflow -= 2;
      } while (overflow > 0);
      for (bits = max_length; bits !== 0; bits--) {
        n = s.bl_count[bits];
        while (n !== 0) {
          m = s.heap[--h];
          if (m > max_code) {
            continue;
          }
          if (tree[m * 2 + 1] !== bits) {
            s.opt_len += (bits - tree[m * 2 + 1]) * tree[m * 2];
            tree[m * 2 + 1] = bits;
          }
          n--;
        }
      }
    }
    function gen_codes(tree, max_code, bl_count) {
      var next_code = new Array(MAX_BITS + 1);
      var code = 0;
      var bits;
      var n;
      for (bits = 1; bits <= MAX_BITS; bits++) {
        next_code[bits] = code = code + bl_count[bits - 1] << 1;
      }
      for (n = 0; n <= max_code; n++) {
        var len = tree[n * 2 + 1];
        if (len === 0) {
          continue;
        }
        tree[n * 2] = bi_reverse(next_code[len]++, len);
      }
    }
    function tr_static_init() {
      var n;
      var bits;
      var length;
      var code;
      var dist;
      var bl_count = new Array(MAX_BITS + 1);
      length = 0;
      for (code = 0; code < LENGTH_CODES - 1; code++) {
        base_length[code] = length;
        for (n = 0; n < 1 << extra_lbits[code]; n++) {
          _length_code[length++] = code;
        }
      }
      _length_code[length - 1] = code;
      dist = 0;
      for (code = 0; code < 16; code++) {
        base_dist[code] = dist;
        for (n = 0; n < 1 << extra_dbits[code]; n++) {
          _dist_code[dist++] = code;
        }
      }
      dist >>= 7;
      for (; code < D_CODES; code++) {
        base_dist[code] = dist << 7;
        for (n = 0; n < 1 << extra_dbits[code] - 7; n++) {
          _dist_code[256 + dist++] = code;
        }
      }
      for (bits = 0; bits <= MAX_BITS; bits++) {
        bl_count[bits] = 0;
      }
      n = 0;
      while (n <= 143) {
        static_ltree[n * 2 + 1] = 8;
        n++;
        bl_count[8]++;
      }
      while (n <= 255) {
        static_ltree[n * 2 + 1] = 9;
        n++;
        bl_count[9]++;
      }
      while (n <= 279) {
        static_ltree[n * 2 + 1] = 7;
        n++;
        bl_count[7]++;
      }
      while (n <= 287) {
        static_ltree[n * 2 + 1] = 8;
        n++;
        bl_count[8]++;
      }
      gen_codes(static_ltree, L_CODES + 1, bl_count);
      for (n = 0; n < D_CODES; n++) {
        static_dtree[n * 2 + 1] = 5;
        static_dtree[n * 2] = bi_reverse(n, 5);
      }
      static_l_desc = new StaticTreeDesc(static_ltree, extra_lbits, LITERALS + 1, L_CODES, MAX_BITS);
      static_d_desc = new StaticTreeDesc(static_dtree, extra_dbits, 0, D_CODES, MAX_BITS);
      static_bl_desc = new StaticTreeDesc(new Array(0), extra_blbits, 0, BL_CODES, MAX_BL_BITS);
    }
    function init_block(s) {
      var n;
      for (n = 0; n < L_CODES; n++) {
        s.dyn_ltree[n * 2] = 0;
      }
      for (n = 0; n < D_CODES; n++) {
        s.dyn_dtree[n * 2] = 0;
      }
      for (n = 0; n < BL_CODES; n++) {
        s.bl_tree[n * 2] = 0;
      }
      s.dyn_ltree[END_BLOCK * 2] = 1;
      s.opt_len = s.static_len = 0;
      s.last_lit = s.matches = 0;
    }
    function bi_windup(s) {
      if (s.bi_valid > 8) {
        put_short(s, s.bi_buf);
      } else if (s.bi_valid > 0) {
        s.pending_buf[s.pending++] = s.bi_buf;
      }
      s.bi_buf = 0;
      s.bi_valid = 0;
    }
    function copy_block(s, buf, len, header) {
      bi_windup(s);
      if (header) {
        put_short(s, len);
        put_short(s, ~len);
      }
      utils.arraySet(s.pending_buf, s.window, buf, len, s.pending);
      s.pending += len;
    }
    function smaller(tree, n, m, depth) {
      var _n2 = n * 2;
      var _m2 = m * 2;
      return tree[_n2] < tree[_m2] || tree[_n2] === tree[_m2] && depth[n] <= depth[m];
    }
    function pqdownheap(s, tree, k) {
      var v = s.heap[k];
      var j = k << 1;
      while (j <= s.heap_len) {
        if (j < s.heap_len && smaller(tree, s.heap[j + 1], s.heap[j], s.depth)) {
          j++;
        }
        if (smaller(tree, v, s.heap[j], s.depth)) {
          break;
        }
        s.heap[k] = s.heap[j];
        k = j;
        j <<= 1;
      }
      s.heap[k] = v;
    }
    function compress_block(s, ltree, dtree) {
      var dist;
      var lc;
      var lx = 0;
      var code;
      var extra;
      if (s.last_lit !== 0) {
        do {
          dist = s.pending_buf[s.d_buf + lx * 2] << 8 | s.pending_buf[s.d_buf + lx * 2 + 1];
          lc = s.pending_buf[s.l_buf + lx];
          lx++;
          if (dist === 0) {
            send_code(s, lc, ltree);
          } else {
            code = _length_code[lc];
            send_code(s, code + LITERALS + 1, ltree);
            extra = extra_lbits[code];
            if (extra !== 0) {
              lc -= base_length[code];
              send_bits(s, lc, extra);
            }
            dist--;
            code = d_code(dist);
            send_code(s, code, dtree);
            extra = extra_dbits[code];
            if (extra !== 0) {
              dist -= base_dist[code];
              send_bits(s, dist, extra);
            }
          }
        } while (lx < s.last_lit);
      }
      send_code(s, END_BLOCK, ltree);
    }
    function build_tree(s, desc) {
      var tree = desc.dyn_tree;
      var stree = desc.stat_desc.static_tree;
      var has_stree = desc.stat_desc.has_stree;
      var elems = desc.stat_desc.elems;
      var n, m;
      var max_code = -1;
      var node;
      s.heap_len = 0;
      s.heap_max = HEAP_SIZE;
      for (n = 0; n < elems; n++) {
        if (tree[n * 2] !== 0) {
          s.heap[++s.heap_len] = max_code = n;
          s.depth[n] = 0;
        } else {
          tree[n * 2 + 1] = 0;
        }
      }
      while (s.heap_len < 2) {
        node = s.heap[++s.heap_len] = max_code < 2 ? ++max_code : 0;
        tree[node * 2] = 1;
        s.depth[node] = 0;
        s.opt_len--;
        if (has_stree) {
          s.static_len -= stree[node * 2 + 1];
        }
      }
      desc.max_code = max_code;
      for (n = s.heap_len >> 1; n >= 1; n--) {
        pqdownheap(s, tree, n);
      }
      node = elems;
      do {
        n = s.heap[
          1
          /*SMALLEST*/
        ];
        s.heap[
          1
          /*SMALLEST*/
        ] = s.heap[s.heap_len--];
        pqdownheap(
          s,
          tree,
          1
          /*SMALLEST*/
        );
        m = s.heap[
          1
          /*SMALLEST*/
        ];
        s.heap[--s.heap_max] = n;
        s.heap[--s.heap_max] = m;
        tree[node * 2] = tree[n * 2] + tree[m * 2];
        s.depth[node] = (s.depth[n] >= s.depth[m] ? s.depth[n] : s.depth[m]) + 1;
        tree[n * 2 + 1] = tree[m * 2 + 1] = node;
        s.heap[
          1
          /*SMALLEST*/
        ] = node++;
        pqdownheap(
          s,
          tree,
          1
          /*SMALLEST*/
        );
      } while (s.heap_len >= 2);
      s.heap[--s.heap_max] = s.heap[
        1
        /*SMALLEST*/
      ];
      gen_bitlen(s, desc);
      gen_codes(tree, max_code, s.bl_count);
    }
    function scan_tree(s, tree, max_code) {
      var n;
      var prevlen = -1;
      var curlen;
      var nextlen = tree[0 * 2 + 1];
      var count3 = 0;
      var max_count = 7;
      var min_count = 4;
      if (nextlen === 0) {
        max_count = 138;
        min_count = 3;
      }
      tree[(max_code + 1) * 2 + 1] = 65535;
      for (n = 0; n <= max_code; n++) {
        curlen = nextlen;
        nextlen = tree[(n + 1) * 2 + 1];
        if (++count3 < max_count && curlen === nextlen) {
          continue;
        } else if (count3 < min_count) {
          s.bl_tree[curlen * 2] += count3;
        } else if (curlen !== 0) {
          if (curlen !== prevlen) {
            s.bl_tree[curlen * 2]++;
          }
          s.bl_tree[REP_3_6 * 2]++;
        } else if (count3 <= 10) {
          s.bl_tree[REPZ_3_10 * 2]++;
        } else {
          s.bl_tree[REPZ_11_138 * 2]++;
        }
        count3 = 0;
        prevlen = curlen;
        if (nextlen === 0) {
          max_count = 138;
          min_count = 3;
        } else if (curlen === nextlen) {
          max_count = 6;
          min_count = 3;
        } else {
          max_count = 7;
          min_count = 4;
        }
      }
    }
    function send_tree(s, tree, max_code) {
      var n;
      var prevlen = -1;
      var curlen;
      var nextlen = tree[0 * 2 + 1];
      var count3 = 0;
      var max_count = 7;
      var min_count = 4;
      if (nextlen === 0) {
        max_count = 138;
        min_count = 3;
      }
      for (n = 0; n <= max_code; n++) {
        curlen = nextlen;
        nextlen = tree[(n + 1) * 2 + 1];
        if (++count3 < max_count && curlen === nextlen) {
          continue;
        } else if (count3 < min_count) {
          do {
            send_code(s, curlen, s.bl_tree);
          } while (--count3 !== 0);
        } else if (curlen !== 0) {
          if (curlen !== prevlen) {
            send_code(s, curlen, s.bl_tree);
            count3--;
          }
          send_code(s, REP_3_6, s.bl_tree);
          send_bits(s, count3 - 3, 2);
        } else if (count3 <= 10) {
          send_code(s, REPZ_3_10, s.bl_tree);
          send_bits(s, count3 - 3, 3);
        } else {
          send_code(s, REPZ_11_138, s.bl_tree);
          send_bits(s, count3 - 11, 7);
        }
        count3 = 0;
        prevlen = curlen;
        if (nextlen === 0) {
          max_count = 138;
          min_count = 3;
        } else if (curlen === nextlen) {
          max_count = 6;
          min_count = 3;
        } else {
          max_count = 7;
          min_count = 4;
        }
      }
    }
    function build_bl_tree(s) {
      var max_blindex;
      scan_tree(s, s.dyn_ltree, s.l_desc.max_code);
      scan_tree(s, s.dyn_dtree, s.d_desc.max_code);
      build_tree(s, s.bl_desc);
      for (max_blindex = BL_CODES - 1; max_blindex >= 3; max_blindex--) {
        if (s.bl_tree[bl_order[max_blindex] * 2 + 1] !== 0) {
          break;
        }
      }
      s.opt_len += 3 * (max_blindex + 1) + 5 + 5 + 4;
      return max_blindex;
    }
    function send_all_trees(s, lcodes, dcodes, blcodes) {
      var rank;
      send_bits(s, lcodes - 257, 5);
      send_bits(s, dcodes - 1, 5);
      send_bits(s, blcodes - 4, 4);
      for (rank = 0; rank < blcodes; rank++) {
        send_bits(s, s.bl_tree[bl_order[rank] * 2 + 1], 3);
      }
      send_tree(s, s.dyn_ltree, lcodes - 1);
      send_tree(s, s.dyn_dtree, dcodes - 1);
    }
    function detect_data_type(s) {
      var black_mask = 4093624447;
      var n;
      for (n = 0; n <= 31; n++, black_mask >>>= 1) {
        if (black_mask & 1 && s.dyn_ltree[n * 2] !== 0) {
          return Z_BINARY;
        }
      }
      if (s.dyn_ltree[9 * 2] !== 0 || s.dyn_ltree[10 * 2] !== 0 || s.dyn_ltree[13 * 2] !== 0) {
        return Z_TEXT;
      }
      for (n = 32; n < LITERALS; n++) {
        if (s.dyn_ltree[n * 2] !== 0) {
          return Z_TEXT;
        }
      }
      return Z_BINARY;
    }
    var static_init_done = false;
    function _tr_init(s) {
      if (!static_init_done) {
        tr_static_init();
        static_init_done = true;
      }
      s.l_desc = new TreeDesc(s.dyn_ltree, static_l_desc);
      s.d_desc = new TreeDesc(s.dyn_dtree, static_d_desc);
      s.bl_desc = new TreeDesc(s.bl_tree, static_bl_desc);
      s.bi_buf = 0;
      s.bi_valid = 0;
      init_block(s);
    }
    function _tr_stored_block(s, buf, stored_len, last) {
      send_bits(s, (STORED_BLOCK << 1) + (last ? 1 : 0), 3);
      copy_block(s, buf, stored_len, true);
    }
    function _tr_align(s) {
      send_bits(s, STATIC_TREES << 1, 3);
      send_code(s, END_BLOCK, static_ltree);
      bi_flush(s);
    }
    function _tr_flush_block(s, buf, stored_len, last) {
      var opt_lenb, static_lenb;
      var max_blindex = 0;
      if (s.level > 0) {
        if (s.strm.data_type === Z_UNKNOWN) {
          s.strm.data_type = detect_data_type(s);
        }
        build_tree(s, s.l_desc);
        build_tree(s, s.d_desc);
        max_blindex = build_bl_tree(s);
        opt_lenb = s.opt_len + 3 + 7 >>> 3;
        static_lenb = s.static_len + 3 + 7 >>> 3;
        if (static_lenb <= opt_lenb) {
          opt_lenb = static_lenb;
        }
      } else {
        opt_lenb = static_lenb = stored_len + 5;
      }
      if (stored_len + 4 <= opt_lenb && buf !== -1) {
        _tr_stored_block(s, buf, stored_len, last);
      } else if (s.strategy === Z_FIXED || static_lenb === opt_lenb) {
        send_bits(s, (STATIC_TREES << 1) + (last ? 1 : 0), 3);
        compress_block(s, static_ltree, static_dtree);
      } else {
        send_bits(s, (DYN_TREES << 1) + (last ? 1 : 0), 3);
        send_all_trees(s, s.l_desc.max_code + 1, s.d_desc.max_code + 1, max_blindex + 1);
        compress_block(s, s.dyn_ltree, s.dyn_dtree);
      }
      init_block(s);
      if (last) {
        bi_windup(s);
      }
    }
    function _tr_tally(s, dist, lc) {
      s.pending_buf[s.d_buf + s.last_lit * 2] = dist >>> 8 & 255;
      s.pending_buf[s.d_buf + s.last_lit * 2 + 1] = dist & 255;
      s.pending_buf[s.l_buf + s.last_lit] = lc & 255;
      s.last_lit++;
      if (dist === 0) {
        s.dyn_ltree[lc * 2]++;
      } else {
        s.matches++;
        dist--;
        s.dyn_ltree[(_length_code[lc] + LITERALS + 1) * 2]++;
        s.dyn_dtree[d_code(dist) * 2]++;
      }
      return s.last_lit === s.lit_bufsize - 1;
    }
    exports2._tr_init = _tr_init;
    exports2._tr_stored_block = _tr_stored_block;
    exports2._tr_flush_block = _tr_flush_block;
    exports2._tr_tally = _tr_tally;
    exports2._tr_align = _tr_align;
  }
});

// node_modules/pako/lib/zlib/adler32.js
var require_adler32 = __commonJS({
  "node_modules/pako/lib/zlib/adler32.js"(exports2, module2) {
    "use strict";
    function adler32(adler, buf, len, pos) {
      var s1 = adler & 65535 | 0, s2 = adler >>> 16 & 65535 | 0, n = 0;
      while (len !== 0) {
        n = len > 2e3 ? 2e3 : len;
        len -= n;
        do {
          s1 = s1 + buf[pos++] | 0;
          s2 = s2 + s1 | 0;
        } while (--n);
        s1 %= 65521;
        s2 %= 65521;
      }
      return s1 | s2 << 16 | 0;
    }
    module2.exports = adler32;
  }
});

// node_modules/pako/lib/zlib/crc32.js
var require_crc32 = __commonJS({
  "node_modules/pako/lib/zlib/crc32.js"(exports2, module2) {
    "use strict";
    function makeTable() {
      var c, table2 = [];
      for (var n = 0; n < 256; n++) {
        c = n;
        for (var k = 0; k < 8; k++) {
          c = c & 1 ? 3988292384 ^ c >>> 1 : c >>> 1;
        }
        table2[n] = c;
      }
      return table2;
    }
    var crcTable = makeTable();
    function crc32(crc, buf, len, pos) {
      var t = crcTable, end = pos + len;
      crc ^= -1;
      for (var i = pos; i < end; i++) {
        crc = crc >>> 8 ^ t[(crc ^ buf[i]) & 255];
      }
      return crc ^ -1;
    }
    module2.exports = crc32;
  }
});

// node_modules/pako/lib/zlib/messages.js
var require_messages = __commonJS({
  "node_modules/pako/lib/zlib/messages.js"(exports2, module2) {
    "use strict";
    module2.exports = {
      2: "need dictionary",
      /* Z_NEED_DICT       2  */
      1: "stream end",
      /* Z_STREAM_END      1  */
      0: "",
      /* Z_OK              0  */
      "-1": "file error",
      /* Z_ERRNO         (-1) */
      "-2": "stream error",
      /* Z_STREAM_ERROR  (-2) */
      "-3": "data error",
      /* Z_DATA_ERROR    (-3) */
      "-4": "insufficient memory",
      /* Z_MEM_ERROR     (-4) */
      "-5": "buffer error",
      /* Z_BUF_ERROR     (-5) */
      "-6": "incompatible version"
      /* Z_VERSION_ERROR (-6) */
    };
  }
});

// node_modules/pako/lib/zlib/deflate.js
var require_deflate = __commonJS({
  "node_modules/pako/lib/zlib/deflate.js"(exports2) {
    "use strict";
    var utils = require_common();
    var trees = require_trees();
    var adler32 = require_adler32();
    var crc32 = require_crc32();
    var msg = require_messages();
    var Z_NO_FLUSH = 0;
    var Z_PARTIAL_FLUSH = 1;
    var Z_FULL_FLUSH = 3;
    var Z_FINISH = 4;
    var Z_BLOCK = 5;
    var Z_OK = 0;
    var Z_STREAM_END = 1;
    var Z_STREAM_ERROR = -2;
    var Z_DATA_ERROR = -3;
    var Z_BUF_ERROR = -5;
    var Z_DEFAULT_COMPRESSION = -1;
    var Z_FILTERED = 1;
    var Z_HUFFMAN_ONLY = 2;
    var Z_RLE = 3;
    var Z_FIXED = 4;
    var Z_DEFAULT_STRATEGY = 0;
    var Z_UNKNOWN = 2;
    var Z_DEFLATED = 8;
    var MAX_MEM_LEVEL = 9;
    var MAX_WBITS = 15;
    var DEF_MEM_LEVEL = 8;
    var LENGTH_CODES = 29;
    var LITERALS = 256;
    var L_CODES = LITERALS + 1 + LENGTH_CODES;
    var D_CODES = 30;
    var BL_CODES = 19;
    var HEAP_SIZE = 2 * L_CODES + 1;
    var MAX_BITS = 15;
    var MIN_MATCH = 3;
    var MAX_MATCH = 258;
    var MIN_LOOKAHEAD = MAX_MATCH + MIN_MATCH + 1;
    var PRESET_DICT = 32;
    var INIT_STATE = 42;
    var EXTRA_STATE = 69;
    var NAME_STATE = 73;
    var COMMENT_STATE = 91;
    var HCRC_STATE = 103;
    var BUSY_STATE = 113;
    var FINISH_STATE = 666;
    var BS_NEED_MORE = 1;
    var BS_BLOCK_DONE = 2;
    var BS_FINISH_STARTED = 3;
    var BS_FINISH_DONE = 4;
    var OS_CODE = 3;
    function err(strm, errorCode) {
      strm.msg = msg[errorCode];
      return errorCode;
    }
    function rank(f) {
      return (f << 1) - (f > 4 ? 9 : 0);
    }
    function zero(buf) {
      var len = buf.length;
      while (--len >= 0) {
        buf[len] = 0;
      }
    }
    function flush_pending(strm) {
      var s = strm.state;
      var len = s.pending;
      if (len > strm.avail_out) {
        len = strm.avail_out;
      }
      if (len === 0) {
        return;
      }
      utils.arraySet(strm.output, s.pending_buf, s.pending_out, len, strm.next_out);
      strm.next_out += len;
      s.pending_out += len;
      strm.total_out += len;
      strm.avail_out -= len;
      s.pending -= len;
      if (s.pending === 0) {
        s.pending_out = 0;
      }
    }
    function flush_block_only(s, last) {
      trees._tr_flush_block(s, s.block_start >= 0 ? s.block_start : -1, s.strstart - s.block_start, last);
      s.block_start = s.strstart;
      flush_pending(s.strm);
    }
    function put_byte(s, b) {
      s.pending_buf[s.pending++] = b;
    }
    function putShortMSB(s, b) {
      s.pending_buf[s.pending++] = b >>> 8 & 255;
      s.pending_buf[s.pending++] = b & 255;
    }
    function read_buf(strm, buf, start2, size) {
      var len = strm.avail_in;
      if (len > size) {
        len = size;
      }
      if (len === 0) {
        return 0;
      }
      strm.avail_in -= len;
      utils.arraySet(buf, strm.input, strm.next_in, len, start2);
      if (strm.state.wrap === 1) {
        strm.adler = adler32(strm.adler, buf, len, start2);
      } else if (strm.state.wrap === 2) {
        strm.adler = crc32(strm.adler, buf, len, start2);
      }
      strm.next_in += len;
      strm.total_in += len;
      return len;
    }
    function longest_match(s, cur_match) {
      var chain_length = s.max_chain_length;
      var scan2 = s.strstart;
      var match;
      var len;
      var best_len = s.prev_length;
      var nice_match = s.nice_match;
      var limit = s.strstart > s.w_size - MIN_LOOKAHEAD ? s.strstart - (s.w_size - MIN_LOOKAHEAD) : 0;
      var _win = s.window;
      var wmask = s.w_mask;
      var prev = s.prev;
      var strend = s.strstart + MAX_MATCH;
      var scan_end1 = _win[scan2 + best_len - 1];
      var scan_end = _win[scan2 + best_len];
      if (s.prev_length >= s.good_match) {
        chain_length >>= 2;
      }
      if (nice_match > s.lookahead) {
        nice_match = s.lookahead;
      }
      do {
        match = cur_match;
        if (_win[match + best_len] !== scan_end || _win[match + best_len - 1] !== scan_end1 || _win[match] !== _win[scan2] || _win[++match] !== _win[scan2 + 1]) {
          continue;
        }
        scan2 += 2;
        match++;
        do {
        } while (_win[++scan2] === _win[++match] && _win[++scan2] === _win[++match] && _win[++scan2] === _win[++match] && _win[++scan2] === _win[++match] && _win[++scan2] === _win[++match] && _win[++scan2] === _win[++match] && _win[++scan2] === _win[++match] && _win[++scan2] === _win[++match] && scan2 < strend);
        len = MAX_MATCH - (strend - scan2);
        scan2 = strend - MAX_MATCH;
        if (len > best_len) {
          s.match_start = cur_match;
          best_len = len;
          if (len >= nice_match) {
            break;
          }
          scan_end1 = _win[scan2 + best_len - 1];
          scan_end = _win[scan2 + best_len];
        }
      } while ((cur_match = prev[cur_match & wmask]) > limit && --chain_length !== 0);
      if (best_len <= s.lookahead) {
        return best_len;
      }
      return s.lookahead;
    }
    function fill_window(s) {
      var _w_size = s.w_size;
      var p, n, m, more, str5;
      do {
        more = s.window_size - s.lookahead - s.strstart;
        if (s.strstart >= _w_size + (_w_size - MIN_LOOKAHEAD)) {
          utils.arraySet(s.window, s.window, _w_size, _w_size, 0);
          s.match_start -= _w_size;
          s.strstart -= _w_size;
          s.block_start -= _w_size;
          n = s.hash_size;
          p = n;
          do {
            m = s.head[--p];
            s.head[p] = m >= _w_size ? m - _w_size : 0;
          } while (--n);
          n = _w_size;
          p = n;
          do {
            m = s.prev[--p];
            s.prev[p] = m >= _w_size ? m - _w_size : 0;
          } while (--n);
          more += _w_size;
        }
        if (s.strm.avail_in === 0) {
          break;
        }
        n = read_buf(s.strm, s.window, s.strstart + s.lookahead, more);
        s.lookahead += n;
        if (s.lookahead + s.insert >= MIN_MATCH) {
          str5 = s.strstart - s.insert;
          s.ins_h = s.window[str5];
          s.ins_h = (s.ins_h << s.hash_shift ^ s.window[str5 + 1]) & s.hash_mask;
          while (s.insert) {
            s.ins_h = (s.ins_h << s.hash_shift ^ s.window[str5 + MIN_MATCH - 1]) & s.hash_mask;
            s.prev[str5 & s.w_mask] = s.head[s.ins_h];
            s.head[s.ins_h] = str5;
            str5++;
            s.insert--;
            if (s.lookahead + s.insert < MIN_MATCH) {
              break;
            }
          }
        }
      } while (s.lookahead < MIN_LOOKAHEAD && s.strm.avail_in !== 0);
    }
    function deflate_stored(s, flush) {
      var max_block_size = 65535;
      if (max_block_size > s.pending_buf_size - 5) {
        max_block_size = s.pending_buf_size - 5;
      }
      for (; ; ) {
        if (s.lookahead <= 1) {
          fill_window(s);
          if (s.lookahead === 0 && flush === Z_NO_FLUSH) {
            return BS_NEED_MORE;
          }
          if (s.lookahead === 0) {
            break;
          }
        }
        s.strstart += s.lookahead;
        s.lookahead = 0;
        var max_start = s.block_start + max_block_size;
        if (s.strstart === 0 || s.strstart >= max_start) {
          s.lookahead = s.strstart - max_start;
          s.strstart = max_start;
          flush_block_only(s, false);
          if (s.strm.avail_out === 0) {
            return BS_NEED_MORE;
          }
        }
        if (s.strstart - s.block_start >= s.w_size - MIN_LOOKAHEAD) {
          flush_block_only(s, false);
          if (s.strm.avail_out === 0) {
            return BS_NEED_MORE;
          }
        }
      }
      s.insert = 0;
      if (flush === Z_FINISH) {
        flush_block_only(s, true);
        if (s.strm.avail_out === 0) {
          return BS_FINISH_STARTED;
        }
        return BS_FINISH_DONE;
      }
      if (s.strstart > s.block_start) {
        flush_block_only(s, false);
        if (s.strm.avail_out === 0) {
          return BS_NEED_MORE;
        }
      }
      return BS_NEED_MORE;
    }
    function deflate_fast(s, flush) {
      var hash_head;
      var bflush;
      for (; ; ) {
        if (s.lookahead < MIN_LOOKAHEAD) {
          fill_window(s);
          if (s.lookahead < MIN_LOOKAHEAD && flush === Z_NO_FLUSH) {
            return BS_NEED_MORE;
          }
          if (s.lookahead === 0) {
            break;
          }
        }
        hash_head = 0;
        if (s.lookahead >= MIN_MATCH) {
          s.ins_h = (s.ins_h << s.hash_shift ^ s.window[s.strstart + MIN_MATCH - 1]) & s.hash_mask;
          hash_head = s.prev[s.strstart & s.w_mask] = s.head[s.ins_h];
          s.head[s.ins_h] = s.strstart;
        }
        if (hash_head !== 0 && s.strstart - hash_head <= s.w_size - MIN_LOOKAHEAD) {
          s.match_length = longest_match(s, hash_head);
        }
        if (s.match_length >= MIN_MATCH) {
          bflush = trees._tr_tally(s, s.strstart - s.match_start, s.match_length - MIN_MATCH);
          s.lookahead -= s.match_length;
          if (s.match_length <= s.max_lazy_match && s.lookahead >= MIN_MATCH) {
            s.match_length--;
            do {
              s.strstart++;
              s.ins_h = (s.ins_h << s.hash_shift ^ s.window[s.strstart + MIN_MATCH - 1]) & s.hash_mask;
              hash_head = s.prev[s.strstart & s.w_mask] = s.head[s.ins_h];
              s.head[s.ins_h] = s.strstart;
            } while (--s.match_length !== 0);
            s.strstart++;
          } else {
            s.strstart += s.match_length;
            s.match_length = 0;
            s.ins_h = s.window[s.strstart];
            s.ins_h = (s.ins_h << s.hash_shift ^ s.window[s.strstart + 1]) & s.hash_mask;
          }
        } else {
          bflush = trees._tr_tally(s, 0, s.window[s.strstart]);
          s.lookahead--;
          s.strstart++;
        }
        if (bflush) {
          flush_block_only(s, false);
          if (s.strm.avail_out === 0) {
            return BS_NEED_MORE;
          }
        }
      }
      s.insert = s.strstart < MIN_MATCH - 1 ? s.strstart : MIN_MATCH - 1;
      if (flush === Z_FINISH) {
        flush_block_only(s, true);
        if (s.strm.avail_out === 0) {
          return BS_FINISH_STARTED;
        }
        return BS_FINISH_DONE;
      }
      if (s.last_lit) {
        flush_block_only(s, false);
        if (s.strm.avail_out === 0) {
          return BS_NEED_MORE;
        }
      }
      return BS_BLOCK_DONE;
    }
    function deflate_slow(s, flush) {
      var hash_head;
      var bflush;
      var max_insert;
      for (; ; ) {
        if (s.lookahead < MIN_LOOKAHEAD) {
          fill_window(s);
          if (s.lookahead < MIN_LOOKAHEAD && flush === Z_NO_FLUSH) {
            return BS_NEED_MORE;
          }
          if (s.lookahead === 0) {
            break;
          }
        }
        hash_head = 0;
        if (s.lookahead >= MIN_MATCH) {
          s.ins_h = (s.ins_h << s.hash_shift ^ s.window[s.strstart + MIN_MATCH - 1]) & s.hash_mask;
          hash_head = s.prev[s.strstart & s.w_mask] = s.head[s.ins_h];
          s.head[s.ins_h] = s.strstart;
        }
        s.prev_length = s.match_length;
        s.prev_match = s.match_start;
        s.match_length = MIN_MATCH - 1;
        if (hash_head !== 0 && s.prev_length < s.max_lazy_match && s.strstart - hash_head <= s.w_size - MIN_LOOKAHEAD) {
          s.match_length = longest_match(s, hash_head);
          if (s.match_length <= 5 && (s.strategy === Z_FILTERED || s.match_length === MIN_MATCH && s.strstart - s.match_start > 4096)) {
            s.match_length = MIN_MATCH - 1;
          }
        }
        if (s.prev_length >= MIN_MATCH && s.match_length <= s.prev_length) {
          max_insert = s.strstart + s.lookahead - MIN_MATCH;
          bflush = trees._tr_tally(s, s.strstart - 1 - s.prev_match, s.prev_length - MIN_MATCH);
          s.lookahead -= s.prev_length - 1;
          s.prev_length -= 2;
          do {
            if (++s.strstart <= max_insert) {
              s.ins_h = (s.ins_h << s.hash_shift ^ s.window[s.strstart + MIN_MATCH - 1]) & s.hash_mask;
              hash_head = s.prev[s.strstart & s.w_mask] = s.head[s.ins_h];
              s.head[s.ins_h] = s.strstart;
            }
          } while (--s.prev_length !== 0);
          s.match_available = 0;
          s.match_length = MIN_MATCH - 1;
          s.strstart++;
          if (bflush) {
            flush_block_only(s, false);
            if (s.strm.avail_out === 0) {
              return BS_NEED_MORE;
            }
          }
        } else if (s.match_available) {
          bflush = trees._tr_tally(s, 0, s.window[s.strstart - 1]);
          if (bflush) {
            flush_block_only(s, false);
          }
          s.strstart++;
          s.lookahead--;
          if (s.strm.avail_out === 0) {
            return BS_NEED_MORE;
          }
        } else {
          s.match_available = 1;
          s.strstart++;
          s.lookahead--;
        }
      }
      if (s.match_available) {
        bflush = trees._tr_tally(s, 0, s.window[s.strstart - 1]);
        s.match_available = 0;
      }
      s.insert = s.strstart < MIN_MATCH - 1 ? s.strstart : MIN_MATCH - 1;
      if (flush === Z_FINISH) {
        flush_block_only(s, true);
        if (s.strm.avail_out === 0) {
          return BS_FINISH_STARTED;
        }
        return BS_FINISH_DONE;
      }
      if (s.last_lit) {
        flush_block_only(s, false);
        if (s.strm.avail_out === 0) {
          return BS_NEED_MORE;
        }
      }
      return BS_BLOCK_DONE;
    }
    function deflate_rle(s, flush) {
      var bflush;
      var prev;
      var scan2, strend;
      var _win = s.window;
      for (; ; ) {
        if (s.lookahead <= MAX_MATCH) {
          fill_window(s);
          if (s.lookahead <= MAX_MATCH && flush === Z_NO_FLUSH) {
            return BS_NEED_MORE;
          }
          if (s.lookahead === 0) {
            break;
          }
        }
        s.match_length = 0;
        if (s.lookahead >= MIN_MATCH && s.strstart > 0) {
          scan2 = s.strstart - 1;
          prev = _win[scan2];
          if (prev === _win[++scan2] && prev === _win[++scan2] && prev === _win[++scan2]) {
            strend = s.strstart + MAX_MATCH;
            do {
            } while (prev === _win[++scan2] && prev === _win[++scan2] && prev === _win[++scan2] && prev === _win[++scan2] && prev === _win[++scan2] && prev === _win[++scan2] && prev === _win[++scan2] && prev === _win[++scan2] && scan2 < strend);
            s.match_length = MAX_MATCH - (strend - scan2);
            if (s.match_length > s.lookahead) {
              s.match_length = s.lookahead;
            }
          }
        }
        if (s.match_length >= MIN_MATCH) {
          bflush = trees._tr_tally(s, 1, s.match_length - MIN_MATCH);
          s.lookahead -= s.match_length;
          s.strstart += s.match_length;
          s.match_length = 0;
        } else {
          bflush = trees._tr_tally(s, 0, s.window[s.strstart]);
          s.lookahead--;
          s.strstart++;
        }
        if (bflush) {
          flush_block_only(s, false);
          if (s.strm.avail_out === 0) {
            return BS_NEED_MORE;
          }
        }
      }
      s.insert = 0;
      if (flush === Z_FINISH) {
        flush_block_only(s, true);
        if (s.strm.avail_out === 0) {
          return BS_FINISH_STARTED;
        }
        return BS_FINISH_DONE;
      }
      if (s.last_lit) {
        flush_block_only(s, false);
        if (s.strm.avail_out === 0) {
          return BS_NEED_MORE;
        }
      }
      return BS_BLOCK_DONE;
    }
    function deflate_huff(s, flush) {
      var bflush;
      for (; ; ) {
        if (s.lookahead === 0) {
          fill_window(s);
          if (s.lookahead === 0) {
            if (flush === Z_NO_FLUSH) {
              return BS_NEED_MORE;
            }
            break;
          }
        }
        s.match_length = 0;
        bflush = trees._tr_tally(s, 0, s.window[s.strstart]);
        s.lookahead--;
        s.strstart++;
        if (bflush) {
          flush_block_only(s, false);
          if (s.strm.avail_out === 0) {
            return BS_NEED_MORE;
          }
        }
      }
      s.insert = 0;
      if (flush === Z_FINISH) {
        flush_block_only(s, true);
        if (s.strm.avail_out === 0) {
          return BS_FINISH_STARTED;
        }
        return BS_FINISH_DONE;
      }
      if (s.last_lit) {
        flush_block_only(s, false);
        if (s.strm.avail_out === 0) {
          return BS_NEED_MORE;
        }
      }
      return BS_BLOCK_DONE;
    }
    function Config(good_length, max_lazy, nice_length, max_chain, func) {
      this.good_length = good_length;
      this.max_lazy = max_lazy;
      this.nice_length = nice_length;
      this.max_chain = max_chain;
      this.func = func;
    }
    var configuration_table;
    configuration_table = [
      /*      good lazy nice chain */
      new Config(0, 0, 0, 0, deflate_stored),
      /* 0 store only */
      new Config(4, 4, 8, 4, deflate_fast),
      /* 1 max speed, no lazy matches */
      new Config(4, 5, 16, 8, deflate_fast),
      /* 2 */
      new Config(4, 6, 32, 32, deflate_fast),
      /* 3 */
      new Config(4, 4, 16, 16, deflate_slow),
      /* 4 lazy matches */
      new Config(8, 16, 32, 32, deflate_slow),
      /* 5 */
      new Config(8, 16, 128, 128, deflate_slow),
      /* 6 */
      new Config(8, 32, 128, 256, deflate_slow),
      /* 7 */
      new Config(32, 128, 258, 1024, deflate_slow),
      /* 8 */
      new Config(32, 258, 258, 4096, deflate_slow)
      /* 9 max compression */
    ];
    function lm_init(s) {
      s.window_size = 2 * s.w_size;
      zero(s.head);
      s.max_lazy_match = configuration_table[s.level].max_lazy;
      s.good_match = configuration_table[s.level].good_length;
      s.nice_match = configuration_table[s.level].nice_length;
      s.max_chain_length = configuration_table[s.level].max_chain;
      s.strstart = 0;
      s.block_start = 0;
      s.lookahead = 0;
      s.insert = 0;
      s.match_length = s.prev_length = MIN_MATCH - 1;
      s.match_available = 0;
      s.ins_h = 0;
    }
    function DeflateState() {
      this.strm = null;
      this.status = 0;
      this.pending_buf = null;
      this.pending_buf_size = 0;
      this.pending_out = 0;
      this.pending = 0;
      this.wrap = 0;
      this.gzhead = null;
      this.gzindex = 0;
      this.method = Z_DEFLATED;
      this.last_flush = -1;
      this.w_size = 0;
      this.w_bits = 0;
      this.w_mask = 0;
      this.window = null;
      this.window_size = 0;
      this.prev = null;
      this.head = null;
      this.ins_h = 0;
      this.hash_size = 0;
      this.hash_bits = 0;
      this.hash_mask = 0;
      this.hash_shift = 0;
      this.block_start = 0;
      this.match_length = 0;
      this.prev_match = 0;
      this.match_available = 0;
      this.strstart = 0;
      this.match_start = 0;
      this.lookahead = 0;
      this.prev_length = 0;
      this.max_chain_length = 0;
      this.max_lazy_match = 0;
      this.level = 0;
      this.strategy = 0;
      this.good_match = 0;
      this.nice_match = 0;
      this.dyn_ltree = new utils.Buf16(HEAP_SIZE * 2);
      this.dyn_dtree = new utils.Buf16((2 * D_CODES + 1) * 2);
      this.bl_tree = new utils.Buf16((2 * BL_CODES + 1) * 2);
      zero(this.dyn_ltree);
      zero(this.dyn_dtree);
      zero(this.bl_tree);
      this.l_desc = null;
      this.d_desc = null;
      this.bl_desc = null;
      this.bl_count = new utils.Buf16(MAX_BITS + 1);
      this.heap = new utils.Buf16(2 * L_CODES + 1);
      zero(this.heap);
      this.heap_len = 0;
      this.heap_max = 0;
      this.depth = new utils.Buf16(2 * L_CODES + 1);
      zero(this.depth);
      this.l_buf = 0;
      this.lit_bufsize = 0;
      this.last_lit = 0;
      this.d_buf = 0;
      this.opt_len = 0;
      this.static_len = 0;
      this.matches = 0;
      this.insert = 0;
      this.bi_buf = 0;
      this.bi_valid = 0;
    }
    function deflateResetKeep(strm) {
      var s;
      if (!strm || !strm.state) {
        return err(strm, Z_STREAM_ERROR);
      }
      strm.total_in = strm.total_out = 0;
      strm.data_type = Z_UNKNOWN;
      s = strm.state;
      s.pending = 0;
      s.pending_out = 0;
      if (s.wrap < 0) {
        s.wrap = -s.wrap;
      }
      s.status = s.wrap ? INIT_STATE : BUSY_STATE;
      strm.adler = s.wrap === 2 ? 0 : 1;
      s.last_flush = Z_NO_FLUSH;
      trees._tr_init(s);
      return Z_OK;
    }
    function deflateReset(strm) {
      var ret = deflateResetKeep(strm);
      if (ret === Z_OK) {
        lm_init(strm.state);
      }
      return ret;
    }
    function deflateSetHeader(strm, head) {
      if (!strm || !strm.state) {
        return Z_STREAM_ERROR;
      }
      if (strm.state.wrap !== 2) {
        return Z_STREAM_ERROR;
      }
      strm.state.gzhead = head;
      return Z_OK;
    }
    function deflateInit2(strm, level, method, windowBits, memLevel, strategy) {
      if (!strm) {
        return Z_STREAM_ERROR;
      }
      var wrap2 = 1;
      if (level === Z_DEFAULT_COMPRESSION) {
        level = 6;
      }
      if (windowBits < 0) {
        wrap2 = 0;
        windowBits = -windowBits;
      } else if (windowBits > 15) {
        wrap2 = 2;
        windowBits -= 16;
      }
      if (memLevel < 1 || memLevel > MAX_MEM_LEVEL || method !== Z_DEFLATED || windowBits < 8 || windowBits > 15 || level < 0 || level > 9 || strategy < 0 || strategy > Z_FIXED) {
        return err(strm, Z_STREAM_ERROR);
      }
      if (windowBits === 8) {
        windowBits = 9;
      }
      var s = new DeflateState();
      strm.state = s;
      s.strm = strm;
      s.wrap = wrap2;
      s.gzhead = null;
      s.w_bits = windowBits;
      s.w_size = 1 << s.w_bits;
      s.w_mask = s.w_size - 1;
      s.hash_bits = memLevel + 7;
      s.hash_size = 1 << s.hash_bits;
      s.hash_mask = s.hash_size - 1;
      s.hash_shift = ~~((s.hash_bits + MIN_MATCH - 1) / MIN_MATCH);
      s.window = new utils.Buf8(s.w_size * 2);
      s.head = new utils.Buf16(s.hash_size);
      s.prev = new utils.Buf16(s.w_size);
      s.lit_bufsize = 1 << memLevel + 6;
      s.pending_buf_size = s.lit_bufsize * 4;
      s.pending_buf = new utils.Buf8(s.pending_buf_size);
      s.d_buf = 1 * s.lit_bufsize;
      s.l_buf = (1 + 2) * s.lit_bufsize;
      s.level = level;
      s.strategy = strategy;
      s.method = method;
      return deflateReset(strm);
    }
    function deflateInit(strm, level) {
      return deflateInit2(strm, level, Z_DEFLATED, MAX_WBITS, DEF_MEM_LEVEL, Z_DEFAULT_STRATEGY);
    }
    function deflate(strm, flush) {
      var old_flush, s;
      var beg, val;
      if (!strm || !strm.state || flush > Z_BLOCK || flush < 0) {
        return strm ? err(strm, Z_STREAM_ERROR) : Z_STREAM_ERROR;
      }
      s = strm.state;
      if (!strm.output || !strm.input && strm.avail_in !== 0 || s.status === FINISH_STATE && flush !== Z_FINISH) {
        return err(strm, strm.avail_out === 0 ? Z_BUF_ERROR : Z_STREAM_ERROR);
      }
      s.strm = strm;
      old_flush = s.last_flush;
      s.last_flush = flush;
      if (s.status === INIT_STATE) {
        if (s.wrap === 2) {
          strm.adler = 0;
          put_byte(s, 31);
          put_byte(s, 139);
          put_byte(s, 8);
          if (!s.gzhead) {
            put_byte(s, 0);
            put_byte(s, 0);
            put_byte(s, 0);
            put_byte(s, 0);
            put_byte(s, 0);
            put_byte(s, s.level === 9 ? 2 : s.strategy >= Z_HUFFMAN_ONLY || s.level < 2 ? 4 : 0);
            put_byte(s, OS_CODE);
            s.status = BUSY_STATE;
          } else {
            put_byte(
              s,
              (s.gzhead.text ? 1 : 0) + (s.gzhead.hcrc ? 2 : 0) + (!s.gzhead.extra ? 0 : 4) + (!s.gzhead.name ? 0 : 8) + (!s.gzhead.comment ? 0 : 16)
            );
            put_byte(s, s.gzhead.time & 255);
            put_byte(s, s.gzhead.time >> 8 & 255);
            put_byte(s, s.gzhead.time >> 16 & 255);
            put_byte(s, s.gzhead.time >> 24 & 255);
            put_byte(s, s.level === 9 ? 2 : s.strategy >= Z_HUFFMAN_ONLY || s.level < 2 ? 4 : 0);
            put_byte(s, s.gzhead.os & 255);
            if (s.gzhead.extra && s.gzhead.extra.length) {
              put_byte(s, s.gzhead.extra.length & 255);
              put_byte(s, s.gzhead.extra.length >> 8 & 255);
            }
            if (s.gzhead.hcrc) {
              strm.adler = crc32(strm.adler, s.pending_buf, s.pending, 0);
            }
            s.gzindex = 0;
            s.status = EXTRA_STATE;
          }
        } else {
          var header = Z_DEFLATED + (s.w_bits - 8 << 4) << 8;
          var level_flags = -1;
          if (s.strategy >= Z_HUFFMAN_ONLY || s.level < 2) {
            level_flags = 0;
          } else if (s.level < 6) {
            level_flags = 1;
          } else if (s.level === 6) {
            level_flags = 2;
          } else {
            level_flags = 3;
          }
          header |= level_flags << 6;
          if (s.strstart !== 0) {
            header |= PRESET_DICT;
          }
          header += 31 - header % 31;
          s.status = BUSY_STATE;
          putShortMSB(s, header);
          if (s.strstart !== 0) {
            putShortMSB(s, strm.adler >>> 16);
            putShortMSB(s, strm.adler & 65535);
          }
          strm.adler = 1;
        }
      }
      if (s.status === EXTRA_STATE) {
        if (s.gzhead.extra) {
          beg = s.pending;
          while (s.gzindex < (s.gzhead.extra.length & 65535)) {
            if (s.pending === s.pending_buf_size) {
              if (s.gzhead.hcrc && s.pending > beg) {
                strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
              }
              flush_pending(strm);
              beg = s.pending;
              if (s.pending === s.pending_buf_size) {
                break;
              }
            }
            put_byte(s, s.gzhead.extra[s.gzindex] & 255);
            s.gzindex++;
          }
          if (s.gzhead.hcrc && s.pending > beg) {
            strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
          }
          if (s.gzindex === s.gzhead.extra.length) {
            s.gzindex = 0;
            s.status = NAME_STATE;
          }
        } else {
          s.status = NAME_STATE;
        }
      }
      if (s.status === NAME_STATE) {
        if (s.gzhead.name) {
          beg = s.pending;
          do {
            if (s.pending === s.pending_buf_size) {
              if (s.gzhead.hcrc && s.pending > beg) {
                strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
              }
              flush_pending(strm);
              beg = s.pending;
              if (s.pending === s.pending_buf_size) {
                val = 1;
                break;
              }
            }
            if (s.gzindex < s.gzhead.name.length) {
              val = s.gzhead.name.charCodeAt(s.gzindex++) & 255;
            } else {
              val = 0;
            }
            put_byte(s, val);
          } while (val !== 0);
          if (s.gzhead.hcrc && s.pending > beg) {
            strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
          }
          if (val === 0) {
            s.gzindex = 0;
            s.status = COMMENT_STATE;
          }
        } else {
          s.status = COMMENT_STATE;
        }
      }
      if (s.status === COMMENT_STATE) {
        if (s.gzhead.comment) {
          beg = s.pending;
          do {
            if (s.pending === s.pending_buf_size) {
              if (s.gzhead.hcrc && s.pending > beg) {
                strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
              }
              flush_pending(strm);
              beg = s.pending;
              if (s.pending === s.pending_buf_size) {
                val = 1;
                break;
              }
            }
            if (s.gzindex < s.gzhead.comment.length) {
              val = s.gzhead.comment.charCodeAt(s.gzindex++) & 255;
            } else {
              val = 0;
            }
            put_byte(s, val);
          } while (val !== 0);
          if (s.gzhead.hcrc && s.pending > beg) {
            strm.adler = crc32(strm.adler, s.pending_buf, s.pending - beg, beg);
          }
          if (val === 0) {
            s.status = HCRC_STATE;
          }
        } else {
          s.status = HCRC_STATE;
        }
      }
      if (s.status === HCRC_STATE) {
        if (s.gzhead.hcrc) {
          if (s.pending + 2 > s.pending_buf_size) {
            flush_pending(strm);
          }
          if (s.pending + 2 <= s.pending_buf_size) {
            put_byte(s, strm.adler & 255);
            put_byte(s, strm.adler >> 8 & 255);
            strm.adler = 0;
            s.status = BUSY_STATE;
          }
        } else {
          s.status = BUSY_STATE;
        }
      }
      if (s.pending !== 0) {
        flush_pending(strm);
        if (strm.avail_out === 0) {
          s.last_flush = -1;
          return Z_OK;
        }
      } else if (strm.avail_in === 0 && rank(flush) <= rank(old_flush) && flush !== Z_FINISH) {
        return err(strm, Z_BUF_ERROR);
      }
      if (s.status === FINISH_STATE && strm.avail_in !== 0) {
        return err(strm, Z_BUF_ERROR);
      }
      if (strm.avail_in !== 0 || s.lookahead !== 0 || flush !== Z_NO_FLUSH && s.status !== FINISH_STATE) {
        var bstate = s.strategy === Z_HUFFMAN_ONLY ? deflate_huff(s, flush) : s.strategy === Z_RLE ? deflate_rle(s, flush) : configuration_table[s.level].func(s, flush);
        if (bstate === BS_FINISH_STARTED || bstate === BS_FINISH_DONE) {
          s.status = FINISH_STATE;
        }
        if (bstate === BS_NEED_MORE || bstate === BS_FINISH_STARTED) {
          if (strm.avail_out === 0) {
            s.last_flush = -1;
          }
          return Z_OK;
        }
        if (bstate === BS_BLOCK_DONE) {
          if (flush === Z_PARTIAL_FLUSH) {
            trees._tr_align(s);
          } else if (flush !== Z_BLOCK) {
            trees._tr_stored_block(s, 0, 0, false);
            if (flush === Z_FULL_FLUSH) {
              zero(s.head);
              if (s.lookahead === 0) {
                s.strstart = 0;
                s.block_start = 0;
                s.insert = 0;
              }
            }
          }
          flush_pending(strm);
          if (strm.avail_out === 0) {
            s.last_flush = -1;
            return Z_OK;
          }
        }
      }
      if (flush !== Z_FINISH) {
        return Z_OK;
      }
      if (s.wrap <= 0) {
        return Z_STREAM_END;
      }
      if (s.wrap === 2) {
        put_byte(s, strm.adler & 255);
        put_byte(s, strm.adler >> 8 & 255);
        put_byte(s, strm.adler >> 16 & 255);
        put_byte(s, strm.adler >> 24 & 255);
        put_byte(s, strm.total_in & 255);
        put_byte(s, strm.total_in >> 8 & 255);
        put_byte(s, strm.total_in >> 16 & 255);
        put_byte(s, strm.total_in >> 24 & 255);
      } else {
        putShortMSB(s, strm.adler >>> 16);
        putShortMSB(s, strm.adler & 65535);
      }
      flush_pending(strm);
      if (s.wrap > 0) {
        s.wrap = -s.wrap;
      }
      return s.pending !== 0 ? Z_OK : Z_STREAM_END;
    }
    function deflateEnd(strm) {
      var status;
      if (!strm || !strm.state) {
        return Z_STREAM_ERROR;
      }
      status = strm.state.status;
      if (status !== INIT_STATE && status !== EXTRA_STATE && status !== NAME_STATE && status !== COMMENT_STATE && status !== HCRC_STATE && status !== BUSY_STATE && status !== FINISH_STATE) {
        return err(strm, Z_STREAM_ERROR);
      }
      strm.state = null;
      return status === BUSY_STATE ? err(strm, Z_DATA_ERROR) : Z_OK;
    }
    function deflateSetDictionary(strm, dictionary) {
      var dictLength = dictionary.length;
      var s;
      var str5, n;
      var wrap2;
      var avail;
      var next;
      var input;
      var tmpDict;
      if (!strm || !strm.state) {
        return Z_STREAM_ERROR;
      }
      s = strm.state;
      wrap2 = s.wrap;
      if (wrap2 === 2 || wrap2 === 1 && s.status !== INIT_STATE || s.lookahead) {
        return Z_STREAM_ERROR;
      }
      if (wrap2 === 1) {
        strm.adler = adler32(strm.adler, dictionary, dictLength, 0);
      }
      s.wrap = 0;
      if (dictLength >= s.w_size) {
        if (wrap2 === 0) {
          zero(s.head);
          s.strstart = 0;
          s.block_start = 0;
          s.insert = 0;
        }
        tmpDict = new utils.Buf8(s.w_size);
        utils.arraySet(tmpDict, dictionary, dictLength - s.w_size, s.w_size, 0);
        dictionary = tmpDict;
        dictLength = s.w_size;
      }
      avail = strm.avail_in;
      next = strm.next_in;
      input = strm.input;
      strm.avail_in = dictLength;
      strm.next_in = 0;
      strm.input = dictionary;
      fill_window(s);
      while (s.lookahead >= MIN_MATCH) {
        str5 = s.strstart;
        n = s.lookahead - (MIN_MATCH - 1);
        do {
          s.ins_h = (s.ins_h << s.hash_shift ^ s.window[str5 + MIN_MATCH - 1]) & s.hash_mask;
          s.prev[str5 & s.w_mask] = s.head[s.ins_h];
          s.head[s.ins_h] = str5;
          str5++;
        } while (--n);
        s.strstart = str5;
        s.lookahead = MIN_MATCH - 1;
        fill_window(s);
      }
      s.strstart += s.lookahead;
      s.block_start = s.strstart;
      s.insert = s.lookahead;
      s.lookahead = 0;
      s.match_length = s.prev_length = MIN_MATCH - 1;
      s.match_available = 0;
      strm.next_in = next;
      strm.input = input;
      strm.avail_in = avail;
      s.wrap = wrap2;
      return Z_OK;
    }
    exports2.deflateInit = deflateInit;
    exports2.deflateInit2 = deflateInit2;
    exports2.deflateReset = deflateReset;
    exports2.deflateResetKeep = deflateResetKeep;
    exports2.deflateSetHeader = deflateSetHeader;
    exports2.deflate = deflate;
    exports2.deflateEnd = deflateEnd;
    exports2.deflateSetDictionary = deflateSetDictionary;
    exports2.deflateInfo = "pako deflate (from Nodeca project)";
  }
});

// node_modules/pako/lib/utils/strings.js
var require_strings = __commonJS({
  "node_modules/pako/lib/utils/strings.js"(exports2) {
    "use strict";
    var utils = require_common();
    var STR_APPLY_OK = true;
    var STR_APPLY_UIA_OK = true;
    try {
      String.fromCharCode.apply(null, [0]);
    } catch (__) {
      STR_APPLY_OK = false;
    }
    try {
      String.fromCharCode.apply(null, new Uint8Array(1));
    } catch (__) {
      STR_APPLY_UIA_OK = false;
    }
    var _utf8len = new utils.Buf8(256);
    for (q = 0; q < 256; q++) {
      _utf8len[q] = q >= 252 ? 6 : q >= 248 ? 5 : q >= 240 ? 4 : q >= 224 ? 3 : q >= 192 ? 2 : 1;
    }
    var q;
    _utf8len[254] = _utf8len[254] = 1;
    exports2.string2buf = function(str5) {
      var buf, c, c2, m_pos, i, str_len = str5.length, buf_len = 0;
      for (m_pos = 0; m_pos < str_len; m_pos++) {
        c = str5.charCodeAt(m_pos);
        if ((c & 64512) === 55296 && m_pos + 1 < str_len) {
          c2 = str5.charCodeAt(m_pos + 1);
          if ((c2 & 64512) === 56320) {
            c = 65536 + (c - 55296 << 10) + (c2 - 56320);
            m_pos++;
          }
        }
        buf_len += c < 128 ? 1 : c < 2048 ? 2 : c < 65536 ? 3 : 4;
      }
      buf = new utils.Buf8(buf_len);
      for (i = 0, m_pos = 0; i < buf_len; m_pos++) {
        c = str5.charCodeAt(m_pos);
        if ((c & 64512) === 55296 && m_pos + 1 < str_len) {
          c2 = str5.charCodeAt(m_pos + 1);
          if ((c2 & 64512) === 56320) {
            c = 65536 + (c - 55296 << 10) + (c2 - 56320);
            m_pos++;
          }
        }
        if (c < 128) {
          buf[i++] = c;
        } else if (c < 2048) {
          buf[i++] = 192 | c >>> 6;
          buf[i++] = 128 | c & 63;
        } else if (c < 65536) {
          buf[i++] = 224 | c >>> 12;
          buf[i++] = 128 | c >>> 6 & 63;
          buf[i++] = 128 | c & 63;
        } else {
          buf[i++] = 240 | c >>> 18;
          buf[i++] = 128 | c >>> 12 & 63;
          buf[i++] = 128 | c >>> 6 & 63;
          buf[i++] = 128 | c & 63;
        }
      }
      return buf;
    };
    function buf2binstring(buf, len) {
      if (len < 65534) {
        if (buf.subarray && STR_APPLY_UIA_OK || !buf.subarray && STR_APPLY_OK) {
          return String.fromCharCode.apply(null, utils.shrinkBuf(buf, len));
        }
      }
      var result = "";
      for (var i = 0; i < len; i++) {
        result += String.fromCharCode(buf[i]);
      }
      return result;
    }
    exports2.buf2binstring = function(buf) {
      return buf2binstring(buf, buf.length);
    };
    exports2.binstring2buf = function(str5) {
      var buf = new utils.Buf8(str5.length);
      for (var i = 0, len = buf.length; i < len; i++) {
        buf[i] = str5.charCodeAt(i);
      }
      return buf;
    };
    exports2.buf2string = function(buf, max2) {
      var i, out, c, c_len;
      var len = max2 || buf.length;
      var utf16buf = new Array(len * 2);
      for (out = 0, i = 0; i < len; ) {
        c = buf[i++];
        if (c < 128) {
          utf16buf[out++] = c;
          continue;
        }
        c_len = _utf8len[c];
        if (c_len > 4) {
          utf16buf[out++] = 65533;
          i += c_len - 1;
          continue;
        }
        c &= c_len === 2 ? 31 : c_len === 3 ? 15 : 7;
        while (c_len > 1 && i < len) {
          c = c << 6 | buf[i++] & 63;
          c_len--;
        }
        if (c_len > 1) {
          utf16buf[out++] = 65533;
          continue;
        }
        if (c < 65536) {
          utf16buf[out++] = c;
        } else {
          c -= 65536;
          utf16buf[out++] = 55296 | c >> 10 & 1023;
          utf16buf[out++] = 56320 | c & 1023;
        }
      }
      return buf2binstring(utf16buf, out);
    };
    exports2.utf8border = function(buf, max2) {
      var pos;
      max2 = max2 || buf.length;
      if (max2 > buf.length) {
        max2 = buf.length;
      }
      pos = max2 - 1;
      while (pos >= 0 && (buf[pos] & 192) === 128) {
        pos--;
      }
      if (pos < 0) {
        return max2;
      }
      if (pos === 0) {
        return max2;
      }
      return pos + _utf8len[buf[pos]] > max2 ? pos : max2;
    };
  }
});

// node_modules/pako/lib/zlib/zstream.js
var require_zstream = __commonJS({
  "node_modules/pako/lib/zlib/zstream.js"(exports2, module2) {
    "use strict";
    function ZStream() {
      this.input = null;
      this.next_in = 0;
      this.avail_in = 0;
      this.total_in = 0;
      this.output = null;
      this.next_out = 0;
      this.avail_out = 0;
      this.total_out = 0;
      this.msg = "";
      this.state = null;
      this.data_type = 2;
      this.adler = 0;
    }
    module2.exports = ZStream;
  }
});

// node_modules/pako/lib/deflate.js
var require_deflate2 = __commonJS({
  "node_modules/pako/lib/deflate.js"(exports2) {
    "use strict";
    var zlib_deflate = require_deflate();
    var utils = require_common();
    var strings2 = require_strings();
    var msg = require_messages();
    var ZStream = require_zstream();
    var toString = Object.prototype.toString;
    var Z_NO_FLUSH = 0;
    var Z_FINISH = 4;
    var Z_OK = 0;
    var Z_STREAM_END = 1;
    var Z_SYNC_FLUSH = 2;
    var Z_DEFAULT_COMPRESSION = -1;
    var Z_DEFAULT_STRATEGY = 0;
    var Z_DEFLATED = 8;
    function Deflate(options) {
      if (!(this instanceof Deflate)) return new Deflate(options);
      this.options = utils.assign({
        level: Z_DEFAULT_COMPRESSION,
        method: Z_DEFLATED,
        chunkSize: 16384,
        windowBits: 15,
        memLevel: 8,
        strategy: Z_DEFAULT_STRATEGY,
        to: ""
      }, options || {});
      var opt = this.options;
      if (opt.raw && opt.windowBits > 0) {
        opt.windowBits = -opt.windowBits;
      } else if (opt.gzip && opt.windowBits > 0 && opt.windowBits < 16) {
        opt.windowBits += 16;
      }
      this.err = 0;
      this.msg = "";
      this.ended = false;
      this.chunks = [];
      this.strm = new ZStream();
      this.strm.avail_out = 0;
      var status = zlib_deflate.deflateInit2(
        this.strm,
        opt.level,
        opt.method,
        opt.windowBits,
        opt.memLevel,
        opt.strategy
      );
      if (status !== Z_OK) {
        throw new Error(msg[status]);
      }
      if (opt.header) {
        zlib_deflate.deflateSetHeader(this.strm, opt.header);
      }
      if (opt.dictionary) {
        var dict;
        if (typeof opt.dictionary === "string") {
          dict = strings2.string2buf(opt.dictionary);
        } else if (toString.call(opt.dictionary) === "[object ArrayBuffer]") {
          dict = new Uint8Array(opt.dictionary);
        } else {
          dict = opt.dictionary;
        }
        status = zlib_deflate.deflateSetDictionary(this.strm, dict);
        if (status !== Z_OK) {
          throw new Error(msg[status]);
        }
        this._dict_set = true;
      }
    }
    Deflate.prototype.push = function(data2, mode2) {
      var strm = this.strm;
      var chunkSize = this.options.chunkSize;
      var status, _mode;
      if (this.ended) {
        return false;
      }
      _mode = mode2 === ~~mode2 ? mode2 : mode2 === true ? Z_FINISH : Z_NO_FLUSH;
      if (typeof data2 === "string") {
        strm.input = strings2.string2buf(data2);
      } else if (toString.call(data2) === "[object ArrayBuffer]") {
        strm.input = new Uint8Array(data2);
      } else {
        strm.input = data2;
      }
      strm.next_in = 0;
      strm.avail_in = strm.input.length;
      do {
        if (strm.avail_out === 0) {
          strm.output = new utils.Buf8(chunkSize);
          strm.next_out = 0;
          strm.avail_out = chunkSize;
        }
        status = zlib_deflate.deflate(strm, _mode);
        if (status !== Z_STREAM_END && status !== Z_OK) {
          this.onEnd(status);
          this.ended = true;
          return false;
        }
        if (strm.avail_out === 0 || strm.avail_in === 0 && (_mode === Z_FINISH || _mode === Z_SYNC_FLUSH)) {
          if (this.options.to === "string") {
            this.onData(strings2.buf2binstring(utils.shrinkBuf(strm.output, strm.next_out)));
          } else {
            this.onData(utils.shrinkBuf(strm.output, strm.next_out));
          }
        }
      } while ((strm.avail_in > 0 || strm.avail_out === 0) && status !== Z_STREAM_END);
      if (_mode === Z_FINISH) {
        status = zlib_deflate.deflateEnd(this.strm);
        this.onEnd(status);
        this.ended = true;
        return status === Z_OK;
      }
      if (_mode === Z_SYNC_FLUSH) {
        this.onEnd(Z_OK);
        strm.avail_out = 0;
        return true;
      }
      return true;
    };
    Deflate.prototype.onData = function(chunk) {
      this.chunks.push(chunk);
    };
    Deflate.prototype.onEnd = function(status) {
      if (status === Z_OK) {
        if (this.options.to === "string") {
          this.result = this.chunks.join("");
        } else {
          this.result = utils.flattenChunks(this.chunks);
        }
      }
      this.chunks = [];
      this.err = status;
      this.msg = this.strm.msg;
    };
    function deflate(input, options) {
      var deflator = new Deflate(options);
      deflator.push(input, true);
      if (deflator.err) {
        throw deflator.msg || msg[deflator.err];
      }
      return deflator.result;
    }
    function deflateRaw(input, options) {
      options = options || {};
      options.raw = true;
      return deflate(input, options);
    }
    function gzip(input, options) {
      options = options || {};
      options.gzip = true;
      return deflate(input, options);
    }
    exports2.Deflate = Deflate;
    exports2.deflate = deflate;
    exports2.deflateRaw = deflateRaw;
    exports2.gzip = gzip;
  }
});

// node_modules/pako/lib/zlib/inffast.js
var require_inffast = __commonJS({
  "node_modules/pako/lib/zlib/inffast.js"(exports2, module2) {
    "use strict";
    var BAD = 30;
    var TYPE = 12;
    module2.exports = function inflate_fast(strm, start2) {
      var state;
      var _in;
      var last;
      var _out;
      var beg;
      var end;
      var dmax;
      var wsize;
      var whave;
      var wnext;
      var s_window;
      var hold;
      var bits;
      var lcode;
      var dcode;
      var lmask;
      var dmask;
      var here;
      var op;
      var len;
      var dist;
      var from;
      var from_source;
      var input, output;
      state = strm.state;
      _in = strm.next_in;
      input = strm.input;
      last = _in + (strm.avail_in - 5);
      _out = strm.next_out;
      output = strm.output;
      beg = _out - (start2 - strm.avail_out);
      end = _out + (strm.avail_out - 257);
      dmax = state.dmax;
      wsize = state.wsize;
      whave = state.whave;
      wnext = state.wnext;
      s_window = state.window;
      hold = state.hold;
      bits = state.bits;
      lcode = state.lencode;
      dcode = state.distcode;
      lmask = (1 << state.lenbits) - 1;
      dmask = (1 << state.distbits) - 1;
      top:
        do {
          if (bits < 15) {
            hold += input[_in++] << bits;
            bits += 8;
            hold += input[_in++] << bits;
            bits += 8;
          }
          here = lcode[hold & lmask];
          dolen:
            for (; ; ) {
              op = here >>> 24;
              hold >>>= op;
              bits -= op;
              op = here >>> 16 & 255;
              if (op === 0) {
                output[_out++] = here & 65535;
              } else if (op & 16) {
                len = here & 65535;
                op &= 15;
                if (op) {
                  if (bits < op) {
                    hold += input[_in++] << bits;
                    bits += 8;
                  }
                  len += hold & (1 << op) - 1;
                  hold >>>= op;
                  bits -= op;
                }
                if (bits < 15) {
                  hold += input[_in++] << bits;
                  bits += 8;
                  hold += input[_in++] << bits;
                  bits += 8;
                }
                here = dcode[hold & dmask];
                dodist:
                  for (; ; ) {
                    op = here >>> 24;
                    hold >>>= op;
                    bits -= op;
                    op = here >>> 16 & 255;
                    if (op & 16) {
                      dist = here & 65535;
                      op &= 15;
                      if (bits < op) {
                        hold += input[_in++] << bits;
                        bits += 8;
                        if (bits < op) {
                          hold += input[_in++] << bits;
                          bits += 8;
                        }
                      }
                      dist += hold & (1 << op) - 1;
                      if (dist > dmax) {
                        strm.msg = "invalid distance too far back";
                        state.mode = BAD;
                        break top;
                      }
                      hold >>>= op;
                      bits -= op;
                      op = _out - beg;
                      if (dist > op) {
                        op = dist - op;
                        if (op > whave) {
                          if (state.sane) {
                            strm.msg = "invalid distance too far back";
                            state.mode = BAD;
                            break top;
                          }
                        }
                        from = 0;
                        from_source = s_window;
                        if (wnext === 0) {
                          from += wsize - op;
                          if (op < len) {
                            len -= op;
                            do {
                              output[_out++] = s_window[from++];
                            } while (--op);
                            from = _out - dist;
                            from_source = output;
                          }
                        } else if (wnext < op) {
                          from += wsize + wnext - op;
                          op -= wnext;
                          if (op < len) {
                            len -= op;
                            do {
                              output[_out++] = s_window[from++];
                            } while (--op);
                            from = 0;
                            if (wnext < len) {
                              op = wnext;
                              len -= op;
                              do {
                                output[_out++] = s_window[from++];
                              } while (--op);
                              from = _out - dist;
                              from_source = output;
                            }
                          }
                        } else {
                          from += wnext - op;
                          if (op < len) {
                            len -= op;
                            do {
                              output[_out++] = s_window[from++];
                            } while (--op);
                            from = _out - dist;
                            from_source = output;
                          }
                        }
                        while (len > 2) {
                          output[_out++] = from_source[from++];
                          output[_out++] = from_source[from++];
                          output[_out++] = from_source[from++];
                          len -= 3;
                        }
                        if (len) {
                          output[_out++] = from_source[from++];
                          if (len > 1) {
                            output[_out++] = from_source[from++];
                          }
                        }
                      } else {
                        from = _out - dist;
                        do {
                          output[_out++] = output[from++];
                          output[_out++] = output[from++];
                          output[_out++] = output[from++];
                          len -= 3;
                        } while (len > 2);
                        if (len) {
                          output[_out++] = output[from++];
                          if (len > 1) {
                            output[_out++] = output[from++];
                          }
                        }
                      }
                    } else if ((op & 64) === 0) {
                      here = dcode[(here & 65535) + (hold & (1 << op) - 1)];
                      continue dodist;
                    } else {
                      strm.msg = "invalid distance code";
                      state.mode = BAD;
                      break top;
                    }
                    break;
                  }
              } else if ((op & 64) === 0) {
                here = lcode[(here & 65535) + (hold & (1 << op) - 1)];
                continue dolen;
              } else if (op & 32) {
                state.mode = TYPE;
                break top;
              } else {
                strm.msg = "invalid literal/length code";
                state.mode = BAD;
                break top;
              }
              break;
            }
        } while (_in < last && _out < end);
      len = bits >> 3;
      _in -= len;
      bits -= len << 3;
      hold &= (1 << bits) - 1;
      strm.next_in = _in;
      strm.next_out = _out;
      strm.avail_in = _in < last ? 5 + (last - _in) : 5 - (_in - last);
      strm.avail_out = _out < end ? 257 + (end - _out) : 257 - (_out - end);
      state.hold = hold;
      state.bits = bits;
      return;
    };
  }
});

// node_modules/pako/lib/zlib/inftrees.js
var require_inftrees = __commonJS({
  "node_modules/pako/lib/zlib/inftrees.js"(exports2, module2) {
    "use strict";
    var utils = require_common();
    var MAXBITS = 15;
    var ENOUGH_LENS = 852;
    var ENOUGH_DISTS = 592;
    var CODES2 = 0;
    var LENS = 1;
    var DISTS = 2;
    var lbase = [
      /* Length codes 257..285 base */
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      10,
      11,
      13,
      15,
      17,
      19,
      23,
      27,
      31,
      35,
      43,
      51,
      59,
      67,
      83,
      99,
      115,
      131,
      163,
      195,
      227,
      258,
      0,
      0
    ];
    var lext = [
      /* Length codes 257..285 extra */
      16,
      16,
      16,
      16,
      16,
      16,
      16,
      16,
      17,
      17,
      17,
      17,
      18,
      18,
      18,
      18,
      19,
      19,
      19,
      19,
      20,
      20,
      20,
      20,
      21,
      21,
      21,
      21,
      16,
      72,
      78
    ];
    var dbase = [
      /* Distance codes 0..29 base */
      1,
      2,
      3,
      4,
      5,
      7,
      9,
      13,
      17,
      25,
      33,
      49,
      65,
      97,
      129,
      193,
      257,
      385,
      513,
      769,
      1025,
      1537,
      2049,
      3073,
      4097,
      6145,
      8193,
      12289,
      16385,
      24577,
      0,
      0
    ];
    var dext = [
      /* Distance codes 0..29 extra */
      16,
      16,
      16,
      16,
      17,
      17,
      18,
      18,
      19,
      19,
      20,
      20,
      21,
      21,
      22,
      22,
      23,
      23,
      24,
      24,
      25,
      25,
      26,
      26,
      27,
      27,
      28,
      28,
      29,
      29,
      64,
      64
    ];
    module2.exports = function inflate_table(type2, lens, lens_index, codes, table2, table_index, work, opts) {
      var bits = opts.bits;
      var len = 0;
      var sym = 0;
      var min = 0, max2 = 0;
      var root = 0;
      var curr = 0;
      var drop = 0;
      var left = 0;
      var used = 0;
      var huff = 0;
      var incr;
      var fill;
      var low;
      var mask;
      var next;
      var base = null;
      var base_index = 0;
      var end;
      var count3 = new utils.Buf16(MAXBITS + 1);
      var offs = new utils.Buf16(MAXBITS + 1);
      var extra = null;
      var extra_index = 0;
      var here_bits, here_op, here_val;
      for (len = 0; len <= MAXBITS; len++) {
        count3[len] = 0;
      }
      for (sym = 0; sym < codes; sym++) {
        count3[lens[lens_index + sym]]++;
      }
      root = bits;
      for (max2 = MAXBITS; max2 >= 1; max2--) {
        if (count3[max2] !== 0) {
          break;
        }
      }
      if (root > max2) {
        root = max2;
      }
      if (max2 === 0) {
        table2[table_index++] = 1 << 24 | 64 << 16 | 0;
        table2[table_index++] = 1 << 24 | 64 << 16 | 0;
        opts.bits = 1;
        return 0;
      }
      for (min = 1; min < max2; min++) {
        if (count3[min] !== 0) {
          break;
        }
      }
      if (root < min) {
        root = min;
      }
      left = 1;
      for (len = 1; len <= MAXBITS; len++) {
        left <<= 1;
        left -= count3[len];
        if (left < 0) {
          return -1;
        }
      }
      if (left > 0 && (type2 === CODES2 || max2 !== 1)) {
        return -1;
      }
      offs[1] = 0;
      for (len = 1; len < MAXBITS; len++) {
        offs[len + 1] = offs[len] + count3[len];
      }
      for (sym = 0; sym < codes; sym++) {
        if (lens[lens_index + sym] !== 0) {
          work[offs[lens[lens_index + sym]]++] = sym;
        }
      }
      if (type2 === CODES2) {
        base = extra = work;
        end = 19;
      } else if (type2 === LENS) {
        base = lbase;
        base_index -= 257;
        extra = lext;
        extra_index -= 257;
        end = 256;
      } else {
        base = dbase;
        extra = dext;
        end = -1;
      }
      huff = 0;
      sym = 0;
      len = min;
      next = table_index;
      curr = root;
      drop = 0;
      low = -1;
      used = 1 << root;
      mask = used - 1;
      if (type2 === LENS && used > ENOUGH_LENS || type2 === DISTS && used > ENOUGH_DISTS) {
        return 1;
      }
      for (; ; ) {
        here_bits = len - drop;
        if (work[sym] < end) {
          here_op = 0;
          here_val = work[sym];
        } else if (work[sym] > end) {
          here_op = extra[extra_index + work[sym]];
          here_val = base[base_index + work[sym]];
        } else {
          here_op = 32 + 64;
          here_val = 0;
        }
        incr = 1 << len - drop;
        fill = 1 << curr;
        min = fill;
        do {
          fill -= incr;
          table2[next + (huff >> drop) + fill] = here_bits << 24 | here_op << 16 | here_val | 0;
        } while (fill !== 0);
        incr = 1 << len - 1;
        while (huff & incr) {
          incr >>= 1;
        }
        if (incr !== 0) {
          huff &= incr - 1;
          huff += incr;
        } else {
          huff = 0;
        }
        sym++;
        if (--count3[len] === 0) {
          if (len === max2) {
            break;
          }
          len = lens[lens_index + work[sym]];
        }
        if (len > root && (huff & mask) !== low) {
          if (drop === 0) {
            drop = root;
          }
          next += min;
          curr = len - drop;
          left = 1 << curr;
          while (curr + drop < max2) {
            left -= count3[curr + drop];
            if (left <= 0) {
              break;
            }
            curr++;
            left <<= 1;
          }
          used += 1 << curr;
          if (type2 === LENS && used > ENOUGH_LENS || type2 === DISTS && used > ENOUGH_DISTS) {
            return 1;
          }
          low = huff & mask;
          table2[low] = root << 24 | curr << 16 | next - table_index | 0;
        }
      }
      if (huff !== 0) {
        table2[next + huff] = len - drop << 24 | 64 << 16 | 0;
      }
      opts.bits = root;
      return 0;
    };
  }
});

// node_modules/pako/lib/zlib/inflate.js
var require_inflate = __commonJS({
  "node_modules/pako/lib/zlib/inflate.js"(exports2) {
    "use strict";
    var utils = require_common();
    var adler32 = require_adler32();
    var crc32 = require_crc32();
    var inflate_fast = require_inffast();
    var inflate_table = require_inftrees();
    var CODES2 = 0;
    var LENS = 1;
    var DISTS = 2;
    var Z_FINISH = 4;
    var Z_BLOCK = 5;
    var Z_TREES = 6;
    var Z_OK = 0;
    var Z_STREAM_END = 1;
    var Z_NEED_DICT = 2;
    var Z_STREAM_ERROR = -2;
    var Z_DATA_ERROR = -3;
    var Z_MEM_ERROR = -4;
    var Z_BUF_ERROR = -5;
    var Z_DEFLATED = 8;
    var HEAD = 1;
    var FLAGS = 2;
    var TIME2 = 3;
    var OS = 4;
    var EXLEN = 5;
    var EXTRA = 6;
    var NAME3 = 7;
    var COMMENT = 8;
    var HCRC = 9;
    var DICTID = 10;
    var DICT = 11;
    var TYPE = 12;
    var TYPEDO = 13;
    var STORED = 14;
    var COPY_ = 15;
    var COPY = 16;
    var TABLE = 17;
    var LENLENS = 18;
    var CODELENS = 19;
    var LEN_ = 20;
    var LEN = 21;
    var LENEXT = 22;
    var DIST2 = 23;
    var DISTEXT = 24;
    var MATCH = 25;
    var LIT = 26;
    var CHECK = 27;
    var LENGTH = 28;
    var DONE = 29;
    var BAD = 30;
    var MEM = 31;
    var SYNC = 32;
    var ENOUGH_LENS = 852;
    var ENOUGH_DISTS = 592;
    var MAX_WBITS = 15;
    var DEF_WBITS = MAX_WBITS;
    function zswap32(q) {
      return (q >>> 24 & 255) + (q >>> 8 & 65280) + ((q & 65280) << 8) + ((q & 255) << 24);
    }
    function InflateState() {
      this.mode = 0;
      this.last = false;
      this.wrap = 0;
      this.havedict = false;
      this.flags = 0;
      this.dmax = 0;
      this.check = 0;
      this.total = 0;
      this.head = null;
      this.wbits = 0;
      this.wsize = 0;
      this.whave = 0;
      this.wnext = 0;
      this.window = null;
      this.hold = 0;
      this.bits = 0;
      this.length = 0;
      this.offset = 0;
      this.extra = 0;
      this.lencode = null;
      this.distcode = null;
      this.lenbits = 0;
      this.distbits = 0;
      this.ncode = 0;
      this.nlen = 0;
      this.ndist = 0;
      this.have = 0;
      this.next = null;
      this.lens = new utils.Buf16(320);
      this.work = new utils.Buf16(288);
      this.lendyn = null;
      this.distdyn = null;
      this.sane = 0;
      this.back = 0;
      this.was = 0;
    }
    function inflateResetKeep(strm) {
      var state;
      if (!strm || !strm.state) {
        return Z_STREAM_ERROR;
      }
      state = strm.state;
      strm.total_in = strm.total_out = state.total = 0;
      strm.msg = "";
      if (state.wrap) {
        strm.adler = state.wrap & 1;
      }
      state.mode = HEAD;
      state.last = 0;
      state.havedict = 0;
      state.dmax = 32768;
      state.head = null;
      state.hold = 0;
      state.bits = 0;
      state.lencode = state.lendyn = new utils.Buf32(ENOUGH_LENS);
      state.distcode = state.distdyn = new utils.Buf32(ENOUGH_DISTS);
      state.sane = 1;
      state.back = -1;
      return Z_OK;
    }
    function inflateReset(strm) {
      var state;
      if (!strm || !strm.state) {
        return Z_STREAM_ERROR;
      }
      state = strm.state;
      state.wsize = 0;
      state.whave = 0;
      state.wnext = 0;
      return inflateResetKeep(strm);
    }
    function inflateReset2(strm, windowBits) {
      var wrap2;
      var state;
      if (!strm || !strm.state) {
        return Z_STREAM_ERROR;
      }
      state = strm.state;
      if (windowBits < 0) {
        wrap2 = 0;
        windowBits = -windowBits;
      } else {
        wrap2 = (windowBits >> 4) + 1;
        if (windowBits < 48) {
          windowBits &= 15;
        }
      }
      if (windowBits && (windowBits < 8 || windowBits > 15)) {
        return Z_STREAM_ERROR;
      }
      if (state.window !== null && state.wbits !== windowBits) {
        state.window = null;
      }
      state.wrap = wrap2;
      state.wbits = windowBits;
      return inflateReset(strm);
    }
    function inflateInit2(strm, windowBits) {
      var ret;
      var state;
      if (!strm) {
        return Z_STREAM_ERROR;
      }
      state = new InflateState();
      strm.state = state;
      state.window = null;
      ret = inflateReset2(strm, windowBits);
      if (ret !== Z_OK) {
        strm.state = null;
      }
      return ret;
    }
    function inflateInit(strm) {
      return inflateInit2(strm, DEF_WBITS);
    }
    var virgin = true;
    var lenfix;
    var distfix;
    function fixedtables(state) {
      if (virgin) {
        var sym;
        lenfix = new utils.Buf32(512);
        distfix = new utils.Buf32(32);
        sym = 0;
        while (sym < 144) {
          state.lens[sym++] = 8;
        }
        while (sym < 256) {
          state.lens[sym++] = 9;
        }
        while (sym < 280) {
          state.lens[sym++] = 7;
        }
        while (sym < 288) {
          state.lens[sym++] = 8;
        }
        inflate_table(LENS, state.lens, 0, 288, lenfix, 0, state.work, { bits: 9 });
        sym = 0;
        while (sym < 32) {
          state.lens[sym++] = 5;
        }
        inflate_table(DISTS, state.lens, 0, 32, distfix, 0, state.work, { bits: 5 });
        virgin = false;
      }
      state.lencode = lenfix;
      state.lenbits = 9;
      state.distcode = distfix;
      state.distbits = 5;
    }
    function updatewindow(strm, src, end, copy) {
      var dist;
      var state = strm.state;
      if (state.window === null) {
        state.wsize = 1 << state.wbits;
        state.wnext = 0;
        state.whave = 0;
        state.window = new utils.Buf8(state.wsize);
      }
      if (copy >= state.wsize) {
        utils.arraySet(state.window, src, end - state.wsize, state.wsize, 0);
        state.wnext = 0;
        state.whave = state.wsize;
      } else {
        dist = state.wsize - state.wnext;
        if (dist > copy) {
          dist = copy;
        }
        utils.arraySet(state.window, src, end - copy, dist, state.wnext);
        copy -= dist;
        if (copy) {
          utils.arraySet(state.window, src, end - copy, copy, 0);
          state.wnext = copy;
          state.whave = state.wsize;
        } else {
          state.wnext += dist;
          if (state.wnext === state.wsize) {
            state.wnext = 0;
          }
          if (state.whave < state.wsize) {
            state.whave += dist;
          }
        }
      }
      return 0;
    }
    function inflate(strm, flush) {
      var state;
      var input, output;
      var next;
      var put;
      var have, left;
      var hold;
      var bits;
      var _in, _out;
      var copy;
      var from;
      var from_source;
      var here = 0;
      var here_bits, here_op, here_val;
      var last_bits, last_op, last_val;
      var len;
      var ret;
      var hbuf = new utils.Buf8(4);
      var opts;
      var n;
      var order = (
        /* permutation of code lengths */
        [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
      );
      if (!strm || !strm.state || !strm.output || !strm.input && strm.avail_in !== 0) {
        return Z_STREAM_ERROR;
      }
      state = strm.state;
      if (state.mode === TYPE) {
        state.mode = TYPEDO;
      }
      put = strm.next_out;
      output = strm.output;
      left = strm.avail_out;
      next = strm.next_in;
      input = strm.input;
      have = strm.avail_in;
      hold = state.hold;
      bits = state.bits;
      _in = have;
      _out = left;
      ret = Z_OK;
      inf_leave:
        for (; ; ) {
          switch (state.mode) {
            case HEAD:
              if (state.wrap === 0) {
                state.mode = TYPEDO;
                break;
              }
              while (bits < 16) {
                if (have === 0) {
                  break inf_leave;
                }
                have--;
                hold += input[next++] << bits;
                bits += 8;
              }
              if (state.wrap & 2 && hold === 35615) {
                state.check = 0;
                hbuf[0] = hold & 255;
                hbuf[1] = hold >>> 8 & 255;
                state.check = crc32(state.check, hbuf, 2, 0);
                hold = 0;
                bits = 0;
                state.mode = FLAGS;
                break;
              }
              state.flags = 0;
              if (state.head) {
                state.head.done = false;
              }
              if (!(state.wrap & 1) || /* check if zlib header allowed */
              (((hold & 255) << 8) + (hold >> 8)) % 31) {
                strm.msg = "incorrect header check";
                state.mode = BAD;
                break;
              }
              if ((hold & 15) !== Z_DEFLATED) {
                strm.msg = "unknown compression method";
                state.mode = BAD;
                break;
              }
              hold >>>= 4;
              bits -= 4;
              len = (hold & 15) + 8;
              if (state.wbits === 0) {
                state.wbits = len;
              } else if (len > state.wbits) {
                strm.msg = "invalid window size";
                state.mode = BAD;
                break;
              }
              state.dmax = 1 << len;
              strm.adler = state.check = 1;
              state.mode = hold & 512 ? DICTID : TYPE;
              hold = 0;
              bits = 0;
              break;
            case FLAGS:
              while (bits < 16) {
                if (have === 0) {
                  break inf_leave;
                }
                have--;
                hold += input[next++] << bits;
                bits += 8;
              }
              state.flags = hold;
              if ((state.flags & 255) !== Z_DEFLATED) {
                strm.msg = "unknown compression method";
                state.mode = BAD;
                break;
              }
              if (state.flags & 57344) {
                strm.msg = "unknown header flags set";
                state.mode = BAD;
                break;
              }
              if (state.head) {
                state.head.text = hold >> 8 & 1;
              }
              if (state.flags & 512) {
                hbuf[0] = hold & 255;
                hbuf[1] = hold >>> 8 & 255;
                state.check = crc32(state.check, hbuf, 2, 0);
              }
              hold = 0;
              bits = 0;
              state.mode = TIME2;
            /* falls through */
            case TIME2:
              while (bits < 32) {
                if (have === 0) {
                  break inf_leave;
                }
                have--;
                hold += input[next++] << bits;
                bits += 8;
              }
              if (state.head) {
                state.head.time = hold;
              }
              if (state.flags & 512) {
                hbuf[0] = hold & 255;
                hbuf[1] = hold >>> 8 & 255;
                hbuf[2] = hold >>> 16 & 255;
                hbuf[3] = hold >>> 24 & 255;
                state.check = crc32(state.check, hbuf, 4, 0);
              }
              hold = 0;
              bits = 0;
              state.mode = OS;
            /* falls through */
            case OS:
              while (bits < 16) {
                if (have === 0) {
                  break inf_leave;
                }
                have--;
                hold += input[next++] << bits;
                bits += 8;
              }
              if (state.head) {
                state.head.xflags = hold & 255;
                state.head.os = hold >> 8;
              }
              if (state.flags & 512) {
                hbuf[0] = hold & 255;
                hbuf[1] = hold >>> 8 & 255;
                state.check = crc32(state.check, hbuf, 2, 0);
              }
              hold = 0;
              bits = 0;
              state.mode = EXLEN;
            /* falls through */
            case EXLEN:
              if (state.flags & 1024) {
                while (bits < 16) {
                  if (have === 0) {
                    break inf_leave;
                  }
                  have--;
                  hold += input[next++] << bits;
                  bits += 8;
                }
                state.length = hold;
                if (state.head) {
                  state.head.extra_len = hold;
                }
                if (state.flags & 512) {
                  hbuf[0] = hold & 255;
                  hbuf[1] = hold >>> 8 & 255;
                  state.check = crc32(state.check, hbuf, 2, 0);
                }
                hold = 0;
                bits = 0;
              } else if (state.head) {
                state.head.extra = null;
              }
              state.mode = EXTRA;
            /* falls through */
            case EXTRA:
              if (state.flags & 1024) {
                copy = state.length;
                if (copy > have) {
                  copy = have;
                }
                if (copy) {
                  if (state.head) {
                    len = state.head.extra_len - state.length;
                    if (!state.head.extra) {
                      state.head.extra = new Array(state.head.extra_len);
                    }
                    utils.arraySet(
                      state.head.extra,
                      input,
                      next,
                      // extra field is limited to 65536 bytes
                      // - no need for additional size check
                      copy,
                      /*len + copy > state.head.extra_max - len ? state.head.extra_max : copy,*/
                      len
                    );
                  }
                  if (state.flags & 512) {
                    state.check = crc32(state.check, input, copy, next);
                  }
                  have -= copy;
                  next += copy;
                  state.length -= copy;
                }
                if (state.length) {
                  break inf_leave;
                }
              }
              state.length = 0;
              state.mode = NAME3;
            /* falls through */
            case NAME3:
              if (state.flags & 2048) {
                if (have === 0) {
                  break inf_leave;
                }
                copy = 0;
                do {
                  len = input[next + copy++];
                  if (state.head && len && state.length < 65536) {
                    state.head.name += String.fromCharCode(len);
                  }
                } while (len && copy < have);
                if (state.flags & 512) {
                  state.check = crc32(state.check, input, copy, next);
                }
                have -= copy;
                next += copy;
                if (len) {
                  break inf_leave;
                }
              } else if (state.head) {
                state.head.name = null;
              }
              state.length = 0;
              state.mode = COMMENT;
            /* falls through */
            case COMMENT:
              if (state.flags & 4096) {
                if (have === 0) {
                  break inf_leave;
                }
                copy = 0;
                do {
                  len = input[next + copy++];
                  if (state.head && len && state.length < 65536) {
                    state.head.comment += String.fromCharCode(len);
                  }
                } while (len && copy < have);
                if (state.flags & 512) {
                  state.check = crc32(state.check, input, copy, next);
                }
                have -= copy;
                next += copy;
                if (len) {
                  break inf_leave;
                }
              } else if (state.head) {
                state.head.comment = null;
              }
              state.mode = HCRC;
            /* falls through */
            case HCRC:
              if (state.flags & 512) {
                while (bits < 16) {
                  if (have === 0) {
                    break inf_leave;
                  }
                  have--;
                  hold += input[next++] << bits;
                  bits += 8;
                }
                if (hold !== (state.check & 65535)) {
                  strm.msg = "header crc mismatch";
                  state.mode = BAD;
                  break;
                }
                hold = 0;
                bits = 0;
              }
              if (state.head) {
                state.head.hcrc = state.flags >> 9 & 1;
                state.head.done = true;
              }
              strm.adler = state.check = 0;
              state.mode = TYPE;
              break;
            case DICTID:
              while (bits < 32) {
                if (have === 0) {
                  break inf_leave;
                }
                have--;
                hold += input[next++] << bits;
                bits += 8;
              }
              strm.adler = state.check = zswap32(hold);
              hold = 0;
              bits = 0;
              state.mode = DICT;
            /* falls through */
            case DICT:
              if (state.havedict === 0) {
                strm.next_out = put;
                strm.avail_out = left;
                strm.next_in = next;
                strm.avail_in = have;
                state.hold = hold;
                state.bits = bits;
                return Z_NEED_DICT;
              }
              strm.adler = state.check = 1;
              state.mode = TYPE;
            /* falls through */
            case TYPE:
              if (flush === Z_BLOCK || flush === Z_TREES) {
                break inf_leave;
              }
            /* falls through */
            case TYPEDO:
              if (state.last) {
                hold >>>= bits & 7;
                bits -= bits & 7;
                state.mode = CHECK;
                break;
              }
              while (bits < 3) {
                if (have === 0) {
                  break inf_leave;
                }
                have--;
                hold += input[next++] << bits;
                bits += 8;
              }
              state.last = hold & 1;
              hold >>>= 1;
              bits -= 1;
              switch (hold & 3) {
                case 0:
                  state.mode = STORED;
                  break;
                case 1:
                  fixedtables(state);
                  state.mode = LEN_;
                  if (flush === Z_TREES) {
                    hold >>>= 2;
                    bits -= 2;
                    break inf_leave;
                  }
                  break;
                case 2:
                  state.mode = TABLE;
                  break;
                case 3:
                  strm.msg = "invalid block type";
                  state.mode = BAD;
              }
              hold >>>= 2;
              bits -= 2;
              break;
            case STORED:
              hold >>>= bits & 7;
              bits -= bits & 7;
              while (bits < 32) {
                if (have === 0) {
                  break inf_leave;
                }
                have--;
                hold += input[next++] << bits;
                bits += 8;
              }
              if ((hold & 65535) !== (hold >>> 16 ^ 65535)) {
                strm.msg = "invalid stored block lengths";
                state.mode = BAD;
                break;
              }
              state.length = hold & 65535;
              hold = 0;
              bits = 0;
              state.mode = COPY_;
              if (flush === Z_TREES) {
                break inf_leave;
              }
            /* falls through */
            case COPY_:
              state.mode = COPY;
            /* falls through */
            case COPY:
              copy = state.length;
              if (copy) {
                if (copy > have) {
                  copy = have;
                }
                if (copy > left) {
                  copy = left;
                }
                if (copy === 0) {
                  break inf_leave;
                }
                utils.arraySet(output, input, next, copy, put);
                have -= copy;
                next += copy;
                left -= copy;
                put += copy;
                state.length -= copy;
                break;
              }
              state.mode = TYPE;
              break;
            case TABLE:
              while (bits < 14) {
                if (have === 0) {
                  break inf_leave;
                }
                have--;
                hold += input[next++] << bits;
                bits += 8;
              }
              state.nlen = (hold & 31) + 257;
              hold >>>= 5;
              bits -= 5;
              state.ndist = (hold & 31) + 1;
              hold >>>= 5;
              bits -= 5;
              state.ncode = (hold & 15) + 4;
              hold >>>= 4;
              bits -= 4;
              if (state.nlen > 286 || state.ndist > 30) {
                strm.msg = "too many length or distance symbols";
                state.mode = BAD;
                break;
              }
              state.have = 0;
              state.mode = LENLENS;
            /* falls through */
            case LENLENS:
              while (state.have < state.ncode) {
                while (bits < 3) {
                  if (have === 0) {
                    break inf_leave;
                  }
                  have--;
                  hold += input[next++] << bits;
                  bits += 8;
                }
                state.lens[order[state.have++]] = hold & 7;
                hold >>>= 3;
                bits -= 3;
              }
              while (state.have < 19) {
                state.lens[order[state.have++]] = 0;
              }
              state.lencode = state.lendyn;
              state.lenbits = 7;
              opts = { bits: state.lenbits };
              ret = inflate_table(CODES2, state.lens, 0, 19, state.lencode, 0, state.work, opts);
              state.lenbits = opts.bits;
              if (ret) {
                strm.msg = "invalid code lengths set";
                state.mode = BAD;
                break;
              }
              state.have = 0;
              state.mode = CODELENS;
            /* falls through */
            case CODELENS:
              while (state.have < state.nlen + state.ndist) {
                for (; ; ) {
                  here = state.lencode[hold & (1 << state.lenbits) - 1];
                  here_bits = here >>> 24;
                  here_op = here >>> 16 & 255;
                  here_val = here & 65535;
                  if (here_bits <= bits) {
                    break;
                  }
                  if (have === 0) {
                    break inf_leave;
                  }
                  have--;
                  hold += input[next++] << bits;
                  bits += 8;
                }
                if (here_val < 16) {
                  hold >>>= here_bits;
                  bits -= here_bits;
                  state.lens[state.have++] = here_val;
                } else {
                  if (here_val === 16) {
                    n = here_bits + 2;
                    while (bits < n) {
                      if (have === 0) {
                        break inf_leave;
                      }
                      have--;
                      hold += input[next++] << bits;
                      bits += 8;
                    }
                    hold >>>= here_bits;
                    bits -= here_bits;
                    if (state.have === 0) {
                      strm.msg = "invalid bit length repeat";
                      state.mode = BAD;
                      break;
                    }
                    len = state.lens[state.have - 1];
                    copy = 3 + (hold & 3);
                    hold >>>= 2;
                    bits -= 2;
                  } else if (here_val === 17) {
                    n = here_bits + 3;
                    while (bits < n) {
                      if (have === 0) {
                        break inf_leave;
                      }
                      have--;
                      hold += input[next++] << bits;
                      bits += 8;
                    }
                    hold >>>= here_bits;
                    bits -= here_bits;
                    len = 0;
                    copy = 3 + (hold & 7);
                    hold >>>= 3;
                    bits -= 3;
                  } else {
                    n = here_bits + 7;
                    while (bits < n) {
                      if (have === 0) {
                        break inf_leave;
                      }
                      have--;
                      hold += input[next++] << bits;
                      bits += 8;
                    }
                    hold >>>= here_bits;
                    bits -= here_bits;
                    len = 0;
                    copy = 11 + (hold & 127);
                    hold >>>= 7;
                    bits -= 7;
                  }
                  if (state.have + copy > state.nlen + state.ndist) {
                    strm.msg = "invalid bit length repeat";
                    state.mode = BAD;
                    break;
                  }
                  while (copy--) {
                    state.lens[state.have++] = len;
                  }
                }
              }
              if (state.mode === BAD) {
                break;
              }
              if (state.lens[256] === 0) {
                strm.msg = "invalid code -- missing end-of-block";
                state.mode = BAD;
                break;
              }
              state.lenbits = 9;
              opts = { bits: state.lenbits };
              ret = inflate_table(LENS, state.lens, 0, state.nlen, state.lencode, 0, state.work, opts);
              state.lenbits = opts.bits;
              if (ret) {
                strm.msg = "invalid literal/lengths set";
                state.mode = BAD;
                break;
              }
              state.distbits = 6;
              state.distcode = state.distdyn;
              opts = { bits: state.distbits };
              ret = inflate_table(DISTS, state.lens, state.nlen, state.ndist, state.distcode, 0, state.work, opts);
              state.distbits = opts.bits;
              if (ret) {
                strm.msg = "invalid distances set";
                state.mode = BAD;
                break;
              }
              state.mode = LEN_;
              if (flush === Z_TREES) {
                break inf_leave;
              }
            /* falls through */
            case LEN_:
              state.mode = LEN;
            /* falls through */
            case LEN:
              if (have >= 6 && left >= 258) {
                strm.next_out = put;
                strm.avail_out = left;
                strm.next_in = next;
                strm.avail_in = have;
                state.hold = hold;
                state.bits = bits;
                inflate_fast(strm, _out);
                put = strm.next_out;
                output = strm.output;
                left = strm.avail_out;
                next = strm.next_in;
                input = strm.input;
                have = strm.avail_in;
                hold = state.hold;
                bits = state.bits;
                if (state.mode === TYPE) {
                  state.back = -1;
                }
                break;
              }
              state.back = 0;
              for (; ; ) {
                here = state.lencode[hold & (1 << state.lenbits) - 1];
                here_bits = here >>> 24;
                here_op = here >>> 16 & 255;
                here_val = here & 65535;
                if (here_bits <= bits) {
                  break;
                }
                if (have === 0) {
                  break inf_leave;
                }
                have--;
                hold += input[next++] << bits;
                bits += 8;
              }
              if (here_op && (here_op & 240) === 0) {
                last_bits = here_bits;
                last_op = here_op;
                last_val = here_val;
                for (; ; ) {
                  here = state.lencode[last_val + ((hold & (1 << last_bits + last_op) - 1) >> last_bits)];
                  here_bits = here >>> 24;
                  here_op = here >>> 16 & 255;
                  here_val = here & 65535;
                  if (last_bits + here_bits <= bits) {
                    break;
                  }
                  if (have === 0) {
                    break inf_leave;
                  }
                  have--;
                  hold += input[next++] << bits;
                  bits += 8;
                }
                hold >>>= last_bits;
                bits -= last_bits;
                state.back += last_bits;
              }
              hold >>>= here_bits;
              bits -= here_bits;
              state.back += here_bits;
              state.length = here_val;
              if (here_op === 0) {
                state.mode = LIT;
                break;
              }
              if (here_op & 32) {
                state.back = -1;
                state.mode = TYPE;
                break;
              }
              if (here_op & 64) {
                strm.msg = "invalid literal/length code";
                state.mode = BAD;
                break;
              }
              state.extra = here_op & 15;
              state.mode = LENEXT;
            /* falls through */
            case LENEXT:
              if (state.extra) {
                n = state.extra;
                while (bits < n) {
                  if (have === 0) {
                    break inf_leave;
                  }
                  have--;
                  hold += input[next++] << bits;
                  bits += 8;
                }
                state.length += hold & (1 << state.extra) - 1;
                hold >>>= state.extra;
                bits -= state.extra;
                state.back += state.extra;
              }
              state.was = state.length;
              state.mode = DIST2;
            /* falls through */
            case DIST2:
              for (; ; ) {
                here = state.distcode[hold & (1 << state.distbits) - 1];
                here_bits = here >>> 24;
                here_op = here >>> 16 & 255;
                here_val = here & 65535;
                if (here_bits <= bits) {
                  break;
                }
                if (have === 0) {
                  break inf_leave;
                }
                have--;
                hold += input[next++] << bits;
                bits += 8;
              }
              if ((here_op & 240) === 0) {
                last_bits = here_bits;
                last_op = here_op;
                last_val = here_val;
                for (; ; ) {
                  here = state.distcode[last_val + ((hold & (1 << last_bits + last_op) - 1) >> last_bits)];
                  here_bits = here >>> 24;
                  here_op = here >>> 16 & 255;
                  here_val = here & 65535;
                  if (last_bits + here_bits <= bits) {
                    break;
                  }
                  if (have === 0) {
                    break inf_leave;
                  }
                  have--;
                  hold += input[next++] << bits;
                  bits += 8;
                }
                hold >>>= last_bits;
                bits -= last_bits;
                state.back += last_bits;
              }
              hold >>>= here_bits;
              bits -= here_bits;
              state.back += here_bits;
              if (here_op & 64) {
                strm.msg = "invalid distance code";
                state.mode = BAD;
                break;
              }
              state.offset = here_val;
              state.extra = here_op & 15;
              state.mode = DISTEXT;
            /* falls through */
            case DISTEXT:
              if (state.extra) {
                n = state.extra;
                while (bits < n) {
                  if (have === 0) {
                    break inf_leave;
                  }
                  have--;
                  hold += input[next++] << bits;
                  bits += 8;
                }
                state.offset += hold & (1 << state.extra) - 1;
                hold >>>= state.extra;
                bits -= state.extra;
                state.back += state.extra;
              }
              if (state.offset > state.dmax) {
                strm.msg = "invalid distance too far back";
                state.mode = BAD;
                break;
              }
              state.mode = MATCH;
            /* falls through */
            case MATCH:
              if (left === 0) {
                break inf_leave;
              }
              copy = _out - left;
              if (state.offset > copy) {
                copy = state.offset - copy;
                if (copy > state.whave) {
                  if (state.sane) {
                    strm.msg = "invalid distance too far back";
                    state.mode = BAD;
                    break;
                  }
                }
                if (copy > state.wnext) {
                  copy -= state.wnext;
                  from = state.wsize - copy;
                } else {
                  from = state.wnext - copy;
                }
                if (copy > state.length) {
                  copy = state.length;
                }
                from_source = state.window;
              } else {
                from_source = output;
                from = put - state.offset;
                copy = state.length;
              }
              if (copy > left) {
                copy = left;
              }
              left -= copy;
              state.length -= copy;
              do {
                output[put++] = from_source[from++];
              } while (--copy);
              if (state.length === 0) {
                state.mode = LEN;
              }
              break;
            case LIT:
              if (left === 0) {
                break inf_leave;
              }
              output[put++] = state.length;
              left--;
              state.mode = LEN;
              break;
            case CHECK:
              if (state.wrap) {
                while (bits < 32) {
                  if (have === 0) {
                    break inf_leave;
                  }
                  have--;
                  hold |= input[next++] << bits;
                  bits += 8;
                }
                _out -= left;
                strm.total_out += _out;
                state.total += _out;
                if (_out) {
                  strm.adler = state.check = /*UPDATE(state.check, put - _out, _out);*/
                  state.flags ? crc32(state.check, output, _out, put - _out) : adler32(state.check, output, _out, put - _out);
                }
                _out = left;
                if ((state.flags ? hold : zswap32(hold)) !== state.check) {
                  strm.msg = "incorrect data check";
                  state.mode = BAD;
                  break;
                }
                hold = 0;
                bits = 0;
              }
              state.mode = LENGTH;
            /* falls through */
            case LENGTH:
              if (state.wrap && state.flags) {
                while (bits < 32) {
                  if (have === 0) {
                    break inf_leave;
                  }
                  have--;
                  hold += input[next++] << bits;
                  bits += 8;
                }
                if (hold !== (state.total & 4294967295)) {
                  strm.msg = "incorrect length check";
                  state.mode = BAD;
                  break;
                }
                hold = 0;
                bits = 0;
              }
              state.mode = DONE;
            /* falls through */
            case DONE:
              ret = Z_STREAM_END;
              break inf_leave;
            case BAD:
              ret = Z_DATA_ERROR;
              break inf_leave;
            case MEM:
              return Z_MEM_ERROR;
            case SYNC:
            /* falls through */
            default:
              return Z_STREAM_ERROR;
          }
        }
      strm.next_out = put;
      strm.avail_out = left;
      strm.next_in = next;
      strm.avail_in = have;
      state.hold = hold;
      state.bits = bits;
      if (state.wsize || _out !== strm.avail_out && state.mode < BAD && (state.mode < CHECK || flush !== Z_FINISH)) {
        if (updatewindow(strm, strm.output, strm.next_out, _out - strm.avail_out)) {
          state.mode = MEM;
          return Z_MEM_ERROR;
        }
      }
      _in -= strm.avail_in;
      _out -= strm.avail_out;
      strm.total_in += _in;
      strm.total_out += _out;
      state.total += _out;
      if (state.wrap && _out) {
        strm.adler = state.check = /*UPDATE(state.check, strm.next_out - _out, _out);*/
        state.flags ? crc32(state.check, output, _out, strm.next_out - _out) : adler32(state.check, output, _out, strm.next_out - _out);
      }
      strm.data_type = state.bits + (state.last ? 64 : 0) + (state.mode === TYPE ? 128 : 0) + (state.mode === LEN_ || state.mode === COPY_ ? 256 : 0);
      if ((_in === 0 && _out === 0 || flush === Z_FINISH) && ret === Z_OK) {
        ret = Z_BUF_ERROR;
      }
      return ret;
    }
    function inflateEnd(strm) {
      if (!strm || !strm.state) {
        return Z_STREAM_ERROR;
      }
      var state = strm.state;
      if (state.window) {
        state.window = null;
      }
      strm.state = null;
      return Z_OK;
    }
    function inflateGetHeader(strm, head) {
      var state;
      if (!strm || !strm.state) {
        return Z_STREAM_ERROR;
      }
      state = strm.state;
      if ((state.wrap & 2) === 0) {
        return Z_STREAM_ERROR;
      }
      state.head = head;
      head.done = false;
      return Z_OK;
    }
    function inflateSetDictionary(strm, dictionary) {
      var dictLength = dictionary.length;
      var state;
      var dictid;
      var ret;
      if (!strm || !strm.state) {
        return Z_STREAM_ERROR;
      }
      state = strm.state;
      if (state.wrap !== 0 && state.mode !== DICT) {
        return Z_STREAM_ERROR;
      }
      if (state.mode === DICT) {
        dictid = 1;
        dictid = adler32(dictid, dictionary, dictLength, 0);
        if (dictid !== state.check) {
          return Z_DATA_ERROR;
        }
      }
      ret = updatewindow(strm, dictionary, dictLength, dictLength);
      if (ret) {
        state.mode = MEM;
        return Z_MEM_ERROR;
      }
      state.havedict = 1;
      return Z_OK;
    }
    exports2.inflateReset = inflateReset;
    exports2.inflateReset2 = inflateReset2;
    exports2.inflateResetKeep = inflateResetKeep;
    exports2.inflateInit = inflateInit;
    exports2.inflateInit2 = inflateInit2;
    exports2.inflate = inflate;
    exports2.inflateEnd = inflateEnd;
    exports2.inflateGetHeader = inflateGetHeader;
    exports2.inflateSetDictionary = inflateSetDictionary;
    exports2.inflateInfo = "pako inflate (from Nodeca project)";
  }
});

// node_modules/pako/lib/zlib/constants.js
var require_constants = __commonJS({
  "node_modules/pako/lib/zlib/constants.js"(exports2, module2) {
    "use strict";
    module2.exports = {
      /* Allowed flush values; see deflate() and inflate() below for details */
      Z_NO_FLUSH: 0,
      Z_PARTIAL_FLUSH: 1,
      Z_SYNC_FLUSH: 2,
      Z_FULL_FLUSH: 3,
      Z_FINISH: 4,
      Z_BLOCK: 5,
      Z_TREES: 6,
      /* Return codes for the compression/decompression functions. Negative values
      * are errors, positive values are used for special but normal events.
      */
      Z_OK: 0,
      Z_STREAM_END: 1,
      Z_NEED_DICT: 2,
      Z_ERRNO: -1,
      Z_STREAM_ERROR: -2,
      Z_DATA_ERROR: -3,
      //Z_MEM_ERROR:     -4,
      Z_BUF_ERROR: -5,
      //Z_VERSION_ERROR: -6,
      /* compression levels */
      Z_NO_COMPRESSION: 0,
      Z_BEST_SPEED: 1,
      Z_BEST_COMPRESSION: 9,
      Z_DEFAULT_COMPRESSION: -1,
      Z_FILTERED: 1,
      Z_HUFFMAN_ONLY: 2,
      Z_RLE: 3,
      Z_FIXED: 4,
      Z_DEFAULT_STRATEGY: 0,
      /* Possible values of the data_type field (though see inflate()) */
      Z_BINARY: 0,
      Z_TEXT: 1,
      //Z_ASCII:                1, // = Z_TEXT (deprecated)
      Z_UNKNOWN: 2,
      /* The deflate compression method */
      Z_DEFLATED: 8
      //Z_NULL:                 null // Use -1 or null inline, depending on var type
    };
  }
});

// node_modules/pako/lib/zlib/gzheader.js
var require_gzheader = __commonJS({
  "node_modules/pako/lib/zlib/gzheader.js"(exports2, module2) {
    "use strict";
    function GZheader() {
      this.text = 0;
      this.time = 0;
      this.xflags = 0;
      this.os = 0;
      this.extra = null;
      this.extra_len = 0;
      this.name = "";
      this.comment = "";
      this.hcrc = 0;
      this.done = false;
    }
    module2.exports = GZheader;
  }
});

// node_modules/pako/lib/inflate.js
var require_inflate2 = __commonJS({
  "node_modules/pako/lib/inflate.js"(exports2) {
    "use strict";
    var zlib_inflate = require_inflate();
    var utils = require_common();
    var strings2 = require_strings();
    var c = require_constants();
    var msg = require_messages();
    var ZStream = require_zstream();
    var GZheader = require_gzheader();
    var toString = Object.prototype.toString;
    function Inflate(options) {
      if (!(this instanceof Inflate)) return new Inflate(options);
      this.options = utils.assign({
        chunkSize: 16384,
        windowBits: 0,
        to: ""
      }, options || {});
      var opt = this.options;
      if (opt.raw && opt.windowBits >= 0 && opt.windowBits < 16) {
        opt.windowBits = -opt.windowBits;
        if (opt.windowBits === 0) {
          opt.windowBits = -15;
        }
      }
      if (opt.windowBits >= 0 && opt.windowBits < 16 && !(options && options.windowBits)) {
        opt.windowBits += 32;
      }
      if (opt.windowBits > 15 && opt.windowBits < 48) {
        if ((opt.windowBits & 15) === 0) {
          opt.windowBits |= 15;
        }
      }
      this.err = 0;
      this.msg = "";
      this.ended = false;
      this.chunks = [];
      this.strm = new ZStream();
      this.strm.avail_out = 0;
      var status = zlib_inflate.inflateInit2(
        this.strm,
        opt.windowBits
      );
      if (status !== c.Z_OK) {
        throw new Error(msg[status]);
      }
      this.header = new GZheader();
      zlib_inflate.inflateGetHeader(this.strm, this.header);
      if (opt.dictionary) {
        if (typeof opt.dictionary === "string") {
          opt.dictionary = strings2.string2buf(opt.dictionary);
        } else if (toString.call(opt.dictionary) === "[object ArrayBuffer]") {
          opt.dictionary = new Uint8Array(opt.dictionary);
        }
        if (opt.raw) {
          status = zlib_inflate.inflateSetDictionary(this.strm, opt.dictionary);
          if (status !== c.Z_OK) {
            throw new Error(msg[status]);
          }
        }
      }
    }
    Inflate.prototype.push = function(data2, mode2) {
      var strm = this.strm;
      var chunkSize = this.options.chunkSize;
      var dictionary = this.options.dictionary;
      var status, _mode;
      var next_out_utf8, tail, utf8str;
      var allowBufError = false;
      if (this.ended) {
        return false;
      }
      _mode = mode2 === ~~mode2 ? mode2 : mode2 === true ? c.Z_FINISH : c.Z_NO_FLUSH;
      if (typeof data2 === "string") {
        strm.input = strings2.binstring2buf(data2);
      } else if (toString.call(data2) === "[object ArrayBuffer]") {
        strm.input = new Uint8Array(data2);
      } else {
        strm.input = data2;
      }
      strm.next_in = 0;
      strm.avail_in = strm.input.length;
      do {
        if (strm.avail_out === 0) {
          strm.output = new utils.Buf8(chunkSize);
          strm.next_out = 0;
          strm.avail_out = chunkSize;
        }
        status = zlib_inflate.inflate(strm, c.Z_NO_FLUSH);
        if (status === c.Z_NEED_DICT && dictionary) {
          status = zlib_inflate.inflateSetDictionary(this.strm, dictionary);
        }
        if (status === c.Z_BUF_ERROR && allowBufError === true) {
          status = c.Z_OK;
          allowBufError = false;
        }
        if (status !== c.Z_STREAM_END && status !== c.Z_OK) {
          this.onEnd(status);
          this.ended = true;
          return false;
        }
        if (strm.next_out) {
          if (strm.avail_out === 0 || status === c.Z_STREAM_END || strm.avail_in === 0 && (_mode === c.Z_FINISH || _mode === c.Z_SYNC_FLUSH)) {
            if (this.options.to === "string") {
              next_out_utf8 = strings2.utf8border(strm.output, strm.next_out);
              tail = strm.next_out - next_out_utf8;
              utf8str = strings2.buf2string(strm.output, next_out_utf8);
              strm.next_out = tail;
              strm.avail_out = chunkSize - tail;
              if (tail) {
                utils.arraySet(strm.output, strm.output, next_out_utf8, tail, 0);
              }
              this.onData(utf8str);
            } else {
              this.onData(utils.shrinkBuf(strm.output, strm.next_out));
            }
          }
        }
        if (strm.avail_in === 0 && strm.avail_out === 0) {
          allowBufError = true;
        }
      } while ((strm.avail_in > 0 || strm.avail_out === 0) && status !== c.Z_STREAM_END);
      if (status === c.Z_STREAM_END) {
        _mode = c.Z_FINISH;
      }
      if (_mode === c.Z_FINISH) {
        status = zlib_inflate.inflateEnd(this.strm);
        this.onEnd(status);
        this.ended = true;
        return status === c.Z_OK;
      }
      if (_mode === c.Z_SYNC_FLUSH) {
        this.onEnd(c.Z_OK);
        strm.avail_out = 0;
        return true;
      }
      return true;
    };
    Inflate.prototype.onData = function(chunk) {
      this.chunks.push(chunk);
    };
    Inflate.prototype.onEnd = function(status) {
      if (status === c.Z_OK) {
        if (this.options.to === "string") {
          this.result = this.chunks.join("");
        } else {
          this.result = utils.flattenChunks(this.chunks);
        }
      }
      this.chunks = [];
      this.err = status;
      this.msg = this.strm.msg;
    };
    function inflate(input, options) {
      var inflator = new Inflate(options);
      inflator.push(input, true);
      if (inflator.err) {
        throw inflator.msg || msg[inflator.err];
      }
      return inflator.result;
    }
    function inflateRaw(input, options) {
      options = options || {};
      options.raw = true;
      return inflate(input, options);
    }
    exports2.Inflate = Inflate;
    exports2.inflate = inflate;
    exports2.inflateRaw = inflateRaw;
    exports2.ungzip = inflate;
  }
});

// node_modules/pako/index.js
var require_pako = __commonJS({
  "node_modules/pako/index.js"(exports2, module2) {
    "use strict";
    var assign = require_common().assign;
    var deflate = require_deflate2();
    var inflate = require_inflate2();
    var constants3 = require_constants();
    var pako2 = {};
    assign(pako2, deflate, inflate, constants3);
    module2.exports = pako2;
  }
});

// node_modules/@assemblyscript/loader/umd/index.js
var require_umd = __commonJS({
  "node_modules/@assemblyscript/loader/umd/index.js"(exports2, module2) {
    var loader = (function(exports3) {
      "use strict";
      Object.defineProperty(exports3, "__esModule", {
        value: true
      });
      exports3.default = void 0;
      exports3.demangle = demangle;
      exports3.instantiate = instantiate;
      exports3.instantiateStreaming = instantiateStreaming;
      exports3.instantiateSync = instantiateSync;
      const ID_OFFSET = -8;
      const SIZE_OFFSET = -4;
      const ARRAYBUFFER_ID = 0;
      const STRING_ID = 1;
      const ARRAYBUFFERVIEW = 1 << 0;
      const ARRAY = 1 << 1;
      const STATICARRAY = 1 << 2;
      const VAL_ALIGN_OFFSET = 6;
      const VAL_SIGNED = 1 << 11;
      const VAL_FLOAT = 1 << 12;
      const VAL_MANAGED = 1 << 14;
      const ARRAYBUFFERVIEW_BUFFER_OFFSET = 0;
      const ARRAYBUFFERVIEW_DATASTART_OFFSET = 4;
      const ARRAYBUFFERVIEW_BYTELENGTH_OFFSET = 8;
      const ARRAYBUFFERVIEW_SIZE = 12;
      const ARRAY_LENGTH_OFFSET = 12;
      const ARRAY_SIZE = 16;
      const E_NO_EXPORT_TABLE = "Operation requires compiling with --exportTable";
      const E_NO_EXPORT_RUNTIME = "Operation requires compiling with --exportRuntime";
      const F_NO_EXPORT_RUNTIME = () => {
        throw Error(E_NO_EXPORT_RUNTIME);
      };
      const BIGINT = typeof BigUint64Array !== "undefined";
      const THIS = /* @__PURE__ */ Symbol();
      const STRING_SMALLSIZE = 192;
      const STRING_CHUNKSIZE = 1024;
      const utf16 = new TextDecoder("utf-16le", {
        fatal: true
      });
      Object.hasOwn = Object.hasOwn || function(obj2, prop) {
        return Object.prototype.hasOwnProperty.call(obj2, prop);
      };
      function getStringImpl(buffer, ptr) {
        let len = new Uint32Array(buffer)[ptr + SIZE_OFFSET >>> 2] >>> 1;
        const wtf16 = new Uint16Array(buffer, ptr, len);
        if (len <= STRING_SMALLSIZE) return String.fromCharCode(...wtf16);
        try {
          return utf16.decode(wtf16);
        } catch {
          let str5 = "", off = 0;
          while (len - off > STRING_CHUNKSIZE) {
            str5 += String.fromCharCode(...wtf16.subarray(off, off += STRING_CHUNKSIZE));
          }
          return str5 + String.fromCharCode(...wtf16.subarray(off));
        }
      }
      function preInstantiate(imports) {
        const extendedExports = {};
        function getString(memory, ptr) {
          if (!memory) return "<yet unknown>";
          return getStringImpl(memory.buffer, ptr);
        }
        const env = imports.env = imports.env || {};
        env.abort = env.abort || function abort(msg, file, line, colm) {
          const memory = extendedExports.memory || env.memory;
          throw Error(`abort: ${getString(memory, msg)} at ${getString(memory, file)}:${line}:${colm}`);
        };
        env.trace = env.trace || function trace(msg, n, ...args) {
          const memory = extendedExports.memory || env.memory;
          console.log(`trace: ${getString(memory, msg)}${n ? " " : ""}${args.slice(0, n).join(", ")}`);
        };
        env.seed = env.seed || Date.now;
        imports.Math = imports.Math || Math;
        imports.Date = imports.Date || Date;
        return extendedExports;
      }
      function postInstantiate(extendedExports, instance) {
        const exports4 = instance.exports;
        const memory = exports4.memory;
        const table2 = exports4.table;
        const __new = exports4.__new || F_NO_EXPORT_RUNTIME;
        const __pin = exports4.__pin || F_NO_EXPORT_RUNTIME;
        const __unpin = exports4.__unpin || F_NO_EXPORT_RUNTIME;
        const __collect = exports4.__collect || F_NO_EXPORT_RUNTIME;
        const __rtti_base = exports4.__rtti_base;
        const getRttiCount = __rtti_base ? (arr) => arr[__rtti_base >>> 2] : F_NO_EXPORT_RUNTIME;
        extendedExports.__new = __new;
        extendedExports.__pin = __pin;
        extendedExports.__unpin = __unpin;
        extendedExports.__collect = __collect;
        function getRttInfo(id) {
          const U32 = new Uint32Array(memory.buffer);
          if ((id >>>= 0) >= getRttiCount(U32)) throw Error(`invalid id: ${id}`);
          return U32[(__rtti_base + 4 >>> 2) + (id << 1)];
        }
        function getRttBase(id) {
          const U32 = new Uint32Array(memory.buffer);
          if ((id >>>= 0) >= getRttiCount(U32)) throw Error(`invalid id: ${id}`);
          return U32[(__rtti_base + 4 >>> 2) + (id << 1) + 1];
        }
        function getArrayInfo(id) {
          const info = getRttInfo(id);
          if (!(info & (ARRAYBUFFERVIEW | ARRAY | STATICARRAY))) throw Error(`not an array: ${id}, flags=${info}`);
          return info;
        }
        function getValueAlign(info) {
          return 31 - Math.clz32(info >>> VAL_ALIGN_OFFSET & 31);
        }
        function __newString(str5) {
          if (str5 == null) return 0;
          const length = str5.length;
          const ptr = __new(length << 1, STRING_ID);
          const U16 = new Uint16Array(memory.buffer);
          for (var i = 0, p = ptr >>> 1; i < length; ++i) U16[p + i] = str5.charCodeAt(i);
          return ptr;
        }
        extendedExports.__newString = __newString;
        function __newArrayBuffer(buf) {
          if (buf == null) return 0;
          const bufview = new Uint8Array(buf);
          const ptr = __new(bufview.length, ARRAYBUFFER_ID);
          const U8 = new Uint8Array(memory.buffer);
          U8.set(bufview, ptr);
          return ptr;
        }
        extendedExports.__newArrayBuffer = __newArrayBuffer;
        function __getString(ptr) {
          if (!ptr) return null;
          const buffer = memory.buffer;
          const id = new Uint32Array(buffer)[ptr + ID_OFFSET >>> 2];
          if (id !== STRING_ID) throw Error(`not a string: ${ptr}`);
          return getStringImpl(buffer, ptr);
        }
        extendedExports.__getString = __getString;
        function getView(alignLog2, signed, float) {
          const buffer = memory.buffer;
          if (float) {
            switch (alignLog2) {
              case 2:
                return new Float32Array(buffer);
              case 3:
                return new Float64Array(buffer);
            }
          } else {
            switch (alignLog2) {
              case 0:
                return new (signed ? Int8Array : Uint8Array)(buffer);
              case 1:
                return new (signed ? Int16Array : Uint16Array)(buffer);
              case 2:
                return new (signed ? Int32Array : Uint32Array)(buffer);
              case 3:
                return new (signed ? BigInt64Array : BigUint64Array)(buffer);
            }
          }
          throw Error(`unsupported align: ${alignLog2}`);
        }
        function __newArray(id, valuesOrCapacity = 0) {
          const input = valuesOrCapacity;
          const info = getArrayInfo(id);
          const align = getValueAlign(info);
          const isArrayLike = typeof input !== "number";
          const length = isArrayLike ? input.length : input;
          const buf = __new(length << align, info & STATICARRAY ? id : ARRAYBUFFER_ID);
          let result;
          if (info & STATICARRAY) {
            result = buf;
          } else {
            __pin(buf);
            const arr = __new(info & ARRAY ? ARRAY_SIZE : ARRAYBUFFERVIEW_SIZE, id);
            __unpin(buf);
            const U32 = new Uint32Array(memory.buffer);
            U32[arr + ARRAYBUFFERVIEW_BUFFER_OFFSET >>> 2] = buf;
            U32[arr + ARRAYBUFFERVIEW_DATASTART_OFFSET >>> 2] = buf;
            U32[arr + ARRAYBUFFERVIEW_BYTELENGTH_OFFSET >>> 2] = length << align;
            if (info & ARRAY) U32[arr + ARRAY_LENGTH_OFFSET >>> 2] = length;
            result = arr;
          }
          if (isArrayLike) {
            const view = getView(align, info & VAL_SIGNED, info & VAL_FLOAT);
            const start2 = buf >>> align;
            if (info & VAL_MANAGED) {
              for (let i = 0; i < length; ++i) {
                view[start2 + i] = input[i];
              }
            } else {
              view.set(input, start2);
            }
          }
          return result;
        }
        extendedExports.__newArray = __newArray;
        function __getArrayView(arr) {
          const U32 = new Uint32Array(memory.buffer);
          const id = U32[arr + ID_OFFSET >>> 2];
          const info = getArrayInfo(id);
          const align = getValueAlign(info);
          let buf = info & STATICARRAY ? arr : U32[arr + ARRAYBUFFERVIEW_DATASTART_OFFSET >>> 2];
          const length = info & ARRAY ? U32[arr + ARRAY_LENGTH_OFFSET >>> 2] : U32[buf + SIZE_OFFSET >>> 2] >>> align;
          return getView(align, info & VAL_SIGNED, info & VAL_FLOAT).subarray(buf >>>= align, buf + length);
        }
        extendedExports.__getArrayView = __getArrayView;
        function __getArray(arr) {
          const input = __getArrayView(arr);
          const len = input.length;
          const out = new Array(len);
          for (let i = 0; i < len; i++) out[i] = input[i];
          return out;
        }
        extendedExports.__getArray = __getArray;
        function __getArrayBuffer(ptr) {
          const buffer = memory.buffer;
          const length = new Uint32Array(buffer)[ptr + SIZE_OFFSET >>> 2];
          return buffer.slice(ptr, ptr + length);
        }
        extendedExports.__getArrayBuffer = __getArrayBuffer;
        function __getFunction(ptr) {
          if (!table2) throw Error(E_NO_EXPORT_TABLE);
          const index = new Uint32Array(memory.buffer)[ptr >>> 2];
          return table2.get(index);
        }
        extendedExports.__getFunction = __getFunction;
        function getTypedArray(Type, alignLog2, ptr) {
          return new Type(getTypedArrayView(Type, alignLog2, ptr));
        }
        function getTypedArrayView(Type, alignLog2, ptr) {
          const buffer = memory.buffer;
          const U32 = new Uint32Array(buffer);
          return new Type(buffer, U32[ptr + ARRAYBUFFERVIEW_DATASTART_OFFSET >>> 2], U32[ptr + ARRAYBUFFERVIEW_BYTELENGTH_OFFSET >>> 2] >>> alignLog2);
        }
        function attachTypedArrayFunctions(ctor, name, align) {
          extendedExports[`__get${name}`] = getTypedArray.bind(null, ctor, align);
          extendedExports[`__get${name}View`] = getTypedArrayView.bind(null, ctor, align);
        }
        [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array].forEach((ctor) => {
          attachTypedArrayFunctions(ctor, ctor.name, 31 - Math.clz32(ctor.BYTES_PER_ELEMENT));
        });
        if (BIGINT) {
          [BigUint64Array, BigInt64Array].forEach((ctor) => {
            attachTypedArrayFunctions(ctor, ctor.name.slice(3), 3);
          });
        }
        function __instanceof(ptr, baseId) {
          const U32 = new Uint32Array(memory.buffer);
          let id = U32[ptr + ID_OFFSET >>> 2];
          if (id <= getRttiCount(U32)) {
            do {
              if (id == baseId) return true;
              id = getRttBase(id);
            } while (id);
          }
          return false;
        }
        extendedExports.__instanceof = __instanceof;
        extendedExports.memory = extendedExports.memory || memory;
        extendedExports.table = extendedExports.table || table2;
        return demangle(exports4, extendedExports);
      }
      function isResponse(src) {
        return typeof Response !== "undefined" && src instanceof Response;
      }
      function isModule(src) {
        return src instanceof WebAssembly.Module;
      }
      async function instantiate(source, imports = {}) {
        if (isResponse(source = await source)) return instantiateStreaming(source, imports);
        const module3 = isModule(source) ? source : await WebAssembly.compile(source);
        const extended = preInstantiate(imports);
        const instance = await WebAssembly.instantiate(module3, imports);
        const exports4 = postInstantiate(extended, instance);
        return {
          module: module3,
          instance,
          exports: exports4
        };
      }
      function instantiateSync(source, imports = {}) {
        const module3 = isModule(source) ? source : new WebAssembly.Module(source);
        const extended = preInstantiate(imports);
        const instance = new WebAssembly.Instance(module3, imports);
        const exports4 = postInstantiate(extended, instance);
        return {
          module: module3,
          instance,
          exports: exports4
        };
      }
      async function instantiateStreaming(source, imports = {}) {
        if (!WebAssembly.instantiateStreaming) {
          return instantiate(isResponse(source = await source) ? source.arrayBuffer() : source, imports);
        }
        const extended = preInstantiate(imports);
        const result = await WebAssembly.instantiateStreaming(source, imports);
        const exports4 = postInstantiate(extended, result.instance);
        return {
          ...result,
          exports: exports4
        };
      }
      function demangle(exports4, extendedExports = {}) {
        const setArgumentsLength = exports4["__argumentsLength"] ? (length) => {
          exports4["__argumentsLength"].value = length;
        } : exports4["__setArgumentsLength"] || exports4["__setargc"] || (() => {
        });
        for (let internalName of Object.keys(exports4)) {
          const elem = exports4[internalName];
          let parts = internalName.split(".");
          let curr = extendedExports;
          while (parts.length > 1) {
            let part = parts.shift();
            if (!Object.hasOwn(curr, part)) curr[part] = {};
            curr = curr[part];
          }
          let name = parts[0];
          let hash = name.indexOf("#");
          if (hash >= 0) {
            const className = name.substring(0, hash);
            const classElem = curr[className];
            if (typeof classElem === "undefined" || !classElem.prototype) {
              const ctor = function(...args) {
                return ctor.wrap(ctor.prototype.constructor(0, ...args));
              };
              ctor.prototype = {
                valueOf() {
                  return this[THIS];
                }
              };
              ctor.wrap = function(thisValue) {
                return Object.create(ctor.prototype, {
                  [THIS]: {
                    value: thisValue,
                    writable: false
                  }
                });
              };
              if (classElem) Object.getOwnPropertyNames(classElem).forEach((name2) => Object.defineProperty(ctor, name2, Object.getOwnPropertyDescriptor(classElem, name2)));
              curr[className] = ctor;
            }
            name = name.substring(hash + 1);
            curr = curr[className].prototype;
            if (/^(get|set):/.test(name)) {
              if (!Object.hasOwn(curr, name = name.substring(4))) {
                let getter = exports4[internalName.replace("set:", "get:")];
                let setter = exports4[internalName.replace("get:", "set:")];
                Object.defineProperty(curr, name, {
                  get() {
                    return getter(this[THIS]);
                  },
                  set(value) {
                    setter(this[THIS], value);
                  },
                  enumerable: true
                });
              }
            } else {
              if (name === "constructor") {
                (curr[name] = function(...args) {
                  setArgumentsLength(args.length);
                  return elem(...args);
                }).original = elem;
              } else {
                (curr[name] = function(...args) {
                  setArgumentsLength(args.length);
                  return elem(this[THIS], ...args);
                }).original = elem;
              }
            }
          } else {
            if (/^(get|set):/.test(name)) {
              if (!Object.hasOwn(curr, name = name.substring(4))) {
                Object.defineProperty(curr, name, {
                  get: exports4[internalName.replace("set:", "get:")],
                  set: exports4[internalName.replace("get:", "set:")],
                  enumerable: true
                });
              }
            } else if (typeof elem === "function" && elem !== setArgumentsLength) {
              (curr[name] = (...args) => {
                setArgumentsLength(args.length);
                return elem(...args);
              }).original = elem;
            } else {
              curr[name] = elem;
            }
          }
        }
        return extendedExports;
      }
      var _default = {
        instantiate,
        instantiateSync,
        instantiateStreaming,
        demangle
      };
      exports3.default = _default;
      return "default" in exports3 ? exports3.default : exports3;
    })({});
    if (typeof define === "function" && define.amd) define([], function() {
      return loader;
    });
    else if (typeof module2 === "object" && typeof exports2 === "object") module2.exports = loader;
  }
});

// node_modules/hdr-histogram-js/dist/wasm/index.js
var require_wasm = __commonJS({
  "node_modules/hdr-histogram-js/dist/wasm/index.js"(exports2) {
    "use strict";
    var __awaiter = exports2 && exports2.__awaiter || function(thisArg, _arguments, P2, generator2) {
      function adopt(value) {
        return value instanceof P2 ? value : new P2(function(resolve8) {
          resolve8(value);
        });
      }
      return new (P2 || (P2 = Promise))(function(resolve8, reject) {
        function fulfilled(value) {
          try {
            step(generator2.next(value));
          } catch (e) {
            reject(e);
          }
        }
        function rejected(value) {
          try {
            step(generator2["throw"](value));
          } catch (e) {
            reject(e);
          }
        }
        function step(result) {
          result.done ? resolve8(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator2 = generator2.apply(thisArg, _arguments || [])).next());
      });
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.WasmHistogram = exports2.webAssemblyReady = exports2.initWebAssemblySync = exports2.initWebAssembly = exports2.webAssemblyAvailable = void 0;
    var generated_wasm_1 = require_generated_wasm();
    var Histogram_1 = require_Histogram();
    var base642 = require_base64_js();
    var pako2 = require_pako();
    var loader_1 = require_umd();
    var isNode = typeof process !== "undefined" && process.version;
    var isWorker = typeof importScripts === "function";
    exports2.webAssemblyAvailable = (() => {
      let available = false;
      if (isNode) {
        available = "WebAssembly" in global;
      } else {
        available = isWorker || "WebAssembly" in window;
      }
      return available;
    })();
    var wasm = void 0;
    var initWebAssembly = () => __awaiter(void 0, void 0, void 0, function* () {
      if (!exports2.webAssemblyAvailable) {
        throw new Error("WebAssembly not available here!");
      }
      if (!!wasm) {
        return;
      }
      return (0, loader_1.instantiate)(pako2.inflate(base642.toByteArray(generated_wasm_1.BINARY))).then((w) => wasm = w.exports || w);
    });
    exports2.initWebAssembly = initWebAssembly;
    var initWebAssemblySync = () => {
      if (!!wasm) {
        return;
      }
      const w = (0, loader_1.instantiateSync)(pako2.inflate(base642.toByteArray(generated_wasm_1.BINARY)));
      wasm = w.exports || w;
    };
    exports2.initWebAssemblySync = initWebAssemblySync;
    var webAssemblyReady = () => !!wasm;
    exports2.webAssemblyReady = webAssemblyReady;
    var defaultRequest = {
      bitBucketSize: 32,
      autoResize: true,
      lowestDiscernibleValue: 1,
      highestTrackableValue: 2,
      numberOfSignificantValueDigits: 3
    };
    var remoteHistogramClassFor = (size) => size === "packed" ? "PackedHistogram" : `Histogram${size}`;
    var destroyedWasmHistogram = new Proxy({}, {
      get: function(obj2, prop) {
        throw new Error("Cannot use a destroyed histogram");
      }
    });
    var WasmHistogram = class _WasmHistogram {
      constructor(_wasmHistogram, _remoteHistogramClass) {
        this._wasmHistogram = _wasmHistogram;
        this._remoteHistogramClass = _remoteHistogramClass;
        this.tag = Histogram_1.NO_TAG;
        wasm.__pin(this._wasmHistogram);
      }
      static build(request = defaultRequest) {
        if (!(0, exports2.webAssemblyReady)()) {
          throw new Error("WebAssembly is not ready yet!");
        }
        const parameters = Object.assign({}, defaultRequest, request);
        const remoteHistogramClass = remoteHistogramClassFor(parameters.bitBucketSize);
        return new _WasmHistogram(new wasm[remoteHistogramClass](parameters.lowestDiscernibleValue, parameters.highestTrackableValue, parameters.numberOfSignificantValueDigits, parameters.autoResize), remoteHistogramClass);
      }
      static decode(data2, bitBucketSize = 32, minBarForHighestTrackableValue = 0) {
        if (!(0, exports2.webAssemblyReady)()) {
          throw new Error("WebAssembly is not ready yet!");
        }
        const remoteHistogramClass = remoteHistogramClassFor(bitBucketSize);
        const decodeFunc = `decode${remoteHistogramClass}`;
        const ptrArr = wasm.__newArray(wasm.UINT8ARRAY_ID, data2);
        const wasmHistogram = new _WasmHistogram(wasm[remoteHistogramClass].wrap(wasm[decodeFunc](ptrArr, minBarForHighestTrackableValue)), remoteHistogramClass);
        return wasmHistogram;
      }
      get numberOfSignificantValueDigits() {
        return this._wasmHistogram.numberOfSignificantValueDigits;
      }
      get autoResize() {
        return !!this._wasmHistogram.autoResize;
      }
      set autoResize(resize) {
        this._wasmHistogram.autoResize = resize;
      }
      get highestTrackableValue() {
        return this._wasmHistogram.highestTrackableValue;
      }
      set highestTrackableValue(value) {
        this._wasmHistogram.highestTrackableValue = value;
      }
      get startTimeStampMsec() {
        return this._wasmHistogram.startTimeStampMsec;
      }
      set startTimeStampMsec(value) {
        this._wasmHistogram.startTimeStampMsec = value;
      }
      get endTimeStampMsec() {
        return this._wasmHistogram.endTimeStampMsec;
      }
      set endTimeStampMsec(value) {
        this._wasmHistogram.endTimeStampMsec = value;
      }
      get totalCount() {
        return this._wasmHistogram.totalCount;
      }
      get stdDeviation() {
        return this._wasmHistogram.stdDeviation;
      }
      get mean() {
        return this._wasmHistogram.mean;
      }
      get estimatedFootprintInBytes() {
        return 192 + this._wasmHistogram.estimatedFootprintInBytes;
      }
      get minNonZeroValue() {
        return this._wasmHistogram.minNonZeroValue;
      }
      get maxValue() {
        return this._wasmHistogram.maxValue;
      }
      recordValue(value) {
        this._wasmHistogram.recordValue(value);
      }
      recordValueWithCount(value, count3) {
        this._wasmHistogram.recordValueWithCount(value, count3);
      }
      recordValueWithExpectedInterval(value, expectedIntervalBetweenValueSamples) {
        this._wasmHistogram.recordValueWithExpectedInterval(value, expectedIntervalBetweenValueSamples);
      }
      getValueAtPercentile(percentile) {
        return this._wasmHistogram.getValueAtPercentile(percentile);
      }
      outputPercentileDistribution(percentileTicksPerHalfDistance = 5, outputValueUnitScalingRatio = 1, useCsvFormat = false) {
        if (useCsvFormat) {
          throw new Error("CSV output not supported by wasm histograms");
        }
        return wasm.__getString(this._wasmHistogram.outputPercentileDistribution(percentileTicksPerHalfDistance, outputValueUnitScalingRatio));
      }
      isDestroyed() {
        return this._wasmHistogram === destroyedWasmHistogram;
      }
      get summary() {
        return (0, Histogram_1.toSummary)(this);
      }
      toJSON() {
        return this.summary;
      }
      toString() {
        if (this.isDestroyed()) {
          return "Destroyed WASM histogram";
        }
        return `WASM ${this._remoteHistogramClass} ${JSON.stringify(this, null, 2)}`;
      }
      inspect() {
        return this.toString();
      }
      [/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")]() {
        return this.toString();
      }
      addWhileCorrectingForCoordinatedOmission(otherHistogram, expectedIntervalBetweenValueSamples) {
        this._wasmHistogram.addWhileCorrectingForCoordinatedOmission(otherHistogram, expectedIntervalBetweenValueSamples);
      }
      copyCorrectedForCoordinatedOmission(expectedIntervalBetweenValueSamples) {
        return new _WasmHistogram(wasm[this._remoteHistogramClass].wrap(this._wasmHistogram.copyCorrectedForCoordinatedOmission(expectedIntervalBetweenValueSamples)), this._remoteHistogramClass);
      }
      add(otherHistogram) {
        if (!(otherHistogram instanceof _WasmHistogram)) {
          throw new Error("Cannot add a regular JS histogram to a WASM histogram");
        }
        this._wasmHistogram[`add${otherHistogram._remoteHistogramClass}`](otherHistogram._wasmHistogram);
      }
      subtract(otherHistogram) {
        if (!(otherHistogram instanceof _WasmHistogram)) {
          throw new Error("Cannot subtract a regular JS histogram to a WASM histogram");
        }
        this._wasmHistogram[`subtract${otherHistogram._remoteHistogramClass}`](otherHistogram._wasmHistogram);
      }
      encode() {
        const ptrArray = wasm.__pin(this._wasmHistogram.encode());
        const array = wasm.__getUint8Array(ptrArray);
        wasm.__unpin(ptrArray);
        return array;
      }
      reset() {
        this.tag = Histogram_1.NO_TAG;
        this._wasmHistogram.reset();
      }
      destroy() {
        wasm.__unpin(this._wasmHistogram);
        this._wasmHistogram = destroyedWasmHistogram;
      }
    };
    exports2.WasmHistogram = WasmHistogram;
  }
});

// node_modules/hdr-histogram-js/dist/packedarray/PackedArrayContext.js
var require_PackedArrayContext = __commonJS({
  "node_modules/hdr-histogram-js/dist/packedarray/PackedArrayContext.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.PackedArrayContext = exports2.MINIMUM_INITIAL_PACKED_ARRAY_CAPACITY = void 0;
    exports2.MINIMUM_INITIAL_PACKED_ARRAY_CAPACITY = 16;
    var MAX_SUPPORTED_PACKED_COUNTS_ARRAY_LENGTH = Math.pow(2, 13) - 1;
    var SET_0_START_INDEX = 0;
    var NUMBER_OF_SETS = 8;
    var LEAF_LEVEL_SHIFT = 3;
    var NON_LEAF_ENTRY_SLOT_INDICATORS_OFFSET = 0;
    var NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS = 1;
    var PACKED_ARRAY_GROWTH_INCREMENT = 16;
    var PACKED_ARRAY_GROWTH_FRACTION_POW2 = 4;
    var { pow, ceil, log2, max: max2 } = Math;
    var bitCount = (n) => {
      var bits = 0;
      while (n !== 0) {
        bits += bitCount32(n | 0);
        n /= 4294967296;
      }
      return bits;
    };
    var bitCount32 = (n) => {
      n = n - (n >> 1 & 1431655765);
      n = (n & 858993459) + (n >> 2 & 858993459);
      return (n + (n >> 4) & 252645135) * 16843009 >> 24;
    };
    var PackedArrayContext = class _PackedArrayContext {
      constructor(virtualLength, initialPhysicalLength) {
        this.populatedShortLength = 0;
        this.topLevelShift = Number.MAX_VALUE;
        this.physicalLength = Math.max(initialPhysicalLength, exports2.MINIMUM_INITIAL_PACKED_ARRAY_CAPACITY);
        this.isPacked = this.physicalLength <= MAX_SUPPORTED_PACKED_COUNTS_ARRAY_LENGTH;
        if (!this.isPacked) {
          this.physicalLength = virtualLength;
        }
        this.array = new ArrayBuffer(this.physicalLength * 8);
        this.initArrayViews(this.array);
        this.init(virtualLength);
      }
      initArrayViews(array) {
        this.byteArray = new Uint8Array(array);
        this.shortArray = new Uint16Array(array);
        this.longArray = new Float64Array(array);
      }
      init(virtualLength) {
        if (!this.isPacked) {
          this.virtualLength = virtualLength;
          return;
        }
        this.populatedShortLength = SET_0_START_INDEX + 8;
        for (let i = 0; i < NUMBER_OF_SETS; i++) {
          this.setAtShortIndex(SET_0_START_INDEX + i, 0);
        }
        this.setVirtualLength(virtualLength);
      }
      clear() {
        this.byteArray.fill(0);
        this.init(this.virtualLength);
      }
      copyAndIncreaseSize(newPhysicalArrayLength, newVirtualArrayLength) {
        const ctx = new _PackedArrayContext(newVirtualArrayLength, newPhysicalArrayLength);
        if (this.isPacked) {
          ctx.populateEquivalentEntriesWithEntriesFromOther(this);
        }
        return ctx;
      }
      getPopulatedShortLength() {
        return this.populatedShortLength;
      }
      getPopulatedLongLength() {
        return this.getPopulatedShortLength() + 3 >> 2;
      }
      setAtByteIndex(byteIndex, value) {
        this.byteArray[byteIndex] = value;
      }
      getAtByteIndex(byteIndex) {
        return this.byteArray[byteIndex];
      }
      /**
       * add a byte value to a current byte value in the array
       * @param byteIndex index of byte value to add to
       * @param valueToAdd byte value to add
       * @return the afterAddValue. ((afterAddValue & 0x100) != 0) indicates a carry.
       */
      addAtByteIndex(byteIndex, valueToAdd) {
        const newValue = this.byteArray[byteIndex] + valueToAdd;
        this.byteArray[byteIndex] = newValue;
        return newValue;
      }
      setPopulatedLongLength(newPopulatedLongLength) {
        this.populatedShortLength = newPopulatedLongLength << 2;
      }
      getVirtualLength() {
        return this.virtualLength;
      }
      length() {
        return this.physicalLength;
      }
      setAtShortIndex(shortIndex, value) {
        this.shortArray[shortIndex] = value;
      }
      setAtLongIndex(longIndex, value) {
        this.longArray[longIndex] = value;
      }
      getAtShortIndex(shortIndex) {
        return this.shortArray[shortIndex];
      }
      getIndexAtShortIndex(shortIndex) {
        return this.shortArray[shortIndex];
      }
      setPackedSlotIndicators(entryIndex, newPackedSlotIndicators) {
        this.setAtShortIndex(entryIndex + NON_LEAF_ENTRY_SLOT_INDICATORS_OFFSET, newPackedSlotIndicators);
      }
      getPackedSlotIndicators(entryIndex) {
        return this.shortArray[entryIndex + NON_LEAF_ENTRY_SLOT_INDICATORS_OFFSET] & 65535;
      }
      getIndexAtEntrySlot(entryIndex, slot) {
        return this.getAtShortIndex(entryIndex + NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS + slot);
      }
      setIndexAtEntrySlot(entryIndex, slot, newIndexValue) {
        this.setAtShortIndex(entryIndex + NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS + slot, newIndexValue);
      }
      expandArrayIfNeeded(entryLengthInLongs) {
        const currentLength = this.length();
        if (currentLength < this.getPopulatedLongLength() + entryLengthInLongs) {
          const growthIncrement = max2(entryLengthInLongs, PACKED_ARRAY_GROWTH_INCREMENT, this.getPopulatedLongLength() >> PACKED_ARRAY_GROWTH_FRACTION_POW2);
          this.resizeArray(currentLength + growthIncrement);
        }
      }
      newEntry(entryLengthInShorts) {
        const newEntryIndex = this.populatedShortLength;
        this.expandArrayIfNeeded((entryLengthInShorts >> 2) + 1);
        this.populatedShortLength = newEntryIndex + entryLengthInShorts;
        for (let i = 0; i < entryLengthInShorts; i++) {
          this.setAtShortIndex(newEntryIndex + i, -1);
        }
        return newEntryIndex;
      }
      newLeafEntry() {
        let newEntryIndex;
        newEntryIndex = this.getPopulatedLongLength();
        this.expandArrayIfNeeded(1);
        this.setPopulatedLongLength(newEntryIndex + 1);
        this.setAtLongIndex(newEntryIndex, 0);
        return newEntryIndex;
      }
      /**
       * Consolidate entry with previous entry verison if one exists
       *
       * @param entryIndex The shortIndex of the entry to be consolidated
       * @param previousVersionIndex the index of the previous version of the entry
       */
      consolidateEntry(entryIndex, previousVersionIndex) {
        const previousVersionPackedSlotsIndicators = this.getPackedSlotIndicators(previousVersionIndex);
        const packedSlotsIndicators = this.getPackedSlotIndicators(entryIndex);
        const insertedSlotMask = packedSlotsIndicators ^ previousVersionPackedSlotsIndicators;
        const slotsBelowBitNumber = packedSlotsIndicators & insertedSlotMask - 1;
        const insertedSlotIndex = bitCount(slotsBelowBitNumber);
        const numberOfSlotsInEntry = bitCount(packedSlotsIndicators);
        let sourceSlot = 0;
        for (let targetSlot = 0; targetSlot < numberOfSlotsInEntry; targetSlot++) {
          if (targetSlot !== insertedSlotIndex) {
            const indexAtSlot = this.getIndexAtEntrySlot(previousVersionIndex, sourceSlot);
            if (indexAtSlot !== 0) {
              this.setIndexAtEntrySlot(entryIndex, targetSlot, indexAtSlot);
            }
            sourceSlot++;
          }
        }
      }
      /**
       * Expand entry as indicated.
       *
       * @param existingEntryIndex the index of the entry
       * @param entryPointerIndex  index to the slot pointing to the entry (needs to be fixed up)
       * @param insertedSlotIndex  realtive [packed] index of slot being inserted into entry
       * @param insertedSlotMask   mask value fo slot being inserted
       * @param nextLevelIsLeaf    the level below this one is a leaf level
       * @return the updated index of the entry (-1 if epansion failed due to conflict)
       * @throws RetryException if expansion fails due to concurrent conflict, and caller should try again.
       */
      expandEntry(existingEntryIndex, entryPointerIndex, insertedSlotIndex, insertedSlotMask, nextLevelIsLeaf) {
        let packedSlotIndicators = this.getAtShortIndex(existingEntryIndex) & 65535;
        packedSlotIndicators |= insertedSlotMask;
        const numberOfslotsInExpandedEntry = bitCount(packedSlotIndicators);
        if (insertedSlotIndex >= numberOfslotsInExpandedEntry) {
          throw new Error("inserted slot index is out of range given provided masks");
        }
        const expandedEntryLength = numberOfslotsInExpandedEntry + NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS;
        let indexOfNewNextLevelEntry = 0;
        if (nextLevelIsLeaf) {
          indexOfNewNextLevelEntry = this.newLeafEntry();
        } else {
          indexOfNewNextLevelEntry = this.newEntry(NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS);
          this.setPackedSlotIndicators(indexOfNewNextLevelEntry, 0);
        }
        const insertedSlotValue = indexOfNewNextLevelEntry;
        const expandedEntryIndex = this.newEntry(expandedEntryLength);
        this.setPackedSlotIndicators(expandedEntryIndex, packedSlotIndicators);
        this.setIndexAtEntrySlot(expandedEntryIndex, insertedSlotIndex, insertedSlotValue);
        this.setAtShortIndex(entryPointerIndex, expandedEntryIndex);
        this.consolidateEntry(expandedEntryIndex, existingEntryIndex);
        return expandedEntryIndex;
      }
      //
      //   ######   ######## ########    ##     ##    ###    ##             ## #### ##    ## ########  ######## ##     ##
      //  ##    ##  ##          ##       ##     ##   ## ##   ##            ##   ##  ###   ## ##     ## ##        ##   ##
      //  ##        ##          ##       ##     ##  ##   ##  ##           ##    ##  ####  ## ##     ## ##         ## ##
      //  ##   #### ######      ##       ##     ## ##     ## ##          ##     ##  ## ## ## ##     ## ######      ###
      //  ##    ##  ##          ##        ##   ##  ######### ##         ##      ##  ##  #### ##     ## ##         ## ##
      //  ##    ##  ##          ##         ## ##   ##     ## ##        ##       ##  ##   ### ##     ## ##        ##   ##
      //   ######   ########    ##          ###    ##     ## ######## ##       #### ##    ## ########  ######## ##     ##
      //
      getRootEntry(setNumber, insertAsNeeded = false) {
        const entryPointerIndex = SET_0_START_INDEX + setNumber;
        let entryIndex = this.getIndexAtShortIndex(entryPointerIndex);
        if (entryIndex == 0) {
          if (!insertAsNeeded) {
            return 0;
          }
          entryIndex = this.newEntry(NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS);
          this.setPackedSlotIndicators(entryIndex, 0);
          this.setAtShortIndex(entryPointerIndex, entryIndex);
        }
        return entryIndex;
      }
      /**
       * Get the byte-index (into the packed array) corresponding to a given (set tree) value byte of given virtual index.
       * Inserts new set tree nodes as needed if indicated.
       *
       * @param setNumber      The set tree number (0-7, 0 corresponding with the LSByte set tree)
       * @param virtualIndex   The virtual index into the PackedArray
       * @param insertAsNeeded If true, will insert new set tree nodes as needed if they do not already exist
       * @return the byte-index corresponding to the given (set tree) value byte of the given virtual index
       */
      getPackedIndex(setNumber, virtualIndex, insertAsNeeded) {
        if (virtualIndex >= this.virtualLength) {
          throw new Error(`Attempting access at index ${virtualIndex}, beyond virtualLength ${this.virtualLength}`);
        }
        let entryPointerIndex = SET_0_START_INDEX + setNumber;
        let entryIndex = this.getRootEntry(setNumber, insertAsNeeded);
        if (entryIndex == 0) {
          return -1;
        }
        for (let indexShift = this.topLevelShift; indexShift >= LEAF_LEVEL_SHIFT; indexShift -= 4) {
          const nextLevelIsLeaf = indexShift === LEAF_LEVEL_SHIFT;
          const packedSlotIndicators = this.getPackedSlotIndicators(entryIndex);
          const slotBitNumber = virtualIndex / pow(2, indexShift) & 15;
          const slotMask = 1 << slotBitNumber;
          const slotsBelowBitNumber = packedSlotIndicators & slotMask - 1;
          const slotNumber = bitCount(slotsBelowBitNumber);
          if ((packedSlotIndicators & slotMask) === 0) {
            if (!insertAsNeeded) {
              return -1;
            }
            entryIndex = this.expandEntry(entryIndex, entryPointerIndex, slotNumber, slotMask, nextLevelIsLeaf);
          }
          entryPointerIndex = entryIndex + NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS + slotNumber;
          entryIndex = this.getIndexAtShortIndex(entryPointerIndex);
        }
        const byteIndex = (entryIndex << 3) + (virtualIndex & 7);
        return byteIndex;
      }
      determineTopLevelShiftForVirtualLength(virtualLength) {
        const sizeMagnitude = ceil(log2(virtualLength));
        const eightsSizeMagnitude = sizeMagnitude - 3;
        let multipleOfFourSizeMagnitude = ceil(eightsSizeMagnitude / 4) * 4;
        multipleOfFourSizeMagnitude = max2(multipleOfFourSizeMagnitude, 8);
        const topLevelShiftNeeded = multipleOfFourSizeMagnitude - 4 + 3;
        return topLevelShiftNeeded;
      }
      setVirtualLength(virtualLength) {
        if (!this.isPacked) {
          throw new Error("Should never be adjusting the virtual size of a non-packed context");
        }
        this.topLevelShift = this.determineTopLevelShiftForVirtualLength(virtualLength);
        this.virtualLength = virtualLength;
      }
      getTopLevelShift() {
        return this.topLevelShift;
      }
      //
      //  ##     ##         ########   #######  ########  ##     ## ##          ###    ######## ########
      //   ##   ##          ##     ## ##     ## ##     ## ##     ## ##         ## ##      ##    ##
      //    ## ##           ##     ## ##     ## ##     ## ##     ## ##        ##   ##     ##    ##
      //     ###    ####### ########  ##     ## ########  ##     ## ##       ##     ##    ##    ######
      //    ## ##           ##        ##     ## ##        ##     ## ##       #########    ##    ##
      //   ##   ##          ##        ##     ## ##        ##     ## ##       ##     ##    ##    ##
      //  ##     ##         ##         #######  ##         #######  ######## ##     ##    ##    ########
      //
      resizeArray(newLength) {
        const tmp = new Uint8Array(newLength * 8);
        tmp.set(this.byteArray);
        this.array = tmp.buffer;
        this.initArrayViews(this.array);
        this.physicalLength = newLength;
      }
      populateEquivalentEntriesWithEntriesFromOther(other) {
        if (this.virtualLength < other.getVirtualLength()) {
          throw new Error("Cannot populate array of smaller virtual length");
        }
        for (let i = 0; i < NUMBER_OF_SETS; i++) {
          const otherEntryIndex = other.getAtShortIndex(SET_0_START_INDEX + i);
          if (otherEntryIndex == 0)
            continue;
          let entryIndexPointer = SET_0_START_INDEX + i;
          for (let i2 = this.topLevelShift; i2 > other.topLevelShift; i2 -= 4) {
            const sizeOfEntry = NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS + 1;
            const newEntryIndex = this.newEntry(sizeOfEntry);
            this.setAtShortIndex(entryIndexPointer, newEntryIndex);
            this.setPackedSlotIndicators(newEntryIndex, 1);
            entryIndexPointer = newEntryIndex + NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS;
          }
          this.copyEntriesAtLevelFromOther(other, otherEntryIndex, entryIndexPointer, other.topLevelShift);
        }
      }
      copyEntriesAtLevelFromOther(other, otherLevelEntryIndex, levelEntryIndexPointer, otherIndexShift) {
        const nextLevelIsLeaf = otherIndexShift == LEAF_LEVEL_SHIFT;
        const packedSlotIndicators = other.getPackedSlotIndicators(otherLevelEntryIndex);
        const numberOfSlots = bitCount(packedSlotIndicators);
        const sizeOfEntry = NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS + numberOfSlots;
        const entryIndex = this.newEntry(sizeOfEntry);
        this.setAtShortIndex(levelEntryIndexPointer, entryIndex);
        this.setAtShortIndex(entryIndex + NON_LEAF_ENTRY_SLOT_INDICATORS_OFFSET, packedSlotIndicators);
        for (let i = 0; i < numberOfSlots; i++) {
          if (nextLevelIsLeaf) {
            const leafEntryIndex = this.newLeafEntry();
            this.setIndexAtEntrySlot(entryIndex, i, leafEntryIndex);
            const otherNextLevelEntryIndex = other.getIndexAtEntrySlot(otherLevelEntryIndex, i);
            this.longArray[leafEntryIndex] = other.longArray[otherNextLevelEntryIndex];
          } else {
            const otherNextLevelEntryIndex = other.getIndexAtEntrySlot(otherLevelEntryIndex, i);
            this.copyEntriesAtLevelFromOther(other, otherNextLevelEntryIndex, entryIndex + NON_LEAF_ENTRY_HEADER_SIZE_IN_SHORTS + i, otherIndexShift - 4);
          }
        }
      }
      getAtUnpackedIndex(index) {
        return this.longArray[index];
      }
      setAtUnpackedIndex(index, newValue) {
        this.longArray[index] = newValue;
      }
      lazysetAtUnpackedIndex(index, newValue) {
        this.longArray[index] = newValue;
      }
      incrementAndGetAtUnpackedIndex(index) {
        this.longArray[index]++;
        return this.longArray[index];
      }
      addAndGetAtUnpackedIndex(index, valueToAdd) {
        this.longArray[index] += valueToAdd;
        return this.longArray[index];
      }
      //
      //   ########  #######           ######  ######## ########  #### ##    ##  ######
      //      ##    ##     ##         ##    ##    ##    ##     ##  ##  ###   ## ##    ##
      //      ##    ##     ##         ##          ##    ##     ##  ##  ####  ## ##
      //      ##    ##     ## #######  ######     ##    ########   ##  ## ## ## ##   ####
      //      ##    ##     ##               ##    ##    ##   ##    ##  ##  #### ##    ##
      //      ##    ##     ##         ##    ##    ##    ##    ##   ##  ##   ### ##    ##
      //      ##     #######           ######     ##    ##     ## #### ##    ##  ######
      //
      nonLeafEntryToString(entryIndex, indexShift, indentLevel) {
        let output = "";
        for (let i = 0; i < indentLevel; i++) {
          output += "  ";
        }
        try {
          const packedSlotIndicators = this.getPackedSlotIndicators(entryIndex);
          output += `slotIndiators: 0x${toHex(packedSlotIndicators)}, prevVersionIndex: 0: [ `;
          const numberOfslotsInEntry = bitCount(packedSlotIndicators);
          for (let i = 0; i < numberOfslotsInEntry; i++) {
            output += this.getIndexAtEntrySlot(entryIndex, i);
            if (i < numberOfslotsInEntry - 1) {
              output += ", ";
            }
          }
          output += ` ] (indexShift = ${indexShift})
`;
          const nextLevelIsLeaf = indexShift == LEAF_LEVEL_SHIFT;
          for (let i = 0; i < numberOfslotsInEntry; i++) {
            const nextLevelEntryIndex = this.getIndexAtEntrySlot(entryIndex, i);
            if (nextLevelIsLeaf) {
              output += this.leafEntryToString(nextLevelEntryIndex, indentLevel + 4);
            } else {
              output += this.nonLeafEntryToString(nextLevelEntryIndex, indexShift - 4, indentLevel + 4);
            }
          }
        } catch (ex) {
          output += `Exception thrown at nonLeafEnty at index ${entryIndex} with indexShift ${indexShift}
`;
        }
        return output;
      }
      leafEntryToString(entryIndex, indentLevel) {
        let output = "";
        for (let i = 0; i < indentLevel; i++) {
          output += "  ";
        }
        try {
          output += "Leaf bytes : ";
          for (let i = 0; i < 8; i++) {
            output += `0x${toHex(this.byteArray[entryIndex * 8 + i])} `;
          }
          output += "\n";
        } catch (ex) {
          output += `Exception thrown at leafEnty at index ${entryIndex}
`;
        }
        return output;
      }
      toString() {
        let output = "PackedArrayContext:\n";
        if (!this.isPacked) {
          return output + "Context is unpacked:\n";
        }
        for (let setNumber = 0; setNumber < NUMBER_OF_SETS; setNumber++) {
          try {
            const entryPointerIndex = SET_0_START_INDEX + setNumber;
            const entryIndex = this.getIndexAtShortIndex(entryPointerIndex);
            output += `Set ${setNumber}: root = ${entryIndex} 
`;
            if (entryIndex == 0)
              continue;
            output += this.nonLeafEntryToString(entryIndex, this.topLevelShift, 4);
          } catch (ex) {
            output += `Exception thrown in set ${setNumber}%d
`;
          }
        }
        return output;
      }
    };
    exports2.PackedArrayContext = PackedArrayContext;
    var toHex = (n) => {
      return Number(n).toString(16).padStart(2, "0");
    };
  }
});

// node_modules/hdr-histogram-js/dist/packedarray/PackedArray.js
var require_PackedArray = __commonJS({
  "node_modules/hdr-histogram-js/dist/packedarray/PackedArray.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.PackedArray = void 0;
    var PackedArrayContext_1 = require_PackedArrayContext();
    var NUMBER_OF_SETS = 8;
    var { pow, floor } = Math;
    var PackedArray = class {
      constructor(virtualLength, initialPhysicalLength = PackedArrayContext_1.MINIMUM_INITIAL_PACKED_ARRAY_CAPACITY) {
        this.arrayContext = new PackedArrayContext_1.PackedArrayContext(virtualLength, initialPhysicalLength);
      }
      setVirtualLength(newVirtualArrayLength) {
        if (newVirtualArrayLength < this.length()) {
          throw new Error("Cannot set virtual length, as requested length " + newVirtualArrayLength + " is smaller than the current virtual length " + this.length());
        }
        const currentArrayContext = this.arrayContext;
        if (currentArrayContext.isPacked && currentArrayContext.determineTopLevelShiftForVirtualLength(newVirtualArrayLength) == currentArrayContext.getTopLevelShift()) {
          currentArrayContext.setVirtualLength(newVirtualArrayLength);
          return;
        }
        this.arrayContext = currentArrayContext.copyAndIncreaseSize(this.getPhysicalLength(), newVirtualArrayLength);
      }
      /**
       * Get value at virtual index in the array
       * @param index the virtual array index
       * @return the array value at the virtual index given
       */
      get(index) {
        let value = 0;
        for (let byteNum = 0; byteNum < NUMBER_OF_SETS; byteNum++) {
          let byteValueAtPackedIndex = 0;
          if (!this.arrayContext.isPacked) {
            return this.arrayContext.getAtUnpackedIndex(index);
          }
          const packedIndex = this.arrayContext.getPackedIndex(byteNum, index, false);
          if (packedIndex < 0) {
            return value;
          }
          byteValueAtPackedIndex = this.arrayContext.getAtByteIndex(packedIndex) * pow(2, byteNum << 3);
          value += byteValueAtPackedIndex;
        }
        return value;
      }
      /**
       * Increment value at a virrual index in the array
       * @param index virtual index of value to increment
       */
      increment(index) {
        this.add(index, 1);
      }
      safeGetPackedIndexgetPackedIndex(setNumber, virtualIndex) {
        return this.arrayContext.getPackedIndex(setNumber, virtualIndex, true);
      }
      /**
       * Add to a value at a virtual index in the array
       * @param index the virtual index of the value to be added to
       * @param value the value to add
       */
      add(index, value) {
        let remainingValueToAdd = value;
        for (let byteNum = 0, byteShift = 0; byteNum < NUMBER_OF_SETS; byteNum++, byteShift += 8) {
          if (!this.arrayContext.isPacked) {
            this.arrayContext.addAndGetAtUnpackedIndex(index, value);
            return;
          }
          const packedIndex = this.safeGetPackedIndexgetPackedIndex(byteNum, index);
          const byteToAdd = remainingValueToAdd & 255;
          const afterAddByteValue = this.arrayContext.addAtByteIndex(packedIndex, byteToAdd);
          remainingValueToAdd -= byteToAdd;
          remainingValueToAdd = remainingValueToAdd / pow(2, 8);
          remainingValueToAdd += floor(afterAddByteValue / pow(2, 8));
          if (remainingValueToAdd == 0) {
            return;
          }
        }
      }
      /**
       * Set the value at a virtual index in the array
       * @param index the virtual index of the value to set
       * @param value the value to set
       */
      set(index, value) {
        let bytesAlreadySet = 0;
        let valueForNextLevels = value;
        for (let byteNum = 0; byteNum < NUMBER_OF_SETS; byteNum++) {
          if (!this.arrayContext.isPacked) {
            this.arrayContext.setAtUnpackedIndex(index, value);
            return;
          }
          if (valueForNextLevels == 0) {
            const packedIndex2 = this.arrayContext.getPackedIndex(byteNum, index, false);
            if (packedIndex2 < 0) {
              return;
            }
          }
          const packedIndex = this.arrayContext.getPackedIndex(byteNum, index, true);
          const byteToWrite = valueForNextLevels & 255;
          valueForNextLevels = floor(valueForNextLevels / pow(2, 8));
          if (byteNum < bytesAlreadySet) {
            continue;
          }
          this.arrayContext.setAtByteIndex(packedIndex, byteToWrite);
          bytesAlreadySet++;
        }
      }
      /**
       * Get the current physical length (in longs) of the array's backing storage
       * @return the current physical length (in longs) of the array's current backing storage
       */
      getPhysicalLength() {
        return this.arrayContext.physicalLength;
      }
      /**
       * Get the (virtual) length of the array
       * @return the (virtual) length of the array
       */
      length() {
        return this.arrayContext.getVirtualLength();
      }
      /**
       * Clear the array contents
       */
      clear() {
        this.arrayContext.clear();
      }
      toString() {
        let output = "PackedArray:\n";
        output += this.arrayContext.toString();
        return output;
      }
    };
    exports2.PackedArray = PackedArray;
  }
});

// node_modules/hdr-histogram-js/dist/PackedHistogram.js
var require_PackedHistogram = __commonJS({
  "node_modules/hdr-histogram-js/dist/PackedHistogram.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var JsHistogram_12 = require_JsHistogram();
    var PackedArray_1 = require_PackedArray();
    var PackedHistogram = class _PackedHistogram extends JsHistogram_12.default {
      constructor(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits) {
        super(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits);
        this._totalCount = 0;
        this.packedCounts = new PackedArray_1.PackedArray(this.countsArrayLength);
      }
      clearCounts() {
        this.packedCounts.clear();
      }
      incrementCountAtIndex(index) {
        this.packedCounts.increment(index);
      }
      addToCountAtIndex(index, value) {
        this.packedCounts.add(index, value);
      }
      setCountAtIndex(index, value) {
        this.packedCounts.set(index, value);
      }
      resize(newHighestTrackableValue) {
        this.establishSize(newHighestTrackableValue);
        this.packedCounts.setVirtualLength(this.countsArrayLength);
      }
      getCountAtIndex(index) {
        return this.packedCounts.get(index);
      }
      _getEstimatedFootprintInBytes() {
        return 192 + 8 * this.packedCounts.getPhysicalLength();
      }
      copyCorrectedForCoordinatedOmission(expectedIntervalBetweenValueSamples) {
        const copy = new _PackedHistogram(this.lowestDiscernibleValue, this.highestTrackableValue, this.numberOfSignificantValueDigits);
        copy.addWhileCorrectingForCoordinatedOmission(this, expectedIntervalBetweenValueSamples);
        return copy;
      }
      toString() {
        return `PackedHistogram ${JSON.stringify(this, null, 2)}`;
      }
    };
    exports2.default = PackedHistogram;
  }
});

// node_modules/hdr-histogram-js/dist/TypedArrayHistogram.js
var require_TypedArrayHistogram = __commonJS({
  "node_modules/hdr-histogram-js/dist/TypedArrayHistogram.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var JsHistogram_12 = require_JsHistogram();
    var TypedArrayHistogram = class _TypedArrayHistogram extends JsHistogram_12.default {
      constructor(arrayCtr, lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits) {
        super(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits);
        this.arrayCtr = arrayCtr;
        this._totalCount = 0;
        this._counts = new arrayCtr(this.countsArrayLength);
      }
      clearCounts() {
        this._counts.fill(0);
      }
      incrementCountAtIndex(index) {
        const currentCount = this._counts[index];
        const newCount = currentCount + 1;
        if (newCount < 0) {
          throw newCount + " would overflow short integer count";
        }
        this._counts[index] = newCount;
      }
      addToCountAtIndex(index, value) {
        const currentCount = this._counts[index];
        const newCount = currentCount + value;
        if (newCount < Number.MIN_SAFE_INTEGER || newCount > Number.MAX_SAFE_INTEGER) {
          throw newCount + " would overflow integer count";
        }
        this._counts[index] = newCount;
      }
      setCountAtIndex(index, value) {
        if (value < Number.MIN_SAFE_INTEGER || value > Number.MAX_SAFE_INTEGER) {
          throw value + " would overflow integer count";
        }
        this._counts[index] = value;
      }
      resize(newHighestTrackableValue) {
        this.establishSize(newHighestTrackableValue);
        const newCounts = new this.arrayCtr(this.countsArrayLength);
        newCounts.set(this._counts);
        this._counts = newCounts;
      }
      getCountAtIndex(index) {
        return this._counts[index];
      }
      _getEstimatedFootprintInBytes() {
        return 1024 + this._counts.BYTES_PER_ELEMENT * this._counts.length;
      }
      copyCorrectedForCoordinatedOmission(expectedIntervalBetweenValueSamples) {
        const copy = new _TypedArrayHistogram(this.arrayCtr, this.lowestDiscernibleValue, this.highestTrackableValue, this.numberOfSignificantValueDigits);
        copy.addWhileCorrectingForCoordinatedOmission(this, expectedIntervalBetweenValueSamples);
        return copy;
      }
      toString() {
        return `Histogram ${this._counts.BYTES_PER_ELEMENT * 8}b ${JSON.stringify(this, null, 2)}`;
      }
    };
    exports2.default = TypedArrayHistogram;
  }
});

// node_modules/hdr-histogram-js/dist/Int8Histogram.js
var require_Int8Histogram = __commonJS({
  "node_modules/hdr-histogram-js/dist/Int8Histogram.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var TypedArrayHistogram_1 = require_TypedArrayHistogram();
    var Int8Histogram = class extends TypedArrayHistogram_1.default {
      constructor(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits) {
        super(Uint8Array, lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits);
      }
    };
    exports2.default = Int8Histogram;
  }
});

// node_modules/hdr-histogram-js/dist/Int16Histogram.js
var require_Int16Histogram = __commonJS({
  "node_modules/hdr-histogram-js/dist/Int16Histogram.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var TypedArrayHistogram_1 = require_TypedArrayHistogram();
    var Int16Histogram = class extends TypedArrayHistogram_1.default {
      constructor(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits) {
        super(Uint16Array, lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits);
      }
    };
    exports2.default = Int16Histogram;
  }
});

// node_modules/hdr-histogram-js/dist/Int32Histogram.js
var require_Int32Histogram = __commonJS({
  "node_modules/hdr-histogram-js/dist/Int32Histogram.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var TypedArrayHistogram_1 = require_TypedArrayHistogram();
    var Int32Histogram = class extends TypedArrayHistogram_1.default {
      constructor(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits) {
        super(Uint32Array, lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits);
      }
    };
    exports2.default = Int32Histogram;
  }
});

// node_modules/hdr-histogram-js/dist/Float64Histogram.js
var require_Float64Histogram = __commonJS({
  "node_modules/hdr-histogram-js/dist/Float64Histogram.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var TypedArrayHistogram_1 = require_TypedArrayHistogram();
    var Float64Histogram = class extends TypedArrayHistogram_1.default {
      constructor(lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits) {
        super(Float64Array, lowestDiscernibleValue, highestTrackableValue, numberOfSignificantValueDigits);
      }
    };
    exports2.default = Float64Histogram;
  }
});

// node_modules/hdr-histogram-js/dist/JsHistogramFactory.js
var require_JsHistogramFactory = __commonJS({
  "node_modules/hdr-histogram-js/dist/JsHistogramFactory.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.constructorFromBucketSize = constructorFromBucketSize;
    var PackedHistogram_1 = require_PackedHistogram();
    var Int8Histogram_1 = require_Int8Histogram();
    var Int16Histogram_1 = require_Int16Histogram();
    var Int32Histogram_1 = require_Int32Histogram();
    var Float64Histogram_1 = require_Float64Histogram();
    function constructorFromBucketSize(bitBucketSize) {
      switch (bitBucketSize) {
        case "packed":
          return PackedHistogram_1.default;
        case 8:
          return Int8Histogram_1.default;
        case 16:
          return Int16Histogram_1.default;
        case 32:
          return Int32Histogram_1.default;
        case 64:
          return Float64Histogram_1.default;
        default:
          throw new Error("Incorrect parameter bitBucketSize");
      }
    }
  }
});

// node_modules/hdr-histogram-js/dist/ZigZagEncoding.js
var require_ZigZagEncoding = __commonJS({
  "node_modules/hdr-histogram-js/dist/ZigZagEncoding.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var { pow, floor } = Math;
    var TWO_POW_7 = pow(2, 7);
    var TWO_POW_14 = pow(2, 14);
    var TWO_POW_21 = pow(2, 21);
    var TWO_POW_28 = pow(2, 28);
    var TWO_POW_35 = pow(2, 35);
    var TWO_POW_42 = pow(2, 42);
    var TWO_POW_49 = pow(2, 49);
    var TWO_POW_56 = pow(2, 56);
    var ZigZagEncoding = class {
      /**
       * Writes a long value to the given buffer in LEB128 ZigZag encoded format
       * (negative numbers not supported)
       * @param buffer the buffer to write to
       * @param value  the value to write to the buffer
       */
      static encode(buffer, value) {
        if (value >= 0) {
          value = value * 2;
        } else {
          value = -value * 2 - 1;
        }
        if (value < TWO_POW_7) {
          buffer.put(value);
        } else {
          buffer.put(value | 128);
          if (value < TWO_POW_14) {
            buffer.put(floor(value / TWO_POW_7));
          } else {
            buffer.put(floor(value / TWO_POW_7) | 128);
            if (value < TWO_POW_21) {
              buffer.put(floor(value / TWO_POW_14));
            } else {
              buffer.put(floor(value / TWO_POW_14) | 128);
              if (value < TWO_POW_28) {
                buffer.put(floor(value / TWO_POW_21));
              } else {
                buffer.put(floor(value / TWO_POW_21) | 128);
                if (value < TWO_POW_35) {
                  buffer.put(floor(value / TWO_POW_28));
                } else {
                  buffer.put(floor(value / TWO_POW_28) | 128);
                  if (value < TWO_POW_42) {
                    buffer.put(floor(value / TWO_POW_35));
                  } else {
                    buffer.put(floor(value / TWO_POW_35) | 128);
                    if (value < TWO_POW_49) {
                      buffer.put(floor(value / TWO_POW_42));
                    } else {
                      buffer.put(floor(value / TWO_POW_42) | 128);
                      if (value < TWO_POW_56) {
                        buffer.put(floor(value / TWO_POW_49));
                      } else {
                        buffer.put(floor(value / TWO_POW_49) + 128);
                        buffer.put(floor(value / TWO_POW_56));
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
      /**
       * Read an LEB128-64b9B ZigZag encoded long value from the given buffer
       * (negative numbers not supported)
       * @param buffer the buffer to read from
       * @return the value read from the buffer
       */
      static decode(buffer) {
        let v = buffer.get();
        let value = v & 127;
        if ((v & 128) != 0) {
          v = buffer.get();
          value += (v & 127) * TWO_POW_7;
          if ((v & 128) != 0) {
            v = buffer.get();
            value += (v & 127) * TWO_POW_14;
            if ((v & 128) != 0) {
              v = buffer.get();
              value += (v & 127) * TWO_POW_21;
              if ((v & 128) != 0) {
                v = buffer.get();
                value += (v & 127) * TWO_POW_28;
                if ((v & 128) != 0) {
                  v = buffer.get();
                  value += (v & 127) * TWO_POW_35;
                  if ((v & 128) != 0) {
                    v = buffer.get();
                    value += (v & 127) * TWO_POW_42;
                    if ((v & 128) != 0) {
                      v = buffer.get();
                      value += (v & 127) * TWO_POW_49;
                      if ((v & 128) != 0) {
                        v = buffer.get();
                        value += (v & 127) * TWO_POW_56;
                      }
                    }
                  }
                }
              }
            }
          }
        }
        if (value % 2 === 0) {
          value = value / 2;
        } else {
          value = -(value + 1) / 2;
        }
        return value;
      }
    };
    exports2.default = ZigZagEncoding;
  }
});

// node_modules/hdr-histogram-js/dist/JsHistogram.encoding.js
var require_JsHistogram_encoding = __commonJS({
  "node_modules/hdr-histogram-js/dist/JsHistogram.encoding.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.inflate = exports.deflate = void 0;
    exports.decompress = decompress;
    exports.doDecode = doDecode;
    var base64 = require_base64_js();
    var pako = require_pako();
    var JsHistogram_1 = require_JsHistogram();
    var ByteBuffer_1 = require_ByteBuffer();
    var JsHistogramFactory_1 = require_JsHistogramFactory();
    var ZigZagEncoding_1 = require_ZigZagEncoding();
    var { max } = Math;
    var V2EncodingCookieBase = 478450435;
    var V2CompressedEncodingCookieBase = 478450436;
    var V2maxWordSizeInBytes = 9;
    var encodingCookie = V2EncodingCookieBase | 16;
    var compressedEncodingCookie = V2CompressedEncodingCookieBase | 16;
    function fillBufferFromCountsArray(self2, buffer) {
      const countsLimit = self2.countsArrayIndex(self2.maxValue) + 1;
      let srcIndex = 0;
      while (srcIndex < countsLimit) {
        const count3 = self2.getCountAtIndex(srcIndex++);
        if (count3 < 0) {
          throw new Error("Cannot encode histogram containing negative counts (" + count3 + ") at index " + srcIndex + ", corresponding the value range [" + self2.lowestEquivalentValue(self2.valueFromIndex(srcIndex)) + "," + self2.nextNonEquivalentValue(self2.valueFromIndex(srcIndex)) + ")");
        }
        let zerosCount = 0;
        if (count3 == 0) {
          zerosCount = 1;
          while (srcIndex < countsLimit && self2.getCountAtIndex(srcIndex) == 0) {
            zerosCount++;
            srcIndex++;
          }
        }
        if (zerosCount > 1) {
          ZigZagEncoding_1.default.encode(buffer, -zerosCount);
        } else {
          ZigZagEncoding_1.default.encode(buffer, count3);
        }
      }
    }
    function encodeIntoByteBuffer(self2, buffer) {
      const initialPosition = buffer.position;
      buffer.putInt32(encodingCookie);
      buffer.putInt32(0);
      buffer.putInt32(1);
      buffer.putInt32(self2.numberOfSignificantValueDigits);
      buffer.putInt64(self2.lowestDiscernibleValue);
      buffer.putInt64(self2.highestTrackableValue);
      buffer.putInt64(1);
      const payloadStartPosition = buffer.position;
      fillBufferFromCountsArray(self2, buffer);
      const backupIndex = buffer.position;
      buffer.position = initialPosition + 4;
      buffer.putInt32(backupIndex - payloadStartPosition);
      buffer.position = backupIndex;
      return backupIndex - initialPosition;
    }
    function fillCountsArrayFromSourceBuffer(self2, sourceBuffer, lengthInBytes, wordSizeInBytes) {
      if (wordSizeInBytes != 2 && wordSizeInBytes != 4 && wordSizeInBytes != 8 && wordSizeInBytes != V2maxWordSizeInBytes) {
        throw new Error("word size must be 2, 4, 8, or V2maxWordSizeInBytes (" + V2maxWordSizeInBytes + ") bytes");
      }
      let dstIndex = 0;
      const endPosition = sourceBuffer.position + lengthInBytes;
      while (sourceBuffer.position < endPosition) {
        let zerosCount = 0;
        let count3 = ZigZagEncoding_1.default.decode(sourceBuffer);
        if (count3 < 0) {
          zerosCount = -count3;
          dstIndex += zerosCount;
        } else {
          self2.setCountAtIndex(dstIndex++, count3);
        }
      }
      return dstIndex;
    }
    function getCookieBase(cookie) {
      return cookie & ~240;
    }
    function getWordSizeInBytesFromCookie(cookie) {
      if (getCookieBase(cookie) == V2EncodingCookieBase || getCookieBase(cookie) == V2CompressedEncodingCookieBase) {
        return V2maxWordSizeInBytes;
      }
      const sizeByte = (cookie & 240) >> 4;
      return sizeByte & 14;
    }
    function findDeflateFunction() {
      try {
        return eval('require("zlib").deflateSync');
      } catch (error) {
        return !!pako ? pako.deflate : () => {
          throw new Error("pako library is mandatory for encoding/deconding on the browser side");
        };
      }
    }
    function findInflateFunction() {
      try {
        return eval('require("zlib").inflateSync');
      } catch (error) {
        return !!pako ? pako.inflate : () => {
          throw new Error("pako library is mandatory for encoding/deconding on the browser side");
        };
      }
    }
    exports.deflate = findDeflateFunction();
    exports.inflate = findInflateFunction();
    function decompress(data2) {
      const buffer = new ByteBuffer_1.default(data2);
      const initialTargetPosition = buffer.position;
      const cookie = buffer.getInt32();
      if ((cookie & ~240) !== V2CompressedEncodingCookieBase) {
        throw new Error("Encoding not supported, only V2 is supported");
      }
      const lengthOfCompressedContents = buffer.getInt32();
      const uncompressedBuffer = (0, exports.inflate)(buffer.data.slice(initialTargetPosition + 8, initialTargetPosition + 8 + lengthOfCompressedContents));
      return uncompressedBuffer;
    }
    function doDecode(data2, bitBucketSize = 32, minBarForHighestTrackableValue = 0) {
      const buffer = new ByteBuffer_1.default(data2);
      const cookie = buffer.getInt32();
      let payloadLengthInBytes;
      let numberOfSignificantValueDigits;
      let lowestTrackableUnitValue;
      let highestTrackableValue;
      if (getCookieBase(cookie) === V2EncodingCookieBase) {
        if (getWordSizeInBytesFromCookie(cookie) != V2maxWordSizeInBytes) {
          throw new Error("The buffer does not contain a Histogram (no valid cookie found)");
        }
        payloadLengthInBytes = buffer.getInt32();
        buffer.getInt32();
        numberOfSignificantValueDigits = buffer.getInt32();
        lowestTrackableUnitValue = buffer.getInt64();
        highestTrackableValue = buffer.getInt64();
        buffer.getInt64();
      } else {
        throw new Error("The buffer does not contain a Histogram (no valid V2 encoding cookie found)");
      }
      highestTrackableValue = max(highestTrackableValue, minBarForHighestTrackableValue);
      const histogramConstr = (0, JsHistogramFactory_1.constructorFromBucketSize)(bitBucketSize);
      const histogram2 = new histogramConstr(lowestTrackableUnitValue, highestTrackableValue, numberOfSignificantValueDigits);
      const filledLength = fillCountsArrayFromSourceBuffer(histogram2, buffer, payloadLengthInBytes, V2maxWordSizeInBytes);
      histogram2.establishInternalTackingValues(filledLength);
      return histogram2;
    }
    function doEncodeIntoCompressedBase64(compressionLevel) {
      const compressionOptions = compressionLevel ? { level: compressionLevel } : {};
      const self2 = this;
      const targetBuffer = ByteBuffer_1.default.allocate();
      targetBuffer.putInt32(compressedEncodingCookie);
      const intermediateUncompressedByteBuffer = ByteBuffer_1.default.allocate();
      const uncompressedLength = encodeIntoByteBuffer(self2, intermediateUncompressedByteBuffer);
      const data2 = intermediateUncompressedByteBuffer.data.slice(0, uncompressedLength);
      const compressedData = (0, exports.deflate)(data2, compressionOptions);
      targetBuffer.putInt32(compressedData.byteLength);
      targetBuffer.putArray(compressedData);
      return base64.fromByteArray(targetBuffer.data);
    }
    JsHistogram_1.JsHistogram.decode = doDecode;
    JsHistogram_1.JsHistogram.prototype.encodeIntoCompressedBase64 = doEncodeIntoCompressedBase64;
  }
});

// node_modules/hdr-histogram-js/dist/encoding.js
var require_encoding = __commonJS({
  "node_modules/hdr-histogram-js/dist/encoding.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.encodeIntoCompressedBase64 = exports2.decodeFromCompressedBase64 = void 0;
    exports2.decompress = decompress2;
    var JsHistogram_12 = require_JsHistogram();
    var ByteBuffer_12 = require_ByteBuffer();
    var wasm_1 = require_wasm();
    var base642 = require_base64_js();
    var JsHistogram_encoding_1 = require_JsHistogram_encoding();
    var V2CompressedEncodingCookieBase2 = 478450436;
    var compressedEncodingCookie2 = V2CompressedEncodingCookieBase2 | 16;
    function decompress2(data2) {
      const buffer = new ByteBuffer_12.default(data2);
      const initialTargetPosition = buffer.position;
      const cookie = buffer.getInt32();
      if ((cookie & ~240) !== V2CompressedEncodingCookieBase2) {
        throw new Error("Encoding not supported, only V2 is supported");
      }
      const lengthOfCompressedContents = buffer.getInt32();
      const uncompressedBuffer = (0, JsHistogram_encoding_1.inflate)(buffer.data.slice(initialTargetPosition + 8, initialTargetPosition + 8 + lengthOfCompressedContents));
      return uncompressedBuffer;
    }
    var decodeFromCompressedBase64 = (base64String, bitBucketSize = 32, useWebAssembly = false, minBarForHighestTrackableValue = 0) => {
      const data2 = base642.toByteArray(base64String.trim());
      const uncompressedData = decompress2(data2);
      if (useWebAssembly) {
        return wasm_1.WasmHistogram.decode(uncompressedData, bitBucketSize, minBarForHighestTrackableValue);
      }
      return JsHistogram_12.JsHistogram.decode(uncompressedData, bitBucketSize, minBarForHighestTrackableValue);
    };
    exports2.decodeFromCompressedBase64 = decodeFromCompressedBase64;
    function encodeWasmIntoCompressedBase64(compressionLevel) {
      const compressionOptions = compressionLevel ? { level: compressionLevel } : {};
      const self2 = this;
      const targetBuffer = ByteBuffer_12.default.allocate();
      targetBuffer.putInt32(compressedEncodingCookie2);
      const uncompressedData = self2.encode();
      const compressedData = (0, JsHistogram_encoding_1.deflate)(uncompressedData, compressionOptions);
      targetBuffer.putInt32(compressedData.byteLength);
      targetBuffer.putArray(compressedData);
      return base642.fromByteArray(targetBuffer.data);
    }
    wasm_1.WasmHistogram.prototype.encodeIntoCompressedBase64 = encodeWasmIntoCompressedBase64;
    var encodeIntoCompressedBase64 = (histogram2, compressionLevel) => {
      if (histogram2 instanceof wasm_1.WasmHistogram) {
        return histogram2.encodeIntoCompressedBase64(compressionLevel);
      }
      if (histogram2 instanceof JsHistogram_12.JsHistogram) {
        return histogram2.encodeIntoCompressedBase64(compressionLevel);
      }
      throw new Error("Unsupported Histogram implementation");
    };
    exports2.encodeIntoCompressedBase64 = encodeIntoCompressedBase64;
  }
});

// node_modules/hdr-histogram-js/dist/HistogramLogReader.js
var require_HistogramLogReader = __commonJS({
  "node_modules/hdr-histogram-js/dist/HistogramLogReader.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.listTags = void 0;
    var Histogram_1 = require_Histogram();
    var encoding_1 = require_encoding();
    var TAG_PREFIX = "Tag=";
    var TAG_PREFIX_LENGTH = "Tag=".length;
    var HistogramLogReader = class {
      constructor(logContent, bitBucketSize = 32, useWebAssembly = false) {
        this.lines = splitLines2(logContent);
        this.currentLineIndex = 0;
        this.bitBucketSize = bitBucketSize;
        this.useWebAssembly = useWebAssembly;
      }
      /**
       * Read the next interval histogram from the log. Returns a Histogram object if
       * an interval line was found, or null if not.
       * <p>Upon encountering any unexpected format errors in reading the next interval
       * from the file, this method will return a null.
       * @return a DecodedInterval, or a null if no appropriate interval found
       */
      nextIntervalHistogram(rangeStartTimeSec = 0, rangeEndTimeSec = Number.MAX_VALUE) {
        while (this.currentLineIndex < this.lines.length) {
          const currentLine = this.lines[this.currentLineIndex];
          this.currentLineIndex++;
          if (currentLine.startsWith("#[StartTime:")) {
            this.parseStartTimeFromLine(currentLine);
          } else if (currentLine.startsWith("#[BaseTime:")) {
            this.parseBaseTimeFromLine(currentLine);
          } else if (currentLine.startsWith("#") || currentLine.startsWith('"StartTimestamp"')) {
          } else if (currentLine.includes(",")) {
            const tokens = currentLine.split(",");
            const [firstToken] = tokens;
            let tag;
            if (firstToken.startsWith(TAG_PREFIX)) {
              tag = firstToken.substring(TAG_PREFIX_LENGTH);
              tokens.shift();
            } else {
              tag = Histogram_1.NO_TAG;
            }
            const [rawLogTimeStampInSec, rawIntervalLengthSec, , base64Histogram] = tokens;
            const logTimeStampInSec = Number.parseFloat(rawLogTimeStampInSec);
            if (!this.baseTimeSec) {
              if (logTimeStampInSec < this.startTimeSec - 365 * 24 * 3600) {
                this.baseTimeSec = this.startTimeSec;
              } else {
                this.baseTimeSec = 0;
              }
            }
            if (rangeEndTimeSec < logTimeStampInSec) {
              return null;
            }
            if (logTimeStampInSec < rangeStartTimeSec) {
              continue;
            }
            const histogram2 = (0, encoding_1.decodeFromCompressedBase64)(base64Histogram, this.bitBucketSize, this.useWebAssembly);
            histogram2.startTimeStampMsec = (this.baseTimeSec + logTimeStampInSec) * 1e3;
            const intervalLengthSec = Number.parseFloat(rawIntervalLengthSec);
            histogram2.endTimeStampMsec = (this.baseTimeSec + logTimeStampInSec + intervalLengthSec) * 1e3;
            histogram2.tag = tag;
            return histogram2;
          }
        }
        return null;
      }
      parseStartTimeFromLine(line) {
        this.startTimeSec = Number.parseFloat(line.split(" ")[1]);
      }
      parseBaseTimeFromLine(line) {
        this.baseTimeSec = Number.parseFloat(line.split(" ")[1]);
      }
    };
    var splitLines2 = (logContent) => logContent.split(/\r\n|\r|\n/g);
    var shouldIncludeNoTag = (lines) => lines.find((line) => !line.startsWith("#") && !line.startsWith('"') && !line.startsWith(TAG_PREFIX) && line.includes(","));
    var listTags = (content) => {
      const lines = splitLines2(content);
      const tags = lines.filter((line) => line.includes(",") && line.startsWith(TAG_PREFIX)).map((line) => line.substring(TAG_PREFIX_LENGTH, line.indexOf(",")));
      const tagsWithoutDuplicates = new Set(tags);
      const result = Array.from(tagsWithoutDuplicates);
      if (shouldIncludeNoTag(lines)) {
        result.unshift("NO TAG");
      }
      return result;
    };
    exports2.listTags = listTags;
    exports2.default = HistogramLogReader;
  }
});

// node_modules/hdr-histogram-js/dist/HistogramLogWriter.js
var require_HistogramLogWriter = __commonJS({
  "node_modules/hdr-histogram-js/dist/HistogramLogWriter.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var Histogram_1 = require_Histogram();
    var encoding_1 = require_encoding();
    var formatters_1 = require_formatters();
    var HISTOGRAM_LOG_FORMAT_VERSION = "1.3";
    var timeFormatter = (0, formatters_1.floatFormatter)(5, 3);
    var HistogramLogWriter = class {
      constructor(log) {
        this.log = log;
        this.baseTime = 0;
      }
      /**
       * Output an interval histogram, with the given timestamp information and the [optional] tag
       * associated with the histogram, using a configurable maxValueUnitRatio. (note that the
       * specified timestamp information will be used, and the timestamp information in the actual
       * histogram will be ignored).
       * The max value reported with the interval line will be scaled by the given maxValueUnitRatio.
       * @param startTimeStampSec The start timestamp to log with the interval histogram, in seconds.
       * @param endTimeStampSec The end timestamp to log with the interval histogram, in seconds.
       * @param histogram The interval histogram to log.
       * @param maxValueUnitRatio The ratio by which to divide the histogram's max value when reporting on it.
       */
      outputIntervalHistogram(histogram2, startTimeStampSec = (histogram2.startTimeStampMsec - this.baseTime) / 1e3, endTimeStampSec = (histogram2.endTimeStampMsec - this.baseTime) / 1e3, maxValueUnitRatio = 1e3) {
        const base642 = (0, encoding_1.encodeIntoCompressedBase64)(histogram2);
        const start2 = timeFormatter(startTimeStampSec);
        const duration = timeFormatter(endTimeStampSec - startTimeStampSec);
        const max2 = timeFormatter(histogram2.maxValue / maxValueUnitRatio);
        const lineContent = `${start2},${duration},${max2},${base642}
`;
        if (histogram2.tag && histogram2.tag !== Histogram_1.NO_TAG) {
          this.log(`Tag=${histogram2.tag},${lineContent}`);
        } else {
          this.log(lineContent);
        }
      }
      /**
       * Log a comment to the log.
       * Comments will be preceded with with the '#' character.
       * @param comment the comment string.
       */
      outputComment(comment) {
        this.log(`#${comment}
`);
      }
      /**
       * Log a start time in the log.
       * @param startTimeMsec time (in milliseconds) since the absolute start time (the epoch)
       */
      outputStartTime(startTimeMsec) {
        this.outputComment(`[StartTime: ${(0, formatters_1.floatFormatter)(5, 3)(startTimeMsec / 1e3)} (seconds since epoch), ${new Date(startTimeMsec)}]
`);
      }
      /**
       * Output a legend line to the log.
       */
      outputLegend() {
        this.log('"StartTimestamp","Interval_Length","Interval_Max","Interval_Compressed_Histogram"\n');
      }
      /**
       * Output a log format version to the log.
       */
      outputLogFormatVersion() {
        this.outputComment("[Histogram log format version " + HISTOGRAM_LOG_FORMAT_VERSION + "]");
      }
    };
    exports2.default = HistogramLogWriter;
  }
});

// node_modules/hdr-histogram-js/dist/HistogramBuilder.js
var require_HistogramBuilder = __commonJS({
  "node_modules/hdr-histogram-js/dist/HistogramBuilder.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.build = exports2.defaultRequest = void 0;
    var JsHistogramFactory_12 = require_JsHistogramFactory();
    var wasm_1 = require_wasm();
    exports2.defaultRequest = {
      bitBucketSize: 32,
      autoResize: true,
      lowestDiscernibleValue: 1,
      highestTrackableValue: 2,
      numberOfSignificantValueDigits: 3,
      useWebAssembly: false
    };
    var build2 = (request = exports2.defaultRequest) => {
      const parameters = Object.assign({}, exports2.defaultRequest, request);
      if (request.useWebAssembly && wasm_1.webAssemblyAvailable) {
        return wasm_1.WasmHistogram.build(parameters);
      }
      const histogramConstr = (0, JsHistogramFactory_12.constructorFromBucketSize)(parameters.bitBucketSize);
      const histogram2 = new histogramConstr(parameters.lowestDiscernibleValue, parameters.highestTrackableValue, parameters.numberOfSignificantValueDigits);
      histogram2.autoResize = parameters.autoResize;
      return histogram2;
    };
    exports2.build = build2;
  }
});

// node_modules/hdr-histogram-js/dist/Recorder.js
var require_Recorder = __commonJS({
  "node_modules/hdr-histogram-js/dist/Recorder.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var HistogramBuilder_1 = require_HistogramBuilder();
    var Recorder = class _Recorder {
      /**
       * Construct an auto-resizing {@link Recorder} with a lowest discernible value of
       * 1 and an auto-adjusting highestTrackableValue. Can auto-resize up to track values up to Number.MAX_SAFE_INTEGER.
       *
       * @param histogramBuildRequest parameters used to build histograms while using this recorder.
       * @param clock (for testing purpose) an action that give current time in ms since 1970
       */
      constructor(histogramBuildRequest = HistogramBuilder_1.defaultRequest, clock = () => (/* @__PURE__ */ new Date()).getTime()) {
        this.histogramBuildRequest = histogramBuildRequest;
        this.clock = clock;
        this.activeHistogram = (0, HistogramBuilder_1.build)(this.histogramBuildRequest);
        _Recorder.idGenerator++;
        this.activeHistogram.containingInstanceId = _Recorder.idGenerator;
        this.activeHistogram.startTimeStampMsec = clock();
      }
      /**
       * Record a value in the histogram
       *
       * @param value The value to be recorded
       * @throws may throw Error if value is exceeds highestTrackableValue
       */
      recordValue(value) {
        this.activeHistogram.recordValue(value);
      }
      /**
       * Record a value in the histogram (adding to the value's current count)
       *
       * @param value The value to be recorded
       * @param count The number of occurrences of this value to record
       * @throws ArrayIndexOutOfBoundsException (may throw) if value is exceeds highestTrackableValue
       */
      recordValueWithCount(value, count3) {
        this.activeHistogram.recordValueWithCount(value, count3);
      }
      /**
       * Record a value
       * <p>
       * To compensate for the loss of sampled values when a recorded value is larger than the expected
       * interval between value samples, Histogram will auto-generate an additional series of decreasingly-smaller
       * (down to the expectedIntervalBetweenValueSamples) value records.
       * <p>
       * See related notes {@link Histogram#recordValueWithExpectedInterval(long, long)}
       * for more explanations about coordinated omission and expected interval correction.
       *      *
       * @param value The value to record
       * @param expectedIntervalBetweenValueSamples If expectedIntervalBetweenValueSamples is larger than 0, add
       *                                           auto-generated value records as appropriate if value is larger
       *                                           than expectedIntervalBetweenValueSamples
       * @throws ArrayIndexOutOfBoundsException (may throw) if value is exceeds highestTrackableValue
       */
      recordValueWithExpectedInterval(value, expectedIntervalBetweenValueSamples) {
        this.activeHistogram.recordValueWithExpectedInterval(value, expectedIntervalBetweenValueSamples);
      }
      /**
       * Get an interval histogram, which will include a stable, consistent view of all value counts
       * accumulated since the last interval histogram was taken.
       * <p>
       * {@link Recorder#getIntervalHistogram(Histogram histogramToRecycle)
       * getIntervalHistogram(histogramToRecycle)}
       * accepts a previously returned interval histogram that can be recycled internally to avoid allocation
       * and content copying operations, and is therefore significantly more efficient for repeated use than
       * {@link Recorder#getIntervalHistogram()} and
       * {@link Recorder#getIntervalHistogramInto getIntervalHistogramInto()}. The provided
       * {@code histogramToRecycle} must
       * be either be null or an interval histogram returned by a previous call to
       * {@link Recorder#getIntervalHistogram(Histogram histogramToRecycle)
       * getIntervalHistogram(histogramToRecycle)} or
       * {@link Recorder#getIntervalHistogram()}.
       * <p>
       * NOTE: The caller is responsible for not recycling the same returned interval histogram more than once. If
       * the same interval histogram instance is recycled more than once, behavior is undefined.
       * <p>
       * Calling {@link Recorder#getIntervalHistogram(Histogram histogramToRecycle)
       * getIntervalHistogram(histogramToRecycle)} will reset the value counts, and start accumulating value
       * counts for the next interval
       *
       * @param histogramToRecycle a previously returned interval histogram that may be recycled to avoid allocation and
       *                           copy operations.
       * @return a histogram containing the value counts accumulated since the last interval histogram was taken.
       */
      getIntervalHistogram(histogramToRecycle) {
        if (histogramToRecycle) {
          const histogramToRecycleWithId = histogramToRecycle;
          if (histogramToRecycleWithId.containingInstanceId !== this.activeHistogram.containingInstanceId) {
            throw "replacement histogram must have been obtained via a previous getIntervalHistogram() call from this Recorder";
          }
        }
        this.inactiveHistogram = histogramToRecycle;
        this.performIntervalSample();
        const sampledHistogram = this.inactiveHistogram;
        this.inactiveHistogram = null;
        return sampledHistogram;
      }
      /**
       * Place a copy of the value counts accumulated since accumulated (since the last interval histogram
       * was taken) into {@code targetHistogram}.
       *
       * Calling {@link Recorder#getIntervalHistogramInto getIntervalHistogramInto()} will reset
       * the value counts, and start accumulating value counts for the next interval.
       *
       * @param targetHistogram the histogram into which the interval histogram's data should be copied
       */
      getIntervalHistogramInto(targetHistogram) {
        this.performIntervalSample();
        if (this.inactiveHistogram) {
          targetHistogram.add(this.inactiveHistogram);
          targetHistogram.startTimeStampMsec = this.inactiveHistogram.startTimeStampMsec;
          targetHistogram.endTimeStampMsec = this.inactiveHistogram.endTimeStampMsec;
        }
      }
      /**
       * Reset any value counts accumulated thus far.
       */
      reset() {
        this.activeHistogram.reset();
        this.activeHistogram.startTimeStampMsec = this.clock();
      }
      performIntervalSample() {
        if (!this.inactiveHistogram) {
          this.inactiveHistogram = (0, HistogramBuilder_1.build)(this.histogramBuildRequest);
          this.inactiveHistogram.containingInstanceId = this.activeHistogram.containingInstanceId;
        }
        this.inactiveHistogram.reset();
        const tempHistogram = this.activeHistogram;
        this.activeHistogram = this.inactiveHistogram;
        this.inactiveHistogram = tempHistogram;
        const currentTimeInMs = this.clock();
        this.inactiveHistogram.endTimeStampMsec = currentTimeInMs;
        this.activeHistogram.startTimeStampMsec = currentTimeInMs;
      }
      /**
       * Release memory associated to this recorder by destroying
       * histograms used under the cover.
       * Useful when webassembly histograms are used.
       */
      destroy() {
        var _a;
        this.activeHistogram.destroy();
        (_a = this.inactiveHistogram) === null || _a === void 0 ? void 0 : _a.destroy();
      }
    };
    Recorder.idGenerator = 0;
    exports2.default = Recorder;
  }
});

// node_modules/hdr-histogram-js/dist/index.js
var require_dist = __commonJS({
  "node_modules/hdr-histogram-js/dist/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.JsHistogram = exports2.WasmHistogram = exports2.Recorder = exports2.HistogramLogWriter = exports2.encodeIntoCompressedBase64 = exports2.decodeFromCompressedBase64 = exports2.ByteBuffer = exports2.build = exports2.listTags = exports2.HistogramLogReader = exports2.PackedHistogram = exports2.Float64Histogram = exports2.Int32Histogram = exports2.Int16Histogram = exports2.Int8Histogram = exports2.initWebAssemblySync = exports2.initWebAssembly = void 0;
    var ByteBuffer_12 = require_ByteBuffer();
    exports2.ByteBuffer = ByteBuffer_12.default;
    var encoding_1 = require_encoding();
    Object.defineProperty(exports2, "decodeFromCompressedBase64", { enumerable: true, get: function() {
      return encoding_1.decodeFromCompressedBase64;
    } });
    Object.defineProperty(exports2, "encodeIntoCompressedBase64", { enumerable: true, get: function() {
      return encoding_1.encodeIntoCompressedBase64;
    } });
    var Float64Histogram_1 = require_Float64Histogram();
    exports2.Float64Histogram = Float64Histogram_1.default;
    var HistogramLogReader_1 = require_HistogramLogReader();
    exports2.HistogramLogReader = HistogramLogReader_1.default;
    Object.defineProperty(exports2, "listTags", { enumerable: true, get: function() {
      return HistogramLogReader_1.listTags;
    } });
    var HistogramLogWriter_1 = require_HistogramLogWriter();
    exports2.HistogramLogWriter = HistogramLogWriter_1.default;
    var Int16Histogram_1 = require_Int16Histogram();
    exports2.Int16Histogram = Int16Histogram_1.default;
    var Int32Histogram_1 = require_Int32Histogram();
    exports2.Int32Histogram = Int32Histogram_1.default;
    var Int8Histogram_1 = require_Int8Histogram();
    exports2.Int8Histogram = Int8Histogram_1.default;
    var JsHistogram_12 = require_JsHistogram();
    exports2.JsHistogram = JsHistogram_12.default;
    var PackedHistogram_1 = require_PackedHistogram();
    exports2.PackedHistogram = PackedHistogram_1.default;
    var Recorder_1 = require_Recorder();
    exports2.Recorder = Recorder_1.default;
    var wasm_1 = require_wasm();
    Object.defineProperty(exports2, "initWebAssembly", { enumerable: true, get: function() {
      return wasm_1.initWebAssembly;
    } });
    Object.defineProperty(exports2, "initWebAssemblySync", { enumerable: true, get: function() {
      return wasm_1.initWebAssemblySync;
    } });
    Object.defineProperty(exports2, "WasmHistogram", { enumerable: true, get: function() {
      return wasm_1.WasmHistogram;
    } });
    var HistogramBuilder_1 = require_HistogramBuilder();
    Object.defineProperty(exports2, "build", { enumerable: true, get: function() {
      return HistogramBuilder_1.build;
    } });
  }
});

// node_modules/pragmastat/dist/assumptions.js
var require_assumptions = __commonJS({
  "node_modules/pragmastat/dist/assumptions.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.AssumptionError = exports2.AssumptionId = void 0;
    exports2.checkValidity = checkValidity;
    exports2.checkPositivity = checkPositivity;
    exports2.log = log;
    exports2.AssumptionId = {
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
        return new _AssumptionError({ id: exports2.AssumptionId.VALIDITY, subject });
      }
      static positivity(subject) {
        return new _AssumptionError({ id: exports2.AssumptionId.POSITIVITY, subject });
      }
      static sparity(subject) {
        return new _AssumptionError({ id: exports2.AssumptionId.SPARITY, subject });
      }
      static domain(subject) {
        return new _AssumptionError({ id: exports2.AssumptionId.DOMAIN, subject });
      }
    };
    exports2.AssumptionError = AssumptionError;
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
  "node_modules/pragmastat/dist/measurement-unit.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.MeasurementUnit = void 0;
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
    exports2.MeasurementUnit = MeasurementUnit;
    MeasurementUnit.NUMBER = new MeasurementUnit("number", "Number", "", "Number", 1);
    MeasurementUnit.RATIO = new MeasurementUnit("ratio", "Ratio", "", "Ratio", 1);
    MeasurementUnit.DISPARITY = new MeasurementUnit("disparity", "Disparity", "", "Disparity", 1);
  }
});

// node_modules/pragmastat/dist/measurement.js
var require_measurement = __commonJS({
  "node_modules/pragmastat/dist/measurement.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Measurement = void 0;
    var measurement_unit_1 = require_measurement_unit();
    var Measurement = class {
      constructor(value, unit = measurement_unit_1.MeasurementUnit.NUMBER) {
        this.value = value;
        this.unit = unit;
      }
    };
    exports2.Measurement = Measurement;
  }
});

// node_modules/pragmastat/dist/sample.js
var require_sample = __commonJS({
  "node_modules/pragmastat/dist/sample.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Sample = void 0;
    exports2.checkNonWeighted = checkNonWeighted;
    exports2.checkCompatibleUnits = checkCompatibleUnits;
    exports2.convertToFiner = convertToFiner;
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
    exports2.Sample = Sample2;
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
  "node_modules/pragmastat/dist/unit-registry.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.UnitRegistry = void 0;
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
    exports2.UnitRegistry = UnitRegistry;
  }
});

// node_modules/pragmastat/dist/xoshiro256.js
var require_xoshiro256 = __commonJS({
  "node_modules/pragmastat/dist/xoshiro256.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Xoshiro256PlusPlus = void 0;
    exports2.fnv1aHash = fnv1aHash;
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
      uniformFloatRange(min, max2) {
        if (min >= max2)
          return min;
        return min + (max2 - min) * this.uniformFloat();
      }
      // ========================================================================
      // Integer Methods
      // ========================================================================
      /**
       * Generate a uniform integer in [min, max).
       * @throws RangeError if max - min exceeds u64 range.
       */
      uniformInt(min, max2) {
        if (min >= max2) {
          return min;
        }
        const range = max2 - min;
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
    exports2.Xoshiro256PlusPlus = Xoshiro256PlusPlus;
    var FNV_OFFSET_BASIS = 0xcbf29ce484222325n;
    var FNV_PRIME = 0x00000100000001b3n;
    function fnv1aHash(s) {
      let hash = FNV_OFFSET_BASIS;
      const encoder = new TextEncoder();
      const bytes = encoder.encode(s);
      for (const byte of bytes) {
        hash ^= BigInt(byte);
        hash = hash * FNV_PRIME & U64_MAX;
      }
      return hash;
    }
  }
});

// node_modules/pragmastat/dist/rng.js
var require_rng = __commonJS({
  "node_modules/pragmastat/dist/rng.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Rng = void 0;
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
      uniformFloatRange(min, max2) {
        return this.inner.uniformFloatRange(min, max2);
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
      uniformInt(min, max2) {
        const result = this.inner.uniformInt(BigInt(min), BigInt(max2));
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
      uniformBigInt(min, max2) {
        return this.inner.uniformInt(min, max2);
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
    exports2.Rng = Rng;
  }
});

// node_modules/pragmastat/dist/fastCenter.js
var require_fastCenter = __commonJS({
  "node_modules/pragmastat/dist/fastCenter.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.fastCenter = fastCenter;
    var rng_1 = require_rng();
    var FNV_OFFSET_BASIS = 0xcbf29ce484222325n;
    var FNV_PRIME = 0x00000100000001b3n;
    var MASK64 = (1n << 64n) - 1n;
    function float64ToBits(value) {
      const buffer = new ArrayBuffer(8);
      new Float64Array(buffer)[0] = value;
      const view = new DataView(buffer);
      return BigInt(view.getUint32(4, true)) << 32n | BigInt(view.getUint32(0, true));
    }
    function deriveSeed(values) {
      let hash = FNV_OFFSET_BASIS;
      for (const v of values) {
        const bits = float64ToBits(v);
        for (let i = 0; i < 8; i++) {
          hash ^= bits >> BigInt(i * 8) & 0xffn;
          hash = hash * FNV_PRIME & MASK64;
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
        for (let row2 = 1; row2 <= n; row2++) {
          while (currentColumn >= row2 && sortedValues[row2 - 1] + sortedValues[currentColumn - 1] >= pivot) {
            currentColumn--;
          }
          const elementsBelow = currentColumn >= row2 ? currentColumn - row2 + 1 : 0;
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
  "node_modules/pragmastat/dist/fastSpread.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.fastSpread = fastSpread;
    var rng_1 = require_rng();
    var FNV_OFFSET_BASIS = 0xcbf29ce484222325n;
    var FNV_PRIME = 0x00000100000001b3n;
    var MASK64 = (1n << 64n) - 1n;
    function float64ToBits(value) {
      const buffer = new ArrayBuffer(8);
      new Float64Array(buffer)[0] = value;
      const view = new DataView(buffer);
      return BigInt(view.getUint32(4, true)) << 32n | BigInt(view.getUint32(0, true));
    }
    function deriveSeed(values) {
      let hash = FNV_OFFSET_BASIS;
      for (const v of values) {
        const bits = float64ToBits(v);
        for (let i = 0; i < 8; i++) {
          hash ^= bits >> BigInt(i * 8) & 0xffn;
          hash = hash * FNV_PRIME & MASK64;
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
          let row2 = 0;
          for (row2 = 0; row2 < n - 1; row2++) {
            if (L[row2] > R[row2]) {
              continue;
            }
            const size = R[row2] - L[row2] + 1;
            if (t < acc + size) {
              break;
            }
            acc += size;
          }
          const col = Math.floor((L[row2] + R[row2]) / 2);
          pivot = a[col] - a[row2];
        }
      }
    }
  }
});

// node_modules/pragmastat/dist/fastShift.js
var require_fastShift = __commonJS({
  "node_modules/pragmastat/dist/fastShift.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.fastShift = fastShift;
    exports2.fastRatio = fastRatio;
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
        rankValues.set(rank, selectKthPairwiseDiff(xs, ys, rank));
      }
      const result = [];
      for (const { lowerRank, upperRank, weight } of interpolationParams) {
        const lower = rankValues.get(lowerRank);
        const upper = rankValues.get(upperRank);
        result.push(weight === 0 ? lower : (1 - weight) * lower + weight * upper);
      }
      return result;
    }
    function selectKthPairwiseDiff(x, y, k) {
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
        const { countLessOrEqual, closestBelow, closestAbove } = countAndNeighbors(x, y, mid);
        if (closestBelow === closestAbove) {
          return closestBelow;
        }
        if (searchMin === prevMin && searchMax === prevMax) {
          return countLessOrEqual >= k ? closestBelow : closestAbove;
        }
        prevMin = searchMin;
        prevMax = searchMax;
        if (countLessOrEqual >= k) {
          searchMax = closestBelow;
        } else {
          searchMin = closestAbove;
        }
      }
      if (searchMin !== searchMax) {
        throw new Error("Convergence failure (pathological input)");
      }
      return searchMin;
    }
    function countAndNeighbors(x, y, threshold) {
      const m = x.length;
      const n = y.length;
      let count3 = 0;
      let maxBelow = -Infinity;
      let minAbove = Infinity;
      let j = 0;
      for (let i = 0; i < m; i++) {
        while (j < n && x[i] - y[j] > threshold) {
          j++;
        }
        count3 += n - j;
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
        countLessOrEqual: count3,
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
  "node_modules/pragmastat/dist/gaussCdf.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.gaussCdf = gaussCdf;
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
  "node_modules/pragmastat/dist/minMisrate.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.minAchievableMisrateOneSample = minAchievableMisrateOneSample;
    exports2.minAchievableMisrateTwoSample = minAchievableMisrateTwoSample;
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
  "node_modules/pragmastat/dist/pairwiseMargin.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.pairwiseMargin = pairwiseMargin;
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
  "node_modules/pragmastat/dist/signedRankMargin.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.signedRankMargin = signedRankMargin;
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
      const count3 = new Array(maxW + 1).fill(BigInt(0));
      count3[0] = BigInt(1);
      for (let i = 1; i <= n; i++) {
        const maxWi = Math.min(Math.floor(i * (i + 1) / 2), maxW);
        for (let w = maxWi; w >= i; w--) {
          count3[w] = count3[w] + count3[w - i];
        }
      }
      const PRECISION = BigInt(10) ** BigInt(18);
      let cumulative = BigInt(0);
      for (let w = 0; w <= maxW; w++) {
        cumulative = cumulative + count3[w];
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
  "node_modules/pragmastat/dist/signMargin.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.signMarginRandomized = signMarginRandomized;
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
  "node_modules/pragmastat/dist/fastCenterQuantiles.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.fastCenterQuantileBounds = fastCenterQuantileBounds;
    var RELATIVE_EPSILON = 1e-14;
    function countPairsLessOrEqual(sorted, threshold) {
      const n = sorted.length;
      let count3 = 0;
      let j = n - 1;
      for (let i = 0; i < n; i++) {
        const target = 2 * threshold - sorted[i];
        while (j >= 0 && sorted[j] > target) {
          j--;
        }
        if (j >= i) {
          count3 += j - i + 1;
        }
      }
      return count3;
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
      const max2 = sorted[n - 1];
      let lo = min;
      let hi = max2;
      while (hi - lo > RELATIVE_EPSILON * Math.max(1, Math.abs(lo), Math.abs(hi))) {
        const mid = (lo + hi) / 2;
        const count3 = countPairsLessOrEqual(sorted, mid);
        if (count3 < k) {
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
  "node_modules/pragmastat/dist/estimators.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.DEFAULT_MISRATE = exports2.Bounds = void 0;
    exports2.center = center;
    exports2.spread = spread;
    exports2.shift = shift;
    exports2.ratio = ratio;
    exports2.disparity = disparity;
    exports2.shiftBounds = shiftBounds;
    exports2.ratioBounds = ratioBounds;
    exports2.centerBounds = centerBounds;
    exports2.spreadBounds = spreadBounds;
    exports2.disparityBounds = disparityBounds;
    exports2._avgSpread = avgSpread;
    exports2._avgSpreadBounds = avgSpreadBounds;
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
    exports2.Bounds = Bounds;
    exports2.DEFAULT_MISRATE = 1e-3;
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
    function shiftBounds(x, y, misrate = exports2.DEFAULT_MISRATE) {
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
    function ratioBounds(x, y, misrate = exports2.DEFAULT_MISRATE) {
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
    function centerBounds(x, misrate = exports2.DEFAULT_MISRATE) {
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
    function spreadBounds(x, misrate = exports2.DEFAULT_MISRATE, seed) {
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
    function avgSpreadBounds(x, y, misrate = exports2.DEFAULT_MISRATE, seed) {
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
    function disparityBounds(x, y, misrate = exports2.DEFAULT_MISRATE, seed) {
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
      const D3 = measurement_unit_1.MeasurementUnit.DISPARITY;
      if (la > 0) {
        const r1 = ls / la;
        const r2 = ls / ua;
        const r3 = us / la;
        const r4 = us / ua;
        return new Bounds(Math.min(r1, r2, r3, r4), Math.max(r1, r2, r3, r4), D3);
      }
      if (ua <= 0) {
        if (ls === 0 && us === 0)
          return new Bounds(0, 0, D3);
        if (ls >= 0)
          return new Bounds(0, Infinity, D3);
        if (us <= 0)
          return new Bounds(-Infinity, 0, D3);
        return new Bounds(-Infinity, Infinity, D3);
      }
      if (ls > 0)
        return new Bounds(ls / ua, Infinity, D3);
      if (us < 0)
        return new Bounds(-Infinity, us / ua, D3);
      if (ls === 0 && us === 0)
        return new Bounds(0, 0, D3);
      if (ls === 0 && us > 0)
        return new Bounds(0, Infinity, D3);
      if (ls < 0 && us === 0)
        return new Bounds(-Infinity, 0, D3);
      return new Bounds(-Infinity, Infinity, D3);
    }
  }
});

// node_modules/pragmastat/dist/compare.js
var require_compare = __commonJS({
  "node_modules/pragmastat/dist/compare.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Projection = exports2.Threshold = exports2.ComparisonVerdict = exports2.Metric = void 0;
    exports2.compare1 = compare1;
    exports2.compare2 = compare2;
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
    })(Metric || (exports2.Metric = Metric = {}));
    var ComparisonVerdict;
    (function(ComparisonVerdict2) {
      ComparisonVerdict2["Less"] = "less";
      ComparisonVerdict2["Greater"] = "greater";
      ComparisonVerdict2["Inconclusive"] = "inconclusive";
    })(ComparisonVerdict || (exports2.ComparisonVerdict = ComparisonVerdict = {}));
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
    exports2.Threshold = Threshold;
    var Projection = class {
      constructor(threshold, estimate, bounds, verdict) {
        this.threshold = threshold;
        this.estimate = estimate;
        this.bounds = bounds;
        this.verdict = verdict;
      }
    };
    exports2.Projection = Projection;
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
    function executeCompare1(x, thresholds2, normalizedValues, seed) {
      const results = new Array(thresholds2.length).fill(null);
      const byMetric = /* @__PURE__ */ new Map();
      for (let i = 0; i < thresholds2.length; i++) {
        const metric = thresholds2[i].metric;
        if (!byMetric.has(metric)) {
          byMetric.set(metric, []);
        }
        byMetric.get(metric).push({
          index: i,
          threshold: thresholds2[i],
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
    function executeCompare2(x, y, thresholds2, normalizedValues, seed) {
      const results = new Array(thresholds2.length).fill(null);
      const [cx, cy] = (0, sample_1.convertToFiner)(x, y);
      const byMetric = /* @__PURE__ */ new Map();
      for (let i = 0; i < thresholds2.length; i++) {
        const metric = thresholds2[i].metric;
        if (!byMetric.has(metric)) {
          byMetric.set(metric, []);
        }
        byMetric.get(metric).push({
          index: i,
          threshold: thresholds2[i],
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
    function compare1(x, thresholds2, seed) {
      (0, sample_1.checkNonWeighted)("x", x);
      if (thresholds2.length === 0) {
        throw new Error("thresholds list cannot be empty");
      }
      for (const threshold of thresholds2) {
        if (threshold.metric !== Metric.Center && threshold.metric !== Metric.Spread) {
          throw new Error(`Metric ${threshold.metric} is not supported by Compare1. Use Compare2 instead.`);
        }
      }
      const normalizedValues = [];
      for (const threshold of thresholds2) {
        const spec = getSpec(compare1Specs, threshold.metric);
        if (!spec) {
          throw new Error(`No spec found for metric ${threshold.metric}`);
        }
        const normalized = spec.validateAndNormalize(threshold, x, null);
        normalizedValues.push(normalized);
      }
      return executeCompare1(x, thresholds2, normalizedValues, seed);
    }
    function compare2(x, y, thresholds2, seed) {
      (0, sample_1.checkNonWeighted)("x", x);
      (0, sample_1.checkNonWeighted)("y", y);
      (0, sample_1.checkCompatibleUnits)(x, y);
      if (thresholds2.length === 0) {
        throw new Error("thresholds list cannot be empty");
      }
      for (const threshold of thresholds2) {
        if (threshold.metric !== Metric.Shift && threshold.metric !== Metric.Ratio && threshold.metric !== Metric.Disparity) {
          throw new Error(`Metric ${threshold.metric} is not supported by Compare2. Use Compare1 instead.`);
        }
      }
      const normalizedValues = [];
      for (const threshold of thresholds2) {
        const spec = getSpec(compare2Specs, threshold.metric);
        if (!spec) {
          throw new Error(`No spec found for metric ${threshold.metric}`);
        }
        const normalized = spec.validateAndNormalize(threshold, x, y);
        normalizedValues.push(normalized);
      }
      return executeCompare2(x, y, thresholds2, normalizedValues, seed);
    }
  }
});

// node_modules/pragmastat/dist/distributions/uniform.js
var require_uniform = __commonJS({
  "node_modules/pragmastat/dist/distributions/uniform.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Uniform = void 0;
    var Uniform = class {
      /**
       * Create a new uniform distribution on [min, max).
       *
       * @param min - Lower bound (inclusive).
       * @param max - Upper bound (exclusive).
       * @throws Error if min >= max.
       */
      constructor(min, max2) {
        if (min >= max2) {
          throw new Error("min must be less than max");
        }
        this.min = min;
        this.max = max2;
      }
      sample(rng) {
        return this.min + rng.uniformFloat() * (this.max - this.min);
      }
      samples(rng, count3) {
        return Array.from({ length: count3 }, () => this.sample(rng));
      }
    };
    exports2.Uniform = Uniform;
  }
});

// node_modules/pragmastat/dist/constants.js
var require_constants2 = __commonJS({
  "node_modules/pragmastat/dist/constants.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.SMALLEST_POSITIVE_SUBNORMAL = exports2.MACHINE_EPSILON = void 0;
    exports2.MACHINE_EPSILON = 2220446049250313e-31;
    exports2.SMALLEST_POSITIVE_SUBNORMAL = 5e-324;
  }
});

// node_modules/pragmastat/dist/distributions/additive.js
var require_additive = __commonJS({
  "node_modules/pragmastat/dist/distributions/additive.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Additive = void 0;
    var constants_1 = require_constants2();
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
      samples(rng, count3) {
        return Array.from({ length: count3 }, () => this.sample(rng));
      }
    };
    exports2.Additive = Additive;
  }
});

// node_modules/pragmastat/dist/distributions/multiplic.js
var require_multiplic = __commonJS({
  "node_modules/pragmastat/dist/distributions/multiplic.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Multiplic = void 0;
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
      samples(rng, count3) {
        return Array.from({ length: count3 }, () => this.sample(rng));
      }
    };
    exports2.Multiplic = Multiplic;
  }
});

// node_modules/pragmastat/dist/distributions/exp.js
var require_exp = __commonJS({
  "node_modules/pragmastat/dist/distributions/exp.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Exp = void 0;
    var constants_1 = require_constants2();
    var Exp = class {
      /**
       * Create a new exponential distribution with given rate.
       *
       * @param rate - Rate parameter (lambda > 0).
       * @throws Error if rate <= 0.
       */
      constructor(rate2) {
        if (rate2 <= 0) {
          throw new Error("rate must be positive");
        }
        this.rate = rate2;
      }
      sample(rng) {
        let u = rng.uniformFloat();
        if (u === 1) {
          u = 1 - constants_1.MACHINE_EPSILON;
        }
        return -Math.log(1 - u) / this.rate;
      }
      samples(rng, count3) {
        return Array.from({ length: count3 }, () => this.sample(rng));
      }
    };
    exports2.Exp = Exp;
  }
});

// node_modules/pragmastat/dist/distributions/power.js
var require_power = __commonJS({
  "node_modules/pragmastat/dist/distributions/power.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Power = void 0;
    var constants_1 = require_constants2();
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
      samples(rng, count3) {
        return Array.from({ length: count3 }, () => this.sample(rng));
      }
    };
    exports2.Power = Power;
  }
});

// node_modules/pragmastat/dist/distributions/index.js
var require_distributions = __commonJS({
  "node_modules/pragmastat/dist/distributions/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Power = exports2.Exp = exports2.Multiplic = exports2.Additive = exports2.Uniform = void 0;
    var uniform_1 = require_uniform();
    Object.defineProperty(exports2, "Uniform", { enumerable: true, get: function() {
      return uniform_1.Uniform;
    } });
    var additive_1 = require_additive();
    Object.defineProperty(exports2, "Additive", { enumerable: true, get: function() {
      return additive_1.Additive;
    } });
    var multiplic_1 = require_multiplic();
    Object.defineProperty(exports2, "Multiplic", { enumerable: true, get: function() {
      return multiplic_1.Multiplic;
    } });
    var exp_1 = require_exp();
    Object.defineProperty(exports2, "Exp", { enumerable: true, get: function() {
      return exp_1.Exp;
    } });
    var power_1 = require_power();
    Object.defineProperty(exports2, "Power", { enumerable: true, get: function() {
      return power_1.Power;
    } });
  }
});

// node_modules/pragmastat/dist/index.js
var require_dist2 = __commonJS({
  "node_modules/pragmastat/dist/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Power = exports2.Exp = exports2.Multiplic = exports2.Additive = exports2.Uniform = exports2.Rng = exports2.compare2 = exports2.compare1 = exports2.Projection = exports2.Threshold = exports2.ComparisonVerdict = exports2.Metric = exports2.disparityBounds = exports2.spreadBounds = exports2.centerBounds = exports2.ratioBounds = exports2.shiftBounds = exports2.disparity = exports2.ratio = exports2.shift = exports2.spread = exports2.center = exports2.DEFAULT_MISRATE = exports2.UnitRegistry = exports2.Sample = exports2.Measurement = exports2.MeasurementUnit = exports2.AssumptionError = exports2.AssumptionId = void 0;
    var assumptions_1 = require_assumptions();
    Object.defineProperty(exports2, "AssumptionId", { enumerable: true, get: function() {
      return assumptions_1.AssumptionId;
    } });
    Object.defineProperty(exports2, "AssumptionError", { enumerable: true, get: function() {
      return assumptions_1.AssumptionError;
    } });
    var measurement_unit_1 = require_measurement_unit();
    Object.defineProperty(exports2, "MeasurementUnit", { enumerable: true, get: function() {
      return measurement_unit_1.MeasurementUnit;
    } });
    var measurement_1 = require_measurement();
    Object.defineProperty(exports2, "Measurement", { enumerable: true, get: function() {
      return measurement_1.Measurement;
    } });
    var sample_1 = require_sample();
    Object.defineProperty(exports2, "Sample", { enumerable: true, get: function() {
      return sample_1.Sample;
    } });
    var unit_registry_1 = require_unit_registry();
    Object.defineProperty(exports2, "UnitRegistry", { enumerable: true, get: function() {
      return unit_registry_1.UnitRegistry;
    } });
    var estimators_1 = require_estimators();
    Object.defineProperty(exports2, "DEFAULT_MISRATE", { enumerable: true, get: function() {
      return estimators_1.DEFAULT_MISRATE;
    } });
    Object.defineProperty(exports2, "center", { enumerable: true, get: function() {
      return estimators_1.center;
    } });
    Object.defineProperty(exports2, "spread", { enumerable: true, get: function() {
      return estimators_1.spread;
    } });
    Object.defineProperty(exports2, "shift", { enumerable: true, get: function() {
      return estimators_1.shift;
    } });
    Object.defineProperty(exports2, "ratio", { enumerable: true, get: function() {
      return estimators_1.ratio;
    } });
    Object.defineProperty(exports2, "disparity", { enumerable: true, get: function() {
      return estimators_1.disparity;
    } });
    Object.defineProperty(exports2, "shiftBounds", { enumerable: true, get: function() {
      return estimators_1.shiftBounds;
    } });
    Object.defineProperty(exports2, "ratioBounds", { enumerable: true, get: function() {
      return estimators_1.ratioBounds;
    } });
    Object.defineProperty(exports2, "centerBounds", { enumerable: true, get: function() {
      return estimators_1.centerBounds;
    } });
    Object.defineProperty(exports2, "spreadBounds", { enumerable: true, get: function() {
      return estimators_1.spreadBounds;
    } });
    Object.defineProperty(exports2, "disparityBounds", { enumerable: true, get: function() {
      return estimators_1.disparityBounds;
    } });
    var compare_1 = require_compare();
    Object.defineProperty(exports2, "Metric", { enumerable: true, get: function() {
      return compare_1.Metric;
    } });
    Object.defineProperty(exports2, "ComparisonVerdict", { enumerable: true, get: function() {
      return compare_1.ComparisonVerdict;
    } });
    Object.defineProperty(exports2, "Threshold", { enumerable: true, get: function() {
      return compare_1.Threshold;
    } });
    Object.defineProperty(exports2, "Projection", { enumerable: true, get: function() {
      return compare_1.Projection;
    } });
    Object.defineProperty(exports2, "compare1", { enumerable: true, get: function() {
      return compare_1.compare1;
    } });
    Object.defineProperty(exports2, "compare2", { enumerable: true, get: function() {
      return compare_1.compare2;
    } });
    var rng_1 = require_rng();
    Object.defineProperty(exports2, "Rng", { enumerable: true, get: function() {
      return rng_1.Rng;
    } });
    var index_1 = require_distributions();
    Object.defineProperty(exports2, "Uniform", { enumerable: true, get: function() {
      return index_1.Uniform;
    } });
    Object.defineProperty(exports2, "Additive", { enumerable: true, get: function() {
      return index_1.Additive;
    } });
    Object.defineProperty(exports2, "Multiplic", { enumerable: true, get: function() {
      return index_1.Multiplic;
    } });
    Object.defineProperty(exports2, "Exp", { enumerable: true, get: function() {
      return index_1.Exp;
    } });
    Object.defineProperty(exports2, "Power", { enumerable: true, get: function() {
      return index_1.Power;
    } });
  }
});

// src/cli.ts
import { realpathSync as realpathSync4 } from "node:fs";
import { fileURLToPath as fileURLToPath2 } from "node:url";

// src/cli/main.ts
import { resolve as resolve7 } from "node:path";

// src/errors.ts
function escapeControls(text2) {
  return text2.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    if (c === "\n") return "\\n";
    if (c === "\r") return "\\r";
    if (c === "	") return "\\t";
    const code = c.charCodeAt(0);
    return code > 255 ? `\\u${code.toString(16)}` : `\\x${code.toString(16).padStart(2, "0")}`;
  });
}
function formatPosition(pos) {
  let out = pos.file;
  if (pos.line !== void 0) out += `:${pos.line}`;
  if (pos.line !== void 0 && pos.column !== void 0) out += `:${pos.column}`;
  if (pos.pointer !== void 0) out += ` at ${pos.pointer}`;
  return out;
}
var InputError = class extends Error {
  position;
  /** The message without the position (escaped), for callers that quote it elsewhere. */
  detail;
  constructor(position, message2) {
    super(escapeControls(`${formatPosition(position)}: ${message2}`));
    this.name = "InputError";
    this.position = position;
    this.detail = escapeControls(message2);
  }
};
var UsageError = class extends Error {
  constructor(message2) {
    super(escapeControls(message2));
    this.name = "UsageError";
  }
};
function isUserError(err) {
  return err instanceof InputError || err instanceof UsageError;
}

// src/model/message.ts
function message(id, params = {}) {
  return { id, params };
}

// src/units/units.ts
var TIME = {
  ps: 1e-3,
  ns: 1,
  nanoseconds: 1,
  nanosecond: 1,
  nsec: 1,
  us: 1e3,
  "\xB5s": 1e3,
  // U+00B5 MICRO SIGN
  "\u03BCs": 1e3,
  // U+03BC GREEK SMALL LETTER MU
  usec: 1e3,
  microseconds: 1e3,
  microsecond: 1e3,
  ms: 1e6,
  msec: 1e6,
  milliseconds: 1e6,
  millisecond: 1e6,
  s: 1e9,
  sec: 1e9,
  secs: 1e9,
  second: 1e9,
  seconds: 1e9,
  m: 6e10,
  min: 6e10,
  minutes: 6e10,
  h: 36e11,
  hours: 36e11
};
var BYTES = {
  b: 1,
  byte: 1,
  bytes: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3
};
var PER_SECOND = /^(ops|op|operations|requests|request|req|reqs|calls|call|iterations|iters|it|items|txn|tx|transactions|queries|q|msgs|messages|events|hz)\s*(\/|per)\s*(s|sec|second)$/i;
var PER_TIME = /^(ops|op|operations|requests|req|calls|iterations|it|items|transactions|txn|msgs|messages|events)\s*\/\s*(ms|us|µs|μs|ns|min|m)$/i;
function stripPerOp(raw) {
  const m = /\/\s*(op|operation|iter|iteration)$/i.exec(raw);
  return m ? raw.slice(0, m.index).trimEnd() : raw;
}
function parseUnit(raw) {
  const trimmed = raw.trim();
  const t = stripPerOp(trimmed);
  const lower = t.toLowerCase();
  if (t in TIME) return { unit: "ns", scale: TIME[t], kind: "time", lowerIsBetter: true };
  if (lower in TIME && lower !== "m") return { unit: "ns", scale: TIME[lower], kind: "time", lowerIsBetter: true };
  if (PER_SECOND.test(t) || lower === "rps" || lower === "qps" || lower === "tps" || lower === "hz") {
    return { unit: "ops/s", scale: 1, kind: "throughput", lowerIsBetter: false };
  }
  const perTime = PER_TIME.exec(t);
  if (perTime) {
    const perUnit = perTime[2] === "m" ? "min" : perTime[2];
    return { unit: "ops/s", scale: 1e9 / (TIME[perUnit] ?? TIME[perUnit.toLowerCase()]), kind: "throughput", lowerIsBetter: false };
  }
  const bytesPerSec = /^([kmg]i?b|b|bytes)\s*\/\s*(s|sec)$/i.exec(t);
  if (bytesPerSec) return { unit: "B/s", scale: BYTES[bytesPerSec[1].toLowerCase()], kind: "throughput", lowerIsBetter: false };
  if (lower in BYTES) return { unit: "B", scale: BYTES[lower], kind: "bytes", lowerIsBetter: true };
  if (/^allocs?$|^allocations?$/i.test(t)) return { unit: "allocs", scale: 1, kind: "count", lowerIsBetter: true };
  return { unit: trimmed, scale: 1, kind: "custom", lowerIsBetter: true };
}
function isTimeUnit(unit) {
  return unit === "ns";
}
var TIME_STEPS = [
  [36e11, "h"],
  [6e10, "min"],
  [1e9, "s"],
  [1e6, "ms"],
  [1e3, "\xB5s"],
  [1, "ns"]
];
function displayScale(unit, values) {
  const finite = values.filter((v) => Number.isFinite(v) && v !== 0).map(Math.abs);
  const ref = finite.length ? Math.min(...finite) : 0;
  if (unit === "ns") {
    for (const [scale, label] of TIME_STEPS.slice(2)) if (ref >= scale) return { scale, label };
    return { scale: 1, label: "ns" };
  }
  if (unit === "B" || unit === "B/s") {
    const steps = [
      [1024 ** 3, "GiB"],
      [1024 ** 2, "MiB"],
      [1024, "KiB"]
    ];
    for (const [scale, label] of steps) if (ref >= scale) return { scale, label: unit === "B" ? label : `${label}/s` };
    return { scale: 1, label: unit };
  }
  return { scale: 1, label: unit };
}
function formatNumber(v) {
  if (!Number.isFinite(v)) return v > 0 ? "\u221E" : v < 0 ? "\u2212\u221E" : "NaN";
  const a = Math.abs(v);
  if (a === 0) return "0";
  if (a >= 1e15 || a < 1e-4) return v.toExponential(3);
  const digits = a >= 1e3 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : a >= 1 ? 3 : Math.min(6, 3 - Math.floor(Math.log10(a)));
  return numberFormat(digits, a >= 1e4).format(v);
}
var FORMATS = /* @__PURE__ */ new Map();
function numberFormat(digits, grouping2) {
  const key = 2 * digits + (grouping2 ? 1 : 0);
  let f = FORMATS.get(key);
  if (!f) FORMATS.set(key, f = new Intl.NumberFormat("en-US", { maximumFractionDigits: digits, minimumFractionDigits: 0, useGrouping: grouping2 }));
  return f;
}
function formatValue(v, unit) {
  if (v === null || v === void 0) return "\u2014";
  const { scale, label } = displayScale(unit, [v]);
  return `${formatNumber(v / scale)} ${label}`;
}
function formatChange(ratio) {
  if (ratio === null || ratio === void 0 || !Number.isFinite(ratio)) return "\u2014";
  const pct3 = (ratio - 1) * 100;
  const a = Math.abs(pct3);
  const text2 = a >= 100 ? a.toFixed(0) : a >= 10 ? a.toFixed(1) : a.toFixed(1);
  if (text2 === "0.0") return "\xB10.0%";
  return `${pct3 > 0 ? "+" : "\u2212"}${text2}%`;
}

// src/read/validate.ts
var MAX_COUNT = Number.MAX_SAFE_INTEGER;
function show(v) {
  return Number.isNaN(v) ? "NaN" : String(v);
}
var Checker = class {
  constructor(m) {
    this.m = m;
  }
  m;
  zero;
  zeros = 0;
  fail(what, v, expected) {
    const after = this.m.unit === "ns" && !Number.isFinite(v) && !Number.isNaN(v) ? " after conversion to ns (is the number or its unit wrong?)" : "";
    throw new InputError(this.m.source, `benchmark "${this.m.benchmark}": ${what} is ${show(v)}${after}; expected ${expected}`);
  }
  /** A value in the measurement's unit: finite; not negative when it is a duration. */
  value(v, what) {
    if (!Number.isFinite(v)) this.fail(what, v, "a finite number");
    if (isTimeUnit(this.m.unit)) {
      if (v < 0) this.fail(what, v, "a duration of 0 or more");
      if (v === 0) this.zeros++;
    }
  }
  optionalValue(v, what) {
    if (v !== void 0) this.value(v, what);
  }
  /** A spread (standard deviation): finite and not negative in any unit. */
  spread(v, what) {
    if (v === void 0) return;
    if (!Number.isFinite(v) || v < 0) this.fail(what, v, "a finite number of 0 or more");
  }
  /** A count of operations or samples: a whole number from 0 to 2^53. */
  count(v, what, whole = true) {
    if (v === void 0) return;
    if (!Number.isFinite(v) || v < 0 || v > MAX_COUNT || whole && !Number.isInteger(v)) {
      this.fail(what, v, `a whole number from 0 to ${MAX_COUNT}`);
    }
  }
  /** Every element as {@link value}; the label is only built for a bad one (arrays hold millions). */
  array(a, what) {
    if (!a) return;
    const time = isTimeUnit(this.m.unit);
    for (let i = 0; i < a.length; i++) {
      const v = a[i];
      if (!Number.isFinite(v) || time && v <= 0) this.value(v, `${what} ${i + 1}`);
    }
  }
};
function validateMeasurement(m) {
  const c = new Checker(m);
  const d = m.data;
  switch (d.kind) {
    case "per-op":
      c.array(d.values, "sample");
      break;
    case "histogram": {
      const h = d.histogram;
      c.array(h.values, "bucket value");
      c.array(h.lowValues, "bucket lower edge");
      let sum = 0;
      for (let i = 0; i < h.counts.length; i++) {
        const n = h.counts[i];
        if (!(Number.isInteger(n) && n >= 0 && n <= MAX_COUNT)) c.count(n, `the count of bucket ${i + 1}`);
        sum += n;
      }
      c.count(sum, "the sum of the bucket counts");
      c.count(h.total, "the total count");
      c.value(h.min, "the minimum");
      c.value(h.max, "the maximum");
      c.optionalValue(h.mean, "the mean");
      c.spread(h.resolution, "the resolution");
      break;
    }
    case "percentiles":
      d.points.forEach((p) => {
        if (!(p.p >= 0 && p.p <= 1)) throw new InputError(m.source, `benchmark "${m.benchmark}": percentile level ${show(p.p * 100)}% is outside 0..100%; expected a percentile such as p99`);
        c.value(p.value, `the value at p${+(p.p * 100).toPrecision(12)}`);
      });
      c.count(d.count, "the count");
      c.optionalValue(d.min, "the minimum");
      c.optionalValue(d.max, "the maximum");
      c.optionalValue(d.mean, "the mean");
      break;
    case "per-run":
      c.value(d.value, "the value");
      c.count(d.iterations, "the iteration count", false);
      break;
    case "summary":
      c.value(d.mean, "the mean");
      c.spread(d.sd, "the standard deviation");
      c.count(d.n, "the sample count", false);
      c.optionalValue(d.min, "the minimum");
      c.optionalValue(d.max, "the maximum");
      c.optionalValue(d.median, "the median");
      break;
  }
  return c.zeros;
}
function validateResult(result) {
  let zeros = 0;
  let first;
  for (const m of result.measurements) {
    const z = validateMeasurement(m);
    if (z > 0 && !first) first = m;
    zeros += z;
  }
  if (first) {
    const { file, line, pointer } = first.source;
    const at2 = line !== void 0 ? { line } : pointer !== void 0 ? { pointer } : {};
    result.warnings.push(message("reader.zero-time", { file, ...at2, benchmark: first.benchmark, zeros }));
  }
  return result;
}

// src/read/define.ts
function defineReader(spec) {
  const { id, title, carries, howTo, reads = "file" } = spec;
  return {
    id,
    title,
    carries,
    howTo,
    reads,
    detect: (probe) => probe.isDirectory !== (reads === "directory") ? 0 : spec.detect(probe),
    async parse(input) {
      const warnings = [];
      const ctx = {
        file: input.path,
        warnings,
        warn: (what, params = {}) => void warnings.push(message(`reader.${id}.${what}`, { file: input.path, ...params })),
        warnShared: (what, params = {}) => void warnings.push(message(`reader.${what}`, { file: input.path, ...params })),
        add: (m) => void warnings.push(m)
      };
      const { machine, ...out } = await spec.parse(input, ctx);
      const result = { format: id, ...out, warnings };
      if (machine) result.machine = { source: id, ...machine };
      return validateResult(result);
    }
  };
}

// src/read/lines.ts
import { StringDecoder } from "node:string_decoder";
function stripBom(text2) {
  return text2.charCodeAt(0) === 65279 ? text2.slice(1) : text2;
}
function splitLines(text2) {
  return stripBom(text2).split(/\r?\n|\r/);
}
var MAX_LINE_CHARS = 16 * 1024 * 1024;
var LineSplitter = class {
  constructor(path) {
    this.path = path;
  }
  path;
  decoder = new StringDecoder("utf8");
  parts = [];
  pending = 0;
  lineNo = 1;
  tooLong() {
    return new InputError({ file: this.path ?? "input", line: this.lineNo }, `the line is longer than ${MAX_LINE_CHARS / (1024 * 1024)} Mi characters; expected benchmark output lines`);
  }
  write(chunk, handle) {
    const text2 = this.decoder.write(chunk);
    let start2 = 0;
    for (let nl = text2.indexOf("\n"); nl >= 0; nl = text2.indexOf("\n", start2)) {
      if (this.pending + nl - start2 > MAX_LINE_CHARS) throw this.tooLong();
      const piece = text2.slice(start2, nl);
      if (this.pending > 0) {
        this.parts.push(piece);
        handle(this.parts.join(""));
        this.parts = [];
        this.pending = 0;
      } else handle(piece);
      this.lineNo++;
      start2 = nl + 1;
    }
    if (start2 < text2.length) {
      this.parts.push(text2.slice(start2));
      this.pending += text2.length - start2;
      if (this.pending > MAX_LINE_CHARS) throw this.tooLong();
    }
  }
  end(handle) {
    const rest = this.parts.join("") + this.decoder.end();
    if (rest !== "") handle(rest);
  }
};
async function forEachLine(input, handle) {
  const split = new LineSplitter(input.path);
  for await (const chunk of input.chunks()) split.write(chunk, handle);
  split.end(handle);
}
async function forEachByteLine(input, handle, maxLineBytes, expected = "expected benchmark output lines") {
  let lineNo = 0;
  const tooLong = () => {
    const size = maxLineBytes % (1024 * 1024) === 0 ? `${maxLineBytes / (1024 * 1024)} MiB` : `${maxLineBytes} bytes`;
    return new InputError({ file: input.path ?? "input", line: lineNo + 1 }, `the line is longer than ${size}; ${expected}`);
  };
  let carry = [];
  let carried = 0;
  for await (const chunk of input.chunks()) {
    let start2 = 0;
    let nl = chunk.indexOf(10);
    if (carried > 0) {
      if (nl < 0) {
        carried += chunk.length;
        if (carried > maxLineBytes) throw tooLong();
        carry.push(chunk);
        continue;
      }
      if (carried + nl > maxLineBytes) throw tooLong();
      const joined = Buffer.concat([...carry, chunk.subarray(0, nl)], carried + nl);
      carry = [];
      carried = 0;
      handle(joined, 0, joined.length);
      lineNo++;
      start2 = nl + 1;
      nl = chunk.indexOf(10, start2);
    }
    for (; nl >= 0; nl = chunk.indexOf(10, start2)) {
      handle(chunk, start2, nl);
      lineNo++;
      start2 = nl + 1;
    }
    if (start2 < chunk.length) {
      carried = chunk.length - start2;
      if (carried > maxLineBytes) throw tooLong();
      carry = [Buffer.from(chunk.subarray(start2))];
    }
  }
  if (carried > 0) {
    const last = carry.length === 1 ? carry[0] : Buffer.concat(carry, carried);
    handle(last, 0, last.length);
  }
}

// src/read/sample-column.ts
var SampleColumn = class {
  // Small at first: a file may hold hundreds of thousands of series of a few samples each, and
  // doubling keeps the cost of growth to one extra copy per sample.
  values = new Float64Array(16);
  length = 0;
  push(v) {
    if (this.length === this.values.length) {
      const next = new Float64Array(this.values.length * 2);
      next.set(this.values);
      this.values = next;
    }
    this.values[this.length++] = v;
  }
  /** The values kept, as a view (no copy of a large run at the end of parsing). */
  take() {
    return this.values.subarray(0, this.length);
  }
};

// src/formats/raw-samples.ts
var HEADER = /^\uFEFF?\s*"?benchmark"?\s*,\s*"?run"?\s*,\s*"?value"?\s*(,\s*"?unit"?\s*)?\r?$/i;
function firstLine(head) {
  const nl = head.indexOf("\n");
  return nl < 0 ? head : head.slice(0, nl);
}
function isNdjsonSample(line) {
  if (!line.startsWith("{")) return false;
  try {
    const obj2 = JSON.parse(line);
    return typeof obj2 === "object" && obj2 !== null && "benchmark" in obj2 && "value" in obj2;
  } catch {
    return false;
  }
}
var Collector = class {
  constructor(file) {
    this.file = file;
  }
  file;
  series_ = /* @__PURE__ */ new Map();
  /** The first series of each benchmark: the unit check compares against it alone. */
  firstOf = /* @__PURE__ */ new Map();
  units = /* @__PURE__ */ new Map();
  /** The series of one (benchmark, run, unit), created and validated on first use. O(1). */
  series(benchmark, run, unitText, line) {
    const key = `${benchmark}\0${run}\0${unitText}`;
    let s = this.series_.get(key);
    if (!s) {
      if (benchmark === "") throw new InputError({ file: this.file, line }, "empty benchmark name; expected a name in the first column");
      if (run === "") throw new InputError({ file: this.file, line }, "empty run id; expected the process-level run in the second column");
      let unit = this.units.get(unitText);
      if (unit === void 0) this.units.set(unitText, unit = parseUnit(unitText === "" ? "ns" : unitText));
      s = { benchmark, run, unit, unitText, column: new SampleColumn(), line };
      const first = this.firstOf.get(benchmark);
      if (first === void 0) this.firstOf.set(benchmark, s);
      else if (first.unit.unit !== unit.unit) {
        throw new InputError({ file: this.file, line }, `benchmark "${benchmark}" mixes units "${first.unitText}" (line ${first.line}) and "${unitText}"; expected one kind of unit per benchmark`);
      }
      this.series_.set(key, s);
    }
    return s;
  }
  push(s, value, line) {
    if (!Number.isFinite(value)) throw new InputError({ file: this.file, line }, `value is not a finite number; expected a measurement such as 1234.5`);
    s.column.push(value * s.unit.scale);
  }
  add(benchmark, run, value, unitText, line) {
    this.push(this.series(benchmark, run, unitText, line), value, line);
  }
  result() {
    const out = [];
    for (const s of this.series_.values()) {
      out.push({
        benchmark: s.benchmark,
        unit: s.unit.unit,
        lowerIsBetter: s.unit.lowerIsBetter,
        run: s.run,
        data: { kind: "per-op", values: s.column.take() },
        source: { file: this.file, line: s.line }
      });
    }
    return out;
  }
};
var ByteSeriesTable = class {
  /** Entry + 1 per slot; 0 is an empty slot. Kept at most half full. */
  slots = new Int32Array(64);
  hashes = new Int32Array(32);
  /** Per entry: arena offset, then where the name and the run end, then where the key ends. */
  bounds = new Int32Array(128);
  arena = new Uint8Array(1024);
  used = 0;
  series = [];
  /** FNV-1a over the three fields and a separator; {@link matches} compares field by field. */
  static hash(buf, s1, e1, s2, e2, s3, e3) {
    let h = 2166136261;
    for (let i = s1; i < e1; i++) h = Math.imul(h ^ buf[i], 16777619);
    h = Math.imul(h ^ 255, 16777619);
    for (let i = s2; i < e2; i++) h = Math.imul(h ^ buf[i], 16777619);
    h = Math.imul(h ^ 255, 16777619);
    for (let i = s3; i < e3; i++) h = Math.imul(h ^ buf[i], 16777619);
    return h;
  }
  seriesOf(entry) {
    return this.series[entry];
  }
  /** Whether entry's key has exactly these three fields' bytes. */
  matches(entry, buf, s1, e1, s2, e2, s3, e3) {
    const off = this.bounds[4 * entry];
    const a = this.bounds[4 * entry + 1];
    const b = this.bounds[4 * entry + 2];
    const end = this.bounds[4 * entry + 3];
    if (a - off !== e1 - s1 || b - a !== e2 - s2 || end - b !== e3 - s3) return false;
    const k = this.arena;
    for (let i = off; i < a; i++) if (k[i] !== buf[s1 + i - off]) return false;
    for (let i = a; i < b; i++) if (k[i] !== buf[s2 + i - a]) return false;
    for (let i = b; i < end; i++) if (k[i] !== buf[s3 + i - b]) return false;
    return true;
  }
  /** The entry with these bytes, or −1. */
  find(h, buf, s1, e1, s2, e2, s3, e3) {
    const mask = this.slots.length - 1;
    for (let slot = h & mask; this.slots[slot] !== 0; slot = slot + 1 & mask) {
      const entry = this.slots[slot] - 1;
      if (this.hashes[entry] === h && this.matches(entry, buf, s1, e1, s2, e2, s3, e3)) return entry;
    }
    return -1;
  }
  add(h, buf, s1, e1, s2, e2, s3, e3, series) {
    const entry = this.series.length;
    const len = e1 - s1 + (e2 - s2) + (e3 - s3);
    if (this.used + len > this.arena.length) this.arena = grown(this.arena, Math.max(2 * this.arena.length, this.used + len));
    if (entry === this.hashes.length) {
      this.hashes = grown(this.hashes, 2 * entry);
      this.bounds = grown(this.bounds, 8 * entry);
    }
    const off = this.used;
    this.arena.set(buf.subarray(s1, e1), off);
    this.arena.set(buf.subarray(s2, e2), off + (e1 - s1));
    this.arena.set(buf.subarray(s3, e3), off + (e1 - s1) + (e2 - s2));
    this.used += len;
    this.hashes[entry] = h;
    this.bounds.set([off, off + (e1 - s1), off + (e1 - s1) + (e2 - s2), off + len], 4 * entry);
    this.series.push(series);
    if (2 * (entry + 1) > this.slots.length) {
      this.slots = new Int32Array(this.slots.length * 2);
      for (let e = 0; e <= entry; e++) this.place(this.hashes[e], e);
    } else {
      this.place(h, entry);
    }
    return entry;
  }
  place(h, entry) {
    const mask = this.slots.length - 1;
    let slot = h & mask;
    while (this.slots[slot] !== 0) slot = slot + 1 & mask;
    this.slots[slot] = entry + 1;
  }
};
function grown(a, size) {
  const next = new a.constructor(size);
  next.set(a);
  return next;
}
function splitQuoted(line, file, lineNo) {
  const fields = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = "";
      i++;
      for (; ; ) {
        const q = line.indexOf('"', i);
        if (q < 0) throw new InputError({ file, line: lineNo }, 'unterminated quoted field; expected a closing "');
        value += line.slice(i, q);
        if (line[q + 1] === '"') {
          value += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      fields.push(value);
      if (i < line.length && line[i] !== ",") throw new InputError({ file, line: lineNo }, "unexpected text after a quoted field; expected a comma");
      i++;
    } else {
      const c = line.indexOf(",", i);
      const end = c < 0 ? line.length : c;
      fields.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return fields;
}
var POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);
function parseNumber(buf, s, e) {
  while (s < e && (buf[s] === 32 || buf[s] === 9)) s++;
  while (e > s && (buf[e - 1] === 32 || buf[e - 1] === 9 || buf[e - 1] === 13)) e--;
  if (s === e) return NaN;
  let i = s;
  let neg = false;
  if (buf[i] === 45) {
    neg = true;
    i++;
  }
  let mant = 0;
  let digits = 0;
  let frac = 0;
  let seenDot = false;
  for (; i < e; i++) {
    const c = buf[i];
    if (c >= 48 && c <= 57) {
      mant = mant * 10 + (c - 48);
      digits++;
      if (seenDot) frac++;
    } else if (c === 46 && !seenDot) {
      seenDot = true;
    } else {
      return Number(buf.toString("latin1", s, e));
    }
  }
  if (digits === 0 || digits > 15) return Number(buf.toString("latin1", s, e));
  const v = frac === 0 ? mant : mant / POW10[frac];
  return neg ? -v : v;
}
var CsvRows = class {
  constructor(file, collector) {
    this.file = file;
    this.collector = collector;
  }
  file;
  collector;
  lineNo = 0;
  withUnit = false;
  // Rows of one series usually follow each other: keep the last entry while its bytes repeat;
  // otherwise find the series by its bytes, decoding strings only for a new key.
  table = new ByteSeriesTable();
  current = -1;
  fields() {
    return `benchmark,run,value${this.withUnit ? ",unit" : ""}`;
  }
  line(buf, s, e) {
    const { file } = this;
    this.lineNo++;
    if (e > s && buf[e - 1] === 13) e--;
    if (this.lineNo === 1) {
      const header = buf.toString("utf8", s, e);
      const m = HEADER.exec(header);
      if (!m) throw new InputError({ file, line: 1 }, `unexpected header "${header.slice(0, 80)}"; expected "benchmark,run,value" or "benchmark,run,value,unit"`);
      this.withUnit = m[1] !== void 0;
      return;
    }
    if (s === e) return;
    let c1 = -1;
    let c2 = -1;
    let c3 = -1;
    for (let i = s; i < e; i++) {
      const c = buf[i];
      if (c === 34) return this.quotedRow(buf.toString("utf8", s, e));
      if (c === 44) {
        if (c1 < 0) c1 = i;
        else if (c2 < 0) c2 = i;
        else if (c3 < 0) c3 = i;
        else throw new InputError({ file, line: this.lineNo }, `too many fields; expected ${this.withUnit ? 4 : 3} (${this.fields()})`);
      }
    }
    this.plainRow(buf, s, e, c1, c2, c3);
  }
  quotedRow(text2) {
    const { file, lineNo, withUnit } = this;
    const fields = splitQuoted(text2, file, lineNo);
    const want = withUnit ? 4 : 3;
    if (fields.length !== want) throw new InputError({ file, line: lineNo }, `found ${fields.length} fields; expected ${want} (${this.fields()})`);
    const value = fields[2].trim() === "" ? NaN : Number(fields[2]);
    if (Number.isNaN(value)) throw new InputError({ file, line: lineNo }, `value "${fields[2].slice(0, 40)}" is not a number; expected a measurement such as 1234.5`);
    this.collector.add(fields[0], fields[1], value, withUnit ? fields[3].trim() : "", lineNo);
  }
  /** A row without quotes, its commas at c1, c2 (and c3 before the unit), read from the bytes. */
  plainRow(buf, s, e, c1, c2, c3) {
    const { file, lineNo, withUnit, table: table2 } = this;
    const want = withUnit ? 3 : 2;
    const commas = (c1 >= 0 ? 1 : 0) + (c2 >= 0 ? 1 : 0) + (c3 >= 0 ? 1 : 0);
    if (commas !== want) throw new InputError({ file, line: lineNo }, `found ${commas + 1} fields; expected ${want + 1} (${this.fields()})`);
    const unitStart = withUnit ? c3 + 1 : e;
    if (this.current < 0 || !table2.matches(this.current, buf, s, c1, c1 + 1, c2, unitStart, e)) {
      const h = ByteSeriesTable.hash(buf, s, c1, c1 + 1, c2, unitStart, e);
      this.current = table2.find(h, buf, s, c1, c1 + 1, c2, unitStart, e);
      if (this.current < 0) {
        const series = this.collector.series(buf.toString("utf8", s, c1), buf.toString("utf8", c1 + 1, c2).trim(), withUnit ? buf.toString("utf8", unitStart, e).trim() : "", lineNo);
        this.current = table2.add(h, buf, s, c1, c1 + 1, c2, unitStart, e, series);
      }
    }
    const valueEnd = withUnit ? c3 : e;
    const value = parseNumber(buf, c2 + 1, valueEnd);
    if (Number.isNaN(value)) {
      throw new InputError({ file, line: lineNo }, `value "${buf.toString("utf8", c2 + 1, valueEnd).slice(0, 40)}" is not a number; expected a measurement such as 1234.5`);
    }
    this.collector.push(table2.seriesOf(this.current), value, lineNo);
  }
};
var MAX_ROW_BYTES = 16 * 1024 * 1024;
async function parseCsv(input) {
  const file = input.path;
  const collector = new Collector(file);
  const rows = new CsvRows(file, collector);
  await forEachByteLine(input, (buf, s, e) => rows.line(buf, s, e), MAX_ROW_BYTES, "expected one row per operation: benchmark,run,value[,unit]");
  if (rows.lineNo === 0) throw new InputError({ file }, 'the file is empty; expected the header "benchmark,run,value[,unit]"');
  const out = collector.result();
  if (out.length === 0) throw new InputError({ file, line: rows.lineNo }, "no samples after the header; expected one row per operation");
  return out;
}
async function parseNdjson(input) {
  const file = input.path;
  const collector = new Collector(file);
  const text2 = await input.readText();
  const lines = text2.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].trim();
    if (raw === "") continue;
    let obj2;
    try {
      obj2 = JSON.parse(raw);
    } catch {
      throw new InputError({ file, line: i + 1 }, 'not a JSON object; expected {"benchmark": \u2026, "run": \u2026, "value": \u2026}');
    }
    if (typeof obj2 !== "object" || obj2 === null || Array.isArray(obj2)) {
      throw new InputError({ file, line: i + 1 }, 'not a JSON object; expected {"benchmark": \u2026, "run": \u2026, "value": \u2026}');
    }
    const o = obj2;
    if (typeof o.benchmark !== "string") throw new InputError({ file, line: i + 1, pointer: "/benchmark" }, "expected a string");
    if (typeof o.run !== "string" && typeof o.run !== "number") throw new InputError({ file, line: i + 1, pointer: "/run" }, "expected a string or number naming the run");
    if (typeof o.value !== "number") throw new InputError({ file, line: i + 1, pointer: "/value" }, "expected a number");
    if (o.unit !== void 0 && typeof o.unit !== "string") throw new InputError({ file, line: i + 1, pointer: "/unit" }, 'expected a string such as "ms"');
    collector.add(o.benchmark, String(o.run), o.value, o.unit ?? "", i + 1);
  }
  const out = collector.result();
  if (out.length === 0) throw new InputError({ file }, "the file is empty; expected one JSON object per operation");
  return out;
}
var rawSamples = defineReader({
  id: "raw-samples",
  title: 'Raw samples: CSV "benchmark,run,value[,unit]" or NDJSON with the same keys',
  carries: "per-op",
  howTo: "write one row per operation: benchmark,run,value[,unit] (values in ns without a unit column)",
  detect(probe) {
    const line = firstLine(probe.head);
    if (HEADER.test(line)) return 1;
    if (isNdjsonSample(line.trim())) return 0.9;
    return 0;
  },
  async parse(input) {
    const line = firstLine(input.head).trim();
    return { measurements: line.startsWith("{") ? await parseNdjson(input) : await parseCsv(input) };
  }
});

// src/read/json.ts
function replaceBareTokens(text2) {
  if (!/NaN|Infinity/.test(text2)) return text2;
  let out = "";
  let i = 0;
  let last = 0;
  while (i < text2.length) {
    const c = text2[i];
    if (c === '"') {
      i++;
      while (i < text2.length && text2[i] !== '"') i += text2[i] === "\\" ? 2 : 1;
      i++;
      continue;
    }
    if (c === "N" && text2.startsWith("NaN", i)) {
      out += text2.slice(last, i) + '"__NaN__"';
      i += 3;
      last = i;
      continue;
    }
    if (c === "I" && text2.startsWith("Infinity", i)) {
      const neg = out.length + (i - last) > 0 && text2[i - 1] === "-";
      out += text2.slice(last, neg ? i - 1 : i) + (neg ? '"__-Infinity__"' : '"__Infinity__"');
      i += 8;
      last = i;
      continue;
    }
    i++;
  }
  return out + text2.slice(last);
}
function revive(_key, value) {
  if (value === "__NaN__") return NaN;
  if (value === "__Infinity__") return Infinity;
  if (value === "__-Infinity__") return -Infinity;
  return value;
}
function lineColumnOf(text2, offset) {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text2.length);
  for (let i = text2.indexOf("\n"); i >= 0 && i < end; i = text2.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}
var MAX_DEPTH = 5e3;
function found(text2, i) {
  if (i >= text2.length) return "the end of the file";
  const c = text2.codePointAt(i);
  const ch = String.fromCodePoint(c);
  return c < 32 || c === 127 ? `control character U+${c.toString(16).padStart(4, "0").toUpperCase()}` : `"${ch}"`;
}
function locateJsonError(text2) {
  const n = text2.length;
  let i = 0;
  const stack = [];
  const fail = (message2, trailing = false) => ({ offset: i, message: `${message2}, found ${found(text2, i)}`, truncated: i >= n, trailing });
  const ws = () => {
    while (i < n) {
      const c = text2.charCodeAt(i);
      if (c !== 32 && c !== 10 && c !== 13 && c !== 9) break;
      i++;
    }
  };
  const string = () => {
    i++;
    while (i < n) {
      const c = text2.charCodeAt(i);
      if (c === 34) {
        i++;
        return true;
      }
      if (c < 32) return false;
      if (c === 92) {
        const e = text2[i + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text2.slice(i + 2, i + 6))) {
            i += 2;
            return false;
          }
          i += 6;
        } else if (e !== void 0 && '"\\/bfnrt'.includes(e)) i += 2;
        else {
          i++;
          return false;
        }
      } else i++;
    }
    return false;
  };
  const number = () => {
    const m = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;
    m.lastIndex = i;
    const r = m.exec(text2);
    if (!r || r[0] === "-" || r[0] === "") return false;
    i += r[0].length;
    return true;
  };
  const value = () => {
    ws();
    if (i >= n) return fail("expected a value");
    const c = text2[i];
    if (c === "{" || c === "[") {
      if (stack.length >= MAX_DEPTH) return fail(`nested more than ${MAX_DEPTH} levels deep`);
      stack.push(c.charCodeAt(0));
      i++;
      return void 0;
    }
    if (c === '"') return string() ? void 0 : fail("invalid string");
    for (const word of ["true", "false", "null", "NaN", "Infinity", "-Infinity"]) {
      if (text2.startsWith(word, i)) {
        i += word.length;
        return void 0;
      }
    }
    if (c === "-" || c >= "0" && c <= "9") return number() ? void 0 : fail("invalid number");
    return fail("expected a value");
  };
  let err = value();
  if (err) return err;
  let opened = stack.length > 0;
  while (stack.length > 0) {
    ws();
    const top = stack[stack.length - 1];
    const close = top === 91 ? "]" : "}";
    if (text2[i] === close) {
      stack.pop();
      i++;
      opened = false;
      continue;
    }
    if (!opened) {
      if (text2[i] !== ",") return fail(`expected "," or "${close}"`);
      i++;
      ws();
    }
    if (top === 123) {
      if (text2[i] !== '"') return fail("expected a property name in double quotes");
      if (!string()) return fail("invalid string");
      ws();
      if (text2[i] !== ":") return fail('expected ":" after the property name');
      i++;
    }
    const depth = stack.length;
    err = value();
    if (err) return err;
    opened = stack.length > depth;
  }
  ws();
  if (i < n) return fail("expected the end of the JSON document", true);
  return void 0;
}
function parseJson(text2, file) {
  const body = stripBom(text2);
  if (body.trim() === "") throw new InputError({ file }, "the file is empty; expected JSON");
  try {
    return JSON.parse(replaceBareTokens(body), revive);
  } catch (err) {
    throw jsonSyntaxError(body, file, err);
  }
}
function jsonSyntaxError(body, file, cause) {
  const at2 = locateJsonError(body);
  if (!at2) {
    const msg = cause instanceof Error ? cause.message : String(cause);
    return new InputError({ file }, `could not parse the JSON (${msg.slice(0, 200)})`);
  }
  const { line, column } = lineColumnOf(body, at2.offset);
  if (at2.truncated) return new InputError({ file, line, column }, "the JSON ends early (truncated file?); expected a complete document");
  return new InputError({ file, line, column }, `invalid JSON (${at2.message})`);
}
function tryParseJson(text2) {
  if (text2 === lastText) return lastValue;
  let value;
  try {
    value = JSON.parse(replaceBareTokens(stripBom(text2)), revive);
  } catch {
    value = void 0;
  }
  lastText = text2;
  lastValue = value;
  return value;
}
var lastText;
var lastValue;
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
var JsonPath = class _JsonPath {
  constructor(file, pointer = "") {
    this.file = file;
    this.pointer = pointer;
  }
  file;
  pointer;
  at(key) {
    return new _JsonPath(this.file, `${this.pointer}/${String(key).replace(/~/g, "~0").replace(/\//g, "~1")}`);
  }
  fail(expected, got) {
    const what = got === void 0 ? "missing" : `found ${describe(got)}`;
    throw new InputError({ file: this.file, pointer: this.pointer || "/" }, `${what}; expected ${expected}`);
  }
  object(v) {
    return isObject(v) ? v : this.fail("an object", v);
  }
  array(v) {
    return Array.isArray(v) ? v : this.fail("an array", v);
  }
  string(v) {
    return typeof v === "string" ? v : this.fail("a string", v);
  }
  /** A number; also accepts numeric strings such as "NaN", "+INF", "1.5e3" (JMH writes these). */
  number(v) {
    if (typeof v === "number") return v;
    if (typeof v === "string") {
      const s = v.trim();
      if (/^[+-]?inf(inity)?$/i.test(s)) return s.startsWith("-") ? -Infinity : Infinity;
      if (/^nan$/i.test(s)) return NaN;
      const n = Number(s);
      if (s !== "" && Number.isFinite(n)) return n;
    }
    return this.fail("a number", v);
  }
  /** A finite number. */
  finite(v) {
    const n = this.number(v);
    return Number.isFinite(n) ? n : this.fail("a finite number", v);
  }
};
function describe(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "string") return `the string "${v.length > 40 ? v.slice(0, 40) + "\u2026" : v}"`;
  if (typeof v === "object") return "an object";
  return `${typeof v} ${String(v)}`;
}

// src/formats/google-benchmark-json.ts
var KNOWN = /* @__PURE__ */ new Set([
  "name",
  "family_index",
  "per_family_instance_index",
  "run_name",
  "run_type",
  "repetitions",
  "repetition_index",
  "threads",
  "iterations",
  "real_time",
  "cpu_time",
  "time_unit",
  "aggregate_name",
  "aggregate_unit",
  "label",
  "error_occurred",
  "error_message",
  "skipped",
  "skip_message",
  "big_o",
  "rms",
  "cpu_coefficient",
  "real_coefficient",
  "complexity_n"
]);
var MEMORY = { allocs_per_iter: "allocs", max_bytes_used: "B", total_allocated_bytes: "B", net_heap_growth: "B" };
var AGG_SUFFIX = /_(mean|median|stddev|cv)$/;
function counterUnit(key) {
  if (key === "bytes_per_second") return { unit: "B/s", scale: 1, lowerIsBetter: false };
  if (key === "items_per_second") return { unit: "ops/s", scale: 1, lowerIsBetter: false };
  if (key in MEMORY) return { unit: MEMORY[key], scale: 1, lowerIsBetter: true };
  if (/per_second$|_rate$|\/s$/.test(key)) return { unit: key, scale: 1, lowerIsBetter: false };
  return { unit: key, scale: 1, lowerIsBetter: true };
}
function detect(probe) {
  const head = probe.head;
  if (!/^\uFEFF?\s*\{/.test(head) || !head.includes('"benchmarks"')) return 0;
  const doc = tryParseJson(head);
  if (isObject(doc)) {
    if (!isObject(doc.context) || !Array.isArray(doc.benchmarks)) return 0;
    const row2 = doc.benchmarks[0];
    if (row2 === void 0) return "num_cpus" in doc.context || "library_build_type" in doc.context ? 0.8 : 0;
    return isObject(row2) && typeof row2.name === "string" && ("real_time" in row2 || "time_unit" in row2 || "run_type" in row2) ? 1 : 0;
  }
  return /"context"\s*:/.test(head) && /"(library_build_type|num_cpus|mhz_per_cpu)"\s*:/.test(head) ? 0.9 : 0;
}
function hazardsOf(context, file) {
  const out = [];
  const tool = "google-benchmark";
  if (typeof context.library_build_type === "string" && context.library_build_type.toLowerCase() === "debug") {
    out.push(message("hazard.debug-build", { file, tool, field: "/context/library_build_type", value: context.library_build_type }));
  }
  if (context.cpu_scaling_enabled === true) out.push(message("hazard.cpu-scaling", { file, tool, field: "/context/cpu_scaling_enabled", value: "true" }));
  const load = Array.isArray(context.load_avg) ? context.load_avg[0] : void 0;
  const cpus2 = context.num_cpus;
  if (typeof load === "number" && Number.isFinite(load) && typeof cpus2 === "number" && cpus2 > 0 && load > cpus2) {
    out.push(message("hazard.load-above-cpus", { file, tool, field: "/context/load_avg/0", value: String(Math.round(load * 100) / 100), cpus: cpus2 }));
  }
  return out;
}
function machineOf(context, ctx) {
  const m = {};
  const extra = {};
  if (typeof context.num_cpus === "number" && context.num_cpus > 0) m.logicalCpus = context.num_cpus;
  if (typeof context.mhz_per_cpu === "number" && context.mhz_per_cpu > 0) m.baseMHz = context.mhz_per_cpu;
  if (typeof context.cpu === "string") m.cpuModel = context.cpu;
  if (typeof context.host_name === "string" && context.host_name !== "") m.host = context.host_name;
  if (typeof context.cpu_scaling_enabled === "boolean") extra.cpu_scaling_enabled = String(context.cpu_scaling_enabled);
  if (Array.isArray(context.caches)) {
    const caches = context.caches.filter(isObject).map((c) => `L${String(c.level)} ${String(c.type)} ${String(c.size)} B (x${String(c.num_sharing)})`);
    if (caches.length) extra.caches = caches.join("; ");
  }
  if (Array.isArray(context.load_avg)) {
    const load = context.load_avg.slice(0, 3);
    if (load.length > 0 && load.every((x) => typeof x === "number" && Number.isFinite(x) && x >= 0)) m.loadBefore = load;
  }
  if (typeof context.library_build_type === "string") {
    extra.library_build_type = context.library_build_type;
  }
  if (typeof context.library_version === "string") extra.library_version = context.library_version;
  if (Object.keys(extra).length) m.extra = extra;
  return m;
}
var Rows = class {
  constructor(ctx) {
    this.ctx = ctx;
  }
  ctx;
  measurements = [];
  counts = /* @__PURE__ */ new Map();
  aggregates = /* @__PURE__ */ new Map();
  /** One warning per benchmark and measure, however many of its values are not finite. */
  nonFinite = /* @__PURE__ */ new Map();
  push(bench, measure2, unit, lowerIsBetter, run, value, iterations, pointer) {
    const file = this.ctx.file;
    if (!Number.isFinite(value)) {
      const named = measure2 === "real_time" || measure2 === unit ? bench : `${bench} (${measure2})`;
      this.nonFinite.set(`${bench}\0${measure2}`, { pointer, benchmark: named, unit });
      return;
    }
    this.measurements.push({ benchmark: bench, unit, measure: measure2, lowerIsBetter, run, data: { kind: "per-run", value, iterations }, source: { file, pointer } });
  }
  row(raw, at2) {
    const row2 = at2.object(raw);
    const displayName = at2.at("name").string(row2.name);
    const isAggregate = row2.run_type === "aggregate" || typeof row2.aggregate_name === "string";
    if (row2.error_occurred === true || row2.skipped === true) {
      const msg = typeof row2.error_message === "string" ? row2.error_message : typeof row2.skip_message === "string" ? row2.skip_message : "";
      this.ctx.warn("row-dropped", { pointer: at2.pointer, benchmark: displayName, failed: row2.error_occurred === true, reason: msg });
      return;
    }
    const unitText = row2.time_unit === void 0 ? "ns" : at2.at("time_unit").string(row2.time_unit);
    const tu = parseUnit(unitText);
    if (tu.kind !== "time") at2.at("time_unit").fail('"ns", "us", "ms" or "s"', row2.time_unit);
    if (isAggregate) this.aggregateRow(row2, at2, displayName, unitText, tu.scale);
    else this.iterationRow(row2, at2, displayName, tu.scale);
  }
  aggregateRow(row2, at2, displayName, unitText, scale) {
    let aggName = typeof row2.aggregate_name === "string" ? row2.aggregate_name : AGG_SUFFIX.exec(displayName)?.[1];
    const name = typeof row2.run_name === "string" ? row2.run_name : displayName.replace(AGG_SUFFIX, "");
    if (aggName === void 0) {
      this.ctx.warn("unnamed-aggregate", { pointer: at2.pointer, row: displayName });
      return;
    }
    aggName = aggName.toLowerCase();
    if (row2.aggregate_unit === "percentage" || aggName === "cv" || aggName === "bigo" || aggName === "rms" || "big_o" in row2) return;
    let agg = this.aggregates.get(name);
    if (!agg) this.aggregates.set(name, agg = { pointer: at2.pointer, values: /* @__PURE__ */ new Map(), unit: unitText });
    if (typeof row2.repetitions === "number" && row2.repetitions > 0) agg.reps = row2.repetitions;
    if (typeof row2.real_time === "number" && Number.isFinite(row2.real_time)) agg.values.set(aggName, row2.real_time * scale);
  }
  /** One repetition: real time, CPU time and every counter. */
  iterationRow(row2, at2, displayName, scale) {
    const name = typeof row2.run_name === "string" ? row2.run_name : displayName;
    const n = (this.counts.get(name) ?? 0) + 1;
    this.counts.set(name, n);
    const run = String(n);
    const iterations = typeof row2.iterations === "number" ? row2.iterations : void 0;
    this.push(name, "real_time", "ns", true, run, at2.at("real_time").number(row2.real_time) * scale, iterations, at2.at("real_time").pointer);
    if (row2.cpu_time !== void 0) this.push(name, "cpu_time", "ns", true, run, at2.at("cpu_time").number(row2.cpu_time) * scale, iterations, at2.at("cpu_time").pointer);
    for (const [key, v] of Object.entries(row2)) {
      if (KNOWN.has(key) || typeof v !== "number") continue;
      const u = counterUnit(key);
      this.push(name, key, u.unit, u.lowerIsBetter, run, v * u.scale, iterations, at2.at(key).pointer);
    }
  }
  /** Benchmarks with aggregate rows only (--benchmark_report_aggregates_only): a summary each. */
  aggregatesOnly() {
    for (const [name, agg] of this.aggregates) {
      if (this.counts.has(name)) continue;
      const mean = agg.values.get("mean");
      if (mean === void 0) {
        this.ctx.warn("no-mean", { pointer: agg.pointer, benchmark: name });
        continue;
      }
      this.ctx.warn("aggregates-only", { pointer: agg.pointer, benchmark: name });
      this.measurements.push({
        benchmark: name,
        unit: "ns",
        measure: "real_time",
        lowerIsBetter: true,
        run: "1",
        data: { kind: "summary", mean, median: agg.values.get("median"), sd: agg.values.get("stddev"), n: agg.reps },
        source: { file: this.ctx.file, pointer: agg.pointer }
      });
    }
  }
};
async function parse(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const machine = isObject(doc.context) ? machineOf(doc.context, ctx) : void 0;
  const hazards = isObject(doc.context) ? hazardsOf(doc.context, file) : [];
  const rowsPath = root.at("benchmarks");
  const rows = new Rows(ctx);
  rowsPath.array(doc.benchmarks).forEach((raw, i) => rows.row(raw, rowsPath.at(i)));
  rows.aggregatesOnly();
  for (const w of rows.nonFinite.values()) ctx.warnShared("value-not-finite", w);
  if (rows.measurements.length === 0) {
    throw new InputError({ file, pointer: "/benchmarks" }, 'no usable benchmark rows; expected rows with "name", "real_time" and "time_unit"');
  }
  return { measurements: rows.measurements, machine, ...hazards.length ? { hazards } : {} };
}
var googleBenchmarkJson = defineReader({
  id: "google-benchmark-json",
  title: "Google Benchmark JSON (--benchmark_format=json)",
  carries: "per-run",
  howTo: "./bench --benchmark_repetitions=10 --benchmark_out=out.json",
  detect,
  parse
});

// src/formats/pytest-benchmark.ts
var S = 1e9;
function detect2(probe) {
  const head = probe.head;
  if (!/^\uFEFF?\s*\{/.test(head) || !head.includes('"benchmarks"')) return 0;
  const doc = tryParseJson(head);
  if (isObject(doc)) {
    const b = Array.isArray(doc.benchmarks) ? doc.benchmarks[0] : void 0;
    return isObject(doc.machine_info) && isObject(b) && isObject(b.stats) ? 1 : 0;
  }
  return /"machine_info"\s*:/.test(head) && /"stats"\s*:\s*\{/.test(head) && /"rounds"\s*:/.test(head) ? 0.9 : 0;
}
function machineOf2(mi) {
  const m = {};
  const extra = {};
  const cpu = isObject(mi.cpu) ? mi.cpu : {};
  const brand = typeof cpu.brand_raw === "string" ? cpu.brand_raw : typeof cpu.brand === "string" ? cpu.brand : void 0;
  if (brand) m.cpuModel = brand;
  if (typeof cpu.count === "number" && cpu.count > 0) m.logicalCpus = cpu.count;
  const arch2 = typeof cpu.arch_string_raw === "string" ? cpu.arch_string_raw : typeof mi.machine === "string" ? mi.machine : void 0;
  if (arch2) m.arch = arch2;
  if (typeof mi.system === "string") m.os = mi.system;
  if (typeof mi.release === "string") m.kernel = mi.release;
  if (Array.isArray(cpu.hz_advertised) && typeof cpu.hz_advertised[0] === "number" && cpu.hz_advertised[0] > 0) m.baseMHz = cpu.hz_advertised[0] / 1e6;
  if (typeof mi.python_version === "string") extra.python = `${typeof mi.python_implementation === "string" ? mi.python_implementation + " " : ""}${mi.python_version}`;
  if (typeof mi.node === "string" && mi.node !== "") m.host = mi.node;
  if (Object.keys(extra).length) m.extra = extra;
  return m;
}
function readStats(b, at2, name, ctx) {
  const file = ctx.file;
  const sp = at2.at("stats");
  const stats = sp.object(b.stats);
  const iterations = stats.iterations ?? b.iterations ?? 1;
  const iters = typeof iterations === "number" && iterations >= 1 ? iterations : sp.at("iterations").fail("a positive number", iterations);
  const rounds = typeof stats.rounds === "number" ? stats.rounds : void 0;
  const data2 = Array.isArray(stats.data) ? stats.data : void 0;
  const numeric = data2?.filter((v) => typeof v === "number" && Number.isFinite(v) && v >= 0) ?? [];
  const complete = data2 !== void 0 && numeric.length > 0 && numeric.length === data2.length;
  if (complete) {
    if (rounds !== void 0 && rounds !== numeric.length) ctx.warn("rounds-mismatch", { pointer: sp.at("data").pointer, name, values: numeric.length, rounds });
    if (iters === 1) {
      const values = Float64Array.from(numeric, (v) => v * S);
      return [{ benchmark: name, unit: "ns", lowerIsBetter: true, run: "1", data: { kind: "per-op", values }, source: { file, pointer: sp.at("data").pointer } }];
    }
    return numeric.map((v, k) => ({ benchmark: name, unit: "ns", lowerIsBetter: true, run: String(k + 1), data: { kind: "per-run", value: v * S, iterations: iters }, source: { file, pointer: sp.at("data").at(k).pointer } }));
  }
  if (data2 === void 0) ctx.warn("no-data", { pointer: sp.pointer, name });
  else ctx.warn("partial-data", { pointer: sp.pointer, name, usable: numeric.length, entries: data2.length });
  const mean = sp.at("mean").finite(stats.mean) * S;
  const opt = (key) => typeof stats[key] === "number" && Number.isFinite(stats[key]) ? stats[key] * S : void 0;
  return [
    {
      benchmark: name,
      unit: "ns",
      lowerIsBetter: true,
      run: "1",
      data: { kind: "summary", mean, sd: opt("stddev"), n: rounds, min: opt("min"), max: opt("max"), median: opt("median") },
      source: { file, pointer: sp.pointer }
    }
  ];
}
async function parse2(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const machine = isObject(doc.machine_info) ? machineOf2(doc.machine_info) : void 0;
  const listPath = root.at("benchmarks");
  const list2 = listPath.array(doc.benchmarks);
  const measurements = [];
  const seen = /* @__PURE__ */ new Set();
  list2.forEach((raw, i) => {
    const at2 = listPath.at(i);
    const b = at2.object(raw);
    let name = typeof b.fullname === "string" ? b.fullname : at2.at("name").string(b.name);
    for (let k = 2; seen.has(name); k++) name = `${typeof b.fullname === "string" ? b.fullname : String(b.name)} #${k}`;
    seen.add(name);
    measurements.push(...readStats(b, at2, name, ctx));
  });
  if (measurements.length === 0) throw new InputError({ file, pointer: "/benchmarks" }, 'no benchmarks; expected at least one entry with "stats"');
  return { measurements, machine };
}
var pytestBenchmark = defineReader({
  id: "pytest-benchmark",
  title: "pytest-benchmark JSON (--benchmark-json)",
  carries: "per-op",
  howTo: "pytest --benchmark-only --benchmark-json=out.json",
  detect: detect2,
  parse: parse2
});

// src/formats/jmh.ts
function detect3(probe) {
  const head = probe.head;
  if (!/^\uFEFF?\s*\[/.test(head)) return 0;
  const doc = tryParseJson(head);
  if (Array.isArray(doc)) {
    const first = doc[0];
    return isObject(first) && typeof first.benchmark === "string" && typeof first.mode === "string" && isObject(first.primaryMetric) ? 1 : 0;
  }
  return /"benchmark"\s*:/.test(head) && /"mode"\s*:/.test(head) && /"primaryMetric"\s*:/.test(head) ? 0.9 : 0;
}
function histogramOf(pairs) {
  const byValue = /* @__PURE__ */ new Map();
  for (const [v, c] of pairs) byValue.set(v, (byValue.get(v) ?? 0) + c);
  const values = [...byValue.keys()].filter((v) => (byValue.get(v) ?? 0) > 0).sort((a, b) => a - b);
  if (values.length === 0) return void 0;
  const counts = values.map((v) => byValue.get(v));
  const total = counts.reduce((s, c) => s + c, 0);
  const mean = values.reduce((s, v, k) => s + v * counts[k], 0) / total;
  return { values: Float64Array.from(values), counts: Float64Array.from(counts), total, min: values[0], max: values[values.length - 1], mean };
}
function fromHistograms(m, hp, raw) {
  hp.array(raw).forEach((fork, f) => {
    const fp = hp.at(f);
    const pairs = [];
    fp.array(fork).forEach((iter, k) => {
      const ip = fp.at(k);
      ip.array(iter).forEach((pair, j) => {
        const pp = ip.at(j);
        const arr = pp.array(pair);
        const v = pp.at(0).number(arr[0]);
        const c = pp.at(1).number(arr[1]);
        if (!Number.isFinite(v) || !Number.isFinite(c) || c < 0) m.ctx.warn("bad-histogram-entry", { pointer: pp.pointer, benchmark: m.bench });
        else pairs.push([v * m.scale, c]);
      });
    });
    const h = histogramOf(pairs);
    if (h) m.push(`f${f + 1}`, { kind: "histogram", histogram: h }, fp.pointer);
    else m.ctx.warn("empty-histogram", { pointer: fp.pointer, benchmark: m.bench, fork: f + 1 });
  });
}
function forkScores(m, rp, raw) {
  return rp.array(raw).map((fork, f) => {
    const fp = rp.at(f);
    return fp.array(fork).flatMap((v, k) => {
      const x = fp.at(k).number(v);
      if (Number.isFinite(x)) return [x * m.scale];
      m.ctx.warn("score-not-finite", { pointer: fp.at(k).pointer, benchmark: m.bench, score: String(v) });
      return [];
    });
  });
}
function addMetric(ctx, out, at2, metric, name, mode2, batch, secondary) {
  const unitText = at2.at("scoreUnit").string(metric.scoreUnit);
  const u = parseUnit(unitText);
  let lowerIsBetter = u.lowerIsBetter;
  if (secondary !== void 0 && /^gc\.|alloc|churn/.test(secondary)) lowerIsBetter = true;
  if (secondary === void 0 && mode2 === "thrpt") lowerIsBetter = false;
  const bench = secondary === void 0 ? name : `${name} (${secondary})`;
  const m = {
    ctx,
    bench,
    scale: u.scale,
    push: (run, data2, pointer) => void out.push({ benchmark: name, unit: u.unit, measure: secondary, lowerIsBetter, run, data: data2, source: { file: ctx.file, pointer } })
  };
  if (Array.isArray(metric.rawDataHistogram) && metric.rawDataHistogram.length > 0) {
    fromHistograms(m, at2.at("rawDataHistogram"), metric.rawDataHistogram);
    return;
  }
  const rp = at2.at("rawData");
  if (metric.rawData === void 0 || Array.isArray(metric.rawData) && metric.rawData.length === 0) {
    ctx.warn("no-raw-data", { pointer: rp.pointer, benchmark: bench });
    return;
  }
  const forks = forkScores(m, rp, metric.rawData);
  if (mode2 === "ss" && batch <= 1) {
    forks.forEach((vals, f) => {
      if (vals.length) m.push(`f${f + 1}`, { kind: "per-op", values: Float64Array.from(vals) }, rp.at(f).pointer);
    });
    return;
  }
  const used = forks.filter((v) => v.length > 0);
  if (used.length === 1) {
    const f = forks.findIndex((v) => v.length > 0);
    if (secondary === void 0) ctx.warn("single-fork", { pointer: rp.pointer, benchmark: name, iterations: used[0].length });
    used[0].forEach((v, k) => m.push(`f${f + 1}i${k + 1}`, { kind: "per-run", value: v }, rp.at(f).at(k).pointer));
    return;
  }
  forks.forEach((vals, f) => {
    if (vals.length === 0) return;
    m.push(`f${f + 1}`, { kind: "per-run", value: vals.reduce((s, v) => s + v, 0) / vals.length }, rp.at(f).pointer);
  });
}
async function parse3(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const list2 = root.array(parseJson(await input.readText(), file));
  const out = [];
  const entries = list2.map((raw, i) => {
    const at2 = root.at(i);
    const e = at2.object(raw);
    const benchmark = at2.at("benchmark").string(e.benchmark);
    const mode2 = at2.at("mode").string(e.mode);
    let name = benchmark;
    if (isObject(e.params) && Object.keys(e.params).length > 0) {
      name += ":" + Object.entries(e.params).map(([k, v]) => `${k}=${String(v)}`).join(",");
    }
    return { at: at2, e, mode: mode2, name };
  });
  const extra = {};
  const threads = /* @__PURE__ */ new Set();
  const oneFork = /* @__PURE__ */ new Map();
  const noWarmup = [];
  for (const { at: at2, e, mode: mode2, name: base } of entries) {
    const name = mode2 === "sample" || mode2 === "ss" ? `${base}:mode=${mode2}` : base;
    const batch = typeof e.measurementBatchSize === "number" ? e.measurementBatchSize : 1;
    addMetric(ctx, out, at2.at("primaryMetric"), at2.at("primaryMetric").object(e.primaryMetric), name, mode2, batch, void 0);
    if (isObject(e.secondaryMetrics)) {
      for (const [key, metric] of Object.entries(e.secondaryMetrics)) {
        if (!isObject(metric)) continue;
        if (mode2 === "sample" && /^\u00b7?p\d/.test(key)) continue;
        addMetric(ctx, out, at2.at("secondaryMetrics").at(key), metric, name, mode2, batch, key.replace(/^\u00b7/, ""));
      }
    }
    for (const key of ["jmhVersion", "jdkVersion", "vmName", "vmVersion", "jvm"]) {
      if (typeof e[key] === "string" && e[key] !== "" && extra[key] === void 0) extra[key] = e[key];
    }
    if (Array.isArray(e.jvmArgs) && extra.jvmArgs === void 0) {
      const args = e.jvmArgs.filter((a) => typeof a === "string");
      if (args.length > 0) extra.jvmArgs = args.join(" ");
    }
    if (typeof e.threads === "number") threads.add(String(e.threads));
    if (typeof e.forks === "number" && e.forks <= 1) {
      const names2 = oneFork.get(String(e.forks)) ?? [];
      if (!names2.includes(base)) names2.push(base);
      oneFork.set(String(e.forks), names2);
    }
    if (e.warmupIterations === 0 && !noWarmup.includes(base)) noWarmup.push(base);
  }
  if (threads.size) extra.threads = [...threads].join(", ");
  const machine = Object.keys(extra).length ? { extra } : void 0;
  if (out.length === 0) throw new InputError({ file }, "no usable scores; expected entries with primaryMetric.rawData or rawDataHistogram");
  const hazards = [];
  for (const [value, names2] of oneFork) hazards.push(message("hazard.jmh-one-fork", { file, tool: "jmh", field: "forks", value, benchmarks: names2, count: names2.length }));
  if (noWarmup.length) hazards.push(message("hazard.jmh-no-warmup", { file, tool: "jmh", field: "warmupIterations", value: "0", benchmarks: noWarmup, count: noWarmup.length }));
  return { measurements: out, machine, ...hazards.length ? { hazards } : {} };
}
var jmh = defineReader({
  id: "jmh",
  title: "JMH JSON (-rf json)",
  carries: "per-run",
  howTo: "java -jar target/benchmarks.jar -f 5 -rf json -rff out.json",
  detect: detect3,
  parse: parse3
});

// src/formats/hyperfine.ts
function detect4(probe) {
  const head = probe.head;
  if (!/^\uFEFF?\s*\{\s*"results"\s*:\s*\[/.test(head)) return 0;
  const doc = tryParseJson(head);
  if (isObject(doc)) {
    const first = Array.isArray(doc.results) ? doc.results[0] : void 0;
    return isObject(first) && "command" in first && ("times" in first || "exit_codes" in first) ? 1 : 0;
  }
  return /"command"\s*:/.test(head) && /"times"\s*:\s*\[/.test(head) ? 0.9 : 0;
}
function paramText(p) {
  if (isObject(p)) return Object.entries(p).map(([k, v]) => `${k}=${String(v)}`).join(", ");
  return "";
}
function uniqueNames(results, resultsPath3) {
  const commands = results.map((r, i) => resultsPath3.at(i).at("command").string(resultsPath3.at(i).object(r).command));
  const names2 = [];
  const taken = /* @__PURE__ */ new Set();
  results.forEach((r, i) => {
    const o = r;
    let name = commands[i];
    if (commands.filter((c) => c === name).length > 1) {
      const params = paramText(o.parameters ?? (isObject(o.parameter) ? o.parameter : void 0));
      if (params !== "") name = `${name} (${params})`;
    }
    let unique = name;
    for (let k = 2; taken.has(unique); k++) unique = `${name} #${k}`;
    taken.add(unique);
    names2.push(unique);
  });
  return names2;
}
function memoryUsage(o, at2, name, keep, file) {
  if (o.memory_usage_byte === void 0 || o.memory_usage_byte === null) return [];
  const memPath = at2.at("memory_usage_byte");
  const mem = memPath.array(o.memory_usage_byte);
  const out = [];
  mem.forEach((b, k) => {
    if (k < keep.length && !keep[k]) return;
    const v = memPath.at(k).number(b);
    if (!(Number.isFinite(v) && v >= 0)) return;
    out.push({ benchmark: name, unit: "B", lowerIsBetter: true, measure: "memory", run: String(k + 1), data: { kind: "per-run", value: v, iterations: 1 }, source: { file, pointer: memPath.at(k).pointer } });
  });
  return out;
}
var OUTLIER_THRESHOLD = 1.4826 * 10;
function medianOf(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m] : (s[m] + s[m - 1]) / 2;
}
function hyperfineOutliers(times) {
  if (times.length === 0) return 0;
  const median2 = medianOf(times);
  const mad = medianOf(times.map((x) => Math.abs(x - median2)));
  const scale = mad > 0 ? mad : Number.EPSILON;
  const scores = times.map((x) => (x - median2) / scale);
  if (scores[0] > OUTLIER_THRESHOLD) return 0;
  return scores.filter((z) => Math.abs(z) > OUTLIER_THRESHOLD).length;
}
function readResult(o, at2, name, ctx) {
  const file = ctx.file;
  const out = [];
  const timesPath = at2.at("times");
  const times = timesPath.array(o.times);
  const codes = o.exit_codes === void 0 || o.exit_codes === null ? void 0 : at2.at("exit_codes").array(o.exit_codes);
  if (codes && codes.length !== times.length) {
    at2.at("exit_codes").fail(`an array of ${times.length} exit codes, one per entry of "times"`, `${codes.length} entries`);
  }
  const keep = times.map((_, k) => codes === void 0 || codes[k] === 0);
  const failed = keep.filter((k) => !k).length;
  if (failed > 0) {
    const shown = codes.filter((c) => c !== 0).map((c) => c === null ? "signal" : String(c));
    ctx.warn("failed-runs", { pointer: at2.at("exit_codes").pointer, name, failed, runs: times.length, codes: [...new Set(shown)] });
  }
  times.forEach((t, k) => {
    if (!keep[k]) return;
    const v = timesPath.at(k).number(t);
    if (!Number.isFinite(v) || v < 0) {
      ctx.warn("bad-time", { pointer: timesPath.at(k).pointer, name });
      return;
    }
    out.push({ benchmark: name, unit: "ns", lowerIsBetter: true, measure: "time", run: String(k + 1), data: { kind: "per-run", value: v * 1e9, iterations: 1 }, source: { file, pointer: timesPath.at(k).pointer } });
  });
  if (out.length === 0) ctx.warn("no-successful-runs", { pointer: timesPath.pointer, name });
  out.push(...memoryUsage(o, at2, name, keep, file));
  const hazards = [];
  if (times.every((t) => typeof t === "number" && Number.isFinite(t))) {
    const outliers = hyperfineOutliers(times);
    if (outliers > 0) hazards.push(message("hazard.hyperfine-outliers", { file, benchmark: name, outliers, runs: times.length }));
  }
  return { measurements: out, hazards };
}
async function parse4(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const resultsPath3 = root.at("results");
  const results = resultsPath3.array(doc.results);
  const names2 = uniqueNames(results, resultsPath3);
  const read = results.map((r, i) => readResult(resultsPath3.at(i).object(r), resultsPath3.at(i), names2[i], ctx));
  const measurements = read.flatMap((r) => r.measurements);
  if (measurements.length === 0) throw new InputError({ file, pointer: "/results" }, 'no successful runs in any result; expected "times" with exit code 0');
  const hazards = read.flatMap((r) => r.hazards ?? []);
  return hazards.length > 0 ? { measurements, hazards } : { measurements };
}
var hyperfine = defineReader({
  id: "hyperfine",
  title: "hyperfine --export-json",
  carries: "per-op",
  howTo: "hyperfine --warmup 3 --runs 30 --export-json out.json 'cmd a' 'cmd b'",
  detect: detect4,
  parse: parse4
});

// src/formats/pyperf.ts
var UNITS = {
  second: { unit: "ns", scale: 1e9 },
  byte: { unit: "B", scale: 1 },
  integer: { unit: "count", scale: 1 }
};
function detect5(probe) {
  const head = probe.head;
  if (!/^\uFEFF?\s*\{/.test(head) || !/"runs"\s*:\s*\[/.test(head)) return 0;
  const doc = tryParseJson(head);
  if (isObject(doc)) {
    const b = Array.isArray(doc.benchmarks) ? doc.benchmarks[0] : void 0;
    return isObject(b) && Array.isArray(b.runs) && "version" in doc ? 1 : 0;
  }
  return /"benchmarks"\s*:\s*\[/.test(head) && /"(values|warmups)"\s*:\s*\[/.test(head) && !/"machine_info"|"context"/.test(head) ? 0.8 : 0;
}
function machineOf3(md) {
  const m = {};
  const extra = {};
  if (typeof md.cpu_model_name === "string") m.cpuModel = md.cpu_model_name;
  if (typeof md.cpu_count === "number" && md.cpu_count > 0) m.logicalCpus = md.cpu_count;
  if (typeof md.platform === "string") {
    m.os = md.platform;
    const kernel = /^Linux-([^-]+(?:-[^-]+)?)-/.exec(md.platform);
    if (kernel) m.kernel = kernel[1];
  }
  if (typeof md.hostname === "string" && md.hostname !== "") m.host = md.hostname;
  for (const key of ["python_version", "python_implementation", "cpu_config", "cpu_affinity", "aslr", "timer"]) {
    if (typeof md[key] === "string") extra[key] = md[key];
  }
  if (Object.keys(extra).length) m.extra = extra;
  return m.cpuModel || m.logicalCpus || m.os || m.host || m.extra ? m : void 0;
}
function readRuns(b, at2, md, name, ctx) {
  const unitName = typeof md.unit === "string" ? md.unit : "second";
  const unit = UNITS[unitName] ?? { unit: unitName, scale: 1 };
  const runsPath = at2.at("runs");
  const out = [];
  runsPath.array(b.runs).forEach((r, k) => {
    const rp = runsPath.at(k);
    const run = rp.object(r);
    if (run.values === void 0) return;
    const vp = rp.at("values");
    const values = vp.array(run.values).map((v, j) => vp.at(j).number(v));
    const finite = values.filter((v) => Number.isFinite(v));
    if (finite.length !== values.length) ctx.warn("not-finite", { pointer: vp.pointer, name, skipped: values.length - finite.length });
    if (finite.length === 0) return;
    const rmd = { ...md, ...isObject(run.metadata) ? run.metadata : {} };
    const loops = typeof rmd.loops === "number" ? rmd.loops : void 0;
    const inner = typeof rmd.inner_loops === "number" ? rmd.inner_loops : 1;
    const mean = finite.reduce((s, v) => s + v, 0) / finite.length;
    out.push({
      benchmark: name,
      unit: unit.unit,
      lowerIsBetter: true,
      run: String(out.length + 1),
      data: { kind: "per-run", value: mean * unit.scale, iterations: loops !== void 0 ? finite.length * loops * inner : void 0 },
      source: { file: ctx.file, pointer: vp.pointer }
    });
  });
  if (out.length === 0) ctx.warn("no-values", { pointer: runsPath.pointer, name });
  return out;
}
async function parse5(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const common = isObject(doc.metadata) ? doc.metadata : {};
  const listPath = root.at("benchmarks");
  const list2 = listPath.array(doc.benchmarks);
  const measurements = [];
  const names2 = /* @__PURE__ */ new Set();
  list2.forEach((raw, i) => {
    const at2 = listPath.at(i);
    const b = at2.object(raw);
    const md = { ...common, ...isObject(b.metadata) ? b.metadata : {} };
    let name = typeof md.name === "string" && md.name !== "" ? md.name : `benchmark ${i + 1}`;
    for (let k = 2; names2.has(name); k++) name = `${String(md.name ?? "benchmark")} #${k}`;
    names2.add(name);
    measurements.push(...readRuns(b, at2, md, name, ctx));
  });
  if (measurements.length === 0) throw new InputError({ file, pointer: "/benchmarks" }, "no run with values; expected benchmarks[].runs[].values");
  return { measurements, machine: machineOf3(common) };
}
var pyperf = defineReader({
  id: "pyperf",
  title: "pyperf JSON (pyperf / pyperformance -o)",
  carries: "per-run",
  howTo: "python -m pyperf timeit \u2026 -o out.json, or pyperformance run -o out.json",
  detect: detect5,
  parse: parse5
});

// src/formats/criterion-dir.ts
var SKIP = /* @__PURE__ */ new Set(["base", "change", "report"]);
function norm(p) {
  return p.replace(/\\/g, "/");
}
function layout(entries) {
  const out = /* @__PURE__ */ new Map();
  for (const raw of entries) {
    const parts = norm(raw).split("/");
    if (parts.length < 2) continue;
    const fileName = parts[parts.length - 1];
    if (fileName !== "sample.json" && fileName !== "raw.csv" && fileName !== "benchmark.json" && fileName !== "estimates.json") continue;
    const side = parts[parts.length - 2];
    const bench = parts.slice(0, -2).join("/");
    let sides = out.get(bench);
    if (!sides) out.set(bench, sides = /* @__PURE__ */ new Map());
    let files = sides.get(side);
    if (!files) sides.set(side, files = /* @__PURE__ */ new Set());
    files.add(fileName);
  }
  return out;
}
function detect6(probe) {
  if (!probe.entries) return 0;
  for (const [, sides] of layout(probe.entries)) {
    for (const [side, files] of sides) {
      if (side === "change" || side === "report") continue;
      if (files.has("sample.json") && (files.has("estimates.json") || files.has("benchmark.json"))) return 0.95;
      if (side === "new" && (files.has("sample.json") || files.has("raw.csv"))) return 0.8;
    }
  }
  return 0;
}
function fromSampleJson(text2, file) {
  const root = new JsonPath(file);
  const doc = parseJson(text2, file);
  let ip;
  let tp;
  let iters;
  let times;
  if (Array.isArray(doc)) {
    ip = root.at(0);
    tp = root.at(1);
    [iters, times] = doc;
  } else {
    const o = root.object(doc);
    ip = root.at("iters");
    tp = root.at("times");
    iters = o.iters;
    times = o.times;
  }
  const i = ip.array(iters).map((v, k) => ip.at(k).finite(v));
  const t = tp.array(times).map((v, k) => tp.at(k).finite(v));
  if (i.length !== t.length) tp.fail(`${i.length} times, one per entry of iters`, `${t.length} entries`);
  return { iters: i, times: t, where: (k) => ({ pointer: tp.at(k).pointer }) };
}
function fromRawCsv(text2, file) {
  const lines = splitLines(text2);
  const header = lines[0]?.trim().split(",") ?? [];
  const ti = header.indexOf(header.includes("sample_measured_value") ? "sample_measured_value" : "sample_time_nanos");
  const ii = header.indexOf("iteration_count");
  const ui = header.indexOf("unit");
  if (ti < 0 || ii < 0) throw new InputError({ file, line: 1 }, 'unexpected raw.csv header; expected "group,function,value,\u2026,sample_measured_value,unit,iteration_count"');
  const iters = [];
  const times = [];
  const rows = [];
  for (let k = 1; k < lines.length; k++) {
    if (lines[k].trim() === "") continue;
    const f = lines[k].split(",");
    const t = Number(f[ti]);
    const n = Number(f[ii]);
    if (f.length < header.length || !Number.isFinite(t) || !Number.isFinite(n) || f[ti] === "" || f[ii] === "") {
      throw new InputError({ file, line: k + 1 }, `expected ${header.length} comma-separated fields with numeric ${header[ti]} and iteration_count`);
    }
    if (ui >= 0 && f[ui] !== "ns") throw new InputError({ file, line: k + 1 }, `unit "${f[ui]}" is not supported; expected ns`);
    iters.push(n);
    times.push(t);
    rows.push(k + 1);
  }
  return { iters, times, where: (k) => ({ line: rows[k] }) };
}
function chooseSide(dir, bench, sides, ctx) {
  const usable = [...sides].filter(([s, f]) => !SKIP.has(s) && (f.has("sample.json") || f.has("raw.csv")));
  if (usable.length === 0) return void 0;
  const chosen = usable.find(([s]) => s === "new");
  if (chosen) return chosen;
  if (usable.length > 1) ctx.warn("several-baselines", { file: `${dir}/${bench}`, baselines: usable.map(([s]) => s), chosen: usable[0][0] });
  return usable[0];
}
function benchmarkMeta(text2, path) {
  const meta = parseJson(text2, path);
  const out = {};
  if (!isObject(meta)) return out;
  if (typeof meta.full_id === "string" && meta.full_id !== "") out.name = meta.full_id;
  const tp = meta.throughput;
  if (isObject(tp)) {
    const [kind, n] = Object.entries(tp)[0] ?? [];
    if (typeof n === "number" && n > 0) out.throughput = { unit: /^bytes/i.test(String(kind)) ? "B/s" : "ops/s", per: n };
  }
  return out;
}
async function readBenchmark(input, bench, sides, ctx) {
  const dir = input.path;
  const chosen = chooseSide(dir, bench, sides, ctx);
  if (!chosen) return [];
  const [side, files] = chosen;
  const prefix = bench === "" ? side : `${bench}/${side}`;
  let name = bench === "" ? norm(dir).replace(/\/+$/, "").split("/").pop() ?? side : bench;
  let throughput;
  if (files.has("benchmark.json")) {
    const meta = benchmarkMeta(await input.readEntry(`${prefix}/benchmark.json`), `${dir}/${prefix}/benchmark.json`);
    name = meta.name ?? name;
    throughput = meta.throughput;
  }
  const useJson = files.has("sample.json");
  const file = `${dir}/${prefix}/${useJson ? "sample.json" : "raw.csv"}`;
  const text2 = await input.readEntry(`${prefix}/${useJson ? "sample.json" : "raw.csv"}`);
  const s = useJson ? fromSampleJson(text2, file) : fromRawCsv(text2, file);
  if (s.iters.length === 0) {
    ctx.warn("no-samples", { file });
    return [];
  }
  const out = [];
  s.iters.forEach((it, k) => {
    const at2 = s.where(k);
    const source = { file, ...at2 };
    if (!(it > 0) || !(s.times[k] >= 0)) {
      ctx.warn("bad-iterations", { file, ...at2.pointer !== void 0 ? { pointer: at2.pointer } : { line: at2.line ?? null }, sample: k + 1, iterations: it });
      return;
    }
    const perIter = s.times[k] / it;
    out.push({ benchmark: name, unit: "ns", lowerIsBetter: true, run: String(k + 1), data: { kind: "per-run", value: perIter, iterations: it }, source });
    if (throughput && perIter > 0) {
      out.push({ benchmark: name, unit: throughput.unit, measure: "throughput", lowerIsBetter: false, run: String(k + 1), data: { kind: "per-run", value: throughput.per / (perIter * 1e-9), iterations: it }, source });
    }
  });
  return out;
}
async function parse6(input, ctx) {
  const dir = input.path;
  if (!input.isDirectory || !input.entries) throw new InputError({ file: dir }, "is a file; expected a criterion output directory such as target/criterion");
  const measurements = [];
  const benches = [...layout(input.entries)].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  for (const [bench, sides] of benches) measurements.push(...await readBenchmark(input, bench, sides, ctx));
  if (measurements.length === 0) throw new InputError({ file: dir }, "no criterion samples found; expected <benchmark>/new/sample.json (or raw.csv) below this directory");
  return { measurements };
}
var criterionDir = defineReader({
  id: "criterion-dir",
  title: "criterion.rs output directory (target/criterion)",
  carries: "per-run",
  howTo: "cargo bench, then pass the target/criterion directory",
  reads: "directory",
  detect: detect6,
  parse: parse6
});

// src/formats/criterion-json.ts
function detect7(probe) {
  for (const line of splitLines(probe.head).slice(0, 200)) {
    const t = line.trim();
    if (!t.startsWith("{")) continue;
    if (/"reason"\s*:\s*"benchmark-complete"/.test(t) && /"measured_values"/.test(t)) return 0.95;
    if (/"reason"\s*:\s*"group-complete"/.test(t)) return 0.7;
  }
  return 0;
}
async function parse7(input, ctx) {
  const file = input.path;
  const lines = splitLines(await input.readText());
  const measurements = [];
  const counts = /* @__PURE__ */ new Map();
  lines.forEach((raw, i) => {
    const t = raw.trim();
    if (!t.startsWith("{")) return;
    let msg;
    try {
      msg = JSON.parse(t);
    } catch {
      throw new InputError({ file, line: i + 1 }, "not a complete JSON object (truncated?); expected one cargo-criterion message per line");
    }
    if (!isObject(msg) || msg.reason !== "benchmark-complete") return;
    const at2 = new JsonPath(`${file}:${i + 1}`);
    const id = at2.at("id").string(msg.id);
    const ip = at2.at("iteration_count");
    const vp = at2.at("measured_values");
    const iters = ip.array(msg.iteration_count).map((v, k) => ip.at(k).finite(v));
    const values = vp.array(msg.measured_values).map((v, k) => vp.at(k).finite(v));
    if (iters.length !== values.length) vp.fail(`${iters.length} values, one per iteration_count`, `${values.length} entries`);
    const unitText = msg.unit === void 0 ? "ns" : at2.at("unit").string(msg.unit);
    const u = parseUnit(unitText);
    const throughputs = Array.isArray(msg.throughput) ? msg.throughput.filter(isObject) : [];
    const base = counts.get(id) ?? 0;
    counts.set(id, base + iters.length);
    iters.forEach((n, k) => {
      const source = { file, line: i + 1, pointer: vp.at(k).pointer };
      if (!(n > 0) || values[k] < 0) {
        ctx.warn("bad-iterations", { line: i + 1, pointer: vp.at(k).pointer, id, iterations: n });
        return;
      }
      const perIter = values[k] / n * u.scale;
      const run = String(base + k + 1);
      measurements.push({ benchmark: id, unit: u.unit, lowerIsBetter: u.lowerIsBetter, run, data: { kind: "per-run", value: perIter, iterations: n }, source });
      if (u.unit !== "ns" || perIter <= 0) return;
      for (const tp of throughputs) {
        if (typeof tp.per_iteration !== "number" || tp.per_iteration <= 0) continue;
        const unit = tp.unit === "bytes" || tp.unit === "bytes_decimal" ? "B/s" : "ops/s";
        measurements.push({ benchmark: id, unit, measure: "throughput", lowerIsBetter: false, run, data: { kind: "per-run", value: tp.per_iteration / (perIter * 1e-9), iterations: n }, source });
      }
    });
  });
  if (measurements.length === 0) throw new InputError({ file }, 'no "benchmark-complete" messages with samples; expected `cargo criterion --message-format=json` output');
  return { measurements };
}
var criterionJson = defineReader({
  id: "criterion-json",
  title: "cargo-criterion --message-format=json",
  carries: "per-run",
  howTo: "cargo criterion --message-format=json > out.ndjson",
  detect: detect7,
  parse: parse7
});

// src/read/numbers.ts
function parseLooseNumber(raw) {
  const s = raw.trim().replace(/,(?=\d{3}(\D|$))/g, "").replace(/^\+/, "");
  if (s === "") return NaN;
  return Number(s);
}
function scaleDecimal(text2, scale) {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text2.trim());
  if (!m || m[2] === "" && (m[3] ?? "") === "") return NaN;
  const frac = m[3] ?? "";
  const exp = m[4] !== void 0 ? Number(m[4]) : 0;
  const digits = (m[2] + frac).replace(/^0+(?=\d)/, "");
  if (digits.length > 15 || exp !== 0) return Number(text2.trim()) * scale;
  const mant = Number(digits);
  const div = 10 ** frac.length;
  const sign = m[1] === "-" ? -1 : 1;
  if (scale >= div && Number.isInteger(scale / div)) return sign * mant * (scale / div);
  return sign * mant * scale / div;
}
function percentFraction(text2) {
  return Number((Number(text2) / 100).toPrecision(12));
}

// src/formats/criterion-console.ts
var NUM = "([-+]?\\d[\\d,]*(?:\\.\\d*)?(?:e[-+]?\\d+)?)";
var UNIT = "([^\\s\\d.,+-]\\S*)";
var TRIPLE = `\\[${NUM}\\s*${UNIT}\\s+${NUM}\\s*${UNIT}\\s+${NUM}\\s*${UNIT}\\]`;
var TIME_AT = /\btime:\s+\[/;
var TIME_REST = new RegExp(`^time:\\s+${TRIPLE}`);
var THRPT = new RegExp(`^thrpt:\\s+${TRIPLE}`);
var BENCHER = /^test (.+?) \.\.\. bench:\s+([\d,]+(?:\.\d+)?) ns\/iter \(\+\/- ([\d,]+(?:\.\d+)?)\)/;
var ELEM = { elem: 1, Kelem: 1e3, Melem: 1e6, Gelem: 1e9 };
function matchTime(line) {
  if (!line.includes("time:")) return null;
  const at2 = line.search(TIME_AT);
  if (at2 < 0) return null;
  const m = TIME_REST.exec(line.slice(at2));
  return m ? [m[0], line.slice(0, at2), ...m.slice(1)] : null;
}
function throughputUnit(raw) {
  const m = /^([KMG]?elem)\/s$/.exec(raw);
  if (m) return { unit: "ops/s", scale: ELEM[m[1]] };
  const u = parseUnit(raw);
  return u.kind === "throughput" ? { unit: u.unit, scale: u.scale } : void 0;
}
function detect8(probe) {
  let score = 0;
  for (const line of splitLines(probe.head)) {
    if (matchTime(line)) return 0.9;
    if (BENCHER.test(line)) score = 0.8;
  }
  return score;
}
async function parse8(input, ctx) {
  const file = input.path;
  const lines = splitLines(await input.readText());
  const measurements = [];
  const seen = /* @__PURE__ */ new Map();
  let samples;
  let current;
  let prev = "";
  let last;
  const add = (name, unit, lowerIsBetter, est, n, line, measure2) => {
    if (!Number.isFinite(est)) throw new InputError({ file, line }, 'the estimate is not a number; expected e.g. "time: [1.0 ns 1.1 ns 1.2 ns]"');
    const key = `${name}\0${unit}`;
    const k = (seen.get(key) ?? 0) + 1;
    seen.set(key, k);
    measurements.push({ benchmark: name, unit, measure: measure2, lowerIsBetter, run: String(k), data: { kind: "summary", mean: est, median: est, n }, source: { file, line } });
  };
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].replace(/\x1b\[[0-9;]*m/g, "");
    const line = i + 1;
    const collecting = /^Benchmarking (.+): Collecting (\d+) samples/.exec(t);
    if (collecting) {
      current = collecting[1];
      samples = Number(collecting[2]);
    }
    const time = matchTime(t);
    if (time && time[3] === "%") continue;
    if (time) {
      let name = time[1].trim();
      if (name === "") name = prev.trim() !== "" && !/^Benchmarking /.test(prev) ? prev.trim() : current ?? "";
      if (name === "") throw new InputError({ file, line }, 'a "time:" line without a benchmark name; expected "<name>  time: [lo est hi]"');
      const u = parseUnit(time[5]);
      if (u.kind !== "time") throw new InputError({ file, line }, `unknown time unit "${time[5]}"; expected ps, ns, \xB5s, ms or s`);
      const n = current === name ? samples : void 0;
      add(name, "ns", true, parseLooseNumber(time[4]) * u.scale, n, line);
      last = { name, n };
      prev = t;
      continue;
    }
    const thrpt = THRPT.exec(t.trimStart());
    if (thrpt && last && thrpt[2] !== "%") {
      const u = throughputUnit(thrpt[4]);
      if (u) add(last.name, u.unit, false, parseLooseNumber(thrpt[3]) * u.scale, last.n, line, "throughput");
      else ctx.warn("throughput-unit", { line, unit: thrpt[4] });
    }
    const bencher = BENCHER.exec(t);
    if (bencher) add(bencher[1].trim(), "ns", true, parseLooseNumber(bencher[2]), void 0, line);
    if (/panicked at|^error: bench failed/.test(t)) ctx.warn("run-failed", { line, text: t.trim().slice(0, 120) });
    if (t.trim() !== "") prev = t;
  }
  if (measurements.length === 0) {
    throw new InputError({ file }, 'no results found; expected criterion lines like "name  time: [1.0 ns 1.1 ns 1.2 ns]" or "test name ... bench: 123 ns/iter (+/- 4)"');
  }
  return { measurements };
}
var criterionConsole = defineReader({
  id: "criterion-console",
  title: "criterion.rs console output (and --output-format bencher)",
  carries: "summary",
  howTo: "cargo bench > out.txt (or cargo bench -- --output-format bencher)",
  detect: detect8,
  parse: parse8
});

// src/formats/google-benchmark-console.ts
var HEADER2 = /^Benchmark\s+Time\s+CPU\s+Iterations\b(.*)$/;
var NUM2 = String.raw`[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[-+]?\d+)?`;
var ROW = new RegExp(String.raw`^(\S(?:.*?\S)?)\s+(${NUM2})\s*(ns|us|µs|ms|s|%)\s+(${NUM2})\s*(ns|us|µs|ms|s|%)\s+(\d+)(.*)$`);
var HUMAN = new RegExp(String.raw`^(${NUM2})([kKMGTPmun]?)(i?)(?:B)?(\/s)?$`);
var ANSI = /\x1b\[[0-9;]*m/g;
var AGG = /_(mean|median|stddev|cv)$/;
var PREFIX = { "": 1, k: 1e3, K: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, m: 1e-3, u: 1e-6, n: 1e-9 };
function humanNumber(raw, base1024) {
  const m = HUMAN.exec(raw);
  if (!m) return NaN;
  const p = m[2];
  if (m[3] === "i" || base1024 && p !== "" && p !== "m" && p !== "u" && p !== "n") {
    const steps = "kMGTP".indexOf(p === "K" ? "k" : p) + 1;
    return Number(m[1]) * 1024 ** steps;
  }
  return Number(m[1]) * PREFIX[p];
}
function counterUnit2(key) {
  if (key === "bytes_per_second") return { unit: "B/s", lowerIsBetter: false };
  if (key === "items_per_second") return { unit: "ops/s", lowerIsBetter: false };
  if (/per_second$|_rate$/.test(key)) return { unit: key, lowerIsBetter: false };
  return { unit: key, lowerIsBetter: true };
}
function detect9(probe) {
  const lines = splitLines(probe.head.replace(ANSI, ""));
  const h = lines.findIndex((l) => HEADER2.test(l));
  if (h < 0) return 0;
  if (/Time Old|CPU Old/.test(lines[h])) return 0;
  return lines.slice(h + 1, h + 40).some((l) => ROW.test(l) || /ERROR OCCURRED|SKIPPED/.test(l)) ? 0.9 : 0.6;
}
var GoogleBenchmarkConsole = class {
  constructor(ctx) {
    this.ctx = ctx;
  }
  ctx;
  machine = {};
  measurements = [];
  /** What the tool warned about or its context shows (review/asks/tool-hazard.ts). */
  hazards = [];
  /** The line of `Load Average:`, for the load hazard once `Run on` is known too. */
  loadLine;
  counts = /* @__PURE__ */ new Map();
  aggs = /* @__PURE__ */ new Map();
  columns;
  /** Inside the indented lines after `CPU Caches:`. */
  inCaches = false;
  read(lines) {
    for (let i = 0; i < lines.length; i++) this.line(lines[i].trimEnd(), i + 1);
    if (this.columns === void 0) {
      throw new InputError({ file: this.ctx.file }, 'no header "Benchmark  Time  CPU  Iterations" found; expected Google Benchmark console output');
    }
    this.aggregatesOnly();
    const load = this.machine.loadBefore?.[0];
    const cpus2 = this.machine.logicalCpus;
    if (load !== void 0 && cpus2 !== void 0 && load > cpus2) {
      this.hazards.push(message("hazard.load-above-cpus", { file: this.ctx.file, tool: "google-benchmark", field: "Load Average", line: this.loadLine ?? 0, value: String(load), cpus: cpus2 }));
    }
  }
  line(t, line) {
    if (this.preamble(t, line)) return;
    if (this.columns === void 0 || t === "" || /^-+$/.test(t)) return;
    const err = /^(\S+)\s+(ERROR OCCURRED|SKIPPED):?\s*(.*)$/.exec(t);
    if (err) {
      this.ctx.warn("row-dropped", { line, benchmark: err[1], skipped: err[2] === "SKIPPED", reason: err[3] });
      return;
    }
    const m = ROW.exec(t);
    if (!m) return;
    const agg = AGG.exec(m[1]);
    if (agg) this.aggregateRow(m, agg, line);
    else if (m[3] !== "%" && m[5] !== "%") this.resultRow(m, line);
  }
  /** The table header, `Run on`, `Load Average` and `***WARNING***` lines; true when the line is used up. */
  preamble(t, line) {
    if (/^Benchmark\s+Time\s+CPU\s+Time Old/.test(t)) {
      throw new InputError({ file: this.ctx.file, line }, "this is a compare.py comparison table, not benchmark output; expected the console output of the benchmark binary");
    }
    const header = HEADER2.exec(t);
    if (header) {
      const rest = header[1].trim();
      this.columns = rest === "" || rest === "UserCounters..." ? [] : rest.split(/\s+/);
      return true;
    }
    const runOn = /^Run on \((\d+) X ([\d.]+) MHz CPU s?\)/.exec(t);
    if (runOn) {
      this.machine.logicalCpus = Number(runOn[1]);
      this.machine.baseMHz = Number(runOn[2]);
      return true;
    }
    if (t === "CPU Caches:") {
      this.inCaches = true;
      return true;
    }
    const cache2 = this.inCaches ? /^\s+(L\d+ \S+ .*\S)\s*$/.exec(t) : null;
    if (cache2) {
      const extra = this.machine.extra ??= {};
      extra.caches = extra.caches === void 0 ? cache2[1] : `${extra.caches}; ${cache2[1]}`;
      return true;
    }
    this.inCaches = false;
    const load = /^Load Average: (.*)$/.exec(t);
    if (load) {
      const values = load[1].split(",").map((x) => x.trim());
      const nums = values.map(Number);
      if (values.length <= 3 && values.every((x) => x !== "") && nums.every((x) => Number.isFinite(x) && x >= 0)) {
        this.machine.loadBefore = nums;
        this.loadLine = line;
      }
      return true;
    }
    if (/^\*\*\*WARNING\*\*\*/.test(t)) {
      const text2 = t.replace(/^\*\*\*WARNING\*\*\*\s*/, "");
      const tool = "google-benchmark";
      if (/DEBUG/.test(t)) {
        (this.machine.extra ??= {}).library_build_type = "debug";
        this.hazards.push(message("hazard.debug-build", { file: this.ctx.file, tool, field: "***WARNING***", line, value: text2 }));
      } else if (/CPU scaling is enabled/i.test(t)) {
        this.hazards.push(message("hazard.cpu-scaling", { file: this.ctx.file, tool, field: "***WARNING***", line, value: text2 }));
      } else {
        this.ctx.warn("tool-warning", { line, text: text2 });
      }
      return true;
    }
    return false;
  }
  /** A `_mean` / `_median` / `_stddev` row (`_cv` and percentages are left out). */
  aggregateRow(m, agg, line) {
    const base = m[1].slice(0, -agg[0].length);
    if (agg[1] === "cv" || m[3] === "%") return;
    let a = this.aggs.get(base);
    if (!a) this.aggs.set(base, a = { line, values: /* @__PURE__ */ new Map(), reps: Number(m[6]) });
    a.values.set(agg[1], Number(m[2]) * parseUnit(m[3]).scale);
  }
  /** One repetition: real time, CPU time and the user counters, each a per-run value. */
  resultRow(m, line) {
    const name = m[1];
    const n = (this.counts.get(name) ?? 0) + 1;
    this.counts.set(name, n);
    const iterations = Number(m[6]);
    const add = (measure2, unit, lowerIsBetter, value) => {
      if (!Number.isFinite(value)) {
        this.ctx.warnShared("value-not-finite", { line, benchmark: measure2 === "real_time" || measure2 === unit ? name : `${name} (${measure2})`, unit });
        return;
      }
      this.measurements.push({ benchmark: name, unit, measure: measure2, lowerIsBetter, run: String(n), data: { kind: "per-run", value, iterations }, source: { file: this.ctx.file, line } });
    };
    add("real_time", "ns", true, Number(m[2]) * parseUnit(m[3]).scale);
    add("cpu_time", "ns", true, Number(m[4]) * parseUnit(m[5]).scale);
    const rest = m[7].trim();
    if (rest !== "") this.counters(rest, add);
  }
  /** User counters: tabular columns, `key=value` pairs, or the `…B/s` / `… items/s` of SetBytesProcessed. */
  counters(rest, add) {
    const columns = this.columns;
    const tokens = rest.split(/\s+/);
    if (columns.length > 0 && tokens.length === columns.length && !rest.includes("=")) {
      tokens.forEach((tok, k) => {
        const u = counterUnit2(columns[k]);
        add(columns[k], u.unit, u.lowerIsBetter, humanNumber(tok, columns[k] === "bytes_per_second"));
      });
      return;
    }
    for (let k = 0; k < tokens.length; k++) {
      const tok = tokens[k];
      const kv = /^([^=]+)=(.+)$/.exec(tok);
      if (kv) {
        const u = counterUnit2(kv[1]);
        add(kv[1], u.unit, u.lowerIsBetter, humanNumber(kv[2], kv[1] === "bytes_per_second"));
      } else if (/B\/s$/.test(tok)) {
        add("bytes_per_second", "B/s", false, humanNumber(tok, true));
      } else if (tokens[k + 1] === "items/s") {
        add("items_per_second", "ops/s", false, humanNumber(tok, false));
        k++;
      }
    }
  }
  /** Benchmarks printed as aggregates only (--benchmark_report_aggregates_only): a summary each. */
  aggregatesOnly() {
    for (const [base, a] of this.aggs) {
      if (this.counts.has(base)) continue;
      const mean = a.values.get("mean");
      if (mean === void 0) continue;
      this.ctx.warn("aggregates-only", { line: a.line, benchmark: base });
      this.measurements.push({
        benchmark: base,
        unit: "ns",
        measure: "real_time",
        lowerIsBetter: true,
        run: "1",
        data: { kind: "summary", mean, median: a.values.get("median"), sd: a.values.get("stddev"), n: a.reps },
        source: { file: this.ctx.file, line: a.line }
      });
    }
  }
};
async function parse9(input, ctx) {
  const out = new GoogleBenchmarkConsole(ctx);
  out.read(splitLines((await input.readText()).replace(ANSI, "")));
  if (out.measurements.length === 0) throw new InputError({ file: input.path }, 'no result rows after the header; expected rows like "BM_x   12.3 ns   12.3 ns   1000000"');
  return { measurements: out.measurements, machine: out.machine, ...out.hazards.length ? { hazards: out.hazards } : {} };
}
var googleBenchmarkConsole = defineReader({
  id: "google-benchmark-console",
  title: "Google Benchmark console output",
  carries: "per-run",
  howTo: "./bench --benchmark_repetitions=10 --benchmark_color=false > out.txt 2>&1",
  detect: detect9,
  parse: parse9
});

// src/formats/go-bench.ts
var RESULT = /^Benchmark\S*\s+\d+\s+[-+]?(\d+(?:\.\d*)?|\.\d+)([eE][-+]?\d+)?\s+\S+/;
var CONFIG = /^([a-z][^\s:A-Z]*):(?:\s+(.*))?$/;
var NUMBER = /^[-+]?(\d+(?:\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
function unwrapJson(rows) {
  const byPkg = /* @__PURE__ */ new Map();
  const stray = [];
  let seen = 0;
  for (let i = 0; i < rows.length; i++) {
    const raw = rows[i].trim();
    if (raw === "") continue;
    let ev;
    try {
      ev = raw.startsWith("{") ? JSON.parse(raw) : void 0;
    } catch {
      ev = void 0;
    }
    if (!isObject(ev) || typeof ev.Action !== "string") {
      stray.push({ text: rows[i], line: i + 1 });
      continue;
    }
    seen++;
    if (ev.Action !== "output" || typeof ev.Output !== "string") continue;
    const pkg = typeof ev.Package === "string" ? ev.Package : "";
    let st = byPkg.get(pkg);
    if (!st) byPkg.set(pkg, st = { buf: "", start: i + 1, lines: [] });
    if (st.buf === "") st.start = i + 1;
    st.buf += ev.Output;
    let nl;
    while ((nl = st.buf.indexOf("\n")) >= 0) {
      st.lines.push({ text: st.buf.slice(0, nl), line: st.start });
      st.buf = st.buf.slice(nl + 1);
      st.start = i + 1;
    }
  }
  if (seen === 0) return void 0;
  const out = [...stray];
  for (const st of byPkg.values()) {
    if (st.buf !== "") st.lines.push({ text: st.buf, line: st.start });
    out.push(...st.lines);
  }
  return out;
}
function toLines(text2) {
  const rows = splitLines(text2);
  const first = rows.find((r) => r.trim() !== "")?.trim() ?? "";
  if (first.startsWith("{")) {
    const lines = unwrapJson(rows);
    if (lines) return lines;
  }
  return rows.map((t, i) => ({ text: t, line: i + 1 }));
}
function detect10(probe) {
  const lines = toLines(probe.head);
  let results = 0;
  let config = 0;
  for (const { text: text2 } of lines) {
    const t = text2.replace(/\r$/, "");
    if (RESULT.test(t) && t.trim().split(/\s+/).length % 2 === 0) results++;
    else if (/^(goos|goarch|pkg|cpu): /.test(t)) config++;
  }
  if (results === 0) return 0;
  return config > 0 ? 0.9 : 0.6;
}
function resultLine(t, line, pkg, ctx) {
  const f = t.trim().split(/\s+/);
  if (f.length === 1) return void 0;
  if (f.length < 4 || f.length % 2 !== 0 || !/^\d+$/.test(f[1])) {
    if (RESULT.test(t)) ctx.warn("malformed-result", { line });
    return void 0;
  }
  const metrics = [];
  let bad = false;
  for (let k = 2; k < f.length; k += 2) {
    if (!NUMBER.test(f[k])) bad = true;
    else metrics.push([Number(f[k]), f[k + 1]]);
  }
  if (bad || metrics.some(([v]) => !Number.isFinite(v))) {
    ctx.warn("not-finite", { line });
    return void 0;
  }
  return { pkg, name: f[0], line, iterations: Number(f[1]), metrics };
}
function configLine(key, value, line, config, machine, ctx) {
  if (value === "") config.delete(key);
  else config.set(key, value);
  if (value === "") return;
  if (key === "cpu") {
    if (machine.cpuModel !== void 0 && machine.cpuModel !== value) ctx.warn("second-cpu", { line, cpu: value, first: machine.cpuModel });
    machine.cpuModel ??= value;
  }
  if (key === "goos") machine.os ??= value;
  if (key === "goarch") machine.arch ??= value;
  if (key === "pkg") {
    const extra = machine.extra ??= {};
    const pkgs = extra.pkg === void 0 ? [] : extra.pkg.split(", ");
    if (!pkgs.includes(value)) extra.pkg = [...pkgs, value].join(", ");
  }
}
function scan(lines, ctx) {
  const config = /* @__PURE__ */ new Map();
  const out = { results: [], better: /* @__PURE__ */ new Map(), machine: {} };
  for (const { text: raw, line } of lines) {
    const t = raw.replace(/\r$/, "");
    if (t.startsWith("Benchmark")) {
      const r = resultLine(t, line, config.get("pkg") ?? "", ctx);
      if (r) out.results.push(r);
      continue;
    }
    const unitMeta = /^Unit\s+(\S+)\s+(.*)$/.exec(t);
    if (unitMeta) {
      const b = /(?:^|\s)better=(higher|lower)\b/.exec(unitMeta[2]);
      if (b) out.better.set(unitMeta[1], b[1] === "lower");
      continue;
    }
    const failed = /^--- FAIL: (Benchmark\S*)/.exec(t);
    if (failed) {
      ctx.warn("failed", { line, benchmark: failed[1] });
      continue;
    }
    const c = CONFIG.exec(t);
    if (c) configLine(c[1], (c[2] ?? "").trim(), line, config, out.machine, ctx);
  }
  return out;
}
function toMeasurements({ results, better: better2, machine }, file) {
  const suffixes = new Set(results.map((r) => /-(\d+)$/.exec(r.name)?.[1] ?? ""));
  const [only] = [...suffixes];
  const strip = suffixes.size === 1 && only !== "";
  if (strip) machine.extra = { ...machine.extra, gomaxprocs: only };
  const counts = /* @__PURE__ */ new Map();
  const measurements = [];
  for (const r of results) {
    let name = strip ? r.name.replace(/-\d+$/, "") : r.name;
    if (r.pkg !== "") name = `${r.pkg}.${name}`;
    const n = (counts.get(name) ?? 0) + 1;
    counts.set(name, n);
    const used = /* @__PURE__ */ new Map();
    for (const [value, rawUnit] of r.metrics) {
      const seen = (used.get(rawUnit) ?? 0) + 1;
      used.set(rawUnit, seen);
      const u = parseUnit(rawUnit);
      const lowerIsBetter = better2.get(rawUnit) ?? u.lowerIsBetter;
      const measure2 = seen === 1 ? rawUnit : `${rawUnit} #${seen}`;
      measurements.push({ benchmark: name, unit: u.unit, measure: measure2, lowerIsBetter, run: String(n), data: { kind: "per-run", value: value * u.scale, iterations: r.iterations }, source: { file, line: r.line } });
    }
  }
  return measurements;
}
async function parse10(input, ctx) {
  const file = input.path;
  const text2 = await input.readText();
  if (text2.trim() === "") throw new InputError({ file }, 'the file is empty; expected `go test -bench` output with lines like "BenchmarkX-8  1000  123 ns/op"');
  const found2 = scan(toLines(text2), ctx);
  if (found2.results.length === 0) {
    throw new InputError({ file }, 'no benchmark result lines found; expected lines like "BenchmarkX-8  1000  123 ns/op"');
  }
  return { measurements: toMeasurements(found2, file), machine: found2.machine };
}
var goBench = defineReader({
  id: "go-bench",
  title: "Go benchfmt text (go test -bench, plain or -json)",
  carries: "per-run",
  howTo: "go test -run '^$' -bench . -count 10 -benchmem ./... > out.txt (or with -json)",
  detect: detect10,
  parse: parse10
});

// src/formats/hdr-log.ts
var hdr = __toESM(require_dist(), 1);
import { inflateSync } from "node:zlib";

// src/read/hdr-v2.ts
function inflateV2(b64, inflate) {
  const buf = Buffer.from(b64, "base64");
  if (buf.length < 8 || (buf.readInt32BE(0) & ~240) !== 478450436) throw new Error("no V2 compressed-histogram cookie");
  const len = buf.readInt32BE(4);
  if (len < 0 || 8 + len > buf.length) throw new Error(`compressed length ${len} exceeds the ${buf.length - 8} bytes present`);
  const raw = inflate(buf.subarray(8, 8 + len));
  if (raw.length < 40 || (raw.readInt32BE(0) & ~240) !== 478450435) throw new Error("no V2 histogram cookie inside");
  const payload = raw.readInt32BE(4);
  if (payload < 0 || 40 + payload > raw.length) throw new Error(`payload length ${payload} exceeds the ${raw.length - 40} bytes present`);
  const header = {
    normalizingIndexOffset: raw.readInt32BE(8),
    digits: raw.readInt32BE(12),
    lowest: raw.readInt32BE(16) * 4294967296 + raw.readUInt32BE(20),
    highest: raw.readInt32BE(24) * 4294967296 + raw.readUInt32BE(28),
    start: 40,
    end: 40 + payload
  };
  if (header.digits < 0 || header.digits > 5) throw new Error(`${header.digits} significant digits; expected 0..5`);
  if (header.lowest < 1 || header.highest < 2 * header.lowest) throw new Error(`lowest ${header.lowest} / highest ${header.highest} trackable values are inconsistent`);
  return { raw, header };
}
function addV2Counts(raw, h, counts, limit) {
  let pos = h.start;
  const end = h.end;
  let index = 0;
  let total = 0;
  let maxIndex = -1;
  while (pos < end) {
    const x = raw[pos++];
    if (x < 128) {
      if (x & 1) {
        index += x + 1 >> 1;
        continue;
      }
      if (x !== 0) {
        counts[index] += x >> 1;
        total += x >> 1;
        maxIndex = index;
      }
      index++;
      continue;
    }
    let b = x;
    let v = x & 127;
    let mul = 128;
    for (let k = 1; b & 128; k++) {
      if (pos >= end) throw new Error("truncated count");
      b = raw[pos++];
      if (k === 8) {
        v += b * mul;
        break;
      }
      v += (b & 127) * mul;
      mul *= 128;
    }
    if (v % 2 === 1) {
      index += (v + 1) / 2;
      continue;
    }
    counts[index] += v / 2;
    total += v / 2;
    maxIndex = index;
    index++;
  }
  if (maxIndex >= limit) throw new Error(`a count at index ${maxIndex}, beyond the histogram's ${limit} buckets`);
  return { total, maxIndex };
}

// src/read/histogram.ts
function spectrumToHistogram(spec, file, warn) {
  const values = [];
  const counts = [];
  let prev = 0;
  for (const r of spec.rows) {
    const d = r.totalCount - prev;
    if (d <= 0) continue;
    if (values.length > 0 && values[values.length - 1] === r.value) counts[counts.length - 1] += d;
    else {
      values.push(r.value);
      counts.push(d);
    }
    prev = r.totalCount;
  }
  const last = spec.rows[spec.rows.length - 1];
  if (values.length === 0) throw new InputError({ file, line: last.line }, "the percentile spectrum has a TotalCount of 0; expected at least one recorded value");
  const f = spec.footer;
  if (f.totalCount !== void 0 && f.totalCount !== last.totalCount) {
    warn(message("reader.spectrum-total-mismatch", { file, line: last.line, rows: last.totalCount, footer: f.totalCount }));
  }
  const hist = {
    values: Float64Array.from(values),
    counts: Float64Array.from(counts),
    total: last.totalCount,
    min: values[0],
    // The footer's Max is the raw maximum (it can be below the last bucket's upper edge).
    max: f.max !== void 0 && f.max > 0 ? f.max : values[values.length - 1]
  };
  if (f.mean !== void 0) hist.mean = f.mean;
  if (f.subBuckets !== void 0 && f.subBuckets >= 2) hist.resolution = 1 / (f.subBuckets / 2);
  return hist;
}
function hdrToHistogram(h, scale = 1) {
  const values = [];
  const lows = [];
  const counts = [];
  let total = 0;
  let sum = 0;
  for (let i = 0; i < h.countsArrayLength; i++) {
    const c = h.getCountAtIndex(i);
    if (c <= 0) continue;
    const low = h.valueFromIndex(i);
    const high = h.highestEquivalentValue(low);
    lows.push(low * scale);
    values.push(high * scale);
    counts.push(c);
    total += c;
    sum += c * (low + Math.floor((high - low + 1) / 2)) * scale;
  }
  if (total === 0) return null;
  return {
    values: Float64Array.from(values),
    lowValues: Float64Array.from(lows),
    counts: Float64Array.from(counts),
    total,
    min: lows[0],
    max: values[values.length - 1],
    mean: sum / total,
    resolution: 1 / (h.subBucketCount / 2)
  };
}

// src/formats/hdr-log.ts
var NUM3 = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
var MAX_BUCKETS = 1 << 24;
var MAX_PAYLOAD = 40 + 9 * MAX_BUCKETS;
var MAX_INFLATED_TOTAL = 4 * 1024 ** 3;
var LogParser = class {
  constructor(ctx) {
    this.ctx = ctx;
    this.file = ctx.file;
  }
  ctx;
  tags = /* @__PURE__ */ new Map();
  lineNo = 0;
  ratioWarned = false;
  refs = /* @__PURE__ */ new Map();
  inflated = 0;
  file;
  /**
   * zlib-inflate one histogram, bounded: a compressed payload can expand a thousandfold, so each
   * is capped at the largest valid payload and the file's total at MAX_INFLATED_TOTAL.
   */
  inflate = (b) => {
    const room = MAX_INFLATED_TOTAL - this.inflated;
    if (room <= 0) this.fail(`the compressed histograms inflate to more than ${MAX_INFLATED_TOTAL / 1024 ** 3} GiB in total; expected an interval log of ordinary size`);
    let raw;
    try {
      raw = inflateSync(b, { chunkSize: Math.min(1 << 20, Math.max(1024, 1 << Math.ceil(Math.log2(b.length * 4)))), maxOutputLength: Math.min(MAX_PAYLOAD, room) });
    } catch (err) {
      if (err.code !== "ERR_BUFFER_TOO_LARGE") throw err;
      throw new Error(room < MAX_PAYLOAD ? `the histograms inflate to more than ${MAX_INFLATED_TOTAL / 1024 ** 3} GiB in total` : `it inflates to more than ${MAX_PAYLOAD} bytes, more than any histogram of at most ${MAX_BUCKETS} buckets`);
    }
    this.inflated += raw.length;
    return raw;
  };
  fail(message2) {
    throw new InputError({ file: this.file, line: this.lineNo }, message2);
  }
  /** A histogram of the configuration, for the index ↔ value mapping (hdr-histogram-js). */
  ref(h) {
    const key = `${h.digits}/${h.lowest}/${h.highest}`;
    let r = this.refs.get(key);
    if (!r) {
      r = hdr.build({ bitBucketSize: 8, autoResize: false, lowestDiscernibleValue: h.lowest, highestTrackableValue: h.highest, numberOfSignificantValueDigits: h.digits });
      if (r.countsArrayLength > MAX_BUCKETS) this.fail(`a histogram of ${r.countsArrayLength} buckets; expected at most ${MAX_BUCKETS}`);
      this.refs.set(key, r);
    }
    return r;
  }
  /** One line, bytes [s, e) of buf (without the newline). */
  line(buf, s0, e) {
    this.lineNo++;
    const iv = this.fields(buf, s0, e);
    if (iv) this.interval(iv);
  }
  /** The fields of an interval line; undefined for comments, headers and blank lines. */
  fields(buf, s0, e) {
    let s = s0;
    while (e > s && (buf[e - 1] === 13 || buf[e - 1] === 32 || buf[e - 1] === 9)) e--;
    while (s < e && (buf[s] === 32 || buf[s] === 9)) s++;
    if (s === e || buf[s] === 35 || buf[s] === 34) return void 0;
    if (buf.toString("latin1", s, Math.min(e, s + 14)) === "StartTimestamp") return void 0;
    let tag = "latency";
    if (e - s > 4 && buf.toString("latin1", s, s + 4) === "Tag=") {
      const c = buf.indexOf(44, s);
      if (c < 0 || c >= e) this.fail("a Tag= field and nothing else; expected Tag=<name>,<start>,<length>,<max>,<histogram>");
      tag = buf.toString("utf8", s + 4, c);
      if (tag === "") this.fail("empty Tag=; expected Tag=<name>,<start>,<length>,<max>,<histogram>");
      s = c + 1;
    }
    const c1 = buf.indexOf(44, s);
    const c2 = c1 < 0 || c1 >= e ? -1 : buf.indexOf(44, c1 + 1);
    const c3 = c2 < 0 || c2 >= e ? -1 : buf.indexOf(44, c2 + 1);
    const c4 = c3 < 0 || c3 >= e ? -1 : buf.indexOf(44, c3 + 1);
    if (c3 < 0 || c3 >= e || c4 >= 0 && c4 < e) this.fail("expected 4 comma-separated fields <start>,<length>,<max>,<base64 histogram> (optionally after Tag=<name>)");
    const num3 = (a, z) => {
      const t = buf.toString("latin1", a, z).trim();
      return NUM3.test(t) ? Number(t) : NaN;
    };
    const start2 = num3(s, c1);
    const length = num3(c1 + 1, c2);
    const max2 = num3(c2 + 1, c3);
    if (Number.isNaN(start2) || Number.isNaN(length) || Number.isNaN(max2)) this.fail(`"${buf.toString("utf8", s0, Math.min(e, s0 + 60))}" does not start with three numbers; expected <start s>,<length s>,<max>,HIST\u2026`);
    const b64 = buf.toString("latin1", c3 + 1, e).trim();
    if (!b64.startsWith("HIST")) this.fail('the histogram field does not start with "HIST"; expected a base64 compressed HdrHistogram');
    if (!b64.startsWith("HISTF")) this.fail('the histogram uses a legacy encoding (V0/V1, HdrHistogram before 2.1.8); expected V2 ("HISTF\u2026") \u2014 re-encode the log with a current HdrHistogram');
    return { tag, start: start2, length, max: max2, b64 };
  }
  /** Add one interval's counts into its tag's accumulator, and note empty intervals, gaps and the unit check. */
  interval({ tag, start: start2, length, max: max2, b64 }) {
    let st = this.tags.get(tag);
    if (!st) {
      st = { accs: /* @__PURE__ */ new Map(), intervals: 0, empty: 0, line: this.lineNo, gaps: 0 };
      this.tags.set(tag, st);
    }
    let added;
    let ref;
    try {
      const { raw: bytes, header } = inflateV2(b64, this.inflate);
      let acc = st.last;
      if (!acc || acc.digits !== header.digits || acc.lowest !== header.lowest || acc.highest < header.highest) {
        ref = this.ref(header);
        const key = `${header.digits}/${header.lowest}`;
        acc = st.accs.get(key);
        if (!acc || acc.counts.length < ref.countsArrayLength) {
          const counts = new Float64Array(ref.countsArrayLength);
          if (acc) counts.set(acc.counts);
          acc = { ref, counts, digits: header.digits, lowest: header.lowest, highest: header.highest };
          st.accs.set(key, acc);
        }
        st.last = acc;
      }
      ref = acc.ref;
      added = addV2Counts(bytes, header, acc.counts, acc.counts.length);
    } catch (err) {
      if (err instanceof InputError) throw err;
      this.fail(`cannot decode the histogram (${err instanceof Error ? err.message : String(err)}); expected a base64 V2 compressed HdrHistogram`);
    }
    st.intervals++;
    if (added.total === 0) st.empty++;
    if (st.lastEnd !== void 0 && start2 - st.lastEnd > Math.max(1, 2 * length)) st.gaps++;
    st.lastEnd = start2 + length;
    if (!this.ratioWarned && added.total > 0 && max2 > 0) {
      const ratio = ref.highestEquivalentValue(ref.valueFromIndex(added.maxIndex)) / max2;
      if (ratio < 9e5 || ratio > 11e5) {
        this.ratioWarned = true;
        this.ctx.warn("not-nanoseconds", { line: this.lineNo, max: max2, ratio });
      }
    }
  }
  /** One tag's sum: the single configuration's buckets, or (mixed configurations) their sum in a histogram of the finest one. */
  merged(s) {
    const accs = [...s.accs.values()];
    const view = (a) => ({
      totalCount: 0,
      countsArrayLength: a.counts.length,
      subBucketCount: a.ref.subBucketCount,
      getCountAtIndex: (i) => a.counts[i],
      valueFromIndex: (i) => a.ref.valueFromIndex(i),
      highestEquivalentValue: (v) => a.ref.highestEquivalentValue(v)
    });
    if (accs.length === 1) return view(accs[0]);
    const lowest = Math.min(...accs.map((a) => a.ref.lowestDiscernibleValue));
    const digits = Math.max(...accs.map((a) => a.ref.numberOfSignificantValueDigits));
    const out = hdr.build({ bitBucketSize: 64, autoResize: true, lowestDiscernibleValue: lowest, highestTrackableValue: 2 * lowest, numberOfSignificantValueDigits: digits });
    for (const a of accs) for (let i = 0; i < a.counts.length; i++) if (a.counts[i] > 0) out.recordValueWithCount(a.ref.valueFromIndex(i), a.counts[i]);
    return out;
  }
  result() {
    const out = [];
    for (const [tag, s] of this.tags) {
      if (s.empty > 0) this.ctx.warn("empty-intervals", { tag, empty: s.empty, intervals: s.intervals });
      if (s.gaps > 0) this.ctx.warn("gaps", { tag, gaps: s.gaps });
      const histogram2 = hdrToHistogram(this.merged(s));
      if (!histogram2) {
        this.ctx.warn("all-empty", { line: s.line, tag, intervals: s.intervals });
        continue;
      }
      out.push({ benchmark: tag, unit: "ns", lowerIsBetter: true, run: "1", data: { kind: "histogram", histogram: histogram2 }, source: { file: this.file, line: s.line } });
    }
    return out;
  }
};
var hdrLog = defineReader({
  id: "hdr-log",
  title: "HdrHistogram interval log (.hlog, V2 compressed histograms)",
  carries: "histogram",
  howTo: "HistogramLogWriter / jHiccup -l file.hlog / cassandra-stress \u2026 -log hdrfile=file.hlog",
  detect(probe) {
    const h = probe.head;
    if (/^#\[Histogram log format version /m.test(h)) return 0.95;
    if (/^"?StartTimestamp"?,.*Interval_Compressed_Histogram/m.test(h)) return 0.95;
    if (/^(Tag=[^,\s]+,)?[\d.]+,[\d.]+,[\d.]+,HIST[A-Za-z0-9+/]/m.test(h)) return 0.9;
    return 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const p = new LogParser(ctx);
    await forEachByteLine(input, (buf, s, e) => p.line(buf, s, e), 64 << 20, "expected one interval histogram per line");
    if (p.lineNo === 0) throw new InputError({ file }, "the file is empty; expected an HdrHistogram interval log");
    if (p.tags.size === 0) throw new InputError({ file, line: p.lineNo }, "no interval lines; expected <start>,<length>,<max>,HISTF\u2026 lines");
    return { measurements: p.result() };
  }
});

// src/read/spectrum.ts
var TEXT_HEADER = /^\s*Value(?:\(([a-zµμ]+)\))?\s+Percentile\s+TotalCount\s+1\/\(1-Percentile\)\s*$/i;
var CSV_HEADER = /^\s*"Value","Percentile","TotalCount","1\/\(1-Percentile\)"\s*$/;
var TEXT_ROW = /^\s*(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(\d+)(?:\s+(\S+))?\s*$/;
var CSV_ROW = /^\s*(\d+(?:\.\d+)?),(\d+(?:\.\d+)?),(\d+),([^,]*)$/;
var FOOTER = /^\s*#\[\s*(\w+)\s*=\s*([-+\d.eE]+|NaN|-?Infinity)\s*,\s*(\w(?:[\w ]*\w)?)\s*=\s*([-+\d.eE]+|NaN|-?Infinity)\s*\]\s*$/;
function spectrumHeader(line) {
  const t = TEXT_HEADER.exec(line);
  if (t) return { unit: t[1] ?? "", csv: false };
  if (CSV_HEADER.test(line)) return { unit: "", csv: true };
  return null;
}
function parseSpectrum(lines, start2, file, scale, csv, offset = 0) {
  const rows = [];
  const footer = {};
  let i = start2;
  if (i < lines.length && lines[i].trim() === "") i++;
  for (; i < lines.length; i++) {
    const line = lines[i];
    const m = (csv ? CSV_ROW : TEXT_ROW).exec(line);
    if (m) {
      if (Object.keys(footer).length > 0) break;
      const value = scaleDecimal(m[1], scale);
      const p = Number(m[2]);
      const totalCount = Number(m[3]);
      if (!(p >= 0 && p <= 1)) throw new InputError({ file, line: offset + i + 1 }, `percentile ${m[2]} is outside 0..1; expected a fraction such as 0.990625`);
      const prev = rows[rows.length - 1];
      if (prev && (value < prev.value || totalCount < prev.totalCount)) {
        throw new InputError({ file, line: offset + i + 1 }, `value or TotalCount decreases (from ${prev.totalCount} to ${totalCount}); expected a cumulative percentile spectrum`);
      }
      if (!Number.isSafeInteger(totalCount)) throw new InputError({ file, line: offset + i + 1 }, `TotalCount ${m[3]} is too large; expected an integer count`);
      rows.push({ value, totalCount, line: offset + i + 1 });
      continue;
    }
    const f = FOOTER.exec(line);
    if (f && rows.length > 0) {
      const put = (key, raw) => {
        const v = Number(raw);
        if (!Number.isFinite(v)) return;
        const k = key.toLowerCase().replace(/\s+/g, "");
        if (k === "mean") footer.mean = v * scale;
        else if (k === "max") footer.max = scaleDecimal(raw, scale);
        else if (k === "totalcount") footer.totalCount = v;
        else if (k === "subbuckets") footer.subBuckets = v;
      };
      put(f[1], f[2]);
      put(f[3], f[4]);
      continue;
    }
    break;
  }
  if (rows.length === 0) throw new InputError({ file, line: offset + start2 }, 'a percentile spectrum header is followed by no rows; expected lines "Value Percentile TotalCount 1/(1-Percentile)"');
  return { rows, footer, end: i };
}

// src/formats/wrk.ts
var RUNNING = /^\s*Running (\S+) test @ (\S+)\s*$/;
var THREADS = /^[ \t]*(\d+) threads and (\d+) connections[ \t]*\r?$/m;
var TIME_CELL = /^([\d.]+)(us|ms|s|m|h)$/;
function wrkTime(cell) {
  const m = TIME_CELL.exec(cell.trim());
  if (!m) return NaN;
  return scaleDecimal(m[1], parseUnit(m[2]).scale);
}
function readBlock(all, s, end, ctx) {
  const file = ctx.file;
  const lines = all.slice(s, end);
  const block = { url: RUNNING.exec(all[s])[2], line: s + 1, lines, first: s + 1 };
  lines.forEach((l, j) => {
    const at2 = s + j + 1;
    let m = /^\s*Latency\s+(\S+)\s+(\S+)\s+(\S+)\s+[\d.]+%\s*$/.exec(l);
    if (m && block.avg === void 0) {
      const [avg, sd, max2] = [wrkTime(m[1]), wrkTime(m[2]), wrkTime(m[3])];
      if ([avg, sd, max2].some(Number.isNaN)) throw new InputError({ file, line: at2 }, `unreadable latency cells "${l.trim()}"; expected times such as 635.91us`);
      Object.assign(block, { avg, stdev: sd, max: max2 });
      return;
    }
    m = /^\s*(\d+) requests in ([\d.]+\w+), /.exec(l);
    if (m) {
      block.requests = Number(m[1]);
      return;
    }
    m = /^\s*Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)\s*$/.exec(l);
    if (m) {
      const [connect, read, write, timeout] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
      if (connect + read + write + timeout > 0) ctx.warnShared("socket-errors", { line: at2, url: block.url, connect, read, write, timeout });
      return;
    }
    m = /^\s*Non-2xx or 3xx responses: (\d+)\s*$/.exec(l);
    if (m) {
      ctx.warnShared("non-2xx-responses", { line: at2, url: block.url, responses: Number(m[1]), requests: block.requests ?? null });
      return;
    }
    m = /^\s*Requests\/sec:\s*([\d.]+)\s*$/.exec(l);
    if (m) {
      block.rps = Number(m[1]);
      block.rpsLine = at2;
    }
  });
  const last = s + lines.length;
  if (block.avg === void 0) throw new InputError({ file, line: last }, `${block.url}: no "Latency <avg> <stdev> <max> <+/-%>" line; expected wrk's Thread Stats table (truncated output?)`);
  if (block.requests === void 0) throw new InputError({ file, line: last }, `${block.url}: no "<N> requests in <time>" line; expected wrk's totals (truncated output?)`);
  if (block.rps === void 0) throw new InputError({ file, line: last }, `${block.url}: no "Requests/sec:" line; expected wrk's totals (truncated output?)`);
  return block;
}
function parseWrkBlocks(text2, ctx) {
  const all = splitLines(text2);
  const starts = [];
  all.forEach((l, i) => {
    if (RUNNING.test(l)) starts.push(i);
  });
  if (starts.length === 0) throw new InputError({ file: ctx.file, line: 1 }, 'no "Running <duration> test @ <url>" line; expected wrk output');
  return starts.map((s, k) => readBlock(all, s, k + 1 < starts.length ? starts[k + 1] : all.length, ctx));
}
function rpsMeasurement(b, run, file) {
  return {
    benchmark: b.url,
    unit: "ops/s",
    measure: "requests/sec",
    lowerIsBetter: false,
    run,
    data: { kind: "summary", mean: b.rps },
    source: { file, line: b.rpsLine }
  };
}
function latencySummary(b) {
  return { kind: "summary", mean: b.avg, sd: b.stdev, max: b.max, n: b.requests };
}
var PCT_ROW = /^\s*(\d+(?:\.\d+)?)%\s+(\S+)\s*$/;
function wrkLatency(b, file) {
  const at2 = b.lines.findIndex((l) => /^\s*Latency Distribution\s*$/.test(l));
  if (at2 < 0) return latencySummary(b);
  const points = [];
  for (let j = at2 + 1; j < b.lines.length; j++) {
    const m = PCT_ROW.exec(b.lines[j]);
    if (!m) break;
    const value = wrkTime(m[2]);
    if (Number.isNaN(value)) throw new InputError({ file, line: b.first + j }, `unreadable latency "${m[2]}"; expected a time such as 2.48ms`);
    points.push({ p: percentFraction(m[1]), value });
  }
  if (points.length === 0) throw new InputError({ file, line: b.first + at2 + 1 }, 'no percentile rows after "Latency Distribution"; expected lines such as "50%  347.00us"');
  return { kind: "percentiles", points, count: b.requests, mean: b.avg, max: b.max, printResolution: WRK_STEP };
}
var WRK_STEP = 1e3;
var wrk = defineReader({
  id: "wrk",
  title: "wrk console output (with or without --latency)",
  carries: "percentiles",
  howTo: "wrk -t2 -c16 -d30s --latency http://127.0.0.1:8080/ > wrk.txt",
  detect(probe) {
    const h = probe.head;
    if (!/^[ \t]*Running \S+ test @ \S+/m.test(h) || !THREADS.test(h)) return 0;
    if (/Thread calibration:|HdrHistogram - |Detailed Percentile spectrum:/.test(h)) return 0;
    return 0.9;
  },
  async parse(input, ctx) {
    const file = input.path;
    const blocks2 = parseWrkBlocks(await input.readText(), ctx);
    const measurements = [];
    blocks2.forEach((b, k) => {
      const run = String(k + 1);
      measurements.push({ benchmark: b.url, unit: "ns", measure: "latency", lowerIsBetter: true, run, data: wrkLatency(b, file), source: { file, line: b.line } });
      measurements.push(rpsMeasurement(b, run, file));
    });
    return { measurements, loadModel: "closed-loop" };
  }
});

// src/formats/wrk2.ts
var DIST = /^\s*Latency Distribution \(HdrHistogram - (.*)\)\s*$/;
var PCT_ROW2 = /^\s*(\d+(?:\.\d+)?)%\s+(\S+)\s*$/;
function sections(b, file, warn) {
  const out = [];
  for (let j = 0; j < b.lines.length; j++) {
    const d = DIST.exec(b.lines[j]);
    if (!d) continue;
    const uncorrected = /uncorrected/i.test(d[1]);
    const line = b.first + j;
    const points = [];
    let k = j + 1;
    for (; k < b.lines.length; k++) {
      const m = PCT_ROW2.exec(b.lines[k]);
      if (!m) break;
      const value = wrkTime(m[2]);
      if (Number.isNaN(value)) throw new InputError({ file, line: b.first + k }, `unreadable latency "${m[2]}"; expected a time such as 6.21ms`);
      points.push({ p: percentFraction(m[1]), value });
    }
    let hist;
    for (; k < b.lines.length && !DIST.test(b.lines[k]) && !/^-{10,}\s*$/.test(b.lines[k]); k++) {
      const h = spectrumHeader(b.lines[k]);
      if (!h) continue;
      const spec = parseSpectrum(b.lines, k + 1, file, 1e6, h.csv, b.first - 1);
      hist = spectrumToHistogram(spec, file, warn);
      j = spec.end - 1;
      break;
    }
    const p99 = points.find((pt) => pt.p === 0.99)?.value;
    if (hist) out.push({ uncorrected, data: { kind: "histogram", histogram: hist }, line, p99 });
    else if (points.length > 0) out.push({ uncorrected, data: { kind: "percentiles", points, count: b.requests, mean: b.avg, max: b.max, printResolution: WRK_STEP }, line, p99 });
    else throw new InputError({ file, line: line + 1 }, 'no percentiles after "Latency Distribution (HdrHistogram \u2026)"; expected lines such as "50.000%  6.21ms"');
  }
  return out;
}
var wrk2 = defineReader({
  id: "wrk2",
  title: "wrk2 console output (-R rate, --latency, -U)",
  carries: "histogram",
  howTo: "wrk -t2 -c100 -d30s -R2000 --latency [-U] http://127.0.0.1:8080/ > wrk2.txt  (giltene/wrk2)",
  detect(probe) {
    const h = probe.head;
    if (!/^[ \t]*Running \S+ test @ \S+/m.test(h)) return 0;
    if (/Latency Distribution \(HdrHistogram - |Detailed Percentile spectrum:|^[ \t]*Thread calibration: /m.test(h)) return 0.95;
    return 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const blocks2 = parseWrkBlocks(await input.readText(), ctx);
    const measurements = [];
    blocks2.forEach((b, n) => {
      const run = String(n + 1);
      const secs = sections(b, file, ctx.add);
      const corrected = secs.find((s) => !s.uncorrected);
      const uncorrected = secs.find((s) => s.uncorrected);
      measurements.push({ benchmark: b.url, unit: "ns", measure: "latency", lowerIsBetter: true, run, data: corrected ? corrected.data : latencySummary(b), source: { file, line: corrected ? corrected.line : b.line } });
      if (uncorrected) {
        measurements.push({ benchmark: `${b.url} (uncorrected)`, unit: "ns", measure: "latency", lowerIsBetter: true, run, data: uncorrected.data, source: { file, line: uncorrected.line } });
        if (corrected?.data.kind === "histogram" && uncorrected.data.kind === "histogram") {
          const c = corrected.p99;
          const u = uncorrected.p99;
          if (c !== void 0 && u !== void 0 && u > 0) ctx.warn("coordinated-omission", { line: corrected.line, url: b.url, corrected: c, uncorrected: u });
        }
      }
      measurements.push(rpsMeasurement(b, run, file));
      const total = corrected?.data.kind === "histogram" ? corrected.data.histogram.total : void 0;
      if (total !== void 0 && b.requests !== void 0 && total < b.requests) {
        ctx.warn("calibration", { line: corrected.line, url: b.url, latencies: total, requests: b.requests });
      }
    });
    return { measurements, loadModel: "open-loop" };
  }
});

// src/formats/hdr-percentiles.ts
var hdrPercentiles = defineReader({
  id: "hdr-percentiles",
  title: "HdrHistogram percentile distribution (text or CSV; vegeta -type=hdrplot)",
  carries: "histogram",
  howTo: "histogram.outputPercentileDistribution(System.out, 1000.0)  (values in ms), or vegeta report -type=hdrplot",
  detect(probe) {
    if (/^[ \t]*Running \S+ test @ /m.test(probe.head)) return 0;
    const lines = splitLines(probe.head).slice(0, 200);
    for (const l of lines) {
      const h = spectrumHeader(l);
      if (h) return h.csv ? 0.9 : 0.85;
    }
    return 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const lines = splitLines(await input.readText());
    const measurements = [];
    let assumed = false;
    for (let i = 0; i < lines.length; i++) {
      const h = spectrumHeader(lines[i]);
      if (!h) continue;
      let scale = 1e6;
      if (h.unit !== "") {
        const u = parseUnit(h.unit);
        if (u.unit !== "ns") throw new InputError({ file, line: i + 1 }, `unknown value unit "${h.unit}"; expected a time unit such as ms or us`);
        scale = u.scale;
      } else if (!assumed) {
        assumed = true;
        ctx.warn("unit-assumed", { line: i + 1 });
      }
      const spec = parseSpectrum(lines, i + 1, file, scale, h.csv);
      const histogram2 = spectrumToHistogram(spec, file, ctx.add);
      const n = measurements.length + 1;
      measurements.push({
        benchmark: n === 1 ? "latency" : `latency (${n})`,
        unit: "ns",
        lowerIsBetter: true,
        run: "1",
        data: { kind: "histogram", histogram: histogram2 },
        source: { file, line: i + 1 }
      });
      i = spec.end - 1;
    }
    if (measurements.length === 0) {
      throw new InputError({ file, line: 1 }, 'no "Value Percentile TotalCount 1/(1-Percentile)" header; expected HdrHistogram percentile output');
    }
    return { measurements };
  }
});

// src/formats/vegeta-json.ts
var POINTS = [
  ["50th", 0.5],
  ["90th", 0.9],
  ["95th", 0.95],
  ["99th", 0.99]
];
function bucketsHistogram(raw, path, min, max2) {
  const keys = Object.keys(raw).map((k) => {
    const v = Number(k);
    return Number.isFinite(v) && v >= 0 ? { k, v } : path.at(k).fail("a bucket key that is a lower bound in ns", k);
  });
  keys.sort((a, b) => a.v - b.v);
  const values = [];
  const lows = [];
  const counts = [];
  keys.forEach(({ k, v }, i) => {
    const c = path.at(k).finite(raw[k]);
    if (c < 0 || !Number.isInteger(c)) path.at(k).fail("a non-negative integer count", raw[k]);
    if (c === 0) return;
    lows.push(v);
    values.push(i + 1 < keys.length ? keys[i + 1].v : Math.max(v, max2));
    counts.push(c);
  });
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  return { values: Float64Array.from(values), lowValues: Float64Array.from(lows), counts: Float64Array.from(counts), total, min, max: max2 };
}
var vegetaJson = defineReader({
  id: "vegeta-json",
  title: "vegeta report -type=json",
  carries: "percentiles",
  howTo: 'vegeta attack -rate=100 -duration=30s < targets | vegeta report -type=json [-buckets "[0,1ms,10ms]"] > report.json',
  detect(probe) {
    const h = probe.head.trimStart();
    if (!h.startsWith("{") || !/"latencies"/.test(h) || !/"50th"/.test(h) || !/"status_codes"/.test(h)) return 0;
    const doc = tryParseJson(probe.head);
    if (doc === void 0) return 0.6;
    return isObject(doc) && isObject(doc.latencies) && "50th" in doc.latencies ? 0.95 : 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const root = new JsonPath(file);
    const doc = root.object(parseJson(await input.readText(), file));
    const lp = root.at("latencies");
    const lat = lp.object(doc.latencies);
    const requests = root.at("requests").finite(doc.requests);
    if (requests <= 0) throw new InputError({ file, pointer: "/requests" }, `the report has ${requests} requests; expected at least one`);
    const points = POINTS.filter(([k]) => lat[k] !== void 0).map(([k, p]) => ({ p, value: lp.at(k).finite(lat[k]) }));
    if (points.length === 0) lp.at("50th").fail("a latency in ns");
    const min = lp.at("min").finite(lat.min);
    const max2 = lp.at("max").finite(lat.max);
    const mean = lp.at("mean").finite(lat.mean);
    const measurements = [
      { benchmark: "vegeta", unit: "ns", measure: "latency", lowerIsBetter: true, run: "1", data: { kind: "percentiles", points, count: requests, min, max: max2, mean }, source: { file, pointer: "/latencies" } }
    ];
    if (doc.buckets !== void 0 && doc.buckets !== null) {
      const bp = root.at("buckets");
      const h = bucketsHistogram(bp.object(doc.buckets), bp, min, max2);
      if (h) {
        if (h.total !== requests) ctx.warn("buckets-total", { pointer: "/buckets", buckets: h.total, requests });
        measurements.push({ benchmark: "vegeta (buckets)", unit: "ns", measure: "latency", lowerIsBetter: true, run: "1", data: { kind: "histogram", histogram: h }, source: { file, pointer: "/buckets" } });
      }
    }
    const throughput = root.at("throughput").finite(doc.throughput);
    measurements.push({ benchmark: "vegeta", unit: "ops/s", measure: "throughput", lowerIsBetter: false, run: "1", data: { kind: "summary", mean: throughput }, source: { file, pointer: "/throughput" } });
    const success = doc.success === void 0 ? 1 : root.at("success").finite(doc.success);
    if (success < 1) {
      const codes = isObject(doc.status_codes) ? Object.entries(doc.status_codes) : void 0;
      const errs = Array.isArray(doc.errors) ? doc.errors.filter((e) => typeof e === "string") : [];
      ctx.warn("failed", {
        pointer: "/success",
        success,
        requests,
        codes: codes ? codes.map(([k]) => k) : null,
        counts: codes ? codes.map(([, v]) => String(v)) : null,
        error: errs.length ? errs[0].slice(0, 120) : null
      });
    }
    return { measurements, loadModel: "open-loop" };
  }
});

// src/formats/vegeta-encode.ts
var Series = class extends SampleColumn {
  constructor(line) {
    super();
    this.line = line;
  }
  line;
  failed = 0;
  codes = /* @__PURE__ */ new Map();
  firstError = "";
};
function addResult(series, l, lineNo, file) {
  let o;
  try {
    o = JSON.parse(l);
  } catch {
    throw new InputError({ file, line: lineNo }, "not a JSON object (truncated line?); expected one vegeta result per line");
  }
  if (!isObject(o)) throw new InputError({ file, line: lineNo }, 'not a JSON object; expected {"attack", "seq", "code", "latency", \u2026}');
  const latency2 = o.latency;
  if (typeof latency2 !== "number" || !Number.isFinite(latency2) || latency2 < 0) {
    throw new InputError({ file, line: lineNo, pointer: "/latency" }, "expected a non-negative latency in ns");
  }
  const code = typeof o.code === "number" ? o.code : NaN;
  if (Number.isNaN(code)) throw new InputError({ file, line: lineNo, pointer: "/code" }, "expected the HTTP status code as a number");
  const name = typeof o.attack === "string" && o.attack !== "" ? o.attack : "vegeta";
  let s = series.get(name);
  if (!s) {
    s = new Series(lineNo);
    series.set(name, s);
  }
  const error = typeof o.error === "string" ? o.error : "";
  if (error !== "" || code === 0) {
    s.failed++;
    s.codes.set(String(code), (s.codes.get(String(code)) ?? 0) + 1);
    if (s.firstError === "") s.firstError = error || `code ${code}`;
    return;
  }
  s.push(latency2);
}
var vegetaEncode = defineReader({
  id: "vegeta-encode",
  title: "vegeta encode --to json (one JSON object per request)",
  carries: "per-op",
  howTo: "vegeta attack -rate=100 -duration=30s < targets > results.bin; vegeta encode --to json results.bin > results.ndjson",
  detect(probe) {
    const first = probe.head.trimStart().split("\n", 1)[0].trim();
    if (!first.startsWith("{")) return 0;
    try {
      const o = JSON.parse(first);
      return isObject(o) && "attack" in o && "seq" in o && "latency" in o && "code" in o ? 0.95 : 0;
    } catch {
      return 0;
    }
  },
  async parse(input, ctx) {
    const file = input.path;
    const series = /* @__PURE__ */ new Map();
    let lineNo = 0;
    await forEachLine(input, (raw) => {
      lineNo++;
      const l = raw.trim();
      if (l !== "") addResult(series, l, lineNo, file);
    });
    if (series.size === 0) throw new InputError({ file }, "the file is empty; expected one vegeta result per line");
    const measurements = [];
    for (const [name, s] of series) {
      if (s.failed > 0) {
        ctx.warn("failed", { line: s.line, name, failed: s.failed, requests: s.failed + s.length, codes: [...s.codes.keys()], counts: [...s.codes.values()], error: s.firstError.slice(0, 120) });
      }
      if (s.length === 0) continue;
      measurements.push({ benchmark: name, unit: "ns", measure: "latency", lowerIsBetter: true, run: "1", data: { kind: "per-op", values: s.take() }, source: { file, line: s.line } });
    }
    if (measurements.length === 0) throw new InputError({ file }, "every request failed; expected at least one successful request");
    return { measurements, loadModel: "open-loop" };
  }
});

// src/formats/vegeta-text.ts
var ROW2 = /^([A-Z](?:[A-Za-z ]*[A-Za-z])?)\s+\[([^\]]+)\]\s+(.*)$/;
var GO_PART = /(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|μs|ns)/gy;
function goDuration(text2) {
  const s = text2.trim();
  if (s === "") return NaN;
  GO_PART.lastIndex = 0;
  let total = 0;
  let pos = 0;
  for (let m = GO_PART.exec(s); m; m = GO_PART.exec(s)) {
    total += scaleDecimal(m[1], parseUnit(m[2]).scale);
    pos = GO_PART.lastIndex;
  }
  return pos === s.length && pos > 0 ? total : NaN;
}
function splitReports(lines) {
  const out = [];
  let cur;
  let inErrors = false;
  lines.forEach((l, i) => {
    const m = ROW2.exec(l.trimEnd());
    if (m) {
      const key = m[1].trim();
      if (key === "Requests") {
        cur = { line: i + 1, rows: /* @__PURE__ */ new Map(), errors: [] };
        out.push(cur);
      }
      inErrors = false;
      if (!cur) return;
      const values = key === "Status Codes" ? m[3].split(/\s+/) : m[3].split(/,\s*/);
      cur.rows.set(key, { labels: m[2].split(/,\s*/), values, line: i + 1 });
      return;
    }
    if (/^Error Set:\s*$/.test(l)) inErrors = cur !== void 0;
    else if (inErrors && l.trim() !== "") cur.errors.push(l.trim());
    else inErrors = false;
  });
  return out;
}
function readReport(r, name, ctx) {
  const file = ctx.file;
  const req = r.rows.get("Requests");
  const lat = r.rows.get("Latencies");
  if (!lat) throw new InputError({ file, line: req.line }, `${name}: no "Latencies [min, mean, \u2026]" line after this one; expected a complete vegeta report (truncated?)`);
  if (lat.labels.length !== lat.values.length) throw new InputError({ file, line: lat.line }, `${lat.values.length} values for ${lat.labels.length} labels; expected one Go duration per label`);
  const get = (label) => {
    const j = lat.labels.indexOf(label);
    if (j < 0) return void 0;
    const v = goDuration(lat.values[j]);
    if (Number.isNaN(v)) throw new InputError({ file, line: lat.line }, `"${lat.values[j]}" is not a duration; expected a Go duration such as 90.438129ms`);
    return v;
  };
  const points = [];
  for (const label of lat.labels) {
    if (!/^\d+(\.\d+)?$/.test(label)) continue;
    points.push({ p: percentFraction(label), value: get(label) });
  }
  if (points.length === 0) throw new InputError({ file, line: lat.line }, 'no percentile columns (50, 95, 99, \u2026); expected "Latencies [min, mean, 50, 90, 95, 99, max]"');
  const total = parseLooseNumber(req.values[0] ?? "");
  const throughput = parseLooseNumber(req.values[2] ?? "");
  if (!Number.isFinite(total) || !Number.isFinite(throughput)) throw new InputError({ file, line: req.line }, 'expected "total, rate, throughput" numbers such as "1200, 120.00, 65.87"');
  const out = [
    { benchmark: name, unit: "ns", measure: "latency", lowerIsBetter: true, run: "1", data: { kind: "percentiles", points, count: total, min: get("min"), mean: get("mean"), max: get("max") }, source: { file, line: lat.line } },
    { benchmark: name, unit: "ops/s", measure: "throughput", lowerIsBetter: false, run: "1", data: { kind: "summary", mean: throughput }, source: { file, line: req.line } }
  ];
  const succ = r.rows.get("Success");
  const ratio = succ ? parseLooseNumber((succ.values[0] ?? "").replace("%", "")) : 100;
  if (Number.isFinite(ratio) && ratio < 100) {
    ctx.warn("failed", { line: succ.line, name, success: ratio, requests: total, codes: r.rows.get("Status Codes")?.values ?? null, error: r.errors.length ? r.errors[0].slice(0, 120) : null });
  }
  return out;
}
var vegetaText = defineReader({
  id: "vegeta-text",
  title: "vegeta report (text)",
  carries: "percentiles",
  howTo: "vegeta attack -rate=100 -duration=30s < targets | vegeta report > report.txt",
  detect(probe) {
    return /^Requests[ \t]+\[total, rate, throughput\]/m.test(probe.head) ? 0.9 : 0;
  },
  async parse(input, ctx) {
    const reports = splitReports(splitLines(await input.readText()));
    if (reports.length === 0) throw new InputError({ file: input.path, line: 1 }, 'no "Requests [total, rate, throughput]" line; expected vegeta report text');
    const measurements = reports.flatMap((r, k) => readReport(r, reports.length === 1 ? "vegeta" : `vegeta (report ${k + 1})`, ctx));
    return { measurements, loadModel: "open-loop" };
  }
});

// src/formats/ghz.ts
function paced(options) {
  if (!isObject(options)) return false;
  const rps = options.rps;
  if (typeof rps === "number" && rps > 0) return true;
  const sched = options["load-schedule"] ?? options.loadSchedule;
  const start2 = options["load-start"] ?? options.loadStart;
  return typeof sched === "string" && sched !== "" && typeof start2 === "number" && start2 > 0;
}
function fromDetails(details, path, ctx, name) {
  const values = [];
  let failed = 0;
  let firstError = "";
  details.forEach((d, i) => {
    const p = path.at(i);
    const o = p.object(d);
    const v = p.at("latency").finite(o.latency);
    if (v < 0) p.at("latency").fail("a non-negative latency in ns", o.latency);
    const error = typeof o.error === "string" ? o.error : "";
    const status = typeof o.status === "string" ? o.status : "OK";
    if (error !== "" || status !== "OK") {
      failed++;
      if (firstError === "") firstError = error || status;
      return;
    }
    values.push(v);
  });
  if (failed > 0) ctx.warn("failed-calls", { pointer: "/details", name, failed, calls: details.length, error: firstError.slice(0, 120) });
  return values.length > 0 ? { kind: "per-op", values: Float64Array.from(values) } : null;
}
function fromDistribution(doc, root) {
  if (!Array.isArray(doc.latencyDistribution)) return null;
  const lp = root.at("latencyDistribution");
  const points = doc.latencyDistribution.map((e, i) => {
    const o = lp.at(i).object(e);
    const pct3 = lp.at(i).at("percentage").finite(o.percentage);
    if (pct3 < 0 || pct3 > 100) lp.at(i).at("percentage").fail("a percentage in 0..100", o.percentage);
    return { p: percentFraction(String(pct3)), value: lp.at(i).at("latency").finite(o.latency) };
  });
  if (points.length === 0) return null;
  const num3 = (k) => typeof doc[k] === "number" && Number.isFinite(doc[k]) ? doc[k] : void 0;
  const codes = isObject(doc.statusCodeDistribution) ? doc.statusCodeDistribution : {};
  const ok = typeof codes.OK === "number" ? codes.OK : num3("count");
  return { kind: "percentiles", points, count: ok, min: num3("fastest"), max: num3("slowest"), mean: num3("average") };
}
function distributionWarnings(doc, name, ctx) {
  if (isObject(doc.errorDistribution)) {
    const errs = Object.entries(doc.errorDistribution);
    if (errs.length > 0) ctx.warn("errors", { pointer: "/errorDistribution", name, errors: errs.map(([k]) => k.slice(0, 80)), counts: errs.map(([, v]) => String(v)) });
  }
  if (isObject(doc.statusCodeDistribution)) {
    const bad = Object.entries(doc.statusCodeDistribution).filter(([k]) => k !== "OK");
    if (bad.length > 0) ctx.warn("statuses", { pointer: "/statusCodeDistribution", name, statuses: bad.map(([k]) => k), counts: bad.map(([, v]) => String(v)) });
  }
}
var ghz = defineReader({
  id: "ghz",
  title: "ghz JSON report (--format json|pretty)",
  carries: "per-op",
  howTo: "ghz --insecure --proto x.proto --call pkg.Svc.Method -n 2000 -c 50 --format json -o report.json 127.0.0.1:50051",
  detect(probe) {
    const h = probe.head.trimStart();
    if (!h.startsWith("{") || !/"latencyDistribution"/.test(h) || !/"statusCodeDistribution"/.test(h)) return 0;
    const doc = tryParseJson(probe.head);
    if (doc === void 0) return 0.6;
    return isObject(doc) && "latencyDistribution" in doc ? 0.95 : 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const root = new JsonPath(file);
    const doc = root.object(parseJson(await input.readText(), file));
    const opts = isObject(doc.options) ? doc.options : {};
    const name = typeof doc.name === "string" && doc.name !== "" ? doc.name : typeof opts.call === "string" && opts.call !== "" ? opts.call : "ghz";
    let data2 = null;
    let pointer = "/latencyDistribution";
    if (Array.isArray(doc.details) && doc.details.length > 0) {
      data2 = fromDetails(doc.details, root.at("details"), ctx, name);
      pointer = "/details";
      const count3 = typeof doc.count === "number" ? doc.count : void 0;
      if (count3 !== void 0 && doc.details.length < count3) ctx.warn("incomplete-details", { pointer: "/details", name, details: doc.details.length, count: count3 });
    } else {
      if (doc.details !== void 0 && doc.details !== null && !Array.isArray(doc.details)) root.at("details").fail("an array", doc.details);
      data2 = fromDistribution(doc, root);
    }
    if (!data2) throw new InputError({ file, pointer }, `${name}: no successful call latencies; expected details[] or latencyDistribution[]`);
    if (pointer !== "/details") distributionWarnings(doc, name, ctx);
    const measurements = [{ benchmark: name, unit: "ns", measure: "latency", lowerIsBetter: true, run: "1", data: data2, source: { file, pointer } }];
    if (typeof doc.rps === "number" && Number.isFinite(doc.rps)) {
      measurements.push({ benchmark: name, unit: "ops/s", measure: "rps", lowerIsBetter: false, run: "1", data: { kind: "summary", mean: doc.rps }, source: { file, pointer: "/rps" } });
    }
    return { measurements, loadModel: paced(doc.options) ? void 0 : "closed-loop" };
  }
});

// src/formats/oha-json.ts
function responseWarnings(doc, success, codes, ctx) {
  if (success < 1) ctx.warn("success-rate", { pointer: "/summary/successRate", success });
  const bad = Object.entries(codes).filter(([c]) => !/^[23]\d\d$/.test(c));
  if (bad.length > 0) ctx.warn("non-2xx", { pointer: "/statusCodeDistribution", statuses: bad.map(([c]) => c), counts: bad.map(([, n]) => String(n)) });
  if (isObject(doc.errorDistribution)) {
    const errs = Object.entries(doc.errorDistribution);
    if (errs.length > 0) ctx.warn("errors", { pointer: "/errorDistribution", errors: errs.map(([k]) => k.slice(0, 80)), counts: errs.map(([, v]) => String(v)) });
  }
}
var ohaJson = defineReader({
  id: "oha-json",
  title: "oha JSON output (--output-format json / -j)",
  carries: "percentiles",
  howTo: "oha --no-tui -z 30s -c 50 --output-format json http://127.0.0.1:8080/ > oha.json",
  detect(probe) {
    const h = probe.head.trimStart();
    if (!h.startsWith("{") || !/"successRate"/.test(h) || !/"latencyPercentiles"/.test(h)) return 0;
    const doc = tryParseJson(probe.head);
    if (doc === void 0) return 0.6;
    return isObject(doc) && isObject(doc.summary) && "latencyPercentiles" in doc ? 0.95 : 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const root = new JsonPath(file);
    const doc = root.object(parseJson(await input.readText(), file));
    const sp = root.at("summary");
    const summary = sp.object(doc.summary);
    const lp = root.at("latencyPercentiles");
    const lat = lp.object(doc.latencyPercentiles);
    const points = [];
    for (const [k, v] of Object.entries(lat)) {
      const m = /^p(\d+(?:\.\d+)?)$/.exec(k);
      if (!m) continue;
      if (v === null) continue;
      const value = lp.at(k).finite(v);
      if (value < 0) lp.at(k).fail("a non-negative latency in seconds", v);
      points.push({ p: percentFraction(m[1]), value: value * 1e9 });
    }
    points.sort((a, b) => a.p - b.p);
    if (points.length === 0) throw new InputError({ file, pointer: "/latencyPercentiles" }, "no latency percentiles (no successful responses?); expected p50, p99, \u2026 in seconds");
    const codes = isObject(doc.statusCodeDistribution) ? doc.statusCodeDistribution : {};
    let count3 = 0;
    for (const [code, n] of Object.entries(codes)) count3 += root.at("statusCodeDistribution").at(code).finite(n);
    const opt = (k) => summary[k] === void 0 || summary[k] === null ? void 0 : sp.at(k).finite(summary[k]) * 1e9;
    const measurements = [
      {
        benchmark: "oha",
        unit: "ns",
        measure: "latency",
        lowerIsBetter: true,
        run: "1",
        data: { kind: "percentiles", points, count: count3 > 0 ? count3 : void 0, min: opt("fastest"), max: opt("slowest"), mean: opt("average") },
        source: { file, pointer: "/latencyPercentiles" }
      }
    ];
    if (summary.requestsPerSec !== void 0) {
      measurements.push({ benchmark: "oha", unit: "ops/s", measure: "requestsPerSec", lowerIsBetter: false, run: "1", data: { kind: "summary", mean: sp.at("requestsPerSec").finite(summary.requestsPerSec) }, source: { file, pointer: "/summary/requestsPerSec" } });
    }
    const success = summary.successRate === void 0 ? 1 : sp.at("successRate").finite(summary.successRate);
    responseWarnings(doc, success, codes, ctx);
    return { measurements, loadModel: "closed-loop" };
  }
});

// src/formats/oha-csv.ts
var HEADER3 = /^\uFEFF?request-start,DNS,DNS\+dialup,Response-delay,request-duration,bytes,status\r?$/;
var NUM4 = /^\d+(\.\d*)?([eE][+-]?\d+)?$/;
var ohaCsv = defineReader({
  id: "oha-csv",
  title: "oha per-request CSV (--output-format csv)",
  carries: "per-op",
  howTo: "oha --no-tui -n 10000 -c 50 --output-format csv http://127.0.0.1:8080/ > oha.csv",
  detect(probe) {
    return HEADER3.test(probe.head.split("\n", 1)[0]) ? 0.95 : 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const values = new SampleColumn();
    let lineNo = 0;
    let bad = 0;
    const badCodes = /* @__PURE__ */ new Map();
    const handle = (raw) => {
      lineNo++;
      const l = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
      if (lineNo === 1) {
        if (!HEADER3.test(l)) throw new InputError({ file, line: 1 }, `unexpected header "${l.slice(0, 80)}"; expected "request-start,DNS,DNS+dialup,Response-delay,request-duration,bytes,status"`);
        return;
      }
      if (l.trim() === "") return;
      const f = l.split(",");
      if (f.length !== 7) throw new InputError({ file, line: lineNo }, `found ${f.length} fields; expected 7 (request-start,DNS,DNS+dialup,Response-delay,request-duration,bytes,status)`);
      if (!NUM4.test(f[4])) throw new InputError({ file, line: lineNo }, `request-duration "${f[4].slice(0, 30)}" is not a number; expected seconds such as 0.0123`);
      if (!/^\d{3}$/.test(f[6])) throw new InputError({ file, line: lineNo }, `status "${f[6].slice(0, 30)}" is not an HTTP status; expected e.g. 200`);
      if (!/^[23]/.test(f[6])) {
        bad++;
        badCodes.set(f[6], (badCodes.get(f[6]) ?? 0) + 1);
      }
      values.push(Number(f[4]) * 1e9);
    };
    await forEachLine(input, handle);
    if (lineNo === 0) throw new InputError({ file }, "the file is empty; expected oha CSV with a header line");
    if (values.length === 0) throw new InputError({ file, line: lineNo }, "no request rows after the header; expected one row per request");
    if (bad > 0) ctx.warn("non-2xx", { bad, responses: values.length, statuses: [...badCodes.keys()], counts: [...badCodes.values()] });
    return {
      measurements: [{ benchmark: "oha", unit: "ns", measure: "latency", lowerIsBetter: true, run: "1", data: { kind: "per-op", values: values.take() }, source: { file, line: 2 } }],
      loadModel: "closed-loop"
    };
  }
});

// src/formats/autocannon.ts
var MS = 1e6;
function perSecond(obj2, path, factor, samples) {
  const get = (k) => obj2[k] === void 0 || obj2[k] === null ? void 0 : path.at(k).finite(obj2[k]) * factor;
  const mean = get("average") ?? get("mean") ?? path.at("average").fail("a number");
  return { kind: "summary", mean, sd: get("stddev"), min: get("min"), max: get("max"), n: samples };
}
var autocannon = defineReader({
  id: "autocannon",
  title: "autocannon JSON (-j)",
  carries: "percentiles",
  howTo: "autocannon -j -c 10 -d 10 http://127.0.0.1:3000/ > autocannon.json",
  detect(probe) {
    if (probe.isDirectory) return 0;
    const h = probe.head.trimStart();
    if (!h.startsWith("{") || !/"latency"/.test(h) || !/"p99_9"|"p97_5"/.test(h) || !/"requests"/.test(h)) return 0;
    const doc = tryParseJson(probe.head);
    if (doc === void 0) return 0.6;
    return isObject(doc) && isObject(doc.latency) && "p99" in doc.latency && ("url" in doc || "connections" in doc) ? 0.95 : 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const root = new JsonPath(file);
    const doc = root.object(parseJson(await input.readText(), file));
    const name = typeof doc.title === "string" && doc.title !== "" ? doc.title : root.at("url").string(doc.url);
    const lp = root.at("latency");
    const lat = lp.object(doc.latency);
    const points = [];
    let wholeMs = true;
    for (const [k, v] of Object.entries(lat)) {
      const m = /^p(\d+)(?:_(\d+))?$/.exec(k);
      if (!m) continue;
      const value = lp.at(k).finite(v);
      if (value < 0) lp.at(k).fail("a non-negative latency in ms", v);
      if (!Number.isInteger(value)) wholeMs = false;
      points.push({ p: percentFraction(`${m[1]}.${m[2] ?? "0"}`), value: value * 1e6 });
    }
    points.sort((a, b) => a.p - b.p);
    if (points.length === 0) lp.at("p50").fail("latency percentiles in ms");
    const count3 = lat.totalCount === void 0 ? void 0 : lp.at("totalCount").finite(lat.totalCount);
    if (count3 === 0) throw new InputError({ file, pointer: "/latency/totalCount" }, `${name}: no request completed; expected latencies`);
    const opt = (k) => lat[k] === void 0 || lat[k] === null ? void 0 : lp.at(k).finite(lat[k]) * 1e6;
    const measurements = [
      { benchmark: name, unit: "ns", measure: "latency", lowerIsBetter: true, run: "1", data: { kind: "percentiles", points, count: count3, min: opt("min"), max: opt("max"), mean: opt("mean") ?? opt("average"), ...wholeMs ? { printResolution: MS } : {} }, source: { file, pointer: "/latency" } }
    ];
    const median2 = points.find((p) => p.p === 0.5)?.value;
    if (median2 !== void 0 && median2 < 1e7) ctx.warn("whole-milliseconds", { pointer: "/latency", name });
    const sampleInt = typeof doc.sampleInt === "number" && doc.sampleInt > 0 ? doc.sampleInt : 1e3;
    const samples = typeof doc.samples === "number" ? doc.samples : void 0;
    if (isObject(doc.requests)) measurements.push({ benchmark: name, unit: "ops/s", measure: "requests", lowerIsBetter: false, run: "1", data: perSecond(doc.requests, root.at("requests"), 1e3 / sampleInt, samples), source: { file, pointer: "/requests" } });
    if (isObject(doc.throughput)) measurements.push({ benchmark: name, unit: "B/s", measure: "throughput", lowerIsBetter: false, run: "1", data: perSecond(doc.throughput, root.at("throughput"), 1e3 / sampleInt, samples), source: { file, pointer: "/throughput" } });
    const problems = ["errors", "timeouts", "non2xx", "resets", "mismatches"].filter((k) => typeof doc[k] === "number" && doc[k] > 0).map((k) => `${String(doc[k])} ${k}`);
    if (problems.length > 0) ctx.warn("problems", { name, problems, count: count3 ?? null });
    return { measurements, loadModel: "closed-loop" };
  }
});

// src/formats/cassandra-stress.ts
var RESULT_LINE = /^([A-Za-z](?:[A-Za-z0-9. ]*[A-Za-z0-9.])?)\s*:\s*(.*)$/;
var STEP = 1e5;
var UNIT_SUFFIX = ["op/s", "pk/s", "row/s", "ms"];
var LATENCY_KEYS = [
  [/^latency mean$/i, "mean"],
  [/^latency median$/i, 0.5],
  [/^latency 95th percentile$/i, 0.95],
  [/^latency 99th percentile$/i, 0.99],
  [/^latency 99\.9th percentile$/i, 0.999],
  [/^latency max$/i, "max"]
];
function splitValue(v) {
  const t = v.trim();
  const open3 = t.indexOf("[");
  const b = open3 >= 0 && t.endsWith("]") ? [t, t.slice(0, open3), t.slice(open3 + 1, -1)] : null;
  const strip = (s) => {
    const x = s.trim();
    const unit = UNIT_SUFFIX.find((u) => x.endsWith(u));
    return unit ? x.slice(0, x.length - unit.length).trimEnd() : x;
  };
  if (!b) return { total: strip(t), ops: [] };
  const ops = b[2].split(/,\s*(?=[^,:\s]+\s*:)/).map((part) => {
    const i = part.indexOf(":");
    return [part.slice(0, i).trim(), strip(part.slice(i + 1))];
  });
  return { total: strip(b[1]), ops };
}
function readResultLines(lines, start2, ctx) {
  const aggs = /* @__PURE__ */ new Map();
  const agg = (op) => aggs.get(op) ?? (aggs.set(op, { points: [] }), aggs.get(op));
  let j = start2;
  for (; j < lines.length; j++) {
    const m = RESULT_LINE.exec(lines[j].trim());
    if (!m) break;
    const key = m[1].trim();
    const isRate = /^op rate$/i.test(key);
    const lat = LATENCY_KEYS.find(([re]) => re.test(key));
    if (/^total errors$/i.test(key)) {
      const n = parseLooseNumber(splitValue(m[2]).total);
      if (n > 0) ctx.warn("errors", { line: j + 1, errors: n });
    }
    if (!isRate && !lat) continue;
    const { total, ops } = splitValue(m[2]);
    const entries = ops.length > 0 ? ops : [["total", total]];
    for (const [op, raw] of entries) {
      const v = isRate ? parseLooseNumber(raw) : scaleDecimal(raw, 1e6);
      if (!Number.isFinite(v)) {
        ctx.warn("not-a-number", { line: j + 1, op, raw });
        continue;
      }
      const a = agg(op);
      if (isRate) a.rate = v;
      else if (lat[1] === "mean") a.mean = v;
      else if (lat[1] === "max") a.max = v;
      else a.points.push({ p: lat[1], value: v });
    }
  }
  return { aggs, end: j };
}
function readBlocks(lines, ctx) {
  const file = ctx.file;
  const lastTotals = /* @__PURE__ */ new Map();
  let threads;
  let fixedRate = false;
  const blocks2 = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const t = /^Running (?:\S+) with (\d+) threads/.exec(l) ?? /^\s*Thread Count:\s*(\d+)\s*$/.exec(l);
    if (t) threads = Number(t[1]);
    const r = /^\s*OpsPer Sec:\s*(\d+)/.exec(l);
    if (r && Number(r[1]) > 0) fixedRate = true;
    const row2 = /^([A-Za-z_.-]+),\s+([\d,]+),/.exec(l);
    if (row2 && row2[1] !== "type") {
      const ops = parseLooseNumber(row2[2]);
      if (Number.isFinite(ops)) lastTotals.set(row2[1] === "total" ? "total" : row2[1], ops);
      continue;
    }
    if (l.trim() !== "Results:" || !l.startsWith("Results:")) continue;
    const { aggs, end } = readResultLines(lines, i + 1, ctx);
    if (aggs.size === 0) throw new InputError({ file, line: i + 2 }, 'a "Results:" line with no "Op rate"/"Latency \u2026" lines after it; expected cassandra-stress results (truncated?)');
    blocks2.push({ line: i + 1, threads, aggs, totals: new Map(lastTotals) });
    lastTotals.clear();
    i = end - 1;
  }
  if (blocks2.length === 0) throw new InputError({ file, line: lines.length }, 'no "Results:" block; expected the summary cassandra-stress prints at the end (truncated run?)');
  return { blocks: blocks2, fixedRate };
}
function toMeasurements2(blocks2, file) {
  const measurements = [];
  for (const b of blocks2) {
    for (const [op, a] of b.aggs) {
      const name = blocks2.length > 1 && b.threads !== void 0 ? `${op} (${b.threads} threads)` : blocks2.length > 1 ? `${op} (block ${blocks2.indexOf(b) + 1})` : op;
      const count3 = b.totals.get(op) ?? b.totals.get(op.toUpperCase()) ?? (b.aggs.size === 1 ? b.totals.get("total") : void 0);
      if (a.points.length > 0) {
        a.points.sort((x, y) => x.p - y.p);
        measurements.push({ benchmark: name, unit: "ns", measure: "latency", lowerIsBetter: true, run: "1", data: { kind: "percentiles", points: a.points, count: count3, mean: a.mean, max: a.max, printResolution: STEP }, source: { file, line: b.line } });
      } else if (a.mean !== void 0) {
        measurements.push({ benchmark: name, unit: "ns", measure: "latency", lowerIsBetter: true, run: "1", data: { kind: "summary", mean: a.mean, max: a.max, n: count3 }, source: { file, line: b.line } });
      }
      if (a.rate !== void 0) measurements.push({ benchmark: name, unit: "ops/s", measure: "op rate", lowerIsBetter: false, run: "1", data: { kind: "summary", mean: a.rate }, source: { file, line: b.line } });
    }
  }
  if (measurements.length === 0) throw new InputError({ file, line: blocks2[0].line }, 'the Results block holds no readable op rate or latency; expected e.g. "Latency median : 0.4 ms"');
  return measurements;
}
var cassandraStress = defineReader({
  id: "cassandra-stress",
  title: "cassandra-stress console output (Results: block)",
  carries: "percentiles",
  howTo: "cassandra-stress write n=1000000 -rate threads=50 > stress.txt",
  detect(probe) {
    const h = probe.head;
    if (/^Results:[ \t]*\r?$/m.test(h) && /^op rate[ \t]*:/im.test(h)) return 0.9;
    if (/^type[ \t]+total ops,[ \t]+op\/s,/m.test(h)) return 0.85;
    return 0;
  },
  async parse(input, ctx) {
    const { blocks: blocks2, fixedRate } = readBlocks(splitLines(await input.readText()), ctx);
    return { measurements: toMeasurements2(blocks2, input.path), loadModel: fixedRate ? void 0 : "closed-loop" };
  }
});

// src/formats/db-bench.ts
var BENCH = /^(\w[\w.-]*)\s+:\s+([\d.]+) micros\/op\s+(\d+) ops\/sec\b/;
var SECTION = /^Microseconds per (.+?):\s*$/;
var COUNT = /^Count:\s*(\d+)\s+Average:\s*([-\d.]+)\s+StdDev:\s*([-\d.]+)\s*$/;
var MINMAX = /^Min:\s*([-\d.]+)\s+Median:\s*([-\d.]+)\s+Max:\s*([-\d.]+)\s*$/;
var PCTS = /^Percentiles:\s*(.*)$/;
var BUCKET = /^[[(]\s*([\d.]+),\s*([\d.]+)\s*[\])]\s+(\d+)\s+[\d.]+%\s+[\d.]+%/;
function parseSection(lines, start2, file) {
  const op = SECTION.exec(lines[start2])[1];
  const c = COUNT.exec(lines[start2 + 1] ?? "");
  const mm = MINMAX.exec(lines[start2 + 2] ?? "");
  if (!c || !mm) throw new InputError({ file, line: start2 + 2 }, 'expected "Count: N Average: x StdDev: y" and "Min: a Median: b Max: c" after the section title');
  const count3 = Number(c[1]);
  const mean = scaleDecimal(c[2], 1e3);
  const sd = scaleDecimal(c[3], 1e3);
  const min = scaleDecimal(mm[1], 1e3);
  const median2 = scaleDecimal(mm[2], 1e3);
  const max2 = scaleDecimal(mm[3], 1e3);
  let i = start2 + 3;
  const points = [];
  const p = PCTS.exec(lines[i] ?? "");
  if (p) {
    for (const m of p[1].matchAll(/P(\d+(?:\.\d+)?):\s*([\d.]+)/g)) points.push({ p: percentFraction(m[1]), value: scaleDecimal(m[2], 1e3) });
    i++;
  }
  if (/^-{10,}\s*$/.test(lines[i] ?? "")) i++;
  const values = [];
  const lows = [];
  const counts = [];
  let widest = 0;
  for (; i < lines.length; i++) {
    const b = BUCKET.exec(lines[i]);
    if (!b) break;
    const lo = scaleDecimal(b[1], 1e3);
    const hi = scaleDecimal(b[2], 1e3);
    const n = Number(b[3]);
    if (!(hi >= lo) || values.length > 0 && lo < lows[lows.length - 1]) throw new InputError({ file, line: i + 1 }, 'bucket bounds out of order; expected ascending "( lo, hi ]" rows');
    if (n === 0) continue;
    lows.push(lo);
    values.push(hi);
    counts.push(n);
    if (lo > 0) widest = Math.max(widest, (hi - lo) / hi);
  }
  let data2;
  if (counts.length > 0) {
    const total = counts.reduce((a, b) => a + b, 0);
    if (total !== count3) throw new InputError({ file, line: start2 + 2 }, `the buckets hold ${total} values but Count is ${count3}; expected matching counts (truncated table?)`);
    const histogram2 = { values: Float64Array.from(values), lowValues: Float64Array.from(lows), counts: Float64Array.from(counts), total, min, max: max2, mean };
    if (widest > 0) histogram2.resolution = widest;
    data2 = { kind: "histogram", histogram: histogram2 };
  } else if (points.length > 0) {
    data2 = { kind: "percentiles", points, count: count3, min, max: max2, mean };
  } else {
    data2 = { kind: "summary", mean, sd, n: count3, min, max: max2, median: median2 };
  }
  if (count3 === 0) throw new InputError({ file, line: start2 + 2 }, "Count is 0; expected at least one operation");
  return { res: { op, line: start2 + 1, data: data2 }, end: i };
}
function machineLine(l, machine) {
  const cpu = /^CPU:\s+(\d+) \* (.+)$/.exec(l.trimEnd());
  if (cpu) {
    machine.logicalCpus = Number(cpu[1]);
    machine.cpuModel = cpu[2];
    return true;
  }
  const cache2 = /^CPUCache:\s+(.+)$/.exec(l.trimEnd());
  if (cache2) machine.extra.cpuCache = cache2[1];
  const ver = /^(RocksDB|LevelDB):\s+version\s+(\S+)/.exec(l);
  if (ver) machine.extra[ver[1]] = ver[2];
  return false;
}
var dbBench = defineReader({
  id: "db-bench",
  title: "LevelDB/RocksDB db_bench output (--histogram=1)",
  carries: "histogram",
  howTo: "db_bench --benchmarks=fillseq,readrandom --num=1000000 --histogram=1 > db_bench.txt",
  detect(probe) {
    const h = probe.head;
    if (/^Count: \d+[ \t]+Average: [-\d.]+[ \t]+StdDev: /m.test(h) && /^Microseconds per /m.test(h)) return 0.95;
    if (/^(RocksDB|LevelDB):[ \t]+version /m.test(h) && /^\w[\w.-]*[ \t]+:[ \t]+[\d.]+ micros\/op /m.test(h)) return 0.9;
    return 0;
  },
  async parse(input) {
    const file = input.path;
    const lines = splitLines(await input.readText());
    const measurements = [];
    const machine = { extra: {} };
    let bench;
    const flush = () => {
      if (!bench) return;
      const { name, line, micros, sections: sections2 } = bench;
      if (sections2.length === 0) measurements.push({ benchmark: name, unit: "ns", measure: "micros/op", lowerIsBetter: true, run: "1", data: { kind: "summary", mean: micros * 1e3 }, source: { file, line } });
      for (const s of sections2) {
        measurements.push({ benchmark: sections2.length > 1 ? `${name} (${s.op})` : name, unit: "ns", measure: "micros/op", lowerIsBetter: true, run: "1", data: s.data, source: { file, line: s.line } });
      }
    };
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i];
      if (machineLine(l, machine)) continue;
      const b = BENCH.exec(l.trim());
      if (b) {
        flush();
        bench = { name: b[1], line: i + 1, micros: scaleDecimal(b[2], 1), sections: [] };
        measurements.push({ benchmark: b[1], unit: "ops/s", measure: "ops/sec", lowerIsBetter: false, run: "1", data: { kind: "summary", mean: Number(b[3]) }, source: { file, line: i + 1 } });
        continue;
      }
      if (SECTION.test(l)) {
        if (!bench) throw new InputError({ file, line: i + 1 }, 'a histogram section before any "<name> : N micros/op N ops/sec" line; expected db_bench output');
        const { res, end } = parseSection(lines, i, file);
        bench.sections.push(res);
        i = end - 1;
      }
    }
    flush();
    if (measurements.length === 0) throw new InputError({ file, line: lines.length }, 'no "<name> : N micros/op N ops/sec" line; expected db_bench output');
    return { measurements, machine, loadModel: "closed-loop" };
  }
});

// src/formats/kudu-hdr.ts
var ROW3 = /^\s*(\d+(?:\.\d+)?)%\s*(?:\((min|med|max)\)\s*)?=\s*([\d.]+)\s*$/;
var SCALE = 1e3;
function percentileRows(lines, start2, file) {
  const points = [];
  let whole = true;
  let min;
  let max2;
  let j = start2;
  for (; j < lines.length; j++) {
    const r = ROW3.exec(lines[j]);
    if (!r) break;
    const p = percentFraction(r[1]);
    const v = scaleDecimal(r[3], SCALE);
    if (r[3].includes(".")) whole = false;
    if (p > 1) throw new InputError({ file, line: j + 1 }, `percentile ${r[1]}% is above 100%; expected 0% \u2026 100%`);
    if (r[2] === "min" || p === 0) min = v;
    else if (r[2] === "max" || p === 1) max2 = v;
    else points.push({ p, value: v });
  }
  if (points.length === 0) throw new InputError({ file, line: start2 + 1 }, 'no percentile rows after "Percentiles:"; expected lines such as "  50%  (med) = 500"');
  return { points, min, max: max2, end: j, whole };
}
var kuduHdr = defineReader({
  id: "kudu-hdr",
  title: "Kudu HdrHistogram DumpHumanReadable",
  carries: "percentiles",
  howTo: "histogram->DumpHumanReadable(&out) in Kudu tools/tests (values in \xB5s)",
  detect(probe) {
    return /^Percentiles:[ \t]*\r?\n[ \t]+0%[ \t]+\(min\) = /m.test(probe.head) ? 0.9 : 0;
  },
  async parse(input, ctx) {
    const file = input.path;
    const lines = splitLines(await input.readText());
    ctx.warn("unit-assumed");
    const measurements = [];
    const names2 = /* @__PURE__ */ new Set();
    let title;
    let count3;
    let mean;
    let countLine2 = 0;
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i];
      const c = /^\s*(?:Total )?Count:\s*(\d+)\s*$/.exec(l);
      if (c) {
        count3 = Number(c[1]);
        countLine2 = i + 1;
        continue;
      }
      const m = /^\s*Mean:\s*([-\d.eE+]+|nan|-?inf)\s*$/i.exec(l);
      if (m) {
        mean = Number(m[1]) * SCALE;
        continue;
      }
      if (/^\s*CountInBuckets:/.test(l)) continue;
      if (!/^\s*Percentiles:\s*$/.test(l)) {
        if (/^\*?NOTE: some values were greater than highest trackable value/.test(l.trim())) ctx.warn("clipped", { line: i + 1 });
        else if (/\S/.test(l) && !/^\s*\d/.test(l)) title = l.trim().replace(/:$/, "");
        continue;
      }
      if (count3 === void 0) throw new InputError({ file, line: i + 1 }, '"Percentiles:" without a "Count: N" line before it; expected a Kudu HdrHistogram dump');
      const { points, min, max: max2, end, whole } = percentileRows(lines, i + 1, file);
      if (count3 === 0) ctx.warn("empty-dump", { line: countLine2 });
      else {
        let name = title ?? "latency";
        for (let k = 2; names2.has(name); k++) name = `${title ?? "latency"} (${k})`;
        names2.add(name);
        measurements.push({ benchmark: name, unit: "ns", lowerIsBetter: true, run: "1", data: { kind: "percentiles", points, count: count3, min, max: max2, mean: mean !== void 0 && Number.isFinite(mean) ? mean : void 0, ...whole ? { printResolution: SCALE } : {} }, source: { file, line: countLine2 || i + 1 } });
      }
      title = void 0;
      count3 = void 0;
      mean = void 0;
      i = end - 1;
    }
    if (measurements.length === 0) throw new InputError({ file, line: lines.length }, 'no "Count: N \u2026 Percentiles:" dump; expected a Kudu HdrHistogram dump');
    return { measurements };
  }
});

// src/formats/redis-benchmark.ts
var TITLE = /^\s*====== (.+) ======\s*$/;
var CSV_HEADER2 = /^"test","rps"(,"[\w_]+")*\s*$/;
var QUIET = /^(.+?): ([\d.]+) requests per second(?:, p50=([\d.]+) msec)?$/;
var PCT_ROW3 = /^\s*([\d.]+)% <= ([\d.]+) milliseconds(?: \(cumulative count (\d+)\))?\s*$/;
function csvFields(line) {
  const out = [];
  let start2 = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (c === 44 && !quoted) {
      out.push(line.slice(start2, i));
      start2 = i + 1;
    }
  }
  out.push(line.slice(start2));
  return out.map((f) => {
    const t = f.trim();
    return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1) : t;
  });
}
function parseCsv2(lines, file) {
  const start2 = lines.findIndex((l) => CSV_HEADER2.test(l));
  const header = csvFields(lines[start2]);
  const out = [];
  const col = (name) => header.indexOf(name);
  const pcols = [
    [col("p50_latency_ms"), 0.5],
    [col("p95_latency_ms"), 0.95],
    [col("p99_latency_ms"), 0.99]
  ];
  for (let i = start2 + 1; i < lines.length; i++) {
    if (lines[i].trim() === "") continue;
    const f = csvFields(lines[i]);
    if (f.length !== header.length) throw new InputError({ file, line: i + 1 }, `found ${f.length} fields; expected ${header.length} like the header`);
    const num3 = (j) => {
      const v = scaleDecimal(f[j], j === 1 ? 1 : 1e6);
      if (!Number.isFinite(v)) throw new InputError({ file, line: i + 1 }, `"${f[j].slice(0, 30)}" in column ${header[j]} is not a number`);
      return v;
    };
    const name = f[0];
    const points = pcols.filter(([j]) => j >= 0).map(([j, p]) => ({ p, value: num3(j) }));
    if (points.length > 0) {
      const opt = (c) => col(c) >= 0 ? num3(col(c)) : void 0;
      out.push({ benchmark: name, unit: "ns", measure: "latency", lowerIsBetter: true, run: "1", data: { kind: "percentiles", points, min: opt("min_latency_ms"), max: opt("max_latency_ms"), mean: opt("avg_latency_ms"), printResolution: stepOf(pcols.filter(([j]) => j >= 0).map(([j]) => f[j])) }, source: { file, line: i + 1 } });
    }
    out.push({ benchmark: name, unit: "ops/s", measure: "rps", lowerIsBetter: false, run: "1", data: { kind: "summary", mean: num3(1) }, source: { file, line: i + 1 } });
  }
  return out;
}
var MS_3DP = 1e3;
function stepOf(raws) {
  const decimals = Math.max(0, ...raws.map((r) => (r.split(".")[1] ?? "").length));
  return 1e6 / 10 ** decimals;
}
function readReport2(lines, title) {
  const r = { rpsLine: title + 1, rows: [], end: title + 1 };
  let inPct = false;
  let j = title + 1;
  for (; j < lines.length && !TITLE.test(lines[j]); j++) {
    const l = lines[j];
    let m = /^\s*(\d+) requests completed in ([\d.]+) seconds/.exec(l);
    if (m) r.requests = Number(m[1]);
    if (/^Latency by percentile distribution:/.test(l)) inPct = true;
    else if (/^Cumulative distribution of latencies:/.test(l)) inPct = false;
    m = PCT_ROW3.exec(l);
    if (m && (inPct || m[3] === void 0)) r.rows.push({ p: percentFraction(m[1]), value: scaleDecimal(m[2], 1e6), raw: m[2], cum: m[3] === void 0 ? void 0 : Number(m[3]), line: j + 1 });
    m = /^\s*(?:throughput summary: )?([\d.]+) requests per second\s*$/.exec(l);
    if (m) {
      r.rps = Number(m[1]);
      r.rpsLine = j + 1;
    }
    if (/^\s*avg\s+min\s+p50\s+p95\s+p99\s+max\s*$/.test(l)) {
      const v = (lines[j + 1] ?? "").trim().split(/\s+/).map((x) => scaleDecimal(x, 1e6));
      if (v.length === 6 && v.every(Number.isFinite)) r.summary = v;
    }
  }
  r.end = j;
  return r;
}
function latency({ rows, summary, requests }, file) {
  if (rows.length > 0 && rows.every((r) => r.cum !== void 0)) {
    const values = [];
    const counts = [];
    let prev = 0;
    for (const r of rows) {
      if (r.cum < prev) throw new InputError({ file, line: r.line }, "the cumulative count decreases; expected a cumulative distribution");
      if (r.cum > prev) {
        values.push(r.value);
        counts.push(r.cum - prev);
        prev = r.cum;
      }
    }
    if (values.length === 0) return void 0;
    return {
      kind: "histogram",
      histogram: { values: Float64Array.from(values), counts: Float64Array.from(counts), total: prev, min: summary ? summary[1] : values[0], max: summary ? summary[5] : values[values.length - 1], mean: summary?.[0] }
    };
  }
  if (rows.length > 0) return { kind: "percentiles", points: rows.map((r) => ({ p: r.p, value: r.value })), count: requests, printResolution: stepOf(rows.map((r) => r.raw)) };
  if (summary) return { kind: "percentiles", points: [0.5, 0.95, 0.99].map((p, k) => ({ p, value: summary[2 + k] })), count: requests, min: summary[1], max: summary[5], mean: summary[0], printResolution: MS_3DP };
  return void 0;
}
function parseText(lines, file) {
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const t = TITLE.exec(lines[i]);
    if (!t) continue;
    const name = t[1].trim();
    const report = readReport2(lines, i);
    if (report.rps === void 0) throw new InputError({ file, line: report.end }, `${name}: no "requests per second" line; expected a complete redis-benchmark test report (truncated?)`);
    const data2 = latency(report, file);
    if (data2) out.push({ benchmark: name, unit: "ns", measure: "latency", lowerIsBetter: true, run: "1", data: data2, source: { file, line: i + 1 } });
    out.push({ benchmark: name, unit: "ops/s", measure: "rps", lowerIsBetter: false, run: "1", data: { kind: "summary", mean: report.rps }, source: { file, line: report.rpsLine } });
    i = report.end - 1;
  }
  return out;
}
function parseQuiet(lines, file) {
  const out = [];
  lines.forEach((l, i) => {
    const t = l.trim();
    const m = t.includes(" requests per second") ? QUIET.exec(t) : null;
    if (!m || t.includes("rps=") && t.indexOf("(overall:", t.indexOf("rps=")) >= 0) return;
    const name = m[1].trim();
    if (m[3] !== void 0) out.push({ benchmark: name, unit: "ns", measure: "latency", lowerIsBetter: true, run: "1", data: { kind: "percentiles", points: [{ p: 0.5, value: scaleDecimal(m[3], 1e6) }], printResolution: stepOf([m[3]]) }, source: { file, line: i + 1 } });
    out.push({ benchmark: name, unit: "ops/s", measure: "rps", lowerIsBetter: false, run: "1", data: { kind: "summary", mean: Number(m[2]) }, source: { file, line: i + 1 } });
  });
  return out;
}
var redisBenchmark = defineReader({
  id: "redis-benchmark",
  title: "redis-benchmark output (text, --csv, -q)",
  carries: "histogram",
  howTo: "redis-benchmark -h 127.0.0.1 -t set,get -n 100000 -c 50 [--csv | -q] > redis-benchmark.txt",
  detect(probe) {
    const h = probe.head;
    if (/^[ \t]*====== [^\r\n]+ ======[ \t]*\r?$/m.test(h) && /requests completed in [\d.]+ seconds/.test(h)) return 0.9;
    if (CSV_HEADER2.test(h.split(/\r?\n/, 1)[0].trim())) return 0.95;
    if (h.includes("requests per second") && /^[ \t]*[^\s:][^:\n]*: [\d.]+ requests per second(, p50=[\d.]+ msec)?[ \t]*\r?$/m.test(h)) return 0.8;
    return 0;
  },
  async parse(input) {
    const file = input.path;
    const lines = splitLines(await input.readText());
    let measurements;
    if (lines.some((l) => CSV_HEADER2.test(l))) measurements = parseCsv2(lines, file);
    else if (lines.some((l) => TITLE.test(l))) measurements = parseText(lines, file);
    else measurements = parseQuiet(lines, file);
    if (measurements.length === 0) throw new InputError({ file, line: lines.length }, 'no test results; expected "====== SET ======" reports, a "test","rps",\u2026 CSV, or "SET: N requests per second" lines');
    return { measurements, loadModel: "closed-loop" };
  }
});

// src/formats/pgbench.ts
var NAME = "pgbench";
var LOG_LINE = /^(\d+) (\d+) (\d+|skipped|failed) (\d+) (\d+) (\d+)((?: \d+){0,2})\s*$/;
async function parseLog(input, ctx) {
  const file = input.path;
  const scripts = /* @__PURE__ */ new Map();
  let lineNo = 0;
  let skipped = 0;
  let failed = 0;
  let extra = 0;
  const handle = (raw) => {
    lineNo++;
    const l = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (l.trim() === "") return;
    const m = LOG_LINE.exec(l);
    if (!m) throw new InputError({ file, line: lineNo }, `"${l.slice(0, 60)}" is not a pgbench log line; expected "client_id transaction_no time script_no time_epoch time_us [schedule_lag] [retries]"`);
    extra = Math.max(extra, m[7].trim() === "" ? 0 : m[7].trim().split(" ").length);
    if (m[3] === "skipped") return void skipped++;
    if (m[3] === "failed") return void failed++;
    let s = scripts.get(m[4]);
    if (!s) scripts.set(m[4], s = { values: [], line: lineNo });
    s.values.push(Number(m[3]) * 1e3);
  };
  await forEachLine(input, handle);
  const total = [...scripts.values()].reduce((a, s) => a + s.values.length, 0) + skipped + failed;
  if (skipped > 0) ctx.warn("skipped", { skipped, total });
  if (failed > 0) ctx.warn("failed", { failed, total });
  if (scripts.size === 0) throw new InputError({ file, line: lineNo || void 0 }, lineNo === 0 ? "the file is empty; expected pgbench --log lines" : "no completed transactions (all skipped or failed)");
  const measurements = [...scripts].map(([script, s]) => ({
    benchmark: scripts.size === 1 ? NAME : `${NAME} (script ${script})`,
    unit: "ns",
    measure: "latency",
    lowerIsBetter: true,
    run: "1",
    data: { kind: "per-op", values: Float64Array.from(s.values), printResolution: 1e3 },
    source: { file, line: s.line }
  }));
  const loadModel = extra === 0 ? "closed-loop" : void 0;
  return { measurements, loadModel };
}
function readBlock2(lines, start2, end, name, ctx) {
  const b = { meanLine: start2 + 1, tpsLine: start2 + 1, open: false };
  for (let i = start2 + 1; i < end; i++) {
    const l = lines[i];
    let m = /^number of transactions actually processed: (\d+)/.exec(l);
    if (m) b.n = Number(m[1]);
    m = /^number of (failed transactions|transactions skipped): (\d+)/.exec(l);
    if (m && Number(m[2]) > 0) ctx.warn("not-completed", { line: i + 1, name, text: l.trim() });
    m = /^latency average = ([\d.]+) ms\s*$/.exec(l);
    if (m) {
      b.mean = scaleDecimal(m[1], 1e6);
      b.meanLine = i + 1;
    }
    m = /^latency stddev = ([\d.]+) ms\s*$/.exec(l);
    if (m) b.sd = scaleDecimal(m[1], 1e6);
    if (/^rate limit schedule lag: /.test(l)) b.open = true;
    m = /^tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(l);
    if (m) {
      b.tps = Number(m[1]);
      b.tpsLine = i + 1;
    }
  }
  return b;
}
async function parseSummary(input, ctx) {
  const file = input.path;
  const lines = splitLines(await input.readText());
  const starts = lines.flatMap((l, i) => /^transaction type: /.test(l) ? [i] : []);
  const types = new Set(starts.map((i) => lines[i].slice("transaction type: ".length).trim()));
  const measurements = [];
  let open3 = false;
  starts.forEach((s, k) => {
    const end = k + 1 < starts.length ? starts[k + 1] : lines.length;
    const type2 = lines[s].slice("transaction type: ".length).trim();
    const name = types.size > 1 ? `${NAME} (${type2})` : NAME;
    const run = String(k + 1);
    const { n, mean, sd, tps, meanLine, tpsLine, open: lag } = readBlock2(lines, s, end, name, ctx);
    if (lag) open3 = true;
    if (mean === void 0 || tps === void 0) throw new InputError({ file, line: end }, `${name}: no "latency average = \u2026 ms" or "tps = \u2026" line; expected pgbench's complete summary (truncated?)`);
    measurements.push({ benchmark: name, unit: "ns", measure: "latency", lowerIsBetter: true, run, data: { kind: "summary", mean, sd, n }, source: { file, line: meanLine } });
    measurements.push({ benchmark: name, unit: "ops/s", measure: "tps", lowerIsBetter: false, run, data: { kind: "summary", mean: tps }, source: { file, line: tpsLine } });
  });
  if (measurements.length === 0) throw new InputError({ file, line: 1 }, 'no "transaction type:" line; expected pgbench output');
  return { measurements, loadModel: open3 ? "open-loop" : "closed-loop" };
}
var pgbench = defineReader({
  id: "pgbench",
  title: "pgbench summary or per-transaction --log file",
  carries: "per-op",
  howTo: "pgbench -c 4 -j 2 -T 60 --log --log-prefix=pgbench_log db > pgbench.txt; cat pgbench_log.<pid>* > pgbench.log",
  detect(probe) {
    const h = probe.head;
    if (/^transaction type: /m.test(h) && /^(scaling factor|query mode|number of clients): /m.test(h)) return 0.9;
    const first = h.split("\n", 1)[0].replace(/\r$/, "");
    return LOG_LINE.test(first) ? 0.85 : 0;
  },
  async parse(input, ctx) {
    return /^transaction type: /m.test(input.head) ? parseSummary(input, ctx) : parseLog(input, ctx);
  }
});

// src/formats/mitata.ts
var BATCH = 4096;
var POINTS2 = [["p25", 0.25], ["p50", 0.5], ["p75", 0.75], ["p99", 0.99], ["p999", 0.999]];
function detect11(probe) {
  if (!/^\uFEFF?\s*\{/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (isObject(doc)) {
    return Array.isArray(doc.layout) && Array.isArray(doc.benchmarks) && isObject(doc.context) && "runtime" in doc.context ? 1 : 0;
  }
  return /^\uFEFF?\s*\{\s*"layout"\s*:\s*\[/.test(probe.head) && /"benchmarks"\s*:\s*\[/.test(probe.head) && /"runs"\s*:\s*\[/.test(probe.head) ? 0.9 : 0;
}
function machineOf4(ctx) {
  const m = {};
  const extra = {};
  if (isObject(ctx.cpu)) {
    if (typeof ctx.cpu.name === "string") m.cpuModel = ctx.cpu.name;
    if (typeof ctx.cpu.freq === "number" && Number.isFinite(ctx.cpu.freq)) extra.estimated_clock_ghz = ctx.cpu.freq.toFixed(2);
  }
  if (typeof ctx.arch === "string") {
    const [arch2, ...os] = ctx.arch.split("-");
    m.arch = arch2;
    if (os.length) m.os = os.join("-");
  }
  if (typeof ctx.runtime === "string") extra.runtime = `${ctx.runtime}${typeof ctx.version === "string" ? ` ${ctx.version}` : ""}`;
  if (Object.keys(extra).length) m.extra = extra;
  return m;
}
function readStats2(stats, sp, name, file) {
  const out = [];
  const ticks = sp.at("ticks").finite(stats.ticks);
  const push = (runId, data2, pointer = sp.pointer) => {
    out.push({ benchmark: name, unit: "ns", lowerIsBetter: true, run: runId, data: data2, source: { file, pointer } });
  };
  if (Array.isArray(stats.samples) && stats.samples.length > 0) {
    const samples = stats.samples.map((v, k) => sp.at("samples").at(k).finite(v));
    if (ticks <= samples.length) push("1", { kind: "per-op", values: Float64Array.from(samples) }, sp.at("samples").pointer);
    else {
      const iterations = Math.round(ticks / samples.length);
      samples.forEach((value, k) => push(String(k + 1), { kind: "per-run", value, iterations }, sp.at("samples").at(k).pointer));
    }
    return out;
  }
  const opt = (key) => stats[key] === void 0 ? void 0 : sp.at(key).finite(stats[key]);
  const mean = sp.at("avg").finite(stats.avg);
  if (ticks % BATCH === 0) {
    push("1", { kind: "summary", mean, min: opt("min"), max: opt("max"), median: opt("p50") });
    return out;
  }
  const points = [];
  for (const [key, p] of POINTS2) {
    const v = opt(key);
    if (v !== void 0) points.push({ p, value: v });
  }
  if (points.length === 0) sp.at("p50").fail("percentiles (p50, p75, p99) when samples are not included");
  push("1", { kind: "percentiles", points, count: ticks > 0 ? ticks : void 0, min: opt("min"), max: opt("max"), mean });
  return out;
}
async function parse11(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const measurements = [];
  const layout2 = Array.isArray(doc.layout) ? doc.layout : [];
  const listPath = root.at("benchmarks");
  listPath.array(doc.benchmarks).forEach((raw, bi) => {
    const bp = listPath.at(bi);
    const b = bp.object(raw);
    const group = typeof b.group === "number" && isObject(layout2[b.group]) ? layout2[b.group].name : void 0;
    const prefix = typeof group === "string" && group !== "" ? `${group} / ` : "";
    const runsPath = bp.at("runs");
    runsPath.array(b.runs).forEach((r, ri) => {
      const rp = runsPath.at(ri);
      const run = rp.object(r);
      const name = prefix + rp.at("name").string(run.name);
      if (run.error !== void 0 || !isObject(run.stats)) {
        const msg = isObject(run.error) && typeof run.error.message === "string" ? run.error.message : "no stats";
        ctx.warn("failed", { pointer: rp.pointer, name, reason: msg });
        return;
      }
      measurements.push(...readStats2(run.stats, rp.at("stats"), name, file));
    });
  });
  if (measurements.length === 0 && ctx.warnings.length === 0) throw new InputError({ file, pointer: "/benchmarks" }, "no benchmark runs; expected benchmarks[].runs[].stats");
  const machine = isObject(doc.context) ? machineOf4(doc.context) : void 0;
  return { measurements, machine };
}
var mitata = defineReader({
  id: "mitata",
  title: "mitata JSON (run({ format: 'json' }))",
  carries: "per-op",
  howTo: `node -e "\u2026; await run({ format: 'json' })" > bench.json  (or print: s => writeFileSync('bench.json', s))`,
  detect: detect11,
  parse: parse11
});

// src/formats/benchmarkdotnet.ts
function detect12(probe) {
  if (!/^\uFEFF?\s*\{/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (isObject(doc)) return isObject(doc.HostEnvironmentInfo) && Array.isArray(doc.Benchmarks) ? 1 : 0;
  return /"HostEnvironmentInfo"\s*:\s*\{/.test(probe.head) && /"(BenchmarkDotNetCaption|BenchmarkDotNetVersion)"\s*:/.test(probe.head) ? 0.9 : 0;
}
var str = (v) => typeof v === "string" && v.trim() !== "" ? v : void 0;
var count = (v) => typeof v === "number" && Number.isInteger(v) && v > 0 ? v : void 0;
function hazardsOf2(env, file) {
  const out = [];
  const tool = "benchmarkdotnet";
  if (typeof env.Configuration === "string" && env.Configuration.toUpperCase() === "DEBUG") {
    out.push(message("hazard.debug-build", { file, tool, field: "/HostEnvironmentInfo/Configuration", value: env.Configuration }));
  }
  if (env.HasAttachedDebugger === true) out.push(message("hazard.debugger-attached", { file, tool, field: "/HostEnvironmentInfo/HasAttachedDebugger", value: "true" }));
  return out;
}
function machineOf5(env, ctx) {
  const m = {};
  const extra = {};
  const cpu = isObject(env.ProcessorName) ? env.ProcessorName.Value : env.ProcessorName;
  if (str(cpu)) m.cpuModel = cpu;
  if (count(env.PhysicalProcessorCount)) m.sockets = env.PhysicalProcessorCount;
  if (count(env.PhysicalCoreCount)) m.physicalCores = env.PhysicalCoreCount;
  const logical = count(env.LogicalCoreCount) ?? count(env.ProcessorCount);
  if (logical) m.logicalCpus = logical;
  if (m.physicalCores && m.logicalCpus) m.smt = m.logicalCpus > m.physicalCores;
  if (str(env.OsVersion)) m.os = env.OsVersion;
  if (str(env.Architecture)) m.arch = env.Architecture;
  const runtime = str(env.RuntimeVersion) ?? str(env.ClrVersion);
  if (runtime) extra.runtime = runtime;
  for (const key of ["BenchmarkDotNetVersion", "Configuration", "DotNetCliVersion", "HardwareTimerKind", "JitModules"]) {
    if (str(env[key])) extra[key] = env[key];
  }
  if (typeof env.HasRyuJit === "boolean") extra.HasRyuJit = String(env.HasRyuJit);
  if (Object.keys(extra).length) m.extra = extra;
  return m;
}
function baseName(b) {
  const full = str(b.FullName);
  if (full) return full;
  const parts = [str(b.Namespace), str(b.Type), str(b.Method) ?? str(b.MethodTitle)].filter((p) => p !== void 0);
  if (parts.length === 0) return str(b.ShortInfo) ?? str(b.DisplayInfo);
  const params = str(b.Parameters);
  return parts.join(".") + (params ? `(${params})` : "");
}
function jobOf(b) {
  const info = str(b.DisplayInfo);
  const i = info ? info.indexOf(": ") : -1;
  return info && i >= 0 ? info.slice(i + 2).trim() : void 0;
}
function resultMeasurements(b, at2) {
  const results = [];
  if (Array.isArray(b.Measurements)) {
    b.Measurements.forEach((m, k) => {
      if (!isObject(m)) at2.at("Measurements").at(k).fail("an object");
      const legacy = m.IterationMode === "Result" && m.IterationStage === void 0;
      if (m.IterationMode === "Workload" && m.IterationStage === "Result" || legacy) results.push({ m, k });
    });
  }
  return results;
}
function readTimings(b, at2, name, push, ctx) {
  const results = resultMeasurements(b, at2);
  const stats = b.Statistics;
  if (results.length > 0) {
    for (const { m, k } of results) {
      const mp = at2.at("Measurements").at(k);
      const ops = mp.at("Operations").finite(m.Operations);
      const ns = mp.at("Nanoseconds").finite(m.Nanoseconds);
      if (ops <= 0) mp.at("Operations").fail("a positive operation count", m.Operations);
      const launch = typeof m.LaunchIndex === "number" ? m.LaunchIndex : 1;
      const iter = typeof m.IterationIndex === "number" ? m.IterationIndex : k + 1;
      push("ns", `${launch}.${iter}`, { kind: "per-run", value: ns / ops, iterations: ops }, mp.pointer);
    }
  } else if (isObject(stats) && Array.isArray(stats.OriginalValues) && stats.OriginalValues.length > 0) {
    const vp = at2.at("Statistics").at("OriginalValues");
    stats.OriginalValues.forEach((v, k) => {
      const value = vp.at(k).number(v);
      if (Number.isFinite(value)) push("ns", String(k + 1), { kind: "per-run", value }, vp.at(k).pointer);
      else ctx.warn("iteration-not-finite", { pointer: vp.at(k).pointer, name });
    });
  } else if (isObject(stats)) {
    const sp = at2.at("Statistics");
    const opt = (key, v) => v === void 0 || v === null ? void 0 : sp.at(key).finite(v);
    const pct3 = isObject(stats.Percentiles) ? stats.Percentiles : {};
    const mean = sp.at("Mean").finite(stats.Mean);
    push("ns", "1", {
      kind: "summary",
      mean,
      sd: opt("StandardDeviation", stats.StandardDeviation),
      n: count(stats.N),
      min: opt("Min", stats.Min ?? pct3.P0),
      max: opt("Max", stats.Max ?? pct3.P100),
      median: opt("Median", stats.Median ?? pct3.P50)
    }, sp.pointer);
  } else {
    ctx.warn("no-statistics", { pointer: at2.pointer, name });
  }
}
async function parse12(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const machine = isObject(doc.HostEnvironmentInfo) ? machineOf5(doc.HostEnvironmentInfo, ctx) : void 0;
  const hazards = isObject(doc.HostEnvironmentInfo) ? hazardsOf2(doc.HostEnvironmentInfo, file) : [];
  const listPath = root.at("Benchmarks");
  const list2 = listPath.array(doc.Benchmarks);
  const measurements = [];
  const names2 = list2.map((raw, i) => baseName(listPath.at(i).object(raw)));
  list2.forEach((raw, i) => {
    const at2 = listPath.at(i);
    const b = raw;
    const base = names2[i] ?? at2.at("FullName").fail("a benchmark name (FullName, or Namespace/Type/Method)");
    const job = jobOf(b);
    const name = job && job !== "DefaultJob" ? `${base} [${job}]` : base;
    const push = (unit, run, data2, pointer) => {
      measurements.push({ benchmark: name, unit, lowerIsBetter: true, run, data: data2, source: { file, pointer } });
    };
    const before = measurements.length;
    readTimings(b, at2, name, push, ctx);
    const mem = isObject(b.Memory) ? b.Memory.BytesAllocatedPerOperation : void 0;
    if (mem !== void 0 && mem !== null && measurements.length > before) {
      const value = at2.at("Memory").at("BytesAllocatedPerOperation").finite(mem);
      measurements.push({ benchmark: name, unit: "B", measure: "Allocated", lowerIsBetter: true, run: "1", data: { kind: "per-run", value }, source: { file, pointer: at2.at("Memory").pointer } });
    }
  });
  if (measurements.length === 0) throw new InputError({ file, pointer: "/Benchmarks" }, "no benchmark results; expected Benchmarks[] with Statistics or Measurements");
  return { measurements, machine, ...hazards.length ? { hazards } : {} };
}
var benchmarkDotNet = defineReader({
  id: "benchmarkdotnet",
  title: "BenchmarkDotNet JSON export (full, brief or legacy)",
  carries: "per-run",
  howTo: "dotnet run -c Release -- --exporters json  (BenchmarkDotNet.Artifacts/results/*-report-full.json)",
  detect: detect12,
  parse: parse12
});

// src/formats/vitest-bench.ts
var MS2 = 1e6;
var POINTS3 = [["median", 0.5], ["p75", 0.75], ["p99", 0.99], ["p995", 0.995], ["p999", 0.999]];
function detect13(probe) {
  if (!/^\uFEFF?\s*\{/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (isObject(doc)) {
    const f = Array.isArray(doc.files) ? doc.files[0] : void 0;
    return isObject(f) && Array.isArray(f.groups) ? 1 : 0;
  }
  return /"files"\s*:\s*\[/.test(probe.head) && /"groups"\s*:\s*\[/.test(probe.head) && /"p995"\s*:/.test(probe.head) ? 0.9 : 0;
}
function readBenchmark2(bench, bp, name, ctx) {
  const source = { file: ctx.file, pointer: bp.pointer };
  const samples = Array.isArray(bench.samples) ? bench.samples : [];
  if (samples.length > 0) {
    const values = new Float64Array(samples.length);
    samples.forEach((s, k) => values[k] = bp.at("samples").at(k).finite(s) * MS2);
    return { benchmark: name, unit: "ns", lowerIsBetter: true, run: "1", data: { kind: "per-op", values }, source };
  }
  const opt = (key) => {
    const v = bench[key];
    if (v === void 0 || v === null) return void 0;
    const n = bp.at(key).number(v);
    return Number.isFinite(n) ? n * MS2 : void 0;
  };
  const points = [];
  for (const [key, p] of POINTS3) {
    const v = opt(key);
    if (v !== void 0) points.push({ p, value: v });
  }
  const mean = opt("mean");
  if (points.length === 0 || mean === void 0) {
    ctx.warn("no-results", { pointer: bp.pointer, name });
    return void 0;
  }
  const count3 = typeof bench.sampleCount === "number" && Number.isInteger(bench.sampleCount) && bench.sampleCount > 0 ? bench.sampleCount : void 0;
  return { benchmark: name, unit: "ns", lowerIsBetter: true, run: "1", data: { kind: "percentiles", points, count: count3, min: opt("min"), max: opt("max"), mean }, source };
}
async function parse13(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const measurements = [];
  const filesPath = root.at("files");
  filesPath.array(doc.files).forEach((f, fi) => {
    const fp = filesPath.at(fi);
    const groupsPath = fp.at("groups");
    groupsPath.array(fp.object(f).groups).forEach((g, gi) => {
      const gp = groupsPath.at(gi);
      const group = gp.object(g);
      const prefix = typeof group.fullName === "string" && group.fullName !== "" ? `${group.fullName} > ` : "";
      const benchPath = gp.at("benchmarks");
      benchPath.array(group.benchmarks).forEach((b, bi) => {
        const bp = benchPath.at(bi);
        const bench = bp.object(b);
        const m = readBenchmark2(bench, bp, prefix + bp.at("name").string(bench.name), ctx);
        if (m) measurements.push(m);
      });
    });
  });
  if (measurements.length === 0 && ctx.warnings.length === 0) {
    throw new InputError({ file, pointer: "/files" }, "no benchmarks; expected files[].groups[].benchmarks[] with median/p75/p99");
  }
  return { measurements };
}
var vitestBench = defineReader({
  id: "vitest-bench",
  title: "vitest bench JSON (--outputJson)",
  carries: "percentiles",
  howTo: "vitest bench --run --outputJson bench.json",
  detect: detect13,
  parse: parse13
});

// src/formats/julia-benchmarktools.ts
function detect14(probe) {
  if (!/^\uFEFF?\s*\[/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (Array.isArray(doc)) return isObject(doc[0]) && "BenchmarkTools" in doc[0] && "Julia" in doc[0] ? 1 : 0;
  return /^\uFEFF?\s*\[\s*\{[^{}]*"BenchmarkTools"\s*:/.test(probe.head) && /"Julia"\s*:/.test(probe.head) ? 0.9 : 0;
}
async function parse14(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.array(parseJson(await input.readText(), file));
  const meta = root.at(0).object(doc[0]);
  if (!("BenchmarkTools" in meta)) root.at(0).at("BenchmarkTools").fail("the BenchmarkTools version");
  const measurements = [];
  const push = (benchmark, unit, run, data2, pointer, measure2) => {
    measurements.push({ benchmark, unit, measure: measure2, lowerIsBetter: true, run, data: data2, source: { file, pointer } });
  };
  const extras = (name, fields, at2) => {
    if (typeof fields.memory === "number" && Number.isFinite(fields.memory)) push(name, "B", "1", { kind: "per-run", value: fields.memory }, at2.at("memory").pointer, "memory");
    if (typeof fields.allocs === "number" && Number.isFinite(fields.allocs)) push(name, "allocs", "1", { kind: "per-run", value: fields.allocs }, at2.at("allocs").pointer, "allocs");
  };
  const visit = (value, at2, name) => {
    const pair = at2.array(value);
    const type2 = at2.at(0).string(pair[0]);
    const fp = at2.at(1);
    const fields = fp.object(pair[1]);
    const label = name.join("/");
    if (type2 === "BenchmarkGroup") {
      const dp = fp.at("data");
      for (const [key, child] of Object.entries(dp.object(fields.data))) visit(child, dp.at(key), [...name, key]);
    } else if (type2 === "TrialEstimate") {
      const time = fp.at("time").finite(fields.time);
      push(label, "ns", "1", { kind: "summary", mean: time }, fp.at("time").pointer);
      extras(label, fields, fp);
    } else if (type2 === "Trial") {
      const tp = fp.at("times");
      const times = tp.array(fields.times).map((t, k) => tp.at(k).finite(t));
      if (times.length === 0) {
        ctx.warn("no-samples", { pointer: tp.pointer, name: label });
        return;
      }
      const params = Array.isArray(fields.params) && isObject(fields.params[1]) ? fields.params[1] : {};
      const evals = typeof params.evals === "number" && params.evals > 0 ? params.evals : 1;
      if (evals === 1) push(label, "ns", "1", { kind: "per-op", values: Float64Array.from(times) }, tp.pointer);
      else times.forEach((t, k) => push(label, "ns", String(k + 1), { kind: "per-run", value: t, iterations: evals }, tp.at(k).pointer));
      extras(label, fields, fp);
    } else {
      ctx.warn("unknown-type", { pointer: at2.pointer, name: label, type: type2 });
    }
  };
  const vp = root.at(1);
  vp.array(doc[1]).forEach((v, i) => visit(v, vp.at(i), Array.isArray(v) && v[0] === "BenchmarkGroup" ? [] : [String(i + 1)]));
  if (measurements.length === 0) throw new InputError({ file, pointer: "/1" }, "no Trial or TrialEstimate found; expected saved BenchmarkTools results");
  return { measurements };
}
var juliaBenchmarkTools = defineReader({
  id: "julia-benchmarktools",
  title: "Julia BenchmarkTools JSON (BenchmarkTools.save)",
  carries: "summary",
  howTo: 'BenchmarkTools.save("bench.json", run(suite))  (or median(results) for estimates)',
  detect: detect14,
  parse: parse14
});

// src/formats/tinybench.ts
var MS3 = 1e6;
var POINTS4 = [["p50", 0.5], ["p75", 0.75], ["p99", 0.99], ["p995", 0.995], ["p999", 0.999]];
function looksLikeTask(t) {
  if (!isObject(t) || typeof t.name !== "string") return false;
  const r = t.result;
  return isObject(r) && (isObject(r.latency) || "p995" in r && "samples" in r || "error" in r || r.state === "errored");
}
var V2_HEAD = /"result"\s*:\s*\{\s*"totalTime"\s*:[^{}[\]]*"hz"\s*:[^{}[\]]*"period"\s*:[^{}[\]]*"samples"\s*:\s*\[/;
function detect15(probe) {
  if (!/^\uFEFF?\s*\[/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (Array.isArray(doc)) return doc.length > 0 && doc.some((t) => isObject(t) && isObject(t.result) && (isObject(t.result.latency) || "p995" in t.result)) && doc.every(looksLikeTask) ? 1 : 0;
  const h = probe.head;
  if (!/^\uFEFF?\s*\[\s*\{/.test(h) || !/"result"\s*:\s*\{/.test(h) || !/"name"\s*:\s*"/.test(h)) return 0;
  return /"latency"\s*:\s*\{|"p995"\s*:/.test(h) || V2_HEAD.test(h) ? 0.8 : 0;
}
function latencyOf(name, result, rp, file) {
  const lp = isObject(result.latency) ? rp.at("latency") : rp;
  const lat = isObject(result.latency) ? result.latency : result;
  const source = { file, pointer: lp.pointer };
  if (Array.isArray(lat.samples) && lat.samples.length > 0) {
    const sp = lp.at("samples");
    const values = Float64Array.from(lat.samples, (v, k) => sp.at(k).finite(v) * MS3);
    return { benchmark: name, unit: "ns", lowerIsBetter: true, run: "1", data: { kind: "per-op", values }, source };
  }
  const opt = (key) => lat[key] === void 0 || lat[key] === null ? void 0 : lp.at(key).finite(lat[key]) * MS3;
  const points = [];
  for (const [key, p] of POINTS4) {
    const v = opt(key);
    if (v !== void 0) points.push({ p, value: v });
  }
  if (points.length === 0) lp.at("p50").fail("latency samples or percentiles (p50, p75, p99, p995, p999) in ms");
  const count3 = typeof lat.samplesCount === "number" && Number.isInteger(lat.samplesCount) && lat.samplesCount > 0 ? lat.samplesCount : void 0;
  return { benchmark: name, unit: "ns", lowerIsBetter: true, run: "1", data: { kind: "percentiles", points, count: count3, min: opt("min"), max: opt("max"), mean: opt("mean") }, source };
}
async function parse15(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const tasks = root.array(parseJson(await input.readText(), file));
  const measurements = [];
  let machine;
  tasks.forEach((raw, i) => {
    const tp = root.at(i);
    const task = tp.object(raw);
    const name = tp.at("name").string(task.name);
    if (task.result === void 0 || task.result === null) {
      ctx.warn("no-result", { pointer: tp.pointer, name });
      return;
    }
    const rp = tp.at("result");
    const result = rp.object(task.result);
    if (result.error !== void 0 || typeof result.state === "string" && result.state !== "completed") {
      const msg = isObject(result.error) && typeof result.error.message === "string" ? result.error.message : typeof result.state === "string" ? result.state : "error";
      ctx.warn("not-completed", { pointer: rp.pointer, name, reason: msg });
      return;
    }
    if (!machine && typeof result.runtime === "string") {
      machine = { extra: { runtime: `${result.runtime}${typeof result.runtimeVersion === "string" ? ` ${result.runtimeVersion}` : ""}` } };
    }
    measurements.push(latencyOf(name, result, rp, file));
  });
  if (measurements.length === 0 && ctx.warnings.length === 0) throw new InputError({ file, pointer: "/" }, 'no tasks; expected [{"name": \u2026, "result": {"latency": \u2026}}]');
  return { measurements, machine };
}
var tinybench = defineReader({
  id: "tinybench",
  title: "tinybench task results as JSON ({name, result} per task)",
  carries: "per-op",
  howTo: 'writeFileSync("bench.json", JSON.stringify(bench.tasks.map(t => ({ name: t.name, result: t.result }))))',
  detect: detect15,
  parse: parse15
});

// src/formats/k6-summary.ts
var MS4 = 1e6;
var BUILTIN_TIME = /* @__PURE__ */ new Set([
  "http_req_duration",
  "http_req_blocked",
  "http_req_connecting",
  "http_req_tls_handshaking",
  "http_req_sending",
  "http_req_waiting",
  "http_req_receiving",
  "iteration_duration",
  "group_duration",
  "ws_connecting",
  "ws_session_duration",
  "ws_ping",
  "grpc_req_duration",
  "browser_http_req_duration",
  "browser_web_vital_fcp",
  "browser_web_vital_lcp",
  "browser_web_vital_ttfb",
  "browser_web_vital_inp",
  "browser_web_vital_fid"
]);
function isK6TimeMetricName(metric) {
  const base = metric.replace(/\{.*$/, "");
  return BUILTIN_TIME.has(base) || /(_duration|_time|_latency|_ms)$/.test(base);
}
function detect16(probe) {
  if (!/^\uFEFF?\s*\{/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (isObject(doc)) {
    if (!isObject(doc.metrics) || !(isObject(doc.root_group) || isObject(doc.state) || isObject(doc.options))) return 0;
    return Object.keys(doc.metrics).some((k) => /^(http_reqs|iterations|vus|checks|http_req_duration|iteration_duration|data_sent)/.test(k)) ? 1 : 0.7;
  }
  return /"root_group"\s*:\s*\{/.test(probe.head) && /"metrics"\s*:\s*\{/.test(probe.head) ? 0.8 : 0;
}
var valuesOf = (e) => isObject(e.values) ? e.values : e;
function countOf(metrics, metric, key) {
  const e = metrics[metric];
  const v = isObject(e) ? valuesOf(e)[key] : void 0;
  return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : void 0;
}
function trend(m, metrics, ctx) {
  const { name, entry, values, source } = m;
  let unit = "ns";
  let scale = MS4;
  if (entry.contains === "data") [unit, scale] = ["B", 1];
  else if (entry.contains === "default" || entry.contains === void 0 && !isK6TimeMetricName(name)) {
    [unit, scale] = ["value", 1];
    if (entry.contains === void 0) ctx.warn("unit-not-recorded", { pointer: m.at.pointer, name });
  }
  const points = [];
  for (const key of Object.keys(values)) {
    const pm = /^p\((\d+(?:\.\d+)?)\)$/.exec(key);
    const p = key === "med" ? 0.5 : pm ? percentFraction(pm[1]) : void 0;
    if (p === void 0 || p < 0 || p > 1) continue;
    const v = m.num(key);
    if (v !== void 0 && Number.isFinite(v)) points.push({ p, value: v * scale });
  }
  points.sort((a, b) => a.p - b.p);
  const scaled = (key) => {
    const v = m.num(key);
    return v !== void 0 && Number.isFinite(v) ? v * scale : void 0;
  };
  const base = name.replace(/\{.*$/, "");
  const count3 = countOf(metrics, name, "count") ?? (name === "http_req_duration{expected_response:true}" ? countOf(metrics, "http_req_failed", "fails") : void 0) ?? (name === base && base.startsWith("http_req_") ? countOf(metrics, "http_reqs", "count") : void 0) ?? (name === "iteration_duration" ? countOf(metrics, "iterations", "count") : void 0);
  const mean = scaled("avg");
  if (points.length > 0) return { benchmark: name, unit, lowerIsBetter: true, run: "1", data: { kind: "percentiles", points, count: count3, min: scaled("min"), max: scaled("max"), mean }, source };
  if (mean !== void 0) return { benchmark: name, unit, lowerIsBetter: true, run: "1", data: { kind: "summary", mean, min: scaled("min"), max: scaled("max"), n: count3 }, source };
  ctx.warn("no-percentiles", { pointer: m.at.pointer, name });
  return void 0;
}
function rate(m) {
  const { name, source } = m;
  const r = m.num("rate") ?? (name === "checks" || name === "http_req_failed" ? m.num("value") : void 0);
  if (r === void 0 || !Number.isFinite(r)) return void 0;
  if (name === "http_reqs" || name === "iterations") return { benchmark: name, unit: "ops/s", lowerIsBetter: false, run: "1", data: { kind: "per-run", value: r }, source };
  if (name === "http_req_failed" || name === "checks") return { benchmark: name, unit: "%", lowerIsBetter: name === "http_req_failed", run: "1", data: { kind: "per-run", value: r * 100 }, source };
  return void 0;
}
async function parse16(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const mp = root.at("metrics");
  const metrics = mp.object(doc.metrics);
  const measurements = [];
  for (const [name, raw] of Object.entries(metrics)) {
    const at2 = mp.at(name);
    const entry = at2.object(raw);
    const vp = isObject(entry.values) ? at2.at("values") : at2;
    const values = valuesOf(entry);
    const num3 = (key) => values[key] === void 0 || values[key] === null ? void 0 : vp.at(key).number(values[key]);
    if (isObject(entry.thresholds)) {
      for (const [expr, t] of Object.entries(entry.thresholds)) {
        if (t === true || isObject(t) && t.ok === false) ctx.warn("threshold-failed", { pointer: at2.pointer, threshold: expr, name });
      }
    }
    const type2 = typeof entry.type === "string" ? entry.type : "med" in values || Object.keys(values).some((k) => k.startsWith("p(")) ? "trend" : void 0;
    const m = { name, at: at2, entry, values, source: { file, pointer: at2.pointer }, num: num3 };
    const out = type2 === "trend" ? trend(m, metrics, ctx) : rate(m);
    if (out) measurements.push(out);
  }
  if (measurements.length === 0) throw new InputError({ file, pointer: "/metrics" }, "no trend metrics or request rates; expected e.g. metrics.http_req_duration");
  return { measurements, loadModel: "dropped_iterations" in metrics ? "open-loop" : void 0 };
}
var k6Summary = defineReader({
  id: "k6-summary",
  title: "k6 summary JSON (--summary-export or handleSummary data)",
  carries: "percentiles",
  howTo: 'k6 run --summary-trend-stats="avg,min,med,max,p(90),p(95),p(99),p(99.9),count" --summary-export=summary.json script.js',
  detect: detect16,
  parse: parse16
});

// src/formats/k6-raw.ts
var CSV_HEADER3 = /^\uFEFF?metric_name,timestamp,metric_value(,|\r?$)/;
var EXPECTED = "http_req_duration{expected_response:true}";
function detect17(probe) {
  const first = probe.head.split("\n", 1)[0];
  if (CSV_HEADER3.test(first)) return 1;
  if (!first.trimStart().startsWith("{")) return 0;
  try {
    const o = JSON.parse(first);
    return (o.type === "Metric" || o.type === "Point") && typeof o.metric === "string" && typeof o.data === "object" ? 1 : 0;
  } catch {
    return 0;
  }
}
async function forEachK6Line(input, handle) {
  let first = true;
  await forEachLine(input, (raw) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    handle(first ? stripBom(line) : line);
    first = false;
  });
}
function splitQuoted2(line) {
  const out = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') cur += '"', i++;
      else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") out.push(cur), cur = "";
    else cur += c;
  }
  out.push(cur);
  return out;
}
var Series2 = class {
  constructor(line) {
    this.line = line;
  }
  line;
  values = [];
};
var Samples = class {
  constructor(file) {
    this.file = file;
  }
  file;
  series = /* @__PURE__ */ new Map();
  declared = /* @__PURE__ */ new Map();
  bad = 0;
  firstBad = 0;
  csv;
  add(metric, value, line) {
    if (!Number.isFinite(value)) {
      if (this.bad++ === 0) this.firstBad = line;
      return;
    }
    let s = this.series.get(metric);
    if (!s) this.series.set(metric, s = new Series2(line));
    s.values.push(value * 1e6);
  }
  isTime(metric) {
    return this.declared.get(metric) ?? isK6TimeMetricName(metric);
  }
  line(line, no) {
    if (no === 1 && CSV_HEADER3.test(line)) {
      const cols = line.replace(/^\uFEFF/, "").split(",");
      this.csv = { value: 2, expected: cols.indexOf("expected_response") };
      return;
    }
    if (line.trim() === "") return;
    if (this.csv) this.csvLine(line, no, this.csv);
    else this.jsonLine(line, no);
  }
  csvLine(line, no, csv) {
    const f = line.includes('"') ? splitQuoted2(line) : line.split(",");
    if (f.length < 3) throw new InputError({ file: this.file, line: no }, `found ${f.length} fields; expected metric_name,timestamp,metric_value,\u2026`);
    const metric = f[0];
    if (!this.isTime(metric)) return;
    const value = f[csv.value].trim() === "" ? NaN : Number(f[csv.value]);
    this.add(metric, value, no);
    if (metric === "http_req_duration" && csv.expected >= 0 && f[csv.expected] === "true") this.add(EXPECTED, value, no);
  }
  jsonLine(line, no) {
    const file = this.file;
    let o;
    try {
      o = JSON.parse(line);
    } catch {
      throw new InputError({ file, line: no }, 'not a JSON object; expected one k6 {"type":"Point"|"Metric",\u2026} object per line');
    }
    if (typeof o !== "object" || o === null || Array.isArray(o)) throw new InputError({ file, line: no }, 'not a JSON object; expected {"type":"Point"|"Metric",\u2026}');
    const rec = o;
    const data2 = rec.data;
    if (typeof rec.metric !== "string" || typeof data2 !== "object" || data2 === null) {
      throw new InputError({ file, line: no, pointer: typeof rec.metric !== "string" ? "/metric" : "/data" }, 'expected "metric" (a string) and "data" (an object)');
    }
    if (rec.type === "Metric") {
      this.declared.set(rec.metric, data2.type === "trend" && data2.contains === "time");
    } else if (rec.type === "Point") {
      if (!this.isTime(rec.metric)) return;
      const value = typeof data2.value === "number" ? data2.value : NaN;
      this.add(rec.metric, value, no);
      const tags = data2.tags;
      if (rec.metric === "http_req_duration" && tags && tags.expected_response === "true") this.add(EXPECTED, value, no);
    }
  }
};
async function parse17(input, ctx) {
  const file = input.path;
  const samples = new Samples(file);
  let no = 0;
  await forEachK6Line(input, (line) => samples.line(line, ++no));
  if (no === 0) throw new InputError({ file }, "the file is empty; expected k6 --out json or --out csv output");
  if (samples.bad > 0) ctx.warn("not-numeric", { line: samples.firstBad, samples: samples.bad });
  const measurements = [];
  for (const [metric, s] of samples.series) {
    measurements.push({ benchmark: metric, unit: "ns", lowerIsBetter: true, run: "1", data: { kind: "per-op", values: Float64Array.from(s.values) }, source: { file, line: s.line } });
  }
  if (measurements.length === 0) throw new InputError({ file }, "no samples of time metrics (http_req_duration, iteration_duration, \u2026); expected k6 Points");
  return { measurements };
}
var k6Raw = defineReader({
  id: "k6-raw",
  title: "k6 raw samples (--out json NDJSON or --out csv)",
  carries: "per-op",
  howTo: "k6 run --out json=points.json script.js  (or --out csv=points.csv)",
  detect: detect17,
  parse: parse17
});

// src/formats/catch2-xml.ts
var ROOT = /<(Catch2TestRun|Catch)[\s>]/;
function detect18(probe) {
  const head = probe.head.replace(/^\uFEFF/, "").trimStart();
  if (!head.startsWith("<") || !ROOT.test(head)) return 0;
  if (head.includes("<BenchmarkResults")) return 1;
  return head.length >= 6e4 ? 0.6 : 0;
}
function unescape(s) {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e) => {
    const l = e.toLowerCase();
    if (l.startsWith("#x")) return String.fromCodePoint(parseInt(l.slice(2), 16) % 1114112);
    if (l.startsWith("#")) return String.fromCodePoint(Number(l.slice(1)) % 1114112);
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[l];
  });
}
var TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
var ATTR = /([\w.:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g;
function* xmlTags(text2, file) {
  let i = 0;
  let line = 1;
  const advance = (to) => {
    for (let k = i; k < to; k++) if (text2.charCodeAt(k) === 10) line++;
    i = to;
  };
  for (; ; ) {
    const lt = text2.indexOf("<", i);
    if (lt < 0) return;
    advance(lt);
    const special = [["<!--", "-->"], ["<?", "?>"], ["<![CDATA[", "]]>"], ["<!", ">"]];
    const sp = special.find(([open3]) => text2.startsWith(open3, i));
    if (sp) {
      const end = text2.indexOf(sp[1], i + sp[0].length);
      if (end < 0) throw new InputError({ file, line }, `unterminated "${sp[0]}"; the XML ends early (truncated file?)`);
      advance(end + sp[1].length);
      continue;
    }
    TAG.lastIndex = i;
    const m = TAG.exec(text2);
    if (!m && text2.indexOf(">", i) < 0) throw new InputError({ file, line }, "unterminated tag; the XML ends early (truncated file?)");
    if (!m) throw new InputError({ file, line }, `malformed XML tag "${text2.slice(i, i + 40).split("\n")[0]}"; expected <Element attr="value">`);
    const attrs = {};
    for (const a of m[3].matchAll(ATTR)) attrs[a[1]] = unescape(a[3] ?? a[4] ?? "");
    const tag = { name: m[2], attrs, close: m[1] === "/", selfClose: m[4] === "/", line };
    advance(i + m[0].length);
    yield tag;
  }
}
function num(tag, key, file) {
  const raw = tag.attrs[key];
  if (raw === void 0) return void 0;
  const v = Number(raw.trim());
  if (raw.trim() === "" || Number.isNaN(v)) throw new InputError({ file, line: tag.line, pointer: `${tag.name}@${key}` }, `"${raw.slice(0, 40)}" is not a number; expected a value such as 1.85689e+06`);
  return v;
}
function finishBenchmark(b, ctx) {
  const file = ctx.file;
  if (b.failed !== void 0) {
    ctx.warnShared("benchmark-failed", { line: b.tag.line, benchmark: b.name, reason: b.failed });
    return void 0;
  }
  if (b.mean === void 0) throw new InputError({ file, line: b.tag.line, pointer: "BenchmarkResults/mean" }, `benchmark "${b.name}" has no <mean value>; expected its mean in ns`);
  if (!Number.isFinite(b.mean) || b.sd !== void 0 && !Number.isFinite(b.sd)) {
    ctx.warn("not-finite", { line: b.tag.line, benchmark: b.name });
    return void 0;
  }
  const n = num(b.tag, "samples", file);
  return {
    benchmark: b.name,
    unit: "ns",
    lowerIsBetter: true,
    run: "1",
    data: { kind: "summary", mean: b.mean, sd: b.sd, n: n !== void 0 && Number.isInteger(n) && n > 0 ? n : void 0 },
    source: { file, line: b.tag.line }
  };
}
function openTag(tag, stack, bench, file) {
  if (tag.name === "BenchmarkResults") {
    const path = stack.filter((t) => t.name === "TestCase" || t.name === "Section").map((t) => t.attrs.name ?? "");
    return { tag, name: [...path, tag.attrs.name ?? ""].join(" / ") };
  }
  if (bench && tag.name === "mean") {
    bench.mean = num(tag, "value", file);
  } else if (bench && tag.name === "standardDeviation") {
    const sd = num(tag, "value", file);
    bench.sd = sd === 0 && num(tag, "ci", file) === 0 ? void 0 : sd;
  } else if (bench && tag.name === "failed") {
    bench.failed = tag.attrs.message ?? "";
  }
  return bench;
}
function readBenchmarks(text2, ctx) {
  const file = ctx.file;
  const measurements = [];
  const stack = [];
  let bench;
  let sawRoot = false;
  for (const tag of xmlTags(text2, file)) {
    if (!tag.close) {
      if (stack.length === 0) {
        if (tag.name !== "Catch2TestRun" && tag.name !== "Catch") throw new InputError({ file, line: tag.line }, `root element <${tag.name}>; expected <Catch2TestRun> or <Catch>`);
        if (sawRoot) throw new InputError({ file, line: tag.line }, "a second root element; expected one Catch2 report per file");
        sawRoot = true;
      }
      bench = openTag(tag, stack, bench, file);
      if (!tag.selfClose) stack.push(tag);
      continue;
    }
    const open3 = stack.pop();
    if (!open3 || open3.name !== tag.name) {
      throw new InputError({ file, line: tag.line }, `</${tag.name}> does not close ${open3 ? `<${open3.name}> (line ${open3.line})` : "any element"}; the XML is malformed`);
    }
    if (tag.name === "BenchmarkResults" && bench) {
      const m = finishBenchmark(bench, ctx);
      bench = void 0;
      if (m) measurements.push(m);
    }
  }
  if (!sawRoot) throw new InputError({ file, line: 1 }, "no root element; expected <Catch2TestRun> or <Catch>");
  if (stack.length > 0) {
    const top = stack[stack.length - 1];
    throw new InputError({ file, line: top.line }, `<${top.name}> is never closed; the XML ends early (truncated file?)`);
  }
  return measurements;
}
async function parse18(input, ctx) {
  const file = input.path;
  const text2 = await input.readText();
  if (text2.trim() === "") throw new InputError({ file }, "the file is empty; expected Catch2 XML (<Catch2TestRun> or <Catch>)");
  const measurements = readBenchmarks(text2, ctx);
  const names2 = /* @__PURE__ */ new Set();
  for (const m of measurements) {
    if (names2.has(m.benchmark)) ctx.warn("repeated", { line: m.source.line ?? null, benchmark: m.benchmark });
    names2.add(m.benchmark);
  }
  measurements.forEach((m) => {
    const same = measurements.filter((o) => o.benchmark === m.benchmark);
    if (same.length > 1) m.run = String(same.indexOf(m) + 1);
  });
  if (measurements.length === 0 && ctx.warnings.length === 0) {
    throw new InputError({ file }, "no <BenchmarkResults> found; expected benchmarks (BENCHMARK(...) with the xml reporter)");
  }
  return { measurements };
}
var catch2Xml = defineReader({
  id: "catch2-xml",
  title: "Catch2 XML reporter (<Catch2TestRun> v3, <Catch> v2) with <BenchmarkResults>",
  carries: "summary",
  howTo: './tests "[!benchmark]" -r xml -o bench.xml  (v3: --reporter xml::out=bench.xml)',
  detect: detect18,
  parse: parse18
});

// src/formats/catch2-console.ts
var TABLE_HEADER = /^benchmark name\s+samples\s+iterations\s+(\S.*)$/;
var DUR = String.raw`(?<![\d.])([-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)\s*(ns|us|µs|μs|ms|s)`;
var ROW4 = new RegExp(String.raw`^(?:(.*?\S)\s+)?(\d+)\s+(\d+)\s+${DUR}$`);
var TRIPLE2 = new RegExp(String.raw`^(.*?)${DUR}\s+${DUR}\s+${DUR}$`);
var FAILED = /^(?:(.*?\S)\s+)?Benchmark failed \((.*)\)$/;
var RULE = /^(-{20,}|={20,})\s*$/;
function detect19(probe) {
  if (!/^benchmark name[ \t]+samples[ \t]+iterations/m.test(probe.head)) return 0;
  return /is a Catch2? v?\d[\w.]* host application/.test(probe.head) ? 1 : 0.9;
}
function testCaseHeader(lines, i) {
  const names2 = [];
  let j = i + 1;
  for (; j < lines.length && !RULE.test(lines[j].trimEnd()); j++) {
    const t = lines[j].trim();
    if (t === "") break;
    if (/^\s/.test(lines[j]) || names2.length === 0) names2.push(t);
    else names2[names2.length - 1] += ` ${t}`;
  }
  return j < lines.length && RULE.test(lines[j].trimEnd()) ? { path: names2, end: j } : void 0;
}
var Catch2Console = class {
  constructor(lines, ctx) {
    this.lines = lines;
    this.ctx = ctx;
  }
  lines;
  ctx;
  measurements = [];
  path = [];
  inTable = false;
  analysis = true;
  fragments = [];
  row;
  /** Read every line; returns the measurements. */
  read() {
    const { lines } = this;
    for (let i = 0; i < lines.length; i++) i = this.line(i);
    if (this.row) throw this.incomplete(lines.length, " (truncated file?)");
    return this.measurements;
  }
  incomplete(line, why = "") {
    return new InputError({ file: this.ctx.file, line }, `benchmark "${this.row.name}" is incomplete${why}; expected its mean and std dev lines`);
  }
  dur(value, unit, line) {
    const v = Number(value);
    if (!Number.isFinite(v)) throw new InputError({ file: this.ctx.file, line }, `"${value}" is not a number; expected a duration such as 41.731 us`);
    return v * parseUnit(unit).scale;
  }
  finish(r) {
    const file = this.ctx.file;
    if (r.mean === void 0) throw new InputError({ file, line: r.line }, `benchmark "${r.name}" has no mean line; expected "mean  low mean  high mean" below it`);
    const benchmark = [...this.path, r.name].join(" / ");
    if (r.mean === 0) this.ctx.warn("zero-mean", { line: r.line, benchmark });
    this.measurements.push({ benchmark, unit: "ns", lowerIsBetter: true, run: "1", data: { kind: "summary", mean: r.mean, sd: r.sd, n: r.samples > 0 ? r.samples : void 0 }, source: { file, line: r.line } });
  }
  /** Handle line `i`; returns the index of the last line it consumed. */
  line(i) {
    const { lines } = this;
    const no = i + 1;
    const line = lines[i].trimEnd();
    if (RULE.test(line)) return this.rule(i);
    const header = TABLE_HEADER.exec(line);
    if (header) return this.tableHeader(i, header[1]);
    if (!this.inTable) return i;
    if (line.trim() === "") {
      if (this.row) throw this.incomplete(no);
      this.fragments = [];
      return i;
    }
    if (this.row) this.statLine(line.trimStart(), no);
    else this.benchmarkLine(line, no);
    return i;
  }
  /** A dashed rule ends a table; a rule with a name below it opens a test case header. */
  rule(i) {
    const { lines } = this;
    if (this.row) throw this.incomplete(i + 1);
    this.inTable = false;
    this.fragments = [];
    if (lines[i].startsWith("-") && i + 1 < lines.length && lines[i + 1].trim() !== "" && !RULE.test(lines[i + 1].trimEnd())) {
      const h = testCaseHeader(lines, i);
      if (h) {
        this.path = h.path;
        return h.end;
      }
    }
    return i;
  }
  tableHeader(i, columns) {
    const { lines } = this;
    this.analysis = !/^mean$/.test(columns);
    let j = i + 1;
    while (j < lines.length && !RULE.test(lines[j].trimEnd()) && j - i <= 3) j++;
    if (j >= lines.length || !RULE.test(lines[j].trimEnd())) throw new InputError({ file: this.ctx.file, line: i + 1 }, 'table header without its dashed rule; expected "-----" below the column titles');
    this.inTable = true;
    this.fragments = [];
    return j;
  }
  /** The mean or std dev line of the benchmark in progress. */
  statLine(text2, no) {
    const row2 = this.row;
    const t = TRIPLE2.exec(text2);
    if (!t) throw new InputError({ file: this.ctx.file, line: no }, `expected three durations (${row2.need === 2 ? "mean, low mean, high mean" : "std dev, low std dev, high std dev"}) for "${row2.name}"`);
    if (t[1].trim() !== "") row2.name += ` ${t[1].trim()}`;
    const v = this.dur(t[2], t[3], no);
    if (row2.need === 2) row2.mean = v;
    else row2.sd = v;
    if (--row2.need === 0) {
      this.finish(row2);
      this.row = void 0;
    }
  }
  /** A benchmark's first line (or a failed one), or a fragment of a wrapped name. */
  benchmarkLine(line, no) {
    const text2 = line.trimStart();
    const failed = text2.includes("Benchmark failed") ? FAILED.exec(text2) : null;
    if (failed) {
      const name2 = [...this.fragments, (failed[1] ?? "").trim()].join(" ");
      this.ctx.warnShared("benchmark-failed", { line: no, benchmark: [...this.path, name2].join(" / "), reason: failed[2] });
      this.fragments = [];
      return;
    }
    const r = ROW4.exec(text2);
    if (!r) {
      this.fragments.push(line.trim());
      return;
    }
    const name = [...this.fragments, (r[1] ?? "").trim()].filter((s) => s !== "").join(" ");
    this.fragments = [];
    if (name === "") throw new InputError({ file: this.ctx.file, line: no }, 'a benchmark row without a name; expected "name  samples  iterations  time"');
    const next = { name, samples: Number(r[2]), line: no, need: 2 };
    if (this.analysis) this.row = next;
    else {
      next.mean = this.dur(r[4], r[5], no);
      this.finish(next);
    }
  }
};
async function parse19(input, ctx) {
  const measurements = new Catch2Console(splitLines(await input.readText()), ctx).read();
  if (measurements.length === 0 && ctx.warnings.length === 0) {
    throw new InputError({ file: input.path }, 'no benchmark rows found; expected a table starting with "benchmark name  samples  iterations"');
  }
  return { measurements };
}
var catch2Console = defineReader({
  id: "catch2-console",
  title: "Catch2 console output of BENCHMARK blocks",
  carries: "summary",
  howTo: './tests "[!benchmark]" > bench.txt  (default console reporter)',
  detect: detect19,
  parse: parse19
});

// src/formats/benchmarkjs-console.ts
var LINE = /^(.*) x ([\d,]+(?:\.\d+)?) ops\/sec (?:±|\+\/-|\+-) ?(\d+(?:\.\d+)?)% \((\d+) runs? sampled\)\s*$/;
var FAILED2 = /^(\S.*?):\s*(\w*Error\b.*)?$/;
var T_TABLE = [0, 12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042];
function benchmarkJsCritical(n) {
  const df = Math.max(1, n - 1);
  return T_TABLE[df] ?? 1.96;
}
function detect20(probe) {
  const lines = splitLines(probe.head);
  const hits = lines.filter((l) => LINE.test(l)).length;
  return hits === 0 ? 0 : hits >= 2 || lines.filter((l) => l.trim() !== "").length <= 3 ? 0.9 : 0.7;
}
async function parse20(input, ctx) {
  const file = input.path;
  const lines = splitLines(await input.readText());
  const measurements = [];
  const seen = /* @__PURE__ */ new Map();
  lines.forEach((line, i) => {
    const m = LINE.exec(line);
    if (!m) {
      const f = FAILED2.exec(line);
      if (f && !/ ops\/sec /.test(line)) ctx.warn("failed", { line: i + 1, text: line.trim().slice(0, 80) });
      return;
    }
    const name = m[1].trim();
    const hz = parseLooseNumber(m[2]);
    const rme = Number(m[3]);
    const n = Number(m[4]);
    if (!Number.isFinite(hz) || !Number.isFinite(rme)) {
      throw new InputError({ file, line: i + 1 }, `unreadable numbers in "${line.slice(0, 80)}"; expected "<name> x 1,234 ops/sec \xB10.74% (93 runs sampled)"`);
    }
    if (name === "") throw new InputError({ file, line: i + 1 }, "a result line without a benchmark name");
    if (hz <= 0) {
      ctx.warn("not-positive", { line: i + 1, name, hz: m[2] });
      return;
    }
    const sd = n > 1 ? hz * (rme / 100) * Math.sqrt(n) / benchmarkJsCritical(n) : void 0;
    const k = (seen.get(name) ?? 0) + 1;
    seen.set(name, k);
    measurements.push({
      benchmark: name,
      unit: "ops/s",
      lowerIsBetter: false,
      run: String(k),
      data: { kind: "summary", mean: hz, sd, n: n > 0 ? n : void 0 },
      source: { file, line: i + 1 }
    });
  });
  if (measurements.length === 0) {
    throw new InputError({ file }, 'no result lines; expected "<name> x 1,234 ops/sec \xB10.74% (93 runs sampled)"');
  }
  return { measurements };
}
var benchmarkJsConsole = defineReader({
  id: "benchmarkjs-console",
  title: "Benchmark.js console lines (String(bench))",
  carries: "summary",
  howTo: "suite.on('cycle', e => console.log(String(e.target))).run() > bench.txt",
  detect: detect20,
  parse: parse20
});

// src/formats/custom-json.ts
var WORDS = { kilobytes: "KB", megabytes: "MB", gigabytes: "GB", kibibytes: "KiB", mebibytes: "MiB", gibibytes: "GiB", percent: "%" };
function customUnit(raw) {
  const text2 = WORDS[raw.trim().toLowerCase()] ?? raw.trim();
  const info = parseUnit(text2);
  const rate2 = info.kind === "throughput" || /per\s*sec|throughput|\/\s*s(ec(ond)?)?$/i.test(text2);
  return { unit: info.unit, scale: info.scale, lowerIsBetter: !rate2 };
}
var isEntry = (e) => isObject(e) && typeof e.name === "string" && typeof e.unit === "string" && (typeof e.value === "number" || typeof e.value === "string");
function detect21(probe) {
  if (!/^\uFEFF?\s*\[/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (Array.isArray(doc)) return doc.length > 0 && doc.every(isEntry) ? 0.9 : 0;
  const first = /^\uFEFF?\s*\[\s*\{([^{}]*)\}/.exec(probe.head);
  return first && /"name"\s*:/.test(first[1]) && /"unit"\s*:/.test(first[1]) && /"value"\s*:/.test(first[1]) ? 0.7 : 0;
}
async function parse21(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const list2 = root.array(parseJson(await input.readText(), file));
  const measurements = [];
  const runs2 = /* @__PURE__ */ new Map();
  list2.forEach((raw, i) => {
    const at2 = root.at(i);
    const e = at2.object(raw);
    const name = at2.at("name").string(e.name);
    const unitText = at2.at("unit").string(e.unit);
    const value = at2.at("value").number(e.value);
    if (!Number.isFinite(value)) {
      ctx.warn("not-finite", { pointer: at2.at("value").pointer, name });
      return;
    }
    const u = customUnit(unitText);
    const key = `${name}\0${u.unit}`;
    const k = (runs2.get(key) ?? 0) + 1;
    runs2.set(key, k);
    measurements.push({ benchmark: name, unit: u.unit, lowerIsBetter: u.lowerIsBetter, run: String(k), data: { kind: "per-run", value: value * u.scale }, source: { file, pointer: at2.pointer } });
  });
  if (measurements.length === 0 && ctx.warnings.length === 0) throw new InputError({ file, pointer: "/" }, 'an empty list; expected [{"name": \u2026, "unit": \u2026, "value": \u2026}]');
  return { measurements };
}
var customJson = defineReader({
  id: "custom-json",
  title: "github-action-benchmark custom JSON ([{name, unit, value}])",
  carries: "per-run",
  howTo: 'write [{"name": "\u2026", "unit": "ms", "value": 12.3}] (the customSmallerIsBetter / customBiggerIsBetter input)',
  detect: detect21,
  parse: parse21
});

// src/formats/bencher-bmf.ts
var BUILTIN = {
  latency: { unit: "ns", scale: 1, lowerIsBetter: true },
  throughput: { unit: "ops/s", scale: 1, lowerIsBetter: false },
  "file-size": { unit: "B", scale: 1, lowerIsBetter: true },
  "build-time": { unit: "ns", scale: 1e9, lowerIsBetter: true }
};
var METRIC_KEYS = /* @__PURE__ */ new Set(["value", "lower_value", "upper_value"]);
function isMetric(v) {
  return isObject(v) && "value" in v && Object.keys(v).every((k) => METRIC_KEYS.has(k)) && Object.values(v).every((x) => x === null || typeof x === "number");
}
function detect22(probe) {
  if (!/^\uFEFF?\s*\{/.test(probe.head)) return 0;
  const doc = tryParseJson(probe.head);
  if (isObject(doc)) {
    const benches = Object.values(doc);
    return benches.length > 0 && benches.every((b) => isObject(b) && Object.keys(b).length > 0 && Object.values(b).every(isMetric)) ? 0.85 : 0;
  }
  return /^\uFEFF?\s*\{\s*"[^"]*"\s*:\s*\{\s*"[^"]*"\s*:\s*\{\s*"(value|lower_value|upper_value)"\s*:\s*[-\d]/.test(probe.head) ? 0.7 : 0;
}
async function parse22(input, ctx) {
  const file = input.path;
  const root = new JsonPath(file);
  const doc = root.object(parseJson(await input.readText(), file));
  const measurements = [];
  for (const [bench, raw] of Object.entries(doc)) {
    const bp = root.at(bench);
    for (const [measure2, m] of Object.entries(bp.object(raw))) {
      const mp = bp.at(measure2);
      const metric = mp.object(m);
      const value = mp.at("value").number(metric.value);
      if (!Number.isFinite(value)) {
        ctx.warn("not-finite", { pointer: mp.at("value").pointer, bench, measure: measure2 });
        continue;
      }
      const u = BUILTIN[measure2] ?? { unit: measure2, scale: 1, lowerIsBetter: !/per-?sec|throughput|ops|rate/i.test(measure2) };
      measurements.push({ benchmark: bench, unit: u.unit, measure: measure2, lowerIsBetter: u.lowerIsBetter, run: "1", data: { kind: "per-run", value: value * u.scale }, source: { file, pointer: mp.pointer } });
    }
  }
  if (measurements.length === 0 && ctx.warnings.length === 0) throw new InputError({ file, pointer: "/" }, 'no benchmarks; expected {"<benchmark>": {"latency": {"value": \u2026}}}');
  return { measurements };
}
var bencherBmf = defineReader({
  id: "bencher-bmf",
  title: "Bencher Metric Format JSON ({bench: {measure: {value}}})",
  carries: "per-run",
  howTo: 'write {"my_bench": {"latency": {"value": 123.4}}}  (Bencher Metric Format)',
  detect: detect22,
  parse: parse22
});

// src/formats/samples-column.ts
var UNIT2 = "(ns|nsec|nanoseconds?|us|\xB5s|\u03BCs|usec|microseconds?|ms|msec|milliseconds?|s|sec|secs|seconds?)";
var HEADER4 = new RegExp(String.raw`^([A-Za-z][\w .-]*?)(?:\s*[(\[]\s*${UNIT2}\s*[)\]]|[_\s-]+${UNIT2})$`, "i");
var MAX_HEADER = 200;
var NUMBER2 = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
function parseColumnHeader(line) {
  const t = line.replace(/^\uFEFF/, "").trim().replace(/^"(.*)"$/, "$1").trim();
  if (t.length > MAX_HEADER) return void 0;
  const m = HEADER4.exec(t);
  if (!m) return void 0;
  const unit = m[2] ?? m[3];
  if (/(^|[_\s.-])(per|ops?|req|reqs|requests|rps|qps|throughput|rate)$/i.test(m[1].trim())) return void 0;
  if (parseUnit(unit).kind !== "time" && parseUnit(unit.toLowerCase()).kind !== "time") return void 0;
  return { name: m[1].trim(), unit };
}
function detect23(probe) {
  const lines = splitLines(probe.head).map((l) => l.trim());
  if (lines.length < 2 || !parseColumnHeader(lines[0])) return 0;
  const body = lines.slice(1, 12).filter((l, i, a) => l !== "" && !(i === a.length - 1 && probe.head.length >= 65536));
  return body.length > 0 && body.every((l) => NUMBER2.test(l) || /^nan$/i.test(l)) ? 0.6 : 0;
}
async function parse23(input, ctx) {
  const file = input.path;
  const lines = splitLines(await input.readText());
  if (lines.every((l) => l.trim() === "")) throw new InputError({ file }, 'the file is empty; expected a header such as "latency_us" and one number per line');
  const header = parseColumnHeader(lines[0]);
  if (!header) {
    throw new InputError({ file, line: 1 }, `header "${lines[0].slice(0, 60)}" does not name a time unit; expected e.g. "latency_us", "duration_ms" or "time (ns)"`);
  }
  const info = parseUnit(header.unit);
  const scale = info.kind === "time" ? info.scale : parseUnit(header.unit.toLowerCase()).scale;
  const values = [];
  let nan = 0;
  for (let i = 1; i < lines.length; i++) {
    const t = lines[i].trim();
    if (t === "") continue;
    if (/^nan$/i.test(t)) {
      if (nan++ === 0) ctx.warn("nan", { line: i + 1 });
      continue;
    }
    if (!NUMBER2.test(t)) throw new InputError({ file, line: i + 1 }, `"${t.slice(0, 40)}" is not a number; expected one ${header.unit} value per line`);
    values.push(Number(t) * scale);
  }
  if (nan > 1) ctx.warn("nan-total", { lines: nan });
  if (values.length === 0) throw new InputError({ file, line: lines.length }, `no values under the header "${lines[0].trim()}"; expected one number per line`);
  return {
    measurements: [{ benchmark: header.name, unit: "ns", lowerIsBetter: true, run: "1", data: { kind: "per-op", values: Float64Array.from(values) }, source: { file, line: 2 } }]
  };
}
var samplesColumn = defineReader({
  id: "samples-column",
  title: "A single column of per-operation times with a unit-naming header (latency_us, time (ns), \u2026)",
  carries: "per-op",
  howTo: 'write a header such as "latency_us", then one value per line',
  detect: detect23,
  parse: parse23
});

// src/formats/index.ts
var READERS = [
  rawSamples,
  mitata,
  // before google-benchmark-json: mitata JSON also has `context` + `benchmarks`
  googleBenchmarkJson,
  pytestBenchmark,
  jmh,
  hyperfine,
  pyperf,
  criterionDir,
  criterionJson,
  criterionConsole,
  googleBenchmarkConsole,
  goBench,
  hdrLog,
  wrk2,
  wrk,
  hdrPercentiles,
  vegetaJson,
  vegetaEncode,
  vegetaText,
  ghz,
  ohaJson,
  ohaCsv,
  autocannon,
  cassandraStress,
  dbBench,
  kuduHdr,
  redisBenchmark,
  pgbench,
  benchmarkDotNet,
  vitestBench,
  juliaBenchmarkTools,
  tinybench,
  k6Summary,
  k6Raw,
  catch2Xml,
  catch2Console,
  benchmarkJsConsole,
  customJson,
  bencherBmf,
  samplesColumn
];
function findReader(id) {
  return READERS.find((r) => r.id === id);
}

// src/model/settings.ts
var METRIC_IDS = ["min", "p50", "p90", "p99", "p99.9", "max", "mean"];
var TAIL_METRICS = ["p90", "p99", "p99.9"];
var QUANTILES = [
  { id: "p50", p: 0.5 },
  { id: "p90", p: 0.9 },
  { id: "p99", p: 0.99 },
  { id: "p99.9", p: 0.999 }
];
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
  return { alpha: 0.05, q: 0.05, thresholds: { ...DEFAULT_THRESHOLDS }, noiseFloor: {}, failOn: "auto", allowDifferentMachines: false };
}
var RUN_LIMITS = {
  runs: { min: 1, max: 1e3, default: 10 },
  timeoutMinutes: { max: 360, default: 10 }
};

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
var P = [0.30532663496123236, 0.36034489994980445, 0.12578172611122926, 0.016083785148742275, 6587491615298367e-19, 0.016315387137302097];
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

// src/stats/quantile.ts
function checkSorted(sorted, p, name) {
  if (sorted.length === 0) throw new RangeError(`${name}: empty sample`);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`${name}: p must be in [0, 1], got ${p}`);
}
function quantileType7(sorted, p) {
  checkSorted(sorted, p, "quantileType7");
  const { below, above, t } = type7Ranks(sorted.length, p);
  return lerpType7(sorted[below], sorted[above], t);
}
function type7Ranks(n, p) {
  const h = (n - 1) * p;
  const below = Math.min(Math.floor(h), n - 1);
  return { below, above: Math.min(below + 1, n - 1), t: h - below };
}
function lerpType7(a, b, t) {
  const diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}
function nearestRankIndex(n, p) {
  const x = p * n;
  const r = Math.round(x);
  const rank = Math.abs(x - r) <= 1e-9 * Math.max(1, x) ? r : Math.ceil(x);
  return Math.max(1, Math.min(n, rank));
}
var scratch = new Float64Array(1);
var scratchBits = new BigInt64Array(scratch.buffer);
function nextDown(x) {
  if (Number.isNaN(x) || x === -Infinity) return x;
  if (x === 0) return -Number.MIN_VALUE;
  scratch[0] = x;
  scratchBits[0] += x > 0 ? -1n : 1n;
  return scratch[0];
}
function firstNonEmpty(h) {
  for (let i = 0; i < h.counts.length; i++) if (h.counts[i] > 0) return i;
  return -1;
}
function histogramValueAtPercentile(h, percent2) {
  if (Number.isNaN(percent2)) throw new RangeError("histogramValueAtPercentile: percent is NaN");
  if (!(h.total > 0)) return NaN;
  if (percent2 <= 0) {
    const first = firstNonEmpty(h);
    return h.lowValues !== void 0 && first >= 0 ? h.lowValues[first] : h.min;
  }
  const requested = Math.min(Math.max(nextDown(percent2), 0), 100);
  const countAtPercentile = Math.max(1, Math.ceil(requested / 100 * h.total));
  let running = 0;
  for (let i = 0; i < h.counts.length; i++) {
    running += h.counts[i];
    if (running >= countAtPercentile) return h.values[i];
  }
  return h.values[h.values.length - 1];
}
function cumulativeCounts(h) {
  const cum = new Float64Array(h.counts.length);
  let running = 0;
  for (let i = 0; i < h.counts.length; i++) {
    running += h.counts[i];
    cum[i] = running;
  }
  return cum;
}
function bucketOfRank(cum, k) {
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (cum[mid] >= k) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
function orderStatisticsOfSorted(sorted) {
  const n = sorted.length;
  return {
    n,
    at: (k) => k < 1 ? -Infinity : k > n ? Infinity : sorted[k - 1]
  };
}
function orderStatisticsOfHistogram(h) {
  const cum = cumulativeCounts(h);
  const n = h.total;
  return {
    n,
    at: (k) => k < 1 ? -Infinity : k > n ? Infinity : h.values[bucketOfRank(cum, k)]
  };
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
  for (const row2 of prev) row2[0] = 1;
  for (let i = 1; i <= b; i++) {
    cur[0].fill(0);
    cur[0][0] = 1;
    for (let j = 1; j <= a; j++) {
      const row2 = cur[j];
      const up = prev[j];
      const left = cur[j - 1];
      for (let u = 0; u < len; u++) row2[u] = left[u] + (u >= j ? up[u - j] : 0);
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
  let used = 0;
  for (const g of groups) {
    addGroup(dp, g, Math.min(n1, used + g.size), width);
    used += g.size;
  }
  return dp[n1];
}
function addGroup(dp, g, jMax, width) {
  const choose = [1];
  for (let c = 1; c <= g.size; c++) choose.push(choose[c - 1] * (g.size - c + 1) / c);
  for (let j = jMax; j >= 1; j--) {
    const target = dp[j];
    for (let c = 1; c <= Math.min(g.size, j); c++) {
      const source = dp[j - c];
      const shift = c * g.twiceMidrank;
      const weight = choose[c];
      for (let s = 0; s + shift < width; s++) {
        if (source[s] !== 0) target[s + shift] += weight * source[s];
      }
    }
  }
}

// src/stats/mann-whitney.ts
function rankTwoSamples(x, y) {
  const xs = Float64Array.from(x).sort();
  const ys = Float64Array.from(y).sort();
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
    const start2 = i + j - size + 1;
    const twiceMidrank = 2 * start2 + size - 1;
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
function exactTails(r, n1, n2, u) {
  if (!r.hasTies) {
    const dist = uNullDistribution(n1, n2);
    return [dist.cdf(u), dist.sf(u)];
  }
  const N = n1 + n2;
  const useX = n1 <= n2;
  const counts = conditionalRankSumCounts(r.groups, useX ? n1 : n2);
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
  const stat4 = alt === "greater" ? u : alt === "less" ? u2 : Math.max(u, u2);
  const z = (stat4 - mu - (cc ? 0.5 : 0)) / sigma;
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
  let c = 1;
  for (let i = 1; i <= n; i++) c = c * (n + i) / i;
  return Math.min(1, 2 / c);
}
function mannWhitneySeparatedP(m, n) {
  if (!(Number.isInteger(m) && Number.isInteger(n) && m >= 1 && n >= 1)) throw new RangeError(`mannWhitneySeparatedP: sizes must be whole numbers \u2265 1, got ${m}, ${n}`);
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
var import_pragmastat = __toESM(require_dist2(), 1);

// src/stats/pairwise-select.ts
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
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
  const random = generator(2654435769 ^ m ^ n << 16 ^ k);
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
  let row2 = 0;
  let start2 = 0;
  for (let s = 0; s < SAMPLE; s++) {
    while (ranks[s] >= start2 + hi[row2] - lo[row2]) {
      start2 += hi[row2] - lo[row2];
      row2++;
    }
    sample[s] = xs[row2] - ys[n - 1 - (lo[row2] + ranks[s] - start2)];
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
function sortedCopy(v) {
  return Float64Array.from(v).sort();
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
  const lb = Float64Array.from(base, Math.log);
  const lh = Float64Array.from(head, Math.log);
  const sb = sortedCopy(lb);
  const order = Int32Array.from(lh.keys()).sort((a, b) => lh[a] - lh[b]);
  const sh = Float64Array.from(order, (j) => lh[j]);
  const ratio = pragmaOr(
    () => (0, import_pragmastat.ratio)(import_pragmastat.Sample.of(Array.from(head)), import_pragmastat.Sample.of(Array.from(base))).value,
    () => Math.exp(medianPairwiseDifference(sh, sb))
  );
  const rank = mosesRank(base.length, head.length, alpha);
  const common = { ratio, k: rank.k, coverage: rank.coverage, exact: rank.exact };
  if (rank.k < 1) return { ...common, lower: 0, upper: Infinity };
  const total = base.length * head.length;
  const lower = ratioOfPair(base, head, lb, sh, order, kthPairwiseDifference(sh, sb, rank.k));
  const upper = ratioOfPair(base, head, lb, sh, order, kthPairwiseDifference(sh, sb, total + 1 - rank.k));
  return { ...common, lower, upper };
}
function thresholdShiftedU(base, head, t, direction) {
  const sorted = sortedCopy(head);
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
  return { ...iv, lower: s.at(iv.lo), upper: s.at(iv.hi) };
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
function ascendingOrder(p) {
  return Array.from({ length: p.length }, (_, i) => i).sort((a, b) => p[a] - p[b] || a - b);
}
function stepUp(p, factor) {
  checkPValues(p);
  const m = p.length;
  const order = ascendingOrder(p);
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
function ksTwoSample(x, y, options = {}) {
  if (x.length === 0 || y.length === 0) throw new RangeError("ksTwoSample: empty sample");
  const xs = Float64Array.from(x).sort();
  const ys = Float64Array.from(y).sort();
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
function withoutTukeyOutliers(sorted) {
  const q1 = quantileType7(sorted, 0.25);
  const q3 = quantileType7(sorted, 0.75);
  const iqr = q3 - q1;
  return sorted.filter((v) => v >= q1 - 1.5 * iqr && v <= q3 + 1.5 * iqr);
}
function mValueAtBinSize(sorted, binSize) {
  const min = sorted[0];
  const bins = Math.floor((sorted[sorted.length - 1] - min) / binSize) + 1;
  const counts = new Float64Array(bins + 2);
  for (const v of sorted) counts[1 + Math.min(bins - 1, Math.floor((v - min) / binSize))]++;
  let sum = 0;
  let max2 = 0;
  for (let i = 1; i < counts.length; i++) {
    sum += Math.abs(counts[i] - counts[i - 1]);
    max2 = Math.max(max2, counts[i]);
  }
  return sum / max2;
}
function mValue(values) {
  const cleaned = withoutTukeyOutliers(Float64Array.from(values).sort());
  const n = cleaned.length;
  if (n < 2 || cleaned[0] === cleaned[n - 1]) return 2;
  const mean = cleaned.reduce((s, v) => s + v, 0) / n;
  const sd = Math.sqrt(cleaned.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1));
  const range = cleaned[n - 1] - cleaned[0];
  let binSize = 3.5 * sd / Math.cbrt(n);
  let m = 0;
  for (; ; ) {
    m = Math.max(m, mValueAtBinSize(cleaned, binSize));
    if (binSize > range) return m;
    binSize *= 2;
  }
}

// src/stats/select.ts
function selectInPlace(a, k, left = 0, right = a.length - 1) {
  while (right > left) {
    if (right - left > 600) {
      const n = right - left + 1;
      const i2 = k - left + 1;
      const z = Math.log(n);
      const s = 0.5 * Math.exp(2 * z / 3);
      const sd = 0.5 * Math.sqrt(z * s * (n - s) / n) * (i2 - n / 2 < 0 ? -1 : 1);
      const newLeft = Math.max(left, Math.floor(k - i2 * s / n + sd));
      const newRight = Math.min(right, Math.floor(k + (n - i2) * s / n + sd));
      selectInPlace(a, k, newLeft, newRight);
    }
    const t = a[k];
    let i = left;
    let j = right;
    swap(a, left, k);
    if (a[right] > t) swap(a, left, right);
    while (i < j) {
      swap(a, i, j);
      i++;
      j--;
      while (a[i] < t) i++;
      while (a[j] > t) j--;
    }
    if (a[left] === t) swap(a, left, j);
    else {
      j++;
      swap(a, j, right);
    }
    if (j <= k) left = j + 1;
    if (k <= j) right = j - 1;
  }
}
function swap(a, i, j) {
  const t = a[i];
  a[i] = a[j];
  a[j] = t;
}
function selectRanks(a, ranks) {
  const order = ranks.map((r, i) => [r, i]).sort((x, y) => x[0] - y[0]);
  const out = new Array(ranks.length);
  let left = 0;
  for (const [r, i] of order) {
    if (r >= left) {
      selectInPlace(a, r, left, a.length - 1);
      left = r;
    }
    out[i] = a[r];
  }
  return out;
}
function quantilesType7BySelection(scratch2, ps) {
  const ranks = ps.map((p) => type7Ranks(scratch2.length, p));
  const values = selectRanks(scratch2, ranks.flatMap((r) => [r.below, r.above]));
  return ranks.map((r, i) => lerpType7(values[2 * i], values[2 * i + 1], r.t));
}

// src/compare/diagnostics.ts
function pooledSketch(runs2) {
  const parts = runs2.map((r) => r.sketch).filter((s) => s !== void 0);
  return parts.length === 0 ? null : concat(parts);
}
function centralValues(runs2) {
  for (const metric of ["p50", "mean"]) {
    const values = runs2.map((r) => r.metrics[metric]).filter((m) => m?.estimable && m.value !== null).map((m) => m.value);
    if (values.length === runs2.length && values.length > 0) return { metric, values };
  }
  return { metric: "p50", values: [] };
}
function medianOf2(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
function runVariance(runs2) {
  if (runs2.length < 3) return null;
  const metric = "p50";
  const logs = runs2.map((r) => r.metrics[metric]?.value).filter((v) => typeof v === "number" && v > 0).map(Math.log);
  if (logs.length < 3 || runs2.some((r) => !r.medianInterval)) return null;
  const med = medianOf2(logs);
  const between = 1.4826 * medianOf2(logs.map((x) => Math.abs(x - med)));
  const z = 1.959963984540054;
  const within = medianOf2(runs2.map(({ medianInterval: iv }) => iv.lo > 0 ? Math.log(iv.hi / iv.lo) / (2 * z) : NaN));
  if (!Number.isFinite(within) || within <= 0 || !Number.isFinite(between)) return null;
  return { metric, ratio: between / within };
}
var PERMUTATIONS = 199;
function seeded(seed) {
  let t = seed >>> 0;
  return () => {
    t = t + 1831565813 >>> 0;
    let r = Math.imul(t ^ t >>> 15, 1 | t);
    r ^= r + Math.imul(r ^ r >>> 7, 61 | r);
    return ((r ^ r >>> 14) >>> 0) / 4294967296;
  };
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
function runLevelShapeP(base, head, observed) {
  const sketches = [...base, ...head].map((r) => r.sketch);
  if (sketches.some((s) => s === void 0)) return 1;
  const runs2 = sketches;
  const random = seeded(24301 + runs2.length);
  const order = runs2.map((_, i) => i);
  let atLeast = 0;
  for (let k = 0; k < PERMUTATIONS; k++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const a = concat(order.slice(0, base.length).map((i) => runs2[i]));
    const b = concat(order.slice(base.length).map((i) => runs2[i]));
    if (ksTwoSample(a, b, { method: "asymp" }).d >= observed - 1e-12) atLeast++;
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
    const change3 = (medianOf2(b.values) / medianOf2(a.values) - 1) * 100;
    benchstat = mannWhitneyP > alpha ? "~" : `${change3 >= 0 ? "+" : ""}${change3.toFixed(2)}%`;
  }
  const sa = sketches ? sketches.base ?? null : pooledSketch(base);
  const sb = sketches ? sketches.head ?? null : pooledSketch(head);
  let shapeChanged = null;
  let multimodal = null;
  if (sa && sb) {
    const ks = ksTwoSample(sa, sb, { method: "asymp" });
    if (ks.p < 1e-3 && ks.d >= 0.1) {
      const p = sketches || base.length < 3 || head.length < 3 ? ks.p : runLevelShapeP(base, head, ks.d);
      if (p < 0.01) shapeChanged = { d: ks.d, p };
    }
    const ma = mValue(sa.map(Math.log));
    const mb = mValue(sb.map(Math.log));
    if (ma > 3.2 || mb > 3.2) multimodal = { base: ma > 3.2 ? ma : null, head: mb > 3.2 ? mb : null };
  }
  const va = runVariance(base);
  const vb = runVariance(head);
  const worst = [va, vb].filter((v) => v !== null).sort((x, y) => y.ratio - x.ratio)[0] ?? null;
  return { mannWhitneyP, benchstat, shapeChanged, multimodal, runVariance: worst && worst.ratio > 3 ? worst : null };
}

// src/compare/metric-compare.ts
function median(xs) {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
function asCost(ratio, lo, hi, lowerIsBetter) {
  return lowerIsBetter ? [ratio, lo, hi] : [1 / ratio, hi === 0 ? Infinity : 1 / hi, lo === 0 ? Infinity : 1 / lo];
}
function runsNeeded(ratio, lo, hi, t, lowerIsBetter, n) {
  const [c, cLo, cHi] = asCost(ratio, lo, hi, lowerIsBetter).map(Math.log);
  const band = Math.log(1 + t);
  let factor;
  if (c > band) factor = (c - cLo) / (c - band);
  else if (c < -band) factor = (cHi - c) / (-band - c);
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
var PRINTED_IN_STEPS = /* @__PURE__ */ new Set([...QUANTILES.map((q) => q.id), "min", "max"]);
function printResolutionOf(metric, runs2) {
  return PRINTED_IN_STEPS.has(metric) ? Math.max(0, ...runs2.map((r) => r.printResolution ?? 0)) : 0;
}
function censorAtResolution(values, resolution) {
  return resolution > 0 ? values.map((v) => v <= resolution ? resolution : v) : [...values];
}
function applyPrintResolution(out, resolution) {
  const censored = { base: out.values.base.filter((v) => v === resolution).length, head: out.values.head.filter((v) => v === resolution).length };
  out.printResolution = { resolution, censored };
  if (out.base === null || out.head === null) return;
  const relative6 = resolution / Math.min(out.base, out.head);
  const raised = relative6 > out.threshold;
  if (raised) out.threshold = relative6;
  const runs2 = censored.base + censored.head;
  if (raised || runs2 > 0) out.notes.push(message("compare.resolution-raised", { resolution, threshold: out.threshold, raised, censored: runs2 }));
}
function thresholdOf(metric, settings, resolution = 0) {
  return Math.max(settings.thresholds[metric], settings.noiseFloor[metric] ?? 0, 2 * resolution);
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
function compareMetric(input) {
  const { metric, settings } = input;
  const resolution = Math.max(0, ...[...input.base, ...input.head].map((r) => r.resolution ?? 0));
  const t = thresholdOf(metric, settings, resolution);
  const pick = (rs) => rs.map((r) => r.metrics[metric]).filter((m) => m !== void 0);
  const [bm, hm] = [pick(input.base), pick(input.head)];
  const printResolution = printResolutionOf(metric, [...input.base, ...input.head]);
  const a = censorAtResolution(bm.filter((m) => m.estimable && m.value !== null).map((m) => m.value), printResolution);
  const b = censorAtResolution(hm.filter((m) => m.estimable && m.value !== null).map((m) => m.value), printResolution);
  const out = emptyComparison(metric, input.lowerIsBetter, t, a, b);
  if (t > thresholdOf(metric, settings)) out.notes.push(message("compare.threshold-raised", { threshold: t }));
  const missing = [...bm, ...hm].find((m) => !m.estimable);
  if (missing || a.length === 0 || b.length === 0) {
    out.notEstimable = missing?.notEstimable ?? { reason: "no-value" };
    out.notes.push(message("compare.not-estimable", { ...out.notEstimable }));
    return out;
  }
  if (printResolution > 0) applyPrintResolution(out, printResolution);
  const quantile = QUANTILES.find((q) => q.id === metric);
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
    out.notes.push(message("compare.one-run-no-interval", { needs: minRunsPerSide(settings.alpha) }));
    return out;
  }
  return acrossRuns(input, a, b, out.threshold, out);
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
  const quantile = QUANTILES.find((q) => q.id === metric);
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
    out.notes.push(message("compare.too-few-runs", { base: a.length, head: b.length, alpha, needs: minSamplesFor(quantile.p, Math.sqrt(1 - alpha)) }));
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
    const quantile = QUANTILES.find((q) => q.id === m.metric);
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

// src/compare/run-metrics.ts
var SKETCH_POINTS = 1e3;
var NEEDS = new Map(QUANTILES.map(({ p }) => [p, minSamplesFor(p)]));
var tooFew = (samples, metric, p) => ({
  value: null,
  estimable: false,
  wellResolved: false,
  notEstimable: { reason: "too-few-samples", samples, metric, needs: NEEDS.get(p) ?? minSamplesFor(p) }
});
function quantileMetrics(n, valueAt) {
  const out = {};
  for (const { id, p } of QUANTILES) {
    if (!isEstimable(n, p)) {
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
function lazyOrder(values) {
  let sorted;
  return {
    n: values.length,
    at: (k) => (sorted ??= orderStatisticsOfSorted(Float64Array.from(values).sort())).at(k)
  };
}
function medianIntervalOf(n, at2) {
  const iv = orderStatisticInterval(n, 0.5, 0.95);
  if (iv.lo < 1 || iv.hi > n) return void 0;
  const [lo, hi] = at2([iv.lo - 1, iv.hi - 1]);
  return { lo, hi };
}
var SUBSAMPLE = 2e4;
function perOp(values) {
  const n = values.length;
  let sum = 0;
  let min = Infinity;
  let max2 = -Infinity;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    sum += v;
    if (v < min) min = v;
    if (v > max2) max2 = v;
  }
  const scratch2 = Float64Array.from(values);
  const qs = quantilesType7BySelection(scratch2, QUANTILES.map((q) => q.p));
  const metrics = quantileMetrics(n, (p) => qs[QUANTILES.findIndex((q) => q.p === p)]);
  metrics.min = plain(min);
  metrics.max = plain(max2);
  metrics.mean = plain(sum / n);
  const stride = Math.max(1, Math.floor(n / SUBSAMPLE));
  const sub = new Float64Array(Math.ceil(n / stride));
  for (let i = 0, j = 0; i < n; i += stride) sub[j++] = values[i];
  sub.sort();
  return {
    n,
    metrics,
    order: lazyOrder(values),
    sketch: sketchOf(orderStatisticsOfSorted(sub), qs[0]),
    medianInterval: medianIntervalOf(n, (ranks) => selectRanks(scratch2, ranks))
  };
}
function histogram(h) {
  const n = h.total;
  const metrics = quantileMetrics(n, (p) => histogramValueAtPercentile(h, p * 100));
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
function printed(points, count3, extra) {
  const metrics = {};
  for (const { id, p } of QUANTILES) {
    const point = points.find((pt) => Math.abs(pt.p - p) < 1e-9);
    if (!point) {
      metrics[id] = { value: null, estimable: false, wellResolved: false, notEstimable: { reason: "percentile-not-printed" } };
    } else if (count3 !== void 0 && !isEstimable(count3, p)) {
      metrics[id] = tooFew(count3, id, p);
    } else {
      metrics[id] = {
        value: point.value,
        estimable: true,
        wellResolved: count3 !== void 0 && isWellResolved(count3, p),
        ...count3 === void 0 ? { countUnknown: true } : {}
      };
    }
  }
  metrics.min = plain(extra.min ?? points.find((pt) => pt.p === 0)?.value);
  metrics.max = plain(extra.max ?? points.find((pt) => pt.p === 1)?.value);
  metrics.mean = plain(extra.mean);
  return { n: count3, metrics };
}
function withPrintResolution(m, printResolution) {
  if (printResolution !== void 0 && printResolution > 0 && Number.isFinite(printResolution)) m.printResolution = printResolution;
  return m;
}
function runMetrics(data2) {
  switch (data2.kind) {
    case "per-op":
      return withPrintResolution(perOp(data2.values), data2.printResolution);
    case "histogram":
      return histogram(data2.histogram);
    case "percentiles":
      return withPrintResolution(printed(data2.points, data2.count, data2), data2.printResolution);
    case "per-run":
      return { n: data2.iterations, metrics: { mean: plain(data2.value) } };
    case "summary":
      return { n: data2.n, metrics: { mean: plain(data2.mean) } };
  }
}

// src/compare/compare-suite.ts
var TAIL_KINDS = ["per-op", "histogram", "percentiles"];
function metricsFor(kind) {
  return TAIL_KINDS.includes(kind) ? [...METRIC_IDS] : ["mean"];
}
function runsAreOperations(b) {
  const runs2 = [...b.runs.base, ...b.runs.head];
  return runs2.length > 0 && runs2.every((r) => r.data.kind === "per-run" && r.data.iterations === 1);
}
function compareOperations(b, settings) {
  const valuesOf2 = (side) => b.runs[side].map((r) => r.data.kind === "per-run" ? r.data.value : NaN);
  const values = { base: valuesOf2("base"), head: valuesOf2("head") };
  const pooled = (vs) => vs.length > 0 ? runMetrics({ kind: "per-op", values: Float64Array.from(vs) }) : void 0;
  const [pb, ph] = [pooled(values.base), pooled(values.head)];
  const asP50 = (vs) => vs.map((value) => ({ n: 1, metrics: { p50: { value, estimable: true, wellResolved: true } } }));
  const metrics = {};
  for (const metric of METRIC_IDS) {
    metrics[metric] = metric === "p50" ? compareMetric({ metric, base: asP50(values.base), head: asP50(values.head), lowerIsBetter: b.lowerIsBetter, settings }) : comparePooled({ metric, base: pb, head: ph, values, lowerIsBetter: b.lowerIsBetter, settings });
  }
  const base = b.runs.base.map((r) => runMetrics(r.data));
  const head = b.runs.head.map((r) => runMetrics(r.data));
  const present = [pb, ph].filter((r) => r !== void 0);
  return {
    benchmark: b,
    samples: { base: values.base.length, head: values.head.length },
    metrics,
    diagnostics: diagnose(base, head, settings.alpha, { base: pb?.sketch, head: ph?.sketch }),
    distribution: "per-op",
    smallestRun: { base: pb?.n, head: ph?.n },
    p999WellResolved: present.length > 0 && present.every((r) => r.metrics["p99.9"]?.wellResolved === true)
  };
}
function settingsFor(name, settings) {
  const own = settings.noiseFloors && Object.hasOwn(settings.noiseFloors, name) ? settings.noiseFloors[name] : void 0;
  if (!own) return settings;
  const noiseFloor = { ...settings.noiseFloor };
  for (const [metric, floor] of Object.entries(own)) noiseFloor[metric] = Math.max(noiseFloor[metric] ?? 0, floor);
  return { ...settings, noiseFloor };
}
function compareBenchmark(b, suiteSettings) {
  const settings = settingsFor(b.name, suiteSettings);
  if (runsAreOperations(b)) return compareOperations(b, settings);
  const base = b.runs.base.map((r) => runMetrics(r.data));
  const head = b.runs.head.map((r) => runMetrics(r.data));
  const all = [...base, ...head];
  const metrics = {};
  for (const metric of metricsFor(b.sampleKind)) metrics[metric] = compareMetric({ metric, base, head, lowerIsBetter: b.lowerIsBetter, settings });
  const count3 = (rs) => rs.reduce((s, r) => s + (r.n ?? 0), 0);
  const smallest = (rs) => rs.length && rs.every((r) => r.n !== void 0) ? Math.min(...rs.map((r) => r.n)) : void 0;
  return {
    benchmark: b,
    samples: { base: count3(base), head: count3(head) },
    metrics,
    diagnostics: diagnose(base, head, settings.alpha),
    distribution: TAIL_KINDS.includes(b.sampleKind) ? "per-op" : "per-run",
    smallestRun: { base: smallest(base), head: smallest(head) },
    p999WellResolved: all.length > 0 && all.every((r) => r.metrics["p99.9"]?.wellResolved === true)
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

// src/read/machine-parse.ts
function blocks(text2) {
  return text2.split(/\n\s*\n/).map((block) => {
    const m = /* @__PURE__ */ new Map();
    for (const line of block.split("\n")) {
      const i = line.indexOf(":");
      if (i > 0) m.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
    }
    return m;
  }).filter((m) => m.has("processor"));
}
function parseCpuinfo(text2) {
  const cpus2 = blocks(text2);
  const model = cpus2.map((c) => c.get("model name") ?? c.get("cpu model") ?? c.get("cpu")).find((v) => v && v.length > 0);
  const sockets = new Set(cpus2.map((c) => c.get("physical id")).filter((v) => v !== void 0));
  const cores = new Set(cpus2.filter((c) => c.has("physical id") && c.has("core id")).map((c) => `${c.get("physical id")}/${c.get("core id")}`));
  const ghz2 = model ? /@\s*([\d.]+)\s*GHz/i.exec(model) : null;
  const flags = cpus2[0]?.get("flags") ?? cpus2[0]?.get("features") ?? "";
  return {
    model,
    logical: cpus2.length,
    sockets: sockets.size > 0 ? sockets.size : void 0,
    physicalCores: cores.size > 0 ? cores.size : void 0,
    nominalMHz: ghz2 ? Math.round(Number(ghz2[1]) * 1e3) : void 0,
    hypervisorFlag: /\bhypervisor\b/.test(flags)
  };
}
function parseLscpu(text2) {
  const out = /* @__PURE__ */ new Map();
  for (const line of text2.split("\n")) {
    const i = line.indexOf(":");
    if (i > 0) {
      const key = line.slice(0, i).trim();
      if (!out.has(key)) out.set(key, line.slice(i + 1).trim());
    }
  }
  return out;
}
function lscpuFacts(lscpu) {
  const m = {};
  const model = lscpu.get("Model name")?.replace(/\s+/g, " ").trim();
  if (model && model !== "-") m.cpuModel = model;
  const sockets = positiveNumber(lscpu.get("Socket(s)"));
  if (sockets !== void 0 && Number.isInteger(sockets)) m.sockets = sockets;
  const perSocket = positiveNumber(lscpu.get("Core(s) per socket"));
  if (perSocket !== void 0 && Number.isInteger(perSocket)) m.physicalCores = perSocket * (m.sockets ?? 1);
  const logical = positiveNumber(lscpu.get("CPU(s)"));
  if (logical !== void 0 && Number.isInteger(logical)) m.logicalCpus = logical;
  const threads = positiveNumber(lscpu.get("Thread(s) per core"));
  if (threads !== void 0) m.smt = threads > 1;
  const maxMHz = positiveNumber(lscpu.get("CPU max MHz"));
  if (maxMHz !== void 0) m.maxMHz = Math.round(maxMHz);
  const arch2 = lscpu.get("Architecture");
  if (arch2) m.arch = arch2;
  const vendor = lscpu.get("Hypervisor vendor");
  if (vendor) m.virtualization = lscpu.get("Virtualization type") ? `${vendor} (${lscpu.get("Virtualization type")})` : vendor;
  const extra = {};
  for (const [key, name] of [["Vendor ID", "vendor"], ["L1d cache", "l1d"], ["L2 cache", "l2"], ["L3 cache", "l3"], ["NUMA node(s)", "numaNodes"]]) {
    const v = lscpu.get(key);
    if (v) extra[name] = v;
  }
  if (Object.keys(extra).length) m.extra = extra;
  return m;
}
function positiveNumber(text2) {
  if (text2 === void 0) return void 0;
  const v = Number.parseFloat(text2.trim().replace(/,/g, "."));
  return Number.isFinite(v) && v > 0 ? v : void 0;
}
function osReleaseName(text2) {
  const get = (k) => new RegExp(`^${k}=("?)(.*)\\1\\s*$`, "m").exec(text2)?.[2];
  return get("PRETTY_NAME") ?? ([get("NAME"), get("VERSION")].filter(Boolean).join(" ") || void 0);
}
function cpuQuota(cpuMax, v1Quota, v1Period) {
  const [q, p] = cpuMax !== void 0 ? cpuMax.trim().split(/\s+/) : [v1Quota?.trim(), v1Period?.trim()];
  const quota = Number(q);
  const period = Number(p);
  if (!q || q === "max" || !(quota > 0) || !(period > 0)) return void 0;
  return Math.round(quota / period * 100) / 100;
}
function containerFromCgroup(text2) {
  if (/kubepods/.test(text2)) return "kubernetes";
  if (/docker/.test(text2)) return "docker";
  if (/containerd|cri-o|crio/.test(text2)) return "containerd";
  if (/\/lxc\b|lxc\.payload/.test(text2)) return "lxc";
  return void 0;
}

// src/read/open.ts
import { close as closeCb, constants, createReadStream, open as openFd, readSync } from "node:fs";
import { open, readdir, readFile, realpath, stat } from "node:fs/promises";
import { Socket } from "node:net";
import { join, relative } from "node:path";
import { createGunzip, gunzipSync } from "node:zlib";
var HEAD_BYTES = 64 * 1024;
var MAX_ENTRIES = 5e3;
var GiB = 1024 ** 3;
var MiB = 1024 ** 2;
var DEFAULT_LIMITS = {
  maxFileBytes: 2 * GiB,
  maxGunzipBytes: 4 * GiB,
  maxTextBytes: 500 * MiB,
  maxPipeBytes: 500 * MiB
};
function formatBytes(n) {
  if (n >= GiB && n % GiB === 0) return `${n / GiB} GiB`;
  if (n >= MiB && n % MiB === 0) return `${n / MiB} MiB`;
  if (n >= GiB) return `${(n / GiB).toFixed(1)} GiB`;
  if (n >= MiB) return `${(n / MiB).toFixed(1)} MiB`;
  return `${n} bytes`;
}
function tooLarge(path, what, cap, hint) {
  return new InputError({ file: path }, `${what} more than ${formatBytes(cap)}, the limit for one input; ${hint}`);
}
async function listEntries(dir) {
  const out = [];
  const walk = async (d, depth) => {
    if (depth > 6 || out.length >= MAX_ENTRIES) return;
    const items = await readdir(d, { withFileTypes: true });
    items.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (const it of items) {
      if (out.length >= MAX_ENTRIES) return;
      const p = join(d, it.name);
      if (it.isDirectory()) await walk(p, depth + 1);
      else if (it.isFile()) out.push(relative(dir, p));
    }
  };
  await walk(dir, 0);
  return out;
}
function cannotRead(path, err) {
  const e = err;
  if (e.code === "ENOENT") return new InputError({ file: path }, "no such file or directory");
  if (e.code === "EACCES" || e.code === "EPERM") return new InputError({ file: path }, "permission denied; expected a readable file");
  return new InputError({ file: path }, `cannot read (${e.code ?? e.message ?? String(err)})`);
}
function specialKind(info) {
  if (info.isCharacterDevice()) return "a character device (such as /dev/zero, /dev/null or a terminal)";
  if (info.isBlockDevice()) return "a block device";
  if (info.isSocket()) return "a socket";
  return void 0;
}
async function openInput(path, limits2 = DEFAULT_LIMITS) {
  let info;
  try {
    info = await stat(path);
  } catch (err) {
    throw cannotRead(path, err);
  }
  if (info.isDirectory()) {
    const entries = await listEntries(path).catch((err) => {
      throw cannotRead(path, err);
    });
    return {
      path,
      isDirectory: true,
      head: "",
      entries,
      readText: () => Promise.reject(new InputError({ file: path }, "is a directory; expected a file")),
      chunks: () => {
        throw new InputError({ file: path }, "is a directory; expected a file");
      },
      readEntry: async (rel) => {
        const full = join(path, rel);
        const size = (await stat(full).catch((err) => {
          throw cannotRead(full, err);
        })).size;
        if (size > limits2.maxTextBytes) throw tooLarge(full, "is", limits2.maxTextBytes, "expected a benchmark result file");
        return readFile(full, "utf8");
      }
    };
  }
  if (info.isFIFO()) return openPipe(path, limits2);
  const special = specialKind(info);
  if (special) throw new InputError({ file: path }, `is ${special}; expected a regular file, a directory or a pipe`);
  if (info.size > limits2.maxFileBytes) {
    throw tooLarge(path, `is ${formatBytes(info.size)},`, limits2.maxFileBytes, "split the results into several files (each file is one run)");
  }
  let start2;
  try {
    const fh = await open(path, "r");
    try {
      const buf = Buffer.alloc(HEAD_BYTES);
      const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
      start2 = buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
  } catch (err) {
    throw cannotRead(path, err);
  }
  if (start2[0] === 31 && start2[1] === 139) return openGzip(path, limits2);
  return {
    path,
    isDirectory: false,
    head: start2.toString("utf8"),
    readText: async () => {
      const size = (await stat(path)).size;
      if (size > limits2.maxTextBytes) throw tooLarge(path, `is ${formatBytes(size)},`, limits2.maxTextBytes, "this format is read as a whole; split the results into several files");
      return readFile(path, "utf8");
    },
    chunks: () => cappedChunks(createReadStream(path, { highWaterMark: 1 << 20 }), path, limits2.maxFileBytes, "has grown to"),
    readEntry: () => Promise.reject(new InputError({ file: path }, "is a file; expected a directory"))
  };
}
async function* cappedChunks(source, path, cap, what) {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > cap) {
      source.destroy?.();
      throw tooLarge(path, what, cap, "split the results into several files");
    }
    yield chunk;
  }
}
async function* gunzipChunks(path, cap) {
  const z = createReadStream(path, { highWaterMark: 1 << 20 }).pipe(createGunzip());
  let total = 0;
  try {
    for await (const chunk of z) {
      total += chunk.length;
      if (total > cap) throw tooLarge(path, "decompresses to", cap, "split the results into several files");
      yield chunk;
    }
  } catch (err) {
    if (isUserError(err)) throw err;
    throw new InputError({ file: path }, `the gzip data is corrupt or truncated (${err.message}); expected a complete .gz file`);
  } finally {
    z.destroy();
  }
}
async function openGzip(path, limits2) {
  const parts = [];
  let size = 0;
  for await (const chunk of gunzipChunks(path, limits2.maxGunzipBytes)) {
    parts.push(chunk);
    size += chunk.length;
    if (size >= HEAD_BYTES) break;
  }
  const head = Buffer.concat(parts).subarray(0, HEAD_BYTES).toString("utf8");
  return {
    path,
    isDirectory: false,
    head,
    readText: async () => {
      const chunks = [];
      for await (const c of gunzipChunks(path, Math.min(limits2.maxGunzipBytes, limits2.maxTextBytes))) chunks.push(c);
      return Buffer.concat(chunks).toString("utf8");
    },
    chunks: () => gunzipChunks(path, limits2.maxGunzipBytes),
    readEntry: () => Promise.reject(new InputError({ file: path }, "is a file; expected a directory"))
  };
}
async function readPipe(path, cap, named) {
  const fd = await new Promise((resolve8, reject) => openFd(path, constants.O_RDONLY | constants.O_NONBLOCK, (err, fd2) => err ? reject(cannotRead(path, err)) : resolve8(fd2)));
  const parts = [];
  let total = 0;
  const add = (b) => {
    total += b.length;
    if (total > cap) throw tooLarge(path, "delivered", cap, "write the results to a file instead");
    parts.push(b);
  };
  let waiting = false;
  try {
    for (let polls = 0; ; ) {
      const buf = Buffer.allocUnsafe(HEAD_BYTES);
      let n;
      try {
        n = readSync(fd, buf, 0, buf.length, null);
      } catch (err) {
        if (err.code !== "EAGAIN") throw cannotRead(path, err);
        waiting = true;
        break;
      }
      if (n > 0) add(buf.subarray(0, n));
      else if (total === 0 && named && polls++ < PIPE_GRACE_POLLS) await new Promise((r) => setTimeout(r, PIPE_GRACE_MS));
      else break;
    }
  } catch (err) {
    await closeFd(fd);
    throw err;
  }
  if (!waiting) {
    await closeFd(fd);
    return Buffer.concat(parts);
  }
  const socket = new Socket({ fd, readable: true, writable: false });
  try {
    for await (const chunk of socket) add(chunk);
  } finally {
    socket.destroy();
  }
  return Buffer.concat(parts);
}
var PIPE_GRACE_POLLS = 20;
var PIPE_GRACE_MS = 50;
function closeFd(fd) {
  return new Promise((resolve8) => closeCb(fd, () => resolve8()));
}
async function openPipe(path, limits2) {
  const named = await realpath(path).then(
    () => true,
    () => false
    // `/dev/fd/N` of an anonymous pipe resolves to "pipe:[…]", which is no path
  );
  let data2 = await readPipe(path, limits2.maxPipeBytes, named);
  if (data2.length === 0) {
    throw new InputError({ file: path }, named ? "is a named pipe (FIFO) that nothing is writing to (or it delivered no data); expected a regular file, or a pipe with benchmark output" : "is a pipe that delivered no data; expected benchmark output (did the command before it fail?)");
  }
  if (data2[0] === 31 && data2[1] === 139) {
    try {
      data2 = gunzipSync(data2, { maxOutputLength: Math.min(limits2.maxGunzipBytes, limits2.maxPipeBytes) });
    } catch (err) {
      if (err.code === "ERR_BUFFER_TOO_LARGE") throw tooLarge(path, "decompresses to", Math.min(limits2.maxGunzipBytes, limits2.maxPipeBytes), "write the results to a file instead");
      throw new InputError({ file: path }, `the gzip data is corrupt or truncated (${err.message}); expected a complete .gz stream`);
    }
  }
  const bytes = data2;
  return {
    path,
    isDirectory: false,
    head: bytes.subarray(0, HEAD_BYTES).toString("utf8"),
    readText: async () => {
      if (bytes.length > limits2.maxTextBytes) throw tooLarge(path, "delivered", limits2.maxTextBytes, "this format is read as a whole; write the results to a file instead");
      return bytes.toString("utf8");
    },
    chunks: async function* () {
      for (let i = 0; i < bytes.length; i += 1 << 20) yield bytes.subarray(i, i + (1 << 20));
    },
    readEntry: () => Promise.reject(new InputError({ file: path }, "is a pipe; expected a directory"))
  };
}

// src/read/machine-file.ts
var EXPECTED2 = "the machine.json that bench-review run writes, a bench-review report.json, `lscpu -J` output, `LC_ALL=C lscpu` output or /proc/cpuinfo";
var STRING_FIELDS = ["cpuModel", "governor", "kernel", "os", "arch", "virtualization", "container", "runnerName", "host", "runnerOs", "runnerArch"];
var COUNT_FIELDS = ["sockets", "physicalCores", "logicalCpus"];
var NUMBER_FIELDS = ["baseMHz", "maxMHz", "memoryBytes"];
var BOOLEAN_FIELDS = ["smt", "turbo"];
var LOAD_FIELDS = ["loadBefore", "loadAfter"];
var KNOWN2 = /* @__PURE__ */ new Set([...STRING_FIELDS, ...COUNT_FIELDS, ...NUMBER_FIELDS, ...BOOLEAN_FIELDS, ...LOAD_FIELDS, "extra", "source"]);
function machineFromJson(doc, at2) {
  if (!Object.keys(doc).some((k) => KNOWN2.has(k))) {
    at2.fail(`machine facts such as "cpuModel", "physicalCores" and "logicalCpus" (${EXPECTED2})`, doc);
  }
  const m = {};
  const given = (k) => doc[k] !== void 0 && doc[k] !== null;
  for (const k of STRING_FIELDS) if (given(k)) m[k] = at2.at(k).string(doc[k]);
  for (const k of COUNT_FIELDS) {
    if (!given(k)) continue;
    const v = doc[k];
    m[k] = typeof v === "number" && Number.isInteger(v) && v > 0 ? v : at2.at(k).fail("a whole number above 0", v);
  }
  for (const k of NUMBER_FIELDS) {
    if (!given(k)) continue;
    const v = doc[k];
    m[k] = typeof v === "number" && Number.isFinite(v) && v > 0 ? v : at2.at(k).fail("a number above 0", v);
  }
  for (const k of BOOLEAN_FIELDS) {
    if (!given(k)) continue;
    const v = doc[k];
    m[k] = typeof v === "boolean" ? v : at2.at(k).fail("true or false", v);
  }
  for (const k of LOAD_FIELDS) {
    if (!given(k)) continue;
    const list2 = at2.at(k).array(doc[k]);
    m[k] = list2.map((v, i) => typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : at2.at(k).at(i).fail("a load average (a number \u2265 0)", v));
  }
  if (given("extra")) {
    const extra = at2.at("extra").object(doc.extra);
    const out = {};
    for (const [k, v] of Object.entries(extra)) out[k] = at2.at("extra").at(k).string(v);
    if (Object.keys(out).length) m.extra = out;
  }
  return m;
}
function lscpuJsonMap(list2, at2, out = /* @__PURE__ */ new Map()) {
  list2.forEach((raw, i) => {
    const e = at2.at(i).object(raw);
    const key = at2.at(i).at("field").string(e.field).trim().replace(/:$/, "").trim();
    if (typeof e.data === "string" && !out.has(key)) out.set(key, e.data.trim());
    if (Array.isArray(e.children)) lscpuJsonMap(e.children, at2.at(i).at("children"), out);
  });
  return out;
}
function fromLscpu(map, file) {
  const m = lscpuFacts(map);
  if (m.cpuModel === void 0 && m.logicalCpus === void 0 && m.physicalCores === void 0) {
    throw new InputError(
      { file },
      'lscpu output without "Model name", "CPU(s)" or "Core(s) per socket"; expected the output of `LC_ALL=C lscpu` (other languages name the fields differently)'
    );
  }
  return m;
}
function fromJson(doc, side, file) {
  const root = new JsonPath(file);
  if (!isObject(doc)) return root.fail(EXPECTED2, doc);
  if (Array.isArray(doc.lscpu)) return fromLscpu(lscpuJsonMap(doc.lscpu, root.at("lscpu")), file);
  if (doc.schemaVersion !== void 0 && isObject(doc.machine)) {
    const at2 = root.at("machine").at(side);
    const m = doc.machine[side];
    if (m === null || m === void 0) {
      throw new InputError({ file, pointer: at2.pointer }, `this bench-review report has no machine facts for ${side}; expected a report whose ${side} side carries them, or another machine-fact file`);
    }
    return machineFromJson(at2.object(m), at2);
  }
  return machineFromJson(doc, root);
}
function fromText(text2, file) {
  if (/^processor\s*:/m.test(text2)) {
    const info = parseCpuinfo(text2);
    const m = {};
    if (info.model) m.cpuModel = info.model.replace(/\s+/g, " ").trim();
    if (info.sockets !== void 0) m.sockets = info.sockets;
    if (info.physicalCores !== void 0) m.physicalCores = info.physicalCores;
    if (info.logical > 0) m.logicalCpus = info.logical;
    if (m.physicalCores !== void 0 && m.logicalCpus !== void 0) m.smt = m.logicalCpus > m.physicalCores;
    if (info.nominalMHz !== void 0) m.baseMHz = info.nominalMHz;
    return m;
  }
  const map = parseLscpu(text2);
  if (map.has("Architecture") || map.has("CPU(s)") || map.has("Model name")) return fromLscpu(map, file);
  const first = text2.split("\n").findIndex((l) => l.trim() !== "");
  throw new InputError({ file, line: first + 1 }, `not a machine-fact file; expected ${EXPECTED2}`);
}
async function readMachineFile(path, side) {
  const input = await openInput(path);
  if (input.isDirectory) throw new InputError({ file: path }, `is a directory; expected ${EXPECTED2}`);
  const text2 = stripBom(await input.readText());
  if (text2.trim() === "") throw new InputError({ file: path }, `the file is empty; expected ${EXPECTED2}`);
  const m = /^\s*[{[]/.test(text2) ? fromJson(parseJson(text2, path), side, path) : fromText(text2, path);
  return { ...m, source: "file" };
}

// src/read/detect.ts
function scoreReaders(input, readers) {
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
function bestOf(scores) {
  let best;
  for (const s of scores) if (s.score > (best?.score ?? 0)) best = s;
  return best;
}
function unknownFormat(input, readers, hint) {
  const tried = readers.map((r) => r.id).join(", ");
  return new InputError({ file: input.path }, `unknown format. Tried, in order: ${tried}.${hint} Run "bench-review formats" for what each expects.`);
}
function noReader(input, readers, best) {
  if (input.isDirectory || input.head.trim() === "") {
    return new InputError({ file: input.path }, input.isDirectory ? "no known benchmark output in this directory" : "the file is empty; expected benchmark output");
  }
  const hint = best ? ` It looks closest to "${best.reader.id}"; if that is right, pass --format ${best.reader.id} to see what does not match.` : "";
  return unknownFormat(input, readers, hint);
}
function where(pos) {
  if (pos.line !== void 0) return `line ${pos.line}${pos.column !== void 0 ? `, column ${pos.column}` : ""}`;
  if (pos.pointer !== void 0) return pos.pointer;
  return "the start";
}
var DIAGNOSIS_BYTES = 1024 * 1024;
async function boundedView(input) {
  const parts = [];
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
  const view = {
    path: input.path,
    isDirectory: false,
    head: input.head,
    readText: async () => bytes.toString("utf8"),
    chunks: async function* () {
      yield bytes;
    },
    readEntry: (rel) => input.readEntry(rel)
  };
  return { view, complete };
}
function progress(pos) {
  if (pos.column !== void 0) return 0;
  if (pos.line !== void 0) return pos.line;
  if (pos.pointer !== void 0) return pos.pointer === "/" ? 1 : pos.pointer.split("/").length;
  return 0;
}
async function detectOrExplain(input) {
  const best = bestOf(scoreReaders(input, READERS));
  if (best && best.score >= 0.5) return best.reader;
  if (input.isDirectory || input.head.trim() === "") throw noReader(input, READERS, best);
  const { view, complete } = await boundedView(input).catch(() => ({ view: input, complete: false }));
  const text2 = await view.readText();
  const body = stripBom(text2);
  const lead = body.trimStart()[0];
  const jsonLike = lead === "{" || lead === "[";
  if (jsonLike) {
    const problem = locateJsonError(body);
    if (problem && !problem.trailing && (complete || !problem.truncated)) {
      const e = jsonSyntaxError(body, input.path);
      throw new InputError(e.position, `looks like JSON, but ${problem.truncated ? "the JSON ends early (truncated file?)" : `the JSON is invalid (${problem.message})`}, so no JSON format can read it`);
    }
    if (!complete) throw unknownFormat(input, READERS, "");
  }
  const lines = body.split("\n").length;
  let closest;
  for (const reader of READERS) {
    if (reader.reads === "directory") continue;
    let found2 = 0;
    let error;
    try {
      found2 = (await reader.parse(view)).measurements.length;
    } catch (err) {
      if (err instanceof InputError) error = err;
    }
    if (found2 > 0) throw unknownFormat(input, READERS, ` It reads as "${reader.id}", but not certainly enough to choose it; if that is right, pass --format ${reader.id}.`);
    const at2 = error ? progress(error.position) : 0;
    if (error && at2 >= 2 && !(error.position.line !== void 0 && at2 >= lines) && at2 > (closest?.at ?? 0)) closest = { reader, error, at: at2 };
  }
  if (!closest?.error) throw unknownFormat(input, READERS, " None of them recognised any part of it.");
  const id = closest.reader.id;
  throw unknownFormat(input, READERS, ` It looks closest to "${id}", which stops at ${where(closest.error.position)}: ${closest.error.detail}. If it is ${id} output, pass --format ${id}.`);
}
function editDistance(a, b) {
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
function nearestId(id) {
  const scored = READERS.map((r) => [r.id, editDistance(id.toLowerCase(), r.id)]).sort((x, y) => x[1] - y[1]);
  return scored[0] && scored[0][1] <= Math.max(2, Math.floor(id.length / 3)) ? scored[0][0] : void 0;
}

// src/read/read.ts
async function readResults(path, format, limits2 = DEFAULT_LIMITS) {
  let reader;
  if (format !== void 0 && format !== "" && format !== "auto") {
    reader = findReader(format);
    if (!reader) {
      const near = nearestId(format);
      throw new UsageError(`unknown format "${format}"${near ? ` (did you mean ${near}?)` : ""}; expected one of: auto, ${READERS.map((r) => r.id).join(", ")}`);
    }
  }
  const input = await openInput(path, limits2);
  reader ??= await detectOrExplain(input);
  try {
    const result = await reader.parse(input);
    if (result.measurements.length === 0) {
      throw new InputError({ file: path }, `no benchmark results found; expected ${reader.title}`);
    }
    return result;
  } catch (err) {
    if (isUserError(err)) throw err;
    const message2 = err instanceof Error ? err.message : String(err);
    throw new InputError({ file: path }, `could not be read as ${reader.id}: ${message2}`);
  }
}

// src/model/build.ts
var KIND_ORDER = ["summary", "per-run", "percentiles", "histogram", "per-op"];
function weakest(a, b) {
  return KIND_ORDER.indexOf(a) <= KIND_ORDER.indexOf(b) ? a : b;
}
function benchmarkKey(name, unit, measure2) {
  return `${name}\0${unit}\0${measure2 ?? defaultMeasure(unit)}`;
}
function defaultMeasure(unit) {
  return unit === "ns" ? "time" : unit;
}
function assignDisplayNames(benchmarks) {
  const count3 = (key) => {
    const n = /* @__PURE__ */ new Map();
    for (const b of benchmarks) n.set(key(b), (n.get(key(b)) ?? 0) + 1);
    return n;
  };
  const byName = count3((b) => b.toolName);
  const byMeasure = count3((b) => `${b.toolName}\0${b.measure}`);
  const taken = /* @__PURE__ */ new Set();
  for (const b of benchmarks) {
    let base = b.toolName;
    if ((byMeasure.get(`${b.toolName}\0${b.measure}`) ?? 0) > 1) base = `${b.toolName} (${b.measure}, ${b.unit})`;
    else if ((byName.get(b.toolName) ?? 0) > 1) base = `${b.toolName} (${b.measure})`;
    let name = base;
    for (let k = 2; taken.has(name); k++) name = `${base} #${k}`;
    taken.add(name);
    b.name = name;
  }
}
function mergeMachine(results) {
  const machines = results.map((r) => r.machine).filter((m) => m !== void 0);
  if (machines.length === 0) return void 0;
  return Object.assign({}, ...machines);
}
function buildSuite(inputs) {
  const byKey = /* @__PURE__ */ new Map();
  const warnings = [];
  const hazards = [];
  const order = [];
  for (const side of ["base", "head"]) {
    inputs[side].forEach((result, fileIndex) => {
      for (const m of result.measurements) {
        const key = benchmarkKey(m.benchmark, m.unit, m.measure);
        let b = byKey.get(key);
        if (!b) {
          b = {
            name: m.benchmark,
            toolName: m.benchmark,
            measure: m.measure ?? defaultMeasure(m.unit),
            unit: m.unit,
            lowerIsBetter: m.lowerIsBetter,
            sampleKind: m.data.kind,
            runs: { base: [], head: [] },
            formats: []
          };
          byKey.set(key, b);
          order.push(key);
        } else if (b.lowerIsBetter !== m.lowerIsBetter) {
          throw new InputError(m.source, `benchmark "${m.benchmark}" (${m.unit}) is lower-is-better in one input and higher-is-better in another`);
        }
        b.sampleKind = weakest(b.sampleKind, m.data.kind);
        if (!b.formats.includes(result.format)) b.formats.push(result.format);
        if (result.loadModel && (b.loadModel === void 0 || result.loadModel === "closed-loop")) b.loadModel = result.loadModel;
        b.runs[side].push({ id: `${side}:${fileIndex}:${m.run}`, source: m.source, data: m.data });
      }
      for (const w of result.warnings) warnings.push(w);
      for (const h of result.hazards ?? []) hazards.push({ id: h.id, params: { ...h.params, side } });
    });
  }
  const benchmarks = order.map((k) => byKey.get(k));
  assignDisplayNames(benchmarks);
  return {
    benchmarks,
    machine: { base: mergeMachine(inputs.base), head: mergeMachine(inputs.head) },
    warnings,
    hazards
  };
}

// src/review/asks/ask.ts
var KEPT_NAMES = 20;
function namesParams(names2) {
  return { names: names2.slice(0, KEPT_NAMES), count: names2.length };
}
function ask(kind, id, benchmark, params = {}, extra = {}) {
  return { kind, id, params, benchmark, ...extra };
}

// src/review/asks/coordinated-omission.ts
var coordinatedOmissionAsk = ({ benchmarks }) => {
  const closed = benchmarks.filter((b) => b.loadModel === "closed-loop" && TAIL_METRICS.some((id) => b.metrics[id]?.base !== null && b.metrics[id]?.base !== void 0));
  if (closed.length === 0) return [];
  const formats = [...new Set(closed.flatMap((b) => b.formats))];
  return [ask("coordinated-omission", "coordinated-omission.closed-loop", closed.length === 1 ? closed[0].name : null, { ...namesParams(closed.map((b) => b.name)), formats })];
};

// src/review/asks/coverage.ts
var coverageAsk = ({ comparison }) => {
  const asks = [];
  const { base, head } = comparison.onlyIn;
  if (head.length) asks.push(ask("coverage", "coverage.head-only", head.length === 1 ? head[0] : null, namesParams(head)));
  if (base.length) asks.push(ask("coverage", "coverage.base-only", base.length === 1 ? base[0] : null, namesParams(base)));
  return asks;
};

// src/review/asks/cpu-info.ts
var CPU_FACTS = ["cpu-model", "physical-cores", "logical-cpus"];
function has(m, fact) {
  if (!m) return false;
  if (fact === "cpu-model") return typeof m.cpuModel === "string" && m.cpuModel.trim() !== "";
  if (fact === "physical-cores") return m.physicalCores !== void 0;
  return m.logicalCpus !== void 0;
}
var cpuInfoAsk = ({ suite }) => {
  const sides = ["base", "head"].filter((side) => CPU_FACTS.some((f) => !has(suite.machine[side], f)));
  if (sides.length === 0) return [];
  const anyGiven = sides.some((side) => CPU_FACTS.some((f) => has(suite.machine[side], f)));
  if (!anyGiven) return [ask("cpu-info", "cpu-info.missing", null, { sides })];
  const params = { sides };
  for (const side of sides) {
    const m = suite.machine[side];
    params[`${side}Given`] = CPU_FACTS.filter((f) => has(m, f));
    params[`${side}Missing`] = CPU_FACTS.filter((f) => !has(m, f));
    params[`${side}CpuModel`] = has(m, "cpu-model") ? m.cpuModel.trim() : null;
    params[`${side}PhysicalCores`] = m?.physicalCores ?? null;
    params[`${side}LogicalCpus`] = m?.logicalCpus ?? null;
  }
  return [ask("cpu-info", "cpu-info.partial", null, params)];
};

// src/review/asks/distribution.ts
var worse = (m) => m?.verdict === "regression";
var better = (m) => m?.verdict === "improvement";
function tailMetric(b, test) {
  for (const id of ["p99.9", "p99", "p90"]) if (test(b.metrics[id])) return [id, b.metrics[id]];
  return void 0;
}
var distributionAsk = ({ benchmarks }) => {
  const asks = [];
  for (const b of benchmarks) {
    const centre = ["min", "p50"].map((id2) => [id2, b.metrics[id2]]);
    const tailWorse = tailMetric(b, worse);
    const tailBetter = tailMetric(b, better);
    const centreBetter = centre.find(([, m]) => better(m));
    const centreWorse = centre.find(([, m]) => worse(m));
    let id;
    let params = {};
    if (tailWorse && centreBetter) {
      id = "distribution.stretched";
      params = { better: centreBetter[0], betterRatio: centreBetter[1].ratio, worse: tailWorse[0], worseRatio: tailWorse[1].ratio };
    } else if (tailBetter && centreWorse) {
      id = "distribution.fixed-cost";
      params = { better: tailBetter[0], betterRatio: tailBetter[1].ratio, worse: centreWorse[0], worseRatio: centreWorse[1].ratio };
    } else if (b.diagnostics.shapeChanged) {
      id = "distribution.shape-changed";
      params = { d: b.diagnostics.shapeChanged.d };
    }
    if (b.diagnostics.multimodal) {
      const side = b.diagnostics.multimodal.head !== null ? "head" : "base";
      params = { ...params, multimodalSide: side, mValue: b.diagnostics.multimodal[side] ?? 0 };
      id ??= "distribution.multimodal";
    }
    if (id) asks.push(ask("distribution", id, b.name, params));
  }
  return asks;
};

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
var percentilesAsk = ({ benchmarks }) => {
  const tailless = benchmarks.filter((b) => !TAIL_KINDS.includes(b.sampleKind));
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

// src/review/asks/pr-cpu-info.ts
var prCpuInfoAsk = ({ facts, existing }) => {
  if (!facts.hasNumbers || facts.hasCpuModel && facts.hasCoreCounts) return [];
  if (existing.some((a) => a.kind === "cpu-info" && a.benchmark === null && a.quote === void 0)) return [];
  return [ask("cpu-info", "pr-cpu-info.missing", null, { cpuModel: !facts.hasCpuModel, coreCounts: !facts.hasCoreCounts }, { quote: facts.firstNumberLine })];
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
var profileAsk = ({ benchmarks }) => {
  const asks = [];
  for (const b of benchmarks) {
    const regressed2 = ["p99.9", "p99", "p90", "min"].filter((id2) => b.metrics[id2]?.verdict === "regression");
    if (regressed2.length === 0) continue;
    const id = regressed2[0];
    const m = b.metrics[id];
    asks.push(ask("profile", "profile.tail-regressed", b.name, { benchmark: b.name, toolName: b.toolName, metric: id, ratio: m.ratio, ciLow: m.ciLow, ciHigh: m.ciHigh, ecosystem: ecosystemOf(b.formats) }));
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
    return { ...a, id: "profile.profiled", params, ...outcome.artifactUrl ? { links: [{ label: "profiles (base and head)", url: outcome.artifactUrl }] } : {} };
  });
}

// src/review/asks/sample-size.ts
var hasNote = (m, id) => m?.notes.some((n) => n.id === id) === true;
var tooFewSamples = (m) => m?.notes.find((n) => n.id === "compare.not-estimable" && n.params.reason === "too-few-samples");
var sampleSizeAsk = ({ benchmarks, comparison }) => {
  const problems = /* @__PURE__ */ new Map();
  const add = (id, params, name) => {
    const key = `${id} ${JSON.stringify(params)}`;
    const p = problems.get(key);
    if (p) p.names.push(name);
    else problems.set(key, { id, params, names: [name] });
  };
  const alpha = comparison.settings.alpha;
  for (const b of benchmarks) {
    const notEstimable = TAIL_METRICS.filter((id) => b.metrics[id]?.verdict === "insufficient-data" && tooFewSamples(b.metrics[id]));
    if (notEstimable.length) {
      const { samples, metric, needs } = tooFewSamples(b.metrics[notEstimable[0]]).params;
      add("sample-size.not-estimable", { metrics: notEstimable, samples, metric, needs }, b.name);
    }
    const tail = TAIL_METRICS.map((id) => b.metrics[id]).filter((m) => m !== void 0);
    const tooFewRuns = tail.flatMap((m) => m.notes).find((n) => n.id === "compare.too-few-runs");
    if (tooFewRuns) {
      add("sample-size.too-few-runs", { base: b.runs.base, head: b.runs.head, alpha, needs: tooFewRuns.params.needs }, b.name);
    } else if (b.runs.base === 1 && b.runs.head === 1 && tail.some((m) => m.method === "within-run" || hasNote(m, "compare.one-run-no-interval"))) {
      add("sample-size.one-run", { needs: minRunsPerSide(alpha) }, b.name);
    }
    const inconclusive = [...TAIL_METRICS, "p50", "mean"].map((id) => [id, b.metrics[id]]).filter(([, m]) => m?.gated && m.verdict === "inconclusive" && m.runsNeeded);
    if (inconclusive.length) {
      const [id, m] = inconclusive.sort((x, y) => x[1].runsNeeded - y[1].runsNeeded)[0];
      add("sample-size.inconclusive", { metric: id, runs: Math.min(b.runs.base, b.runs.head), ratio: m.ratio, threshold: m.threshold, runsNeeded: m.runsNeeded }, b.name);
    }
  }
  return [...problems.values()].map(({ id, params, names: names2 }) => ask("sample-size", id, names2.length === 1 ? names2[0] : null, names2.length === 1 ? params : { ...params, ...namesParams(names2) }));
};

// src/review/asks/tool-hazard.ts
var KEPT = 20;
var HAZARD_KINDS = ["debug-build", "cpu-scaling", "load-above-cpus", "debugger-attached", "jmh-one-fork", "jmh-no-warmup", "hyperfine-outliers"];
var str2 = (v) => typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : "";
var num2 = (v) => typeof v === "number" && Number.isFinite(v) ? v : 0;
var strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
function places(hazards) {
  const byKey = /* @__PURE__ */ new Map();
  for (const h of hazards) {
    const { side, ...params } = h.params;
    const key = JSON.stringify(params);
    const s = side === "head" ? "head" : "base";
    const p = byKey.get(key);
    if (!p) byKey.set(key, { sides: [s], params });
    else if (!p.sides.includes(s)) p.sides.push(s);
  }
  return [...byKey.values()];
}
function hazardAsk(kind, tool, found2) {
  const kept = found2.slice(0, KEPT);
  const sides = ["base", "head"].filter((s) => found2.some((p) => p.sides.includes(s)));
  const params = {
    tool,
    sides,
    files: kept.map((p) => str2(p.params.file)),
    fileSides: kept.map((p) => p.sides.length === 2 ? "both" : p.sides[0]),
    fields: kept.map((p) => str2(p.params.field)),
    lines: kept.map((p) => num2(p.params.line)),
    values: kept.map((p) => str2(p.params.value)),
    count: found2.length
  };
  if (kind === "load-above-cpus") params.cpus = kept.map((p) => num2(p.params.cpus));
  if (kind === "hyperfine-outliers") {
    params.benchmarks = kept.map((p) => str2(p.params.benchmark));
    params.outliers = kept.map((p) => num2(p.params.outliers));
    params.runs = kept.map((p) => num2(p.params.runs));
  }
  if (kind === "jmh-one-fork" || kind === "jmh-no-warmup") {
    const names2 = [...new Set(found2.flatMap((p) => strings(p.params.benchmarks)))];
    params.benchmarks = names2.slice(0, KEPT);
    params.benchmarkCount = names2.length;
  }
  return ask("tool-hazard", `tool-hazard.${kind}`, null, params);
}
function goCountAsk(ctx) {
  const go = ctx.suite.benchmarks.filter((b) => b.formats.includes("go-bench"));
  const sides = ["base", "head"].filter((s) => go.some((b) => b.runs[s].length === 1));
  if (sides.length === 0) return [];
  const names2 = [...new Set(go.filter((b) => sides.some((s) => b.runs[s].length === 1)).map((b) => b.toolName))];
  return [ask("tool-hazard", "tool-hazard.go-count-1", null, { sides, ...namesParams(names2) })];
}
var toolHazardAsk = (ctx) => {
  const groups = /* @__PURE__ */ new Map();
  for (const h of ctx.suite.hazards) {
    const kind = h.id.replace(/^hazard\./, "");
    if (!HAZARD_KINDS.includes(kind)) continue;
    const tool = str2(h.params.tool) || (kind.startsWith("jmh-") ? "jmh" : kind.startsWith("hyperfine-") ? "hyperfine" : "");
    const key = `${kind}\0${tool}`;
    const g = groups.get(key) ?? { kind, tool, hazards: [] };
    g.hazards.push(h);
    groups.set(key, g);
  }
  const order = (kind) => HAZARD_KINDS.indexOf(kind);
  const asks = [...groups.values()].sort((a, b) => order(a.kind) - order(b.kind)).map((g) => hazardAsk(g.kind, g.tool, places(g.hazards)));
  return [...asks, ...goCountAsk(ctx)];
};

// src/review/asks/variance.ts
var varianceAsk = ({ benchmarks }) => benchmarks.filter((b) => b.diagnostics.runVariance !== null).map((b) => ask("variance", "variance.runs-vary", b.name, { benchmark: b.name, ratio: b.diagnostics.runVariance.ratio, metric: b.diagnostics.runVariance.metric }));

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
var PR_ASKS = [prPercentilesAsk, prProfileAsk, prCpuInfoAsk];
function collectPrAsks(facts, existing) {
  return PR_ASKS.flatMap((check) => check({ facts, existing }));
}

// src/review/gate.ts
function policyGates(metric, distribution, settings, p999WellResolved, tailEstimable2 = true) {
  if (metric === "max" || metric === "min") return false;
  const failOn = settings.failOn === "never" ? "auto" : settings.failOn;
  if (distribution === "per-run") return metric === "mean" && failOn !== "tail";
  if (metric === "mean") return false;
  if (metric === "p50") return failOn === "any" || failOn === "auto" && !tailEstimable2;
  if (failOn === "auto" && !tailEstimable2) return false;
  if (metric === "p99.9") return p999WellResolved;
  return true;
}
var judgeable = (m) => m !== void 0 && m.notEstimable === void 0 && (m.ciLow !== null && m.ciHigh !== null || m.constant !== void 0);
function tailEstimable(bc) {
  return judgeable(bc.metrics.p90) || judgeable(bc.metrics.p99) || bc.p999WellResolved && judgeable(bc.metrics["p99.9"]);
}
function gates(m, policy, settings, benchmark) {
  if (!policy || !m.singleRun) return policy;
  const own = settings.noiseFloors && Object.hasOwn(settings.noiseFloors, benchmark) ? settings.noiseFloors[benchmark][m.metric] : void 0;
  return m.method === "within-run" && (settings.noiseFloor[m.metric] !== void 0 || own !== void 0);
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
function metricDecision(m, gated) {
  const verdict = constantVerdict(m) ?? (m.ratio !== null && m.ciLow !== null && m.ciHigh !== null ? verdictOf(m.ratio, m.ciLow, m.ciHigh, m.threshold, m.lowerIsBetter) : "insufficient-data");
  return {
    metric: m.metric,
    comparison: m,
    gated,
    verdict,
    confirmed: false,
    ciLow: m.ciLow,
    ciHigh: m.ciHigh,
    confidence: m.confidence,
    ...verdict === "inconclusive" && m.runsNeeded !== void 0 ? { runsNeeded: m.runsNeeded } : {},
    notes: [...m.notes]
  };
}
var oneRun = (m) => m.singleRun || Math.min(m.runs.base, m.runs.head) < 2;
function evidenceOf(m) {
  if (m.constant !== void 0) return oneRun(m) ? "within-run" : "runs";
  return m.method === "across-runs" ? "runs" : "within-run";
}
function benchmarkVerdict(metrics) {
  const judged = (m) => m.verdict !== "insufficient-data";
  let deciding = metrics.filter((m) => m.gated && judged(m));
  if (deciding.length === 0) deciding = metrics.filter((m) => !m.gated && m.metric !== "max" && judged(m));
  if (deciding.length === 0) return { verdict: "insufficient-data", decidedBy: [], evidence: "none" };
  const verdict = deciding.some((m) => m.verdict === "regression") ? "regression" : deciding.some((m) => m.verdict === "improvement") ? "improvement" : deciding.every((m) => m.verdict === "no-change") ? "no-change" : "inconclusive";
  const evidence = deciding.some((m) => evidenceOf(m.comparison) === "runs") ? "runs" : "within-run";
  return { verdict, decidedBy: deciding.map((m) => m.metric), evidence };
}
function beyondThreshold(d) {
  const m = d.comparison;
  if (m.constant !== void 0) return constantVerdict(m) === "regression";
  if (m.ratio === null || !(m.ratio > 0)) return false;
  const cost2 = m.lowerIsBetter ? m.ratio : 1 / m.ratio;
  return cost2 > 1 + m.threshold;
}
function runsToDecide(d, alpha) {
  const m = d.comparison;
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
      if (m.comparison.runsNeeded !== void 0) m.runsNeeded = m.comparison.runsNeeded;
      return;
    }
    m.confirmed = true;
    const c = m.comparison;
    const iv = family.length > 1 ? intervalAt(m.comparison, fcrAlpha) : null;
    if (iv) {
      m.ciLow = iv.lower;
      m.ciHigh = iv.upper;
      m.confidence = iv.coverage;
      m.notes.push(message("review.fcr-interval", { level: 1 - fcrAlpha }));
    }
  });
}
function gatedOnOf(metrics) {
  const gated = metrics.filter((m) => m.gated).map((m) => m.metric);
  if (gated.some((id) => TAIL_METRICS.includes(id))) return "tail";
  if (gated.includes("mean")) return "mean";
  if (gated.includes("p50")) return "median";
  return "none";
}
function decideGate(c) {
  const { settings } = c;
  const gated = [];
  const benchmarks = c.benchmarks.map((bc) => {
    const metrics = {};
    const tail = tailEstimable(bc);
    for (const id of METRIC_IDS) {
      const m = bc.metrics[id];
      if (!m) continue;
      const d = metricDecision(m, gates(m, policyGates(id, bc.distribution, settings, bc.p999WellResolved, tail), settings, bc.benchmark.name));
      metrics[id] = d;
      if (d.gated) gated.push(d);
    }
    const all = Object.values(metrics);
    return { benchmark: bc.benchmark, comparison: bc, metrics, verdict: "insufficient-data", decidedBy: [], evidence: "none", gatedOn: gatedOnOf(all) };
  });
  applyMultiplicity(gated, settings);
  const unconfirmed = [];
  for (const b of benchmarks) {
    const all = Object.values(b.metrics);
    Object.assign(b, benchmarkVerdict(all));
    for (const m of all) {
      if (!m.gated || m.verdict === "regression" && m.confirmed || !beyondThreshold(m)) continue;
      const runs2 = runsToDecide(m, settings.alpha);
      if (runs2 !== void 0) m.runsNeeded = runs2;
      unconfirmed.push({ benchmark: b.benchmark.name, metric: m.metric, decision: m });
    }
  }
  const judgedCount = gated.filter((m) => m.verdict !== "insufficient-data").length;
  const failed = gated.some((m) => m.verdict === "regression" && m.confirmed);
  const status = settings.failOn !== "never" && failed ? "fail" : unconfirmed.length > 0 || judgedCount === 0 ? "neutral" : "pass";
  return { settings, comparison: c, benchmarks, status, unconfirmed, gatedCount: gated.length, judgedCount };
}

// src/review/pr-body.ts
var UNIT3 = String.raw`(?:ns|µs|μs|us|ms|s|sec|secs|seconds?|milliseconds?|microseconds?|nanoseconds?|minutes?|min|ops\/s|op\/s|ops\/sec|req\/s|reqs\/s|requests\/s|rps|qps|tps|[kmg]?b\/s|[kmg]ib\/s|ns\/op|allocs\/op|b\/op)`;
var MEASUREMENT = new RegExp(String.raw`\d(?:[\d,]*\d)?(?:\.\d+)?\s*${UNIT3}(?![a-z])`, "i");
var CONTEXT = /\b(bench(mark)?s?|benchmarking|latenc(y|ies)|throughput|perf(ormance)?|faster|slower|speed|took|takes|runtime|run ?time|duration|elapsed|wall|time:|ops|requests|average|avg|mean|median|hyperfine|wrk|criterion|jmh|p\d{2})\b/i;
var AVERAGE = /\b(avg|average|averaged|on average|mean|ns\/op|ms\/op|typical(ly)?)\b|±|\+\/-/i;
var PERCENTILE = /\b(p\d{2}(\.\d+)?|p999|percentiles?|quantiles?|histogram|distribution|cdf|tail latenc(y|ies)|\d{2}(\.\d+)?(th)? ?(%|percentile)(?! (faster|slower|less|more|lower|higher|reduction|improvement|better|worse))|latency distribution)\b/i;
var CPU_MODEL = /\b(intel|amd|ryzen|epyc|threadripper|xeon|core ?i[3579]|core ultra|apple ?m[1-9]|m[1-9] (pro|max|ultra)|graviton\d*|neoverse|ampere|altra|cortex-[ax]\d+|snapdragon|power(9|10)|model name)\b/i;
var CORES = /(\b\d+\s*(-| )?(physical |logical |performance |efficiency )?(cores?|threads|vcpus?|hardware threads|cpus)\b|\bcore\(s\) per socket\b|\bthread\(s\) per core\b|^\s*cpu\(s\):|\b\d+c\s*\/\s*\d+t\b|\b(smt|hyper-?threading) (on|off|enabled|disabled)\b)/im;
var CLAIM = /(\b\d+(\.\d+)?\s*(x|×)\s*(faster|quicker|speed-?up|improvement|better|throughput|less)|\b(faster|speed-?ups?|speeds? up|sped up|quicker|lower latency|reduces? (the )?latency|improves? (the )?(latency|performance|throughput)|performance (improvement|boost|gain)|\d+(\.\d+)?\s*% (faster|quicker|less time|lower|reduction|improvement|better|more throughput)))/i;
var PROFILE = /\b(profiles?|profiled|profiling|profiler|flame ?graphs?|flamegraph|pprof|perf (record|report|stat)|--cpu-prof|cpuprofile|async-profiler|py-spy|vtune|instruments|dottrace|samply|callgrind|valgrind)\b/i;
function visibleLines(body) {
  return body.slice(0, 2e5).replace(/<!--[\s\S]*?(-->|$)/g, "").split(/\r?\n/).map((l) => l.trim()).filter((l) => l.length > 0);
}
function readPrBody(body) {
  const lines = visibleLines(body ?? "");
  const text2 = lines.join("\n");
  const benchContext = /\bbench(mark)?/i.test(text2);
  const numberLines = lines.filter((l) => MEASUREMENT.test(l) && (benchContext || CONTEXT.test(l)));
  const claimLine = lines.find((l) => CLAIM.test(l));
  const hasPercentiles = PERCENTILE.test(text2);
  return {
    hasNumbers: numberLines.length > 0 || claimLine !== void 0,
    averageLine: numberLines.find((l) => AVERAGE.test(l)) ?? (hasPercentiles ? void 0 : numberLines[0]),
    hasPercentiles,
    hasCpuModel: CPU_MODEL.test(text2),
    hasCoreCounts: CORES.test(text2),
    firstNumberLine: numberLines[0] ?? claimLine,
    claimLine,
    hasProfile: PROFILE.test(text2)
  };
}

// src/model/noise-floor.ts
var NOISE_FLOOR_KIND = "bench-review-noise-floor";
var AA_QUANTILE = 0.95;
var MIN_AA_ESTIMATES = 20;
var MIN_CALIBRATION_RUNS = 5;
var AA_METHOD = "one-run-per-side A/A ratios: every (base run, head run) pair; floor = exp(quantile_0.95(|ln ratio|)) - 1";
function floorsFor(floors, benchmarks) {
  const out = {};
  for (const name of benchmarks) {
    if (Object.hasOwn(floors, name)) Object.defineProperty(out, name, { value: { ...floors[name] }, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

// src/review/contract.ts
function failsGate(m) {
  return m !== void 0 && m.gated && m.confirmed && m.verdict === "regression";
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
  for (const field2 of MACHINE_FIELDS) {
    const a = base[field2];
    const b = head[field2];
    if (a === void 0 || b === void 0) continue;
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(message("review.machine-differs", { field: field2, base: String(a), head: String(b) }));
  }
  return out;
}
var INCOMPARABLE_FIELDS = ["cpuModel", "physicalCores", "logicalCpus", "host"];
function incomparableFacts(base, head) {
  if (!base || !head) return [];
  const out = [];
  for (const field2 of INCOMPARABLE_FIELDS) {
    const a = base[field2];
    const b = head[field2];
    if (a === void 0 || b === void 0) continue;
    const same = typeof a === "string" && typeof b === "string" ? a.trim() === b.trim() : a === b;
    if (!same) out.push({ field: field2, base: String(a), head: String(b) });
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

// src/review/report.ts
var ESTIMATORS = {
  unitOfReplication: "one process-level run",
  quantile: "Type 7 (linear interpolation) on raw samples; HdrHistogram getValueAtPercentile on histograms; as printed for fixed percentiles",
  comparison: "Hodges\u2013Lehmann ratio head/base of per-run values, exact distribution-free (Mann\u2013Whitney) interval; normal approximation above 50 runs per side",
  singleRun: "one run per side: ratio interval from two order-statistic intervals at level \u221A(1\u2212\u03B1) each (within-run only)",
  multiplicity: "Benjamini\u2013Hochberg at q over min(1, 2\xB7p) of threshold-shifted one-sided Mann\u2013Whitney tests of the gated metrics",
  estimable: "n \u2265 ceil(ln 0.025 / ln p) samples in every run; well-resolved when n(1\u2212p) \u2265 10"
};
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
    constant: m.constant ?? null
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
  for (const side of ["base", "head"]) {
    const n = d.comparison.smallestRun[side];
    const p999 = d.metrics["p99.9"];
    if (n !== void 0 && n > 0 && p999 && p999.verdict !== "insufficient-data" && !isWellResolved(n, 0.999)) {
      notes.push(message("review.p999-not-well-resolved", { samples: n, side, fromTop: describeRank(n, 0.999).fromTop }));
      break;
    }
  }
  if (b.loadModel === "closed-loop") notes.push(message("review.closed-loop"));
  return notes;
}
function reportBenchmark(d) {
  const b = d.benchmark;
  const metrics = {};
  for (const id of METRIC_IDS) if (d.metrics[id]) metrics[id] = reportMetric(d.metrics[id]);
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
  for (const b of r)
    for (const [id, m] of Object.entries(b.metrics))
      if (failsGate(m) && (!best || cost(m) > cost(best.m))) best = { b, id, m };
  return best;
}
function worstWithinRun(r) {
  let best;
  for (const b of r)
    for (const id of TAIL_METRICS) {
      const m = b.metrics[id];
      if (m && m.method === "within-run" && (m.verdict === "regression" || m.verdict === "improvement") && (!best || cost(m) > cost(best.m))) best = { b, id, m };
    }
  return best;
}
function gatedOnCounts(d) {
  const count3 = (on) => d.benchmarks.filter((b) => b.gatedOn === on).length;
  return { tail: count3("tail"), mean: count3("mean"), median: count3("median"), none: count3("none") };
}
function costOf(m, lowerIsBetter) {
  if (m.constant === "from-zero" || m.constant === "to-zero") return Infinity;
  if (m.ratio === null || !(m.ratio > 0)) return 0;
  return lowerIsBetter ? m.ratio : 1 / m.ratio;
}
function headline(d, benchmarks, ctx) {
  const failOnAny = d.settings.failOn !== "tail";
  const regressed2 = benchmarks.filter((b) => b.verdict === "regression");
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
      more: regressed2.length - 1,
      reportedOnly: d.settings.failOn === "never",
      constant: m.constant,
      base: m.base,
      head: m.head,
      ...ctx
    });
  }
  if (d.unconfirmed.length > 0) {
    const byName = new Map(benchmarks.map((b2) => [b2.name, b2]));
    let top;
    for (const u of d.unconfirmed) {
      const b2 = byName.get(u.benchmark);
      const m2 = b2.metrics[u.metric];
      if (!top || costOf(m2, b2.lowerIsBetter) > costOf(top.m, top.b.lowerIsBetter)) top = { b: b2, id: u.metric, m: m2 };
    }
    const { b, id, m } = top;
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
      runs: m.runsNeeded,
      more: d.unconfirmed.length - 1,
      ...ctx
    });
  }
  if (d.status === "neutral") {
    const within = worstWithinRun(benchmarks);
    if (within) {
      const { b, id, m } = within;
      return message("review.headline.within-run", { failOnAny, benchmark: b.name, metric: id, worse: m.verdict === "regression", ratio: m.ratio, ciLow: m.ciLow, ciHigh: m.ciHigh, ...ctx });
    }
    return message("review.headline.not-judged", { failOnAny, anyTail: failOnAny || d.benchmarks.some((b) => b.comparison.distribution === "per-op"), ...ctx });
  }
  return message("review.headline.no-regression", {
    benchmarks: benchmarks.length,
    judged: d.judgedCount,
    gated: d.gatedCount,
    improved: benchmarks.filter((b) => b.verdict === "improvement").length,
    inconclusive: benchmarks.filter((b) => b.verdict === "inconclusive").length,
    ...ctx
  });
}
var MAX_UNCONFIRMED_NOTES = 10;
function suiteNotes(d, benchmarks) {
  const notes = [];
  const tailless = d.benchmarks.filter((b) => b.comparison.distribution === "per-run").length;
  if (tailless > 0 && d.settings.failOn === "tail") notes.push(message("review.tail-not-judged", { count: tailless, total: benchmarks.length }));
  const withinOnly = benchmarks.filter((b) => b.evidence === "within-run" && b.decidedBy.every((id) => !b.metrics[id]?.gated)).length;
  if (withinOnly > 0) notes.push(message("review.within-run-not-gated", { count: withinOnly }));
  for (const u of d.unconfirmed.slice(0, MAX_UNCONFIRMED_NOTES)) {
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
        runs: m.runsNeeded ?? null
      })
    );
  }
  if (d.unconfirmed.length > MAX_UNCONFIRMED_NOTES) notes.push(message("review.unconfirmed-more", { count: d.unconfirmed.length - MAX_UNCONFIRMED_NOTES }));
  if (d.status === "neutral" && d.judgedCount === 0) notes.push(message("review.neutral"));
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
  return {
    schemaVersion: 1,
    status,
    headline: headline(d, benchmarks, ctx),
    settings: {
      estimators: ESTIMATORS,
      alpha: s.alpha,
      q: s.q,
      thresholds: { ...s.thresholds },
      noiseFloor: { ...s.noiseFloor },
      ...s.noiseFloors ? { noiseFloors: floorsFor(s.noiseFloors, d.benchmarks.map((b) => b.benchmark.name)) } : {},
      failOn: s.failOn,
      allowDifferentMachines: s.allowDifferentMachines
    },
    summary: {
      benchmarks: benchmarks.length,
      regressions: benchmarks.filter((b) => b.verdict === "regression").length,
      improvements: benchmarks.filter((b) => b.verdict === "improvement").length,
      gatedMetrics: d.gatedCount,
      judgedMetrics: d.judgedCount,
      tailJudged: benchmarks.some((b) => TAIL_METRICS.some((id) => b.metrics[id]?.gated && b.metrics[id]?.verdict !== "insufficient-data")),
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
    asks: collectAsks({ comparison: d.comparison, suite, benchmarks }),
    notes: suiteNotes(d, benchmarks),
    warnings: [...mismatch.length ? [machinesWarning(mismatch, s.allowDifferentMachines)] : [], ...suite.warnings]
  };
}

// src/review/index.ts
function decide(comparison) {
  return decideGate(comparison);
}
var PROFILED_METRICS = ["p99.9", "p99", "p90", "min"];
function profileTargets(d) {
  const names2 = d.benchmarks.filter((b) => PROFILED_METRICS.some((id) => b.metrics[id]?.verdict === "regression")).map((b) => b.benchmark.toolName);
  return [...new Set(names2)];
}
function buildReport(d, suite, extras = {}) {
  const report = reportOf(d, suite);
  if (extras.run) report.run = extras.run;
  if (extras.runNotes?.length) report.notes.unshift(...extras.runNotes);
  if (extras.profiles) report.asks = linkProfiles(report.asks, extras.profiles);
  if (extras.prBody) report.asks = [...report.asks, ...collectPrAsks(readPrBody(extras.prBody), report.asks)];
  if (extras.baseBranchOnly) {
    report.headline = message("run.base-branch-only.headline", { headline: report.headline.id, ...report.headline.params });
    report.warnings.unshift(message("run.base-branch-only", extras.baseBranchOnly));
  }
  return report;
}

// src/review-run.ts
async function readSide(files, format) {
  const out = [];
  for (const f of files) out.push(await readResults(f, format));
  return out;
}
function overlayMachine(under, over) {
  const extra = under?.extra || over.extra ? { ...under?.extra, ...over.extra } : void 0;
  return { ...under, ...over, ...extra ? { extra } : {} };
}
async function reviewRun(input) {
  const fromFiles = {};
  for (const side of ["base", "head"]) {
    const file = input.machineFiles?.[side];
    if (file !== void 0) fromFiles[side] = await readMachineFile(file, side);
  }
  const suite = buildSuite({ base: await readSide(input.base, input.format), head: await readSide(input.head, input.format) });
  for (const side of ["base", "head"]) {
    const facts = fromFiles[side];
    if (facts) suite.machine[side] = overlayMachine(suite.machine[side], facts);
  }
  for (const side of ["base", "head"]) {
    const measured = input.machine?.[side];
    if (measured) suite.machine[side] = { ...suite.machine[side], ...measured };
  }
  const decision = decide(compareSuite(suite.benchmarks, input.settings));
  const targets = input.profile ? profileTargets(decision) : [];
  const profiles = targets.length > 0 ? await input.profile(targets) : void 0;
  const report = buildReport(decision, suite, { run: input.run, runNotes: input.runNotes, prBody: input.prBody, profiles, baseBranchOnly: input.baseBranchOnly });
  return { report, suite };
}

// src/settings.ts
var flag = (name) => ({ front: "cli", name });
var SETTING_NAMES = {
  runs: { cli: "runs", action: "runs" },
  timeout: { cli: "timeout", action: "timeout-minutes" },
  format: { cli: "format", action: "format" },
  threshold: { cli: "threshold", action: "thresholds" },
  noiseFloor: { cli: "noise-floor", action: "noise-floor" },
  noiseFloorFile: { cli: "noise-floor-file", action: "noise-floor-file" },
  failOn: { cli: "fail-on", action: "fail-on" },
  allowDifferentMachines: { cli: "allow-different-machines", action: "allow-different-machines" },
  alpha: { cli: "alpha", action: null },
  q: { cli: "q", action: null }
};
function fieldOf(key, front) {
  return { front, name: SETTING_NAMES[key][front] ?? SETTING_NAMES[key].cli };
}
function invalidSetting(field2, value, expected, problem) {
  const why = problem ? `${problem}; expected ${expected}` : `expected ${expected}`;
  if (field2.front === "action") return new UsageError(`Invalid \`${field2.name}: ${value}\`: ${why}`);
  return new UsageError(problem ? `--${field2.name}: "${value}": ${why}` : `--${field2.name}: "${value}" is not valid; ${why}`);
}
var { runs: RUNS, timeoutMinutes: TIMEOUT } = RUN_LIMITS;
var UNIT_MS = { ms: 1, s: 1e3, sec: 1e3, m: 6e4, min: 6e4, h: 36e5 };
var BARE_UNIT = { cli: "s", action: "min" };
var EXPECTED3 = {
  runs: `a whole number from ${RUNS.min} to ${RUNS.max}, such as ${RUNS.default} (process-level runs per side; at least 4 to ever show a change)`,
  timeout: (front) => `a duration above 0 and at most ${TIMEOUT.max} minutes (GitHub's job limit), such as 90s, 10m or 1.5h; a number without a unit is ${BARE_UNIT[front] === "s" ? "seconds" : "minutes"}`,
  format: () => `auto or one of ${READERS.map((r) => r.id).join(", ")}`,
  percents: `a list such as p50=5%,p99=15% (metrics ${METRIC_IDS.join(", ")}; each above 0% and below 1000%)`,
  failOn: "auto (the default: tail quantiles where there are per-operation samples, the per-run mean where there are only per-run aggregates), tail (p90, p99 and well-resolved p99.9 only), any (the centre too: p50 or mean) or never",
  boolean: "true or false",
  level: "a number above 0 and below 0.5, such as 0.05"
};
function parseRuns(text2, field2) {
  if (text2 === void 0) return RUNS.default;
  const n = /^\s*\d+\s*$/.test(text2) ? Number(text2) : NaN;
  if (!(n >= RUNS.min && n <= RUNS.max)) throw invalidSetting(field2, text2, EXPECTED3.runs);
  return n;
}
function parseTimeout(text2, field2) {
  if (text2 === void 0) return TIMEOUT.default * 6e4;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|sec|m|min|h)?\s*$/.exec(text2);
  const ms = m ? Math.round(Number(m[1]) * UNIT_MS[m[2] ?? BARE_UNIT[field2.front]]) : NaN;
  if (!(ms >= 1 && ms <= TIMEOUT.max * 6e4)) throw invalidSetting(field2, text2, EXPECTED3.timeout(field2.front));
  return ms;
}
function parseFormat(text2, field2) {
  if (text2 === void 0 || text2.trim() === "auto") return void 0;
  const id = text2.trim();
  if (!READERS.some((r) => r.id === id)) throw invalidSetting(field2, text2, EXPECTED3.format());
  return id;
}
function percentOf(text2) {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(text2);
  if (!m) return `"${text2.trim()}" is not a percentage`;
  const v = Number(m[1]) / (m[2] === "%" ? 100 : 1);
  if (!(v > 0 && v < 10)) return `${text2.trim()} is out of range`;
  return v;
}
function parseMetricPercents(spec, field2) {
  const out = {};
  for (const part of spec.split(/[,\n]/).map((s) => s.trim()).filter(Boolean)) {
    const eq = part.indexOf("=");
    if (eq < 0) throw invalidSetting(field2, spec, EXPECTED3.percents, `"${part}" has no percentage`);
    const given = part.slice(0, eq).trim();
    const metric = given.toLowerCase();
    if (!METRIC_IDS.includes(metric)) throw invalidSetting(field2, spec, EXPECTED3.percents, `unknown metric "${given}"`);
    const v = percentOf(part.slice(eq + 1));
    if (typeof v === "string") throw invalidSetting(field2, spec, EXPECTED3.percents, `${metric}: ${v}`);
    out[metric] = v;
  }
  return out;
}
function parseBoolean(text2, field2) {
  if (typeof text2 === "boolean") return text2;
  if (/^\s*(true|yes|on)\s*$/i.test(text2)) return true;
  if (/^\s*(false|no|off)\s*$/i.test(text2)) return false;
  throw invalidSetting(field2, text2, EXPECTED3.boolean);
}
function parseFailOn(text2, field2) {
  const v = text2.trim();
  if (v === "auto" || v === "tail" || v === "any" || v === "never") return v;
  throw invalidSetting(field2, text2, EXPECTED3.failOn);
}
var MACHINE_EXPECTED = "base=FILE, head=FILE (each at most once) or FILE for both sides; FILE is the machine.json of bench-review run, a bench-review report.json, or the output of `lscpu` / `lscpu -J`";
function parseMachineFlags(values, field2 = flag("machine")) {
  const out = {};
  let both = false;
  for (const raw of values) {
    const m = /^([A-Za-z][\w-]*)=(.*)$/.exec(raw);
    const side = m ? m[1].toLowerCase() : void 0;
    if (m && side !== "base" && side !== "head") throw invalidSetting(field2, raw, MACHINE_EXPECTED, `unknown side "${m[1]}" (write ./${raw} for a file whose name has "=")`);
    const file = (m ? m[2] : raw).trim();
    if (file === "") throw invalidSetting(field2, raw, MACHINE_EXPECTED, "no file given");
    const sides = side === "base" || side === "head" ? [side] : ["base", "head"];
    if (!m) both = true;
    for (const s of sides) {
      if (out[s] !== void 0) throw invalidSetting(field2, raw, MACHINE_EXPECTED, both ? `the ${s} side is given twice (FILE alone stands for both sides)` : `the ${s} side is given twice`);
      out[s] = file;
    }
  }
  return out;
}
function parseLevel(text2, field2, fallback) {
  if (text2 === void 0) return fallback;
  const v = /^\s*\d*\.?\d+(e-?\d+)?\s*$/i.test(text2) ? Number(text2) : NaN;
  if (!(v > 0 && v < 0.5)) throw invalidSetting(field2, text2, EXPECTED3.level);
  return v;
}
var listOf = (v) => v === void 0 ? [] : typeof v === "string" ? [v] : v;
function readSettings(text2, front) {
  const s = defaultSettings();
  for (const spec of listOf(text2.threshold)) Object.assign(s.thresholds, parseMetricPercents(spec, fieldOf("threshold", front)));
  for (const spec of listOf(text2.noiseFloor)) Object.assign(s.noiseFloor, parseMetricPercents(spec, fieldOf("noiseFloor", front)));
  if (text2.failOn !== void 0) s.failOn = parseFailOn(text2.failOn, fieldOf("failOn", front));
  if (text2.allowDifferentMachines !== void 0) s.allowDifferentMachines = parseBoolean(text2.allowDifferentMachines, fieldOf("allowDifferentMachines", front));
  s.alpha = parseLevel(text2.alpha, fieldOf("alpha", front), s.alpha);
  s.q = parseLevel(text2.q, fieldOf("q", front), s.q);
  return s;
}
function withNoiseFloors(settings, floors) {
  return { ...settings, noiseFloors: floors };
}
function parseNoiseFloorFile(text2, front) {
  if (text2 === void 0) return void 0;
  if (text2.trim() === "") throw invalidSetting(fieldOf("noiseFloorFile", front), text2, "the path of the JSON file bench-review calibrate writes");
  return text2.trim();
}
function readRunSettings(text2, front) {
  const runs2 = parseRuns(text2.runs, fieldOf("runs", front));
  const timeoutMs = parseTimeout(text2.timeout, fieldOf("timeout", front));
  const format = parseFormat(text2.format, fieldOf("format", front));
  return { runs: runs2, timeoutMs, format, settings: readSettings(text2, front) };
}

// src/cli/usage.ts
var D2 = defaultSettings();
var thresholds = Object.entries(D2.thresholds).map(([metric, t]) => `${metric} ${Math.round(t * 1e3) / 10}%`).join(", ");
var EXIT = "Exit status: 0 pass or neutral, 1 the gate failed, 2 bad usage or bad input.";
var SHARED = [
  { flag: "format", value: "NAME", text: ['skip detection and read every file as NAME (see "bench-review formats")'], default: "detected per file" },
  { flag: "json", value: "OUT", text: ['write the JSON report (schemaVersion 1) to OUT; "-" writes it to stdout'], default: "not written" },
  { flag: "markdown", value: "OUT", text: ['write the Markdown review to OUT; "-" writes it to stdout'], default: "not written" },
  { flag: "threshold", value: "p99=10%", text: ["practical threshold per metric (repeatable)"], default: thresholds },
  { flag: "noise-floor", value: "p99=8%", text: ["measured A/A noise floor per metric (repeatable; raises the threshold,", "lets one-run comparisons gate)"], default: "none" },
  {
    flag: "noise-floor-file",
    value: "FILE",
    text: [`per-benchmark A/A floors written by "bench-review calibrate": each benchmark's threshold is raised to`, "its floor (the larger of it and --noise-floor), and its one-run-per-side comparisons may gate"],
    default: "none"
  },
  {
    flag: "fail-on",
    value: "auto|tail|any|never",
    text: ["what fails the check: auto = p90, p99 and well-resolved p99.9 where there are per-operation", "values, the per-run centre where there are only per-run means"],
    default: D2.failOn
  },
  { flag: "allow-different-machines", text: ["base and head machines differ but are equivalent: gate as usual (otherwise neutral)"], default: "off" },
  { flag: "alpha", value: "A", text: ["two-sided level of the intervals (above 0 and below 0.5)"], default: String(D2.alpha) },
  { flag: "q", value: "Q", text: ["Benjamini\u2013Hochberg false discovery rate across gated metrics (above 0 and below 0.5)"], default: String(D2.q) }
];
var MACHINE = {
  flag: "machine",
  value: "base=FILE",
  text: [
    "machine facts of one side (repeatable: base=FILE, head=FILE; FILE alone for both): the machine.json",
    "bench-review run writes, a report.json, or `lscpu` / `lscpu -J` output; they fill in and override",
    'what the result files say (see README "Machine facts")'
  ],
  default: "what the result files say"
};
var HELP_OPTION = { flag: "help", text: ["print this help and exit (also -h)"] };
var OUTPUT_NOTE = 'With --json - or --markdown - that output goes to stdout and the terminal review to stderr; only one of them can be "-".';
var COLOR_NOTE = 'Colour: FORCE_COLOR (set, not "0" or "false") forces it, NO_COLOR (non-empty) turns it off; otherwise only on a terminal.';
var COMMAND_DOCS = {
  compare: {
    summary: "compare result files of base and head as distributions",
    synopsis: ["bench-review compare --base FILE... --head FILE... [options]"],
    options: [
      { flag: "base", value: "FILE...", text: ["results of the base side (each file one run, unless the format holds several)"], default: "required" },
      { flag: "head", value: "FILE...", text: ["results of the head side"], default: "required" },
      ...SHARED,
      MACHINE,
      HELP_OPTION
    ],
    notes: [OUTPUT_NOTE, COLOR_NOTE, EXIT]
  },
  run: {
    summary: "run the suite on base and head here, interleaved A B B A \u2026, then compare",
    synopsis: [
      'bench-review run --command "CMD" [--setup "CMD"] [--base REF] [--runs N] [options]',
      "bench-review run --base-results FILE... --head-results FILE... [--machine base=FILE] [options]"
    ],
    options: [
      { flag: "command", value: '"CMD"', text: ["shell command that runs the suite once (one process-level run); its stdout is the result"], default: "required to measure" },
      { flag: "setup", value: '"CMD"', text: ["build/install command, run once per side before measuring"], default: "none" },
      { flag: "base", value: "REF", text: ["base commit-ish, checked out in a temporary git worktree; head is the working tree"], default: "pull_request.base.sha in a pull_request event, else required" },
      { flag: "runs", value: "N", text: [`process-level runs per side (${RUN_LIMITS.runs.min}\u2013${RUN_LIMITS.runs.max})`], default: String(RUN_LIMITS.runs.default) },
      { flag: "results", value: "PATH", text: ["read this file (relative to the working directory) after each run instead of stdout"], default: "stdout" },
      {
        flag: "timeout",
        value: "DURATION",
        text: ["per run, per setup and per profile; the whole process tree is killed (units ms, s, m, h;", `a bare number is seconds; at most ${RUN_LIMITS.timeoutMinutes.max}m, as in the action)`],
        default: `${RUN_LIMITS.timeoutMinutes.default}m`
      },
      { flag: "working-directory", value: "DIR", text: ["run the commands in DIR (relative to the repository root) on both sides"], default: "the current directory" },
      { flag: "out-dir", value: "DIR", text: ["keep every run's output (and machine.json) in DIR"], default: "a temporary folder, removed" },
      {
        flag: "profile-command",
        value: '"CMD"',
        text: ["profile the regressed benchmarks on both sides (env BENCH_REVIEW_BENCHMARK, _SIDE, _PROFILE_DIR);", "the profiles go to --out-dir/profiles or a kept temporary folder"],
        default: "ask for profiles instead"
      },
      { flag: "base-results", value: "FILE...", text: ["precomputed mode: compare results measured elsewhere (with --head-results)"], default: "measure" },
      { flag: "head-results", value: "FILE...", text: ["precomputed mode: the head side of --base-results"], default: "measure" },
      ...SHARED,
      { ...MACHINE, text: [...MACHINE.text, "\u2014 only with --base-results/--head-results: a measured run records its own machine"] },
      HELP_OPTION
    ],
    notes: [
      "Progress goes to stderr: one line per run with its duration, exit status, the time elapsed and an estimate of the time left.",
      OUTPUT_NOTE,
      COLOR_NOTE,
      EXIT
    ]
  },
  calibrate: {
    summary: "measure a commit against itself (A/A) and write its noise floors",
    synopsis: ['bench-review calibrate --command "CMD" [--setup "CMD"] [--base REF] [--runs N] [--out FILE]'],
    options: [
      { flag: "command", value: '"CMD"', text: ["shell command that runs the suite once (one process-level run); its stdout is the result"], default: "required" },
      { flag: "setup", value: '"CMD"', text: ["build/install command, run once per side before measuring"], default: "none" },
      {
        flag: "base",
        value: "REF",
        text: ["the commit to calibrate: checked out twice in temporary git worktrees, one per side"],
        default: "pull_request.base.sha in a pull_request event, else the checked-out commit (HEAD)"
      },
      { flag: "runs", value: "N", text: [`process-level runs per side, interleaved (${MIN_CALIBRATION_RUNS}\u2013${RUN_LIMITS.runs.max}: N\xD7N pairs are the A/A estimates, at least 20)`], default: String(RUN_LIMITS.runs.default) },
      { flag: "out", value: "FILE", text: ["write the noise-floor file (JSON) to FILE"], default: "noise-floor.json" },
      { flag: "results", value: "PATH", text: ["read this file (relative to the working directory) after each run instead of stdout"], default: "stdout" },
      { flag: "format", value: "NAME", text: ['skip detection and read every run as NAME (see "bench-review formats")'], default: "detected per file" },
      { flag: "timeout", value: "DURATION", text: ["per run and per setup, as for run"], default: `${RUN_LIMITS.timeoutMinutes.default}m` },
      { flag: "working-directory", value: "DIR", text: ["run the commands in DIR (relative to the repository root) on both sides"], default: "the current directory" },
      { flag: "out-dir", value: "DIR", text: ["keep every run's output (and machine.json) in DIR"], default: "a temporary folder, removed" },
      { flag: "threshold", value: "p99=10%", text: ["the thresholds the floors are checked against: a floor above its threshold is named"], default: thresholds },
      HELP_OPTION
    ],
    notes: [
      'Each benchmark and metric gets floor = exp(quantile_0.95(|ln r|)) \u2212 1 over the ratios r of every (base run, head run) pair: the change one run against one run shows when nothing changed. A floor holds for the runner it was measured on: cache the file keyed by runner image and suite (README "Noise calibration").',
      "Exit status: 0 the file was written, 2 bad usage or bad input."
    ]
  },
  formats: {
    summary: "list the result formats it reads, and how to produce and force each",
    synopsis: ["bench-review formats"],
    options: [HELP_OPTION],
    notes: ["Exit status: 0."]
  },
  help: {
    summary: `print this overview, or a command's help ("bench-review help compare")`,
    synopsis: ["bench-review help [COMMAND]"],
    options: [],
    notes: ["Exit status: 0 (2 for an unknown command)."]
  }
};
var FLAG_WIDTH = 27;
var WIDTH = 100;
function wrap(text2, width) {
  const lines = [];
  let line = "";
  for (const word of text2.split(" ")) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(line);
  return lines;
}
function optionLines(o) {
  const head = `  --${o.flag}${o.value ? ` ${o.value}` : ""}`;
  const text2 = wrap(`${o.text.join(" ")}${o.default !== void 0 ? ` (default: ${o.default})` : ""}`, WIDTH - FLAG_WIDTH);
  const pad2 = "".padEnd(FLAG_WIDTH);
  if (head.length < FLAG_WIDTH - 1) return [head.padEnd(FLAG_WIDTH) + text2[0], ...text2.slice(1).map((t) => pad2 + t)];
  return [head, ...text2.map((t) => pad2 + t)];
}
function commandUsage(command) {
  const doc = COMMAND_DOCS[command];
  const lines = [`bench-review ${command} \u2014 ${doc.summary}`, "", "Usage:", ...doc.synopsis.map((s) => `  ${s}`)];
  if (doc.options.length > 0) lines.push("", "Options:", ...doc.options.flatMap(optionLines));
  lines.push("", ...doc.notes.flatMap((n) => wrap(n, WIDTH)));
  return `${lines.join("\n")}
`;
}
function overview(version2) {
  const names2 = Object.keys(COMMAND_DOCS);
  const w = Math.max(...names2.map((n) => n.length));
  return [
    `bench-review ${version2} \u2014 compare benchmark results of base and head as distributions`,
    "",
    "Usage:",
    "  bench-review <command> [options]",
    "  bench-review <command> --help      the command's flags and their defaults (also -h)",
    "  bench-review --version             the version (also -V)",
    "",
    "Commands:",
    ...names2.map((n) => `  ${n.padEnd(w)}  ${COMMAND_DOCS[n].summary}`),
    "",
    EXIT,
    ""
  ].join("\n");
}
function usageHint(command) {
  return COMMAND_DOCS[command] ? `see bench-review ${command} --help` : "see bench-review --help";
}

// src/cli/args.ts
function parseArgs(argv, spec, command) {
  const out = {};
  let i = 0;
  while (i < argv.length) {
    const arg = argv[i];
    if (!arg.startsWith("--")) throw new UsageError(`${command}: unexpected argument "${arg}"; every value follows its flag; ${usageHint(command)}`);
    const eq = arg.indexOf("=");
    const name = arg.slice(2, eq < 0 ? void 0 : eq);
    const s = spec[name];
    if (!s) throw new UsageError(`${command}: unknown flag --${name}; ${Object.keys(spec).length > 0 ? `expected one of ${Object.keys(spec).map((k) => `--${k}`).join(", ")}` : "it takes none"}; ${usageHint(command)}`);
    i++;
    if (s.kind === "boolean") {
      out[name] = true;
      continue;
    }
    const values = [];
    if (eq >= 0) values.push(arg.slice(eq + 1));
    else if (s.kind === "list") {
      while (i < argv.length && !argv[i].startsWith("--")) values.push(argv[i++]);
    } else if (i < argv.length && !argv[i].startsWith("--")) values.push(argv[i++]);
    if (values.length === 0) throw new UsageError(`${command}: --${name} needs a value; ${usageHint(command)}`);
    if (s.kind === "string") {
      if (out[name] !== void 0) throw new UsageError(`${command}: --${name} given twice`);
      out[name] = values[0];
    } else {
      out[name] = [...out[name] ?? [], ...values];
    }
  }
  return out;
}

// src/cli/calibrate-command.ts
import { mkdir as mkdir4, rm as rm5, writeFile as writeFile4 } from "node:fs/promises";
import { dirname as dirname4, resolve as resolve6 } from "node:path";

// src/compare/noise-floor.ts
function aaLogRatios(base, head) {
  const ok = (v) => Number.isFinite(v) && v > 0;
  const out = [];
  for (const a of base.filter(ok)) for (const b of head.filter(ok)) out.push(Math.log(b / a));
  return out;
}
function floorOf(logRatios) {
  if (logRatios.length < MIN_AA_ESTIMATES) return void 0;
  const abs = Float64Array.from(logRatios, Math.abs).sort();
  return Math.expm1(quantileType7(abs, AA_QUANTILE));
}
function calibrateFloors(benchmarks) {
  const floors = {};
  const gaps = [];
  for (const b of benchmarks) {
    if (b.runs.base.length === 0 || b.runs.head.length === 0) {
      gaps.push({ benchmark: b.name, reason: "one-side-only" });
      continue;
    }
    if (runsAreOperations(b)) {
      gaps.push({ benchmark: b.name, reason: "single-operation-runs" });
      continue;
    }
    const base = b.runs.base.map((r) => runMetrics(r.data));
    const head = b.runs.head.map((r) => runMetrics(r.data));
    const metrics = TAIL_KINDS.includes(b.sampleKind) ? METRIC_IDS.filter((m) => m !== "max") : ["mean"];
    const own = {};
    for (const metric of metrics) {
      const values = (rs) => rs.flatMap((r) => r.metrics[metric]?.estimable && r.metrics[metric]?.value != null ? [r.metrics[metric].value] : []);
      const ratios = aaLogRatios(values(base), values(head));
      const floor = floorOf(ratios);
      if (floor === void 0) gaps.push({ benchmark: b.name, metric, reason: "too-few-runs", estimates: ratios.length });
      else own[metric] = Math.round(floor * 1e6) / 1e6;
    }
    if (Object.keys(own).length > 0) Object.defineProperty(floors, b.name, { value: own, enumerable: true, writable: true, configurable: true });
  }
  return { floors, gaps };
}

// src/run/calibrate.ts
import { realpathSync as realpathSync2 } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join6, relative as relative4, resolve as resolve2 } from "node:path";

// src/run/base-ref.ts
import { readFileSync } from "node:fs";
var PR_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target"]);
function field(obj2, ...path) {
  let cur = obj2;
  for (const key of path) {
    if (cur === null || typeof cur !== "object") return void 0;
    cur = cur[key];
  }
  return cur;
}
var isSha = (v) => typeof v === "string" && /^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(v);
function resolveBase(env, eventPayload) {
  const event = env.GITHUB_EVENT_NAME;
  const prSha = field(eventPayload, "pull_request", "base", "sha");
  if ((event === void 0 || PR_EVENTS.has(event)) && isSha(prSha)) {
    const number = field(eventPayload, "pull_request", "number");
    const branch = field(eventPayload, "pull_request", "base", "ref");
    const what = `pull request${typeof number === "number" ? ` #${number}` : ""}`;
    return { ref: prSha, why: `base of ${what}${typeof branch === "string" ? ` (${branch})` : ""}: pull_request.base.sha` };
  }
  const mgSha = field(eventPayload, "merge_group", "base_sha");
  if ((event === void 0 || event === "merge_group") && isSha(mgSha)) {
    return { ref: mgSha, why: "base of the merge group: merge_group.base_sha" };
  }
  return void 0;
}
function readEventPayload(env) {
  const path = env.GITHUB_EVENT_PATH;
  if (!path) return void 0;
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return void 0;
  }
}

// src/run/run-error.ts
var RunError = class extends UsageError {
  kind;
  side;
  /** For 'cancelled': what cancelled the run ("SIGINT", "SIGTERM", "the caller's AbortSignal"). */
  reason;
  constructor(kind, message2, side, reason2) {
    super(message2);
    this.name = "RunError";
    this.kind = kind;
    this.side = side;
    this.reason = reason2;
  }
};

// src/run/process.ts
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { closeSync, openSync, readdirSync, readFileSync as readFileSync2 } from "node:fs";
var CAPTURE_LIMIT = 16 * 1024 * 1024;
var POLL_MS = 25;
function succeeded(r) {
  return r.exitCode === 0 && !r.timedOut && !r.aborted && r.error === void 0;
}
function describeExit(r, timeoutMs) {
  if (r.error !== void 0) return `could not start: ${r.error}`;
  if (r.aborted) return "cancelled (process tree killed)";
  if (r.timedOut) return `timed out after ${formatDuration(timeoutMs ?? r.durationMs)} (process tree killed)`;
  if (r.signal) return `killed by ${r.signal}`;
  return `exit ${r.exitCode}`;
}
function formatDuration(ms) {
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  if (ms < 6e4) return `${(ms / 1e3).toFixed(2)} s`;
  const m = Math.floor(ms / 6e4);
  const s = Math.round(ms % 6e4 / 1e3);
  return s ? `${m} min ${s} s` : `${m} min`;
}
function groupAlive(pgid) {
  if (process.platform === "linux") {
    try {
      for (const name of readdirSync("/proc")) {
        if (!/^\d+$/.test(name)) continue;
        let stat4;
        try {
          stat4 = readFileSync2(`/proc/${name}/stat`, "utf8");
        } catch {
          continue;
        }
        const fields = stat4.slice(stat4.lastIndexOf(")") + 2).split(" ");
        if (Number(fields[2]) === pgid && fields[0] !== "Z") return true;
      }
      return false;
    } catch {
    }
  }
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}
function signalGroup(pid, sig) {
  try {
    process.kill(-pid, sig);
  } catch {
  }
}
function killTreeWindows(pid) {
  return new Promise((done) => {
    const k = rawSpawn("taskkill", ["/pid", String(pid), "/T", "/F"], { stdio: "ignore", windowsHide: true });
    k.once("error", () => done());
    k.once("exit", () => done());
  });
}
var sleep = (ms) => new Promise((r) => setTimeout(r, ms));
var RUN_ID_VAR = "BENCH_REVIEW_RUN_ID";
var WITHHELD = /* @__PURE__ */ new Set([
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_RUNTIME_URL",
  "ACTIONS_RESULTS_URL",
  "ACTIONS_CACHE_URL",
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_URL",
  "GITHUB_OUTPUT",
  "GITHUB_ENV",
  "GITHUB_PATH",
  "GITHUB_STATE",
  "GITHUB_STEP_SUMMARY"
]);
var WITHHELD_PREFIXES = ["INPUT_", "ACTIONS_RUNTIME_", "ACTIONS_ID_TOKEN_"];
function childEnv(env) {
  const out = {};
  for (const [k, v] of Object.entries(env)) {
    const upper = k.toUpperCase();
    if (v === void 0 || WITHHELD.has(upper) || WITHHELD_PREFIXES.some((p) => upper.startsWith(p))) continue;
    out[k] = v;
  }
  return out;
}
function readProc(pid, file) {
  try {
    return readFileSync2(`/proc/${pid}/${file}`);
  } catch {
    return void 0;
  }
}
function runIdOf(environ) {
  const key = Buffer.from(`${RUN_ID_VAR}=`);
  for (let at2 = 0; at2 < environ.length; ) {
    const nul = environ.indexOf(0, at2);
    const end = nul === -1 ? environ.length : nul;
    if (environ.subarray(at2, at2 + key.length).equals(key)) return environ.subarray(at2 + key.length, end).toString("utf8");
    at2 = end + 1;
  }
  return void 0;
}
function isRunning(pid) {
  const stat4 = readProc(pid, "stat")?.toString("utf8");
  return stat4 !== void 0 && stat4.slice(stat4.lastIndexOf(")") + 2)[0] !== "Z";
}
function findTagged(match) {
  if (process.platform !== "linux") return [];
  let names2;
  try {
    names2 = readdirSync("/proc");
  } catch {
    return [];
  }
  const found2 = [];
  for (const name of names2) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    const environ = readProc(name, "environ");
    const id = environ && runIdOf(environ);
    if (id === void 0 || !match(id) || !isRunning(name)) continue;
    const cmdline = readProc(name, "cmdline")?.toString("utf8").split("\0").filter(Boolean).join(" ");
    const command = (cmdline || readProc(name, "comm")?.toString("utf8").trim() || "?").slice(0, 200);
    found2.push({ pid: Number(name), command, runId: id });
  }
  return found2;
}
function signalPid(pid, sig) {
  try {
    process.kill(pid, sig);
  } catch {
  }
}
async function reapTagged(match, graceMs) {
  const all = /* @__PURE__ */ new Map();
  for (let round = 0; round < 5; round++) {
    const found2 = findTagged(match);
    if (found2.length === 0) break;
    for (const s of found2) {
      all.set(s.pid, s);
      signalPid(s.pid, "SIGTERM");
    }
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline && found2.some((s) => isRunning(String(s.pid)))) await sleep(POLL_MS);
    for (const s of found2) if (isRunning(String(s.pid))) signalPid(s.pid, "SIGKILL");
    for (let i = 0; i < 40 && found2.some((s) => isRunning(String(s.pid))); i++) await sleep(POLL_MS);
  }
  return [...all.values()].sort((a, b) => a.pid - b.pid);
}
function killTaggedSync(match) {
  for (const s of findTagged(match)) signalPid(s.pid, "SIGKILL");
}
function describeSurvivors(survivors) {
  const shown = survivors.slice(0, 5).map((s) => `pid ${s.pid} (${s.command})`);
  return survivors.length > 5 ? `${shown.join(", ")} and ${survivors.length - 5} more` : shown.join(", ");
}
async function stopGroup(pid, graceMs) {
  if (process.platform === "win32") return killTreeWindows(pid);
  signalGroup(pid, "SIGTERM");
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!groupAlive(pid)) return;
    await sleep(POLL_MS);
  }
  signalGroup(pid, "SIGKILL");
  for (let i = 0; i < 40 && groupAlive(pid); i++) await sleep(POLL_MS);
}
function openSinks(spec) {
  const fds = [];
  const sink = (s) => {
    if (s === "capture") return "pipe";
    if (s === void 0 || s === "ignore") return "ignore";
    const fd = openSync(s.file, "w");
    fds.push(fd);
    return fd;
  };
  return { stdio: ["ignore", sink(spec.stdout), sink(spec.stderr)], fds };
}
function collect(child) {
  const bufs = { out: [], err: [], outLen: 0, errLen: 0 };
  child.stdout?.on("data", (b) => {
    if (bufs.outLen < CAPTURE_LIMIT) bufs.out.push(b), bufs.outLen += b.length;
  });
  child.stderr?.on("data", (b) => {
    if (bufs.errLen < CAPTURE_LIMIT) bufs.err.push(b), bufs.errLen += b.length;
  });
  return { out: () => Buffer.concat(bufs.out).toString("utf8"), err: () => Buffer.concat(bufs.err).toString("utf8") };
}
function rawSpawn(file, args, options) {
  return args ? spawn(file, args, options) : spawn(file, { ...options, shell: true });
}
function start(spec, stdio, runId) {
  const env = childEnv(spec.env ?? process.env);
  if (runId !== void 0) env[RUN_ID_VAR] = runId;
  return rawSpawn(spec.command, spec.args, { cwd: spec.cwd, env, stdio, detached: process.platform !== "win32", windowsHide: true });
}
function waitForExit(child, result) {
  return new Promise((resolveExit) => {
    child.once("error", (err) => (result.error = err.message, resolveExit()));
    child.once("exit", (code, sig) => (result.exitCode = code, result.signal = sig, resolveExit()));
  });
}
function waitForPipes(child) {
  if (!child.stdout && !child.stderr) return Promise.resolve();
  return new Promise((done) => {
    const t = setTimeout(() => (child.stdout?.destroy(), child.stderr?.destroy(), done()), 2e3);
    child.once("close", () => (clearTimeout(t), done()));
    if (child.exitCode !== null && child.stdout?.closed !== false && child.stderr?.closed !== false) clearTimeout(t), done();
  });
}
async function spawnProcess(spec) {
  const grace = spec.killGraceMs ?? 5e3;
  const result = { exitCode: null, signal: null, timedOut: false, aborted: false, durationMs: 0, stdout: "", stderr: "", leftovers: false, survivors: [] };
  const runId = spec.runId ?? (spec.args ? void 0 : randomUUID());
  const ownRunId = (id) => id === runId;
  if (spec.signal?.aborted) return { ...result, aborted: true };
  const t0 = process.hrtime.bigint();
  let child;
  let fds = [];
  try {
    const sinks = openSinks(spec);
    fds = sinks.fds;
    child = start(spec, sinks.stdio, runId);
  } catch (err) {
    return { ...result, error: err instanceof Error ? err.message : String(err) };
  } finally {
    for (const fd of fds) closeSync(fd);
  }
  const output = collect(child);
  const pid = child.pid;
  let stopping;
  const stop = () => stopping ??= pid === void 0 ? Promise.resolve() : stopGroup(pid, grace);
  const onExitOfParent = () => {
    if (pid !== void 0 && process.platform !== "win32") signalGroup(pid, "SIGKILL");
    if (runId !== void 0 && !spec.keepSurvivors) killTaggedSync(ownRunId);
  };
  const onAbort = () => (result.aborted = true, void stop());
  const timer = spec.timeoutMs !== void 0 ? setTimeout(() => (result.timedOut = true, void stop()), spec.timeoutMs) : void 0;
  spec.signal?.addEventListener("abort", onAbort, { once: true });
  process.once("exit", onExitOfParent);
  try {
    await waitForExit(child, result);
    result.durationMs = Number(process.hrtime.bigint() - t0) / 1e6;
    if (timer) clearTimeout(timer);
    if (!stopping && pid !== void 0 && process.platform !== "win32" && groupAlive(pid)) result.leftovers = true;
    if (result.leftovers) void stop();
    if (stopping) await stopping;
    if (runId !== void 0 && !spec.keepSurvivors) result.survivors = await reapTagged(ownRunId, grace);
    await waitForPipes(child);
  } finally {
    if (timer) clearTimeout(timer);
    spec.signal?.removeEventListener("abort", onAbort);
    process.removeListener("exit", onExitOfParent);
  }
  result.stdout = output.out();
  result.stderr = output.err();
  return result;
}

// src/run/git.ts
var GIT_LOCATION_VARS = ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_OBJECT_DIRECTORY"];
function gitEnv(env) {
  const out = { ...env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" };
  for (const k of GIT_LOCATION_VARS) delete out[k];
  return out;
}
function lastLine(text2) {
  const lines = text2.split("\n").map((l) => l.trim()).filter(Boolean);
  return lines[lines.length - 1] ?? "";
}
function failure(args, r) {
  const why = r.error ?? (r.timedOut ? "timed out" : r.aborted ? "cancelled" : `exit ${r.exitCode ?? r.signal}`);
  const detail = lastLine(r.stderr) || lastLine(r.stdout);
  return new RunError(r.aborted ? "cancelled" : "git", `git ${args.join(" ")} failed (${why})${detail ? `: ${detail}` : ""}`);
}
function createGit(dir, env = process.env, defaultTimeoutMs = 10 * 6e4) {
  const call = (args, opts = {}) => spawnProcess({
    command: "git",
    args,
    cwd: opts.cwd ?? dir,
    env: gitEnv(env),
    timeoutMs: opts.timeoutMs ?? defaultTimeoutMs,
    signal: opts.signal,
    stdout: "capture",
    stderr: "capture",
    killGraceMs: 2e3
  });
  return {
    dir,
    async run(args, opts) {
      const r = await call(args, opts);
      if (r.exitCode !== 0 || r.error !== void 0 || r.timedOut || r.aborted) throw failure(args, r);
      return r.stdout.trim();
    },
    async tryRun(args, opts) {
      const r = await call(args, opts);
      if (r.aborted) throw failure(args, r);
      return r.exitCode === 0 && r.error === void 0 && !r.timedOut ? r.stdout.trim() : void 0;
    }
  };
}

// src/run/run-suite.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import { lstat, mkdir, mkdtemp as mkdtemp2, rm as rm3, writeFile as writeFile2 } from "node:fs/promises";
import { tmpdir } from "node:os";
import { isAbsolute as isAbsolute3, join as join5, resolve } from "node:path";

// src/run/cancel.ts
var SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
var ignoreErrors = () => void 0;
function linkCancellation(outer, handleSignals) {
  const controller = new AbortController();
  let why;
  const cancel = (what) => {
    why ??= what;
    controller.abort(new Error(`cancelled by ${what}`));
  };
  const onOuter = () => cancel("the caller's AbortSignal");
  const handlers = /* @__PURE__ */ new Map();
  const streamHandlers = /* @__PURE__ */ new Map();
  if (outer?.aborted) onOuter();
  outer?.addEventListener("abort", onOuter, { once: true });
  if (handleSignals) {
    for (const sig of SIGNALS) {
      const h = () => cancel(sig);
      handlers.set(sig, h);
      process.on(sig, h);
    }
    for (const stream of [process.stdout, process.stderr]) {
      const h = (err) => {
        if (err.code !== "EPIPE") return;
        stream.on("error", ignoreErrors);
        cancel("EPIPE");
      };
      streamHandlers.set(stream, h);
      stream.on("error", h);
    }
  }
  return {
    signal: controller.signal,
    reason: () => why,
    dispose() {
      outer?.removeEventListener("abort", onOuter);
      for (const [sig, h] of handlers) process.removeListener(sig, h);
      for (const [stream, h] of streamHandlers) stream.removeListener("error", h);
    }
  };
}
function cancelExitCode(reason2) {
  if (reason2 === "SIGHUP") return 129;
  if (reason2 === "SIGINT") return 130;
  if (reason2 === "SIGPIPE" || reason2 === "EPIPE") return 141;
  if (reason2 === "SIGTERM") return 143;
  return 2;
}

// src/run/machine.ts
import { access, readFile as readFile2 } from "node:fs/promises";
import * as nodeOs from "node:os";
function systemProbe() {
  const cpus2 = (() => {
    try {
      return nodeOs.cpus().map((c) => c.model);
    } catch {
      return [];
    }
  })();
  return {
    readText: (path) => readFile2(path, "utf8").catch(() => void 0),
    exists: (path) => access(path).then(() => true, () => false),
    lscpu: async () => {
      if (process.platform !== "linux") return void 0;
      const r = await spawnProcess({ command: "lscpu", args: [], cwd: "/", env: { ...process.env, LC_ALL: "C" }, stdout: "capture", stderr: "ignore", timeoutMs: 5e3 });
      return r.exitCode === 0 ? r.stdout : void 0;
    },
    os: { platform: process.platform, arch: nodeOs.arch(), release: nodeOs.release(), type: nodeOs.type(), totalmem: nodeOs.totalmem(), cpuModels: cpus2 }
  };
}
var CPU = "/sys/devices/system/cpu";
var text = async (probe, path) => (await probe.readText(path))?.trim() || void 0;
var khzToMhz = (v) => {
  const n = positiveNumber(v);
  return n === void 0 ? void 0 : Math.round(n / 1e3);
};
async function cpuFacts(probe, lscpu) {
  const info = parseCpuinfo(await probe.readText("/proc/cpuinfo") ?? "");
  const model = info.model ?? lscpu.get("Model name") ?? probe.os.cpuModels.find((m) => m && m.trim() !== "" && m !== "unknown");
  const sockets = info.sockets ?? positiveNumber(lscpu.get("Socket(s)"));
  const perSocket = positiveNumber(lscpu.get("Core(s) per socket"));
  const physicalCores = info.physicalCores ?? (perSocket !== void 0 ? perSocket * (sockets ?? 1) : void 0);
  const logicalCpus = info.logical || positiveNumber(lscpu.get("CPU(s)")) || probe.os.cpuModels.length || void 0;
  const smtActive = await text(probe, `${CPU}/smt/active`);
  const threads = positiveNumber(lscpu.get("Thread(s) per core"));
  let smt;
  if (smtActive === "1" || smtActive === "0") smt = smtActive === "1";
  else if (threads !== void 0) smt = threads > 1;
  else if (physicalCores !== void 0 && logicalCpus !== void 0) smt = logicalCpus > physicalCores;
  return { cpuModel: model?.replace(/\s+/g, " ").trim(), sockets, physicalCores, logicalCpus, smt, baseMHz: info.nominalMHz };
}
async function frequencyFacts(probe, lscpu) {
  const f = `${CPU}/cpu0/cpufreq`;
  const maxMHz = khzToMhz(await text(probe, `${f}/cpuinfo_max_freq`)) ?? (positiveNumber(lscpu.get("CPU max MHz")) !== void 0 ? Math.round(positiveNumber(lscpu.get("CPU max MHz"))) : void 0);
  const baseMHz = khzToMhz(await text(probe, `${f}/base_frequency`));
  const governor = await text(probe, `${f}/scaling_governor`);
  const noTurbo = await text(probe, `${CPU}/intel_pstate/no_turbo`);
  const boost = await text(probe, `${CPU}/cpufreq/boost`);
  let turbo;
  if (noTurbo === "0" || noTurbo === "1") turbo = noTurbo === "0";
  else if (boost === "0" || boost === "1") turbo = boost === "1";
  const out = { maxMHz, governor, turbo };
  if (baseMHz !== void 0) out.baseMHz = baseMHz;
  return out;
}
var VM_VENDORS = [
  [/microsoft/i, "Microsoft Hyper-V"],
  [/amazon/i, "Amazon EC2"],
  [/google/i, "Google Compute Engine"],
  [/qemu|kvm/i, "KVM"],
  [/vmware/i, "VMware"],
  [/virtualbox|innotek/i, "VirtualBox"],
  [/xen/i, "Xen"]
];
async function virtualization(probe, lscpu, hypervisorFlag) {
  if (/microsoft|wsl/i.test(probe.os.release)) return "WSL";
  const vendor = lscpu.get("Hypervisor vendor");
  if (vendor) return lscpu.get("Virtualization type") ? `${vendor} (${lscpu.get("Virtualization type")})` : vendor;
  const dmi = `${await text(probe, "/sys/class/dmi/id/sys_vendor") ?? ""} ${await text(probe, "/sys/class/dmi/id/product_name") ?? ""}`;
  const known = VM_VENDORS.find(([re]) => re.test(dmi));
  if (known && (hypervisorFlag || /virtual|hvm|kvm|qemu|ec2|compute engine/i.test(dmi))) return known[1];
  return hypervisorFlag ? "hypervisor (vendor unknown)" : void 0;
}
async function container(probe, env) {
  if (env.container) return env.container;
  if (await probe.exists("/.dockerenv")) return "docker";
  if (await probe.exists("/run/.containerenv")) return "podman";
  return containerFromCgroup(await probe.readText("/proc/1/cgroup") ?? "");
}
async function limits(probe, env) {
  const extra = {};
  const quota = cpuQuota(await text(probe, "/sys/fs/cgroup/cpu.max"), await text(probe, "/sys/fs/cgroup/cpu/cpu.cfs_quota_us"), await text(probe, "/sys/fs/cgroup/cpu/cpu.cfs_period_us"));
  if (quota !== void 0) extra.cpuQuota = String(quota);
  const allowed = /^Cpus_allowed_list:\s*(.+)$/m.exec(await probe.readText("/proc/self/status") ?? "")?.[1];
  if (allowed) extra.cpusAllowed = allowed.trim();
  const mem = await text(probe, "/sys/fs/cgroup/memory.max");
  if (mem && mem !== "max") extra.memoryLimitBytes = mem;
  if (env.RUNNER_ENVIRONMENT) extra.runnerEnvironment = env.RUNNER_ENVIRONMENT;
  if (env.ImageOS) extra.imageOs = env.ImageOS;
  if (env.ImageVersion) extra.imageVersion = env.ImageVersion;
  return extra;
}
function dropUndefined(m) {
  for (const k of Object.keys(m)) if (m[k] === void 0) delete m[k];
  return m;
}
async function gather(env, probe) {
  const lscpu = parseLscpu(await probe.lscpu().catch(() => void 0) ?? "");
  const info = parseCpuinfo(await probe.readText("/proc/cpuinfo") ?? "");
  const extra = await limits(probe, env);
  return dropUndefined({
    ...await cpuFacts(probe, lscpu),
    ...await frequencyFacts(probe, lscpu),
    kernel: probe.os.release || void 0,
    os: osReleaseName(await probe.readText("/etc/os-release") ?? "") ?? (probe.os.type || void 0),
    arch: probe.os.arch || void 0,
    memoryBytes: probe.os.totalmem || void 0,
    virtualization: await virtualization(probe, lscpu, info.hypervisorFlag),
    container: await container(probe, env),
    runnerName: env.RUNNER_NAME || void 0,
    runnerOs: env.RUNNER_OS || void 0,
    runnerArch: env.RUNNER_ARCH || void 0,
    extra: Object.keys(extra).length ? extra : void 0,
    source: "measured"
  });
}
async function collectMachine(env = process.env, probe = systemProbe()) {
  try {
    return await gather(env, probe);
  } catch {
    return { source: "measured" };
  }
}
function loadAverage() {
  const l = nodeOs.loadavg();
  return process.platform === "win32" ? void 0 : l.map((v) => Math.round(v * 100) / 100);
}

// src/run/measure.ts
import { cp, open as open2, realpath as realpath2, rm, stat as stat2 } from "node:fs/promises";
import { basename, dirname, isAbsolute, join as join2, normalize, relative as relative2, sep } from "node:path";

// src/run/progress.ts
var CLEAR = "\r\x1B[2K";
var MAX_LINE = 400;
function createProgress(opts) {
  const now = opts.now ?? (() => performance.now());
  let shown = false;
  const clear = () => {
    if (shown && opts.live) opts.live(CLEAR);
    shown = false;
  };
  return {
    line(text2) {
      clear();
      opts.log(text2);
    },
    starting(text2) {
      if (!opts.live) return;
      opts.live(`${CLEAR}${text2}`);
      shown = true;
    },
    group(title, fn) {
      clear();
      if (opts.group) return opts.group(title, fn);
      opts.log(`\u2500\u2500 ${title}`);
      return fn();
    },
    now
  };
}
function formatSpan(ms) {
  if (!(ms >= 500)) return "<1s";
  const total = Math.round(ms / 1e3);
  const h = Math.floor(total / 3600);
  const m = Math.floor(total % 3600 / 60);
  const sec = total % 60;
  if (h > 0) return `${h}h ${String(m).padStart(2, "0")}m`;
  if (m > 0) return `${m}m ${String(sec).padStart(2, "0")}s`;
  return `${sec}s`;
}
function etaSuffix(order, durations, elapsedMs) {
  const done = Math.min(durations.length, order.length);
  if (done === 0) return "";
  const elapsed = ` \xB7 ${formatSpan(elapsedMs)} elapsed`;
  if (done === order.length) return elapsed;
  const sum = /* @__PURE__ */ new Map();
  let all = 0;
  for (let i = 0; i < done; i++) {
    const s = sum.get(order[i]) ?? { total: 0, n: 0 };
    s.total += durations[i];
    s.n++;
    sum.set(order[i], s);
    all += durations[i];
  }
  const overall = all / done;
  let left = 0;
  for (const side of order.slice(done)) {
    const s = sum.get(side);
    left += s ? s.total / s.n : overall;
  }
  return `${elapsed} \xB7 ~${formatSpan(left)} left`;
}
function tailLines(stdout, stderr, max2 = 20) {
  const last = (text2, n) => text2.split(/\r?\n/).filter((l) => l.trim() !== "").slice(-n).map((l) => l.length > MAX_LINE ? `${l.slice(0, MAX_LINE)}\u2026` : l);
  const err = last(stderr, max2).map((l) => `stderr| ${l}`);
  const out = err.length < max2 ? last(stdout, max2 - err.length).map((l) => `stdout| ${l}`) : [];
  return [...out, ...err];
}

// src/run/measure.ts
var TAIL_BYTES = 64 * 1024;
async function readTail(path) {
  try {
    const fh = await open2(path, "r");
    try {
      const { size } = await fh.stat();
      const len = Math.min(size, TAIL_BYTES);
      const buf = Buffer.alloc(len);
      await fh.read(buf, 0, len, size - len);
      return buf.toString("utf8");
    } finally {
      await fh.close();
    }
  } catch {
    return "";
  }
}
async function exec(ctx, command, cwd, stem, keepSurvivors = false) {
  const stdoutFile = join2(ctx.outDir, `${stem}.out`);
  const stderrFile = join2(ctx.outDir, `${stem}.err`);
  const r = await spawnProcess({
    command,
    cwd,
    env: ctx.env,
    timeoutMs: ctx.timeoutMs,
    signal: ctx.signal,
    stdout: { file: stdoutFile },
    stderr: { file: stderrFile },
    killGraceMs: ctx.killGraceMs,
    runId: `${ctx.suiteId}/${stem}`,
    keepSurvivors
  });
  return { r, stdoutFile, stderrFile };
}
async function tailOf(stdoutFile, stderrFile) {
  return tailLines(await readTail(stdoutFile), await readTail(stderrFile));
}
async function runSetup(ctx, side, cwd) {
  const { r, stdoutFile, stderrFile } = await exec(ctx, ctx.setup, cwd, `${side}-setup`, true);
  const ok = succeeded(r);
  return { ok, status: describeExit(r, ctx.timeoutMs), durationMs: r.durationMs, tail: ok ? [] : await tailOf(stdoutFile, stderrFile), aborted: r.aborted };
}
function checkResultsPath(results, workingDirectory) {
  const expected = "expected a file or folder the command writes, relative to the working directory and inside the repository (each side gets its own copy, which bench-review deletes before each run)";
  if (isAbsolute(results)) throw new UsageError(`results: "${results}" is an absolute path; ${expected}`);
  const inRepo = normalize(join2(workingDirectory || ".", results)).replace(/[\\/]+$/, "");
  const parts = inRepo.split(/[\\/]/);
  if (inRepo === ".." || inRepo.startsWith(`..${sep}`)) throw new UsageError(`results: "${results}" leads out of the repository; ${expected}`);
  const wd = workingDirectory || ".";
  if (inRepo === "." || inRepo === wd || !relative2(inRepo, wd).startsWith("..")) throw new UsageError(`results: "${results}" is the working directory or one of its parents; ${expected}`);
  if (parts[0] === ".git") throw new UsageError(`results: "${results}" is inside .git; ${expected}`);
}
function resultsPath(ctx, cwd) {
  return ctx.results === void 0 ? void 0 : join2(cwd, ctx.results);
}
var inside = (top, p) => p === top || p.startsWith(top.endsWith(sep) ? top : `${top}${sep}`);
async function clearResults(path, root, shown) {
  const parent = await realpath2(dirname(path)).catch(() => void 0);
  if (parent === void 0) return;
  const top = await realpath2(root);
  if (!inside(top, parent)) {
    throw new UsageError(`results: "${shown}" is, through a symbolic link, in ${parent}, outside the checkout ${top}; bench-review deletes the results file before each run and deletes nothing outside the checkout: name a path inside it`);
  }
  await rm(join2(parent, basename(path)), { recursive: true, force: true });
}
async function keepData(ctx, cwd, stem, stdoutFile) {
  const results = resultsPath(ctx, cwd);
  if (results === void 0) {
    const size = (await stat2(stdoutFile).catch(() => void 0))?.size ?? 0;
    return size > 0 ? { file: stdoutFile } : { problem: "exit 0 but printed nothing on stdout" };
  }
  const info = await stat2(results).catch(() => void 0);
  if (!info) return { problem: `exit 0 but did not write ${ctx.results}` };
  const kept = join2(ctx.outDir, `${stem}-${basename(results)}`);
  await cp(results, kept, { recursive: info.isDirectory() });
  return { file: kept };
}
async function runOnce(ctx, side, index, cwd) {
  const stem = `${side}-${index}`;
  const results = resultsPath(ctx, cwd);
  if (results !== void 0) await clearResults(results, ctx.roots[side], ctx.results);
  const { r, stdoutFile, stderrFile } = await exec(ctx, ctx.command, cwd, stem);
  let ok = succeeded(r);
  let status = describeExit(r, ctx.timeoutMs);
  let file;
  if (ok) {
    const kept = await keepData(ctx, cwd, stem, stdoutFile);
    file = kept.file;
    if (kept.problem) ok = false, status = kept.problem;
  }
  const tail = ok || r.aborted ? [] : await tailOf(stdoutFile, stderrFile);
  return { side, index, durationMs: r.durationMs, ok, status, file, stdoutFile, stderrFile, tail, timedOut: r.timedOut, aborted: r.aborted, leftovers: r.leftovers, survivors: r.survivors };
}

// src/run/schedule.ts
function interleave(runsPerSide) {
  const order = [];
  for (let k = 0; k < runsPerSide; k++) order.push(...k % 2 === 0 ? ["base", "head"] : ["head", "base"]);
  return order;
}
function minimumRuns(runsPerSide) {
  if (runsPerSide <= 2) return runsPerSide;
  return Math.max(2, Math.ceil(runsPerSide / 2));
}

// src/run/sides.ts
import { existsSync as existsSync2, realpathSync } from "node:fs";
import { isAbsolute as isAbsolute2, join as join4, normalize as normalize2, relative as relative3, sep as sep2 } from "node:path";

// src/run/worktree.ts
import { existsSync, readFileSync as readFileSync3 } from "node:fs";
import { mkdtemp, readdir as readdir2, readFile as readFile3, rm as rm2, writeFile } from "node:fs/promises";
import { basename as basename2, dirname as dirname2, join as join3 } from "node:path";
var SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
var WORKTREE_PREFIX = "bench-review-base-";
var OURS = /^bench-review-base-[A-Za-z0-9]{6}$/;
var OWNER_FILE = "owner";
async function repoRoot(git) {
  const top = await git.tryRun(["rev-parse", "--show-toplevel"]);
  if (!top) throw new RunError("git", `${git.dir} is not inside a git repository: bench-review run measures a git repository's base and head`);
  return top;
}
async function verify(git, ref, signal) {
  return git.tryRun(["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`], { signal });
}
var WHAT_TO_DO = "pass a base that exists in this clone (--base / input base-ref: a branch, tag or SHA that `git log` shows), or clone with the base history (actions/checkout with `fetch-depth: 0`)";
async function resolveCommit(git, ref, remote, signal) {
  if (ref.startsWith("-")) throw new RunError("git", `base ref "${ref}" is not valid: it must not start with "-"`);
  const local = await verify(git, ref, signal);
  if (local) return { sha: local };
  const shallow = await git.tryRun(["rev-parse", "--is-shallow-repository"], { signal }) === "true";
  const args = ["fetch", "--no-tags", ...shallow ? ["--depth=1"] : [], remote, ref];
  const remotes = (await git.tryRun(["remote"], { signal }) ?? "").split("\n");
  if (!remotes.includes(remote)) {
    throw new RunError("git", `base "${ref}" is not in this clone and could not be fetched from ${remote}: the repository has no "${remote}" remote, so \`git ${args.join(" ")}\` cannot run. To fix it, ${WHAT_TO_DO}`, "base");
  }
  try {
    await git.run(args, { signal });
  } catch (err) {
    if (err instanceof RunError && err.kind === "cancelled") throw err;
    const why = err instanceof Error ? err.message : String(err);
    throw new RunError("git", `base "${ref}" is not in this clone and could not be fetched from ${remote}: ${why}. Check that "${ref}" names a commit of ${remote}, or ${WHAT_TO_DO}`, "base");
  }
  const sha = await verify(git, SHA.test(ref) ? ref : "FETCH_HEAD", signal) ?? "";
  if (!sha) throw new RunError("git", `base "${ref}" was fetched from ${remote} but does not name a commit`, "base");
  return { sha, fetchedFrom: remote };
}
async function parentsOf(git, sha) {
  const raw = await git.tryRun(["cat-file", "-p", sha]) ?? "";
  const header = raw.split("\n\n")[0] ?? "";
  return header.split("\n").filter((l) => l.startsWith("parent ")).map((l) => l.slice(7).trim());
}
function startTime(pid) {
  try {
    const stat4 = readFileSync3(`/proc/${pid}/stat`, "utf8");
    return stat4.slice(stat4.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return void 0;
  }
}
function ownerRecord() {
  return JSON.stringify({ pid: process.pid, start: startTime(process.pid) ?? null });
}
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}
async function ownerGone(parent) {
  let owner;
  try {
    owner = JSON.parse(await readFile3(join3(parent, OWNER_FILE), "utf8"));
  } catch {
    return true;
  }
  if (typeof owner.pid !== "number" || !Number.isSafeInteger(owner.pid) || owner.pid <= 0) return true;
  if (!isAlive(owner.pid)) return true;
  const now = startTime(owner.pid);
  return typeof owner.start === "string" && now !== void 0 && now !== owner.start;
}
var isOurs = (path) => OURS.test(basename2(dirname2(path)));
async function pruneStaleWorktrees(git, tmpRoot, signal) {
  const removed = [];
  const list2 = await git.tryRun(["worktree", "list", "--porcelain"], { signal }) ?? "";
  const paths = list2.split("\n").filter((l) => l.startsWith("worktree ")).map((l) => l.slice("worktree ".length));
  for (const path of paths.slice(1)) {
    if (!isOurs(path) || !await ownerGone(dirname2(path))) continue;
    if (existsSync(path)) await git.tryRun(["worktree", "remove", "--force", "--force", path], { signal });
    await rm2(dirname2(path), { recursive: true, force: true }).catch(() => void 0);
    removed.push(path);
  }
  const entries = await readdir2(tmpRoot).catch(() => []);
  for (const name of entries) {
    const parent = join3(tmpRoot, name);
    if (OURS.test(name) && existsSync(join3(parent, OWNER_FILE)) && await ownerGone(parent)) await rm2(parent, { recursive: true, force: true }).catch(() => void 0);
  }
  await git.tryRun(["worktree", "prune"], { signal });
  return removed;
}
async function addWorktree(git, root, sha, tmpRoot, signal) {
  const parent = await mkdtemp(join3(tmpRoot, WORKTREE_PREFIX));
  const path = join3(parent, basename2(root) || "base");
  const remove = async () => {
    await git.tryRun(["worktree", "remove", "--force", path]).catch(() => void 0);
    await rm2(parent, { recursive: true, force: true }).catch(() => void 0);
    await git.tryRun(["worktree", "prune"]).catch(() => void 0);
  };
  try {
    await writeFile(join3(parent, OWNER_FILE), ownerRecord());
    await git.run(["worktree", "add", "--detach", path, sha], { signal });
  } catch (err) {
    await remove();
    throw err;
  }
  return { path, remove };
}

// src/run/sides.ts
var short = (sha) => sha.slice(0, 12);
function checkWorkingDirectory(dir) {
  if (dir === void 0 || dir.trim() === "" || dir.trim() === ".") return "";
  const n = normalize2(dir.trim()).replace(/[\\/]+$/, "");
  if (isAbsolute2(n) || n === ".." || n.startsWith(`..${sep2}`)) {
    throw new UsageError(`working directory "${dir}" must be a path inside the repository, relative to its root (e.g. "services/api")`);
  }
  return n === "." ? "" : n;
}
async function consistencyWarnings(git, baseSha, headSha, signal) {
  const warnings = [];
  if (baseSha === headSha) warnings.push(message("run.same-commit", { sha: headSha }));
  const dirty = await git.tryRun(["status", "--porcelain", "--untracked-files=no"], { signal });
  if (dirty) warnings.push(message("run.dirty-tree", { sha: headSha }));
  const parents = await parentsOf(git, headSha);
  if (parents.length >= 2 && parents[0] !== baseSha && baseSha !== headSha) {
    warnings.push(message("run.merge-commit", { head: headSha, firstParent: parents[0], base: baseSha }));
  } else if (parents.length < 2 && baseSha !== headSha && await git.tryRun(["rev-parse", "--is-shallow-repository"], { signal }) === "false") {
    const ancestor = await git.tryRun(["merge-base", "--is-ancestor", baseSha, headSha], { signal });
    if (ancestor === void 0) warnings.push(message("run.not-ancestor", { base: baseSha, head: headSha }));
  }
  return warnings;
}
async function prepareSides(git, opts, progress2) {
  const root = await repoRoot(git);
  const wd = opts.workingDirectory ?? checkWorkingDirectory(relative3(realpathSync(root), realpathSync(git.dir)));
  const headDir = join4(root, wd);
  if (!existsSync2(headDir)) throw new UsageError(`working directory "${wd}" does not exist in ${root}`);
  for (const stale of await pruneStaleWorktrees(git, opts.tmpRoot, opts.signal)) progress2.line(`removed the stale base worktree ${stale}, left registered by an interrupted bench-review run`);
  const headSha = await git.run(["rev-parse", "--verify", "HEAD^{commit}"], { signal: opts.signal });
  const base = await resolveCommit(git, opts.baseRef, opts.remote, opts.signal);
  progress2.line(`base: ${short(base.sha)} \u2014 ${opts.why}${base.fetchedFrom ? ` (not in the clone: fetched from ${base.fetchedFrom})` : ""}`);
  progress2.line(`head: ${short(headSha)} \u2014 the working tree ${root}`);
  await opts.authorize?.({ git, root, headDir, headSha, baseRef: opts.baseRef, baseSha: base.sha });
  const warnings = await consistencyWarnings(git, base.sha, headSha, opts.signal);
  const worktree = await addWorktree(git, root, base.sha, opts.tmpRoot, opts.signal);
  opts.track(worktree);
  progress2.line(`base worktree: ${worktree.path}`);
  const baseDir = join4(worktree.path, wd);
  if (!existsSync2(baseDir)) {
    throw new RunError("base-broken", `base ${short(base.sha)} has no directory "${wd}": the benchmark is new on head, so there is no base to compare with`, "base");
  }
  return { root, base: { sha: base.sha, dir: baseDir, root: worktree.path, why: opts.why }, head: { sha: headSha, dir: headDir, root }, workingDirectory: wd, warnings };
}

// src/run/phases.ts
var SIDES = ["base", "head"];
var cancelled = () => new RunError("cancelled", "cancelled");
function printTail(progress2, tail) {
  for (const l of tail) progress2.line(`    ${l}`);
}
function setupError(ctx, sides, r) {
  const cmd = `setup "${ctx.setup}"`;
  if (!r.base.ok && !r.head.ok) {
    return new RunError("both-broken", `${cmd} failed on both base (${r.base.status}) and head (${r.head.status}): the setup command itself looks broken; its last lines are in the log above`);
  }
  if (!r.base.ok) {
    return new RunError("base-broken", `base ${short(sides.base.sha)} does not build: ${cmd} failed there (${r.base.status}) but succeeded on head. This is a broken base, not a regression of head; its last lines are in the log above`, "base");
  }
  if (!r.head.ok) {
    return new RunError("head-broken", `head ${short(sides.head.sha)} does not build: ${cmd} failed there (${r.head.status}) and succeeded on base; its last lines are in the log above`, "head");
  }
  return void 0;
}
async function runSetups(ctx, sides, progress2) {
  if (ctx.setup === void 0) return {};
  const results = {};
  for (const side of SIDES) {
    results[side] = await progress2.group(`Setup on ${side} (${short(sides[side].sha)})`, async () => {
      progress2.starting(`setting up ${side}\u2026`);
      const r = await runSetup(ctx, side, sides[side].dir);
      progress2.line(`${side} setup: ${formatDuration(r.durationMs)}, ${r.status}`);
      printTail(progress2, r.tail);
      return r;
    });
    if (results[side].aborted || ctx.signal.aborted) throw cancelled();
  }
  const err = setupError(ctx, sides, results);
  if (err) throw err;
  return { base: results.base.durationMs, head: results.head.durationMs };
}
function failureList(records) {
  return records.map((r) => `run ${r.index}: ${r.status}`).join("; ");
}
function stopReason(records, runs2, sides) {
  const need = minimumRuns(runs2);
  const of = (s2) => records.filter((r) => r.side === s2);
  const failed = (s2) => of(s2).filter((r) => !r.ok);
  const hopeless = SIDES.filter((s2) => runs2 - failed(s2).length < need);
  if (hopeless.length === 0 || of("base").length === 0 || of("head").length === 0) return void 0;
  const noneWorked = SIDES.every((s2) => of(s2).length > 0 && of(s2).every((r) => !r.ok));
  const needText = `at least ${need} successful run${need === 1 ? "" : "s"} per side are needed to compare`;
  if (noneWorked) {
    return new RunError("both-broken", `the command failed on both base (${failureList(failed("base"))}) and head (${failureList(failed("head"))}): it looks broken rather than changed; the last lines of each failed run are in the log above`);
  }
  const s = hopeless[0];
  const other = s === "base" ? "head" : "base";
  const tail = s === "base" ? ` The same command runs on head, so this is a broken base, not a regression of head.` : "";
  return new RunError(
    s === "base" ? "base-broken" : "head-broken",
    `the benchmark does not run reliably on ${s} ${short(sides[s].sha)}: ${failed(s).length} of ${of(s).length} ${s} runs so far failed (${failureList(failed(s))}), and ${needText}; ${other} runs: ${of(other).filter((r) => r.ok).length} ok.${tail} The last lines of each failed run are in the log above`,
    s
  );
}
function runWarnings(records, runs2) {
  const out = [];
  for (const s of SIDES) {
    const failed = records.filter((r) => r.side === s && !r.ok);
    if (failed.length > 0) out.push(message("run.failed-runs", { side: s, runs: runs2, failed: failed.map((r) => r.index), statuses: failed.map((r) => r.status) }));
    const left = records.filter((r) => r.side === s && r.leftovers);
    if (left.length > 0) out.push(message("run.leftovers", { side: s, runs: left.map((r) => r.index) }));
    for (const r of records.filter((x) => x.side === s && x.survivors.length > 0)) out.push(survivorsMessage(r));
  }
  return out;
}
function survivorsMessage(r) {
  const shown = r.survivors.slice(0, 5);
  return message("run.survivors", { side: r.side, run: r.index, count: r.survivors.length, pids: shown.map((x) => x.pid), commands: shown.map((x) => x.command) });
}
async function measureSides(ctx, sides, runs2, progress2, machine) {
  const order = interleave(runs2);
  const records = [];
  const load = { base: {}, head: {} };
  const title = `Measure: ${runs2} run${runs2 === 1 ? "" : "s"} per side, interleaved (${order.slice(0, 4).join(" ")}${order.length > 4 ? " \u2026" : ""})`;
  await progress2.group(title, async () => {
    const done = { base: 0, head: 0 };
    const started = progress2.now();
    const eta = () => etaSuffix(order, records.map((r) => r.durationMs), progress2.now() - started);
    for (const [k, side] of order.entries()) {
      if (ctx.signal.aborted) throw cancelled();
      const index = ++done[side];
      load[side].before ??= loadAverage();
      progress2.starting(`[${k + 1}/${order.length}] running ${side} ${index}/${runs2}\u2026${eta()}`);
      const r = await runOnce(ctx, side, index, sides[side].dir);
      load[side].after = loadAverage();
      if (r.aborted || ctx.signal.aborted) throw cancelled();
      records.push(r);
      progress2.line(`[${k + 1}/${order.length}] ${side} ${index}/${runs2}: ${formatDuration(r.durationMs)}, ${r.status}${eta()}`);
      printTail(progress2, r.tail);
      if (r.survivors.length > 0) progress2.line(`warning: ${side} run ${index} left processes running outside its process group: ${describeSurvivors(r.survivors)}; stopped them`);
      const stop = stopReason(records, runs2, sides);
      if (stop) throw stop;
    }
  });
  const machineOf6 = (s) => ({ ...machine, loadBefore: load[s].before, loadAfter: load[s].after });
  return { records, order, machine: { base: machineOf6("base"), head: machineOf6("head") }, warnings: runWarnings(records, runs2) };
}

// src/run/run-suite.ts
function checkOptions(opts) {
  if (typeof opts.command !== "string" || opts.command.trim() === "") throw new UsageError("command: expected the shell command that runs the benchmark suite once");
  if (opts.setup !== void 0 && opts.setup.trim() === "") throw new UsageError("setup: is empty; leave it out, or give the build/install command");
  const { runs: runs2, timeoutMinutes } = RUN_LIMITS;
  if (!Number.isInteger(opts.runs) || opts.runs < runs2.min || opts.runs > runs2.max) throw new UsageError(`runs: "${opts.runs}" is not valid; expected a whole number from ${runs2.min} to ${runs2.max} (${runs2.default} recommended)`);
  if (!(opts.timeoutMs > 0 && opts.timeoutMs <= timeoutMinutes.max * 6e4)) throw new UsageError(`timeout: ${opts.timeoutMs} ms is not valid; expected a positive duration of at most ${timeoutMinutes.max} minutes`);
  if (opts.results !== void 0 && opts.results.trim() === "") throw new UsageError("results: is empty; leave it out to read stdout, or name the file the command writes");
  if (opts.results !== void 0 && isAbsolute3(opts.results.trim())) checkResultsPath(opts.results.trim(), "");
  if (opts.format !== void 0 && opts.format !== "auto" && opts.format !== "" && !findReader(opts.format)) {
    throw new UsageError(`format: unknown format "${opts.format}"; expected one of: auto, ${READERS.map((r) => r.id).join(", ")}`);
  }
}
function chooseBase(opts, env) {
  if (opts.baseRef !== void 0 && opts.baseRef.trim() !== "") return { ref: opts.baseRef.trim(), why: `given as "${opts.baseRef.trim()}"` };
  const choice = resolveBase(env, readEventPayload(env));
  if (!choice) throw new UsageError("no base to compare with: outside a pull_request event, give the base commit-ish (--base REF, input base-ref), e.g. origin/main");
  return choice;
}
function translate(err, cancel) {
  const why = cancel.reason();
  if (why === void 0) return err;
  const what = why === "EPIPE" ? "a closed output pipe (EPIPE)" : why;
  return new RunError("cancelled", `cancelled by ${what}: the running process tree was stopped and the base worktree removed`, void 0, why);
}
async function checkHeadResults(results, sides) {
  checkResultsPath(results, sides.workingDirectory);
  const path = join5(sides.head.dir, results);
  if (await lstat(path).then(() => true, () => false)) {
    throw new UsageError(
      `results: ${path} already exists in the working tree (head), and bench-review did not create it. bench-review deletes the results file before each run, so that a run that writes nothing is never read as a stale result, and it deletes only what its own runs wrote: move or delete it (or name another results path), then run again`
    );
  }
  return path;
}
var startedBy = (left) => [...new Set(left.map((s) => s.runId.slice(s.runId.indexOf("/") + 1)))].sort();
function setupSurvivors(left) {
  const shown = left.slice(0, 5);
  return message("run.setup-survivors", { count: left.length, by: startedBy(left), pids: shown.map((s) => s.pid), commands: shown.map((s) => s.command) });
}
var survivorLog = (left) => `warning: processes started by ${startedBy(left).join(", ")} were still running outside their process group at the end of the suite: ${describeSurvivors(left)}; stopped them`;
async function runSuite(opts) {
  checkOptions(opts);
  const env = opts.env ?? process.env;
  const workingDirectory = opts.workingDirectory === void 0 ? void 0 : checkWorkingDirectory(opts.workingDirectory);
  const base = chooseBase(opts, env);
  const progress2 = createProgress(opts);
  const cancel = linkCancellation(opts.signal, opts.handleSignals ?? true);
  const tmpRoot = opts.tmpDir ?? env.RUNNER_TEMP ?? tmpdir();
  const git = createGit(resolve(opts.repoDir), env, opts.timeoutMs);
  const worktrees = [];
  const killGraceMs = opts.killGraceMs ?? 5e3;
  const suiteId = randomUUID2();
  const ofSuite = (id) => id.startsWith(`${suiteId}/`);
  const onExit = () => killTaggedSync(ofSuite);
  process.once("exit", onExit);
  let ownOutDir;
  let headResults;
  let reaped = false;
  try {
    const sides = await prepareSides(git, { baseRef: base.ref, why: base.why, remote: opts.remote ?? "origin", workingDirectory, tmpRoot, signal: cancel.signal, track: (w) => worktrees.push(w), authorize: opts.authorize }, progress2);
    const results = opts.results?.trim();
    if (results !== void 0) headResults = { path: await checkHeadResults(results, sides), root: sides.head.root };
    const outDir = opts.outDir ? resolve(opts.outDir) : ownOutDir = await mkdtemp2(join5(tmpRoot, "bench-review-runs-"));
    await mkdir(outDir, { recursive: true });
    const ctx = { command: opts.command, setup: opts.setup, results, timeoutMs: opts.timeoutMs, killGraceMs, env, outDir, signal: cancel.signal, suiteId, roots: { base: sides.base.root, head: sides.head.root } };
    const outcome = await measure(ctx, sides, opts.runs, progress2);
    reaped = true;
    return outcome;
  } catch (err) {
    if (ownOutDir) await rm3(ownOutDir, { recursive: true, force: true });
    throw translate(err, cancel);
  } finally {
    if (!reaped) {
      const left = await reapTagged(ofSuite, killGraceMs);
      if (left.length > 0) progress2.line(survivorLog(left));
    }
    process.removeListener("exit", onExit);
    if (headResults) await clearResults(headResults.path, headResults.root, opts.results).catch(() => void 0);
    for (const w of worktrees) {
      await w.remove();
      progress2.line(`removed the base worktree ${w.path}`);
    }
    cancel.dispose();
  }
}
async function measure(ctx, sides, runs2, progress2) {
  const machine = await collectMachine(ctx.env);
  progress2.line(`machine: ${describeMachine(machine)}`);
  await writeFile2(join5(ctx.outDir, "machine.json"), `${JSON.stringify(machine, null, 2)}
`);
  const setupMs = await runSetups(ctx, sides, progress2);
  const m = await measureSides(ctx, sides, runs2, progress2, machine);
  const left = await reapTagged((id) => id.startsWith(`${ctx.suiteId}/`), ctx.killGraceMs);
  if (left.length > 0) {
    m.warnings.push(setupSurvivors(left));
    progress2.line(survivorLog(left));
  }
  const side = (s) => ({
    sha: sides[s].sha,
    files: m.records.filter((r) => r.side === s && r.ok).map((r) => r.file),
    machine: m.machine[s],
    failedRuns: m.records.filter((r) => r.side === s && !r.ok).length,
    runs: m.records.filter((r) => r.side === s),
    dir: sides[s].dir,
    setupMs: setupMs[s]
  });
  return {
    base: side("base"),
    head: side("head"),
    order: m.order,
    warnings: [...sides.warnings, ...m.warnings],
    baseWhy: sides.base.why,
    outDir: ctx.outDir,
    root: sides.root,
    workingDirectory: sides.workingDirectory
  };
}
function describeMachine(m) {
  const parts = [];
  if (m.cpuModel) parts.push(m.cpuModel);
  if (m.physicalCores !== void 0 || m.logicalCpus !== void 0) parts.push(`${m.physicalCores ?? "?"} physical / ${m.logicalCpus ?? "?"} logical CPUs${m.smt === void 0 ? "" : m.smt ? " (SMT on)" : " (SMT off)"}`);
  if (m.governor) parts.push(`governor ${m.governor}`);
  if (m.turbo !== void 0) parts.push(`turbo ${m.turbo ? "on" : "off"}`);
  if (m.virtualization) parts.push(m.virtualization);
  if (m.container) parts.push(`container ${m.container}`);
  if (m.runnerName) parts.push(`runner ${m.runnerName}`);
  return parts.join(", ") || "not readable";
}

// src/run/calibrate.ts
function chooseCommit(opts, env) {
  const given = opts.baseRef?.trim();
  if (given) return { ref: given, why: `given as "${given}"` };
  return resolveBase(env, readEventPayload(env)) ?? { ref: "HEAD", why: "the checked-out commit (HEAD)" };
}
async function measureAA(opts, run = runSuite) {
  const env = opts.env ?? process.env;
  const git = createGit(resolve2(opts.repoDir), env, opts.timeoutMs);
  const root = await repoRoot(git);
  const wd = opts.workingDirectory !== void 0 ? checkWorkingDirectory(opts.workingDirectory) : checkWorkingDirectory(relative4(realpathSync2(root), realpathSync2(resolve2(opts.repoDir))));
  const choice = chooseCommit(opts, env);
  const commit = await resolveCommit(git, choice.ref, opts.remote ?? "origin", opts.signal);
  opts.log(`A/A calibration: ${short(commit.sha)} \u2014 ${choice.why} \u2014 measured against itself (two clean checkouts)`);
  const tmpRoot = opts.tmpDir ?? env.RUNNER_TEMP ?? tmpdir2();
  let worktree;
  try {
    worktree = await addWorktree(git, root, commit.sha, tmpRoot, opts.signal);
    opts.log(`head worktree: ${worktree.path}`);
    const outcome = await run({ ...opts, baseRef: commit.sha, repoDir: join6(worktree.path, wd), workingDirectory: wd, env });
    outcome.warnings = outcome.warnings.filter((w) => w.id !== "run.same-commit");
    return { sha: commit.sha, why: choice.why, outcome };
  } finally {
    if (worktree) {
      await worktree.remove();
      opts.log(`removed the head worktree ${worktree.path}`);
    }
  }
}

// src/cli/run-command.ts
import { mkdtemp as mkdtemp3, rm as rm4 } from "node:fs/promises";
import { tmpdir as tmpdir3 } from "node:os";
import { join as join8, resolve as resolve5 } from "node:path";

// src/action/context.ts
import { readFile as readFile4 } from "node:fs/promises";
var obj = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? v : void 0;
var str3 = (v) => typeof v === "string" && v.length > 0 ? v : void 0;
var int = (v) => typeof v === "number" && Number.isSafeInteger(v) ? v : null;
async function readEventPayload2(env) {
  const path = env.GITHUB_EVENT_PATH;
  if (!path) return {};
  try {
    return obj(JSON.parse(await readFile4(path, "utf8"))) ?? {};
  } catch (err) {
    throw new UsageError(`GITHUB_EVENT_PATH (${path}) could not be read as JSON: ${err.message}`);
  }
}
function pullRequestFrom(payload) {
  const pr = obj(payload.pull_request);
  if (!pr) return void 0;
  const base = obj(pr.base);
  const head = obj(pr.head);
  const number = int(pr.number) ?? int(payload.number);
  const baseSha = str3(base?.sha);
  const headSha = str3(head?.sha);
  if (number === null || !baseSha || !headSha) return void 0;
  const baseRepoId = int(obj(base?.repo)?.id);
  const headRepoId = int(obj(head?.repo)?.id);
  const headName = str3(obj(head?.repo)?.full_name);
  const baseName2 = str3(obj(base?.repo)?.full_name);
  const fromFork = headRepoId !== null && baseRepoId !== null && headRepoId !== baseRepoId || headName !== void 0 && baseName2 !== void 0 && headName !== baseName2 || obj(head?.repo) === void 0;
  return { number, baseSha, headSha, baseRepoId, headRepoId, fromFork, body: typeof pr.body === "string" ? pr.body : "" };
}
function workflowRunFrom(payload) {
  const run = obj(payload.workflow_run);
  if (!run) return void 0;
  const id = int(run.id);
  const headSha = str3(run.head_sha);
  if (id === null || !headSha) return void 0;
  const prs = Array.isArray(run.pull_requests) ? run.pull_requests : [];
  return {
    id,
    headSha,
    headRepoId: int(obj(run.head_repository)?.id),
    headBranch: str3(run.head_branch) ?? null,
    event: str3(run.event) ?? null,
    conclusion: str3(run.conclusion) ?? null,
    pullRequests: prs.map((p) => int(obj(p)?.number)).filter((n) => n !== null)
  };
}
function repository(env, payload) {
  const full = env.GITHUB_REPOSITORY ?? str3(obj(payload.repository)?.full_name) ?? "";
  const [owner, repo] = full.split("/");
  return { owner: owner ?? "", repo: repo ?? "" };
}
function contextFrom(env, payload) {
  const { owner, repo } = repository(env, payload);
  const pr = pullRequestFrom(payload);
  const workflowRun = workflowRunFrom(payload);
  const serverUrl = (env.GITHUB_SERVER_URL ?? "https://github.com").replace(/\/+$/, "");
  const runId = env.GITHUB_RUN_ID && /^\d+$/.test(env.GITHUB_RUN_ID) ? Number(env.GITHUB_RUN_ID) : null;
  return {
    eventName: env.GITHUB_EVENT_NAME ?? "",
    owner,
    repo,
    headSha: pr?.headSha ?? env.GITHUB_SHA ?? "",
    githubSha: env.GITHUB_SHA ?? "",
    baseBranch: str3(obj(obj(payload.pull_request)?.base)?.ref) ?? str3(obj(payload.repository)?.default_branch) ?? null,
    pr,
    workflowRun,
    serverUrl,
    apiUrl: (env.GITHUB_API_URL ?? "https://api.github.com").replace(/\/+$/, ""),
    runId,
    runUrl: runId !== null && owner ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}` : null,
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    tempDir: env.RUNNER_TEMP ?? "",
    payload
  };
}

// src/action/guard.ts
import { realpathSync as realpathSync3 } from "node:fs";
import { relative as relative5 } from "node:path";

// src/render/messages/template.ts
function template(params, text2) {
  return { params, text: text2 };
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
    return { key, expected: `${base === "strings" ? "a list of strings" : base === "numbers" ? "a list of numbers" : `a ${base}`}${optional ? " or null" : ""}` };
  }
  return null;
}

// src/render/messages/words.ts
var EN_US = new Intl.NumberFormat("en-US");
var grouped = (n) => EN_US.format(n);
var plural = (n, one, many = `${one}s`) => n === 1 ? one : many;
function ordinal(n) {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${s}`;
}
function listNames(names2, count3 = names2.length, max2 = 3) {
  const shown = names2.slice(0, max2).map((n) => `"${n}"`);
  if (count3 > shown.length) return `${shown.join(", ")} and ${count3 - shown.length} more`;
  if (shown.length <= 1) return shown.join("");
  return `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}
var percent = (fraction, digits) => `${(100 * fraction).toFixed(digits)}%`;
function ciPercent(confidence) {
  const pct3 = confidence * 100;
  const whole = Math.round(pct3);
  return whole >= 100 && pct3 < 100 ? String(Math.floor(pct3 * 10) / 10) : String(whole);
}
var plainNumber = (v) => Number.isInteger(v) ? grouped(v) : formatNumber(v);
function constantChange(constant, base, head) {
  if (constant !== "from-zero" && constant !== "to-zero" || base == null || head == null) return null;
  return `${plainNumber(base)} \u2192 ${plainNumber(head)}`;
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
  return parts.join(" and ");
}
function cpuFactsSide(given, missing, model, physical, logical) {
  const items = [];
  if (given.includes("cpu-model") && model !== null) items.push(["CPU model", model]);
  if (given.includes("physical-cores") && physical !== null) items.push(["physical core count", String(physical)]);
  if (given.includes("logical-cpus") && logical !== null) items.push(["logical CPU count", String(logical)]);
  const miss = missingFacts(new Set(missing), false);
  const many = missing.filter((f) => CPU_FACT_KEYS.includes(f)).length > 1;
  if (items.length === 0) return `no CPU facts given (${miss} ${many ? "are" : "is"} missing)`;
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
var REGRESSED = { benchmark: "string", toolName: "string?", metric: "string", ratio: "number?", ciLow: "number?", ciHigh: "number?", ecosystem: "string" };
var regressed = (p) => `${String(p.metric)} of "${String(p.benchmark)}" got worse ${formatChange(p.ratio)} (CI ${change(p.ciLow, p.ciHigh)}).`;
var MULTIMODAL = { multimodalSide: "string?", mValue: "number?" };
function withModes(p, text2) {
  if (typeof p.multimodalSide !== "string") return text2 ?? "";
  const extra = `The ${p.multimodalSide} distribution looks multimodal (m-value ${Number(p.mValue ?? 0).toFixed(1)}): p90/p99 can jump between modes with small mixture changes.`;
  return text2 ? `${text2} ${extra}` : `${extra} Do you know which path the slow mode is?`;
}
var GROUP = { names: "strings?", count: "number?" };
var grouping = (p, text2) => Array.isArray(p.names) ? `${names(p)}: ${text2}` : text2;
var LSCPU = '(e.g. from lscpu: "Model name", "Core(s) per socket" \xD7 "Socket(s)", "CPU(s)")';
var TOOL_NAMES = { "google-benchmark": "Google Benchmark", benchmarkdotnet: "BenchmarkDotNet", jmh: "JMH", hyperfine: "hyperfine" };
var toolName = (tool) => TOOL_NAMES[tool] ?? (tool || "the benchmark tool");
var sidesText = (sides) => sides.length === 2 ? "base and head" : sides[0] ?? "";
var HAZARD = { tool: "string", sides: "strings", files: "strings", fileSides: "strings", fields: "strings", lines: "numbers", values: "strings", count: "number" };
function hazardPlace(p, i) {
  const side = p.fileSides[i] === "both" ? "base and head" : p.fileSides[i];
  return `${p.files[i]}${p.lines[i] ? `:${p.lines[i]}` : ""} (${side})`;
}
var morePlaces = (p) => p.count > p.files.length ? ` and ${p.count - p.files.length} more` : "";
function hazardEvidence(p, show2) {
  const texts = p.files.map((_, i) => show2(p.fields[i] ?? "", p.values[i] ?? "", i));
  if (texts.every((t) => t === texts[0])) return `${texts[0]} in ${p.files.map((_, i) => hazardPlace(p, i)).join(", ")}${morePlaces(p)}`;
  return texts.map((t, i) => `${t} in ${hazardPlace(p, i)}`).join("; ") + morePlaces(p);
}
var fieldIs = (field2, value) => field2 === "***WARNING***" ? `the warning "${value}"` : `${field2} is "${value}"`;
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
  "profile.tail-regressed": template(REGRESSED, (p) => `${regressed(p)} Could you attach a profile of head (and base) on this benchmark? For example: ${profileHint(p.ecosystem, String(p.toolName ?? p.benchmark))}`),
  "profile.profiled": template({ ...REGRESSED, uploaded: "boolean", problem: "string?", failedSides: "strings", failedExits: "strings" }, (p) => {
    const where3 = p.uploaded ? "They are attached as a workflow artifact." : `They could not be uploaded as a workflow artifact (${p.problem ?? "no artifact service"}); the step log says where they were written.`;
    const failed = p.failedSides.map((side, i) => `${side}: ${p.failedExits[i] ?? ""}`);
    const broken = failed.length ? ` The profile command failed for ${failed.join(", ")}.` : "";
    return `${regressed(p)} bench-review profiled base and head on this benchmark with profile-command. ${where3}${broken} Could you compare the two profiles and explain where head spends the extra time?`;
  }),
  "distribution.stretched": template(
    { better: "string", betterRatio: "number?", worse: "string", worseRatio: "number?", ...MULTIMODAL },
    (p) => withModes(
      p,
      `${p.better} improved ${formatChange(p.betterRatio)} while ${p.worse} got worse ${formatChange(p.worseRatio)}: the distribution stretched. Do you know why the slow cases got slower (a new slow path, batching, GC, lock contention)?`
    )
  ),
  "distribution.fixed-cost": template(
    { better: "string", betterRatio: "number?", worse: "string", worseRatio: "number?", ...MULTIMODAL },
    (p) => withModes(p, `${p.better} improved ${formatChange(p.betterRatio)} but ${p.worse} got worse ${formatChange(p.worseRatio)}: why did the fastest cases get slower? Is a fixed cost added to every operation?`)
  ),
  "distribution.shape-changed": template(
    { d: "number", ...MULTIMODAL },
    (p) => withModes(
      p,
      `The shape of the distribution changed (Kolmogorov\u2013Smirnov D = ${p.d.toFixed(2)} on median-normalised samples) beyond a shift. Please look at the quantile table: is the change in the bulk or in the tail expected?`
    )
  ),
  "distribution.multimodal": template({ multimodalSide: "string", mValue: "number" }, (p) => withModes(p, null)),
  "sample-size.not-estimable": template(
    { metrics: "strings", samples: "number", metric: "string", needs: "number", ...GROUP },
    (p) => grouping(
      p,
      `${p.metrics.join(" and ")} cannot be estimated: ${grouped(p.samples)} samples in a run; a 95% interval for ${p.metric} needs \u2265 ${grouped(p.needs)}. Longer runs would let the tail be compared.`
    )
  ),
  "sample-size.too-few-runs": template(
    { base: "number", head: "number", alpha: "number", needs: "number", ...GROUP },
    (p) => grouping(p, `${p.base} vs ${p.head} runs cannot show any difference at \u03B1 = ${p.alpha}. Please run at least ${p.needs} process-level runs per side (10 recommended).`)
  ),
  "sample-size.one-run": template(
    { needs: "number", ...GROUP },
    (p) => grouping(
      p,
      `One run per side: run-to-run noise is not measured, so these verdicts cannot gate. Please run at least ${p.needs} process-level runs per side (10 recommended), or calibrate noise floors with an A/A comparison (bench-review calibrate, then --noise-floor-file).`
    )
  ),
  "sample-size.inconclusive": template(
    { metric: "string", runs: "number", ratio: "number?", threshold: "number", runsNeeded: "number", ...GROUP },
    (p) => grouping(
      p,
      `${p.metric} is inconclusive with ${p.runs} runs per side (change ${p.ratio === null || p.ratio === void 0 ? "?" : percent(p.ratio - 1, 1)}, threshold ${percent(p.threshold, 0)}); about ${p.runsNeeded} runs per side would resolve it.`
    )
  ),
  "variance.runs-vary": template(
    { benchmark: "string", ratio: "number", metric: "string" },
    (p) => `Runs of "${p.benchmark}" vary ${p.ratio.toFixed(1)}\xD7 more in ${p.metric} than sampling within one run explains: machine noise dominates. Adding iterations will not help; could you use a quieter runner (dedicated or pinned CPUs, fixed frequency) or more process-level runs?`
  ),
  "coverage.head-only": template({ names: "strings", count: "number" }, (p) => {
    const one = p.count === 1;
    return `${names(p)} ${one ? "exists" : "exist"} only on head, so there is nothing to compare against. Could the base run include ${one ? "it" : "them"} too (or is ${one ? "it" : "each"} new in this change)?`;
  }),
  "coverage.base-only": template(
    { names: "strings", count: "number" },
    (p) => `${names(p)} ran on base but not on head. If ${p.count === 1 ? "it was" : "they were"} removed or renamed on purpose, please say so; otherwise this change may hide a regression there.`
  ),
  "coordinated-omission.closed-loop": template(
    { names: "strings", count: "number", formats: "strings" },
    (p) => `${names(p)} came from a closed-loop load generator (${p.formats.join(", ")}): while the server stalls it stops sending, so a stall is recorded as one slow request instead of many and p99+ is under-stated. Could you measure at a fixed arrival rate (wrk2 -R, vegeta, k6 constant-arrival-rate) so the tails are trustworthy?`
  ),
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
      headLogicalCpus: "number?"
    },
    (p) => {
      const sides = p.sides.filter((s) => s === "base" || s === "head");
      const describe2 = (side) => cpuFactsSide(p[`${side}Given`] ?? [], p[`${side}Missing`] ?? [], p[`${side}CpuModel`] ?? null, p[`${side}PhysicalCores`] ?? null, p[`${side}LogicalCpus`] ?? null);
      const texts = sides.map(describe2);
      const said = texts.length === 2 && texts[0] === texts[1] ? `Base and head: ${texts[0]}.` : sides.map((s, i) => `${s === "base" ? "Base" : "Head"}: ${texts[i]}.`).join(" ");
      const missing = new Set(sides.flatMap((s) => p[`${s}Missing`] ?? []));
      return `The results say only part of which machine produced them. ${said} Could you add ${missingFacts(missing, true)} ${LSCPU}, so readers know whether SMT, core count or CPU generation explain the numbers?`;
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
    (p) => `The machine was busy when ${toolName(p.tool)} ran on ${sidesText(p.sides)}: ${hazardEvidence(p, (field2, value, i) => `the 1-minute load average (${field2}) was ${value} on ${p.cpus[i] ?? "?"} CPUs`)}. Other work competed with the benchmark for the CPUs. Could you run it on a quieter machine (nothing else running, or a dedicated runner)?`
  ),
  "tool-hazard.debugger-attached": template(
    HAZARD,
    (p) => `A debugger was attached while ${toolName(p.tool)} ran on ${sidesText(p.sides)} (${hazardEvidence(p, fieldIs)}): timings are not representative. Could you run the benchmarks without a debugger (dotnet run -c Release from a terminal) and post the new results?`
  ),
  "tool-hazard.jmh-one-fork": template(
    { ...HAZARD, benchmarks: "strings", benchmarkCount: "number" },
    (p) => {
      const none = p.values.every((v) => v === "0");
      return `JMH ran ${jmhNames(p)} ${none ? "without forking (forks 0: inside the harness JVM)" : "in a single fork (forks 1)"} on ${sidesText(p.sides)} (${p.files.map((_, i) => hazardPlace(p, i)).join(", ")}${morePlaces(p)}): one JVM is one JIT and memory layout outcome, so run-to-run variation is not measured. Could you run with -f 5 (five forks) or more?`;
    }
  ),
  "tool-hazard.jmh-no-warmup": template(
    { ...HAZARD, benchmarks: "strings", benchmarkCount: "number" },
    (p) => `JMH ran ${jmhNames(p)} without warmup iterations (warmupIterations 0) on ${sidesText(p.sides)} (${p.files.map((_, i) => hazardPlace(p, i)).join(", ")}${morePlaces(p)}): the measured iterations include class loading and JIT compilation. Could you add warmup (-wi 5) and run again?`
  ),
  "tool-hazard.hyperfine-outliers": template(
    { ...HAZARD, benchmarks: "strings", outliers: "numbers", runs: "numbers" },
    (p) => {
      const found2 = p.files.map((_, i) => `"${p.benchmarks[i] ?? ""}" (${p.outliers[i] ?? "?"} of ${p.runs[i] ?? "?"} runs) in ${hazardPlace(p, i)}`).join("; ");
      return `hyperfine detected statistical outliers on ${sidesText(p.sides)}: ${found2}${morePlaces(p)}. Other programs or cold caches disturbed some runs. Could you run on a quieter machine, with --warmup 3 (and more --runs if outliers remain)?`;
    }
  ),
  "tool-hazard.go-count-1": template(
    { sides: "strings", names: "strings", count: "number" },
    (p) => `${names(p)} ran once on ${p.sides.length === 2 ? "base and on head" : p.sides[0]} (go test -count=1, the default): one run cannot show run-to-run variation, so no change can be shown either way. Could you run them with -count=10 (go test -run '^$' -bench . -count=10)?`
  ),
  "pr-percentiles.average-only": template(
    {},
    () => "The description gives an average (or a single figure) but no percentiles. A mean can improve while p90 triples, and users feel the tail. Could you post p50, p90 and p99 for base and head (or the raw per-operation timings / a histogram), from several process-level runs?"
  ),
  "pr-profile.claim-without-evidence": template(
    {},
    () => "The description claims a speed-up but shows neither a profile nor the distribution behind it. Could you attach a profile of base and head on the benchmark that improved (perf, pprof, --cpu-prof, async-profiler, \u2026) showing where the time went, and the percentiles, so we know the gain is in the code path you changed and not only in the average?"
  ),
  "pr-cpu-info.missing": template({ cpuModel: "boolean", coreCounts: "boolean" }, (p) => {
    const missing = p.cpuModel && p.coreCounts ? "the CPU model and the physical and logical core counts" : p.cpuModel ? "the CPU model" : "the physical and logical core counts (is SMT on?)";
    return `The numbers in the description do not say which machine produced them. Could you add ${missing} ${LSCPU}, so readers can tell whether the result carries over to production hardware?`;
  })
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
var CONTEXT2 = { gatedTail: "number?", gatedMean: "number?", gatedMedian: "number?", machines: "strings?", machinesAllowed: "boolean?" };
var factList = (fields) => fields.map((f) => MACHINE_LABELS[f] ?? f).join(", ");
function machinesPrefix(p) {
  if (!p.machines?.length) return "";
  const differ = `${factList(p.machines)} ${plural(p.machines.length, "differs", "differ")}`;
  return p.machinesAllowed ? `Base and head ran on different machines (${differ}; treated as equivalent by --allow-different-machines). ` : `Base and head ran on different machines (${differ}): the numbers are not comparable and the check is neutral. `;
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
  if (what === "medians") return " Gated on medians: too few samples per run for tail quantiles.";
  return " Gated on tail quantiles.";
}
function headlineTemplate(params, text2) {
  return template({ ...params, ...CONTEXT2 }, (p) => `${machinesPrefix(p)}${text2(p)}${gatedClause(p)}`);
}
var REVIEW_MESSAGES = {
  // Metric notes: the gate.
  "review.not-confirmed": template(
    { family: "number", adjustedP: "number" },
    (p) => `Not confirmed after Benjamini\u2013Hochberg across ${p.family} gated metrics (adjusted p = ${p.adjustedP.toPrecision(2)}).`
  ),
  "review.fcr-interval": template({ level: "number" }, (p) => `Interval at the FCR-adjusted level ${percent(p.level, 1)}.`),
  "review.runs-needed": template({ runs: "number" }, (p) => `About ${p.runs} runs per side would resolve it.`),
  // Benchmark notes.
  "review.per-run-aggregates": template(
    { unit: "string" },
    (p) => `These are per-run aggregates (${p.unit} per run, each already a mean over many iterations): they describe run-to-run variation, not per-operation tail latency.`
  ),
  "review.summary-only": template({}, () => "Only a summary (mean \xB1 sd) is available: the distribution and its tail are unknown."),
  "review.one-run-per-side": template({}, () => "One run per side: within-run only \u2014 run-to-run noise not measured; these verdicts do not gate unless a noise floor is configured."),
  "review.p999-not-well-resolved": template(
    { samples: "number", side: "string", fromTop: "number" },
    (p) => `p99.9 from ${grouped(p.samples)} samples (${p.side}) is about the ${ordinal(p.fromTop)}-largest value: not well-resolved (\u2265 10,000 samples per run for a stable estimate), so it does not gate.`
  ),
  "review.closed-loop": template({}, () => "Closed-loop load generator: tail percentiles under-state stalls (coordinated omission)."),
  // Suite notes.
  "review.tail-not-judged": template(
    { count: "number", total: "number" },
    (p) => `Tail latency could not be judged for ${p.count === p.total ? "any benchmark" : `${p.count} ${plural(p.count, "benchmark")}`}: the results are per-run means or summaries, which carry no per-operation tail. Their means are compared and shown, but gate only with --fail-on any.`
  ),
  "review.neutral": template({}, () => "No gated metric could be judged, so the check is neutral, not green."),
  "review.within-run-not-gated": template(
    { count: "number" },
    (p) => `${p.count} ${plural(p.count, "benchmark has", "benchmarks have")} one run per side: ${plural(p.count, "its verdict rests", "their verdicts rest")} on within-run samples and ${plural(p.count, "does", "do")} not gate without a noise floor (bench-review calibrate, then --noise-floor-file).`
  ),
  "review.unconfirmed": template(
    { benchmark: "string", metric: "string", ratio: "number?", constant: "string?", base: "number?", head: "number?", threshold: "number", runs: "number?" },
    (p) => `${p.benchmark} ${p.metric} is ${changeOf(p)}, beyond its ${percent(p.threshold, 0)} threshold, but not a confirmed regression${p.runs ? `: about ${p.runs} runs per side would likely decide it` : ""}. The check is neutral, not green.`
  ),
  "review.unconfirmed-more": template({ count: "number" }, (p) => `\u2026 and ${p.count} more gated ${plural(p.count, "metric")} beyond their threshold but not confirmed.`),
  "review.machines-differ": template(
    { fields: "strings", base: "strings", head: "strings", allowed: "boolean" },
    (p) => {
      const facts = p.fields.map((f, i) => `${MACHINE_LABELS[f] ?? f}: base ${p.base[i] ?? "?"}, head ${p.head[i] ?? "?"}`).join("; ");
      return p.allowed ? `Base and head ran on different machines (${facts}). Numbers from different machines are not comparable; they are gated anyway because --allow-different-machines says the machines are equivalent.` : `Base and head ran on different machines (${facts}). Numbers from different machines are not comparable, so the check is neutral. If the machines are equivalent, pass --allow-different-machines (action input allow-different-machines: true).`;
    }
  ),
  // Machine facts that differ between the sides.
  "review.machine-differs": template({ field: "string", base: "string", head: "string" }, (p) => `${MACHINE_LABELS[p.field] ?? p.field}: base ${p.base}, head ${p.head}`),
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
      if (constant) return `${p.benchmark} ${p.metric} regressed ${constant} (every run on each side; threshold ${percent(p.threshold, 0)})${more}${gate}.`;
      return `${p.benchmark} ${p.metric} regressed ${formatChange(p.ratio)} (${ciPercent(p.confidence ?? 0.95)}% CI ${change2(p.ciLow, p.ciHigh)}; threshold ${percent(p.threshold, 0)})${more}${gate}.`;
    }
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
      more: "number"
    },
    (p) => {
      const interval = p.ciLow != null && p.ciHigh != null ? `CI ${change2(p.ciLow, p.ciHigh)}` : "no interval";
      const more = p.more > 0 ? ` (and ${p.more} more gated ${plural(p.more, "metric")})` : "";
      const runs2 = p.runs ? `; about ${p.runs} runs per side would likely decide it` : "";
      return `Not confirmed, so not green: ${p.benchmark} ${p.metric} looks worse ${changeOf(p)} (${interval}; threshold ${percent(p.threshold, 0)})${more}${runs2}.`;
    }
  ),
  "review.headline.within-run": headlineTemplate(
    { failOnAny: "boolean", benchmark: "string", metric: "string", worse: "boolean", ratio: "number?", ciLow: "number?", ciHigh: "number?" },
    (p) => `${p.failOnAny ? "The change" : "Tail latency"} could not be gated: one run per side, so run-to-run noise is not measured. Within that run, ${p.benchmark} ${p.metric} looks ${p.worse ? "worse" : "better"} ${formatChange(p.ratio)} (CI ${change2(p.ciLow, p.ciHigh)}).`
  ),
  "review.headline.not-judged": headlineTemplate(
    { failOnAny: "boolean", anyTail: "boolean" },
    (p) => `${p.failOnAny ? "No gated metric could be judged" : "Tail latency could not be judged"}: ${p.anyTail ? "too few runs or samples for any gated metric" : "the results carry no per-operation tail (only per-run means or summaries)"}.`
  ),
  "review.headline.no-regression": headlineTemplate({ benchmarks: "number", judged: "number", gated: "number", improved: "number", inconclusive: "number" }, (p) => {
    const judged = `${p.judged} of ${p.gated} gated ${plural(p.gated, "metric")} judged`;
    const improved = p.improved ? `; ${p.improved} ${plural(p.improved, "benchmark")} improved` : "";
    const inconclusive = p.inconclusive ? `; ${p.inconclusive} inconclusive` : "";
    const what = p.gatedTail === 0 && (p.gatedMean ?? 0) + (p.gatedMedian ?? 0) > 0 ? "regression" : "tail regression";
    return `No ${what} shown across ${p.benchmarks} ${plural(p.benchmarks, "benchmark")} (${judged}${improved}${inconclusive}).`;
  })
};

// src/render/messages/run.ts
var short2 = (sha) => sha.slice(0, 12);
function processes(count3, pids, commands) {
  const shown = pids.map((pid, i) => `pid ${pid} (${commands[i] ?? "?"})`);
  return count3 > shown.length ? `${shown.join(", ")} and ${count3 - shown.length} more` : shown.join(", ");
}
var SAFE_PATTERN = 'Run the benchmark in a `pull_request` workflow (read-only token, no secrets; it uploads the report as an artifact) and publish from a second workflow on `workflow_run` with `mode: publish`, which only reads the report as data. See "Fork pull requests" in the README.';
function innerHeadline(p) {
  const t = REVIEW_MESSAGES[p.headline];
  if (typeof t !== "object") throw new Error(`run.base-branch-only.headline: "${String(p.headline)}" is not a headline`);
  const bad = paramProblem(t.params, p);
  if (bad) throw new Error(`run.base-branch-only.headline: param ${bad.key}: expected ${bad.expected}`);
  return t.text(p);
}
var RUN_MESSAGES = {
  "run.measured": template(
    { baseSha: "string", baseWhy: "string", baseRuns: "number", headSha: "string", headRuns: "number" },
    (p) => `Measured on one machine, interleaved (A B B A \u2026): base ${short2(p.baseSha)} (${p.baseWhy}) ${p.baseRuns} runs, head ${short2(p.headSha)} ${p.headRuns} runs.`
  ),
  "run.same-commit": template({ sha: "string" }, (p) => `base and head are the same commit (${short2(p.sha)}): this is an A/A comparison of the commit with itself.`),
  "run.dirty-tree": template({ sha: "string" }, (p) => `head is the working tree of ${short2(p.sha)} with uncommitted changes to tracked files: they are measured as part of head.`),
  "run.merge-commit": template(
    { head: "string", firstParent: "string", base: "string" },
    (p) => `head ${short2(p.head)} is a merge commit whose first parent (${short2(p.firstParent)}) is not the base (${short2(p.base)}): the comparison also includes the base-branch changes between them.`
  ),
  "run.not-ancestor": template(
    { base: "string", head: "string" },
    (p) => `base ${short2(p.base)} is not an ancestor of head ${short2(p.head)}: head lacks some base commits, so the comparison also includes undoing them (rebase head, or compare against the merge commit).`
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
  "run.base-branch-only.headline": template({ headline: "string" }, (p) => `Base branch only, not the pull request: ${innerHeadline(p)}`)
};

// src/action/guard.ts
var PRIVILEGED_EVENTS = ["pull_request_target", "workflow_run"];
function isPrivileged(ctx) {
  return PRIVILEGED_EVENTS.includes(ctx.eventName);
}
var short3 = (sha) => sha.slice(0, 12);
function listNames2(names2) {
  const q = names2.map((n) => `\`${n}\``);
  return q.length <= 1 ? q[0] ?? "`command`" : `${q.slice(0, -1).join(", ")} and ${q[q.length - 1]}`;
}
function refusal(ctx, names2, problem) {
  return new UsageError(
    `Refusing to run ${listNames2(names2)} on \`${ctx.eventName}\`: ${problem}. This event has a write token and secrets, so running the pull request's code here would give them to its author. ${SAFE_PATTERN}`
  );
}
function trustedShas(ctx) {
  const shas = [ctx.githubSha, ctx.pr?.baseSha].filter((s) => typeof s === "string" && s.length > 0);
  return shas.filter((s) => !untrustedShas(ctx).includes(s));
}
function untrustedShas(ctx) {
  const out = [];
  if (ctx.pr?.headSha) out.push(ctx.pr.headSha);
  if (ctx.workflowRun?.headSha && ctx.workflowRun.headSha !== ctx.githubSha) out.push(ctx.workflowRun.headSha);
  return out;
}
function describeCommit(ctx, sha) {
  if (sha === ctx.pr?.headSha) return `the pull request's head (${short3(sha)})`;
  if (sha === ctx.workflowRun?.headSha) return `the head of the workflow run that triggered this one (${short3(sha)}), i.e. the code it measured`;
  return short3(sha);
}
function assertSafeToRun(ctx, checkedOut, names2 = ["command"]) {
  if (!isPrivileged(ctx)) return;
  if (checkedOut !== void 0 && trustedShas(ctx).includes(checkedOut)) return;
  const trusted = trustedShas(ctx).map(short3).join(" or ") || "none in the event";
  const what = checkedOut === void 0 ? "an unknown commit" : untrustedShas(ctx).includes(checkedOut) ? describeCommit(ctx, checkedOut) : `${short3(checkedOut)}, which is not the base branch commit of this event (${trusted})`;
  throw refusal(ctx, names2, `the checked-out code is ${what}`);
}
async function assertCleanTree(ctx, facts, names2) {
  const status = await facts.git.tryRun(["status", "--porcelain", "--untracked-files=normal", "--ignore-submodules=none"], { cwd: facts.root });
  if (status === void 0) throw refusal(ctx, names2, `\`git status\` could not be read in ${facts.root}, so it cannot be shown that the files that would run are the checked-out base`);
  const lines = status.split("\n").filter(Boolean);
  if (lines.length === 0) return;
  const shown = lines.slice(0, 3).map((l) => `"${l}"`).join(", ");
  throw refusal(
    ctx,
    names2,
    `the working tree differs from the checked-out commit ${short3(facts.headSha)} (${lines.length} changed or untracked path${lines.length === 1 ? "" : "s"}: ${shown}${lines.length > 3 ? ", \u2026" : ""}), so what would run as head is not the base branch's code \u2014 for example the pull request's files checked out over the base (\`git checkout <head> -- .\`)`
  );
}
async function assertWorkingDirectoryInTree(ctx, facts, names2) {
  const real = (p) => {
    try {
      return realpathSync3(p);
    } catch {
      return p;
    }
  };
  const top = await facts.git.tryRun(["rev-parse", "--show-toplevel"], { cwd: facts.headDir });
  if (top === void 0 || real(top) !== real(facts.root)) {
    throw refusal(ctx, names2, `the working directory ${facts.headDir} belongs to ${top ? `another git repository (${top})` : "no git repository"}, not to the checked-out base in ${facts.root}`);
  }
  const rel = relative5(real(facts.root), real(facts.headDir));
  if (rel !== "" && await facts.git.tryRun(["check-ignore", "-q", "--", rel], { cwd: facts.root }) !== void 0) {
    throw refusal(ctx, names2, `the working directory "${rel}" is ignored by git, so its files are not part of the checked-out base`);
  }
}
async function assertBaseReachable(ctx, facts, names2) {
  const given = `the base "${facts.baseRef}" (${short3(facts.baseSha)})`;
  if (untrustedShas(ctx).includes(facts.baseSha)) throw refusal(ctx, names2, `${given} is ${describeCommit(ctx, facts.baseSha)}, not a commit of the base branch`);
  const tips = [];
  if (ctx.baseBranch) {
    const tracking = await facts.git.tryRun(["rev-parse", "--verify", "--quiet", "--end-of-options", `refs/remotes/origin/${ctx.baseBranch}^{commit}`]);
    if (tracking) tips.push({ name: `origin/${ctx.baseBranch}`, sha: tracking });
  }
  if (ctx.githubSha) tips.push({ name: "GITHUB_SHA", sha: ctx.githubSha });
  if (ctx.pr?.baseSha) tips.push({ name: "pull_request.base.sha", sha: ctx.pr.baseSha });
  for (const tip of tips) {
    if (untrustedShas(ctx).includes(tip.sha)) continue;
    if (tip.sha === facts.baseSha) return;
    if (await facts.git.tryRun(["merge-base", "--is-ancestor", facts.baseSha, tip.sha]) !== void 0) return;
  }
  const branch = ctx.baseBranch ? `the base branch ${ctx.baseBranch}` : "the base branch";
  const against = tips.length ? tips.map((t) => `${t.name} ${short3(t.sha)}`).join(", ") : "nothing (no remote-tracking branch, GITHUB_SHA or pull_request.base.sha)";
  const shallow = await facts.git.tryRun(["rev-parse", "--is-shallow-repository"]) === "true";
  throw refusal(
    ctx,
    names2,
    `${given} could not be shown to be a commit of ${branch}: it is not an ancestor of ${against}` + (shallow ? " (this clone is shallow, so the history that would connect them may be missing: check out with `fetch-depth: 0`)" : "")
  );
}
async function assertTrustedCheckout(ctx, facts, names2) {
  if (!isPrivileged(ctx)) return;
  assertSafeToRun(ctx, facts.headSha, names2);
  await assertCleanTree(ctx, facts, names2);
  await assertWorkingDirectoryInTree(ctx, facts, names2);
  await assertBaseReachable(ctx, facts, names2);
}

// src/run/measured.ts
function measuredInput(outcome) {
  const side = (s) => ({ sha: outcome[s].sha, runs: outcome[s].files.length, failedRuns: outcome[s].failedRuns });
  const run = { base: side("base"), head: side("head"), baseWhy: outcome.baseWhy, order: outcome.order };
  const measured = message("run.measured", { baseSha: run.base.sha, baseWhy: run.baseWhy, baseRuns: run.base.runs, headSha: run.head.sha, headRuns: run.head.runs });
  return {
    base: outcome.base.files,
    head: outcome.head.files,
    machine: { base: outcome.base.machine, head: outcome.head.machine },
    run,
    runNotes: [measured, ...outcome.warnings]
  };
}

// src/run/profile.ts
import { mkdir as mkdir2, readdir as readdir3 } from "node:fs/promises";
import { join as join7 } from "node:path";
var MAX_PROFILED = 3;
var safeName = (name, i) => `${i + 1}-${name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 60)}`;
async function profileOne(req, benchmark, side, checkout, dir) {
  await mkdir2(dir, { recursive: true });
  const r = await spawnProcess({
    command: req.command,
    cwd: join7(checkout, req.workingDirectory),
    env: { ...req.env, BENCH_REVIEW_BENCHMARK: benchmark, BENCH_REVIEW_SIDE: side, BENCH_REVIEW_PROFILE_DIR: dir },
    timeoutMs: req.timeoutMs,
    stdout: { file: join7(dir, "profile-command.stdout.log") },
    stderr: { file: join7(dir, "profile-command.stderr.log") }
  });
  const exit = describeExit(r, req.timeoutMs);
  req.log(`profile ${side} ${JSON.stringify(benchmark)}: ${exit}`);
  return { benchmark, side, ok: succeeded(r), exit, dir };
}
async function listFiles(dir) {
  const out = [];
  for (const e of await readdir3(dir, { withFileTypes: true })) {
    const p = join7(dir, e.name);
    if (e.isDirectory()) out.push(...await listFiles(p));
    else if (e.isFile()) out.push(p);
  }
  return out.sort();
}
async function recordProfiles(req) {
  const git = createGit(req.root, req.env, req.timeoutMs);
  const runs2 = [];
  let base;
  try {
    base = await addWorktree(git, req.root, req.baseSha, req.tmpDir);
    for (const [i, name] of req.benchmarks.slice(0, MAX_PROFILED).entries()) {
      for (const [side, checkout] of [["base", base.path], ["head", req.root]]) {
        runs2.push(await profileOne(req, name, side, checkout, join7(req.dir, safeName(name, i), side)));
      }
    }
  } finally {
    await base?.remove();
  }
  return { dir: req.dir, runs: runs2, files: await listFiles(req.dir).catch(() => []) };
}
function profileOutcome(result, published) {
  return {
    runs: result.runs.map(({ benchmark, side, ok, exit }) => ({ benchmark, side, ok, exit })),
    artifactUrl: published.artifactUrl,
    ...published.problem !== void 0 ? { problem: published.problem } : {}
  };
}

// src/cli/flags.ts
import { resolve as resolve3 } from "node:path";

// src/read/noise-floor-file.ts
var EXPECTED4 = `the JSON file bench-review calibrate writes ({"schemaVersion": 1, "kind": "${NOISE_FLOOR_KIND}", \u2026, "floors": {\u2026}})`;
var MAX_FLOOR = 10;
function count2(at2, v) {
  return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : at2.fail("a whole number of runs (0 or more)", v);
}
function floorsOf(at2, v) {
  const doc = at2.object(v);
  const out = {};
  for (const [name, raw] of Object.entries(doc)) {
    const b = at2.at(name);
    const metrics = b.object(raw);
    const own = {};
    for (const [key, value] of Object.entries(metrics)) {
      if (!METRIC_IDS.includes(key)) b.at(key).fail(`a metric (${METRIC_IDS.join(", ")})`, key);
      own[key] = typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= MAX_FLOOR ? value : b.at(key).fail(`a floor as a fraction from 0 to ${MAX_FLOOR} (0.12 = 12 %)`, value);
    }
    Object.defineProperty(out, name, { value: own, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
function noiseFloorFromJson(doc, file) {
  const root = new JsonPath(file);
  if (!isObject(doc)) return root.fail(EXPECTED4, doc);
  if (doc.kind !== NOISE_FLOOR_KIND) root.at("kind").fail(`"${NOISE_FLOOR_KIND}" (${EXPECTED4})`, doc.kind);
  if (doc.schemaVersion !== 1) root.at("schemaVersion").fail("1 (a noise-floor file of this version of bench-review; calibrate again)", doc.schemaVersion);
  const createdAt = root.at("createdAt").string(doc.createdAt);
  if (Number.isNaN(Date.parse(createdAt))) root.at("createdAt").fail("an ISO 8601 time such as 2026-11-30T16:00:00.000Z", createdAt);
  const machineDoc = doc.machine === void 0 || doc.machine === null ? {} : root.at("machine").object(doc.machine);
  const machine = Object.keys(machineDoc).length === 0 ? {} : machineFromJson(machineDoc, root.at("machine"));
  const runsAt = root.at("runs");
  const runs2 = runsAt.object(doc.runs);
  const out = {
    schemaVersion: 1,
    kind: NOISE_FLOOR_KIND,
    createdAt,
    machine,
    runs: { base: count2(runsAt.at("base"), runs2.base), head: count2(runsAt.at("head"), runs2.head) },
    floors: floorsOf(root.at("floors"), doc.floors)
  };
  if (doc.commit !== void 0) out.commit = root.at("commit").string(doc.commit);
  if (doc.method !== void 0) out.method = root.at("method").string(doc.method);
  return out;
}
async function readNoiseFloorFile(path) {
  const input = await openInput(path);
  if (input.isDirectory) throw new InputError({ file: path }, `is a directory; expected ${EXPECTED4}`);
  const text2 = stripBom(await input.readText());
  if (text2.trim() === "") throw new InputError({ file: path }, `the file is empty; expected ${EXPECTED4}`);
  return noiseFloorFromJson(parseJson(text2, path), path);
}

// src/cli/flags.ts
var COMPARE_FLAGS = {
  base: { kind: "list" },
  head: { kind: "list" },
  format: { kind: "string" },
  json: { kind: "string" },
  markdown: { kind: "string" },
  threshold: { kind: "repeat" },
  "noise-floor": { kind: "repeat" },
  "noise-floor-file": { kind: "string" },
  "fail-on": { kind: "string" },
  "allow-different-machines": { kind: "boolean" },
  alpha: { kind: "string" },
  q: { kind: "string" },
  machine: { kind: "repeat" }
};
function settingsTextFromArgs(args) {
  return {
    threshold: args.threshold,
    noiseFloor: args["noise-floor"],
    failOn: args["fail-on"],
    allowDifferentMachines: args["allow-different-machines"] === true ? true : void 0,
    alpha: args.alpha,
    q: args.q
  };
}
function settingsFromArgs(args) {
  return readSettings(settingsTextFromArgs(args), "cli");
}
async function withNoiseFloorFile(args, settings, cwd) {
  const path = parseNoiseFloorFile(args["noise-floor-file"], "cli");
  if (path === void 0) return settings;
  return withNoiseFloors(settings, (await readNoiseFloorFile(resolve3(cwd, path))).floors);
}
function machineFilesFromArgs(args, cwd) {
  const values = args.machine;
  if (values === void 0) return void 0;
  const files = parseMachineFlags(values);
  const out = {};
  for (const side of ["base", "head"]) if (files[side] !== void 0) out[side] = resolve3(cwd, files[side]);
  return out;
}

// src/cli/io.ts
import { constants as constants2 } from "node:fs";
import { access as access2, mkdir as mkdir3, stat as stat3, writeFile as writeFile3 } from "node:fs/promises";
import { dirname as dirname3, resolve as resolve4 } from "node:path";

// src/render/messages/compare.ts
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
  "compare.threshold-raised": template({ threshold: "number" }, (p) => `Threshold raised to ${percent(p.threshold, 1)}: two bucket widths of the histogram (changes smaller than that are binning).`),
  "compare.resolution-raised": template({ resolution: "number", threshold: "number", raised: "boolean?", censored: "number?" }, (p) => {
    const step = formatValue(p.resolution, "ns");
    const n = p.censored ?? 0;
    const raised = p.raised === false ? "" : `Threshold raised to ${percent(p.threshold, 1)}: the tool prints these values in steps of ${step}, one step at the compared values (smaller changes are rounding).`;
    const censored = n > 0 ? `${runs(n)} at or below ${step} counted as ${step} (the true value lies between 0 and ${step}).` : "";
    return [raised, censored].filter((s) => s !== "").join(" ") || `The tool prints these values in steps of ${step}.`;
  }),
  "compare.not-estimable": template({ reason: "string", samples: "number?", metric: "string?", needs: "number?", pooled: "boolean?" }, (p) => `Not estimable: ${notEstimableReason(p)}.`),
  "compare.non-positive": template({}, () => "Values of zero or below cannot be compared as ratios."),
  "compare.within-run": template({}, () => "Within-run only \u2014 run-to-run noise not measured."),
  "compare.within-run-too-few-samples": template({ metric: "string" }, (p) => `A one-run interval for ${p.metric} needs more samples per run.`),
  "compare.one-run-no-interval": template({ needs: "number" }, (p) => `One run per side: no interval for this metric; run the benchmark \u2265 ${p.needs} times per side.`),
  "compare.too-few-runs": template(
    { base: "number", head: "number", alpha: "number", needs: "number" },
    (p) => `${runs(p.base)} vs ${runs(p.head)}: no difference can be shown at \u03B1 = ${p.alpha} (needs \u2265 ${p.needs} runs per side).`
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
function where2(p) {
  const line = p.line !== void 0 && p.line !== null ? `:${p.line}` : "";
  const pointer = p.pointer !== void 0 && p.pointer !== null ? ` at ${p.pointer}` : "";
  return `${p.file}${line}${pointer}`;
}
function at(params, text2) {
  return template({ ...LOCATION, ...params }, (p) => `${where2(p)}: ${text2(p)}`);
}
var tally = (counts, what) => what.map((w, i) => `${counts[i]}\xD7 ${w}`).join("; ");
var READER_MESSAGES = {
  // Every reader (the value check in read/validate.ts).
  "reader.zero-time": at(
    { benchmark: "string", zeros: "number" },
    (p) => `benchmark "${p.benchmark}" recorded a time of 0 ns${p.zeros > 1 ? ` (${p.zeros} zero times in this input)` : ""}: the timer's resolution is too coarse or the work was optimised away; zero times cannot be compared as ratios`
  ),
  // Catch2 console and XML.
  "reader.benchmark-failed": at({ benchmark: "string", reason: "string" }, (p) => `benchmark "${p.benchmark}" failed (${p.reason}); skipped`),
  // Google Benchmark console and JSON.
  "reader.value-not-finite": at({ benchmark: "string", unit: "string" }, (p) => `${p.benchmark} (${p.unit}) is not a finite number; skipped`),
  // wrk and wrk2 (their shared block parser).
  "reader.socket-errors": at(
    { url: "string", connect: "number", read: "number", write: "number", timeout: "number" },
    (p) => `${p.url}: ${p.connect + p.read + p.write + p.timeout} socket errors (connect ${p.connect}, read ${p.read}, write ${p.write}, timeout ${p.timeout}); failed requests are not in the latency figures`
  ),
  "reader.non-2xx-responses": at({ url: "string", responses: "number", requests: "number?" }, (p) => `${p.url}: ${p.responses} non-2xx/3xx responses${p.requests ? ` of ${p.requests} requests` : ""}; their latencies are included`),
  // hdr-percentiles and wrk2 (read/histogram.ts).
  "reader.spectrum-total-mismatch": at({ rows: "number", footer: "number" }, (p) => `the spectrum ends at TotalCount ${p.rows} but the footer says Total count = ${p.footer}; using the rows`),
  // autocannon
  "reader.autocannon.whole-milliseconds": at({ name: "string" }, (p) => `${p.name}: autocannon records whole milliseconds; latencies below 1 ms read as 0 and smaller changes are invisible`),
  "reader.autocannon.problems": at({ name: "string", problems: "strings", count: "number?" }, (p) => `${p.name}: ${p.problems.join(", ")}${p.count != null ? ` (${p.count} latencies recorded)` : ""}`),
  // bencher-bmf
  "reader.bencher-bmf.not-finite": at({ bench: "string", measure: "string" }, (p) => `${p.bench} ${p.measure} is not a finite number; skipped`),
  // custom-json
  "reader.custom-json.not-finite": at({ name: "string" }, (p) => `${p.name} has no finite value; skipped`),
  // benchmarkdotnet
  "reader.benchmarkdotnet.iteration-not-finite": at({ name: "string" }, (p) => `${p.name}: iteration value is not finite; skipped`),
  "reader.benchmarkdotnet.no-statistics": at({ name: "string" }, (p) => `${p.name} has no Statistics (the benchmark failed?); skipped`),
  // benchmarkjs-console
  "reader.benchmarkjs-console.failed": at({ text: "string" }, (p) => `"${p.text}" looks like a failed benchmark (Benchmark.js prints "name: error"); skipped`),
  "reader.benchmarkjs-console.not-positive": at({ name: "string", hz: "string" }, (p) => `${p.name} reports ${p.hz} ops/sec; skipped`),
  // cassandra-stress
  "reader.cassandra-stress.errors": at({ errors: "number" }, (p) => `cassandra-stress reports ${p.errors} errors`),
  "reader.cassandra-stress.not-a-number": at({ op: "string", raw: "string" }, (p) => `${p.op}: "${p.raw}" is not a number; skipped`),
  // catch2-console
  "reader.catch2-console.zero-mean": at({ benchmark: "string" }, (p) => `benchmark "${p.benchmark}" has a mean of 0 ns (below the timer resolution); kept as printed`),
  // catch2-xml
  "reader.catch2-xml.not-finite": at({ benchmark: "string" }, (p) => `benchmark "${p.benchmark}" has a non-finite mean or sd; skipped`),
  "reader.catch2-xml.repeated": at({ benchmark: "string" }, (p) => `benchmark "${p.benchmark}" appears twice in one test case; both are kept as runs`),
  // criterion-console
  "reader.criterion-console.throughput-unit": at({ unit: "string" }, (p) => `unknown throughput unit "${p.unit}"; skipped`),
  "reader.criterion-console.run-failed": at({ text: "string" }, (p) => `the benchmark run failed (${p.text}); results after it are missing`),
  // criterion-dir
  "reader.criterion-dir.several-baselines": at({ baselines: "strings", chosen: "string" }, (p) => `no new/ results and several baselines (${p.baselines.join(", ")}); read ${p.chosen}/`),
  "reader.criterion-dir.no-samples": at({}, () => "no samples; skipped"),
  "reader.criterion-dir.bad-iterations": at({ sample: "number", iterations: "number" }, (p) => `sample ${p.sample} has ${p.iterations} iterations; skipped`),
  // criterion-json
  "reader.criterion-json.bad-iterations": at({ id: "string", iterations: "number" }, (p) => `${p.id}: sample with ${p.iterations} iterations skipped`),
  // ghz
  "reader.ghz.failed-calls": at({ name: "string", failed: "number", calls: "number", error: "string" }, (p) => `${p.name}: ${p.failed} of ${p.calls} calls failed (e.g. ${p.error}); left out of the latency samples`),
  "reader.ghz.incomplete-details": at({ name: "string", details: "number", count: "number" }, (p) => `${p.name}: ${p.details} details for ${p.count} calls; the samples are incomplete`),
  "reader.ghz.errors": at({ name: "string", errors: "strings", counts: "strings" }, (p) => `${p.name}: ${tally(p.counts, p.errors)}`),
  "reader.ghz.statuses": at({ name: "string", statuses: "strings", counts: "strings" }, (p) => `${p.name}: non-OK statuses ${p.statuses.map((s, i) => `${s}:${p.counts[i]}`).join(" ")}`),
  // go-bench
  "reader.go-bench.malformed-result": at({}, () => 'skipped a malformed result line; expected "name iterations value unit [value unit \u2026]"'),
  "reader.go-bench.not-finite": at({}, () => "skipped result line with a value that is not a finite number"),
  "reader.go-bench.failed": at({ benchmark: "string" }, (p) => `benchmark ${p.benchmark} failed; it has no results from that run`),
  "reader.go-bench.second-cpu": at({ cpu: "string", first: "string" }, (p) => `a second cpu "${p.cpu}" differs from "${p.first}"; the machine facts keep the first`),
  // google-benchmark-console
  "reader.google-benchmark-console.tool-warning": at({ text: "string" }, (p) => p.text),
  "reader.google-benchmark-console.row-dropped": at({ benchmark: "string", skipped: "boolean", reason: "string" }, (p) => `${p.benchmark} ${p.skipped ? "was skipped" : "failed"} ${p.reason}; row dropped`),
  "reader.google-benchmark-console.aggregates-only": at({ benchmark: "string" }, (p) => `${p.benchmark} shows aggregates only; compared as a summary, not as runs`),
  // google-benchmark-json
  "reader.google-benchmark-json.row-dropped": at({ benchmark: "string", failed: "boolean", reason: "string" }, (p) => `${p.benchmark} ${p.failed ? "failed" : "was skipped"}${p.reason ? ` ("${p.reason}")` : ""}; row dropped`),
  "reader.google-benchmark-json.unnamed-aggregate": at({ row: "string" }, (p) => `aggregate row "${p.row}" has no aggregate_name; ignored`),
  "reader.google-benchmark-json.no-mean": at({ benchmark: "string" }, (p) => `${p.benchmark} has aggregate rows but no mean; skipped`),
  "reader.google-benchmark-json.aggregates-only": at({ benchmark: "string" }, (p) => `${p.benchmark} has aggregates only (--benchmark_report_aggregates_only); compared as a summary, not as runs`),
  // hdr-log
  "reader.hdr-log.not-nanoseconds": at({ max: "number", ratio: "number" }, (p) => `Interval_Max ${p.max} is max/${p.ratio.toPrecision(3)}, not max/1e6: the values may not be nanoseconds (they are read as ns)`),
  "reader.hdr-log.empty-intervals": at({ tag: "string", empty: "number", intervals: "number" }, (p) => `${p.tag}: ${p.empty} of ${p.intervals} intervals recorded no values (recorder stalled or idle?)`),
  "reader.hdr-log.gaps": at({ tag: "string", gaps: "number" }, (p) => `${p.tag}: ${p.gaps} gaps in the interval timeline`),
  "reader.hdr-log.all-empty": at({ tag: "string", intervals: "number" }, (p) => `${p.tag}: all ${p.intervals} intervals are empty; skipped`),
  // hdr-percentiles
  "reader.hdr-percentiles.unit-assumed": at({}, () => "the file does not state the value unit; values are taken as milliseconds (the HdrHistogram plotter's convention)"),
  // hyperfine
  "reader.hyperfine.failed-runs": at({ name: "string", failed: "number", runs: "number", codes: "strings" }, (p) => `${p.name}: ${p.failed} of ${p.runs} runs failed (exit ${p.codes.join(", ")}); excluded`),
  "reader.hyperfine.bad-time": at({ name: "string" }, (p) => `${p.name}: time is not a finite non-negative number; skipped`),
  "reader.hyperfine.no-successful-runs": at({ name: "string" }, (p) => `${p.name}: no successful runs; skipped`),
  // jmh
  "reader.jmh.bad-histogram-entry": at({ benchmark: "string" }, (p) => `${p.benchmark}: non-finite histogram entry skipped`),
  "reader.jmh.empty-histogram": at({ benchmark: "string", fork: "number" }, (p) => `${p.benchmark}: fork ${p.fork} has an empty histogram; skipped`),
  "reader.jmh.no-raw-data": at({ benchmark: "string" }, (p) => `${p.benchmark} has no rawData (run with -Djmh.json.rawData=false?); skipped`),
  "reader.jmh.score-not-finite": at({ benchmark: "string", score: "string" }, (p) => `${p.benchmark}: score ${p.score} is not a finite number; skipped`),
  "reader.jmh.single-fork": at({ benchmark: "string", iterations: "number" }, (p) => `${p.benchmark}: a single fork; its ${p.iterations} iterations are used as runs, but they share one JVM, so run-to-run noise is understated (use -f 5 or more)`),
  // julia-benchmarktools
  "reader.julia-benchmarktools.no-samples": at({ name: "string" }, (p) => `${p.name} has no samples; skipped`),
  "reader.julia-benchmarktools.unknown-type": at({ name: "string", type: "string" }, (p) => `${p.name} is a ${p.type}, not a Trial or TrialEstimate; skipped`),
  // k6-raw
  "reader.k6-raw.not-numeric": at({ samples: "number" }, (p) => `${p.samples} sample(s) without a numeric value skipped`),
  // k6-summary
  "reader.k6-summary.threshold-failed": at({ threshold: "string", name: "string" }, (p) => `threshold "${p.threshold}" on ${p.name} failed`),
  "reader.k6-summary.unit-not-recorded": at({ name: "string" }, (p) => `the unit of custom trend ${p.name} is not recorded; reported as plain values`),
  "reader.k6-summary.no-percentiles": at({ name: "string" }, (p) => `trend ${p.name} has no percentiles or avg; skipped`),
  // kudu-hdr
  "reader.kudu-hdr.unit-assumed": at({}, () => "the dump does not state its unit; values are read as microseconds (Kudu's convention)"),
  "reader.kudu-hdr.clipped": at({}, () => "some values were above the histogram's highest trackable value; the top percentiles are clipped"),
  "reader.kudu-hdr.empty-dump": at({}, () => "a dump with Count: 0 skipped"),
  // mitata
  "reader.mitata.failed": at({ name: "string", reason: "string" }, (p) => `${p.name} failed (${p.reason}); skipped`),
  // oha-csv
  "reader.oha-csv.non-2xx": at({ bad: "number", responses: "number", statuses: "strings", counts: "numbers" }, (p) => `oha: ${p.bad} of ${p.responses} responses outside 2xx/3xx (${p.statuses.map((s, i) => `${s}:${p.counts[i]}`).join(" ")}); their latencies are included`),
  // oha-json
  "reader.oha-json.success-rate": at({ success: "number" }, (p) => `oha: success rate ${(p.success * 100).toFixed(2)}%`),
  "reader.oha-json.non-2xx": at({ statuses: "strings", counts: "strings" }, (p) => `oha: non-2xx/3xx responses ${p.statuses.map((s, i) => `${s}:${p.counts[i]}`).join(" ")}; their latencies are included`),
  "reader.oha-json.errors": at({ errors: "strings", counts: "strings" }, (p) => `oha: ${tally(p.counts, p.errors)} (not in the latencies; "aborted due to deadline" is the end of a -z run)`),
  // pgbench
  "reader.pgbench.skipped": at({ skipped: "number", total: "number" }, (p) => `pgbench: ${p.skipped} of ${p.total} transactions were skipped (latency limit -L); left out of the samples`),
  "reader.pgbench.failed": at({ failed: "number", total: "number" }, (p) => `pgbench: ${p.failed} of ${p.total} transactions failed; left out of the samples`),
  "reader.pgbench.not-completed": at({ name: "string", text: "string" }, (p) => `${p.name}: ${p.text}`),
  // pyperf
  "reader.pyperf.not-finite": at({ name: "string", skipped: "number" }, (p) => `${p.name}: ${p.skipped} non-finite values skipped`),
  "reader.pyperf.no-values": at({ name: "string" }, (p) => `${p.name} has no run with values; skipped`),
  // pytest-benchmark
  "reader.pytest-benchmark.rounds-mismatch": at({ name: "string", values: "number", rounds: "number" }, (p) => `${p.name}: ${p.values} values but ${p.rounds} rounds`),
  "reader.pytest-benchmark.no-data": at({ name: "string" }, (p) => `${p.name} has no stats.data (saved without --benchmark-save-data?); compared as a summary from stats`),
  "reader.pytest-benchmark.partial-data": at({ name: "string", usable: "number", entries: "number" }, (p) => `${p.name} stats.data holds ${p.usable} usable values of ${p.entries} entries (truncated?); compared as a summary from stats`),
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
  "reader.vegeta-json.buckets-total": at({ buckets: "number", requests: "number" }, (p) => `the buckets hold ${p.buckets} requests but the report counts ${p.requests}`),
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
  "reader.vitest-bench.no-results": at({ name: "string" }, (p) => `${p.name} has no finite mean/percentiles (the benchmark failed?); skipped`),
  // wrk2
  "reader.wrk2.coordinated-omission": at(
    { url: "string", corrected: "number", uncorrected: "number" },
    (p) => `${p.url}: corrected p99 ${(p.corrected / 1e6).toFixed(3)} ms is ${(p.corrected / p.uncorrected).toFixed(2)}\xD7 the uncorrected p99 ${(p.uncorrected / 1e6).toFixed(3)} ms (coordinated omission)`
  ),
  "reader.wrk2.calibration": at(
    { url: "string", latencies: "number", requests: "number" },
    (p) => `${p.url}: the histogram holds ${p.latencies} latencies of ${p.requests} requests (wrk2 records no latencies during its calibration period, nor for unfinished requests)`
  )
};

// src/render/messages/index.ts
var REGISTRIES = [
  ["compare", COMPARE_MESSAGES],
  ["review", REVIEW_MESSAGES],
  ["asks", ASK_MESSAGES],
  ["publish", PUBLISH_MESSAGES],
  ["run", RUN_MESSAGES],
  ["readers", READER_MESSAGES]
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

// src/render/json.ts
var data = (m) => ({ id: m.id, params: m.params });
function jsonMetric(m) {
  const { notes, ...rest } = m;
  const { base, head, ratio, ciLow, ciHigh, verdict, gated, ...after } = rest;
  return { base, head, ratio, ciLow, ciHigh, verdict, gated, note: joinedText(notes), noteMessages: notes.map(data), ...after };
}
function jsonBenchmark(b) {
  const metrics = {};
  for (const [id, m] of Object.entries(b.metrics)) if (m) metrics[id] = jsonMetric(m);
  return { ...b, metrics, notes: b.notes.map(messageText), noteMessages: b.notes.map(data) };
}
function jsonAsk(a) {
  const { kind, benchmark, id, params, quote, links } = a;
  return { kind, benchmark, message: messageText(a), id, params, ...quote !== void 0 ? { quote } : {}, ...links !== void 0 ? { links } : {} };
}
function jsonReport(report) {
  return {
    schemaVersion: report.schemaVersion,
    status: report.status,
    headline: messageText(report.headline),
    headlineMessage: data(report.headline),
    settings: report.settings,
    summary: report.summary,
    machine: { ...report.machine, differences: report.machine.differences.map(messageText), differenceMessages: report.machine.differences.map(data) },
    run: report.run,
    benchmarks: report.benchmarks.map(jsonBenchmark),
    asks: report.asks.map(jsonAsk),
    notes: report.notes.map(messageText),
    noteMessages: report.notes.map(data),
    warnings: report.warnings.map(messageText),
    warningMessages: report.warnings.map(data)
  };
}
function renderJson(report) {
  return JSON.stringify(jsonReport(report), (_k, v) => typeof v === "number" && !Number.isFinite(v) ? null : v, 2) + "\n";
}

// src/render/escape.ts
var ZW = "\u200B";
var CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
var BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function flatten(text2) {
  return text2.replace(/\r\n|[\r\n\t\u2028\u2029]/g, " ").replace(CONTROL, "").replace(BIDI, "");
}
function defuseLinks(text2) {
  return text2.replace(/[@#]/g, `$&${ZW}`).replace(/\b(gh)-(?=\d)/gi, `$1-${ZW}`).replace(/\b[0-9a-f]{7,}\b/gi, (hex) => hex.match(/.{1,6}/g).join(ZW)).replace(/:\/\//g, `:${ZW}//`).replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}${ZW}.`).replace(/:(?=[a-z0-9_+-]+:)/gi, `:${ZW}`);
}
function breakCommentOpeners(text2) {
  return text2.replace(/<!--/g, `<${ZW}!--`);
}
var entities = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
var MD_SPECIAL = /[\\`*_[\]|~$]/g;
function escapeMarkdown(text2) {
  const out = entities(defuseLinks(flatten(text2).replace(/^\s+/, ""))).replace(MD_SPECIAL, (c) => `\\${c}`);
  return out.replace(/^([-+=])/, "\\$1").replace(/^(\d+)([.)])/, "$1\\$2");
}
function escapeHtml(text2) {
  return entities(defuseLinks(flatten(text2))).replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
function htmlCode(text2) {
  return `<code>${entities(flatten(text2)).replace(/"/g, "&quot;").replace(/'/g, "&#39;").replace(/@/g, `@${ZW}`)}</code>`;
}
function codeSpan(text2) {
  const clean2 = breakCommentOpeners(flatten(text2).replace(/\|/g, "\xA6"));
  const runs2 = clean2.match(/`+/g) ?? [];
  const fence = "`".repeat(Math.max(0, ...runs2.map((r) => r.length)) + 1);
  const pad2 = clean2.startsWith("`") || clean2.endsWith("`") ? " " : "";
  return `${fence}${pad2}${clean2.replace(/@/g, `@${ZW}`)}${pad2}${fence}`;
}
function clip(text2, max2) {
  if (text2.length <= max2) return text2;
  let end = max2 - 1;
  if (end > 0 && /[\ud800-\udbff]/.test(text2[end - 1])) end--;
  return `${text2.slice(0, end)}\u2026`;
}
function quoteLine(text2, max2 = 300) {
  return `> ${escapeMarkdown(clip(flatten(text2), max2 + 1))}`;
}
var NAME_MAX = 120;
function shortName(name, max2 = NAME_MAX) {
  const cps = Array.from(name);
  if (cps.length <= max2) return name;
  const tail = Math.floor((max2 - 1) / 3);
  return `${cps.slice(0, max2 - 1 - tail).join("")}\u2026${cps.slice(cps.length - tail).join("")}`;
}
function shortHash(text2) {
  let h = 2166136261;
  for (let i = 0; i < text2.length; i++) h = Math.imul(h ^ text2.charCodeAt(i), 16777619);
  return (h >>> 8 & 16777215).toString(16).padStart(6, "0");
}
function displayNames(names2) {
  const byShort = /* @__PURE__ */ new Map();
  for (const name of [...new Set(names2)].sort((a, b) => b.length - a.length)) {
    const s = shortName(name);
    if (s !== name) byShort.set(s, [...byShort.get(s) ?? [], name]);
  }
  const out = /* @__PURE__ */ new Map();
  for (const [s, full] of byShort) for (const name of full) out.set(name, full.length === 1 ? s : `${shortName(name, NAME_MAX - 8)} ~${shortHash(name)}`);
  return new Map([...out].sort((a, b) => b[0].length - a[0].length));
}
function shortenNamesIn(text2, names2) {
  let out = text2;
  for (const [full, short4] of names2) if (out.length >= full.length && out.includes(full)) out = out.split(full).join(short4);
  return out;
}

// src/render/grouping.ts
function groupWording(id, asks) {
  const p = asks[0].params;
  if (id === "profile.tail-regressed") {
    const eco = String(p.ecosystem ?? "");
    return { key: `${id}|${eco}`, text: () => messageText({ id: "review.group.profile", params: { ecosystem: eco, example: String(p.toolName ?? p.benchmark ?? "") } }) };
  }
  if (id === "variance.runs-vary") {
    const metric = String(p.metric ?? "");
    return {
      key: `${id}|${metric}`,
      text: () => {
        const ratios = asks.map((a) => Number(a.params.ratio)).filter(Number.isFinite);
        return messageText({ id: "review.group.runs-vary", params: { metric, low: Math.min(...ratios), high: Math.max(...ratios) } });
      }
    };
  }
  return null;
}
function groupAsks(asks) {
  const byWordingKey = /* @__PURE__ */ new Map();
  for (const a of asks) {
    if (a.quote !== void 0 || a.links?.length || !a.benchmark) continue;
    const w = groupWording(a.id, [a]);
    if (w) byWordingKey.set(w.key, [...byWordingKey.get(w.key) ?? [], a]);
  }
  const groups = /* @__PURE__ */ new Map();
  let solo = 0;
  for (const a of asks) {
    let key;
    let text2;
    const w = a.quote === void 0 && !a.links?.length && a.benchmark ? groupWording(a.id, [a]) : null;
    const members = w ? byWordingKey.get(w.key) : null;
    if (w && members && members.length > 1) {
      key = `w|${w.key}`;
      text2 = groupWording(a.id, members).text;
    } else if (a.quote !== void 0 || a.links?.length) {
      key = `solo|${solo++}`;
      text2 = () => messageText(a);
    } else {
      const t = messageText(a);
      key = `t|${a.kind}|${a.id}|${t}`;
      text2 = () => t;
    }
    let g = groups.get(key);
    if (!g) groups.set(key, g = { kind: a.kind, id: a.id, text: text2(), benchmarks: [], links: [...a.links ?? []], quote: a.quote, asks: [] });
    g.asks.push(a);
    if (a.benchmark && !g.benchmarks.includes(a.benchmark)) g.benchmarks.push(a.benchmark);
  }
  return [...groups.values()];
}
var MERGEABLE = { "review.per-run-aggregates": "unit" };
function benchmarkNoteTexts(b, word = messageText) {
  const out = b.notes.filter((n) => !MERGEABLE[n.id]).map(word);
  for (const [id, m] of Object.entries(b.metrics)) {
    if (m?.notes.length) out.push(`${id}: ${m.notes.map(word).join(" ")}`);
  }
  return out;
}
function sharedNotes(report, word = messageText) {
  const merged = /* @__PURE__ */ new Map();
  const texts = /* @__PURE__ */ new Map();
  const counts = /* @__PURE__ */ new Map();
  for (const b of report.benchmarks) {
    for (const n of b.notes) {
      const param = MERGEABLE[n.id];
      if (!param) continue;
      const e = merged.get(n.id) ?? { values: [], benchmarks: /* @__PURE__ */ new Set(), first: n };
      merged.set(n.id, e);
      const v = String(n.params[param] ?? "");
      if (!e.values.includes(v)) e.values.push(v);
      e.benchmarks.add(b);
    }
    const t = [...new Set(benchmarkNoteTexts(b, word))];
    texts.set(b, t);
    for (const x of t) counts.set(x, (counts.get(x) ?? 0) + 1);
  }
  const shared = [];
  for (const [id, e] of merged) shared.push({ text: word({ id, params: { ...e.first.params, [MERGEABLE[id]]: e.values.join(", ") } }), count: e.benchmarks.size });
  for (const [text2, count3] of counts) if (count3 > 1) shared.push({ text: text2, count: count3 });
  const own = /* @__PURE__ */ new Map();
  for (const [b, t] of texts) own.set(b, t.filter((x) => (counts.get(x) ?? 0) <= 1));
  return { shared, own };
}

// src/render/table.ts
var VERDICT_TEXT = {
  regression: "regression",
  improvement: "improvement",
  "no-change": "no change",
  inconclusive: "inconclusive",
  "insufficient-data": "insufficient data"
};
function intervalText(m) {
  if (m.ciLow === null || m.ciHigh === null) return "\u2014";
  return `${formatChange(m.ciLow)} \u2026 ${formatChange(m.ciHigh)}`;
}
function metricRows(b) {
  const values = [];
  for (const m of Object.values(b.metrics)) {
    if (m?.base != null) values.push(m.base);
    if (m?.head != null) values.push(m.head);
  }
  const { scale, label } = displayScale(b.unit, values);
  const fmt = (v) => v === null ? "\u2014" : formatNumber(v / scale);
  const rows = [];
  for (const id of METRIC_IDS) {
    const m = b.metrics[id];
    if (!m) continue;
    let verdict = VERDICT_TEXT[m.verdict];
    if (m.method === "within-run" && m.verdict !== "insufficient-data") verdict += " (within-run)";
    rows.push({
      metric: id,
      base: fmt(m.base),
      head: fmt(m.head),
      change: constantChange(m.constant, m.base === null ? null : m.base / scale, m.head === null ? null : m.head / scale) ?? formatChange(m.ratio),
      interval: intervalText(m),
      verdict,
      gated: m.gated,
      m
    });
  }
  return { unitLabel: label, rows };
}
function ciLabel(b) {
  const levels = /* @__PURE__ */ new Set();
  for (const m of Object.values(b.metrics)) if (m && m.ciLow !== null && m.ciHigh !== null && m.confidence !== null) levels.add(ciPercent(m.confidence));
  if (levels.size === 1) return { label: `${[...levels][0]}% CI`, uniform: true };
  return { label: "CI", uniform: levels.size === 0 };
}
function intervalCell(r, uniform) {
  return uniform || r.interval === "\u2014" || r.m.confidence === null ? r.interval : `${r.interval} (${ciPercent(r.m.confidence)}%)`;
}
function titleText(report, beyond) {
  const title = statusTitle(report);
  return report.status === "pass" && beyond > 0 ? `${title}, ${beyond} inconclusive beyond ${beyond === 1 ? "its threshold" : "their thresholds"}` : title;
}
function changeText(m) {
  return constantChange(m.constant, m.base, m.head) ?? formatChange(m.ratio);
}
var PROMINENT_WARNINGS = /* @__PURE__ */ new Set(["review.machines-differ"]);
function statusTitle(report) {
  if (report.status === "neutral" && report.machine.comparable === false) return "machines differ, not judged";
  if (report.status === "neutral" && report.notes.some((n) => n.id === "review.unconfirmed")) return "regression not confirmed, not green";
  const on = report.summary.gatedOn;
  if (on && on.tail === 0 && on.mean + on.median > 0 && report.status !== "neutral") return report.status === "fail" ? "regressed" : "no regression";
  return STATUS_TITLE[report.status];
}
var STATUS_TITLE = {
  fail: "tail latency regressed",
  pass: "no tail regression",
  neutral: "tail latency not judged"
};

// src/render/overview.ts
var VERDICT_ICON = {
  regression: "\u{1F534}",
  improvement: "\u{1F7E2}",
  "no-change": "\u26AA",
  inconclusive: "\u{1F7E1}",
  "insufficient-data": "\u26AB"
};
var ROW_CLASSES = ["confirmed", "regression", "beyond", "improvement", "inconclusive", "insufficient-data"];
var PER_RUN_KINDS = /* @__PURE__ */ new Set(["per-run", "summary"]);
var isPerRun = (b) => PER_RUN_KINDS.has(b.sampleKind);
function beyondThreshold2(m, lowerIsBetter) {
  if (m.constant === "from-zero") return lowerIsBetter;
  if (m.constant === "to-zero") return !lowerIsBetter;
  if (m.ratio === null || !(m.ratio > 0)) return false;
  const cost2 = lowerIsBetter ? m.ratio : 1 / m.ratio;
  return cost2 > 1 + m.threshold;
}
function inconclusiveBeyond(b) {
  if (b.verdict === "regression" || b.verdict === "improvement") return null;
  const ids = [...b.decidedBy, ...TAIL_METRICS.filter((id) => !b.decidedBy.includes(id))];
  for (const id of ids) {
    const m = b.metrics[id];
    if (m && m.verdict === "inconclusive" && beyondThreshold2(m, b.lowerIsBetter)) return id;
  }
  return null;
}
function rowClass(b) {
  if (b.verdict === "regression") return b.decidedBy.some((id) => b.metrics[id]?.confirmed) ? "confirmed" : "regression";
  if (b.verdict === "improvement") return "improvement";
  if (inconclusiveBeyond(b)) return "beyond";
  if (b.verdict === "inconclusive") return "inconclusive";
  if (b.verdict === "insufficient-data") return "insufficient-data";
  return null;
}
function shownMetric(b, cls) {
  if (cls === "beyond") return inconclusiveBeyond(b);
  const deciding = b.decidedBy.find((id) => b.metrics[id]?.verdict === b.verdict) ?? b.decidedBy[0];
  if (deciding) return deciding;
  return Object.keys(b.metrics)[0] ?? null;
}
function severity(r) {
  const m = r.metric === "\u2014" ? void 0 : r.benchmark.metrics[r.metric];
  if (!m) return 0;
  if (m.constant === "from-zero" || m.constant === "to-zero") return Infinity;
  return m.ratio && m.ratio > 0 ? Math.abs(Math.log(m.ratio)) : 0;
}
function verdictText(b, cls, metric) {
  if (cls === "beyond") return `${VERDICT_ICON.inconclusive} ${b.verdict === "inconclusive" ? "" : `${metric} `}inconclusive, beyond threshold`;
  const text2 = `${VERDICT_ICON[b.verdict]} ${VERDICT_TEXT[b.verdict] ?? b.verdict}`;
  return b.evidence === "within-run" && (b.verdict === "regression" || b.verdict === "improvement" || b.verdict === "inconclusive") ? `${text2} (within-run)` : text2;
}
var valueText = (v, scale) => v == null ? "\u2014" : formatNumber(v / scale);
function row(b, cls, name) {
  const id = shownMetric(b, cls);
  const m = id ? b.metrics[id] : void 0;
  const { scale, label } = displayScale(b.unit, [m?.base, m?.head].filter((v) => typeof v === "number"));
  const hasInterval = m !== void 0 && m.ciLow !== null && m.ciHigh !== null && m.constant === null;
  return {
    benchmark: b,
    name,
    metric: id ?? "\u2014",
    base: valueText(m?.base, scale),
    head: valueText(m?.head, scale),
    unit: m && (m.base !== null || m.head !== null) ? label : "",
    runs: `${b.runs.base} vs ${b.runs.head}`,
    change: m ? changeText(m) : "\u2014",
    interval: hasInterval ? `${formatChange(m.ciLow)} \u2026 ${formatChange(m.ciHigh)}` : "",
    level: hasInterval && m.confidence !== null ? ciPercent(m.confidence) : null,
    verdict: verdictText(b, cls, id ?? "\u2014"),
    cls
  };
}
var classRank = (c) => c === null ? ROW_CLASSES.length : ROW_CLASSES.indexOf(c);
function sortRows(rows) {
  return rows.sort((a, b) => classRank(a.cls) - classRank(b.cls) || severity(b) - severity(a) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
function withoutMeasure(name, measure2) {
  const suffix = ` (${measure2})`;
  return name.endsWith(suffix) && name.length > suffix.length ? name.slice(0, -suffix.length) : name;
}
function countLine(report) {
  const n = (v) => report.benchmarks.filter((b) => b.verdict === v).length;
  const parts = [`${grouped(n("regression"))} ${plural(n("regression"), "regression")}`, `${grouped(n("improvement"))} ${plural(n("improvement"), "improvement")}`, `${grouped(n("no-change"))} unchanged`];
  if (n("inconclusive")) parts.push(`${grouped(n("inconclusive"))} inconclusive`);
  if (n("insufficient-data")) parts.push(`${grouped(n("insufficient-data"))} with insufficient data`);
  const total = report.benchmarks.length;
  const beyond = report.benchmarks.filter((b) => inconclusiveBeyond(b) !== null).length;
  const tail = beyond ? `; ${grouped(beyond)} inconclusive beyond ${plural(beyond, "its threshold", "their thresholds")}` : "";
  return `${parts.join(", ")} of ${grouped(total)} ${plural(total, "benchmark")}${tail}`;
}
function footnote(rows) {
  const methods = new Set(rows.filter((r) => r.level !== null).map((r) => r.benchmark.metrics[r.metric]?.method));
  const out = [];
  if (rows.length && methods.size === 0) out.push("Base and head are the median over runs of each run's metric (for per-run data, each run's mean).");
  if (methods.has("across-runs"))
    out.push("Base and head are the median over runs of each run's metric (for per-run data, each run's mean); the change is the Hodges\u2013Lehmann estimate of head/base over the per-run values, with its exact distribution-free confidence interval (CI).");
  if (methods.has("within-run"))
    out.push("With one run per side, base and head are that run's own quantiles and the change is their ratio, with an order-statistic confidence interval (CI): run-to-run noise is not measured.");
  return out;
}
function overview2(report, names2 = displayNames(report.benchmarks.map((b) => b.name))) {
  const shown = (b) => names2.get(b.name) ?? b.name;
  const rows = [];
  const byMeasure = /* @__PURE__ */ new Map();
  const unchanged = [];
  for (const b of report.benchmarks) {
    const cls = rowClass(b);
    if (cls === null) {
      unchanged.push(shown(b));
      continue;
    }
    if (isPerRun(b)) {
      const list2 = byMeasure.get(b.measure) ?? [];
      byMeasure.set(b.measure, list2);
      list2.push(row(b, cls, withoutMeasure(shown(b), b.measure)));
    } else rows.push(row(b, cls, shown(b)));
  }
  const measures = [...byMeasure].map(([measure2, list2]) => ({ measure: measure2, rows: sortRows(list2) }));
  sortRows(rows);
  return { count: countLine(report), rows, measures, unchanged, footnote: footnote([...rows, ...measures.flatMap((t) => t.rows)]) };
}
function measureDetails(report, names2 = displayNames(report.benchmarks.map((b) => b.name))) {
  const byMeasure = /* @__PURE__ */ new Map();
  for (const b of report.benchmarks) {
    if (!isPerRun(b)) continue;
    const list2 = byMeasure.get(b.measure) ?? [];
    byMeasure.set(b.measure, list2);
    list2.push(row(b, rowClass(b), withoutMeasure(names2.get(b.name) ?? b.name, b.measure)));
  }
  return [...byMeasure].map(([measure2, list2]) => ({ measure: measure2, rows: sortRows(list2) }));
}
function changeHeader(rows) {
  const levels = new Set(rows.map((r) => r.level).filter((l) => l !== null));
  if (levels.size === 1) return { header: `change (${[...levels][0]}% CI)`, uniform: true };
  return { header: levels.size ? "change (CI)" : "change", uniform: levels.size === 0 };
}
function changeCell(r, uniform) {
  if (!r.interval) return r.change;
  return uniform || r.level === null ? `${r.change} (${r.interval})` : `${r.change} (${r.level}% CI ${r.interval})`;
}
var valueCell = (v, unit) => v === "\u2014" || !unit ? v : `${v} ${escapeMarkdown(unit)}`;
function tableHead(rows, perMeasure) {
  const { header } = changeHeader(rows);
  return [`| benchmark | ${perMeasure ? "runs" : "metric"} | base | head | ${header} | verdict |`, perMeasure ? "|---|--:|--:|--:|--:|---|" : "|---|---|--:|--:|--:|---|"];
}
function tableRow(r, perMeasure, uniform) {
  const cells = [codeSpan(r.name), perMeasure ? r.runs : escapeMarkdown(r.metric), valueCell(r.base, r.unit), valueCell(r.head, r.unit), changeCell(r, uniform), escapeMarkdown(r.verdict)];
  return `| ${cells.join(" | ")} |`;
}
function mdTable(rows, perMeasure) {
  const { uniform } = changeHeader(rows);
  return [...tableHead(rows, perMeasure), ...rows.map((r) => tableRow(r, perMeasure, uniform))];
}
function unchangedLine(names2, max2 = Infinity) {
  if (names2.length === 0) return [];
  const shown = names2.slice(0, max2).map((n) => htmlCode(n));
  const more = names2.length - shown.length;
  const list2 = shown.length ? `${shown.join(", ")}${more ? ` \u2026 and ${grouped(more)} more` : ""}` : escapeHtml(`names in the full report`);
  return [`<details><summary>${VERDICT_ICON["no-change"]} ${escapeHtml(`${grouped(names2.length)} unchanged ${plural(names2.length, "benchmark")}`)}</summary>${list2}</details>`, ""];
}
var measureTitle = (measure2) => `**${escapeMarkdown(measure2)}**`;
function overviewLines(o, opts = {}) {
  let left = opts.maxRows ?? Infinity;
  const out = [`**${escapeMarkdown(o.count)}**`, ""];
  const table2 = (rows, perMeasure, title) => {
    const n = Math.max(0, Math.min(left, rows.length));
    left -= n;
    if (n === 0) return;
    const { uniform } = changeHeader(rows);
    if (title) out.push(title, "");
    out.push(...tableHead(rows, perMeasure), ...rows.slice(0, n).map((r) => tableRow(r, perMeasure, uniform)), "");
  };
  table2(o.rows, false);
  for (const t of o.measures) table2(t.rows, true, measureTitle(t.measure));
  const total = o.rows.length + o.measures.reduce((n, t) => n + t.rows.length, 0);
  const cut = total - Math.min(total, opts.maxRows ?? Infinity);
  if (cut > 0) out.push(`\u2026 and ${grouped(cut)} more changed or undecided ${plural(cut, "benchmark")} in the full report.`, "");
  out.push(...unchangedLine(o.unchanged, opts.maxUnchanged));
  if (o.footnote.length) out.push(`<sub>${o.footnote.map(escapeMarkdown).join(" ")}</sub>`, "");
  return out;
}

// src/render/markdown.ts
var ICON = { fail: "\u274C", pass: "\u2705", neutral: "\u26AA" };
function benchmarkTable(b) {
  const { unitLabel, rows } = metricRows(b);
  const { label, uniform } = ciLabel(b);
  const out = [`| metric | base (${escapeMarkdown(unitLabel)}) | head (${escapeMarkdown(unitLabel)}) | change | ${label} | verdict |`, "|---|--:|--:|--:|:-:|---|"];
  for (const r of rows) {
    const metric = r.gated ? `**${r.metric}**` : r.metric;
    const verdict = r.m.verdict === "regression" || r.m.verdict === "improvement" ? `**${r.verdict}**` : r.verdict;
    out.push(`| ${metric} | ${r.base} | ${r.head} | ${r.change} | ${intervalCell(r, uniform)} | ${verdict} |`);
  }
  return out;
}
function mermaidLabel(text2, max2 = 60) {
  const clean2 = text2.replace(/[^A-Za-z0-9 _.,:;/+()\-µ%=]/g, "_").slice(0, max2);
  return clean2 || "_";
}
var CHART_METRICS = ["min", "p50", "p90", "p99", "p99.9", "max"];
function chart(b) {
  const points = [];
  for (const id of CHART_METRICS) {
    const m = b.metrics[id];
    if (!m || m.ratio === null || !(m.ratio > 0) || !Number.isFinite(m.ratio)) continue;
    const cost2 = b.lowerIsBetter ? m.ratio : 1 / m.ratio;
    points.push({ id, worse: Number(((cost2 - 1) * 100).toFixed(1)), threshold: Number((m.threshold * 100).toFixed(1)) });
  }
  if (points.length < 2) return [];
  const values = points.flatMap((p) => [p.worse, p.threshold]);
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const pad2 = (hi - lo) * 0.05 || 1;
  const fmt = (v) => String(Number(v.toFixed(1)));
  const out = [
    "```mermaid",
    // Series colours in order: the change (bars), the threshold (dark line), zero (light line).
    "---",
    "config:",
    "  themeVariables:",
    "    xyChart:",
    '      plotColorPalette: "#d1242f, #424a53, #afb8c1"',
    "---",
    "xychart-beta",
    `  title "${mermaidLabel(b.name)}: % worse than base (dark line: threshold)"`,
    `  x-axis [${points.map((p) => `"${p.id}"`).join(", ")}]`,
    `  y-axis "% worse than base" ${fmt(lo < 0 ? lo - pad2 : 0)} --> ${fmt(hi + pad2)}`,
    `  bar [${points.map((p) => fmt(p.worse)).join(", ")}]`,
    `  line [${points.map((p) => fmt(p.threshold)).join(", ")}]`
  ];
  if (lo < 0) out.push(`  line [${points.map(() => "0").join(", ")}]`);
  out.push("```");
  return out;
}
function sectionSummary(b) {
  const runs2 = `${b.runs.base} vs ${b.runs.head} ${plural(b.runs.head, "run")}`;
  const samples = b.samples.base > 0 ? `, ${grouped(b.samples.base)} vs ${grouped(b.samples.head)} samples` : "";
  const verdict = b.cls === "beyond" ? `${VERDICT_TEXT[b.verdict] ?? b.verdict}, beyond a threshold` : VERDICT_TEXT[b.verdict] ?? b.verdict;
  const icon = b.cls === "beyond" ? VERDICT_ICON.inconclusive : VERDICT_ICON[b.verdict];
  return `${icon} ${htmlCode(b.name)} \u2014 ${escapeHtml(verdict)} (${escapeHtml(b.sampleKind)}, ${runs2}${samples})`;
}
var isOpen = (b, opts) => b.cls === "beyond" || opts.expandAll === true && b.cls !== null;
function benchmarkSection(b, opts, detail = "full") {
  const out = [`<details${isOpen(b, opts) ? " open" : ""}><summary>${sectionSummary(b)}</summary>`, "", ...benchmarkTable(b), ""];
  if (detail === "full") {
    if (b.shownNotes.length) out.push(...b.shownNotes.map((n) => `- ${escapeMarkdown(n)}`), "");
    if (opts.charts && b.cls !== null) {
      const c = chart(b);
      if (c.length) out.push(...c, "");
    }
  }
  out.push("</details>", "");
  return out;
}
function measureBlock(t, own) {
  const out = [`<details><summary>\u{1F4CB} ${escapeHtml(t.measure)}: every benchmark (${grouped(t.rows.length)})</summary>`, "", ...mdTable(t.rows, true), ""];
  const notes = t.rows.flatMap((r) => (own.get(r.benchmark.name) ?? []).map((n) => `- ${codeSpan(r.name)}: ${escapeMarkdown(n)}`));
  if (notes.length) out.push(...notes, "");
  out.push("</details>", "");
  return out;
}
function machineLine2(m) {
  if (!m) return "not recorded";
  const parts = [];
  if (m.cpuModel) parts.push(m.cpuModel);
  if (m.physicalCores !== void 0 || m.logicalCpus !== void 0) parts.push(`${m.physicalCores ?? "?"} physical / ${m.logicalCpus ?? "?"} logical cores`);
  if (m.os || m.kernel) parts.push([m.os, m.kernel].filter(Boolean).join(" "));
  if (m.runnerName) parts.push(`runner ${m.runnerName}`);
  return parts.length ? escapeMarkdown(clip(parts.join(", "), 600)) : "not recorded";
}
function machineSection(report) {
  const out = [];
  const { base, head, differences } = report.machine;
  const same = base && head && differences.length === 0 && JSON.stringify(base.cpuModel) === JSON.stringify(head.cpuModel);
  if (same) out.push(`**Machine**: ${machineLine2(base)}`, "");
  else out.push(`**Machine**: base: ${machineLine2(base)}; head: ${machineLine2(head)}`, "");
  for (const d of differences.slice(0, 50)) out.push(`- \u26A0\uFE0F machines differ \u2014 ${escapeMarkdown(clip(messageText(d), 600))}`);
  if (differences.length) out.push("");
  return out;
}
var SAFE_URL = /^https?:\/\/[A-Za-z0-9.:-]+(\/[A-Za-z0-9._~%/-]*)?$/;
var ASK_NAMES_MAX = 25;
function askLines(g, shown) {
  const names2 = g.benchmarks.slice(0, ASK_NAMES_MAX).map((n) => codeSpan(shown.names.get(n) ?? n));
  const more = g.benchmarks.length - names2.length;
  const who = names2.length ? `${names2.join(", ")}${more ? ` \u2026 and ${grouped(more)} more` : ""}: ` : "";
  const out = [`- ${who}${escapeMarkdown(shown.free(g.text))}`];
  const links = g.links.filter((l) => SAFE_URL.test(l.url)).map((l) => `[${escapeMarkdown(l.label)}](${l.url})`);
  if (links.length) out[0] += ` ${links.join(" \xB7 ")}`;
  if (g.quote !== void 0) out.push(`  ${quoteLine(g.quote, 300)}`);
  return out;
}
var FREE_TEXT_MAX = 2e3;
var MAX_WARNINGS = 50;
function freeText(report) {
  const names2 = displayNames([...report.benchmarks.map((b) => b.name), ...report.asks.flatMap((a) => a.benchmark ? [a.benchmark] : [])]);
  return { names: names2, free: (text2) => clip(shortenNamesIn(text2, names2), FREE_TEXT_MAX) };
}
function titleLine(report, beyond) {
  const icon = report.status === "pass" && beyond > 0 ? VERDICT_ICON.inconclusive : ICON[report.status];
  return `### ${icon} bench-review: ${titleText(report, beyond)}`;
}
function markdownParts(report) {
  const shown = freeText(report);
  const { free } = shown;
  const classes = new Map(report.benchmarks.map((b) => [b, rowClass(b)]));
  const beyond = [...classes.values()].filter((c) => c === "beyond").length;
  const header = [titleLine(report, beyond), "", escapeMarkdown(free(messageText(report.headline))), ""];
  for (const w of report.warnings.filter((x) => PROMINENT_WARNINGS.has(x.id))) header.push(`> \u26A0\uFE0F **${escapeMarkdown(free(messageText(w)))}**`, "");
  const { shared, own } = sharedNotes(report, (m) => free(messageText(m)));
  const notes = [];
  for (const note of report.notes.slice(0, MAX_WARNINGS)) notes.push(`> ${escapeMarkdown(free(messageText(note)))}`, "");
  const total = report.benchmarks.length;
  if (shared.length) {
    for (const n of shared) notes.push(`- ${escapeMarkdown(n.text)} (${n.count === total && total > 1 ? `all ${grouped(total)} benchmarks` : `${grouped(n.count)} ${plural(n.count, "benchmark")}`})`);
    notes.push("");
  }
  const inputWarnings = report.warnings.filter((x) => !PROMINENT_WARNINGS.has(x.id));
  const listed = inputWarnings.slice(0, MAX_WARNINGS);
  const more = inputWarnings.length - listed.length;
  const warnings = inputWarnings.length ? ["<details><summary>Input warnings</summary>", "", ...listed.map((w) => `- ${escapeMarkdown(free(messageText(w)))}`), ...more ? [`- \u2026 and ${more} more in the JSON report`] : [], "", "</details>", ""] : [];
  const ovw = overview2(report, shown.names);
  const position = new Map(ovw.rows.map((r, i) => [r.benchmark, i]));
  report.benchmarks.forEach((b, i) => position.has(b) || position.set(b, ovw.rows.length + i));
  const benchmarks = report.benchmarks.filter((b) => !isPerRun(b)).sort((x, y) => position.get(x) - position.get(y)).map((b) => ({ ...b, name: shown.names.get(b.name) ?? b.name, shownNotes: own.get(b) ?? [], cls: classes.get(b) ?? null }));
  const ownByName = /* @__PURE__ */ new Map();
  for (const [b, n] of own) if (n.length) ownByName.set(b.name, n);
  const measures = measureDetails(report, shown.names).filter((t2) => t2.rows.some((r) => r.cls === null || ownByName.has(r.benchmark.name))).map((t2) => ({ lines: measureBlock(t2, ownByName), changed: t2.rows.some((r) => r.cls !== null) }));
  const t = report.settings.thresholds;
  const footer = [
    `<sub>Bold metrics gate the check (fail-on: ${escapeMarkdown(report.settings.failOn)}); thresholds p50 ${pct(t.p50)}, p90 ${pct(t.p90)}, p99 ${pct(t.p99)}, p99.9 ${pct(t["p99.9"])}; Benjamini\u2013Hochberg at q = ${report.settings.q}.</sub>`
  ];
  const asks = groupAsks(report.asks.filter((a) => a.quote === void 0)).map((g) => askLines(g, shown));
  const bodyAsks = groupAsks(report.asks.filter((a) => a.quote !== void 0)).map((g) => askLines(g, shown));
  return { header, overview: ovw, notes, benchmarks, measures, asks, bodyAsks, machine: machineSection(report), warnings, footer };
}
function askBlock(title, asks, max2) {
  if (asks.length === 0) return [];
  const shown = asks.slice(0, max2);
  const out = [title, ""];
  for (const a of shown) out.push(...a);
  if (shown.length < asks.length) out.push(askMore(asks.length - shown.length));
  return [...out, ""];
}
var askMore = (n) => `- \u2026 and ${n} more in the full report`;
var ASKS_TITLE = "**Questions for the author**";
var BODY_ASKS_TITLE = "**On the numbers in the PR description**";
var SECTIONS = /* @__PURE__ */ new WeakMap();
function cachedSection(b, opts, detail) {
  const key = `${detail}|${opts.charts === true}|${opts.expandAll === true}`;
  let byKey = SECTIONS.get(b);
  if (!byKey) SECTIONS.set(b, byKey = /* @__PURE__ */ new Map());
  let lines = byKey.get(key);
  if (!lines) byKey.set(key, lines = benchmarkSection(b, opts, detail));
  return lines;
}
function measureLines(block, opts) {
  if (!opts.expandAll || !block.changed) return block.lines;
  return [block.lines[0].replace(/^<details>/, "<details open>"), ...block.lines.slice(1)];
}
function assembleMarkdown(parts, opts, plan = {}) {
  const out = [...parts.header, ...overviewLines(parts.overview, plan)];
  if (plan.notes !== false) out.push(...parts.notes);
  for (const block of parts.measures.slice(0, plan.measures ?? Infinity)) out.push(...measureLines(block, opts));
  for (const b of parts.benchmarks) {
    const detail = plan.detail?.(b) ?? "full";
    if (detail !== "none") out.push(...cachedSection(b, opts, detail));
  }
  out.push(...askBlock(ASKS_TITLE, parts.asks, plan.maxAsks ?? Infinity));
  out.push(...askBlock(BODY_ASKS_TITLE, parts.bodyAsks, plan.maxBodyAsks ?? Infinity));
  out.push(...parts.machine);
  if (plan.warnings !== false) out.push(...parts.warnings);
  out.push(...plan.extra ?? [], ...parts.footer);
  return noHtmlComments(out.join("\n") + "\n");
}
function noHtmlComments(text2) {
  return text2.replace(/<!--/g, "<\u200B!--");
}
function renderMarkdown(report, opts = {}) {
  return assembleMarkdown(markdownParts(report), opts);
}
var pct = (v) => v === void 0 ? "\u2014" : `${+(v * 100).toFixed(2)}%`;

// src/render/terminal.ts
var CODES = { red: 31, green: 32, yellow: 33, dim: 2, bold: 1 };
var clean = flatten;
function pad(cells, widths, align) {
  return cells.map((c, i) => align[i] === "r" ? c.padStart(widths[i]) : c.padEnd(widths[i])).join("  ").trimEnd();
}
function table(header, rows, align, paint, style) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((c) => c[i].length)));
  const out = [paint(pad(header, widths, align), "dim")];
  rows.forEach((cells, i) => {
    const line = pad(cells, widths, align);
    const st = style(i);
    out.push(st ? paint(line, st) : line);
  });
  return out;
}
var MAX_TABLES = 10;
var VERDICT_STYLE = { confirmed: "red", regression: "red", improvement: "green", beyond: "yellow" };
var verdictWord = (r) => r.verdict.replace(/^\S+ /u, "");
function overviewTable(rows, perMeasure, paint) {
  const { header, uniform } = changeHeader(rows);
  const value = (v, unit) => v === "\u2014" || !unit ? v : `${v} ${clean(unit)}`;
  const cells = rows.map((r) => [clean(r.name), perMeasure ? r.runs : clean(r.metric), value(r.base, r.unit), value(r.head, r.unit), changeCell(r, uniform), verdictWord(r)]);
  const head = ["benchmark", perMeasure ? "runs" : "metric", "base", "head", header, "verdict"];
  return table(head, cells, ["l", perMeasure ? "r" : "l", "r", "r", "r", "l"], paint, (i) => rows[i].cls ? VERDICT_STYLE[rows[i].cls] ?? null : null);
}
function renderTerminal(report, opts) {
  const paint = (s, style) => opts.color ? `\x1B[${CODES[style]}m${s}\x1B[0m` : s;
  const statusStyle = report.status === "fail" ? "red" : report.status === "pass" ? "green" : "yellow";
  const names2 = displayNames(report.benchmarks.map((b) => b.name));
  const o = overview2(report, names2);
  const out = [];
  const beyond = report.benchmarks.filter((b) => rowClass(b) === "beyond").length;
  out.push(paint(`bench-review: ${titleText(report, beyond)} (${clean(report.status.toUpperCase())})`, beyond && report.status === "pass" ? "yellow" : statusStyle));
  out.push(clean(messageText(report.headline)));
  for (const w of report.warnings.filter((x) => PROMINENT_WARNINGS.has(x.id))) out.push(paint(`warning: ${clean(messageText(w))}`, "yellow"));
  out.push("", paint(clean(o.count), "bold"));
  if (o.rows.length) out.push("", ...overviewTable(o.rows, false, paint));
  for (const t of o.measures) out.push("", paint(clean(t.measure), "bold"), ...overviewTable(t.rows, true, paint));
  if (o.unchanged.length) {
    const shown = o.unchanged.slice(0, 20).map(clean);
    const more = o.unchanged.length - shown.length;
    out.push("", paint(`unchanged (${grouped(o.unchanged.length)}): ${shown.join(", ")}${more ? ` \u2026 and ${grouped(more)} more` : ""}`, "dim"));
  }
  if (o.footnote.length) out.push(paint(o.footnote.join(" "), "dim"));
  const { shared, own } = sharedNotes(report);
  const total = report.benchmarks.length;
  if (report.notes.length || shared.length) out.push("");
  for (const n of report.notes) out.push(`note: ${clean(messageText(n))}`);
  for (const n of shared) out.push(paint(`note: ${clean(n.text)} (${n.count === total && total > 1 ? `all ${grouped(total)} benchmarks` : `${grouped(n.count)} ${plural(n.count, "benchmark")}`})`, "dim"));
  const changed = /* @__PURE__ */ new Set(["confirmed", "regression", "beyond", "improvement"]);
  const detailed = opts.verbose ? report.benchmarks : o.rows.filter((r) => r.cls !== null && changed.has(r.cls)).map((r) => r.benchmark);
  const notShown = detailed.length - Math.min(detailed.length, opts.verbose ? Infinity : MAX_TABLES);
  for (const b of detailed.slice(0, opts.verbose ? Infinity : MAX_TABLES)) {
    const { unitLabel, rows } = metricRows(b);
    out.push("", paint(clean(names2.get(b.name) ?? b.name), "bold") + `  ${VERDICT_TEXT[b.verdict]} \xB7 ${clean(b.sampleKind)} \xB7 ${b.runs.base} vs ${b.runs.head} runs \xB7 ${clean(unitLabel)}`);
    const { label, uniform } = ciLabel(b);
    const header = ["metric", "base", "head", "change", label, "verdict"];
    const cells = rows.map((r) => [r.gated ? `${r.metric}*` : r.metric, r.base, r.head, r.change, intervalCell(r, uniform), r.verdict]);
    out.push(...table(header, cells, ["l", "r", "r", "r", "r", "l"], paint, (i) => rows[i].m.verdict === "regression" ? "red" : rows[i].m.verdict === "improvement" ? "green" : null));
    for (const n of own.get(b) ?? []) out.push(paint(`  ${clean(n)}`, "dim"));
  }
  if (notShown > 0) out.push("", paint(`\u2026 and the metric tables of ${grouped(notShown)} more changed ${plural(notShown, "benchmark")} (in the Markdown and JSON reports)`, "dim"));
  if (report.machine.differences.length) out.push("");
  for (const d of report.machine.differences.slice(0, 20)) out.push(paint(`machines differ \u2014 ${clean(messageText(d))}`, "yellow"));
  const rest = report.warnings.filter((x) => !PROMINENT_WARNINGS.has(x.id));
  const shownWarnings = rest.slice(0, 20);
  if (rest.length) out.push("");
  for (const w of shownWarnings) out.push(paint(`warning: ${clean(messageText(w))}`, "yellow"));
  if (rest.length > shownWarnings.length) out.push(paint(`\u2026 and ${rest.length - shownWarnings.length} more warnings (see the JSON report)`, "yellow"));
  const groups = groupAsks(report.asks);
  if (groups.length) {
    out.push("", paint("Questions for the author:", "bold"));
    for (const g of groups) {
      const who = g.benchmarks.slice(0, 10).map((n) => clean(names2.get(n) ?? n));
      const more = g.benchmarks.length - who.length;
      const prefix = who.length ? `${who.join(", ")}${more ? ` \u2026 and ${grouped(more)} more` : ""}: ` : "";
      out.push(`- [${clean(g.kind)}] ${prefix}${clean(g.text)}`);
    }
  }
  out.push("", paint(`* gates the check (fail-on: ${clean(report.settings.failOn)})`, "dim"));
  return out.join("\n") + "\n";
}

// src/cli/io.ts
var STDOUT = "-";
function useColor(env, isTty) {
  const force = env.FORCE_COLOR;
  if (force !== void 0) return force !== "0" && force.toLowerCase() !== "false";
  if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
  if (env.TERM === "dumb") return false;
  return isTty;
}
function reason(err) {
  const e = err;
  return e.code ? `${e.code}: ${(e.message ?? "").replace(/^\w+: /, "").replace(/, \w+ '.*'$/, "")}` : String(err);
}
async function ensureDirectory(flag2, given, dir) {
  const missing = [];
  let at2 = dir;
  for (; ; ) {
    let info;
    try {
      info = await stat3(at2);
    } catch (err) {
      const code = err.code;
      if (code !== "ENOENT" || dirname3(at2) === at2) throw new UsageError(`${flag2} ${given}: cannot use the directory ${at2} (${reason(err)})`);
      missing.push(at2);
      at2 = dirname3(at2);
      continue;
    }
    if (!info.isDirectory()) throw new UsageError(`${flag2} ${given}: ${at2} is not a directory; expected a path whose parent is a directory`);
    break;
  }
  for (const d of missing.reverse()) {
    try {
      await mkdir3(d);
    } catch (err) {
      if (err.code !== "EEXIST") throw new UsageError(`${flag2} ${given}: cannot create the directory ${d} (${reason(err)})`);
    }
  }
  try {
    await access2(dir, constants2.W_OK);
  } catch (err) {
    throw new UsageError(`${flag2} ${given}: cannot write in ${dir} (${reason(err)})`);
  }
}
var OUTPUT_FLAGS = ["json", "markdown"];
async function prepareOutputs(args, cwd) {
  if (OUTPUT_FLAGS.every((f) => args[f] === STDOUT)) {
    throw new UsageError("--json - and --markdown - both write to stdout, where they would be mixed; give one of them a file path");
  }
  for (const flag2 of OUTPUT_FLAGS) {
    const given = args[flag2];
    if (typeof given !== "string" || given === STDOUT) continue;
    if (given.trim() === "") throw new UsageError(`--${flag2}: the path is empty; expected a file path`);
    const full = resolve4(cwd, given);
    const info = await stat3(full).catch(() => void 0);
    if (info?.isDirectory()) throw new UsageError(`--${flag2} ${given}: is a directory; expected a file path`);
    await ensureDirectory(`--${flag2}`, given, dirname3(full));
  }
}
async function writeOut(flag2, path, text2, io2) {
  if (path === STDOUT) {
    io2.stdout(text2.endsWith("\n") ? text2 : `${text2}
`);
    return;
  }
  const cwd = io2.cwd;
  const full = resolve4(cwd, path);
  await ensureDirectory(flag2, path, dirname3(full));
  try {
    await writeFile3(full, text2);
  } catch (err) {
    throw new UsageError(`${flag2} ${path}: cannot write the file (${reason(err)})`);
  }
}
async function emitReport(report, args, io2) {
  if (typeof args.json === "string") await writeOut("--json", args.json, renderJson(report), io2);
  if (typeof args.markdown === "string") await writeOut("--markdown", args.markdown, renderMarkdown(report, { charts: true }), io2);
  const toStderr = OUTPUT_FLAGS.some((f) => args[f] === STDOUT);
  const review = renderTerminal(report, { color: useColor(io2.env, toStderr ? io2.stderrIsTty ?? io2.isTty : io2.isTty) });
  if (toStderr) io2.stderr(review);
  else io2.stdout(review);
  return report.status === "fail" ? 1 : 0;
}

// src/cli/run-command.ts
var str4 = (args, k) => args[k];
async function measuringPlace(args, io2, moreCommands = []) {
  const ctx = io2.env.GITHUB_EVENT_NAME ? contextFrom(io2.env, await readEventPayload2(io2.env)) : void 0;
  const names2 = ["--command", ...str4(args, "setup") !== void 0 ? ["--setup"] : [], ...moreCommands];
  const authorize = ctx && isPrivileged(ctx) ? (facts) => assertTrustedCheckout(ctx, facts, names2) : void 0;
  const keep = str4(args, "out-dir");
  const tmpRoot = io2.env.RUNNER_TEMP ?? tmpdir3();
  const outDir = keep ? resolve5(io2.cwd, keep) : await mkdtemp3(join8(tmpRoot, "bench-review-runs-"));
  return { authorize, keep, tmpRoot, outDir };
}
function runFlags() {
  const { base: _base, head: _head, ...shared } = COMPARE_FLAGS;
  return { ...shared, ...OWN_FLAGS };
}
var OWN_FLAGS = {
  command: { kind: "string" },
  setup: { kind: "string" },
  base: { kind: "string" },
  runs: { kind: "string" },
  results: { kind: "string" },
  timeout: { kind: "string" },
  "working-directory": { kind: "string" },
  "out-dir": { kind: "string" },
  "profile-command": { kind: "string" },
  "base-results": { kind: "list" },
  "head-results": { kind: "list" }
};
var MEASURE_ONLY = ["command", "setup", "base", "runs", "results", "timeout", "working-directory", "out-dir", "profile-command"];
var list = (args, k) => args[k] ?? [];
async function precomputed(args, io2) {
  const clash = MEASURE_ONLY.filter((k) => args[k] !== void 0);
  if (clash.length) throw new UsageError(`run: --base-results/--head-results compare results measured elsewhere; ${clash.map((k) => `--${k}`).join(", ")} only apply when bench-review runs the suite`);
  const base = list(args, "base-results");
  const head = list(args, "head-results");
  if (base.length === 0 || head.length === 0) throw new UsageError("run: precomputed mode needs both --base-results FILE... and --head-results FILE...");
  const settings = await withNoiseFloorFile(args, settingsFromArgs(args), io2.cwd);
  const format = parseFormat(str4(args, "format"), flag("format"));
  await prepareOutputs(args, io2.cwd);
  const abs = (files) => files.map((f) => resolve5(io2.cwd, f));
  const machineFiles = machineFilesFromArgs(args, io2.cwd);
  const { report } = await reviewRun({ base: abs(base), head: abs(head), format, settings, machineFiles });
  return emitReport(report, args, io2);
}
function localProfiler(io2, target, outcome, kept) {
  return async (benchmarks) => {
    const dir = target.outDir ? join8(target.outDir, "profiles") : await mkdtemp3(join8(target.tmpRoot, "bench-review-profiles-"));
    kept(dir);
    io2.stderr("\u2500\u2500 Profiling the regressed benchmarks\n");
    const result = await recordProfiles({
      command: target.command,
      benchmarks,
      baseSha: outcome.base.sha,
      root: outcome.root,
      workingDirectory: outcome.workingDirectory,
      env: io2.env,
      timeoutMs: target.timeoutMs,
      dir,
      tmpDir: target.tmpRoot,
      log: (line) => io2.stderr(`${line}
`)
    });
    return profileOutcome(result, { artifactUrl: null, problem: `bench-review run keeps them on this machine, in ${dir}` });
  };
}
async function measureAndCompare(args, io2) {
  const command = str4(args, "command");
  if (command === void 0 || command.trim() === "") {
    throw new UsageError('run: needs --command "\u2026" (the shell command that runs the suite once), or --base-results FILE... --head-results FILE... for results measured elsewhere');
  }
  if (args.machine !== void 0) {
    throw new UsageError("run: --machine gives the machine facts of results measured elsewhere (with --base-results/--head-results, or compare); a measured run records this machine itself (machine.json in --out-dir)");
  }
  const profileCommand = str4(args, "profile-command");
  if (profileCommand !== void 0 && profileCommand.trim() === "") throw new UsageError("run: --profile-command is empty; leave it out, or give the command that profiles one benchmark on one side");
  const { runs: runs2, timeoutMs, format, settings: given } = readRunSettings(
    {
      runs: str4(args, "runs"),
      timeout: str4(args, "timeout"),
      format: str4(args, "format"),
      ...settingsTextFromArgs(args)
    },
    "cli"
  );
  const settings = await withNoiseFloorFile(args, given, io2.cwd);
  await prepareOutputs(args, io2.cwd);
  const { authorize, keep, tmpRoot, outDir } = await measuringPlace(args, io2, profileCommand !== void 0 ? ["--profile-command"] : []);
  let keepOutputs = keep !== void 0;
  let profilesDir;
  try {
    const outcome = await runSuite({
      command,
      setup: str4(args, "setup"),
      baseRef: str4(args, "base"),
      runs: runs2,
      results: str4(args, "results"),
      format,
      timeoutMs,
      repoDir: io2.cwd,
      workingDirectory: str4(args, "working-directory"),
      env: io2.env,
      log: (line) => io2.stderr(`${line}
`),
      // The live counter redraws its line on stderr: only on a terminal that understands it, never in CI.
      live: (io2.stderrIsTty ?? io2.isTty) && process.stderr.isTTY && !io2.env.CI && io2.env.TERM !== "dumb" ? (t) => process.stderr.write(t) : void 0,
      outDir,
      authorize
    });
    const profile = profileCommand ? localProfiler(io2, { command: profileCommand, outDir: keep ? outDir : void 0, tmpRoot, timeoutMs }, outcome, (dir) => profilesDir = dir) : void 0;
    const { report } = await reviewRun({ ...measuredInput(outcome), format, settings, profile }).catch((err) => {
      if (err instanceof InputError) keepOutputs = true;
      throw err;
    });
    return await emitReport(report, args, io2);
  } finally {
    if (profilesDir) io2.stderr(`bench-review: the profiles are in ${profilesDir}
`);
    if (keepOutputs) io2.stderr(`bench-review: the output of every run is in ${outDir}
`);
    else await rm4(outDir, { recursive: true, force: true });
  }
}
async function runCommand(argv, io2) {
  const args = parseArgs(argv, runFlags(), "run");
  try {
    if (args["base-results"] !== void 0 || args["head-results"] !== void 0) return await precomputed(args, io2);
    return await measureAndCompare(args, io2);
  } catch (err) {
    if (err instanceof RunError && err.kind === "cancelled") {
      io2.stderr(`bench-review: ${err.message}
`);
      return cancelExitCode(err.reason);
    }
    throw err;
  }
}

// src/cli/calibrate-command.ts
var CALIBRATE_FLAGS = {
  command: { kind: "string" },
  setup: { kind: "string" },
  base: { kind: "string" },
  runs: { kind: "string" },
  results: { kind: "string" },
  format: { kind: "string" },
  timeout: { kind: "string" },
  "working-directory": { kind: "string" },
  "out-dir": { kind: "string" },
  out: { kind: "string" },
  threshold: { kind: "repeat" }
};
var DEFAULT_NOISE_FLOOR_FILE = "noise-floor.json";
async function noiseFloorFileOf(cal, format, now = /* @__PURE__ */ new Date()) {
  const { outcome } = cal;
  const suite = buildSuite({ base: await readSide(outcome.base.files, format), head: await readSide(outcome.head.files, format) });
  const { floors, gaps } = calibrateFloors(suite.benchmarks);
  const { loadBefore: _b, loadAfter: _a, ...machine } = outcome.base.machine;
  const file = {
    schemaVersion: 1,
    kind: NOISE_FLOOR_KIND,
    createdAt: now.toISOString(),
    commit: cal.sha,
    machine,
    runs: { base: outcome.base.files.length, head: outcome.head.files.length },
    method: AA_METHOD,
    floors
  };
  return { file, gaps };
}
var pct2 = (v) => `${(Math.round(v * 1e3) / 10).toFixed(1)}%`;
function describeFloors(file, gaps, settings) {
  const lines = [];
  const names2 = Object.keys(file.floors);
  lines.push(`A/A noise floors of ${names2.length} benchmark${names2.length === 1 ? "" : "s"} (${file.runs.base} runs per side; floor = 95th percentile of |one run vs one run| changes):`);
  for (const name of names2) lines.push(`  ${name}: ${Object.entries(file.floors[name]).map(([m, f]) => `${m} ${pct2(f)}`).join(", ")}`);
  for (const name of names2) {
    for (const [m, f] of Object.entries(file.floors[name])) {
      if (m === "min" || m === "mean" || f <= settings.thresholds[m]) continue;
      lines.push(`note: ${name} cannot resolve ${pct2(settings.thresholds[m])} in ${m} on this runner (A/A floor ${pct2(f)}): its ${m} threshold will be ${pct2(f)}`);
    }
  }
  for (const g of gaps) {
    const why = g.reason === "single-operation-runs" ? "each run is one operation (compared on pooled values, not run by run)" : g.reason === "one-side-only" ? "it ran on one side only" : `${g.estimates} A/A estimates, at least 20 needed (${MIN_CALIBRATION_RUNS} runs per side in which it is estimable)`;
    lines.push(`no floor: ${g.benchmark}${g.metric ? ` ${g.metric}` : ""}: ${why}`);
  }
  return lines;
}
async function calibrate(args, io2) {
  const command = str4(args, "command");
  if (command === void 0 || command.trim() === "") throw new UsageError('calibrate: needs --command "\u2026" (the shell command that runs the suite once)');
  const { runs: runs2, timeoutMs, format, settings } = readRunSettings({ runs: str4(args, "runs"), timeout: str4(args, "timeout"), format: str4(args, "format"), threshold: args.threshold }, "cli");
  if (runs2 < MIN_CALIBRATION_RUNS) {
    throw new UsageError(`--runs: "${runs2}" is too few to calibrate; expected at least ${MIN_CALIBRATION_RUNS} runs per side (their ${MIN_CALIBRATION_RUNS}\xD7${MIN_CALIBRATION_RUNS} pairs are the 20 or more A/A estimates a floor needs; 10 recommended)`);
  }
  const out = resolve6(io2.cwd, str4(args, "out") ?? DEFAULT_NOISE_FLOOR_FILE);
  const { authorize, keep, outDir } = await measuringPlace(args, io2);
  try {
    const cal = await measureAA({
      command,
      setup: str4(args, "setup"),
      baseRef: str4(args, "base"),
      runs: runs2,
      results: str4(args, "results"),
      format,
      timeoutMs,
      repoDir: io2.cwd,
      workingDirectory: str4(args, "working-directory"),
      env: io2.env,
      log: (line) => io2.stderr(`${line}
`),
      outDir,
      authorize
    });
    const { file, gaps } = await noiseFloorFileOf(cal, format);
    await mkdir4(dirname4(out), { recursive: true });
    await writeFile4(out, `${JSON.stringify(file, null, 2)}
`);
    for (const line of describeFloors(file, gaps, settings)) io2.stdout(`${line}
`);
    io2.stdout(`wrote ${out}
`);
    if (Object.keys(file.floors).length === 0) io2.stderr('bench-review: warning: no benchmark got a floor, so the file changes nothing; see the "no floor" lines above\n');
    return 0;
  } finally {
    if (keep) io2.stderr(`bench-review: the output of every run is in ${outDir}
`);
    else await rm5(outDir, { recursive: true, force: true });
  }
}
async function calibrateCommand(argv, io2) {
  const args = parseArgs(argv, CALIBRATE_FLAGS, "calibrate");
  try {
    return await calibrate(args, io2);
  } catch (err) {
    if (err instanceof RunError && err.kind === "cancelled") {
      io2.stderr(`bench-review: ${err.message}
`);
      return cancelExitCode(err.reason);
    }
    throw err;
  }
}

// src/cli/version.ts
import { readFileSync as readFileSync4 } from "node:fs";
import { dirname as dirname5, join as join9 } from "node:path";
import { fileURLToPath } from "node:url";
var NAME2 = "bench-review";
function findVersion(fromFile) {
  let dir = dirname5(fromFile);
  for (; ; ) {
    try {
      const pkg = JSON.parse(readFileSync4(join9(dir, "package.json"), "utf8"));
      if (pkg.name === NAME2 && typeof pkg.version === "string") return pkg.version;
    } catch {
    }
    const up = dirname5(dir);
    if (up === dir) return void 0;
    dir = up;
  }
}
function version() {
  return findVersion(fileURLToPath(import.meta.url)) ?? "unknown";
}

// src/cli/main.ts
async function compareCommand(argv, io2) {
  const args = parseArgs(argv, COMPARE_FLAGS, "compare");
  const base = args.base ?? [];
  const head = args.head ?? [];
  if (base.length === 0 || head.length === 0) throw new UsageError("compare: needs --base FILE... and --head FILE...");
  const settings = await withNoiseFloorFile(args, settingsFromArgs(args), io2.cwd);
  await prepareOutputs(args, io2.cwd);
  const abs = (files) => files.map((f) => resolve7(io2.cwd, f));
  const format = parseFormat(args.format, flag("format"));
  const machineFiles = machineFilesFromArgs(args, io2.cwd);
  const { report } = await reviewRun({ base: abs(base), head: abs(head), format, settings, machineFiles });
  return emitReport(report, args, io2);
}
function formatsCommand(argv, io2) {
  parseArgs(argv, {}, "formats");
  const rows = READERS.map((r) => [r.id, r.carries, r.title, r.howTo]);
  const w0 = Math.max(6, ...rows.map((r) => r[0].length));
  const w1 = Math.max(4, ...rows.map((r) => r[1].length));
  io2.stdout(`${"format".padEnd(w0)}  ${"kind".padEnd(w1)}  reads
`);
  for (const [id, kind, title, how] of rows) io2.stdout(`${id.padEnd(w0)}  ${kind.padEnd(w1)}  ${title}
${"".padEnd(w0 + w1 + 4)}produce: ${how}; force with --format ${id}
`);
  return 0;
}
var COMMANDS = {
  calibrate: calibrateCommand,
  compare: compareCommand,
  formats: async (argv, io2) => formatsCommand(argv, io2),
  run: runCommand
};
var isCommand = (name) => Object.hasOwn(COMMANDS, name);
var HELP_FLAGS = /* @__PURE__ */ new Set(["--help", "-h"]);
var VERSION_FLAGS = /* @__PURE__ */ new Set(["--version", "-V"]);
function helpFor(command, rest) {
  if (command === "help") {
    const topic = rest[0];
    if (topic === void 0 || topic === "help") return topic === "help" ? commandUsage("help") : overview(version());
    if (!isCommand(topic) || !Object.hasOwn(COMMAND_DOCS, topic)) throw new UsageError(`help: unknown command "${topic}"; expected one of ${Object.keys(COMMANDS).join(", ")}`);
    return commandUsage(topic);
  }
  return rest.some((a) => HELP_FLAGS.has(a)) ? commandUsage(command) : void 0;
}
async function runCli(argv, io2) {
  const [command, ...rest] = argv;
  try {
    if (command === void 0 || HELP_FLAGS.has(command)) {
      io2.stdout(overview(version()));
      return command === void 0 ? 2 : 0;
    }
    if (VERSION_FLAGS.has(command)) {
      io2.stdout(`bench-review ${version()}
`);
      return 0;
    }
    if (command !== "help" && !isCommand(command)) throw new UsageError(`unknown command "${command}"; expected one of ${Object.keys(COMMANDS).join(", ")}, help; see bench-review --help`);
    const help = helpFor(command, rest);
    if (help !== void 0) {
      io2.stdout(help);
      return 0;
    }
    return await COMMANDS[command](rest, io2);
  } catch (err) {
    if (isUserError(err)) {
      io2.stderr(`bench-review: ${err.message}
`);
      return 2;
    }
    throw err;
  }
}

// src/cli.ts
var io = {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  // Whether each stream is a terminal; colour is decided from these and FORCE_COLOR / NO_COLOR in cli/io.ts.
  isTty: process.stdout.isTTY === true,
  stderrIsTty: process.stderr.isTTY === true,
  env: process.env,
  cwd: process.cwd()
};
var self = fileURLToPath2(import.meta.url);
var invoked = process.argv[1] ? realpathSync4(process.argv[1]) : "";
if (invoked === self || invoked === realpathSync4(self)) {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (err) => {
      if (err.code !== "EPIPE") throw err;
      process.exitCode = process.exitCode || 141;
      stream.destroy();
    });
  }
  runCli(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      process.stderr.write(`bench-review: internal error: ${err instanceof Error ? err.message : String(err)}
`);
      process.exitCode = 2;
    }
  );
}
