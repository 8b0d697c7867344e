import type { Knex } from 'knex';
import { httpError } from '@atlas/service-kit';
import { inTransaction, type Deps } from '../deps';
import type { Repositories } from '../repositories';
import type { SiteRow } from '../repositories/sites';
import { isUniqueViolation, type Db } from '../repositories/db';
import { NO_CUSTOMISATION, type PresetRow, type SiteThemeChanges, type SiteThemeRow, type ThemeRow } from '../repositories/themes';
import { publishThemeChanged } from '../events/published';
import type { CustomizeBody, SiteTheme } from '../schemas/themes';
import { resolveTheme, siteThemeResponse } from './theme-responses';
import { CSS_VARIABLE_NAME_PATTERN, customCssProblem, isCssVariableValue, type ResolvedTheme } from '../rules/theme-rules';

export const SITE_THEME_EXISTS = 'This site already has a site theme: switch or customise it instead';

/**
 * A theme named in a request body: an unknown one is the caller's mistake (400), not a missing
 * resource; so is a theme pack's theme while the pack is installed neither on the site's owner's account
 * nor on the site.
 */
async function chosenTheme(
  { repos }: Pick<Deps, 'repos'>,
  id: number,
  site: Pick<SiteRow, 'id' | 'owner_id'>,
  trx?: Db,
): Promise<ThemeRow> {
  const theme = await repos.themes.findById(id, trx);
  if (!theme) throw httpError(400, `Theme ${id} does not exist`);
  if (!(await repos.themes.availableTo(theme, site.owner_id, site.id, trx)))
    throw httpError(400, `Theme ${id} comes with a theme pack: install it from the marketplace first`);
  return theme;
}

/** A variation must belong to the theme it dresses; null or left out means the theme as it ships. */
async function chosenVariation({ repos }: Pick<Deps, 'repos'>, themeId: number, id: number | null | undefined, trx?: Db) {
  if (id === null || id === undefined) return null;
  const variation = await repos.themes.findVariation(id, trx);
  if (!variation || variation.theme_id !== themeId) throw httpError(400, `Variation ${id} is not a variation of theme ${themeId}`);
  return variation.id;
}

/** `--atlas-*` names and values of the shapes a theme value takes; the answer names the one refused. */
export function checkedVariables(variables: Record<string, string>): Record<string, string> {
  const name = new RegExp(CSS_VARIABLE_NAME_PATTERN);
  for (const [key, value] of Object.entries(variables)) {
    if (!name.test(key))
      throw httpError(400, `CSS variable "${key.slice(0, 64)}" must be named --atlas-… (lowercase letters, digits and hyphens)`);
    if (!isCssVariableValue(value))
      throw httpError(400, `CSS variable ${key} must be a length (8px, 1.5rem), a number, a colour (#hex, rgb(), hsl()) or a shadow`);
  }
  return Object.fromEntries(Object.entries(variables).map(([key, value]) => [key, value.trim()]));
}

export function checkedCss(css: string): string {
  const problem = customCssProblem(css);
  if (problem) throw httpError(400, problem);
  return css;
}

/** The stored customisation fields of a body, each checked; fields left out are left out. */
function customChanges(body: Partial<Record<keyof typeof NO_CUSTOMISATION, unknown>>): SiteThemeChanges {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(NO_CUSTOMISATION) as (keyof typeof NO_CUSTOMISATION)[]) {
    if (body[key] !== undefined) changes[key] = body[key];
  }
  if (body.custom_css_variables !== undefined)
    changes.custom_css_variables = checkedVariables(body.custom_css_variables as Record<string, string>);
  if (body.custom_css !== undefined) changes.custom_css = checkedCss(body.custom_css as string);
  return changes as SiteThemeChanges;
}

export async function presentSiteTheme({ repos }: Pick<Deps, 'repos'>, row: SiteThemeRow, trx?: Db): Promise<SiteTheme> {
  const [theme, variation, variations] = await Promise.all([
    repos.themes.findById(row.theme_id, trx),
    row.variation_id ? repos.themes.findVariation(row.variation_id, trx) : undefined,
    repos.themes.variationsOf(row.theme_id, trx),
  ]);
  if (!theme) throw httpError(404, 'Theme not found');
  return siteThemeResponse(row, theme, variation, variations.length);
}

/** Writes a site theme and announces it in one transaction: the public renderer redraws the site's pages. */
async function changed(deps: Deps, site: SiteRow, write: (trx: Knex.Transaction) => Promise<SiteThemeRow>): Promise<SiteTheme> {
  const row = await inTransaction(deps, undefined, async (trx) => {
    const saved = await write(trx);
    await publishThemeChanged(deps.events, trx, site);
    return saved;
  });
  return presentSiteTheme(deps, row);
}

type CustomFields = Partial<Record<keyof typeof NO_CUSTOMISATION, unknown>>;

