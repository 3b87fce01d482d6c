#!/usr/bin/env python3
"""Build /work/sealed/outliner-de/{vault,gold.json}: python3 _build.py (rewrites vault/ and gold.json only)."""
import os, sys, json
HERE = os.path.dirname(os.path.abspath(__file__))
# The journal is written to datasets/journal/<name>/, beside the other journals.
OUT = os.path.join(os.path.dirname(os.path.dirname(HERE)), os.path.basename(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))
import common_2026_12 as common
from notes import N
from mem import MEM

FOLDER = 'journals'
def src(d): return f'{FOLDER}/{d}.md'
files = {src(d): t for d, t in N.items()}
files.update(MEM)
L = common.Lines(files)
def l(d, *subs): return L(src(d) if d[0].isdigit() else d, *subs)
MM, HP, FR, LO = 'Memory/MEMORY.md', 'Memory/Topics/Hausprojekt.md', 'Memory/Topics/Frieda.md', 'Memory/Topics/Lotta.md'

subjects = [
 dict(name="Hausprojekt", aliases=["Haus", "Haus Markkleeberg", "Renovierung", "Hausrenovierung", "house renovation", "#haus"], kind="project",
      status_at_end="done", status_also_acceptable=["closed"], existing_note=HP,
      note="Renovation of the semi-detached house (1936) in Markkleeberg. Budget 85k -> 97k (9 Sep); move-in pushed from end of October to 21 Nov (9 Oct); acceptance/done 13 Nov; final cost 101,400 EUR; moved in 21 Nov. Own note still says status: active, end of October, 85,000 EUR."),
 dict(name="Umzug", aliases=["Umzug nach Markkleeberg", "move", "the move", "Umzug Markkleeberg"], kind="project", status_at_end="done",
      status_also_acceptable=["closed"], existing_note=None,
      note="Move from the flat in Leipzig-Connewitz (Bornaische Str. 88) to the house in Markkleeberg on Sat 21 Nov with Umzüge Hentschel; registration and dog tax 23 Nov; old flat handed over 27 Nov."),
 dict(name="Jobsuche", aliases=["Jobwechsel", "job search", "#job"], kind="project", status_at_end="closed", existing_note=None,
      note="Job search; contract with Lindwerk signed and search closed 17 Aug. MEMORY.md still says 'active'."),
 dict(name="Lindwerk Systems", aliases=["Lindwerk"], kind="place", status_at_end="active", existing_note=None,
      note="Employer from 1 Oct 2026 (QA-Lead, office in Plagwitz); manager Jan Okafor."),
 dict(name="Kontor42", aliases=["Kontor42 GmbH"], kind="place", status_at_end="closed", existing_note=None,
      note="Former employer (Testmanagerin 2021 - 30 Sep 2026); notice given 18 Aug."),
 dict(name="Laufen", aliases=["Running", "Lauftreff", "#laufen"], kind="habit", status_at_end="active", existing_note=None,
      note="Paused 4 Sep (runner's knee), resumed 15 Oct; trainer Uwe -> Sandra Reimann and Tuesday -> Thursday (6 Oct); half marathon March 2027. Folding the knee into this note is fine."),
 dict(name="Kleingarten", aliases=["Garten", "Parzelle 112", "Parzelle", "KGV Am Wasserturm", "allotment", "#garten"], kind="place",
      status_at_end="closed", existing_note=None,
      note="Allotment no. 112 in the KGV Am Wasserturm e.V. Decided to keep it (9 Aug), reversed: notice given 4 Oct for 30 Nov, handed over 28 Nov."),
 dict(name="Elternpost", aliases=["KitaBot", "#elternpost", "elternpost.de"], kind="project", status_at_end="active", existing_note=None,
      note="Telegram bot for parents with Deniz; renamed from KitaBot on 20 Sep. One note, not two."),
 dict(name="Frieda", aliases=["Hund", "Friedchen"], kind="thing", status_at_end="active", existing_note=FR,
      note="The dog (Beagle mix). Chicken allergy confirmed 22 Oct (food: horse or lamb); new vet in Markkleeberg from 25 Nov; dog tax moved to Markkleeberg. Own note has chicken food, Dr. Haase, Leipzig dog tax."),
 dict(name="Tobi", aliases=["Tobias", "Tobias Brandt"], kind="person", status_at_end="active", existing_note=None,
      note="Partner, carpenter (own workshop in Connewitz); did floors, kitchen, stairs himself."),
 dict(name="Lotta", aliases=["Lotti"], kind="person", status_at_end="active", existing_note=LO,
      note="Daughter (born 2020). Started school 15 Aug 2026 (Grundschule am Auwald, 1b); stays there after the move. Own note still has the Kita."),
 dict(name="Mama", aliases=["Mutter", "mother", "Mum"], kind="person", status_at_end="active", existing_note=None,
      note="Mother in Halle (Saale); landline dropped, new mobile number (13 Sep); 65th birthday 24 Oct."),
 dict(name="Felix", aliases=["Bruder", "brother"], kind="person", status_at_end="active", existing_note=None,
      note="Brother, sound engineer; moved Hamburg-Altona -> Köln-Ehrenfeld on 1 Oct for a job at the Rheinfunk."),
 dict(name="Deniz", aliases=[], kind="person", status_at_end="active", existing_note=None,
      note="Friend, builds Elternpost with Miriam."),
 dict(name="Sandra Reimann", aliases=["Sandra"], kind="person", status_at_end="active", existing_note=None,
      note="Running-group trainer since October (successor of Uwe)."),
 dict(name="Jan Okafor", aliases=["Jan"], kind="person", status_at_end="active", existing_note=None,
      note="Manager at Lindwerk (Head of Engineering)."),
]
optional_subjects = [
 dict(name="Läuferknie", aliases=["ITBS", "Knie", "runner's knee"], why="the injury (3 Sep - discharged 29 Oct); fine inside Laufen or as its own note"),
 dict(name="Uwe", why="former running trainer, until October"),
 dict(name="Birgit Hendrichs", aliases=["Birgit"], why="former manager at Kontor42"),
 dict(name="Frau Lange", why="physiotherapist (Physio am Kreuz)"),
 dict(name="Elektro Pietsch", aliases=["Pietsch"], why="electrician in the house story"),
 dict(name="Fliesen Demir", aliases=["Demir", "Herr Demir"], why="tiler in the house story"),
 dict(name="Fensterbau Lorenz", aliases=["Lorenz", "Fensterbauer Lorenz"], why="window maker in the house story"),
 dict(name="Herr Grützner", why="chairman of the allotment club"),
 dict(name="Familie Aydın", why="took over the allotment"),
 dict(name="Frau Winkler", why="Lotta's class teacher"),
 dict(name="Dr. Haase", why="Frieda's former vet"),
 dict(name="Dr. Mahlow", aliases=["Tierarztpraxis am See"], why="Frieda's vet from 25 Nov"),
 dict(name="Kai", why="Kontor42 colleague who took over"),
 dict(name="Lea", why="Lindwerk colleague (onboarding)"),
 dict(name="Kita Sonnenblume", why="Lotta's former Kita and Elternpost's first users"),
 dict(name="Grundschule am Auwald", why="Lotta's school; fine inside Lotta"),
 dict(name="Umzüge Hentschel", aliases=["Hentschel"], why="moving company"),
 dict(name="Herbstlauf", why="10 km race on 18 Oct that Tobi ran in Miriam's place"),
 dict(name="Halbmarathon Leipzig", aliases=["Halbmarathon"], why="race on 22 Mar 2027"),
]
not_subjects = ["schlaf", "stimmung", "km", "€", "m³", "Hornbach", "Rewe", "Bäckerei Kleinert", "Sparkasse", "Hetzner", "CX22", "Telegram",
 "Teams", "Jira", "Playwright", "Selenium", "WhatsApp", "Zuckertüte", "Zahnfee", "Wackelzahn", "Auwald", "Cospudener See",
 "Völkerschlachtdenkmal", "Bornaische Str.", "Naumburger Str. 44", "Dr. Wendt", "Physio am Kreuz", "Halloween", "Sushi", "Bowling",
 "Thuja", "Rhabarber", "Einhorn", "Steuermarke Nr. 0871", "Glasfaser", "LTE-Router", "Bürgerbüro", "Jobrad", "Gravelbike", "Leinöl",
 "Stuck", "Estrich", "Laubfest", "Herr Sommer", "Halle", "Dresden", "Montag", "Regen", "Sa.", "So.", "Clamshells",
 "Mängelliste", "Release 4.12", "Pommes"]

