import { Notice } from 'obsidian';

/**
 * Notices with behaviour of their own, kept out of main.ts so tests reach
 * them: each says only what happened (a path is "copied" only when it was).
 */

/** Says where the backups are, and that the path is copied only when it was. */
export async function showBackupFolder(path: string): Promise<void> {
  let copied = false;
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(path);
      copied = true;
    }
  } catch {
    copied = false;
  }
  const where = `Backups are in ${path} (a hidden folder, so Obsidian does not list it).`;
  new Notice(copied ? `${where} The path is copied; open it from your file manager.` : `${where} Open it from your file manager.`);
}

/** Progress as one notice, for a device without a status bar. */
export function noticeProgress(): { show(text: string): void; hide(): void } {
  let notice: Notice | null = null;
  return {
    show: (text) => {
      if (notice) notice.setMessage(text);
      else notice = new Notice(text, 0);
    },
    hide: () => {
      notice?.hide();
      notice = null;
    },
  };
}
