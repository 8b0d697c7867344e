import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, errorText } from '@atlas/shell-kit';
import type { SiteTheme, Theme, ThemeCustomization, ThemePreset, ThemeVariation } from '@atlas/sites/contract';

/** A step the page cannot take, refused as the service refuses it (400 with its detail). */
const refused = (detail: string) => Promise.reject(new ApiError(400, 'Bad Request', { detail }));

/** 'Failed to reset theme: {the service's reason}', or the sentence alone when there is no reason. */
export function themeFailure(sentence: string, error: unknown): string {
  const reason = errorText(error, '');
  return reason ? `${sentence}: ${reason}` : sentence;
}

export const themeKeys = {
  all: ['themes'] as const,
  list: (siteId: number) => ['themes', 'list', siteId] as const,
  presets: () => ['themes', 'presets'] as const,
  variations: (themeId: number) => ['themes', 'variations', themeId] as const,
  css: (themeId: number, variationId: number | null) => ['themes', 'css', themeId, variationId] as const,
  siteTheme: (siteId: number) => ['themes', 'site-theme', siteId] as const,
};

/** The themes the site may wear: the shipped ones and those of the packs on the user's account or on the site. */
export function useThemes(siteId: number) {
  return useQuery({ queryKey: themeKeys.list(siteId), queryFn: () => api.get<Theme[]>('/themes/themes/', { query: { site: siteId } }) });
}

export function useFeaturedPresets() {
  return useQuery({
    queryKey: themeKeys.presets(),
    queryFn: () => api.get<ThemePreset[]>('/themes/presets/', { query: { is_featured: true } }),
  });
}

export function useVariations(themeId: number | null) {
  return useQuery({
    queryKey: themeKeys.variations(themeId ?? 0),
    queryFn: () => api.get<ThemeVariation[]>(`/themes/themes/${themeId}/variations/`),
    enabled: themeId !== null,
  });
}

/** The theme's stylesheet (text/css) as the public pages would get it, for the preview frame. */
export function useThemeCss(themeId: number | null, variationId: number | null) {
  return useQuery({
    queryKey: themeKeys.css(themeId ?? 0, variationId),
    queryFn: async () =>
      String((await api.get<string>(`/themes/themes/${themeId}/css/`, { query: { variation: variationId ?? undefined } })) ?? ''),
    enabled: themeId !== null,
  });
}

/** The site's one site theme, or null while it has none. */
export function useSiteTheme(siteId: number) {
  return useQuery({
    queryKey: themeKeys.siteTheme(siteId),
    queryFn: async () => (await api.get<SiteTheme[]>('/themes/site-themes/', { query: { site: siteId } }))[0] ?? null,
    enabled: Number.isInteger(siteId) && siteId > 0,
  });
}

function useSiteThemeMutation<Input>(siteId: number | null, run: (input: Input) => Promise<SiteTheme>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (siteTheme) => {
      if (siteId) client.setQueryData(themeKeys.siteTheme(siteId), siteTheme);
    },
  });
}

/** The selector's Apply: the site wears the theme (and variation; null is the theme's Default). */
export function useSwitchTheme(siteId: number | null) {
  return useSiteThemeMutation(siteId, ({ themeId, variationId }: { themeId: number; variationId: number | null }) => {
    if (!siteId) return refused('Site ID is required to switch theme');
    return api.post<SiteTheme>('/themes/site-themes/switch_theme/', { site_id: siteId, theme_id: themeId, variation_id: variationId });
  });
}

export function useApplyPreset(siteId: number | null) {
  return useSiteThemeMutation(siteId, (preset: ThemePreset) => {
    if (!siteId) return refused('Site ID is required to apply preset');
    return api.post<SiteTheme>(`/themes/presets/${preset.id}/apply_to_site/`, { site_id: siteId });
  });
}

export function useCustomizeTheme(siteId: number, siteTheme: SiteTheme | null) {
  return useSiteThemeMutation(siteId, (changes: ThemeCustomization) => {
    if (!siteTheme) return refused('No site theme to customize');
    return api.post<SiteTheme>(`/themes/site-themes/${siteTheme.id}/customize/`, changes);
  });
}

export function useResetTheme(siteId: number, siteTheme: SiteTheme | null) {
  return useSiteThemeMutation(siteId, () => {
    if (!siteTheme) return refused('No site theme to reset');
    return api.post<SiteTheme>(`/themes/site-themes/${siteTheme.id}/reset/`, {});
  });
}
