import { useMemo } from 'react';
import { useAccess, useLocation } from '@spotter/shared/core';
import { useDeclarations } from '../remotes/use-declarations';
import { activeItem, navItems, titleFor, visibleItems } from './navigation';

/**
 * The sidebar's links the account may open, the highlighted one and the top bar's title, for the
 * current URL. The title comes from every link, so a page opened without its permission is still
 * named (above its "no access" notice).
 */
export function useNavigation() {
  const { pathname } = useLocation();
  const declarations = useDeclarations();
  const { permissions } = useAccess();
  const all = useMemo(() => navItems(declarations), [declarations]);
  const items = useMemo(
    () => visibleItems(all, (permission) => permissions.includes(permission)),
    [all, permissions],
  );
  return {
    items,
    active: activeItem(items, pathname),
    title: titleFor(all, declarations, pathname),
  };
}
