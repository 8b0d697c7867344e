import type { BadgeTone } from '@atlas/shell-kit';
import { availabilityOf as shopAvailability, type AvailabilityState } from '@atlas/commerce/contract';

const TONES: Record<AvailabilityState, BadgeTone> = {
  in_stock: 'success',
  low_stock: 'warning',
  out_of_stock: 'danger',
  backorder: 'info',
};

/** The shop's availability rule (one rule, in the commerce contract) with the badge tone the screens show it in. */
export function availabilityOf(...args: Parameters<typeof shopAvailability>) {
  const availability = shopAvailability(...args);
  return { ...availability, tone: TONES[availability.state] };
}
