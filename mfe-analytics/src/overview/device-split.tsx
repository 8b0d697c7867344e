import { EmptyState, formatCount } from '@atlas/shell-kit';
import type { DeviceSplit } from '../api/types';
import { formatPercent } from './figures';

const DEVICES: { key: keyof DeviceSplit; label: string }[] = [
  { key: 'desktop', label: 'Desktop' },
  { key: 'mobile', label: 'Mobile' },
  { key: 'tablet', label: 'Tablet' },
];

/** Desktop, mobile and tablet with their counts and shares. */
export function DeviceSplitList({ devices, empty }: { devices: DeviceSplit; empty: string }) {
  const total = devices.desktop + devices.mobile + devices.tablet;
  if (total === 0) return <EmptyState title={empty} />;
  return (
    <ul className="analytics-devices" aria-label="Devices">
      {DEVICES.map(({ key, label }) => {
        const share = (devices[key] / total) * 100;
        return (
          <li key={key} className={`analytics-devices__row analytics-devices__row--${key}`}>
            <span className="analytics-devices__label">{label}</span>
            <span className="analytics-devices__count">
              {formatCount(devices[key])} · {formatPercent(share)}
            </span>
            <span className="analytics-ranked__bar" aria-hidden="true">
              <span style={{ width: `${share}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
