import type { StatusWords } from './shape';

export const PL: StatusWords = {
  closed: ['zamknięty', 'zamknięta', 'zamknięte', 'zamknąłem', 'zamknęłam', 'porzucony', 'porzucona', 'porzucone'],
  archived: ['zarchiwizowany', 'zarchiwizowana', 'zarchiwizowane'],
  done: ['zrobione', 'skończone', 'skończony', 'skończona', 'gotowe', 'gotowy', 'gotowa', 'ukończone', 'ukończony', 'ukończona', 'zakończone', 'zakończony', 'zakończona'],
  paused: ['wstrzymane', 'wstrzymany', 'wstrzymana', 'zawieszone', 'zawieszony', 'zawieszona', 'na pauzie', 'odłożone', 'odłożony', 'odłożona'],
  resumed: ['wznowione', 'wznowiony', 'wznowiona', 'wznawiam', 'wróciłem do', 'wróciłam do'],
  moved: ['przeprowadził się do', 'przeprowadziła się do', 'przeprowadzili się do', 'przeprowadzka do'],
  renamed: ['przemianowany', 'przemianowana', 'przemianowane', 'teraz nazywa się', 'nazywa się teraz'],
  cancelled: ['odwołane', 'odwołany', 'odwołana', 'anulowane', 'anulowany', 'anulowana'],
  postponed: ['przełożone', 'przełożony', 'przełożona', 'przesunięte', 'przesunięty', 'przesunięta'],
  waiting: ['czekam na', 'czekamy na', 'zablokowane przez'],
  negators: ['nie', 'jeszcze nie', 'prawie', 'w połowie', 'nigdy'],
  notStates: [],
};
