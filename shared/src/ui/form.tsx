import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 560px;
`;

/** Spotter validates in code and shows errors inline, so the browser's own bubbles are off. */
export function Form(props: ComponentPropsWithRef<'form'>) {
  return <StyledForm noValidate {...props} />;
}

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
