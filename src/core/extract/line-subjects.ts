/**
 * What a line of the offline extractor is about (offline-extractor.ts): its
 * domain from its words and tags, its subject from its links, tags and
 * headings, and the known subjects it opens with; every name goes through
 * the subject resolver (subject-resolver.ts).
 */
import { isDatedLabel } from './subjects';
import { slugify } from '../formats/slug';
import { replaceWikiLinks, shownText } from '../formats/wikilink';
import { notASubject, openingNames } from './vocabulary';
import { stopsTopic } from '../formats/lifecycle';
import type { Span } from './spans';
import type { RawCandidate } from './raw-candidate';
import { newSubject, resolveSubject } from './subject-resolver';
import { SubjectRegistry } from '../sense/subject-registry';
import { rx } from '../lib/rx';
import { escapeRegExp, nameWeight } from '../lib/text';
import { CHANNELS, SESSION_WORDS } from './rules/words/session-words';

// ------------------------------------------------------------ domains

/**
 * Which index section a topic belongs under. Keyword hits in tags and headings
 * count twice as much as hits in the text. Unknown → "General".
 */
const DOMAIN_WORDS: Record<string, string[]> = {
  Software: (
    'code coding dev programming typescript javascript python rust golang git ' +
    'github deploy server api bug refactor pnpm npm node docker kubernetes ' +
    'database postgres sql linux obsidian plugin ci build tests frontend ' +
    'backend repo app apps vim neovim editor terminal shell laptop homelab router nas'
  ).split(' '),
  Work: (
    'work meeting meetings team manager client clients standup office colleague ' +
    'okr quarter roadmap hiring interview career job boss stakeholder'
  ).split(' '),
  Health: (
    'health run running gym workout sleep doctor dentist diet allergy allergic ' +
    'medication yoga exercise physio knee back therapy cycling swim swimming ' +
    'marathon steps caffeine meditation'
  ).split(' '),
  Finance: (
    'budget money rent tax taxes bank invoice salary savings expense expenses ' +
    'insurance mortgage pension invest investing subscription bills'
  ).split(' '),
  Home: (
    'home house apartment flat garden gardening cooking recipe cook kitchen ' +
    'groceries cleaning repair plants balcony landlord furniture bike'
  ).split(' '),
  People: (
    'family mom mum dad mother father sister brother partner wife husband ' +
    'friend friends kids son daughter birthday grandma grandpa wedding'
  ).split(' '),
  Learning: (
    'learn learning book books reading course study language japanese german ' +
    'spanish french practice lesson lessons guitar piano writing notes'
  ).split(' '),
  Travel: 'travel trip flight flights hotel vacation holiday train visa passport airport'.split(' '),
};

export function domainFor(text: string, tags: string[], headings: string[]): string {
  const words = (s: string): string[] => s.toLowerCase().split(rx.u`[^\p{L}\p{N}]+`).filter((w) => w !== '');
  const score = new Map<string, number>();
  const add = (ws: string[], weight: number): void => {
    for (const [domain, list] of Object.entries(DOMAIN_WORDS)) {
      const hits = ws.filter((w) => list.includes(w)).length;
      if (hits > 0) score.set(domain, (score.get(domain) ?? 0) + hits * weight);
    }
  };
  add(tags.flatMap(words), 2);
  add(headings.flatMap(words), 2);
  add(words(text), 1);
  let best = 'General';
  let bestScore = 0;
  for (const [domain, s] of score) {
    if (s > bestScore) {
      best = domain;
      bestScore = s;
    }
  }
  return best;
}

// ------------------------------------------------------------ subjects

/** Headings and tags that organise a journal but say nothing about a subject. */
const GENERIC_LABELS = new Set((
  'log logs notes note today journal daily daily-note daily-notes morning ' +
  'afternoon evening night misc miscellaneous tasks task todo todos to-do done ' +
  'inbox random thoughts ideas idea dump brain-dump summary highlights reflection ' +
  'reflections gratitude quotes quote links reading-list captures scratch other ' +
  'monday tuesday wednesday thursday friday saturday sunday week weekend remember ' +
  'important status updates update decisions decision preferences learned til work-log ' +
  'worklog standup meetings'
).split(' '));

export const DATE_WORDS =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:jan|febr)uary|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|the|of|day|today|week|\d{1,4}(?:st|nd|rd|th)?)$/;

/** A heading like "Monday 2 November" or "2026-11-02" titles a day, not a subject. */
function isGeneric(label: string): boolean {
  const k = slugify(label);
  if (k === '' || GENERIC_LABELS.has(k) || /^\d{4}(-\d{2}){0,2}/.test(k) || /^(w|week-?)\d+$/.test(k)) return true;
  return k.split('-').every((w) => DATE_WORDS.test(w));
}

