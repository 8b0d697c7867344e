import type { BlockRender } from '../types';
import { str } from '../shared/content';
import type { CountdownContent } from './schema';

const UNITS = [
  { key: 'd', label: 'Days', ms: 86_400_000 },
  { key: 'h', label: 'Hours', ms: 3_600_000 },
  { key: 'm', label: 'Minutes', ms: 60_000 },
  { key: 's', label: 'Seconds', ms: 1000 },
] as const;

/** Time left until `target`, split into days, hours, minutes and seconds (all zero once it has passed). */
function timeLeft(target: string, now: number): Record<'d' | 'h' | 'm' | 's', number> {
  let rest = Math.max(0, (Date.parse(target) || 0) - now);
  const parts = { d: 0, h: 0, m: 0, s: 0 };
  for (const unit of UNITS) {
    parts[unit.key] = Math.floor(rest / unit.ms);
    rest -= parts[unit.key] * unit.ms;
  }
  return parts;
}

/** Rendered with the time left at render; on the public page islandScript keeps it ticking. */
export const countdownView: BlockRender<CountdownContent> = ({ content }) => {
  const target = str(content.target);
  const left = timeLeft(target, Date.now());
  const ended = Object.values(left).every((v) => v === 0);
  return (
    <section className="atlas-countdown" data-atlas-countdown={target} data-expired={str(content.expiredText)}>
      {str(content.title) && <h2>{str(content.title)}</h2>}
      {ended ? (
        <p className="atlas-countdown__done">{str(content.expiredText)}</p>
      ) : (
        <div role="timer" aria-label={`Time left until ${target.slice(0, 10)}`}>
          <ul>
            {UNITS.map((unit) => (
              <li key={unit.key}>
                <span data-unit={unit.key}>{String(left[unit.key]).padStart(2, '0')}</span> {unit.label}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
};
