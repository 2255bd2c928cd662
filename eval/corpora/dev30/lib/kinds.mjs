// Registry of all document kinds.
import { CLINICAL_KINDS } from './kinds-clinical.mjs';
import { EN_KINDS } from './kinds-en.mjs';
import { TECH_KINDS } from './kinds-tech.mjs';
import { DECOY_KINDS } from './kinds-decoy.mjs';
import { FINANCE_KINDS } from './kinds-finance.mjs';
export const KINDS = [...CLINICAL_KINDS, ...EN_KINDS, ...TECH_KINDS, ...FINANCE_KINDS, ...DECOY_KINDS];
