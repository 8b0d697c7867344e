import { breadcrumbsFor, navigationFrom, siteIdIn, quickActionsFor as quickActionsIn, visibleSections as visibleIn } from '../navigation';
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

  it('names a site by its name where the path carries its id, and keeps the id for a site it does not know', () => {
    const names = new Map([[2, 'Bakery']]);
    expect(breadcrumbsFor('/dashboard/sites/2/themes', [], names).map((crumb) => crumb.label)).toEqual([
      'Dashboard',
      'Sites',
      'Bakery',
      'Themes',
    ]);
    expect(breadcrumbsFor('/dashboard/themes/2', [], names).map((crumb) => crumb.label)).toEqual(['Dashboard', 'Themes', 'Bakery']);
    expect(breadcrumbsFor('/dashboard/themes/7', [], names).map((crumb) => crumb.label)).toEqual(['Dashboard', 'Themes', '7']);
    // an id elsewhere is not a site's
    expect(breadcrumbsFor('/dashboard/content/2/edit', [], names).map((crumb) => crumb.label)).toEqual([
      'Dashboard',
      'Content',
      '2',
      'Edit',
    ]);
    expect(siteIdIn('/dashboard/site/2/preview')).toBe(2);
    expect(siteIdIn('/dashboard/content/2/edit')).toBeNull();
    expect(siteIdIn('/dashboard/sites/new')).toBeNull();
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
