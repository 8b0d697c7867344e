import { loginLimits, registrationLimits } from '../operations/throttle-limits';

test('keeps the built-in limits when the operator sets nothing', () => {
  expect(loginLimits({})).toEqual({ windowMs: 15 * 60_000, perUsername: 5, perAddress: 30 });
  expect(registrationLimits({})).toEqual({ windowMs: 60 * 60_000, perAddress: 10 });
});

test('takes the limits an operator sets in the environment', () => {
  const env = {
    ATLAS_LOGIN_WINDOW_MINUTES: '5',
    ATLAS_LOGIN_LIMIT_PER_USERNAME: '3',
    ATLAS_LOGIN_LIMIT_PER_ADDRESS: '100',
    ATLAS_REGISTER_WINDOW_MINUTES: '1440',
    ATLAS_REGISTER_LIMIT_PER_ADDRESS: '2',
  };
  expect(loginLimits(env)).toEqual({ windowMs: 5 * 60_000, perUsername: 3, perAddress: 100 });
  expect(registrationLimits(env)).toEqual({ windowMs: 1440 * 60_000, perAddress: 2 });
});

test('refuses to start with a limit that is not a whole number in range, naming the variable', () => {
  expect(() => loginLimits({ ATLAS_LOGIN_LIMIT_PER_USERNAME: 'lots' })).toThrow('ATLAS_LOGIN_LIMIT_PER_USERNAME must be a whole number');
  expect(() => loginLimits({ ATLAS_LOGIN_LIMIT_PER_ADDRESS: '0' })).toThrow('ATLAS_LOGIN_LIMIT_PER_ADDRESS must be a whole number from 1');
  expect(() => registrationLimits({ ATLAS_REGISTER_WINDOW_MINUTES: '99999' })).toThrow('ATLAS_REGISTER_WINDOW_MINUTES');
});
