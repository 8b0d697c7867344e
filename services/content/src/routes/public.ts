import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PreviewTokenParams, httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { PostPreview, PublicPost, PublicPostList, PublicPostParams, PublicPostsQuery, PublicSiteParams } from '../schemas/items';
import { pageLinks } from '../operations/responses';
import { publicPostBySlug, publicPosts } from '../operations/public-posts';
import { postPreviewData } from '../operations/post-previews';

const tags = ['public'];

/** What the public-site renderer reads: published posts only, no token (manifest.json's publicRoutes). */
export async function publicRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/content/public/sites/:siteSlug/posts/',
    { schema: { tags, params: PublicSiteParams, querystring: PublicPostsQuery, response: { 200: PublicPostList } } },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.page_size ?? 10;
      const answer = await publicPosts(deps, request.params.siteSlug, page, pageSize);
      if (!answer) throw httpError(404, 'Site not found');
      return { ...answer, ...pageLinks(page, pageSize, answer.count) };
    },
  );

  api.get(
    '/api/content/public/sites/:siteSlug/posts/:slug/',
    { schema: { tags, params: PublicPostParams, response: { 200: PublicPost } } },
    async (request) => {
      const post = await publicPostBySlug(deps, request.params.siteSlug, request.params.slug);
      if (!post) throw httpError(404, 'Post not found');
      return post;
    },
  );

  // A post's draft behind a preview link: the token is the permission; never cached, never indexed.
  api.get(
    '/api/content/preview/:token/',
    { schema: { tags, params: PreviewTokenParams, response: { 200: PostPreview } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      return postPreviewData(deps, request.params.token);
    },
  );
}
