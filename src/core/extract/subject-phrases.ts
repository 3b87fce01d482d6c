/**
 * Subjects said in common nouns: the hobby, venture, pet or thing a line is
 * about when it names no one ("I signed up for a pottery class", "Painting
 * landscapes is my favourite", "my turtles love the new tank").
 *
 * Capitalised names (subjects.ts, namesIn) find people and places; these rules
 * find the rest, in the positions where a noun is what a sentence is about —
 * never any noun anywhere. Each rule is named, and its examples (test/memory/
 * subject-phrases.test.ts) are its documentation:
 *
 * - activity-class: the activity a class, course, lesson or workshop teaches
 *   ("a pottery class" → pottery);
 * - venture: what someone runs or keeps, a compound ending in studio, store,
 *   shop, business, band, club, team, blog, garden… ("my own dance studio" →
 *   dance studio);
 * - taken-up activity: a gerund after a verb of doing or liking ("went
 *   camping", "I love painting", "took up running" → camping, painting,
 *   running);
 * - sentence subject: a one-word noun (or gerund with its object) that opens
 *   a sentence and is what the verb says something about ("Pottery is a huge
 *   part of my life" → pottery);
 * - possessed thing: "my …"/"our …" a thing of one's own, not a relative
 *   ("my screenplay", "our turtles" → screenplay, turtle);
 * - interest: what someone loves, is passionate about or interested in
 *   ("my love for dance and fashion" → dance, fashion; "passionate about
 *   basketball" → basketball);
 * - field: the field a career, an industry, an internship, its players,
 *   skills, novels or editors belong to ("my basketball career", "a fashion
 *   internship", "fantasy novels", "marketing skills" → basketball, fashion,
 *   fantasy, marketing);
 * - family: "my kids", "our son", "my husband" → the speaker's family
 *   (subjects.ts names whose: "Melanie's family", or the owner's "Family");
 * - travel: "my trip", "a road trip", "our vacation" → travel;
 * - sought thing: what someone looks, searches or hunts for, pitches to or
 *   met ("looking for investors", "met some investors" → investor);
 * - own business: "my business", "our biz" → the venture its speaker named
 *   ("my dance studio"), when they named exactly one (subjects.ts).
 *
 * Never a subject (the not-a-subject classes): friends and the people around
 * someone ("my friends", "my customers"), a word too general to hold a note (time, life, day, thing, stuff, pic,
 * dream…), a unit, a number, a weekday or a month. A phrase found once is a
 * guess; it becomes a note only when it recurs (subjects.ts, SUBJECT_MIN_DAYS).
 */

/** The subject every "my kids", "our son" names; subjects.ts says whose. */
import { rx } from '../lib/rx';
import { inJoinedScript } from '../lib/text';

export const FAMILY = 'family';

/** "My business", "our biz": the venture whoever says it runs, when they named one (subjects.ts); else no subject. */
export const OWN_BUSINESS = 'own-business';

/** Family and friends: a line about "my kids" is about the speaker's family, kept in the speaker's note. */
const RELATIVES = new Set((
  'mom mum mother dad father parent parents sister brother sibling siblings husband wife partner spouse ' +
  'fiance fiancee boyfriend girlfriend kid kids child children son daughter baby babies grandma grandpa ' +
  'grandmother grandfather grandkid grandkids grandchildren aunt uncle cousin niece nephew family fam ' +
  'friend friends bff buddy buddies neighbor neighbour colleague coworker boss mentor roommate folks ' +
  'youngest oldest eldest twins customer customers client clients student students teammate teammates ' +
  'fan fans follower followers coach teacher classmate classmates member members guest guests reader readers ' +
  'audience crew staff employee employees'
).split(' '));

/**
 * Too general to hold a note: what a line says about, not what it is about.
 * Also units, time words and words that only point ("pic", "one").
 */
