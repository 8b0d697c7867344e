export { KeyedCache, type KeyedCacheOptions } from './keyed-cache';
export {
  encodeAnswer,
  etagOf,
  matchesEtag,
  representation,
  sendCachedAnswer,
  type CachedAnswer,
  type ContentCoding,
} from './cached-answer';
