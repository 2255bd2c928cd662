import { phoneFrom, numDate, iso, money, pat } from './_util.mjs';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const CITIES = {
  US: [['Portland', 'OR', '972'], ['Austin', 'TX', '787'], ['Columbus', 'OH', '432'], ['Denver', 'CO', '802'], ['Raleigh', 'NC', '276'], ['Madison', 'WI', '537'], ['Sacramento', 'CA', '958'], ['Tucson', 'AZ', '857'], ['Richmond', 'VA', '232'], ['Boise', 'ID', '837'], ['Albany', 'NY', '122']],
  GB: [['Bristol', 'BS'], ['Leeds', 'LS'], ['Manchester', 'M'], ['Norwich', 'NR'], ['Cardiff', 'CF'], ['Edinburgh', 'EH'], ['York', 'YO'], ['Brighton', 'BN'], ['Sheffield', 'S'], ['Exeter', 'EX']],
  AU: [['Melbourne', 'VIC', '30'], ['Brisbane', 'QLD', '40'], ['Perth', 'WA', '60'], ['Adelaide', 'SA', '50'], ['Hobart', 'TAS', '70'], ['Geelong', 'VIC', '32']],
};
const STREETS = {
  US: ['Maple Avenue', 'Oak Street', 'Cedar Lane', 'Pine Ridge Road', 'Elm Court', 'Willow Drive', 'Lakeview Terrace', 'Birch Street', 'Hawthorne Boulevard', 'Sycamore Way', 'Chestnut Street', 'Harbor View Drive'],
  GB: ['Church Lane', 'Victoria Road', 'Mill Street', 'Station Road', 'Kingsley Avenue', 'Albert Terrace', 'Queens Crescent', 'Park View', 'Orchard Close', 'Elmwood Grove', 'Windsor Gardens'],
  AU: ['Beach Road', 'Jacaranda Street', 'Wattle Avenue', 'Banksia Crescent', 'Gum Tree Lane', 'Ocean Parade', 'Station Street'],
};
const PC_L = 'ABDEFGHJLNPQRSTUWXYZ';
export default {
  lang: 'en', locales: { 'en-US': 'US', 'en-GB': 'GB', 'en-AU': 'AU' }, sep: ' ',
  names: {
    m: ['James', 'Michael', 'Daniel', 'Ryan', 'Thomas', 'Christopher', 'Oliver', 'Liam', 'Nathan', 'Samuel', 'Marcus', 'Patrick', 'Benjamin', 'William', 'Robert', 'Aiden', 'Connor', 'Dylan', 'Elijah', 'Gareth'],
    f: ['Emily', 'Sarah', 'Jessica', 'Olivia', 'Hannah', 'Rebecca', 'Megan', 'Charlotte', 'Lauren', 'Abigail', 'Chloe', 'Grace', 'Katherine', 'Elizabeth', 'Rachel', 'Zoe', 'Imogen', 'Siobhan', 'Madison', 'Tamsin'],
    family: ['Thompson', 'Harrison', "O'Brien", 'McAllister', 'Whitfield', 'Brennan', 'Caldwell', 'Fletcher', 'Okafor', 'Patel', 'Nguyen', 'Kowalski', 'Lindqvist', 'Hughes', 'Donovan', 'Ramsay', 'Sutherland', 'Kavanagh', 'Pemberton', 'Ashworth', 'Delgado', 'Fitzgerald', 'Holloway', 'Marsh', 'Quinn', 'Reyes', 'Stanton', 'Wakefield', 'Yardley', 'Blackwood', 'van der Merwe', 'de Souza', 'MacLeod', 'bin Abdullah', 'bin Yusof', 'de la Cruz'],
    order: 'gf', hyphen: 0.07, middle: { p: 0.12, m: ['J.', 'Alan', 'T.', 'Lee'], f: ['Anne', 'May', 'R.', 'Louise'] },
    nick: { James: 'Jamie', Michael: 'Mike', Daniel: 'Danny', Thomas: 'Tom', Christopher: 'Chris', Benjamin: 'Ben', William: 'Will', Robert: 'Bob', Samuel: 'Sam', Katherine: 'Kate', Elizabeth: 'Liz', Rebecca: 'Becca', Abigail: 'Abby', Jessica: 'Jess', Charlotte: 'Lottie' },
    titles: { m: ['Mr', 'Mr.', 'Dr', 'Dr.'], f: ['Ms', 'Mrs', 'Ms.', 'Dr.'], pos: 'pre' },
    initials: (p) => `${p.given[0]}. ${p.family}`,
  },
  nidNames: { in_aadhaar: 'Aadhaar number', jp_my_number: 'My Number', cn_ric: 'Chinese resident ID number', kr_rrn: 'resident registration number' },
  emailDomains: ['gmail.com', 'outlook.com', 'yahoo.com', 'hotmail.co.uk', 'icloud.com', 'btinternet.com', 'proton.me', 'bigpond.com', 'aol.com', 'comcast.net'], tlds: ['com', 'co.uk', 'io', 'com.au'],
  nids: { 'en-US': ['us_ssn', 'us_ssn', 'ca_sin'], 'en-GB': ['gb_nino', 'gb_nino', 'ie_ppsn'], 'en-AU': ['au_tfn', 'au_tfn', 'za_id'], default: ['us_ssn'] },
  passportCountries: { 'en-US': ['US', 'CA'], 'en-GB': ['GB', 'IE'], 'en-AU': ['AU'], default: ['US'] },
  phone: phoneFrom({
    US: [['mobile', '(N##) N##-####'], ['mobile', 'N##-N##-####'], ['intl', '+1 N## N## ####'], ['mobile', 'N##.N##.####', 0.5]],
    GB: [['mobile', '07N## ######', 2], ['intl', '+44 7N## ######'], ['landline', '0161 N## ####'], ['landline', '020 N### ####'], ['landline', '0117 N## ####']],
    AU: [['mobile', '04## ### ###', 2], ['intl', '+61 4## ### ###'], ['landline', '(03) 9### ####'], ['landline', '(02) 9### ####']],
  }),
  address(r, c) {
    const st = r.pick(STREETS[c]);
    if (c === 'US') { const [city, s, z] = r.pick(CITIES.US); return `${r.int(12, 9899)} ${st}${r.chance(0.3) ? `, Apt ${r.int(1, 30)}${r.pick(['A', 'B', ''])}` : ''}, ${city}, ${s} ${z}${pat(r, '##')}`; }
    if (c === 'GB') { const [city, pre] = r.pick(CITIES.GB); return `${r.chance(0.2) ? `Flat ${r.int(1, 12)}, ` : ''}${r.int(1, 220)} ${st}, ${city} ${pre}${r.int(1, 20)} ${r.int(1, 9)}${r.pick([...PC_L])}${r.pick([...PC_L])}`; }
    const [city, s, pc] = r.pick(CITIES.AU); return `${r.chance(0.3) ? `${r.int(1, 20)}/` : ''}${r.int(1, 300)} ${st}, ${city} ${s} ${pc}${pat(r, '##')}`;
  },
  cityNames: (c) => (CITIES[c] || CITIES.US).map((x) => x[0]).concat(['London', 'New York', 'Chicago', 'Sydney', 'Dublin']),
  date(d, style, r, c) {
    if (style === 'iso') return iso(d);
    if (style === 'numeric') return numDate(d, c === 'US' ? 'mdy' : 'dmy', '/', r.chance(0.7));
    return c === 'US' ? `${MONTHS[d.m - 1]} ${d.d}, ${d.y}` : `${d.d}${r.chance(0.2) ? ['st', 'nd', 'rd'][d.d - 1] && d.d < 4 ? ['st', 'nd', 'rd'][d.d - 1] : 'th' : ''} ${MONTHS[d.m - 1]} ${d.y}`;
  },
  price: (r, c) => money(r, c === 'GB' ? '£' : c === 'AU' ? 'A$' : '$', { before: true, dec: '.', thou: ',', space: false }),
  supportLine: (r, c) => pat(r, c === 'US' ? '1-800-N##-####' : c === 'GB' ? '0800 ### ####' : '1300 ### ###'),
  emergency: { US: '911', GB: '999', AU: '000' },
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  figures: ['Winston Churchill', 'Abraham Lincoln', 'Queen Victoria', 'Jane Austen', 'Charles Dickens', 'Taylor Swift', 'Barack Obama', 'William Shakespeare', 'Isaac Newton', 'Marie Curie', 'Nelson Mandela', 'Martin Luther King Jr.', 'David Attenborough', 'Serena Williams', 'Alan Turing'],
  companies: ['Tesco', "Sainsbury's", 'Walmart', 'Target', 'Costco', 'Marks & Spencer', 'British Gas', 'Comcast', 'Qantas', 'Woolworths', 'Royal Mail', 'FedEx', 'Virgin Media'],
  famousStreets: ['Oxford Street', 'Fifth Avenue', 'Abbey Road', 'Baker Street', 'Sunset Boulevard', 'Wall Street', 'Broadway', 'Bourbon Street', 'Lombard Street', 'Princes Street', 'Carnaby Street', 'Michigan Avenue'],
  words: { at: 'at', dot: 'dot', underscore: 'underscore', digits: ['oh', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'] },
  bankFrames: { US: ['account {acct} (routing {us_routing})', 'routing number {us_routing}, account number {acct}'], GB: ['sort code {sortcode}, account {acct}', 'account number {acct}, sort code {sortcode}'], AU: ['BSB {bsb}, account {acct}'] },
  bankAccount: (r, c) => (c === 'GB' ? r.digits(8) : c === 'AU' ? r.nzdigits(r.int(6, 9)) : r.nzdigits(r.int(8, 12))),
  greet: { casual: ['Hi {to_first},', 'Hey {to_first}!', 'Dear {to_first},', 'Morning {to_first},'], formal: ['Dear {to_tname},', 'Dear Sir or Madam,', 'Dear {to_tname}', 'To whom it may concern,'] },
  close: { casual: ['Love,', 'Cheers,', 'Talk soon,', 'xx', 'Best,'], formal: ['Yours sincerely,', 'Kind regards,', 'Best regards,', 'Yours faithfully,'] },
  titles: {
    personal_email: ['Subject: Quick update', 'Subject: Re: weekend plans', 'Subject: news!'], letter: ['{N_city}, {N_date}'], chat_family: ['Family group 🏡', 'WhatsApp — family chat'], chat_colleagues: ['#team-ops', 'Teams chat — project sync'],
    meeting_minutes: ['Minutes of the project meeting, {N_date}', 'Residents’ association meeting — minutes'], customer_review: ['★★☆☆☆ Would not order again', '★★★★★ Brilliant service from {N_company}'], forum_post: ['Re: Account hacked, what now?', 'Re: Is this a scam?'],
    legal_letter: ['Our ref: {N_case}', 'Without prejudice — ref. {N_case}'], police_report: ['Incident report — ref. {N_case}'], insurance_claim: ['Subject: Claim {N_claim} — water damage', 'Subject: Travel insurance claim {N_claim}'],
    medical_note: ['Consultation note, {N_date}', 'GP visit summary'], rental_listing: ['Bright 2-bed flat near {N_street} — {N_price} pcm', 'Room to let in {N_city}'], school_letter: ['Letter to parents and guardians', 'Re: school trip to {N_city}'],
    news_report: ['Man arrested after crypto fraud in {N_city}', 'Residents warned after phishing wave'], diary_entry: ['{weekday}, {N_date}', 'Dear diary —'], voice_note: ['Voice memo (transcript)', 'Dictated note, auto-transcribed'],
    support_email: ['Subject: Problem with order {N_order}', 'Subject: Account locked'], dev_chat: ['#backend', '#incident-{n}'], github_issue: ['Connection refused after upgrading to {N_version} · Issue #{n}{n}', 'Auth fails in CI · Issue #{n}{n}{n}'], so_question: ["How do I fix 'authentication failed' in {N_devtool}?", 'Token works locally but not on the server'],
  },
  signoff: { meeting_minutes: ['Minutes taken by {other}.'], police_report: ['Reporting officer: {tname}'], medical_note: ['Seen by {tname}.'], rental_listing: ['Contact {first} for viewings.'] },
  codeIntro: ["Here's the relevant part of my config:", "This is what I'm running:", 'Snippet below:', 'Relevant bit of the .env:', 'This is the exact command:'],
  fill: {
    c: ['Hope you are all well!', 'Anyway, more soon.', 'The weather has been awful all week.', "Long story, I'll tell you at dinner.", "Honestly I'm exhausted.", 'The kids say hi.', 'lol', 'Not much else to report.'],
    f: ['We look forward to your response.', 'Please find the details below.', 'No further action is required at this stage.', 'The matter was discussed at length.', 'All parties were present.', 'The next review is scheduled for next month.'],
    d: ['Running Node 20 on Ubuntu.', 'Any ideas?', 'Stack trace is below.', "It worked fine until yesterday's deploy.", 'Already tried restarting the pod.', 'Thanks in advance!'],
  },
  frames: {
    person_name: ['3|I spoke to {name} about it yesterday and they promised to sort it out.', 'f3|Please copy {tname} on any further correspondence.', 'c3|Guess who I ran into at the supermarket — {name}!', 'f3|The statement was witnessed by {full}, who lives next door.', 'd3|{handle} can you take a look at this?', '3|{name} will take over from {other} while I am away.', 'c3|{first} and {other_first} are coming for dinner on Saturday.', 'f3|Present: {full}, {other}, and {tname}.'],
    email: ['You can reach me at {email} any time.', 'c|My new email is {email}, the old one got hacked.', 'f|Please send the signed copy to {email}.', "3|{name}'s work address is {email} if you want to cc them.", 'v|My email is {email_sp}, all lower case.', 'c|write to me at {email_obf} (spam-proofed)', 'd|Commits are showing up as {email} instead of my work account.', 'f3|The complaint was sent from {email}, an account belonging to {full}.'],
    phone: ['Call me on {phone} if anything comes up.', 'c|new number btw: {phone}', 'f|The claimant can be reached by telephone at {phone}.', "3|{name}'s mobile is {phone}, text before calling.", 'v|Call me back on {phone_sp}, that is my mobile.', 'f|For viewings, please ring {phone} between nine and five.', 'c3|If I am not around, {first} is on {phone}.'],
    address: ["We've finally moved — the new place is {addr}.", 'c|Send the parcel to {addr}, I will be home all week.', 'f[rental_listing,legal_letter,letter,insurance_claim]|The tenant currently resides at {addr}.', '3|{name} moved to {addr} last spring.', 'v|The delivery address is {addr}, ring the top bell.', 'f|Correspondence should be addressed to {addr}.', 'f3[police_report,news_report,legal_letter]|Officers attended {addr} at around {time}, where {full} answered the door.'],
    date_of_birth: ['f3|{full}, born {dob_long}, was interviewed at the scene.', 'f3[medical_note,insurance_claim,letter]|The patient, {full}, born on {dob}, presented with a persistent cough.', "c|I was born on {dob_long}, so I'm older than you think.", "c3|{first}'s birthday is {dob_long} — can't believe it's already that age.", 'f3[school_letter]|The pupil {full} (date of birth {dob_num}) has been enrolled for the autumn term.', 'c|born in {dob_year}, and proud of it', 'v|my date of birth is {dob_long}'],
    national_id: ['f|My {nid_name} is {nid}, as requested.', 'f3|{full} presented identification with {nid_name} {nid}.', 'c|they asked for my {nid_name} over the phone ({nid}) which felt a bit odd', 'v|my {nid_name} is {nid}', 'f3|Records show {nid_name} {nid} for {tname}.'],
    passport: ['c|Passport number for the booking is {passport}, it expires in 2031.', 'f3|{full} travelled on passport no. {passport}.', 'f|The scanned data page reads:\n{mrz}\n', "c|can you put my passport number on the hotel form? it's {passport}", 'v|passport number {passport}'],
    bank_account: ['f|Please transfer the deposit to {bank}.', 'c|Just send it to my account: {bank}.', 'f|Compensation will be paid into {bank}, held in the name of {full}.', 'c|rent goes to {bank} from now on, the landlord changed banks', 'f|Refunds should be made to {iban}.'],
    credit_card: ['c|I paid with my card {card} and got charged twice.', 'f|Please charge the outstanding balance to card number {card}, expiry 09/28.', '3|{name} used the card {card} at the petrol station.', 'v|card number is {card_sp}, expiry oh four twenty-nine', "c|here's the card for the tickets: {card}, CVV is on the back lol"],
    ip_address: ["c|My IP is {ip} and it's been banned for no reason.", 'f|Logins from {ip} were recorded at {time}.', 'd|The server at {ip} keeps refusing connections on port 22.', 'd|Internal box is {ip_priv}, nothing public.', "f3|The anonymous messages were traced to {ip}, the home connection of {full}.", 'c|router shows someone at {ip_priv} on our wifi??'],
    crypto_wallet: ['c|Donations welcome at {coin}: {wallet} 🙏', 'f|The victim transferred funds to the {coin} address {wallet} after being promised returns.', "c|send the {coin} to {wallet} and I'll pay you back tomorrow", 'd|Payouts land in {wallet} ({coin}).', 'f|Investigators linked the wallet {wallet} to the scheme.'],
    password: ['c|wifi password is {pw}', "c|The Netflix login is my email and the password is {pw}, don't change it!", 'd|Temporary password for the staging admin is {pw}, rotate it after the demo.', 'f|The employee admitted the shared password {pw} was written on a sticky note.', 'v|password is {pw}, capital letter at the start', 'c|note to self: new bank password {pw}', 'd|ssh as root with {pw} for now'],
    api_key: ["d|Here's the {vendor} we use in prod: {apikey} — please don't commit it.", "d|Found {apikey} hardcoded in the repo, it's our {vendor}.", 'd|Can someone rotate the {vendor}? It was pasted in #general: {apikey}', 'f|During the incident review it emerged that the {vendor} {apikey} had been exposed in a public gist.', 'cd|use my {vendor} for now: {apikey}'],
    access_token: ['d|The request works with this bearer token: {token}, but fails after an hour.', 'd|Here is the JWT I get back from the login endpoint: {jwt}', 'd|I copied my session cookie ({token}) into Postman and it works.', 'f|The attacker reused the session token {token} captured from the proxy logs.'],
    private_key: ['d|Here is the deploy key, be careful with it:\n{pkey_block}\n', 'c|my wallet private key is {pkey_short}, support said they need it to recover the funds', 'd|The service account JSON has "private_key": "{pkey_esc}" in it, is that normal?', 'd|Pasting the key so you can test: {pkey}', 'f|The laptop contained the unencrypted key {pkey_short}.'],
    connection_string: ['d|The app connects with {conn} and times out.', 'd|I tried {conn} but it says authentication failed.', 'f|The production connection string {conn} was visible in the screenshot shared in the meeting.', 'd|use {conn} for staging, creds same as last time'],
  },
  neg: ['I ordered it on {N_date} (order {N_order}) and it still has not arrived.', 'Tracking number {N_tracking}, for what it is worth.', 'We met on {N_street} near the old cinema.', 'I was reading a biography of {N_figure} on the train to {N_city}.', '{N_company} support on {N_support} was useless.', 'The invoice {N_invoice} came to {N_price}.', 'Upgrading to {N_version} fixed nothing.', 'd|The failing commit is {N_git_sha}.', 'd|Request ID {N_uuid}, in case that helps.', "d|In the docs they use {N_doc_key} as the example key, so that's obviously not it.", 'd|Do not worry, the screenshot only shows {N_masked_key}.', 'd|The public key is fine to share: {N_pubkey}', 'd|Locally I just use {N_ph_conn}.', 'd|Set the password to {N_ph_pw} in the example config.', 'd|The checksum of the download is {N_sha256}.', 'The receipt only shows the card as {N_masked_card}.', 'f|Case reference {N_case} applies to this matter.', 'f|Please quote claim number {N_claim} in all correspondence.', 'd|For test payments you can use {N_doc_card}.', 'The flat is {N_area} with a balcony, rent {N_price} per month.', 'cf|In an emergency call {N_emergency}.', 'c|The book ({N_isbn}) was out of stock.', 'f|Their VAT number is {N_vat}.', "f|The bank's BIC is {N_bic}.", 'd|Anything in {N_doc_ip} is a documentation address.', 'd|DNS is set to {N_dns_ip}.', 'Write to {N_role_email} if you want your data deleted.', 'The form used {N_ph_email} as the example address.', 'c|We landed in {N_city} on {N_flight}.', 'd|Windows build {N_version4} broke the driver.', '{N_company} launched the {N_product} on {N_date}.', 'Ticket {N_ticket} is still open.', 'd|The sample JWT from the docs ({N_doc_jwt}) decodes fine.', 'f|The old number {N_masked_phone} is no longer in use.', 'f|The example IBAN {N_doc_iban} in the brochure is not a real account.', 'd|The key is read from {N_ph_key} at startup.', 'c|Walked {N_measure} along {N_street} today.'],
};
