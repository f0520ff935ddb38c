import { useEffect } from 'react';
import { paths, useApi, useSession, type GymName } from '@spotter/shared/core';
import { useNavigation } from '../features/layout/use-navigation';

/** "Attendance · Iron Temple": the page, then the gym (docs/product/settings-and-search.md §18); the page alone until the gym is known. */
export const titleOf = (page: string, gym: string | undefined) => (gym ? `${page} · ${gym}` : page);

/** Sets the browser tab's title; an empty one (the page not yet named) leaves the last one. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** Every signed-in page: the title the top bar shows, and the gym's name from who-am-I. */
export function useSignedInTitle() {
  const { title } = useNavigation();
  const { data } = useSession();
  useDocumentTitle(title && titleOf(title, data?.status === 'success' ? data.gym_name : undefined));
}

/** The login page names the gym too: the one thing the API tells before anyone signs in. */
export function useSignInTitle() {
  const { data } = useApi<GymName>(paths.gym.name);
  useDocumentTitle(titleOf('Sign in', data?.status === 'success' ? data.name : undefined));
}
