/**
 * One constant per panel, so the type string registered with Obsidian, the
 * tab title and the icon can never drift apart between registration, the
 * commands that open a panel and the view itself.
 */
export interface PanelKind {
  readonly type: string;
  readonly name: string;
  readonly icon: string;
}

export const DREAM_LOG_VIEW: PanelKind = { type: 'vault-dreaming-log', name: 'Dream log', icon: 'moon-star' };
export const UNREACHABLE_VIEW: PanelKind = { type: 'vault-dreaming-unreachable', name: 'Unreachable topics', icon: 'unlink' };
export const PENDING_VIEW: PanelKind = { type: 'vault-dreaming-pending', name: 'Pending candidates', icon: 'inbox' };

export const ALL_PANELS: readonly PanelKind[] = [DREAM_LOG_VIEW, UNREACHABLE_VIEW, PENDING_VIEW];
