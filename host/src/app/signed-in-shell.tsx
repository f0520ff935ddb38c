import { RequireSession } from '../features/auth/components/require-session';
import { AppLayout } from '../features/layout/components/app-layout';

/** Every route but the login page: the session guard around the layout (sidebar, top bar, page). */
export default function SignedInShell() {
  return (
    <RequireSession>
      <AppLayout />
    </RequireSession>
  );
}
