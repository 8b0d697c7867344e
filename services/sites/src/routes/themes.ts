import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Type, httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import {
  ApplyPresetBody,
  CreateSiteThemeBody,
  CssText,
  CustomizeBody,
  Preset,
  PresetListQuery,
  SiteTheme,
  SiteThemeListQuery,
  SwitchThemeBody,
  Theme,
  ThemeAsset,
  ThemeDetail,
  ThemeListQuery,
  ThemeVariation,
  UpdateSiteThemeBody,
} from '../schemas/themes';
import { presetResponse, resolveTheme, themeResponse, variationResponse } from '../operations/theme-responses';
import { THEME_FONTS, themeStylesheet, type ThemeFont } from '../rules/theme-rules';
import {
  applyPreset,
  createSiteTheme,
  customizeSiteTheme,
  deleteSiteTheme,
  presentSiteTheme,
  resetSiteTheme,
  switchSiteTheme,
  updateSiteTheme,
} from '../operations/site-themes';

const tags = ['themes'];
const css = { 200: CssText };

/** A stylesheet answer: text/css, private (it may carry an owner's customisation), revalidated each time. */
const sendCss = (reply: FastifyReply, text: string) =>
  reply.type('text/css; charset=utf-8').header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff').send(text);

/** A body-less POST still reaches the handler, which answers with the spec's sentence for what is missing. */
const emptyBody = async (request: { body: unknown }) => {
  request.body ??= {};
};

