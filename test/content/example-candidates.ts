/**
 * A fixed, realistic set of candidates hand-built from the example vault
 * (examples/vault/Journal), as Sense and the gates would hand them to phase 2.
 * Snippets are read from the files, so rehydration passes on an untouched copy.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { Tier } from '../../src/core/ports/types';
import type { Lifecycle } from '../../src/core/formats/lifecycle';
import type { SourceRef, TrustRole } from '../../src/core/extract/spans';
import type { CandidateKind } from '../../src/core/extract/raw-candidate';
import type { Candidate, Hold } from '../../src/core/rank/candidate';

export const EXAMPLE_VAULT = path.join(__dirname, '..', '..', 'examples', 'vault');

function lines(rel: string): string[] {
  return fs.readFileSync(path.join(EXAMPLE_VAULT, rel), 'utf8').replace(/^\ufeff/, '').replace(/\r\n/g, '\n').split('\n');
}

function src(date: string, start: number, end = start, role: TrustRole = 'person', file = `Journal/${date}.md`): SourceRef {
  const snippet = lines(file).slice(start - 1, end).join('\n');
  const untrusted = role === 'web_quote' || role === 'clipping' || role === 'tool_result';
  return { path: file, startLine: start, endLine: end, snippet, untrusted, role, date, session: `note:${file}` };
}

interface Spec {
  id: string;
  text: string;
  kind: CandidateKind;
  topic: string;
  domain: string;
  lifecycle?: Lifecycle;
  sources: SourceRef[];
  confidence: number;
  tier: Tier;
  hold?: Hold | null;
}

function make(s: Spec): Candidate {
  const untrusted = s.sources.some((r) => r.untrusted);
  return {
    id: s.id,
    text: s.text,
    kind: s.kind,
    topic: s.topic,
    domain: s.domain,
    lifecycle: s.lifecycle ?? 'active',
    sources: s.sources,
    recurrence: new Set(s.sources.map((r) => r.date)).size,
    derivedFromUntrusted: untrusted,
    signals: { importance: 0.7, recurrence: 0.6, novelty: 1, stability: 0.8, actionability: 0.5, explicit: 0, recency: 1 },
    confidence: s.confidence,
    tier: s.tier,
    gateReasons: [],
    hold: s.hold ?? (s.tier === 3 ? { by: 'policy', reasons: ['tier-3'] } : null),
    extractor: 'offline',
    secretOmitted: false,
  };
}

export function exampleCandidates(): Candidate[] {
  return [
    make({ id: 'a1c3e5f7pnpm', text: 'Prefers pnpm over npm for JavaScript projects', kind: 'preference', topic: 'javascript-tooling', domain: 'Software',
      sources: [src('2026-11-02', 6), src('2026-11-04', 4), src('2026-11-10', 9), src('2026-11-19', 4)], confidence: 0.91, tier: 3 }),
    make({ id: 'b2release0001', text: 'Release Seedling: bump the version in package.json; run pnpm test and the e2e smoke test; tag the commit and push the tag; deploy the static build to the preview site; post the changelog in the project channel',
      kind: 'procedure', topic: 'seedling-release', domain: 'Software',
      sources: [src('2026-11-06', 3, 8), src('2026-11-13', 3, 8), src('2026-11-20', 3, 8)], confidence: 0.88, tier: 3 }),
    make({ id: 'c3routine0001', text: 'No meetings before 10: mornings 08:00–10:00 are a writing block', kind: 'preference', topic: 'morning-routine', domain: 'Personal',
      sources: [src('2026-11-03', 3), src('2026-11-09', 3), src('2026-11-16', 3), src('2026-11-23', 3)], confidence: 0.9, tier: 3 }),
    make({ id: 'd4localfirst1', text: 'Seedling is a local-first web app; no accounts until people ask for sync', kind: 'decision', topic: 'seedling', domain: 'Software',
      sources: [src('2026-11-02', 5)], confidence: 0.8, tier: 2 }),
    make({ id: 'e5sqlite00001', text: 'Seedling stores data in SQLite in the browser (OPFS) rather than IndexedDB, for real queries', kind: 'decision', topic: 'seedling', domain: 'Software',
      sources: [src('2026-11-03', 4)], confidence: 0.82, tier: 2 }),
    make({ id: 'f6mit00000001', text: 'Seedling stays free and open source (MIT); maybe a paid sync service later, never paid features', kind: 'decision', topic: 'seedling', domain: 'Software',
      sources: [src('2026-11-12', 8)], confidence: 0.86, tier: 2 }),
    make({ id: 'g7digest00001', text: 'Sowing reminders go out as a weekly e-mail digest, not web push', kind: 'decision', topic: 'seedling', domain: 'Software',
      sources: [src('2026-11-19', 3)], confidence: 0.84, tier: 2 }),
    make({ id: 'h8privacy0001', text: 'Privacy rule: store the least precise location that works (climate zone, never coordinates)', kind: 'decision', topic: 'seedling', domain: 'Software',
      sources: [src('2026-11-16', 4)], confidence: 0.83, tier: 2 }),
    make({ id: 'i9status00001', text: 'Seedling 0.4 is planned for 4 December with the harvest log on for everyone', kind: 'project_status', topic: 'seedling', domain: 'Software',
      sources: [src('2026-11-27', 4)], confidence: 0.8, tier: 2 }),
    make({ id: 'j0todo0000001', text: 'Write the 0.4 changelog', kind: 'todo', topic: 'seedling', domain: 'Software',
      sources: [src('2026-11-27', 5)], confidence: 0.62, tier: 1 }),
    make({ id: 'k1deploy00001', text: "Seedling's preview site deploys from the main branch only; feature flags live in flags.json", kind: 'fact', topic: 'seedling', domain: 'Software',
      sources: [src('2026-11-26', 5)], confidence: 0.81, tier: 2 }),
    make({ id: 'l2bike0000001', text: 'Bike rebuild finished: new chain, cassette and bottom bracket, brakes bled', kind: 'project_status', topic: 'bike-rebuild', domain: 'Home', lifecycle: 'done',
      sources: [src('2026-11-12', 4)], confidence: 0.8, tier: 2 }),
    make({ id: 'm3bsa00000001', text: 'The bike’s bottom bracket is BSA threaded, 68 mm shell', kind: 'fact', topic: 'bike-rebuild', domain: 'Home',
      sources: [src('2026-11-05', 5)], confidence: 0.85, tier: 2 }),
    make({ id: 'n4newsletter1', text: 'Newsletter paused until January: not enough energy for three projects', kind: 'project_status', topic: 'newsletter', domain: 'Writing', lifecycle: 'paused',
      sources: [src('2026-11-09', 8)], confidence: 0.77, tier: 2 }),
    make({ id: 'o5tutor000001', text: 'Japanese tutor sessions are on Thursdays at 19:00', kind: 'fact', topic: 'japanese', domain: 'Learning',
      sources: [src('2026-11-10', 5)], confidence: 0.66, tier: 1 }),
    make({ id: 'p6mederu00001', text: '「芽が出る」(me ga deru) = to sprout', kind: 'fact', topic: 'japanese', domain: 'Learning',
      sources: [src('2026-11-10', 4)], confidence: 0.58, tier: 1 }),
    make({ id: 'q7frost000001', text: 'Frost dates shift about a week per 100 m of altitude', kind: 'fact', topic: 'gardening', domain: 'Garden',
      sources: [src('2026-11-05', 12, 12, 'web_quote')], confidence: 0.55, tier: 1 }),
    make({ id: 'r8darkmode001', text: 'Wants dark mode support from day one in every app', kind: 'preference', topic: 'app-design', domain: 'Software',
      sources: [src('2026-11-16', 5)], confidence: 0.78, tier: 2 }),
    make({ id: 's9lowscore001', text: 'Rainy again', kind: 'fact', topic: 'weather', domain: 'Personal',
      sources: [src('2026-11-17', 6)], confidence: 0.2, tier: 0 }),
  ];
}

/** The approvals a person gave in the Pending panel (the routine stays pending). */
export const EXAMPLE_APPROVED = new Set(['a1c3e5f7pnpm', 'b2release0001']);

export function copyExampleVault(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(EXAMPLE_VAULT, dir, { recursive: true });
  return dir;
}