S = []
def sc(subject, d, type_, frm, to, *subs):
    S.append({"subject": subject, "date": d, "type": type_, "from": frm, "to": to, "source": src(d), "line": l(d, *subs)})
sc("Lotta", "2026-08-15", "changed", "Kita Sonnenblume (Gruppe Igel)", "school: Grundschule am Auwald, class 1b (Frau Winkler)", "Grundschule am Auwald, Klasse 1b")
sc("Jobsuche", "2026-08-17", "status", "active", "closed (contract with Lindwerk signed)", "Jobsuche: closed.")
sc("Laufen", "2026-09-04", "status", "active", "paused (runner's knee, 4-6 weeks)", "Laufen pausiert bis")
sc("Hausprojekt", "2026-09-09", "changed", "budget 85,000 EUR", "budget 97,000 EUR", "Budget jetzt 97.000")
sc("Mama", "2026-09-13", "changed", "landline 0345 6878214", "mobile 0157 3391 4420 (landline dropped)", "Mama neue Nummer")
sc("Elternpost", "2026-09-20", "renamed", "KitaBot", "Elternpost", "so heißt der KitaBot ab heute")
sc("Kontor42", "2026-09-30", "status", "active (employer)", "closed (left; last day)", "Letzter Tag bei Kontor42")
sc("Lindwerk Systems", "2026-10-01", "status", None, "active (employer, QA-Lead)", "Tag 1 bei [[Lindwerk Systems]]")
sc("Felix", "2026-10-01", "moved", "Hamburg-Altona", "Köln-Ehrenfeld", "Felix heute umgezogen")
sc("Kleingarten", "2026-10-04", "changed", "keep the allotment until at least autumn 2027 (decision of 9 Aug)", "notice given for 30 Nov", "Parzelle gekündigt zum 30.11.")
sc("Laufen", "2026-10-06", "changed", "Tuesdays 18:30 at the Völkerschlachtdenkmal, trainer Uwe", "Thursdays 18:00 at Cospudener See (north beach), trainer Sandra Reimann",
   "neue Trainerin: Sandra Reimann", "Lauftreff ab sofort")