const GENERAL = new Set((
  'time times day days week weeks weekend weekends month months year years today tonight morning mornings ' +
  'evening evenings night nights life lives thing things stuff way ways lot lots bit bits kind sort part parts ' +
  'fun experience experiences moment moments memory memories people person world mind minds heart soul ' +
  'feeling feelings emotion emotions love idea ideas dream dreams goal goals passion passions journey self ' +
  'own best favorite favourite place places home house something anything everything nothing everyone ' +
  'someone anyone pic pics picture pictures photo photos chat chats talk story stories question questions ' +
  'news support help advice reason reasons opportunity opportunities chance chances break vibe vibes energy ' +
  'hope hopes joy peace happiness strength courage confidence motivation inspiration creativity future past ' +
  'plan plans progress success side end start step steps sense point fact answer one ones attention focus ' +
  'skill skills hobby hobbies interest interests activity activities thought thoughts opinion opinions ' +
  'situation problem problems issue issues stress health body mood head eyes face hands voice name names ' +
  'job work career new old first last next whole other same little big lot tip tips result results ' +
  'minute minutes hour hours second seconds mile miles km kg lb lbs percent dollar dollars euro euros ' +
  'buck bucks money cash number numbers piece pieces kind type types style styles level levels bunch ' +
  'game games show shows event events trip trips class classes course courses lesson lessons ' +
  'workshop workshops session sessions practice training group groups project projects team teams ' +
  'monday tuesday wednesday thursday friday saturday sunday january february march april may june july ' +
  'august september october november december summer winter spring autumn fall holiday holidays birthday ' +
  'favourite own back list lists spot spots business biz company firm office area areas action actions side ' +
  'belief beliefs bond bonds companion companions growth potential destiny path paths faith determination drive grit ' +
  'resilience vision commitment effort efforts info information country countries nation'
).split(' '));

/** -ing words that are not activities: verbs of doing anything, adjectives, nouns that happen to end in -ing. */
const NOT_ACTIVITIES = new Set((
  'going doing getting thinking being having making trying looking feeling seeing saying coming talking ' +
  'waiting planning hoping wondering missing spending sharing helping keeping telling showing putting ' +
  'giving starting working living taking finding leaving learning growing becoming using wanting needing ' +
  'amazing interesting exciting inspiring relaxing challenging rewarding fulfilling touching boring ' +
  'annoying surprising refreshing encouraging heartwarming outstanding interesting something anything ' +
  'everything nothing morning evening during thing king ring spring string bring wedding building ' +
  'meeting everything ceiling feeling setting offering belonging clothing pudding ending beginning ' +
  'watching playing building collecting shopping pushing chasing creating bringing serving supporting'
).split(' '));

const STOP = new Set((
  'a an the my our your his her their its this that these those some any more most much many few new own ' +
  'first last next great good local online free weekly daily big little old same other such very really ' +
  'just so also too and or but of in on at for to with from by about into over after before every each ' +
  'all both is are was were be been am i me we us you he she it they them what which who how when where ' +
  'why not no yes one two three through across around during without within against between among toward towards ' +
  'upon under above below behind beyond despite since until while because though although like than'
).split(' '));

/**
 * The head of a venture compound: "dance-studio" → "studio". A person who
 * runs "my dance studio" means it by "my studio" too (subjects.ts makes the
 * two one subject).
 */
export function ventureHead(topic: string): string | null {
  const m = new RegExp(`^\\p{L}+-(${VENTURE})$`, 'u').exec(topic);
  return m && topic !== OWN_BUSINESS ? m[1]! : null;
}

/** "turtles" → "turtle", "hobbies" → "hobby", "classes" → "class"; "glass", "bus", "tennis", "clothes" stay. */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is|ics|thes)$/.test(word)) return word;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** One word may name a subject: not a relative, not general, not a stop word, letters only. */
function subjectWord(word: string): boolean {
  const w = word.toLowerCase();
  const one = singular(w);
  return rx.u`^\p{L}{3,}$`.test(w) && !/ly$/.test(w) && !STOP.has(w) && !GENERAL.has(w) && !GENERAL.has(one) && !RELATIVES.has(w) && !RELATIVES.has(one);
}

function activity(word: string): string | null {
  const w = word.toLowerCase();
  return w.length >= 6 && w.endsWith('ing') && !NOT_ACTIVITIES.has(w) && subjectWord(w) ? w : null;
}

interface PhraseRule {
  name: string;
  re: RegExp;
  /** the subject(s) from one match, or null */
  pick: (m: RegExpMatchArray) => string | readonly (string | null)[] | null;
}

/** A noun that may name a subject where a rule finds one: a subject word, not an adjective, an ordinal or an -ing word that is no activity. */
function noun(word: string | undefined): string | null {
  if (word === undefined) return null;
  const w = word.toLowerCase();
  if (w.endsWith('ing')) return activity(w);
  return subjectWord(w) && !/(?:ed|ful|ous|ive|able|ible|est|al|ic|less)$/.test(w) && !ADJECTIVES.has(w) ? singular(w) : null;
}

