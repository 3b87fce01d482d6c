/**
 * Superseded, not duplicated: a newer line that replaces an
 * older fact about the same thing — a reversed decision, a new running total,
 * a new job — marks the older line superseded where it stands (struck
 * through, dated, linked to what replaced it). The older line is never
 * deleted.
 *
 * contradiction.ts already finds two wordings of one statement with a
 * different value ("prefers tea" / "prefers coffee"). A journal rarely says
 * the new fact in the old fact's words, so these rules look for what a person
 * writes when something changed, each a named rule with the examples that are
 * its table test (test/memory/supersession.test.ts):
 *
 *   - NO_LONGER: the newer line says the old state is over ("no longer X",
 *     "nicht mehr X", "ya no X", "już nie X") and an older line states X;
 *   - RUNNING_TOTAL: the newer line carries the same labelled measure
 *     ("MRR 3,225", "15,200 zł gross") with another value, or builds its sum
 *     on the older line's result ("1,419 + 774 = 2,193" after "… = 1,419");
 *   - CHANGED_ROLE: the newer line says a job, home or role changed ("got
 *     the job", "first day at", "moved to", "gives notice") and an older,
 *     undated line of the subject's own note (a standing fact the person
 *     wrote, such as "pharmacist at the apteka") shares one of its words.
 *
 * Only topic notes and digests are marked (an identity or skill note changes
 * only with an approval), only lines not already struck, and never a line
 * that itself says the change.
 */
import { withoutCitation } from '../formats/citation';
import { escapeRegExp } from '../lib/text';
import { minOf } from '../lib/arrays';
import { splitSentences } from '../extract/vocabulary';
import { tokenize } from '../extract/similarity';
import { findWikiLinks, replaceWikiLinks, shownText } from '../formats/wikilink';
import type { ExistingMemory, MemoryNote } from '../sense/memory';
import type { Rule } from '../lib/rule';
import { rx } from '../lib/rx';

/** What a supersession rule needs of an older memory line. */
interface OldLine {
  text: string;
  /** the line cites no source: a standing fact the person wrote */
  standing: boolean;
  /** the line sits in the note of the newer line's subject */
  sameSubject: boolean;
}

/** A rule's example input: the newer line, the older memory line and what is known of it. */
export interface SupersessionPair {
  newer: string;
  older: string;
  /** the older line cites no source: a standing fact the person wrote */
  standing?: boolean;
  /** the older line sits in the note of the newer line's subject */
  sameSubject?: boolean;
}

/** A supersession rule in the one rule shape (lib/rule.ts): `apply` answers for a pair, `test` is what findReplaced calls. */
interface SupersessionRule extends Rule<SupersessionPair, boolean> {
  /** whether `newer` says anything this rule reads (checked once per line, before any memory line is compared) */
  mayReplace(newer: string): boolean;
  /** true when `newer` replaces `older` */
  test(newer: string, older: OldLine): boolean;
}

/** The rule with its `apply` made from its `test`. */
function supersessionRule(r: Omit<SupersessionRule, 'apply'>): SupersessionRule {
  return { ...r, apply: (p) => r.test(p.newer, { text: p.older, standing: p.standing ?? false, sameSubject: p.sameSubject ?? false }) };
}

/** Content words as every similarity rule sees them (similarity.ts: stems, no stop words), three characters or more. */
function words(text: string): Set<string> {
  return new Set(tokenize(text).filter((t) => t.length >= 3));
}

/** A word that carries no content of its own ("for", "and"): the tokenizer drops it. */
const functionWord = (w: string): boolean => tokenize(w).length === 0;

