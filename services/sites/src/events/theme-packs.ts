import type { Knex } from 'knex';
import type { AtlasApp, EventConsumer, EventEnvelope } from '@atlas/service-kit';
import type { ModuleEventPayload, ThemeDefinition } from '@atlas/marketplace/contract';
import { HEX_COLOUR_PATTERN, THEME_DEFAULTS, THEME_FONT_NAMES, THEME_TYPES } from '../rules/theme-rules';
import { SLUG_PATTERN } from '../rules/site-rules';
import { COLOUR_COLUMNS as COLOURS, themesRepository, type ColourColumn } from '../repositories/themes';

// Theme packs (marketplace.module.installed|uninstalled with `theme_definitions`): their themes join
// the catalogue as rows named `{module}/{slug}`, offered to the users who have the pack installed on
// their account, and on a site whose own install it is to everyone working on it. An uninstall hides
// them from the selector; a site already wearing one keeps it.

const HEX = new RegExp(HEX_COLOUR_PATTERN);
const SLUG = new RegExp(SLUG_PATTERN);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** A pack's themes, minus any whose colours, fonts or type the customiser's own rules would refuse. */
function themesOf(payload: Partial<ModuleEventPayload>): ThemeDefinition[] {
  const list = (payload as { theme_definitions?: unknown }).theme_definitions;
  return (Array.isArray(list) ? list : []).filter(
    (theme): theme is ThemeDefinition =>
      !!theme &&
      isText(theme.slug, 60) &&
      SLUG.test(theme.slug) &&
      isText(theme.name, 100) &&
      (THEME_TYPES as readonly string[]).includes(theme.theme_type) &&
      COLOURS.every((colour) => typeof theme[colour] === 'string' && HEX.test(theme[colour])) &&
      (THEME_FONT_NAMES as readonly string[]).includes(theme.heading_font) &&
      (THEME_FONT_NAMES as readonly string[]).includes(theme.body_font),
  );
}

async function applyThemePack(
  event: EventEnvelope<Partial<ModuleEventPayload>>,
  trx: Knex.Transaction,
  app: Pick<AtlasApp, 'db'>,
  installed: boolean,
) {
  const repo = themesRepository(app.db);
  const { payload } = event;
  const userId = payload.user_id ?? payload.owner_id;
  const siteId = Number.isInteger(payload.site_id) && (payload.site_id as number) > 0 ? payload.site_id : null;
  const moduleSlug = payload.slug;
  const themes = themesOf(payload);
  if (!Number.isInteger(userId) || !isText(moduleSlug, 100) || themes.length === 0) return;
  const changedAt = Number.isNaN(Date.parse(event.occurredAt)) ? new Date() : new Date(event.occurredAt);
  for (const theme of themes) {
    await repo.savePackTheme(
      {
        key: `${moduleSlug}/${theme.slug}`,
        module_slug: moduleSlug,
        name: theme.name,
        description: typeof theme.description === 'string' ? theme.description.slice(0, 2000) : '',
        theme_type: theme.theme_type,
        ...(Object.fromEntries(COLOURS.map((colour) => [colour, theme[colour]])) as Record<ColourColumn, string>),
        heading_font: theme.heading_font,
        body_font: theme.body_font,
        border_radius: THEME_DEFAULTS.border_radius,
        spacing_unit: THEME_DEFAULTS.spacing_unit,
        max_width: THEME_DEFAULTS.max_width,
        // after the shipped themes in the selector
        sort_order: 1000,
      },
      trx,
    );
  }
  // An event delivered late (an install after a newer uninstall) changes nothing.
  // A site's install is that site's, whoever of its admins made it; an account's is its user's.
  await repo.applyThemePack(
    {
      user_id: siteId === null ? (userId as number) : null,
      site_id: siteId ?? null,
      module_slug: moduleSlug,
      installed,
      changed_at: changedAt,
    },
    trx,
  );
}

export const themePackInstalled: EventConsumer<Partial<ModuleEventPayload>> = {
  topic: 'marketplace.module.installed',
  handle: (event, trx, app) => applyThemePack(event, trx, app, true),
};

export const themePackUninstalled: EventConsumer<Partial<ModuleEventPayload>> = {
  topic: 'marketplace.module.uninstalled',
  handle: (event, trx, app) => applyThemePack(event, trx, app, false),
};
