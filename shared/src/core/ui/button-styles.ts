import { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export const buttonStyles = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  ${({ theme, $variant }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'primary':
        return css`
          background: ${c.primary};
          color: ${c.primaryText};
          &:hover:not(:disabled) {
            background: ${c.primaryHover};
          }
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          color: ${c.dangerText};
          &:hover:not(:disabled) {
            background: ${c.dangerHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.text};
          border-color: ${c.border};
          &:hover:not(:disabled) {
            background: ${c.background};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${c.text};
          &:hover:not(:disabled) {
            background: ${c.background};
          }
        `;
    }
  }}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${({ theme }) => theme.media.coarse} {
    min-height: ${({ theme }) => theme.touchTarget};
    min-width: ${({ theme }) => theme.touchTarget};
  }
`;
