import type { StatusWords } from './shape';

/**
 * Japanese: a word is found inside its run of letters (no spaces), and a verb
 * is negated after it, so the negated forms are listed as phrases that say no
 * state (終わっていない), not as negators before the word.
 */
export const JA: StatusWords = {
  closed: ['終了した', '閉鎖', '撤退', '解散', '手放した', '売却した', '売却'],
  archived: ['アーカイブ'],
  done: ['完成した', '完成', '終わった', '完了した', '完了', '済んだ', '終えた', '修了', '納品した', '提出した'],
  paused: ['休止中', '休止', '中断', '一時停止', 'お休み中'],
  resumed: ['再開した', '再開', '復帰した', '復帰'],
  moved: ['引っ越した', '転居した', '移転した'],
  renamed: ['改名した', '改名', '改称'],
  cancelled: ['中止', 'キャンセルした', 'キャンセル', '取りやめ'],
  postponed: ['延期', '先送り', '順延'],
  waiting: ['返事待ち', '連絡待ち', '承認待ち'],
  negators: [],
  notStates: ['終わっていない', '終わってない', '終わらない', '完成していない', '完成してない', '完了していない', '再開しない', '中止しない', '延期しない'],
};
