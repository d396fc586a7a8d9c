import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's score 3, "safely unguessable": about 10^8 guesses or more. Below it are the passwords
 * of breached-password lists (`12345678`, `password`, `Admin@123`) and their usual variations
 * (capitals, l33t, a digit or a year on the end), which attackers try first.
 */
export const MIN_PASSWORD_SCORE = 3;

// Checking is CPU time on the event loop: past this length a password is strong anyway, and a
// long repetitive one would only cost more to check.
const CHECKED_LENGTH = 64;

let estimator: ZxcvbnFactory | undefined;

// Built on first use: ranking the dictionaries of common passwords takes a moment and memory that
// a server which never sees a sign-up does not need to spend.
function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: zxcvbnCommon.dictionary,
    graphs: zxcvbnCommon.adjacencyGraphs,
    maxLength: CHECKED_LENGTH,
  });
  return estimator;
}

/**
 * True when a password is common or easy to guess: on the common-password lists, a keyboard
 * walk, a repetition, a date, or built from the person's own name or e-mail address.
 */
export function isGuessablePassword(
  password: string,
  person: { name: string; email: string },
): boolean {
  const localPart = person.email.split('@')[0] ?? '';
  // The name and address whole, run together and in their parts: `sitadevi1990` is guessable.
  const userInputs = [
    person.email,
    localPart,
    localPart.replace(/[^\p{L}\p{N}]+/gu, ''),
    ...localPart.split(/[^\p{L}\p{N}]+/u),
    person.name,
    person.name.replace(/\s+/g, ''),
    ...person.name.split(/\s+/),
  ].filter((input) => input.length > 0);
  return getEstimator().check(password, userInputs).score < MIN_PASSWORD_SCORE;
}
