import { useSearchParams } from 'react-router-dom';
import { Button, Card, EmptyState, ErrorState, Input, PageHeader, Pagination, Select, Skeleton, errorText } from '@atlas/shell-kit';
import { useDateFormat } from '../account/preferences';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, useAuditLog, useExportAuditLog, type AuditFilter } from './audit-log';
import '../account/account.css';
import { ActorName } from '../account/actor-name';

const ACTION_LABELS: Record<string, string> = Object.fromEntries(AUDIT_ACTIONS.map((action) => [action.value, action.label]));

/** /dashboard/dev/logs (staff): who changed roles, settings, domains and modules, by action, person and day; CSV export. */
export function LogsScreen() {
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = {
    page: Math.max(1, Number(params.get('page')) || 1),
    action: params.get('action') ?? '',
    actor: params.get('actor') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const log = useAuditLog(filter);
  const exportLog = useExportAuditLog();
  const formatDate = useDateFormat();
  const change = (next: Partial<AuditFilter>) => {
    const merged = { ...filter, page: 1, ...next };
    const search = new URLSearchParams();
    for (const name of ['action', 'actor', 'from', 'to'] as const) if (merged[name]) search.set(name, merged[name]);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  const { page: _page, ...exported } = filter;

  return (
    <div className="atlas-screen">
      <PageHeader
        title="Logs"
        subtitle="Who changed roles, site settings, domains and modules, newest first."
        actions={
          <Button variant="secondary" onClick={() => exportLog.mutate(exported)} loading={exportLog.isPending}>
            Export CSV
          </Button>
        }
      />
      {exportLog.isError && (
        <p className="atlas-field__error" role="alert">
          {errorText(exportLog.error, 'The log could not be exported.')}
        </p>
      )}
      <div className="atlas-toolbar" role="search" aria-label="Filter the log">
        <Select
          label="Action"
          value={filter.action}
          options={[{ value: '', label: 'All actions' }, ...AUDIT_ACTIONS]}
          onChange={(event) => change({ action: event.target.value })}
        />
        <Select
          label="Person"
          value={filter.actor}
          options={[
            { value: '', label: 'Everyone' },
            ...(log.data?.actors ?? []).map((actor) => ({ value: String(actor.id), label: actor.username ?? `User ${actor.id}` })),
          ]}
          onChange={(event) => change({ actor: event.target.value })}
        />
        <Input
          label="From"
          type="date"
          value={filter.from}
          max={filter.to || undefined}
          onChange={(event) => change({ from: event.target.value })}
        />
        <Input
          label="To"
          type="date"
          value={filter.to}
          min={filter.from || undefined}
          onChange={(event) => change({ to: event.target.value })}
        />
      </div>
      {log.isPending ? (
        <Card aria-busy="true">
          <Skeleton height={240} />
        </Card>
      ) : log.isError ? (
        <ErrorState message={errorText(log.error, 'The log could not be loaded.')} onRetry={() => void log.refetch()} retryLabel="Retry" />
      ) : log.data.results.length === 0 ? (
        <EmptyState title="No changes logged" description="Role, settings, domain and module changes will be listed here." />
      ) : (
        <Card title={`${log.data.count} ${log.data.count === 1 ? 'entry' : 'entries'}`}>
          <div className="account-table-wrap" tabIndex={0} role="group" aria-label="Log (scrolls sideways)">
            <table className="account-table">
              <caption className="atlas-visually-hidden">Audit log, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Action</th>
                  {/* The description names the site by its name: staff's own sites list does not hold other people's. */}
                  <th scope="col">What</th>
                  <th scope="col">Who</th>
                </tr>
              </thead>
              <tbody>
                {log.data.results.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
                    </td>
                    <td>{ACTION_LABELS[entry.action] ?? entry.action}</td>
                    <td>{entry.description}</td>
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
            pageCount={Math.ceil(log.data.count / AUDIT_PAGE_SIZE)}
            onPageChange={(page) => change({ page })}
          />
        </Card>
      )}
    </div>
  );
}
