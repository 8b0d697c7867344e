import type { FastifyInstance } from 'fastify';
import { httpError } from './errors';

/**
 * How deep a request's JSON may nest (objects and arrays). The deepest thing a user writes, a page of
 * blocks in columns in columns, stays far below; 4,000 levels in an 8 KB body would otherwise reach
 * recursive validators and walkers and answer 500 in one service while another stores it.
 */
export const MAX_JSON_DEPTH = 100;

export const JSON_TOO_DEEP = `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`;

/** Whether a parsed value nests deeper than `max` levels, walked without recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused, its messages kept), then the depth rule:
 * one place for every service, a 400 with a detail instead of whatever the deepest walker does.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      if (nestsDeeperThan(value, MAX_JSON_DEPTH)) return done(httpError(400, JSON_TOO_DEEP), undefined);
      done(null, value);
    });
  });
}
