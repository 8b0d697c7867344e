import { Link, useLocation } from 'react-router-dom';
import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  StatusBadge,
  Card,
  pageKeys,
  siteKeys,
  EmptyState,
  ErrorState,
  Skeleton,
  formatCount,
  formatRelative,
  dashboardStatsQuery,
  recentActivityQuery,
  recentContentQuery,
  useAuth,
  type BadgeTone,
  type SystemComponentStatus,
} from '@atlas/shell-kit';
import { useRecentPages, useSites, type SiteSummary } from '../data/sites';
import { useSystemStatus } from './use-system-status';
import { isNewAccount, welcomeLine } from './welcome';
import './home.css';

const RECENT_CONTENT_SHOWN = 5;
const RECENT_ACTIVITY_SHOWN = 10;

function StatCard({ label, value, note, loading }: { label: string; value: string; note: string; loading?: boolean }) {
  return (
    <Card className="shell-stat">
      <p className="shell-stat__label">{label}</p>
      <p className="shell-stat__value">{loading ? <Skeleton width={56} height={28} /> : value}</p>
      <p className="shell-stat__note">{note}</p>
    </Card>
  );
}

/**
 * Reads the sites service's answers again (the list and its pages). When that service is down the
 * sections built on it show an error with this Retry; the rest of the home keeps working.
 */
function useRetrySites() {
  const queryClient = useQueryClient();
  const retrying = useIsFetching({ queryKey: siteKeys.all }) + useIsFetching({ queryKey: pageKeys.all }) > 0;
  const retry = () => {
    void queryClient.refetchQueries({ queryKey: siteKeys.all, type: 'active' });
    void queryClient.refetchQueries({ queryKey: pageKeys.all, type: 'active' });
  };
  return { retry, retrying };
}

/** In place of the two figures the sites list gives: one error with Retry, not zeros nobody counted. */
function SiteFiguresError() {
  const { retry, retrying } = useRetrySites();
  return (
    <Card className="shell-stat shell-stat--failed">
      <p className="shell-stat__label">Active Sites · Total Pages</p>
      <ErrorState message="Failed to load your sites." onRetry={retry} retryLabel="Retry" retrying={retrying} />
    </Card>
  );
}

/** All the owner's sites (what the Sites screen lists), how many are published, and their pages. */
function siteStats(sites: SiteSummary[]) {
  const published = sites.filter((site) => site.is_published).length;
  return {
    sites: sites.length,
    published,
    drafts: sites.length - published,
    totalPages: sites.reduce((sum, site) => sum + (site.pages_count ?? 0), 0),
  };
}

/** '1 published · 2 drafts' under the sites figure; a new owner reads that there are none yet. */
function sitesNote({ sites, published, drafts }: ReturnType<typeof siteStats>): string {
  if (sites === 0) return 'No sites yet';
  if (published === 0) return 'None published yet';
  return drafts === 0
    ? `${formatCount(published)} published`
    : `${formatCount(published)} published · ${formatCount(drafts)} ${drafts === 1 ? 'draft' : 'drafts'}`;
}

/** '↑ 12.5% vs the previous 30 days', or the period alone when the previous one had no views. */
function pageViewsNote(change: number | null): string {
  if (change === null) return 'Last 30 days';
  if (change === 0) return 'Same as the previous 30 days';
  return `${change > 0 ? '↑' : '↓'} ${Math.abs(Number(change.toFixed(1)))}% vs the previous 30 days`;
}

/**
 * Page Views and Users from the analytics service, read again every five minutes: both are the visits to
 * the owner's own sites (Users: their visitors, counted as the Analytics screen counts unique visitors).
 */
function AnalyticsFigures() {
  const stats = useQuery(dashboardStatsQuery());
  if (stats.isError) {
    return (
      <Card className="shell-stat shell-stat--failed">
        <p className="shell-stat__label">Page Views · Users</p>
        <ErrorState
          message="Failed to load your analytics."
          onRetry={() => void stats.refetch()}
          retryLabel="Retry"
          retrying={stats.isFetching}
        />
      </Card>
    );
  }
  return (
    <>
      <StatCard
        label="Page Views"
        value={formatCount(stats.data?.page_views)}
        note={stats.data ? pageViewsNote(stats.data.page_views_change) : '\u00a0'}
        loading={stats.isPending}
      />
      <StatCard
        label="Users"
        value={formatCount(stats.data?.visitors)}
        note="Visitors to your sites, last 30 days"
        loading={stats.isPending}
      />
    </>
  );
}

