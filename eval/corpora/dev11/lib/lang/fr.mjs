import { phoneFrom, numDate, iso, money, pat } from './_util.mjs';
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const CITIES = { FR: [['Lyon', '6900'], ['Marseille', '130'], ['Toulouse', '310'], ['Nantes', '440'], ['Bordeaux', '330'], ['Lille', '590'], ['Rennes', '350'], ['Montpellier', '340'], ['Strasbourg', '670'], ['Grenoble', '380'], ['Dijon', '210']], BE: [['Bruxelles', '10'], ['Liège', '40'], ['Namur', '50'], ['Charleroi', '60'], ['Mons', '70']] };
const STREETS = { FR: ['rue des Lilas', 'avenue Jean Jaurès', 'rue de la République', 'boulevard Victor Hugo', 'impasse des Tilleuls', 'rue du Moulin', 'allée des Acacias', 'chemin des Vignes', 'place du Marché', 'rue Pasteur', 'quai des Brumes'], BE: ['rue de la Station', 'avenue Louise', 'rue des Alliés', 'chaussée de Wavre', 'rue du Pont'] };
export default {
  lang: 'fr', locales: { 'fr-FR': 'FR', 'fr-BE': 'BE' }, sep: ' ',
  names: {
    m: ['Jean-Pierre', 'Mathieu', 'Julien', 'Antoine', 'Nicolas', 'Thomas', 'Olivier', 'Baptiste', 'Hugo', 'Louis', 'François', 'Guillaume', 'Rémi', 'Yannick', 'Karim', 'Théo'],
    f: ['Camille', 'Élodie', 'Sophie', 'Marie-Claire', 'Chloé', 'Léa', 'Manon', 'Isabelle', 'Nathalie', 'Aurélie', 'Juliette', 'Inès', 'Margaux', 'Sandrine', 'Céline', 'Amélie'],
    family: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Lefèvre', 'Garnier', 'Rousseau', 'Fontaine', 'Chevalier', 'de la Fontaine', 'Le Goff', 'Benali', 'Nguyen', 'Lemaire', 'Dupont', 'Mercier', 'Blanchard', 'Vasseur', 'Peeters', 'Janssens', 'de Villiers', 'Haddad'],
    order: 'gf', hyphen: 0.05,
    nick: { Mathieu: 'Matt', Nicolas: 'Nico', Guillaume: 'Guigui', Isabelle: 'Isa', Nathalie: 'Nath', Aurélie: 'Aurel', Baptiste: 'Bat', Juliette: 'Juju', Antoine: 'Toto' },
    titles: { m: ['M.', 'Monsieur', 'Dr', 'Maître'], f: ['Mme', 'Madame', 'Dr', 'Maître'], pos: 'pre' },
    initials: (p) => `${p.given.split('-').map((x) => x[0] + '.').join('-')} ${p.family}`,
  },
  nidNames: { ch_ahv: 'numéro AVS' },
  emailDomains: ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com', 'sfr.fr', 'hotmail.fr', 'wanadoo.fr', 'yahoo.fr', 'skynet.be', 'proton.me'], tlds: ['fr', 'be'],
  nids: { 'fr-FR': ['fr_nir'], 'fr-BE': ['be_nn'], default: ['fr_nir'] }, nidNative: ['fr_nir', 'be_nn'],
  passportCountries: { 'fr-FR': ['FR'], 'fr-BE': ['BE'], default: ['FR'] },
  phone: phoneFrom({
    FR: [['mobile', '06 ## ## ## ##', 2], ['mobile', '07 ## ## ## ##'], ['intl', '+33 6 ## ## ## ##'], ['landline', '01 ## ## ## ##'], ['landline', '04 7# ## ## ##'], ['mobile', '06########', 0.5], ['mobile', '06.##.##.##.##', 0.5]],
    BE: [['mobile', '047# ## ## ##', 2], ['intl', '+32 49# ## ## ##'], ['landline', '02 N## ## ##'], ['landline', '04 N## ## ##']],
  }),
  address(r, c) {
    const st = r.pick(STREETS[c]); const [city, pre] = r.pick(CITIES[c]);
    if (c === 'FR') return `${r.int(1, 120)}${r.pick(['', '', ' bis', ' ter'])} ${st}, ${pre}${pat(r, '#'.repeat(5 - pre.length))} ${city}`;
    const s2 = st[0].toUpperCase() + st.slice(1); return `${s2} ${r.int(1, 200)}${r.chance(0.3) ? `, bte ${r.int(1, 12)}` : ''}, ${pre}${pat(r, '##')} ${city}`;
  },
  cityNames: (c) => (CITIES[c] || CITIES.FR).map((x) => x[0]).concat(['Paris', 'Nice']),
  date(d, style, r) { if (style === 'iso') return iso(d); if (style === 'numeric') return numDate(d, 'dmy', '/'); return `${d.d === 1 ? '1er' : d.d} ${MONTHS[d.m - 1]} ${d.y}`; },
  price: (r) => money(r, '€'),
  supportLine: (r, c) => pat(r, c === 'FR' ? r.pick(['0 800 ## ## ##', '3###', '0 969 ## ## ##']) : '0800 ## ###'),
  emergency: { FR: '17', BE: '112' },
  weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  figures: ['Victor Hugo', 'Napoléon Bonaparte', 'Charles de Gaulle', 'Marie Curie', 'Emmanuel Macron', 'Édith Piaf', 'Molière', 'Simone de Beauvoir', 'Jacques Brel', 'Zinedine Zidane', 'Jeanne d’Arc', 'Albert Camus'],
  companies: ['SNCF', 'La Poste', 'Carrefour', 'Orange', 'Free', 'Leroy Merlin', 'Fnac', 'Crédit Agricole', 'Proximus', 'Colruyt', 'Air France', 'EDF', 'Chronopost'],
  famousStreets: ['les Champs-Élysées', 'la rue de Rivoli', 'la Canebière', 'la rue Sainte-Catherine', 'le boulevard Saint-Germain', 'la rue Neuve', 'la place Bellecour', 'la rue Mouffetard'],
  words: { at: 'arobase', dot: 'point', underscore: 'tiret bas', digits: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'] },
  bankFrames: {}, greet: { casual: ['Salut {to_first},', 'Coucou {to_first} !', 'Cher {to_first},'], formal: ['Madame, Monsieur,', 'Maître,', 'Bonjour {to_tname},', 'Madame, Monsieur, chère {to_tname},'] },
  close: { casual: ['Bises,', 'À bientôt,', 'Grosses bises', 'Bisous'], formal: ['Veuillez agréer, Madame, Monsieur, l’expression de mes salutations distinguées.', 'Cordialement,', 'Bien à vous,'] },
  titles: {
    personal_email: ['Objet : des nouvelles', 'Objet : RE: ce week-end'], letter: ['{N_city}, le {N_date}'], chat_family: ['Groupe Famille ❤️'], chat_colleagues: ['Teams – équipe projet'],
    meeting_minutes: ['Compte rendu de la réunion du {N_date}', 'Procès-verbal de l’assemblée générale des copropriétaires'], customer_review: ['★☆☆☆☆ À fuir', '★★★★★ Service impeccable'], forum_post: ['Re: Compte piraté, que faire ?'],
    legal_letter: ['N/Réf. : {N_case}', 'Affaire {N_case}'], police_report: ['Procès-verbal de plainte n° {N_case}'], insurance_claim: ['Objet : déclaration de sinistre {N_claim} – dégât des eaux'],
    medical_note: ['Compte rendu de consultation du {N_date}'], rental_listing: ['T3 lumineux près de {N_street}, {N_price} CC', 'Chambre en colocation à {N_city}'], school_letter: ['Lettre aux parents – sortie scolaire à {N_city}'],
    news_report: ['Arnaque aux cryptomonnaies : un homme interpellé à {N_city}'], diary_entry: ['{weekday} {N_date}'], voice_note: ['Message vocal (transcription)'],
    support_email: ['Objet : problème avec la commande {N_order}'], dev_chat: ['#backend'], github_issue: ['Connexion refusée après la mise à jour vers {N_version} · Issue #{n}{n}'], so_question: ['{N_devtool} : « authentication failed » à la connexion, pourquoi ?'],
  },
  signoff: { meeting_minutes: ['Secrétaire de séance : {other}'], police_report: ['L’officier de police judiciaire : {tname}'] },
  codeIntro: ['Voici la partie de ma config qui pose problème :', 'Ma commande exacte :', 'Extrait du .env :', 'Le code :'],
  fill: {
    c: ['J’espère que vous allez bien !', 'Je te raconte tout samedi.', 'Il pleut depuis une semaine.', 'Je suis crevé.', 'Les enfants t’embrassent.', 'Bref.'],
    f: ['Dans l’attente de votre retour.', 'Vous trouverez les détails ci-dessous.', 'Aucune autre mesure n’est requise à ce stade.', 'Le point a été longuement débattu.'],
    d: ['Node 20 sous Debian 12.', 'Une idée ?', 'La stack trace est plus bas.', 'Tout marchait avant le déploiement d’hier.', 'Redémarrer le pod n’a rien changé.'],
  },
  frames: {
    person_name: ['3|J’ai parlé hier avec {name}, le problème devrait être réglé.', 'f3|Merci de mettre {tname} en copie.', 'c3|Devine qui j’ai croisé à la boulangerie : {name} !', 'f3|Le témoin, {full}, demeurant dans l’appartement voisin, a été entendu.', 'd3|{handle} tu peux regarder ?', '3|{name} remplace {other} pendant les congés.', 'f3|Étaient présents : {full}, {other} et {tname}.'],
    email: ['Tu peux m’écrire à {email}.', 'c|Écrivez-moi à {email_obf} (anti-spam).', 'c|Nouvelle adresse mail : {email}, l’ancienne a été piratée.', 'f|Merci d’envoyer l’exemplaire signé à {email}.', '3|L’adresse pro de {name} est {email}.', 'v|Mon mail c’est {email_sp}, tout en minuscules.', 'd|Mes commits apparaissent sous {email} au lieu de mon adresse pro.'],
    phone: ['Appelle-moi au {phone} si besoin.', 'c|nouveau numéro : {phone}', 'f|La requérante est joignable au {phone}.', '3|Le portable de {name} : {phone}, envoie un SMS avant.', 'v|Rappelle-moi au {phone_sp}, c’est mon portable.', 'f[rental_listing]|Visites sur rendez-vous au {phone}.'],
    address: ['On a enfin déménagé, la nouvelle adresse est {addr}.', 'c|Envoie le colis au {addr}, je suis là toute la semaine.', 'f|Le locataire demeure actuellement au {addr}.', '3|{name} a emménagé au {addr} au printemps dernier.', 'v|L’adresse de livraison c’est {addr}, interphone du haut.', 'f3[police_report,news_report]|Les agents se sont présentés vers {time} au {addr}, où {full} a ouvert la porte.'],
    date_of_birth: ['f3|{full}, né(e) le {dob_long}, a été entendu(e) sur place.', 'f3F[medical_note]|Patiente : {full}, née le {dob_num}, consulte pour une toux persistante.', 'cM|Je suis né le {dob_long}, donc plus vieux que tu ne crois.', 'f3[school_letter]|L’élève {full} (né(e) le {dob_num}) est inscrit(e) pour la rentrée.', 'v|ma date de naissance c’est le {dob_long}', 'cM|né en {dob_year}, et fier de l’être'],
    national_id: ['f|Mon {nid_name} est le {nid}.', 'f3|{full} a présenté une pièce d’identité ({nid_name} {nid}).', 'c|ils m’ont demandé mon {nid_name} au téléphone ({nid}), bizarre', 'v|{nid_name} : {nid}'],
    passport: ['c|Numéro de passeport pour la réservation : {passport}.', 'f3|{full} voyageait avec le passeport n° {passport}.', 'f|La bande MRZ du passeport indique :\n{mrz}\n', 'c|tu peux mettre mon numéro de passeport sur la fiche de l’hôtel ? {passport}'],
    bank_account: ['f|Merci de virer le dépôt de garantie sur {bank}.', 'c|Vire-le sur mon compte : {bank}.', 'f|L’indemnité sera versée sur le compte {iban}, au nom de {full}.', 'c|le loyer va maintenant sur {bank}'],
    credit_card: ['c|J’ai payé avec ma carte {card} et j’ai été débité deux fois.', 'f|Veuillez débiter le solde sur la carte n° {card}, expiration 09/28.', '3|{name} a payé à la station-service avec la carte {card}.', 'v|le numéro de carte c’est {card_sp}'],
    ip_address: ['c|Mon IP est {ip} et elle a été bannie sans raison.', 'f|Des connexions depuis {ip} ont été enregistrées à {time}.', 'd|Le serveur {ip} refuse les connexions sur le port 22.', 'd|La machine interne est en {ip_priv}.', 'f3|Les messages anonymes proviennent de {ip}, la box de {full}.'],
    crypto_wallet: ['c|Dons bienvenus en {coin} : {wallet} 🙏', 'f|La victime a versé les fonds à l’adresse {coin} {wallet}.', 'c|envoie les {coin} à {wallet}, je te rembourse demain', 'f|Les enquêteurs ont relié le portefeuille {wallet} au réseau.'],
    password: ['c|le mot de passe du wifi c’est {pw}', 'c|Netflix : mon mail et le mot de passe {pw}, ne le change pas !', 'd|Mot de passe temporaire de l’admin de préprod : {pw}, à changer après la démo.', 'f|L’employé a reconnu que le mot de passe {pw} était noté sur un post-it.', 'v|le mot de passe c’est {pw}'],
    api_key: ['d|Voici la {vendor} de prod : {apikey} — ne la commitez pas.', 'd|J’ai trouvé {apikey} en dur dans le dépôt, c’est notre {vendor}.', 'd|Quelqu’un peut révoquer la {vendor} ? Elle a été collée dans #general : {apikey}', 'f|La revue d’incident a montré que la {vendor} {apikey} figurait dans un gist public.'],
    access_token: ['d|La requête passe avec ce bearer token : {token}, mais plus au bout d’une heure.', 'd|Voici le JWT renvoyé par le login : {jwt}', 'd|J’ai copié mon cookie de session ({session}) dans Postman et ça marche.', 'f|L’attaquant a réutilisé le jeton de session {token} récupéré dans les logs du proxy.'],
    private_key: ['d|Voici la clé de déploiement, attention :\n{pkey_block}\n', 'c|ma clé privée du wallet c’est {pkey_short}, le support dit qu’ils en ont besoin', 'd|Le JSON du compte de service contient "private_key": "{pkey_esc}", c’est normal ?', 'd|La clé pour tester : {pkey}'],
    connection_string: ['d|L’appli se connecte avec {conn} et part en timeout.', 'd|Avec {conn} j’ai « authentication failed ».', 'f|La chaîne de connexion de production {conn} était visible sur la capture partagée en réunion.'],
  },
  neg: ['Commandé le {N_date} (commande {N_order}), toujours rien reçu.', 'Numéro de suivi {N_tracking}, au cas où.', 'On s’est retrouvés sur {N_street}.', 'Dans le train pour {N_city}, je lisais une biographie de {N_figure}.', 'Le service client de {N_company} ({N_support}) n’a servi à rien.', 'La facture {N_invoice} s’élève à {N_price}.', 'La mise à jour {N_version} n’a rien changé.', 'd|Le commit fautif est {N_git_sha}.', 'd|ID de requête {N_uuid}, si ça aide.', 'd|La doc utilise {N_doc_key} comme exemple, donc ce n’est pas ça.', 'd|La capture ne montre que {N_masked_key}.', 'd|La clé publique peut être partagée : {N_pubkey}', 'd|En local j’utilise {N_ph_conn}.', 'Le ticket de caisse n’affiche que {N_masked_card}.', 'f|Dossier n° {N_case}.', 'f|Merci de rappeler le numéro de sinistre {N_claim}.', 'L’appartement fait {N_area}, loyer {N_price}.', 'cf|En cas d’urgence, composez le {N_emergency}.', 'f|Notre numéro de TVA : {N_vat}.', 'f|BIC : {N_bic}.', 'Pour vos droits RGPD, écrivez à {N_role_email}.', 'Le formulaire donnait {N_ph_email} comme exemple.', 'c|On a atterri à {N_city} avec le vol {N_flight}.', '{N_company} a présenté le {N_product} le {N_date}.', 'Ticket {N_ticket} toujours ouvert.', 'd|Empreinte SHA-256 : {N_sha256}.', 'f|L’IBAN d’exemple {N_doc_iban} de la brochure n’est pas un vrai compte.', 'd|La clé est lue depuis {N_ph_key} au démarrage.', 'f|L’ancien numéro {N_masked_phone} n’est plus attribué.'],
};
