// All 16 language packs.
import en from './lang/en.mjs'; import de from './lang/de.mjs'; import fr from './lang/fr.mjs'; import es from './lang/es.mjs';
import it from './lang/it.mjs'; import pt from './lang/pt.mjs'; import nl from './lang/nl.mjs'; import pl from './lang/pl.mjs';
import sv from './lang/sv.mjs'; import tr from './lang/tr.mjs'; import ja from './lang/ja.mjs'; import zh from './lang/zh.mjs';
import ko from './lang/ko.mjs'; import vi from './lang/vi.mjs'; import ar from './lang/ar.mjs'; import hi from './lang/hi.mjs';
export const PACKS = { en, de, fr, es, it, pt, nl, pl, sv, tr, ja, zh, ko, vi, ar, hi };
export const LANGS = Object.keys(PACKS);
