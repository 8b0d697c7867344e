import { DEFAULT_SITE_SETTINGS, LANGUAGES, SITE_THEMES, TIMEZONES, slugify } from '../site-rules';
import { SiteSettings } from '../schemas/settings';

describe('the slug rule', () => {
  it.each([
    ['My Great Site', 'my-great-site'],
    ['Café Menu', 'cafe-menu'],
    ["Bob's Café & Bar #1", 'bobs-cafe-bar-1'],
    ['a -- b   c', 'a-b-c'],
    ['Summer-Sale 2026', 'summer-sale-2026'],
    ['Contact!', 'contact'],
    ['  Über uns  ', 'uber-uns'],
    ['-Hello-', 'hello'],
    ['!!!', ''],
  ])('turns %p into %p', (text, slug) => expect(slugify(text)).toBe(slug));
});

describe('the site settings', () => {
  it('has a default for every setting and no default for anything else', () => {
    expect(Object.keys(DEFAULT_SITE_SETTINGS).sort()).toEqual(Object.keys(SiteSettings.properties).sort());
  });

  it('defaults to a value of each option list', () => {
    expect(LANGUAGES).toContain(DEFAULT_SITE_SETTINGS.default_language);
    expect(TIMEZONES).toContain(DEFAULT_SITE_SETTINGS.timezone);
    expect(SITE_THEMES).toContain(DEFAULT_SITE_SETTINGS.theme);
  });
});
