import { Type } from '@atlas/service-kit';

/** One service as the Health screen shows it. */
export const ServiceHealth = Type.Object({
  name: Type.String(),
  /** up: /health/ready answered 200; stopping: it drains; down: it answered otherwise or not at all. */
  status: Type.Unsafe<'up' | 'stopping' | 'down'>({ type: 'string', enum: ['up', 'stopping', 'down'] }),
  detail: Type.Union([Type.String(), Type.Null()]),
  version: Type.Union([Type.String(), Type.Null()]),
  started_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  uptime_seconds: Type.Union([Type.Integer(), Type.Null()]),
  response_ms: Type.Union([Type.Integer(), Type.Null()]),
  /** Events written by the service and not yet published: how many, and the oldest one's age. */
  outbox: Type.Union([Type.Object({ pending: Type.Integer(), oldest_seconds: Type.Union([Type.Integer(), Type.Null()]) }), Type.Null()]),
  /** Where its OpenAPI document is read through this service. */
  openapi_url: Type.String(),
});

export const PlatformHealth = Type.Object({ checked_at: Type.String({ format: 'date-time' }), services: Type.Array(ServiceHealth) });

export const ServiceNameParams = Type.Object({
  name: Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$', errorMessage: 'A service name is lowercase letters, digits and -.' }),
});

/** An OpenAPI 3 document, as the service generates it. */
export const OpenApiDocument = Type.Object({ openapi: Type.String() }, { additionalProperties: true });
