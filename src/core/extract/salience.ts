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
import type { SalienceScore } from '../types';
import { hasCjk } from './similarity';
import { hasRelativeDate } from './relative-dates';
import { WIKILINK_SOURCE } from '../formats/wikilink';
import { SALIENCE_BASE } from './salience-words';

const TITLE_LINK_OR_CODE = new RegExp(String.raw`\`[^\`]+\`|${WIKILINK_SOURCE}|"[^"]{3,}"|“[^”]{3,}”`);

/** score in 0..1, and the steps that moved it from the base, in order */
export type Salience = SalienceScore;

interface SalienceContext {
  /** a speaker's turn in a conversation (null: the owner's own journal line) */
  speaker?: string | null;
  /** names of the other people talking: naming the listener is not naming a subject */
  addressees?: readonly string[];
}


const FIRST_PERSON_SUBJECT = /(?:^|[.!?;,:—–-]\s*|\b(?:and|but|so|because|when|then|now|also|just|finally)\s+)(?:i|we)\b(?!\s+(?:think|guess|mean|know|hope|wish|feel like|bet|agree|suppose)\b)|\bmy\b|\bour\b/i;
const DATE_OR_TIME =
  /\b(?:(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:in|since|until|by|last|next|this)\s+(?:january|february|march|april|june|july|august|september|october|november|december|May)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|(?:19|20)\d\d|\d{1,2}[:.]\d{2}\s*(?:am|pm)?|\d{1,2}\s*(?:am|pm)|\d{4}-\d{2}-\d{2}|(?:every|each)\s+(?:day|week|month|year|morning|evening|weekend))\b/i;
const NUMBER = /\d|\b(?:\w+-(?:year|month|week)-old|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|dozen|first|second|third|half)\b/i;
const RELATION =
  /\b(?:mom|mum|mother|dad|father|parents?|sister|brother|siblings?|husband|wife|partner|spouse|fianc[ée]e?|boyfriend|girlfriend|kids?|children|child|son|daughter|baby|grand(?:ma|pa|mother|father|kids?|children)|aunt|uncle|cousin|niece|nephew|family|friends?|bff|neighbou?r|colleague|coworker|boss|mentor|teacher|coach|team(?:mate)?s?|roommate|pets?|dog|cat|puppy|kitten|horse|bird|fish|turtle|snake|hamster|rabbit)\b/i;
const RELATION_WORDS = String.raw`(?:mom|mum|mother|dad|father|parents?|sister|brother|siblings?|husband|wife|partner|spouse|fianc[ée]e?|boyfriend|girlfriend|kids?|children|child|son|daughter|baby|grand(?:ma|pa|mother|father|kids?|children)|aunt|uncle|cousin|niece|nephew|family|friends?|bff|neighbou?r|colleague|coworker|boss|mentor|teacher|coach|roommate|pets?|dog|cat|puppy|kitten|horse|bird|fish|turtle|snake|hamster|rabbit)`;
const POSSESSED_RELATION = new RegExp(String.raw`\b(?:my|our|his|her|their|\p{L}+'s)\s+(?:\p{L}+\s+)?${RELATION_WORDS}\b|\bthe (?:kids|children|twins|baby|family)\b`, 'iu');
/** "the dog Luna", "friend Sam": no case folding, or every word after it would count as a name. */
const NAMED_RELATION = new RegExp(String.raw`\b${RELATION_WORDS}\s+\p{Lu}\p{Ll}+`, 'u');
const LIFE_EVENT =
  /\b(?:adopt\w*|bought (?:a|an|my|our|the first)|got (?:a|an|my|the|into|married|engaged|promoted|accepted|hired|fired)|own|married|engaged|divorc\w*|pregnant|born|moved|moving|graduat\w*|enroll\w*|signed up|joined|joining|start(?:ed|ing)|launch\w*|open(?:ed|ing)|clos(?:ed|ing)|quit|lost|won|finish(?:ed|ing)|complet\w*|retir\w*|hired|promot\w*|visit(?:ed|ing)|travel\w*|trip|flew|returned|took up|learn(?:ed|ing|t)|volunteer\w*|created|built|wrote|painted|published|recorded|released|ran|raced|competed|injur\w*|broke|sick|diagnos\w*|surgery|hospital|interview\w*|applied|accepted|passed|failed|camp\w*|hik\w*|concert|festival|class(?:es)?|course|workshop|conference|competition|tournament|marathon|race)\b/i;
