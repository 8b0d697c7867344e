import { useMemo } from 'react';
import { useAuth } from '@atlas/shell-kit';
import { useRemotes } from '../federation/remote-routes';
import { navigationFrom, visibleSections, type NavSection } from './navigation';

/** The sections this user sees: the shell's own at once, the remotes' as soon as the manifest is read. */
export function useNavigation(): NavSection[] {
  const { isStaff } = useAuth();
  const remotes = useRemotes();
  return useMemo(() => visibleSections(navigationFrom(remotes.data ?? []), isStaff), [remotes.data, isStaff]);
}
