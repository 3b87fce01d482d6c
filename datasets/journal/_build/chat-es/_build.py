#!/usr/bin/env python3
"""Build /work/sealed/chat-es/{vault,gold.json}: python3 _build.py (rewrites vault/ and gold.json only)."""
import os, sys, json
HERE = os.path.dirname(os.path.abspath(__file__))
# The journal is written to datasets/journal/<name>/, beside the other journals.
OUT = os.path.join(os.path.dirname(os.path.dirname(HERE)), os.path.basename(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))
import common_2026_12 as common
from notes import N
from mem import MEM

FOLDER = 'Diario'
def src(d): return f'{FOLDER}/{d}.md'
files = {src(d): t for d, t in N.items()}
files.update(MEM)
L = common.Lines(files)
def l(d, *subs): return L(src(d) if d[0].isdigit() else d, *subs)
MM, BC, TI, LM = 'Memory/MEMORY.md', 'Memory/Topics/Bootcamp.md', 'Memory/Topics/Tiroides.md', 'Memory/Topics/Las Medusas.md'

subjects = [
 dict(name="Bootcamp", aliases=["Nodo Academy", "bootcamp de datos", "Bootcamp de Análisis de Datos", "data bootcamp", "curso"], kind="project",
      status_at_end="done", status_also_acceptable=["closed"], existing_note=BC,
      note="Online data-analytics bootcamp, 7 Sep - 27 Nov 2026; mentor Álex Ruiz -> Carla Benet (29 Sep); final deadline 13 -> 20 Nov; finished 27 Nov with 9.1. Own note still says status: active, mentor Álex, deadline 13 Nov."),
 dict(name="Mudanza", aliases=["mudanza a Madrid", "move to Madrid", "Madrid move", "the move"], kind="project", status_at_end="done",
      status_also_acceptable=["closed"], existing_note=None,
      note="Move Valencia (Ruzafa) -> Madrid (Lavapiés), in with Dani. Decided 12 Sep to wait until January, reversed 30 Sep; moved 24 Oct; registered in Madrid 4 Nov."),
 dict(name="Las Medusas", aliases=["Medusas", "la banda", "the band"], kind="project", status_at_end="paused", existing_note=LM,
      note="Indie-pop band in Valencia, Lucía on bass. Last concert 10 Oct (Sala Rut); paused 16 Oct ('pausa, no fin'); still paused 22 Nov. Own note says status: active."),
 dict(name="Tiroides", aliases=["hipotiroidismo", "Hashimoto", "Eutirox", "levotiroxina", "thyroid"], kind="habit", status_at_end="active", existing_note=TI,
      note="Hashimoto since 2022. Eutirox 75 -> 88 mcg (6 Oct, from 7 Oct); doctor Dra. Salas (Valencia) -> Dra. Núñez (Madrid, 10 Nov); TSH 4.9 (Jun) -> 6.2 (Oct) -> 2.1 (27 Nov). Own note still has 75 mcg and Dra. Salas."),
 dict(name="Búsqueda de curro", aliases=["búsqueda de trabajo", "job search", "buscar curro"], kind="project", status_at_end="closed", existing_note=None,
      note="Started 2 Nov (3 applications); closed 24 Nov with the Cierzo Analytics offer accepted."),
 dict(name="Cierzo Analytics", aliases=["Cierzo"], kind="place", status_at_end=None, existing_note=None,
      note="New employer: junior data analyst from 1 Dec 2026 (offer accepted 24 Nov). Not started within the journal, so no end status is checked."),
 dict(name="La Pilarica", aliases=["Bar La Pilarica", "Pilarica", "el bar"], kind="place", status_at_end="closed", existing_note=None,
      note="Bar in Ruzafa where Lucía worked Friday/Saturday nights for 2.5 years; last shift 17 Oct."),
 dict(name="Dani", aliases=["Daniel", "novio"], kind="person", status_at_end="active", existing_note=None,
      note="Boyfriend, nurse at the 12 de Octubre hospital in Madrid; rotating shifts -> fixed mornings 8-15 from 1 Oct; they live together from 24 Oct."),
 dict(name="Irene", aliases=["hermana", "mi hermana", "sister"], kind="person", status_at_end="active", existing_note=None,
      note="Sister in Zaragoza, partner Jorge; due 15 Nov, son Mateo born 7 Nov (name changed from Leo)."),
 dict(name="Marta", aliases=[], kind="person", status_at_end="active", existing_note=None,
      note="Friend since school; flatmate in Ruzafa until the move (her partner Álvaro took the room)."),
 dict(name="Carla Benet", aliases=["Carla"], kind="person", status_at_end="active", existing_note=None,
      note="Bootcamp mentor from 29 Sep (after Álex Ruiz left); agreed to be a job reference."),
]
optional_subjects = [
 dict(name="Mateo", aliases=["sobrino"], why="Irene's son, born 7 Nov; fine inside Irene"),
 dict(name="Jorge", why="Irene's partner"),
 dict(name="Sara", why="Las Medusas singer; fine inside Las Medusas"),
 dict(name="Nico", why="Las Medusas guitarist"),
 dict(name="Pau", why="Las Medusas drummer"),
 dict(name="Toni", why="boss at La Pilarica"),
 dict(name="Álex Ruiz", aliases=["Álex"], why="first bootcamp mentor, left Nodo on 29 Sep"),
 dict(name="Dra. Salas", why="endocrinologist in Valencia until the move"),
 dict(name="Dra. Núñez", why="GP in Madrid who manages the thyroid from 10 Nov"),
 dict(name="Ainhoa", why="data team lead at Cierzo Analytics"),
 dict(name="Proyecto BiciMAD", aliases=["BiciMAD", "proyecto final"], why="the bootcamp's final project; fine inside Bootcamp"),
 dict(name="La Nave", why="rehearsal space in Benimaclet"),
 dict(name="Papá", why="drove the van on moving day"),
 dict(name="Mamá", why="parents in Zaragoza"),
 dict(name="Navidad 2026", why="Zaragoza 23-27 Dec; fine inside Irene or the index"),
 dict(name="Centro de salud Embajadores", why="new health centre in Madrid"),
]
not_subjects = ["€", "mcg", "kg", "TSH", "Mercadona", "AVE", "Rastro", "pandas", "SQL", "VPN", "LEFT JOIN", "merge_asof", "RANK()",
 "Sala Rut", "Valenbisi", "Junta de Centro", "Argumosa", "tortilla", "Halloween", "Fermín", "Álvaro", "Ruzafa", "Benimaclet",
 "Chamberí", "Zaragoza", "12 de Octubre", "Beatriz Montoro", "Redacción Pisos y Más", "Villaverde", "Usera", "Puente de Vallecas",
 "Carabanchel", "Vicálvaro", "Malasaña", "Hospital Clínico", "Marea baja", "Excel", "Demo Day", "jueves", "sábado", "resaca",
 "cervezas", "emojis", "data girl", "storytelling"]

