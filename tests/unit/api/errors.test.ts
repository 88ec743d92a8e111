import { describe, expect, it } from 'vitest';
import { errorDetails, toApiError } from '../../../src/api/errors';

describe('ApiError from every platform error shape', () => {
  it('api §2.1 an array of {code, message}', () => {
    const e = toApiError(403, {
      errors: [
        { code: 'zoneId', message: 'Zone id required' },
        { code: 'x', message: 'Second' },
      ],
    });
    expect(e.status).toBe(403);
    expect(e.messages).toEqual(['Zone id required', 'Second']);
    expect(e.hasCode('zoneId')).toBe(true);
  });
  it('api §2.2 errors as a string (token-or-guest 401)', () => {
    expect(toApiError(401, { errors: 'Unauthorized' }).messages).toEqual(['Unauthorized']);
  });
  it('api §2.2 errors as an object (items/details 404)', () => {
    const e = toApiError(404, { errors: { code: 'product-001', message: 'Not found' } });
    expect(e.details).toEqual([{ code: 'product-001', message: 'Not found' }]);
  });
  it('api §2.2 {message} only, and {error, message}', () => {
    expect(toApiError(401, { message: 'Unauthenticated.' }).messages).toEqual(['Unauthenticated.']);
    expect(toApiError(403, { error: 'wrong credential.', message: 'Bad token' }).details).toEqual([
      { code: 'wrong credential.', message: 'Bad token' },
    ]);
    expect(toApiError(404, { error: 'provider_not_found' }).messages).toEqual(['provider_not_found']);
  });
  it('api §2.2 a bare string or an unknown body still gives a usable error', () => {
    expect(errorDetails('Server exploded')).toEqual([{ code: null, message: 'Server exploded' }]);
    const e = toApiError(500, null);
    expect(e.messages).toEqual([]);
    expect(e.message).toBe('Request failed with status 500');
  });
});
