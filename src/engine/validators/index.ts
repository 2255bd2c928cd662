// The registry of named validators that rule packs reference. Each entry is wrapped so that a
// bug in one validator can never throw into the matcher: validate() then just returns false.

import { abaRouting } from './aba-routing.js';
import { mxClabe } from './mx-clabe.js';
import { beBban, noKontonummer, ptNib } from './domestic-accounts.js';
import { arCbu } from './ar-cbu.js';
import { anyOfValidator } from './any-of.js';
import { euVat } from './eu-vat.js';
import { esCif } from './es-cif.js';
import { gbVat } from './gb-vat.js';
import { cnUscc } from './cn-uscc.js';
import { jpCorporateNumber } from './jp-corporate-number.js';
import { trVkn } from './tr-vkn.js';
import { seOrgnr } from './se-orgnr.js';
import { itPartitaIva } from './it-partita-iva.js';
import { saVat } from './sa-vat.js';
import { plNip } from './pl-nip.js';
import { krBrn } from './kr-brn.js';
import { mxRfc } from './mx-rfc.js';
import { atSvnr } from './at-svnr.js';
import { iePpsn } from './ie-ppsn.js';
import { roCnp } from './ro-cnp.js';
import { bgEgn } from './bg-egn.js';
import { czBirthNumber } from './cz-birth-number.js';
import { hrOib } from './hr-oib.js';
import { eeIsikukood } from './ee-isikukood.js';
import { isKennitala } from './is-kennitala.js';
import { arCuit } from './ar-cuit.js';
import { thId } from './th-id.js';
import { twId } from './tw-id.js';
import { hkHkid } from './hk-hkid.js';
import { ruSnils } from './ru-snils.js';
import { ruInn } from './ru-inn.js';
import { siEmso } from './si-emso.js';
import { huTaj } from './hu-taj.js';
import { grAmka } from './gr-amka.js';
import { grAfm } from './gr-afm.js';
import { auMedicare } from './au-medicare.js';
import { nzIrd } from './nz-ird.js';
import { myMykad } from './my-mykad.js';
import { idNik } from './id-nik.js';
import { deIdCard } from './de-id-card.js';
import { deVat } from './de-vat.js';
import { usMbi } from './us-mbi.js';
import { ukDrivingLicence } from './uk-driving-licence.js';
import { auTfn } from './au-tfn.js';
import { base58check } from './base58check.js';
import { wifPrivateKey } from './wif-private-key.js';
import { beNationalNumber } from './be-national-number.js';
import { brCnpj } from './br-cnpj.js';
import { brCpf } from './br-cpf.js';
import { btcBase58check } from './btc-base58check.js';
import { btcBech32 } from './btc-bech32.js';
import { caSin } from './ca-sin.js';
import { chAhv } from './ch-ahv.js';
import { clRut } from './cl-rut.js';
import { cnResidentId } from './cn-resident-id.js';
import { date } from './date.js';
import { deSteuerId } from './de-steuer-id.js';
import { dkCpr } from './dk-cpr.js';
import { email, emailSpelled } from './email.js';
import { esDni } from './es-dni.js';
import { esNie } from './es-nie.js';
import { ethAddress } from './eth-address.js';
import { fiHetu } from './fi-hetu.js';
import { frNir } from './fr-nir.js';
import { frRib } from './fr-rib.js';
import { frSpi } from './fr-spi.js';
import { esCcc } from './es-ccc.js';
import { deSvnr } from './de-svnr.js';
import { githubTokenCrc32 } from './github-token-crc32.js';
import { ibanMod97 } from './iban-mod97.js';
import { icaoMrz, icaoMrzTd1 } from './icao-mrz.js';
import { ilId } from './il-id.js';
import { inAadhaar } from './in-aadhaar.js';
import { inPan } from './in-pan.js';
import { ipv4 } from './ipv4.js';
import { ipv6 } from './ipv6.js';
import { itCodiceFiscale } from './it-codice-fiscale.js';
import { jpMyNumber } from './jp-my-number.js';
import { jwt } from './jwt.js';
import { krRrn } from './kr-rrn.js';
import { vnCccd } from './vn-cccd.js';
import { egNid } from './eg-nid.js';
import { uaRnokpp } from './ua-rnokpp.js';
import { kzIin } from './kz-iin.js';
import { aeEid } from './ae-eid.js';
import { luhn } from './luhn.js';
import { mxCurp } from './mx-curp.js';
import { nlBsn } from './nl-bsn.js';
import { noFodselsnummer } from './no-fodselsnummer.js';
import { notRepeated } from './not-repeated.js';
import { nameHandle } from './name-handle.js';
import { leadingGivenName } from './leading-given-name.js';
import { basicCredentials } from './basic-credentials.js';
import { atlassianDcPat } from './atlassian-dc-pat.js';
import { discordBotToken } from './discord-bot-token.js';
import { randomCaseMix } from './random-case-mix.js';
import { opensshPrivateKey } from './openssh-private-key.js';
import { pemBlock } from './pem-block.js';
import { pgpPrivateKeyBlock } from './pgp-private-key-block.js';
import { phone } from './phone.js';
import { plPesel } from './pl-pesel.js';
import { ptCc } from './pt-cc.js';
import { ptNif } from './pt-nif.js';
import { sePersonnummer } from './se-personnummer.js';
import { segwitAddress } from './segwit-address.js';
import { bech32Address } from './bech32-address.js';
import { sgNric } from './sg-nric.js';
import { solanaAddress } from './solana-address.js';
import { trTckn } from './tr-tckn.js';
import { ukNhs } from './uk-nhs.js';
import { ukNino } from './uk-nino.js';
import { ukUtr } from './uk-utr.js';
import { usEin } from './us-ein.js';
import { usItin } from './us-itin.js';
import { usSsn } from './us-ssn.js';
import type { Validator, ValidatorParams } from './validator.js';
import { xmrAddress } from './xmr-address.js';
import { zaId } from './za-id.js';

