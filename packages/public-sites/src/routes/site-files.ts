import type { FastifyPluginAsync } from 'fastify';
import { islandScript } from '@atlas/blocks';
import { postUrlsForSitemap } from '../blog';
import { shopPathsForSitemap } from '../shop';
import { SITE_SLUG } from '../links';
import { renderSiteFile, type RenderContext } from '../render';
import { sendPage } from '../render-cache';
import { trackerPath, trackerScript, vitalsPath, vitalsScript } from '../tracker';
import { noCompress, placeOf, type RouteDeps } from './deps';

// Files beside the pages: each site's sitemap.xml and robots.txt, the visit tracker and the island script.

export const siteFileRoutes: FastifyPluginAsync<RouteDeps> = async (app, { client, content, commerce, cached }) => {
  for (const file of ['sitemap.xml', 'robots.txt'] as const) {
    app.get<{ Params: { siteSlug: string } }>(`/:siteSlug/${file}`, noCompress, async (request, reply) => {
      const slug = request.params.siteSlug;
      const ctx: RenderContext = { slug, live: false, ...placeOf(request) };
      const posts = content ? () => postUrlsForSitemap(content, slug) : undefined;
      const shopPaths = commerce ? (siteId: number) => shopPathsForSitemap(commerce, siteId) : undefined;
      const page = SITE_SLUG.test(slug)
        ? await cached(`${file}:${slug}|${ctx.origin}|${ctx.ownOrigin ?? ''}`, true, () =>
            renderSiteFile(client, ctx, file, posts, shopPaths),
          )
        : null;
      if (!page) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found\n');
      return sendPage(request, reply, page);
    });
  }

  // The visit tracker and the web-vitals file it loads: their names change with their content, so
  // browsers keep them for a year.
  for (const [file, script] of [
    [trackerPath, trackerScript],
    [vitalsPath, vitalsScript],
  ]) {
    app.get(file, { config: { skipAuth: true } }, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(script),
    );
  }

  // The same island as a file, for documents whose policy forbids inline scripts: the builder's
  // previews run inside the dashboard's origin and its CSP (script-src 'self').
  app.get('/_atlas/island.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(islandScript),
  );
};
