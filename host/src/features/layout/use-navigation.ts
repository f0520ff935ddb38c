import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useDeclarations } from '../remotes/use-declarations';
import { activeItem, navItems, titleFor } from './navigation';

/** The sidebar's links, the highlighted one and the top bar's title, for the current URL. */
export function useNavigation() {
  const { pathname } = useLocation();
  const declarations = useDeclarations();
  const items = useMemo(() => navItems(declarations), [declarations]);
  return {
    items,
    active: activeItem(items, pathname),
    title: titleFor(items, declarations, pathname),
  };
}
