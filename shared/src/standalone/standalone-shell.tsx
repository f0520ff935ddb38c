import { useState, type FormEvent } from 'react';
import { BrowserRouter, Link, useRoutes } from 'react-router-dom';
import styled from 'styled-components';
// The kit by its package name, not by path: bundled into a remote's own standalone entry, the
// shell must use the one shared copy of the client and the providers that the remote's pages use.
import {
  Button,
  configureClient,
  Loading,
  paths,
  request,
  SpotterProvider,
  TextField,
  useApi,
  type Me,
  type RemoteSection,
  type SectionDeclaration,
} from '@spotter/shared';

const Bar = styled.header`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space[4]};
`;

function Routes({ section }: { section: RemoteSection }) {
  return useRoutes(section.routes);
}

function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    form.append('username', username);
    form.append('password', password);
    try {
      await request(paths.auth.login, { method: 'POST', form, skipAuthRedirect: true });
      onSignedIn();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Login failed!');
    }
  };
  return (
    <form onSubmit={submit}>
      <h1>Sign in to the dev API</h1>
      <TextField label="Username" value={username} onChange={setUsername} />
      <TextField label="Password" type="password" value={password} onChange={setPassword} />
      {error && <p role="alert">{error}</p>}
      <Button type="submit">Login</Button>
    </form>
  );
}

interface ShellProps {
  title: string;
  section: RemoteSection;
  /** The links the host's sidebar will show for this section. */
  declaration: SectionDeclaration;
}

function Shell({ title, section, declaration }: ShellProps) {
  const { data, isLoading, mutate } = useApi<Me>(paths.auth.me);
  if (isLoading) return <Loading />;
  return (
    <>
      <Bar>
        <strong>{title} (standalone)</strong>
        {declaration.sidebar.map((entry) => (
          <Link key={entry.path} to={entry.path}>
            {entry.label}
          </Link>
        ))}
      </Bar>
      <Main>
        {data ? <Routes section={section} /> : <SignIn onSignedIn={() => void mutate()} />}
      </Main>
    </>
  );
}

/** A remote's development shell: its routes alone, against the API its dev server proxies at /api. */
export function StandaloneShell({ title, section, declaration }: ShellProps) {
  configureClient({ baseUrl: '/api' });
  return (
    <SpotterProvider>
      <BrowserRouter>
        <Shell title={title} section={section} declaration={declaration} />
      </BrowserRouter>
    </SpotterProvider>
  );
}
