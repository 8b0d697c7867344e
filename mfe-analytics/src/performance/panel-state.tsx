import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, Skeleton, errorText } from '@atlas/shell-kit';

/** A tab's placeholder while its first answer is on the way. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <div className="analytics-stack" aria-busy="true" role="status">
      <span className="atlas-visually-hidden">{label}…</span>
      <div className="analytics-metrics">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={96} />
        ))}
      </div>
      <Skeleton height={240} />
    </div>
  );
}

/** A failed load: the spec's sentence, the server's reason when it gave one, and Retry. */
export function PanelError({ query, text }: { query: UseQueryResult<unknown>; text: string }) {
  const detail = errorText(query.error, 'The performance service did not answer.');
  return <ErrorState title={text} message={detail} retryLabel="Retry" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}
