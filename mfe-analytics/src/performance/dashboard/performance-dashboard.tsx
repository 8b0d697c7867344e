import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, PageHeader, Select, Tabs, useAuth } from '@atlas/shell-kit';
import { performanceKeys } from '../api/keys';
import type { PerformanceRange } from '../api/types';
import { AlertsPanel } from '../alerts/alerts-panel';
import { CachePanel } from '../cache/cache-panel';
import { DatabasePanel } from '../database/database-panel';
import { OverviewPanel } from '../overview/overview-panel';
import { PageSpeedPanel } from '../page-speed/page-speed-panel';
import { SystemHealthPanel } from '../system-health/system-health-panel';
import { PERFORMANCE_RANGES, readAddress, searchFor, tabsFor, type PerformanceAddress, type PerformanceTab } from './performance-address';

/** analytics/PerformanceSection: /dashboard/performance. */
export function PerformanceDashboard() {
  const { isStaff } = useAuth();
  const [search, setSearch] = useSearchParams();
  const address = readAddress(search, isStaff);
  const { range, tab, site } = address;
  const queryClient = useQueryClient();
  const refreshing = useIsFetching({ queryKey: performanceKeys.all }) > 0;
  const go = (changes: Partial<PerformanceAddress>) => setSearch(searchFor({ ...address, ...changes }));

  return (
    <div className="atlas-screen analytics-screen">
      <PageHeader
        title="Performance"
        subtitle={
          isStaff
            ? 'System health, caching, page speed, the database and alerts. Refreshes every 30 seconds.'
            : "Your published pages' speed as real visitors measure it. Refreshes every 30 seconds."
        }
        actions={
          <Button
            variant="secondary"
            loading={refreshing}
            onClick={() => void queryClient.invalidateQueries({ queryKey: performanceKeys.all })}
          >
            Refresh
          </Button>
        }
      />
      <Card>
        <div className="analytics-toolbar">
          <Select
            label="Time range"
            value={range}
            onChange={(event) => go({ range: event.target.value as PerformanceRange })}
            options={PERFORMANCE_RANGES}
          />
        </div>
      </Card>
      <Card className="analytics-tabs-card">
        <Tabs label="Performance views" tabs={tabsFor(isStaff)} selected={tab} onSelect={(id) => go({ tab: id as PerformanceTab })}>
          {tab === 'overview' && <OverviewPanel range={range} onOpenAlerts={() => go({ tab: 'alerts' })} />}
          {tab === 'system-health' && <SystemHealthPanel range={range} />}
          {tab === 'cache' && <CachePanel range={range} />}
          {tab === 'page-speed' && <PageSpeedPanel range={range} site={site} onSite={(next) => go({ site: next })} />}
          {tab === 'database' && <DatabasePanel />}
          {tab === 'alerts' && <AlertsPanel />}
        </Tabs>
      </Card>
    </div>
  );
}