/** The subject a span's structure names: its first trusted link, else a tag, else its nearest heading that names something. */
export function spanSubject(span: Pick<Span, 'links' | 'tags' | 'headingPath'>, untrustedFolders: string[] = ['Clippings']): string | null {
  for (const link of span.links) {
    if (untrustedFolders.some((f) => link === f || link.startsWith(f + '/'))) continue;
    const name = link.split('/').pop() ?? '';
    if (!isGeneric(name)) return newSubject(name);
  }
  for (const tag of subjectTags(span)) return newSubject(tag);
  for (let i = span.headingPath.length - 1; i >= 0; i--) {
    const h = headingSubject(span.headingPath[i]!);
    if (h !== null) return newSubject(h);
  }
  return null;
}

/** The last segment of each tag that can name a subject: "#MS-77120" after "order" is an id (vocabulary.ts), not a subject. */
export function subjectTags(span: Pick<Span, 'tags'>): string[] {
  const out: string[] = [];
  for (const tag of span.tags) {
    const last = tag.split('/').filter((s) => s !== '');
    const name = last[last.length - 1] ?? '';
    if (!isGeneric(name) && !isGeneric(tag) && notASubject(name.replace(/[-_]/g, ' ')) === null) out.push(name);
  }
  return out;
}

/**
 * The subject a heading names. A journal heading is often "Subject — what
 * happened" ("Dockclock — call w/ [[Piotr]]", "Baltica — case interview"),
 * "label — subject" when the first part only counts sessions ("Physio #4 —
 * Bartek", "Day 1 @ Baltica Rail Cargo", "1:1 [[Renata]]"), or "Old → New"
 * for a rename. The subject is the first part that is not a session label.
 * ("Bornholm packing" stays whole: a sentence-case heading cannot tell a name
 * from a common noun, so subjects.ts offers its first word as a second guess.)
 * null for a heading that organises the day ("Log", "Tasks", "Week 23").
 */
export function headingSubject(heading: string): string | null {
  const plain = replaceWikiLinks(heading, shownText).replace(/\s+/g, ' ').trim();
  if (isGeneric(plain)) return null;
  // A rename heading names the subject by its new name.
  const renamed = /^(.+?)\s*(?:\u2192|->|=>)\s*(.+)$/u.exec(plain);
  // A heading with a date or a time in it titles a session ("Talk with John · 4:21 pm on 16 July, 2023"):
  // subjects.ts reads it whole and files its lines by what each says, so the occasion is not read off it.
  const dated = isDatedLabel(plain);
  const split = dated ? /\s+[\u2014\u2013-]\s+|\s+@\s+|:\s+|\s+\|\s+/u : /\s+[\u2014\u2013\u00b7\u2022-]\s+|\s+@\s+|:\s+|\s+\|\s+/u;
  const parts = (renamed ? [renamed[2]!] : plain.split(split)).map((x) => x.trim()).filter((x) => x !== '');
  const occasion = occasionWords();
  for (const part of parts) {
    if (isGeneric(part) || SESSION_LABEL.test(part) || occasion.alone.test(part)) continue;
    // "1:1 Renata", "Llamada con Dani": an occasion in front of who it was with.
    // An aside in brackets or an emoji after the name is not part of it ("Dani (resumen mío)", "Marta 🏠").
    const named = part.replace(SESSION_PREFIX, '');
    const rest = (dated ? named : named.replace(occasion.withWhom, '').replace(/\s*\([^()]*\)$/u, '').replace(rx.u`[^\p{L}\p{N}.]+$`, '')).trim();
    if (rest === '' || isGeneric(rest)) continue;
    return rest;
  }
  return isGeneric(plain) || occasion.alone.test(plain) ? null : plain;
}

/**
 * A part of a heading that only counts sessions or days: "Physio #4", "Day 1", "Week 23" (an occasion
 * with its number, "Session 3", "Llamada 2", is occasionWords' `alone`).
 */
const SESSION_LABEL = rx.iu`^(?:\p{L}+\s+)?(?:#\s*\d+|(?:no\.?|nr\.?)\s*\d+|\d+)$|^(?:day|week|round)\s*#?\s*\d*$`;
/** A meeting label in front of what it is with: "1:1 Renata", "1-on-1 with Tomasz". */
const SESSION_PREFIX = /^(?:1:1|1-on-1|one-on-one)\s+(?:with\s+)?/iu;

let occasions: { alone: RegExp; withWhom: RegExp } | null = null;

/**
 * A heading part that is only an occasion or a channel ("WhatsApp", "Ensayo",
 * "Termin", "Session 3", a number or an emoji after it allowed), and an occasion in front of who it
 * was with ("Llamada con", "Call with", "Telefonat mit"), from the
 * per-language words of rules/words/session-words.ts. Built on first use.
 */