/** "no longer X" in the languages people write journals in; X is what stopped being true. */
const NO_LONGER = [
  /\bno\s+longer\s+([^.,;:!?()]{3,60})/iu,
  /\bnot\s+([^.,;:!?()]{3,40}?)\s+any\s*more\b/iu,
  /\bnicht\s+mehr\s+([^.,;:!?()]{3,60})/iu,
  /\bya\s+no\s+([^.,;:!?()]{3,60})/iu,
  /\bju\u017c\s+nie\s+([^.,;:!?()]{3,60})/iu,
  /\bne\s+(?:\S+\s+)?plus\s+([^.,;:!?()]{3,60})/iu,
  // "No SKM there", "no parking any more", "kein Auto mehr", "nie ma już SKM": one thing that is gone.
  rx.iu`\bno\s+([\p{L}\p{N}-]{2,30})\s+(?:there|here|anymore|any\s+more)\b`,
  rx.iu`\bkein(?:e|en|er)?\s+([\p{L}\p{N}-]{2,30})\s+mehr\b`,
  rx.iu`\bnie\s+ma\s+(?:ju\u017c|tam)\s+([\p{L}\p{N}-]{2,30})`,
];

/**
 * Words that say how sure a person was, not what they had: "not a “maybe”
 * anymore" ends a doubt, and no line that hedges ("maybe sail in August") is
 * what stopped being true.
 */
const HEDGES = rx.giu`(?<![\p{L}])(?:maybe|perhaps|possibly|probably|vielleicht|eventuell|peut-\u00eatre|peut-etre|quiz\u00e1s|quizas|tal vez|talvez|forse|mo\u017ce|moze|misschien|kanske|kanskje|m\u00e5ske)(?![\p{L}])`;

function noLongerPhrase(text: string): Set<string> | null {
  for (const re of NO_LONGER) {
    const m = re.exec(text);
    if (!m) continue;
    // The first few content words of what ended: "car-free", "Toruń for Christmas".
    const w = [...words(m[1]!.replace(HEDGES, ' '))].slice(0, 3);
    if (w.length > 0) return new Set(w);
  }
  return null;
}

/**
 * A line that links what it is about, before it says what ended, ends only
 * what is said of that: "the [[Job search|job hunt]] is no longer on" says
 * nothing of a line about the boat. A line in the linked subject's own note
 * (`sameSubject`) is about it.
 */
function aboutLinked(newer: string, older: { text: string; sameSubject?: boolean }): boolean {
  // The link before the cue is what the sentence is about; one after it is what came instead ("No longer car-free: bought the [[Octavia]]").
  const cue = minOf(NO_LONGER.map((re) => re.exec(newer)?.index ?? Infinity));
  const links = findWikiLinks(newer).filter((l) => !l.link.embed && l.index < cue);
  if (links.length === 0 || older.sameSubject === true) return true;
  const old = words(older.text);
  return links.some(({ link }) => [link.target.slice(link.target.lastIndexOf('/') + 1), shownText(link)].some((name) => [...words(name)].some((w) => old.has(w))));
}

/** True when a line says something ended ("no longer X", "No SKM there"). */
export const saysEnded = (text: string): boolean => NO_LONGER.some((re) => re.test(text));


/** A number as written ("1,419", "3 225", "2.5") to compare values. */
function numberValue(s: string): number {
  return Number(s.replace(/[\s,](?=\d{3}\b)/g, '').replace(',', '.'));
}

