import { Button } from './button';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
}

/** Previous, 'Page X of Y', Next; nothing when there is a single page. */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="atlas-pagination" aria-label="Pagination">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <span className="atlas-pagination__status" aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
