import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorOf, fieldErrorsOfZodIssues } from './field-errors';

const issuesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues ?? [];

describe('fieldErrorOf', () => {
  it('keeps a code the schema names, with only the bounds its text shows', () => {
    const [issue] = issuesOf(z.string().min(8, 'validation.passwordMin'), 'short');
    expect(fieldErrorOf(issue!)).toEqual({ code: 'validation.passwordMin', params: { min: 8 } });
    const [named] = issuesOf(z.string().min(1, 'validation.firstName'), '');
    expect(fieldErrorOf(named!)).toEqual({ code: 'validation.firstName' });
  });

  it('derives codes and bounds from zod’s issue kinds', () => {
    expect(fieldErrorOf(issuesOf(z.string().min(1), '')[0]!)).toEqual({ code: 'validation.required' });
    expect(fieldErrorOf(issuesOf(z.string().min(3), 'ab')[0]!)).toEqual({
      code: 'validation.tooShort',
      params: { min: 3 },
    });
    expect(fieldErrorOf(issuesOf(z.string().max(2), 'abc')[0]!)).toEqual({
      code: 'validation.tooLong',
      params: { max: 2 },
    });
    expect(fieldErrorOf(issuesOf(z.number().min(1), 0)[0]!)).toEqual({
      code: 'validation.tooSmall',
      params: { min: 1 },
    });
    expect(fieldErrorOf(issuesOf(z.number().max(4), 5)[0]!)).toEqual({
      code: 'validation.tooBig',
      params: { max: 4 },
    });
    expect(fieldErrorOf(issuesOf(z.number(), 'x')[0]!)).toEqual({ code: 'validation.invalid' });
    expect(fieldErrorOf({ code: 'too_small', message: 'free English', minimum: 1 })).toEqual({
      code: 'validation.tooSmall',
      params: { min: 1 },
    });
  });

  it('treats lists like text and big integers like numbers', () => {
    expect(fieldErrorOf(issuesOf(z.array(z.number()).min(1), [])[0]!)).toEqual({
      code: 'validation.required',
    });
    expect(fieldErrorOf(issuesOf(z.array(z.number()).min(2), [1])[0]!)).toEqual({
      code: 'validation.tooShort',
      params: { min: 2 },
    });
    expect(fieldErrorOf(issuesOf(z.array(z.number()).max(1), [1, 2])[0]!)).toEqual({
      code: 'validation.tooLong',
      params: { max: 1 },
    });
    expect(fieldErrorOf(issuesOf(z.number().min(1), 0)[0]!)).not.toEqual({ code: 'validation.required' });
    expect(fieldErrorOf(issuesOf(z.bigint().min(5n), 1n)[0]!)).toEqual({
      code: 'validation.tooSmall',
      params: { min: 5 },
    });
  });

  it('keeps the first refusal of each top-level field', () => {
    const schema = z.object({ a: z.string().min(2).max(1), b: z.number() });
    expect(fieldErrorsOfZodIssues(issuesOf(schema, { a: 'x', b: 'y' }))).toEqual({
      a: { code: 'validation.tooShort', params: { min: 2 } },
      b: { code: 'validation.invalid' },
    });
    expect(fieldErrorsOfZodIssues(issuesOf(schema, null))).toEqual({ _: { code: 'validation.invalid' } });
  });
});
