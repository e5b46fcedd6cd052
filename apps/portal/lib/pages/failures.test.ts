import { ApiError } from '@vivasalud/api-client/errors';
import { describe, expect, it } from 'vitest';
import { contentFailure } from './failures';

describe('contentFailure', () => {
  it.each([
    ['a 404 answer', new ApiError('UNKNOWN', 'Not found', { status: 404 }), 'missing'],
    ['a 500 answer', new ApiError('UNKNOWN', 'Boom', { status: 500 }), 'failed'],
    ['a 503 answer', new ApiError('UNKNOWN', 'Down', { status: 503 }), 'failed'],
    [
      'a 400 answer (a slug we wrote wrong)',
      new ApiError('UNKNOWN', 'Invalid slug format', { status: 400 }),
      'failed',
    ],
    ['a 401 answer', new ApiError('UNAUTHORIZED', 'Unauthorized', { status: 401 }), 'failed'],
    ['no answer at all', new ApiError('NETWORK_ERROR', 'Network Error'), 'failed'],
    ['an error that is not the client’s', new Error('404'), 'failed'],
    ['something thrown that is not an error', { status: 404 }, 'failed'],
  ])('%s → %s', (_, error, expected) => {
    expect(contentFailure(error)).toBe(expected);
  });
});
