import type { StatusWords } from './shape';

/**
 * Korean: its letters are read as a script without spaces (a noun carries its
 * particles, a verb its endings), so a word is found inside its run of
 * letters and is listed in the forms a diary or a chat writes it, with the
 * ending that says the state (끝났다, 취소했다, 쉬기로 했다); a bare stem
 * (끝, 이사, 연기) also means "after", "director" or "acting" and is left out.
 * A negator stands before the verb, after a space (안 끝났다, 못 끝냈다).
 */
export const KO: StatusWords = {
  closed: ['그만두기로 했다', '그만두기로', '그만뒀다', '그만둠', '포기했다', '포기하기로', '접기로 했다', '접기로', '접었다', '종료했다', '종료됐다', '폐업했다', '해지했다', '팔았다'],
  archived: ['아카이브했다', '보관함으로 옮겼다'],
  done: ['끝났다', '끝냈다', '끝!', '완료했다', '완료됐다', '완료!', '완성했다', '완성됐다', '마쳤다', '마무리했다', '출시했다', '오픈했다', '런칭했다', '배포했다', '제출했다', '다 했다'],
  paused: ['멈추기로 했다', '멈추기로', '중단했다', '중단하기로', '보류했다', '보류 중', '쉬기로 했다', '쉬기로', '당분간 쉰다', '잠시 쉰다', '일시 중지'],
  resumed: ['다시 시작했다', '다시 시작!', '재개했다', '재개됐다', '복귀했다'],
  moved: ['이사했다', '이사 왔다', '이사 갔다', '이사를 했다', '이전했다'],
  renamed: ['이름을 바꿨다', '이름 바꿨다', '이름을 변경했다', '개명했다'],
  cancelled: ['취소했다', '취소됐다', '취소되었다', '취소함', '무산됐다', '무산되었다'],
  postponed: ['연기됐다', '연기했다', '연기되었다', '미뤘다', '미뤄졌다', '미룸', '밀렸다'],
  waiting: ['답장 기다리는 중', '연락 기다리는 중', '답 기다리는 중', '승인 대기 중'],
  negators: ['안 ', '못 ', '아직 안 '],
  notStates: ['끝나지 않았다', '끝내지 못했다', '완료하지 못했다', '포기하지 않', '포기 안 ', '취소하지 않', '취소 안 ', '중단하지 않', '쉬기로 한 날'],
};