sc("Hausprojekt", "2026-10-09", "changed", "move-in end of October", "move-in 21 November", "Einzug verschoben auf")
sc("Laufen", "2026-10-15", "status", "paused", "active (resumed, first run with Sandra's group)", "Laufen wieder aufgenommen")
sc("Frieda", "2026-10-22", "changed", "food: chicken & rice", "food: horse or lamb only (chicken allergy)", "Ergebnis: Allergie auf Huhn")
sc("Hausprojekt", "2026-11-13", "status", "active", "done (acceptance with all trades)", "Renovierung: done.")
sc("Umzug", "2026-11-21", "moved", "Bornaische Str. 88, 04277 Leipzig", "Goethestraße 14, 04416 Markkleeberg", "Ab heute wohnen wir")
sc("Umzug", "2026-11-21", "status", "active (boxes, moving company booked)", "done (moved in)", "**UMZUG**")
sc("Frieda", "2026-11-25", "changed", "vet Dr. Haase (Connewitz)", "vet Dr. Mahlow, Tierarztpraxis am See (Markkleeberg)", "neuer Tierarzt in Markkleeberg")
sc("Kleingarten", "2026-11-28", "status", "active (notice given)", "closed (handed over to Familie Aydın)", "Parzelle 112 ist jetzt nicht mehr unsere")

decisions = [dict(subject="Kleingarten", decision="Keep the allotment until at least autumn 2027", date="2026-08-09", source=src("2026-08-09"),
                  line=l("2026-08-09", "Entschieden: wir behalten die Parzelle"), reversed_on="2026-10-04", reversal_source=src("2026-10-04"),
                  reversal_line=l("2026-10-04", "Garten, Gespräch mit Tobi", "Parzelle gekündigt"),
                  final="Allotment given up: notice for 30 Nov, handed over to Familie Aydın on 28 Nov (2,300 EUR for the shed and plants).")]

F = []
KEY = {}
def f(fact, subject, where, *subs, key=None, sup=None):
    F.append(dict(id="D%02d" % (len(F) + 1), fact=fact, subject=subject, source=src(where) if where[0].isdigit() else where,
                  line=l(where, *subs), superseded_by=sup))
    if key: KEY[key] = F[-1]['id']
