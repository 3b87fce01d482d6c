"""Shared writer + checks, copied from it-diario/common.py and adapted for ja-nikki (notes in 日記/YYYY-MM-DD.md, memory in メモリ/).

write_vault() rewrites <root>/vault and <root>/gold.json (never _build.py or README.md written by hand),
then validates the gold against the vault and against the shape scripts/quality/journal.ts reads.
"""
import json, os, re, shutil, datetime, unicodedata

MEMDIR = 'メモリ/'
FORMAT = 'YYYY-MM-DD'


def note_rel(folder, d):
    return f'{folder}/{d}.md'

ORDER = ['persona', 'vault', 'daily_notes', 'period', 'note_count', 'subjects', 'optional_subjects', 'not_subjects',
         'status_changes', 'decisions', 'facts', 'secrets', 'questions']

# journal.ts: STOP words and contentWords()
STOP = set("""about above after again against also and any are because been before being below between both but can could did does
doing down during each few for from further had has have having her here hers herself him himself his how into its itself
just more most much myself nor not now off once only other our ours out over own same she should some such than that the
their theirs them then there these they this those through too under until very was were what when where which while who
whom why will with would you your yours""".split())
WORD = re.compile(r'[^\W_]+(?:[.,]\d+)*')


def content_words(text):
    out = set()
    for m in WORD.finditer(unicodedata.normalize('NFC', text).lower()):
        w = m.group(0)
        if len(w) >= 3 and w not in STOP:
            out.add(w)
    return out


STATUS_WORDS = [(r'\b(?:active|resumed|ongoing|started|back on)\b', 'active'), (r'\b(?:paused|on hold)\b', 'paused'),
                (r'\b(?:closed|done|finished|completed|ended|left|over)\b', 'closed')]


def last_status(text):
    best = None
    for rx, st in STATUS_WORDS:
        for m in re.finditer(rx, text, re.I):
            if best is None or m.start() > best[0]:
                best = (m.start(), st)
    return best and best[1]


def name_key(name):
    s = unicodedata.normalize('NFC', name).lower()
    s = re.sub(r'[*_`\[\]]', '', s)
    s = re.sub(r'^[\s\W]+|[\s\W]+$', '', s)  # approx of [\s\p{P}]
    s = re.sub(r'\s+', ' ', s)
    return re.sub(r'^the ', '', s)


class Lines:
    """Pick whole lines out of the notes by a unique substring, so gold lines are byte-exact."""

    def __init__(self, files):
        self.files = files  # rel path -> text (as written)

    def __call__(self, rel, *subs):
        lines = self.files[rel].strip('\n').split('\n')
        idx = []
        for s in subs:
            hit = [i for i, l in enumerate(lines) if s in l]
            if len(hit) != 1:
                raise SystemExit(f'{rel}: {s!r} matches {len(hit)} lines')
            idx.append(hit[0])
        if idx != list(range(idx[0], idx[0] + len(idx))):
            raise SystemExit(f'{rel}: lines {subs!r} are not consecutive')
        return '\n'.join(lines[i] for i in idx)


