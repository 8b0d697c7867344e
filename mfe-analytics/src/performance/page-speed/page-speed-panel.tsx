import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, EmptyState, Select, formatCountOf, sitesQuery } from '@atlas/shell-kit';
import { usePageSpeed } from '../api/page-speed';
import type { FieldVitals, PerformanceRange, VitalName } from '../api/types';
import { VITAL_NAMES, formatMs, formatVital } from '../figures';
import { NO_PAGE_SPEED_TEXT, NO_PAGE_SPEED_TITLE } from '../overview/top-pages-table';
import { PanelError, PanelLoading } from '../panel-state';
import { VITAL_LIMITS, levelClass, loadTimeLevel, pageScoreLevel, type Level } from '../thresholds';
import { INP_NOTE, VitalFigure } from '../vital-figure';

const VITALS: VitalName[] = ['lcp', 'inp', 'fid', 'cls', 'fcp', 'ttfb'];
const SCORE_LABEL: Record<Level, string> = { good: 'Good', fair: 'Needs improvement', poor: 'Poor' };
const LOAD_LABEL: Record<Level, string> = { good: 'Fast', fair: 'Fair', poor: 'Slow' };

const limitsShort = (vital: VitalName) =>
  `${formatVital(vital, VITAL_LIMITS[vital].good)} / ${formatVital(vital, VITAL_LIMITS[vital].poor)}`;

/** One site's or page's field figures: score, load time and the six vitals with their visits' shares. */
function SpeedCard({ title, subtitle, samples, vitals }: { title: string; subtitle?: string; samples: number; vitals: FieldVitals }) {
  const score = vitals.performance_score;
  const load = vitals.load_time;
  return (
    <Card className="perf-speed">
      <header className="perf-speed__header">
        <div className="perf-speed__title">
          <h4>{title}</h4>
          {subtitle && <span className="analytics-muted">{subtitle}</span>}
        </div>
        <span className="analytics-muted">{formatCountOf(samples, 'visit')}</span>
      </header>
      <dl className="perf-speed__headline">
        <div>
          <dt>Performance score</dt>
          <dd className={score === null ? 'analytics-muted' : levelClass(pageScoreLevel(score))}>
            {score === null ? '—' : `${Math.round(score)} · ${SCORE_LABEL[pageScoreLevel(score)]}`}
          </dd>
        </div>
        <div>
          <dt>Load time (p75)</dt>
          <dd className={load === null ? 'analytics-muted' : levelClass(loadTimeLevel(load))}>
            {load === null ? '—' : `${formatMs(load)} · ${LOAD_LABEL[loadTimeLevel(load)]}`}
          </dd>
        </div>
      </dl>
      <dl className="perf-vitals perf-vitals--compact">
        {VITALS.map((vital) => (
          <VitalFigure key={vital} vital={vital} value={vitals[vital]} shares={vitals.ratings[vital]} showLimits={false} />
        ))}
      </dl>
    </Card>
  );
}

type SpeedCardProps = Parameters<typeof SpeedCard>[0];

function SpeedSection({ title, cards }: { title: string; cards: (SpeedCardProps & { key: string })[] }) {
  const headingId = useId();
  return (
    <section className="analytics-stack" aria-labelledby={headingId}>
      <h3 id={headingId} className="perf-heading">
        {title}
      </h3>
      {cards.map(({ key, ...card }) => (
        <SpeedCard key={key} {...card} />
      ))}
    </section>
  );
}

/** The Page Speed tab: real visitors' p75 vitals per site and per page, with a site filter. */
export function PageSpeedPanel({
  range,
  site,
  onSite,
}: {
  range: PerformanceRange;
  site: number | null;
  onSite(site: number | null): void;
}) {
  const report = usePageSpeed(range, site);
  const sites = useQuery(sitesQuery());
  const known = new Map<number, string>();
  for (const entry of sites.data ?? []) known.set(entry.id, entry.name);
  for (const entry of report.data?.sites ?? []) if (!known.has(entry.site)) known.set(entry.site, entry.site_slug);
  if (site !== null && !known.has(site)) known.set(site, `Site ${site}`);
  const siteName = (id: number, slug: string) => known.get(id) ?? slug;

  return (
    <div className="analytics-stack">
      <div className="analytics-toolbar">
        <Select
          label="Site"
          value={site === null ? '' : String(site)}
          onChange={(event) => onSite(event.target.value ? Number(event.target.value) : null)}
          options={[{ value: '', label: 'All sites' }, ...[...known].map(([id, name]) => ({ value: String(id), label: name }))]}
        />
        <div className="analytics-muted analytics-toolbar__note">
          <p>p75 of real visits; each bar is the share of visits that were good, needed improvement or were poor. {INP_NOTE}</p>
          <p>Good up to / poor above: {VITALS.map((vital) => `${VITAL_NAMES[vital]} ${limitsShort(vital)}`).join(' · ')}</p>
        </div>
      </div>
      {report.isPending && <PanelLoading label="Loading page speed" />}
      {report.isError && <PanelError query={report} text="Failed to load page performance data" />}
      {report.data &&
        (report.data.pages.length === 0 && report.data.sites.length === 0 ? (
          <EmptyState title={NO_PAGE_SPEED_TITLE} description={NO_PAGE_SPEED_TEXT} />
        ) : (
          <>
            <SpeedSection
              title="Sites"
              cards={report.data.sites.map((entry) => {
                const name = siteName(entry.site, entry.site_slug);
                return {
                  key: String(entry.site),
                  title: name,
                  subtitle: name === entry.site_slug ? undefined : entry.site_slug,
                  samples: entry.samples,
                  vitals: entry,
                };
              })}
            />
            <SpeedSection
              title="Pages"
              cards={report.data.pages.map((page) => ({
                key: `${page.site}${page.path}`,
                title: page.path,
                subtitle: siteName(page.site, page.site_slug),
                samples: page.samples,
                vitals: page,
              }))}
            />
          </>
        ))}
    </div>
  );
}