# Hausprojekt
f("Renovation budget was 85,000 EUR.", "Hausprojekt", HP, "Budget Renovierung: 85.000", sup="budget97")
f("Renovation budget raised to 97,000 EUR on 9 Sep (windows, electrics, roof insulation more expensive); loan top-up requested.", "Hausprojekt", "2026-09-09", "Budget jetzt 97.000", key="budget97")
f("Final cost of the renovation: 101,400 EUR (budget was 97,000), Tobi's own work not included.", "Hausprojekt", "2026-11-16", "Endabrechnung: 101.400")
f("Move-in was planned for the end of October 2026.", "Hausprojekt", HP, "Einzug: Ende Oktober", sup="einzug21")
f("Move-in postponed to 21 November (tiler ill for 2 weeks, bathroom screed drying); flat lease ends 30 Nov.", "Hausprojekt", "2026-10-09", "Einzug verschoben auf", key="einzug21")
f("MEMORY.md: house project active, move-in planned end of October.", "Hausprojekt", MM, "[[Hausprojekt]] — active.", sup="done")
f("Since 21 Nov 2026 the family lives at Goethestraße 14, 04416 Markkleeberg.", "Umzug", "2026-11-21", "Ab heute wohnen wir", key="addr")
f("Old address: Bornaische Str. 88, 04277 Leipzig, 3rd floor left.", "Umzug", MM, "Bornaische Str. 88, 04277", sup="addr")
f("Move on Sat 21 Nov: Umzüge Hentschel from 6:50, everything in by 13:00; Felix came from Köln to help.", "Umzug", "2026-11-21", "Hentschel war um 6:50 da")
f("Old flat handed over 27 Nov to the landlord Herr Sommer without defects; deposit to be returned.", "Umzug", "2026-11-27", "Wohnung Bornaische Str. übergeben")
f("Lease of the Bornaische Str. flat terminated (registered letter) for 30 Nov, 3 months' notice.", "Umzug", "2026-08-28", "DONE Mietvertrag Bornaische Str. gekündigt")
f("Electrics by Elektro Pietsch: 14,800 EUR for the complete rewiring.", "Hausprojekt", "2026-08-13", "Angebot Pietsch: 14.800")
f("Windows by Fensterbauer Lorenz: 9 windows, 11,600 EUR.", "Hausprojekt", "2026-09-06", "Fensterbauer Lorenz: Maß genommen", "Fenster 11.600")
f("Sparkasse approved a 15,000 EUR loan top-up on 15 Sep.", "Hausprojekt", "2026-09-15", "Sparkasse: Aufstockung genehmigt")
f("Acceptance on 13 Nov with Pietsch, Demir and Lorenz; renovation done after 8 months, 3 small defects listed.", "Hausprojekt", "2026-11-13",
  "**Abnahme** mit Pietsch", "Renovierung: done.", key="done")
f("The house: semi-detached, Goethestraße 14, Markkleeberg, built 1936.", "Hausprojekt", HP, "Doppelhaushälfte, Goethestraße 14")
# Job
f("Lindwerk's first offer: 68,000 EUR gross.", "Lindwerk Systems", "2026-08-12", "Gehalt: 68.000", sup="72k")
f("Lindwerk offer: QA-Lead, start 1 Oct, 30 days leave, 2 home-office days a week.", "Lindwerk Systems", "2026-08-12", "QA-Lead, Start 1.10.")
f("Negotiated: 72,000 EUR plus a Jobrad (accepted orally 14 Aug).", "Lindwerk Systems", "2026-08-14", "Lindwerk legt nach: 72.000", key="72k")
f("Job search closed 17 Aug: 5 applications, 2 rejections, 1 ghost, 2 interviews, 1 contract.", "Jobsuche", "2026-08-17", "Jobsuche: closed.")
f("Notice handed to Birgit at Kontor42 on 18 Aug; last working day 30 Sep.", "Kontor42", "2026-08-18", "Kündigung bei Kontor42 abgegeben")
f("Miriam was Testmanagerin at Kontor42 GmbH since 2021, manager Birgit Hendrichs.", "Kontor42", MM, "Kontor42 GmbH, Testmanagerin seit 2021", sup="lindwerkjob")
f("Lindwerk office: Plagwitz, Naumburger Str. 44, 3rd floor, 14 min by bike.", "Lindwerk Systems", "2026-10-01", "Büro Plagwitz, Naumburger Str. 44")
f("At Lindwerk: team of 6, manager Jan Okafor, Lea does the onboarding.", "Lindwerk Systems", "2026-10-01", "Team: 6 Leute, Jan Okafor")
f("Since 1 Oct 2026 Miriam is QA-Lead at Lindwerk Systems.", "Lindwerk Systems", "2026-08-17", "Vertrag Lindwerk unterschrieben", key="lindwerkjob")
f("Lindwerk home-office days: Monday and Friday.", "Lindwerk Systems", "2026-10-12", "Homeoffice-Tage festgelegt")
f("Goal until year end: test automation for the customer portal with Playwright instead of Selenium.", "Lindwerk Systems", "2026-10-07", "erstes 1:1 mit Jan")
f("Probation period 6 months, until 31 Mar 2027; feedback meeting in January.", "Lindwerk Systems", "2026-11-09", "Probezeit 6 Monate")
f("Jan wants Miriam to hire a second QA person in 2027.", "Jan Okafor", "2026-11-02", "zweite QA-Person")
# Laufen
f("Running group was Tuesdays 18:30 at the Völkerschlachtdenkmal with trainer Uwe.", "Laufen", MM, "Lauftreff: Di 18:30", sup="lauftreffneu")
f("Since 6 Oct the running group meets Thursdays 18:00 at Cospudener See (north beach); new trainer Sandra Reimann (Uwe moved to Dresden).", "Laufen", "2026-10-06",
  "neue Trainerin: Sandra Reimann", "Lauftreff ab sofort", key="lauftreffneu")
