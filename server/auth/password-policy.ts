import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/*
 * New passwords are checked against zxcvbn-ts's common-password list (passwords-common: the most frequent
 * passwords of public breach corpora) and its pattern matchers (keyboard walks, sequences, repeats,
 * dates), entirely offline: the dictionary ships in the package. Only the server loads it (it is large);
 * the contract's length rule (10–200) still runs on both sides.
 */
let factory: ZxcvbnFactory | undefined;
const checker = () =>
  (factory ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs }));

/** zxcvbn's scale: 0–2 are guessable with an online or a modest offline attack. */
const MIN_SCORE = 3;

export const COMMON_PASSWORD_MESSAGE =
  "This password is on lists of common or leaked passwords, so attackers try it first. Choose a less common one (a few unrelated words work well).";
export const GUESSABLE_PASSWORD_MESSAGE =
  "This password is too easy to guess: it follows a simple pattern (a sequence, a repeat, a keyboard row, a date) or contains your name or e-mail. Choose a less predictable one (a few unrelated words work well).";

/**
 * Why `password` is too weak, or undefined when it is acceptable. `personal` lists words an attacker
 * would try for this account (its e-mail, its name).
 */
export function weakPasswordReason(password: string, personal: string[] = []): string | undefined {
  const result = checker().check(password, personal.filter(Boolean));
  if (result.score >= MIN_SCORE) return undefined;
  const common = result.sequence.some(
    (match) => match.pattern === "dictionary" && match.dictionaryName === "passwords-common",
  );
  return common ? COMMON_PASSWORD_MESSAGE : GUESSABLE_PASSWORD_MESSAGE;
}
