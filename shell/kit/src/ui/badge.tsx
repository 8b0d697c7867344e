import type { ReactNode } from 'react';
import { cx } from './classes';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={cx('atlas-badge', `atlas-badge--${tone}`, className)}>{children}</span>;
}
