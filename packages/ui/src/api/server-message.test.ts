import { ApiError } from './api-fetch';
import { serverMessageOf } from './server-message';

describe('serverMessageOf', () => {
  it("gives a refusal's own message", () => {
    expect(
      serverMessageOf(new ApiError('Prices have changed. Please review your cart and try again.', 409)),
    ).toBe('Prices have changed. Please review your cart and try again.');
    expect(serverMessageOf(new ApiError('Please enter your phone number', 400))).toBe(
      'Please enter your phone number',
    );
  });

  it("gives nothing for the '<status>: <statusText>' apiFetch words a bare answer with", () => {
    expect(
      serverMessageOf(new ApiError('500: Internal Server Error', 500, 'Internal Server Error')),
    ).toBeUndefined();
    expect(serverMessageOf(new ApiError('404: Not Found', 404, 'Not Found'))).toBeUndefined();
    expect(serverMessageOf(new ApiError('429: ', 429))).toBeUndefined();
  });

  it("gives nothing for a 5xx, whose message is about the service's internals", () => {
    expect(serverMessageOf(new ApiError('catalog is unavailable', 502))).toBeUndefined();
    expect(serverMessageOf(new ApiError('Internal server error', 500))).toBeUndefined();
  });

  it('gives nothing for a network failure or anything else thrown', () => {
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverMessageOf(new Error('Bad thing'))).toBeUndefined();
    expect(serverMessageOf('409: Conflict')).toBeUndefined();
  });
});
