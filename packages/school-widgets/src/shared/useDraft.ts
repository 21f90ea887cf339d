import { useMemo, useState } from 'react';

/**
 * A small form draft validated as the user types: `errors` holds every current error (for
 * disabling submit), `shown(name)` only those of fields the user has touched, so an empty form
 * does not open covered in red.
 */
export function useDraft<T extends Record<string, unknown>>(initial: T, validate: (values: T) => Partial<Record<keyof T, string>>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const errors = useMemo(() => validate(values), [validate, values]);
  const set = <K extends keyof T>(name: K, value: T[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setTouched((t) => ({ ...t, [name]: true }));
  };
  return {
    values,
    set,
    errors,
    valid: Object.values(errors).every((e) => !e),
    shown: (name: keyof T) => (touched[name] ? errors[name] : undefined),
    touch: (name: keyof T) => setTouched((t) => ({ ...t, [name]: true })),
    reset: (next: T) => {
      setValues(next);
      setTouched({});
    },
  };
}
