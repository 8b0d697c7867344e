import { useState } from 'react';

/**
 * A dialog form's values and its errors by field, `form` being the form's own (the server's detail).
 * Editing a field clears its error and the form's, so a message never outlives the value it was
 * about; `errorOf` names a field whose error goes by another name (a list's one message).
 */
export function useFormState<Form extends object, Errors extends { form?: string }>(
  initial: () => Form,
  errorOf: Partial<Record<keyof Form, keyof Errors>> = {},
) {
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const edit = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ form: _form, ...others }) => {
      delete others[(errorOf[key] ?? key) as keyof typeof others];
      return others as Errors;
    });
  };
  return { form, errors, setErrors, edit };
}
