import type { Knex } from 'knex';
import { presetLibrary, themeLibrary, type LibraryPreset, type LibraryTheme } from '../seed/themes';
import { themesRepository } from '../repositories/themes';

/** A theme's swatch as an inline SVG: the selector shows it without a request. */
function previewImage(theme: LibraryTheme): string {
  const swatches = [theme.primary_color, theme.secondary_color, theme.accent_color]
    .map((colour, i) => `<rect x="${24 + i * 56}" y="108" width="44" height="44" rx="8" fill="${colour}"/>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="${theme.background_color}"/>` +
    `<rect x="24" y="28" width="180" height="18" rx="4" fill="${theme.text_color}"/>` +
    `<rect x="24" y="60" width="260" height="8" rx="4" fill="${theme.text_color}" opacity=".45"/>` +
    `<rect x="24" y="76" width="220" height="8" rx="4" fill="${theme.text_color}" opacity=".45"/>${swatches}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Puts the shipped themes, their variations and the presets into their tables, by key: new ones are
 * inserted, existing ones refreshed in place (ids stay, so site themes keep pointing at them). Safe to
 * run at every start, and by several processes at once.
 */
export async function seedThemeLibrary(
  db: Knex,
  themes: readonly LibraryTheme[] = themeLibrary,
  presets: readonly LibraryPreset[] = presetLibrary,
) {
  await db.transaction(async (trx) => {
    const repo = themesRepository(db);
    const ids = new Map<string, { id: number; variations: Map<string, number> }>();
    for (const [order, { variations, ...theme }] of themes.entries()) {
      const row = await repo.upsertTheme({ ...theme, preview_image: previewImage({ ...theme, variations }), sort_order: order }, trx);
      const variationIds = new Map<string, number>();
      for (const [position, variation] of variations.entries()) {
        const saved = await repo.upsertVariation(
          {
            theme_id: row.id,
            key: variation.key,
            name: variation.name,
            description: variation.description,
            primary_color: variation.primary_color ?? null,
            secondary_color: variation.secondary_color ?? null,
            accent_color: variation.accent_color ?? null,
            background_color: variation.background_color ?? null,
            text_color: variation.text_color ?? null,
            heading_font: variation.heading_font ?? null,
            body_font: variation.body_font ?? null,
            sort_order: position,
          },
          trx,
        );
        variationIds.set(variation.key, saved.id);
      }
      ids.set(theme.key, { id: row.id, variations: variationIds });
    }
    for (const [order, preset] of presets.entries()) {
      const base = ids.get(preset.theme);
      if (!base) throw new Error(`Preset ${preset.key} names an unknown theme ${preset.theme}`);
      await repo.upsertPreset(
        {
          key: preset.key,
          name: preset.name,
          description: preset.description,
          category: preset.category,
          base_theme_id: base.id,
          base_variation_id: preset.variation ? (base.variations.get(preset.variation) ?? null) : null,
          customizations: preset.customizations,
          is_featured: preset.is_featured,
          is_premium: preset.is_premium,
          sort_order: order,
        },
        trx,
      );
    }
  });
}
