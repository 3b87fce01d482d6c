/**
 * What the rules of supersession.ts decide, why, and their examples, by rule id:
 * read by the rule registry (rank/rule-registry.ts), and through it the table test and docs/rules.md; the plugin bundle never imports this module.
 */
import type { RuleDoc } from '../lib/rule';
import type { SupersessionPair } from './supersession';

export const SUPERSESSION_DOCS: Readonly<Record<string, RuleDoc<SupersessionPair, boolean>>> = {
  'no-longer': {
    description: 'A newer line that says the old state is over ("no longer X", "nicht mehr X", "ya no X", "już nie X") replaces an older line that states X.',
    why: "People write that something ended by negating it, rarely in the old fact's words; without this the old state stays current beside the line that ended it.",
    examples: [
      { input: { newer: 'No longer car-free: bought the Octavia, 30,000 zł.', older: 'Decided: we stay car-free. SKM + bikes.' }, expected: true, style: 'prose journal' },
      { input: { newer: 'that settles it, the [[Job search|job hunt]] is not a "maybe" anymore.', older: 'Check the floor, varnish, maybe sail in August.', standing: true }, expected: false, style: 'prose journal' },
      { input: { newer: '[[Mewa]]: no trailer anymore, sold it to Zbyszek.', older: 'Mewa sits on her trailer at the shed', standing: true }, expected: true, style: 'prose journal' },
      { input: { newer: 'No longer car-free: bought the [[Octavia]] today.', older: 'no car, on purpose', standing: true }, expected: true, style: 'prose journal' },
      { input: { newer: 'the [[Job search]] is no longer on the table: signed with Baltica.', older: 'the table saw stays at the shed', standing: true }, expected: false, style: 'prose journal' },
      { input: { newer: 'Change of plans: no longer Toruń for Christmas.', older: "Decided: Christmas in Toruń with Ola's parents." }, expected: true, style: 'prose journal' },
      { input: { newer: 'Change of plans: no longer Toruń for Christmas.', older: 'parents in Toruń (Jan & Grażyna)' }, expected: false, style: 'prose journal' },
      { input: { newer: 'Ich wohne nicht mehr in Berlin, seit Mai in Leipzig.', older: 'wohnt in Berlin (Kreuzberg)' }, expected: true, style: 'prose journal', locale: 'de' },
      { input: { newer: 'No longer car-free: bought the Octavia.', older: 'No longer car-free since October.' }, expected: false, style: 'prose journal' },
      { input: { newer: 'No longer car-free: bought the Octavia.', older: 'no car, on purpose' }, expected: true, style: 'prose journal' },
      { input: { newer: 'No longer car-free: bought the Octavia.', older: 'no parking at the office' }, expected: false, style: 'prose journal' },
      { input: { newer: 'The team moves to the terminal office from 2 November. No SKM there. Bus 150 + walk = 45 min.', older: 'SKM Wrzeszcz → Gdynia Stocznia 22 min + 9 min walk.' }, expected: true, style: 'prose journal' },
      { input: { newer: 'Wir haben kein Auto mehr, seit März nur noch Rad.', older: 'Auto: VW Golf, Baujahr 2011' }, expected: true, style: 'prose journal', locale: 'de' },
      { input: { newer: 'No SKM there. Bus 150 + walk = 45 min.', older: 'Bus 150 to the depot on Sundays' }, expected: false, style: 'prose journal' },
    ],
  },
  'running-total': {
    description: "A newer line with the same labelled measure and another value, or a sum built on the older line's result, replaces the older line of the same subject.",
    why: 'Journals and logs restate counts and totals as they change (MRR, weight, rent, a test count); only the newest value is current.',
    examples: [
      { input: { newer: 'MRR 3,225 zł. P: 3 days day job', older: 'MRR: 1,419 + 774 = 2,193 zł', sameSubject: true }, expected: true, style: 'prose journal' },
      { input: { newer: 'coverage: 81% after the parser tests', older: 'coverage: 74% on main', sameSubject: true }, expected: true, style: 'agent session log' },
      { input: { newer: 'open issues: 12 this morning', older: 'open issues: 12 on Monday', sameSubject: true }, expected: false, style: 'agent session log', note: 'the same value again replaces nothing' },
      { input: { newer: 'MRR: 1,419 + 774 = 2,193 zł', older: 'First invoice ever: 11 × 129 = 1,419 zł/month net.', sameSubject: true }, expected: true, style: 'prose journal' },
      { input: { newer: 'weight: 81.5 kg this morning', older: 'weight: 84 kg, start of the plan', sameSubject: true }, expected: true, style: 'prose journal' },
      { input: { newer: 'rent: 2,600 zł from January', older: 'rent: 2,400 zł incl. bills', sameSubject: true }, expected: true, style: 'prose journal' },
      { input: { newer: 'Baltica came back: 15,200 zł gross + 2,000 zł signing bonus. Accepted on the phone.', older: 'Senior Intermodal Planner, 14,500 zł gross/month, remote Fridays', sameSubject: true }, expected: true, style: 'prose journal' },
      { input: { newer: 'Henryk: 23,400 zł total, paid by transfer', older: 'tiles 1,840 zł total', sameSubject: false }, expected: false, style: 'prose journal' },
      { input: { newer: 'MRR 3,225 zł', older: 'MRR 3,225 zł (October)', sameSubject: true }, expected: false, style: 'prose journal' },
      { input: { newer: 'MRR 3,225 zł', older: 'MRR: 1,419 zł', sameSubject: false }, expected: false, style: 'prose journal' },
      { input: { newer: 'run 8 km at 06:10', older: 'run 6 km at 06:30', sameSubject: true }, expected: false, style: 'prose journal' },
      { input: { newer: 'customer #3: Gliwice, 8 docks', older: 'customer 2: dry-goods DC in Pruszcz, 6 docks', sameSubject: true }, expected: false, style: 'prose journal' },
      { input: { newer: "Ola's first day at the hospital. Starts 07:00 (!)", older: 'OLA GOT THE HOSPITAL JOB. Starts 1 September.', sameSubject: true }, expected: false, style: 'prose journal' },
    ],
  },
  'changed-role': {
    description: "A newer line that says a job, home or role changed replaces an older, undated line of the subject's own note that shares one of its words.",
    why: "A move or a new job makes the standing facts about the old one history; the person's own note still says them until a line marks them.",
    examples: [
      { input: { newer: 'OLA GOT THE HOSPITAL JOB. Clinical pharmacist, oncology prep unit. Gives notice at the apteka on 4 August.', older: 'pharmacist at the apteka on Grunwaldzka (Oliwa) — 12 h Saturdays', standing: true, sameSubject: true }, expected: true, style: 'prose journal' },
      { input: { newer: 'OLA GOT THE HOSPITAL JOB. Clinical pharmacist.', older: 'birthday 14 June', standing: true, sameSubject: true }, expected: false, style: 'prose journal' },
      { input: { newer: 'Gives notice at the apteka on 4 August.', older: "Ola's farewell at the apteka: cake", standing: false, sameSubject: true }, expected: false, style: 'prose journal' },
      { input: { newer: 'moved to Leipzig in May, new flat near the park', older: 'flat in Berlin near the park', standing: true, sameSubject: true }, expected: true, style: 'prose journal' },
      { input: { newer: 'Se muda a Valencia en junio, piso nuevo cerca del puerto', older: 'piso en Madrid cerca del metro', standing: true, sameSubject: true }, expected: true, style: 'chat', locale: 'es' },
      { input: { newer: 'she got the job: team lead at the clinic from March', older: 'nurse at the clinic on Ward 4', standing: true, sameSubject: true }, expected: true, style: 'chat' },
      { input: { newer: "Offer accepted, and the new job doesn't start for 6 weeks.", older: 'tried: 2 weeks rest, ibuprofen, new shoes — meh', standing: true, sameSubject: true }, expected: false, style: 'prose journal' },
      { input: { newer: 'Renata got the Szczecin job!!! Head of Operations', older: '[[Memory/Topics/Renata Kowal|Renata]] · linked from this note', standing: true, sameSubject: true }, expected: false, style: 'prose journal' },
    ],
  },
};
