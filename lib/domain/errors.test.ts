import { describe, expect, it } from 'vitest';
import { AppError, isAppError } from './errors';

describe('isAppError', () => {
  it('recognises its own errors and their codes', () => {
    expect(isAppError(new AppError('conflict'), 'conflict')).toBe(true);
    expect(isAppError(new AppError('conflict'), 'not_found')).toBe(false);
    expect(isAppError(new Error('conflict'))).toBe(false);
    expect(isAppError(null)).toBe(false);
  });

  it('recognises an AppError made by another copy of the module (another bundle layer)', () => {
    const foreign = Object.assign(new Error('dup'), { name: 'AppError', code: 'conflict', [Symbol.for('breeder.AppError')]: true });
    expect(isAppError(foreign, 'conflict')).toBe(true);
    expect(isAppError(Object.assign(new Error('x'), { name: 'AppError', code: 'conflict' }))).toBe(false);
  });
});
