import { TextField, type InputFieldProps } from './text-field';

/** Value in the input's own format, 'YYYY-MM-DD'. */
export function DateField(props: Omit<InputFieldProps, 'type'>) {
  return <TextField {...props} type="date" />;
}
