import type { AcademicPeriod, Grade, RegisterResponse } from '../../../schemas';
import type { Caller } from '../../core';

/** The application form's calls (spec 000 §7 Sign-in and public). */
export const registerApi = (call: Caller) => ({
  /** POST register, multipart: the application fields, profilePic, neccesseryDoc (repeated); 200. */
  submit: (form: FormData, onUploadProgress?: (fraction: number) => void) =>
    call<RegisterResponse>({ method: 'POST', path: 'register', body: form, success: 200, auth: false, onUploadProgress }),
  /** GET allacademicPeriods: every academic period, newest first; public. */
  academicPeriods: () => call<{ academicPeriods: AcademicPeriod[] }>({ method: 'GET', path: 'allacademicPeriods', auth: false }),
  /** GET getallgrades: the grade names an applicant may apply for; public. */
  grades: () => call<{ grades: Grade[] }>({ method: 'GET', path: 'getallgrades', auth: false }),
});
