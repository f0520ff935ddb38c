import { TextField, type InputFieldProps } from './text-field';

/** A numeric input; the value stays a string so an empty field is distinguishable from 0. */
export function NumberField(props: Omit<InputFieldProps, 'type'>) {
  return <TextField inputMode="numeric" {...props} type="number" />;
}
