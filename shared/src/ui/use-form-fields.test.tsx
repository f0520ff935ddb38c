import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { TextField } from '../core/ui/text-field';
import { useFormFields, useValidatedForm } from './use-form-fields';

function NameForm({ onValues }: { onValues: (values: { name: string; city: string }) => void }) {
  const { values, setErrors, field } = useFormFields({ name: '', city: 'Pune' });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({ name: values.name ? undefined : 'Name is required', city: 'Check the city' });
        onValues(values);
      }}
    >
      <TextField label="Name" {...field('name')} />
      <TextField label="City" {...field('city')} />
      <button type="submit">Save</button>
    </form>
  );
}

test('binds values, shows errors inline and clears only the edited field’s error', async () => {
  const onValues = jest.fn();
  renderWithProviders(<NameForm onValues={onValues} />);
  expect(screen.getByLabelText('City')).toHaveValue('Pune');

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Check the city')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Name'), 'Asha');
  expect(screen.queryByText('Name is required')).toBeNull();
  expect(screen.getByText('Check the city')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onValues).toHaveBeenLastCalledWith({ name: 'Asha', city: 'Pune' });
});

function CityForm({ send }: { send: (city: string) => Promise<unknown> }) {
  const { field, saving, submit } = useValidatedForm(
    { city: '' },
    ({ city }) =>
      city.trim()
        ? { errors: {}, input: city.trim() }
        : { errors: { city: 'City is required' }, input: null },
    send,
  );
  return (
    <form onSubmit={submit}>
      <TextField label="City" {...field('city')} />
      <button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </button>
    </form>
  );
}

test('useValidatedForm shows what validation refuses and sends nothing, then sends the valid input while saving', async () => {
  let finish!: () => void;
  const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  renderWithProviders(<CityForm send={send} />);

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('City is required')).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText('City'), ' Pune ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(send).toHaveBeenCalledWith('Pune');
  expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  finish();
  expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
});
