import type { FastifyError, FastifyInstance } from 'fastify';
import { drainRequestBody } from './drain-body';

/** An error that answers with its status and `{ detail, ...extra }` (e.g. `{ error: 'code' }`). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly extra?: Record<string, unknown>;
  constructor(statusCode: number, detail: string, extra?: Record<string, unknown>) {
    super(detail);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.extra = extra;
  }
}

export function httpError(statusCode: number, detail: string, extra?: Record<string, unknown>): HttpError {
  return new HttpError(statusCode, detail, extra);
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
  /** Present because the kit's ajv runs with `verbose`: a schema may carry its own `errorMessage`. */
  parentSchema?: { errorMessage?: unknown };
}

/** "body/username must NOT have fewer than 3 characters", the way a person would read it. */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const where = `${context ?? 'body'}${first.instancePath ?? ''}`;
  if (typeof first.parentSchema?.errorMessage === 'string') return first.parentSchema.errorMessage.replace('{path}', where);
  if (first.params && typeof first.params.missingProperty === 'string') {
    return `${context ?? 'body'}/${first.params.missingProperty} is required`;
  }
  if (first.params && typeof first.params.additionalProperty === 'string') {
    return `${context ?? 'body'}/${first.params.additionalProperty} is not allowed`;
  }
  return `${where} ${first.message ?? 'is invalid'}`;
}

/** Statuses Fastify itself raises for a bad request, answered with a sentence instead of a code. */
const FRAMEWORK_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but Content-Type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length',
};

interface DatabaseError {
  code?: string;
  constraint?: string;
  detail?: string;
}

/**
 * SQLSTATE codes that hostile or mistaken input can still reach past a route's schema (a value the
 * schema let through but the column refuses, a race on a unique index). They are the caller's
 * problem, not the server's: each becomes a 4xx with a sentence. Anything else from the database
 * (a lost connection, a syntax error, a deadlock) stays a 500 and is logged.
 */
export function databaseErrorAnswer(error: unknown): { status: number; detail: string } | null {
  const { code, detail = '' } = (error ?? {}) as DatabaseError;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  switch (code) {
    case '23505':
      return { status: 409, detail: 'A record with these values already exists' };
    case '23001':
      return { status: 409, detail: 'This record is still in use and cannot be removed' };
    case '23503':
      // inserting a reference to nothing, or deleting something others still refer to
      return /is (still )?referenced/.test(detail)
        ? { status: 409, detail: 'This record is still in use and cannot be removed' }
        : { status: 404, detail: 'A referenced record does not exist' };
    case '23502':
      return { status: 400, detail: 'A required value is missing' };
    case '23514':
    case '23P01':
      return { status: 400, detail: 'A value breaks a rule of this record' };
    case '22001':
      return { status: 400, detail: 'A value is too long' };
    case '22003':
      return { status: 400, detail: 'A number is out of range' };
    case '22P02':
      return { status: 400, detail: 'A value has the wrong format' };
    case '22021':
    case '22P05':
      return { status: 400, detail: 'Text contains characters that cannot be stored (such as NUL)' };
    case '54000':
    case '54001':
      return { status: 400, detail: 'A value is too large to be stored' };
    default:
      // class 22: the rest of the data exceptions (bad dates, invalid JSON text, division by a given zero ...)
      return code.startsWith('22') ? { status: 400, detail: 'A value is not valid' } : null;
  }
}

/** Every error leaves as `{ detail }`; only an unexpected one is a 500, and it never shows a stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { extra?: Record<string, unknown> }, request, reply) => {
    if (error.validation) {
      return reply.status(400).send({
        detail: describeValidation(error.validationContext, error.validation as ValidationIssue[]),
        errors: error.validation.map((issue) => ({
          path: `${error.validationContext ?? 'body'}${issue.instancePath ?? ''}`,
          message: issue.message,
        })),
      });
    }
    const status = error.statusCode;
    if (status && status >= 400 && status < 500) {
      const detail = (error.code && FRAMEWORK_DETAILS[error.code]) || error.message || 'Bad request';
      // Fastify closes the connection after a body it refused (413, bad JSON): the client reads the answer only once it sent all
      if (error.code?.startsWith('FST_ERR_CTP_')) {
        return drainRequestBody(request.raw).then(() => reply.status(status).send({ detail }));
      }
      if (status === 401 || status === 403) request.log.info({ status, detail }, 'request refused');
      return reply.status(status).send({ ...(error.extra ?? {}), detail });
    }
    // A deliberate "upstream down / try later" keeps its status and message; any other 5xx is a bug.
    if ((status === 502 || status === 503 || status === 504) && error.message) {
      return reply.status(status).send({ ...(error.extra ?? {}), detail: error.message });
    }
    const fromDatabase = databaseErrorAnswer(error);
    if (fromDatabase) {
      request.log.info({ code: (error as DatabaseError).code, constraint: (error as DatabaseError).constraint }, fromDatabase.detail);
      return reply.status(fromDatabase.status).send({ detail: fromDatabase.detail });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ detail: 'Internal server error' });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: 'Not found' }));
}
