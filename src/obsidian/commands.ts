import type { Plugin } from 'obsidian';
import { DREAM_LOG_VIEW, PENDING_VIEW, UNREACHABLE_VIEW, type PanelKind } from './view-types';

/** The plugin actions the palette reaches; implemented in main.ts. */
interface CommandActions {
  runNow(): void;
  /** null when no dream runs: the command is then not offered */
  stopRunning(): (() => void) | null;
  preview(): void;
  undoLast(): void;
  explain(): void;
  approvePassing(): void;
  dreamOnThisDevice(): void;
  openPanel(kind: PanelKind): void;
}

/**
 * Palette entries. No default hotkeys (people pick their own), names in
 * sentence case without the plugin's name: Obsidian shows that already.
 */
export function registerCommands(plugin: Plugin, actions: CommandActions): void {
  plugin.addCommand({ id: 'run-dream-now', name: 'Run dream now', callback: () => actions.runNow() });
  // Offered only while a dream runs; the way to stop one on mobile, where there is no status bar.
  plugin.addCommand({
    id: 'stop-running-dream',
    name: 'Stop the running dream',
    checkCallback: (checking) => {
      const stop = actions.stopRunning();
      if (!stop) return false;
      if (!checking) stop();
      return true;
    },
  });
  plugin.addCommand({ id: 'preview-dream', name: 'Preview dream (writes nothing)', callback: () => actions.preview() });
  // One device dreams for a synced vault; this moves that role here.
  plugin.addCommand({ id: 'dream-on-this-device', name: 'Dream on this device', callback: () => actions.dreamOnThisDevice() });
  plugin.addCommand({ id: 'undo-last-dream', name: 'Undo last dream', callback: () => actions.undoLast() });
  plugin.addCommand({ id: 'explain-candidate', name: 'Explain a candidate', callback: () => actions.explain() });
  plugin.addCommand({ id: 'approve-passing-pending', name: 'Approve all pending candidates that pass the gates', callback: () => actions.approvePassing() });
  plugin.addCommand({ id: 'open-dream-log', name: 'Open dream log', callback: () => actions.openPanel(DREAM_LOG_VIEW) });
  plugin.addCommand({ id: 'open-unreachable-topics', name: 'Open unreachable topics', callback: () => actions.openPanel(UNREACHABLE_VIEW) });
  plugin.addCommand({ id: 'open-pending-candidates', name: 'Open pending candidates', callback: () => actions.openPanel(PENDING_VIEW) });
}
