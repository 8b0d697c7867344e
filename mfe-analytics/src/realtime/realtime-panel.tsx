import { Badge, Card, EmptyState, Skeleton, formatCount, formatRelative, type BadgeTone } from '@atlas/shell-kit';
import type { RealtimeSnapshot } from '../api/types';
import { DeviceSplitList } from '../overview/device-split';
import { RankedList } from '../overview/ranked-list';
import type { ConnectionStatus } from './realtime-feed';
import { useRealtimeFeed } from './use-realtime-feed';

export const DOTS_SHOWN = 5;

const STATUS_TONE: Record<ConnectionStatus, BadgeTone> = { Connected: 'success', Disconnected: 'neutral', Error: 'danger' };

/** One dot per visitor on the page, at most five, then +N for the rest. */
export function VisitorDots({ visitors }: { visitors: number }) {
  const extra = visitors - DOTS_SHOWN;
  return (
    <span className="analytics-dots" aria-label={`${visitors} ${visitors === 1 ? 'visitor' : 'visitors'}`} role="img">
      {Array.from({ length: Math.min(visitors, DOTS_SHOWN) }, (_, index) => (
        <span key={index} className="analytics-dots__dot" />
      ))}
      {extra > 0 && <span className="analytics-dots__more">+{extra}</span>}
    </span>
  );
}

const deviceLabel = (device: string) => device.charAt(0).toUpperCase() + device.slice(1);

function LiveBody({ snapshot }: { snapshot: RealtimeSnapshot }) {
  if (snapshot.active_visitors === 0 && snapshot.recent_events.length === 0 && snapshot.recent_views.length === 0) {
    return <EmptyState title="No active visitors" description="Visitors seen in the last 5 minutes appear here as they arrive." />;
  }
  return (
    <div className="analytics-grid">
      <Card title="Active Pages" className="analytics-card">
        {snapshot.active_pages.length === 0 ? (
          <EmptyState title="No active visitors" />
        ) : (
          <ul className="analytics-ranked" aria-label="Active pages">
            {snapshot.active_pages.map((page) => (
              <li key={page.page} className="analytics-active-page">
                <span className="analytics-ranked__label">{page.page}</span>
                <VisitorDots visitors={page.visitors} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Recent Views" className="analytics-card">
        {snapshot.recent_views.length === 0 ? (
          <EmptyState title="No page views in the last 5 minutes" />
        ) : (
          <ul className="analytics-feed" aria-label="Recent views">
            {snapshot.recent_views.map((view, index) => (
              <li key={`${view.timestamp}-${index}`}>
                <span className="analytics-feed__main">{view.page}</span>
                <span className="analytics-feed__meta">
                  {view.country} · {deviceLabel(view.device)} · <time dateTime={view.timestamp}>{formatRelative(view.timestamp)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Visitor Locations" className="analytics-card">
        <RankedList
          label="Visitor locations"
          unit={['visitor', 'visitors']}
          empty="No active visitors"
          rows={snapshot.active_countries.map((country) => ({ key: country.country, label: country.country, count: country.visitors }))}
        />
      </Card>
      <Card title="Devices" className="analytics-card">
        <DeviceSplitList devices={snapshot.active_devices} empty="No active visitors" />
      </Card>
      <Card title="Recent Events" className="analytics-card analytics-card--wide">
        {snapshot.recent_events.length === 0 ? (
          <EmptyState title="No events in the last 5 minutes" />
        ) : (
          <ul className="analytics-feed" aria-label="Recent events">
            {snapshot.recent_events.map((event, index) => (
              <li key={`${event.timestamp}-${index}`}>
                <span className="analytics-feed__main">
                  <Badge tone={event.type === 'pageview' ? 'info' : 'success'}>
                    {event.type === 'pageview' ? 'Page view' : event.name}
                  </Badge>{' '}
                  {event.page}
                </span>
                <span className="analytics-feed__meta">
                  <time dateTime={event.timestamp}>{formatRelative(event.timestamp)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** The Real-time tab of one site: connection status, who is on the site now and what they do. */
export function RealtimePanel({ site }: { site: number | null }) {
  if (site === null) {
    return (
      <EmptyState
        title="Choose a site to see real-time activity"
        description="Real-time visitors are shown for one site at a time: pick it in the Site selector above."
      />
    );
  }
  return <SiteRealtime key={site} site={site} />;
}

function SiteRealtime({ site }: { site: number }) {
  const { status, snapshot, polling, pollError } = useRealtimeFeed(site);
  return (
    <div className="analytics-stack">
      <div className="analytics-live-header">
        <p className="analytics-live-count">
          <span className="analytics-live-dot" aria-hidden="true" />
          <strong>{snapshot ? formatCount(snapshot.active_visitors) : '—'}</strong> active{' '}
          {snapshot?.active_visitors === 1 ? 'visitor' : 'visitors'}
        </p>
        <p className="analytics-connection" role="status">
          Connection: <Badge tone={STATUS_TONE[status]}>{status}</Badge>
          {polling && <span className="analytics-muted"> Live updates unavailable: refreshing every 10 seconds.</span>}
        </p>
      </div>
      {pollError && (
        <p className="analytics-refusal" role="alert">
          {pollError}
        </p>
      )}
      {snapshot ? <LiveBody snapshot={snapshot} /> : <Skeleton height={200} />}
    </div>
  );
}