export type { Validator, ValidatorParams } from './validator.js';

/** Every validator, grouped roughly by family (order is only used for docs). */
export const ALL_VALIDATORS: readonly Validator[] = [
  // checksummed numbers
  luhn, ibanMod97, abaRouting, mxClabe, arCbu, frRib, esCcc, beBban, noKontonummer, ptNib,
  // national identifiers
  usSsn, ukNino, esDni, esNie, nlBsn, inAadhaar, brCpf, brCnpj, plPesel, sePersonnummer, caSin,
  frNir, itCodiceFiscale, deSteuerId, auTfn, fiHetu, dkCpr, noFodselsnummer, beNationalNumber,
  ptNif, ptCc, cnResidentId, krRrn, sgNric, zaId, trTckn, mxCurp, clRut, ilId, jpMyNumber, chAhv,
  usItin, usEin, ukUtr, ukNhs, icaoMrz, icaoMrzTd1, euVat, plNip, inPan, frSpi, deSvnr,
  atSvnr, iePpsn, roCnp, bgEgn, czBirthNumber, hrOib, eeIsikukood, isKennitala, arCuit, thId, twId, hkHkid, ruSnils, ruInn, siEmso, huTaj, grAmka, grAfm, auMedicare, nzIrd, myMykad, idNik, deIdCard, deVat, usMbi, ukDrivingLicence, vnCccd, aeEid, egNid, uaRnokpp, kzIin,
  // business tax and register numbers
  esCif, gbVat, cnUscc, jpCorporateNumber, trVkn, seOrgnr, itPartitaIva, saVat, krBrn, mxRfc,
  // wallets and secrets
  btcBase58check, btcBech32, base58check, segwitAddress, bech32Address, xmrAddress, ethAddress, solanaAddress, jwt, pemBlock, opensshPrivateKey, pgpPrivateKeyBlock, wifPrivateKey,
  githubTokenCrc32, notRepeated, basicCredentials, atlassianDcPat, discordBotToken, randomCaseMix,
  // network and contact data
  ipv4, ipv6, email, emailSpelled, phone, date,
  // names
  nameHandle, leadingGivenName,
  // combinators
  anyOfValidator((name) => validators.get(name)),
];

function guarded(v: Validator): Validator {
  const validate = (value: string, params?: ValidatorParams): boolean => {
    if (typeof value !== 'string') return false;
    try {
      return v.validate(value, params) === true;
    } catch {
      return false;
    }
  };
  const generate = v.generate;
  return Object.freeze({
    name: v.name,
    description: v.description,
    references: Object.freeze([...v.references]),
    validate,
    ...(generate ? { generate: generate.bind(v) } : {}),
  });
}

/** Builds a name → validator map; throws when two validators share a name. */
export function createValidatorRegistry(list: readonly Validator[]): ReadonlyMap<string, Validator> {
  const map = new Map<string, Validator>();
  for (const v of list) {
    if (map.has(v.name)) throw new Error(`duplicate validator name "${v.name}"`);
    map.set(v.name, guarded(v));
  }
  return map;
}

export const validators: ReadonlyMap<string, Validator> = createValidatorRegistry(ALL_VALIDATORS);

export function getValidator(name: string): Validator | undefined {
  return validators.get(name);
}
