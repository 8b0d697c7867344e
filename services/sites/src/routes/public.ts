import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PreviewTokenParams, Type, httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import {
  FormReceived,
  FormSubmissionBody,
  LockedSite,
  PagePreviewData,
  PrimarySite,
  PublicPageData,
  PublicPageParams,
  PublicSiteData,
  PublicSiteParams,
  SiteUnlocked,
  UnlockBody,
  UnlockRefused,
} from '../schemas/public';
import { isLocked, lockedSite, publicPageData, publicSiteData, publishedSite } from '../operations/public-site';
import { unlockSite } from '../operations/unlock-site';
import { submitForm } from '../operations/submit-form';
import { pagePreviewData } from '../operations/page-previews';
import { rateLimiter } from './rate-limit';

/** The header a renderer forwards the visitor's unlock token in. */
export const SITE_ACCESS_HEADER = 'x-site-access';

const tags = ['public sites'];

/** The visitor behind the gateway: the address the nearest proxy appended, else the socket's. */
function visitor(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  return chain.at(-1) ?? request.ip;
}

/** The site the platform's root `/` shows: `ATLAS_ROOT_SITE` (a slug), read per request; none by default. */
const platformRootSite = (env: NodeJS.ProcessEnv = process.env) => env.ATLAS_ROOT_SITE?.trim().toLowerCase() || null;

function accessToken(request: FastifyRequest): string | undefined {
  const token = request.headers[SITE_ACCESS_HEADER];
  return typeof token === 'string' ? token : undefined;
}

/**
 * What visitors (through the public renderer) may read without a token: published sites and pages only.
 * A password-protected site answers 401 with just enough of the site to draw the password form.
 */
export async function publicRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const unlockAttempts = rateLimiter({ limit: 10, windowMs: 60_000 });
  const submissions = rateLimiter({ limit: 10, windowMs: 60_000 });

  // The root is the platform's: the site the operator names, never whichever owner published last.
  api.get('/api/builder/public/primary/', { schema: { tags, response: { 200: PrimarySite } } }, async () => {
    const slug = platformRootSite();
    const site = slug ? await deps.repos.sites.findBySlug(slug) : undefined;
    if (!site || !site.is_published) throw httpError(404, 'The platform shows no site at its root');
    return { site_id: site.id, slug: site.slug, name: site.name };
  });

  api.get(
    '/api/builder/public_site/:siteSlug/',
    { schema: { tags, params: PublicSiteParams, response: { 200: PublicSiteData, 401: LockedSite } } },
    async (request, reply) => {
      const site = await publishedSite(deps, request.params.siteSlug);
      if (isLocked(site, accessToken(request))) return reply.code(401).send(lockedSite(site));
      return publicSiteData(deps, site);
    },
  );

  const pageResponse = { 200: PublicPageData, 401: LockedSite };
  api.get(
    '/api/builder/public/:siteSlug/',
    { schema: { tags, params: PublicSiteParams, response: pageResponse } },
    async (request, reply) => {
      const site = await publishedSite(deps, request.params.siteSlug);
      if (isLocked(site, accessToken(request))) return reply.code(401).send(lockedSite(site));
      return publicPageData(deps, site, undefined);
    },
  );

  api.get(
    '/api/builder/public/:siteSlug/:pageSlug/',
    { schema: { tags, params: PublicPageParams, response: pageResponse } },
    async (request, reply) => {
      const site = await publishedSite(deps, request.params.siteSlug);
      if (isLocked(site, accessToken(request))) return reply.code(401).send(lockedSite(site));
      return publicPageData(deps, site, request.params.pageSlug);
    },
  );

  // A draft preview: the token is the permission (unpublished and password-protected sites included); never cached.
  api.get(
    '/api/builder/preview/:token/',
    { schema: { tags, params: PreviewTokenParams, response: { 200: PagePreviewData } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      return pagePreviewData(deps, request.params.token);
    },
  );

  api.post(
    '/api/builder/public_site/:siteSlug/unlock/',
    { schema: { tags, params: PublicSiteParams, body: UnlockBody, response: { 200: SiteUnlocked, 403: UnlockRefused } } },
    async (request) => {
      const site = await publishedSite(deps, request.params.siteSlug);
      if (!unlockAttempts(`${visitor(request)}:${site.id}`)) throw httpError(429, 'Too many attempts; try again in a minute');
      return unlockSite(site, request.body.password);
    },
  );

  // A page running its owner's code is sandboxed (an opaque origin), so its forms post cross-origin.
  api.options(
    '/api/builder/public_site/:siteSlug/forms/',
    { schema: { tags, params: PublicSiteParams, response: { 204: Type.Null() } } },
    async (_request, reply) =>
      reply
        .code(204)
        .headers({
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type',
          'access-control-max-age': '86400',
        })
        .send(null),
  );

  api.post(
    '/api/builder/public_site/:siteSlug/forms/',
    { schema: { tags, params: PublicSiteParams, body: FormSubmissionBody, response: { 201: FormReceived } } },
    async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      const site = await publishedSite(deps, request.params.siteSlug);
      if (!submissions(`${visitor(request)}:${site.id}`)) throw httpError(429, 'Too many submissions; try again in a minute');
      const saved = await submitForm(deps, site, request.body);
      return reply.code(201).send({ success: true, id: saved.id, message: 'Thank you! Your message has been sent.' });
    },
  );
}
