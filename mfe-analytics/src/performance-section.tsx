import { PerformanceDashboard } from './performance/dashboard/performance-dashboard';
import './dashboards.css';
import './performance/performance.css';

/** analytics/PerformanceSection: the performance dashboard (system health, cache, page speed, database, alerts). */
export default function PerformanceSection() {
  return <PerformanceDashboard />;
}
