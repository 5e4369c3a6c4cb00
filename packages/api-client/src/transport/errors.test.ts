import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse, isApiError, NetworkError, RequestTimeoutError } from './errors';

describe('ApiError', () => {
  it('carries status, the server error and the body', () => {
    const error = new ApiError(422, 'invalid site name', { body: { error: 'invalid site name' } });
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('invalid site name');
    expect(error.status).toBe(422);
    expect(error.error).toBe('invalid site name');
    expect(error.body).toEqual({ error: 'invalid site name' });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it("has a time-out error reading 'Request timed out' with status 0", () => {
    const error = new RequestTimeoutError();
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.error, error.message]).toEqual([0, 'Request timed out', 'Request timed out']);
  });

  it('keeps the cause of a network error', () => {
    const cause = new TypeError('fetch failed');
    const error = new NetworkError(cause);
    expect(error.status).toBe(0);
    expect(error.cause).toBe(cause);
  });
});

describe('errorFromResponse', () => {
  it("uses the server's error string", () => {
    expect(
      errorFromResponse(409, 'Conflict', { error: 'Collection with that name already exists' }).error,
    ).toBe('Collection with that name already exists');
  });

  it('describes the status when the body has no string error', () => {
    expect(errorFromResponse(502, 'Bad Gateway', '<html>oops</html>').error).toBe(
      'Request failed with status 502 (Bad Gateway)',
    );
    expect(errorFromResponse(500, '', { error: { nested: true } }).error).toBe(
      'Request failed with status 500',
    );
    expect(errorFromResponse(500, '', undefined).error).toBe('Request failed with status 500');
  });
});
