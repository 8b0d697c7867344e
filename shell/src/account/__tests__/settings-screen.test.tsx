import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsScreen } from '../settings-screen';
import { answers, renderScreen, sent, stubFetch } from './fetch-stub';

const EMAILS = { invitations: true, form_submissions: true, performance_alerts: true, orders: true, product_news: true };
const SAVED = { theme: 'system', language: 'en', timezone: 'UTC', emails: EMAILS, updated_at: null };

beforeEach(() => {
  stubFetch();
  answers['GET /api/auth/me/preferences/'] = { status: 200, body: SAVED };
  answers['PATCH /api/auth/me/preferences/'] = (body) => ({
    status: 200,
    body: { ...SAVED, ...(body as object), updated_at: '2026-11-27T12:00:00Z' },
  });
  delete document.documentElement.dataset.theme;
});

describe('Settings', () => {
  it('shows the saved settings in labelled controls', async () => {
    renderScreen(<SettingsScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /^System/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(screen.getByRole('combobox', { name: 'Timezone' })).toHaveValue('UTC');
    const emails = screen.getByRole('group', { name: 'Emails you receive' });
    expect(within(emails).getAllByRole('checkbox')).toHaveLength(5);
    expect(within(emails).getByRole('checkbox', { name: /Form submissions/ })).toBeChecked();
  });

  it('applies a theme at once and saves every choice with one PATCH', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsScreen />);
    await user.click(await screen.findByRole('radio', { name: /^Dark/ }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Timezone' }), 'Europe/Paris');
    await user.click(screen.getByRole('checkbox', { name: /Product news/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({
      theme: 'dark',
      language: 'fr',
      timezone: 'Europe/Paris',
      emails: { ...EMAILS, product_news: false },
    });
    expect(localStorage.getItem('atlas_theme')).toBe('dark');
  });

  it("takes the theme the server keeps over this browser's", async () => {
    answers['GET /api/auth/me/preferences/'] = { status: 200, body: { ...SAVED, theme: 'light', updated_at: '2026-11-27T12:00:00Z' } };
    localStorage.setItem('atlas_theme', 'dark');
    renderScreen(<SettingsScreen />);
    expect(await screen.findByRole('radio', { name: /^Light/ })).toBeChecked();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  });

  it("shows the service's refusal beside the form", async () => {
    answers['PATCH /api/auth/me/preferences/'] = {
      status: 400,
      body: { detail: 'Unknown timezone "Mars/Olympus": use an IANA name such as Europe/Paris.' },
    };
    const user = userEvent.setup();
    renderScreen(<SettingsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown timezone "Mars/Olympus"');
  });

  it('offers Retry when the settings cannot be read', async () => {
    answers['GET /api/auth/me/preferences/'] = { status: 503, body: { detail: 'Service unavailable' } };
    renderScreen(<SettingsScreen />);
    expect(await screen.findByText('Your settings could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