S = []
def sc(subject, d, type_, frm, to, *subs):
    S.append({"subject": subject, "date": d, "type": type_, "from": frm, "to": to, "source": src(d), "line": l(d, *subs)})
sc("Bootcamp", "2026-09-07", "status", "enrolled", "active (started, day 1)", "## Bootcamp · día 1")
sc("Dani", "2026-09-23", "job", "rotating shifts with many nights", "fixed mornings 8-15, Mon-Fri, from 1 Oct", "me dan el fijo de mañanas")
sc("Bootcamp", "2026-09-29", "changed", "mentor Álex Ruiz", "mentor Carla Benet", "Nueva mentora: Carla Benet")
sc("Mudanza", "2026-09-30", "status", "plan: stay in Valencia until January (12 Sep)", "active (moving to Madrid on 24 Oct)", "Cambio de planes: me mudo a Madrid en octubre")
sc("Tiroides", "2026-10-06", "changed", "Eutirox 75 mcg", "Eutirox 88 mcg (from 7 Oct)", "Me sube el Eutirox de 75 a 88 mcg")
sc("Las Medusas", "2026-10-16", "status", "active", "paused (until Lucía is back or they look for a bass player)", "[18:44] Sara: Medusas queda en pausa")
sc("La Pilarica", "2026-10-17", "status", "active (Fri/Sat night shifts)", "closed (left; last shift)", "último turno en La Pilarica")
sc("Mudanza", "2026-10-24", "moved", "C/ Sueca 41, 3ºB, Ruzafa (Valencia)", "C/ del Ave María 12, 2º izq., Lavapiés (Madrid)", "Ya vivo en Madrid.")
sc("Mudanza", "2026-10-24", "status", "active", "done (moved in)", "Mudanza hecha:")
sc("Búsqueda de curro", "2026-11-02", "status", None, "active (started: 3 applications)", "Enviado CV a 3 sitios")
sc("Bootcamp", "2026-11-05", "changed", "final project due 13 Nov", "final project due 20 Nov; Demo Day 27 Nov", "Nodo amplía el plazo")
sc("Irene", "2026-11-07", "changed", "pregnant, due 15 Nov", "son Mateo born 7 Nov", "[07:12] Irene: HA NACIDO")
sc("Tiroides", "2026-11-10", "changed", "endocrinologist Dra. Salas (Valencia)", "GP Dra. Núñez, centro de salud Embajadores (Madrid)", "Médica de cabecera nueva: Dra. Núñez")
sc("Búsqueda de curro", "2026-11-24", "status", "active", "closed (Cierzo Analytics offer accepted)", "Aceptada por teléfono")
sc("Cierzo Analytics", "2026-11-24", "job", None, "offer accepted: junior data analyst, starts 1 Dec", "Cierzo Analytics me ofrece el puesto")
sc("Bootcamp", "2026-11-27", "status", "active", "done (finished, final grade 9.1)", "Bootcamp terminado.")

