import common, bujo_notes, bujo_mem, bujo_gold
def readme(g, notes, vault):
    dn = sum(len(t) for t in notes.values())
    return f"""# A bullet-journal vault — Élodie Marchand (Lyon → Villeurbanne)

```
bujo/
  README.md     this file
  gold.json     annotations (outside the vault)
  vault/        the Obsidian vault to run the tool on
    .obsidian/daily-notes.json   {{"folder": "Carnet", "format": "YYYY-MM-DD"}}
    Carnet/      {len(notes)} daily notes, {min(notes)} … {max(notes)}
    Memory/MEMORY.md             person-written index (before the tool runs)
    Memory/Topics/               3 person-written topic notes: `Migraines.md`, `Projet Atlas.md`, `Inès.md`
```

Daily notes: about {dn:,} characters.

## Persona

Élodie Marchand, 38, data engineer working fully remote from Lyon for Kestrel Maps (Dublin). Partner
Karim (a cook), daughter Inès (7), Maman in Grenoble, brother Julien. Terse rapid-logging bullet journal
in mixed French and English: a date line (`mar. 4/08`), then `-` notes, `o` events, `x` done tasks,
`•` open tasks, `>` migrated tasks, `#tags` (`#atlas`, `#migraine`, `#poterie`, `#déménagement`, `#famille`).
Gaps of a few days, especially weekends.

## Arcs

- **Déménagement**: flat hunt from 1 Aug, application accepted 20 Aug, lease 3 Sep, **moved** 10 Oct
  to 9 rue des Jardins, Villeurbanne (MEMORY.md still has rue Dumenge).
- **Migraines** (own note, says 40 mg): propranolol **raised to 80 mg** on 15 Sep, kept on 24 Nov.
- **Projet Atlas** (own note, says deadline end of November): **paused** 11 Sep, **resumed** 19 Oct, deadline end of January.
- **Poterie**: Tuesdays at La Motte → Thursdays at Terre Commune after the move.
- **People**: Karim (**new job** 1 Oct, days off change), Inès (**school change** 2 Nov), Julien
  (**moves** Montréal → Nantes), Maman (70th birthday), Siobhán (manager), Dr Benali (neurologist).
- **Reversed decision**: Inès stays at Lamartine until June (5 Sep) → changes school after Toussaint (23 Oct).
- **Secrets** (3): a work API token in a pasted env line, the building door code, a bank card PIN written
  "code PIN de la carte".

## How it was made

Written by hand (by a helper session, without reading the plugin's source or tests) as a Python dict
of note texts in `/work/sealed/_build/` (`bujo_notes.py`, `bujo_mem.py`, `bujo_gold.py`, `build_bujo.py`,
shared checks in `common.py`). The build writes the vault and gold.json and checks that every gold `line`
is copied byte-for-byte as full line(s) from its source, that every not_subject string occurs in the
vault, that each secret value occurs exactly once, and that every referenced file exists. Schema
identical to the dev journals (`marek`, `ruth`).

## Gold counts

- subjects: {len(g['subjects'])}, optional_subjects: {len(g['optional_subjects'])}, not_subjects: {len(g['not_subjects'])}
- status_changes: {len(g['status_changes'])}, decisions: {len(g['decisions'])}, facts: {len(g['facts'])} ({sum(1 for f in g['facts'] if f['superseded_by'])} superseded)
- secrets: {len(g['secrets'])}, questions: {len(g['questions'])}
"""
errs = common.write_vault('/work/sealed/bujo', 'Carnet', bujo_notes.N, bujo_mem.MEM, bujo_gold.GOLD, readme)
print('\n'.join(errs) or 'no errors')
