import { useMutation } from '@tanstack/react-query';
import { api, refreshAccessToken, useAuth } from '@atlas/shell-kit';
import type { PasswordConfirmation, RecoveryCodes, TwoFactorCode, TwoFactorSetup } from '@atlas/identity/contract';

// The signed-in user's authenticator-app second factor; whether it is on is the user's `two_factor_enabled`
// (GET /api/auth/me/), so turning it on or off refreshes the user.

/** A new secret and its otpauth URL, pending until a code confirms it. */
export const useStartTwoFactorSetup = () => useMutation({ mutationFn: () => api.post<TwoFactorSetup>('/auth/2fa/setup/') });

/**
 * The first code turns it on; the answer is the ten recovery codes, shown once. A staff account that had to
 * set it up gets its staff rights in its next token, so the token is renewed at once.
 */
export function useEnableTwoFactor() {
  const { refreshUser, user } = useAuth();
  return useMutation({
    mutationFn: (body: TwoFactorCode) => api.post<RecoveryCodes>('/auth/2fa/enable/', body),
    onSuccess: async () => {
      if (user?.staff_two_factor_required) await refreshAccessToken();
      await refreshUser();
    },
  });
}

export function useDisableTwoFactor() {
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: (body: PasswordConfirmation) => api.post<null>('/auth/2fa/disable/', body),
    onSuccess: () => refreshUser(),
  });
}

/** Ten new recovery codes; the earlier ones stop working. */
export const useNewRecoveryCodes = () =>
  useMutation({ mutationFn: (body: PasswordConfirmation) => api.post<RecoveryCodes>('/auth/2fa/recovery-codes/', body) });
