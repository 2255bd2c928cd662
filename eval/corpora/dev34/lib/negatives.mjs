// Hard-negative look-alikes: identifiers that are not personal data or secrets.
import * as C from './checks.mjs';
import { uuid } from './secrets.mjs';
import { PERSONLIKE_BRANDS } from './names.mjs';
const WMI = ['WVW', 'WBA', 'WDD', 'VF1', 'VF3', 'ZFA', 'TMB', 'YV1', 'SAL', 'JTD', 'KMH', 'VSS', 'WAU', 'SJN', '1FT', '5YJ', 'LRW', 'U5Y', 'W0L', 'UU1'];
const VC = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
export function vin(r) { const s = r.pick(WMI) + r.chars(5, VC) + '0' + r.pick('LMNPRSTV') + r.chars(1, VC) + r.digits(6); const v = s.slice(0, 8) + C.vinCheck(s) + s.slice(9); return v; }
export function gtin(r) { const p = r.pick(['400', '590', '859', '871', '730', '380', '469', '690', '880', '893']) + r.digits(9); return p + C.gtinDigit(p); }
export function imei(r) { const p = r.pick(['35', '86', '01']) + r.digits(12); return p + C.luhnDigit(p); }
export const NEG = {
  vin: (r) => vin(r),
  part_number: (r) => r.pick([`${r.digits(1)}K${r.digits(1)} ${r.digits(3)} ${r.digits(3)} ${r.upper(1)}`, `A ${r.digits(3)} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, `${r.digits(5)}-${r.upnum(5)}`, `0 ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`, `PN-${r.digits(6)}-${r.upper(2)}`, `${r.digits(2)}.${r.digits(3)}.${r.digits(3)}`]),
  order_number: (r) => r.pick([`SO-${r.digits(7)}`, `PO ${r.int(2024, 2026)}/${r.digits(5)}`, `AUF-${r.digits(8)}`, `${r.digits(10)}`, `WO-${r.upper(2)}${r.digits(6)}`]),
  invoice_number: (r) => r.pick([`INV-${r.int(2024, 2026)}-${r.digits(5)}`, `RE${r.digits(9)}`, `FV/${r.digits(4)}/${r.int(1, 12)}/${r.int(2024, 2026)}`, `F${r.int(24, 26)}-${r.digits(6)}`, `${r.int(2024, 2026)}${r.digits(6)}`]),
  quote_number: (r) => r.pick([`Q-${r.digits(6)}`, `ANG-${r.int(2024, 2026)}-${r.digits(4)}`, `DEV${r.digits(7)}`, `QT/${r.digits(5)}`]),
  chassis_number: (r) => `${r.upper(2)}${r.digits(2)}-${r.digits(7)}`,
  engine_number: (r) => r.pick([`${r.upper(3)}${r.digits(6)}`, `${r.digits(1)}${r.upper(2)}-${r.digits(7)}`, `B${r.digits(4)}T${r.digits(2)}-${r.digits(7)}`]),
  licence_plate: (r, L) => r.pat(L && L.plate ? L.plate : 'AA-## AAA'),
  serial_number: (r) => r.pick([`SN ${r.upnum(10)}`, `${r.upper(3)}${r.digits(9)}`, `S/N: ${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`, `${r.digits(2)}${r.upper(1)}${r.digits(8)}`]),
  gtin: (r) => gtin(r),
  imei: (r) => imei(r),
  permit_number: (r) => r.pick([`BP-${r.int(2023, 2026)}-${r.digits(5)}`, `${r.int(2023, 2026)}/${r.digits(4)}/BG`, `PA/${r.digits(2)}/${r.digits(5)}/FUL`, `PC ${r.digits(6)}`]),
  case_number: (r) => r.pick([`CASE-${r.digits(8)}`, `#${r.digits(6)}`, `INC${r.digits(7)}`, `SR-${r.digits(5)}`, `CLM-${r.digits(9)}`]),
  tracking_number: (r) => r.pick([`1Z${r.upnum(6)}${r.digits(10)}`, `JJD${r.digits(18)}`, `00${r.digits(18)}`, `${r.upper(2)}${r.digits(9)}${r.pick(['DE', 'CN', 'GB', 'SE'])}`]),
  recall_number: (r) => r.pick([`${r.int(23, 26)}V-${r.digits(3)}`, `RC-${r.digits(6)}`, `R/${r.int(2023, 2026)}/${r.digits(3)}`]),
  lot_number: (r) => r.pick([`LOT ${r.digits(2)}${r.upper(1)}${r.digits(4)}`, `L${r.digits(6)}`, `Charge ${r.digits(7)}`, `BATCH-${r.upnum(6)}`]),
  uuid: (r) => uuid(r),
  sha256: (r) => r.hex(64),
  git_sha: (r) => r.hex(r.pick([7, 40])),
  md5: (r) => r.hex(32),
  version: (r) => r.pick([`v${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 40)}`, `${r.int(1, 5)}.${r.int(0, 12)}.${r.int(0, 99)}-rc.${r.int(1, 5)}`, `build ${r.int(1000, 9999)}`]),
  timestamp: (r) => `${r.int(2024, 2026)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}Z`,
  price: (r, L) => {
    const cur = (L && L.cur) || 'EUR'; const n = r.int(10, 9999), c = r.digits(2), big = `${r.int(1, 999)} ${r.digits(3)}`;
    switch (cur) {
      case 'EUR': return r.pick([`${n},${c} €`, `€ ${n},${c}`, `EUR ${n}.${c}`]);
      case 'USD': case 'CAD': case 'AUD': case 'SGD': return r.pick([`$${n}.${c}`, `${cur} ${n}.${c}`]);
      case 'GBP': return `£${n}.${c}`;
      case 'CZK': return `${big} Kč`; case 'PLN': return `${n},${c} zł`; case 'HUF': return `${big} Ft`; case 'SEK': case 'DKK': case 'NOK': return `${n},${c} kr`;
      case 'JPY': return r.pick([`¥${r.int(1, 999)},${r.digits(3)}`, `${r.int(1, 999)},${r.digits(3)}円`]); case 'KRW': return `${r.int(1, 999)},${r.digits(3)},000원`; case 'CNY': return `¥${n}.${c}`;
      case 'INR': return `₹${r.int(1, 99)},${r.digits(3)}.${c}`; case 'BRL': return `R$ ${n},${c}`; case 'TRY': return `${n},${c} TL`; case 'RUB': return `${big} ₽`; case 'UAH': return `${big} грн`;
      case 'THB': return `${n}.${c} บาท`; case 'VND': return `${big}.000 ₫`; case 'IDR': return `Rp ${big}.000`; case 'MYR': return `RM ${n}.${c}`; case 'ILS': return `₪${n}.${c}`;
      default: return `${n}.${c} ${cur}`;
    }
  },
  coordinates: (r) => `${(r.int(35000, 65000) / 1000).toFixed(r.pick([4, 5, 6]))}, ${(r.int(-9000, 30000) / 1000).toFixed(r.pick([4, 5, 6]))}`.replace(/^(\d+\.\d+)(\d*), /, '$1$2, '),
  hotline: (r) => r.pick(['0800 222 1111', '112', '+49 800 5 10 11 12', '0800 88 77 66', '1-800-555-0199', '0845 300 3456', '116 117', '+44 800 887 766', '0800 111 0 111', '0900 1234567']),
  company_name: (r) => r.pick(PERSONLIKE_BRANDS),
  container_number: (r) => `${r.upper(3)}U ${r.digits(6)} ${r.digits(1)}`,
  tyre_dot: (r) => `DOT ${r.upnum(4)} ${r.upnum(4)} ${String(r.int(1, 52)).padStart(2, '0')}${r.int(20, 25)}`,
  ticket_number: (r) => r.pick([`HD-${r.digits(6)}`, `TKT${r.digits(7)}`, `JIRA-${r.int(100, 9999)}`]),
  livestock_tag: (r) => r.pick([`DE 01 ${r.digits(3)} ${r.digits(5)}`, `UK 1${r.digits(5)} ${r.digits(5)}`, `FR ${r.digits(10)}`]),
  policy_number: (r) => `POL-${r.upnum(3)}-${r.digits(8)}`,
  meter_number: (r) => r.pick([`1ESY${r.digits(10)}`, `MPAN ${r.digits(2)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`, `Zählernr. ${r.digits(8)}`]),
  evse_id: (r) => `${r.pick(['DE', 'NL', 'FR', 'SE'])}*${r.upnum(3)}*E${r.digits(6)}*${r.digits(3)}`,
  mac_address: (r) => Array.from({ length: 6 }, () => r.HEX(2)).join(':'),
  iso_datetime: (r) => `${r.int(2024, 2026)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')} ${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`,
  cscs_card_number: null,
};
delete NEG.cscs_card_number;
export function neg(d, r, kind, L) { return d.n(kind, NEG[kind](r, L)); }
