import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@atlas/shell-kit';
import Marketplace from '../marketplace';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const EVENTS = ['sites.form.submitted', 'sites.page.published', 'commerce.order.created'];
const webhookOf = (id: number, url: string, extra: Record<string, unknown> = {}) => ({
  id,
  url,
  events: ['sites.form.submitted'],
  is_active: true,
  secret_hint: `whsec_…00${id}0`,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  last_delivery: null as Record<string, unknown> | null,
  ...extra,
});
const deliveryOf = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  event_id: `evt-${id}`,
  event_type: 'sites.form.submitted',
  status: 'delivered',
  attempts: 1,
  next_attempt_at: null,
  last_status_code: 200,
  last_error: null,
  created_at: '2026-11-20T09:30:00Z',
  delivered_at: '2026-11-20T09:30:01Z',
  ...extra,
});

let webhooks: ReturnType<typeof webhookOf>[] = [];
function serveWebhooks() {
  answer('GET', '/marketplace/webhooks/', () => ({ results: webhooks, count: webhooks.length, available_events: EVENTS }));
}
/** The endpoint's log as the Deliveries dialog reads it (the list never asks for it). */
function serveDeliveries(id: number, deliveries: () => unknown[]) {
  answer('GET', `/marketplace/webhooks/${id}/deliveries/`, () => ({ results: deliveries(), count: deliveries().length }));
}

const open = () => renderAt('/dashboard/marketplace/webhooks', '/dashboard/marketplace/*', <Marketplace />);

beforeEach(() => {
  resetApi();
  webhooks = [];
});

test('lists each endpoint with its events, whether it is active and its last delivery', async () => {
  webhooks = [
    webhookOf(1, 'https://hooks.example.com/forms', {
      last_delivery: {
        status: 'failed',
        event_type: 'sites.form.submitted',
        attempts: 6,
        last_status_code: 500,
        created_at: '2026-11-20T09:30:00Z',
      },
    }),
    webhookOf(2, 'https://hooks.example.com/orders', { events: ['commerce.order.created'], is_active: false }),
  ];
  serveWebhooks();
  open();
  const endpoints = await screen.findByRole('list', { name: 'Endpoints' });
  const [forms, orders] = within(endpoints)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === endpoints);
  expect(within(forms).getByText('https://hooks.example.com/forms')).toBeInTheDocument();
  expect(within(forms).getByText('Form submitted')).toBeInTheDocument();
  expect(within(forms).getByText('Active')).toBeInTheDocument();
  expect(within(forms).getByText('Failed')).toBeInTheDocument();
  expect(within(forms).getByText('whsec_…0010')).toBeInTheDocument();
  expect(within(orders).getByText('Order placed')).toBeInTheDocument();
  expect(within(orders).getByText('Paused')).toBeInTheDocument();
  expect(within(orders).getByText('No deliveries yet')).toBeInTheDocument();
  // The list answers each endpoint's last delivery: no request per endpoint.
  expect(calls.filter((c) => c.path.startsWith('/marketplace/')).map((c) => c.path)).toEqual(['/marketplace/webhooks/']);
});

