/**
 * Phase 2 planning: which tier notes this run writes, and with what text.
 *
 * Routing (one candidate can feed several notes):
 * - tier ≥ 1 → the daily digest of its newest source date;
 * - tier ≥ 2 → its topic note;
 * - tier 3 with an approval → its identity note or skill (by kind) as well.
 *
 * A candidate that is pending (held by the review screen or by the approval
 * policy) and has no approval is written NOWHERE, not even as a tier-2 line.
 * Reason: a screen hold (front matter, HTML, an internal path or command-like
 * text) means words that must not reach any note before a person looks; a
 * policy hold means a tier-2 copy written now would make the approved write
 * later look like a repeat. Either way nothing is written until approval. It waits in the Pending panel and is written whole once approved.
 */
import { createTwoFilesPatch } from 'diff';
import { gate, tier3Destination } from '../rank/gates';
import { lineSubjects, spokenBy } from '../extract/subjects';
import { namesSubject, ventureHead } from '../extract/subject-phrases';
import { resolveSubject } from '../extract/subject-resolver';
import { parseCitations, splitCitation, withoutCitation } from '../formats/citation';
import { isLiveTopicStatus } from '../formats/topic-status';
import { localDate } from '../lib/dates';
import { similarity } from '../extract/similarity';
import type { Settings } from '../ports/settings';
import type { VaultPort } from '../ports/vault';
import type { SensePorts } from '../sense/sense-ports';
import { isUnder } from '../lib/paths';
import { isTopicNotePath, tierOfPath } from '../ports/allow-list';
import { containsSecret } from '../secrets/scan';
import type { ReportMessage, Tier } from '../ports/types';
import { dailyDigestPath, digestDate, digestPointingTo, renderDailyDigest } from './daily-digest';
import { keptLineWorth } from '../extract/offline-extractor';
import { OVER_KINDS, STATUS_OF_SUBJECT_RULE } from '../extract/rules/status-words';
import { confidenceOf, NOVELTY, recencySignal, recurrenceSignal } from '../rank/ranking';
import { RESERVED_DOMAIN } from '../extract/model/schema';
import { identityNotePath, renderIdentityNote } from './identity';
import { addToSections, candidateKey, citeOnLine, normalizeLine, splitNote, newestDate, supersedeLine, supersededBy, titleFromTopic, TOPIC_SECTIONS, SECTION_CURRENT, SECTION_DONE, finishedLineText, type SectionAddition } from './notes';
import { rehydrate } from './rehydrate';
import { summarizeWrites } from './summary';
import { renderSkillNote, skillNotePath, skillPromotion } from './skill';
import { noteRender, renderTopicNote, topicNotePath, withStatusLineAt, type NoteRender, type RelatedTopic } from './topic-note';
import { noteSlug } from '../formats/slug';
import { parseNote, stripBom } from '../formats/frontmatter';
import { addNote, foldKey, SubjectRegistry } from '../sense/subject-registry';
import { joinPath } from '../lib/paths';
import { titleFromLines } from './notes';
import { findWikiLinks, linkName, noteName, replaceWikiLinks } from '../formats/wikilink';
import { append } from '../lib/arrays';
import type { PlannedWrite } from '../state/transaction';
import type { Candidate } from '../rank/candidate';
import { rx } from '../lib/rx';

interface PlanNoteWritesOptions {
  /** candidate ids with a valid (unexpired) approval receipt */
  approvedIds: ReadonlySet<string>;
  /** the subject's name as the person writes it (their index line, their links), when the vault knows it */
  names?: (topic: string) => { name: string; names: readonly string[] } | undefined;
  /**
   * Topic notes already read by an earlier call over the same vault state (the
   * Pending panel plans one card at a time): each note is read once per refresh,
   * not once per card.
   */
  topicReads?: Map<string, string>;
  /** subject slug → the digests that keep lines under its heading, and the heading as written (rank/existing-memory.ts digestsBySubject) */
  digests?: ReadonlyMap<string, { paths: readonly string[]; title: string }>;
}

interface NoteWritePlan {
  writes: PlannedWrite[];
  /** candidates not written, and targets that could not be written, with why */
  dropped: ReportMessage[];
  /** things for the person to look at that are not failures (near-duplicate notes) */
  messages: ReportMessage[];
}

