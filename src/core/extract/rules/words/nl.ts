import type { StatusWords } from './shape';

export const NL: StatusWords = {
  closed: ['gesloten', 'afgesloten', 'stopgezet', 'opgegeven'],
  archived: ['gearchiveerd'],
  done: ['klaar', 'afgerond', 'voltooid', 'opgeleverd'],
  paused: ['gepauzeerd', 'on hold', 'in de ijskast', 'stilgelegd'],
  resumed: ['hervat', 'weer opgepakt', 'weer opgestart', 'gaat weer door'],
  moved: ['verhuisd naar', 'verhuist naar', 'verhuizing naar'],
  renamed: ['hernoemd', 'heet nu'],
  cancelled: ['geannuleerd', 'afgezegd', 'afgelast'],
  postponed: ['uitgesteld', 'verschoven'],
  waiting: ['wacht op', 'wachten op', 'geblokkeerd door'],
  negators: ['niet', 'nog niet', 'bijna', 'half', 'nooit'],
  notStates: [],
};
