import { currentValue, withChange } from '../settings-fields';
import type { Site } from '../../api/types';

const site = { id: 1, name: 'Acme', slug: 'acme', description: '', is_published: false, meta_title: 'Old' } as Site;

test('a field without a stored value shows the default', () => {
  expect(currentValue(site, {}, 'default_language')).toBe('en');
  expect(currentValue(site, {}, 'allow_indexing')).toBe(true);
  expect(currentValue(site, {}, 'www_redirect')).toBe(false);
  expect(currentValue(site, {}, 'primary_color')).toBe('#3b82f6');
});

test('an edit back to the saved value is no longer pending', () => {
  const edited = withChange(site, {}, 'meta_title', 'New');
  expect(edited).toEqual({ meta_title: 'New' });
  expect(withChange(site, edited, 'meta_title', 'Old')).toEqual({});
});
