import { useState } from 'react';
import { Card, EmptyState, PageHeader, Select, Tabs } from '@atlas/shell-kit';

const RANGES = [
  { value: '1h', label: 'Last hour' },
  { value: '24h', label: 'Last 24 hours' },
  { value: '168h', label: 'Last 7 days' },
  { value: '720h', label: 'Last 30 days' },
];

const TABS = ['Overview', 'System Health', 'Cache Analytics', 'Page Speed', 'Database', 'Alerts'].map((label) => ({
  id: label.toLowerCase().replace(/\s/g, '-'),
  label,
}));

/** analytics/PerformanceSection: the performance dashboard frame. */
export default function PerformanceSection() {
  const [tab, setTab] = useState('overview');
  const [range, setRange] = useState('24h');
  return (
    <div className="atlas-screen">
      <PageHeader title="Performance" subtitle="Response times, system health, caching and page speed." />
      <Card>
        <div className="atlas-toolbar">
          <Select label="Time range" options={RANGES} value={range} onChange={(event) => setRange(event.target.value)} />
        </div>
      </Card>
      <Card>
        <Tabs label="Performance views" tabs={TABS} selected={tab} onSelect={setTab}>
          <EmptyState title="No performance data yet" description="Measurements appear here once requests are recorded." />
        </Tabs>
      </Card>
    </div>
  );
}
