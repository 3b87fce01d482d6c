# Lotte's own memory files, present before the tool runs (written by her at the end of July 2026).
MEM = {}
MEM['Notities/Geheugen/MEMORY.md'] = """# Geheugen

Dingen die ik anders steeds opnieuw moet opzoeken. Laatst bijgewerkt: eind juli 2026.

## Mensen
- Joris — mijn vriend, constructeur bij Bureau Dijkstra in Nieuwegein
- Mees — mijn broertje, woont in Amsterdam (Czaar Peterstraat 41), verpleegkundige in het OLVG
- Oma Riet — woont nog zelfstandig, Leusderweg 210 in Amersfoort; tante Marjan kijkt dagelijks
- Fenna (Fen) — beste vriendin sinds de middelbare, uitgerekend eind november, vriend Sjoerd
- Pip — de kat, rode kater, 9 jaar, dierenarts aan de Kanaalweg

## Projecten
- [[Koppel]] — werk, project Klantportaal 2.0
- [[Zolder]] — zolder laten verbouwen tot werkkamer
- [[Hardlopen]] — trainen voor de halve marathon

## Huis en tuin
- Thuis: Biltstraat 118, Utrecht (bovenwoning met zolder)
- [[Volkstuin]] — tuin 27 bij Ons Buiten
"""
MEM['Notities/Geheugen/Onderwerpen/Koppel.md'] = """---
aliases: [werk, Koppel Digitaal]
tags: [werk]
---
# Koppel

Koppel Digitaal, Oudenoord, Utrecht. Ik ben UX-designer sinds 2022.

- Manager: Ingrid Bos
- Team: Daan en Sem (development), Priya (product owner)
- Project: Klantportaal 2.0, livegang eind oktober
- Thuiswerkdagen: maandag en vrijdag
"""
MEM['Notities/Geheugen/Onderwerpen/Zolder.md'] = """---
aliases: [zolderkamer, verbouwing]
status: gepland
tags: [huis]
---
# Zolder

Van rommelzolder naar werkkamer met logeerbed.

- Aannemer: Timmerbedrijf Hendriks (Gerard Hendriks), via de buren
- Offerte verwacht eind augustus, richtprijs rond de € 7.000
- Wat erin moet: isolatie, vloer, gipsplaten, een dakraam
- Gepland: na de zomer, voor de kou
"""
MEM['Notities/Geheugen/Onderwerpen/Hardlopen.md'] = """---
aliases: [rennen, hardloopschema]
status: actief
tags: [sport]
---
# Hardlopen

- Doel: halve marathon van de Singelloop, zondag 4 oktober, onder de 2 uur
- Schema: dinsdag intervallen, donderdag tempo, zaterdag duurloop
- Schoenen: Brooks Ghost, gekocht in maart bij Run2Day
- Langste duurloop tot nu toe: 16 km
"""
MEM['Notities/Geheugen/Onderwerpen/Volkstuin.md'] = """---
aliases: [tuintje, de tuin]
tags: [tuin]
---
# Volkstuin

- Tuin 27 bij Tuinpark Ons Buiten, huur € 95 per jaar
- Sleutel van het hek: aan de rode sleutelbos
- Verplichte tuindienst: vier zaterdagen per jaar
- Dit jaar: courgettes, bonen, tomaten, pompoenen
"""
