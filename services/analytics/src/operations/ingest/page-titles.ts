import type { TrackedEvent } from '../../events/published';
import type { Repositories } from '../../repositories';
import type { Trx } from '../../repositories/db';

/** Keeps each page's latest title, as its page views report it. */
export async function writePageTitles(repos: Pick<Repositories, 'pages'>, trx: Trx, fresh: TrackedEvent[]): Promise<void> {
  const titles = new Map<string, { site_id: number; path: string; title: string }>();
  for (const event of fresh) {
    if (event.type === 'pageview' && event.title)
      titles.set(`${event.site_id}|${event.path}`, { site_id: event.site_id, path: event.path, title: event.title });
  }
  await repos.pages.writeReportedTitles([...titles.values()], trx);
}
