import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchForWidgets } from './watchForWidgets';

const settle = () => new Promise((r) => setTimeout(r, 0));
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

describe('watchForWidgets (the loader)', () => {
  it('loads nothing when no element of a tag is on the page', async () => {
    const news = vi.fn(async () => {});
    stop = watchForWidgets({ 'school-news': news });
    document.body.append(document.createElement('p'));
    await settle();
    expect(news).not.toHaveBeenCalled();
  });

  it("loads a tag's chunk once for the elements already on the page", async () => {
    document.body.innerHTML = '<school-news></school-news><school-news></school-news>';
    const news = vi.fn(async () => {});
    const gallery = vi.fn(async () => {});
    stop = watchForWidgets({ 'school-news': news, 'school-gallery': gallery });
    expect(news).toHaveBeenCalledTimes(1);
    expect(gallery).not.toHaveBeenCalled();
  });

  it('loads a chunk when an element is added later, also nested inside added markup', async () => {
    const news = vi.fn(async () => {});
    const apply = vi.fn(async () => {});
    stop = watchForWidgets({ 'school-news': news, 'school-apply': apply });
    document.body.append(document.createElement('school-news'));
    const section = document.createElement('section');
    section.innerHTML = '<div><school-apply></school-apply></div>';
    document.body.append(section);
    await settle();
    expect(news).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledTimes(1);
    document.body.append(document.createElement('school-news'));
    await settle();
    expect(news).toHaveBeenCalledTimes(1);
  });

  it('tries again when a failed chunk is needed again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const news = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    document.body.innerHTML = '<school-news></school-news>';
    stop = watchForWidgets({ 'school-news': news });
    await settle();
    expect(error).toHaveBeenCalledWith('school-widgets: could not load <school-news>', expect.any(Error));
    document.body.append(document.createElement('school-news'));
    await settle();
    expect(news).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('skips tags another copy of the bundle already defined', () => {
    customElements.define('school-already', class extends HTMLElement {});
    document.body.innerHTML = '<school-already></school-already>';
    const load = vi.fn(async () => {});
    stop = watchForWidgets({ 'school-already': load });
    expect(load).not.toHaveBeenCalled();
  });
});
