/**
 * What the rule of joined-names.ts decides, why, and its examples: read by the
 * rule registry (rank/rule-registry.ts), the table test and docs/rules.md; the
 * plugin bundle never imports this module.
 */
import type { RuleDoc } from '../../lib/rule';

export const JOINED_NAMES_DOCS: Readonly<Record<string, RuleDoc>> = {
  'joined-script-names': {
    description: 'The names a Chinese or Japanese line marks: a title in 『』《》〈〉【】, a short name in 「」 that is not speech, a person before an honorific (さん, 先生).',
    why: 'Chinese and Japanese have no capital letters and no spaces, so the capitalised-word guess that finds names in Latin scripts finds none and every line of such a journal named no subject; the brackets and forms of address those languages put around names are how a reader sees them.',
    examples: [
      { input: '公司的新项目「青山」正式开始了，我负责数据库设计。', expected: ['青山'], style: 'prose journal', locale: 'zh' },
      { input: '读完了《活着》，很难过。', expected: ['活着'], style: 'bullet journal', locale: 'zh' },
      { input: '他说：「明天见」', expected: [], style: 'chat', locale: 'zh', note: 'after 说： the brackets hold speech' },
      { input: '午後、田中さんと『君の名は。』を観た。', expected: ['田中'], style: 'prose journal', locale: 'ja', note: 'a title holding a full stop is read as a sentence and left out' },
      { input: '- マリア先生のレッスン、来週から再開', expected: ['マリア'], style: 'bullet journal', locale: 'ja' },
      { input: '母は「大丈夫」と言っていた。', expected: [], style: 'prose journal', locale: 'ja', note: 'と after the brackets: what was said' },
      { input: '【プロジェクト光】キックオフ、参加者5名', expected: ['プロジェクト光'], style: 'agent session log', locale: 'ja' },
    ],
  },
};
