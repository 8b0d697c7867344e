import { useSearchParams } from 'react-router-dom';
import { Card, EmptyState, ErrorState, PageHeader, Pagination, Select, Skeleton, errorText } from '@atlas/shell-kit';
import { useSites } from '../data/sites';
import { ACTIVITY_PAGE_SIZE, useActivityLog } from './activity';
import { useDateFormat } from './preferences';
import './account.css';
import { ActorName } from './actor-name';

/** /dashboard/activity: who did what on the user's sites, newest first, by site and person (?site=&actor=&page=). */
export function ActivityScreen() {
  const [params, setParams] = useSearchParams();
  const filter = { page: Math.max(1, Number(params.get('page')) || 1), site: params.get('site') ?? '', actor: params.get('actor') ?? '' };
  const log = useActivityLog(filter);
  const sites = useSites();
  const formatDate = useDateFormat();
  const siteName = (id: number | null) => (id === null ? '—' : (sites.data?.find((site) => site.id === id)?.name ?? `Site ${id}`));
  const change = (next: Partial<typeof filter>) => {
    const merged = { ...filter, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.site) search.set('site', merged.site);
    if (merged.actor) search.set('actor', merged.actor);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  const actors = log.data?.actors ?? [];
  return (
    <div className="atlas-screen">
      <PageHeader title="Activity" subtitle="Who did what on your sites: publishing, deletions, members, settings, orders." />
      <div className="atlas-toolbar" role="search" aria-label="Filter the activity">
        <Select
          label="Site"
          value={filter.site}
          options={[{ value: '', label: 'All sites' }, ...(sites.data ?? []).map((site) => ({ value: String(site.id), label: site.name }))]}
          onChange={(event) => change({ site: event.target.value, actor: '' })}
        />
        <Select
          label="Person"
          value={filter.actor}
          options={[
            { value: '', label: 'Everyone' },
            ...actors.map((actor) => ({ value: String(actor.id), label: actor.username ?? `User ${actor.id}` })),
          ]}
          onChange={(event) => change({ actor: event.target.value })}
        />
      </div>
      {log.isPending ? (
        <Card aria-busy="true">
          <Skeleton height={240} />
        </Card>
      ) : log.isError ? (
        <ErrorState
          message={errorText(log.error, 'The activity could not be loaded.')}
          onRetry={() => void log.refetch()}
          retryLabel="Retry"
        />
      ) : log.data.results.length === 0 ? (
        <EmptyState title="No activity yet" description="Publishing, deleting and member changes on your sites will be listed here." />
      ) : (
        <Card title={`${log.data.count} ${log.data.count === 1 ? 'entry' : 'entries'}`}>
          <div className="account-table-wrap" tabIndex={0} role="group" aria-label="Activity (scrolls sideways)">
            <table className="account-table">
              <caption className="atlas-visually-hidden">Activity, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">What</th>
                  <th scope="col">Site</th>
                  <th scope="col">Who</th>
                </tr>
              </thead>
              <tbody>
                {log.data.results.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
                    </td>
                    <td>{entry.description}</td>
                    <td>{siteName(entry.site)}</td>
                    <td>
                      <ActorName actor={entry.actor} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={filter.page}
            pageCount={Math.ceil(log.data.count / ACTIVITY_PAGE_SIZE)}
            onPageChange={(page) => change({ page })}
          />
        </Card>
      )}
    </div>
  );
}
