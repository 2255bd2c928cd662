// Language phrase tables, part A (Latin-script European languages).
// F = field labels, T = document titles, S = sentences (one per line, same order for all languages), M = month names as used in dates.
export const F_KEYS = 'name given surname dob address phone mobile email nid tax iban account passport signature date employee supervisor participant parent child emergency policy claim customer username password bank year'.split(' ');
export const T_KEYS = 'tax_return school_form insurance_claim consent ethics grant incident roster herd ticket utility rent onboarding'.split(' ');
export const S_KEYS = 'greet hi closing thanks herd delivery grain incident maint grant consent tax rent claim school pay reach born lives idline pw login ok sensor shift hotline cmt_creds cmt_contact cmt_test cmt_todo forward figure attach callback meeting newpw'.split(' ');

export const LANG_A = {
  en: {
    F: 'Name|First name|Surname|Date of birth|Address|Phone|Mobile|Email|ID number|Tax ID|IBAN|Account number|Passport number|Signature|Date|Employee|Supervisor|Participant|Parent/guardian|Child|Emergency contact|Policy no.|Claim no.|Customer no.|Username|Password|Bank|Year',
    T: 'Tax return|School registration form|Insurance claim|Participant consent record|Ethics application|Grant application|Safety incident report|Shift roster|Herd health record|Maintenance ticket|Utility bill|Rent reminder|Supplier onboarding form',
    S: `Dear {name},
Hi {first},
Kind regards,
Thanks in advance!
The vet visit for the herd at {org} is planned for {date}; {n} animals need to be tested.
The fertiliser delivery for order {order} is delayed until {date}.
We can offer {n} t of feed wheat, delivered free farm.
During the night shift an operator was injured at line {n}; first aid was given on site.
The pump at station {n} is showing pressure alarms again, please check it before the next shift.
Please find attached the application for grant {grant}.
The participant gave written consent on {date}.
Please find attached my tax return for {year}.
Your rent for last month has not been received yet.
I would like to report hail damage to my crops under policy {policy}.
I would like to register my child for the school year {year}.
Please transfer the amount to the following account: {iban}
You can reach me on {phone} or by email at {email}.
I was born on {dob}.
My address is {address}.
My {idlabel} is {id}.
The password for {system} is {pw}
Can you send me the login for {system}?
Thanks, that works.
The sensor in barn {n} is offline again.
Can anyone swap the early shift on Saturday with me?
In an emergency call {hotline}.
credentials for the broker
contact person
test data, do not use in production
TODO: move to the vault
As requested, I am forwarding the details of {name}.
The new seminar room will be named after {figure}.
Copies of the ID documents are attached.
Please call me back today, my number is {phone}.
The co-op general meeting takes place on {date} at {org}.
I reset the password, the new one is {pw}`,
    M: 'January February March April May June July August September October November December',
  },
  de: {
    F: 'Name|Vorname|Nachname|Geburtsdatum|Anschrift|Telefon|Mobil|E-Mail|Ausweisnummer|Steuer-ID|IBAN|Kontonummer|Reisepassnummer|Unterschrift|Datum|Mitarbeiter/in|Vorgesetzte/r|Teilnehmer/in|Erziehungsberechtigte/r|Kind|Notfallkontakt|Versicherungsschein-Nr.|Schadennummer|Kundennummer|Benutzername|Passwort|Bank|Jahr',
    T: 'Einkommensteuererklärung|Schulanmeldung|Schadenmeldung|Einwilligungserklärung zur Studienteilnahme|Ethikantrag|Förderantrag|Unfallmeldung|Schichtplan|Bestandsbuch Tiergesundheit|Wartungsauftrag|Nebenkostenabrechnung|Mahnung Mietzahlung|Lieferantenstammblatt',
    S: `Guten Tag {name},
Hallo {first},
Mit freundlichen Grüßen
Vielen Dank im Voraus!
Der Tierarztbesuch für den Bestand bei {org} ist für den {date} geplant; {n} Tiere müssen beprobt werden.
Die Düngerlieferung zur Bestellung {order} verzögert sich bis zum {date}.
Wir können {n} t Futterweizen anbieten, frei Hof geliefert.
In der Nachtschicht hat sich ein Maschinenführer an Linie {n} verletzt; Erste Hilfe wurde vor Ort geleistet.
Die Pumpe in Station {n} meldet wieder Druckalarme, bitte vor der nächsten Schicht prüfen.
Anbei der Antrag zum Förderkennzeichen {grant}.
Die teilnehmende Person hat am {date} schriftlich eingewilligt.
Anbei meine Steuererklärung für {year}.
Ihre Miete für den letzten Monat ist bei uns noch nicht eingegangen.
Ich möchte einen Hagelschaden an meinen Kulturen unter der Police {policy} melden.
Hiermit melde ich mein Kind für das Schuljahr {year} an.
Bitte überweisen Sie den Betrag auf folgendes Konto: {iban}
Sie erreichen mich unter {phone} oder per E-Mail an {email}.
Ich bin am {dob} geboren.
Meine Anschrift lautet {address}.
Meine {idlabel} lautet {id}.
Das Passwort für {system} ist {pw}
Kannst du mir die Zugangsdaten für {system} schicken?
Danke, klappt.
Der Sensor in Stall {n} ist schon wieder offline.
Kann jemand am Samstag die Frühschicht mit mir tauschen?
Im Notfall rufen Sie {hotline} an.
Zugangsdaten für den Broker
Ansprechpartner
Testdaten, nicht produktiv verwenden
TODO: in den Vault verschieben
Wie gewünscht leite ich die Daten von {name} weiter.
Der neue Seminarraum wird nach {figure} benannt.
Kopien der Ausweisdokumente liegen bei.
Bitte rufen Sie mich heute zurück, meine Nummer ist {phone}.
Die Generalversammlung der Genossenschaft findet am {date} bei {org} statt.
Ich habe das Passwort zurückgesetzt, das neue lautet {pw}`,
    M: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember',
  },
  fr: {
    F: 'Nom complet|Prénom|Nom|Date de naissance|Adresse|Téléphone|Portable|Courriel|Numéro d’identité|Numéro fiscal|IBAN|Numéro de compte|Numéro de passeport|Signature|Date|Salarié(e)|Responsable|Participant(e)|Parent/tuteur|Enfant|Contact d’urgence|N° de contrat|N° de sinistre|N° client|Identifiant|Mot de passe|Banque|Année',
    T: 'Déclaration de revenus|Fiche d’inscription scolaire|Déclaration de sinistre|Formulaire de consentement|Demande d’avis éthique|Demande de subvention|Rapport d’accident du travail|Planning des équipes|Registre sanitaire du troupeau|Ticket de maintenance|Facture d’énergie|Relance de loyer|Fiche de référencement fournisseur',
    S: `Bonjour {name},
Salut {first},
Cordialement,
Merci d’avance !
La visite vétérinaire du troupeau chez {org} est prévue le {date} ; {n} animaux doivent être testés.
La livraison d’engrais de la commande {order} est reportée au {date}.
Nous pouvons vous proposer {n} t de blé fourrager, rendu ferme.
Pendant l’équipe de nuit, un opérateur s’est blessé sur la ligne {n} ; les premiers secours ont été donnés sur place.
La pompe de la station {n} affiche de nouveau des alarmes de pression, merci de vérifier avant la prochaine équipe.
Veuillez trouver ci-joint la demande de subvention {grant}.
Le participant a donné son consentement écrit le {date}.
Veuillez trouver ci-joint ma déclaration de revenus {year}.
Votre loyer du mois dernier ne nous est pas encore parvenu.
Je souhaite déclarer des dégâts de grêle sur mes cultures au titre du contrat {policy}.
Je souhaite inscrire mon enfant pour l’année scolaire {year}.
Merci de virer le montant sur le compte suivant : {iban}
Vous pouvez me joindre au {phone} ou par courriel à {email}.
Je suis né(e) le {dob}.
Mon adresse : {address}.
Mon {idlabel} est le {id}.
Le mot de passe pour {system} est {pw}
Tu peux m’envoyer les identifiants pour {system} ?
Merci, ça marche.
Le capteur du bâtiment {n} est encore hors ligne.
Quelqu’un peut échanger l’équipe du matin de samedi avec moi ?
En cas d’urgence, appelez le {hotline}.
identifiants du broker
personne à contacter
données de test, ne pas utiliser en production
TODO : déplacer dans le coffre-fort
Comme convenu, je vous transmets les coordonnées de {name}.
La nouvelle salle de séminaire portera le nom de {figure}.
Vous trouverez en pièce jointe les copies des pièces d’identité.
Merci de me rappeler aujourd’hui, mon numéro est le {phone}.
L’assemblée générale de la coopérative aura lieu le {date} chez {org}.
J’ai réinitialisé le mot de passe, le nouveau est {pw}`,
    M: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  },
  es: {
    F: 'Nombre completo|Nombre|Apellidos|Fecha de nacimiento|Domicilio|Teléfono|Móvil|Correo electrónico|Número de documento|NIF|IBAN|Número de cuenta|Número de pasaporte|Firma|Fecha|Trabajador/a|Responsable|Participante|Padre/madre/tutor|Alumno/a|Contacto de emergencia|N.º de póliza|N.º de siniestro|N.º de cliente|Usuario|Contraseña|Banco|Año',
    T: 'Declaración de la renta|Ficha de matrícula escolar|Parte de siniestro|Registro de consentimiento informado|Solicitud al comité de ética|Solicitud de subvención|Informe de accidente laboral|Cuadrante de turnos|Registro sanitario del rebaño|Orden de mantenimiento|Factura de suministros|Aviso de impago de alquiler|Alta de proveedor',
    S: `Estimado/a {name}:
Hola {first}:
Un saludo,
¡Gracias de antemano!
La visita veterinaria al rebaño de {org} está prevista para el {date}; hay que analizar {n} animales.
La entrega de fertilizante del pedido {order} se retrasa hasta el {date}.
Podemos ofrecer {n} t de trigo forrajero, puesto en finca.
Durante el turno de noche un operario se lesionó en la línea {n}; se le prestaron primeros auxilios en el lugar.
La bomba de la estación {n} vuelve a dar alarmas de presión, revisadla antes del próximo turno.
Adjunto la solicitud de la ayuda {grant}.
La persona participante dio su consentimiento por escrito el {date}.
Adjunto mi declaración de la renta de {year}.
Todavía no hemos recibido el pago del alquiler del mes pasado.
Quiero comunicar daños por granizo en mis cultivos con la póliza {policy}.
Quiero matricular a mi hijo/a para el curso {year}.
Por favor, transfiera el importe a la siguiente cuenta: {iban}
Puede contactarme en el {phone} o por correo en {email}.
Nací el {dob}.
Mi domicilio es {address}.
Mi {idlabel} es {id}.
La contraseña de {system} es {pw}
¿Me puedes mandar el acceso de {system}?
Gracias, ya funciona.
El sensor de la nave {n} vuelve a estar desconectado.
¿Alguien me cambia el turno de mañana del sábado?
En caso de emergencia llame al {hotline}.
credenciales del broker
persona de contacto
datos de prueba, no usar en producción
TODO: mover al vault
Como me pediste, te reenvío los datos de {name}.
La nueva sala de seminarios llevará el nombre de {figure}.
Adjunto copia de los documentos de identidad.
Por favor, llámeme hoy, mi número es {phone}.
La asamblea general de la cooperativa será el {date} en {org}.
He restablecido la contraseña, la nueva es {pw}`,
    M: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  },
  pt: {
    F: 'Nome completo|Nome|Apelido|Data de nascimento|Morada|Telefone|Telemóvel|E-mail|Número de identificação|NIF|IBAN|Número de conta|Número do passaporte|Assinatura|Data|Colaborador(a)|Chefia|Participante|Encarregado de educação|Aluno(a)|Contacto de emergência|N.º da apólice|N.º do sinistro|N.º de cliente|Utilizador|Palavra-passe|Banco|Ano',
    T: 'Declaração de IRS|Ficha de inscrição escolar|Participação de sinistro|Registo de consentimento informado|Pedido à comissão de ética|Candidatura a financiamento|Relatório de acidente de trabalho|Escala de turnos|Registo sanitário do efetivo|Pedido de manutenção|Fatura de serviços|Aviso de renda em atraso|Ficha de registo de fornecedor',
    S: `Prezado(a) {name},
Olá {first},
Com os melhores cumprimentos,
Obrigado desde já!
A visita veterinária ao rebanho da {org} está marcada para {date}; {n} animais têm de ser testados.
A entrega de adubo da encomenda {order} foi adiada para {date}.
Podemos oferecer {n} t de trigo forrageiro, entregue na exploração.
Durante o turno da noite um operador feriu-se na linha {n}; foram prestados primeiros socorros no local.
A bomba da estação {n} voltou a dar alarmes de pressão, por favor verifiquem antes do próximo turno.
Segue em anexo a candidatura ao financiamento {grant}.
O participante deu o seu consentimento por escrito em {date}.
Segue em anexo a minha declaração de IRS de {year}.
A renda do mês passado ainda não foi recebida.
Gostaria de participar danos de granizo nas minhas culturas ao abrigo da apólice {policy}.
Gostaria de inscrever o meu filho no ano letivo {year}.
Por favor transfira o valor para a seguinte conta: {iban}
Pode contactar-me pelo {phone} ou por e-mail para {email}.
Nasci a {dob}.
A minha morada é {address}.
O meu {idlabel} é {id}.
A senha do {system} é {pw}
Podes enviar-me o acesso ao {system}?
Obrigado, já funciona.
O sensor do pavilhão {n} está outra vez offline.
Alguém pode trocar comigo o turno da manhã de sábado?
Em caso de emergência ligue {hotline}.
credenciais do broker
pessoa de contacto
dados de teste, não usar em produção
TODO: mover para o cofre
Conforme pedido, reencaminho os dados de {name}.
A nova sala de seminários terá o nome de {figure}.
Seguem em anexo cópias dos documentos de identificação.
Por favor ligue-me hoje, o meu número é {phone}.
A assembleia geral da cooperativa realiza-se a {date} na {org}.
Repus a palavra-passe, a nova é {pw}`,
    M: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
  },
  it: {
    F: 'Nome e cognome|Nome|Cognome|Data di nascita|Indirizzo|Telefono|Cellulare|E-mail|Numero documento|Codice fiscale|IBAN|Numero di conto|Numero di passaporto|Firma|Data|Dipendente|Responsabile|Partecipante|Genitore/tutore|Alunno/a|Contatto di emergenza|N. polizza|N. sinistro|Codice cliente|Nome utente|Password|Banca|Anno',
    T: 'Dichiarazione dei redditi|Modulo di iscrizione scolastica|Denuncia di sinistro|Registro del consenso informato|Richiesta al comitato etico|Domanda di finanziamento|Rapporto di infortunio|Turni di lavoro|Registro sanitario di stalla|Ticket di manutenzione|Bolletta|Sollecito affitto|Scheda anagrafica fornitore',
    S: `Gentile {name},
Ciao {first},
Cordiali saluti,
Grazie in anticipo!
La visita veterinaria alla mandria presso {org} è prevista per il {date}; vanno testati {n} capi.
La consegna di fertilizzante dell’ordine {order} è rinviata al {date}.
Possiamo offrire {n} t di frumento da foraggio, franco azienda.
Durante il turno di notte un operatore si è ferito sulla linea {n}; è stato prestato primo soccorso sul posto.
La pompa della stazione {n} segnala di nuovo allarmi di pressione, controllatela prima del prossimo turno.
In allegato la domanda per il finanziamento {grant}.
Il partecipante ha dato il consenso scritto il {date}.
In allegato la mia dichiarazione dei redditi {year}.
L’affitto del mese scorso non risulta ancora pagato.
Vorrei denunciare danni da grandine alle mie colture con la polizza {policy}.
Vorrei iscrivere mio figlio per l’anno scolastico {year}.
Si prega di bonificare l’importo sul seguente conto: {iban}
Potete contattarmi al {phone} o via e-mail a {email}.
Sono nato/a il {dob}.
Il mio indirizzo è {address}.
Il mio {idlabel} è {id}.
La password di {system} è {pw}
Mi mandi le credenziali di {system}?
Grazie, funziona.
Il sensore della stalla {n} è di nuovo offline.
Qualcuno può scambiare con me il turno del mattino di sabato?
In caso di emergenza chiamate il {hotline}.
credenziali del broker
referente
dati di test, non usare in produzione
TODO: spostare nel vault
Come richiesto, inoltro i dati di {name}.
La nuova sala seminari sarà intitolata a {figure}.
In allegato le copie dei documenti d’identità.
Per favore richiamatemi oggi, il mio numero è {phone}.
L’assemblea dei soci della cooperativa si terrà il {date} presso {org}.
Ho reimpostato la password, quella nuova è {pw}`,
    M: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
  },
  nl: {
    F: 'Naam|Voornaam|Achternaam|Geboortedatum|Adres|Telefoon|Mobiel|E-mail|Identiteitsnummer|Fiscaal nummer|IBAN|Rekeningnummer|Paspoortnummer|Handtekening|Datum|Medewerker|Leidinggevende|Deelnemer|Ouder/verzorger|Kind|Contact bij nood|Polisnummer|Schadenummer|Klantnummer|Gebruikersnaam|Wachtwoord|Bank|Jaar',
    T: 'Aangifte inkomstenbelasting|Inschrijfformulier school|Schadeformulier|Toestemmingsverklaring deelnemer|Aanvraag ethische toetsing|Subsidieaanvraag|Melding arbeidsongeval|Dienstrooster|Diergezondheidsregister|Onderhoudsmelding|Energierekening|Herinnering huurbetaling|Leveranciersaanmelding',
    S: `Beste {name},
Hoi {first},
Met vriendelijke groet,
Alvast bedankt!
Het dierenartsbezoek voor de veestapel bij {org} staat gepland op {date}; {n} dieren moeten getest worden.
De kunstmestlevering voor order {order} is uitgesteld tot {date}.
Wij kunnen {n} t voertarwe aanbieden, franco boerderij.
Tijdens de nachtdienst raakte een operator gewond aan lijn {n}; er is ter plaatse eerste hulp verleend.
De pomp in station {n} geeft weer drukalarmen, graag controleren voor de volgende dienst.
Bijgaand de aanvraag voor subsidie {grant}.
De deelnemer heeft op {date} schriftelijk toestemming gegeven.
Bijgaand mijn belastingaangifte over {year}.
Uw huur van vorige maand hebben wij nog niet ontvangen.
Ik wil hagelschade aan mijn gewassen melden onder polis {policy}.
Ik wil mijn kind inschrijven voor het schooljaar {year}.
Gelieve het bedrag over te maken naar de volgende rekening: {iban}
U kunt mij bereiken op {phone} of per e-mail via {email}.
Ik ben geboren op {dob}.
Mijn adres is {address}.
Mijn {idlabel} is {id}.
Het wachtwoord voor {system} is {pw}
Kun je me de inlog voor {system} sturen?
Dank je, het werkt.
De sensor in stal {n} is weer offline.
Kan iemand zaterdag de vroege dienst met mij ruilen?
Bel bij nood {hotline}.
inloggegevens voor de broker
contactpersoon
testdata, niet in productie gebruiken
TODO: naar de vault verplaatsen
Zoals gevraagd stuur ik de gegevens van {name} door.
De nieuwe seminarzaal wordt vernoemd naar {figure}.
Kopieën van de identiteitsbewijzen zijn bijgevoegd.
Bel me vandaag terug, mijn nummer is {phone}.
De algemene ledenvergadering van de coöperatie is op {date} bij {org}.
Ik heb het wachtwoord gereset, het nieuwe is {pw}`,
    M: 'januari februari maart april mei juni juli augustus september oktober november december',
  },
  pl: {
    F: 'Imię i nazwisko|Imię|Nazwisko|Data urodzenia|Adres zamieszkania|Telefon|Telefon komórkowy|E-mail|Numer dowodu osobistego|NIP|IBAN|Numer rachunku|Numer paszportu|Podpis|Data|Pracownik|Przełożony|Uczestnik|Rodzic/opiekun|Dziecko|Kontakt w nagłych wypadkach|Nr polisy|Nr szkody|Nr klienta|Login|Hasło|Bank|Rok',
    T: 'Zeznanie podatkowe PIT-37|Karta zgłoszenia ucznia|Zgłoszenie szkody|Rejestr świadomej zgody|Wniosek do komisji bioetycznej|Wniosek o grant|Protokół wypadku przy pracy|Grafik zmian|Księga zdrowia stada|Zlecenie serwisowe|Rachunek za media|Wezwanie do zapłaty czynszu|Karta dostawcy',
    S: `Szanowny Panie / Szanowna Pani {name},
Cześć {first},
Z poważaniem,
Z góry dziękuję!
Wizyta weterynarza w stadzie w {org} zaplanowana jest na {date}; trzeba zbadać {n} zwierząt.
Dostawa nawozu do zamówienia {order} opóźni się do {date}.
Możemy zaoferować {n} t pszenicy paszowej z dostawą do gospodarstwa.
Na nocnej zmianie operator doznał urazu na linii {n}; udzielono pierwszej pomocy na miejscu.
Pompa w stacji {n} znowu zgłasza alarmy ciśnienia, proszę sprawdzić przed następną zmianą.
W załączeniu wniosek o grant {grant}.
Uczestnik wyraził pisemną zgodę w dniu {date}.
W załączeniu przesyłam zeznanie podatkowe za {year}.
Czynsz za ubiegły miesiąc nie wpłynął jeszcze na nasze konto.
Chciałbym zgłosić szkodę gradową w uprawach w ramach polisy {policy}.
Chciałabym zapisać dziecko na rok szkolny {year}.
Proszę o przelew na następujący rachunek: {iban}
Można się ze mną kontaktować pod numerem {phone} lub mailowo: {email}.
Urodziłem się {dob}.
Mój adres to {address}.
Mój {idlabel} to {id}.
Hasło do {system} to {pw}
Możesz mi wysłać dane logowania do {system}?
Dzięki, działa.
Czujnik w oborze {n} znowu jest offline.
Czy ktoś zamieni się ze mną na sobotnią poranną zmianę?
W nagłych wypadkach dzwoń pod {hotline}.
dane logowania do brokera
osoba kontaktowa
dane testowe, nie używać na produkcji
TODO: przenieść do sejfu
Zgodnie z prośbą przesyłam dane {name}.
Nowa sala seminaryjna otrzyma imię {figure}.
W załączeniu kopie dokumentów tożsamości.
Proszę o kontakt jeszcze dziś, mój numer to {phone}.
Walne zgromadzenie spółdzielni odbędzie się {date} w {org}.
Zresetowałem hasło, nowe to {pw}`,
    M: 'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia',
  },
  sv: {
    F: 'Namn|Förnamn|Efternamn|Födelsedatum|Adress|Telefon|Mobil|E-post|Personnummer|Skatteregistreringsnummer|IBAN|Kontonummer|Passnummer|Underskrift|Datum|Medarbetare|Chef|Deltagare|Vårdnadshavare|Barn|Nödkontakt|Försäkringsnummer|Skadenummer|Kundnummer|Användarnamn|Lösenord|Bank|År',
    T: 'Inkomstdeklaration|Anmälan till skola|Skadeanmälan|Samtyckesregister|Etikansökan|Ansökan om forskningsbidrag|Tillbudsrapport|Schema|Djurhälsojournal|Underhållsärende|Elräkning|Påminnelse om hyra|Leverantörsregistrering',
    S: `Hej {name},
Hej {first}!
Med vänliga hälsningar
Tack på förhand!
Veterinärbesöket för besättningen hos {org} är planerat till {date}; {n} djur ska provtas.
Gödselleveransen för order {order} är försenad till {date}.
Vi kan erbjuda {n} ton fodervete, fritt gården.
Under nattskiftet skadades en operatör vid linje {n}; första hjälpen gavs på plats.
Pumpen i station {n} visar tryckalarm igen, kontrollera den före nästa skift.
Bifogat finns ansökan om bidrag {grant}.
Deltagaren gav skriftligt samtycke den {date}.
Bifogat finns min deklaration för {year}.
Hyran för förra månaden har ännu inte kommit in.
Jag vill anmäla hagelskada på mina grödor enligt försäkring {policy}.
Jag vill anmäla mitt barn till läsåret {year}.
Vänligen överför beloppet till följande konto: {iban}
Du når mig på {phone} eller via e-post på {email}.
Jag är född {dob}.
Min adress är {address}.
Mitt {idlabel} är {id}.
Lösenordet till {system} är {pw}
Kan du skicka inloggningen till {system}?
Tack, det funkar.
Sensorn i ladugård {n} är offline igen.
Kan någon byta morgonpasset på lördag med mig?
Ring {hotline} vid nödsituation.
inloggningsuppgifter för brokern
kontaktperson
testdata, använd inte i produktion
TODO: flytta till valvet
Som önskat vidarebefordrar jag uppgifterna om {name}.
Det nya seminarierummet ska uppkallas efter {figure}.
Kopior av id-handlingarna bifogas.
Ring mig gärna i dag, mitt nummer är {phone}.
Föreningsstämman hålls den {date} hos {org}.
Jag har återställt lösenordet, det nya är {pw}`,
    M: 'januari februari mars april maj juni juli augusti september oktober november december',
  },
  nb: {
    F: 'Navn|Fornavn|Etternavn|Fødselsdato|Adresse|Telefon|Mobil|E-post|Fødselsnummer|Skattenummer|IBAN|Kontonummer|Passnummer|Signatur|Dato|Ansatt|Leder|Deltaker|Foresatt|Barn|Nødkontakt|Polisenummer|Skadenummer|Kundenummer|Brukernavn|Passord|Bank|År',
    T: 'Skattemelding|Innmelding i skole|Skademelding|Samtykkeregister|Søknad til etisk komité|Søknad om forskningsmidler|Avviksmelding HMS|Vaktliste|Helsekort for besetningen|Vedlikeholdssak|Strømregning|Purring på husleie|Leverandørregistrering',
    S: `Hei {name},
Hei {first}!
Med vennlig hilsen
Takk på forhånd!
Veterinærbesøket for besetningen hos {org} er planlagt til {date}; {n} dyr må testes.
Gjødselleveransen for ordre {order} er forsinket til {date}.
Vi kan tilby {n} tonn fôrhvete, levert fritt gård.
På nattskiftet ble en operatør skadet ved linje {n}; førstehjelp ble gitt på stedet.
Pumpen i stasjon {n} gir trykkalarmer igjen, sjekk den før neste skift.
Vedlagt er søknaden om midler {grant}.
Deltakeren ga skriftlig samtykke {date}.
Vedlagt er skattemeldingen min for {year}.
Husleien for forrige måned er ikke mottatt ennå.
Jeg vil melde haglskade på avlingene mine under polise {policy}.
Jeg vil melde inn barnet mitt for skoleåret {year}.
Vennligst overfør beløpet til følgende konto: {iban}
Du når meg på {phone} eller på e-post {email}.
Jeg er født {dob}.
Adressen min er {address}.
Mitt {idlabel} er {id}.
Passordet til {system} er {pw}
Kan du sende meg innloggingen til {system}?
Takk, det virker.
Sensoren i fjøs {n} er offline igjen.
Kan noen bytte morgenvakten på lørdag med meg?
Ring {hotline} ved nødstilfeller.
innloggingsdata for brokeren
kontaktperson
testdata, ikke bruk i produksjon
TODO: flytt til hvelvet
Som avtalt videresender jeg opplysningene om {name}.
Det nye seminarrommet skal oppkalles etter {figure}.
Kopier av legitimasjonen er vedlagt.
Ring meg tilbake i dag, nummeret mitt er {phone}.
Årsmøtet i samvirket holdes {date} hos {org}.
Jeg har tilbakestilt passordet, det nye er {pw}`,
    M: 'januar februar mars april mai juni juli august september oktober november desember',
  },
  da: {
    F: 'Navn|Fornavn|Efternavn|Fødselsdato|Adresse|Telefon|Mobil|E-mail|CPR-nummer|Skattenummer|IBAN|Kontonummer|Pasnummer|Underskrift|Dato|Medarbejder|Leder|Deltager|Forælder/værge|Barn|Nødkontakt|Policenummer|Skadesnummer|Kundenummer|Brugernavn|Adgangskode|Bank|År',
    T: 'Selvangivelse|Indskrivning i skole|Skadeanmeldelse|Samtykkeregister|Ansøgning til etisk komité|Fondsansøgning|Arbejdsulykkesrapport|Vagtplan|Sundhedsjournal for besætningen|Vedligeholdelsessag|Elregning|Rykker for husleje|Leverandøroprettelse',
    S: `Kære {name},
Hej {first},
Med venlig hilsen
På forhånd tak!
Dyrlægebesøget i besætningen hos {org} er planlagt til {date}; {n} dyr skal testes.
Gødningsleverancen til ordre {order} er forsinket til {date}.
Vi kan tilbyde {n} t foderhvede, leveret frit gården.
På nattevagten kom en operatør til skade ved linje {n}; der blev givet førstehjælp på stedet.
Pumpen i station {n} giver trykalarmer igen, tjek den venligst før næste vagt.
Vedhæftet er ansøgningen om bevilling {grant}.
Deltageren gav skriftligt samtykke den {date}.
Vedhæftet er min selvangivelse for {year}.
Huslejen for sidste måned er endnu ikke modtaget.
Jeg vil anmelde haglskade på mine afgrøder under police {policy}.
Jeg vil gerne indskrive mit barn til skoleåret {year}.
Overfør venligst beløbet til følgende konto: {iban}
Du kan fange mig på {phone} eller på e-mail {email}.
Jeg er født den {dob}.
Min adresse er {address}.
Mit {idlabel} er {id}.
Adgangskoden til {system} er {pw}
Kan du sende mig login til {system}?
Tak, det virker.
Sensoren i stald {n} er offline igen.
Kan nogen bytte morgenvagten lørdag med mig?
Ring {hotline} i nødstilfælde.
loginoplysninger til brokeren
kontaktperson
testdata, må ikke bruges i produktion
TODO: flyt til vault
Som aftalt videresender jeg oplysningerne om {name}.
Det nye seminarlokale opkaldes efter {figure}.
Kopier af legitimation er vedhæftet.
Ring venligst tilbage i dag, mit nummer er {phone}.
Andelsselskabets generalforsamling holdes den {date} hos {org}.
Jeg har nulstillet adgangskoden, den nye er {pw}`,
    M: 'januar februar marts april maj juni juli august september oktober november december',
  },
  fi: {
    F: 'Nimi|Etunimi|Sukunimi|Syntymäaika|Osoite|Puhelin|Matkapuhelin|Sähköposti|Henkilötunnus|Verotunniste|IBAN|Tilinumero|Passin numero|Allekirjoitus|Päivämäärä|Työntekijä|Esihenkilö|Tutkittava|Huoltaja|Lapsi|Hätäyhteyshenkilö|Vakuutusnumero|Vahinkonumero|Asiakasnumero|Käyttäjätunnus|Salasana|Pankki|Vuosi',
    T: 'Veroilmoitus|Ilmoittautuminen kouluun|Vahinkoilmoitus|Suostumusrekisteri|Eettisen toimikunnan hakemus|Rahoitushakemus|Työtapaturmailmoitus|Vuorolista|Karjan terveyskortti|Huoltopyyntö|Sähkölasku|Vuokramuistutus|Toimittajan rekisteröinti',
    S: `Hyvä {name},
Moi {first},
Ystävällisin terveisin
Kiitos jo etukäteen!
Eläinlääkärikäynti tilalle {org} on suunniteltu päivälle {date}; {n} eläintä pitää testata.
Tilauksen {order} lannoitetoimitus viivästyy {date} asti.
Voimme tarjota {n} t rehuvehnää tilalle toimitettuna.
Yövuorossa operaattori loukkaantui linjalla {n}; ensiapu annettiin paikan päällä.
Aseman {n} pumppu antaa taas painehälytyksiä, tarkistakaa se ennen seuraavaa vuoroa.
Liitteenä rahoitushakemus {grant}.
Tutkittava antoi kirjallisen suostumuksen {date}.
Liitteenä veroilmoitukseni vuodelta {year}.
Viime kuun vuokraa ei ole vielä vastaanotettu.
Haluan ilmoittaa raevahingosta viljelyksilläni vakuutuksella {policy}.
Haluan ilmoittaa lapseni kouluun lukuvuodelle {year}.
Maksakaa summa seuraavalle tilille: {iban}
Minut tavoittaa numerosta {phone} tai sähköpostilla {email}.
Olen syntynyt {dob}.
Osoitteeni on {address}.
{idlabel} on {id}.
Järjestelmän {system} salasana on {pw}
Voitko lähettää {system}-tunnukset?
Kiitos, toimii.
Navetan {n} anturi on taas offline.
Voiko joku vaihtaa lauantain aamuvuoron kanssani?
Hätätilanteessa soita {hotline}.
brokerin tunnukset
yhteyshenkilö
testidataa, ei tuotantokäyttöön
TODO: siirrä holviin
Pyynnöstä välitän henkilön {name} tiedot.
Uusi seminaarihuone nimetään {figure} mukaan.
Henkilöllisyystodistusten kopiot ovat liitteenä.
Soittakaa minulle tänään, numeroni on {phone}.
Osuuskunnan yhtiökokous pidetään {date} paikassa {org}.
Nollasin salasanan, uusi on {pw}`,
    M: 'tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta lokakuuta marraskuuta joulukuuta',
  },
  cs: {
    F: 'Jméno a příjmení|Jméno|Příjmení|Datum narození|Adresa|Telefon|Mobil|E-mail|Rodné číslo|DIČ|IBAN|Číslo účtu|Číslo pasu|Podpis|Datum|Zaměstnanec|Nadřízený|Účastník|Zákonný zástupce|Dítě|Kontakt v nouzi|Číslo pojistky|Číslo pojistné události|Zákaznické číslo|Uživatelské jméno|Heslo|Banka|Rok',
    T: 'Daňové přiznání|Přihláška do školy|Hlášení pojistné události|Záznam informovaného souhlasu|Žádost etické komisi|Grantová přihláška|Záznam o pracovním úrazu|Rozpis směn|Zdravotní záznam stáda|Servisní požadavek|Vyúčtování energií|Upomínka nájemného|Registrace dodavatele',
    S: `Vážený/á {name},
Ahoj {first},
S pozdravem
Předem děkuji!
Návštěva veterináře ve stádě v {org} je naplánována na {date}; je třeba vyšetřit {n} zvířat.
Dodávka hnojiva k objednávce {order} se zpozdí do {date}.
Můžeme nabídnout {n} t krmné pšenice s dodáním na farmu.
Na noční směně se operátor zranil na lince {n}; první pomoc byla poskytnuta na místě.
Čerpadlo ve stanici {n} znovu hlásí tlakové alarmy, zkontrolujte ho prosím před další směnou.
V příloze zasílám žádost o grant {grant}.
Účastník dal písemný souhlas dne {date}.
V příloze posílám daňové přiznání za rok {year}.
Nájemné za minulý měsíc jsme dosud neobdrželi.
Chci nahlásit škodu krupobitím na plodinách z pojistky {policy}.
Chci přihlásit dítě na školní rok {year}.
Prosím převeďte částku na tento účet: {iban}
Zastihnete mě na čísle {phone} nebo e-mailem na {email}.
Narodil jsem se {dob}.
Moje adresa je {address}.
Moje {idlabel} je {id}.
Heslo do {system} je {pw}
Můžeš mi poslat přihlašovací údaje do {system}?
Díky, funguje to.
Senzor ve stáji {n} je zase offline.
Vymění si se mnou někdo ranní směnu v sobotu?
V nouzi volejte {hotline}.
přístupové údaje k brokeru
kontaktní osoba
testovací data, nepoužívat v produkci
TODO: přesunout do trezoru
Jak jste chtěli, přeposílám údaje {name}.
Nová seminární místnost ponese jméno {figure}.
Kopie dokladů totožnosti jsou v příloze.
Zavolejte mi prosím dnes zpět, moje číslo je {phone}.
Členská schůze družstva se koná {date} v {org}.
Resetoval jsem heslo, nové je {pw}`,
    M: 'ledna února března dubna května června července srpna září října listopadu prosince',
  },
  ro: {
    F: 'Nume și prenume|Prenume|Nume|Data nașterii|Adresa|Telefon|Mobil|E-mail|CNP|Cod fiscal|IBAN|Număr de cont|Număr pașaport|Semnătura|Data|Angajat|Șef direct|Participant|Părinte/tutore|Copil|Contact de urgență|Nr. poliță|Nr. dosar daună|Cod client|Utilizator|Parolă|Banca|Anul',
    T: 'Declarație unică|Fișă de înscriere la școală|Avizare daună|Registru consimțământ informat|Cerere către comisia de etică|Cerere de finanțare|Raport de accident de muncă|Planificare ture|Registru sanitar-veterinar|Tichet de mentenanță|Factură utilități|Notificare chirie restantă|Fișă înregistrare furnizor',
    S: `Stimate/Stimată {name},
Salut {first},
Cu stimă,
Mulțumesc anticipat!
Vizita medicului veterinar la efectivul de la {org} este programată pe {date}; trebuie testate {n} animale.
Livrarea de îngrășăminte pentru comanda {order} se amână până pe {date}.
Putem oferi {n} t de grâu furajer, livrat la fermă.
În tura de noapte un operator s-a accidentat la linia {n}; i s-a acordat primul ajutor la fața locului.
Pompa din stația {n} dă din nou alarme de presiune, vă rog verificați înainte de tura următoare.
Atașez cererea de finanțare {grant}.
Participantul și-a dat consimțământul scris pe {date}.
Atașez declarația mea pentru anul {year}.
Chiria pentru luna trecută nu a fost încă încasată.
Doresc să avizez o daună prin grindină la culturi, conform poliței {policy}.
Doresc să îmi înscriu copilul pentru anul școlar {year}.
Vă rog să transferați suma în următorul cont: {iban}
Mă puteți contacta la {phone} sau pe e-mail la {email}.
M-am născut pe {dob}.
Adresa mea este {address}.
{idlabel} meu este {id}.
Parola pentru {system} este {pw}
Îmi trimiți datele de logare pentru {system}?
Mersi, merge.
Senzorul din grajdul {n} este iar offline.
Poate cineva să facă schimb cu mine la tura de dimineață de sâmbătă?
În caz de urgență sunați la {hotline}.
date de acces pentru broker
persoană de contact
date de test, nu folosiți în producție
TODO: mutat în seif
Așa cum ați cerut, vă trimit datele lui {name}.
Noua sală de seminar va purta numele lui {figure}.
Copiile actelor de identitate sunt atașate.
Vă rog să mă sunați azi, numărul meu este {phone}.
Adunarea generală a cooperativei are loc pe {date} la {org}.
Am resetat parola, cea nouă este {pw}`,
    M: 'ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie',
  },
  hu: {
    F: 'Név|Utónév|Vezetéknév|Születési idő|Lakcím|Telefon|Mobil|E-mail|TAJ-szám|Adóazonosító jel|IBAN|Bankszámlaszám|Útlevélszám|Aláírás|Dátum|Munkavállaló|Közvetlen vezető|Résztvevő|Szülő/gondviselő|Gyermek|Értesítendő személy|Kötvényszám|Kárszám|Ügyfélszám|Felhasználónév|Jelszó|Bank|Év',
    T: 'Személyi jövedelemadó-bevallás|Iskolai beiratkozási lap|Kárbejelentő|Tájékoztatáson alapuló beleegyezés nyilvántartása|Etikai engedélykérelem|Pályázati kérelem|Munkabaleseti jegyzőkönyv|Műszakbeosztás|Állomány-egészségügyi napló|Karbantartási jegy|Közüzemi számla|Bérleti díj felszólítás|Beszállítói adatlap',
    S: `Kedves {name}!
Szia {first}!
Üdvözlettel:
Előre is köszönöm!
Az állatorvosi látogatás a(z) {org} állományánál {date} napjára van tervezve; {n} állatot kell vizsgálni.
A(z) {order} rendelés műtrágya-szállítása {date} napjáig csúszik.
{n} t takarmánybúzát tudunk ajánlani, gazdaságba szállítva.
Az éjszakai műszakban egy gépkezelő megsérült a(z) {n}. soron; a helyszínen elsősegélyt kapott.
A(z) {n}. állomás szivattyúja ismét nyomásriasztást ad, kérem, ellenőrizzétek a következő műszak előtt.
Mellékelem a(z) {grant} pályázati kérelmet.
A résztvevő {date} napján írásban beleegyezett.
Mellékelem a {year}. évi bevallásomat.
Az előző havi bérleti díj még nem érkezett meg.
Jégkárt szeretnék bejelenteni a növényeimben a(z) {policy} kötvény alapján.
Szeretném beíratni a gyermekemet a {year} tanévre.
Kérem, utalja az összeget az alábbi számlára: {iban}
Elérhető vagyok a(z) {phone} számon vagy e-mailben: {email}.
{dob} napján születtem.
A lakcímem: {address}.
A(z) {idlabel}: {id}.
A(z) {system} jelszava {pw}
Elküldenéd a(z) {system} belépési adatait?
Köszi, működik.
A(z) {n}. istálló szenzora megint offline.
Tud valaki cserélni velem a szombati délelőtti műszakot?
Vészhelyzetben hívja a(z) {hotline} számot.
a broker belépési adatai
kapcsolattartó
tesztadat, éles rendszerben ne használd
TODO: áttenni a széfbe
Kérésére továbbítom {name} adatait.
Az új szemináriumi terem {figure} nevét viseli majd.
A személyazonosító okmányok másolatát mellékelem.
Kérem, hívjon vissza még ma, a számom {phone}.
A szövetkezet közgyűlése {date} napján lesz a(z) {org} székhelyén.
Visszaállítottam a jelszót, az új: {pw}`,
    M: 'január február március április május június július augusztus szeptember október november december',
  },
  tr: {
    F: 'Ad Soyad|Ad|Soyad|Doğum tarihi|Adres|Telefon|Cep telefonu|E-posta|T.C. Kimlik No|Vergi No|IBAN|Hesap numarası|Pasaport numarası|İmza|Tarih|Çalışan|Amir|Katılımcı|Veli|Öğrenci|Acil durumda aranacak kişi|Poliçe no|Hasar dosya no|Müşteri no|Kullanıcı adı|Şifre|Banka|Yıl',
    T: 'Yıllık gelir vergisi beyannamesi|Okul kayıt formu|Hasar ihbar formu|Bilgilendirilmiş onam kaydı|Etik kurul başvurusu|Proje destek başvurusu|İş kazası bildirim raporu|Vardiya çizelgesi|Sürü sağlık kaydı|Bakım talebi|Fatura|Kira ödeme hatırlatması|Tedarikçi kayıt formu',
    S: `Sayın {name},
Merhaba {first},
Saygılarımla,
Şimdiden teşekkürler!
{org} bünyesindeki sürü için veteriner ziyareti {date} tarihinde planlandı; {n} hayvanın test edilmesi gerekiyor.
{order} numaralı siparişin gübre teslimatı {date} tarihine ertelendi.
Çiftliğe teslim {n} ton yemlik buğday teklif edebiliriz.
Gece vardiyasında {n} numaralı hatta bir operatör yaralandı; olay yerinde ilk yardım yapıldı.
{n} numaralı istasyondaki pompa yine basınç alarmı veriyor, lütfen bir sonraki vardiyadan önce kontrol edin.
{grant} numaralı destek başvurusu ektedir.
Katılımcı {date} tarihinde yazılı onay verdi.
{year} yılı beyannamem ektedir.
Geçen ayın kira ödemesi henüz tarafımıza ulaşmadı.
{policy} numaralı poliçem kapsamında ekinlerimdeki dolu hasarını bildirmek istiyorum.
Çocuğumu {year} eğitim yılı için kaydettirmek istiyorum.
Lütfen tutarı şu hesaba gönderin: {iban}
Bana {phone} numarasından veya {email} adresinden ulaşabilirsiniz.
{dob} tarihinde doğdum.
Adresim: {address}.
{idlabel}: {id}.
{system} şifresi {pw}
{system} giriş bilgilerini gönderebilir misin?
Teşekkürler, çalışıyor.
{n} numaralı ahırdaki sensör yine çevrimdışı.
Cumartesi sabah vardiyasını benimle değiştirebilecek var mı?
Acil durumda {hotline} numarasını arayın.
broker erişim bilgileri
iletişim kişisi
test verisi, canlı ortamda kullanmayın
TODO: kasaya taşı
İstediğiniz gibi {name} bilgilerini iletiyorum.
Yeni seminer salonuna {figure} adı verilecek.
Kimlik belgelerinin kopyaları ektedir.
Lütfen bugün beni geri arayın, numaram {phone}.
Kooperatif genel kurulu {date} tarihinde {org} merkezinde yapılacak.
Şifreyi sıfırladım, yenisi {pw}`,
    M: 'Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık',
  },
  vi: {
    F: 'Họ và tên|Tên|Họ|Ngày sinh|Địa chỉ|Điện thoại|Di động|Email|Số CCCD|Mã số thuế|IBAN|Số tài khoản|Số hộ chiếu|Chữ ký|Ngày|Nhân viên|Quản lý|Người tham gia|Phụ huynh|Học sinh|Người liên hệ khẩn cấp|Số hợp đồng bảo hiểm|Số hồ sơ bồi thường|Mã khách hàng|Tên đăng nhập|Mật khẩu|Ngân hàng|Năm',
    T: 'Tờ khai quyết toán thuế TNCN|Phiếu đăng ký nhập học|Đơn yêu cầu bồi thường|Sổ ghi nhận đồng ý tham gia|Hồ sơ xin phê duyệt đạo đức|Đơn xin tài trợ|Biên bản tai nạn lao động|Lịch phân ca|Sổ theo dõi sức khỏe đàn|Phiếu yêu cầu bảo trì|Hóa đơn tiền điện|Thông báo nhắc tiền thuê nhà|Phiếu đăng ký nhà cung cấp',
    S: `Kính gửi {name},
Chào {first},
Trân trọng,
Cảm ơn trước nhé!
Lịch thú y kiểm tra đàn tại {org} dự kiến vào {date}; cần xét nghiệm {n} con.
Lô phân bón của đơn hàng {order} bị giao chậm đến {date}.
Chúng tôi có thể chào bán {n} tấn lúa mì làm thức ăn chăn nuôi, giao tận trại.
Trong ca đêm một công nhân vận hành bị thương tại dây chuyền {n}; đã sơ cứu tại chỗ.
Máy bơm ở trạm {n} lại báo động áp suất, vui lòng kiểm tra trước ca sau.
Gửi kèm hồ sơ xin tài trợ {grant}.
Người tham gia đã ký đồng ý bằng văn bản ngày {date}.
Gửi kèm tờ khai thuế năm {year} của tôi.
Tiền thuê nhà tháng trước chúng tôi vẫn chưa nhận được.
Tôi muốn báo thiệt hại do mưa đá cho cây trồng theo hợp đồng {policy}.
Tôi muốn đăng ký cho con nhập học năm học {year}.
Vui lòng chuyển khoản vào tài khoản sau: {iban}
Anh/chị có thể liên hệ tôi qua số {phone} hoặc email {email}.
Tôi sinh {dob}.
Địa chỉ của tôi là {address}.
{idlabel} của tôi là {id}.
Mật khẩu {system} là {pw}
Gửi giúp mình tài khoản đăng nhập {system} nhé?
Cảm ơn, chạy rồi.
Cảm biến ở chuồng {n} lại mất kết nối.
Có ai đổi ca sáng thứ Bảy với mình không?
Trường hợp khẩn cấp gọi {hotline}.
thông tin đăng nhập broker
người liên hệ
dữ liệu thử nghiệm, không dùng cho môi trường thật
TODO: chuyển vào kho bí mật
Theo yêu cầu, tôi chuyển tiếp thông tin của {name}.
Phòng hội thảo mới sẽ mang tên {figure}.
Bản sao giấy tờ tùy thân được gửi kèm.
Vui lòng gọi lại cho tôi trong hôm nay, số của tôi là {phone}.
Đại hội thành viên hợp tác xã diễn ra ngày {date} tại {org}.
Mình đã đặt lại mật khẩu, mật khẩu mới là {pw}`,
    M: '1 2 3 4 5 6 7 8 9 10 11 12',
  },
  id: {
    F: 'Nama lengkap|Nama depan|Nama belakang|Tanggal lahir|Alamat|Telepon|HP|Email|NIK|NPWP|IBAN|Nomor rekening|Nomor paspor|Tanda tangan|Tanggal|Karyawan|Atasan|Peserta|Orang tua/wali|Anak|Kontak darurat|No. polis|No. klaim|No. pelanggan|Nama pengguna|Kata sandi|Bank|Tahun',
    T: 'SPT Tahunan PPh Orang Pribadi|Formulir pendaftaran sekolah|Formulir klaim asuransi|Catatan persetujuan peserta|Pengajuan kaji etik|Proposal hibah penelitian|Laporan kecelakaan kerja|Jadwal shift|Catatan kesehatan ternak|Tiket pemeliharaan|Tagihan listrik|Pengingat sewa|Formulir pendaftaran pemasok',
    S: `Yth. {name},
Halo {first},
Hormat saya,
Terima kasih sebelumnya!
Kunjungan dokter hewan untuk ternak di {org} dijadwalkan pada {date}; {n} ekor harus dites.
Pengiriman pupuk untuk pesanan {order} tertunda sampai {date}.
Kami dapat menawarkan {n} ton gandum pakan, diantar sampai peternakan.
Pada shift malam seorang operator terluka di lini {n}; pertolongan pertama diberikan di lokasi.
Pompa di stasiun {n} kembali memberi alarm tekanan, tolong dicek sebelum shift berikutnya.
Terlampir proposal hibah {grant}.
Peserta memberikan persetujuan tertulis pada {date}.
Terlampir SPT saya untuk tahun {year}.
Sewa bulan lalu belum kami terima.
Saya ingin melaporkan kerusakan akibat hujan es pada tanaman saya sesuai polis {policy}.
Saya ingin mendaftarkan anak saya untuk tahun ajaran {year}.
Mohon transfer jumlah tersebut ke rekening berikut: {iban}
Saya bisa dihubungi di {phone} atau lewat email {email}.
Saya lahir pada {dob}.
Alamat saya {address}.
{idlabel} saya {id}.
Password {system} adalah {pw}
Bisa kirim login {system} ke saya?
Makasih, sudah bisa.
Sensor di kandang {n} offline lagi.
Ada yang mau tukar shift pagi hari Sabtu dengan saya?
Dalam keadaan darurat hubungi {hotline}.
kredensial untuk broker
narahubung
data uji, jangan dipakai di produksi
TODO: pindahkan ke vault
Sesuai permintaan, saya teruskan data {name}.
Ruang seminar baru akan dinamai {figure}.
Terlampir salinan dokumen identitas.
Mohon telepon saya kembali hari ini, nomor saya {phone}.
Rapat anggota tahunan koperasi diadakan pada {date} di {org}.
Saya sudah reset password, yang baru {pw}`,
    M: 'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember',
  },
};
