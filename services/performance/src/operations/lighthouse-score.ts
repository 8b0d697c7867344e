import { SCORE_CURVES, type Vital } from '../constants';

/** The complementary error function (Abramowitz and Stegun 7.1.26, as Lighthouse's own statistics module). */
function erfc(x: number): number {
  const sign = Math.sign(x);
  const z = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * z);
  const y = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = sign * (1 - y * Math.exp(-z * z));
  return 1 - erf;
}

/**
 * Lighthouse's log-normal score of one value (lighthouse-core/lib/statistics.js getLogNormalScore):
 * 0.9 at `p10`, 0.5 at `median`, clamped into the band the value's side of those points belongs to.
 */
export function logNormalScore({ p10, median }: { p10: number; median: number }, value: number): number {
  if (value <= 0) return 1;
  const INVERSE_ERFC_ONE_FIFTH = 0.9061938024368232;
  const standardized = (Math.log(value / median) * INVERSE_ERFC_ONE_FIFTH) / -Math.log(p10 / median);
  const score = erfc(standardized) / 2;
  if (value <= p10) return Math.max(0.9, Math.min(1, score));
  if (value <= median) return Math.max(0.5, Math.min(0.8999999999999999, score));
  return Math.max(0, Math.min(0.49999999999999994, score));
}

/**
 * The vitals a score waits for: LCP and CLS, which a visit reports as it ends. Without them only FCP
 * and TTFB (known right after load, a fifth of the weight) would grade the page: a "100" nobody measured.
 */
export const SCORE_NEEDS: readonly Vital[] = ['LCP', 'CLS'];

/**
 * The performance score (0..100) of a page's field p75s: each metric's log-normal score weighted as
 * in SCORE_CURVES; metrics without samples leave the weighting (the others are re-weighted to 100).
 * Null until LCP and CLS have samples (SCORE_NEEDS).
 */
export function performanceScore(p75: Partial<Record<Vital, number | null>>): number | null {
  if (SCORE_NEEDS.some((metric) => p75[metric] === null || p75[metric] === undefined)) return null;
  let weighted = 0;
  let weights = 0;
  for (const [metric, curve] of Object.entries(SCORE_CURVES) as [Vital, { p10: number; median: number; weight: number }][]) {
    const value = p75[metric];
    if (value === null || value === undefined) continue;
    weighted += logNormalScore(curve, value) * curve.weight;
    weights += curve.weight;
  }
  return weights === 0 ? null : Math.round((weighted / weights) * 100);
}
