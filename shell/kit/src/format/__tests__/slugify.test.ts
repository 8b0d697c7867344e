import { slugify } from '../slugify';

describe('slugify (the sites service rule)', () => {
  it('lowercases and turns spaces into hyphens', () => expect(slugify('My Great Site')).toBe('my-great-site'));
  it('removes characters other than letters, digits, spaces and hyphens, folding accents first', () =>
    expect(slugify("Bob's Café & Bar #1")).toBe('bobs-cafe-bar-1'));
  it('collapses repeated hyphens', () => expect(slugify('a -- b   c')).toBe('a-b-c'));
  it('keeps digits and existing hyphens', () => expect(slugify('Summer-Sale 2026')).toBe('summer-sale-2026'));
  it('folds accents: "Café Menu" is cafe-menu, as the server derives it', () => expect(slugify('Café Menu')).toBe('cafe-menu'));
  it('folds every accented letter, ß and ø included', () => {
    expect(slugify('café')).toBe('cafe');
    expect(slugify('Ünïcödé Straße')).toBe('unicode-strasse');
    expect(slugify('Smørrebrød')).toBe('smorrebrod');
  });
});
