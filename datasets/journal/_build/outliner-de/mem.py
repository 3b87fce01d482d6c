# Miriam's own files, present before the tool runs.
MEM = {}
MEM['Memory/MEMORY.md'] = """# MEMORY

- Was ich immer wieder nachschlagen muss. Kurz halten, Miriam!

## Jetzt
- [[Hausprojekt]] — active. Einzug geplant Ende Oktober.
- Jobsuche — active. Nur QA-Lead o. ä., max. 30 min Weg, kein Konzern.
- Lauftreff: Di 18:30, Völkerschlachtdenkmal, Trainer Uwe
- KitaBot — mit Deniz, Telegram-Bot für die Kita-Eltern, abends

## Familie
- Tobi — Tobias Brandt, Tischler, eigene Werkstatt in Connewitz
- [[Lotta]] — siehe Seite
- Mama — Halle (Saale), wird 65 am 24.10.
	- Mama Festnetz: 0345 6878214
- Felix — Bruder, Tontechniker
	- wohnt in Hamburg-Altona

## Wohnen
- Bornaische Str. 88, 04277 Leipzig, 3. OG links

## Arbeit
- Kontor42 GmbH, Testmanagerin seit 2021. Chefin: Birgit Hendrichs

## Hund
- [[Frieda]] — siehe Seite

## Regeln
- Sonntag = Mama anrufen. Immer.
- keine Arbeitsmails nach 20 Uhr, auch nicht "nur kurz"

## Garten
- Parzelle 112, KGV Am Wasserturm e.V. — 10 Arbeitsstunden/Jahr, Vorsitzender Herr Grützner
"""
MEM['Memory/Topics/Hausprojekt.md'] = """---
aliases: [Haus, Haus Markkleeberg]
status: active
tags: [haus]
---
# Hausprojekt

- Doppelhaushälfte, Goethestraße 14, Markkleeberg, Baujahr 1936
- Notartermin 12.03.2026, Schlüssel seit 1.4.
- Budget Renovierung: 85.000 €
- Einzug: Ende Oktober 2026
- Gewerke
	- Elektrik: Elektro Pietsch (Angebot steht aus)
	- Bad: Fliesen Demir
	- Fenster: noch offen
	- Böden, Küche, Treppe: Tobi
- Mietvertrag Bornaische Str. kündigen bis 31.8. (3 Monate Frist)
- offene Aufgaben
	- {{query (and (task TODO LATER) [[Hausprojekt]])}}
"""
MEM['Memory/Topics/Frieda.md'] = """---
aliases: [Hund, Friedchen]
tags: [hund]
---
# Frieda

- Beagle-Mix, geb. ca. Mai 2021, aus dem Tierheim Leipzig seit Juni 2022
- Futter: Huhn & Reis (Trockenfutter)
- abends ein Kauknochen
- Tierarzt: Dr. Haase, Connewitz
- Hundesteuer: Stadt Leipzig
- mag: Auwald, Rehe (zu sehr), Lotta
- hasst: Staubsauger, Silvester
"""
MEM['Memory/Topics/Lotta.md'] = """---
aliases: [Lotti]
tags: [familie]
---
# Lotta

- geb. 3. Februar 2020
- Kita Sonnenblume, Gruppe Igel, Erzieherin Frau Özdemir
- Schuleinführung: Sa. 15. August 2026
- Allergie: keine bekannt
- Schuhgröße 29, Kleidung 122
- liebt: Einhörner, Frieda, Pommes
"""
