/**
 * What the rules of vocabulary.ts decide, why, and their examples, by rule name:
 * read by the subject rules' tests (test/memory/vocabulary.test.ts); the plugin bundle never imports this module.
 */
import type { NamedRuleDoc } from '../lib/named-rule';

export const SUBJECT_RULE_DOCS: Readonly<Record<string, NamedRuleDoc>> = {
  'unit': {
    description: 'A unit of measure or a currency is never a subject: "212 GB" is about a disk, not about "GB".',
    examples: [
    { input: 'GB', expect: true, why: 'from "212 GB free"' },
    { input: 'zł', expect: true },
    { input: '°C', expect: true },
    { input: 'km', expect: true },
    { input: 'Kasia', expect: false },
  ],
  },
  'identifier': {
    description: 'A number, a quantity, an order/ticket/booking/claim number, a plate or any code with digits in it names a record, never a subject.',
    examples: [
    { input: '#CAS-2026-558103', expect: true, why: 'a support ticket' },
    { input: 'GD/2026/118734', expect: true, why: 'a claim number' },
    { input: '2267-KPX', expect: true, why: 'a booking code' },
    { input: '#2718', expect: true },
    { input: '14,500', expect: true, why: 'a quantity' },
    { input: '3 km', expect: true },
    { input: 'Christmas 2026', expect: true, why: 'a dated occasion: a subject only when the person names it so (their link or note)' },
    { input: 'Baltica Rail Cargo', expect: false },
  ],
  },
  'calendar-word': {
    description: 'A weekday or a month is when something happened, never what it is about.',
    examples: [
    { input: 'Tuesday', expect: true },
    { input: 'sobota', expect: true, why: 'Polish Saturday' },
    { input: 'Oktober', expect: true },
    { input: 'Mewa', expect: false },
  ],
  },
  'honorific': {
    description: 'A title said before a name is not the name: "Mr. Kamiński\'s courtyard" is about Mr. Kamiński (or his courtyard), never about "Mr".',
    examples: [
    { input: 'Mr', expect: true },
    { input: 'Pani', expect: true, why: 'Polish Mrs' },
    { input: 'Frau', expect: true },
    { input: 'Marek', expect: false },
  ],
  },
  'kind-abbreviation': {
    description: 'An abbreviation that names a kind of thing (a pull request, a CV, the HR department, a PDF) is said of many things, never one subject.',
    examples: [
    { input: 'PR', expect: true, why: '"First PR merged", "a first PR by Friday": two pull requests, no subject' },
    { input: 'CV', expect: true },
    { input: 'TMS', expect: false, why: 'one system the person works in, named by its letters' },
    { input: 'Priya', expect: false },
  ],
  },
  'person-like': {
    description: 'A subject is a person when its name is one or two capitalised words its lines use as someone who speaks ("Name: …", but not a label before a value: "Laufen: 10 km") or acts, or name as a relative or friend ("my sister Carmen").',
    examples: [
    { input: 'Bartek | Bartek: "go away" (nicely).', expect: true },
    { input: 'Kasia | [[Kasia]] moved at the weekend: Wrocław', expect: true },
    { input: 'Tomasz | 1:1 with Tomasz about the Q1 plan', expect: true },
    { input: 'Octavia | bought the Octavia, 30,000 zł', expect: false },
    { input: 'Bathroom renovation | Calling it [[Bathroom renovation]] from now on.', expect: false },
    { input: 'Żaneta | Żaneta said the flat is ours from May', expect: true, why: 'a name that begins outside ASCII' },
    { input: 'Mama | Mama: „Wrocław to tak daleko”.', expect: true, why: 'a quote after the label is what she said' },
    { input: 'Laufen | Laufen: 10 km, 56:30. Knie ok.', expect: false, why: 'a label before a value is a topic, however it is capitalised' },
    { input: 'Zbyszek | Zbyszek: shed is mine Tue/Thu/Sat evenings', expect: true, why: 'a name before what they said or did' },
    { input: 'Carmen | Mi hermana Carmen me llamó desde Valencia.', expect: true, why: 'a relative named: "my sister Carmen"' },
    { input: 'Anna | meine Schwester Anna hat Geburtstag', expect: true },
    { input: 'Valencia | Mi hermana vive en Valencia.', expect: false, why: 'the place after the relative is not the relative' },
    { input: 'Piranesi | Piranesi: everyone loved it. We\'re reading Piranesi, meeting at Lena\'s', expect: false, why: 'what is read is a book, however its lines speak of it' },
    { input: 'Tom | Tom: read the contract twice, signs Monday', expect: true },
    { input: 'Tom | read Tom\'s message twice. Tom: "call me Monday"', expect: true, why: 'reading what someone wrote is not reading them' },
    { input: 'Cerámica | Cerámica: mi primer cuenco decente. Hoy empecé el curso de cerámica.', expect: false, why: 'a name also written in lower case is a word' },
    { input: 'Priya Shah | Priya asked me to own the billing pipeline from next month.', expect: true, why: 'a full name acts under its first name' },
    { input: 'Fernwood Analytics | Second week plan at Fernwood: learn the Airflow setup', expect: false, why: 'a first name before a colon is a label' },
  ],
  },
  'place-in-passing': {
    description: 'A place a line only passes through (after "to", "in", "from"…, or on a route arrow) is not what the line is about.',
    examples: [
    { input: 'Gudhjem | Rode north along the coast to Gudhjem, 42 km', expect: true },
    { input: 'Brzeźno | run 9 km on the beach path, Brzeźno → Jelitkowo and back', expect: true },
    { input: 'Pruszcz | saw a 2016 Octavia estate in Pruszcz: 182,000 km', expect: true },
    { input: 'Gdańsk | dentist w Gdańsk', expect: true, why: 'Polish "w" (in)' },
    { input: 'Kasia | [[Kasia]] moved to Wrocław', expect: false },
    { input: 'Mewa | Drove to Górki to see Mewa', expect: false, why: '"to see Mewa": a verb stands between' },
    { input: 'Bornholm | Bornholm was windy all week', expect: false },
    { input: 'Lisbon | Oliver started at the Lisbon office.', expect: false, why: 'a name after "the" names a thing, not a place passed through' },
    { input: 'Fernwood Analytics | Started the new job at Fernwood Analytics today — data engineer', expect: false, why: 'where someone works is what the line is about' },
    { input: 'Fernwood | First PR merged at Fernwood!', expect: true },
  ],
  },
  'opening-name': {
    description: 'A line that opens with a name memory knows is about that subject: the sentence\'s subject, not a mention in passing. The name may be a known full name\'s first word ("Tomasz" for Tomasz Grabowski) when no other known name starts with it.',
    examples: [
    { input: 'Tomasz | Tomasz: remote Fridays stay after the move.', expect: true },
    { input: 'Tomasz | Tomasz did my probation review early', expect: true },
    { input: 'Piotr | Piotr\'s son born 05:12 this morning!', expect: true, why: 'a possessive names its owner' },
    { input: 'Renata Kowal | Renata Kowal called', expect: true },
    { input: 'Renata | Slotbook: Renata wants a demo', expect: false, why: 'Renata is named in passing; the line opens with Slotbook' },
    { input: 'Ola | asked Ola about it', expect: false },
  ],
  },
  'continues-subject': {
    description: 'A list line that opens with "her", "his", "she", "they" (or the same words in German, Polish, French, Spanish, Portuguese, Dutch) goes on about the subject of the line right above it.',
    examples: [
    { input: 'her hours now: Mon–Fri 7–15, no Saturdays', expect: true },
    { input: 'She starts on the 1st', expect: true },
    { input: 'ihre neue Adresse: Wrocław', expect: true, why: 'German' },
    { input: 'jej nowa praca od września', expect: true, why: 'Polish' },
    { input: 'here is the plan', expect: false, why: '"here" is not "her"' },
    { input: 'heel drops ×2', expect: false },
  ],
  },
  'value-under-heading': {
    description: 'A line that is only a value (a time, a score, an amount, with two words at most) reads with the heading of the person’s it stands under: "Bieg Niepodległości 10 km: 54:47 — under 55!!", "Weight: 81.5 kg". A line that says something on its own keeps its words.',
    examples: [
    { input: '**54:47** — under 55!!', expect: true, why: 'a race time under the race’s heading' },
    { input: '81.5 kg', expect: true },
    { input: '3 × 129 zł', expect: true },
    { input: 'ran 5 km continuous! 31:40. No pain.', expect: false, why: 'says what happened' },
    { input: 'under 55, finally', expect: true },
    { input: 'great race, no pain at all', expect: false, why: 'no value in it' },
    { input: 'splits: 5:34 5:32 5:31', expect: false, why: 'its own label says what the value is' },
  ],
  },
};
