import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@school/api';
import { textsIn } from '../shared/intl';
import { deviceName } from './logic';

const en = textsIn('en');
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36';

describe('deviceName', () => {
  it('names the browser and the system, else cuts the text short', () => {
    expect(deviceName(en, ANDROID)).toBe('Chrome on Android');
    expect(deviceName(en, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox on Windows');
    expect(
      deviceName(en, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari on iOS');
    expect(deviceName(en, 'curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceName(en, null)).toBeNull();
  });

  it('says it in the reader’s words (the pseudo-locale walk found it hard-coded in English)', async () => {
    expect(deviceName(textsIn('am', await loadCatalogue('am')), ANDROID)).toBe('Chrome በAndroid');
  });
});
