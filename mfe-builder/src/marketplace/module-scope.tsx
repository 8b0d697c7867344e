import { useSearchParams } from 'react-router-dom';
import { useSiteRoles } from '@atlas/shell-kit';
import { roleAllows } from '@atlas/sites/contract';
import './module-scope.css';

/**
 * Whose modules and webhooks a marketplace screen manages: the signed-in user's account (null: the
 * sites they own) or one site they administer (`?site=` in the address, kept by every screen).
 */
export function useModuleScope(): [number | null, (siteId: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const site = Number(params.get('site'));
  const change = (siteId: number | null) => {
    const next = new URLSearchParams(params);
    if (siteId === null) next.delete('site');
    else next.set('site', String(siteId));
    setParams(next, { replace: true });
  };
  return [Number.isInteger(site) && site > 0 ? site : null, change];
}

/** A marketplace path that keeps the chosen site. */
export const withScope = (path: string, siteId: number | null) => (siteId === null ? path : `${path}?site=${siteId}`);

/** The sites whose modules the user may change: those they own or administer. */
export function useAdministeredSites() {
  const { sites, roleOf } = useSiteRoles();
  return sites.filter((site) => roleAllows(roleOf(site.id), 'admin'));
}

/** "Manage for": the account, or one of the sites the user administers; shown only when there is a site to choose. */
export function ModuleScopeSelect({ siteId, onChange }: { siteId: number | null; onChange(siteId: number | null): void }) {
  const sites = useAdministeredSites();
  if (sites.length === 0 && siteId === null) return null;
  return (
    <label className="atlas-market__scope">
      <span>Manage for</span>
      <select
        className="atlas-input"
        value={siteId ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">My account (all the sites I own)</option>
        {sites.map((site) => (
          <option key={site.id} value={site.id}>
            {site.role && site.role !== 'owner' ? `${site.name} (${site.role})` : site.name}
          </option>
        ))}
      </select>
    </label>
  );
}
