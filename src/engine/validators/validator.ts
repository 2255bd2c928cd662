// The contract every named validator implements. Rules reference validators by name
// (`"validators": ["luhn"]` or `[{ "name": "phone", "params": { "regions": ["DE"] } }]`);
// the engine runs them on the rule's sensitive group after the pattern matched.

import type { Rng } from '../examples/rng.js';

export type ValidatorParams = Readonly<Record<string, unknown>>;

export interface Validator {
  /** kebab-case name referenced from rule packs, e.g. `iban-mod97`. */
  readonly name: string;
  /** One line for the generated reference docs. */
  readonly description: string;
  /** Where the algorithm is specified (standard, official page). */
  readonly references: readonly string[];
  /**
   * True when `value` passes the format check. `value` is the matched text exactly as it
   * appears in the document (it may contain separators such as spaces or dashes); the
   * validator strips what its format allows. Must not throw; must run in linear time.
   */
  validate(value: string, params?: ValidatorParams): boolean;
  /**
   * A fresh valid value, for rule examples (`${valid:NAME}`) and the evaluation corpus.
   * Omitted only where generating makes no sense (e.g. a structural check on input).
   */
  generate?(rng: Rng, params?: ValidatorParams): string;
}