const CONTAINER = 'class|classes|course|courses|lesson|lessons|workshop|workshops|practice|training|camp|retreat|parade|festival|fest|conference|convention|tournament|tournaments|competition|competitions|contest|contests|race|marathon|meetup|rally|event|events';
/** What a field has: its careers, industry, players, skills, novels, editors ("basketball career", "fashion editors"). */
const FIELD =
  'career|careers|industry|internship|internships|scene|skills|player|players|fans|novel|novels|book|books|magazine|magazines|mag|' +
  'editor|editors|blogger|bloggers|moves|routine|routines|strategy|strategies|tools|tips|lover|lovers|enthusiast|enthusiasts';
/** Words that say someone loves or follows something: what follows is the interest. */
const INTEREST =
  String.raw`(?:[Ll]ove|[Pp]assions?|[Ii]nterest|[Ee]nthusiasm)\s+(?:for|of|in)|[Pp]assionate\s+about|[Ii]nterested\s+in|[Oo]bsessed\s+with|[Ff]an\s+of|[Hh]ooked\s+on|[Cc]razy\s+about`;
const VENTURE = 'studio|store|shop|business|company|band|club|team|blog|channel|podcast|garden|startup|bakery|restaurant|cafe|gym|farm|charity|shelter|league';
const DOING =
  'love|loves|loved|loving|enjoy|enjoys|enjoyed|enjoying|into|started|start|starts|starting|took up|take up|taking up|' +
  'tried|try|trying|practice|practise|practicing|practising|went|go|goes|going|gone|doing|did|does|do|finished|' +
  'went back to|got into|getting into|signed up for|passion for|fan of';

/** Kin: "my kids", "our son", "my husband" are the speaker's family, one subject. */
export const KIN =
  'family|fam|kids?|children|child|sons?|daughters?|baby|babies|husband|wife|partner|spouse|girlfriend|boyfriend|fianc[eé]e?|mom|mum|mother|dad|father|parents?|' +
  'sisters?|brothers?|siblings?|grandma|grandpa|grandmother|grandfather|grandkids?|grandchildren|twins|youngest|oldest|eldest|' +
  'one-year-old|two-year-old|three-year-old|toddler|aunt|uncle|cousins?|niece|nephew|in-laws';

