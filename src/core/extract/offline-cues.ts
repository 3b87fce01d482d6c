/**
 * The person's own cues the offline extractor reads (offline-extractor.ts):
 * asking to remember, deciding, preferring, a todo, a procedure, a project's
 * state, and the filler and reactions nobody wants in memory.
 */

// ------------------------------------------------------------ cue tables

/** The person asking their future self to keep something. */
import { rx } from '../lib/rx';

export const EXPLICIT_CUE =
  /^\s*(?:remember|reminder(?: to self)?|note to self|nb|don'?t forget|important|for future me|keep in mind)\s*[:,\u2013\u2014-]|\b(?:remember (?:that|this|to)|note to self|reminder to self|don'?t forget|for future me|keep in mind|write (?:that|this|it) down)\b|(?:\u8bb0\u4f4f|\u5225\u5fd8|\u5fd8\u308c\u306a\u3044|\u899a\u3048\u3066\u304a\u304f)/i;

/**
 * In a conversation, "don't forget to take pictures!" is advice to the
 * listener, and "I remember that day" is reminiscing. Only a cue the speaker
 * aims at themselves is their "remember this".
 */
export const SELF_DIRECTED_CUE =
  /\b(?:note to self|remind(?:er to)? (?:me|myself)|i (?:need|have|want|must|should) to (?:remember|keep in mind)|i(?:'ll| will| must| should) remember|i (?:can'?t|mustn'?t|shouldn'?t|won'?t) forget|(?:i|we) (?:need|have) to write (?:this|that|it) down)\b/i;

export const DECISION = /\b(?:decided|decision|we'?ll go with|going with|chose|settled on|agreed (?:to|on)|committing to|will switch to|switched to)\b|\u51b3\u5b9a|\u6c7a\u3081\u305f/i;
export const PREFERENCE =
  /\b(?:i prefer|prefers?|preferred|i always|always use|always\b.*\bbefore\b|never (?:use|again|do|run|eat|drink|push|commit|schedule)|i never|i like|i love|i hate|i can'?t stand|i don'?t like|i dislike|my favou?rite|works best for me|rather than|instead of)\b|\u559c\u6b22|\u597d\u304d/i;
export const TODO = /^(?:todo|to do|tbd|next)\b[:\s]|\b(?:need to|needs to|have to|must|remind me to|should (?:call|book|email|fix|write|buy|renew|check|ask))\b/i;
export const PROCEDURE = /\b(?:steps?|how to|how-to|recipe|procedure|checklist|workflow|runbook|first\b.*\bthen\b|the trick is|the fix (?:is|was))\b/i;
export const STATUS =
  /\b(?:started|starting|working on|in progress|wip|milestone|deadline|sprint|ticket|migrat\w*|deployed|rolled out|status|phase \d|v\d+(?:\.\d+)*|release|beta|prototype|mvp|kickoff|kicked off|on track|behind schedule)\b/i;

/** The person writes about themselves: "I am", "my sister", "I live". */
export const IDENTITY_LIKE =
  /^(?:i am|i'm|i live|i work|i was born|i grew up|i speak|i have (?:a|an|two|three)\b|i'm allergic|i am allergic|my (?:name|wife|husband|partner|kids?|son|daughter|sister|brother|mother|mom|father|dad|birthday|doctor|dentist|job|role|title|team|manager|pronouns|blood type|home|address|cat|dog))\b|^(?:\u6211\u662f|\u6211\u4f4f|\u79c1\u306f)/i;

/** Lines nobody wants in durable memory, unless they also carry a strong cue. */
export const FILLER: RegExp[] = [
  /^(?:good (?:morning|night|evening)|gm|hello|hi|hey|ok|okay|meh|nothing (?:much|new)|quiet day|busy day|lazy day|long day)\b/i,
  // "Morning!" greets; "Morning writing block 08:00–10:00" is a routine.
  /^(?:morning|evening|night)\s*(?:[!.,;:]|$)/i,
  /\b(?:weather|sunny|raining|rainy|cloudy|drizzle|snowing|foggy|windy|humid|overcast|degrees outside)\b/i,
  /\b(?:had (?:lunch|breakfast|dinner|brunch|a snack|coffee|tea)|grabbed (?:lunch|coffee)|ate (?:lunch|dinner|breakfast)|lunch (?:with|at)|coffee (?:with|at))\b/i,
  /\b(?:tired|sleepy|exhausted|bored|slept (?:badly|well|in|late)|woke up|napped|headache)\b/i,
  /\b(?:watched (?:tv|a movie|netflix|youtube)|scrolled|doomscroll)\w*/i,
];

/**
 * Social replies in a conversation written down as notes ("- **Gina**: Thanks,
 * Jon! You got this!"): thanks, cheers, greetings and encouragement say how
 * the talk felt, not what is true of anyone. They are dropped from a line so
 * that what is left is the statement; a line of nothing else is not kept.
 */
const REACTION_START =
  /^(?:thanks?|thank you|thx|ty|cheers|congrats|congratulations|wow+|woah|whoa|aw+|oh+|ooh|haha\w*|ha|hah|lol|yay|yeah|yes|yep|yup|sure|ok|okay|cool|nice|great|awesome|amazing|sweet|hey|hi|hello|bye|see ya|no worries|no prob\w*|sounds|believe in yourself|take care|go get|hang in there|don'?t (?:quit|give up|worry)|stay (?:positive|strong)|got it|have a (?:great|good|nice|lovely)|can'?t wait|tell me (?:all )?about|(?:that )?makes sense|that must|that'?s what|see you|talk (?:soon|later)|for sure|of course|me too|same here|let me know|good (?:luck|job|idea|for you|to hear)|well done|way to go|go for it|keep (?:it up|going|pushing|at it)|you got this|you can do it|glad|sorry to hear|that'?s (?:awesome|great|amazing|cool|so cool|wonderful|tough|rough|fantastic|incredible)|totally|definitely|absolutely|exactly|agreed|true|right|appreciate)\b/i;
/** Replies in the first person that promise or thank, and say nothing about the speaker. */
const FIRST_PERSON_NICETY =
  /^(?:i (?:totally |completely |fully |so |100% )?agree|(?:i'?ll|i'?m (?:definitely |totally )?(?:going to|gonna)) (?:definitely |totally |for sure |surely )?(?:check (?:it|them|that) out|let you know|keep (?:that|it|this) in mind|give it a (?:try|shot|go)|try it)|i (?:really )?appreciate (?:it|that|you|this)|i'?m (?:so |really |super )?(?:glad|happy|proud|excited) (?:to hear|for you|(?:that )?you)|i (?:really )?(?:love|like|admire) (?:how|that|the way) you|i'?d (?:really )?love to (?:help|check (?:it|them|that) out|hear|see (?:it|them|that))\b)/i;
const FIRST_PERSON = /\b(?:i|i'm|i'?ve|i'd|i'll|my|me|mine|we|we're|we'?ve|our)\b/i;
const SECOND_PERSON = /\b(?:you|your|you're|you'?ve|yours)\b/i;
/** A turn's gist below this salience names, dates and counts nothing: no candidate. */
export const TURN_FLOOR = 0.3;

/** "Gina: " — the speaker of a transcribed conversation line. */
export const SPEAKER_LABEL = rx.u`^([\p{Lu}][\p{L}'\u2019-]+(?: [\p{Lu}][\p{L}'\u2019-]+)?):\s+(?=\S)`;


export function isReaction(sentence: string): boolean {
  const words = sentence.split(/\s+/).filter((w) => rx.u`[\p{L}\p{N}]`.test(w)).length;
  // "Sure, I moved to Berlin in May" opens like a reply but says something.
  if (REACTION_START.test(sentence) && (words <= 4 || (words <= 8 && !FIRST_PERSON.test(sentence)))) return true;
  if (FIRST_PERSON_NICETY.test(sentence) && words <= 10) return true;
  // Said to the listener about the listener, nothing of the speaker's own:
  // encouragement, compliments, "how's the store going?".
  return SECOND_PERSON.test(sentence) && !FIRST_PERSON.test(sentence) && !/\d/.test(sentence);
}

export const EPHEMERAL = /\b(?:today|tonight|this (?:morning|afternoon|evening)|right now|later|tomorrow|yesterday|just now|at the moment)\b/i;
