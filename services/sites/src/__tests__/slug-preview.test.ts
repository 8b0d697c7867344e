import { slugify } from '@atlas/shell-kit';
import { alice, startSites, type Harness } from './harness';

jest.mock('../seed/templates', () => ({ templateLibrary: require('./library-fixture').libraryFixture }), { virtual: true });

// The builder previews a slug with the shell kit's slugify; the service derives the one it stores.
// Both must be the same rule, or the address a user saw is not the address they get.

let h: Harness;
beforeAll(async () => {
  h = await startSites();
});
afterAll(async () => {
  await h.service.close();
});

describe('the slug a title gets', () => {
  it.each(['Café Menu', 'Crème Brûlée & Co.', "  Bob's   Bar -- #1  "])(
    'is the same in the client preview and on the server: %p',
    async (title) => {
      const site = await h.createSite(alice, `preview-${slugify(title)}`);
      const page = await h.createPage(alice, site.id, title);
      expect(page.slug).toBe(slugify(title));
    },
  );

  it('folds the letters Unicode does not split alike on both sides: "Ünïcödé Straße" is unicode-strasse', async () => {
    const site = await h.createSite(alice, slugify('Ünïcödé Straße'));
    expect(site.slug).toBe('unicode-strasse');
    for (const title of ['Ünïcödé Straße', 'Smørrebrød & Æbleskiver']) {
      expect((await h.createPage(alice, site.id, title)).slug).toBe(slugify(title));
    }
  });

  it('is "cafe-menu" for "Café Menu", and the server picks the next free one', async () => {
    const site = await h.createSite(alice, 'cafe');
    const pages = [await h.createPage(alice, site.id, 'Café Menu'), await h.createPage(alice, site.id, 'Cafe Menu')];
    expect(pages.map((page) => page.slug)).toEqual(['cafe-menu', 'cafe-menu-2']);
  });
});
