/**
 * Subjects: which person, pet, place, project or activity a kept line is
 * about, so lines gather into notes about people and things rather than about
 * sessions.
 *
 * A line's subject, in order of preference:
 *   1. the topic its extractor gave it from a link, tag or subject heading —
 *      unless that is a heading with a date or time in it ("Talk with Andrew,
 *      9:19 pm on 19 August 2023" names a session, not a subject), the
 *      heading over a conversation turn that does not say it ("Talk with
 *      Jon"), or a catch-all fallback ("general-notes", "health-preferences");
 *   2. a name the line mentions that is not just the person addressed ("Hey
 *      Mel!") — a capitalised word inside the sentence, or a subject memory
 *      already has a note for;
 *   3. in a conversation, the speaker whose words it is.
 * A line with none of these has no subject and stays in its day's digest.
 *
 * A subject earns its note once it recurs: written about on SUBJECT_MIN_DAYS
 * distinct days, counting the days of this run's candidates and the days
 * earlier digests listed it (a digest groups its lines under a heading per
 * subject, so the digests are the subject's history). A subject that already
 * has a topic note keeps earning lines into it. The day keys are recorded on
 * the candidate (`subjectSupport`) so the write phase re-checks the gate from
 * evidence, as it does for recurrence.
 */
import { noteSlug, slugify } from '../formats/slug';
import { findWikiLinks, linkName, replaceWikiLinks, shownText } from '../formats/wikilink';
import { activityClasses, FAMILY, namesSubject, OWN_BUSINESS, stem, subjectPhrases, ventureHead } from './subject-phrases';
import { LOGGED_ACTIVITY } from './activity-log';
import { append } from '../lib/arrays';
import { SubjectRegistry } from '../sense/subject-registry';
import { isOwnerPlaceholder, mentionedSubjects, newSubject, resolveSubject, saidIn } from './subject-resolver';
import { inPassing, notASubject } from './vocabulary';
import type { ExistingMemory } from '../sense/memory';
import type { SourceRef } from './spans';
import { rx } from '../lib/rx';
import { inJoinedScript, nameWeight } from '../lib/text';
import { joinedScriptNames } from './rules/joined-names';


/** Distinct days a subject must be written about before it has a note of its own. */
const SUBJECT_MIN_DAYS = 2;

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';

/**
 * A label with a date or a time of day in it titles a session or a day, never
 * a subject: "talk-with-gina-7-28-pm-on-23-march-2023", "2023-05-08 standup",
 * "Session 3 · 20 January".
 */
export function isDatedLabel(label: string): boolean {
  const k = slugify(label);
  if (/(?:^|-)\d{4}(?:-|$)/.test(k)) return true;
  if (new RegExp(`(?:^|-)\\d{1,2}(?:st|nd|rd|th)?-(?:${MONTHS})(?:-|$)|(?:^|-)(?:${MONTHS})-\\d{1,2}(?:st|nd|rd|th)?(?:-|$)`).test(k)) return true;
  if (/(?:^|-)\d{1,2}-\d{2}-?(?:am|pm)?(?:-|$)/.test(k) && /(?:^|-)(?:am|pm|\d{1,2}-\d{2})(?:-|$)/.test(k)) return true;
  if (/(?:^|-)\d{1,2}-?(?:am|pm)(?:-|$)/.test(k)) return true;
  return /(?:^|-)session-\d+(?:-|$)/.test(k);
}

/** The extractor's fallbacks when it found no subject: a bucket by domain and kind, not a subject. */
export function isCatchAll(topic: string): boolean {
  return /^(?:general|people|misc|other)(?:-|$)|(?:^|-)(?:notes|preferences|decisions|how-to|open-loops)$/.test(topic) || topic === 'misc' || isOwnerPlaceholder(topic);
}

