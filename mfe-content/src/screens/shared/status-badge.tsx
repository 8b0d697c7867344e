import { Badge, type BadgeTone } from '@atlas/shell-kit';
import { capitalised } from './capitalised';

// draft amber, published green, scheduled blue, archived grey
const TONES: Record<string, BadgeTone> = { draft: 'warning', published: 'success', scheduled: 'info', archived: 'neutral' };

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{capitalised(status)}</Badge>;
}
