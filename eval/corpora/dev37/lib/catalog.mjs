import { BIZ } from './templates_biz.mjs';
import { DEV } from './templates_dev.mjs';
import { CLEAN } from './templates_clean.mjs';
export const TEMPLATES = [...BIZ, ...DEV];
export { CLEAN };
