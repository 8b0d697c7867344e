import { EmptyState, formatCount } from '@atlas/shell-kit';
import type { TopPage } from '../api/types';
import { formatMs, formatVital } from '../figures';
import { levelClass, loadTimeLevel, pageScoreLevel, vitalLevel } from '../thresholds';

export const NO_PAGE_SPEED_TITLE = 'No page speed data yet';
export const NO_PAGE_SPEED_TEXT = 'Visits to your published pages report their Core Web Vitals here.';

/** The most visited pages with their load time, score and vitals, each in its level's colour. */
export function TopPagesTable({ pages }: { pages: TopPage[] }) {
  if (pages.length === 0) return <EmptyState title={NO_PAGE_SPEED_TITLE} description={NO_PAGE_SPEED_TEXT} />;
  return (
    <div className="perf-table-wrap">
      <table className="perf-table">
        <caption className="atlas-visually-hidden">Top pages by visits</caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Visits</th>
            <th scope="col">Load</th>
            <th scope="col">Score</th>
            <th scope="col">LCP</th>
            <th scope="col">INP</th>
            <th scope="col">CLS</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={`${page.site}${page.path}`}>
              <th scope="row">
                <span className="perf-table__page">
                  <span>{page.path}</span>
                  <span className="analytics-muted">{page.site_slug}</span>
                </span>
              </th>
              <td>{formatCount(page.samples)}</td>
              <td className={page.load_time === null ? '' : levelClass(loadTimeLevel(page.load_time))}>{formatMs(page.load_time)}</td>
              <td className={page.performance_score === null ? '' : levelClass(pageScoreLevel(page.performance_score))}>
                {page.performance_score === null ? '—' : Math.round(page.performance_score)}
              </td>
              <td className={page.lcp === null ? '' : levelClass(vitalLevel('lcp', page.lcp))}>{formatVital('lcp', page.lcp)}</td>
              <td className={page.inp === null ? '' : levelClass(vitalLevel('inp', page.inp))}>{formatVital('inp', page.inp)}</td>
              <td className={page.cls === null ? '' : levelClass(vitalLevel('cls', page.cls))}>{formatVital('cls', page.cls)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
