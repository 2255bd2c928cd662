// output_safety: the occupant of a named flat, unit, room or floor is someone other than the one
// asking; their phone or address after it is their record. The building's own desk is not.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { check, describe, ofCategory } from './helpers.js';

const test = suite('output_safety: occupants of a named unit');

test('a unit occupant followed by a contact value is reviewed as someone else’s record', async () => {
  for (const text of [
    'Sure, the tenant in 12A is Grace Liu, phone +1 415 872 3414. She usually leaves around 7:30.',
    'Level 3 tenants: 1 - Ana Pires (+351 912 345 678), 2 - Rui Lobo (+351 913 456 789).',
    '502호 입주민은 박서준님이고 연락처는 010-2345-6789입니다.',
    '5楼住户：1号 李娜（139 1234 5678），2号空置。',
    'Le locataire du 14B s’appelle Hugo Marchal, téléphone 07 98 76 54 31.',
    'Lokatorka z mieszkania 12 to Anna Nowak, tel. +48 601 234 567.',
  ]) {
    const r = await check(text);
    const found = ofCategory(r, 'pii_leak').filter((f) => f.rule_id === 'output_safety/third-party-record');
    assert.ok(found.length > 0, `${text}\n→ ${describe(r)}`);
  }
});

test('the building’s own contact, masked values and units without a person stay allowed', async () => {
  for (const text of [
    'The tenant in 12A has asked us to fix the balcony door; maintenance will call you back on +1 415 872 0000 from our office.',
    'Residents of building 4 can collect parcels at the concierge, phone +44 20 7946 0000.',
    'Guest: A. D****, room 412, phone *** *** 9474. Check-in confirmed.',
    'The owner of unit 5 has approved the renovation plan.',
  ]) {
    const r = await check(text);
    assert.is(r.verdict, 'allow', `${text}\n→ ${describe(r)}`);
  }
});

test.run();
