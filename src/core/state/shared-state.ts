/**
 * State two devices must agree on, kept where every sync carries it.
 *
 * Obsidian Sync carries no dot-folder except the config folder, and by
 * default no file type beyond notes and attachments; iCloud, Syncthing and git
 * carry everything. So what the devices of one vault must share — which device
 * dreams, the review queue and its receipts — lives in Markdown notes under
 * `<memory folder>/Dreaming/`, one JSON record per line inside a fence:
 * a line-wise merge of two edits (what Obsidian Sync does to a note) keeps
 * both devices' lines, and a conflict copy (`review-queue (conflicted
 * copy).md`, `review-queue.sync-conflict-….md`) is read and merged too.
 * Backups, run records, the lock and the unreachable record stay in the
 * device-local state folder (`.dreams/`): they describe this device's runs.
 *
 * A lock file cannot be trusted across sync latency, so across devices the
 * rule is a choice instead: one device dreams (the first to dream, or the one
 * the person chose); the others preview, review and approve, and dream only
 * after the person takes over on them.
 */
import * as z from 'zod/mini';
import { onFirstUse } from '../lib/zod-locale';
import type { Clock } from '../ports/clock';
import type { VaultPort } from '../ports/vault';
import type { StateOptions, ThisDevice } from './state-options';
import { joinPath } from '../lib/paths';
import type { Settings } from '../ports/settings';
import type { ReportMessage } from '../ports/types';
import { errorText } from '../lib/errors';
import { stripBom } from '../lib/text';
import { sha256 } from '../lib/digest';

function sharedStateFolder(settings: Pick<Settings, 'memoryFolder'>): string {
  return joinPath(settings.memoryFolder, 'Dreaming');
}

type SharedNote = 'review-queue' | 'dreaming-device';

export function sharedNotePath(settings: Pick<Settings, 'memoryFolder'>, name: SharedNote): string {
  return joinPath(sharedStateFolder(settings), `${name}.md`);
}

// ---------------------------------------------------------------- the note format

const FENCE = '```json';

/**
 * A note a person can open and read: a title, what it is, what a person
 * needs from it (`body`: lines none of which starts with `{`), then the
 * machine state in one fence, one JSON record per line.
 */
export function renderStateNote(title: string, about: string, records: readonly unknown[], body: readonly string[] = []): string {
  const machine = ['## Machine state', '', 'For the plugin; edit nothing below.', '', FENCE, ...records.map((r) => JSON.stringify(r)), '```', ''];
  return [`# ${title}`, '', about, '', ...body, ...(body.length > 0 ? [''] : []), ...machine].join('\n');
}

/**
 * Every line that is a JSON object is a record, wherever a merge put it; a
 * line that starts like one and does not parse is counted, not guessed at.
 */
export function parseStateNote(text: string): { records: unknown[]; badLines: number } {
  const records: unknown[] = [];
  let badLines = 0;
  for (const raw of stripBom(text).split(/\r?\n/)) {
    const line = raw.trim();
    if (!line.startsWith('{')) continue;
    try {
      const v: unknown = JSON.parse(line);
      if (v !== null && typeof v === 'object' && !Array.isArray(v)) records.push(v);
      else badLines++;
    } catch {
      badLines++;
    }
  }
  return { records, badLines };
}

/**
 * The note and its conflict copies: files in the same folder whose name
 * starts with the note's name (`review-queue (conflicted copy 2026-11-30).md`,
 * `review-queue.sync-conflict-20261130-101010-ABC.md`).
 */
export async function stateNoteCopies(vault: VaultPort, opts: Pick<StateOptions, 'memoryFolder'>, name: SharedNote): Promise<{ main: string; exists: boolean; copies: string[] }> {
  const main = sharedNotePath(opts, name);
  const folder = sharedStateFolder(opts);
  // One listing answers both whether the note is there and what copies sync left beside it.
  let listed: string[] = [];
  try {
    listed = (await vault.list(folder)).map((f) => f.path);
  } catch {
    listed = [];
  }
  const copies = listed.filter((p) => p !== main && p.startsWith(`${folder}/${name}`) && p.endsWith('.md') && !p.slice(folder.length + 1).includes('/')).sort();
  return { main, exists: listed.includes(main), copies };
}

