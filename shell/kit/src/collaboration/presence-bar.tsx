import { editSessionId } from './edit-session';
import type { PresentPerson } from '@atlas/sites/contract';

/** At most this many faces; the rest are "+3". */
const SHOWN = 4;

function sinceText(since: string): string {
  return new Date(since).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/**
 * Who else has this open, in an editor's header: a face per person (their initial), their name and
 * since when on hover and for screen readers. This tab is left out; the same person in another tab is
 * shown as "you, in another tab".
 */
export function PresenceBar({ people, className }: { people: readonly PresentPerson[]; className?: string }) {
  const mine = editSessionId();
  const others = people.filter((person) => person.session !== mine);
  if (others.length === 0) return null;
  const myUserId = people.find((person) => person.session === mine)?.user.id;
  const label = (person: PresentPerson) =>
    `${person.user.id === myUserId ? 'You, in another tab' : person.user.username}, here since ${sinceText(person.since)}`;
  const summary =
    others.length === 1
      ? `${others[0].user.id === myUserId ? 'You, in another tab' : others[0].user.username} also has this open`
      : `${others.length} others have this open`;
  return (
    <div className={`atlas-presence${className ? ` ${className}` : ''}`} role="status" aria-label={summary}>
      <ul className="atlas-presence__faces">
        {others.slice(0, SHOWN).map((person, index) => (
          <li key={person.session ?? `${person.user.id}-${person.since}-${index}`} className="atlas-presence__face" title={label(person)}>
            <span aria-hidden="true">{person.user.username.slice(0, 1).toUpperCase()}</span>
            <span className="atlas-visually-hidden">{label(person)}</span>
          </li>
        ))}
        {others.length > SHOWN && (
          <li className="atlas-presence__face atlas-presence__face--more" title={others.slice(SHOWN).map(label).join('\n')}>
            +{others.length - SHOWN}
          </li>
        )}
      </ul>
      <span className="atlas-presence__text">{summary}</span>
    </div>
  );
}
