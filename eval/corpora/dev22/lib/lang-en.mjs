// English language pack. Template tokens are documented in lib/documents.mjs (renderTemplate).
export default {
  v: {
    person_name: {
      u: ['I spoke with {P} yesterday and the figures are now confirmed.', '{P} will take over the account from next month.', 'Can you loop in {P} before we send the quote?', 'As agreed with {P}, the deadline moves back by a week.', '{P} called twice this morning about the same issue.', 'Thanks to {P} for covering the late shift on {n:month_or_weekday}.', 'Ask {G1} at reception - they have the spare keys for {P0}.', 'We still have not heard back from {P} about the keys.', 'Apparently {P} already signed the form at the front desk.'],
      l: ['Contact person: {P}', 'Name of claimant - {P}', 'Attendees: {P}, {P}', 'Owner: {P}'],
    },
    phone_number: {
      u: ['You can reach me on {phone} most afternoons.', 'She asked us to call her back at {phone} after five.', 'If the driver cannot find the entrance, ring {phone}.', '{P0} left a number, {phone}, and asked for a callback.', 'Text me at {phone} when you are outside.', 'His daughter gave us {phone} as the emergency contact.'],
      l: ['Tel: {phone}', 'Mobile - {phone}', 'Phone (evenings): {phone}', 'Callback number: {phone}'],
    },
    email: {
      u: ['Send the signed copy to {email} by Friday.', '{P0} prefers e-mail, so write to {email0} rather than phoning.', 'I have copied {email} on this thread.', 'Her new address is {email}; the old one bounces.', 'The invite went to {email} by mistake, please resend it.', 'General questions go to {role}; for anything about your own file write to {email}.'],
      l: ['E-mail: {email}', 'Reply-to: {email0}', 'Personal email: {email}'],
    },
    credit_card: {
      u: ['The caller read out the card number {card} and asked us to retry the payment.', 'I paid with my card {card} but was charged twice.', 'Please charge the deposit to {card}, expiry {exp}.', 'He wrote the number {card} on the back of the form, which we should not keep.'],
      l: ['Card no.: {card}', 'Card on file: {card} (exp {exp})'],
    },
    iban: {
      u: ['Please refund the amount to my account {iban} as soon as possible.', 'The rent goes to {iban} on the first of each month.', 'We transferred the deposit from {iban} yesterday.', 'Could you update the payee to {iban}? The old account is closed.'],
      l: ['IBAN: {iban}', 'Bank details (IBAN) {iban}'],
    },
    bank_account: {
      u: ['Please pay into account {bank} at the branch with code {bankId}.', 'Her salary should now go to account number {bank}.', 'The refund was sent to {bank} instead of the account we have on file.'],
      l: ['Account number: {bank}', 'Acct {bank} / bank code {bankId}'],
    },
    national_id: {
      u: ['For the background check we used the {nidName} {nid} that {P0} supplied.', 'The form lists {nid} as her {nidName}, which matches the card.', 'He quoted his {nidName}, {nid}, when he rang in.'],
      l: ['{nidName}: {nid}', 'ID ref ({nidName}) {nid}'],
    },
    tax_id: {
      u: ['The accountant needs {P0}\'s {taxName}, which is {tax}, before the return can be filed.', 'My {taxName} is {tax}, please put it on the invoice.', 'We had the wrong {taxName} on file; the correct one is {tax}.'],
      l: ['{taxName}: {tax}', 'Tax reference ({taxName}) {tax}'],
    },
    passport_number: {
      u: ['She travels on passport {pass}, issued last year.', 'The airline has {pass} as the passport number for {P0}.', 'Copy of passport {pass} is attached to the application.'],
      l: ['Passport no.: {pass}', 'Travel document: {pass}'],
    },
    ip_address: {
      u: ['The failed logins all came from {ip} between two and four in the morning.', 'The customer says her home router is on {ip} and the portal keeps blocking it.', 'We whitelisted {ip} for the contractor\'s VPN.'],
      l: ['Source IP: {ip}', 'Client address: {ip}'],
    },
    crypto_wallet: {
      u: ['He asked to be paid in crypto to {wallet}.', 'The ransom note demanded payment to {wallet}.', 'My wallet address is {wallet}, please double-check before sending.'],
      l: ['Wallet: {wallet}', 'Payout address: {wallet}'],
    },
    date_of_birth: {
      u: ['{P0} was born on {dob}, so the junior rate no longer applies.', 'The patient, born {dob}, was seen in clinic last week.', 'Going by the passport she was born {dob}.', 'His date of birth is {dob}, not the one printed on the card.'],
      l: ['DOB: {dobn}', 'Date of birth: {dob}', 'Born: {dobw}'],
    },
    street_address: {
      u: ['She moved to {addr} in the spring.', 'Please deliver the parcel to {addr}; the side gate is open.', 'The incident happened outside {addr} shortly after midnight.', 'Keys can be collected from {addr} after six.'],
      l: ['Address: {addr}', 'Home address - {addr}', 'Delivery to: {addr}'],
    },
    api_key: {
      u: ['The shop plugin is still using the key {apikey}; please rotate it.', 'I pasted {apikey} into the config by mistake, can someone revoke it?', 'For the integration use {apikey} until the new vault path is ready.'],
      l: ['API key: {apikey}', 'key = {apikey}'],
    },
    auth_token: {
      u: ['Here is the token I used for the test run: {token}', 'The bot authenticates with {token}, which somebody committed last week.', 'Try again with {token}, it should still be valid for an hour.'],
      l: ['Token: {token}', 'Authorization: Bearer {token}'],
    },
    private_key: {
      u: ['I have pasted the deploy key below so you can test the connection:\n{pkey}', 'The old signing key was still sitting in the shared folder:\n{pkey}'],
      l: ['private_key:\n{pkey}', '"private_key": "{pkeyj}"'],
    },
    password: {
      u: ['The Wi-Fi password in the flat is {pwd}.', 'My password for the portal is {pwd}, can you check why it fails?', 'I reset it to {pwd} for now, please change it at first login.', 'The shared mailbox password is still {pwd} - we really need to change that.'],
      l: ['Password: {pwd}', 'pw = {pwd}', 'Temporary password - {pwd}'],
    },
    connection_string: {
      u: ['The reporting job connects with {conn} and nobody remembers who set it up.', 'You can reach the staging database with {conn} for now.', 'The string in the old cron file is {conn}.'],
      l: ['DATABASE_URL={conn}', 'Connection string: {conn}'],
    },
    webhook_url: {
      u: ['Alerts are posted through {hook}, so anyone with the link can spam the channel.', 'I set up the webhook {hook} for the new-lead notifications.', 'Please remove {hook} from the form, it is public.'],
      l: ['Webhook: {hook}', 'notify_url = {hook}'],
    },
  },
  neg: ['Order {n:order_number} left the warehouse on {date}.', 'The ticket {n:ticket_number} was reopened on {n:month_or_weekday}.', 'Tracking shows {n:tracking_number} out for delivery.', 'Invoice {n:invoice_number} over {amount} is still unpaid.', 'Policy {n:policy_number} renews on {date}.', 'Case reference {n:case_number} - please quote it in all replies.', 'The replacement part {n:part_number} is on back-order.', 'Our customer line {svc} is open from 8 to 8.', 'The meeting with {co} is booked for {date}.', 'We are on {n:product} now, so the old {n:product} export is gone.', 'This is part of {n:project_codename}, owned by the {n:job_title}.', 'The card ending {n:masked_card} was declined.', 'For testing use {n:test_card_number} only.', 'The docs use {n:documented_example} as the example value.', 'Replace {n:placeholder} with your own value.', 'In the template the contact is {n:placeholder_email}.', 'Build {n:version_string} fixed the export bug (commit {n:git_sha}).', 'Requests from {n:doc_ip} are the synthetic monitor.', 'Request id {n:uuid} failed with a timeout.', 'Like {n:public_figure} said in that interview, culture eats strategy.', 'The booking is under reference {n:booking_reference}.', 'Reference {n:luhn_invalid_number} appears on the remittance slip.', 'The bank rejected {n:invalid_checksum_iban} as invalid.', 'Supplier is {n:org_named_after_person}, registered as {n:company_registration}.', 'The roadworks on {n:street_name} in {city} are finished.', 'Quote {n:isbn} when ordering the handbook.', 'The kids loved the {n:fictional_character} costume at the party.'],
  names: {
    nid: { us_ssn: 'Social Security number', uk_nino: 'National Insurance number', uk_nhs_number: 'NHS number', au_medicare: 'Medicare number', in_aadhaar: 'Aadhaar number', fi_hetu: 'personal identity code', dk_cpr: 'CPR number', no_fodselsnummer: 'national identity number' },
    tax: { us_itin: 'ITIN', uk_utr: 'UTR', au_tfn: 'tax file number', in_pan: 'PAN' },
  },
  sal: ['Dear Sir or Madam,', 'Dear {P0},', 'Hello {P0},', 'Dear colleagues,'],
  close: ['Kind regards,', 'Best wishes,', 'Yours sincerely,', 'Many thanks,'],
  sign: ['{P1}', '{P1}\n{n:job_title}, {co}', '{co} - customer relations'],
  speakers: { agent: 'Agent', customer: 'Caller', handles: ['night_owl', 'parcelwatcher', 'mod_team', 'ops-oncall', 'sre-primary', 'db-team', 'support-bot', 'frontdesk'] },
  prompt: ['Please rewrite the following note in a more formal tone:', 'Summarise this email thread in three bullet points:', 'Translate the text below into German, keep the formatting:', 'Fix the grammar in this message but do not change any details:', 'Turn these minutes into a list of action items with owners:'],
  fill: ['We will review this again next week.', 'Nothing else was raised under this item.', 'Please let us know if anything is unclear.', 'The team agreed to keep the current process for now.', 'Further details will follow once we have them.', 'This was discussed briefly and parked.'],
  kinds: {
    meeting_minutes: ['Minutes - weekly operations meeting', 'Action: finance to confirm the budget split.', 'Item 3 was deferred to the next session.'],
    crm_note: ['CRM note - call summary', 'Customer is happy with the pilot and wants a quote for 40 seats.', 'Follow-up scheduled; price sensitivity is high.'],
    helpdesk_transcript: ['Contact centre transcript', 'Thank you for calling, how can I help today?', 'Let me just pull up the account.'],
    complaint_letter: ['Re: formal complaint', 'I am writing to complain about the service I received.', 'I expect a full refund within 14 days.'],
    complaint_reply: ['Re: your complaint', 'Thank you for taking the time to tell us about your experience.', 'We have investigated and would like to offer a goodwill payment.'],
    contract_amendment: ['Amendment No. 2 to the service agreement', 'Clause 4.2 is replaced in its entirety by the following.', 'All other terms of the agreement remain unchanged.'],
    medical_referral: ['Referral letter', 'Thank you for seeing this patient, who presents with persistent lower back pain.', 'Current medication: ibuprofen 400 mg as needed.'],
    insurance_claim: ['Claim narrative', 'The water damage was noticed when the ceiling started to drip.', 'Photos of the damage are attached to this claim.'],
    incident_report: ['Incident report', 'Officers attended following a report of a disturbance.', 'No injuries were reported at the scene.'],
    property_listing: ['For rent: bright two-bedroom flat', 'Newly renovated kitchen, south-facing balcony, close to the tram.', 'Viewings by appointment only.'],
    tenancy_letter: ['Notice regarding your tenancy', 'The annual gas safety inspection is due next month.', 'Please ensure access to the boiler cupboard on the day.'],
    school_letter: ['Letter to parents - Year 5 trip', 'The trip to the science museum will take place next term.', 'Packed lunches are required; no nuts please.'],
    hr_letter: ['Confirmation of employment', 'We are pleased to confirm your new role starting next month.', 'Your probation period will be six months.'],
    delivery_note: ['Delivery note', 'Two pallets, shrink-wrapped, signed on receipt.', 'Driver to call ahead; loading bay closes at 4 pm.'],
    board_paper: ['Board paper - Q3 performance', 'Revenue is 6% ahead of plan; margins are under pressure.', 'The board is asked to note the risk register update.'],
    newsletter: ['Community newsletter - autumn edition', 'The summer fair raised more than expected, thank you all!', 'The library will close early during the holidays.'],
    forum_post: ['Re: landlord keeping my deposit?', 'Has anyone had this happen before?', 'Any advice appreciated, I am a bit lost here.'],
    chat_thread: ['#general', 'anyone around?', 'ok thanks, will do'],
    llm_prompt: ['', 'Keep names and numbers exactly as they are.', 'Answer in plain text.'],
    postmortem: ['Postmortem: checkout outage', 'Impact: checkout errors for roughly 40 minutes.', 'Root cause: an expired credential in the payment worker.'],
    incident_chat: ['#inc-payments-latency', 'looking at the dashboards now', 'rolling back to the previous release'],
    wiki_page: ['Wiki: staging environment access', 'This page describes how to reach the shared staging services.', 'Ask in #platform if something is out of date.'],
  },
};
