import {
  breadcrumbsFor,
  crumbNamesFor,
  navigationFrom,
  quickActionsFor as quickActionsIn,
  visibleSections as visibleIn,
} from '../navigation';
import { declaredRemotes } from '../../test-support/declared-remotes';

// The sidebar as the remotes of this repository declare it.
const sections = navigationFrom(declaredRemotes());
const visibleSections = (isStaff: boolean) => visibleIn(sections, isStaff);
const quickActionsFor = (pathname: string) => quickActionsIn(sections, pathname);

describe('dashboard navigation', () => {
  it('shows Administration and Developer Tools to staff only', () => {
    const labels = (staff: boolean) => visibleSections(staff).map((section) => section.label);
    expect(labels(true)).toEqual(expect.arrayContaining(['Administration', 'Developer Tools']));
    expect(labels(false)).not.toContain('Administration');
    expect(labels(false)).not.toContain('Developer Tools');
  });

  it('derives breadcrumbs from the path', () => {
    expect(breadcrumbsFor('/dashboard/content/12/edit')).toEqual([
      { label: 'Dashboard', path: '/dashboard' },
      { label: 'Content', path: '/dashboard/content' },
      { label: '12', path: '/dashboard/content/12' },
      { label: 'Edit', path: '/dashboard/content/12/edit' },
    ]);
    expect(breadcrumbsFor('/dashboard/products/manage').map((crumb) => crumb.label)).toEqual(['Dashboard', 'Products', 'Manage']);
  });

  it('reads a crumb as the name it is given for its path, and keeps the id otherwise', () => {
    const names = new Map([['/dashboard/sites/2', 'Bakery']]);
    expect(breadcrumbsFor('/dashboard/sites/2/themes', [], names).map((crumb) => crumb.label)).toEqual([
      'Dashboard',
      'Sites',
      'Bakery',
      'Themes',
    ]);
    expect(breadcrumbsFor('/dashboard/sites/7/themes', [], names).map((crumb) => crumb.label)).toEqual([
      'Dashboard',
      'Sites',
      '7',
      'Themes',
    ]);
  });

  it("knows which crumbs are ids and what names them: any mount's :siteId a site, the remotes' declared crumbs the rest", () => {
    const remotes = declaredRemotes();
    const named = (path: string) => Object.fromEntries(crumbNamesFor(path, remotes));
    expect(named('/dashboard/sites/2/themes')).toEqual({ '/dashboard/sites/2': { site: 2 } });
    expect(named('/dashboard/themes/2')).toEqual({ '/dashboard/themes/2': { site: 2 } });
    expect(named('/dashboard/sites/2/settings')).toEqual({ '/dashboard/sites/2': { site: 2 } });
    expect(named('/dashboard/menus/2/3')).toEqual({
      '/dashboard/menus/2': { site: 2 },
      '/dashboard/menus/2/3': { api: '/api/menus/3/', field: 'name' },
    });
    expect(named('/dashboard/content/5/preview')).toEqual({ '/dashboard/content/5': { api: '/api/content/5/', field: 'title' } });
    expect(named('/dashboard/content/5/edit')).toEqual({ '/dashboard/content/5': { api: '/api/content/5/', field: 'title' } });
    // words are not ids, and an id no declaration covers keeps its number
    expect(named('/dashboard/content/new')).toEqual({});
    expect(named('/dashboard/sites/new')).toEqual({});
    expect(named('/dashboard/orders/12')).toEqual({});
  });

  it('offers quick actions that depend on the section', () => {
    expect(quickActionsFor('/dashboard/content/posts').map((action) => action.label)).toContain('New Post');
    expect(quickActionsFor('/dashboard/orders').map((action) => action.label)).toContain('Your Orders');
  });

  it("labels a remote's own screen by its sidebar link, and survives a malformed segment", () => {
    const withNotes = navigationFrom([
      ...declaredRemotes(),
      {
        name: 'notes',
        version: '1',
        sections: [{ id: 'notes', label: 'Notes', icon: 'file', order: 70 }],
        links: [{ section: 'notes', label: 'Team Notes', path: '/dashboard/team-notes', order: 1 }],
      },
    ]);
    expect(breadcrumbsFor('/dashboard/team-notes', withNotes).map((crumb) => crumb.label)).toEqual(['Dashboard', 'Team Notes']);
    expect(breadcrumbsFor('/dashboard/%E0%A4%A', withNotes).map((crumb) => crumb.label)).toEqual(['Dashboard', '%E0%A4%A']);
    expect(withNotes.map((section) => section.id)).toContain('notes');
  });
});