function occasionWords(): { alone: RegExp; withWhom: RegExp } {
  if (occasions !== null) return occasions;
  const langs = Object.values(SESSION_WORDS);
  const alt = (ws: readonly string[]) => [...new Set(ws)].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
  const kinds = alt([...langs.flatMap((l) => l.sessions), ...CHANNELS]);
  occasions = {
    alone: new RegExp(String.raw`^(?:${kinds})(?:\s*#?\s*\d+)?(?:\s*[^\p{L}\p{N}\s]+)*$`, 'iu'),
    withWhom: new RegExp(String.raw`^(?:${kinds})\s+(?:${alt(langs.flatMap((l) => l.with))})\s+`, 'iu'),
  };
  return occasions;
}


// ------------------------------------------------------------ subjects by mention

/**
 * The subjects an extractor run knows by name, as a registry to resolve
 * through: memory's (knownSubjectNames in subject-resolver.ts; a bare subject,
 * or a name with the subject it is one of) and every note this batch links.
 * A name under three letters or one that only organises a journal ("Log",
 * "2026-11-02") names nothing.
 */
export function knownSubjects(spans: Span[], untrustedFolders: string[], memoryNames: ReadonlyArray<string | readonly [string, string]>): SubjectRegistry {
  const reg = new SubjectRegistry();
  const add = (name: string, of?: string): void => {
    const key = slugify(name);
    const subject = of ?? key;
    if (nameWeight(key) < 3 || isGeneric(key) || isGeneric(subject)) return;
    // The first subject to claim a name keeps it.
    const claimed = reg.exact(key);
    if (claimed !== null && claimed.subject !== subject) return;
    reg.add({ name: subject, names: [key.replace(/-/g, ' ')], from: 'link' });
  };
  for (const t of memoryNames) typeof t === 'string' ? add(t) : add(t[0], t[1]);
  for (const span of spans) {
    if (span.untrusted) continue;
    for (const link of span.links) {
      if (untrustedFolders.some((f) => link === f || link.startsWith(f + '/'))) continue;
      add(link.split('/').pop() ?? '');
    }
  }
  return reg;
}

/** The subject a link names: its note's name ("Projects/Seedling" → seedling). */
export function linkSubject(link: string): string {
  return newSubject(link.split('/').pop() ?? '');
}

/**
 * The known subject a line opens with (vocabulary.ts, opening-name): its
 * sentence's subject, resolved through the one subject resolver. Not for a
 * conversation turn, whose opening name is its speaker's label. A first name
 * is a known full name's first word when only one known name starts with it
 * (four letters at least, as the registry asks).
 */
export function openingSubject(text: string, subjects: SubjectRegistry): string | null {
  for (const name of openingNames(text)) {
    if (nameWeight(slugify(name)) < 3) continue;
    const r = resolveSubject(name, subjects);
    if (r !== null && r.kind !== 'new') return r.subject;
  }
  return null;
}

/**
 * One domain per topic: "Projects" for a topic with several status updates or
 * decisions, or one the person pauses or closes (the index keeps projects
 * together), else the most common
 * specific domain among its candidates.
 */
export function harmoniseDomains(cands: RawCandidate[]): RawCandidate[] {
  const projectish = new Map<string, number>();
  // A session's heading ("Talk with John · 4:21 pm on 16 July 2023") is no
  // subject: one vote over a whole talk filed a Harry Potter fan under Work
  // because the other person's turns were about their job.
  const sessionHeadings = new Set(cands.map((c) => c.topic).filter(isDatedLabel));
  for (const c of cands) {
    // A topic the person pauses, closes or archives is a project by their own account.
    const stateChange = c.kind === 'project_status' && stopsTopic(c.lifecycle);
    const weight = stateChange ? 2 : c.kind === 'project_status' || c.kind === 'decision' ? 1 : 0;
    if (weight > 0) projectish.set(c.topic, (projectish.get(c.topic) ?? 0) + weight);
  }
  const votes = new Map<string, Map<string, number>>();
  for (const c of cands) {
    if ((projectish.get(c.topic) ?? 0) >= 2) continue;
    if (c.domain === 'General') continue;
    const v = votes.get(c.topic) ?? new Map<string, number>();
    v.set(c.domain, (v.get(c.domain) ?? 0) + 1);
    votes.set(c.topic, v);
  }
  return cands.map((c) => {
    if (sessionHeadings.has(c.topic)) return c;
    if ((projectish.get(c.topic) ?? 0) >= 2) return { ...c, domain: 'Projects' };
    const v = votes.get(c.topic);
    if (!v) return c;
    let best = c.domain;
    let n = 0;
    for (const [d, k] of v) if (k > n) [best, n] = [d, k];
    return { ...c, domain: best };
  });
}
