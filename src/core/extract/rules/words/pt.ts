import type { StatusWords } from './shape';

export const PT: StatusWords = {
  closed: ['fechad(o|a)', 'encerrad(o|a)', 'abandonad(o|a)'],
  archived: ['arquivad(o|a)'],
  done: ['terminad(o|a)', 'concluíd(o|a)', 'acabad(o|a)', 'entregue'],
  paused: ['em pausa', 'pausad(o|a)', 'em espera', 'parad(o|a)'],
  resumed: ['retomad(o|a)', 'retomei', 'recomeçou', 'recomecei', 'reabert(o|a)'],
  moved: ['mudou-se para', 'mudei-me para', 'mudámos para', 'mudamos para', 'mudança para'],
  renamed: ['renomead(o|a)', 'agora chama-se', 'agora se chama'],
  cancelled: ['cancelad(o|a)', 'anulad(o|a)'],
  postponed: ['adiad(o|a)', 'remarcad(o|a)'],
  waiting: ['à espera de', 'esperando por', 'bloqueado por', 'bloqueada por'],
  negators: ['não', 'ainda não', 'quase', 'meio', 'nunca'],
  notStates: ['porta fechada', 'portas fechadas'],
};
