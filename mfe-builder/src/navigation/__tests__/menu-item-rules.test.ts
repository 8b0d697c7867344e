import { menuItemFromForm, pageUrl, urlForType } from '../menu-item-rules';

const base = { id: 'x', order: 0 };

test('a home item always points to /', () => {
  expect(menuItemFromForm({ label: 'Home', url: '/anything', type: 'home' }, base)).toMatchObject({
    url: '/',
    is_external: false,
    style: 'default',
  });
});

test('a contact item always points to /contact', () => {
  expect(urlForType('contact', '')).toBe('/contact');
});

test('an external url without a scheme gains https:// and is marked external', () => {
  expect(menuItemFromForm({ label: 'Docs', url: 'example.com/docs', type: 'external' }, base)).toMatchObject({
    url: 'https://example.com/docs',
    is_external: true,
  });
  expect(urlForType('external', 'http://plain.test')).toBe('http://plain.test');
});

test('label and url must be non-empty after trimming, else nothing is submitted', () => {
  expect(menuItemFromForm({ label: '   ', url: '/about', type: 'page' }, base)).toBeNull();
  expect(menuItemFromForm({ label: 'About', url: '  ', type: 'external' }, base)).toBeNull();
});

test('a page item links to the public page of the site', () => {
  expect(pageUrl('acme', { slug: 'about', is_home_page: false })).toBe('/acme/about');
  expect(pageUrl('acme', { slug: 'home', is_home_page: true })).toBe('/acme');
  expect(menuItemFromForm({ label: ' About ', url: '/acme/about', type: 'page', pageId: 4 }, base)).toMatchObject({
    label: 'About',
    url: '/acme/about',
    page_id: 4,
    is_external: false,
  });
});
