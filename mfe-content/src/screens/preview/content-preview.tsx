import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, Skeleton, formatDate, errorText } from '@atlas/shell-kit';
import { useContentItem, usePostBySlug, type ContentItem } from '../../api/content';
import { StatusBadge } from '../shared/status-badge';
import './preview.css';

function Article({ item }: { item: ContentItem }) {
  return (
    <article className="atlas-preview">
      <p className="atlas-preview__bar">
        <Link to={`/dashboard/content/${item.id}/edit`}>← Back to the editor</Link> <StatusBadge status={item.status} />
      </p>
      <h1>{item.title}</h1>
      <p className="atlas-preview__meta">
        {item.author.username} · {formatDate(item.published_at ?? item.updated_at)}
      </p>
      {item.featured_image && <img className="atlas-preview__image" src={item.featured_image} alt="" />}
      {/* body_html is rendered from markdown and sanitized by the content service */}
      <div className="atlas-preview__body" dangerouslySetInnerHTML={{ __html: item.body_html }} />
    </article>
  );
}

/** /dashboard/content/{id}/preview: the item as visitors will read it. */
export function ContentPreview({ id }: { id: number }) {
  const item = useContentItem(id);
  if (item.isPending) return <Skeleton height={300} />;
  if (item.isError)
    return (
      <ErrorState
        title="Error Loading Content"
        message={errorText(item.error, 'Failed to load content')}
        onRetry={() => void item.refetch()}
      />
    );
  return <Article item={item.data} />;
}

/** /preview/post/{slug}: the signed-in user's post with that slug. */
export function PostPreview({ slug }: { slug: string }) {
  const found = usePostBySlug(slug);
  if (found.isPending) return <Skeleton height={300} />;
  if (found.isError) return <ErrorState title="Error Loading Posts" message="Failed to load posts" onRetry={() => void found.refetch()} />;
  return found.data ? (
    <Article item={found.data} />
  ) : (
    <EmptyState title="No posts found" description={`No post has the address “${slug}”.`} />
  );
}
