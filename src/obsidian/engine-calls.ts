/**
 * The engine calls the plugin makes, and nothing else: loadEngine imports this
 * file dynamically, and a dynamic import keeps every export of its target, so
 * pointing it at core/engine.ts would bundle the CLI's renderers too. Listed
 * here, the rest of the engine is tree-shaken as before.
 */
export {
  approveCandidates,
  BULK_LEFT_TEXT,
  dailyNotesFolder,
  explainQuery,
  linkTopicFromIndex,
  listDreamLogCards,
  listIndexSections,
  listPending,
  listPendingCards,
  listUnreachableTopics,
  migrateSharedState,
  planDream,
  planUndoDream,
  previewApproval,
  rejectPending,
  runDream,
  dreamingDevice,
  takeOverDreaming,
  testModelConnection,
  undoDream,
} from '../core/engine';
export { yamlEngine } from '../core/ports/yaml';
