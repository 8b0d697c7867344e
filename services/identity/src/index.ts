export { definition } from './service';
export { USER_REGISTERED, type UserRegisteredPayload } from './events/user-registered';
