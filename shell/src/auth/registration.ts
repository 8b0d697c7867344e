export interface RegistrationValues {
  username: string;
  email: string;
  password: string;
  confirmation: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationValues | 'form', string>>;

const USERNAME = /^[A-Za-z0-9._-]{3,150}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The client-side checks, mirroring the identity service's rules. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!USERNAME.test(values.username)) errors.username = 'Username must be 3 to 150 characters: letters, digits, . _ or -';
  if (!EMAIL.test(values.email)) errors.email = 'Enter a valid email address';
  if (values.password.length < 8) errors.password = 'Password must be at least 8 characters';
  if (values.confirmation !== values.password) errors.confirmation = 'Passwords do not match';
  return errors;
}

const FIELDS = ['username', 'email', 'password'] as const;

/**
 * The server's error body, per field: `{ username: ['taken'] }`, `{ detail: 'body/email must ...' }`
 * or `{ detail: 'Username already exists' }`; anything else becomes a form-level message.
 */
export function serverErrors(body: unknown): RegistrationErrors {
  if (typeof body === 'string') return { form: body };
  if (!body || typeof body !== 'object') return { form: 'Registration failed' };
  const record = body as Record<string, unknown>;
  const errors: RegistrationErrors = {};
  for (const field of FIELDS) {
    const value = record[field];
    if (typeof value === 'string') errors[field] = value;
    else if (Array.isArray(value) && value.length > 0) errors[field] = String(value[0]);
  }
  const alreadyShown = new Set(Object.values(errors));
  if (typeof record.detail === 'string' && !alreadyShown.has(record.detail)) {
    const field = FIELDS.find(
      (name) =>
        record.detail === name ||
        (record.detail as string).includes(`/${name}`) ||
        (record.detail as string).toLowerCase().startsWith(name),
    );
    if (field && !errors[field]) errors[field] = record.detail;
    else errors.form = record.detail;
  }
  if (Object.keys(errors).length === 0) errors.form = 'Registration failed';
  return errors;
}
