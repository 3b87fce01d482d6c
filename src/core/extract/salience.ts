/**
 * Salience: how worth remembering one statement is, read from its words.
 *
 * The old "specific" test fired on any capitalised word or digit, so nearly
 * every chat and journal line scored alike and the tier-1 gate cut through
 * one flat band. Salience adds up what a person would want to find again a
 * year later — who did what, when, with whom, how many, what they own, like or
 * decided — and takes off for what only mattered in the moment: questions,
 * advice to the listener, "that's awesome", greetings.
 *
 * Each feature is a named step, so `explain` and the Pending panel can show
 * why a line was kept or dropped. Tables of examples with their scores:
 * test/candidates/salience.test.ts; the measured effect: docs/ranking.md.
 */
import { hasCjk } from './similarity';
import { hasRelativeDate } from './relative-dates';
import { WIKILINK_SOURCE } from '../formats/wikilink';
import { SALIENCE_BASE, type SalienceScore } from './salience-words';
import { subjectPhrases } from './subject-phrases';
import { rx } from '../lib/rx';
import { inJoinedScript } from '../lib/text';
import { joinedScriptNames } from './rules/joined-names';

const TITLE_LINK_OR_CODE = new RegExp(String.raw`\`[^\`]+\`|${WIKILINK_SOURCE}|"[^"]{3,}"|\u201c[^\u201d]{3,}\u201d`);

/** score in 0..1, and the steps that moved it from the base, in order */
export type Salience = SalienceScore;

interface SalienceContext {
  /** a speaker's turn in a conversation (null: the owner's own journal line) */
  speaker?: string | null;
  /** names of the other people talking: naming the listener is not naming a subject */
  addressees?: readonly string[];
}


const FIRST_PERSON_SUBJECT = /(?:^|[.!?;,:\u2014\u2013-]\s*|\b(?:and|but|so|because|when|then|now|also|just|finally)\s+)(?:i|we)\b(?!\s+(?:think|guess|mean|know|hope|wish|feel like|bet|agree|suppose)\b)|\bmy\b|\bour\b/i;
const DATE_OR_TIME =
  /\b(?:(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:in|since|until|by|last|next|this)\s+(?:january|february|march|april|june|july|august|september|october|november|december|May)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|(?:19|20)\d\d|\d{1,2}[:.]\d{2}\s*(?:am|pm)?|\d{1,2}\s*(?:am|pm)|\d{4}-\d{2}-\d{2}|(?:every|each)\s+(?:day|week|month|year|morning|evening|weekend))\b/i;
const NUMBER = /\d|\b(?:\w+-(?:year|month|week)-old|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|dozen|first|second|third|half)\b/i;
const RELATION =
  /\b(?:mom|mum|mother|dad|father|parents?|sister|brother|siblings?|husband|wife|partner|spouse|fianc[\u00e9e]e?|boyfriend|girlfriend|kids?|children|child|son|daughter|baby|grand(?:ma|pa|mother|father|kids?|children)|aunt|uncle|cousin|niece|nephew|family|friends?|bff|neighbou?r|colleague|coworker|boss|mentor|teacher|coach|team(?:mate)?s?|roommate|pets?|dog|cat|puppy|kitten|horse|bird|fish|turtle|snake|hamster|rabbit)\b/i;
