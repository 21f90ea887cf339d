import { describe, expect, it } from 'vitest';
import { importRowErrorsOf } from './importRowErrors';

describe('importRowErrorsOf', () => {
  it('reads the row errors of a refused import', () => {
    const body = {
      error: '2 rows have errors',
      errors: [
        { row: 0, field: 'email', error: 'Invalid email' },
        { row: 3, error: 'Duplicate' },
      ],
    };
    expect(importRowErrorsOf({ body })).toEqual(body.errors);
  });

  it('is null for a failure of another kind or a malformed list', () => {
    expect(importRowErrorsOf({ body: { error: 'Forbidden' } })).toBeNull();
    expect(importRowErrorsOf({})).toBeNull();
    expect(importRowErrorsOf({ body: 'Bad gateway' })).toBeNull();
    expect(importRowErrorsOf({ body: { errors: ['Invalid email'] } })).toBeNull();
    expect(importRowErrorsOf({ body: { errors: [{ row: '1', error: 'x' }] } })).toBeNull();
    expect(importRowErrorsOf({ body: { errors: [{ row: 1, field: 2, error: 'x' }] } })).toBeNull();
  });
});
