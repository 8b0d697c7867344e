import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import { FormSubmissionBody, PublicPageParams, PublicSiteParams, UnlockBody } from '../schemas/public';
import { navigationResponse, publicPageSummary, publicSiteResponse } from '../responses';
import { siteAccessToken, siteAccessTokenValid, sitePasswordMatches } from '../site-password';
import { withDefaults } from '../schemas/settings';
import { rateLimiter } from '../rate-limit';
import type { Repositories } from '../repositories';
import type { PageRow } from '../repositories/pages';
import type { SiteRow } from '../repositories/sites';

export const SITE_UNAVAILABLE = 'Site not found or not published yet.';
/** The header a renderer forwards the visitor's unlock token in. */
export const SITE_ACCESS_HEADER = 'x-site-access';

interface Deps { repos: Repositories }

/** The visitor behind the gateway: the address the nearest proxy appended, else the socket's. */
function visitor(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '').split(',').map((a) => a.trim()).filter(Boolean);
  return chain.at(-1) ?? request.ip;
}

/**
 * What visitors (through the public renderer) may read, without a token: published sites and pages only.
 * A password-protected site answers 401 with just enough of the site to draw the password form.
 */
export async function publicRoutes(app: FastifyInstance, { repos }: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const unlockAttempts = rateLimiter({ limit: 10, windowMs: 60_000 });
  const submissions = rateLimiter({ limit: 10, windowMs: 60_000 });

  async function publishedSite(slug: string) {
    const site = await repos.sites.findBySlug(slug);
    if (!site || !site.is_published) throw httpError(404, SITE_UNAVAILABLE);
    return site;
  }

  function locked(request: FastifyRequest, site: SiteRow) {
    const settings = withDefaults(site.settings);
    if (!settings.password_protected) return false;
    const token = request.headers[SITE_ACCESS_HEADER];
    return !siteAccessTokenValid(typeof token === 'string' ? token : undefined, site.id, site.password_hash);
  }

  function passwordRequired(site: SiteRow) {
    const s = publicSiteResponse(site);
    return {
      detail: 'This site is password protected',
      password_protected: true,
      site: { id: s.id, name: s.name, slug: s.slug, logo_url: s.logo_url, favicon: s.favicon, default_language: s.default_language, primary_color: s.primary_color },
    };
  }

  async function pageFor(request: FastifyRequest, siteSlug: string, pageSlug: string | undefined) {
    const site = await publishedSite(siteSlug);
    if (locked(request, site)) return { status: 401, body: passwordRequired(site) };
    let page: PageRow | undefined = pageSlug ? await repos.pages.findBySlug(site.id, pageSlug) : undefined;
    let fallback = false;
    if (page && !page.is_published) throw httpError(404, 'Page not found');
    if (!page) {
      // Spec 1 §7: a missing page falls back to the home page; `fallback` tells the renderer it did.
      page = await repos.pages.findHome(site.id);
      fallback = Boolean(pageSlug);
      if (!page || !page.is_published) throw httpError(404, 'Page not found');
    }
    const navigation = await repos.navigations.findBySite(site.id);
    return {
      status: 200,
      body: {
        site: publicSiteResponse(site),
        page: {
          id: page.id, title: page.title, slug: page.slug, blocks: page.blocks, page_type: page.page_type,
          is_home_page: page.is_home_page, meta_title: page.meta_title, meta_description: page.meta_description,
          updated_at: page.updated_at.toISOString(),
        },
        navigation: navigationResponse(navigation, site.id),
        fallback,
      },
    };
  }

  api.get('/api/builder/public/primary/', async () => {
    const site = await repos.sites.findPrimaryPublished();
    if (!site) throw httpError(404, 'No published primary site');
    return { site_id: site.id, slug: site.slug, name: site.name };
  });

  api.get('/api/builder/public_site/:siteSlug/', { schema: { params: PublicSiteParams } }, async (request, reply) => {
    const site = await publishedSite(request.params.siteSlug);
    if (locked(request, site)) return reply.code(401).send(passwordRequired(site));
    const [pages, navigation] = await Promise.all([repos.pages.listPublishedBySite(site.id), repos.navigations.findBySite(site.id)]);
    return { site: publicSiteResponse(site), pages: pages.map(publicPageSummary), navigation: navigationResponse(navigation, site.id) };
  });

  api.get('/api/builder/public/:siteSlug/', { schema: { params: PublicSiteParams } }, async (request, reply) => {
    const { status, body } = await pageFor(request, request.params.siteSlug, undefined);
    return reply.code(status).send(body);
  });

  api.get('/api/builder/public/:siteSlug/:pageSlug/', { schema: { params: PublicPageParams } }, async (request, reply) => {
    const { status, body } = await pageFor(request, request.params.siteSlug, request.params.pageSlug);
    return reply.code(status).send(body);
  });

  api.post('/api/builder/public_site/:siteSlug/unlock/', { schema: { params: PublicSiteParams, body: UnlockBody } }, async (request, reply) => {
    const site = await publishedSite(request.params.siteSlug);
    if (!unlockAttempts(`${visitor(request)}:${site.id}`)) throw httpError(429, 'Too many attempts; try again in a minute');
    if (!withDefaults(site.settings).password_protected || !site.password_hash) return { success: true, token: null };
    if (!sitePasswordMatches(request.body.password, site.password_hash)) return reply.code(403).send({ detail: 'Incorrect password', success: false });
    return { success: true, token: siteAccessToken(site.id, site.password_hash) };
  });

  // A page running its owner's code is sandboxed (an opaque origin), so its forms post cross-origin.
  api.options('/api/builder/public_site/:siteSlug/forms/', { schema: { params: PublicSiteParams } }, async (_request, reply) =>
    reply.code(204).headers({
      'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '86400',
    }).send());

  api.post('/api/builder/public_site/:siteSlug/forms/', { schema: { params: PublicSiteParams, body: FormSubmissionBody } }, async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const site = await publishedSite(request.params.siteSlug);
    if (!submissions(`${visitor(request)}:${site.id}`)) throw httpError(429, 'Too many submissions; try again in a minute');
    const { form_name, form_id, page_slug, page, data, ...flat } = request.body as Record<string, unknown> & { data?: Record<string, string | number | boolean> };
    const formName = [form_name, form_id].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    const pageSlug = typeof page_slug === 'string' ? page_slug : typeof page === 'string' ? page : '';
    const fields = (data ?? flat) as Record<string, string | number | boolean>;
    const filled = Object.entries(fields).filter(([, v]) => String(v).trim() !== '');
    if (filled.length === 0) throw httpError(400, 'The form is empty');
    const saved = await repos.submissions.create({
      site_id: site.id,
      form_name: formName?.trim().slice(0, 100) ?? 'contact',
      page_slug: pageSlug.slice(0, 100),
      data: Object.fromEntries(filled),
    });
    return reply.code(201).send({ success: true, id: saved.id, message: 'Thank you! Your message has been sent.' });
  });
}
