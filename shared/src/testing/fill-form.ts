import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Fills each field named by a key, in order: a select picks the option so named, others are typed into. */
export async function fillForm(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await userEvent.selectOptions(field, value);
    else await userEvent.type(field, value);
  }
}
