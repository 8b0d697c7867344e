import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '@atlas/shell-kit';
import type { MenuAnalytics } from '../api/types';

const shortDate = (date: string) => {
  const [, month, day] = date.split('-');
  return `${Number(month)}/${Number(day)}`;
};

/** Clicks per day over the range (a day without clicks is a zero, not a gap). */
export default function ClicksChart({ days }: { days: MenuAnalytics['clicks_by_date'] }) {
  const total = days.reduce((sum, day) => sum + day.clicks, 0);
  return (
    <figure className="menus-chart">
      <figcaption className="atlas-visually-hidden">
        Clicks by date from {days[0]?.date ?? '—'} to {days.at(-1)?.date ?? '—'}: {total} in total.
      </figcaption>
      <div className="menus-chart__canvas" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={days} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--atlas-border)" />
            <XAxis dataKey="date" tickFormatter={shortDate} minTickGap={24} tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tickFormatter={(value: number) => formatCount(value)} tick={{ fontSize: 12 }} />
            <Tooltip formatter={(value) => [formatCount(Number(value)), 'Clicks']} />
            <Area type="monotone" dataKey="clicks" stroke="var(--atlas-primary)" fill="var(--atlas-primary-soft)" strokeWidth={2} />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