// ---------------------------------------------------------------- the dreaming device

/** The device record's schema, built on first use (`onFirstUse`: zod builds parsers as schemas are made). */
function buildSchemas() {
  const deviceSchema = z.object({
    deviceId: z.string().check(z.minLength(1)),
    /** what the person calls the device; the id is the detail (absent in records of earlier versions) */
    name: z.optional(z.string()),
    since: z.number(),
    how: z.enum(['first-dream', 'chosen']),
  });
  return { deviceSchema };
}
const schemas = onFirstUse(buildSchemas);
type Schemas = ReturnType<typeof buildSchemas>;

export type DreamingDevice = z.infer<Schemas['deviceSchema']>;

/**
 * The one device that dreams. When a merge left several records (two devices
 * claimed before either saw the other's), every device picks the same one:
 * the newest claim, ties to the smaller id.
 */
export async function readDreamingDevice(vault: VaultPort, opts: Pick<StateOptions, 'memoryFolder'>): Promise<{ device: DreamingDevice | null; problem?: string }> {
  const { main, exists, copies } = await stateNoteCopies(vault, opts, 'dreaming-device');
  const found: DreamingDevice[] = [];
  let bad = 0;
  let any = false;
  for (const path of [...(exists ? [main] : []), ...copies]) {
    any = true;
    let text: string;
    try {
      text = await vault.readText(path);
    } catch (e) {
      return { device: null, problem: `${path} could not be read (${errorText(e)})` };
    }
    const parsed = parseStateNote(text);
    bad += parsed.badLines;
    for (const r of parsed.records) {
      const d = schemas().deviceSchema.safeParse(r);
      if (d.success) found.push(d.data);
      else bad++;
    }
  }
  if (found.length === 0) return any ? { device: null, problem: `${main} names no device${bad > 0 ? ` (${bad} unreadable line${bad === 1 ? '' : 's'})` : ''}` } : { device: null };
  found.sort((a, b) => b.since - a.since || (a.deviceId < b.deviceId ? -1 : a.deviceId > b.deviceId ? 1 : 0));
  return { device: found[0]! };
}

/** A device as a person reads it: its name with the id as detail, or the id alone. */
function deviceLabel(device: { deviceId: string; name?: string }): string {
  const name = device.name?.trim();
  return name ? `“${name}” (${device.deviceId})` : device.deviceId;
}

export async function claimDreaming(
  vault: VaultPort,
  clock: Clock,
  self: ThisDevice,
  opts: Pick<StateOptions, 'memoryFolder'>,
  how: DreamingDevice['how'],
  since = clock.now(),
): Promise<DreamingDevice> {
  const name = self.deviceName?.trim();
  const device: DreamingDevice = { deviceId: self.deviceId, ...(name ? { name } : {}), since, how };
  const about = [
    'Vault Dreaming runs dreams on one device of this vault, named below, so two devices never consolidate the same days at once.',
    'The others preview, review and approve; to dream on another device, use *Dream on this device* there (CLI: `run --take-over`).',
  ].join(' ');
  const { main, copies } = await stateNoteCopies(vault, opts, 'dreaming-device');
  const body = [`Dreams run on ${deviceLabel(device)}.`];
  await vault.write(main, renderStateNote('Dreaming device', about, [device], body));
  // A conflict copy is settled by this choice.
  for (const c of copies) await vault.remove(c);
  return device;
}

/** The dreaming-device note before a claim (null: there was none) and the hash of what the claim wrote. */
export interface DeviceNoteChange {
  before: string | null;
  sha256After: string;
}

type DreamingCheck =
  | { ok: true; messages: ReportMessage[]; change: DeviceNoteChange | null }
  | { ok: false; deviceId: string | null; deviceName?: string; message: string };