const PREFERENCE_OR_DECISION =
  /\b(?:love|loved|like|liked|enjoy\w*|favou?rite|prefer\w*|passion\w*|into|hate|can'?t stand|decided|decision|chose|plan(?:s|ned|ning)? to|going to|gonna|want to|wanna|hope to|dream (?:is|of)|goal|aim to|thinking (?:of|about)|keen on|excited (?:about|for|to)|looking forward|working on|career|job|interested in|passionate about|(?:important|special|interesting) to (?:me|us))\b/i;
const QUANTITY =
  /\b\d+(?:[.,]\d+)?\s*(?:%|km|mi|miles?|m|kg|g|lbs?|pounds?|hours?|hrs?|h|minutes?|mins?|days?|weeks?|months?|years?|yrs?|times|people|users|pages|books|kids|euros?|dollars?|€|\$|k)\b|[$€£]\s?\d/i;
const QUESTION = /\?\s*$/;
const ADVICE_TO_YOU =
  /^(?:you (?:should|could|can|might|must|need|have to|gotta|will|'ll)|you'?ll|try|make sure|don'?t forget|remember to|be sure|keep|go for|give it|consider|take|check out|let'?s)\b|\b(?:you should|you could|you might want|you deserve|you'?re (?:so|really|doing|gonna|going to)|you'?ve got|you got this|proud of you|for you)\b/i;
const SECOND_PERSON = /\b(?:you|your|you're|you've|yours)\b/i;
/**
 * Chat style drops the "I": "Been busy tackling a project for veterans",
 * "Just got back from Rome", "Started a pottery class".
 */
const ELIDED_FIRST_PERSON =
  /^(?:just |finally |also |recently |already )?(?:been|went|got|started|finished|moved|joined|took|bought|visited|met|tried|spent|signed|adopted|booked|quit|learned|learnt|ran|won|lost)\b/i;
const FIRST_PERSON_ANY = /\b(?:i|i'm|i've|i'd|i'll|my|me|mine|we|we're|we've|our|us)\b/i;
const EVALUATION =
  /\b(?:awesome|amazing|great|cool|nice|wonderful|fantastic|incredible|beautiful|lovely|inspiring|powerful|special|fun|exciting|tough|hard|rough|sad|crazy|wild|perfect|impressive|stunning|gorgeous|sweet|cute|adorable|brave|proud|happy|glad|thankful|grateful|blessed|lucky|meaningful|rewarding|fulfilling)\b/i;
const FEELING = /\b(?:feel|feels|felt|feeling|made me|makes me|it was so|it's so|that's so|so much|really|totally|super)\b/i;
const GREETING_OR_REACTION =
  /^(?:hey|hi|hello|bye|thanks?|thank you|wow|aw+|oh|haha|lol|yay|yeah|yes|no|ok|okay|cool|nice|great|awesome|sure|congrats|congratulations|good (?:luck|job|to hear|for you)|see you|take care)\b/i;
const STOP =
  /^(?:a|an|the|and|or|but|if|of|to|in|on|at|for|with|by|from|as|is|are|was|were|be|been|i|me|my|we|our|you|your|he|she|it|they|them|his|her|its|their|this|that|so|just|very|really|too|also|do|did|have|has|had|not|it's|i'm|that's|what|how|all|some|about|out|up|much|lot|lots|get|got|can|will|would|could)$/i;

function words(text: string): string[] {
  return text.split(/\s+/).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')).filter((w) => w !== '');
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
    if (i === 0 || /[.!?:]["”’)]?$/.test(raw[i - 1]!)) return;
    const bare = w.replace(/^[^\p{L}]+|[^\p{L}\p{N}'’]+$/gu, '').replace(/['’]s$/, '');
    if (!/^\p{Lu}[\p{L}'’-]+$/u.test(bare) && !/^\p{Lu}{2,}$/u.test(bare)) return;
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
  const names = namedSubjects(text, ctx.addressees ?? []);
  if (names.length > 0) add(`names ${names.slice(0, 3).join(', ')}`, names.length > 1 ? 0.2 : 0.15);
  if (QUANTITY.test(text)) add('quantity (number with a unit)', 0.15);
  else if (NUMBER.test(text)) add('number', 0.1);
  if (TITLE_LINK_OR_CODE.test(text)) add('a title, link or code', 0.1);
  // "my sister", "our dog Luna", "Anna's husband" is a relationship; "with friends" is company.
  if (POSSESSED_RELATION.test(text) || NAMED_RELATION.test(text)) add('relationship, family or pet', 0.15);
  else if (RELATION.test(text)) add('mentions family, friends or pets', 0.05);
  if (LIFE_EVENT.test(text)) add('event, possession or activity', 0.15);
  if (PREFERENCE_OR_DECISION.test(text)) add('preference, plan or decision', 0.1);
  if (content.length >= 8) add('detail (8+ content words)', 0.1);
  // A line the person wrote in their own journal was chosen to be written down,
  // a far stronger hint than one turn of a chat; and a journal's telegraphic
  // style ("Good run, 10 km") leaves out the "I" it is about.
  if (ownJournal) add("the person's own journal line", 0.1);
  // The word lists are English; a statement in a script they cannot read is
  // given the benefit of the doubt its length earns (as "specific" did before).
  const cjk = hasCjk(text) ? (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length : 0;
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
  if (ws.length < 6 && cjk < 6) add('short (under 6 words)', -0.1);

  const score = Math.round(Math.min(1, Math.max(0, SALIENCE_BASE + steps.reduce((a, s) => a + s.delta, 0))) * 100) / 100;
  return { score, steps };
}

const CLAUSE_BREAK = /\s*(?:;|\s[—–-]\s|,\s+(?=(?:but|so|and|because|which|although|though|plus)\b))\s*/i;

/**
 * The most informative part of a turn or line, in its own words: the sentence
 * with the highest salience, cut to its best clause when the sentence runs on
 * (over 24 words). Ties go to the earlier sentence.
 */
/** Words that open a reply rather than a statement: "So, …", "Actually, …", "By the way, …". */
const OPENER = /^(?:so|actually|anyway|anyways|well|yeah|yep|oh|also|btw|by the way|honestly|basically|lately|plus|and|but)\s*,\s*(?=\p{L})/iu;
/** A closing clause after a dash or comma that only says how it felt: "– it was really rewarding", ", so cool!". */
const FELT_TAIL = new RegExp(String.raw`\s*(?:[—–]|\s-|,)\s*(?:(?:it|that|this)(?:'s| was| is| has been| felt)?|which (?:is|was)|so|such|really|what an?)?\s*(?:(?:so|really|super|very|pretty|truly|such an?|an?|totally)\s+)*(?:${EVALUATION.source.replace(/^\\b\(\?:|\)\\b$/g, '')})(?:\s+(?:time|experience|day|night|feeling|moment|vibe|vibes))?(?:\s+(?:together|overall|for (?:me|us|them|everyone)))?\s*([.!]*)\s*$`, 'iu');

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

/** A gist shorter than this many words announces more than it says. */
const SHORT_GIST_WORDS = 8;

export function gistOf(sentences: readonly string[], ctx: SalienceContext = {}): { text: string; salience: Salience } | null {
  let best: { text: string; salience: Salience; at: number } | null = null;
  for (const [i, sentence] of sentences.entries()) {
    let text = sentence;
    let salience = salienceOf(sentence, ctx);
    if (words(sentence).length > 24) {
      for (const part of sentence.split(CLAUSE_BREAK)) {
        const clause = part.trim().replace(/^(?:and|but|so|because|which|although|though|plus)\s+/i, '');
        if (words(clause).length < 5) continue;
        // A clause that says as much as its whole sentence is the better gist: shorter.
        const s = salienceOf(clause, ctx);
        if (s.score >= salience.score) {
          text = clause.charAt(0).toUpperCase() + clause.slice(1);
          salience = s;
        }
      }
    }
    if (!best || salience.score > best.salience.score) best = { text, salience, at: i };
  }
  if (best === null) return null;
  best = { ...best, text: withoutAsides(best.text) };
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
