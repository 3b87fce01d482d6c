import type { StatusWords } from './shape';

export const FR: StatusWords = {
  closed: ['clos', 'clôtur(é|ée)', 'ferm(é|ée)', 'abandonn(é|ée)'],
  archived: ['archiv(é|ée)'],
  done: ['termin(é|ée)', 'fini(e)?', 'boucl(é|ée)', 'achev(é|ée)', 'livr(é|ée)'],
  paused: ['en pause', 'en suspens', 'suspend(u|ue)', 'mis de côté', 'mise de côté', 'en veille'],
  resumed: ['repris(e)?', 'reprend', 'repart', 'relanc(é|ée)', 'redémarr(é|e)'],
  moved: ['déménag(é|ée|e)', 'emménag(é|ée)'],
  renamed: ['renomm(é|ée)', "s'appelle désormais", "s'appelle maintenant"],
  cancelled: ['annul(é|ée|és|ées)'],
  postponed: ['report(é|ée)', 'repouss(é|ée)', 'décal(é|ée)'],
  waiting: ['en attente de', 'bloqué par', 'bloquée par'],
  negators: ['pas', 'pas encore', 'presque', 'quasi', 'à moitié', 'jamais', 'non'],
  notStates: ['porte close', 'portes closes', 'huis clos'],
};
