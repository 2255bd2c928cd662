// `vn-cccd`: Vietnamese citizen identity number (Căn cước công dân / personal identification number),
// 12 digits: a 3-digit province-of-birth code, a sex-and-century digit (0/1 born 1900-1999, 2/3
// born 2000-2099, the even digit for men), two digits of the birth year and six serial digits.
// There is no check digit; the province code and a birth year not in the future are the checks.

import { todayUtc } from './calendar.js';
import { allSame, isDigits, num, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

/** Province and city codes of Circular 07/2016/TT-BCA (63 provinces). */
const PROVINCES: ReadonlySet<string> = new Set([
  '001', '002', '004', '006', '008', '010', '011', '012', '014', '015', '017', '019', '020', '022', '024', '025',
  '026', '027', '030', '031', '033', '034', '035', '036', '037', '038', '040', '042', '044', '045', '046', '048',
  '049', '051', '052', '054', '056', '058', '060', '062', '064', '066', '067', '068', '070', '072', '074', '075',
  '077', '079', '080', '082', '083', '084', '086', '087', '089', '091', '092', '093', '094', '095', '096',
]);
const PROVINCE_LIST = [...PROVINCES];

export const vnCccd: Validator = {
  name: 'vn-cccd',
  description: 'Vietnamese citizen identity number (CCCD): province-of-birth code, sex/century digit and a birth year not in the future.',
  references: [
    'https://thuvienphapluat.vn/van-ban/Bo-may-hanh-chinh/Thong-tu-07-2016-TT-BCA-quy-dinh-chi-tiet-Luat-Can-cuoc-cong-dan-307996.aspx',
    'https://en.wikipedia.org/wiki/Vietnamese_identity_card',
  ],
  validate(value) {
    if (value.length > 20) return false;
    const v = strip(value, SPACES + '-.');
    if (v.length !== 12 || !isDigits(v) || allSame(v.slice(3))) return false;
    if (!PROVINCES.has(v.slice(0, 3))) return false;
    const centuryDigit = num(v[3] as string);
    if (centuryDigit > 3) return false;
    const year = (centuryDigit < 2 ? 1900 : 2000) + num(v.slice(4, 6));
    return year <= todayUtc().y;
  },
  generate(rng) {
    const province = PROVINCE_LIST[rng.int(PROVINCE_LIST.length)] as string;
    const born = 1940 + rng.int(66);
    const centuryDigit = (born >= 2000 ? 2 : 0) + rng.int(2);
    return province + String(centuryDigit) + String(born % 100).padStart(2, '0') + randomDigits(rng, 6);
  },
};
