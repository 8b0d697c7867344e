import { ApiError } from '../client';
import { errorText, fieldErrors } from '../error-text';

const refusal = (body: unknown, status = 400) => new ApiError(status, 'Bad Request', body);

describe('errorText', () => {
  it("says the service's detail", () => {
    expect(errorText(refusal({ detail: 'Slug taken', errors: { slug: 'Slug is taken' } }), 'Failed')).toBe('Slug taken');
  });

  it('else the first field error, of a rule or of the schema', () => {
    expect(errorText(refusal({ errors: { customer_email: 'Email is required', city: 'City is required' } }), 'Failed')).toBe(
      'Email is required',
    );
    expect(errorText(refusal({ errors: [{ path: 'body/slug', message: 'Slug may only contain letters' }] }), 'Failed')).toBe(
      'Slug may only contain letters',
    );
  });

  it('else the fallback: no text, a network failure, an error of the page, never the status line or [object Object]', () => {
    expect(errorText(refusal({}, 500), 'Failed to load')).toBe('Failed to load');
    expect(errorText(refusal(null, 502), 'Failed to load')).toBe('Failed to load');
    expect(errorText(refusal({ detail: { code: 'x' }, errors: { name: { nested: true } } }), 'Failed to load')).toBe('Failed to load');
    expect(errorText(refusal({ detail: '' }), 'Failed to load')).toBe('Failed to load');
    expect(errorText(new TypeError('Failed to fetch'), 'Failed to load')).toBe('Failed to load');
    expect(errorText({ detail: 'not an answer' }, 'Failed to load')).toBe('Failed to load');
    expect(errorText(undefined, 'Failed to load')).toBe('Failed to load');
  });
});

describe('a body too large (413)', () => {
  it("reads as too large with the service's detail, never as the fallback of a failure", () => {
    expect(errorText(refusal({ detail: 'Request body is too large' }, 413), 'Service unavailable')).toBe('Request body is too large');
    expect(errorText(refusal({ detail: 'Keep it under 2 MB' }, 413), 'Service unavailable')).toBe('Too large to send: Keep it under 2 MB');
    expect(errorText(refusal('<html>413 Request Entity Too Large</html>', 413), 'Service unavailable')).toBe('Too large to send');
    expect(refusal({ detail: 'Request body is too large' }, 413).tooLarge).toBe(true);
    expect(refusal({ detail: 'Service unavailable' }, 503).tooLarge).toBe(false);
  });
});

describe('fieldErrors', () => {
  it("keeps a rule's messages by field and the schema's by path, text only, the first per path", () => {
    expect(fieldErrors(refusal({ errors: { billing_state: 'State is not valid', count: 3 } }))).toEqual({
      billing_state: 'State is not valid',
    });
    expect(
      fieldErrors(
        refusal({
          errors: [
            { path: 'body/published_at', message: 'Choose a later date' },
            { path: 'body/published_at', message: 'second' },
            { message: 'no path' },
          ],
        }),
      ),
    ).toEqual({ 'body/published_at': 'Choose a later date' });
    expect(fieldErrors(new Error('boom'))).toEqual({});
  });
});
