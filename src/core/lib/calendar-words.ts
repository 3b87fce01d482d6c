/**
 * Month and weekday names in the languages the rules read, as dates write
 * them, kept once for every reader that needs to know a calendar word: the
 * grounding of a model's line, the details that make it specific, the dates a
 * summary may say.
 */

/** Month names by language (English, German, French, Spanish, Italian, Polish), January first; each month's English name first. */
export const MONTH_NAMES: readonly (readonly string[])[] = [
  ['january', 'januar', 'janvier', 'enero', 'gennaio', 'stycznia', 'styczeń', 'styczen'],
  ['february', 'februar', 'février', 'fevrier', 'febrero', 'febbraio', 'lutego', 'luty'],
  ['march', 'märz', 'marz', 'mars', 'marzo', 'marca', 'marzec'],
  ['april', 'avril', 'abril', 'aprile', 'kwietnia', 'kwiecień', 'kwiecien'],
  ['may', 'mai', 'mayo', 'maggio', 'maja', 'maj'],
  ['june', 'juni', 'juin', 'junio', 'giugno', 'czerwca', 'czerwiec'],
  ['july', 'juli', 'juillet', 'julio', 'luglio', 'lipca', 'lipiec'],
  ['august', 'août', 'aout', 'agosto', 'sierpnia', 'sierpień', 'sierpien'],
  ['september', 'septembre', 'septiembre', 'settembre', 'września', 'wrzesnia', 'wrzesień', 'wrzesien'],
  ['october', 'oktober', 'octobre', 'octubre', 'ottobre', 'października', 'pazdziernika', 'październik'],
  ['november', 'novembre', 'noviembre', 'listopada', 'listopad'],
  ['december', 'dezember', 'décembre', 'decembre', 'diciembre', 'dicembre', 'grudnia', 'grudzień', 'grudzien'],
];

/** The short forms dates write a month in ("21 Nov", "3. Okt"), January first: also names ("Jan"), so only a date reader takes them. */
export const MONTH_SHORT_NAMES: readonly (readonly string[])[] = [
  ['jan'], ['feb'], ['mar'], ['apr'], [], ['jun'], ['jul'], ['aug'], ['sep', 'sept'], ['oct', 'okt'], ['nov'], ['dec', 'dez'],
];

/** Weekday names by language, Monday first. */
export const WEEKDAY_NAMES: readonly (readonly string[])[] = [
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'],
  ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'],
];
