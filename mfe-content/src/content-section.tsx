import { useLocation, useParams } from 'react-router-dom';
import { ContentEditorFrame } from './screens/content-editor-frame';
import { ListFrame } from './screens/list-frame';

/**
 * content/ContentSection: every content route of the dashboard (content manager, pages, posts,
 * categories, tags, editor, media, template gallery). Until the content issue lands, each shows
 * its real frame with its empty state.
 */
export default function ContentSection() {
  const { pathname } = useLocation();
  const { siteId } = useParams();

  if (/\/(new|edit)$/.test(pathname)) return <ContentEditorFrame isNew={pathname.endsWith('/new')} />;
  if (pathname.startsWith('/preview/post/') || pathname.endsWith('/preview')) {
    return <ListFrame title="Preview" subtitle="How this item will look once published." empty="Nothing to preview yet" />;
  }
  if (pathname.includes('/media')) {
    return <ListFrame title="Media Library" subtitle={siteId ? `Files of site #${siteId}.` : 'Upload and organise images, video, audio and documents.'} empty="No files yet" primaryAction="Upload Files" />;
  }
  if (pathname.endsWith('/templates')) {
    return <ListFrame title="Template Gallery" subtitle="Start a site or page from a ready-made design." empty="No templates found" primaryAction="Create Template" />;
  }
  if (pathname.endsWith('/pages')) {
    return <ListFrame title="Pages" subtitle={siteId ? `Pages of site #${siteId}.` : 'Every page across your sites.'} empty="No pages found" primaryAction="New Page" />;
  }
  if (pathname.endsWith('/posts')) {
    return <ListFrame title="Posts" subtitle="News and articles for your sites." empty="No posts found" primaryAction="New Post" />;
  }
  if (pathname.endsWith('/categories')) {
    return <ListFrame title="Categories" subtitle="Group your posts by topic." empty="No categories yet" primaryAction="New Category" />;
  }
  if (pathname.endsWith('/tags')) {
    return <ListFrame title="Tags" subtitle="Label posts so readers find related ones." empty="No tags yet" primaryAction="New Tag" />;
  }
  return <ListFrame title="Content Manager" subtitle="Pages, posts and other content across your sites." empty="No content found" primaryAction="New Content" />;
}
