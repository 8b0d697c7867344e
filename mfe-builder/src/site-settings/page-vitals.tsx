import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Skeleton, pageSpeedQuery } from '@atlas/shell-kit';
import { VITAL_LIMITS, type PagePageSpeed, type Vital } from '@atlas/performance/contract';

const SHOWN: { vital: Vital; key: 'lcp' | 'inp' | 'cls'; label: string }[] = [
  { vital: 'LCP', key: 'lcp', label: 'LCP' },
  { vital: 'INP', key: 'inp', label: 'INP' },
  { vital: 'CLS', key: 'cls', label: 'CLS' },
];

type Rating = 'good' | 'needs-improvement' | 'poor';
const RATING_TEXT: Record<Rating, string> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };

function ratingOf(vital: Vital, value: number): Rating {
  const limits = VITAL_LIMITS[vital];
  return value <= limits.good ? 'good' : value <= limits.poor ? 'needs-improvement' : 'poor';
}

const format = (vital: Vital, value: number) =>
  vital === 'CLS' ? value.toFixed(2) : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;

function VitalCell({ vital, value }: { vital: Vital; value: number | null }) {
  if (value === null) return <td className="atlas-muted">—</td>;
  const rating = ratingOf(vital, value);
  return (
    <td>
      <span className={`atlas-vital atlas-vital--${rating}`}>{format(vital, value)}</span>
      <span className="atlas-visually-hidden"> ({RATING_TEXT[rating]})</span>
    </td>
  );
}

/**
 * Site Settings > Analytics: each page's Core Web Vitals as its real visitors measured them over the
 * last 30 days (p75, from the performance service), so the owner sees which pages are slow.
 */
export function PageVitals({ siteId }: { siteId: number }) {
  const speed = useQuery(pageSpeedQuery(siteId));
  let body;
  if (speed.isPending) body = <Skeleton height={96} />;
  else if (speed.isError)
    body = <ErrorState message="Failed to load page performance data" onRetry={() => speed.refetch()} retrying={speed.isFetching} />;
  else if (speed.data.pages.length === 0)
    body = (
      <EmptyState
        title="No visits measured yet"
        description="Visits to your published pages report their Core Web Vitals here (Atlas Analytics must be on)."
      />
    );
  else
    body = (
      <div className="atlas-settings__vitals-scroll">
        <table className="atlas-settings__vitals">
          <caption className="atlas-visually-hidden">Core Web Vitals of each page, 75th percentile of the last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              {SHOWN.map(({ label }) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
              <th scope="col">Visits</th>
            </tr>
          </thead>
          <tbody>
            {speed.data.pages.map((page: PagePageSpeed) => (
              <tr key={page.path}>
                <th scope="row">{page.path}</th>
                {SHOWN.map(({ vital, key }) => (
                  <VitalCell key={key} vital={vital} value={page[key]} />
                ))}
                <td>{page.samples}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <section className="atlas-settings__section" aria-labelledby="atlas-page-vitals">
      <h3 id="atlas-page-vitals" className="atlas-settings__subtitle">
        Page speed (real visitors, last 30 days)
      </h3>
      <p className="atlas-muted">75th percentile per page. Good: LCP ≤ 2.5 s, INP ≤ 200 ms, CLS ≤ 0.1; poor above 4 s, 500 ms, 0.25.</p>
      {body}
    </section>
  );
}
