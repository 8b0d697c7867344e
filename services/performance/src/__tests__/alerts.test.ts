import { randomUUID } from 'node:crypto';
import { alice, envelope, reading, staff, startPerformance, type Performance } from './harness';
import { evaluateCacheHitRate, evaluateErrorRate, evaluateMachine, evaluateVitals, recordOccurrence } from '../operations/alerts';

let perf: Performance;

beforeAll(async () => {
  perf = await startPerformance();
});
afterAll(async () => {
  await perf?.close();
});

const mailRequests = async () =>
  (await perf.app.db('performance.outbox').where({ topic: 'mail.message.requested' }).orderBy('seq'))
    .map((row: { envelope: unknown }) => (typeof row.envelope === 'string' ? JSON.parse(row.envelope) : row.envelope))
    .map((envelope: { payload: Record<string, any> }) => envelope.payload);

const alertsOf = async (type: string) =>
  (await perf.call('GET', '/api/performance/alerts/', { as: staff })).body.results.filter(
    (alert: { alert_type: string }) => alert.alert_type === type,
  );

describe('alerts', () => {
  let cpuAlert: number;

  it('raises a CPU alert from a sample over its limit, and counts it again instead of raising another', async () => {
    const first = new Date(Date.now() - 60_000);
    expect(await perf.sample(first, { cpu_usage: 91.24 })).toBe(true);
    await evaluateMachine(perf.app.performance, reading({ cpu_usage: 91.24 }), first);
    await evaluateMachine(perf.app.performance, reading({ cpu_usage: 75 }), new Date(first.getTime() + 5000));
    await evaluateMachine(perf.app.performance, reading({ cpu_usage: 40 }), new Date(first.getTime() + 10_000));
    const [alert] = await alertsOf('cpu');
    expect(alert).toMatchObject({
      title: 'High CPU usage',
      message: 'CPU usage is 75%, above 70%',
      severity: 'high',
      status: 'new',
      occurrence_count: 2,
      actual_value: 75,
      threshold_value: 70,
      first_occurrence: first.toISOString(),
      last_occurrence: new Date(first.getTime() + 5000).toISOString(),
      acknowledged_by: null,
      resolved_by: null,
    });
    cpuAlert = alert.id;
    expect(await alertsOf('memory')).toEqual([]);
    const dashboard = await perf.call('GET', '/api/performance/dashboard/?hours=1', { as: staff });
    expect(dashboard.body).toMatchObject({
      open_alerts_count: 1,
      critical_alerts_count: 0,
      recent_alerts: [expect.objectContaining({ id: cpuAlert })],
    });
  });

  it('published performance.alert.raised when the alert became new (critical then: 91.2%)', async () => {
    const rows = await perf.app.db('performance.outbox').select('*');
    const raised = rows.filter((row: { topic: string }) => row.topic === 'performance.alert.raised');
    expect(raised).toHaveLength(1);
    const envelope = typeof raised[0].envelope === 'string' ? JSON.parse(raised[0].envelope) : raised[0].envelope;
    expect(envelope).toMatchObject({
      key: 'cpu',
      payload: { alert_id: cpuAlert, alert_type: 'cpu', severity: 'critical', title: 'High CPU usage' },
    });
  });

  it('emails a machine alert to the staff once, when it opens', async () => {
    const requests = await mailRequests();
    expect(requests).toEqual([
      {
        to: { staff: true },
        subject: '[critical] High CPU usage',
        text: expect.stringContaining('CPU usage is 91.2%, above 85%'),
        category: 'alert',
        link: 'http://localhost:8080/dashboard/performance',
      },
    ]);
  });

  it('is acknowledged then resolved by staff, who and when persisted; other moves are refused', async () => {
    const acknowledged = await perf.call('POST', `/api/performance/alerts/${cpuAlert}/acknowledge/`, { as: staff });
    expect(acknowledged.status).toBe(200);
    expect(acknowledged.body).toMatchObject({ status: 'acknowledged', acknowledged_by: staff.id });
    expect(Date.parse(acknowledged.body.acknowledged_at)).not.toBeNaN();
    expect(await perf.call('POST', `/api/performance/alerts/${cpuAlert}/acknowledge/`, { as: staff })).toEqual({
      status: 400,
      body: { detail: 'Alert cannot be acknowledged from acknowledged' },
    });
    expect((await perf.call('POST', `/api/performance/alerts/${cpuAlert}/resolve/`, { as: alice })).status).toBe(403);
    const resolved = await perf.call('POST', `/api/performance/alerts/${cpuAlert}/resolve/`, { as: staff });
    expect(resolved.body).toMatchObject({ status: 'resolved', resolved_by: staff.id, acknowledged_by: staff.id });
    expect(await perf.call('POST', `/api/performance/alerts/${cpuAlert}/resolve/`, { as: staff })).toEqual({
      status: 400,
      body: { detail: 'Alert cannot be resolved from resolved' },
    });
    expect(await perf.call('POST', '/api/performance/alerts/424242/acknowledge/', { as: staff })).toEqual({
      status: 404,
      body: { detail: 'Alert not found' },
    });
    expect((await perf.call('POST', '/api/performance/alerts/abc/acknowledge/', { as: staff })).status).toBe(400);
    const listed = await perf.call('GET', '/api/performance/alerts/?status=resolved', { as: staff });
    expect(listed.body).toMatchObject({ count: 1, results: [expect.objectContaining({ id: cpuAlert })] });
    expect((await perf.call('GET', '/api/performance/alerts/?status=open', { as: staff })).status).toBe(400);
  });

  it('re-opens a resolved alert when its condition returns', async () => {
    const again = new Date();
    await evaluateMachine(perf.app.performance, reading({ cpu_usage: 97 }), again);
    const [alert] = await alertsOf('cpu');
    expect(alert).toMatchObject({
      id: cpuAlert,
      status: 'new',
      severity: 'critical',
      occurrence_count: 3,
      threshold_value: 85,
      last_occurrence: again.toISOString(),
    });
    const transitions = await perf.app.performance.alerts.transitionsOf(cpuAlert);
    expect(transitions.map((move) => [move.from_status, move.to_status, move.user_id])).toEqual([
      [null, 'new', null],
      ['new', 'acknowledged', staff.id],
      ['acknowledged', 'resolved', staff.id],
      ['resolved', 'new', null],
    ]);
    const dashboard = await perf.call('GET', '/api/performance/dashboard/?hours=1', { as: staff });
    expect(dashboard.body).toMatchObject({ open_alerts_count: 1, critical_alerts_count: 1 });
  });

  it('keeps one open alert when two processes evaluate the same condition at once', async () => {
    const other = await perf.secondProcess();
    const occurrence = (at: number) => ({
      alert_type: 'disk' as const,
      subject: '',
      title: 'Low disk space',
      message: 'Disk usage is 95%, above 90%',
      severity: 'critical' as const,
      actual_value: 95,
      threshold_value: 90,
      at: new Date(Date.now() + at),
    });
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => recordOccurrence(i % 2 ? other.performance : perf.app.performance, occurrence(i))),
    );
    const open = await perf.app.db('performance.alerts').where({ alert_type: 'disk' });
    expect(open).toHaveLength(1);
    expect(open[0].occurrence_count).toBe(12);
    // resolved, then re-raised by both at once: re-opened once, counted twice
    await perf.call('POST', `/api/performance/alerts/${open[0].id}/resolve/`, { as: staff });
    await Promise.all([recordOccurrence(other.performance, occurrence(100)), recordOccurrence(perf.app.performance, occurrence(101))]);
    const after = await perf.app.db('performance.alerts').where({ alert_type: 'disk' });
    expect(after).toEqual([expect.objectContaining({ id: open[0].id, status: 'new', occurrence_count: 14 })]);
  });

  it("raises an error-rate alert from the gateway's exact counts", async () => {
    const end = new Date(Date.now() - 60_000);
    const window = (status: number, count: number) =>
      envelope('gateway.request', {
        window_start: new Date(end.getTime() - 5000).toISOString(),
        window_ms: 5000,
        service: 'sites',
        method: 'GET',
        route: '/api/builder/*',
        status,
        count,
        duration_ms_sum: 1,
        duration_ms_max: 1,
        latency_buckets: [],
      });
    await perf.deliver(window(200, 90));
    await perf.deliver(window(502, 10));
    await evaluateErrorRate(perf.app.performance, new Date());
    const [alert] = await alertsOf('error_rate');
    expect(alert).toMatchObject({
      severity: 'critical',
      actual_value: 10,
      threshold_value: 5,
      message: '10% of 100 requests in the last 15 minutes failed with a server error, above 5%',
    });
  });

  it("raises a cache alert when the page cache's hit rate falls below 80%", async () => {
    await perf.deliver(
      envelope('gateway.cache', {
        window_start: new Date(Date.now() - 60_000).toISOString(),
        window_ms: 10_000,
        type: 'page',
        hits: 30,
        misses: 20,
        evictions: 0,
        entries: 5,
        bytes: 5000,
      }),
    );
    await evaluateCacheHitRate(perf.app.performance, new Date());
    const [alert] = await alertsOf('cache_hit_rate');
    expect(alert).toMatchObject({ severity: 'low', actual_value: 60, threshold_value: 80, title: 'Low cache hit rate' });
  });

  it('raises a vitals alert per page whose p75 is poor, once there are enough visits', async () => {
    await perf.site(1, alice.id, 'alice-bakery');
    for (let i = 0; i < 5; i += 1)
      await perf.vitals({ site: 'alice-bakery', path: '/alice-bakery/slow', metrics: { LCP: 5000 + i, CLS: 0.01 } });
    for (let i = 0; i < 4; i += 1) await perf.vitals({ site: 'alice-bakery', path: '/alice-bakery/few', metrics: { LCP: 9000 } });
    await evaluateVitals(perf.app.performance, new Date());
    const alerts = await alertsOf('lcp');
    expect(alerts).toEqual([
      expect.objectContaining({
        title: 'Slow Largest Contentful Paint on /alice-bakery/slow',
        actual_value: 5003,
        threshold_value: 4000,
        severity: 'medium',
      }),
    ]);
    expect(await alertsOf('cls')).toEqual([]);
    // The slow page's owner hears of it by email.
    expect((await mailRequests()).filter((mail) => mail.subject.includes('Largest Contentful Paint'))).toEqual([
      expect.objectContaining({
        to: { user_id: alice.id },
        category: 'alert',
        subject: '[medium] Slow Largest Contentful Paint on /alice-bakery/slow',
      }),
    ]);
    expect(
      (await perf.vitals({ event_id: randomUUID(), site: 'alice-bakery', path: '/alice-bakery/slow', metrics: { LCP: 6000 } })).status,
    ).toBe(202);
  });
});
