import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFail, fakeOk, type ApiResult } from '@school/api';
import { UiTestProvider } from '@school/ui';
import { confirmed, createSchoolQueryClient, SchoolQueryProvider, useApiMutation, useApiQuery, type ApiMutationOptions } from './query';
import { renderWidget } from './test-utils';

function Reader({ id, load }: { id: string; load: (id: string) => Promise<ApiResult<string>> }) {
  const q = useApiQuery(['things', 'detail', id], () => load(id));
  if (q.status === 'loading') return <p>loading {id}</p>;
  if (q.status === 'error') return <p role="alert">failed: {q.error}</p>;
  return <p>thing: {q.data}</p>;
}

function Pager({ load }: { load: (page: number) => Promise<ApiResult<string>> }) {
  const [page, setPage] = useState(1);
  const q = useApiQuery(['things', 'list', { page }], () => load(page), { keepPrevious: true });
  return (
    <>
      <p>{q.status === 'success' ? `rows of ${q.data}${q.isPrevious ? ' (previous)' : ''}` : q.status}</p>
      <button onClick={() => setPage((p) => p + 1)}>next</button>
    </>
  );
}

function Writer<T>({ write, options }: { write: () => Promise<ApiResult<T>>; options: ApiMutationOptions<void, T> }) {
  const m = useApiMutation(write, options);
  return (
    <>
      <button onClick={() => void m.run()}>save</button>
      {m.error ? <p data-testid="error">{m.error}</p> : null}
    </>
  );
}

describe('useApiQuery', () => {
  it('reads once for two widgets asking for the same key, and shows a failure as an error', async () => {
    const load = vi.fn(async (id: string) => (id === 'bad' ? fakeFail('no such thing', 404) : fakeOk(`#${id}`)));
    renderWidget(
      <>
        <Reader id="a" load={load} />
        <Reader id="a" load={load} />
        <Reader id="bad" load={load} />
      </>,
    );
    expect(await screen.findAllByText('thing: #a')).toHaveLength(2);
    expect(await screen.findByRole('alert')).toHaveTextContent('failed: no such thing');
    expect(load.mock.calls.filter(([id]) => id === 'a')).toHaveLength(1);
    // A refused call (4xx) is not tried again.
    expect(load.mock.calls.filter(([id]) => id === 'bad')).toHaveLength(1);
  });

  it('tries a read that got no answer once more (the hosts’ client), then shows the error', async () => {
    const load = vi.fn(async () => fakeFail('poor connection', 0));
    render(
      <UiTestProvider>
        <SchoolQueryProvider client={createSchoolQueryClient()}>
          <Reader id="x" load={load} />
        </SchoolQueryProvider>
      </UiTestProvider>,
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('failed: poor connection');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    let release: (r: ApiResult<string>) => void = () => {};
    const load = vi.fn((page: number) =>
      page === 1 ? Promise.resolve(fakeOk('page 1')) : new Promise<ApiResult<string>>((r) => (release = r)),
    );
    const { user } = renderWidget(<Pager load={load} />);
    await screen.findByText('rows of page 1');
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(await screen.findByText('rows of page 1 (previous)')).toBeInTheDocument();
    release(fakeOk('page 2'));
    expect(await screen.findByText('rows of page 2')).toBeInTheDocument();
  });
});

describe('useApiMutation', () => {
  it('refetches what it invalidates and toasts the server message', async () => {
    let name = 'old';
    const load = vi.fn(async () => fakeOk(name));
    const write = vi.fn(async () => {
      name = 'new';
      return fakeOk({}, 'Saved');
    });
    const { user } = renderWidget(
      <>
        <Reader id="a" load={load} />
        <Writer write={write} options={{ invalidates: [['things']] }} />
      </>,
    );
    await screen.findByText('thing: old');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('thing: new')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('writes the answer into the cache without reading it again, even under an invalidated prefix', async () => {
    const load = vi.fn(async () => fakeOk('old'));
    const write = async () => fakeOk('fresh from the server');
    const { user } = renderWidget(
      <>
        <Reader id="a" load={load} />
        <Writer
          write={write}
          options={{ updates: (data: string) => [[['things', 'detail', 'a'], data]], invalidates: [['things']], successText: false }}
        />
      </>,
    );
    await screen.findByText('thing: old');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('thing: fresh from the server')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('announces a failure once (a toast by default), or leaves it to the caller with toastErrors: false', async () => {
    const write = async () => fakeFail('Email already in use');
    const first = renderWidget(<Writer write={write} options={{}} />);
    await first.user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByTestId('error')).toHaveTextContent('Email already in use');
    expect(screen.getAllByText('Email already in use')).toHaveLength(2); // the toast and the caller's text
    first.unmount();

    const second = renderWidget(<Writer write={write} options={{ toastErrors: false }} />);
    await second.user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByTestId('error')).toHaveTextContent('Email already in use');
    expect(screen.getAllByText('Email already in use')).toHaveLength(1);
  });

  it('reads again what it would have refreshed when the server answers a conflict, and only then', async () => {
    let name = 'old';
    const load = vi.fn(async () => fakeOk(name));
    const refuse = (code: 'conflict' | 'invalid_input') => async () => {
      name = code === 'conflict' ? 'changed meanwhile' : name;
      return fakeFail(code === 'conflict' ? 'That figure was deleted' : 'Name is required', 400, code);
    };
    const invalid = renderWidget(
      <>
        <Reader id="a" load={load} />
        <Writer write={refuse('invalid_input')} options={{ invalidates: [['things']], toastErrors: false }} />
      </>,
    );
    await screen.findByText('thing: old');
    await invalid.user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByTestId('error')).toHaveTextContent('Name is required');
    expect(load).toHaveBeenCalledTimes(1);
    invalid.unmount();

    const { user } = renderWidget(
      <>
        <Reader id="a" load={load} />
        <Writer write={refuse('conflict')} options={{ invalidates: [['things']], toastErrors: false }} />
      </>,
    );
    await screen.findByText('thing: old');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('thing: changed meanwhile')).toBeInTheDocument();
    expect(screen.getByTestId('error')).toHaveTextContent('That figure was deleted');
  });

  it('announces through the widget’s own notice when given one', async () => {
    const announce = vi.fn();
    const { user } = renderWidget(<Writer write={async () => fakeOk({})} options={{ announce, successText: 'Approved' }} />);
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith('success', 'Approved'));
  });
});

describe('confirmed', () => {
  it('throws the failure for a ConfirmDialog and returns the data of a success', async () => {
    const fail = { run: async () => fakeFail('In use'), isPending: false, error: null, reset: () => {} };
    await expect(confirmed(fail, undefined)).rejects.toThrow('In use');
    const ok = { run: async () => fakeOk(7), isPending: false, error: null, reset: () => {} };
    await expect(confirmed(ok, undefined)).resolves.toBe(7);
  });
});
