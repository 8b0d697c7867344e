import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { readSiteAccess, setSiteAccess } from '../access-cookie';
import { safeReturnPath, SITE_SLUG } from '../links';
import { prepare } from '../page-cache';
import { passwordPage, renderSiteRequest, unavailablePage, type RenderContext } from '../render';
import { sendPage } from '../render-cache';
import { noCompress, originOf, placeOf, type RouteDeps } from './deps';

// A site's pages: GET /, /{site}, /{site}/{page}, /live/{site}[/{page}], deeper old addresses (redirect
// sources only) and the password form's POST /{site}/_unlock.

const UnlockBody = {
  type: 'object',
  required: ['password'],
  properties: { password: { type: 'string', minLength: 1, maxLength: 128 }, next: { type: 'string', maxLength: 500 } },
} as const;

export const sitePageRoutes: FastifyPluginAsync<RouteDeps> = async (
  app,
  { client, content, commerce, menus, marketplace, cached, redirected, primarySlug },
) => {
  async function serveSite(request: FastifyRequest, reply: FastifyReply, slug: string, pageSlug: string | undefined, live: boolean) {
    const ctx: RenderContext = { slug, pageSlug, live, access: readSiteAccess(request), ...placeOf(request) };
    // A rule may name an old address that is no page slug (/Old_Page.html): rules are looked at first.
    if (SITE_SLUG.test(slug) && (await redirected(request, reply, slug, live))) return reply;
    if (!SITE_SLUG.test(slug) || (pageSlug !== undefined && !SITE_SLUG.test(pageSlug))) {
      return sendPage(request, reply, prepare(unavailablePage(ctx, 'not-found'), 0));
    }
    // The path and host name the site and page (and how links are written); a visitor with an unlock cookie
    // gets a fresh render: protected pages are never shared.
    const key = `${ctx.path}|${ctx.origin}|${ctx.ownOrigin ?? ''}`;
    const page = await cached(key, !ctx.access, () =>
      renderSiteRequest(client, ctx, content, commerce, menus, marketplace).catch((error) => {
        request.log.error({ err: error, site: slug, page: pageSlug }, 'public page failed to render');
        return unavailablePage(ctx, 'failed');
      }),
    );
    return sendPage(request, reply, page!);
  }

  app.get('/', noCompress, async (request, reply) => {
    const slug = await primarySlug();
    if (slug === 'failed')
      return sendPage(request, reply, prepare(unavailablePage({ slug: '', origin: originOf(request), path: '/' }, 'failed'), 0));
    // No published primary site: a person arriving at the root belongs in the app.
    if (!slug) return reply.header('cache-control', 'no-cache').redirect('/dashboard', 302);
    return serveSite(request, reply, slug, undefined, false);
  });

  app.get<{ Params: { siteSlug: string } }>('/:siteSlug', noCompress, (request, reply) =>
    serveSite(request, reply, request.params.siteSlug, undefined, false),
  );
  app.get<{ Params: { siteSlug: string; pageSlug: string } }>('/:siteSlug/:pageSlug', noCompress, (request, reply) =>
    serveSite(request, reply, request.params.siteSlug, request.params.pageSlug, false),
  );
  // Deeper addresses exist only as redirect sources (an old site's /products/old-thing): a rule answers, else not found as before.
  app.get<{ Params: { siteSlug: string; '*': string } }>('/:siteSlug/*', noCompress, async (request, reply) => {
    if (await redirected(request, reply, request.params.siteSlug, false)) return reply;
    return reply.callNotFound();
  });
  app.get<{ Params: { slug: string } }>('/live/:slug', noCompress, (request, reply) =>
    serveSite(request, reply, request.params.slug, undefined, true),
  );
  app.get<{ Params: { slug: string; pageSlug: string } }>('/live/:slug/:pageSlug', noCompress, (request, reply) =>
    serveSite(request, reply, request.params.slug, request.params.pageSlug, true),
  );

  app.post<{ Params: { siteSlug: string }; Body: { password: string; next?: string } }>(
    '/:siteSlug/_unlock',
    { ...noCompress, schema: { body: UnlockBody }, attachValidation: true },
    async (request, reply) => {
      const slug = request.params.siteSlug;
      const { origin, ownOrigin } = placeOf(request);
      const next = safeReturnPath(request.body?.next, slug, Boolean(ownOrigin));
      const ctx: RenderContext = { slug, live: !ownOrigin && next.startsWith('/live/'), origin, ownOrigin, path: next };
      if (!SITE_SLUG.test(slug)) return sendPage(request, reply, prepare(unavailablePage(ctx, 'not-found'), 0));
      const site = await client.site(slug);
      if (site.kind === 'failed') return sendPage(request, reply, prepare(unavailablePage(ctx, 'failed'), 0));
      if (site.kind === 'not-found') return sendPage(request, reply, prepare(unavailablePage(ctx, 'not-found'), 0));
      if (site.kind === 'ok') return reply.redirect(next, 303);
      if (request.validationError) return sendPage(request, reply, prepare(passwordPage(site.data, ctx, 'Enter the password.'), 0));
      const answer = await client.unlock(slug, request.body.password, request.ip);
      if (answer.kind === 'ok' && answer.data.token) {
        setSiteAccess(request, reply, slug, answer.data.token, ownOrigin);
        return reply.header('cache-control', 'no-store').redirect(next, 303);
      }
      const error =
        answer.kind === 'failed'
          ? 'Too many attempts, or the site could not be reached. Please try again in a minute.'
          : 'Incorrect password';
      return sendPage(request, reply, prepare(passwordPage(site.data, ctx, error), 0));
    },
  );
};
