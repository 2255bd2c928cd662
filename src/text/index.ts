// Entry point of the shared text layer: what detectors import to normalise text, build its
// matching variants, decode hidden payloads, and map any match back to the caller's text.

export { compose, identity, MappedTextBuilder, originalLength, toOriginal } from './offset-map.js';
export type { MappedText, Span } from './offset-map.js';
export { normalizeForMatching, textVariants } from './normalize.js';
export type { NormalizedText, NormalizeOptions, TextVariant, VariantKind } from './normalize.js';
export type { HiddenCharKind, HiddenCharRun } from './invisible.js';
export { findEncodedPayloads } from './decode.js';
export type { DecodedPayload, DecodeOptions, Encoding, Rot13Mode } from './decode.js';