test('adds an endpoint with the chosen events and shows its signing secret once', async () => {
  serveWebhooks();
  answer('POST', '/marketplace/webhooks/', (body: any) => {
    webhooks = [webhookOf(3, body.url, { events: body.events, secret_hint: 'whsec_…cdef' })];
    serveWebhooks();
    return { ...webhooks[0], secret: 'whsec_0123456789abcdef' };
  });
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
  const dialog = screen.getByRole('dialog', { name: 'Add endpoint' });

  // Nothing is sent without a URL or without an event.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
  expect(within(dialog).getByRole('textbox', { name: /Endpoint URL/ })).toHaveAccessibleDescription(
    expect.stringContaining('Enter the URL that receives the events'),
  );
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), { target: { value: ' https://hooks.example.com/new ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one event');
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  fireEvent.click(within(dialog).getByRole('checkbox', { name: /Order placed/ }));
  fireEvent.click(within(dialog).getByRole('checkbox', { name: /Form submitted/ }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

  const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    url: 'https://hooks.example.com/new',
    // In the API's order, whatever the order they were ticked in.
    events: ['sites.form.submitted', 'commerce.order.created'],
    is_active: true,
  });
  expect(within(secret).getByRole('textbox', { name: 'Signing secret' })).toHaveValue('whsec_0123456789abcdef');
  fireEvent.click(within(secret).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  // Afterwards only its last characters are shown.
  expect(await screen.findByText('whsec_…cdef')).toBeInTheDocument();
});

test("the API's refusals are shown on the field they are about, or over the form", async () => {
  webhooks = [webhookOf(1, 'https://hooks.example.com/forms')];
  serveWebhooks();
  let refusal = new ApiError(400, 'Bad Request', { detail: 'A webhook URL must not point to a private network address' });
  answer('PATCH', '/marketplace/webhooks/1/', () => {
    throw refusal;
  });
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Edit https://hooks.example.com/forms' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit endpoint' });
  const url = within(dialog).getByRole('textbox', { name: /Endpoint URL/ });
  fireEvent.change(url, { target: { value: 'http://10.0.0.5/hook' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(url).toHaveAccessibleDescription(expect.stringContaining('A webhook URL must not point to a private network address')),
  );
  expect(url).toHaveAttribute('aria-invalid', 'true');

  refusal = new ApiError(400, 'Bad Request', { detail: 'An account holds at most 20 webhooks' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('An account holds at most 20 webhooks')).toHaveAttribute('role', 'alert');
  expect(url).not.toHaveAttribute('aria-invalid');
  expect(calls.filter((c) => c.method === 'PATCH')[0].body).toEqual({
    url: 'http://10.0.0.5/hook',
    events: ['sites.form.submitted'],
    is_active: true,
  });
});

test('delete asks first: cancelling keeps the endpoint, confirming removes it', async () => {
  webhooks = [webhookOf(1, 'https://hooks.example.com/forms')];
  serveWebhooks();
  answer('DELETE', '/marketplace/webhooks/1/', () => {
    webhooks = [];
    return null;
  });
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Delete https://hooks.example.com/forms' }));
  let confirm = screen.getByRole('dialog', { name: 'Delete endpoint' });
  expect(confirm).toHaveTextContent('Are you sure you want to delete https://hooks.example.com/forms?');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

  fireEvent.click(screen.getByRole('button', { name: 'Delete https://hooks.example.com/forms' }));
  confirm = screen.getByRole('dialog', { name: 'Delete endpoint' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/marketplace/webhooks/1/']);
});

test('the deliveries log shows each attempt, the answer and the next retry', async () => {
  webhooks = [webhookOf(1, 'https://hooks.example.com/forms')];
  serveWebhooks();
  serveDeliveries(1, () => [
    deliveryOf(12, {
      status: 'pending',
      attempts: 2,
      last_status_code: null,
      last_error: 'connect ECONNREFUSED',
      next_attempt_at: '2026-11-20T10:05:00Z',
      delivered_at: null,
    }),
    deliveryOf(11, { event_type: 'commerce.order.created', last_status_code: 204 }),
  ]);
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Deliveries of https://hooks.example.com/forms' }));
  const log = await within(screen.getByRole('dialog', { name: 'Deliveries' })).findByRole('table');
  const [, retrying, delivered] = within(log).getAllByRole('row');
  expect(
    within(retrying)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Nov 20, 2026, 9:30 AM', 'Form submitted', 'Retrying', '2', 'connect ECONNREFUSED', 'Nov 20, 2026, 10:05 AM']);
  expect(
    within(delivered)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Nov 20, 2026, 9:30 AM', 'Order placed', 'Delivered', '1', 'HTTP 204', '—']);
});

test("refreshing the log rereads the endpoint's last delivery in the list too", async () => {
  webhooks = [webhookOf(1, 'https://hooks.example.com/forms')];
  let deliveries: unknown[] = [];
  serveWebhooks();
  serveDeliveries(1, () => deliveries);
  open();
  const endpoints = await screen.findByRole('list', { name: 'Endpoints' });
  expect(within(endpoints).getByText('No deliveries yet')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Deliveries of https://hooks.example.com/forms' }));
  const dialog = screen.getByRole('dialog', { name: 'Deliveries' });
  expect(await within(dialog).findByText('No deliveries yet')).toBeInTheDocument();

  deliveries = [deliveryOf(11, { status: 'pending', attempts: 0, last_status_code: null, delivered_at: null })];
  const last = {
    status: 'pending',
    event_type: 'sites.form.submitted',
    attempts: 0,
    last_status_code: null,
    created_at: '2026-11-20T09:30:00Z',
  };
  webhooks = [webhookOf(1, 'https://hooks.example.com/forms', { last_delivery: last })];
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
  expect(await within(dialog).findByRole('table')).toBeInTheDocument();
  expect(await within(endpoints).findByText('Pending')).toBeInTheDocument();
});

test('without the module the screen says so and leads to the marketplace', async () => {
  answer('GET', '/marketplace/webhooks/', () => {
    throw new ApiError(409, 'Conflict', {
      error: 'module_not_installed',
      detail: 'Install the Webhooks module from the marketplace first',
    });
  });
  open();
  expect(await screen.findByText('Install the Webhooks module from the marketplace first')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the Marketplace' })).toHaveAttribute('href', '/dashboard/marketplace?search=Webhooks');
  expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
});

test("manages a site's endpoints for the sites the user administers: listed and added for the chosen site", async () => {
  answer('GET', '/builder/sites/', [
    { id: 3, name: 'Bakery', role: 'admin' },
    { id: 4, name: 'Read Only', role: 'viewer' },
    { id: 5, name: 'Mine', role: 'owner' },
  ]);
  const sitesAsked: unknown[] = [];
  answer('GET', '/marketplace/webhooks/', (_body: unknown, options: any) => {
    sitesAsked.push(options?.query?.site);
    const mine = options?.query?.site === 3 ? [webhookOf(7, 'https://hooks.example.com/bakery', { site_id: 3 })] : [];
    return { results: mine, count: mine.length, available_events: EVENTS };
  });
  answer('POST', '/marketplace/webhooks/', (body: any) => ({ ...webhookOf(8, body.url, { site_id: body.site_id }), secret: 'whsec_1' }));
  open();
  const scope = await screen.findByRole('combobox', { name: 'Manage for' });
  await waitFor(() =>
    expect(
      within(scope)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toHaveLength(3),
  );
  expect(
    within(scope)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['My account (all the sites I own)', 'Bakery (admin)', 'Mine']);
  fireEvent.change(scope, { target: { value: '3' } });
  expect(await screen.findByText('https://hooks.example.com/bakery')).toBeInTheDocument();
  expect(sitesAsked).toEqual([undefined, 3]);

  fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
  const dialog = screen.getByRole('dialog', { name: 'Add endpoint' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), { target: { value: 'https://hooks.example.com/more' } });
  fireEvent.click(within(dialog).getByRole('checkbox', { name: /Form submitted/ }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
  await screen.findByRole('dialog', { name: 'Signing secret' });
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    url: 'https://hooks.example.com/more',
    events: ['sites.form.submitted'],
    is_active: true,
    site_id: 3,
  });
});