const NUMBER = String.raw`\d{1,3}(?:[ ,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;

/** A unit of measure or a currency after a number: what makes "weight 81.5 kg" a measure and "customer 2" a count. */
const MEASURE_UNIT = rx.iu`^\s*(?:z\u0142|pln|\u20ac|eur|\$|usd|\u00a3|gbp|chf|kr|kg|g|lbs?|km|mi|cm|mm|m\u00b2|%|kcal|bpm|mmol)(?![\p{L}])`;

/**
 * "MRR 3,225", "MRR: 2,193", "weight: 81.5 kg": a label directly before its
 * number — an acronym, or a word with a colon whose number carries a unit or
 * currency. "customer 2", "Starts 07:00", "tried: 2 weeks", "run 8 km" are
 * counts, times and events.
 */
function labelledValues(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of text.matchAll(new RegExp(String.raw`(?:^|[\s(])(\p{L}{2,12}):?\s+(${NUMBER})(?![\d\u00d7x*/:])`, 'gu'))) {
    const label = m[1]!;
    const acronym = rx.u`^\p{Lu}{2,6}$`.test(label);
    const colon = m[0].includes(':');
    if (!acronym && !(colon && MEASURE_UNIT.test(text.slice((m.index ?? 0) + m[0].length)))) continue;
    if (functionWord(label)) continue;
    if (!out.has(label.toLowerCase())) out.set(label.toLowerCase(), numberValue(m[2]!));
  }
  // "14,500 zł gross", "2,400 € rent": an amount, its currency, then what it is.
  for (const m of text.matchAll(new RegExp(String.raw`(${NUMBER})\s*(z\u0142|pln|\u20ac|eur|usd|\$|\u00a3|gbp|chf|kr)\s+(\p{Ll}{3,12})\b`, 'giu'))) {
    const label = `${m[2]!.toLowerCase()} ${m[3]!.toLowerCase()}`;
    if (functionWord(m[3]!)) continue;
    if (!out.has(label)) out.set(label, numberValue(m[1]!));
  }
  return out;
}

/** Values a line states as a result ("= 1,419"). */
function results(text: string): number[] {
  return [...text.matchAll(new RegExp(String.raw`=\s*(${NUMBER})`, 'gu'))].map((m) => numberValue(m[1]!));
}

/** Values a line adds to ("1,419 + 774"). */
function addends(text: string): number[] {
  return [...text.matchAll(new RegExp(String.raw`(${NUMBER})\s*\+`, 'gu'))].map((m) => numberValue(m[1]!));
}

/** Spans of time say nothing about which fact changed ("the new job doesn't start for 6 weeks" / "2 weeks rest"). */
const TIME_WORDS = /^(?:second|minut|minute|hour|day|week|month|year|weekend|morning|evening|night)s?$/u;

/** What a person writes when a job, home or role changed. */
const CHANGE_OF_ROLE = new RegExp(
  String.raw`(?<![\p{L}])(?:got\s+the\s+(?:\p{L}+\s+)?job|new\s+job|first\s+day\s+at|starts?\s+(?:at|as)|started\s+(?:at|as)|gives?\s+notice|gave\s+notice|handed\s+in\s+(?:my|her|his|their)\s+notice|quit|resign(?:s|ed)?|moved\s+(?:to|at|out)|moving\s+to` +
    // German, Polish, French, Spanish, Portuguese, Dutch: the same moves and jobs in the person's own language.
    String.raw`|(?:zieht|zog|ziehen)\s+(?:\p{L}+\s+){0,3}?nach|umzug\s+nach|umgezogen\s+nach|neue[nr]?\s+(?:stelle|job|arbeit)|(?:hat|habe)\s+gek\u00fcndigt|k\u00fcndigt` +
    String.raw`|przeprowadz\p{L}*\s+(?:si\u0119\s+)?do|now(?:a|\u0105)\s+prac(?:a|\u0119)|z\u0142o\u017cy\u0142\p{L}*\s+wypowiedzenie` +
    String.raw`|(?:a\s+)?d\u00e9m\u00e9nag\p{L}*\s+(?:\u00e0|a|en)|nouveau\s+(?:travail|poste|job)|(?:a\s+)?d\u00e9missionn\p{L}*` +
    String.raw`|se\s+mud(?:a|\u00f3|ar\u00e1)\s+a|nuevo\s+(?:trabajo|empleo)|renunci(?:a|\u00f3)` +
    String.raw`|mudou-se\s+para|novo\s+emprego|verhuis(?:t|d)\s+naar|nieuwe\s+baan` +
    ')(?![\\p{L}])',
  'iu',
);

/** The change words that say someone moved home, in the person's languages (the rest of CHANGE_OF_ROLE is a job or role). */
const MOVED_HOME = rx.iu`(?<![\p{L}])(?:mov(?:ed|ing)|zieht|zog|ziehen|umzug|umgezogen|przeprowadz\p{L}*|d\u00e9m\u00e9nag\p{L}*|se\s+mud|mudou-se|verhuis)`;

/** The closed-set status a change of the subject gives the person's line about them: `moved` for a new home, else `superseded`. */
export function changeKindOf(what: string): 'moved' | 'superseded' {
  return MOVED_HOME.test(what) ? 'moved' : 'superseded';
}

/** True when a line says a job, home or role changed ("got the job", "Umzug nach", "se muda a"). */
export const saysChangeOfRole = (text: string): boolean => CHANGE_OF_ROLE.test(text);

export const SUPERSESSION_RULES: readonly SupersessionRule[] = [
  supersessionRule({
    id: 'no-longer',
    locales: ['en', 'de', 'es', 'pl'],
    mayReplace: (newer) => noLongerPhrase(newer) !== null,
    test: (newer, older) => {
      const ended = noLongerPhrase(newer);
      if (ended === null || saysEnded(older.text) || !aboutLinked(newer, older)) return false;
      const old = words(older.text);
      if ([...ended].every((w) => old.has(w))) return true;
      // "car-free" ended is "no car" ended: "no car, on purpose".
      const free = rx.iu`\b([\p{L}]{2,20})-free\b`.exec(newer)?.[1];
      return free !== undefined && new RegExp(`\\b(?:no|without)\\s+${escapeRegExp(free)}\\b`, 'iu').test(older.text);
    },
  }),
  supersessionRule({
    id: 'running-total',
    locales: ['*'],
    mayReplace: (newer) => labelledValues(newer).size > 0 || addends(newer).length > 0,
    test: (newer, older) => {
      if (!older.sameSubject) return false;
      const now = labelledValues(newer);
      for (const [label, value] of labelledValues(older.text)) {
        const v = now.get(label);
        if (v !== undefined && v !== value) return true;
      }
      const sums = addends(newer);
      return results(older.text).some((r) => sums.includes(r)) && results(newer).length > 0;
    },
  }),
  supersessionRule({
    id: 'changed-role',
    locales: ['en', 'de', 'es', 'fr', 'pl', 'pt', 'nl'],
    mayReplace: saysChangeOfRole,
    test: (newer, older) => {
      if (!older.standing || !older.sameSubject || !CHANGE_OF_ROLE.test(newer)) return false;
      const now = words(newer);
      // A common noun of the old fact (a job, a workplace, a home), not a name: names are who it is about.
      const common = words(replaceWikiLinks(older.text, () => ' ').replace(rx.gu`\p{Lu}[\p{L}'\u2019-]*`, ' '));
      return [...common].some((w) => w.length >= 4 && !TIME_WORDS.test(w) && now.has(w));
    },
  }),
];

