/** The user the screens see as signed in (`useAuth`): ada, id 1, unless a test signs in someone else. */
export const signedIn = { user: { id: 1, username: 'ada', email: 'ada@example.com', is_staff: false } };

/**
 * The kit's auth module with `useAuth` answering `signedIn`, for
 * `jest.mock('@atlas/shell-kit/src/auth/auth-provider', () => require('../test-support/signed-in').signedInAuth())`.
 */
export function signedInAuth() {
  return {
    ...jest.requireActual('@atlas/shell-kit/src/auth/auth-provider'),
    useAuth: () => ({ user: signedIn.user, loading: false, isAuthenticated: true, isStaff: signedIn.user.is_staff }),
  };
}