/** Capitalised words that open or glue a sentence rather than name something. */
export const NOT_NAMES = new Set((
  'i im ive id ill the a an my our your his her their its this that these ' +
  'those it he she we they you me us them and but or so if when what who ' +
  'how why where yes no yeah oh wow hey hi hello thanks thank sure ok okay btw ' +
  'lol omg just also then now today yesterday tomorrow monday tuesday wednesday thursday ' +
  'friday saturday sunday january february march april may june july august september ' +
  'october november december christmas decided done closed paused reopened remember note ' +
  'todo next still again not never always great good nice awesome cool amazing love ' +
  'totally definitely absolutely really anyway well haha aw aww congrats congratulations ' +
  'as at in on of for with to from by after before last this there here let ' +
  'lets do did have had was is are be can could would will should dont didnt ' +
  'some any all one two three every each such plus new old first maybe sounds ' +
  'glad happy sorry thats its youre were theyre hes shes whats bye see take keep ' +
  'tell check look got get went made make by till until since because ' +
  'mon tue tues wed thu thur thurs fri sat sun jan feb mar apr jun jul aug sep sept oct nov dec ' +
  'am pm even though although yet only sometimes usually besides instead otherwise however hopefully ' +
  'luckily sadly honestly actually basically'
).split(' '));

/** A name said to the person addressed: "Hey Mel!", "Thanks, Caroline.", "…, Gina!" */
const VOCATIVE_BEFORE = /(?:^|[\s,])(?:hey|hi|hello|thanks|thank you|bye|wow|oh|yeah|yes|no|congrats|congratulations|sure|ok|okay|aw+|dear|sorry|good (?:morning|night|luck))[,!]?\s+$/i;

interface SubjectName {
  /** kebab-case topic */
  topic: string;
  /** the first word of a sentence: a name only if memory already knows it */
  initial?: boolean;
}

/**
 * What may stand between two words of one name: "Harry Potter", "Game of
 * Thrones", "Bank of the West", "The Vegetable Grower's Handbook".
 */
