import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, ErrorState, PageHeader, Pagination, Skeleton, errorText } from '@atlas/shell-kit';
import { useContentPermissions } from '../shared/content-permissions';
import type { ListView } from '../shared/list-kit';
import { ContentBulkActions } from './content-bulk-actions';
import { ContentRows } from './content-rows';
import { ContentToolbar } from './content-toolbar';
import { useFilteredContent } from './use-filtered-content';

const POSTS_TEXTS = {
  title: 'Posts',
  subtitle: 'News and articles for your sites.',
  empty: 'No posts found',
  errorTitle: 'Error Loading Posts',
  error: 'Failed to load posts',
  newLabel: 'New Post',
};
const CONTENT_TEXTS = {
  title: 'Content Manager',
  subtitle: 'Pages, posts and other content across your sites.',
  empty: 'No content found',
  errorTitle: 'Error Loading Content',
  error: 'Failed to load content',
  newLabel: 'New Content',
};

export interface ContentListProps {
  /** 'post' for the posts list (its own texts and filters); otherwise every type. */
  postsOnly?: boolean;
}

/** /dashboard/content (the content manager) and /dashboard/content/posts, /dashboard/posts (?site=). */
export function ContentList({ postsOnly = false }: ContentListProps) {
  const { selected, toggle, clear, setSelected, params, setFilter, page, list, failed, items, pageCount } = useFilteredContent(postsOnly);
  const [view, setView] = useState<ListView>('list');
  const texts = postsOnly ? POSTS_TEXTS : CONTENT_TEXTS;
  const newHref = postsOnly
    ? `/dashboard/content/new?type=post${params.get('site') ? `&site=${params.get('site')}` : ''}`
    : '/dashboard/content/new';
  const permissions = useContentPermissions();
  // A new item starts as a post, so an author's role on the site in view (else on any site) is enough.
  const createRefused = permissions.createRefusal('post', Number(params.get('site')) || null);
  const changeRefusal = (item: (typeof items)[number]) => permissions.changeRefusal(item);
  const changeable = items.filter((item) => changeRefusal(item) === null);
  const bulkRefused = items.length > 0 && changeable.length === 0 ? changeRefusal(items[0]) : null;

  return (
    <div className="atlas-content">
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          createRefused ? (
            <Button disabled title={createRefused}>
              {texts.newLabel}
            </Button>
          ) : (
            <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to={newHref}>
              {texts.newLabel}
            </Link>
          )
        }
      />
      <ContentToolbar params={params} setFilter={setFilter} postsOnly={postsOnly} view={view} onViewChange={setView} />
      <ContentBulkActions selected={selected} total={list.data?.count ?? 0} refusal={bulkRefused} onDone={clear} />

      {list.isPending ? (
        <div className="atlas-content__rows" aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={48} />
          ))}
        </div>
      ) : failed ? (
        <ErrorState
          title={texts.errorTitle}
          message={postsOnly ? texts.error : errorText(list.error, texts.error)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState title={texts.empty} description="Try other filters, or create something new." />
      ) : (
        <>
          <ContentRows
            items={items}
            view={view}
            selected={selected}
            toggle={toggle}
            setSelected={setSelected}
            changeRefusal={changeRefusal}
          />
          <Pagination page={page} pageCount={pageCount} onPageChange={(next) => setFilter('page', next > 1 ? String(next) : '')} />
        </>
      )}
    </div>
  );
}
