import type { WorkspaceLeaf } from 'obsidian';
import { formatAge, plural } from '../format';
import type { Result, UnreachableTopicView } from '../service';
import { UNREACHABLE_VIEW } from '../view-types';
import { DreamPanel } from './panel';
import type { PanelHost } from './panel-host';

/**
 * Topic notes no index entry reaches. They are listed, never linked
 * automatically: where a topic belongs in the index is the person's call.
 */
export class UnreachableView extends DreamPanel<UnreachableTopicView[] | null> {
  constructor(leaf: WorkspaceLeaf, host: PanelHost) {
    super(leaf, host, UNREACHABLE_VIEW);
  }

  protected query(): Promise<Result<UnreachableTopicView[] | null>> {
    return this.host.service.unreachable();
  }

  protected render(topics: UnreachableTopicView[] | null): void {
    if (topics === null) {
      // Before any dream, and on a device that does not dream, nothing has been checked: claim nothing.
      this.renderEmpty('Not checked on this device yet.', 'Each dream lists the topic notes that no index entry links to, on the device that dreams. Open this panel there, or after a dream here.');
      return;
    }
    if (topics.length === 0) {
      this.renderEmpty('Every topic note is reachable from the index.', 'Each dream checks again: a topic note that no index entry links to shows up here after the dream that finds it.');
      return;
    }
    this.contentEl.createDiv({
      cls: 'vd-panel-intro',
      text: `${plural(topics.length, 'topic note')} that no index entry links to. Link them from the index so you can find them again.`,
    });
    const list = this.contentEl.createDiv({ cls: 'vd-list' });
    const now = this.host.now();
    for (const topic of topics) {
      const card = list.createDiv({ cls: 'vd-card vd-topic' });
      const title = card.createDiv({ cls: 'vd-card-title' });
      this.noteLink(title, topic.path, basename(topic.path));
      card.createDiv({ cls: 'vd-muted vd-path', text: topic.path });
      card.createDiv({ cls: 'vd-muted', text: `Last changed ${formatAge(topic.mtime, now)}` });
      if (topic.excerpt) card.createEl('p', { cls: 'vd-excerpt', text: topic.excerpt });
      const actions = card.createDiv({ cls: 'vd-actions' });
      actions.createEl('button', { text: 'Open' }).addEventListener('click', () => this.host.openNote(topic.path));
      actions
        .createEl('button', { cls: 'mod-cta', text: 'Link from index' })
        .addEventListener('click', () => this.host.startLinkFromIndex(topic.path));
    }
  }
}

function basename(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.endsWith('.md') ? name.slice(0, -3) : name;
}
