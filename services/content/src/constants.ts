// Constants shared with the front ends (no imports: the contract entry re-exports them into bundles).
export const CONTENT_TYPES = ['page', 'post', 'product', 'event'] as const;
export const CONTENT_STATUSES = ['draft', 'published', 'scheduled', 'archived'] as const;
export const CONTENT_SORTS = [
  'updated',
  '-updated',
  'created',
  '-created',
  'title',
  '-title',
  'views',
  '-views',
  'published',
  '-published',
] as const;
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;
export const CONTENT_PAGE_SIZE = 20;

export const MEDIA_TYPES = ['image', 'video', 'audio', 'document', 'archive'] as const;
export const MEDIA_SORTS = ['created', '-created', 'name', '-name', 'size', '-size'] as const;
export const MEDIA_PAGE_SIZE = 50;

export const SCHEDULE_NEEDS_DATE = 'A publish date is required for scheduled content';
export const SCHEDULE_IN_PAST = 'The publish date must be in the future to schedule content';

type Schedule = { status: string; published_at: Date | string | null | undefined };
const timeOf = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : NaN);

/**
 * Why content cannot be saved with this schedule, or null: scheduled content needs a publish date in
 * the future. A schedule saved again unchanged may have just come due (the scheduler publishes it
 * on its next run), so it is not refused. The editor and the content service share this rule.
 */
export function scheduleProblem(next: Schedule, before?: Schedule | null, now = Date.now()): string | null {
  if (next.status !== 'scheduled') return null;
  if (!next.published_at) return SCHEDULE_NEEDS_DATE;
  const at = timeOf(next.published_at);
  const unchanged = before?.status === 'scheduled' && timeOf(before.published_at) === at;
  return at <= now && !unchanged ? SCHEDULE_IN_PAST : null;
}
