/**
 * Relative dates made absolute against the source note's date.
 *
 * A memory is read months after it was written; "yesterday" then means
 * nothing. Each phrase is rewritten in place, so the line stays the person's
 * own words apart from the date: "went to a support group yesterday" on
 * 8 May 2023 → "went to a support group on 7 May 2023".
 *
 * Renderings, by how precise the phrase is:
 * - a day ("yesterday", "last Saturday", "tomorrow", "3 days ago") → "on 6 May 2023"
 * - a week ("last week", "two weeks ago", "next week") → "(week of 24 April 2023)",
 *   weeks starting on Monday; "the week of …" where a sentence opens with it or
 *   a preposition precedes it
 * - a weekend ("this weekend", "last weekend") → "the weekend of 13 May 2023"
 * - a month ("last month", "next month", "in May") → "in April 2023"
 * - a year ("last year", "two years ago") → "in 2022"
 * - a vague span ("a few days ago", "the other day") → "(a few days before 8 May 2023)"
 *
 * A bare month ("in May") takes the year that fits the tense: the coming May
 * when the sentence talks about the future ("going to", "will", "plan"), the
 * latest May up to the note's month otherwise.
 */
import { addDays as addIsoDays, nextWeekday as nextIsoWeekday, previousWeekday as previousIsoWeekday, weekdayOf, type Weekday, type IsoDate } from '../lib/dates';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, couple: 2, 'a couple': 2, 'a couple of': 2,
};

interface Day {
  y: number;
  /** 0-based month */
  m: number;
  d: number;
}

function parseDay(date: IsoDate): Day | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return null;
  return { y: Number(m[1]), m: Number(m[2]) - 1, d: Number(m[3]) };
}

function isoOf(day: Day): IsoDate {
  return `${String(day.y).padStart(4, '0')}-${String(day.m + 1).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`;
}

/** Calendar arithmetic is lib/dates' (one notion of a day); a Day is only how this file names its parts. */
function addDays(day: Day, n: number): Day {
  return parseDay(addIsoDays(isoOf(day), n))!;
}

function addMonths(day: Day, n: number): Day {
  const total = day.y * 12 + day.m + n;
  return { y: Math.floor(total / 12), m: ((total % 12) + 12) % 12, d: 1 };
}

function weekday(day: Day): Weekday {
  return weekdayOf(isoOf(day));
}

/** Monday of the week the day is in. */
function mondayOf(day: Day): Day {
  return addDays(day, -((weekday(day) + 6) % 7));
}

const dayText = (day: Day): string => `${day.d} ${MONTHS[day.m]!} ${day.y}`;
const monthText = (day: Day): string => `${MONTHS[day.m]!} ${day.y}`;

function count(word: string): number | null {
  const w = word.toLowerCase().replace(/\s+/g, ' ').trim();
  if (/^\d{1,2}$/.test(w)) return Number(w);
  return NUMBER_WORDS[w] ?? null;
}

const FUTURE = /\b(?:will|'ll|going to|gonna|plan(?:s|ning)? to|planning|hope to|hoping to|want to|can'?t wait|looking forward|next|upcoming|soon|tomorrow|book(?:ed)?|schedul\w*)\b/i;

interface Rule {
  re: RegExp;
  /** `before`: the text before the phrase */
  render: (m: RegExpExecArray, base: Day, sentence: string, before: string) => string | null;
}

