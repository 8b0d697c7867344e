import { CURRENCY } from '@atlas/commerce/contract';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

/** 12.5 → '$12.50'. */
export const formatPrice = (amount: number): string => money.format(amount);
