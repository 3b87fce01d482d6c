import type { StatusWords } from './shape';

export const IT: StatusWords = {
  closed: ['chiuso', 'chiusa', 'abbandonato', 'abbandonata'],
  archived: ['archiviato', 'archiviata'],
  done: ['finito', 'finita', 'terminato', 'terminata', 'completato', 'completata', 'concluso', 'conclusa', 'consegnato', 'consegnata'],
  paused: ['in pausa', 'sospeso', 'sospesa', 'messo da parte', 'messa da parte', 'in sospeso'],
  resumed: ['ripreso', 'ripresa', 'riprende', 'riparte', 'ripartito', 'ripartita', 'riaperto', 'riaperta'],
  moved: ['trasferito a', 'trasferita a', 'traslocato', 'traslocata', 'trasloco a'],
  renamed: ['rinominato', 'rinominata', 'ora si chiama'],
  cancelled: ['annullato', 'annullata', 'cancellato', 'cancellata', 'disdetto', 'disdetta'],
  postponed: ['rimandato', 'rimandata', 'rinviato', 'rinviata', 'posticipato', 'posticipata'],
  waiting: ['in attesa di', 'bloccato da', 'bloccata da'],
  negators: ['non', 'non ancora', 'quasi', 'mezzo', 'mai'],
  notStates: ['a porte chiuse'],
};
