// Table headers that name their columns with captions ("Account number", "Numéro de passeport",
// "Cartão de Cidadão n.º") name the cells below them as identifier headers do; prose split at its
// commas is no header.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assignmentsOf } from '../../src/engine/assignments/view.js';
import { headerCaptions, isColumnCaption } from '../../src/engine/assignments/header-captions.js';

const test = suite('engine: header captions');

function columns(text: string): string[] {
  return assignmentsOf(text)
    .filter((a) => a.syntax === 'column')
    .map((a) => `${a.key}=${text.slice(a.valueStart, a.valueEnd)}`);
}

test('a caption is a few words of letters and caption punctuation, never a value', () => {
  for (const c of ['Account no.', "Numéro d'identité", 'Cartão de Cidadão n.º', 'رقم الحساب', 'IBAN/Account', 'Tel.', 'Passport #']) assert.ok(isColumnCaption(c), c);
  for (const c of ['', '2025-03-01', 'Room 1204', 'a b c d e f g', '€ 170,86', '9 czerwca 1958 r.']) assert.not.ok(isColumnCaption(c), c);
});

test('comma header with captions names the cells of its rows', () => {
  const text = 'acct,"Nome",dob,"Cartão de Cidadão n.º","Telefone"\nK2839,"Mariana Pinto",1971-10-02,72423866 2 Y10,965 661 326';
  assert.equal(columns(text), ['acct=K2839', 'nome=Mariana Pinto', 'dob=1971-10-02', 'cartão_de_cidadão_n_º=72423866 2 Y10', 'telefone=965 661 326']);
});

test('tab and semicolon headers with captions', () => {
  assert.equal(columns('id\tAccount number\tAmount\n11085\t68999878\t£804.10'), ['id=11085', 'account_number=68999878', 'amount=£804.10']);
  assert.equal(columns('PESEL\tTel.\tKwota\n54011451908\t726 833 060\t8 295,05 zł'), ['pesel=54011451908', 'tel=726 833 060', 'kwota=8 295,05 zł']);
  assert.equal(columns("customer_id;Numéro de passeport;Numéro d'identité\nC-1;21900071;19930913-5078"), ['customer_id=C-1', 'numéro_de_passeport=21900071', 'numéro_d_identité=19930913-5078']);
});

test('prose split at commas is no header', () => {
  assert.equal(columns('Hello, I wrote to you yesterday, and again today\nPlease call me, on 0170 3322114, thanks'), []);
  assert.equal(headerCaptions('Anna Berg,Main Street,Berlin Mitte', ','), undefined);
  assert.equal(headerCaptions('Name, Date of birth, City', ','), undefined);
  assert.equal(headerCaptions('Name,Date of birth,City', ','), ['Name', 'Date of birth', 'City']);
  // Identifier headers keep reading with blanks around the delimiter, as before.
  assert.equal(columns('name, city, zip\nAnna, Berlin, 10115'), ['name=Anna', 'city=Berlin', 'zip=10115']);
});

test.run();