decisions = [
 dict(subject="Mudanza", decision="Stay in Valencia until January, finish the bootcamp there, then move to Madrid", date="2026-09-12", source=src("2026-09-12"),
      line=l("2026-09-12", "Decidido: me quedo en Valencia hasta enero"), reversed_on="2026-09-30", reversal_source=src("2026-09-30"),
      reversal_line=l("2026-09-30", "Cambio de planes"),
      final="Moved to Madrid (Lavapiés, with Dani) on 24 Oct 2026: Marta needed the room and the bootcamp is online."),
 dict(subject="Irene", decision="Irene's baby will be called Leo", date="2026-09-19", source=src("2026-09-19"),
      line=l("2026-09-19", "se va a llamar Leo"), reversed_on="2026-11-07", reversal_source=src("2026-11-07"),
      reversal_line=l("2026-11-07", "al final se llama Mateo"), final="The baby, born 7 Nov 2026, is called Mateo."),
]

F, KEY = [], {}
def f(fact, subject, where, *subs, key=None, sup=None):
    F.append(dict(id="E%02d" % (len(F) + 1), fact=fact, subject=subject, source=src(where) if where[0].isdigit() else where,
                  line=l(where, *subs), superseded_by=sup))
    if key: KEY[key] = F[-1]['id']
