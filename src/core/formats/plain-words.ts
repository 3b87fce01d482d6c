/**
 * The words a person reads for the engine's own terms. The engine's reasons
 * name tiers, gates, a watermark and a confidence sum, which is what its
 * tests check; a person reading a card or the report written into their vault
 * wants the kind of note, the word threshold, and the date their notes were
 * read up to. One mapping for everything the vault and the panels show: the
 * Pending and Dream log panels, the review queue note and the dream report.
 *
 * Applied to engine text only (reasons, messages), never to a person's own
 * words; a term inside a path or file name ("Topics/watermark.md") is kept.
 */

/** before a term (captured, and put back): no letter, digit, slash, dot or hyphen; after it the same (a path or file name is not rewritten) */
const B = '(^|[^\\p{L}\\p{N}/.-])';
const E = '(?![\\p{L}\\p{N}/-]|\\.[\\p{L}\\p{N}])';

type Plain = string | ((groups: readonly string[]) => string);

const TIER_WORDS: Record<string, string> = { '1': 'daily digest', '2': 'topic note', '3': 'identity or skill note' };
const tierWord = (t: string): string => TIER_WORDS[t] ?? `tier ${t}`;

const PLAIN: [string, Plain, string?][] = [
  ['tier 3 \\(identity and skills\\) always waits for approval', 'identity and skill notes always wait for your approval'],
  ['tier 2 waits for approval \\(approval policy setting\\)', 'topic notes wait for your approval (your review setting)'],
  // A score beside the threshold it was compared with; a bare "confidence 0.86" says nothing to a person.
  ['confidence (\\d+(?:\\.\\d+)?) ≥ (\\d+(?:\\.\\d+)?)', ([a, b]) => `score ${a} reaches the threshold ${b}`],
  ['confidence (\\d+(?:\\.\\d+)?) is (?:below|under) (\\d+(?:\\.\\d+)?)', ([a, b]) => `score ${a} is below the threshold ${b}`],
  ['confidence (\\d+(?:\\.\\d+)?)', ([a]) => `score ${a}`],
  ['(?:the )?tier[- ]([123]) (?:threshold|bar|gate)', ([t]) => `the ${tierWord(t ?? '')} threshold`],
  ['below (?:the )?tier[- ]1', 'below the daily digest threshold'],
  ['Tier 1 \\(daily digest\\)', 'Daily digest', 'gu'],
  ['Tier 2 \\(topic note\\)', 'Topic note', 'gu'],
  ['Tier 3 \\([^)]*\\)', 'Identity or skill note', 'gu'],
  ['tier[- ]([123])', ([t]) => tierWord(t ?? '')],
  ['gate re-?check', 'check after writing'],
  ['gated out', 'left out'],
  // Only where it is the engine's gate: a person's "Gate code" note keeps its name.
  ['(the|its|every|a) gates', ([d]) => `${d} thresholds`],
  ['(the|its|every|a) gate', ([d]) => `${d} threshold`],
  ['(gates?) (pass(?:es|ed)?|fail(?:s|ed)?)', ([g, v]) => `${g?.toLowerCase() === 'gates' ? 'thresholds' : 'threshold'} ${v}`],
  ['watermark', 'date read up to'],
  ['guardian', 'minimum interval'],
  ['receipts?', 'approval'],
  ['salience', 'what made it stand out'],
  ['L2', 'topic note', 'gu'],
];

/** Each rule as a regular expression, with how many groups its own text captures (after the one before it). */
const RULES: [RegExp, Plain, number][] = PLAIN.map(([source, plain, flags]) => {
  const re = new RegExp(`${B}(?:${source})${E}`, flags ?? 'giu');
  return [re, plain, (new RegExp(`${source}|`, 'u').exec('')?.length ?? 1) - 1];
});

/** Engine terms in `text` put in the panel's words; the rest of the text as it was. */
export function plainTerms(text: string): string {
  let out = text;
  for (const [re, plain, n] of RULES) {
    out = out.replace(re, (...args: unknown[]) => {
      const pre = typeof args[1] === 'string' ? args[1] : '';
      const groups = args.slice(2, 2 + n).map((g) => (typeof g === 'string' ? g : ''));
      return pre + (typeof plain === 'string' ? plain : plain(groups));
    });
  }
  return out;
}

/** `plainTerms`, as a sentence: its first letter upper case. */
export function plainWords(text: string): string {
  const out = plainTerms(text);
  return out.charAt(0).toUpperCase() + out.slice(1);
}