const RELATION_WORDS = String.raw`(?:mom|mum|mother|dad|father|parents?|sister|brother|siblings?|husband|wife|partner|spouse|fianc[\u00e9e]e?|boyfriend|girlfriend|kids?|children|child|son|daughter|baby|grand(?:ma|pa|mother|father|kids?|children)|aunt|uncle|cousin|niece|nephew|family|friends?|bff|neighbou?r|colleague|coworker|boss|mentor|teacher|coach|roommate|pets?|dog|cat|puppy|kitten|horse|bird|fish|turtle|snake|hamster|rabbit)`;
const POSSESSED_RELATION = new RegExp(String.raw`\b(?:my|our|his|her|their|\p{L}+'s)\s+(?:\p{L}+\s+)?${RELATION_WORDS}\b|\bthe (?:kids|children|twins|baby|family)\b`, 'iu');
/** "the dog Luna", "friend Sam": no case folding, or every word after it would count as a name. */
const NAMED_RELATION = new RegExp(String.raw`\b${RELATION_WORDS}\s+\p{Lu}\p{Ll}+`, 'u');
const LIFE_EVENT =
  /\b(?:adopt\w*|bought (?:a|an|my|our|the first)|got (?:a|an|my|the|into|married|engaged|promoted|accepted|hired|fired)|own|married|engaged|divorc\w*|pregnant|born|moved|moving|graduat\w*|enroll\w*|signed up|joined|joining|start(?:ed|ing)|launch\w*|open(?:ed|ing)|clos(?:ed|ing)|quit|lost|won(?!['\u2019]t)|met|finish(?:ed|ing)|complet\w*|retir\w*|hired|promot\w*|visit(?:ed|ing)|travel\w*|trip|flew|returned|took up|learn(?:ed|ing|t)|volunteer\w*|created|built|wrote|painted|published|recorded|released|ran|raced|competed|injur\w*|broke|sick|diagnos\w*|surgery|hospital|interview\w*|applied|accepted|passed|failed|camp\w*|hik\w*|concert|festival|class(?:es)?|course|workshop|conference|competition|tournament|marathon|race)\b/i;
const PREFERENCE_OR_DECISION =
  /\b(?:love|loved|like|liked|enjoy\w*|favou?rite|prefer\w*|passion\w*|into|hate|can'?t stand|decided|decision|chose|plan(?:s|ned|ning)? to|going to|gonna|want to|wanna|hope to|dream (?:is|of)|goal|aim to|thinking (?:of|about)|keen on|excited (?:about|for|to)|looking forward|working on|career|job|interested in|passionate about|(?:important|special|interesting) to (?:me|us))\b/i;
const QUANTITY =
  /\b\d+(?:[.,]\d+)?\s*(?:%|km|mi|miles?|m|kg|g|lbs?|pounds?|hours?|hrs?|h|minutes?|mins?|days?|weeks?|months?|years?|yrs?|times|people|users|pages|books|kids|euros?|dollars?|\u20ac|\$|k)\b|[$\u20ac\u00a3]\s?\d/i;
const QUESTION = /\?\s*$/;
const ADVICE_TO_YOU =
  /^(?:you (?:should|could|can|might|must|need|have to|gotta|will|'ll)|you'?ll|try|make sure|don'?t forget|remember to|be sure|keep|go for|give it|consider|take|check out|let'?s)\b|\b(?:you should|you could|you might want|you deserve|you'?re (?:so|really|doing|gonna|going to)|you'?ve got|you got this|proud of you|for you)\b/i;
const SECOND_PERSON = /\b(?:you|your|you're|you've|yours)\b/i;
/**
 * Chat style drops the "I": "Been busy tackling a project for veterans",
 * "Just got back from Rome", "Started a pottery class".
 */
const ELIDED_FIRST_PERSON =
  /^(?:just |finally |also |recently |already )?(?:been|went|got|started|finished|moved|joined|took|bought|visited|met|tried|spent|signed|adopted|booked|quit|learned|learnt|ran|won(?!['\u2019]t)|lost)\b/i;
const FIRST_PERSON_ANY = /\b(?:i|i'm|i've|i'd|i'll|my|me|mine|we|we're|we've|our|us)\b/i;
const EVALUATION =
  /\b(?:awesome|amazing|great|cool|nice|wonderful|fantastic|incredible|beautiful|lovely|inspiring|powerful|special|fun|exciting|tough|hard|rough|sad|crazy|wild|perfect|impressive|stunning|gorgeous|sweet|cute|adorable|brave|proud|happy|glad|thankful|grateful|blessed|lucky|meaningful|rewarding|fulfilling)\b/i;
const FEELING = /\b(?:feel|feels|felt|feeling|made me|makes me|it was so|it's so|that's so|so much|really|totally|super)\b/i;
const GREETING_OR_REACTION =
  /^(?:hey|hi|hello|bye|thanks?|thank you|wow|aw+|oh|haha|lol|yay|yeah|yes|no|ok|okay|cool|nice|great|awesome|sure|congrats|congratulations|good (?:luck|job|to hear|for you)|see you|take care)\b/i;
/** The salience step of a line that says nothing checkable (offline-extractor.ts drops such a turn). */
export const NOTHING_CHECKABLE_STEP = 'nothing checkable (a maxim, a wish or resolve)';

/**
 * What a conversation says about no one in particular, or only how someone
 * means to carry on: a maxim ("It's important to support each other",
 * "Nothing beats a good meal", "Moments like these remind me…"), picturing
 * the listener's news ("I can imagine it felt good"), resolve ("I won't
 * quit", "I'm gonna keep going and reach my dreams", "I'm sure it'll pay
 * off") and a shared "let's …". A reader cannot check any of it a year
 * later; with nothing concrete beside it (a name, a date, a number, a title)
 * it is talk, not memory.
 */
const NOTHING_CHECKABLE: RegExp[] = [
  // maxims
  /(?:^|,\s*)(?:it'?s|it is|that'?s|this is)\s+(?:also\s+|so\s+|really\s+|super\s+|very\s+|always\s+|just\s+)?(?:important|good|great|nice|key|crucial|essential|vital|amazing|awesome|cool|wonderful|inspiring|incredible|crazy|funny|interesting|hard|tough|true)\s+(?:to|that|how|when|what|for)\b/i,
  /^(?:it|that|this)\s+(?:takes|reminds (?:us|me) that|'?s not just)\b/i,
  /^(?:nothing|there'?s nothing)\s+(?:beats|compares|like|better)\b/i,
  /\b(?:moments?|times?|things?|days?|experiences?|people)\s+like\s+(?:these|this|that|those)\b/i,
  /^life(?:'s| is| can be)\b/i,
  /\b(?:makes?|made)\s+(?:it\s+)?all\s+(?:the difference|worth it)\b|\bit'?s (?:all )?(?:about|worth it)\b/i,
  /^(?:we|you|they)\s+(?:gotta|have to|need to|should|must|just need|can always)\b/i,
  rx.iu`^(?:[\p{L}-]+\s+){0,4}(?:is|are)\s+(?:so\s+|really\s+)?(?:key|crucial|essential|vital|everything)\b`,
  // picturing what the listener told
  /^i\s+(?:can|could)\s+(?:imagine|picture|tell|see (?:why|how|that))\b|^i bet\b|^(?:sounds|looks|seems|must be|must have)\b/i,
  // resolve
  /\b(?:won'?t|will not|never|not gonna|not going to|don'?t|can'?t)\s+(?:ever\s+)?(?:give up|quit|stop\b|let (?:anything|anyone|it|that|this|them|nothing|fear|setbacks?)\b|back down)/i,
  /\bkeep(?:s|ing)?\s+(?:on\s+)?(?:going|pushing|fighting|believing|chasing|moving|trying|at it|it up|smiling|hustling|grinding|working hard|spreading|making)\b/i,
  /\b(?:reach|chase|chasing|achieve|follow|following|live|living|make|reaching|pursue|pursuing)\s+(?:my|our|your|his|her|their)\s+(?:own\s+)?(?:dreams?|goals?|passions?)\b/i,
  /\b(?:make it|get there|pay off|be worth it|come true|make it happen)\s*[.!]*$/i,
  /^(?:i'?m|i am|we'?re|we are)\s+(?:so\s+|really\s+|super\s+|feeling\s+)?(?:sure|confident|determined|positive|hopeful|staying positive|staying hopeful)\b/i,
  // a shared "let's …"
  /(?:^|[,;:]\s*)let'?s\b/i,
];

/** subject-phrases.ts rules that find a thing or an activity (family and travel count as relation and event). */
const THING_RULES = new Set(['possessed thing', 'venture', 'own business', 'activity-class', 'taken-up activity', 'played thing', 'field', 'interest', 'sought thing']);

const STOP =
  /^(?:a|an|the|and|or|but|if|of|to|in|on|at|for|with|by|from|as|is|are|was|were|be|been|i|me|my|we|our|you|your|he|she|it|they|them|his|her|its|their|this|that|so|just|very|really|too|also|do|did|have|has|had|not|it's|i'm|that's|what|how|all|some|about|out|up|much|lot|lots|get|got|can|will|would|could)$/i;

function words(text: string): string[] {
  return text.split(/\s+/).map((w) => w.replace(rx.gu`^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$`, '')).filter((w) => w !== '');
}

const MONTH_OR_DAY = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|i|i'm|i've|i'd|i'll)$/i;

/**
 * A capitalised word that does not start a sentence, is not "I", a month or a
 * weekday, and is not one of the people talking: a person, pet, place or thing
 * the line is about.
 */
export function namedSubjects(text: string, addressees: readonly string[] = []): string[] {
  const listeners = addressees.flatMap((a) => a.toLowerCase().split(/\s+/)).filter((n) => n.length >= 3);
  // "Mel", "Mell" for Melanie: a nickname or typo of the listener's name is still the listener.
  const isListener = (w: string): boolean => listeners.some((n) => w.slice(0, 3) === n.slice(0, 3) && w.length <= n.length + 1);
  const raw = text.split(/\s+/).filter((w) => w !== '');
  const out: string[] = [];
  raw.forEach((w, i) => {
    if (i === 0 || /[.!?:]["\u201d\u2019)]?$/.test(raw[i - 1]!)) return;
    const bare = w.replace(rx.gu`^[^\p{L}]+|[^\p{L}\p{N}'\u2019]+$`, '').replace(/['\u2019]s$/, '');
    if (!rx.u`^\p{Lu}[\p{L}'\u2019-]+$`.test(bare) && !rx.u`^\p{Lu}{2,}$`.test(bare)) return;
    if (MONTH_OR_DAY.test(bare) || isListener(bare.toLowerCase())) return;
    out.push(bare);
  });
  return out;
}

/** How worth remembering one statement is (a sentence or clause, without its speaker label). */
export function salienceOf(text: string, ctx: SalienceContext = {}): Salience {
  const steps: Salience['steps'] = [];
  const add = (feature: string, delta: number): void => {
    steps.push({ feature, delta });
  };
  const ws = words(text);
  const content = ws.filter((w) => !STOP.test(w));
  // A journal line's missing "I" is already counted as the person's own line (below).
  const ownJournal = ctx.speaker === null || ctx.speaker === undefined;
  const firstPerson = FIRST_PERSON_SUBJECT.test(text) || (!ownJournal && ELIDED_FIRST_PERSON.test(text));
  if (firstPerson) add('first-person subject', 0.1);
  if (DATE_OR_TIME.test(text) || hasRelativeDate(text)) add('date or time', 0.15);
  // Chinese and Japanese mark names by brackets and forms of address, not capitals (rules/joined-names.ts).
  const names = [...namedSubjects(text, ctx.addressees ?? []), ...(inJoinedScript(text) ? joinedScriptNames(text) : [])];
  if (names.length > 0) add(`names ${names.slice(0, 3).join(', ')}`, names.length > 1 ? 0.2 : 0.15);
  if (QUANTITY.test(text)) add('quantity (number with a unit)', 0.15);
  else if (NUMBER.test(text)) add('number', 0.1);
  if (TITLE_LINK_OR_CODE.test(text)) add('a title, link or code', 0.1);
  // "my sister", "our dog Luna", "Anna's husband" is a relationship; "with friends" is company.
  if (POSSESSED_RELATION.test(text) || NAMED_RELATION.test(text)) add('relationship, family or pet', 0.15);
  else if (RELATION.test(text)) add('mentions family, friends or pets', 0.05);
  if (LIFE_EVENT.test(text)) add('event, possession or activity', 0.15);
  // "my bank account", "my store", "a pottery class", "I love performing": a thing or activity of someone's own, checkable later.
  else if (!ownJournal && subjectPhrases(text).some((p) => THING_RULES.has(p.rule))) add('a thing or activity of their own', 0.1);
  if (PREFERENCE_OR_DECISION.test(text)) add('preference, plan or decision', 0.1);
  if (content.length >= 8) add('detail (8+ content words)', 0.1);
  // A line the person wrote in their own journal was chosen to be written down,
  // a far stronger hint than one turn of a chat; and a journal's telegraphic
  // style ("Good run, 10 km") leaves out the "I" it is about.
  if (ownJournal) add("the person's own journal line", 0.1);
  // The word lists are English; a statement in a script they cannot read is
  // given the benefit of the doubt its length earns (as "specific" did before).
  const cjk = hasCjk(text) ? (text.match(rx.gu`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]`) ?? []).length : 0;
  if (cjk >= 6) add('CJK statement (6+ characters)', 0.25);

  if (QUESTION.test(text)) add('question', -0.35);
  const toYou = SECOND_PERSON.test(text) && (ADVICE_TO_YOU.test(text) || !FIRST_PERSON_ANY.test(text));
  if (toYou) add('said to or about the listener', -0.25);
  else if (SECOND_PERSON.test(text)) add('mentions the listener', -0.1);
  const anchored = steps.some((x) => x.delta > 0 && !x.feature.startsWith('detail'));
  if (!anchored && !toYou && !ownJournal) add('general remark (no one, nothing named)', -0.1);
  // "That's awesome", "it was so powerful": how it felt, with little to recall.
  // …unless it also says who, when, how many or what happened: "our one-year-old
  // is so cute, his name is Kyle" is about Kyle, not about cuteness.
  const evaluative = content.filter((w) => EVALUATION.test(w)).length;
  const concrete = steps.some((x) => /^(?:names|date|quantity|number|relationship|event)/.test(x.feature));
  if (!concrete && evaluative > 0 && (content.length - evaluative < 4 || (FEELING.test(text) && content.length - evaluative < 6))) add('generic evaluation', -0.2);
  if (GREETING_OR_REACTION.test(text) && content.length < 6) add('greeting or reaction', -0.2);
  // Conversation talk only: a line of the person's own journal was written down on purpose.
  const checkable = steps.some((x) => /^(?:names|date|quantity|number|a title)/.test(x.feature));
  if (!ownJournal && !checkable && NOTHING_CHECKABLE.some((re) => re.test(text))) add(NOTHING_CHECKABLE_STEP, -0.2);
  if (ws.length < 6 && cjk < 6) add('short (under 6 words)', -0.1);

  const score = Math.round(Math.min(1, Math.max(0, SALIENCE_BASE + steps.reduce((a, s) => a + s.delta, 0))) * 100) / 100;
  return { score, steps };
}

const CLAUSE_BREAK = /\s*(?:;|\s[\u2014\u2013-]\s|,\s+(?=(?:but|so|and|because|which|although|though|plus)\b))\s*/i;

/**
 * The most informative part of a turn or line, in its own words: the sentence
 * with the highest salience, cut to its best clause when the sentence runs on
 * (over 24 words). Ties go to the earlier sentence.
 */
/** Words that open a reply rather than a statement: "So, …", "Actually, …", "By the way, …". */
const OPENER = rx.iu`^(?:so|actually|anyway|anyways|well|yeah|yep|oh|also|btw|by the way|honestly|basically|lately|plus|and|but)\s*,\s*(?=\p{L})`;
/** A closing clause after a dash or comma that only says how it felt: "– it was really rewarding", ", so cool!". */
const FELT_TAIL = new RegExp(String.raw`\s*(?:[\u2014\u2013]|\s-|,)\s*(?:(?:it|that|this)(?:'s| was| is| has been| felt)?|which (?:is|was)|so|such|really|what an?)?\s*(?:(?:so|really|super|very|pretty|truly|such an?|an?|totally)\s+)*(?:${EVALUATION.source.replace(/^\\b\(\?:|\)\\b$/g, '')})(?:\s+(?:time|experience|day|night|feeling|moment|vibe|vibes))?(?:\s+(?:together|overall|for (?:me|us|them|everyone)))?\s*([.!]*)\s*$`, 'iu');

/**
 * The gist without what only carries the talk: an opening "So," or "Actually,"
 * and a closing clause that only says how it felt ("I ran a charity race on
 * 20 May 2023 – it was really rewarding." → "I ran a charity race on 20 May
 * 2023."). What is left keeps its end mark; a gist that would fall under five
 * words stays as it was.
 */
export function withoutAsides(text: string): string {
  let out = text.replace(OPENER, '');
  out = out.replace(FELT_TAIL, (_m, end: string) => (end === '' ? '.' : end.slice(0, 1)));
  if (words(out).length < 5) return text;
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** Features that say something checkable: who, when, how many, what happened, whose thing. */
const CONCRETE = /^(?:names|date|quantity|number|a title|relationship|mentions family|event|a thing|preference)/;
/** A pronoun that refers to something said before it (looked for in a clause's first five words). */
const POINTS_BACK = /\b(?:it|its|it's|this|that|them|these|those|they|their|one)\b/i;
/** Where a sentence's clauses meet, the break kept: "; ", " - ", ", but ", ", and ". */
const CLAUSE_SPLIT = /(\s*(?:;|\s[\u2014\u2013-]\s|,\s+(?=(?:but|so|and|because|although|though|plus)\b))\s*)/i;

/**
 * A gist keeps the clauses that say something checkable: "On 24 April 2023 I
 * went to a fair to show off my studio - it was stressful but great!" keeps
 * the fair; "So much has happened since we last spoke - I went to an LGBTQ
 * conference on 10 July 2023" keeps the conference. A clause is idle when no
 * concrete feature (a name, a date, a number, a relation, an event, a thing
 * of someone's own) scores in it; idle clauses go when a concrete one stays
 * and what is left has five words or more.
 */
export function withoutIdleClauses(text: string, ctx: SalienceContext = {}): string {
  const pieces = text.split(CLAUSE_SPLIT);
  if (pieces.length < 3) return text;
  const clauses: { text: string; sep: string; concrete: boolean }[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const t = pieces[i]!;
    clauses.push({ text: t, sep: i === 0 ? '' : pieces[i - 1]!, concrete: salienceOf(t, ctx).steps.some((x) => x.delta > 0 && CONCRETE.test(x.feature)) });
  }
  if (clauses.every((c) => c.concrete) || !clauses.some((c) => c.concrete)) return text;
  // A clause a conjunction joins on ("…, so I'm always on the hunt for new pieces") carries on the statement: it stays.
  const kept = clauses.filter((c, i) => c.concrete || (i > 0 && c.sep.includes(',')));
  // "…customer feedback is important, so I'm gonna try it out": a kept clause that points back needs what it points at.
  const firstDropped = clauses.findIndex((c) => !kept.includes(c));
  if (clauses.some((c, i) => i > firstDropped && kept.includes(c) && POINTS_BACK.test(words(c.text).slice(0, 5).join(' ')))) return text;
  let out = kept.map((c, i) => (i === 0 ? c.text : `${c.sep}${c.text}`)).join('');
  if (words(out).length < 5) return text;
  out = out.replace(/^(?:and|but|because|although|though|plus|so(?=,|\s+(?:i|we|he|she|they|it|my|our)\b))[,\s]+/i, '').replace(/[,;:\s\u2014\u2013-]+$/, '');
  const end = /[.!?]["\u201d\u2019)]*$/.exec(text.trim())?.[0].slice(0, 1) ?? '';
  if (!/[.!?]["\u201d\u2019)]*$/.test(out)) out += end === '' ? '.' : end;
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** A clause set off by a semicolon or a dash. */
const SET_OFF = /\s*(?:;|\s[\u2014\u2013-]\s)\s*/;
/** A sentence longer than this many words is cut to a clause that keeps what made it salient. */
const LONG_SENTENCE_WORDS = 16;

/** The concrete steps of a score ("names Rome", "date or time", "a thing or activity of their own"). */
function concreteSteps(s: Salience): Set<string> {
  return new Set(s.steps.filter((x) => x.delta > 0 && CONCRETE.test(x.feature) && !x.feature.startsWith('preference')).map((x) => x.feature));
}

/** A gist shorter than this many words announces more than it says. */
const SHORT_GIST_WORDS = 8;

export function gistOf(sentences: readonly string[], ctx: SalienceContext = {}): { text: string; salience: Salience } | null {
  let best: { text: string; salience: Salience; at: number } | null = null;
  for (const [i, sentence] of sentences.entries()) {
    let text = sentence;
    let salience = salienceOf(sentence, ctx);
    if (words(sentence).length > LONG_SENTENCE_WORDS) {
      const need = concreteSteps(salience);
      const end = /[.!?]$/.exec(sentence)?.[0] ?? '';
      for (const part of sentence.split(CLAUSE_BREAK)) {
        const clause = part.trim().replace(/^(?:and|but|so|because|which|although|though|plus)\s+/i, '');
        if (words(clause).length < 5 || words(clause).length >= words(text).length) continue;
        // A clause that says as much as its whole sentence is the better gist: shorter.
        // As much: as salient, or — a clause set off by a dash or a semicolon, where a
        // conjunction does not carry the statement on — every name, date, number, event
        // and thing the sentence had.
        const s = salienceOf(clause, ctx);
        const has = concreteSteps(s);
        const apart = sentence.split(SET_OFF).some((x) => x.trim().replace(/[.!?]$/, '') === part.trim().replace(/[.!?]$/, ''));
        if (s.score >= salience.score || (apart && need.size > 0 && [...need].every((f) => has.has(f)))) {
          text = clause.charAt(0).toUpperCase() + clause.slice(1);
          if (!/[.!?]["\u201d\u2019)]*$/.test(text)) text += end;
          if (s.score >= salience.score) salience = s;
        }
      }
    }
    if (!best || salience.score > best.salience.score) best = { text, salience, at: i };
  }
  if (best === null) return null;
  best = { ...best, text: withoutAsides(withoutIdleClauses(best.text, ctx)) };
  // A short gist ("Guess what - I got a puppy two weeks ago!") keeps the
  // sentence after it ("Her name's Coco and she's adorable."): still the
  // turn's own words, and what the short one was announcing. Its score stays
  // the gist's, so what is kept does not change, only how much of it.
  const next = sentences[best.at + 1];
  if (words(best.text).length < SHORT_GIST_WORDS && next !== undefined && best.text === sentences[best.at]) {
    return { text: `${best.text} ${next}`, salience: best.salience };
  }
  return { text: best.text, salience: best.salience };
}
