import type { StatusWords } from './shape';

export const ES: StatusWords = {
  closed: ['cerrado', 'cerrada', 'abandonado', 'abandonada'],
  archived: ['archivado', 'archivada'],
  done: ['terminado', 'terminada', 'acabado', 'acabada', 'completado', 'completada', 'listo', 'entregado', 'entregada'],
  paused: ['en pausa', 'pausado', 'pausada', 'en espera', 'aparcado', 'aparcada',],
  resumed: ['retomado', 'retomada', 'retomo', 'reanudado', 'reanudada', 'reanudo', 'vuelve a empezar'],
  moved: ['se mudó a', 'me mudé a', 'nos mudamos a', 'mudanza a'],
  renamed: ['renombrado', 'renombrada', 'ahora se llama'],
  cancelled: ['cancelado', 'cancelada', 'anulado', 'anulada'],
  postponed: ['aplazado', 'aplazada', 'pospuesto', 'pospuesta', 'retrasado', 'retrasada'],
  waiting: ['esperando a', 'a la espera de', 'bloqueado por', 'bloqueada por'],
  negators: ['no', 'todavía no', 'aún no', 'casi', 'medio', 'nunca'],
  notStates: ['a puerta cerrada'],
};
