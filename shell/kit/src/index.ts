// @atlas/shell-kit: what the shell and every remote share (a Module Federation singleton).
// Styles: the shell imports '@atlas/shell-kit/src/styles/atlas.css' once.
export { AuthProvider, useAuth } from './auth/auth-provider';
export type { AuthContextValue, LoginResult, Me, RegisterResult, RegistrationForm, User } from './auth/auth-provider';
// The account screens' shapes (Profile, staff Users), from the identity service's contract.
export type {
  Account,
  AccountChanges,
  AccountPage,
  PasswordChange,
  PasswordChanged,
  PasswordConfirmation,
  ProfileChanges,
  RecoveryCodes,
  SessionSummary,
  TwoFactorCode,
  TwoFactorSetup,
} from '@atlas/identity/contract';
export {
  api,
  ApiError,
  apiUrl,
  configureApi,
  fitsKeepalive,
  KEEPALIVE_BODY_LIMIT,
  listOf,
  onSessionEnded,
  refreshAccessToken,
  request,
  API_BASE,
} from './api/client';
export type { RequestOptions } from './api/client';
export { errorText, fieldErrors, staleVersionCurrent, staleVersionSavedBy } from './api/error-text';
export { TOKEN_KEYS, clearTokens, getAccessToken, getRefreshToken } from './api/tokens';
export { uploadForm } from './api/upload';
export { queryClient } from './query';
export { useTheme, readStoredTheme, readThemeChoice, applyThemeChoice, THEME_STORAGE_KEY } from './theme/use-theme';
export type { Theme, ThemeChoice } from './theme/use-theme';
export { formatCount, formatCountOf, formatBytes } from './format/numbers';
export { formatDate, formatRelative } from './format/dates';
export { slugify } from './format/slugify';
export { copyText } from './format/copy-text';
export { Badge, StatusBadge } from './ui/badge';
export type { BadgeTone } from './ui/badge';
export { Button } from './ui/button';
export type { ButtonProps } from './ui/button';
export { Card } from './ui/card';
export { ConfirmDialog } from './ui/confirm-dialog';
export { EditConflictDialog, type EditConflictDialogProps } from './ui/edit-conflict-dialog';
export { EmptyState } from './ui/empty-state';
export { editSessionId, fromThisTab, EDIT_SESSION_KEY } from './collaboration/edit-session';
export { SaveOnLeave, useSaveOnLeave, LEAVE_UNSAVED_MESSAGE, LEAVE_UNSAVED_TITLE } from './collaboration/save-on-leave';
export type { SaveOnLeaveOptions, LeavingState } from './collaboration/save-on-leave';
export { usePresence, presenceSocketUrl, PRESENCE_HEARTBEAT_MS } from './collaboration/presence';
export type { PresenceState } from './collaboration/presence';
export type { PresenceKind, PresentPerson, PageLock } from '@atlas/sites/contract';
export { PresenceBar } from './collaboration/presence-bar';
export { useEditLock, editLockPath, LOCK_RENEW_MS } from './collaboration/edit-lock';
export type { EditLockState, LockStatus } from './collaboration/edit-lock';
export { EditLockBanner, type EditLockBannerProps } from './collaboration/edit-lock-banner';
export { PreviewLinksDialog, type PreviewLinksDialogProps } from './collaboration/preview-links-dialog';
export { previewLinkKeys, type PreviewLink } from './collaboration/preview-links';
export { ErrorState } from './ui/error-state';
export { Input } from './ui/input';
export { Modal } from './ui/modal';
export { FormDialog, type FormDialogProps } from './ui/form-dialog';
export { PageHeader } from './ui/page-header';
export { Pagination } from './ui/pagination';
export { Select } from './ui/select';
export type { SelectOption } from './ui/select';
export { Skeleton } from './ui/skeleton';
export { Tabs } from './ui/tabs';
export type { TabItem } from './ui/tabs';
export { ToastProvider, useToast } from './ui/toast';
export type { ToastApi, ToastTone } from './ui/toast';
export { cx } from './ui/classes';
export { fetchSites, pageKeys, siteKeys, sitePagesQuery, siteQuery, siteWasListed, sitesQuery, templateKeys } from './data/sites';
export { useSiteAccessLost } from './data/site-access';
export { SiteAccessLost } from './ui/site-access-lost';
export { useSiteRole, useSiteRoles } from './data/site-roles';
export { contentKeys, recentContentQuery } from './data/content';
export { dashboardStatsQuery, recentActivityQuery, statsKeys } from './data/analytics';
export { systemStatusKeys, systemStatusQuery } from './data/system-status';
export { pageSpeedKeys, pageSpeedQuery } from './data/performance';
export type { SystemComponentStatus, SystemStatus } from './data/system-status';
export {
  cartHeaders,
  cartKeys,
  cartRequest,
  inStore,
  PLATFORM_STORE,
  productKeys,
  productListQuery,
  rememberCart,
  shopApiUrl,
  shopRequest,
  siteShopKeys,
  siteShopsQuery,
  storeKey,
  storeQuery,
  useCart,
} from './data/shop';
export type { ShopStore, SiteShop } from './data/shop';
export type {
  QuickAction,
  RemoteCrumb,
  RemoteDeclaration,
  RemoteFrame,
  RemoteLink,
  RemoteMount,
  RemoteSection,
  RuntimeDeclaration,
} from './federation/types';