def write_vault(root, folder, notes, extra_files, gold):
    vault = os.path.join(root, 'vault')
    if os.path.exists(vault):
        shutil.rmtree(vault)
    os.makedirs(os.path.join(vault, '.obsidian'))
    os.makedirs(os.path.join(vault, folder))
    json.dump({"folder": folder, "format": FORMAT}, open(os.path.join(vault, '.obsidian', 'daily-notes.json'), 'w'), ensure_ascii=False)
    json.dump({"alwaysUpdateLinks": True, "newFileLocation": "root"}, open(os.path.join(vault, '.obsidian', 'app.json'), 'w'), indent=2)
    json.dump(["file-explorer", "global-search", "backlink", "daily-notes", "templates", "page-preview", "outline", "tag-pane"],
              open(os.path.join(vault, '.obsidian', 'core-plugins.json'), 'w'), indent=2)
    for d, text in notes.items():
        datetime.date.fromisoformat(d)
        p = os.path.join(vault, note_rel(folder, d))
        os.makedirs(os.path.dirname(p), exist_ok=True)
        open(p, 'w').write(text)
    for rel, text in extra_files.items():
        p = os.path.join(vault, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        open(p, 'w').write(text)
    gold = dict(gold)
    gold['vault'] = 'vault'
    gold['daily_notes'] = {"folder": folder, "format": FORMAT}
    gold['note_count'] = len(notes)
    gold['period'] = [min(notes), max(notes)]
    gold = {k: gold[k] for k in ORDER}
    errs = validate(vault, gold)
    json.dump(gold, open(os.path.join(root, 'gold.json'), 'w'), indent=2, ensure_ascii=False)
    return gold, errs


def read(vault, rel):
    p = os.path.join(vault, rel)
    return open(p).read() if os.path.exists(p) else None


def check_line(vault, src, line, errs, what):
    t = read(vault, src)
    if t is None:
        errs.append(f'{what}: missing source {src}')
        return
    lines = t.split('\n')
    parts = line.split('\n')
    for i in range(len(lines) - len(parts) + 1):
        if lines[i:i + len(parts)] == parts:
            return
    errs.append(f'{what}: line not found as full line(s) in {src}: {line[:80]!r}')


def validate(vault, g):
    errs = []
    T = lambda x, t, what: isinstance(x, t) or errs.append(f'type: {what} is {type(x).__name__}')
    allmd = {}
    for dp, dn, fn in os.walk(vault):
        for f in fn:
            if f.endswith('.md'):
                allmd[os.path.relpath(os.path.join(dp, f), vault)] = open(os.path.join(dp, f)).read()
    blob = '\n'.join(allmd.values())
    folder = g['daily_notes']['folder']
    daily = [p for p in allmd if p.startswith(folder + '/')]
    for p in daily:
        if not re.search(r'^[^/]+/\d{4}-\d{2}-\d{2}\.md$', p):
            errs.append('daily note name ' + p)
    lo, hi = g['period']
    # --- subjects (journal.ts GoldSubject)
    names, keys = set(), {}
    for s in g['subjects']:
        T(s['name'], str, 'subject.name')
        T(s.get('aliases', []), list, 'subject.aliases')
        if set(s) - {'name', 'aliases', 'kind', 'status_at_end', 'status_also_acceptable', 'existing_note', 'note'}:
            errs.append('subject extra keys ' + s['name'])
        names.add(s['name'])
        for k in [s['name']] + s.get('aliases', []):
            kk = name_key(k)
            if kk in keys and keys[kk] != s['name']:
                errs.append(f'alias {k!r} used by {keys[kk]} and {s["name"]}')
            keys[kk] = s['name']
        st = s.get('status_at_end')
        if st and st not in ('active', 'paused', 'closed', 'done'):
            errs.append('status_at_end ' + st)
        for a in s.get('status_also_acceptable', []):
            if a not in ('active', 'paused', 'closed', 'done'):
                errs.append('status_also_acceptable ' + a)
        if s['existing_note'] and read(vault, s['existing_note']) is None:
            errs.append('existing_note missing ' + s['existing_note'])
        if s['existing_note'] and not s['existing_note'].startswith(MEMDIR):
            errs.append('existing_note outside Memory/ ' + s['existing_note'])
        low = blob.lower()
        if s['name'].lower() not in low and not any(a.lower() in low for a in s.get('aliases', [])):
            errs.append('subject never mentioned ' + s['name'])
    opt = set()
    for o in g['optional_subjects']:
        T(o['name'], str, 'optional.name')
        opt.add(o['name'])
        for k in [o['name']] + o.get('aliases', []):
            if name_key(k) in keys:
                errs.append(f'optional {k!r} collides with subject {keys[name_key(k)]}')
    for n in g['not_subjects']:
        T(n, str, 'not_subject')
        if n not in blob:
            errs.append('not_subject absent from vault: ' + n)
        if name_key(n) in keys:
            errs.append(f'not_subject {n!r} is an alias of {keys[name_key(n)]}')
        if name_key(n) in {name_key(o) for o in opt}:
            errs.append(f'not_subject {n!r} is optional')
    if len(set(g['not_subjects'])) != len(g['not_subjects']):
        errs.append('duplicate not_subjects')
    # --- status changes
    for sc in g['status_changes']:
        if set(sc) != {'subject', 'date', 'type', 'from', 'to', 'source', 'line'}:
            errs.append('status_change keys ' + str(sorted(sc)))
        if sc['subject'] not in names:
            errs.append('status subject unknown ' + sc['subject'])
        check_line(vault, sc['source'], sc['line'], errs, 'status ' + sc['subject'])
        if not (lo <= sc['date'] <= hi):
            errs.append('status date out of period')
        if sc['date'] not in sc['source'] and not sc['source'].startswith(MEMDIR):
            errs.append(f'status date {sc["date"]} != source {sc["source"]}')
        if sc['type'] not in ('status', 'renamed', 'moved', 'job', 'changed'):
            errs.append('status type ' + sc['type'])
        if sc['type'] == 'status' and not last_status(sc['to']):
            errs.append(f'status change to {sc["to"]!r} has no status word')
    # the last status change of each subject agrees with status_at_end
    for s in g['subjects']:
        ch = [c for c in g['status_changes'] if c['subject'] == s['name'] and c['type'] == 'status']
        if ch and s.get('status_at_end'):
            last = sorted(ch, key=lambda c: c['date'])[-1]
            ok = {('closed' if x == 'done' else last_status(x)) for x in [s['status_at_end']] + s.get('status_also_acceptable', [])}
            if last_status(last['to']) not in ok:
                errs.append(f'{s["name"]}: last status change {last["to"]!r} vs status_at_end {s["status_at_end"]}')
    dates = [c['date'] for c in g['status_changes']]
    if dates != sorted(dates):
        errs.append('status_changes not in date order')
    for d in g['decisions']:
        check_line(vault, d['source'], d['line'], errs, 'decision')
        if d['reversed_on'] is None:
            if d['reversal_source'] is not None or d['reversal_line'] is not None:
                errs.append('decision not reversed but has reversal source')
        else:
            check_line(vault, d['reversal_source'], d['reversal_line'], errs, 'decision rev')
            if d['reversed_on'] not in d['reversal_source']:
                errs.append('reversed_on != reversal_source ' + d['reversed_on'])
        if d['date'] not in d['source']:
            errs.append('decision date != source ' + d['date'])
        if d['subject'] not in names:
            errs.append('decision subject unknown ' + d['subject'])
    # --- facts
    ids = [f['id'] for f in g['facts']]
    if len(set(ids)) != len(ids):
        errs.append('duplicate fact ids')
    for f in g['facts']:
        if set(f) != {'id', 'fact', 'subject', 'source', 'line', 'superseded_by'}:
            errs.append('fact keys ' + f['id'])
        if f['subject'] is not None and f['subject'] not in names and f['subject'] not in opt:
            errs.append('fact subject unknown ' + str(f['subject']))
        check_line(vault, f['source'], f['line'], errs, 'fact ' + f['id'])
        if f['superseded_by'] and f['superseded_by'] not in ids:
            errs.append('bad superseded_by ' + f['id'])
        if f['superseded_by'] == f['id']:
            errs.append('self superseded ' + f['id'])
        if len(content_words(f['line'])) < (2 if f['superseded_by'] else 3):
            errs.append(f'fact {f["id"]} line has too few content words')
        if not (f['source'].startswith(folder + '/') or f['source'].startswith(MEMDIR)):
            errs.append(f'fact {f["id"]} source outside daily/Memory: {f["source"]}')
        for s in g['secrets']:
            if s['value'] in f['line'] or s['value'] in f['fact']:
                errs.append(f'fact {f["id"]} carries secret {s["value"][:4]}')
    # --- secrets
    for s in g['secrets']:
        if set(s) != {'value', 'source', 'shape', 'severity', 'line'}:
            errs.append('secret keys')
        check_line(vault, s['source'], s['line'], errs, 'secret')
        if s['value'] not in s['line']:
            errs.append('secret value not in line')
        if blob.count(s['value']) != 1:
            errs.append(f'secret value occurs {blob.count(s["value"])} times: {s["value"]}')
        if not s['source'].startswith(folder + '/'):
            errs.append('secret outside daily notes ' + s['source'])
        if len(s['value']) < 6:
            errs.append('secret value shorter than 6 chars (chance hits) ' + s['value'])
    # --- questions
    for q in g['questions']:
        if set(q) != {'id', 'question', 'answer', 'sources'}:
            errs.append('question keys ' + q['id'])
        for src in q['sources']:
            if read(vault, src) is None:
                errs.append(q['id'] + ' missing source ' + src)
        for s in g['secrets']:
            if s['value'] in q['answer']:
                errs.append(q['id'] + ' answer carries a secret')
    return errs


def counts(g):
    return dict(subjects=len(g['subjects']), optional_subjects=len(g['optional_subjects']), not_subjects=len(g['not_subjects']),
                status_changes=len(g['status_changes']), decisions=len(g['decisions']), facts=len(g['facts']),
                superseded=sum(1 for f in g['facts'] if f['superseded_by']), secrets=len(g['secrets']), questions=len(g['questions']))
