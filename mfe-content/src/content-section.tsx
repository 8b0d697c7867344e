import type { ReactElement } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { ContentList } from './screens/content/content-list';
import { ContentEditor } from './screens/editor/content-editor';
import { ContentPreview, PostPreview } from './screens/preview/content-preview';
import { SitePages } from './screens/pages/site-pages';
import { TaxonomyScreen } from './screens/taxonomy/taxonomy-screen';
import { MediaLibrary } from './screens/media/media-library';
import { TemplateGallery } from './screens/templates/template-gallery';

type Params = Record<string, string | undefined>;

/** Every screen of this remote by its full path, most specific first. */
export const SCREENS: [string, (params: Params) => ReactElement][] = [
  ['/dashboard/content/new', () => <ContentEditor key="new" />],
  ['/dashboard/content/pages', () => <SitePages />],
  ['/dashboard/content/posts', () => <ContentList postsOnly />],
  ['/dashboard/content/categories', () => <TaxonomyScreen kind="categories" />],
  ['/dashboard/content/tags', () => <TaxonomyScreen kind="tags" />],
  ['/dashboard/content/:id/edit', (p) => <ContentEditor key={p.id} id={Number(p.id)} />],
  ['/dashboard/content/:id/preview', (p) => <ContentPreview id={Number(p.id)} />],
  ['/dashboard/posts/*', () => <ContentList postsOnly />],
  ['/dashboard/sites/:siteId/pages', (p) => <SitePages key={p.siteId} siteId={Number(p.siteId)} />],
  ['/dashboard/sites/:siteId/media', (p) => <MediaLibrary key={p.siteId} siteId={Number(p.siteId)} />],
  ['/dashboard/media/*', () => <MediaLibrary />],
  ['/dashboard/templates', () => <TemplateGallery />],
  ['/preview/post/:slug', (p) => <PostPreview slug={p.slug ?? ''} />],
  ['/dashboard/content/*', () => <ContentList />],
];

/**
 * content/ContentSection: the content manager, editor and preview, posts, pages, categories and tags,
 * the media library and the template gallery. The shell mounts this one module under several routes
 * (content/*, posts/*, sites/:siteId/pages, media/*, templates, /preview/post/:slug), so a screen is
 * chosen by the full path: `<Routes>` relative to whichever mount matched could not tell
 * /dashboard/templates from /dashboard/content (both are "/" to it).
 */
export default function ContentSection() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const [pattern, screen] of SCREENS) {
    const match = matchPath({ path: pattern, end: true }, path);
    if (match) return screen(match.params);
  }
  return <ContentList />;
}