/** A memory line's text for the rules: no list marker, no citation. */
function bare(line: string): string {
  return withoutCitation(line.replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/, '')).trim();
}

/** A line that cites a source ("· [[Journal/2026-06-05]] L4") is dated; the person's own facts are not. */
function cites(line: string): boolean {
  return withoutCitation(line).length < line.trim().length || findWikiLinks(line).some((f) => /\d{4}-\d{2}-\d{2}/.test(f.link.target));
}

export interface Replaced {
  note: MemoryNote;
  /** the line as the note holds it */
  text: string;
  rule: string;
  /** how much of the old line the newer one's change speaks to (0–1): the best of several matches wins */
  score: number;
}

/**
 * The older memory lines `text` replaces, in topic notes and digests, each
 * with the rule that found it and a score; never a struck line, never the
 * note's headings.
 */
export function findReplaced(memory: ExistingMemory, text: string, subjectPath: string | null, tiers: ReadonlySet<number>): Replaced[] {
  const out: Replaced[] = [];
  // Most lines say nothing a rule reads: they compare with no memory line at all.
  const rules = SUPERSESSION_RULES.filter((r) => r.mayReplace(text));
  if (rules.length === 0) return out;
  const own = bare(text);
  for (const note of memory.notes) {
    if (!tiers.has(note.tier) || note.untrusted) continue;
    for (const line of note.lines) {
      if (line.text.includes('~~') || !/^\s*(?:[-*+]|\d+[.)])\s/.test(line.text)) continue;
      const older: OldLine = { text: bare(line.text), standing: !cites(line.text), sameSubject: subjectPath !== null && note.path === subjectPath };
      if (older.text === '' || older.text === own) continue;
      const rule = rules.find((r) => r.test(text, older));
      // "Decided: we stay car-free." is the fact "no longer car-free" ends;
      // a long line that says "car-free" in passing is not: the shorter the
      // line, the more of it the change speaks to.
      if (rule) out.push({ note, text: line.text, rule: rule.id, score: 1 / Math.max(1, words(older.text).size) });
    }
  }
  return out;
}

