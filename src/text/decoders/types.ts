// Shared shapes for the decoder scanners: each scanner reads one text and returns candidate
// spans already decoded; src/text/decode.ts merges them, applies the budgets and recurses.

export type Encoding =
  | 'base64'
  | 'base64url'
  | 'hex'
  | 'percent'
  | 'rot13'
  | 'json_escape'
  | 'unicode_escape'
  | 'html_entity'
  | 'mime_word';

export interface Candidate {
  encoding: Encoding;
  /** UTF-16 span of the encoded text in the scanned text. */
  start: number;
  end: number;
  decoded: string;
  /** Where appended context starts in `decoded`: text from there on is read beside the payload, never reported through it. */
  contextFrom?: number;
}