const NUM = String.raw`(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple(?: of)?|couple(?: of)?)`;
const WEEKDAY = String.raw`(monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;
const MONTH = String.raw`(january|february|march|april|may|june|july|august|september|october|november|december)`;

/** Weekday n of "last Saturday": the latest one strictly before the note's day. */
/** The weekday a matched name is (the pattern only matches the seven names). */
function weekdayNamed(name: string): Weekday {
  return WEEKDAYS.indexOf(name.toLowerCase()) as Weekday;
}

function previousWeekday(base: Day, target: Weekday): Day {
  return parseDay(previousIsoWeekday(isoOf(base), target))!;
}

function nextWeekday(base: Day, target: Weekday): Day {
  return parseDay(nextIsoWeekday(isoOf(base), target))!;
}

function weekendOf(day: Day): Day {
  // the Saturday of the week the day is in (Sunday belongs to the weekend before it)
  return addDays(mondayOf(day), 5);
}

/** Order matters: longer phrases first, so "the day before yesterday" is not read as "yesterday". */
const RULES: Rule[] = [
  { re: /\b(?:on )?the day before yesterday\b/gi, render: (_m, b) => `on ${dayText(addDays(b, -2))}` },
  { re: /\b(?:on )?the day after tomorrow\b/gi, render: (_m, b) => `on ${dayText(addDays(b, 2))}` },
  { re: /\byesterday (morning|afternoon|evening)\b/gi, render: (m, b) => `on ${dayText(addDays(b, -1))} (${m[1]!.toLowerCase()})` },
  { re: /\blast night\b/gi, render: (_m, b) => `on the night of ${dayText(addDays(b, -1))}` },
  { re: /\byesterday\b/gi, render: (_m, b) => `on ${dayText(addDays(b, -1))}` },
  { re: /\btomorrow (morning|afternoon|evening|night)\b/gi, render: (m, b) => `on ${dayText(addDays(b, 1))} (${m[1]!.toLowerCase()})` },
  { re: /\btomorrow\b/gi, render: (_m, b) => `on ${dayText(addDays(b, 1))}` },
  { re: /\b(?:earlier )?today\b/gi, render: (_m, b) => `on ${dayText(b)}` },
  { re: /\btonight\b/gi, render: (_m, b) => `on the evening of ${dayText(b)}` },
  { re: /\bthis (morning|afternoon|evening)\b/gi, render: (m, b) => `on ${dayText(b)} (${m[1]!.toLowerCase()})` },
  {
    re: new RegExp(String.raw`\b(?:on )?last ${WEEKDAY}\b`, 'gi'),
    render: (m, b) => `on ${dayText(previousWeekday(b, weekdayNamed(m[1]!)))}`,
  },
  {
    re: new RegExp(String.raw`\b(?:on )?(?:next|this coming|coming) ${WEEKDAY}\b`, 'gi'),
    render: (m, b) => `on ${dayText(nextWeekday(b, weekdayNamed(m[1]!)))}`,
  },
  {
    re: new RegExp(String.raw`\b(?:on )?this (past )?${WEEKDAY}\b`, 'gi'),
    render: (m, b, sentence) => {
      const target = weekdayNamed(m[2]!);
      if (target === weekday(b)) return `on ${dayText(b)}`;
      const past = m[1] !== undefined || !FUTURE.test(sentence);
      return `on ${dayText(past ? previousWeekday(b, target) : nextWeekday(b, target))}`;
    },
  },
  { re: /\b(?:the )?(?:last|past) weekend\b/gi, render: (_m, b) => `the weekend of ${dayText(addDays(weekendOf(b), -7))}` },
  {
    re: /\bthis (?:past )?weekend\b/gi,
    render: (_m, b, s) => {
      // Said on a Monday–Thursday in the past tense, "this weekend" is the one just gone.
      const wd = weekday(b);
      const past = wd >= 1 && wd <= 4 && !FUTURE.test(s);
      return `the weekend of ${dayText(past ? addDays(weekendOf(b), -7) : weekendOf(b))}`;
    },
  },
  { re: /\bnext weekend\b/gi, render: (_m, b) => `the weekend of ${dayText(addDays(weekendOf(b), 7))}` },
  { re: /\blast week\b/gi, render: (_m, b) => `(week of ${dayText(addDays(mondayOf(b), -7))})` },
  { re: /\bthis week\b/gi, render: (_m, b) => `(week of ${dayText(mondayOf(b))})` },
  { re: /\bnext week\b/gi, render: (_m, b) => `(week of ${dayText(addDays(mondayOf(b), 7))})` },
  { re: /\blast month\b/gi, render: (_m, b) => `in ${monthText(addMonths(b, -1))}` },
  { re: /\bthis month\b/gi, render: (_m, b) => `in ${monthText(b)}` },
  { re: /\bnext month\b/gi, render: (_m, b) => `in ${monthText(addMonths(b, 1))}` },
  { re: /\blast year\b/gi, render: (_m, b) => `in ${b.y - 1}` },
  { re: /\bthis year\b/gi, render: (_m, b) => `in ${b.y}` },
  { re: /\bnext year\b/gi, render: (_m, b) => `in ${b.y + 1}` },
  {
    re: /\b(?:a few|a couple of|a couple|few|several) days ago\b/gi,
    render: (_m, b) => `(a few days before ${dayText(b)})`,
  },
  { re: /\bthe other day\b/gi, render: (_m, b) => `(shortly before ${dayText(b)})` },
  { re: /\b(?:a few|several) weeks ago\b/gi, render: (_m, b) => `(a few weeks before ${dayText(b)})` },
  { re: /\b(?:a few|several) months ago\b/gi, render: (_m, b) => `(a few months before ${monthText(b)})` },
  {
    re: new RegExp(String.raw`\b${NUM} (day|week|month|year)s? ago\b`, 'gi'),
    render: (m, b) => {
      const n = count(m[1]!);
      if (n === null) return null;
      const unit = m[2]!.toLowerCase();
      if (unit === 'day') return `on ${dayText(addDays(b, -n))}`;
      if (unit === 'week') return `(week of ${dayText(mondayOf(addDays(b, -7 * n)))})`;
      if (unit === 'month') return `in ${monthText(addMonths(b, -n))}`;
      return `in ${b.y - n}`;
    },
  },
  {
    re: new RegExp(String.raw`\bin ${NUM} (day|week|month)s?(?! ago)\b`, 'gi'),
    render: (m, b, sentence, before) => {
      const n = count(m[1]!);
      if (n === null || m[1]!.toLowerCase() === 'a' || m[1]!.toLowerCase() === 'an') return null;
      // After an amount in its clause it is how long something took ("138 km in 4 days", "3 chapters
      // in 2 weeks"), not a day to come: left as written unless the sentence looks ahead.
      if (/\d/.test(before.split(/[;.!?,]/).pop() ?? '') && !FUTURE.test(sentence)) return null;
      const unit = m[2]!.toLowerCase();
      if (unit === 'day') return `on ${dayText(addDays(b, n))}`;
      if (unit === 'week') return `(week of ${dayText(mondayOf(addDays(b, 7 * n)))})`;
      return `in ${monthText(addMonths(b, n))}`;
    },
  },
  {
    // "in May", "last May", "this May", "next May" — but not "in May 2023" (already absolute)
    re: new RegExp(String.raw`\b(in|last|this|next|since|until|by) ${MONTH}\b(?!,? \d)(?! \d{1,2}(?:st|nd|rd|th)?\b)`, 'gi'),
    render: (m, b, sentence) => {
      const word = m[1]!.toLowerCase();
      const month = MONTHS.findIndex((x) => x.toLowerCase() === m[2]!.toLowerCase());
      // "may" is also a verb: only "in May"/"last May"… with a capital M is the month.
      if (m[2] === 'may') return null;
      let year = b.y;
      if (word === 'last') year = month < b.m ? b.y : b.y - 1;
      else if (word === 'next') year = month > b.m ? b.y : b.y + 1;
      else if (word === 'this') year = b.y;
      else if (word === 'until' || word === 'by') year = month >= b.m ? b.y : b.y + 1;
      else if (month > b.m && !FUTURE.test(sentence)) year = b.y - 1;
      else if (month < b.m && FUTURE.test(sentence)) year = b.y + 1;
      const lead = word === 'last' || word === 'this' || word === 'next' ? 'in' : m[1]!;
      return `${lead} ${MONTHS[month]!} ${year}`;
    },
  },
];

/**
 * The text with each relative date rewritten against `noteDate`
 * (YYYY-MM-DD). Text without one, or a note without a date, comes back as is.
 */
export function absoluteDates(text: string, noteDate: IsoDate): string {
  const base = parseDay(noteDate);
  if (base === null) return text;
  let out = text;
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    out = out.replace(rule.re, (...args: unknown[]) => {
      const m = args.slice(0, -2) as unknown as RegExpExecArray;
      const at = args[args.length - 2] as number;
      const rendered = rule.render(m, base, text, (args[args.length - 1] as string).slice(0, at));
      if (rendered === null) return m[0];
      // Keep a capital where the phrase started a sentence.
      return /^[A-Z]/.test(m[0]) && /^[a-z]/.test(rendered) ? rendered.charAt(0).toUpperCase() + rendered.slice(1) : rendered;
    });
  }
  // A week where a sentence starts, or after a preposition, reads as words:
  // "Last week was wild" → "The week of 1 May 2023 was wild", "Last week, I
  // built…" → "In the week of 1 May 2023, I built…", "since last week" →
  // "since the week of 1 May 2023"; elsewhere it stays an aside.
  out = out
    .replace(/(^|[.!?]\s+)\(week of ([^)]+)\)(?=\s+(?:was|were|is|has|had|went|flew|felt|seemed)\b)/g, '$1The week of $2')
    .replace(/(^|[.!?]\s+)\(week of ([^)]+)\)/g, '$1In the week of $2')
    .replace(/\b(since|until|from|by|in|during|over) \(week of ([^)]+)\)/gi, '$1 the week of $2');
  // "on on 6 May" / "from on 6 May" read badly: keep the person's preposition.
  return out
    .replace(/\b(on|from|since|until|by|at) on (\d)/gi, '$1 $2')
    .replace(/\b(in|during|from|since|until|till|by|before|after|through) in (\w)/gi, '$1 $2');
}

/** True when the text holds a relative date this module would rewrite. */
export function hasRelativeDate(text: string, noteDate: IsoDate = '2000-01-03'): boolean {
  return absoluteDates(text, noteDate) !== text;
}
