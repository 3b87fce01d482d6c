import type { Settings } from '../core/ports/settings';

/**
 * Whether a change to this vault path makes the panels out of date. Decided
 * from the settings alone: it runs on every `modify` event, autosaves
 * included, so it may not build an engine context nor read a file.
 *
 * Only the dream log counts. Every dream and every approval — on this device,
 * another one, or the command line — appends an entry to it, and those are
 * the only things that change what the panels show (the pending queue, the
 * runs, the recorded unreachable topics). The person editing the index or a
 * topic note changes none of them, so their keystrokes cost nothing here.
 */
export function panelsDependOn(settings: Pick<Settings, 'dreamLogPath'>, path: string): boolean {
  return path === settings.dreamLogPath;
}
