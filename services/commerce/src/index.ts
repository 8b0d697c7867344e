export { definition } from './service';
export { testPaymentProvider } from './operations/payments';