# Bootcamp
f("Bootcamp: 12 weeks, 7 Sep - 27 Nov 2026.", "Bootcamp", BC, "12 semanas: del 7 de septiembre")
f("Bootcamp price 3,900 EUR with a 50% grant: Lucía pays 1,950 EUR in 3 instalments.", "Bootcamp", BC, "Precio: 3.900")
f("Bootcamp mentor was Álex Ruiz.", "Bootcamp", BC, "Mentor: Álex Ruiz", sup="mentor")
f("From 29 Sep the bootcamp mentor is Carla Benet (Álex Ruiz left Nodo Academy for a startup).", "Bootcamp", "2026-09-29", "Álex deja Nodo", "Nueva mentora", key="mentor")
f("Nodo Academy's online data-analytics bootcamp; 24 people in the cohort.", "Bootcamp", "2026-09-07", "Somos 24 en la cohorte")
f("SQL module exam: 8.5.", "Bootcamp", "2026-09-21", "examen del módulo SQL")
f("Final project: analysis of BiciMAD usage (instead of Valenbisi, because of the move).", "Bootcamp", "2026-10-13", "elegido el proyecto final")
f("Final project deadline extended to 20 Nov (was 13 Nov); Demo Day Friday 27 Nov.", "Bootcamp", "2026-11-05", "Nodo amplía el plazo")
f("The BiciMAD model predicts 78% of the peak hours correctly.", "Bootcamp", "2026-11-19", "acierta el 78 %")
f("Bootcamp finished 27 Nov: final grade 9.1, pass with distinction.", "Bootcamp", "2026-11-27", "Nota final del bootcamp: 9,1", "Bootcamp terminado.")
f("Final project handed in on 20 Nov at 16:02.", "Bootcamp", "2026-11-20", "entregado a las 16:02")
# Tiroides
f("Eutirox dose was 75 mcg.", "Tiroides", TI, "Eutirox 75mcg", sup="88")
f("Eutirox raised from 75 to 88 mcg from 7 Oct; TSH check in 6-8 weeks.", "Tiroides", "2026-10-06", "Me sube el Eutirox de 75 a 88 mcg", key="88")
f("Thyroid doctor was the endocrinologist Dra. Salas, Hospital Clínico (Valencia).", "Tiroides", TI, "Endocrina: Dra. Salas", sup="nunez")
f("Since 10 Nov the thyroid is managed by the new GP, Dra. Núñez (centro de salud Embajadores, Madrid).", "Tiroides", "2026-11-10", "Médica de cabecera nueva", key="nunez")
f("TSH was 4.9 in June 2026.", "Tiroides", TI, "TSH (junio 2026): 4,9", sup="tsh21")
f("TSH 6.2 on 2 Oct (June: 4.9).", "Tiroides", "2026-10-02", "Analítica: TSH 6,2", sup="tsh21")
f("TSH 2.1 on 27 Nov; Dra. Núñez keeps 88 mcg, next check in March.", "Tiroides", "2026-11-27", "TSH 2,1", key="tsh21")
f("Hashimoto / hypothyroidism diagnosed in 2022.", "Tiroides", TI, "diagnosticado en 2022")
f("Rule: Eutirox on an empty stomach, 30 min before coffee, always.", None, MM, "Eutirox en ayunas, 30 min")
# Mudanza
f("Old address: C/ Sueca 41, 3ºB, Ruzafa (Valencia).", "Mudanza", MM, "C/ Sueca 41", sup="addr")
f("Since 24 Oct 2026 Lucía lives in Madrid at C/ del Ave María 12, 2º izq., Lavapiés (with Dani); Papá drove the van.", "Mudanza", "2026-10-24", "Ya vivo en Madrid.", key="addr")
f("Rent in Valencia was 420 EUR (her share).", "Mudanza", MM, "alquiler: 420", sup="rent")
f("Madrid flat: rent 980 EUR, split 490 EUR each; landlord Fermín.", "Mudanza", "2026-10-03", "Alquiler 980", key="rent")
f("Decision 12 Sep: stay in Valencia until January, then move to Madrid.", "Mudanza", "2026-09-12", "Decidido: me quedo en Valencia hasta enero", sup="oct")
f("Decision 30 Sep: move to Madrid in October (on Saturday 24 Oct), not January; the bootcamp is online.", "Mudanza", "2026-09-30", "Cambio de planes", key="oct")
f("Marta needed Lucía's room by the end of October because her partner Álvaro was moving in.", "Marta", "2026-09-25", "Álvaro se viene a vivir conmigo")
f("Moving plan: Papá drives a rented van from Zaragoza; 14 boxes and the bass; the amp stays at La Nave for the band.", "Mudanza", "2026-10-22", "Papá viene el viernes")
f("Registered (empadronada) in Madrid on 4 Nov; health card requested at the centro de salud Embajadores.", "Mudanza", "2026-11-04", "Empadronada en Madrid")
# Las Medusas
f("Las Medusas paused on 16 Oct until Lucía is back or they want a new bass player: 'pausa, no fin'.", "Las Medusas", "2026-10-16", "[18:44] Sara: Medusas queda en pausa")
f("Concert at Sala Rut on 10 Oct: about 120 people, 610 EUR at the door, 152 EUR each.", "Las Medusas", "2026-10-10", "Sala Rut, 22:00")
f("Band: Sara (vocals, lyrics), Nico (guitar), Pau (drums), Lucía (bass).", "Las Medusas", LM, "Sara — voz y letras", "Nico — guitarra", "Pau — batería", "yo — bajo")
f("22 Nov: still paused, no new bass player; maybe one rehearsal at Christmas.", "Las Medusas", "2026-11-22", "seguimos en pausa")
f("Rehearsals were Thursdays 20:00 at La Nave (Benimaclet), 15 EUR an hour split four ways.", "Las Medusas", LM, "Ensayos: jueves 20:00")
# work
f("Job: Bar La Pilarica (Ruzafa), Friday and Saturday nights; boss Toni.", "La Pilarica", MM, "Curro: Bar La Pilarica", sup="cierzo")
f("Last shift at La Pilarica on 17 Oct after two and a half years.", "La Pilarica", "2026-10-17", "último turno en La Pilarica")
f("Cierzo Analytics offer: junior data analyst, 27,000 EUR gross/year, hybrid (2 office days in Chamberí), starts 1 Dec; accepted 24 Nov.", "Cierzo Analytics", "2026-11-24",
  "Cierzo Analytics me ofrece el puesto", key="cierzo")
