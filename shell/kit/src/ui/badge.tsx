import type { ReactNode } from 'react';
import { cx } from './classes';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={cx('atlas-badge', `atlas-badge--${tone}`, className)}>{children}</span>;
}

// A content item's or page's status, the same look everywhere it is listed: draft amber, published
// green, scheduled blue, archived grey.
const STATUS_TONES: Record<string, BadgeTone> = { draft: 'warning', published: 'success', scheduled: 'info', archived: 'neutral' };

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>;
}
