import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk, type ApiResult, type RegisterResponse } from '@school/api';
import { ApplicationForm } from './ApplicationForm';
import { academicPeriods, grades, registeredUser } from './fixtures';

const meta: Meta = { title: 'Widgets/Admissions/Application' };
export default meta;

/** Pretends to upload for 2 s, reporting progress, then answers with `result`. */
const slowSubmit = (result: ApiResult<RegisterResponse>) => (_form: FormData, onProgress?: (f: number) => void) =>
  new Promise<ApiResult<RegisterResponse>>((resolve) => {
    let sent = 0;
    const timer = setInterval(() => {
      sent = Math.min(sent + 0.1, 1);
      onProgress?.(sent);
      if (sent >= 1) {
        clearInterval(timer);
        resolve(result);
      }
    }, 200);
  });

const lists = { academicPeriods: async () => fakeOk({ academicPeriods }), grades: async () => fakeOk({ grades }) };
const accepted = createFakeApi({
  register: { ...lists, submit: slowSubmit(fakeOk({ message: 'successfully registered', token: 't', user: registeredUser })) },
});
const refused = createFakeApi({ register: { ...lists, submit: slowSubmit(fakeFail('This email is already registered', 409)) } });
const listsFail = createFakeApi({ register: { academicPeriods: async () => fakeFail('poor connection', 0), grades: lists.grades } });
const loading = createFakeApi({ register: { academicPeriods: () => new Promise(() => undefined), grades: lists.grades } });

export const Form: StoryObj = {
  render: () => <ApplicationForm api={accepted} onRegistered={(r) => console.info('registered', r.user.ID)} />,
};
export const ServerRefuses: StoryObj = {
  render: () => <ApplicationForm api={refused} onRegistered={() => undefined} />,
};
export const ChoicesFailed: StoryObj = { render: () => <ApplicationForm api={listsFail} onRegistered={() => undefined} /> };
export const ChoicesLoading: StoryObj = { render: () => <ApplicationForm api={loading} onRegistered={() => undefined} /> };
