import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTime } from './figures';

export interface TrendLine<Row> {
  key: keyof Row & string;
  name: string;
  color: string;
}

/**
 * A line chart over time; the drawing is hidden from assistive technology and `summary` (one sentence
 * with the figures) stands in for it.
 */
export function TrendChart<Row extends { timestamp: string }>({
  rows,
  lines,
  hours,
  summary,
  format,
  domain,
}: {
  rows: Row[];
  lines: TrendLine<Row>[];
  hours: number;
  summary: string;
  format(value: number): string;
  domain?: [number, number];
}) {
  return (
    <figure className="analytics-chart">
      <figcaption className="analytics-chart__summary">{summary}</figcaption>
      <div className="analytics-chart__canvas analytics-chart__canvas--short" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: -8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--atlas-border)" vertical={false} />
            <XAxis dataKey="timestamp" tickFormatter={(value: string) => axisTime(value, hours)} minTickGap={24} tick={{ fontSize: 12 }} />
            <YAxis domain={domain} tickFormatter={format} tick={{ fontSize: 12 }} width={56} />
            <Tooltip labelFormatter={(label) => new Date(String(label)).toUTCString()} formatter={(value) => format(Number(value))} />
            <Legend />
            {lines.map((line) => (
              <Line
                key={line.key}
                type="monotone"
                dataKey={line.key}
                name={line.name}
                stroke={line.color}
                dot={false}
                strokeWidth={2}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** 'average 41.2, peak 77' style figures for a chart's summary. */
export function averageAndPeak(values: number[]): { average: number; peak: number } {
  if (values.length === 0) return { average: 0, peak: 0 };
  const sum = values.reduce((total, value) => total + value, 0);
  return { average: sum / values.length, peak: Math.max(...values) };
}
