import { useState } from 'react';
import { Button, Card, EmptyState, PageHeader, Select, Tabs } from '@atlas/shell-kit';

const RANGES = [
  { value: '1d', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
];

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'realtime', label: 'Real-time' },
  { id: 'conversions', label: 'Conversions' },
];

function TabBody({ tab }: { tab: string }) {
  if (tab === 'realtime') return <EmptyState title="No active visitors" />;
  if (tab === 'conversions') {
    return (
      <>
        <EmptyState title="No funnel data available" />
        <EmptyState title="No conversion goals set" />
      </>
    );
  }
  return (
    <EmptyState
      title="No analytics data yet"
      description="Page views and visitors appear here once your published sites receive traffic."
    />
  );
}

/** analytics/AnalyticsSection: the analytics dashboard frame (tabs, site and range selectors). */
export default function AnalyticsSection() {
  const [tab, setTab] = useState('overview');
  const [range, setRange] = useState('7d');
  return (
    <div className="atlas-screen">
      <PageHeader
        title="Analytics"
        subtitle="Traffic, visitors and conversions across your sites."
        actions={
          <Button variant="secondary" disabled>
            Export
          </Button>
        }
      />
      <Card>
        <div className="atlas-toolbar">
          <Select label="Site" options={[{ value: 'all', label: 'All Sites' }]} defaultValue="all" />
          <Select label="Time range" options={RANGES} value={range} onChange={(event) => setRange(event.target.value)} />
        </div>
      </Card>
      <Card>
        <Tabs label="Analytics views" tabs={TABS} selected={tab} onSelect={setTab}>
          <TabBody tab={tab} />
        </Tabs>
      </Card>
    </div>
  );
}
