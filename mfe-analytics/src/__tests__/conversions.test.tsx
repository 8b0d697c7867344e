import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@atlas/shell-kit';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { SITES, funnel, goal, overview } from '../test-support/fixtures';
import { address, openAnalytics } from '../test-support/open-analytics';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const GOALS = '/analytics/conversion-goals/';
const FUNNEL = '/analytics/conversion-goals/funnel/';
let funnelAsked: unknown[] = [];

beforeEach(() => {
  resetApi();
  funnelAsked = [];
  answer('GET', '/builder/sites/', SITES);
  answer('GET', '/analytics/dashboard/overview/', overview());
  answer('GET', FUNNEL, (_body: unknown, options: any) => {
    funnelAsked.push(options.query);
    return funnel();
  });
  answer('GET', GOALS, { results: [], count: 0 });
});

const openConversions = (query = 'site=3&range=7d') => openAnalytics(`/dashboard/analytics?${query}&tab=conversions`);
const dialog = () => screen.getByRole('dialog');

describe('the Conversions tab', () => {
  test('metric cards and the funnel come from the service; the boxes are never under 20 % wide', async () => {
    answer('GET', FUNNEL, (_body: unknown, options: any) => {
      funnelAsked.push(options.query);
      return funnel({
        total_conversions: 1250,
        conversion_rate: 3.75,
        total_revenue: 1234.5,
        active_goals: 2,
        funnel: [
          { step: 'Visitors', count: 2000, percentage: 100, drop_off: 0 },
          { step: 'Viewed menu', count: 900, percentage: 45, drop_off: 55 },
          { step: 'Ordered', count: 40, percentage: 2, drop_off: 95.6 },
        ],
      });
    });
    openConversions();
    const figures = await screen.findByRole('region', { name: 'Conversion figures' });
    // A figure card reads its label, then its value.
    const value = (label: string) =>
      within(figures).getByRole('heading', { name: label }).closest('section')?.textContent?.replace(label, '');
    expect(value('Total Conversions')).toBe('1.3K');
    expect(value('Conversion Rate')).toBe('3.8%');
    expect(value('Total Revenue')).toBe('$1,234.50');
    expect(value('Active Goals')).toBe('2');

    const steps = within(screen.getByRole('list', { name: 'Conversion funnel' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Visitors2K · 100%',
      '↓ 55% drop-offViewed menu900 · 45%',
      '↓ 95.6% drop-offOrdered40 · 2%',
    ]);
    expect(screen.getAllByTestId('funnel-box').map((box) => box.style.width)).toEqual(['100%', '45%', '20%']);
    expect(funnelAsked).toEqual([{ site: 3, timeRange: '7d' }]);
  });

  test('empty texts when there is no funnel and no goal', async () => {
    openConversions();
    expect(await screen.findByText('No funnel data available')).toBeInTheDocument();
    expect(await screen.findByText('No conversion goals set')).toBeInTheDocument();
  });

  test('the funnel reloads for another range or site (All Sites asks with an empty site)', async () => {
    openConversions();
    await screen.findByText('No funnel data available');
    await userEvent.click(within(screen.getByRole('group', { name: 'Funnel time range' })).getByRole('button', { name: '30d' }));
    await waitFor(() => expect(funnelAsked.at(-1)).toEqual({ site: 3, timeRange: '30d' }));
    expect(address.current).toContain('range=30d');
    expect(screen.getByLabelText('Time range')).toHaveValue('30d');
    fireEvent.change(screen.getByLabelText('Site'), { target: { value: '' } });
    await waitFor(() => expect(funnelAsked.at(-1)).toEqual({ site: '', timeRange: '30d' }));
  });

  test('lists the goals with type, target, value and completions', async () => {
    answer('GET', GOALS, {
      results: [
        goal(1, 'Thank-you page', { value: 12.5, completions: 1 }),
        goal(2, 'Newsletter', {
          goal_type: 'event',
          target_url: '',
          target_event: 'newsletter',
          completions: 1500,
          is_active: false,
          site: null,
        }),
      ],
      count: 2,
    });
    openConversions();
    const rows = within(await screen.findByRole('list', { name: 'Conversion goals' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Thank-you pagePage Visit · /thank-you · $12.50 · 1 completionActive');
    expect(rows[1]).toHaveTextContent('NewsletterCustom Event · newsletter · $0.00 · 1.5K completions · All sitesInactive');
  });
});

describe('the goal modal', () => {
  test('shows Target URL only for page_visit, the event name only for event, seconds only for time_on_site', async () => {
    openConversions();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Goal' }));
    const form = within(dialog());
    expect(form.getByRole('heading', { name: 'Create Conversion Goal' })).toBeInTheDocument();
    expect(form.getByLabelText('Value (USD)')).toHaveValue(0);
    expect(form.getByLabelText('Value (USD)')).toHaveAttribute('step', '0.01');
    expect(form.getByRole('checkbox', { name: 'Active' })).toBeChecked();

    const typeSelect = form.getByRole('combobox', { name: /Goal type/ });
    const shown = () => ['Target URL', 'Event name', 'Minimum seconds'].filter((label) => form.queryByLabelText(new RegExp(label)));
    expect(shown()).toEqual([]);
    fireEvent.change(typeSelect, { target: { value: 'page_visit' } });
    expect(shown()).toEqual(['Target URL']);
    expect(form.getByLabelText(/Target URL/)).toHaveAttribute('placeholder', '/thank-you');
    fireEvent.change(typeSelect, { target: { value: 'event' } });
    expect(shown()).toEqual(['Event name']);
    fireEvent.change(typeSelect, { target: { value: 'time_on_site' } });
    expect(shown()).toEqual(['Minimum seconds']);
    for (const type of ['form_submit', 'purchase', 'signup']) {
      fireEvent.change(typeSelect, { target: { value: type } });
      expect(shown()).toEqual([]);
    }
  });

  test('refuses a goal without a name, type or the fields its type needs, and sends nothing', async () => {
    openConversions();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Goal' }));
    const form = within(dialog());
    await userEvent.click(form.getByRole('button', { name: 'Create Goal' }));
    expect(form.getByText('Name is required')).toBeInTheDocument();
    expect(form.getByText('Goal type is required')).toBeInTheDocument();

    await userEvent.type(form.getByLabelText(/Name/), 'Thanks');
    fireEvent.change(form.getByRole('combobox', { name: /Goal type/ }), { target: { value: 'page_visit' } });
    await userEvent.click(form.getByRole('button', { name: 'Create Goal' }));
    expect(form.getByText('Target URL is required')).toBeInTheDocument();

    fireEvent.change(form.getByRole('combobox', { name: /Goal type/ }), { target: { value: 'time_on_site' } });
    await userEvent.type(form.getByLabelText(/Minimum seconds/), '1.5');
    await userEvent.click(form.getByRole('button', { name: 'Create Goal' }));
    expect(form.getByText('Minimum seconds must be a whole number from 1 to 86400')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  test('creates a page_visit goal for the chosen site, value in dollars, and reloads the lists', async () => {
    answer('POST', GOALS, (body: any) => goal(9, body.name, body));
    openConversions();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Goal' }));
    const form = within(dialog());
    await userEvent.type(form.getByLabelText(/Name/), '  Booked a table ');
    fireEvent.change(form.getByRole('combobox', { name: /Goal type/ }), { target: { value: 'page_visit' } });
    await userEvent.type(form.getByLabelText(/Target URL/), '/booked');
    await userEvent.clear(form.getByLabelText('Value (USD)'));
    await userEvent.type(form.getByLabelText('Value (USD)'), '19.999');
    const goalsAsked = calls.filter((call) => call.path === GOALS && call.method === 'GET').length;
    await userEvent.click(form.getByRole('button', { name: 'Create Goal' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Booked a table',
      description: '',
      goal_type: 'page_visit',
      target_url: '/booked',
      target_event: '',
      min_time: 0,
      value: 20,
      is_active: true,
      site: 3,
    });
    expect(await screen.findByText('Created Booked a table')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path === GOALS && call.method === 'GET').length).toBeGreaterThan(goalsAsked));
  });

  test('All Sites creates a goal for every site (site null)', async () => {
    answer('POST', GOALS, (body: any) => goal(9, body.name, body));
    openConversions('range=7d');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Goal' }));
    const form = within(dialog());
    await userEvent.type(form.getByLabelText(/Name/), 'Sign-ups');
    fireEvent.change(form.getByRole('combobox', { name: /Goal type/ }), { target: { value: 'signup' } });
    await userEvent.click(form.getByRole('button', { name: 'Create Goal' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ goal_type: 'signup', site: null }));
  });

  test("edits a goal with PUT, keeping its site; the server's refusal shows in the form", async () => {
    answer('GET', GOALS, {
      results: [goal(5, 'Long read', { goal_type: 'time_on_site', target_url: '', min_time: 120, site: null })],
      count: 1,
    });
    let refuse = true;
    answer('PUT', `${GOALS}5/`, (body: any) => {
      if (refuse) throw new ApiError(400, 'Bad Request', { detail: 'min_time must be at most 86400' });
      return goal(5, body.name, body);
    });
    openConversions();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Long read' }));
    const form = within(dialog());
    expect(form.getByRole('heading', { name: 'Edit Conversion Goal' })).toBeInTheDocument();
    expect(form.getByLabelText(/Name/)).toHaveValue('Long read');
    expect(form.getByLabelText(/Minimum seconds/)).toHaveValue(120);
    await userEvent.click(form.getByRole('button', { name: 'Save Goal' }));
    expect(await form.findByText('min_time must be at most 86400')).toBeInTheDocument();

    refuse = false;
    await userEvent.clear(form.getByLabelText(/Minimum seconds/));
    await userEvent.type(form.getByLabelText(/Minimum seconds/), '90');
    await userEvent.click(form.getByRole('button', { name: 'Save Goal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
      min_time: 90,
      site: null,
      goal_type: 'time_on_site',
    });
  });
});

describe('deleting a goal', () => {
  test('asks first; Cancel keeps it, Delete removes it', async () => {
    answer('GET', GOALS, { results: [goal(1, 'Thank-you page')], count: 1 });
    answer('DELETE', `${GOALS}1/`, null);
    openConversions();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Thank-you page' }));
    expect(within(dialog()).getByText('Are you sure you want to delete this conversion goal?')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Thank-you page' }));
    answer('GET', GOALS, { results: [], count: 0 });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`${GOALS}1/`]);
    expect(await screen.findByText('No conversion goals set')).toBeInTheDocument();
  });
});
