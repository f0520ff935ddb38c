import { useState } from 'react';
import { useSubmit } from './use-save';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/**
 * A form's text values and inline errors, with `field(name)` giving the props every kit field
 * takes. An error goes away as soon as its field is edited (docs/product/screens.md §5).
 */
export function useFormFields<V extends Record<keyof V, string>>(initialValues: V) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});

  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return { values, errors, setErrors, field };
}

/** What a form's validation gives: the errors to show on its fields, and the input to send or null. */
export interface Validated<V, Input> {
  errors: FieldErrors<V>;
  input: Input | null;
}

/**
 * `useFormFields` with its submit: `validate` puts its errors on the fields, and a valid input
 * goes to `send` while `saving` (see useSubmit).
 */
export function useValidatedForm<V extends Record<keyof V, string>, Input>(
  initialValues: V,
  validate: (values: V) => Validated<V, Input>,
  send: (input: Input) => Promise<unknown>,
) {
  const form = useFormFields(initialValues);
  const { saving, submit } = useSubmit(() => {
    const { errors, input } = validate(form.values);
    form.setErrors(errors);
    return input;
  }, send);
  return { ...form, saving, submit };
}
