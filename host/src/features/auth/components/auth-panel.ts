import styled from 'styled-components';
import { Card } from '@spotter/shared/core';

// The screens shown before the app itself: signing in, and choosing a password.

/** The whole window, with the panel in its middle. */
export const AuthPage = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.background};
  padding: ${({ theme }) => theme.space[4]};
`;

export const AuthPanel = styled(Card)`
  width: min(100%, 380px);
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Brand = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;
