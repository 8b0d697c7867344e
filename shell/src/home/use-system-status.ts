import { useQuery } from '@tanstack/react-query';
import { systemStatusQuery } from '@atlas/shell-kit';

/** Database, API, Storage and CDN as the performance service reads them (staff only). */
export const useSystemStatus = () => useQuery(systemStatusQuery());