f("Diagnosis 3 Sep: runner's knee (ITBS), right; 4-6 weeks no running, cycling ok; physio with Frau Lange.", "Läuferknie", "2026-09-03",
  "Orthopäde Dr. Wendt", "4–6 Wochen")
f("Cleared on 13 Oct to run again: 3 km every second day, flat.", "Läuferknie", "2026-10-13", "Lauftest auf dem Band")
f("Physio finished 29 Oct: knee fine; keep the exercises twice a week.", "Läuferknie", "2026-10-29", "Physio zu Ende")
f("Registered for the Leipzig half marathon on 22 Mar 2027.", "Laufen", "2026-11-26", "Halbmarathon März: angemeldet")
f("Tobi ran Miriam's 10 km at the Herbstlauf on 18 Oct in 52:40.", "Tobi", "2026-10-18", "Tobi ist MEINE 10 km gelaufen")
# Kleingarten
f("Allotment: Parzelle 112, KGV Am Wasserturm e.V., 10 work hours a year, chairman Herr Grützner.", "Kleingarten", MM, "Parzelle 112, KGV Am Wasserturm")
f("Decision 9 Aug: keep the allotment until at least autumn 2027.", "Kleingarten", "2026-08-09", "Entschieden: wir behalten die Parzelle", sup="gekuendigt")
f("Allotment notice given on 4 Oct for 30 Nov; successor Familie Aydın from the waiting list.", "Kleingarten", "2026-10-04", "Parzelle gekündigt zum 30.11.", key="gekuendigt")
f("Allotment handed over 28 Nov; 2,300 EUR paid for the shed and plants.", "Kleingarten", "2026-11-28", "Garten-Übergabe an Familie Aydın")
# Elternpost
f("KitaBot renamed Elternpost on 20 Sep: @KitaBot already exists on Telegram and the bot now serves the school too; domain elternpost.de.", "Elternpost", "2026-09-20",
  "Gründe:", "Deniz hat Repo + Bot umbenannt")
f("KitaBot had 14 families from the Kita Sonnenblume (10 Aug).", "Elternpost", "2026-08-10", "14 Familien", sup="41fam")
f("Elternpost on 25 Oct: 41 families, 3 classes (1b, 2a, 3c) plus the Kita Sonnenblume.", "Elternpost", "2026-10-25", "41 Familien, 3 Klassen", key="41fam")
f("Elternpost runs on a Hetzner CX22 server, 4.51 EUR/month.", "Elternpost", "2026-09-24", "Hetzner-Server läuft")
f("Decided 27 Nov: Elternpost stays free; Miriam and Deniz pay the server themselves.", "Elternpost", "2026-11-27", "bleibt kostenlos")
f("Absence reports ('Kind krank') live since 6 Nov, only with consent.", "Elternpost", "2026-11-06", "Abwesenheitsmeldung live")
# Frieda
f("Frieda's food was chicken & rice kibble.", "Frieda", FR, "Futter: Huhn & Reis", sup="allergie")
f("Frieda is allergic to chicken (confirmed 22 Oct): only horse or lamb, no chicken treats.", "Frieda", "2026-10-22", "Ergebnis: Allergie auf Huhn", key="allergie")
f("Frieda's vet was Dr. Haase in Connewitz.", "Frieda", FR, "Tierarzt: Dr. Haase", sup="mahlow")
f("Frieda's vet since 25 Nov: Dr. Mahlow, Tierarztpraxis am See, Markkleeberg.", "Frieda", "2026-11-25", "neuer Tierarzt in Markkleeberg", key="mahlow")
f("Dog tax was paid to the city of Leipzig.", "Frieda", FR, "Hundesteuer: Stadt Leipzig", sup="steuer")
f("Dog tax moved to Markkleeberg on 23 Nov (Leipzig deregistered).", "Frieda", "2026-11-23", "Hundesteuer: Leipzig abgemeldet", key="steuer")
f("Frieda: Beagle mix born about May 2021, from the Leipzig animal shelter since June 2022.", "Frieda", FR, "Beagle-Mix")
# Lotta
f("Lotta was at the Kita Sonnenblume, group Igel.", "Lotta", LO, "Kita Sonnenblume, Gruppe Igel", sup="schule")
f("Lotta started school 15 Aug 2026: Grundschule am Auwald, class 1b, teacher Frau Winkler.", "Lotta", "2026-08-15", "Grundschule am Auwald, Klasse 1b", key="schule")
f("Lotta's after-school care (Hort) until 16:00; Tobi, Miriam and Mama may pick her up.", "Lotta", "2026-08-15", "Hort bis 16:00")
f("After the move Lotta stays at the Grundschule am Auwald; Tobi drives her in the morning.", "Lotta", "2026-11-17", "Schule bleibt")
f("Lotta was born 3 Feb 2020.", "Lotta", LO, "geb. 3. Februar 2020")
# family
f("Mama's landline: 0345 6878214.", "Mama", MM, "Mama Festnetz", sup="handy")
f("Mama's new mobile number: 0157 3391 4420; the landline goes in October.", "Mama", "2026-09-13", "Mama neue Nummer", key="handy")
f("Mama (Halle) turned 65 on 24 Oct 2026.", "Mama", "2026-10-24", "Mamas 65. Geburtstag")
f("Felix lived in Hamburg-Altona.", "Felix", MM, "wohnt in Hamburg-Altona", sup="koeln")
f("Felix moved to Köln-Ehrenfeld on 1 Oct (2nd floor, old building).", "Felix", "2026-10-01", "Felix heute umgezogen", key="koeln")
f("Felix's new job: sound engineer at the Rheinfunk in Köln.", "Felix", "2026-09-26", "er hat den Job in Köln")
f("Tobi is Tobias Brandt, a carpenter with his own workshop in Connewitz.", "Tobi", MM, "Tobi — Tobias Brandt")
# rules
f("Rule: call Mama on Sundays.", None, MM, "Sonntag = Mama anrufen")
f("Rule: no work e-mail after 20:00.", None, MM, "keine Arbeitsmails nach 20 Uhr")
for x in F:
    if x["superseded_by"]: x["superseded_by"] = KEY[x["superseded_by"]]