f("Job search: CVs sent to 3 places on 2 Nov (Cierzo Analytics, a big consultancy, a scooter startup).", "Búsqueda de curro", "2026-11-02", "Enviado CV a 3 sitios")
f("First interview at Cierzo on 12 Nov with Ainhoa, head of the data team; SQL test on the 18th.", "Cierzo Analytics", "2026-11-12", "Entrevista 1 con Cierzo Analytics")
f("Carla Benet agreed to be a job reference.", "Carla Benet", "2026-11-02", "ponerla como referencia")
# people
f("Dani: boyfriend, lives in Madrid (Lavapiés), nurse at the 12 de Octubre.", "Dani", MM, "Dani — mi novio")
f("Dani worked rotating shifts with many nights.", "Dani", MM, "turnos rotativos", sup="dani")
f("From 1 Oct Dani has fixed morning shifts, 8-15, Monday to Friday.", "Dani", "2026-09-23", "me dan el fijo de mañanas", "se acabaron las noches", key="dani")
f("Irene was pregnant, due 15 Nov.", "Irene", MM, "embarazada, sale de cuentas", sup="born")
f("Irene's son was born on 7 Nov at 6:40, 3.1 kg, a week early.", "Irene", "2026-11-07", "[07:12] Irene: HA NACIDO", "3,1 kg", key="born")
f("Irene's baby was going to be called Leo (19 Sep).", "Irene", "2026-09-19", "se va a llamar Leo", sup="mateo")
f("The baby is called Mateo, not Leo.", "Irene", "2026-11-07", "al final se llama Mateo", key="mateo")
f("Irene lives in Zaragoza with Jorge.", "Irene", MM, "Irene — mi hermana")
f("December plan: work starts 1 Dec, Christmas in Zaragoza 23-27 Dec, one rehearsal with Las Medusas in Valencia.", "Navidad 2026", "2026-11-30", "ayúdame a organizar diciembre")
for x in F:
    if x["superseded_by"]: x["superseded_by"] = KEY[x["superseded_by"]]

