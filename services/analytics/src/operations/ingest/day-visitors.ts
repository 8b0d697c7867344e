import type { TrackedEvent } from '../../events/published';
import type { Repositories } from '../../repositories';
import type { Trx } from '../../repositories/db';
import { hourOf, type Rollups } from './rollups';

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Adds the batch's visitors to their days' visitor sets and counts those new to their day: visitors
 * are counted once per day (exactly: the day's visitor set), and the day's first visit names the
 * source, device, browser, OS and country the visitor is counted under.
 */
export async function countDayVisitors(
  repos: Pick<Repositories, 'rollups'>,
  trx: Trx,
  fresh: TrackedEvent[],
  rollups: Rollups,
): Promise<void> {
  const firstInDay = new Map<string, TrackedEvent>();
  for (const event of fresh) {
    const dayKey = `${event.site_id}|${dayOf(Date.parse(event.occurred_at))}|${event.visitor_id}`;
    if (!firstInDay.has(dayKey)) firstInDay.set(dayKey, event);
  }
  const newInDay = await repos.rollups.addDayVisitors(
    [...firstInDay.values()].map((event) => ({
      site_id: event.site_id,
      day: dayOf(Date.parse(event.occurred_at)),
      visitor_id: event.visitor_id,
    })),
    trx,
  );
  for (const row of newInDay) {
    const first = firstInDay.get(`${row.site_id}|${row.day}|${row.visitor_id}`)!;
    const hour = hourOf(Date.parse(first.occurred_at));
    rollups.add(row.site_id, hour, 'day_visitors', 1);
    rollups.count(row.site_id, 'source', hour, first.source);
    rollups.count(row.site_id, 'device', hour, first.device);
    rollups.count(row.site_id, 'browser', hour, first.browser);
    rollups.count(row.site_id, 'os', hour, first.os);
    rollups.count(row.site_id, 'country', hour, first.country);
  }
}
