import { Plugin } from 'obsidian';

export default class VaultDreamingPlugin extends Plugin {
  override async onload(): Promise<void> {
    // Wired up in the Obsidian integration (views, commands, settings, scheduler).
  }
}
