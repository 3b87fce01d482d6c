/**
 * Names in scripts written without spaces (Chinese, Japanese): no capital
 * letter marks them, so what marks them is the punctuation and the forms of
 * address those languages set around a name. A title or a name of a thing
 * stands in title brackets (『』《》〈〉【】), or in corner brackets 「」 when
 * what they hold is short and is not speech; a person is named before an
 * honorific (ja: さん, 先生). Like a capitalised word in a Latin script, a
 * name found here is only a guess: it founds a note once it recurs on two
 * days (subjects.ts), and what the vault already knows comes first.
 */
import type { Rule } from '../../lib/rule';

/** Per language: the honorifics that follow a person's name, and the particles that make a 「」 quote speech. */
interface NameMarks {
  honorifics: readonly string[];
  /** right after a closing 」: what was said, not a name (ja 「おいしい」と言った) */
  speechAfter: readonly string[];
  /** right before an opening 「: what was said (zh 他说：「…」) */
  speechBefore: readonly string[];
}

const MARKS: Readonly<Record<'ja' | 'zh', NameMarks>> = {
  ja: { honorifics: ['さん', 'さま', '様', 'ちゃん', 'くん', '君', '先生', '氏'], speechAfter: ['と', 'って'], speechBefore: ['：', ':'] },
  zh: { honorifics: [], speechAfter: [], speechBefore: ['：', ':', '说', '說', '道', '问', '問'] },
};

/** A bracketed name holds at most this many characters: more is a phrase or a sentence. */
const TITLE_MAX = 20;
const CORNER_MAX = 12;

const TITLE = /[\u300e\u300a\u3008\u3010]([^\u300f\u300b\u3009\u3011\n]{1,40})[\u300f\u300b\u3009\u3011]/g;
const CORNER = /\u300c([^\u300d\n]{1,40})\u300d/g;
/** Sentence punctuation inside brackets: a sentence, not a name. */
const SENTENCE_MARK = /[\u3002\uff01\uff1f\uff0c\u3001!?.,]/;

let honorific: RegExp | null = null;

/** A run of Han or Katakana (one to four characters) right before an honorific: 田中さん, マリア先生. */
function honorificPattern(): RegExp {
  const words = [...new Set(Object.values(MARKS).flatMap((m) => m.honorifics))].sort((a, b) => b.length - a.length);
  honorific ??= new RegExp(String.raw`(?<![\p{Script=Han}\p{Script=Katakana}\u30fc])([\p{Script=Han}\p{Script=Katakana}\u30fc\u30fb]{1,6})(?:${words.join('|')})`, 'gu');
  return honorific;
}

const SPEECH_AFTER = [...new Set(Object.values(MARKS).flatMap((m) => m.speechAfter))];
const SPEECH_BEFORE = [...new Set(Object.values(MARKS).flatMap((m) => m.speechBefore))];

/** The names a line in Chinese or Japanese marks, in the order it marks them, each once. */
export function joinedScriptNames(text: string): string[] {
  const found: { at: number; name: string }[] = [];
  for (const m of text.matchAll(TITLE)) {
    const name = m[1]!.trim();
    if (name.length <= TITLE_MAX && !SENTENCE_MARK.test(name)) found.push({ at: m.index, name });
  }
  for (const m of text.matchAll(CORNER)) {
    const name = m[1]!.trim();
    const after = text.slice(m.index + m[0].length);
    const before = text.slice(0, m.index).trimEnd();
    if (name.length > CORNER_MAX || SENTENCE_MARK.test(name)) continue;
    if (SPEECH_AFTER.some((p) => after.startsWith(p)) || SPEECH_BEFORE.some((p) => before.endsWith(p))) continue;
    found.push({ at: m.index, name });
  }
  for (const m of text.matchAll(honorificPattern())) found.push({ at: m.index, name: m[1]! });
  const out: string[] = [];
  for (const f of found.sort((a, b) => a.at - b.at)) if (!out.includes(f.name)) out.push(f.name);
  return out;
}

export const JOINED_NAMES_RULE: Rule<string, string[]> = {
  id: 'joined-script-names',
  locales: ['ja', 'zh'],
  apply: joinedScriptNames,
};