/**
 * The older lines of a note that restate a fact a change of role replaced:
 * they share at least two of its words that can tell facts apart (four
 * letters or more, not a span of time, not the subject's name). "She's done with the
 * apteka — 12 h Saturdays, an owner who counts the paper clips" restates
 * "pharmacist at the apteka on Grunwaldzka — 12 h Saturdays" and is struck
 * with it; "Ola's farewell at the apteka: cake" shares one word and stays.
 */
export function restatedLines(note: MemoryNote, replaced: string): string[] {
  // The subject's own name is in half its lines: it tells nothing apart.
  const own = words(note.topic.replace(/-/g, ' '));
  const key = new Set([...distinctWords(bare(replaced))].filter((w) => !own.has(w)));
  if (key.size < 2) return [];
  const out: string[] = [];
  for (const line of note.lines) {
    if (line.text === replaced || line.text.includes('~~') || !/^\s*(?:[-*+]|\d+[.)])\s/.test(line.text)) continue;
    let shared = 0;
    for (const w of distinctWords(bare(line.text))) if (key.has(w)) shared++;
    if (shared >= 2) out.push(line.text);
  }
  return out;
}

/** Words of a line that can tell one fact from another: four letters or more, no span of time, no link. */
function distinctWords(text: string): Set<string> {
  return new Set([...words(replaceWikiLinks(text, () => ' '))].filter((w) => w.length >= 4 && !TIME_WORDS.test(w)));
}

/**
 * What a newer line says ended, when it ends a line the person wrote
 * themselves ("No longer car-free: bought the Octavia" ends "no car, on
 * purpose" in their index): the clause from the cue, else null.
 */
export function endsStanding(newer: string, older: string): string | null {
  const noLonger = SUPERSESSION_RULES.find((r) => r.id === 'no-longer');
  if (noLonger === undefined || !noLonger.test(newer, { text: older, standing: true, sameSubject: false })) return null;
  const m = NO_LONGER.map((re) => re.exec(newer)).find((x) => x !== null);
  const clause = m ? newer.slice(m.index).split(/[.;!?(]/u)[0]!.trim() : newer;
  return clause.length > 80 ? `${clause.slice(0, 79)}…` : clause;
}

/**
 * The change a line reports of the subject itself — "[[Kasia]] moved at the
 * weekend: Wrocław, Nadodrze", "Renata got the Szczecin job" — as the words
 * from the cue to the end of its clause; null when the line names no such
 * change, or the sentence with the cue does not name the subject before it.
 * The person's own index line for that subject gets it as a dated status
 * (settle/index-curation.ts), their words kept.
 */
export function changeOfSubject(text: string, names: readonly string[]): string | null {
  const fold = (s: string): string => s.normalize('NFC').toLowerCase();
  // One sentence splitter for every reader: "Umzug nach Münster ist fix, 1. Juli." is one sentence.
  for (const sentence of splitSentences(text)) {
    const m = CHANGE_OF_ROLE.exec(sentence);
    if (!m) continue;
    const before = fold(sentence.slice(0, m.index)).replace(/[[\]]/g, '');
    // The subject does it: its name right before the change ("told Ola I moved", "Dockclock: Tczew moved" are someone else's).
    const doer = names.some((n) => {
      if (n.trim().length < 2) return false;
      const at = new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(fold(n))}(?![\\p{L}])(.*)$`, 'u').exec(before);
      if (!at) return false;
      const between = at[1]!.match(rx.gu`[\p{L}\p{N}']+`) ?? [];
      return between.every((w) => BETWEEN_DOER_AND_CHANGE.has(w));
    });
    if (!doer) continue;
    const clause = sentence.slice(m.index).split(/\s+[\u2014\u2013]\s+|[;(]/u)[0]!.replace(/[\s!.,]+$/u, '');
    return clause.length > 80 ? `${clause.slice(0, 79)}…` : clause;
  }
  return null;
}

/** What may stand between a name and its change: "Kasia finally moved", "Ola has just got the job". */
const BETWEEN_DOER_AND_CHANGE = new Set('just finally officially has have had is was also now actually'.split(' '));