/** The owner's newest events: sites and pages published, posts, orders, installs. */
function RecentActivity({ sites }: { sites: SiteSummary[] | undefined }) {
  const activity = useQuery(recentActivityQuery(RECENT_ACTIVITY_SHOWN));
  const siteNames = new Map((sites ?? []).map((site) => [site.id, site.name]));
  return (
    <Card title="Recent Activity">
      {activity.isError ? (
        <ErrorState
          message="Failed to load recent activity."
          onRetry={() => void activity.refetch()}
          retryLabel="Retry"
          retrying={activity.isFetching}
        />
      ) : activity.isPending ? (
        <div className="shell-list-skeleton">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </div>
      ) : activity.data.length === 0 ? (
        <EmptyState title="No recent activity" />
      ) : (
        <ul className="shell-recent" aria-label="Recent activity">
          {activity.data.map((entry, index) => (
            <li key={`${entry.created_at}-${index}`} className="shell-recent__item">
              <span className="shell-recent__title">{entry.description}</span>
              <span className="shell-recent__meta">
                {entry.site !== null && siteNames.has(entry.site) ? `${siteNames.get(entry.site)} · ` : ''}
                <time dateTime={entry.created_at}>{formatRelative(entry.created_at)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const HOME_ACTIONS = [
  { label: 'Create a site', description: 'Start from scratch or a template', path: '/dashboard/sites/new' },
  { label: 'Write a post', description: 'Publish news and articles', path: '/dashboard/content/new?type=post' },
  { label: 'Upload media', description: 'Images, video and documents', path: '/dashboard/media/upload' },
  { label: 'Browse templates', description: 'Ready-made designs', path: '/dashboard/templates' },
];

interface RecentEntry {
  key: string;
  title: string;
  href: string;
  where: string;
  updatedAt: string | null;
  /** draft, published, scheduled or archived: a post scheduled for tomorrow is not a draft. */
  status: string;
  kind: string;
}

/** The newest builder pages and content items together, newest first. */
function RecentContent({ sites, sitesFailed }: { sites: SiteSummary[] | undefined; sitesFailed: boolean }) {
  const { pages, isLoading, isError } = useRecentPages(sites);
  // Content items join when the content service answers; without it the pages still show.
  const { user } = useAuth();
  const items = useQuery({ ...recentContentQuery(user?.id ?? 0, RECENT_CONTENT_SHOWN), enabled: user !== null });
  const { retry, retrying } = useRetrySites();
  const siteNames = new Map((sites ?? []).map((site) => [site.id, site.name]));
  const entries: RecentEntry[] = [
    ...pages.map((page) => ({
      key: `page-${page.id}`,
      title: page.title,
      href: `/builder/site/${page.site}/page/${page.id}`,
      where: siteNames.get(page.site) ?? '',
      updatedAt: page.updated_at ?? null,
      status: page.is_published ? 'published' : 'draft',
      kind: 'Page',
    })),
    ...(items.data ?? []).map((item) => ({
      key: `content-${item.id}`,
      title: item.title,
      href: `/dashboard/content/${item.id}/edit`,
      where: item.site_name ?? siteNames.get(item.site) ?? '',
      updatedAt: item.updated_at,
      status: item.status,
      kind: item.type.charAt(0).toUpperCase() + item.type.slice(1),
    })),
  ].sort((a, b) => Date.parse(b.updatedAt ?? '') - Date.parse(a.updatedAt ?? ''));
  const shown = entries.slice(0, RECENT_CONTENT_SHOWN);
  return (
    <Card title="Recent Content" actions={<Link to="/dashboard/content">View all</Link>}>
      {sitesFailed || (isError && shown.length === 0) ? (
        <ErrorState message="Failed to load recent content." onRetry={retry} retryLabel="Retry" retrying={retrying} />
      ) : isLoading || items.isLoading ? (
        <div className="shell-list-skeleton">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <EmptyState
          title="No content yet. Create your first page or post!"
          action={
            <Link className="atlas-btn atlas-btn--primary atlas-btn--sm" to="/dashboard/sites">
              Go to Sites
            </Link>
          }
        />
      ) : (
        <ul className="shell-recent">
          {shown.map((entry) => (
            <li key={entry.key} className="shell-recent__item">
              <Link to={entry.href} className="shell-recent__title">
                {entry.title}
              </Link>
              <span className="shell-recent__meta">
                {entry.kind} · {entry.where} · {entry.updatedAt ? `updated ${formatRelative(entry.updatedAt)}` : 'not saved yet'}
              </span>
              <StatusBadge status={entry.status} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const SYSTEM_PARTS = [
  ['database', 'Database'],
  ['api', 'API'],
  ['storage', 'Storage'],
  ['cdn', 'CDN'],
] as const;

const STATUS_LOOK: Record<SystemComponentStatus['status'], { tone: BadgeTone; label: string }> = {
  operational: { tone: 'success', label: 'Operational' },
  warning: { tone: 'warning', label: 'Warning' },
  down: { tone: 'danger', label: 'Down' },
};

/** Staff only: each part's state and why, as the performance service measured it. */
function SystemStatus() {
  const status = useSystemStatus();
  return (
    <Card title="System Status">
      <ul className="shell-status">
        {SYSTEM_PARTS.map(([key, name]) => {
          const part = status.data?.[key];
          const look = part ? STATUS_LOOK[part.status] : { tone: 'neutral' as const, label: status.isError ? 'Unknown' : 'Checking…' };
          return (
            <li key={key}>
              <span className="shell-status__part">
                {name}
                {part?.detail && <span className="shell-status__detail">{part.detail}</span>}
              </span>
              <Badge tone={look.tone}>{look.label}</Badge>
            </li>
          );
        })}
      </ul>
      {status.isError && (
        <div className="shell-status__failed">
          <ErrorState
            message="Failed to load system health data"
            onRetry={() => void status.refetch()}
            retryLabel="Retry"
            retrying={status.isFetching}
          />
        </div>
      )}
    </Card>
  );
}

/** The three first steps, each done once the owner's own sites show it (a site, a page, a published site). */
const GETTING_STARTED: { title: string; text: string; path: string; done(stats: ReturnType<typeof siteStats>): boolean }[] = [
  { title: 'Create your first site', text: 'Name it and pick a template.', path: '/dashboard/sites/new', done: (s) => s.sites > 0 },
  {
    title: 'Build your pages',
    text: 'Drag blocks onto the canvas and edit them in place.',
    path: '/dashboard/sites',
    done: (s) => s.totalPages > 0,
  },
  {
    title: 'Publish and share',
    text: 'Publish your site and watch its analytics.',
    path: '/dashboard/analytics',
    done: (s) => s.published > 0,
  },
];

/** The dashboard home, with real figures only. */
export function DashboardHome() {
  const { user, isStaff } = useAuth();
  const location = useLocation();
  const sites = useSites();
  const stats = siteStats(sites.data ?? []);

  return (
    <div className="shell-page">
      <header className="shell-page__header">
        <div>
          <h1 className="shell-page__title">{welcomeLine(user?.username ?? '', isNewAccount(location.state))}</h1>
          <p className="shell-page__subtitle">Here's what's happening with your sites.</p>
        </div>
      </header>

      <section className="shell-stats" aria-label="Statistics">
        {sites.isError ? (
          <SiteFiguresError />
        ) : (
          <>
            <StatCard
              label="Active Sites"
              value={formatCount(stats.sites)}
              note={sites.data === undefined ? '\u00a0' : sitesNote(stats)}
              loading={sites.isPending}
            />
            <StatCard label="Total Pages" value={formatCount(stats.totalPages)} note="Across all your sites" loading={sites.isPending} />
          </>
        )}
        <AnalyticsFigures />
      </section>

      <Card title="Quick Actions">
        <div className="shell-actions">
          {HOME_ACTIONS.map((action) => (
            <Link key={action.path} to={action.path} className="shell-action">
              <span className="shell-action__label">{action.label}</span>
              <span className="shell-action__description">{action.description}</span>
            </Link>
          ))}
        </div>
      </Card>

      <div className="shell-grid-2">
        <RecentContent sites={sites.data} sitesFailed={sites.isError} />
        <RecentActivity sites={sites.data} />
      </div>

      <div className={isStaff ? 'shell-grid-2' : undefined}>
        <Card title="Getting Started">
          <ol className="shell-steps">
            {GETTING_STARTED.map((step, index) => {
              const done = sites.data !== undefined && step.done(stats);
              return (
                <li key={step.title} className={`shell-steps__item${done ? ' shell-steps__item--done' : ''}`}>
                  <span className="shell-steps__number" aria-hidden="true">
                    {done ? '✓' : index + 1}
                  </span>
                  <div>
                    <Link to={step.path} className="shell-steps__title">
                      {step.title}
                    </Link>
                    {done && <span className="shell-steps__done"> Done</span>}
                    <p className="shell-steps__text">{step.text}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </Card>
        {isStaff && <SystemStatus />}
      </div>
    </div>
  );
}
