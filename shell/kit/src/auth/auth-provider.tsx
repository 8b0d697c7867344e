import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError, api, onSessionEnded } from '../api/client';
import { clearTokens, getAccessToken, getRefreshToken, storeLoginTokens, storeRegisterTokens } from '../api/tokens';
import { errorText } from '../api/error-text';

/** The signed-in user as the identity service answers it (`Me`: with `two_factor_enabled`). */
export type { Me, User } from '@atlas/identity/contract';
import type { LoginAnswer, Me, Registration, Session } from '@atlas/identity/contract';

/** What the registration form sends: the identity service's register body. */
export type RegistrationForm = Registration;

export type LoginResult =
  | { success: true }
  | { success: false; error: string }
  /** The password was right and the account has the second factor on: `verifySecondFactor` ends the sign-in. */
  | { success: false; twoFactorChallenge: string };
/** Register failure carries the whole parsed error body, or 'Network error'. */
export type RegisterResult = { success: true; signedIn: boolean } | { success: false; error: unknown };

export interface AuthContextValue {
  user: Me | null;
  loading: boolean;
  isAuthenticated: boolean;
  isStaff: boolean;
  login(username: string, password: string): Promise<LoginResult>;
  /** The second step of a sign-in: the login's challenge and a 6-digit code of the authenticator app or a recovery code. */
  verifySecondFactor(challenge: string, code: string): Promise<LoginResult>;
  register(form: RegistrationForm): Promise<RegisterResult>;
  logout(): Promise<void>;
  refreshUser(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface TokenPair {
  access?: string;
  refresh?: string;
}

/**
 * The session state machine: loading at start; a stored access token leads to a
 * current-user fetch (ok → authenticated, non-ok → silent logout, network failure → unchanged).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<Me | null>(null);
  const [loading, setLoading] = useState(true);
  const mounted = useRef(true);

  const fetchUser = useCallback(async () => {
    try {
      const me = await api.get<Me>('/auth/me/', { redirectOnUnauthorized: false });
      if (mounted.current) setUser(me);
    } catch (error) {
      if (error instanceof ApiError) {
        clearTokens();
        if (mounted.current) setUser(null);
      }
      // A network failure leaves the state as it was.
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    const stop = onSessionEnded(() => setUser(null));
    if (getAccessToken()) {
      fetchUser().finally(() => mounted.current && setLoading(false));
    } else {
      setLoading(false);
    }
    return () => {
      mounted.current = false;
      stop();
    };
  }, [fetchUser]);

  /** Tokens of a finished sign-in are stored, then the user is fetched. */
  const signedIn = useCallback(
    async (tokens: Partial<Session>): Promise<LoginResult> => {
      if (!tokens?.access) return { success: false, error: 'Login failed' };
      storeLoginTokens(tokens.access, tokens.refresh);
      await fetchUser();
      return { success: true };
    },
    [fetchUser],
  );

  const login = useCallback(
    async (username: string, password: string): Promise<LoginResult> => {
      try {
        const answer = await api.post<LoginAnswer>('/auth/login/', { username, password }, { auth: false });
        if (answer && 'two_factor_required' in answer) return { success: false, twoFactorChallenge: answer.challenge };
        return await signedIn(answer ?? {});
      } catch (error) {
        if (error instanceof ApiError) return { success: false, error: errorText(error, 'Login failed') };
        return { success: false, error: 'Network error' };
      }
    },
    [signedIn],
  );

  const verifySecondFactor = useCallback(
    async (challenge: string, code: string): Promise<LoginResult> => {
      try {
        return await signedIn(await api.post<Session>('/auth/login/2fa/', { challenge, code }, { auth: false }));
      } catch (error) {
        if (error instanceof ApiError) return { success: false, error: errorText(error, 'Verification failed') };
        return { success: false, error: 'Network error' };
      }
    },
    [signedIn],
  );

  const register = useCallback(
    async (form: RegistrationForm): Promise<RegisterResult> => {
      try {
        const tokens = await api.post<TokenPair>('/auth/register/', form, { auth: false });
        if (!tokens?.access) return { success: true, signedIn: false };
        storeRegisterTokens(tokens.access, tokens.refresh);
        await fetchUser();
        return { success: true, signedIn: true };
      } catch (error) {
        if (error instanceof ApiError) return { success: false, error: error.body };
        return { success: false, error: 'Network error' };
      }
    },
    [fetchUser],
  );

  const logout = useCallback(async () => {
    const refresh = getRefreshToken();
    clearTokens();
    setUser(null);
    if (refresh) {
      // Revokes the refresh token server-side; the local session is gone whatever it answers.
      await api.post('/auth/logout/', { refresh }, { auth: false }).catch(() => undefined);
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      isAuthenticated: user !== null,
      isStaff: Boolean(user?.is_staff),
      login,
      verifySecondFactor,
      register,
      logout,
      refreshUser: fetchUser,
    }),
    [user, loading, login, verifySecondFactor, register, logout, fetchUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
