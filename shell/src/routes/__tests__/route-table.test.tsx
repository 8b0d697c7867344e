import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { AuthProvider, TOKEN_KEYS, ToastProvider } from '@atlas/shell-kit';
import { routes } from '../route-table';
import { SHELL_SECTIONS } from '../../layout/navigation';

jest.mock('../../federation/remotes', () => ({
  loadRemoteScreen: jest.fn(async (id: string) => () => <p>remote {id}</p>),
  isMissingExpose: () => false,
  // The manifest lists this repository's remotes with what their remote.json files declare.
  loadManifest: async () =>
    new Map(
      require('../../test-support/declared-remotes')
        .declaredRemotes()
        .map((remote: { name: string }) => [remote.name, remote]),
    ),
}));

const users = {
  demo: { id: 1, username: 'demo', is_staff: false },
  admin: { id: 2, username: 'admin', is_staff: true },
  // Staff while the platform requires a second factor of staff, without one yet.
  pending: { id: 3, username: 'pending', is_staff: true, two_factor_enabled: false, staff_two_factor_required: true },
};

// The route table under a memory router (a data router needs fetch's Request, which jsdom lacks).
const current = { pathname: '', search: '' };
function AppRoutes() {
  const location = useLocation();
  Object.assign(current, { pathname: location.pathname, search: location.search });
  return useRoutes(routes);
}

