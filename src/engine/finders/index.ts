// The registry of named finders that rule packs reference with `"finder"`.

import type { Finder } from './finder.js';
import { personNames } from './person-names.js';
import { phoneNumbers } from './phone-numbers.js';
import { recordNames } from './record-names.js';
import { cjkNames } from './cjk-names.js';
import { nameHandles } from './name-handles.js';
import { listedNames } from './listed-names.js';
import { columnNames } from './column-names.js';
import { personRecordCells } from './person-records.js';
import { formColumns } from './form-columns.js';
import { postcodeAddresses } from './postcode-addresses.js';
import { addressBlocks } from './address-blocks.js';
import { armoredKeyBlocks } from './armored-key-blocks.js';
import { spacedLabels } from './spaced-labels.js';
import { listedUnderHeader } from './listed-under-header.js';
import { noisyLabels } from './noisy-labels.js';
import { headedRows } from './headed-rows.js';
import { personFields } from './person-fields.js';
import { airlineNames } from './airline-names.js';
import { fileNameNames } from './file-name-names.js';
import { recipientNames } from './recipient-names.js';
import { headerNames } from './header-names.js';
import { typedDocumentRows } from './typed-document-rows.js';

export type { Finder, FinderParams, FinderSpan, FindFn } from './finder.js';
export { ScanMemo } from './finder.js';

export const ALL_FINDERS: readonly Finder[] = [phoneNumbers, personNames, recordNames, cjkNames, nameHandles, listedNames, columnNames, personRecordCells, formColumns, postcodeAddresses, addressBlocks, armoredKeyBlocks, spacedLabels, listedUnderHeader, noisyLabels, headedRows, personFields, airlineNames, fileNameNames, recipientNames, headerNames, typedDocumentRows];

const finders: ReadonlyMap<string, Finder> = new Map(ALL_FINDERS.map((f) => [f.name, f]));

export function getFinder(name: string): Finder | undefined {
  return finders.get(name);
}
