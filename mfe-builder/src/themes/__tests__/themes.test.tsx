import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@atlas/shell-kit';
import ThemesScreen from '../themes-screen';
import { renderAt, locationSeen } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const theme = (id: number, name: string, theme_type: string) => ({
  id,
  name,
  description: `${name} theme`,
  theme_type,
  primary_color: '#3b82f6',
  secondary_color: '#64748b',
  accent_color: '#10b981',
  background_color: '#ffffff',
  text_color: '#1f2937',
  heading_font: 'Inter',
  body_font: 'Inter',
  border_radius: '8px',
  spacing_unit: '1rem',
  max_width: '1200px',
  preview_image: '',
  is_premium: false,
  is_default: id === 1,
  variations_count: 1,
});
const classic = theme(1, 'Classic', 'business');
const studio = theme(2, 'Studio', 'creative');
const dusk = {
  id: 21,
  theme: 2,
  name: 'Dusk',
  description: '',
  primary_color: '#111111',
  secondary_color: null,
  accent_color: null,
  background_color: null,
  text_color: null,
  heading_font: null,
  body_font: null,
};

function siteThemeOf(base = classic, extra: Record<string, unknown> = {}) {
  return {
    id: 5,
    site: 1,
    theme: base.id,
    variation: null,
    theme_details: base,
    variation_details: null,
    custom_primary_color: null,
    custom_secondary_color: null,
    custom_accent_color: null,
    custom_background_color: null,
    custom_text_color: null,
    custom_heading_font: null,
    custom_body_font: null,
    custom_css_variables: {},
    custom_css: '',
    resolved: { theme_id: base.id, theme_name: base.name, variation_id: null, ...base, css_variables: {}, custom_css: '' },
    warnings: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...extra,
  };
}

const preset = {
  id: 3,
  name: 'Night Studio',
  description: 'Dark and bold',
  category: 'creative',
  base_theme: 2,
  base_variation: null,
  base_theme_details: studio,
  base_variation_details: null,
  customizations: { primary_color: '#f59e0b' },
  is_featured: true,
  is_premium: false,
};

function serveCatalogue() {
  answer('GET', '/builder/sites/', [{ id: 1, name: 'Acme', slug: 'acme' }]);
  answer('GET', '/themes/themes/', [classic, studio]);
  answer('GET', '/themes/presets/', [preset]);
  answer('GET', '/themes/themes/1/variations/', []);
  answer('GET', '/themes/themes/2/variations/', [dusk]);
  answer('GET', '/themes/themes/1/css/', ':root{--atlas-color-primary:#3b82f6}');
  answer('GET', '/themes/themes/2/css/', ':root{--atlas-color-primary:#111111}');
}

const ROUTES = ['/dashboard/themes', '/dashboard/themes/:siteId', '/dashboard/sites/:siteId/themes'];
const open = (path: string) => renderAt(path, ROUTES[0], <ThemesScreen />, ROUTES.slice(1));
const posts = () => calls.filter((c) => c.method === 'POST');

beforeEach(() => {
  resetApi();
  serveCatalogue();
});

test('without a site it asks for one and opens that site’s themes', async () => {
  answer('GET', '/builder/sites/', [
    { id: 1, name: 'Acme', slug: 'acme' },
    { id: 2, name: 'Bakery', slug: 'bakery' },
  ]);
  open('/dashboard/themes');
  fireEvent.change(await screen.findByLabelText('Choose a site'), { target: { value: '1' } });
  expect(locationSeen.pathname).toBe('/dashboard/themes/1');
});

