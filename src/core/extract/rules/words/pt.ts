import type { StatusWords } from './shape';

export const PT: StatusWords = {
  closed: ['fechado', 'fechada', 'encerrado', 'encerrada', 'abandonado', 'abandonada'],
  archived: ['arquivado', 'arquivada'],
  done: ['terminado', 'terminada', 'concluído', 'concluída', 'acabado', 'acabada', 'entregue'],
  paused: ['em pausa', 'pausado', 'pausada', 'em espera', 'parado', 'parada'],
  resumed: ['retomado', 'retomada', 'retomei', 'recomeçou', 'recomecei', 'reaberto', 'reaberta'],
  moved: ['mudou-se para', 'mudei-me para', 'mudámos para', 'mudamos para', 'mudança para'],
  renamed: ['renomeado', 'renomeada', 'agora chama-se', 'agora se chama'],
  cancelled: ['cancelado', 'cancelada', 'anulado', 'anulada'],
  postponed: ['adiado', 'adiada', 'remarcado', 'remarcada'],
  waiting: ['à espera de', 'esperando por', 'bloqueado por', 'bloqueada por'],
  negators: ['não', 'ainda não', 'quase', 'meio', 'nunca'],
  notStates: ['porta fechada', 'portas fechadas'],
};
