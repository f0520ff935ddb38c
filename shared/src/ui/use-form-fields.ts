import { useState } from 'react';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/**
 * A form's text values and inline errors, with `field(name)` giving the props every kit field
 * takes. An error goes away as soon as its field is edited (docs/product.md §5).
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
