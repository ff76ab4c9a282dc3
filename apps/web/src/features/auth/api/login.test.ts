import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loginErrorMessage } from './login';
import { registerErrorMessage } from './register';

describe('loginErrorMessage (spec §8)', () => {
  it('prefers the server message field', () => {
    expect(loginErrorMessage(new ApiError(429, 'x', { message: 'Too many attempts' }))).toBe('Too many attempts');
  });
  it('then the server text body', () => {
    expect(loginErrorMessage(new ApiError(502, 'x', 'Bad gateway'))).toBe('Bad gateway');
  });
  it('then the transport message', () => {
    expect(loginErrorMessage(new ApiError(0, 'Network error: please check your connection and try again.'))).toMatch(/^Network error/);
  });
  it('else the default', () => {
    expect(loginErrorMessage(new ApiError(401, 'Unauthorized'))).toBe('Invalid username or password');
  });
});

describe('registerErrorMessage (spec §8)', () => {
  it('shows the server message or the generic one', () => {
    expect(registerErrorMessage(new ApiError(400, 'x', { message: 'Username is already taken' }))).toBe('Username is already taken');
    expect(registerErrorMessage(new ApiError(500, 'Internal Server Error'))).toBe('Something went wrong!');
    expect(registerErrorMessage(new ApiError(0, 'Network error'))).toBe('Something went wrong!');
  });
});