function isWritable(c: Candidate, approved: ReadonlySet<string>): boolean {
  if (c.tier < 1) return false;
  const isApproved = approved.has(c.id);
  if (c.hold !== null && !isApproved) return false;
  // Tier 3 always needs a person's approval, whatever the pending field says.
  if (c.tier === 3 && !isApproved) return false;
  return true;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function datesOf(cands: readonly Candidate[]): Set<string> {
  return new Set(cands.flatMap((c) => c.sources.map((s) => s.date)));
}

/**
 * Two topics are related when one's lines link the other by name. (Writing
 * about both on the same days was a rule once; in a daily journal nearly every
 * topic shares days with every other, and the "Related" lists it made were
 * longer than what they related.)
 */
function relatedTopics(byTopic: ReadonlyMap<string, Candidate[]>, topicPath: (t: string) => string, existing: ReadonlySet<string>): Map<string, RelatedTopic[]> {
  const out = new Map<string, RelatedTopic[]>();
  const topics = [...byTopic.keys()].sort();
  for (const a of topics) {
    const rel: RelatedTopic[] = [];
    const aCands = byTopic.get(a) ?? [];
    // A link names a note; its name (not its folder) is what a topic's slug is made from.
    const linked = new Set(aCands.flatMap((c) => findWikiLinks(c.text).filter((f) => f.link.target !== '').map((f) => noteSlug(noteName(f.link.target)))));
    for (const l of [...linked].sort()) {
      if (l === a || (!byTopic.has(l) && !existing.has(topicPath(l)))) continue;
      rel.push({ path: topicPath(l), title: titleFromTopic(l), why: 'linked from this topic’s notes' });
    }
    out.set(a, rel);
  }
  return out;
}

function nearDuplicates(newTopic: string, existingTopics: readonly string[]): string[] {
  const words = (t: string): string => t.replace(/-/g, ' ');
  return existingTopics.filter((e) => {
    if (e === newTopic) return false;
    if (e.length >= 4 && newTopic.length >= 4 && (e.includes(newTopic) || newTopic.includes(e))) return true;
    return similarity(words(e), words(newTopic)) >= 0.5;
  });
}

/**
 * What a render added, counted as the note shows it: the new lines, then the
 * older lines struck through. A mark on an old line or a changed status is no
 * new line (a note with four bullets was said to have six).
 */
function addedWords(added: readonly string[]): string {
  const marks = added.filter((a) => a.startsWith('superseded: '));
  const struck = marks.filter((a) => !a.startsWith('superseded: status ')).length;
  return `${countLabel(added.length - marks.length, 'new line')}${struck > 0 ? `, ${struck} older struck through` : ''}`;
}

/** What planning the note writes reads through: the vault, the clock (for today's date) and the frontmatter reader. */
export type NotePorts = Pick<SensePorts, 'vault' | 'clock' | 'yaml'>;

function countLabel(n: number, one: string): string {
  return `${n} ${one}${n === 1 ? '' : 's'}`;
}

export async function planNoteWrites(ports: NotePorts, settings: Settings, candidates: readonly Candidate[], opts: PlanNoteWritesOptions): Promise<NoteWritePlan> {
  const { vault } = ports;
  const today = localDate(ports.clock);
  const dropped: ReportMessage[] = [];
  const messages: ReportMessage[] = [];
  const kept = await writableCandidates(vault, candidates, opts.approvedIds, messages, dropped);
  const restated = candidates.filter((c) => c.restates !== undefined && (c.hold === null || opts.approvedIds.has(c.id)) && !containsSecret(c.text));
  const { digests, topics, identities, skills, inTopicNote } = byNote(kept, opts.approvedIds);
  const { existingTopicFiles, existingSet, topicPath, existingTopics, related, topicNoteFor } = await topicTargets(ports, settings, topics, opts);

  // The other names the person uses for a subject (their index line, a
  // rename, a link's display text) go into its note's aliases, so a name that
  // would clash with the file name is an alias rather than a second file.
  const aliasesFor = (t: string, file: string): string[] => {
    const names = (opts.names?.(t)?.names ?? []).filter((n) => foldKey(n) !== foldKey(file) && foldKey(n) !== '');
    // An earlier dream named its note by slug (bike-rebuild.md): the person's
    // [[Bike rebuild]] reaches it only through that title as an alias.
    if (/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(file) && !/^\d{4}-\d{2}-\d{2}/.test(file)) names.unshift(titleFromTopic(file));
    return [...new Set(names)];
  };
  const writes: PlannedWrite[] = [];
  const plan = (target: string, tier: Tier, cands: readonly Candidate[], what: string, render: (current: string | null) => NoteRender): Promise<void> =>
    planWrite(vault, { writes, dropped }, target, tier, cands, what, render);

  for (const [date, cands] of [...digests].sort(([a], [b]) => (a < b ? -1 : 1))) {
    // A day whose every line went to a topic note needs no digest: the notes
    // cite the day, and a page of links alone is frontmatter with nothing to say.
    if (!cands.some((c) => !inTopicNote(c))) continue;
    await plan(dailyDigestPath(settings, date), 1, cands, `the daily digest for ${date}`, (cur) =>
      renderDailyDigest(ports.yaml, cur, { date, candidates: cands, topicNotes: topicNoteFor, today, knownName: (t) => opts.names?.(t)?.name }));
  }
  for (const [topic, cands] of [...topics].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const target = topicPath(topic);
    if (!existingSet.has(target)) {
      const similar = nearDuplicates(topic, existingTopics);
      if (similar.length > 0) {
        messages.push({
          level: 'info',
          kind: 'near-duplicate',
          path: target,
          text: `New topic note ${target} looks like ${similar.map(topicPath).join(', ')}. They were kept apart; merge them by hand if they are one topic.`,
        });
      }
    }
    const domain = topicDomain(topic, cands, settings.owner);
    await plan(target, 2, cands, `the topic note “${titleFromLines(noteSlug(topic), cands.map((c) => c.text))}”`, (cur) =>
      renderTopicNote(ports.yaml, cur, { topic, domain, candidates: cands, related: related.get(topic) ?? [], today, title: noteName(target), aliases: aliasesFor(topic, noteName(target)) }));
  }
  await refileEarlierLines(ports, settings, writes, [...topics].map(([t, cands]) => ({ topic: t, target: topicPath(t), person: cands.some((c) => spokenBy(t, c.sources)) })), existingTopicFiles, opts.topicReads);
  for (const [topic, cands] of [...identities].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await plan(identityNotePath(settings, topic), 3, cands, `the identity note “${titleFromLines(noteSlug(topic), cands.map((c) => c.text))}” (approved)`, (cur) =>
      renderIdentityNote(ports.yaml, cur, { topic, candidates: cands, today }));
  }
  for (const [topic, cands] of [...skills].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const target = skillNotePath(settings, topic);
    // Read once more only to name the change in the write's reason: a
    // promotion is what the person approves, so the review says so.
    let exists = false;
    let promoted = false;
    try {
      exists = await vault.exists(target);
      promoted = exists && skillPromotion(ports.yaml, await vault.readText(target), cands);
    } catch {
      // plan() reads again and reports the failure.
    }
    const label = promoted ? 'approved, incubating → active: seen again in a new session' : exists ? 'approved' : 'approved, incubating';
    await plan(target, 3, cands, `the skill “${titleFromLines(noteSlug(topic), cands.map((c) => c.text))}” (${label})`, (cur) =>
      renderSkillNote(ports.yaml, cur, { topic, candidates: cands, today }));
  }
  await strikeSuperseded(vault, settings, kept, writes, today);
  await citeRestatements(vault, settings, restated, writes);
  // After the strikes: a line tonight's news superseded stays struck where it is.
  if (opts.digests) await refileDigestLines(ports, settings, writes, [...topics].map(([t, cands]) => ({ topic: t, target: topicPath(t), days: new Set(cands.flatMap((c) => c.subjectSupport ?? [])).size })), opts.digests);
  // Last: each subject note's summary says where it stands after every edit above.
  summarizeWrites(ports.yaml, settings.topicsFolder, writes, messages, settings.owner);
  return { writes, dropped, messages };
}

/** The candidates a note may get: approved or not held, not a repeat of memory, no secret left in them, still in their source. */
async function writableCandidates(
  vault: VaultPort,
  candidates: readonly Candidate[],
  approvedIds: ReadonlySet<string>,
  messages: ReportMessage[],
  dropped: ReportMessage[],
): Promise<Candidate[]> {
  const writable = candidates.filter((c) => isWritable(c, approvedIds));
  const repeats = writable.filter((c) => c.duplicateOf !== undefined);
  if (repeats.length > 0) {
    messages.push({ level: 'info', text: `${countLabel(repeats.length, 'candidate')} ${repeats.length === 1 ? 'repeats a line' : 'repeat lines'} the notes already hold; nothing was added for ${repeats.length === 1 ? 'it' : 'them'}.` });
  }
  const fresh = writable.filter((c) => c.duplicateOf === undefined);
  const clean: Candidate[] = [];
  for (const c of fresh) {
    // Defence in depth: the secret guard runs in Sense; a value that slipped
    // past it must still never reach a note.
    if (containsSecret(c.text)) {
      dropped.push({ level: 'error', path: c.sources[0]?.path, text: `A candidate was not written: its text still holds a credential-shaped value (sensitive value omitted; source needs manual review).` });
    } else clean.push(c);
  }
  const { kept, dropped: stale } = await rehydrate(vault, clean);
  append(dropped, stale);
  return kept;
}

/** The candidates by the note each goes to: a day's digest, a topic note, an approved identity or skill note. */
function byNote(kept: readonly Candidate[], approvedIds: ReadonlySet<string>): {
  digests: Map<string, Candidate[]>;
  topics: Map<string, Candidate[]>;
  identities: Map<string, Candidate[]>;
  skills: Map<string, Candidate[]>;
  inTopicNote: (c: Candidate) => boolean;
} {
  const digests = new Map<string, Candidate[]>();
  const topics = new Map<string, Candidate[]>();
  const identities = new Map<string, Candidate[]>();
  const skills = new Map<string, Candidate[]>();
  const inTopicNote = (c: Candidate): boolean => c.tier >= 2;
  for (const c of kept) {
    const date = digestDate(c);
    if (date !== null) push(digests, date, c);
    if (c.tier >= 2) push(topics, noteSlug(c.topic), c);
    if (c.tier === 3 && approvedIds.has(c.id)) {
      const dest = tier3Destination(c);
      if (dest === 'skill') push(skills, noteSlug(c.topic), c);
      else if (dest === 'identity') push(identities, noteSlug(c.topic), c);
    }
  }
  return { digests, topics, identities, skills, inTopicNote };
}

/**
 * Where each topic's lines go: the note the topics folder already has under
 * any of its names, else a new note named as the subject is written; two
 * topics that resolve to one note become one (`topics` is changed so).
 */
async function topicTargets(ports: NotePorts, settings: Settings, topics: Map<string, Candidate[]>, opts: PlanNoteWritesOptions): Promise<{
  existingTopicFiles: string[];
  existingSet: Set<string>;
  topicPath: (t: string) => string;
  existingTopics: string[];
  related: ReturnType<typeof relatedTopics>;
  topicNoteFor: Map<string, string>;
}> {
  const { vault } = ports;
  const existingTopicFiles = (await vault.list(settings.topicsFolder)).map((f) => f.path).filter((p) => isTopicNotePath(settings, p));
  const existingSet = new Set(existingTopicFiles);
  // The notes the topics folder holds, by every name they answer to: a topic
  // goes to the note that is already there, whatever its case, accents or
  // alias, and a new note is named as its subject is written.
  const registry = await topicRegistry(ports, settings, existingTopicFiles, opts.topicReads);
  const newNames = new Map<string, string>();
  const topicPath = (t: string): string => {
    const known = resolveSubject(t, registry);
    if (known?.path) return known.path;
    const named = newNames.get(t);
    return named ?? topicNotePath(settings, t);
  };
  for (const [t, cands] of topics) {
    if (resolveSubject(t, registry)?.path) continue;
    // The heading an earlier digest gave the subject is written as the person wrote it ("Priya Shah").
    const heading = opts.digests?.get(noteSlug(t))?.title;
    const name = fileName(opts.names?.(t)?.name ?? titleFromLines(noteSlug(t), [...cands.map((c) => c.text), ...(heading !== undefined ? [heading] : [])]));
    if (foldKey(name) !== foldKey(t) || name === '') continue;
    const path = joinPath(settings.topicsFolder, `${name}.md`);
    newNames.set(t, path);
    registry.add({ name, path, from: 'note' });
  }
  // Two topics the registry resolves to one note are one write: "Baltica" and
  // "Baltica Rail Cargo" lines go to the same file in one update, never two
  // writes racing for it.
  const byPath = new Map<string, string>();
  for (const t of [...topics.keys()].sort()) {
    const target = topicPath(t);
    const first = byPath.get(target);
    if (first === undefined) {
      byPath.set(target, t);
      continue;
    }
    // The topic named like the note keeps the lines; the other joins it.
    const keep = noteSlug(noteName(target)) === t ? t : first;
    const drop = keep === t ? first : t;
    topics.set(keep, [...(topics.get(keep) ?? []), ...(topics.get(drop) ?? [])]);
    topics.delete(drop);
    byPath.set(target, keep);
  }
  const existingTopics = existingTopicFiles
    .filter((p) => isUnder(p, settings.topicsFolder) && !p.slice(settings.topicsFolder.length + 1).includes('/'))
    .map((p) => p.slice(p.lastIndexOf('/') + 1, -3));
  const related = relatedTopics(topics, topicPath, existingSet);
  const topicNoteFor = new Map<string, string>();
  for (const t of topics.keys()) topicNoteFor.set(t, topicPath(t));
  for (const t of existingTopics) if (!topicNoteFor.has(noteSlug(t))) topicNoteFor.set(noteSlug(t), topicPath(t));
  return { existingTopicFiles, existingSet, topicPath, existingTopics, related, topicNoteFor };
}

/** One note's write, if its text changes: read it (never through a link), render the new text, say why. */
async function planWrite(
  vault: VaultPort,
  out: { writes: PlannedWrite[]; dropped: ReportMessage[] },
  target: string,
  tier: Tier,
  cands: readonly Candidate[],
  what: string,
  render: (current: string | null) => NoteRender,
): Promise<void> {
  const { writes, dropped } = out;
    let current: string | null = null;
    try {
      if ((await vault.stat(target))?.link) {
        dropped.push({ level: 'error', path: target, text: `${target} is a symbolic link, and the plugin never writes through a link; nothing was written to it or to the file it leads to.` });
        return;
      }
      current = (await vault.exists(target)) ? await vault.readText(target) : null;
    } catch (e) {
      dropped.push({ level: 'warn', path: target, text: `${target} could not be read (${e instanceof Error ? e.message : String(e)}); nothing was written to it.` });
      return;
    }
    const r = render(current);
    if (r.content === null) {
      dropped.push({ level: 'warn', path: target, text: `${target}: ${r.error ?? 'could not be updated'}. ${countLabel(cands.length, 'candidate')} for it wait for the next run.` });
      return;
    }
    if (r.content === current) return;
    const action = current === null ? 'create' : 'update';
    const dates = [...datesOf(cands)].sort();
    const span = dates.length === 0 ? '' : dates.length === 1 ? ` from ${dates[0]}` : ` from ${dates[0]} to ${dates[dates.length - 1]}`;
    writes.push({
      target,
      tier,
      action,
      reason: `${action === 'create' ? 'Create' : 'Update'} ${what}: ${addedWords(r.added)}${span}.`,
      diff: createTwoFilesPatch(target, target, current ?? '', r.content, current === null ? '(new file)' : 'before', 'after'),
      content: r.content,
      expected: current,
      candidateIds: cands.map((c) => c.id),
    });
}


/**
 * Lines follow their subject. When a subject earns its note, the lines earlier
 * dreams kept about it in another dream-written topic note — a speaker's note,
 * before the subject had one of its own ("Maria: I'm trying kundalini yoga"
 * filed under Maria until Yoga recurred) — move into the new note, under the
 * same section, citations and all: a line whose phrases counted the subject's
 * days, or that names a thing's subject anywhere (as a new line naming it would
 * go to its note). A line that also names the note it is in stays there, and a
 * person's own notes are never edited.
 */
async function refileEarlierLines(
  ports: NotePorts,
  settings: Settings,
  writes: PlannedWrite[],
  topics: readonly { topic: string; target: string; person: boolean }[],
  existingFiles: readonly string[],
  reads?: Map<string, string>,
): Promise<void> {
  const created = topics.filter(({ target }) => writes.some((w) => w.target === target && w.action === 'create' && w.tier === 2));
  if (created.length === 0) return;
  const same = (a: string, b: string): boolean => a === b || ventureHead(a) === b || ventureHead(b) === a;
  const moves = new Map<string, { from: string; line: string; section: string }[]>();
  const texts = new Map<string, string>();
  for (const from of existingFiles) {
    if (created.some((c) => c.target === from) || from.slice(settings.topicsFolder.length + 1).includes('/')) continue;
    const planned = writes.find((w) => w.target === from);
    let text: string;
    try {
      text = planned ? planned.content : reads?.get(from) ?? (await ports.vault.readText(from));
    } catch {
      continue;
    }
    const note = splitNote(ports.yaml, text);
    if (note.error !== undefined || note.data.origin !== 'dream') continue;
    texts.set(from, text);
    const own = noteSlug(noteName(from));
    let section = SECTION_CURRENT.heading;
    for (const line of note.body.split('\n')) {
      const h = /^#{2,6}\s+(.+?)\s*$/.exec(line);
      if (h) section = h[1]!;
      if (!/^[-*+]\s+\S/.test(line) || line.includes('~~')) continue;
      const said = withoutCitation(line.replace(/^[-*+]\s+/, ''));
      const words = ` ${said.replace(rx.u`^\p{Lu}[\p{L}'\u2019-]*:\s`, '').toLowerCase().replace(rx.gu`[^\p{L}\p{N}]+`, ' ')} `;
      if (namesSubject(words, own)) continue;
      // The subjects that counted its days, or (not for a person: "Thanks, Jon" is said to him) its name anywhere in the line.
      const subjects = lineSubjects(said);
      const to = created.find((c) => subjects.some((t) => same(t, noteSlug(c.topic))) || (!c.person && namesSubject(words, noteSlug(c.topic))));
      if (to === undefined) continue;
      const list = moves.get(to.target) ?? [];
      list.push({ from, line, section });
      moves.set(to.target, list);
    }
  }
  const removeFrom = new Map<string, Set<string>>();
  for (const [target, list] of moves) {
    const w = writes.find((x) => x.target === target)!;
    const note = splitNote(ports.yaml, w.content);
    if (note.error !== undefined) continue;
    const adds: SectionAddition[] = [];
    for (const m of list) {
      const spec = TOPIC_SECTIONS.find((t) => t.aliases.includes(m.section.toLowerCase())) ?? SECTION_CURRENT;
      const at = adds.find((a) => a.section === spec);
      if (at) at.lines.push(m.line);
      else adds.push({ section: spec, lines: [m.line] });
    }
    // Current lines go where their days put them; lines of the other sections after the section's own.
    const current = adds.find((a) => a.section === SECTION_CURRENT);
    const dated = current === undefined ? { body: note.body, added: [] as string[] } : inDateOrder(note.body, current.lines);
    const rest = addToSections(dated.body, adds.filter((a) => a !== current), TOPIC_SECTIONS);
    const r = { body: rest.body, added: [...dated.added, ...rest.added] };
    const rendered = noteRender(ports.yaml, note, note.data, r.body, r.added, 'note');
    if (rendered.content === null) continue;
    w.content = rendered.content;
    w.diff = createTwoFilesPatch(target, target, '', w.content, '(new file)', 'after');
    w.reason = `${w.reason} ${countLabel(list.length, 'earlier line')} about it moved here from ${[...new Set(list.map((m) => noteName(m.from)))].join(', ')}.`;
    for (const m of list) removeFrom.set(m.from, (removeFrom.get(m.from) ?? new Set()).add(m.line));
  }
  for (const [from, lines] of removeFrom) {
    const current = texts.get(from)!;
    const next = withoutEmptySections(current.split('\n').filter((l) => !lines.has(l))).join('\n');
    replan(writes, from, 2, current, next, `Move ${countLabel(lines.size, 'line')} to the note of the subject ${lines.size === 1 ? 'it is' : 'they are'} about.`);
  }
}

/**
 * A note this plan rewrites once more: its planned write takes the new text,
 * or a write is added for it.
 */
function replan(writes: PlannedWrite[], target: string, tier: Tier, current: string, next: string, reason: string, candidateIds: readonly string[] = []): void {
  const planned = writes.find((w) => w.target === target);
  if (planned) {
    planned.content = next;
    planned.diff = createTwoFilesPatch(target, target, planned.expected ?? '', next, planned.expected === null ? '(new file)' : 'before', 'after');
    append(planned.candidateIds, candidateIds);
    return;
  }
  writes.push({
    target,
    tier,
    action: 'update',
    reason,
    diff: createTwoFilesPatch(target, target, current, next, 'before', 'after'),
    content: next,
    expected: current,
    candidateIds: [...candidateIds],
  });
}

/**
 * Lines follow their subject out of the digests too. A subject's first days
 * are kept in their digests under its heading, since it had no note then, or
 * its lines missed the tier-2 gate while it had been written about on one day
 * ("## Kasia — she got the Nexbank offer, moving to Wrocław"). When this run
 * writes the subject's note, those lines move into it, citations and all, and
 * the digest points at the note instead: the ones that pass the tier-2 gate
 * now, judged again from their words with the subject's days as recurrence
 * (keptLineWorth). The rest stay in the digest under a heading that links the
 * note. A digest from untrusted text moves nothing.
 */
async function refileDigestLines(
  ports: NotePorts,
  settings: Settings,
  writes: PlannedWrite[],
  topics: readonly { topic: string; target: string; days: number }[],
  digests: ReadonlyMap<string, { paths: readonly string[]; title: string }>,
): Promise<void> {
  for (const t of topics) {
    const w = writes.find((x) => x.target === t.target && x.tier === 2);
    const title = noteName(t.target);
    const paths = [...new Set([...(digests.get(noteSlug(t.topic))?.paths ?? []), ...(digests.get(noteSlug(title))?.paths ?? [])])].sort();
    if (w === undefined || paths.length === 0) continue;
    // A person's own note gets what this run says of the subject, never a refiling of our digests.
    const target = splitNote(ports.yaml, w.content);
    if (target.error !== undefined || target.data.origin !== 'dream') continue;
    const recurrence = recurrenceSignal(t.days);
    const moved: { line: string; from: string }[] = [];
    let weakest = 1;
    const sessions: string[] = [];
    for (const from of paths) {
      const date = /(\d{4}-\d{2}-\d{2})[^/]*\.md$/.exec(from)?.[1];
      if (date === undefined || !isUnder(from, settings.dailyFolder)) continue;
      const planned = writes.find((x) => x.target === from);
      let text: string;
      try {
        text = planned ? planned.content : await ports.vault.readText(from);
      } catch {
        continue;
      }
      const note = splitNote(ports.yaml, text);
      if (note.error !== undefined || note.data.origin !== 'dream' || note.data.derived_from_untrusted === true) continue;
      const lines = text.split('\n');
      let heading: string | null = null;
      let mine = false;
      const leaving = new Set<number>();
      lines.forEach((line, i) => {
        const h = /^##\s+(.+?)\s*$/.exec(line);
        if (h) {
          const shown = replaceWikiLinks(h[1]!, linkName);
          mine = noteSlug(shown) === noteSlug(t.topic) || foldKey(shown) === foldKey(title);
          if (mine) heading = line;
          return;
        }
        if (!mine || !/^[-*+]\s+\S/.test(line) || line.includes('~~')) return;
        const said = withoutCitation(line.replace(/^[-*+]\s+/, ''));
        // The rank's own gate (gates.ts), asked for tier 2 with the subject's days as the line's
        // recurrence (rank/build-candidates.ts topicConfidence). Its tier 1 it earned the day it was kept.
        const topicConfidence = confidenceOf({ ...keptLineWorth(said), recurrence, novelty: NOVELTY.inDigest, explicit: 0, recency: recencySignal(date, ports.clock.now()) });
        const verdict = gate({ kind: 'fact', text: said, confidence: topicConfidence, recurrence: t.days, derivedFromUntrusted: false, subjectDays: t.days }, settings);
        if (verdict.tier < 2) return;
        weakest = Math.min(weakest, topicConfidence);
        leaving.add(i);
      });
      if (leaving.size === 0 || heading === null) continue;
      for (const i of leaving) moved.push({ line: lines[i]!, from });
      for (const s of Array.isArray(note.data.source_sessions) ? note.data.source_sessions : []) if (typeof s === 'string') sessions.push(s);
      const kept = withoutEmptySections(lines.filter((_, i) => !leaving.has(i)));
      const body = splitNote(ports.yaml, kept.join('\n'));
      if (body.error !== undefined) continue;
      const next = noteRender(ports.yaml, body, body.data, digestPointingTo(body.body, heading, t.target, title), [], 'digest').content;
      if (next === null) continue;
      replan(writes, from, 1, text, next, `Move ${countLabel(leaving.size, 'line')} about ${title} to [[${title}]], the note ${title} has now.`);
    }
    if (moved.length === 0) continue;
    const note = target;
    // A line the digest kept with its state ("Done: Finita la maturità.") still says where the subject
    // stands once it moves: finished work goes to Done and reference, not Current.
    const finished = moved.filter((m) => finishedLineText(m.line) !== null).map((m) => m.line);
    const dated = inDateOrder(note.body, moved.map((m) => m.line).filter((l) => !finished.includes(l)));
    const done = finished.length > 0 ? addToSections(dated.body, [{ section: SECTION_DONE, lines: finished }], TOPIC_SECTIONS) : { body: dated.body, added: [] };
    const r = { body: done.body, added: [...dated.added, ...done.added] };
    // A note is as strong as its weakest line, and its sources are every line's.
    const old = Array.isArray(note.data.source_sessions) ? note.data.source_sessions.filter((s): s is string => typeof s === 'string') : [];
    const data: Record<string, unknown> = {
      ...note.data,
      source_sessions: [...new Set(w.action === 'create' ? [...sessions, ...old] : [...old, ...sessions])],
      confidence: Math.min(typeof note.data.confidence === 'number' ? note.data.confidence : 1, weakest),
    };
    // The newest such line sets the note's status when nothing this run read gave it one.
    const stated = refiledState(moved.map((m) => m.line), title);
    if (stated !== null && data.status === 'active' && !r.body.split('\n').some(isLiveTopicStatus)) {
      data.status = 'archived';
      r.body = withStatusLineAt(r.body, 'archived', stated.day, stated.refs);
      r.added.push('status active → archived');
    }
    const rendered = noteRender(ports.yaml, note, data, r.body, r.added, 'note');
    if (rendered.content === null) continue;
    w.content = rendered.content;
    w.diff = createTwoFilesPatch(t.target, t.target, w.expected ?? '', w.content, w.expected === null ? '(new file)' : 'before', 'after');
    w.reason = `${w.reason} ${countLabel(moved.length, 'earlier line')} about it moved here from ${[...new Set(moved.map((m) => noteName(m.from)))].join(', ')}.`;
  }
}

/**
 * The end the newest of these lines gives its subject, with its day and
 * citation, or null when none says one. Only a line whose own words put a
 * state word by the subject's name counts ("Finita la [[Maturità]]."): a
 * line filed under someone that tells of other work being done does not
 * close them, and a pause read back from a digest pauses nothing ("in pausa
 * pranzo" is a lunch break).
 */
function refiledState(lines: readonly string[], subject: string): { day: string; refs: string | null } | null {
  let best: { day: string; refs: string | null } | null = null;
  for (const line of lines) {
    const words = finishedLineText(line);
    const day = citedDay(line);
    if (words === null || day === '' || (best !== null && day < best.day)) continue;
    const kind = STATUS_OF_SUBJECT_RULE.apply({ text: replaceWikiLinks(withoutCitation(words), linkName), topic: noteSlug(subject) });
    if (kind === null || !OVER_KINDS.includes(kind)) continue;
    best = { day, refs: splitCitation(line).refs };
  }
  return best;
}

/** The day a kept line cites first ('' when it cites none). */
function citedDay(line: string): string {
  const refs = splitCitation(line).refs;
  const cite = refs === null ? undefined : parseCitations(refs)[0];
  // A note named in another date format is cited with its ISO day as the link's text: "[[Diario/16-03-2026|2026-03-16]]".
  return cite === undefined ? '' : /\d{4}-\d{2}-\d{2}/.exec(`${cite.alias ?? ''} ${cite.target}`)?.[0] ?? '';
}

/**
 * Lines an earlier day kept, added to a topic note's "Current" section where
 * their days put them among its lines (a note reads as a timeline); lines the
 * note already holds are not added again.
 */
function inDateOrder(body: string, lines: readonly string[]): { body: string; added: string[] } {
  const out = body.split('\n');
  const at = out.findIndex((l) => /^##\s/.test(l) && l.slice(2).trim().toLowerCase() === SECTION_CURRENT.heading.toLowerCase());
  if (at < 0) return addToSections(body, [{ section: SECTION_CURRENT, lines: [...lines] }], TOPIC_SECTIONS);
  const added: string[] = [];
  for (const line of lines) {
    if (out.includes(line)) continue;
    const day = citedDay(line);
    let i = at + 1;
    while (i < out.length && !/^#{1,6}\s/.test(out[i]!) && !(/^[-*+]\s/.test(out[i]!) && citedDay(out[i]!) > day)) i++;
    // After the section's last line, not after the blank lines before the next heading.
    if (i >= out.length || /^#{1,6}\s/.test(out[i]!)) while (i > at + 1 && out[i - 1]!.trim() === '') i--;
    out.splice(i, 0, line);
    added.push(line);
  }
  return { body: out.join('\n'), added };
}

/** A note's lines without the `##` sections that hold no line any more (a heading with only blank lines under it). */
function withoutEmptySections(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const level = /^(#{2,6})\s/.exec(lines[i]!)?.[1]!.length;
    if (level !== undefined) {
      let j = i + 1;
      while (j < lines.length && lines[j]!.trim() === '') j++;
      const next = j < lines.length ? /^(#{1,6})\s/.exec(lines[j]!)?.[1]!.length : 0;
      if (next !== undefined && next <= level) {
        i = j - 1;
        continue;
      }
    }
    out.push(lines[i]!);
  }
  return out;
}

/** A name fit for a file on every system: no `/\\:*?"<>|#^[]`, no leading dot, trimmed. */
function fileName(name: string): string {
  return name.replace(/[/\\:*?"<>|#^[\]]+/g, ' ').replace(/\s+/g, ' ').replace(/^[.\s]+|[.\s]+$/g, '');
}

async function topicRegistry(ports: Pick<NotePorts, 'vault' | 'yaml'>, settings: Settings, files: readonly string[], reads?: Map<string, string>): Promise<SubjectRegistry> {
  const reg = new SubjectRegistry();
  for (const path of files) {
    if (path.slice(settings.topicsFolder.length + 1).includes('/')) continue;
    try {
      const text = reads?.get(path) ?? (await ports.vault.readText(path));
      reads?.set(path, text);
      const parsed = parseNote(ports.yaml, stripBom(text));
      addNote(reg, path, parsed.data, parsed.body);
    } catch {
      addNote(reg, path, {}, '');
    }
  }
  return reg;
}

/**
 * The index section a new topic note is filed under. A note about the vault's
 * owner goes under "About me", one about another person in the conversation
 * under "People" (their lines mention the gym or a dentist, which made "Jon"
 * a Health topic); otherwise the domain most of its lines share, "General"
 * only when nothing else was found.
 */
export function topicDomain(topic: string, cands: readonly Pick<Candidate, 'domain' | 'sources' | 'derivedFromUntrusted'>[], owner: readonly string[]): string {
  const t = noteSlug(topic);
  // Pasted or clipped text never decides who the person is or who they know.
  const trusted = cands.filter((c) => !c.derivedFromUntrusted);
  if (trusted.length > 0 && owner.some((o) => noteSlug(o) === t)) return 'About me';
  if (trusted.some((c) => spokenBy(t, c.sources))) return 'People';
  const count = new Map<string, number>();
  for (const c of cands) {
    if (c.domain === 'General' || RESERVED_DOMAIN.test(c.domain.trim())) continue;
    count.set(c.domain, (count.get(c.domain) ?? 0) + 1);
  }
  let best = 'General';
  let most = 0;
  for (const [d, n] of count) if (n > most) [best, most] = [d, n];
  return best;
}

/**
 * A digest or topic note an edit may change after this run's plan (identity
 * and skill notes change only with an approval): its tier and its text as the
 * plan leaves it, or as it is on disk; null for another note or one unread.
 */
async function noteToEdit(vault: VaultPort, settings: Settings, writes: readonly PlannedWrite[], path: string): Promise<{ tier: 1 | 2; current: string } | null> {
  const tier = tierOfPath(settings, path);
  if (tier !== 1 && tier !== 2) return null;
  const planned = writes.find((w) => w.target === path);
  try {
    return { tier, current: planned ? planned.content : await vault.readText(path) };
  } catch {
    return null;
  }
}

/**
 * A newer statement that contradicts a line an earlier run wrote into another
 * note (Monday's digest said "tea", tonight's topic note says "coffee") strikes
 * that line through where it is, with the date — never deletes it. Only notes
 * of the digest and topic folders: an identity or skill note changes only with
 * an approval.
 */
async function strikeSuperseded(vault: VaultPort, settings: Settings, cands: readonly Candidate[], writes: PlannedWrite[], today: string): Promise<void> {
  for (const c of cands) {
    const path = c.supersedesPath;
    if (path === undefined || c.supersedes === undefined) continue;
    const note = await noteToEdit(vault, settings, writes, path);
    if (note === null) continue;
    const { tier, current } = note;
    const r = { body: current, changed: false };
    // The new line written into the same note is right there: the strike names its date and source, not its words again.
    const key = candidateKey(c);
    const holds = (text: string): boolean => text.split(/\r?\n/).some((l) => !l.includes('~~') && normalizeLine(l) === key);
    const holder = writes.find((w) => w.target !== path && holds(w.content))?.target;
    const where = holds(current) ? 'same note' : holder !== undefined ? { in: holder } : 'nowhere else';
    for (const line of [c.supersedes, ...(c.alsoSupersedes ?? [])]) {
      const one = supersedeLine(r.body, candidateKey({ text: line }), supersededBy(c, today, where));
      r.body = one.body;
      r.changed ||= one.changed;
    }
    if (!r.changed) continue;
    replan(writes, path, tier, current, r.body, `Mark a line superseded: “${c.text}” (${newestDate(c) || today}) replaces what it said.`, [c.id]);
  }
}

/**
 * A line the model said an observation restates gets the observation's
 * sources in its citation, in the note that holds it (a digest or a topic
 * note; identity and skill notes change only with an approval): one line
 * with two dates says a fact was seen twice, where two lines said it once each.
 */
async function citeRestatements(vault: VaultPort, settings: Settings, cands: readonly Candidate[], writes: PlannedWrite[]): Promise<void> {
  for (const c of cands) {
    const path = c.restates!.path;
    const note = await noteToEdit(vault, settings, writes, path);
    if (note === null) continue;
    const { tier, current } = note;
    const r = citeOnLine(current, c.restates!.line, c.sources);
    if (!r.changed) continue;
    replan(writes, path, tier, current, r.body, `Cite a restatement on the line it repeats: “${c.text}” (${newestDate(c)}).`, [c.id]);
  }
}
