import { breadcrumbsFor, navigationFrom, quickActionsFor as quickActionsIn, visibleSections as visibleIn } from '../navigation';
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
  });

  it('offers quick actions that depend on the section', () => {
    expect(quickActionsFor('/dashboard/content/posts').map((action) => action.label)).toContain('New Post');
    expect(quickActionsFor('/dashboard/orders').map((action) => action.label)).toContain('Your Orders');
  });
});
