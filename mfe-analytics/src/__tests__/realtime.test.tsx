import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { RealtimePanel, VisitorDots } from '../realtime/realtime-panel';
import { realtimeSocketUrl } from '../realtime/realtime-feed';
import { snapshot } from '../test-support/fixtures';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

/** A WebSocket the test drives: it opens, speaks and closes when told to. */
class FakeSocket {
  static made: FakeSocket[] = [];
  static refuse = false;
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(public url: string) {
    if (FakeSocket.refuse) throw new Error('blocked');
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
  open() {
    act(() => this.onopen?.());
  }
  receive(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
  fail() {
    act(() => {
      this.onerror?.();
      this.onclose?.();
    });
  }
}

const latest = () => FakeSocket.made[FakeSocket.made.length - 1];
const status = () => within(screen.getByRole('status')).getByText(/Connected|Disconnected|Error/).textContent;
const REALTIME = '/analytics/dashboard/realtime/';
const liveCount = () => document.querySelector('.analytics-live-count');

beforeEach(() => {
  resetApi();
  FakeSocket.made = [];
  FakeSocket.refuse = false;
  (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
  localStorage.setItem('atlas_access_token', 'tok en');
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('the socket address', () => {
  test('ws on http, wss on https, the access token in the query', () => {
    expect(realtimeSocketUrl(3, 'a b', { protocol: 'http:', host: 'localhost:8080' })).toBe(
      'ws://localhost:8080/ws/analytics/3/?token=a%20b',
    );
    expect(realtimeSocketUrl(3, 'x', { protocol: 'https:', host: 'atlas.example' })).toBe('wss://atlas.example/ws/analytics/3/?token=x');
  });
});

describe('the Real-time tab', () => {
  test('asks to pick a site when All Sites is chosen, and opens no socket', () => {
    render(<RealtimePanel site={null} />);
    expect(screen.getByText('Choose a site to see real-time activity')).toBeInTheDocument();
    expect(FakeSocket.made).toHaveLength(0);
  });

  test('subscribes on open; an update replaces the state, new events go first and 10 are kept', () => {
    render(<RealtimePanel site={3} />);
    expect(latest().url).toBe(`ws://${window.location.host}/ws/analytics/3/?token=tok%20en`);
    expect(status()).toBe('Disconnected');
    latest().open();
    expect(status()).toBe('Connected');
    expect(latest().sent).toEqual([JSON.stringify({ type: 'subscribe_realtime' })]);

    const events = Array.from({ length: 10 }, (_, i) => ({
      type: 'event',
      name: `old-${i}`,
      page: '/menu',
      timestamp: new Date().toISOString(),
    }));
    latest().receive({
      type: 'analytics_update',
      data: snapshot({
        active_visitors: 2,
        active_pages: [{ page: '/menu', visitors: 2 }],
        recent_views: [{ page: '/menu', country: 'France', device: 'mobile', timestamp: new Date().toISOString() }],
        active_countries: [{ country: 'France', visitors: 2 }],
        active_devices: { desktop: 0, mobile: 2, tablet: 0 },
        recent_events: events,
      }),
    });
    expect(liveCount()).toHaveTextContent('2 active visitors');
    expect(within(screen.getByRole('list', { name: 'Visitor locations' })).getByText('France')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Devices' })).getAllByRole('listitem')[1]).toHaveTextContent('Mobile2 · 100%');
    expect(within(screen.getByRole('list', { name: 'Recent views' })).getByRole('listitem')).toHaveTextContent('France · Mobile');

    latest().receive({
      type: 'new_event',
      event: {
        type: 'event',
        name: 'form_submit',
        page: '/contact',
        country: 'Chile',
        device: 'desktop',
        timestamp: new Date().toISOString(),
      },
    });
    const names = () =>
      within(screen.getByRole('list', { name: 'Recent events' }))
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.atlas-badge')?.textContent);
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe('form_submit');
    expect(names()).not.toContain('old-9');

    latest().receive({
      type: 'new_event',
      event: {
        type: 'pageview',
        name: 'pageview',
        page: '/hours',
        country: 'Chile',
        device: 'tablet',
        timestamp: new Date().toISOString(),
      },
    });
    expect(names()[0]).toBe('Page view');
    expect(within(screen.getByRole('list', { name: 'Recent views' })).getAllByRole('listitem')[0]).toHaveTextContent(
      '/hoursChile · Tablet',
    );

    latest().receive({ type: 'analytics_update', data: snapshot() });
    expect(screen.getByText('No active visitors')).toBeInTheDocument();
  });

  test('reconnects 5 seconds after a close', () => {
    render(<RealtimePanel site={3} />);
    latest().open();
    act(() => latest().onclose?.());
    expect(status()).toBe('Disconnected');
    expect(FakeSocket.made).toHaveLength(1);
    act(() => jest.advanceTimersByTime(4_900));
    expect(FakeSocket.made).toHaveLength(1);
    act(() => jest.advanceTimersByTime(100));
    expect(FakeSocket.made).toHaveLength(2);
    latest().open();
    expect(status()).toBe('Connected');
    expect(latest().sent).toEqual([JSON.stringify({ type: 'subscribe_realtime' })]);
  });

  test('polls the snapshot every 10 seconds while the socket cannot open, and stops once it does', async () => {
    let visitors = 1;
    answer('GET', REALTIME, (_body: unknown, options: any) => {
      expect(options.query).toEqual({ site: 3 });
      return snapshot({ active_visitors: visitors, active_pages: [{ page: '/', visitors }] });
    });
    render(<RealtimePanel site={3} />);
    latest().fail();
    expect(status()).toBe('Error');
    expect(screen.getByText(/refreshing every 10 seconds/)).toBeInTheDocument();
    await act(async () => {});
    expect(liveCount()).toHaveTextContent('1 active visitor');
    const polls = () => calls.filter((call) => call.path === REALTIME).length;
    expect(polls()).toBe(1);

    // The reconnect at 5 s fails again; polling keeps its own 10 s beat.
    act(() => jest.advanceTimersByTime(5_000));
    latest().fail();
    visitors = 4;
    await act(async () => jest.advanceTimersByTime(5_000));
    expect(polls()).toBe(2);
    expect(liveCount()).toHaveTextContent('4 active visitors');

    act(() => jest.advanceTimersByTime(5_000));
    latest().open();
    expect(status()).toBe('Connected');
    expect(screen.queryByText(/refreshing every 10 seconds/)).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(30_000));
    expect(polls()).toBe(2);
  });

  test('a browser that refuses to build the socket polls too', async () => {
    FakeSocket.refuse = true;
    answer('GET', REALTIME, snapshot({ active_visitors: 0 }));
    render(<RealtimePanel site={3} />);
    await act(async () => {});
    expect(status()).toBe('Error');
    expect(screen.getByText('No active visitors')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(calls.filter((call) => call.path === REALTIME)).toHaveLength(2);
  });

  test('asks for a fresh snapshot each minute while connected, so visitors who left drop out of the count', () => {
    render(<RealtimePanel site={3} />);
    latest().open();
    latest().receive({ type: 'analytics_update', data: snapshot({ active_visitors: 2 }) });
    act(() => jest.advanceTimersByTime(59_000));
    expect(latest().sent).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1_000));
    expect(latest().sent).toEqual([JSON.stringify({ type: 'subscribe_realtime' }), JSON.stringify({ type: 'subscribe_realtime' })]);
    latest().receive({ type: 'analytics_update', data: snapshot({ active_visitors: 1, active_pages: [{ page: '/', visitors: 1 }] }) });
    expect(liveCount()).toHaveTextContent('1 active visitor');
    // A closed socket is not written to again.
    act(() => latest().onclose?.());
    act(() => jest.advanceTimersByTime(61_000));
    expect(FakeSocket.made[0].sent).toHaveLength(2);
  });

  test('leaving the tab closes the socket and stops every timer', () => {
    const { unmount } = render(<RealtimePanel site={3} />);
    const socket = latest();
    socket.open();
    unmount();
    expect(socket.closed).toBe(true);
    act(() => jest.advanceTimersByTime(60_000));
    expect(FakeSocket.made).toHaveLength(1);
  });
});

describe('visitor dots', () => {
  test('one dot per visitor up to five, then +N', () => {
    const { container, rerender } = render(<VisitorDots visitors={3} />);
    expect(container.querySelectorAll('.analytics-dots__dot')).toHaveLength(3);
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
    rerender(<VisitorDots visitors={5} />);
    expect(container.querySelectorAll('.analytics-dots__dot')).toHaveLength(5);
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
    rerender(<VisitorDots visitors={12} />);
    expect(container.querySelectorAll('.analytics-dots__dot')).toHaveLength(5);
    expect(screen.getByText('+7')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '12 visitors' })).toBeInTheDocument();
  });
});