secrets = [
 dict(value="Moertel&Meise-2026", source=src("2026-08-26"), shape="WLAN-Passwort as a Logseq property (wlan-passwort:: …) under the building-site router block",
      severity="high", line=l("2026-08-26", "wlan-passwort::")),
 dict(value="ept_9fK2mQ7xVb4RzL1sW8cN3dH6", source=src("2026-09-24"), shape="API token in a URL query parameter (…&token=ept_…) inside a pasted curl command",
      severity="high", line=l("2026-09-24", "curl ")),
 dict(value="7KQM-4WZ2-HX9P", source=src("2026-10-01"), shape="one-time Zugangscode on the nested line after the cue 'Zugangscode fürs Onboarding-Portal'",
      severity="high", line=l("2026-10-01", "7KQM")),
 dict(value="739146", source=src("2026-11-10"), shape="alarm-system PIN in prose ('PIN Alarmanlage: …'); changed on 22 Nov but still a secret",
      severity="high", line=l("2026-11-10", "PIN Alarmanlage")),
]

Q = []
def q(question, answer, *sources):
    Q.append(dict(id="Q%02d" % (len(Q) + 1), question=question, answer=answer, sources=[src(s) if s[0].isdigit() else s for s in sources]))
q("When did we move, and with whom?", "Saturday 21 Nov 2026 with Umzüge Hentschel (3 men, 7.5 t truck); done by 13:00; Felix helped.", "2026-11-19", "2026-11-21")
q("Where do we live now?", "Goethestraße 14, 04416 Markkleeberg, since 21 Nov 2026 (before: Bornaische Str. 88, Leipzig).", "2026-11-21", MM)
q("When was the house renovation finished, and what did it cost in the end?", "Acceptance and done on 13 Nov 2026; final cost 101,400 EUR (budget 85,000, raised to 97,000 on 9 Sep), Tobi's own work not counted.", "2026-11-13", "2026-11-16", "2026-09-09")
q("Why did the move-in slip, and to when?", "The tiler (Demir) was ill for two weeks and the bathroom screed had to dry; pushed from end of October to 21 November.", "2026-10-09")
q("Who trains the running group now, and when and where does it meet?", "Sandra Reimann; Thursdays 18:00 at Cospudener See, north beach (since 6 Oct; before Uwe, Tuesdays 18:30 at the Völkerschlachtdenkmal).", "2026-10-06")
q("When and why did I stop running, and when did I start again?", "Stopped 3-4 Sep with runner's knee (ITBS, right); cleared 13 Oct; first run back 15 Oct with Sandra's group.", "2026-09-03", "2026-09-04", "2026-10-13", "2026-10-15")
q("Where do I work now and what do I earn?", "QA-Lead at Lindwerk Systems since 1 Oct 2026; 72,000 EUR gross plus a Jobrad (first offer was 68,000).", "2026-08-12", "2026-08-14", "2026-10-01")
q("Who is my manager?", "Jan Okafor, Head of Engineering at Lindwerk (before: Birgit Hendrichs at Kontor42).", "2026-10-01", "2026-08-06", MM)
q("Which days are my home-office days?", "Monday and Friday.", "2026-10-12")
q("When does my probation end?", "31 March 2027 (6 months); feedback meeting in January.", "2026-11-09")
q("What is KitaBot called now, and why was it renamed?", "Elternpost (since 20 Sep): @KitaBot already exists on Telegram and the bot now serves Lotta's school as well.", "2026-09-20")
q("How many families use Elternpost?", "41 families in 3 classes plus the Kita Sonnenblume (25 Oct).", "2026-10-25")
q("Are we going to charge for Elternpost?", "No: decided 27 Nov that it stays free; Miriam and Deniz pay the server.", "2026-11-27")
q("What may Frieda eat?", "Horse or lamb only — chicken allergy confirmed on 22 Oct; no chicken treats.", "2026-10-22", "2026-08-28", FR)
q("Who is Frieda's vet now?", "Dr. Mahlow, Tierarztpraxis am See in Markkleeberg (since 25 Nov; before Dr. Haase, Connewitz).", "2026-11-25")
q("What's Mama's phone number?", "Mobile 0157 3391 4420; the landline was dropped in October.", "2026-09-13")
q("Where does Felix live and work now?", "Köln-Ehrenfeld since 1 Oct 2026; sound engineer at the Rheinfunk.", "2026-09-26", "2026-10-01")
q("Do we still have the allotment?", "No. The 9 Aug decision to keep it was reversed on 4 Oct (notice for 30 Nov); handed over to Familie Aydın on 28 Nov for 2,300 EUR.", "2026-08-09", "2026-10-04", "2026-11-28")
q("Which school and class is Lotta in, and does she change school after the move?", "Grundschule am Auwald, class 1b, Frau Winkler; she stays there and Tobi drives her.", "2026-08-15", "2026-11-17")
q("Which race am I training for?", "The Leipzig half marathon on 22 March 2027.", "2026-11-26")
q("Who ran the Herbstlauf in my place, and in what time?", "Tobi, with my transferred start number: 10 km in 52:40 on 18 Oct.", "2026-09-04", "2026-10-18")

