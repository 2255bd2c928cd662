// The name of the key a value is written under, read from the end of its line before it:
// `sample_email=`, `"exampleEmail": "`, `dummy-phone: `, `\"fake_iban\":\"` (escaped JSON), `:demo_email => '`.

/** A key, optional quotes (escaped or not), an assignment operator, then an opening quote at most. */
const OWN_KEY = /(?:^|[\s{,;(&?[])\\?["'`]?[:@$]?([\p{L}\p{N}_.-]{1,48})\\?["'`]?[ \t]*(?:=>|->|:=|=|:)[ \t]*\\?["'`]?$/u;

/** The words of the key right before a value on its line (split at `_`, `-`, `.` and camelCase humps), or undefined. */
export function ownKeyWords(lineBefore: string): string | undefined {
  const m = OWN_KEY.exec(lineBefore.length > 200 ? lineBefore.slice(-200) : lineBefore);
  if (!m) return undefined;
  return m[1]!.replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2').replace(/[_.-]+/g, ' ').trim();
}
