import type { Knex } from 'knex';
import { table, SCHEMA, json, type Db } from './db';

export const COLOUR_COLUMNS = ['primary_color', 'secondary_color', 'accent_color', 'background_color', 'text_color'] as const;
export type ColourColumn = (typeof COLOUR_COLUMNS)[number];

export interface ThemeRow {
  id: number;
  key: string;
  name: string;
  description: string;
  theme_type: string;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  background_color: string;
  text_color: string;
  heading_font: string;
  body_font: string;
  border_radius: string;
  spacing_unit: string;
  max_width: string;
  preview_image: string;
  is_premium: boolean;
  is_default: boolean;
  sort_order: number;
  /** The marketplace theme pack that brought it; null for the themes Atlas ships. */
  module_slug: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface VariationRow {
  id: number;
  theme_id: number;
  key: string;
  name: string;
  description: string;
  primary_color: string | null;
  secondary_color: string | null;
  accent_color: string | null;
  background_color: string | null;
  text_color: string | null;
  heading_font: string | null;
  body_font: string | null;
  sort_order: number;
}

export interface PresetRow {
  id: number;
  key: string;
  name: string;
  description: string;
  category: string;
  base_theme_id: number;
  base_variation_id: number | null;
  customizations: Partial<Record<ColourColumn | 'heading_font' | 'body_font', string>>;
  is_featured: boolean;
  is_premium: boolean;
  sort_order: number;
}

export interface SiteThemeRow {
  id: number;
  site_id: number;
  theme_id: number;
  variation_id: number | null;
  custom_primary_color: string | null;
  custom_secondary_color: string | null;
  custom_accent_color: string | null;
  custom_background_color: string | null;
  custom_text_color: string | null;
  custom_heading_font: string | null;
  custom_body_font: string | null;
  custom_css_variables: Record<string, string>;
  custom_css: string;
  created_at: Date;
  updated_at: Date;
}

/** What a write of a site theme may change: its theme, variation and customisation. */
export type SiteThemeChanges = Partial<Omit<SiteThemeRow, 'id' | 'site_id' | 'created_at' | 'updated_at'>>;

/** Every customisation cleared: the theme and variation as they ship. */
export const NO_CUSTOMISATION = {
  custom_primary_color: null,
  custom_secondary_color: null,
  custom_accent_color: null,
  custom_background_color: null,
  custom_text_color: null,
  custom_heading_font: null,
  custom_body_font: null,
  custom_css_variables: {},
  custom_css: '',
} satisfies SiteThemeChanges;

/** A theme a marketplace theme pack brings (`module_slug` names the pack). */
export type PackThemeRow = Pick<
  ThemeRow,
  | 'key'
  | 'module_slug'
  | 'name'
  | 'description'
  | 'theme_type'
  | ColourColumn
  | 'heading_font'
  | 'body_font'
  | 'border_radius'
  | 'spacing_unit'
  | 'max_width'
  | 'sort_order'
>;

/** Whether an account's (`user_id`) or a site's (`site_id`) theme pack is installed, as of `changed_at`. */
export interface ThemePackRow {
  user_id: number | null;
  site_id: number | null;
  module_slug: string;
  installed: boolean;
  changed_at: Date;
}

export interface ThemeFilters {
  theme_type?: string;
  is_premium?: boolean;
  search?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function themesRepository(db: Knex) {
  const themes = (trx?: Db) => table(trx ?? db, 'themes');
  const variations = (trx?: Db) => table(trx ?? db, 'theme_variations');
  const presets = (trx?: Db) => table(trx ?? db, 'theme_presets');
  const siteThemes = (trx?: Db) => table(trx ?? db, 'site_themes');
  /** The installed theme packs of the user's account and of a site (or of every site they own or work on). */
  const installedPacks = (userId: number, siteId: number | 'theirs' | undefined, trx?: Db) =>
    table(trx ?? db, 'theme_packs')
      .where({ installed: true })
      .where((holder) => {
        holder.where({ user_id: userId });
        if (siteId === 'theirs')
          holder.orWhereIn(
            'site_id',
            table(trx ?? db, 'sites')
              .where({ owner_id: userId })
              .select('id')
              .union((members) => members.from(`${SCHEMA}.site_members`).where({ user_id: userId }).select('site_id')),
          );
        else if (siteId !== undefined) holder.orWhere({ site_id: siteId });
      })
      .select('module_slug');
  const encode = (changes: SiteThemeChanges) =>
    changes.custom_css_variables ? { ...changes, custom_css_variables: json(changes.custom_css_variables) } : changes;

  return {
    /**
     * The themes `userId` may choose: the shipped ones and those of the theme packs installed on their
     * account or (with `siteId`) on that site.
     */
    async list(filters: ThemeFilters, userId: number, siteId?: number, trx?: Db): Promise<ThemeRow[]> {
      const query = themes(trx).where((where) =>
        where.whereNull('module_slug').orWhereIn('module_slug', installedPacks(userId, siteId, trx)),
      );
      if (filters.theme_type) query.where({ theme_type: filters.theme_type });
      if (filters.is_premium !== undefined) query.where({ is_premium: filters.is_premium });
      if (filters.search) {
        const pattern = `%${escapeLike(filters.search)}%`;
        query.where((q) => q.whereILike('name', pattern).orWhereILike('description', pattern));
      }
      return query.orderBy([{ column: 'is_default', order: 'desc' }, 'sort_order', 'id']);
    },
    async findById(id: number, trx?: Db): Promise<ThemeRow | undefined> {
      return themes(trx).where({ id }).first();
    },
    /**
     * Whether `userId` may use the theme: a shipped one, or one of a theme pack installed on their account
     * or on a site: `siteId`, or with 'theirs' any site they own or work on.
     */
    async availableTo(theme: ThemeRow, userId: number, siteId?: number | 'theirs', trx?: Db): Promise<boolean> {
      if (!theme.module_slug) return true;
      const pack = await installedPacks(userId, siteId, trx).where({ module_slug: theme.module_slug }).first();
      return Boolean(pack);
    },
    async findByIds(ids: number[], trx?: Db): Promise<ThemeRow[]> {
      return ids.length ? themes(trx).whereIn('id', ids) : [];
    },
    async findDefault(trx?: Db): Promise<ThemeRow | undefined> {
      return themes(trx)
        .orderBy([{ column: 'is_default', order: 'desc' }, 'sort_order', 'id'])
        .first();
    },
    async variationsOf(themeId: number, trx?: Db): Promise<VariationRow[]> {
      return variations(trx).where({ theme_id: themeId }).orderBy(['sort_order', 'id']);
    },
    /** How many variations each theme has. */
    async countVariations(themeIds: number[], trx?: Db): Promise<Map<number, number>> {
      if (!themeIds.length) return new Map();
      const rows: { theme_id: number; count: string | number }[] = await variations(trx)
        .whereIn('theme_id', themeIds)
        .groupBy('theme_id')
        .select('theme_id')
        .count({ count: '*' });
      return new Map(rows.map((r) => [r.theme_id, Number(r.count)]));
    },
    async findVariation(id: number, trx?: Db): Promise<VariationRow | undefined> {
      return variations(trx).where({ id }).first();
    },
    async findVariations(ids: number[], trx?: Db): Promise<VariationRow[]> {
      return ids.length ? variations(trx).whereIn('id', ids) : [];
    },
    async listPresets(filters: { is_featured?: boolean }, trx?: Db): Promise<PresetRow[]> {
      const query = presets(trx);
      if (filters.is_featured !== undefined) query.where({ is_featured: filters.is_featured });
      return query.orderBy([{ column: 'is_featured', order: 'desc' }, 'sort_order', 'id']);
    },
    async findPreset(id: number, trx?: Db): Promise<PresetRow | undefined> {
      return presets(trx).where({ id }).first();
    },

    async findSiteTheme(id: number, trx?: Db): Promise<SiteThemeRow | undefined> {
      return siteThemes(trx).where({ id }).first();
    },
    async findSiteThemeOfSite(siteId: number, trx?: Db): Promise<SiteThemeRow | undefined> {
      return siteThemes(trx).where({ site_id: siteId }).first();
    },
    /** The site themes of the owner's sites, optionally of one site. */
    async listSiteThemesOf(ownerId: number, siteId: number | undefined, trx?: Db): Promise<SiteThemeRow[]> {
      const query = siteThemes(trx)
        .join(`${SCHEMA}.sites as s`, 's.id', 'site_themes.site_id')
        .where('s.owner_id', ownerId)
        .select('site_themes.*')
        .orderBy('site_themes.id');
      if (siteId !== undefined) query.andWhere('site_themes.site_id', siteId);
      return query;
    },
    /** A new site theme; a second one for the same site fails with unique_violation (isUniqueViolation). */
    async createSiteTheme(siteId: number, changes: SiteThemeChanges & { theme_id: number }, trx?: Db): Promise<SiteThemeRow> {
      const [row] = await siteThemes(trx)
        .insert({ ...encode({ ...NO_CUSTOMISATION, ...changes }), site_id: siteId })
        .returning('*');
      return row;
    },
    /** The site's site theme set to these values whether or not it had one: one statement, so racing writes leave one row. */
    async putSiteThemeOfSite(siteId: number, values: SiteThemeChanges & { theme_id: number }, trx?: Db): Promise<SiteThemeRow> {
      const row = encode({ ...NO_CUSTOMISATION, variation_id: null, ...values });
      const [saved] = await siteThemes(trx)
        .insert({ ...row, site_id: siteId })
        .onConflict('site_id')
        .merge({ ...row, updated_at: (trx ?? db).fn.now() })
        .returning('*');
      return saved;
    },
    async updateSiteTheme(id: number, changes: SiteThemeChanges, trx?: Db): Promise<SiteThemeRow> {
      const [row] = await siteThemes(trx)
        .where({ id })
        .update({ ...encode(changes), updated_at: (trx ?? db).fn.now() })
        .returning('*');
      return row;
    },
    async removeSiteTheme(id: number, trx?: Db): Promise<void> {
      await siteThemes(trx).where({ id }).delete();
    },

    /** Seeding: a shipped theme inserted or refreshed in place by key (its id stays, so site themes keep it). */
    async upsertTheme(theme: Omit<ThemeRow, 'id' | 'created_at' | 'updated_at' | 'module_slug'>, trx?: Db): Promise<ThemeRow> {
      const [row] = await themes(trx)
        .insert(theme)
        .onConflict('key')
        .merge({ ...theme, updated_at: (trx ?? db).fn.now() })
        .returning('*');
      return row;
    },
    async upsertVariation(variation: Omit<VariationRow, 'id'>, trx?: Db): Promise<VariationRow> {
      const [row] = await variations(trx).insert(variation).onConflict(['theme_id', 'key']).merge(variation).returning('*');
      return row;
    },
    async upsertPreset(preset: Omit<PresetRow, 'id'>, trx?: Db): Promise<void> {
      const row = { ...preset, customizations: json(preset.customizations) };
      await presets(trx).insert(row).onConflict('key').merge(row);
    },

    /** A pack's theme added, or its look refreshed in place by key (its id stays, so site themes keep it). */
    async savePackTheme(theme: PackThemeRow, trx?: Db): Promise<void> {
      await themes(trx)
        .insert(theme)
        .onConflict('key')
        .merge(['name', 'description', 'theme_type', ...COLOUR_COLUMNS, 'heading_font', 'body_font']);
    },
    /** Records whether the pack is installed, unless a later change is already stored (a late event changes nothing). */
    async applyThemePack(pack: ThemePackRow, trx?: Db): Promise<void> {
      await table(trx ?? db, 'theme_packs')
        .insert(pack)
        .onConflict([pack.site_id === null ? 'user_id' : 'site_id', 'module_slug'])
        .merge()
        .where('theme_packs.changed_at', '<=', pack.changed_at);
    },
  };
}

export type ThemesRepository = ReturnType<typeof themesRepository>;