const SUBJECT_PHRASE_RULES: readonly PhraseRule[] = [
  {
    // The speaker's family: subjects.ts names it after whose family it is ("Melanie's family").
    name: 'family',
    re: new RegExp(String.raw`\b(?:my|our)\s+(?:(?:little|two|three|four|three|older|younger|big|new|whole|own|lovely|beautiful)\s+)*(?:${KIN})(?![\p{L}-])`, 'giu'),
    pick: () => FAMILY,
  },
  {
    // "My business" is too general to name a note, but not to name the one its speaker runs ("my dance studio").
    name: 'own business',
    re: rx.giu`\b(?:my|our)\s+(?:(?:own|little|new|small)\s+)*(?:business|biz|company|venture|startup)(?![\p{L}'\u2019-])`,
    pick: () => OWN_BUSINESS,
  },
  {
    // A trip, a vacation, a getaway is the person's travel, wherever it went ("my trip to Rome", "a road trip").
    name: 'travel',
    re: rx.giu`\b(?:my|our|a|the|this|that|road|short|weekend|day|family|team|last|next|first|dream|recent|big|solo)\s+(?:trip|trips|vacation|vacations|getaway|getaways|journeys? abroad)(?![\p{L}'\u2019-])`,
    pick: () => 'travel',
  },
  {
    name: 'activity-class',
    re: new RegExp(String.raw`(?<![\p{L}\p{N}])(\p{L}+)\s+(?:${CONTAINER})\b`, 'giu'),
    pick: (m) => (subjectWord(m[1]!) ? singular(m[1]!.toLowerCase()) : null),
  },
  {
    // The same in the languages that put the activity after: "curso de cerámica", "cours de poterie", "corso di ceramica".
    name: 'activity-class',
    re: rx.giu`(?<![\p{L}\p{N}])(?:curso|cursos|clase|clases|taller|talleres|cours|atelier|ateliers|corso|corsi|lezione|lezioni|aula|aulas|oficina)\s+(?:de|di|d['\u2019])\s*(\p{L}+)(?![\p{L}\p{N}])`,
    // A capitalised word after it is whose workshop it is ("el taller de Lucía"), not what it teaches.
    pick: (m) => (rx.u`^\p{Ll}`.test(m[1]!) && subjectWord(m[1]!) && !/^(?:la|el|los|las|le|les|un|una|une|il|lo|mi|ma|mon)$/u.test(m[1]!) ? m[1]!.toLowerCase() : null),
  },
  {
    name: 'venture',
    re: new RegExp(String.raw`\b(?:my|our|own|his|her|their)\s+(?:(?:new|own|little|online|small|local)\s+)*(\p{L}+)\s+(${VENTURE})\b`, 'giu'),
    pick: (m) => (subjectWord(m[1]!) ? `${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}` : null),
  },
  {
    name: 'taken-up activity',
    re: new RegExp(String.raw`\b(?:${DOING})\s+(?:(?:some|more|a lot of|lots of|a bit of|the|my|our)\s+)?(\p{L}+ing)\b`, 'giu'),
    pick: (m) => activity(m[1]!),
  },
  {
    // What someone is after: "looking for investors", "on the hunt for a new flat", "my pitch to investors", "met some investors".
    // Only a noun that ends the phrase ("the ideal spot for my studio" names the spot, and a spot is too general).
    name: 'sought thing',
    re: rx.gu`\b(?:(?:[Ll]ook(?:s|ing|ed)?|[Ss]earch(?:es|ing|ed)?|[Hh]unt(?:s|ing|ed)?|[Pp]itch(?:es|ing|ed)?|[Rr]each(?:es|ing|ed)? out)\s+(?:for|to)|[Mm]et(?:\s+with)?|[Mm]eeting\s+with)\s+(?:(?:some|more|new|potential|possible|a few|a couple of|an?|the|other|local)\s+)*(\p{Ll}\p{L}*)(?=\s*(?:[.,!?;:\u2014\u2013-]|$|\s+(?:and|to|for|in|at|with|while|who|that|so|but|or|since|because|last|this|next|today|yesterday|has|have|had|is|are|was|were|will|would|can|could)\b))`,
    pick: (m) => noun(m[1]),
  },
  {
    name: 'played thing',
    re: rx.giu`\b(?:play|plays|played|playing)\s+(?:(?:the|some|a little|more)\s+)?(\p{L}+)(?![\p{L}\p{N}])`,
    pick: (m) => (subjectWord(m[1]!) && !/(?:ed|ing|ly)$/i.test(m[1]!) ? singular(m[1]!.toLowerCase()) : null),
  },
  {
    name: 'sentence subject',
    re: rx.gu`(?:^|[.!?]\s+|^\p{Lu}[\p{L}'\u2019-]*:\s+)(\p{Lu}\p{Ll}*ing(?:\s+\p{Ll}+)?|\p{Lu}\p{Ll}+)\s+(?:is|was|has|have|had|helps|helped|gives|gave|makes|made|brings|brought|lets|keeps|kept|means|meant|became|takes|took)\b`,
    pick: (m) => {
      const w = m[1]!.toLowerCase().split(' ')[0]!;
      if (w.endsWith('ing')) return activity(w);
      return subjectWord(w) && !NOT_A_NOUN.test(w) ? singular(w) : null;
    },
  },
  {
    // "my love for dance and fashion": each of the two; the second only when no verb follows the "and" ("love for basketball and had fun").
    name: 'interest',
    re: new RegExp(String.raw`\b(?:${INTEREST})\s+(?:(?:the|my|our|all|some|good|great)\s+)?(\p{Ll}+)(?:\s*(?:,\s*)?(?:and|&)\s+(\p{Ll}+)(?![\p{L}'\u2019-]|\s+(?:the|a|an|my|our|it|them|to)\b))?(?![\p{L}'\u2019-])`, 'gu'),
    pick: (m) => [noun(m[1]), noun(m[2])],
  },
  {
    // The word before the field's noun, in lower case (a name before it is found as a name): "pro basketball player" → basketball.
    name: 'field',
    re: new RegExp(String.raw`(?:^|[^\p{L}\p{N}'\u2019-])(\p{Ll}+)\s+(?:${FIELD})(?![\p{L}'\u2019-])`, 'gu'),
    pick: (m) => noun(m[1]),
  },
  {
    name: 'possessed thing',
    re: rx.giu`\b(?:my|our)\s+(?:(?:new|old|own|first|latest|last|little|big|favou?rite|current|next|recent|online|small|local)\s+)*(\p{L}+)(?![\p{L}'\u2019-])`,
    // "my hard work", "my true self": an adjective before the noun is not the thing.
    pick: (m) => (subjectWord(m[1]!) && !/(?:ed|ing|ful|ous|ive|able|ible|est|al|ic)$/i.test(m[1]!) && !ADJECTIVES.has(m[1]!.toLowerCase()) ? singular(m[1]!.toLowerCase()) : null),
  },
];