function renderAt(path: string, user?: keyof typeof users) {
  localStorage.clear();
  if (user) localStorage.setItem(TOKEN_KEYS.access, user);
  (globalThis as { fetch: unknown }).fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const token = String((init.headers as Record<string, string> | undefined)?.Authorization ?? '').replace('Bearer ', '');
    const body =
      url === '/api/auth/me/' && token in users ? users[token as keyof typeof users] : url.startsWith('/api/builder/') ? [] : undefined;
    const status = body === undefined ? 404 : 200;
    return {
      ok: status === 200,
      status,
      statusText: String(status),
      json: async () => body ?? {},
      text: async () => JSON.stringify(body ?? {}),
    };
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        </ToastProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('route table', () => {
  it('sends an unauthenticated visit of the dashboard area to /login with next', async () => {
    renderAt('/dashboard/sites');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(current).toEqual({ pathname: '/login', search: '?next=%2Fdashboard%2Fsites' });
  });

  it('mounts remote screens inside the dashboard layout', async () => {
    renderAt('/dashboard/content/posts', 'demo');
    expect(await screen.findByText('remote content/ContentSection')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('renders builder routes full-screen, outside the dashboard layout', async () => {
    renderAt('/builder/site/3/page/7', 'demo');
    expect(await screen.findByText('remote builder/PageBuilder')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it("opens a site's settings at /builder/site/:siteId/settings, not the page builder", async () => {
    renderAt('/builder/site/3/settings', 'demo');
    expect(await screen.findByText('remote builder/SiteSettings')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it("opens a site's settings at /dashboard/sites/:siteId/settings inside the layout, not 'Coming Soon'", async () => {
    renderAt('/dashboard/sites/4/settings', 'demo');
    expect(await screen.findByText('remote builder/SiteSettings')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByText('Coming Soon')).toBeNull();
  });

  it.each([
    ['/dashboard/sites/4/shop', 'shop/ShopSection'],
    ['/dashboard/sites/4/shop/settings', 'shop/ShopSection'],
    ['/dashboard/sites/4/shop/products/new', 'shop/ShopSection'],
    ['/dashboard/sites/4/settings', 'builder/SiteSettings'],
    ['/dashboard/sites/4/themes', 'builder/Themes'],
  ])("opens %s with %s: a site's shop and the builder's site screens do not shadow each other", async (path, screenId) => {
    renderAt(path, 'demo');
    expect(await screen.findByText(`remote ${screenId}`)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it("opens Create Template in the layout and a template's preview full-screen, not 'Coming Soon'", async () => {
    renderAt('/dashboard/templates/create', 'demo');
    expect(await screen.findByText('remote builder/CreateTemplate')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it.each(['/templates/8/preview', '/dashboard/templates/8/preview'])('renders the template preview at %s full-screen', async (path) => {
    renderAt(path, 'demo');
    expect(await screen.findByText('remote builder/TemplatePreview')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('tells other users a staff-only screen is for staff only, at its address, and hides the staff sections', async () => {
    renderAt('/dashboard/admin/users', 'demo');
    expect(await screen.findByText('For staff only')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(current.pathname).toBe('/dashboard/admin/users');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByText('Administration')).toBeNull();
  });

  it.each([
    ['/dashboard/admin/roles', 'Roles'],
    ['/dashboard/dev/api', 'API Explorer'],
    ['/dashboard/dev/health', 'Health'],
  ])('tells a non-staff user %s is for staff only', async (path, title) => {
    renderAt(path, 'demo');
    expect(await screen.findByText('For staff only')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('opens Help in place of its placeholder', async () => {
    renderAt('/dashboard/help', 'demo');
    expect(await screen.findByRole('searchbox', { name: 'Search help' })).toBeInTheDocument();
  });

  it.each(SHELL_SECTIONS.filter((section) => section.staffOnly).flatMap((section) => section.links.map((link) => [link.label, link.path])))(
    "staff menu's %s (%s) opens a screen of the app, never 'Page not found' or 'Coming Soon'",
    async (_label, path) => {
      renderAt(path, 'admin');
      expect((await screen.findAllByRole('heading', { level: 1 }))[0]).toBeInTheDocument();
      expect(screen.queryByText('Page not found')).toBeNull();
      expect(screen.queryByText('Coming Soon')).toBeNull();
      expect(current.pathname).toBe(path);
    },
  );

  it('opens Security for staff and links no staff Settings placeholder', async () => {
    renderAt('/dashboard/admin/security', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(screen.queryByText('Coming Soon')).toBeNull();
    const staffPaths = SHELL_SECTIONS.filter((section) => section.staffOnly).flatMap((section) => section.links.map((link) => link.path));
    expect(staffPaths).not.toContain('/dashboard/admin/settings');
    expect(staffPaths).not.toContain('/dashboard/admin/system');
  });

  it('sends staff who must set up two-factor authentication to their profile instead of a staff screen', async () => {
    renderAt('/dashboard/admin/security', 'pending');
    expect(await screen.findByText('Two-factor authentication is required for staff accounts.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up two-factor authentication' })).toHaveAttribute('href', '/dashboard/profile');
  });

  it('shows staff the Administration and Developer Tools sections', async () => {
    renderAt('/dashboard', 'admin');
    expect(await screen.findByText('Welcome back, admin!')).toBeInTheDocument();
    expect(screen.getByText('Administration')).toBeInTheDocument();
    expect(screen.getByText('Developer Tools')).toBeInTheDocument();
  });

  it("mounts a remote's full-screen screen declared under /dashboard outside the layout, with its params", async () => {
    renderAt('/dashboard/site/5/preview', 'demo');
    expect(await screen.findByText('remote builder/SitePreview')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('opens the public shop without signing in', async () => {
    renderAt('/shop/products/cake');
    expect(await screen.findByText('remote shop/ShopSection')).toBeInTheDocument();
    expect(current.pathname).toBe('/shop/products/cake');
  });

  it('shows Page not found for a path no remote declares, inside the layout under /dashboard', async () => {
    renderAt('/dashboard/nowhere/at/all', 'demo');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it("lists the remotes' sections in the sidebar, in their declared order", async () => {
    renderAt('/dashboard', 'demo');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await screen.findByText('Content Management');
    const headings = [...nav.querySelectorAll('[data-section]')].map((section) => section.getAttribute('data-section'));
    expect(headings).toEqual(['overview', 'content', 'sites', 'analytics', 'performance', 'shop', 'marketplace']);
  });
});
