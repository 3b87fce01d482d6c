import common, sessions_notes, sessions_mem, sessions_gold
def readme(g, notes, vault):
    import os
    dn = sum(len(t) for t in notes.values())
    return f"""# A session-log vault — Nadia Kaur (Manchester)

```
sessions/
  README.md     this file
  gold.json     annotations (outside the vault)
  vault/        the Obsidian vault to run the tool on
    .obsidian/daily-notes.json   {{"folder": "Sessions", "format": "YYYY-MM-DD"}}
    Sessions/    {len(notes)} daily session logs, {min(notes)} … {max(notes)}
    Memory/MEMORY.md             person-written index (before the tool runs)
    Memory/Topics/               3 person-written topic notes: `Dev setup.md`, `Ledger migration.md`, `Rota app.md`
```

Daily notes: about {dn:,} characters.

## Persona

Nadia Kaur, 31, backend engineer at Brightwell (energy billing, Manchester), works from home in Stockport.
The daily notes are NOT written by her: they are her AI coding assistant's per-working-day session logs,
third person ("User asked…", "Nadia prefers…"), with decisions, her setup, people and working rules.
Weekdays only, plus a few Saturday side-project sessions; gaps for a week's leave (24 Aug – 1 Sep),
two sick days (20–21 Oct) and office days without a session. Her own MEMORY.md and topic notes are
first person.

## Arcs

- **Ledger migration** (own note; MEMORY.md says "Cutover weekend 3 Oct"): big-bang decided 5 Aug,
  audit-write gap 3 Sep, **plan changed** 10 Sep to per-tenant batches, **done** 17 Oct, MySQL decommissioned 24 Nov.
- **pipewatch → Runwell** (side project with Sofia): **renamed** 15 Sep; releases 0.3/0.4/0.5.
- **Rota app** (own note, says active): "keep it through winter" (22 Jul) → **closed** 1 Oct.
- **Rust learning**: started 12 Aug, **paused** 7 Sep, **resumed** 4 Nov.
- **Dev setup** (own note, stale): Docker Desktop → OrbStack, pyenv/3.11 → uv/3.12, M2 Air → M4 Pro, iTerm2 → Ghostty.
- **People**: Marcus (manager → Platform EM), Hui Min Tan (new manager), Kai (new junior, mentored), Sofia, Dev (DBA).
- **Brightwell** office **moves** to Ancoats on 2 Nov; office days Tue+Thu → Wed.
- **Rules/preferences**: pytest, small PRs, conventional commits, British spelling, never touch staging without asking.
- **Secrets** (2): a staging DB password written in prose, a PyPI token in a pasted `uv publish` command.

## How it was made

Written by hand (by a helper session, without reading the plugin's source or tests) as a Python
dict of note texts in `/work/sealed/_build/` (`sessions_notes.py`, `sessions_mem.py`, `sessions_gold.py`,
`build_sessions.py`, shared checks in `common.py`). The build writes the vault and gold.json and checks
that every gold `line` is copied byte-for-byte as full line(s) from its source, that every not_subject
string occurs in the vault, that each secret value occurs exactly once, and that every referenced file exists.
Schema identical to the dev journals (`marek`, `ruth`).

## Gold counts

- subjects: {len(g['subjects'])}, optional_subjects: {len(g['optional_subjects'])}, not_subjects: {len(g['not_subjects'])}
- status_changes: {len(g['status_changes'])}, decisions: {len(g['decisions'])}, facts: {len(g['facts'])} ({sum(1 for f in g['facts'] if f['superseded_by'])} superseded)
- secrets: {len(g['secrets'])}, questions: {len(g['questions'])}
"""
errs = common.write_vault('/work/sealed/sessions', 'Sessions', sessions_notes.N, sessions_mem.MEM, sessions_gold.GOLD, readme)
print('\n'.join(errs) or 'no errors')
