import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from './button-styles';

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** Work in progress: announced via aria-busy, and the button cannot be pressed again. */
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    />
  );
}