test('with exactly one site it opens that site’s themes without asking', async () => {
  answer('GET', '/themes/site-themes/', []);
  open('/dashboard/themes');
  expect(await screen.findByRole('tab', { name: 'All Themes' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Choose a site')).not.toBeInTheDocument();
  expect(locationSeen.pathname).toBe('/dashboard/themes/1');
});

test('a site without a theme chooses one and a variation (Default is none), previews it and applies it', async () => {
  answer('GET', '/themes/site-themes/', []);
  answer('POST', '/themes/site-themes/switch_theme/', () => siteThemeOf(studio, { variation: 21, variation_details: dusk }));
  open('/dashboard/sites/1/themes');
  expect(await screen.findByRole('tab', { name: 'All Themes' })).toHaveAttribute('aria-selected', 'true');
  fireEvent.click(await screen.findByRole('button', { name: /Studio/ }));
  const variation = screen.getByLabelText('Variation');
  expect(within(variation).getByRole('option', { name: 'Default' })).toHaveValue('');
  expect(await within(variation).findByRole('option', { name: 'Dusk' })).toBeInTheDocument();
  expect(await screen.findByTitle('Studio preview')).toHaveAttribute('sandbox', '');
  fireEvent.change(variation, { target: { value: '21' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(posts()[0]?.body).toEqual({ site_id: 1, theme_id: 2, variation_id: 21 }));
  // Applied: the customiser for the new theme.
  expect(await screen.findByRole('tab', { name: 'Colors' })).toBeInTheDocument();
  expect(screen.getByText(/Dusk/)).toBeInTheDocument();
});

test('a featured preset applies directly to the site', async () => {
  answer('GET', '/themes/site-themes/', []);
  answer('POST', '/themes/presets/3/apply_to_site/', siteThemeOf(studio));
  open('/dashboard/themes/1');
  fireEvent.click(await screen.findByRole('tab', { name: 'Featured Presets' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Apply Night Studio' }));
  await waitFor(() => expect(posts()[0]).toMatchObject({ path: '/themes/presets/3/apply_to_site/', body: { site_id: 1 } }));
  expect(await screen.findByRole('button', { name: 'Switch Theme' })).toBeInTheDocument();
});

test('failing to apply a theme or a preset says so', async () => {
  answer('GET', '/themes/site-themes/', []);
  answer('POST', '/themes/site-themes/switch_theme/', () => {
    throw new ApiError(500, 'Internal Server Error', {});
  });
  answer('POST', '/themes/presets/3/apply_to_site/', () => {
    throw new ApiError(404, 'Not Found', { detail: 'Preset not found' });
  });
  open('/dashboard/themes/1');
  fireEvent.click(await screen.findByRole('button', { name: /Classic/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to apply theme/);
  fireEvent.click(screen.getByRole('tab', { name: 'Featured Presets' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Apply Night Studio' }));
  expect(await screen.findByText('Failed to apply preset: Preset not found')).toBeInTheDocument();
});

test('the customiser saves colours and fonts, shows the contrast warnings the service answers, and previews live', async () => {
  answer('GET', '/themes/site-themes/', [siteThemeOf()]);
  answer('POST', '/themes/site-themes/5/customize/', (body: any) =>
    siteThemeOf(classic, {
      custom_text_color: body.text_color,
      warnings: ['The text colour #eeeeee on #ffffff has a contrast of 1.2:1; at least 4.5:1 is needed'],
    }),
  );
  open('/dashboard/sites/1/themes');
  const text = await screen.findByLabelText('Text color');
  fireEvent.change(text, { target: { value: '#eee' } });
  fireEvent.change(text, { target: { value: '#eeeeee' } });
  expect((screen.getByTitle('Live preview') as HTMLIFrameElement).getAttribute('srcdoc')).toContain('--atlas-color-text:#eeeeee');
  fireEvent.click(screen.getByRole('tab', { name: 'Typography' }));
  fireEvent.change(screen.getByLabelText('Heading font'), { target: { value: 'Georgia' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(posts()[0]?.body).toMatchObject({ text_color: '#eeeeee', heading_font: 'Georgia', css_variables: {}, custom_css: '' }),
  );
  expect(await screen.findByRole('list', { name: 'Contrast warnings' })).toHaveTextContent('contrast of 1.2:1');
  expect(screen.getByText('Customizations saved')).toHaveAttribute('role', 'status');
});

test('the customiser holds back an invalid colour or variable name, and a failing save says so', async () => {
  answer('GET', '/themes/site-themes/', [siteThemeOf()]);
  answer('POST', '/themes/site-themes/5/customize/', () => {
    throw new ApiError(400, 'Bad Request', { detail: 'custom_css must not close its style element' });
  });
  open('/dashboard/themes/1');
  fireEvent.change(await screen.findByLabelText('Primary color'), { target: { value: 'red' } });
  expect(screen.getByText('Use a hex colour: #rgb or #rrggbb')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Primary color'), { target: { value: '#ff0000' } });
  fireEvent.click(screen.getByRole('tab', { name: 'Advanced' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add variable' }));
  fireEvent.change(screen.getByLabelText('Variable 1 name'), { target: { value: '--brand' } });
  expect(screen.getByText('--brand is not a --atlas-* variable name')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Variable 1 name'), { target: { value: '--atlas-shadow' } });
  fireEvent.change(screen.getByLabelText('Variable 1 value'), { target: { value: '0 1px 2px #0003' } });
  fireEvent.change(screen.getByLabelText('Custom CSS'), { target: { value: '</style><script>' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save customizations: custom_css must not close its style element');
  expect(posts()[0]?.body).toMatchObject({ primary_color: '#ff0000', css_variables: { '--atlas-shadow': '0 1px 2px #0003' } });
});

test('Reset puts the theme back and Switch Theme returns to the selector', async () => {
  const customised = siteThemeOf(classic, { custom_primary_color: '#000000' });
  customised.resolved = { ...customised.resolved, primary_color: '#000000' };
  answer('GET', '/themes/site-themes/', [customised]);
  let failReset = true;
  answer('POST', '/themes/site-themes/5/reset/', () => {
    if (failReset) throw new ApiError(500, 'Internal Server Error', {});
    return siteThemeOf(classic, { updated_at: '2026-01-03T00:00:00Z' });
  });
  open('/dashboard/themes/1');
  expect(await screen.findByLabelText('Primary color')).toHaveValue('#000000');
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to reset theme/);
  failReset = false;
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(screen.getByLabelText('Primary color')).toHaveValue('#3b82f6'));
  fireEvent.click(screen.getByRole('button', { name: 'Switch Theme' }));
  expect(await screen.findByRole('tab', { name: 'All Themes' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /Classic/ })).toHaveAttribute('aria-pressed', 'true');
});

test('load failures say so and retry: site theme, themes and the preview', async () => {
  let failSiteTheme = true;
  let failThemes = true;
  let failCss = true;
  answer('GET', '/themes/site-themes/', () => {
    if (failSiteTheme) throw new ApiError(500, 'Internal Server Error', {});
    return [];
  });
  answer('GET', '/themes/themes/', () => {
    if (failThemes) throw new ApiError(500, 'Internal Server Error', {});
    return [classic, studio];
  });
  answer('GET', '/themes/themes/1/css/', () => {
    if (failCss) throw new ApiError(500, 'Internal Server Error', {});
    return ':root{}';
  });
  open('/dashboard/themes/1');
  expect(await screen.findByText('Failed to load site theme')).toBeInTheDocument();
  failSiteTheme = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Failed to load themes')).toBeInTheDocument();
  failThemes = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  fireEvent.click(await screen.findByRole('button', { name: /Classic/ }));
  expect(await screen.findByText('Failed to generate preview')).toBeInTheDocument();
  failCss = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTitle('Classic preview')).toBeInTheDocument();
});
