import { Id, Type, type Static } from '@atlas/service-kit';
import { Timestamp } from './common';
import {
  CSS_VARIABLES_MAX,
  CSS_VARIABLE_VALUE_MAX,
  CUSTOM_CSS_MAX_BYTES,
  HEX_COLOUR_PATTERN,
  THEME_FONT_NAMES,
  THEME_TYPES,
} from '../rules/theme-rules';

const tags = { themes: ['themes'] };
export { tags as themeTags };

/** A colour field: hex only, so nothing but a colour reaches a stylesheet through it. */
const Colour = (options: { description?: string } = {}) =>
  Type.String({ pattern: HEX_COLOUR_PATTERN, errorMessage: '{path} must be a hex colour: #rgb or #rrggbb', ...options });
const Font = () => Type.Enum(THEME_FONT_NAMES, { errorMessage: `{path} must be one of the theme fonts: ${THEME_FONT_NAMES.join(', ')}` });
const Nullable = <T extends ReturnType<typeof Colour> | ReturnType<typeof Font>>(schema: T) =>
  Type.Union([schema, Type.Null()], { errorMessage: (schema as { errorMessage?: string }).errorMessage + ' (or null)' });

/** Names are checked by the service (`--atlas-*`) so the answer can name the variable that was refused. */
const CssVariables = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: CSS_VARIABLE_VALUE_MAX }), {
  maxProperties: CSS_VARIABLES_MAX,
  errorMessage: `{path} must be an object of at most ${CSS_VARIABLES_MAX} --atlas-* variables with text values of at most ${CSS_VARIABLE_VALUE_MAX} characters`,
});
// Generous in characters (the service counts bytes): a 50 KB limit reads as such in the answer.
const CustomCss = Type.String({
  maxLength: CUSTOM_CSS_MAX_BYTES,
  errorMessage: `{path} must be at most ${CUSTOM_CSS_MAX_BYTES / 1024} KB`,
});

const ThemeType = Type.Enum(THEME_TYPES, { errorMessage: `{path} must be one of ${THEME_TYPES.join(', ')}` });

export const ThemeListQuery = Type.Object({
  theme_type: Type.Optional(Type.Union([ThemeType, Type.Literal('')])),
  is_premium: Type.Optional(Type.Boolean({ errorMessage: '{path} must be true or false' })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  /** A site the caller works on: its own theme packs join the caller's account's. */
  site: Type.Optional(Id()),
});

/** What a theme sets: its colours, fonts and sizes (a theme's own, or resolved for a site). */
const themeLook = {
  primary_color: Type.String(),
  secondary_color: Type.String(),
  accent_color: Type.String(),
  background_color: Type.String(),
  text_color: Type.String(),
  heading_font: Type.String(),
  body_font: Type.String(),
  border_radius: Type.String(),
  spacing_unit: Type.String(),
  max_width: Type.String(),
};

export const Theme = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  theme_type: Type.String(),
  ...themeLook,
  preview_image: Type.String(),
  is_premium: Type.Boolean(),
  is_default: Type.Boolean(),
  variations_count: Type.Integer(),
});
export type Theme = Static<typeof Theme>;

const NullableText = Type.Union([Type.String(), Type.Null()]);

/** A variation changes some of its theme's colours and fonts; null keeps the theme's. */
export const ThemeVariation = Type.Object({
  id: Type.Integer(),
  theme: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  primary_color: NullableText,
  secondary_color: NullableText,
  accent_color: NullableText,
  background_color: NullableText,
  text_color: NullableText,
  heading_font: NullableText,
  body_font: NullableText,
});
export type ThemeVariation = Static<typeof ThemeVariation>;

export const ThemeDetail = Type.Object({ ...Theme.properties, variations: Type.Array(ThemeVariation) });

/** What a theme is made of: its stylesheet, its swatch and its fonts (system font stacks: no font file is fetched). */
export const ThemeAsset = Type.Object({
  name: Type.String(),
  asset_type: Type.Enum(['stylesheet', 'image', 'font']),
  url: NullableText,
  value: Type.String(),
});

export const PresetListQuery = Type.Object({
  is_featured: Type.Optional(Type.Boolean({ errorMessage: '{path} must be true or false' })),
});

const Customization = Type.Object({
  primary_color: Type.Optional(Type.String()),
  secondary_color: Type.Optional(Type.String()),
  accent_color: Type.Optional(Type.String()),
  background_color: Type.Optional(Type.String()),
  text_color: Type.Optional(Type.String()),
  heading_font: Type.Optional(Type.String()),
  body_font: Type.Optional(Type.String()),
});

