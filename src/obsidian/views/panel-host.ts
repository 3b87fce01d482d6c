import type { DreamService } from '../service';

/**
 * What a panel needs from the plugin besides the service: navigation and the
 * flows that open a modal. Injected so a panel can be built in a test or the
 * screenshot script without a running Obsidian.
 */
export interface PanelHost {
  service: DreamService;
  now(): number;
  /** open a note, optionally scrolled to a 1-based line */
  openNote(path: string, line?: number): void;
  /** hidden folders (.dreams/) cannot be opened in Obsidian: say where it is (absent on phones: no Backups button) */
  showFolder?(path: string): void;
  /** the undo flow: preview, confirmation, result */
  startUndo(): void;
  /** the "link from index" flow: pick a section, write one line */
  startLinkFromIndex(topicPath: string): void;
  /** open the Pending candidates panel (the dream log links to it) */
  openPending?(): void;
  /** something changed the vault: refresh every open panel */
  changed(): void;
  /** header actions: a dream the person starts, and its preview (absent: no button) */
  runDream?(): void;
  previewDream?(): void;
}
