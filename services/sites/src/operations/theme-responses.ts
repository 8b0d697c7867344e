import type { Static } from '@atlas/service-kit';
import type { PresetRow, SiteThemeRow, ThemeRow, VariationRow } from '../repositories/themes';
import type { Preset, ResolvedTheme, SiteTheme, Theme, ThemeVariation } from '../schemas/themes';
import { CSS_VARIABLE_NAME_PATTERN, contrastWarnings, isCssVariableValue, THEME_FONTS } from '../rules/theme-rules';

const iso = (value: Date | string) => new Date(value).toISOString();

export function themeResponse(theme: ThemeRow, variationsCount: number): Theme {
  return {
    id: theme.id,
    name: theme.name,
    description: theme.description,
    theme_type: theme.theme_type,
    primary_color: theme.primary_color,
    secondary_color: theme.secondary_color,
    accent_color: theme.accent_color,
    background_color: theme.background_color,
    text_color: theme.text_color,
    heading_font: theme.heading_font,
    body_font: theme.body_font,
    border_radius: theme.border_radius,
    spacing_unit: theme.spacing_unit,
    max_width: theme.max_width,
    preview_image: theme.preview_image,
    is_premium: theme.is_premium,
    is_default: theme.is_default,
    variations_count: variationsCount,
  };
}

export function variationResponse(variation: VariationRow): ThemeVariation {
  return {
    id: variation.id,
    theme: variation.theme_id,
    name: variation.name,
    description: variation.description,
    primary_color: variation.primary_color,
    secondary_color: variation.secondary_color,
    accent_color: variation.accent_color,
    background_color: variation.background_color,
    text_color: variation.text_color,
    heading_font: variation.heading_font,
    body_font: variation.body_font,
  };
}

export function presetResponse(preset: PresetRow, theme: Theme, variation: VariationRow | undefined): Preset {
  return {
    id: preset.id,
    name: preset.name,
    description: preset.description,
    category: preset.category,
    base_theme: preset.base_theme_id,
    base_variation: preset.base_variation_id,
    base_theme_details: theme,
    base_variation_details: variation ? variationResponse(variation) : null,
    customizations: preset.customizations ?? {},
    is_featured: preset.is_featured,
    is_premium: preset.is_premium,
  };
}

/** The stored `--atlas-*` variables that still pass today's rules (a rule tightened later drops, never serves, an old value). */
function validVariables(variables: Record<string, string> | null | undefined): Record<string, string> {
  const pattern = new RegExp(CSS_VARIABLE_NAME_PATTERN);
  return Object.fromEntries(Object.entries(variables ?? {}).filter(([name, value]) => pattern.test(name) && isCssVariableValue(value)));
}

const knownFont = (name: string | null | undefined) => (name && name in THEME_FONTS ? name : undefined);

/** Theme, then variation, then the site's customisation: the values the site's pages wear. */
export function resolveTheme(
  theme: ThemeRow,
  variation: VariationRow | undefined | null,
  custom?: SiteThemeRow,
): Static<typeof ResolvedTheme> {
  const v = variation ?? undefined;
  const variables = validVariables(custom?.custom_css_variables);
  return {
    theme_id: theme.id,
    theme_name: theme.name,
    variation_id: v?.id ?? null,
    primary_color: custom?.custom_primary_color ?? v?.primary_color ?? theme.primary_color,
    secondary_color: custom?.custom_secondary_color ?? v?.secondary_color ?? theme.secondary_color,
    accent_color: custom?.custom_accent_color ?? v?.accent_color ?? theme.accent_color,
    background_color: custom?.custom_background_color ?? v?.background_color ?? theme.background_color,
    text_color: custom?.custom_text_color ?? v?.text_color ?? theme.text_color,
    heading_font: knownFont(custom?.custom_heading_font) ?? knownFont(v?.heading_font) ?? theme.heading_font,
    body_font: knownFont(custom?.custom_body_font) ?? knownFont(v?.body_font) ?? theme.body_font,
    border_radius: variables['--atlas-border-radius'] ?? variables['--atlas-radius'] ?? theme.border_radius,
    spacing_unit: variables['--atlas-spacing-unit'] ?? variables['--atlas-spacing'] ?? theme.spacing_unit,
    max_width: variables['--atlas-max-width'] ?? theme.max_width,
    css_variables: variables,
    custom_css: custom?.custom_css ?? '',
  };
}

export function siteThemeResponse(
  row: SiteThemeRow,
  theme: ThemeRow,
  variation: VariationRow | undefined,
  variationsCount: number,
): SiteTheme {
  const resolved = resolveTheme(theme, variation, row);
  return {
    id: row.id,
    site: row.site_id,
    theme: row.theme_id,
    variation: row.variation_id,
    theme_details: themeResponse(theme, variationsCount),
    variation_details: variation ? variationResponse(variation) : null,
    custom_primary_color: row.custom_primary_color,
    custom_secondary_color: row.custom_secondary_color,
    custom_accent_color: row.custom_accent_color,
    custom_background_color: row.custom_background_color,
    custom_text_color: row.custom_text_color,
    custom_heading_font: row.custom_heading_font,
    custom_body_font: row.custom_body_font,
    custom_css_variables: row.custom_css_variables ?? {},
    custom_css: row.custom_css,
    resolved,
    warnings: contrastWarnings(resolved),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
