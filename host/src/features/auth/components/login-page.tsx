import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, TextField, useAbortOnUnmount } from '@spotter/shared';
import { login } from '../api/login';
import { refreshSession } from '../api/session';
import { loginErrorMessage } from './login-error';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.background};
  padding: ${({ theme }) => theme.space[4]};
`;

const Panel = styled(Card)`
  width: min(100%, 380px);
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Brand = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const signal = useAbortOnUnmount();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError('Please fill all required fields!');
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const result = await login(username.trim(), password, signal());
      if (result?.status !== 'success') {
        setError(result?.message || 'Login failed!');
        setSubmitting(false);
        return;
      }
      await refreshSession();
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from !== '/' ? from : '/dashboard', { replace: true });
    } catch (caught) {
      const message = loginErrorMessage(caught);
      if (message === null) return;
      setError(message);
      setSubmitting(false);
    }
  };

  return (
    <Page>
      <Panel as="form" onSubmit={onSubmit} noValidate aria-labelledby="login-heading">
        <Brand>Spotter</Brand>
        <h1 id="login-heading">Login</h1>
        <p>Please fill your information below</p>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={setUsername}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Logging in...' : 'Login'}
        </Button>
      </Panel>
    </Page>
  );
}
