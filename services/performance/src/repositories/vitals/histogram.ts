import { VITAL_LIMITS, VITALS, type Metric } from '../../constants';

/**
 * The histogram of every vitals sample, kept beside the raw rows so long ranges are read without
 * sorting a month of samples. Buckets are logarithmic: bucket = round(ln(1 + v) / ln(1.02)) with v
 * in ms (CLS in thousandths), so neighbouring bucket centres are 2 % apart and a bucket's centre
 * (1.02^bucket − 1) is within 0.995 % of (1 + v) for every v in it. The p75 read from the histogram
 * is the centre of the bucket holding the exact nearest-rank sample: within 1 % of it (for values
 * under 100 ms, within 1 % plus 0.01 ms). Ratings are stored with the counts, so the shares of good,
 * needing improvement and poor samples stay exact.
 */
export const BUCKET_GROWTH = 1.02;

/** 0 good (≤ first limit), 1 between the limits (and LOAD, which has none), 2 poor (> second limit). */
export const RATING = { good: 0, needsImprovement: 1, poor: 2 } as const;

const scaleSql = (metric: string) => `(case ${metric} when 'CLS' then 1000 else 1 end)`;

/** The bucket of `value` of `metric`, both SQL expressions. */
export const bucketSql = (metric: string, value: string) => `round(ln(1 + ${value} * ${scaleSql(metric)}) / ln(${BUCKET_GROWTH}))::int`;

/** The rating of `value` of `metric` by the web.dev limits, as stored in the histogram. */
export const ratingSql = (metric: string, value: string) =>
  `(case ${metric} ${VITALS.map(
    (vital) =>
      `when '${vital}' then case when ${value} <= ${VITAL_LIMITS[vital].good} then ${RATING.good} ` +
      `when ${value} > ${VITAL_LIMITS[vital].poor} then ${RATING.poor} else ${RATING.needsImprovement} end`,
  ).join(' ')} else ${RATING.needsImprovement} end)::smallint`;

/** The value a bucket stands for: its centre. */
export function bucketValue(metric: Metric, bucket: number): number {
  return (BUCKET_GROWTH ** bucket - 1) / (metric === 'CLS' ? 1000 : 1);
}

/** p75 and the count of good and poor samples of one metric in one group. */
export interface MetricFigures {
  samples: number;
  p75: number;
  good: number;
  poor: number;
}

/** One metric's counts per bucket in one group, merged from any number of parts. */
export interface MetricHistogram {
  counts: Map<number, number>;
  samples: number;
  good: number;
  poor: number;
}

export function addCounts(histogram: MetricHistogram, part: { buckets: number[]; counts: number[]; good: number; poor: number }): void {
  part.buckets.forEach((bucket, index) => {
    const count = part.counts[index];
    histogram.counts.set(bucket, (histogram.counts.get(bucket) ?? 0) + count);
    histogram.samples += count;
  });
  histogram.good += part.good;
  histogram.poor += part.poor;
}

/** p75 by nearest rank: the centre of the first bucket by which 75 % of the samples are counted. */
export function histogramFigures(metric: Metric, histogram: MetricHistogram): MetricFigures {
  const rank = Math.ceil(0.75 * histogram.samples);
  let counted = 0;
  let p75 = 0;
  for (const bucket of [...histogram.counts.keys()].sort((a, b) => a - b)) {
    counted += histogram.counts.get(bucket) ?? 0;
    if (counted >= rank) {
      p75 = bucketValue(metric, bucket);
      break;
    }
  }
  return { samples: histogram.samples, p75, good: histogram.good, poor: histogram.poor };
}
