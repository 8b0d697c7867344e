import { serverErrors, validateRegistration } from '../registration';
import { safeNext } from '../safe-next';

describe('registration checks', () => {
  const valid = { username: 'new.user-1', email: 'new@example.com', password: 'longenough', confirmation: 'longenough' };
  it('accepts a valid form', () => expect(validateRegistration(valid)).toEqual({}));
  it('refuses short or odd usernames, bad emails, short passwords and a mismatched confirmation', () => {
    expect(Object.keys(validateRegistration({ username: 'ab', email: 'nope', password: 'short', confirmation: 'other' })).sort()).toEqual([
      'confirmation',
      'email',
      'password',
      'username',
    ]);
    expect(validateRegistration({ ...valid, username: 'has space' }).username).toBeDefined();
  });
  it('maps server errors to fields', () => {
    expect(serverErrors({ username: ['A user with that username already exists.'] })).toEqual({
      username: 'A user with that username already exists.',
    });
    expect(serverErrors({ detail: 'body/email must match format "email"' })).toEqual({ email: 'body/email must match format "email"' });
    expect(serverErrors({ detail: 'Registration is closed' })).toEqual({ form: 'Registration is closed' });
    expect(serverErrors({ detail: 'Taken', username: 'Taken' })).toEqual({ username: 'Taken' });
  });
});

describe('safeNext', () => {
  it('keeps an in-app path', () => expect(safeNext('?next=%2Fdashboard%2Fsites')).toBe('/dashboard/sites'));
  it('refuses other origins and loops', () => {
    expect(safeNext('?next=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(safeNext('?next=%2F%2Fevil.example')).toBe('/dashboard');
    expect(safeNext('?next=%2Flogin')).toBe('/dashboard');
    expect(safeNext('')).toBe('/dashboard');
  });
});
