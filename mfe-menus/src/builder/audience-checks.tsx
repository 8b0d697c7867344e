import { Check } from '../shared/fields';

type Audience = 'show_to_logged_in_users' | 'show_to_logged_out_users';

/** Who sees a menu or an item: visitors signed in, signed out, or both. */
export function AudienceChecks({
  audience,
  onChange,
}: {
  audience: Record<Audience, boolean>;
  onChange(key: Audience, shown: boolean): void;
}) {
  return (
    <>
      <Check
        label="Show to signed-in visitors"
        checked={audience.show_to_logged_in_users}
        onChange={(shown) => onChange('show_to_logged_in_users', shown)}
      />
      <Check
        label="Show to signed-out visitors"
        checked={audience.show_to_logged_out_users}
        onChange={(shown) => onChange('show_to_logged_out_users', shown)}
      />
    </>
  );
}