/** Claims the role and says what the note held before, so undo can put it back. */
async function claimRecorded(
  vault: VaultPort,
  clock: Clock,
  self: ThisDevice,
  opts: Pick<StateOptions, 'memoryFolder'>,
  how: DreamingDevice['how'],
  since?: number,
): Promise<DeviceNoteChange> {
  const path = sharedNotePath(opts, 'dreaming-device');
  const before = (await vault.exists(path)) ? await vault.readText(path) : null;
  await claimDreaming(vault, clock, self, opts, how, since);
  return { before, sha256After: sha256(await vault.readText(path)) };
}

/**
 * May this device dream now? Yes when it is the dreaming device, when none is
 * recorded yet (it becomes it: the first device to dream), or when the person
 * takes over here. A record that cannot be read stops scheduled and manual
 * dreams alike until the person chooses: guessing could start a second dreamer.
 */
export async function checkDreamingDevice(
  vault: VaultPort,
  clock: Clock,
  self: ThisDevice,
  opts: Pick<StateOptions, 'memoryFolder'>,
  options: { takeOver: boolean },
): Promise<DreamingCheck> {
  const path = sharedNotePath(opts, 'dreaming-device');
  if (options.takeOver) {
    const before = await readDreamingDevice(vault, opts);
    const change = await claimRecorded(vault, clock, self, opts, 'chosen');
    const from = before.device && before.device.deviceId !== self.deviceId ? ` from ${deviceLabel(before.device)}` : '';
    return { ok: true, change, messages: [{ level: 'info', path, text: `This device, ${thisDevice(self)}, now dreams for this vault${from}; other devices preview only.` }] };
  }
  const elsewhere = await dreamingElsewhere(vault, self, opts);
  if (elsewhere !== null) return { ok: false, ...elsewhere };
  const { device } = await readDreamingDevice(vault, opts);
  if (device === null) {
    const change = await claimRecorded(vault, clock, self, opts, 'first-dream');
    return { ok: true, change, messages: [{ level: 'info', path, text: `This device, ${thisDevice(self)}, is the first to dream here and now dreams for this vault; other devices preview only.` }] };
  }
  // Renamed here (or recorded by a version without names): the other devices should read the name it has now.
  const name = self.deviceName?.trim();
  const change = name && device.name !== name ? await claimRecorded(vault, clock, self, opts, device.how, device.since) : null;
  return { ok: true, change, messages: [] };
}

function thisDevice(self: ThisDevice): string {
  return deviceLabel({ deviceId: self.deviceId, name: self.deviceName });
}

/**
 * Read-only: is another device the one that dreams (or is the record
 * unreadable)? Asked before a dream reads, asks the model or writes anything,
 * so a second device whose synced schedule is on spends and writes nothing.
 * Null: this device may dream (it is the dreaming device, or none is recorded).
 */
export async function dreamingElsewhere(
  vault: VaultPort,
  self: ThisDevice,
  opts: Pick<StateOptions, 'memoryFolder'>,
): Promise<{ deviceId: string | null; deviceName?: string; message: string } | null> {
  const { device, problem } = await readDreamingDevice(vault, opts);
  if (problem !== undefined) {
    return { deviceId: null, message: `No dream was started: ${problem}. Choose the device that dreams with “Dream on this device” (CLI: run --take-over).` };
  }
  if (device === null || device.deviceId === self.deviceId) return null;
  return {
    deviceId: device.deviceId,
    ...(device.name ? { deviceName: device.name } : {}),
    message: `Dreams for this vault run on ${deviceLabel(device)}; this device previews only. To dream here instead, use “Dream on this device” (CLI: run --take-over).`,
  };
}

/**
 * Undo of the run that claimed the role: the note goes back to what it held
 * (or away, when the run created it), unless it changed since — another
 * device took over, or a later dream renamed this one — which is left as it is.
 */
export async function restoreDeviceNote(
  vault: VaultPort,
  opts: Pick<StateOptions, 'memoryFolder'>,
  change: DeviceNoteChange,
): Promise<'removed' | 'restored' | 'changed'> {
  const path = sharedNotePath(opts, 'dreaming-device');
  const now = (await vault.exists(path)) ? sha256(await vault.readText(path)) : null;
  if (now !== change.sha256After) return 'changed';
  if (change.before === null) {
    await vault.remove(path);
    return 'removed';
  }
  await vault.write(path, change.before);
  return 'restored';
}
