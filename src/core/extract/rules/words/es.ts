import type { StatusWords } from './shape';

export const ES: StatusWords = {
  closed: ['cerrad(o|a)', 'abandonad(o|a)'],
  archived: ['archivad(o|a)'],
  done: ['terminad(o|a)', 'acabad(o|a)', 'completad(o|a)', 'listo', 'entregad(o|a)'],
  paused: ['en pausa', 'pausad(o|a)', 'en espera', 'aparcad(o|a)'],
  resumed: ['retomad(o|a)', 'retomo', 'reanudad(o|a)', 'reanudo', 'vuelve a empezar'],
  moved: ['se mudó a', 'me mudé a', 'nos mudamos a', 'mudanza a'],
  renamed: ['renombrad(o|a)', 'ahora se llama'],
  cancelled: ['cancelad(o|a)', 'anulad(o|a)'],
  postponed: ['aplazad(o|a)', 'pospuest(o|a)', 'retrasad(o|a)'],
  waiting: ['esperando a', 'a la espera de', 'bloqueado por', 'bloqueada por'],
  negators: ['no', 'todavía no', 'aún no', 'casi', 'medio', 'nunca'],
  notStates: ['a puerta cerrada'],
};
