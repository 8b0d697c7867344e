import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { RolesScreen } from '../roles-screen';
import { CAPABILITIES, ROLES, roleMay } from '../role-matrix';
import { renderScreen } from '../../account/__tests__/fetch-stub';

// Issue 25's table, as the issue writes it.
const ISSUE_TABLE = `
| role | may |
|---|---|
| viewer | read everything of the site: pages, content, media, menus, analytics, page speed (the shop stays the staff's) |
| author | viewer + create, edit and publish **their own** posts, upload media |
| editor | author + every page (builder, publish, revisions), every post, media, menus, navigation, templates of the site |
| admin | editor + site settings, domains, themes, the site's modules, redirects, webhooks, goals, members (not the owner) |
| owner | admin + delete the site, transfer ownership; exactly one per site |
`;

describe('the role matrix', () => {
  it("is the issue's table, word for word and in its order", () => {
    const rows = ISSUE_TABLE.trim()
      .split('\n')
      .slice(2)
      .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| | \|$/g, '')));
    expect(ROLES.map(({ role, may }) => [role, may])).toEqual(rows);
  });

  it('gives each role everything of the role below it', () => {
    for (const capability of CAPABILITIES) {
      const allowed = ROLES.map(({ role }) => roleMay(role, capability));
      expect(allowed).toEqual([...allowed].sort((a, b) => Number(a) - Number(b)));
      expect(allowed[ROLES.length - 1]).toBe(true);
    }
  });

  it('keeps the owner alone able to delete the site, and members managed from admin up', () => {
    const at = (action: RegExp) => CAPABILITIES.find((capability) => action.test(capability.action))!.least;
    expect(at(/Delete the site/)).toBe('owner');
    expect(at(/members/)).toBe('admin');
    expect(at(/every page/)).toBe('editor');
    expect(at(/their own posts/)).toBe('author');
    expect(at(/^Read/)).toBe('viewer');
  });
});

describe('Roles screen', () => {
  it('shows the roles and the matrix as tables with row and column headers', () => {
    renderScreen(<RolesScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument();
    const [roles, matrix] = screen.getAllByRole('table');
    expect(
      within(roles)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(ROLES.map(({ role }) => role));
    expect(within(roles).getByText('their own')).toContainHTML('their own');
    expect(within(roles).getByText('their own').tagName).toBe('STRONG');
    const deleteRow = within(matrix).getByRole('row', { name: /Delete the site/ });
    expect(
      within(deleteRow)
        .getAllByText(/^(Yes|No)$/)
        .map((cell) => cell.textContent),
    ).toEqual(['No', 'No', 'No', 'No', 'Yes']);
  });
});
