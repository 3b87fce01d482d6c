import type { StatusWords } from './shape';

/**
 * Chinese (simplified and traditional): a word is found inside its run of
 * letters (no spaces); a negator stands right before it (没完成, 未完成).
 */
export const ZH: StatusWords = {
  closed: ['关闭了', '關閉了', '放弃了', '放棄了', '卖掉了', '賣掉了', '结束了', '結束了'],
  archived: ['归档', '歸檔'],
  done: ['完成了', '做完了', '搞定了', '已完成', '完工了', '完工', '交付了'],
  paused: ['暂停', '暫停', '搁置', '擱置'],
  resumed: ['恢复了', '恢復了', '重新开始', '重新開始', '重启', '重啟'],
  moved: ['搬到了', '搬到', '搬去了', '迁到', '遷到'],
  renamed: ['改名为', '改名為', '更名为', '更名為', '改名叫'],
  cancelled: ['取消了', '取消'],
  postponed: ['推迟', '推遲', '延期', '改期'],
  waiting: ['等回复', '等回覆', '等审批', '等審批'],
  negators: ['没', '没有', '沒', '沒有', '未', '还没', '還沒', '不'],
  notStates: ['完成度', '取消订阅', '取消訂閱'],
};
