import { randomUUID } from 'node:crypto';
import { httpError } from '@atlas/service-kit';
import { TEST_CARDS, type PaymentMethod } from '../constants';

export interface ChargeRequest {
  method: PaymentMethod;
  /** In cents. */
  amount: number;
  currency: string;
  /** The checkout's idempotency key: the provider answers a repeated key with the first charge. */
  idempotencyKey: string;
  cardNumber?: string;
  paypalEmail?: string;
}

export interface Charge {
  status: 'succeeded' | 'pending';
  transactionId: string;
}

/** A payment provider: charges once per idempotency key; throws a 402 when the payment is declined. */
export interface PaymentProvider {
  charge(request: ChargeRequest): Promise<Charge>;
  refund(transactionId: string): Promise<void>;
  /** How many charges it has taken (the test provider's ledger; tests prove a retry is not a second charge). */
  readonly charges: number;
}

const declined = (message: string) => httpError(402, message);

/**
 * The built-in provider for `stripe` and `paypal` in test mode (no network) and cash on delivery.
 * Cards: 4242424242424242 succeeds, 4000000000000002 is declined, 4000000000009995 has insufficient
 * funds; PayPal declines an address ending in @decline.test. Like a real provider's idempotency keys,
 * a key it has seen answers the first result again instead of charging twice.
 */
export function testPaymentProvider(): PaymentProvider {
  const byKey = new Map<string, Charge>();
  let charges = 0;
  return {
    get charges() {
      return charges;
    },
    async charge(request) {
      const seen = byKey.get(request.idempotencyKey);
      if (seen) return seen;
      if (request.method === 'cash_on_delivery') {
        const charge: Charge = { status: 'pending', transactionId: `cod_${randomUUID().slice(0, 18)}` };
        byKey.set(request.idempotencyKey, charge);
        return charge;
      }
      if (request.method === 'stripe') {
        // checkoutProblems has refused a missing or malformed number before any charge.
        const card = (request.cardNumber || TEST_CARDS.success).replace(/[\s-]/g, '');
        if (card === TEST_CARDS.declined) throw declined('Your card was declined');
        if (card === TEST_CARDS.insufficientFunds) throw declined('Your card has insufficient funds');
        if (card !== TEST_CARDS.success) throw declined('Your card was declined (test mode accepts 4242 4242 4242 4242)');
      }
      if (request.method === 'paypal' && /@decline\.test$/i.test(request.paypalEmail ?? '')) {
        throw declined('PayPal declined the payment');
      }
      charges += 1;
      const prefix = request.method === 'stripe' ? 'ch_test_' : 'pp_test_';
      const charge: Charge = { status: 'succeeded', transactionId: `${prefix}${randomUUID().replaceAll('-', '').slice(0, 20)}` };
      byKey.set(request.idempotencyKey, charge);
      return charge;
    },
    async refund() {},
  };
}
