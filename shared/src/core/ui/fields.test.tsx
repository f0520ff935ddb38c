import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { TextField } from './text-field';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { DateField } from './date-field';

function Controlled({ error }: { error?: string }) {
  const [name, setName] = useState('');
  return (
    <TextField
      label="Plan Name"
      name="name"
      required
      value={name}
      onChange={setName}
      error={error}
    />
  );
}

test('a field is labelled, and its error is linked with aria-describedby', () => {
  renderWithProviders(<Controlled error="Plan name is required" />);
  const input = screen.getByLabelText('Plan Name');
  expect(input).toHaveAttribute('name', 'name');
  expect(input).toBeRequired();
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription('Plan name is required');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('without an error the field is valid and undescribed', async () => {
  renderWithProviders(<Controlled />);
  const input = screen.getByLabelText('Plan Name');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
  await userEvent.type(input, 'Gold');
  expect(input).toHaveValue('Gold');
});

test('NumberField, DateField, SelectField and TextAreaField report string values', async () => {
  const onNumber = jest.fn();
  const onSelect = jest.fn();
  const onText = jest.fn();
  renderWithProviders(
    <>
      <NumberField label="Duration (days)" value="" onChange={onNumber} />
      <DateField label="Joining" value="2026-01-02" onChange={() => {}} readOnly />
      <SelectField
        label="Plan"
        value=""
        onChange={onSelect}
        placeholder="Select a plan"
        options={[{ value: '1', label: 'Gold (30 days)' }]}
      />
      <TextAreaField label="Description" value="" onChange={onText} />
    </>,
  );
  const duration = screen.getByLabelText('Duration (days)');
  expect(duration).toHaveAttribute('type', 'number');
  expect(duration).toHaveAttribute('inputmode', 'numeric');
  await userEvent.type(duration, '3');
  expect(onNumber).toHaveBeenLastCalledWith('3');
  expect(screen.getByLabelText('Joining')).toHaveAttribute('type', 'date');
  expect(screen.getByRole('option', { name: 'Select a plan' })).toHaveValue('');
  await userEvent.selectOptions(screen.getByLabelText('Plan'), '1');
  expect(onSelect).toHaveBeenLastCalledWith('1');
  await userEvent.type(screen.getByLabelText('Description'), 'x');
  expect(onText).toHaveBeenLastCalledWith('x');
});
