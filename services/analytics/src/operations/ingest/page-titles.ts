import type { Knex } from 'knex';
import type { TrackedEvent } from '../../events/published';
import { withRows } from '../../repositories/sql';

/** Keeps each page's latest title, as its page views report it. */
export async function writePageTitles(trx: Knex.Transaction, schema: string, fresh: TrackedEvent[]): Promise<void> {
  const titles = new Map<string, { site_id: number; path: string; title: string }>();
  for (const event of fresh) {
    if (event.type === 'pageview' && event.title)
      titles.set(`${event.site_id}|${event.path}`, { site_id: event.site_id, path: event.path, title: event.title });
  }
  await withRows(
    trx,
    [...titles.values()],
    `insert into ${schema}.page_titles (site_id, path, title)
     select * from jsonb_to_recordset(?::jsonb) as r (site_id int, path text, title text)
     on conflict (site_id, path) do update set title = excluded.title`,
  );
}