export const Preset = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  category: Type.String(),
  base_theme: Type.Integer(),
  base_variation: Type.Union([Type.Integer(), Type.Null()]),
  base_theme_details: Theme,
  base_variation_details: Type.Union([ThemeVariation, Type.Null()]),
  /** What applying the preset sets as the site theme's customisation. */
  customizations: Customization,
  is_featured: Type.Boolean(),
  is_premium: Type.Boolean(),
});
export type Preset = Static<typeof Preset>;

/** A site's theme with the variation and customisation applied: what its pages and the builder canvas wear. */
export const ResolvedTheme = Type.Object({
  theme_id: Type.Integer(),
  theme_name: Type.String(),
  variation_id: Type.Union([Type.Integer(), Type.Null()]),
  ...themeLook,
  css_variables: Type.Record(Type.String(), Type.String()),
  custom_css: Type.String(),
});

export const SiteTheme = Type.Object({
  id: Type.Integer(),
  site: Type.Integer(),
  theme: Type.Integer(),
  variation: Type.Union([Type.Integer(), Type.Null()]),
  theme_details: Theme,
  variation_details: Type.Union([ThemeVariation, Type.Null()]),
  custom_primary_color: NullableText,
  custom_secondary_color: NullableText,
  custom_accent_color: NullableText,
  custom_background_color: NullableText,
  custom_text_color: NullableText,
  custom_heading_font: NullableText,
  custom_body_font: NullableText,
  custom_css_variables: Type.Record(Type.String(), Type.String()),
  custom_css: Type.String(),
  resolved: ResolvedTheme,
  /** Accepted but worth fixing: a text colour too weak on its background (WCAG AA 4.5:1). */
  warnings: Type.Array(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type SiteTheme = Static<typeof SiteTheme>;

export const SiteThemeListQuery = Type.Object({ site: Type.Optional(Id()) });

/** The customisation fields as a site theme stores them; null clears one back to the theme's value. */
const customFields = {
  custom_primary_color: Type.Optional(Nullable(Colour())),
  custom_secondary_color: Type.Optional(Nullable(Colour())),
  custom_accent_color: Type.Optional(Nullable(Colour())),
  custom_background_color: Type.Optional(Nullable(Colour())),
  custom_text_color: Type.Optional(Nullable(Colour())),
  custom_heading_font: Type.Optional(Nullable(Font())),
  custom_body_font: Type.Optional(Nullable(Font())),
  custom_css_variables: Type.Optional(CssVariables),
  custom_css: Type.Optional(CustomCss),
};

export const CreateSiteThemeBody = Type.Object({
  site: Id(),
  theme: Id(),
  variation: Type.Optional(Type.Union([Id(), Type.Null()])),
  ...customFields,
});

/** Fields left out keep their value. */
export const UpdateSiteThemeBody = Type.Object({
  theme: Type.Optional(Id()),
  variation: Type.Optional(Type.Union([Id(), Type.Null()])),
  ...customFields,
});

/** The customiser's payload: given fields change, null or '' clears one back to the theme's value. */
const clearable = <T extends ReturnType<typeof Colour> | ReturnType<typeof Font>>(schema: T) =>
  Type.Optional(
    Type.Union([schema, Type.Null(), Type.Literal('')], {
      errorMessage: (schema as { errorMessage?: string }).errorMessage + ' (or empty)',
    }),
  );
export const CustomizeBody = Type.Object({
  primary_color: clearable(Colour()),
  secondary_color: clearable(Colour()),
  accent_color: clearable(Colour()),
  background_color: clearable(Colour()),
  text_color: clearable(Colour()),
  heading_font: clearable(Font()),
  body_font: clearable(Font()),
  css_variables: Type.Optional(CssVariables),
  custom_css: Type.Optional(CustomCss),
});
export type CustomizeBody = Static<typeof CustomizeBody>;

/** `theme_id` (required by the service with the spec's wording) and an optional variation; `site_id` on the collection route. */
export const SwitchThemeBody = Type.Object({
  site_id: Type.Optional(Type.Union([Id(), Type.Null()])),
  theme_id: Type.Optional(Type.Union([Id(), Type.Null()])),
  variation_id: Type.Optional(Type.Union([Id(), Type.Null()])),
});

export const ApplyPresetBody = Type.Object({ site_id: Type.Optional(Type.Union([Id(), Type.Null()])) });

export const CssText = Type.String({ description: 'text/css' });
