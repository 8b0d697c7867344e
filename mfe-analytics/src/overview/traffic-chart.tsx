import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyState, formatCount } from '@atlas/shell-kit';
import type { AnalyticsOverview } from '../api/types';
import { shortDate } from './figures';

/** Views and visitors per day (per hour for the last 24 hours); a quiet day is a zero, not a gap. */
export function TrafficChart({ days }: { days: AnalyticsOverview['dailyStats'] }) {
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  if (views === 0 && visitors === 0) {
    return <EmptyState title="No traffic in this period" description="Page views appear here as visitors open your published pages." />;
  }
  return (
    <figure className="analytics-chart">
      <figcaption className="atlas-visually-hidden">
        Traffic from {days[0]?.date} to {days.at(-1)?.date}: {views} page views and {visitors} visitors.
      </figcaption>
      <div className="analytics-chart__canvas" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--atlas-border)" vertical={false} />
            <XAxis dataKey="date" tickFormatter={shortDate} minTickGap={16} tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tickFormatter={(value: number) => formatCount(value)} tick={{ fontSize: 12 }} />
            <Tooltip
              labelFormatter={(label) => shortDate(String(label))}
              formatter={(value, name) => [formatCount(Number(value)), name === 'views' ? 'Page views' : 'Visitors']}
            />
            <Legend formatter={(name) => (name === 'views' ? 'Page views' : 'Visitors')} />
            <Bar dataKey="views" fill="var(--atlas-primary)" radius={[3, 3, 0, 0]} />
            <Bar dataKey="visitors" fill="var(--atlas-success)" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
