/**
 * The words a journal heading uses for an occasion rather than a subject:
 * the kind of session ("call", "Termin", "ensayo") and the channel a pasted
 * conversation came through ("WhatsApp"), with the little word that names
 * who it was with ("Llamada con Dani", "Call with Andrew"). A heading made of
 * one of them and a name is about the name: "WhatsApp · Marta", "Ensayo ·
 * Las Medusas", "Tutoría con Carla". One object per language, the same keys;
 * channels are names and the same in every language.
 */
interface SessionWords {
  /** a kind of occasion, alone or before "with" */
  sessions: readonly string[];
  /** "with": between an occasion and who it was with */
  with: readonly string[];
}

export const SESSION_WORDS: Readonly<Record<string, SessionWords>> = {
  en: { sessions: ['call', 'meeting', 'visit', 'appointment', 'session', 'chat', 'talk', 'catch-up', 'rehearsal', 'lesson', 'interview', 'review'], with: ['with', 'w/'] },
  es: { sessions: ['llamada', 'reunión', 'visita', 'cita', 'sesión', 'charla', 'ensayo', 'tutoría', 'clase', 'entrevista', 'consulta'], with: ['con'] },
  fr: { sessions: ['appel', 'réunion', 'visite', 'rdv', 'rendez-vous', 'séance', 'répétition', 'cours', 'entretien', 'consultation'], with: ['avec'] },
  de: { sessions: ['anruf', 'telefonat', 'treffen', 'besuch', 'termin', 'sitzung', 'probe', 'stunde', 'gespräch', 'vorstellungsgespräch'], with: ['mit'] },
  it: { sessions: ['chiamata', 'telefonata', 'riunione', 'visita', 'appuntamento', 'sessione', 'prova', 'lezione', 'colloquio'], with: ['con'] },
  pt: { sessions: ['ligação', 'chamada', 'reunião', 'visita', 'consulta', 'sessão', 'ensaio', 'aula', 'entrevista'], with: ['com'] },
  nl: { sessions: ['gesprek', 'belletje', 'vergadering', 'bezoek', 'afspraak', 'sessie', 'repetitie', 'les', 'sollicitatiegesprek'], with: ['met'] },
  pl: { sessions: ['rozmowa', 'telefon', 'spotkanie', 'wizyta', 'sesja', 'próba', 'lekcja'], with: ['z', 'ze'] },
};

/** Where a conversation was pasted from: a name in every language. */
export const CHANNELS: readonly string[] = ['whatsapp', 'telegram', 'signal', 'sms', 'imessage', 'messenger', 'slack', 'teams', 'zoom', 'discord', 'facetime', 'skype', 'meet'];
