export { Type } from 'typebox';
// The logger every service gets (pino through Fastify), for operations that log without knowing HTTP.
export type { FastifyBaseLogger as Logger } from 'fastify';
export type { Static, TSchema } from 'typebox';
export { createService } from './create-service';
export type { AtlasApp, ServiceDefinition, EventConsumer, ServiceEvents, CreateServiceOptions } from './create-service';
export { runServices, migrateServices, serviceMain } from './run-services';
export type { RunServicesOptions, RunningServices, SharedResources } from './run-services';
export { openSharedDatabase, migrateSchema } from './database';
export type { SharedDatabase, Migration, OpenDatabaseOptions } from './database';
export {
  loadConfig,
  loggerOptions,
  resolveJwtSecret,
  resolvePort,
  isProduction,
  envInteger,
  DEVELOPMENT_SECRET_FILE,
  REPO_ROOT,
} from './config';
export { WriteBatch, createWriteBatch } from './batch';
export type { WriteBatchOptions } from './batch';
export { callBatch } from './call-batch';
export type { CallBatchOptions } from './call-batch';
export { createLifecycle, registerProbes, stopGracefully, drainPeriodMs, type Lifecycle } from './lifecycle';
export type { ServiceConfig } from './config';
export { httpError, HttpError, databaseErrorAnswer, registerErrorHandling } from './errors';
export { drainRequestBody } from './drain-body';
export { startRepeatingJob } from './repeating-job';
export { sealText, openSealedText } from './sealed-text';
export type { SealPurpose } from './sealed-text';
export { VersionField, expectedVersion, staleVersion, StaleVersionAnswer, IF_MATCH_FORMAT, VERSIONS_DISAGREE } from './versions';
export {
  Id,
  IdParams,
  NullableId,
  OrNull,
  Paging,
  MAX_ID,
  WebAddress,
  SiteAddress,
  isWebAddress,
  isSiteAddress,
  isLinkAddress,
  withWebScheme,
} from './schemas';
export { tableOf, isUniqueViolation, iso, json, parseJson, intArray, uuidArray } from './db-helpers';
export type { Db, Outbox } from './db-helpers';
export { MAX_JSON_DEPTH, JSON_TOO_DEEP, nestsDeeperThan } from './json-body';
export { readServiceManifests, serviceUrl, resolveBodyLimit, resolveUploadLimit, DEFAULT_BODY_LIMIT } from './manifest';
export type { ServiceManifest, PublicRoute } from './manifest';
export {
  requireUser,
  requireStaff,
  authenticated,
  staffOnly,
  optionallyAuthenticated,
  signedInUser,
  signAccessToken,
  userFromAccessClaims,
  ACCESS_TOKEN_SECONDS,
  SESSION_ENDED,
  STAFF_TWO_FACTOR_REQUIRED,
  socketCaller,
} from './auth';
export { keepCheckingSocket } from './socket-access';
export { RevokedSessions, revokedSessionsOf, followSessionRevocations, sessionRevocation, SESSION_REVOKED } from './revoked-sessions';
export type { SessionRevokedPayload } from './revoked-sessions';
export type { AuthUser, AccessTokenPayload } from './auth';
export { RESERVED_SLUGS, isReservedSlug } from './reserved-slugs';
export { createEventBus } from './events/event-bus';
export type { EventBus } from './events/event-bus';
export { openEventTransport } from './events/open-transport';
export { buildEnvelope, createWriteEvent } from './events/outbox';
export { EmbeddedTransport } from './events/embedded-transport';
export { KafkaTransport } from './events/kafka-transport';
export type {
  EventEnvelope,
  NewEvent,
  EventTransport,
  TransportMessage,
  DeliveredMessage,
  SubscribeOptions,
  Subscription,
} from './events/types';
export * from './site-access';
export * from './outbound';
export { richTextSanitizer } from './rich-text';
export type { RichTextAllowList } from './rich-text';
export { storageFromEnv, diskStorage, s3Storage, isStorageKey, assertStorageKey } from './storage';
export type { MediaStorage, StoredObject, S3StorageOptions } from './storage';
export { prefixTsQuery } from './full-text';
export * from './cache';
export { MAIL_REQUESTED, MAIL_CATEGORIES, MailRecipient, MailRequestedPayload, isMailRequest, requestMail, appLink } from './mail';
export type { MailCategory, MailRequest } from './mail';
export {
  PREVIEW_DAYS,
  PREVIEW_NOT_FOUND,
  PREVIEW_GONE,
  hashPreviewToken,
  isPreviewToken,
  previewPath,
  previewExpiry,
  previewLinkColumns,
  previewLinksRepository,
  newPreviewLink,
  activePreview,
  previewLinkAnswer,
  previewLinkActions,
  PreviewDays,
  CreatePreviewBody,
  PreviewParams,
  PreviewTokenParams,
  PreviewLink,
  PreviewLinkList,
  PreviewInfo,
} from './preview-links';
export type { PreviewLinkRow } from './preview-links';
