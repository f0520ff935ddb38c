import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from './button-styles';

const StyledLink = styled(Link)<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

/** A navigation that looks like a button (it is still a link to assistive technology). */
export function LinkButton({
  variant = 'primary',
  ...rest
}: LinkProps & { variant?: ButtonVariant; ref?: Ref<HTMLAnchorElement> }) {
  return <StyledLink {...rest} $variant={variant} />;
}
