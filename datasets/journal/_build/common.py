import json, os, re, datetime, shutil

def write_vault(root, folder, notes, extra_files, gold, persona_readme):
    vault = os.path.join(root, 'vault')
    if os.path.exists(root):
        shutil.rmtree(root)
    os.makedirs(os.path.join(vault, '.obsidian'))
    os.makedirs(os.path.join(vault, folder))
    json.dump({"folder": folder, "format": "YYYY-MM-DD"}, open(os.path.join(vault, '.obsidian', 'daily-notes.json'), 'w'))
    json.dump({"alwaysUpdateLinks": True, "newFileLocation": "root"}, open(os.path.join(vault, '.obsidian', 'app.json'), 'w'), indent=2)
    json.dump(["file-explorer","global-search","backlink","daily-notes","templates","page-preview","outline","tag-pane"], open(os.path.join(vault, '.obsidian', 'core-plugins.json'), 'w'), indent=2)
    for d, text in notes.items():
        datetime.date.fromisoformat(d)
        open(os.path.join(vault, folder, d + '.md'), 'w').write(text.strip('\n') + '\n')
    for rel, text in extra_files.items():
        p = os.path.join(vault, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        open(p, 'w').write(text.strip('\n') + '\n')
    dates = sorted(notes)
    gold = dict(gold)
    gold['daily_notes'] = {"folder": folder, "format": "YYYY-MM-DD"}
    gold['note_count'] = len(notes)
    order = ['persona','vault','daily_notes','period','note_count','subjects','optional_subjects','not_subjects','status_changes','decisions','facts','secrets','questions']
    gold = {k: gold[k] for k in order}
    errs = validate(vault, gold)
    json.dump(gold, open(os.path.join(root, 'gold.json'), 'w'), indent=2, ensure_ascii=False)
    open(os.path.join(root, 'README.md'), 'w').write(persona_readme(gold, notes, vault))
    return errs

def read(vault, rel):
    p = os.path.join(vault, rel)
    return open(p).read() if os.path.exists(p) else None

def check_line(vault, src, line, errs, what):
    t = read(vault, src)
    if t is None:
        errs.append(f'{what}: missing source {src}'); return
    lines = t.split('\n')
    parts = line.split('\n')
    for i in range(len(lines) - len(parts) + 1):
        if lines[i:i+len(parts)] == parts:
            return
    errs.append(f'{what}: line not found as full line(s) in {src}: {line[:80]!r}')

def validate(vault, g):
    errs = []
    allmd = ''
    for dp, dn, fn in os.walk(vault):
        for f in fn:
            if f.endswith('.md'):
                allmd += open(os.path.join(dp, f)).read() + '\n'
    lo, hi = g['period']
    names = set()
    for s in g['subjects']:
        names.add(s['name'])
        if s['existing_note'] and read(vault, s['existing_note']) is None:
            errs.append('existing_note missing ' + s['existing_note'])
        if s['name'].lower() not in allmd.lower() and not any(a.lower() in allmd.lower() for a in s['aliases']):
            errs.append('subject never mentioned ' + s['name'])
    opt = {o['name'] for o in g['optional_subjects']}
    for n in g['not_subjects']:
        if n not in allmd:
            errs.append('not_subject absent from vault: ' + n)
    for sc in g['status_changes']:
        if sc['subject'] not in names: errs.append('status subject unknown ' + sc['subject'])
        check_line(vault, sc['source'], sc['line'], errs, 'status ' + sc['subject'])
        if not (lo <= sc['date'] <= hi): errs.append('status date out of period')
    for d in g['decisions']:
        check_line(vault, d['source'], d['line'], errs, 'decision')
        check_line(vault, d['reversal_source'], d['reversal_line'], errs, 'decision rev')
    ids = {f['id'] for f in g['facts']}
    for f in g['facts']:
        if f['subject'] is not None and f['subject'] not in names and f['subject'] not in opt:
            errs.append('fact subject unknown ' + str(f['subject']))
        check_line(vault, f['source'], f['line'], errs, 'fact ' + f['id'])
        if f['superseded_by'] and f['superseded_by'] not in ids: errs.append('bad superseded_by ' + f['id'])
    for s in g['secrets']:
        check_line(vault, s['source'], s['line'], errs, 'secret')
        if s['value'] not in s['line']: errs.append('secret value not in line')
        if allmd.count(s['value']) != 1: errs.append(f'secret value occurs {allmd.count(s["value"])} times: {s["value"]}')
    for q in g['questions']:
        for src in q['sources']:
            if read(vault, src) is None: errs.append(q['id'] + ' missing source ' + src)
    return errs
