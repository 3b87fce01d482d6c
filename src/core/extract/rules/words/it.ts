import type { StatusWords } from './shape';

export const IT: StatusWords = {
  closed: ['chius(o|a)', 'abbandonat(o|a)'],
  archived: ['archiviat(o|a)'],
  done: ['finit(o|a)', 'terminat(o|a)', 'completat(o|a)', 'conclus(o|a)', 'consegnat(o|a)'],
  paused: ['in pausa', 'sospes(o|a)', 'messo da parte', 'messa da parte', 'in sospeso'],
  resumed: ['ripres(o|a)', 'riprende', 'riparte', 'ripartit(o|a)', 'riapert(o|a)'],
  moved: ['trasferito a', 'trasferita a', 'traslocat(o|a)', 'trasloco a'],
  renamed: ['rinominat(o|a)', 'ora si chiama'],
  cancelled: ['annullat(o|a)', 'cancellat(o|a)', 'disdett(o|a)'],
  postponed: ['rimandat(o|a)', 'rinviat(o|a)', 'posticipat(o|a)'],
  waiting: ['in attesa di', 'bloccato da', 'bloccata da'],
  negators: ['non', 'non ancora', 'quasi', 'mezzo', 'mai'],
  // "sa di chiuso" / "odore di chiuso" is a musty smell; "pausa pranzo" a lunch break
  notStates: ['a porte chiuse', 'di chiuso', 'in pausa pranzo', 'pausa pranzo', 'in pausa caffè', 'pausa caffè'],
};
