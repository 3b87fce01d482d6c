import type { StatusWords } from './shape';

export const PL: StatusWords = {
  closed: ['zamknięt(y|a|e)', 'zamknąłem', 'zamknęłam', 'porzucon(y|a|e)'],
  archived: ['zarchiwizowan(y|a|e)'],
  done: ['zrobione', 'skończon(e|y|a)', 'gotow(e|y|a)', 'ukończon(e|y|a)', 'zakończon(e|y|a)'],
  paused: ['wstrzyman(e|y|a)', 'zawieszon(e|y|a)', 'na pauzie', 'odłożon(e|y|a)'],
  resumed: ['wznowion(e|y|a)', 'wznawiam', 'wróciłem do', 'wróciłam do'],
  moved: ['przeprowadził się do', 'przeprowadziła się do', 'przeprowadzili się do', 'przeprowadzka do'],
  renamed: ['przemianowan(y|a|e)', 'teraz nazywa się', 'nazywa się teraz'],
  cancelled: ['odwołan(e|y|a)', 'anulowan(e|y|a)'],
  postponed: ['przełożon(e|y|a)', 'przesunięt(e|y|a)'],
  waiting: ['czekam na', 'czekamy na', 'zablokowane przez'],
  negators: ['nie', 'jeszcze nie', 'prawie', 'w połowie', 'nigdy'],
  notStates: [],
};
