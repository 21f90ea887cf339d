import { readFileSync } from 'node:fs';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { messages } from '../i18n';

// ─── The commonest passwords, refused wherever a password is set ─────────────────────────────
// common-passwords.txt: 17,950 entries of 8+ characters from @zxcvbn-ts/language-common's
// dictionary (source and licence in its header and docs/decisions/0020-authorization-and-sessions.md). Read once, on first use.
// Beyond the exact list, @zxcvbn-ts/core's estimator with the same dictionary catches the simple
// variations (case, l33t, digits and symbols appended, keyboard walks): a password it guesses in
// fewer than 10^6 tries (score 0 or 1) is refused ('Passw0rd!', 'P@ssw0rd1', 'Qwerty123!').

let list: Set<string> | undefined;

function load(): Set<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );
}

let estimator: ZxcvbnFactory | undefined;
/** Fewer estimated guesses than this is a common password or a simple variation of one. */
export const MIN_GUESSES = 1e6;

/**
 * Is this one of the commonest passwords, or a simple variation of one? Case-insensitive:
 * 'PassWord1' is 'password1'; 'Passw0rd!' is 'password' in l33t with a symbol appended.
 */
export function isCommonPassword(password: string): boolean {
  list ??= load();
  if (list.has(password.normalize('NFKC').toLowerCase())) return true;
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  // The estimator's cost grows with the length; the schemas cap passwords well below this.
  return estimator.check(password.slice(0, 100)).guesses < MIN_GUESSES;
}

/** How many entries the list holds (tests and the docs). */
export const commonPasswordCount = () => (list ??= load()).size;

// ─── Why a new password is weak (change password, issue 36) ──────────────────────────────────
// The same estimator, told who is choosing (their ID, their name, the school's name: the first
// things someone who knows them would try), asks for an estimated 10^8 guesses (score 3, "safely
// unguessable" against an online attack) and names what made it guessable: 'Admin@123' (a common
// password), 'zaq1@WSX' (a keyboard walk), 'Mizan2026!' (the school's name and a year), 'FA-0002!'
// (the person's own ID) are all refused, each with its reason.

/** Fewer estimated guesses than this is too easy to guess for a chosen password. */
export const MIN_CHOSEN_GUESSES = 1e8;

/** The words of an ID and names, as the estimator's user inputs (lower case, each part too). */
export const personalWords = (...texts: string[]) => [
  ...new Set(
    texts
      .flatMap((t) => [t, ...t.split(/[\s\-_.@]+/)])
      .map((w) => w.normalize('NFKC').toLowerCase().trim())
      .filter((w) => w.length >= 2),
  ),
];

/** The reason a person's new password is too weak (a catalogue text), or null when it is strong enough. */
export function passwordWeakness(password: string, personal: string[]): string | null {
  if (isCommonPassword(password)) return messages.passwordTooCommon;
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const result = estimator.check(password.slice(0, 100), personal);
  if (result.guesses >= MIN_CHOSEN_GUESSES) return null;
  const matches = result.sequence as { pattern: string; dictionaryName?: string; regexName?: string }[];
  const has = (test: (m: (typeof matches)[number]) => boolean) => matches.some(test);
  if (has((m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs')) return messages.passwordHasPersonalInfo;
  if (has((m) => m.pattern === 'spatial')) return messages.passwordKeyboardPattern;
  if (has((m) => m.pattern === 'date' || (m.pattern === 'regex' && m.regexName === 'recentYear'))) return messages.passwordHasDate;
  if (has((m) => m.pattern === 'repeat' || m.pattern === 'sequence')) return messages.passwordRepeats;
  if (has((m) => m.pattern === 'dictionary')) return messages.passwordTooCommon;
  return messages.passwordTooWeak;
}
