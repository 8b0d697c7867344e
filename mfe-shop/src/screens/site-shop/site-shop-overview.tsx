import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, errorText } from '@atlas/shell-kit';
import { useShopSettings } from '../../api/shop-settings';
import { useStore } from '../../store/store-context';
import { useStoreAllows } from '../../store/store-access';
import { useStorePaths } from '../../store/store-paths';
import { StoreFigures } from '../dashboard/shop-dashboard';
import { StoreGate } from '../manage/store-gate';
import { Loading } from '../shared/loading';
import '../dashboard/dashboard.css';

function ShopNotOpen() {
  const paths = useStorePaths();
  const manages = useStoreAllows('manage');
  return (
    <EmptyState
      title="This site does not sell anything yet"
      description={
        manages
          ? 'Open its shop: choose the currency, shipping and tax, then add products.'
          : 'An admin of this site can open its shop in the shop settings.'
      }
      action={
        manages && (
          <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to={paths.settings ?? paths.overview}>
            Set up your shop
          </Link>
        )
      }
    />
  );
}

/** /dashboard/sites/:siteId/shop: the site's figures once its shop is open; before that, the way to open it. */
export function SiteShopOverview() {
  const settings = useShopSettings(useStore());
  return (
    <StoreGate need="read">
      <div className="atlas-screen shop-dashboard">
        {settings.isPending ? (
          <Loading label="Loading shop..." />
        ) : settings.isError ? (
          <ErrorState message={errorText(settings.error, 'Failed to load the shop')} onRetry={() => void settings.refetch()} />
        ) : settings.data.enabled ? (
          <StoreFigures />
        ) : (
          <ShopNotOpen />
        )}
      </div>
    </StoreGate>
  );
}
