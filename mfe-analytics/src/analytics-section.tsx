import { AnalyticsDashboard } from './dashboard/analytics-dashboard';
import './dashboards.css';
import './analytics.css';

/** analytics/AnalyticsSection: the analytics dashboard (overview, real-time, conversions). */
export default function AnalyticsSection() {
  return <AnalyticsDashboard />;
}