secrets = [
 dict(value="Qz7!vArt3m1s", source=src("2026-09-08"), shape="campus password pasted into a chat with the assistant ('la clave es …'); the assistant says to change it",
      severity="high", line=l("2026-09-08", "la clave es")),
 dict(value="GatoTetris#2026", source=src("2026-10-24"), shape="home wifi password in a WhatsApp line ('la contraseña del wifi es …')",
      severity="high", line=l("2026-10-24", "la contraseña del wifi")),
 dict(value="462093", source=src("2026-11-03"), shape="6-digit banking-app PIN in prose ('un PIN nuevo de 6 cifras: …')",
      severity="high", line=l("2026-11-03", "PIN nuevo")),
 dict(value="NODO-7731-QX", source=src("2026-11-20"), shape="access code alone on the line after its cue ('…un código de acceso a la sala virtual, lo dejo aquí:')",
      severity="high", line=l("2026-11-20", "NODO-7731-QX")),
]

Q = []
def q(question, answer, *sources):
    Q.append(dict(id="Q%02d" % (len(Q) + 1), question=question, answer=answer, sources=[src(s) if s[0].isdigit() else s for s in sources]))
q("Where do I live now?", "C/ del Ave María 12, 2º izq., Lavapiés, Madrid, with Dani, since 24 Oct 2026 (before: C/ Sueca 41, Ruzafa, Valencia).", "2026-10-24", MM)
q("How much rent do I pay now?", "490 EUR, half of the 980 EUR rent (the 1,450 EUR in the clipping is an average, not mine; Valencia was 420 EUR).", "2026-10-03", MM)
q("What dose of Eutirox am I on?", "88 mcg since 7 Oct 2026 (raised from 75 mcg by Dra. Salas); kept at 88 after TSH 2.1 on 27 Nov. (The clipping's 100 mcg is not my dose.)", "2026-10-06", "2026-11-27")
q("When is my next thyroid check?", "March 2027, with Dra. Núñez (not 'yearly' as in the clipping).", "2026-11-27")
q("Who looks after my thyroid now?", "Dra. Núñez, my GP at the centro de salud Embajadores in Madrid, since 10 Nov (before: Dra. Salas, Hospital Clínico, Valencia).", "2026-11-10")
q("Did I finish the bootcamp, and with what grade?", "Yes: Demo Day on 27 Nov 2026, final grade 9.1, pass with distinction.", "2026-11-27")
q("When was the final project due?", "20 Nov (extended from 13 Nov); handed in on 20 Nov at 16:02.", "2026-11-05", "2026-11-20")
q("Who is my bootcamp mentor?", "Carla Benet since 29 Sep (Álex Ruiz left Nodo Academy).", "2026-09-29")
q("What was my final project about?", "BiciMAD usage in Madrid, with weather data for prediction; the model gets 78% of peak hours right.", "2026-10-13", "2026-10-28", "2026-11-19")
q("Is the band still going?", "Las Medusas are paused since 16 Oct ('pausa, no fin'); no new bass player as of 22 Nov; maybe one rehearsal at Christmas.", "2026-10-16", "2026-11-22")
q("How did the Sala Rut concert go?", "10 Oct: about 120 people, 610 EUR at the door (152 each), first live 'Marea baja'; Dani came from Madrid.", "2026-10-10")
q("Why did I move in October instead of January?", "Marta needed the room by end of October (Álvaro moving in) and the bootcamp is online; decided 30 Sep, reversing the 12 Sep plan.", "2026-09-12", "2026-09-25", "2026-09-30")
q("What is my new job?", "Junior data analyst at Cierzo Analytics, 27,000 EUR gross/year, hybrid with 2 office days in Chamberí, starting 1 Dec 2026.", "2026-11-24")
q("What are Dani's working hours now?", "Fixed mornings, 8-15, Monday to Friday, at the 12 de Octubre since 1 Oct (before: rotating shifts with nights).", "2026-09-23")
q("What is my nephew called and when was he born?", "Mateo, born 7 Nov 2026 at 6:40, 3.1 kg, a week before the due date; the name was going to be Leo.", "2026-11-07", "2026-09-19")
q("When did I stop working at La Pilarica?", "Last shift on 17 Oct 2026, after two and a half years.", "2026-10-05", "2026-10-17")
q("What's the plan for Christmas?", "Zaragoza 23-27 Dec (Dani comes on the 24th), and maybe a rehearsal with Las Medusas in Valencia on the 28th or 29th.", "2026-11-30", "2026-11-22")
q("How many jobs did I apply for?", "Three on 2 Nov: Cierzo Analytics, a big consultancy and a scooter startup.", "2026-11-02")