const NAME_GLUE = /^(?:['\u2019]s)? (?:(?:of|of the|the|de|du|da|van|von) )?$/;

/**
 * Names a line mentions, in order, without the one it is addressed to
 * (sentence-initial words flagged). Capitalised words that follow each other
 * are one name ("Harry Potter", "Game of Thrones"): a line about the book is
 * not a line about someone called Harry. A sentence's first word may be any
 * word ("Took Luna to the vet"), so there the name without it is offered too.
 */
export function namesIn(text: string): SubjectName[] {
  const out: SubjectName[] = [];
  const seen = new Set<string>();
  const plain = replaceWikiLinks(text, shownText).replace(/`[^`]*`/g, ' ');
  // Each name as the start offsets of its words and the end of its last one.
  const groups: { starts: number[]; end: number }[] = [];
  // Letter boundaries, not `\b` (ASCII in JavaScript): "Nexø" was read as "Nex", and "Łukasz", "Émilie", "Åsa" not at all.
  for (const m of plain.matchAll(rx.gu`(?<![\p{L}\p{N}'\u2019-])\p{Lu}(?:\p{L}|['\u2019-](?=\p{L}))*(?![\p{L}\p{N}])`)) {
    const word = m[0].replace(/['\u2019]s$/u, '');
    const key = word.toLowerCase().replace(/['\u2019]/g, '');
    if (key.length < 2 || NOT_NAMES.has(key) || NOT_NAMES.has(key.replace(/s$/, ''))) continue;
    // A unit after its number ("212 GB", "5 PM", "10 K") measures, it names nothing.
    if (/\d\s*$/.test(plain.slice(0, m.index))) continue;
    const last = groups[groups.length - 1];
    // A possessive before another name stays inside it ("Grower's Handbook"); before anything else it ends it.
    if (last !== undefined && NAME_GLUE.test(plain.slice(last.end, m.index))) last.starts.push(m.index);
    else groups.push({ starts: [m.index], end: 0 });
    groups[groups.length - 1]!.end = m.index + word.length;
  }
  const add = (at: number, end: number, initial: boolean): void => {
    const before = plain.slice(0, at);
    const after = plain.slice(end).replace(/^['\u2019]s\b/u, '');
    // Addressed, not talked about.
    if (VOCATIVE_BEFORE.test(before)) return;
    if (/,\s*$/.test(before) && /^\s*[!?.]/.test(after)) return;
    const topic = newSubject(plain.slice(at, end));
    if (topic === '' || seen.has(topic)) return;
    seen.add(topic);
    out.push(initial ? { topic, initial } : { topic });
  };
  // Chinese and Japanese mark a name by brackets and forms of address, not by a capital (rules/joined-names.ts).
  if (inJoinedScript(plain)) {
    for (const name of joinedScriptNames(plain)) {
      const topic = newSubject(name);
      if (topic === '' || seen.has(topic) || nameWeight(topic) < 3) continue;
      seen.add(topic);
      out.push({ topic });
    }
  }
  for (const { starts, end } of groups) {
    // The first word of a sentence is capitalised whatever it is: it names
    // something only when that name is already known (see subjectOptions).
    // "Dad called", "Mama dzwoniła": a parent called by what they are called is a name wherever it stands.
    const initial = /(?:^|[.!?:;]\s+|^\s*[-*]\s+)$/.test(plain.slice(0, starts[0])) && !KIN_NAME.test(plain.slice(starts[0], end));
    add(starts[0]!, end, initial);
    if (initial && starts.length > 1) add(starts[1]!, end, false);
  }
  return out;
}

/** What a person calls a parent or grandparent, as a name: "Dad", "Mum", "Mama", "Oma", "Babcia", "Mamá". */
const KIN_NAME = /^(?:dad|daddy|mum|mummy|mom|mommy|mama|papa|grandma|grandpa|granny|gran|nana|oma|opa|mutti|vati|babcia|babci|dziadek|dziadka|tata|taty|mam\u00e1|pap\u00e1|abuela|abuelo|maman|papi|mamie|papy|nonna|nonno|m\u00e3e|pai|vov\u00f3|vov\u00f4)$/iu;

/** `- **Gina**: …` — the bold speaker a conversation line opens with. */
export function speakerOf(source: Pick<SourceRef, 'snippet'>): string | null {
  const m = /^\s*(?:[-*+]\s+)?\*\*([^*\n]{1,40}?)\*\*\s*:/.exec(source.snippet);
  return m ? m[1]!.trim() : null;
}

/** Someone talking in the conversation these sources come from is the subject `topic`. */
export function spokenBy(topic: string, sources: readonly Pick<SourceRef, 'snippet'>[]): boolean {
  const t = noteSlug(topic);
  return sources.some((s) => {
    const who = speakerOf(s);
    return who !== null && noteSlug(who) === t;
  });
}

function dayOfPath(path: string): string | null {
  const m = /(?:^|\/)(\d{4}-\d{2}-\d{2})[^/]*\.md$/i.exec(path);
  return m ? m[1]! : null;
}

/** What memory already says about subjects: notes that exist, and the days digests listed each one. */
interface SubjectHistory {
  /** kebab topics with a tier-2 note */
  withNote: Set<string>;
  /** kebab topic → day keys ("day:2023-05-08") of digests that listed it */
  days: Map<string, Set<string>>;
  /** every kept line's words (lower case, spaced) and the day keys it cites: where else a subject was written about */
  lines?: { words: string; days: string[]; who?: string; ventures?: string[] }[];
  /** the subjects the vault knows: every option resolves through it */
  registry?: SubjectRegistry;
  /** kebab topics of digest headings that are a full name, two capitalised words ("## Priya Shah") */
  fullNames?: Set<string>;
}

export function subjectHistory(memory: ExistingMemory): SubjectHistory {
  const withNote = new Set<string>();
  const days = new Map<string, Set<string>>();
  const add = (topic: string, key: string): void => {
    if (topic === '') return;
    const set = days.get(topic) ?? new Set<string>();
    set.add(key);
    days.set(topic, set);
  };
  const lines: NonNullable<SubjectHistory['lines']> = [];
  const fullNames = new Set<string>();
  for (const note of memory.notes) {
    // What memory's lines are about, on the days they cite: "Melanie: I
    // signed up for a pottery class" kept in Melanie's note still says pottery
    // came up that day. Common-noun subjects only: a capitalised name in a
    // kept line ("HR screening", "Intermodal Planner") founded notes for
    // departments and job titles in a journal; names count their own days.
    if (note.tier === 1 || note.tier === 2) {
      for (const line of note.lines) {
        const days = line.support.filter((k) => k.startsWith('day:'));
        if (days.length === 0) continue;
        const ventures = subjectPhrases(line.text).map((p) => p.topic).filter((t) => ventureHead(t) !== null);
        lines.push({ words: ` ${line.text.toLowerCase().replace(rx.gu`[^\p{L}\p{N}]+`, ' ')} `, days, who: saidBy(line.text), ventures });
        for (const t of lineSubjects(line.text)) if (t !== note.topic) for (const k of days) add(t, k);
      }
    }
    if (note.tier === 2) {
      withNote.add(note.topic);
      // A note's own lines cite the days its subject was written about.
      for (const line of note.lines) for (const k of line.support) if (k.startsWith('day:')) add(note.topic, k);
    }
    if (note.tier !== 1) continue;
    const day = dayOfPath(note.path);
    if (day === null) continue;
    // A digest names the day's subjects in its headings, and points at the
    // notes that hold the rest.
    for (const h of note.headings ?? []) {
      const shown = replaceWikiLinks(h, linkName);
      add(newSubject(shown), `day:${day}`);
      if (rx.u`^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$`.test(shown.trim())) fullNames.add(newSubject(shown));
    }
    for (const line of note.lines) {
      for (const target of findWikiLinks(line.text).map((f) => f.link.target).filter((t) => t !== '')) {
        if (/(?:^|\/)\d{4}-\d{2}-\d{2}[^/]*$/.test(target)) continue;
        add(newSubject(target.split('/').pop() ?? ''), `day:${day}`);
      }
    }
  }
  // A digest heading or link spelled another way ("ola", "Aleksandra") counts for the subject it names.
  const registry = memory.registry ?? new SubjectRegistry();
  const merged = new Map<string, Set<string>>();
  for (const [t, set] of days) {
    const k = resolveSubject(t, registry)?.subject || t;
    const into = merged.get(k) ?? new Set<string>();
    for (const d of set) into.add(d);
    merged.set(k, into);
  }
  return { withNote, days: merged, lines, registry, fullNames };
}


/**
 * The common-noun subjects a kept memory line names ("Melanie: I signed up
 * for a pottery class" → pottery), "my kids" as whose family they are: the
 * label of another speaker's line, else the owner's.
 */
export function lineSubjects(text: string): string[] {
  const label = rx.u`^(?:[-*+]\s+)?(?:~~)?(\p{Lu}[\p{L}'\u2019-]+):\s`.exec(text);
  const who = label ? newSubject(label[1]!) : null;
  return subjectPhrases(text).filter((p) => p.topic !== OWN_BUSINESS).map((p) => (p.topic === FAMILY && who !== null ? familyOf(who) : p.topic));
}

/** Who said a memory line or candidate: its speaker label ("Gina: …"), '' for the owner's unlabelled words. */
function saidBy(text: string): string {
  const label = rx.u`^(?:[-*+]\s+)?(?:~~)?(\p{Lu}[\p{L}'\u2019-]*(?: \p{Lu}[\p{L}'\u2019-]*)?):\s`.exec(text);
  return label ? newSubject(label[1]!) : '';
}

/**
 * The venture each speaker runs, by who said it ('' the owner): the one
 * venture compound their own lines name ("my dance studio"), kept lines and
 * this run's alike; none when they named two or none.
 */
function venturesBySpeaker(history: SubjectHistory, candidates: readonly { text: string }[]): Map<string, string> {
  const named = new Map<string, Set<string>>();
  const add = (who: string, v: string): void => {
    named.set(who, (named.get(who) ?? new Set()).add(v));
  };
  for (const l of history.lines ?? []) for (const v of l.ventures ?? []) add(l.who ?? '', v);
  for (const c of candidates) for (const p of subjectPhrases(c.text)) if (ventureHead(p.topic) !== null) add(saidBy(c.text), p.topic);
  const out = new Map<string, string>();
  for (const [who, set] of named) {
    // "my clothing store" and "my clothes store" are one venture, named as first written.
    const forms = new Map<string, string>();
    for (const v of set) if (!forms.has(stemKey(v) ?? v)) forms.set(stemKey(v) ?? v, v);
    if (forms.size === 1) out.set(who, [...forms.values()][0]!);
  }
  return out;
}

/** A speaker's family as a topic: "melanie" → "melanies-family" (titled "Melanie's family"). */
function familyOf(speaker: string): string {
  return `${speaker}s-${FAMILY}`;
}

/** What a topic says about a person rather than a thing of theirs: the line is about the person. */
const ASPECTS = new Set((
  'family life background personal profile preferences values self-care selfcare outings updates news ' +
  'feelings mood health wellbeing well-being hobbies interests pets support support-system friends ' +
  'friendship identity relationships plans goals experiences memories activities routine'
).split(' '));

/**
 * The subjects a model's `topic` stands for, best first,
 * through the one registry the offline path uses:
 * - a topic naming a subject the vault knows (name, alias, slug or link, any
 *   case or accent) is that subject;
 * - a topic of one person's thing ("melanie-pottery", "mel-pottery" when Mel
 *   is Melanie's alias) is the thing, then the person; a person's aspect
 *   ("-family", "-background") is the person; "caroline-melanie-friendship"
 *   the friendship, of both;
 * - a line whose sentence opens on another person of the conversation is
 *   that person's ("Sam decided to start going to the gym" under Evan's topic);
 * - anything else is a new subject proposed by its slug, which earns its note
 *   like any other: two days, the tier-2 gate.
 * Empty for a dated or catch-all topic. `people` maps each slug a person of
 * these lines answers to (the owner's names and aliases, the speakers) to
 * their subject.
 */
function modelTopicSubjects(topic: string, text: string, registry: SubjectRegistry, people: ReadonlyMap<string, string>, history: SubjectHistory): string[] {
  const t = slugify(topic);
  if (t === '' || isDatedLabel(t)) return [];
  const personOf = (ref: string): string | null => {
    const k = registry.resolve(ref);
    if (k) for (const n of [k.subject, ...k.names]) if (people.has(slugify(n))) return people.get(slugify(n))!;
    return people.get(slugify(ref)) ?? null;
  };
  // A topic of one person's thing: the person and the rest, the longest name first ("mary-ann-garden").
  const split = (x: string): { person: string; rest: string } | null => {
    const words = x.split('-');
    for (let k = words.length; k >= 1; k--) {
      const head = personOf(words.slice(0, k).join('-'));
      if (head !== null) return { person: head, rest: words.slice(k).join('-') };
      const tail = personOf(words.slice(words.length - k).join('-'));
      if (tail !== null) return { person: tail, rest: words.slice(0, words.length - k).join('-') };
    }
    return null;
  };
  const first = namesIn(text).map((n) => personOf(n.topic)).find((p): p is string => p !== null);
  const resolved = resolveSubject(topic, registry);
  const known = resolved !== null && resolved.kind !== 'new' ? resolved.subject : null;
  const owner = known !== null && personOf(known) === null ? null : split(t);
  const out: string[] = [];
  if (owner === null) {
    if (known !== null) out.push(known);
    else if (!isCatchAll(t)) out.push(t);
    if (first !== undefined) out.push(first);
    return [...new Set(out)];
  }
  const inner = split(owner.rest);
  const rest = inner !== null ? inner.rest : owner.rest;
  const thing = rest !== '' && !ASPECTS.has(rest) && !isCatchAll(rest) && nameWeight(rest) >= 3 ? rest : null;
  // The thing as the vault names it; a digest heading of the whole topic ("melanie-pottery") keeps it.
  if (thing !== null) out.push(registry.resolve(thing)?.subject ?? (history.days.has(t) && !history.days.has(thing) ? t : thing));
  // The person the sentence is about, before the one the topic named.
  if (first !== undefined && first !== owner.person) out.push(first);
  out.push(owner.person);
  if (inner !== null) out.push(inner.person);
  return [...new Set(out)];
}

/**
 * The subjects one candidate could be about, best first (see the file
 * comment), and which of them are common-noun phrases: a guess that only
 * counts once it recurs.
 */
function subjectOptions(c: SubjectInput, history: SubjectHistory, people: ReadonlyMap<string, string>, business: ReadonlyMap<string, string> = new Map(), full: ReadonlyMap<string, string> = new Map(), owner: readonly string[] = []): { options: string[]; phrases: Set<string> } {
  const registry = history.registry ?? new SubjectRegistry();
  const out: string[] = [];
  const own = slugify(c.topic);
  const speakers = new Set(c.sources.map(speakerOf).filter((s): s is string => s !== null).map((s) => newSubject(s)));
  const lower = ` ${c.text.toLowerCase().replace(rx.gu`[^\p{L}\p{N}]+`, ' ')} `;
  // Over a conversation the heading names the talk ("Talk with Jon"), not
  // what a turn is about: a turn keeps its extractor's topic only when it
  // says it (a link or tag in the turn).
  const says = saidIn(c.text);
  if (c.extractor === 'model') {
    // A model names the subject on purpose: its topic goes through the registry.
    append(out, modelTopicSubjects(c.topic, c.text, registry, people, history));
  } else if (own !== '' && !isDatedLabel(own) && !isCatchAll(own) && (speakers.size === 0 || says(own))) {
    out.push(own);
    // "Bornholm packing", "Baltica final": a heading's first word may be the
    // name and the rest what was done to it. It is a second guess, chosen only
    // when that word recurs as a subject of its own and the whole does not.
    const words = own.split('-');
    if (words.length >= 2 && words.length <= 4 && words[0]!.length >= 4 && notASubject(words[0]!) === null) out.push(words[0]!);
  }
  // A subject memory already has a note for, named anywhere in the line.
  for (const t of history.withNote) {
    if (nameWeight(t) >= 3 && !isCatchAll(t) && !isDatedLabel(t) && namesSubject(lower, t) && !speakers.has(t)) out.push(t);
  }
  // A class or course is what its line is about, whoever teaches it: "el curso de cerámica en el
  // taller de Lucía"; and "Lucía dice que centro bien el barro", kept from "Segunda clase de
  // cerámica. Lucía dice …", is the class's too: the source line says which class.
  const classes = [c.text, ...c.sources.map((s) => s.snippet ?? '')].flatMap(activityClasses);
  const classPhrases = classes.filter((t) => !speakers.has(t) && !out.includes(t));
  append(out, [...new Set(classPhrases)]);
  // The person's own names for what they already keep notes on: an alias
  // ("the boat", "heel") said anywhere in the line names that subject. What
  // the vault says comes before what a word rule guesses (a capitalised
  // word, a common-noun phrase, a logged habit).
  const said = new Set(mentionedSubjects(c.text, registry, (key) => nameWeight(key) >= 3 && !isCatchAll(key)));
  for (const k of registry.subjects) {
    if (k.path !== null && !speakers.has(k.subject) && said.has(k.subject)) out.push(k.subject);
  }
  for (const n of namesIn(c.text)) {
    if (speakers.has(n.topic)) continue;
    // A place the line only passes through is not what it is about (vocabulary.ts), unless it is the
    // short name of a full name memory or this run writes: "First PR merged at Fernwood" once
    // "Fernwood Analytics" is written.
    if (registry.resolve(n.topic) === null && !full.has(n.topic) && inPassing(n.topic, c.text)) continue;
    if (n.initial === true && !history.withNote.has(n.topic) && !history.days.has(n.topic) && !full.has(n.topic) && registry.resolve(n.topic) === null) continue;
    out.push(n.topic);
  }
  // What the line is about in common nouns ("a pottery class") comes before
  // who said it: a line about someone's painting belongs with the painting.
  // A class is a phrase like any other: it names a subject once it recurs.
  const phrases = new Set<string>(classPhrases);
  for (const p of subjectPhrases(c.text)) {
    // "my kids" is the family of whoever says it: in a chat "Melanie's
    // family", in a person's own journal their family.
    // The owner's own lines carry no label ("Melanie: …" is someone else's):
    // their family is the vault's "Family".
    const labelled = rx.u`^\p{Lu}[\p{L}'\u2019-]*(?: \p{Lu}[\p{L}'\u2019-]*)?:\s`.test(c.text);
    const topic = p.topic === FAMILY && speakers.size === 1 && labelled ? familyOf([...speakers][0]!) : p.topic === OWN_BUSINESS ? business.get(saidBy(c.text)) ?? '' : p.topic;
    if (topic === '' || speakers.has(topic) || out.includes(topic)) continue;
    // The more specific name first: "my dance studio" is about the studio,
    // not about dance, though dance has a note and is named in it.
    const words = topic.split('-');
    const wider = words.length > 1 ? out.findIndex((t) => !t.includes('-') && words.includes(t)) : -1;
    if (wider >= 0) out.splice(wider, 0, topic);
    else out.push(topic);
    phrases.add(topic);
  }
  // A habit logged rather than named ("run 8 km, 49:50"): a guess like a phrase (activity-log.ts).
  const logged = LOGGED_ACTIVITY.detect(c.text);
  if (logged !== null && !speakers.has(logged) && !out.includes(logged)) {
    out.push(logged);
    phrases.add(logged);
  }
  for (const s of speakers) out.push(s);
  // One subject, one topic: a name, alias, slug or link resolves to the subject
  // the vault knows, any of the owner's names to the owner; a unit, an id or
  // a weekday never is one (vocabulary.ts).
  const resolved = (t: string): string => resolveSubject(t, registry, { owner })?.subject || t;
  const options = [...new Set(out.map(resolved))].filter((t) => registry.resolve(t) !== null || notASubject(t.replace(/-/g, ' ')) === null);
  return { options, phrases: new Set([...phrases].map(resolved)) };
}

/** A topic's words by stem ("clothes-store" and "clothing-store" → "cloth-store"); null for a short word or anything but lower-case words. */
function stemKey(topic: string): string | null {
  if (rx.u`^\p{Ll}{4,}$`.test(topic)) return stem(topic);
  if (!rx.u`^\p{Ll}{3,}(?:-\p{Ll}{3,}){1,3}$`.test(topic)) return null;
  return topic.split('-').map(stem).join('-');
}

/**
 * One person for a first name and the full name it begins ("Priya" and "Priya
 * Shah", "Fernwood" and "Fernwood Analytics"): when exactly one full name of
 * two capitalised words begins with the first, the first is that name — or the
 * full name is the first, when only the first has a note already.
 */
function fullNames(names: readonly string[], withNote: ReadonlySet<string>): Map<string, string> {
  const byFirst = new Map<string, Set<string>>();
  for (const n of names) {
    const m = rx.u`^(\p{Ll}{3,})-\p{Ll}{2,}$`.exec(n);
    if (m) byFirst.set(m[1]!, (byFirst.get(m[1]!) ?? new Set()).add(n));
  }
  const out = new Map<string, string>();
  for (const [first, set] of byFirst) {
    if (set.size !== 1) continue;
    const whole = [...set][0]!;
    if (withNote.has(first) && !withNote.has(whole)) out.set(whole, first);
    else if (!withNote.has(first)) out.set(first, whole);
  }
  return out;
}

/**
 * One subject for a venture and its head noun: whoever writes "my dance
 * studio" and "my studio" means one studio. When exactly one venture
 * compound ends in the head, the head maps to the compound — or the compound
 * to the head, when only the head has a note already.
 */
function ventureHeads(topics: readonly string[], withNote: ReadonlySet<string>, days: ReadonlyMap<string, ReadonlySet<string>> = new Map()): Map<string, string> {
  const byHead = new Map<string, Set<string>>();
  const byStem = new Map<string, Set<string>>();
  for (const t of topics) {
    const head = ventureHead(t);
    if (head !== null) byHead.set(head, (byHead.get(head) ?? new Set()).add(t));
    const key = stemKey(t);
    if (key !== null) byStem.set(key, (byStem.get(key) ?? new Set()).add(t));
  }
  const out = new Map<string, string>();
  // One subject in any form: "travel" and "traveling", "dance" and "dancing",
  // "clothing store" and "clothes store" are one topic — the one with a note,
  // else the one written about on most days.
  for (const forms of byStem.values()) {
    if (forms.size < 2) continue;
    const rank = (t: string): number => (withNote.has(t) ? 1000 : 0) + (days.get(t)?.size ?? 0);
    const best = [...forms].sort((a, b) => rank(b) - rank(a) || a.length - b.length || (a < b ? -1 : 1))[0]!;
    for (const f of forms) if (f !== best) out.set(f, best);
  }
  for (const [head, all] of byHead) {
    // "clothing store" and "clothes store" are one compound by now: "store" is still that one venture.
    const compounds = new Set([...all].map((t) => out.get(t) ?? t));
    if (compounds.size !== 1) continue;
    const compound = [...compounds][0]!;
    if (withNote.has(head) && !withNote.has(compound)) out.set(compound, head);
    else out.set(head, compound);
  }
  return out;
}

export interface SubjectChoice {
  /** the subject that has (or now earns) a note, or null: the line stays in its digest */
  topic: string | null;
  /** day keys the subject was written about, this run and before */
  support: string[];
  /**
   * The topic a line without a note is digested under: its best subject so
   * far (the digest heading is how that subject's days are counted next
   * time), else the extractor's topic, never a dated heading.
   */
  fallback: string;
  /** the line names a subject at all (it may not have recurred yet) */
  named: boolean;
  /**
   * The subject is a person: the vault's owner, or someone talking in the
   * conversation the line comes from, whose note no "closed" or "paused" in
   * their words can close.
   */
  person: boolean;
}

/**
 * Choose each candidate's subject. `candidates` are all of this run's scored
 * candidates (also those below tier 1: chit-chat about Luna still says Luna
 * came up that day).
 */
/** A candidate (rank/candidate.ts) as subject resolution reads it. */
type SubjectInput = { topic: string; text: string; sources: SourceRef[]; extractor?: 'offline' | 'model' };

export function chooseSubjects(candidates: readonly SubjectInput[], history: SubjectHistory, owner: readonly string[] = []): SubjectChoice[] {
  // The people of these lines: the owner's names (each the owner), and whoever speaks in them.
  const registry = history.registry ?? new SubjectRegistry();
  const people = new Map<string, string>();
  const me = owner.length > 0 ? (resolveSubject(owner[0]!, registry, { owner })?.subject ?? '') : '';
  for (const o of owner) if (newSubject(o) !== '') people.set(newSubject(o), me);
  for (const s of candidates.flatMap((c) => c.sources.map(speakerOf))) if (s !== null && newSubject(s) !== '' && !people.has(newSubject(s))) people.set(newSubject(s), resolveSubject(s, registry)?.subject ?? newSubject(s));
  const business = venturesBySpeaker(history, candidates);
  const full = fullNames([...(history.fullNames ?? []), ...candidates.flatMap((c) => namesIn(c.text).map((n) => n.topic))], history.withNote);
  const found = candidates.map((c) => subjectOptions(c, history, people, business, full, owner));
  const heads = ventureHeads([...history.withNote, ...history.days.keys(), ...found.flatMap((f) => f.options)], history.withNote, history.days);
  const one = (t: string): string => heads.get(t) ?? full.get(t) ?? t;
  const options = found.map((f) => [...new Set(f.options.map(one))]);
  for (const f of found) f.phrases = new Set([...f.phrases].map(one));
  const days = new Map<string, Set<string>>();
  for (const [topic, set] of history.days) {
    const into = days.get(one(topic)) ?? new Set<string>();
    for (const d of set) into.add(d);
    days.set(one(topic), into);
  }
  // A subject a model named that memory has no heading for yet may still have
  // been written about: kept lines that say its words count their days (the
  // adoption lines filed in the owner's note before "adoption" had a note).
  const modelNamed = new Set(candidates.flatMap((c, i) => (c.extractor === 'model' ? options[i]!.slice(0, 1) : [])));
  for (const t of modelNamed) {
    if (days.has(t) || people.has(t) || nameWeight(t) < 3) continue;
    const phrase = ` ${t.replace(/-/g, ' ')} `;
    const set = new Set<string>();
    for (const l of history.lines ?? []) if (l.words.includes(phrase)) for (const d of l.days) set.add(d);
    if (set.size > 0) days.set(t, set);
  }
  candidates.forEach((c, i) => {
    for (const t of options[i]!) {
      const set = days.get(t) ?? new Set<string>();
      for (const s of c.sources) set.add(`day:${s.date}`);
      days.set(t, set);
    }
  });
  // A subject the person keeps a note or an index line for is theirs already;
  // any other earns its note by recurring.
  const known = (t: string): boolean => {
    const k = history.registry?.resolve(t) ?? null;
    return k !== null && k.from !== 'link';
  };
  // The owner is the person the notes are by: never a project to close.
  const isOwner = (t: string): boolean => owner.length > 0 && resolveSubject(t, registry, { owner })?.kind === 'owner';
  const earned = (t: string): boolean => history.withNote.has(t) || known(t) || (days.get(t)?.size ?? 0) >= SUBJECT_MIN_DAYS;
  return options.map((opts, i) => {
    const topic = opts.find(earned) ?? null;
    const own = slugify(candidates[i]!.topic);
    const fallback = opts[0] ?? (own === '' || isDatedLabel(own) ? 'misc' : own);
    const person = topic !== null && (isOwner(topic) || spokenBy(topic, candidates[i]!.sources));
    // A phrase names a subject only once it has recurred: one mention of
    // "a pottery class" founds no note, it waits in the digest under its name.
    const named = topic !== null || opts.some((o) => !found[i]!.phrases.has(o));
    return { topic, support: topic === null ? [] : [...(days.get(topic) ?? [])].sort(), fallback, named, person };
  });
}
