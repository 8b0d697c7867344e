import { useSearchParams } from 'react-router-dom';

/**
 * The filters a list keeps in the address: `setFilters` writes some (an empty value removes one)
 * and goes back to the first page, unless it is the page itself that changes.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const setFilters = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { params, setFilters, setFilter: (key: string, value: string) => setFilters({ [key]: value }), page };
}
