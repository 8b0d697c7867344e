import type { MenuAnalytics } from '../api/types';

export type Engagement = 'good' | 'moderate';
export type Distribution = 'uneven' | 'even';

/** Clicks per unique visitor, to one decimal. */
export function averageClicksPerUser(data: Pick<MenuAnalytics, 'total_clicks' | 'unique_users'>): number {
  if (!data.unique_users) return 0;
  return Math.round((data.total_clicks / data.unique_users) * 10) / 10;
}

/** More than 2 clicks per visitor is good engagement. */
export function engagementOf(average: number): Engagement {
  return average > 2 ? 'good' : 'moderate';
}

/** Uneven when the most clicked item has more than three times the second one's clicks. */
export function distributionOf(topItems: MenuAnalytics['top_items']): Distribution {
  const [first, second] = [...topItems].sort((a, b) => b.click_count - a.click_count);
  if (!first || !second) return 'even';
  return first.click_count > 3 * second.click_count ? 'uneven' : 'even';
}
