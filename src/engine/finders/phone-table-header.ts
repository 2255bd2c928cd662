// In a table the column's header says what its numbers are. A column of article, part, order or
// serial numbers ("Art.-Nr.", "SKU", "Seriennummer", "Order no.") holds no one's phone number, nor
// does a bare "Number" column in a table whose rows are articles or items ("Artikel | Menge | Nummer").
// A header naming a line ("Telefon", "Mobile no.") keeps its numbers.

import { tableRecordFor } from '../table-context.js';

// Whole words (a column "Partner" or "Teilnehmer" is not "Part"/"Teil"), and the compound starters
// German and Polish write ("Bestellnummer", "Seriennummer", "Rechnungsnr.", "Zamówienie").
const ITEM_HEADER = new RegExp(
  '(?<![\\p{L}])(?:(?:art\\.?[ -]?(?:nr|no|n[°º])|artikel|artikelnummer|article|art[íi]culo|articolo|items?|sku|parts?|teile?-?nr|produkt|product|produit|producto|prodotto|material|ean|gtin|upc|isbn|serial|s/n|order|orders|commande|pedido|ordine|invoice|facture|factura|fattura|lot|batch|lote|lotto)(?![\\p{L}])' +
    '|bestell|serien|rechnung|lieferschein|auftrag|ersatzteil|zam[óo]wieni)',
  'iu',
);
const BARE_NUMBER_HEADER = /^(?:nummer|number|num[ée]ro|n[úu]mero|numer|no\.?|nr\.?|n[°º]\.?|#)$/iu;
// "tel" only at a word's start: "Bestellnr." holds the letters but names an order.
const LINE_WORD = /(?:(?<![\p{L}])tel|phone|fon|фон|тел|m[oó]vil|mobil|handy|cell|fax|contact|kontakt|whats ?app|(?<![\p{L}])(?:tlf|tfn|puh|cel|gsm|mob|ph)(?![\p{L}]))/iu;

/** Whether the number fills a table cell whose column header names articles, parts, orders or serials, not a line. */
export function inItemNumberColumn(text: string, start: number, end: number): boolean {
  const record = tableRecordFor(text, start, end);
  if (!record) return false;
  const header = (record.rowLabel ?? record.names[record.column] ?? '').trim();
  if (header === '' || LINE_WORD.test(header)) return false;
  if (ITEM_HEADER.test(header)) return true;
  // A bare "Number" column is an article's when the table names items and no column names a line or a contact.
  return BARE_NUMBER_HEADER.test(header) && record.names.some((n) => ITEM_HEADER.test(n)) && !record.names.some((n) => LINE_WORD.test(n));
}
