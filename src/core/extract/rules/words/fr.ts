import type { StatusWords } from './shape';

export const FR: StatusWords = {
  closed: ['clos', 'clôturé', 'clôturée', 'fermé', 'fermée', 'abandonné', 'abandonnée'],
  archived: ['archivé', 'archivée'],
  done: ['terminé', 'terminée', 'fini', 'finie', 'bouclé', 'bouclée', 'achevé', 'achevée', 'livré', 'livrée'],
  paused: ['en pause', 'en suspens', 'suspendu', 'suspendue', 'mis de côté', 'mise de côté', 'en veille'],
  resumed: ['reprise', 'repris', 'reprend', 'repart', 'relancé', 'relancée', 'redémarré', 'redémarre'],
  moved: ['déménagé', 'déménagée', 'déménage', 'emménagé', 'emménagée'],
  renamed: ['renommé', 'renommée', "s'appelle désormais", "s'appelle maintenant"],
  cancelled: ['annulé', 'annulée', 'annulés', 'annulées'],
  postponed: ['reporté', 'reportée', 'repoussé', 'repoussée', 'décalé', 'décalée'],
  waiting: ['en attente de', 'bloqué par', 'bloquée par'],
  negators: ['pas', 'pas encore', 'presque', 'quasi', 'à moitié', 'jamais', 'non'],
  notStates: ['porte close', 'portes closes', 'huis clos'],
};