/** Adjectives that often follow "my": the noun after them is the thing, and rule by rule it is found there. */
const ADJECTIVES = new Set((
  'hard true real main whole dear sweet lovely happy sad busy proud deep huge tiny short long high low young ' +
  'bad good great nice fine cool awesome amazing special only usual fave fav biggest must should could would might ' +
  'top pro star popular famous former future fellow key entire different certain second third fourth fifth ' +
  'unique trendy ideal right perfect ' +
  'outdoor indoor junior senior average regular amateur rising total complete absolute perfect'
).split(' '));

/** Sentence openers that are not nouns: pronouns, determiners, adverbs, verbs in the imperative. */
const NOT_A_NOUN = /^(?:it|this|that|there|here|he|she|they|we|you|everything|something|nothing|everyone|someone|which|what|who|and|but|so|then|now|also|just|still|even|yeah|yes|wow|oh|well|thanks|sure|maybe|really|actually|honestly|plus|both|each|all|most|some|many|such|mine|yours|ours|theirs|his|hers|one|two|three|last|next|today|tomorrow|yesterday|must|should|could|would|might|can|will|did|does|do)$/;

/**
 * The subjects a line names in common nouns, in the order they appear, each
 * once (kebab-case, like a topic), and the rule that found each.
 */
export function subjectPhrases(text: string): { topic: string; rule: string }[] {
  return phrasesBy(SUBJECT_PHRASE_RULES, text);
}

const CLASS_RULES = SUBJECT_PHRASE_RULES.filter((r) => r.name === 'activity-class');

/** The classes and courses a line names ("a pottery class", "el curso de cerámica"): the rule `activity-class` alone, for callers that ask only that. */
export function activityClasses(text: string): string[] {
  return phrasesBy(CLASS_RULES, text).map((p) => p.topic);
}

function phrasesBy(rules: readonly PhraseRule[], text: string): { topic: string; rule: string }[] {
  const found: { at: number; topic: string; rule: string }[] = [];
  for (const rule of rules) {
    for (const m of text.matchAll(rule.re)) {
      const picked = rule.pick(m);
      for (const s of typeof picked === 'string' ? [picked] : picked ?? []) {
        if (s !== null) found.push({ at: m.index ?? 0, topic: s.replace(/\s+/g, '-'), rule: rule.name });
      }
    }
  }
  found.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  return found.filter((f) => (seen.has(f.topic) ? false : (seen.add(f.topic), true))).map(({ topic, rule }) => ({ topic, rule }));
}

/**
 * A word's stem for matching a subject to its other forms: "painting",
 * "painted", "paints" and "paint" are one subject; so are "hike" and
 * "hiking", "turtle" and "turtles". Stems under four letters match only
 * themselves ("art" is not "arts" of something else, "run" not "runny").
 */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3) return w;
  let s = w.replace(/(?:ings|ing|ed|es|s)$/, '');
  if (s.length < 3) return w;
  s = s.replace(/e$/, '');
  s = s.replace(/([bdfglmnprt])\1$/, '$1');
  return s.length >= 3 ? s : w;
}

/**
 * Whether a line (lowercase words separated by single spaces, padded with
 * spaces) names a subject in any form: the words of a one-word subject by
 * stem, a longer one as written (its last word in any form).
 */
export function namesSubject(paddedWords: string, topic: string): boolean {
  const words = topic.split('-').filter((w) => w !== '');
  if (words.length === 0) return false;
  if (paddedWords.includes(` ${words.join(' ')} `)) return true;
  // A name in a script without spaces sits inside a run of letters ("今天青山项目的…" names 青山).
  if (inJoinedScript(topic)) return paddedWords.includes(words.join(' '));
  const last = stem(words[words.length - 1]!);
  if (last.length < 4) return false;
  const head = words.slice(0, -1).join(' ');
  const tokens = paddedWords.trim().split(' ');
  for (let i = words.length - 1; i < tokens.length; i++) {
    if (stem(tokens[i]!) !== last) continue;
    if (head === '' || tokens.slice(i - words.length + 1, i).join(' ') === head) return true;
  }
  return false;
}
