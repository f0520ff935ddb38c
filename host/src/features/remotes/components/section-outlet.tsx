import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '@spotter/shared';
import { findSection } from '../sections';
import { RemoteSection } from './remote-section';

/** Every URL the host does not own itself: a remote's section, or the not-found page. */
export function SectionOutlet() {
  const { pathname } = useLocation();
  const section = findSection(pathname);
  if (!section) return <NotFoundPage />;
  return <RemoteSection key={section.remote} remote={section.remote} />;
}
