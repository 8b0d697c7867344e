import { slugify } from '../slugify';

describe('slugify (spec 1 §5)', () => {
  it('lowercases and turns spaces into hyphens', () => expect(slugify('My Great Site')).toBe('my-great-site'));
  it('removes characters other than letters, digits, spaces and hyphens', () => expect(slugify("Bob's Café & Bar #1")).toBe('bobs-caf-bar-1'));
  it('collapses repeated hyphens', () => expect(slugify('a -- b   c')).toBe('a-b-c'));
  it('keeps digits and existing hyphens', () => expect(slugify('Summer-Sale 2026')).toBe('summer-sale-2026'));
});
