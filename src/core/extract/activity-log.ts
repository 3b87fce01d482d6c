/**
 * A habit a journal logs rather than names: "run 8 km, 49:50", "ran 20 min
 * continuous", "long run 11 km", "swam 1,500 m". No line says "running", yet
 * a person who logs a run on thirty days has a running habit, and that is the
 * subject those lines are about (one note per habit).
 *
 * Rule `logged-activity`: a clause that opens with an activity verb or noun
 * (a few words of manner before it allowed: "long", "easy", "first") and
 * carries a distance or a duration is about that activity, named as its
 * gerund or noun in the line's language. Like every common-noun subject it is
 * a guess until it recurs (subjects.ts, SUBJECT_MIN_DAYS). The examples
 * (activity-log.examples.ts) are the table test (test/memory/activity-log.test.ts).
 */

/** Activity words → the subject they log, per language. */
const ACTIVITIES: readonly [RegExp, string][] = [
  [/^(?:run|runs|ran|jog|jogs|jogged|walk-run|walk-runs|interval(?:s)?|tempo run|long run)$/iu, 'running'],
  [/^(?:swim|swims|swam)$/iu, 'swimming'],
  [/^(?:ride|rides|rode|cycled|bike ride)$/iu, 'cycling'],
  [/^(?:hike|hikes|hiked)$/iu, 'hiking'],
  [/^(?:row|rowed|erg)$/iu, 'rowing'],
  [/^(?:bieg|bieg\u0142em|bieg\u0142am|przebie\u017cka)$/iu, 'bieganie'],
  [/^(?:lauf|gelaufen|joggen)$/iu, 'laufen'],
];

/** Words of manner that may come before the activity: "long run", "easy 5 km", "first walk-run". */
const MANNER = /^(?:long|easy|short|slow|fast|quick|first|morning|evening|early|late|recovery|tempo|hill|trail|beach|another|great|good|hard|rainy|cold)$/iu;

/** A distance or duration: "8 km", "4.1 km", "20 min", "1,500 m", "49:50", "1:05:10". */
const QUANTITY = /\b\d+(?:[.,]\d+)?\s*(?:km|mi|miles?|k|m|min|mins|minutes|h|hrs?|hours?)\b|\b\d{1,2}:\d{2}(?::\d{2})?\b/iu;

/** The activity a clause logs, as a topic ("running"), or null. */
function loggedActivity(text: string): string | null {
  for (const clause of text.split(/[.;!?]\s+|\s+[\u2014\u2013]\s+/u)) {
    const words = clause.trim().replace(/^[-*+]\s+/, '').split(/\s+/);
    let i = 0;
    while (i < words.length - 1 && i < 2 && MANNER.test(words[i]!)) i++;
    const first = (words[i] ?? '').replace(/[,:#]+$/u, '');
    const two = `${first} ${(words[i + 1] ?? '').replace(/[,:#]+$/u, '')}`;
    const hit = ACTIVITIES.find(([re]) => re.test(two)) ?? ACTIVITIES.find(([re]) => re.test(first));
    if (hit && QUANTITY.test(clause)) return hit[1];
  }
  return null;
}

/** The rule as subjects.ts applies it; its examples, the table test, are in activity-log.examples.ts. */
export const LOGGED_ACTIVITY = { name: 'logged-activity', detect: loggedActivity } as const;