GOLD = dict(persona="Lucía Ferrer, 26, data-analytics bootcamp student and bar worker in Valencia who moves to Madrid (Spain); daily notes are mostly pasted WhatsApp and assistant chats and voice-note transcripts in Spanish with some English",
            subjects=subjects, optional_subjects=optional_subjects, not_subjects=not_subjects, status_changes=S, decisions=decisions,
            facts=F, secrets=secrets, questions=Q)

def readme(g):
    dn = sum(len(t) for t in N.values())
    allc = dn + sum(len(t) for t in MEM.values())
    c = common.counts(g)
    return f"""# A chat-log vault — Lucía Ferrer (Valencia → Madrid)

```
chat-es/
  README.md     this file
  _build.py     writes vault/ and gold.json (notes.py = daily notes, mem.py = her own files + clippings; checks in ../common.py)
  gold.json     annotations (outside the vault)
  vault/        the Obsidian vault to run the tool on
    .obsidian/daily-notes.json   {{"folder": "Diario", "format": "YYYY-MM-DD"}}
    Diario/      {len(N)} daily notes, {min(N)} … {max(N)}
    Memory/MEMORY.md             person-written index (before the tool runs)
    Memory/Topics/               3 person-written topic notes: `Bootcamp.md`, `Tiroides.md`, `Las Medusas.md`
    Clippings/                   2 web clips with a `source:` URL in their frontmatter, each linked from a daily note
```

Daily notes: {dn:,} characters. Whole vault (.md): {allc:,} characters.

## Style

Spanish (Spain), casual, with English code-switching ("so yes", "happy", "deadline", "how do I join…").
Most daily notes are pasted conversations rather than diary prose: WhatsApp lines with timestamps and
speaker labels (`[21:14] Dani: …`, `[21:15] Yo: …`), chats with an AI assistant (`**Yo:**` / `**Asistente:**`,
including code snippets and the assistant's general advice), voice notes transcribed as quotes
(`🎙️ 08:30 nota de voz (transcrita)` / `> eh, vale, …`), a few short bullet days. Lots of emoji.
Facts about her are often said by someone else in a chat (Dani gives the address, Irene the birth,
Sara the band's pause). The assistant's generic advice and the two clippings are not her facts.

## Persona

Lucía Ferrer, 26, from Zaragoza; in September she lives in Ruzafa (Valencia) with her friend Marta,
works Friday/Saturday nights at the Bar La Pilarica and plays bass in Las Medusas; boyfriend Dani is a
nurse in Madrid; sister Irene (Zaragoza) is pregnant. Hashimoto, on Eutirox.

## Arcs

- **Bootcamp** (own note, `status: active`, mentor Álex Ruiz, deadline 13 Nov): data-analytics bootcamp at Nodo Academy,
  starts 7 Sep; mentor **changes** to Carla Benet (29 Sep); deadline **moved** to 20 Nov; **finished** 27 Nov, grade 9.1.
- **Mudanza**: decided 12 Sep to stay in Valencia until January → **reversed** 30 Sep (Marta needs the room);
  **moved** 24 Oct to Lavapiés, Madrid, in with Dani (MEMORY.md still has C/ Sueca and 420 €).
- **Las Medusas** (own note, `status: active`): concert 10 Oct, **paused** 16 Oct ("pausa, no fin"), still paused 22 Nov.
- **Tiroides** (own note: 75 mcg, Dra. Salas, TSH 4.9): TSH 6.2 → Eutirox **raised to 88 mcg** (6 Oct); new doctor
  Dra. Núñez in Madrid (10 Nov); TSH 2.1, dose kept (27 Nov).
- **Work**: last shift at **La Pilarica** 17 Oct (**closed**); **Búsqueda de curro** 2–24 Nov (**closed**) → offer from
  **Cierzo Analytics**, starts 1 Dec (no end status: not started yet).
- **People**: Dani (rotating shifts → **fixed mornings** from 1 Oct), Irene (baby **Mateo** born 7 Nov; the name was
  going to be Leo — a second reversed decision), Marta, Carla Benet.
- **Clippings that must not become her facts**: a health article (typical dose 100 mcg, yearly checks) and a
  rent article (Lavapiés ≈ 1,450 €/month); her dose is 88 mcg, her check is in March, her share of the rent is 490 €.
  Their authors, neighbourhoods and figures are `not_subjects`; three questions have the clipping as a trap.
- **Secrets** (4, Spanish shapes; values only in gold.json and their daily note): a **clave** pasted into the assistant
  chat, a wifi **contraseña** in a WhatsApp line, a 6-digit banking-app **PIN** in prose, a **código** de acceso on the line after its cue.

Stale lines in her own files the tool should fix rather than duplicate: MEMORY.md "[[Bootcamp]] — active",
"[[Las Medusas]] — active", "Curro: Bar La Pilarica", "turnos rotativos", "embarazada, sale de cuentas el 15 de noviembre",
the C/ Sueca address and 420 € rent; `Bootcamp.md` (status, mentor, deadline), `Tiroides.md` (75mcg, Dra. Salas, TSH),
`Las Medusas.md` (status).

## Gold counts

- subjects: {c['subjects']}, optional_subjects: {c['optional_subjects']}, not_subjects: {c['not_subjects']}
- status_changes: {c['status_changes']}, decisions: {c['decisions']}, facts: {c['facts']} ({c['superseded']} superseded)
- secrets: {c['secrets']}, questions: {c['questions']}

Schema identical to the dev journals (`marek`, `ruth`) and to what `scripts/quality/journal.ts` reads.
Every `line` is a byte-exact full line of its source, consecutive lines joined with `\\n`.
`Cierzo Analytics` has `status_at_end: null` (the job starts after the journal ends), which `journal.ts` skips.

## Notes for whoever scores

- The banking PIN is 6 digits (`462093`); a plain substring check can in principle hit it by chance in long numeric output.
- Doses and dates below 100 are 1–2-digit numbers, which `journal.ts`'s content words ignore; the old dose line in
  `Tiroides.md` is therefore written `Eutirox 75mcg`, and the moved deadline is a status change and a question, not a superseded fact.
- `journal.ts`'s status words and stop words are English; her own files use "active" on purpose, so the status check applies.
"""


if __name__ == '__main__':
    gold, errs = common.write_vault(OUT, FOLDER, N, MEM, GOLD)
    open(os.path.join(OUT, 'README.md'), 'w').write(readme(gold))
    print(json.dumps(common.counts(gold)))
    print('\n'.join(errs) or 'no errors')
    sys.exit(1 if errs else 0)
