export { isPublicAddress } from './public-address';
export {
  allowPrivateTargets,
  assertPublicUrl,
  safeFetch,
  PrivateAddressError,
  PRIVATE_ADDRESS,
  NOT_A_WEB_URL,
  type OutboundOptions,
} from './safe-fetch';
