import { useNavigate } from 'react-router-dom';
import { useSitePages } from '../api/pages';

const NEW_PAGE = 'new';

/** Moves between the pages of the site being built, or to a new page. */
export function PageSwitcher({ siteId, pageId }: { siteId: number; pageId: number | null }) {
  const navigate = useNavigate();
  const pages = useSitePages(siteId).data ?? [];
  return (
    <select
      className="atlas-builder-header__pages"
      aria-label="Page"
      value={pageId === null ? NEW_PAGE : String(pageId)}
      onChange={(event) => {
        const value = event.target.value;
        navigate(value === NEW_PAGE ? `/builder/site/${siteId}/page/new` : `/builder/site/${siteId}/page/${value}`);
      }}
    >
      {pages.map((page) => (
        <option key={page.id} value={page.id}>
          {page.title}
          {page.is_home_page ? ' (home)' : ''}
        </option>
      ))}
      <option value={NEW_PAGE}>+ New page</option>
    </select>
  );
}
