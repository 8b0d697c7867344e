import { Link } from 'react-router-dom';
import { ApiError, EmptyState } from '@atlas/shell-kit';

/** The marketplace's 409 for a module's settings while the module is not installed (not a duplicate rule's 409). */
export function isModuleNotInstalled(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && (error.body as { error?: unknown } | null)?.error === 'module_not_installed';
}

/** The service's own sentence ('Install the Webhooks module from the marketplace first') and the way there (for the same site, if any). */
export function ModuleNotInstalled({ error, title, siteId = null }: { error: ApiError; title: string; siteId?: number | null }) {
  return (
    <EmptyState
      title={`${title} is not installed`}
      description={error.detail}
      action={
        <Link
          className="atlas-btn atlas-btn--primary atlas-btn--md"
          to={`/dashboard/marketplace?search=${encodeURIComponent(title)}${siteId === null ? '' : `&site=${siteId}`}`}
        >
          Open the Marketplace
        </Link>
      }
    />
  );
}
