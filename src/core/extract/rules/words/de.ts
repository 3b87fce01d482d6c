import type { StatusWords } from './shape';

export const DE: StatusWords = {
  closed: ['abgeschlossen', 'geschlossen', 'beendet'],
  archived: ['archiviert'],
  done: ['erledigt', 'fertig', 'fertiggestellt', 'geschafft', 'ausgeliefert', 'veröffentlicht'],
  paused: ['pausier(t|en)', 'auf eis gelegt', 'auf eis', 'ruht', 'liegt brach'],
  resumed: ['wieder aufgenommen', 'wieder aufgegriffen', 'geht weiter'],
  moved: ['umgezogen', 'zieht nach', 'zog nach', 'umzug nach'],
  renamed: ['umbenannt', 'heißt jetzt', 'heisst jetzt'],
  cancelled: ['abgesagt', 'storniert', 'gestrichen'],
  postponed: ['verschoben', 'vertagt'],
  waiting: ['warte auf', 'warten auf', 'wartet auf', 'blockiert durch'],
  negators: ['nicht', 'noch nicht', 'fast', 'beinahe', 'halb', 'nie', 'kaum'],
  notStates: [],
};