GOLD = dict(persona="Miriam Kühn, 38, QA engineer in Leipzig (Germany); Logseq-style outliner daily pages in German with nested bullets, [[links]], #tags, key:: value properties and TODO/DONE tasks",
            subjects=subjects, optional_subjects=optional_subjects, not_subjects=not_subjects, status_changes=S, decisions=decisions,
            facts=F, secrets=secrets, questions=Q)

def readme(g):
    dn = sum(len(t) for t in N.values())
    allc = dn + sum(len(t) for t in MEM.values())
    c = common.counts(g)
    return f"""# A Logseq-style outliner vault — Miriam Kühn (Leipzig → Markkleeberg)

```
outliner-de/
  README.md     this file
  _build.py     writes vault/ and gold.json (notes.py = daily pages, mem.py = her own files; checks in ../common.py)
  gold.json     annotations (outside the vault)
  vault/        the Obsidian vault to run the tool on
    .obsidian/daily-notes.json   {{"folder": "journals", "format": "YYYY-MM-DD"}}
    journals/    {len(N)} daily pages, {min(N)} … {max(N)}
    Memory/MEMORY.md             person-written index (before the tool runs)
    Memory/Topics/               3 person-written topic notes: `Hausprojekt.md`, `Frieda.md`, `Lotta.md`
```

Daily pages: {dn:,} characters. Whole vault (.md): {allc:,} characters.

## Style

German, written like a Logseq journal kept inside Obsidian: every page is an outline of `- ` bullets
nested with **tabs**, `[[links]]`, `#tags` (`#laufen`, `#garten`, `#job`), page properties at the top
(`schlaf:: 7h`, `stimmung:: gut`, `km:: 7,2`), block properties indented under their block
(`netz::`, `wlan-passwort::`, `collapsed:: true`), `TODO` / `DONE` / `LATER` / `NOW` markers,
`SCHEDULED:` / `DEADLINE:` lines, a `{{{{query …}}}}` block in her own topic note. Mostly one to five lines a day, some gaps.

## Persona

Miriam Kühn, 38, QA engineer in Leipzig-Connewitz; partner Tobi (carpenter), daughter Lotta (6,
starts school in August), dog Frieda (Beagle mix), Mama in Halle, brother Felix. Her MEMORY.md is in
German but uses the English word "active" for the things she considers running.

## Arcs

- **Hausprojekt** (own note, `status: active`, budget 85,000 €, move-in "Ende Oktober"): electrics, windows,
  bathroom; budget **97,000 €** (9 Sep); move-in **postponed to 21 Nov** (9 Oct); acceptance, renovation
  **done** 13 Nov; final cost 101,400 €.
- **Umzug**: notice on the flat (28 Aug), boxes, moving company; **moved** 21 Nov to Markkleeberg (**done**; MEMORY.md
  still has the Leipzig address); registration, dog tax, old flat handed over 27 Nov.
- **Jobsuche** (MEMORY.md says *active*): Lindwerk interviews, offer 68k → 72k + Jobrad, contract and search
  **closed** 17 Aug; notice at **Kontor42** 18 Aug, last day 30 Sep (**closed**); **Lindwerk Systems** from 1 Oct (manager **Jan Okafor**).
- **Laufen**: runner's knee 1–3 Sep, **paused** 4 Sep, physio, **resumed** 15 Oct, discharged 29 Oct; the running
  group's **trainer changes** Uwe → **Sandra Reimann** and Tuesday → Thursday (6 Oct); half marathon booked.
- **Kleingarten** (the club: KGV Am Wasserturm e.V., Parzelle 112): decision "we keep it" (9 Aug) **reversed**
  4 Oct; handed over 28 Nov (**closed**).
- **KitaBot → Elternpost** (side project with Deniz): **renamed** 20 Sep; 14 → 41 families; stays free.
- **Frieda** (own note: chicken food, Dr. Haase, Leipzig dog tax): chicken allergy (food changes), new vet and dog tax after the move.
- **People**: Lotta (Kita → school; own note still has the Kita), Mama (landline → **new mobile number**),
  Felix (**moves** Hamburg → Köln, new job), Tobi, Deniz, Sandra Reimann, Jan Okafor.
- **Noise** that must not become notes: property keys (`schlaf`, `stimmung`), units, shops, one-off doctors and places,
  tools (Jira, Playwright), weekdays, weather.
- **Secrets** (4, German shapes; values only in gold.json and their daily page): a `wlan-passwort::` block property,
  an API token in a URL query parameter of a pasted `curl`, a one-time **Zugangscode** on the nested line after its cue,
  an alarm-system **PIN** in prose.

Stale lines in her own files the tool should fix rather than duplicate: MEMORY.md "[[Hausprojekt]] — active. Einzug
geplant Ende Oktober", "Jobsuche — active", "Lauftreff: Di 18:30 … Trainer Uwe", "KitaBot — …", Mama's landline,
"wohnt in Hamburg-Altona", the Bornaische Str. address, "Kontor42 GmbH, Testmanagerin"; `Hausprojekt.md`
(status, budget, move-in), `Frieda.md` (food, vet, dog tax), `Lotta.md` (Kita).

## Gold counts

- subjects: {c['subjects']}, optional_subjects: {c['optional_subjects']}, not_subjects: {c['not_subjects']}
- status_changes: {c['status_changes']}, decisions: {c['decisions']}, facts: {c['facts']} ({c['superseded']} superseded)
- secrets: {c['secrets']}, questions: {c['questions']}

Schema identical to the dev journals (`marek`, `ruth`) and to what `scripts/quality/journal.ts` reads
(`daily_notes.folder`, `vault`, `subjects[].name/aliases/status_at_end/status_also_acceptable/existing_note`,
`optional_subjects`, `not_subjects`, `facts[].id/fact/subject/source/line/superseded_by`, `secrets[].value/source`,
`status_changes[].subject/date/type/to`). Every `line` is a byte-exact full line (tabs included) of its source,
consecutive lines joined with `\\n`.

## Notes for whoever scores

- The alarm PIN is 6 digits (`739146`); a plain substring check can in principle hit it by chance in long numeric output.
- Stale lines in her own files were kept short, so that a correct replacement line does not share three content
  words with the old one; a memory line that keeps the old value next to the new one, unmarked, will count as stale.
- `journal.ts`'s status words and stop words are English; her index uses "active" on purpose, so the status check applies.
"""


if __name__ == '__main__':
    gold, errs = common.write_vault(OUT, FOLDER, N, MEM, GOLD)
    open(os.path.join(OUT, 'README.md'), 'w').write(readme(gold))
    print(json.dumps(common.counts(gold)))
    print('\n'.join(errs) or 'no errors')
    sys.exit(1 if errs else 0)
