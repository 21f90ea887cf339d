import type { Texts } from '../shared/intl';

/**
 * A short name for a session's User-Agent: the browser and the system it runs on, in the reader's
 * words ("Chrome on Android", "Firefox on Windows"), or the raw text cut short; null when none was kept.
 */
export function deviceName({ messages, fill }: Texts, userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return fill(messages.sessionsDeviceName, { browser, system });
  return browser ?? system ?? userAgent.slice(0, 40);
}
