// Values both the service and the dashboard read (exported through the contract).

export const TIME_RANGES = ['1d', '7d', '30d', '90d'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

export const SOURCES = ['Direct', 'Search', 'Social', 'Referral', 'Email'] as const;
export type TrafficSource = (typeof SOURCES)[number];

export const GOAL_TYPES = ['page_visit', 'event', 'form_submit', 'time_on_site', 'purchase', 'signup'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

/** Events the tracker sends; any other name up to 100 characters is a custom event. */
export const TRACKER_EVENTS = ['form_submit', 'outbound', 'search', 'menu_click'] as const;

export const UNIQUE_VISITORS_NOTE = 'Unique visitors over more than a day are the sum of daily unique visitors';

/** A visitor silent this long starts a new session with the next event. */
export const SESSION_GAP_SECONDS = 30 * 60;
/** Seen this recently = an active visitor. */
export const ACTIVE_WINDOW_SECONDS = 5 * 60;
