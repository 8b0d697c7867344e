import {
  DEFAULT_SITE_SETTINGS,
  DERIVED_SLUG_LENGTH,
  LANGUAGES,
  SITE_THEMES,
  TIMEZONES,
  derivedSlug,
  slugify,
  SLUG_PATTERN,
} from '../rules/site-rules';
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

  it.each([
    ['café', 'cafe'],
    ['Ünïcödé Straße', 'unicode-strasse'],
    ['GROẞE Brücke', 'grosse-brucke'],
    ['Smørrebrød & Æbleskiver', 'smorrebrod-aebleskiver'],
    ['Œuvre Łódź Þing', 'oeuvre-lodz-thing'],
    ['Ďáblická Čokoláda', 'dablicka-cokolada'],
  ])('folds the letters of %p as their base letters: %p', (text, slug) => expect(slugify(text)).toBe(slug));

  it('keeps to a length without a hyphen at the end, and leaves a derived slug room for a -N', () => {
    const long = `${'a'.repeat(89)} ${'b'.repeat(20)}`;
    expect(slugify(long)).toBe(`${'a'.repeat(89)}-${'b'.repeat(10)}`);
    expect(slugify(long, 90)).toBe('a'.repeat(89));
    expect(derivedSlug(long, 'page')).toBe('a'.repeat(89));
    expect(derivedSlug('!!!', 'page')).toBe('page');
    expect(DERIVED_SLUG_LENGTH).toBe(90);
    for (const text of ['Ünïcödé Straße', long, ' -- Crème -- ']) expect(slugify(text)).toMatch(new RegExp(SLUG_PATTERN));
  });
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
