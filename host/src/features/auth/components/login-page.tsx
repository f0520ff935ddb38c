import { useState, type FormEvent } from 'react';
import {
  Button,
  TextField,
  useAbortOnUnmount,
  useLocation,
  useNavigate,
} from '@spotter/shared/core';
import styled from 'styled-components';
import { login } from '../api/login';
import { refreshSession } from '../api/session';
import { AuthPage, AuthPanel, Brand } from './auth-panel';
import { loginErrorMessage } from './login-error';

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
    <AuthPage>
      <AuthPanel as="form" onSubmit={onSubmit} noValidate aria-labelledby="login-heading">
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
      </AuthPanel>
    </AuthPage>
  );
}
