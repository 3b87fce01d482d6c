/**
 * The model's `topic` → the subject a line is about (issue 21 item 2).
 *
 * A capable model names its topics after the person and the thing
 * ("melanie-pottery", "caroline-adoption", "sam-hobbies"): the thing is the
 * subject, the person is who it belongs to. Before this, such a topic was
 * thrown away (the line did not say "melanie pottery") and every line fell
 * into one of two speaker notes, lines about the other person into the
 * owner's.
 *
 * `resolveTopic` is a small stand-in for the subject registry's resolver
 * (issue 18), fed from what exists today: the subjects memory already has
 * notes or digest headings for, and the people of the conversation (the
 * owner's names and the speakers of the lines). On merge it is swapped for the
 * registry's resolver, which knows aliases; the call site stays the same.
 */
import { slugify } from '../formats/slug';
import type { ExistingMemory } from './existing-memory';
import { isCatchAll, isDatedLabel, namesIn } from './subjects';

interface KnownSubjects {
  /** kebab topics memory knows: notes, digest headings */
  topics: ReadonlySet<string>;
  /** kebab names of people: the owner's names and aliases, the speakers of the lines */
  people: ReadonlySet<string>;
}

/** What a topic says about a person rather than a thing of theirs: the line is about the person. */
const ASPECTS = new Set((
  'family life background personal profile preferences values self-care selfcare outings updates news ' +
  'feelings mood health wellbeing well-being hobbies interests pets support support-system friends ' +
  'friendship identity relationships plans goals experiences memories activities routine'
).split(' '));

/** A topic of one person's thing: the person's slug and the rest, or null. */
function personPrefix(topic: string, people: ReadonlySet<string>): { person: string; rest: string } | null {
  for (const p of [...people].sort((a, b) => b.length - a.length)) {
    if (topic === p) return { person: p, rest: '' };
    if (topic.startsWith(`${p}-`)) return { person: p, rest: topic.slice(p.length + 1) };
    if (topic.endsWith(`-${p}`)) return { person: p, rest: topic.slice(0, -p.length - 1) };
  }
  return null;
}

/**
 * The subjects a model's topic stands for, best first: the thing (a known
 * subject, or a new one the topic names), then the person it belongs to.
 * A line whose topic names one person but whose sentence opens on another
 * known person is about that other person ("Sam decided to start going to the
 * gym" under Evan's topic is Sam's). Empty for a dated or catch-all topic.
 */
export function resolveTopic(topic: string, text: string, known: KnownSubjects): string[] {
  const t = slugify(topic);
  if (t === '' || isDatedLabel(t)) return [];
  const first = namesIn(text).find((n) => known.people.has(n.topic))?.topic;
  const owner = personPrefix(t, known.people);
  const out: string[] = [];
  if (owner === null) {
    if (!isCatchAll(t)) out.push(t);
    if (first !== undefined) out.push(first);
    return out;
  }
  // "caroline-melanie-friendship": the friendship, of both.
  const inner = personPrefix(owner.rest, known.people);
  const rest = inner !== null ? inner.rest : owner.rest;
  const thing = rest !== '' && !ASPECTS.has(rest) && !isCatchAll(rest) && rest.length >= 3 ? rest : null;
  if (thing !== null) out.push(known.topics.has(t) && !known.topics.has(thing) ? t : thing);
  // The person the sentence is about, before the one the topic named.
  if (first !== undefined && first !== owner.person) out.push(first);
  out.push(owner.person);
  if (inner !== null) out.push(inner.person);
  return [...new Set(out)];
}

/** Subjects one request may name, at most: the line is part of the fixed cost of every call. */
const MAX_SUBJECTS = 20;

/**
 * The subjects memory has notes on (a topic note, or a digest's subject
 * heading) that `text` mentions by name or alias, for the request's SUBJECTS
 * line, so the model's `topic` can name one. The owner is said on its own line.
 */
export function mentionedSubjects(memory: ExistingMemory | undefined, text: string, owner: readonly string[] = []): { name: string; aliases: string[] }[] {
  if (!memory) return [];
  const said = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const says = (name: string): boolean => {
    const w = name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    return w.length >= 3 && said.includes(` ${w} `);
  };
  const mine = new Set(owner.map((o) => slugify(o)));
  const out = new Map<string, string[]>();
  for (const note of memory.notes) {
    const names: { topic: string; aliases: string[] }[] = [];
    if (note.tier === 2) {
      const raw = note.data.aliases;
      const aliases = (Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : []).filter((a): a is string => typeof a === 'string' && a.trim() !== '');
      names.push({ topic: note.topic, aliases });
    } else if (note.tier === 1) {
      for (const h of note.headings ?? []) names.push({ topic: slugify(h), aliases: [] });
    }
    for (const n of names) {
      if (n.topic === '' || mine.has(n.topic) || isDatedLabel(n.topic) || isCatchAll(n.topic)) continue;
      if (!says(n.topic.replace(/-/g, ' ')) && !n.aliases.some(says)) continue;
      out.set(n.topic, [...new Set([...(out.get(n.topic) ?? []), ...n.aliases])]);
    }
  }
  return [...out].slice(0, MAX_SUBJECTS).map(([name, aliases]) => ({ name, aliases }));
}
