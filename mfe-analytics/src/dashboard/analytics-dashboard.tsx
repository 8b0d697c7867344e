import { useQuery, useQueryClient, useIsFetching } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, PageHeader, Select, Tabs, sitesQuery, useToast } from '@atlas/shell-kit';
import { analyticsKeys } from '../api/keys';
import { useOverview } from '../api/overview';
import type { TimeRange } from '../api/types';
import { ConversionsPanel } from '../conversions/conversions-panel';
import { OverviewPanel } from '../overview/overview-panel';
import { RealtimePanel } from '../realtime/realtime-panel';
import { ANALYTICS_TABS, TIME_RANGES, readAddress, searchFor, type AnalyticsAddress, type AnalyticsTab } from './analytics-address';
import { csvFileName, downloadCsv, overviewCsv } from './overview-csv';

/** analytics/AnalyticsSection: /dashboard/analytics and /dashboard/sites/{siteId}/analytics. */
export function AnalyticsDashboard() {
  const { siteId: routeSiteId } = useParams();
  const [search, setSearch] = useSearchParams();
  const address = readAddress(search, routeSiteId);
  const { site, range, tab } = address;
  const sites = useQuery(sitesQuery());
  const queryClient = useQueryClient();
  const toast = useToast();
  const refreshing = useIsFetching({ queryKey: analyticsKeys.ofSite(site) }) > 0;

  const go = (changes: Partial<AnalyticsAddress>) => setSearch(searchFor({ ...address, ...changes }));
  const chosenSite = sites.data?.find((entry) => entry.id === site);
  // The overview the Overview tab shows, shared through its key: Export writes exactly that.
  const overview = useOverview(site, range).data;
  const siteOptions = [
    { value: '', label: 'All Sites' },
    ...(sites.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.name })),
    // A site from the address that the list does not hold (yet): kept selectable so the selector tells the truth.
    ...(site !== null && sites.data && !chosenSite ? [{ value: String(site), label: `Site ${site}` }] : []),
  ];

  function exportCsv() {
    if (!overview) return;
    const name = site === null ? 'All Sites' : (chosenSite?.name ?? `Site ${site}`);
    downloadCsv(overviewCsv(overview, name, range), csvFileName(site === null ? 'all' : (chosenSite?.slug ?? String(site)), range));
    toast.success('Analytics exported');
  }

  return (
    <div className="atlas-screen analytics-screen">
      <PageHeader
        title="Analytics"
        subtitle="Traffic, visitors and conversions across your sites."
        actions={
          <>
            <Button
              variant="secondary"
              loading={refreshing}
              onClick={() => void queryClient.invalidateQueries({ queryKey: analyticsKeys.ofSite(site) })}
            >
              Refresh
            </Button>
            <Button variant="secondary" onClick={exportCsv} disabled={!overview}>
              Export
            </Button>
          </>
        }
      />
      <Card>
        <div className="analytics-toolbar">
          <Select
            label="Site"
            value={site === null ? '' : String(site)}
            onChange={(event) => go({ site: event.target.value ? Number(event.target.value) : null })}
            options={siteOptions}
          />
          <Select
            label="Time range"
            value={range}
            onChange={(event) => go({ range: event.target.value as TimeRange })}
            options={TIME_RANGES}
          />
          {sites.isError && <p className="analytics-muted">Your sites could not be listed; All Sites still shows every site's figures.</p>}
        </div>
      </Card>
      <Card className="analytics-tabs-card">
        <Tabs label="Analytics views" tabs={ANALYTICS_TABS} selected={tab} onSelect={(id) => go({ tab: id as AnalyticsTab })}>
          {tab === 'overview' && <OverviewPanel site={site} range={range} onOpenRealtime={() => go({ tab: 'realtime' })} />}
          {tab === 'realtime' && <RealtimePanel site={site} />}
          {tab === 'conversions' && <ConversionsPanel site={site} range={range} onRange={(next) => go({ range: next })} />}
        </Tabs>
      </Card>
    </div>
  );
}