/** A site's first site theme. A second (or two created at once) is refused: the database keeps one per site. */
export async function createSiteTheme(
  deps: Deps,
  site: SiteRow,
  body: { theme: number; variation?: number | null } & CustomFields,
): Promise<SiteTheme> {
  const theme = await chosenTheme(deps, body.theme, site);
  const variationId = await chosenVariation(deps, theme.id, body.variation);
  const custom = customChanges(body);
  try {
    return await changed(deps, site, async (trx) => {
      if (await deps.repos.themes.findSiteThemeOfSite(site.id, trx))
        throw httpError(400, SITE_THEME_EXISTS, { error: 'site_theme_exists' });
      return deps.repos.themes.createSiteTheme(site.id, { ...custom, theme_id: theme.id, variation_id: variationId }, trx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError(400, SITE_THEME_EXISTS, { error: 'site_theme_exists' });
    throw error;
  }
}

/** PUT: fields left out keep their value. A new theme without a variation drops the old theme's variation. */
export async function updateSiteTheme(
  deps: Deps,
  site: SiteRow,
  row: SiteThemeRow,
  body: { theme?: number; variation?: number | null } & CustomFields,
): Promise<SiteTheme> {
  const themeId = body.theme ?? row.theme_id;
  if (body.theme !== undefined) await chosenTheme(deps, body.theme, site);
  const keepVariation = body.variation === undefined && themeId === row.theme_id;
  const variationId = keepVariation ? row.variation_id : await chosenVariation(deps, themeId, body.variation);
  const changes = { ...customChanges(body), theme_id: themeId, variation_id: variationId };
  return changed(deps, site, (trx) => deps.repos.themes.updateSiteTheme(row.id, changes, trx));
}

const CUSTOMIZE_FIELDS = {
  primary_color: 'custom_primary_color',
  secondary_color: 'custom_secondary_color',
  accent_color: 'custom_accent_color',
  background_color: 'custom_background_color',
  text_color: 'custom_text_color',
  heading_font: 'custom_heading_font',
  body_font: 'custom_body_font',
} as const;

/** The customiser's save: given fields change (null or '' back to the theme's value); `warnings` in the answer. */
export async function customizeSiteTheme(deps: Deps, site: SiteRow, row: SiteThemeRow, body: CustomizeBody): Promise<SiteTheme> {
  const changes: CustomFields = {};
  for (const [field, column] of Object.entries(CUSTOMIZE_FIELDS) as [keyof typeof CUSTOMIZE_FIELDS, keyof CustomFields][]) {
    const value = body[field];
    if (value !== undefined) changes[column] = value === '' ? null : value;
  }
  if (body.css_variables !== undefined) changes.custom_css_variables = body.css_variables;
  if (body.custom_css !== undefined) changes.custom_css = body.custom_css;
  const checked = customChanges(changes);
  return changed(deps, site, (trx) => deps.repos.themes.updateSiteTheme(row.id, checked, trx));
}

/** Back to the theme and variation as they ship: every customisation cleared. */
export function resetSiteTheme(deps: Deps, site: SiteRow, row: SiteThemeRow): Promise<SiteTheme> {
  return changed(deps, site, (trx) => deps.repos.themes.updateSiteTheme(row.id, NO_CUSTOMISATION, trx));
}

/**
 * The selector's Apply: the site wears this theme (and variation), created when it had no site theme.
 * The customisation is kept: the owner's colours and CSS survive a change of theme until they reset.
 */
export async function switchSiteTheme(
  deps: Deps,
  site: SiteRow,
  themeId: number,
  variation: number | null | undefined,
): Promise<SiteTheme> {
  const theme = await chosenTheme(deps, themeId, site);
  const variationId = await chosenVariation(deps, theme.id, variation);
  return changed(deps, site, async (trx) => {
    const existing = await deps.repos.themes.findSiteThemeOfSite(site.id, trx);
    if (existing) return deps.repos.themes.updateSiteTheme(existing.id, { theme_id: theme.id, variation_id: variationId }, trx);
    return deps.repos.themes.putSiteThemeOfSite(site.id, { theme_id: theme.id, variation_id: variationId }, trx);
  });
}

/** A preset applied directly: its theme, variation and customisation replace the site's (custom CSS and variables cleared). */
export function applyPreset(deps: Deps, site: SiteRow, preset: PresetRow): Promise<SiteTheme> {
  const custom = preset.customizations ?? {};
  const values = {
    theme_id: preset.base_theme_id,
    variation_id: preset.base_variation_id,
    custom_primary_color: custom.primary_color ?? null,
    custom_secondary_color: custom.secondary_color ?? null,
    custom_accent_color: custom.accent_color ?? null,
    custom_background_color: custom.background_color ?? null,
    custom_text_color: custom.text_color ?? null,
    custom_heading_font: custom.heading_font ?? null,
    custom_body_font: custom.body_font ?? null,
  };
  return changed(deps, site, (trx) => deps.repos.themes.putSiteThemeOfSite(site.id, values, trx));
}

/** The site goes back to its Site Settings theme (`theme`, `primary_color`). */
export async function deleteSiteTheme(deps: Deps, site: SiteRow, row: SiteThemeRow): Promise<void> {
  await inTransaction(deps, undefined, async (trx) => {
    await deps.repos.themes.removeSiteTheme(row.id, trx);
    await publishThemeChanged(deps.events, trx, site);
  });
}

/** What a site's public pages wear, or null when it has no site theme (its Site Settings theme applies). */
export async function resolvedSiteTheme(repos: Repositories, siteId: number): Promise<ResolvedTheme | null> {
  const row = await repos.themes.findSiteThemeOfSite(siteId);
  if (!row) return null;
  const [theme, variation] = await Promise.all([
    repos.themes.findById(row.theme_id),
    row.variation_id ? repos.themes.findVariation(row.variation_id) : undefined,
  ]);
  return theme ? resolveTheme(theme, variation, row) : null;
}
