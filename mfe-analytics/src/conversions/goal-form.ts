import type { ConversionGoal, GoalInput, GoalType } from '../api/types';

export const GOAL_TYPES: { value: GoalType; label: string }[] = [
  { value: 'page_visit', label: 'Page Visit' },
  { value: 'event', label: 'Custom Event' },
  { value: 'form_submit', label: 'Form Submission' },
  { value: 'time_on_site', label: 'Time on Site' },
  { value: 'purchase', label: 'Purchase' },
  { value: 'signup', label: 'Sign-up' },
];

/** A day: the longest visit a time-on-site goal can ask for. */
export const MAX_MIN_TIME = 86_400;

export const goalTypeLabel = (type: GoalType) => GOAL_TYPES.find((option) => option.value === type)?.label ?? type;

/** The form's fields as typed (text inputs), before they become a goal. */
export interface GoalDraft {
  name: string;
  description: string;
  goal_type: GoalType | '';
  target_url: string;
  target_event: string;
  min_time: string;
  value: string;
  is_active: boolean;
}

export type GoalErrors = Partial<Record<keyof GoalDraft, string>>;

export function draftOf(goal?: ConversionGoal): GoalDraft {
  return {
    name: goal?.name ?? '',
    description: goal?.description ?? '',
    goal_type: goal?.goal_type ?? '',
    target_url: goal?.target_url ?? '',
    target_event: goal?.target_event ?? '',
    min_time: goal?.goal_type === 'time_on_site' ? String(goal.min_time) : '',
    value: goal ? String(goal.value) : '0',
    is_active: goal?.is_active ?? true,
  };
}

/** Which of the type-specific fields the form shows. */
export const fieldsFor = (type: GoalDraft['goal_type']) => ({
  targetUrl: type === 'page_visit',
  targetEvent: type === 'event',
  minTime: type === 'time_on_site',
});

export function validateGoal(draft: GoalDraft): GoalErrors {
  const errors: GoalErrors = {};
  if (!draft.name.trim()) errors.name = 'Name is required';
  if (!draft.goal_type) errors.goal_type = 'Goal type is required';
  const shown = fieldsFor(draft.goal_type);
  if (shown.targetUrl && !draft.target_url.trim()) errors.target_url = 'Target URL is required';
  if (shown.targetEvent && !draft.target_event.trim()) errors.target_event = 'Event name is required';
  const seconds = draft.min_time.trim();
  if (shown.minTime && !seconds) errors.min_time = 'Minimum seconds is required';
  else if (shown.minTime && (!/^\d{1,5}$/.test(seconds) || Number(seconds) < 1 || Number(seconds) > MAX_MIN_TIME)) {
    errors.min_time = `Minimum seconds must be a whole number from 1 to ${MAX_MIN_TIME}`;
  }
  const value = draft.value.trim() === '' ? 0 : Number(draft.value);
  if (!Number.isFinite(value) || value < 0) errors.value = 'Value must be a number of 0 or more';
  return errors;
}

/** The request body: the type's own fields only, the value in dollars with two decimals. */
export function goalInput(draft: GoalDraft, site: number | null): GoalInput {
  const shown = fieldsFor(draft.goal_type);
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    goal_type: draft.goal_type as GoalType,
    target_url: shown.targetUrl ? draft.target_url.trim() : '',
    target_event: shown.targetEvent ? draft.target_event.trim() : '',
    min_time: shown.minTime ? Number(draft.min_time.trim()) : 0,
    value: Math.round((draft.value.trim() === '' ? 0 : Number(draft.value)) * 100) / 100,
    is_active: draft.is_active,
    site,
  };
}