/** /api/themes/*: the theme catalogue (themes, variations, presets) and each site's site theme, for signed-in owners. */
export async function themeRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { repos, owned } = deps;
  const themes = repos.themes;

  /** A site whose theme the caller may change (its admins); a stranger's reads as missing. */
  const ownSite = (request: FastifyRequest, id: number) =>
    owned.site(request.user, id, 'admin').catch((error: { statusCode?: number }) => {
      throw error.statusCode === 403 ? error : httpError(404, 'Site not found');
    });

  /** A theme the caller may see: a pack's only while the pack is installed on their account or on a site they work on. */
  async function themeOr404(id: number, userId: number) {
    const theme = await themes.findById(id);
    if (!theme || !(await themes.availableTo(theme, userId, 'theirs'))) throw httpError(404, 'Theme not found');
    return theme;
  }

  // Catalogue
  api.get(
    '/api/themes/themes/',
    { schema: { tags, querystring: ThemeListQuery, response: { 200: Type.Array(Theme) } } },
    async (request) => {
      const { theme_type, is_premium, search, site } = request.query;
      if (site !== undefined) await owned.site(request.user, site, 'viewer');
      const rows = await themes.list(
        { theme_type: theme_type || undefined, is_premium, search: search?.trim() || undefined },
        request.user.id,
        site,
      );
      const counts = await themes.countVariations(rows.map((t) => t.id));
      return rows.map((t) => themeResponse(t, counts.get(t.id) ?? 0));
    },
  );

  api.get('/api/themes/themes/:id/', { schema: { tags, params: IdParams, response: { 200: ThemeDetail } } }, async (request) => {
    const theme = await themeOr404(request.params.id, request.user.id);
    const variations = await themes.variationsOf(theme.id);
    return { ...themeResponse(theme, variations.length), variations: variations.map(variationResponse) };
  });

  api.get(
    '/api/themes/themes/:id/variations/',
    { schema: { tags, params: IdParams, response: { 200: Type.Array(ThemeVariation) } } },
    async (request) => (await themes.variationsOf((await themeOr404(request.params.id, request.user.id)).id)).map(variationResponse),
  );

  api.get(
    '/api/themes/themes/:id/assets/',
    { schema: { tags, params: IdParams, response: { 200: Type.Array(ThemeAsset) } } },
    async (request) => {
      const theme = await themeOr404(request.params.id, request.user.id);
      const fonts = [...new Set([theme.heading_font, theme.body_font])];
      return [
        { name: `${theme.name} stylesheet`, asset_type: 'stylesheet' as const, url: `/api/themes/themes/${theme.id}/css/`, value: '' },
        { name: `${theme.name} preview`, asset_type: 'image' as const, url: theme.preview_image || null, value: '' },
        ...fonts.map((font) => ({ name: font, asset_type: 'font' as const, url: null, value: THEME_FONTS[font as ThemeFont] ?? '' })),
      ];
    },
  );

  api.get(
    '/api/themes/themes/:id/css/',
    { schema: { tags, params: IdParams, querystring: Type.Object({ variation: Type.Optional(IdParams.properties.id) }), response: css } },
    async (request, reply) => {
      const theme = await themeOr404(request.params.id, request.user.id);
      const variationId = request.query.variation;
      const variation = variationId ? await themes.findVariation(variationId) : undefined;
      if (variationId && (!variation || variation.theme_id !== theme.id)) throw httpError(404, 'Variation not found');
      return sendCss(reply, themeStylesheet(resolveTheme(theme, variation)));
    },
  );

  // Presets
  api.get(
    '/api/themes/presets/',
    { schema: { tags, querystring: PresetListQuery, response: { 200: Type.Array(Preset) } } },
    async (request) => {
      const presets = await themes.listPresets({ is_featured: request.query.is_featured });
      const [baseThemes, variations] = await Promise.all([
        themes.findByIds([...new Set(presets.map((p) => p.base_theme_id))]),
        themes.findVariations(presets.flatMap((p) => (p.base_variation_id ? [p.base_variation_id] : []))),
      ]);
      const counts = await themes.countVariations(baseThemes.map((t) => t.id));
      const themeById = new Map(baseThemes.map((t) => [t.id, themeResponse(t, counts.get(t.id) ?? 0)]));
      const variationById = new Map(variations.map((v) => [v.id, v]));
      return presets.map((p) => presetResponse(p, themeById.get(p.base_theme_id)!, variationById.get(p.base_variation_id ?? 0)));
    },
  );

  async function presetOr404(id: number) {
    const preset = await themes.findPreset(id);
    if (!preset) throw httpError(404, 'Preset not found');
    return preset;
  }

  api.get('/api/themes/presets/:id/', { schema: { tags, params: IdParams, response: { 200: Preset } } }, async (request) => {
    const preset = await presetOr404(request.params.id);
    const theme = await themeOr404(preset.base_theme_id, request.user.id);
    const [variations, variation] = await Promise.all([
      themes.variationsOf(theme.id),
      preset.base_variation_id ? themes.findVariation(preset.base_variation_id) : undefined,
    ]);
    return presetResponse(preset, themeResponse(theme, variations.length), variation);
  });

  api.post(
    '/api/themes/presets/:id/apply_to_site/',
    { preValidation: emptyBody, schema: { tags, params: IdParams, body: ApplyPresetBody, response: { 200: SiteTheme } } },
    async (request) => {
      const preset = await presetOr404(request.params.id);
      if (!request.body.site_id) throw httpError(400, 'Site ID is required to apply preset');
      return applyPreset(deps, await ownSite(request, request.body.site_id), preset);
    },
  );

  // Site themes: one per site, its owner's only
  api.get(
    '/api/themes/site-themes/',
    { schema: { tags, querystring: SiteThemeListQuery, response: { 200: Type.Array(SiteTheme) } } },
    async (request) => {
      const rows = await themes.listSiteThemesOf(request.user.id, request.query.site);
      return Promise.all(rows.map((row) => presentSiteTheme(deps, row)));
    },
  );

  api.post(
    '/api/themes/site-themes/',
    { schema: { tags, body: CreateSiteThemeBody, response: { 201: SiteTheme } } },
    async (request, reply) => {
      const site = await ownSite(request, request.body.site);
      return reply.code(201).send(await createSiteTheme(deps, site, request.body));
    },
  );

  // The selector's Apply for a site that may not have a site theme yet.
  api.post(
    '/api/themes/site-themes/switch_theme/',
    { preValidation: emptyBody, schema: { tags, body: SwitchThemeBody, response: { 200: SiteTheme } } },
    async (request) => {
      const { site_id, theme_id, variation_id } = request.body;
      if (!site_id) throw httpError(400, 'Site ID is required to switch theme');
      if (!theme_id) throw httpError(400, 'Theme ID is required to switch theme');
      return switchSiteTheme(deps, await ownSite(request, site_id), theme_id, variation_id);
    },
  );

  api.get('/api/themes/site-themes/:id/', { schema: { tags, params: IdParams, response: { 200: SiteTheme } } }, async (request) =>
    presentSiteTheme(deps, (await owned.siteTheme(request.user, request.params.id, 'read')).siteTheme),
  );

  api.put(
    '/api/themes/site-themes/:id/',
    { schema: { tags, params: IdParams, body: UpdateSiteThemeBody, response: { 200: SiteTheme } } },
    async (request) => {
      const { siteTheme, site } = await owned.siteTheme(request.user, request.params.id, 'admin');
      return updateSiteTheme(deps, site, siteTheme, request.body);
    },
  );

  api.delete(
    '/api/themes/site-themes/:id/',
    { schema: { tags, params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const { siteTheme, site } = await owned.siteTheme(request.user, request.params.id, 'admin');
      await deleteSiteTheme(deps, site, siteTheme);
      return reply.code(204).send(null);
    },
  );

  api.get('/api/themes/site-themes/:id/css/', { schema: { tags, params: IdParams, response: css } }, async (request, reply) => {
    const { siteTheme } = await owned.siteTheme(request.user, request.params.id, 'read');
    return sendCss(reply, themeStylesheet((await presentSiteTheme(deps, siteTheme)).resolved));
  });

  api.post(
    '/api/themes/site-themes/:id/customize/',
    { preValidation: emptyBody, schema: { tags, params: IdParams, body: CustomizeBody, response: { 200: SiteTheme } } },
    async (request) => {
      const { siteTheme, site } = await owned.siteTheme(request.user, request.params.id, 'admin');
      return customizeSiteTheme(deps, site, siteTheme, request.body);
    },
  );

  api.post('/api/themes/site-themes/:id/reset/', { schema: { tags, params: IdParams, response: { 200: SiteTheme } } }, async (request) => {
    const { siteTheme, site } = await owned.siteTheme(request.user, request.params.id, 'admin');
    return resetSiteTheme(deps, site, siteTheme);
  });

  api.post(
    '/api/themes/site-themes/:id/switch_theme/',
    { preValidation: emptyBody, schema: { tags, params: IdParams, body: SwitchThemeBody, response: { 200: SiteTheme } } },
    async (request) => {
      const { siteTheme, site } = await owned.siteTheme(request.user, request.params.id, 'admin');
      if (request.body.site_id && request.body.site_id !== site.id) throw httpError(400, 'site_id must be the site of this site theme');
      if (!request.body.theme_id) throw httpError(400, 'Theme ID is required to switch theme');
      const { theme_id, variation_id } = request.body;
      // No variation named: the same theme keeps its variation, another theme starts without one.
      const variation = variation_id !== undefined ? variation_id : theme_id === siteTheme.theme_id ? siteTheme.variation_id : null;
      return switchSiteTheme(deps, site, theme_id, variation);
    },
  );
}
