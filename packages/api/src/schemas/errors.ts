import { z } from 'zod';
import { errorCodes } from '../errorCodes';

export { errorCodes, errorCodeForStatus, type ErrorCode } from '../errorCodes';

// The error contract's zod side: the failure body every route declares (codes in ../errorCodes.ts).
export const errorCodeSchema = z.enum(errorCodes);

/** The failure body every route declares for its 4xx and 5xx answers (one component of the OpenAPI document). */
export const errorResponseSchema = z
  .looseObject({
    error: z.string().describe('The catalogue text a person reads'),
    errors: z.array(z.string()).describe("The spec's list: the same text, or one per field"),
    code: errorCodeSchema.describe('A stable machine code; clients branch on it, never on the text'),
  })
  .meta({ id: 'ErrorResponse' });

export { validationMessage, type ValidationTexts } from '../validationMessage';
