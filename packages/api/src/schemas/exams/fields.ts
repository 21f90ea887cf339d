// The field helpers the exam schemas share (not part of the package's exports).
import { z } from 'zod';
import { messages } from '../../messages';
import { isRealInstant } from '../common';

export const id = (message: string = messages.invalidData) => z.string({ error: message }).trim().min(1, message).max(100);
export const optionalId = z.string().trim().max(100).optional();
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A whole number sent as a number or a numeric string ('' counts as missing). */
export const wholeNumber = (required: string, invalid: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : blankToUndefined(v)),
    z
      .number({ error: (i) => (i.input === undefined ? required : invalid) })
      .int(invalid)
      .min(min, invalid)
      .max(max, invalid),
  );
export const instant = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(40).refine(isRealInstant, messages.examTimeInvalid);
