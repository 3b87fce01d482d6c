# Daily pages of Miriam Kühn (Leipzig), Logseq-style outliner. Source indentation: 2 spaces = 1 tab.
import re
N = {}


def n(d, text):
    out = []
    for l in text.strip('\n').split('\n'):
        sp = len(l) - len(l.lstrip(' '))
        body = l.lstrip(' ')
        depth = sp // 2
        if depth and re.match(r'^([a-z][a-z-]*::|SCHEDULED:|DEADLINE:)', body):
            out.append('\t' * (depth - 1) + '  ' + body)  # Logseq: block properties align with the block's text
        else:
            out.append('\t' * depth + body)
    N[d] = '\n'.join(out) + '\n'


n('2026-08-01', """
schlaf:: 7h
stimmung:: gut
- Sa. Baustelle [[Hausprojekt]] mit [[Tobi]]
  - Tapeten im OG runter, 3 Schichten, unterste von 1962 (Zeitung drunter!)
  - Container kommt Montag, 7 m³
- Abends Garten, Bohnen geerntet #garten
- TODO Zuckertüte fertig basteln für [[Lotta]]
""")
n('2026-08-02', """
- So. Gammeln.
- [[Frieda]] Runde Auwald 1,5 h, hat ein Reh gesehen und kurz den Verstand verloren
- Mama angerufen (Festnetz, wie immer sonntags)
- DONE Zuckertüte — Einhorn, Lotta hat's abgesegnet
""")
n('2026-08-03', """
- #job Vorstellungsgespräch [[Lindwerk Systems]] (Teams, 45 min)
  - Stelle: QA-Lead, Team mit 6 Testerinnen/Testern, Büro in Plagwitz
  - wirkte ehrlich. 2. Runde vor Ort am Donnerstag
- Kontor42: Release 4.12 durch, nur 2 Hotfixes
- TODO Fragen für 2. Runde aufschreiben
""")
n('2026-08-04', """
km:: 7,2
- #laufen Lauftreff Di 18:30, Völkerschlachtdenkmal. Uwe hat Intervalle angesagt: 6 × 400 m
  - Knie ok, Lunge nicht
- [[Tobi]] in der Werkstatt bis 21 Uhr, Treppenstufen fürs Haus
""")
n('2026-08-06', """
- #job 2. Runde Lindwerk, vor Ort
  - Jan Okafor (Head of Engineering, wäre mein Chef), dazu Lea aus dem Team
  - Live-Übung: Testkonzept für einen Checkout in 30 min. Lief gut, glaube ich
  - Gehaltsvorstellung genannt: 72k
- DONE Rewe, Hundefutter
""")
n('2026-08-07', """
- [[Hausprojekt]]
  - Elektro Pietsch: Begehung. Komplette Neuverkabelung OG, alte Stoffkabel im Dach. "Das wird nix mit Flicken."
  - Angebot kommt nächste Woche
- Abends Pizza im Garten mit Deniz + Familie #garten
""")
n('2026-08-09', """
- Garten-Gespräch mit Tobi, beim Unkrautjäten natürlich
  - Entschieden: wir behalten die Parzelle bis mindestens Herbst 2027. Hausgarten ist nur Rasen und Thuja, der Garten ist unser Ding. #garten
- [[Frieda]] frisst Fallobst. Nicht gut.
""")
n('2026-08-10', """
- Kontor42: Birgit im Urlaub, ich vertrete. Drei Meetings, null Ergebnis.
- [[KitaBot]] mit Deniz: Abholzeiten-Erinnerung gebaut, 14 Familien aus der Kita Sonnenblume drin
""")
n('2026-08-11', """
km:: 6
- #laufen Lauftreff, lockere 6 km. Uwe will uns für den Herbstlauf am 18.10. anmelden
  - DONE angemeldet, 10 km, Startnummer kommt per Mail
""")
n('2026-08-12', """
- #job ANGEBOT von Lindwerk!
  - QA-Lead, Start 1.10., 30 Tage Urlaub, 2 Tage Homeoffice/Woche
  - Gehalt: 68.000 € brutto
  - Ich will 72. Morgen anrufen.
- [[Lotta]] übt ihren Namen in Schreibschrift. Das "L" sieht aus wie eine Brezel.
""")
n('2026-08-13', """
- [[Hausprojekt]] Angebot Pietsch: 14.800 € für Elektrik komplett. Autsch. Ja gesagt.
- Jan Okafor angerufen wegen Gehalt, will "intern klären"
""")
n('2026-08-14', """
- #job Lindwerk legt nach: 72.000 € + Jobrad. Mündlich zugesagt!!
- Tobi hat Sekt aufgemacht, ich hab ihn auf dem Balkon verschüttet
""")
n('2026-08-15', """
- **Schuleinführung [[Lotta]]** 🎉
  - Grundschule am Auwald, Klasse 1b, Klassenlehrerin Frau Winkler
  - Hort bis 16:00, abholen dürfen Tobi, ich, Mama
  - Zuckertüte war größer als sie. Mama aus Halle da, Felix per Video aus Hamburg
- Abends alle im Garten gegrillt #garten
""")
n('2026-08-17', """
- #job Vertrag Lindwerk unterschrieben. Start 1. Oktober.
  - Jobsuche: closed. 5 Bewerbungen, 2 Absagen, 1 Geist, 2 Gespräche, 1 Vertrag.
- Lotta: erster richtiger Schultag, kam mit einem Arbeitsblatt voller Katzen nach Hause
""")
n('2026-08-18', """
- Kündigung bei Kontor42 abgegeben, persönlich bei Birgit. Letzter Arbeitstag 30.09. (6 Wochen zum Monatsende, passt genau)
  - Birgit: "Schade. Aber ich versteh's."
- #laufen Lauftreff, 8 km Tempodauerlauf
""")
n('2026-08-20', """
- [[Frieda]] leckt sich die Pfoten wund. Tierarzt Dr. Haase: Verdacht auf Futtermittelallergie
  - TODO Ausschlussdiät, Futter kommt nächste Woche
- Kontor42 Übergabe-Doku angefangen
""")
n('2026-08-22', """
- [[Hausprojekt]] Sa. Elektro Pietsch + Azubi im OG, Schlitze klopfen. Staub überall.
- Tobi schleift die Dielen im Wohnzimmer ab — Eiche unter dem Linoleum!!
- Lotta + Frieda bei Mama in Halle übers Wochenende
""")
n('2026-08-24', """
- Kontor42: Nachfolge für mich ausgeschrieben
- TODO Kaution Bornaische Str. — alten Kontoauszug von 2019 suchen
  DEADLINE: <2026-11-30 Mon>
- [[KitaBot]] Bug: Erinnerungen kamen doppelt. Deniz hat's gefixt um 23:40
""")
n('2026-08-25', """
km:: 9,5
- #laufen Lauftreff, 9,5 km, längster Lauf seit Frühjahr. Knie außen zwickt leicht ab km 8
""")
n('2026-08-26', """
- [[Hausprojekt]] Router im Haus eingerichtet, damit die Handwerker + Tobi Internet haben
  - Baustellen-Router
    netz:: Baustelle-Kuehn
    wlan-passwort:: Moertel&Meise-2026
  - Pietsch fertig mit den Schlitzen, Verteilung nächste Woche
""")
n('2026-08-28', """
- Fr. Kontor42, letzte Sprint-Review als Testmanagerin. Kuchen bestellt (Bäckerei Kleinert)
- DONE Frieda Spezialfutter abgeholt: Pferd + Kartoffel, 8 Wochen nix anderes
- DONE Mietvertrag Bornaische Str. gekündigt, Einschreiben, raus zum 30.11. (3 Monate Frist)
""")
n('2026-08-29', """
- Garten: Arbeitsstunden 4 von 10 abgeleistet, Hecke am Vereinsheim #garten
  - Herr Grützner (Vorsitzender) fragt, ob wir im Oktober beim Laubfest helfen
- Abends Hausprojekt, Tobi verlegt Leerrohre
""")
n('2026-08-31', """
- Lotta hat einen Wackelzahn. Großes Drama, noch größere Hoffnung auf Zahnfee.
- Jobrad bestellt (über Lindwerk ab Oktober): Gravelbike, das grüne
""")
n('2026-09-01', """
km:: 8
- #laufen Lauftreff. Nach 6 km Knie außen richtig stechend, letzte 2 km gegangen
  - Uwe: "Das ist das IT-Band, lass das angucken."
- [[Hausprojekt]] Pietsch: Unterverteilung OG fertig
""")
n('2026-09-03', """
- Orthopäde Dr. Wendt: Läuferknie (ITBS), rechts
  - 4–6 Wochen **keine Läufe**, Radfahren ok
  - Physio 6×, Rezept mitgenommen → Physio am Kreuz, Frau Lange
- Herbstlauf kann ich knicken. Mist.
""")
n('2026-09-04', """
- Laufen pausiert bis das Knie ruhig ist. Frau Lange: erst Hüfte + Gesäß kräftigen
  - Übungen: Clamshells, Seitstütz, Faszienrolle 2× täglich
- DONE Startplatz Herbstlauf auf Tobi umschreiben lassen (5 € Gebühr)
""")
n('2026-09-06', """
- So. [[Hausprojekt]] Fensterbauer Lorenz: Maß genommen, 9 Fenster, Lieferung Ende Oktober
  - Fenster 11.600 €, teurer als gedacht
- Mama angerufen, sie will "endlich ein Handy wie alle"
""")
n('2026-09-07', """
- Kontor42: Übergabe an Kai (interimistisch), 3 Sessions diese Woche
- [[Frieda]] Pfoten besser seit Pferdefutter
""")
n('2026-09-09', """
- [[Hausprojekt]] Budget neu gerechnet mit Tobi
  - Budget jetzt 97.000 € statt 85.000 € (Fenster + Elektrik + Dachdämmung teurer)
  - Kredit-Aufstockung bei der Sparkasse angefragt, Termin 15.9.
- TODO Excel aufräumen
""")
n('2026-09-10', """
- Physio #1 Frau Lange. Hüfte schwach "wie bei allen Schreibtischmenschen"
- [[KitaBot]]: Deniz schlägt einen neuen Namen vor, weil Lotta jetzt Schulkind ist und der Bot auch für die Schule laufen soll. KitaBot passt nicht mehr.
""")
n('2026-09-13', """
- Mama hat ein Handy! Festnetz wird abgeschafft.
  - Mama neue Nummer: 0157 3391 4420 (das Festnetz wird im Oktober abgemeldet)
- [[Frieda]] im Garten: hat eine Maus gefangen und stolz vor die Laube gelegt #garten
""")
n('2026-09-15', """
- Sparkasse: Aufstockung genehmigt, 15.000 € mehr. Puh.
- Physio #2, Knie besser, Treppe runter noch unangenehm
""")
n('2026-09-16', """
- [[Hausprojekt]] Fliesenleger Demir fängt im Bad an. Fliesen: grau, 60×60, Bordüre hat Tobi verhindert
- Lotta Elternabend 1b: Frau Winkler will eine Klassen-Telegram-Gruppe. Ich sag nix. Noch nicht.
""")
n('2026-09-19', """
- Sa. Garten-Arbeitsstunden: 7 von 10 #garten
- Tobi + ich im Haus: Dämmung Dachschräge, Mineralwolle. Alles juckt.
""")
n('2026-09-20', """
- [[Elternpost]] — so heißt der KitaBot ab heute.
  - Gründe: "KitaBot" gibt's auf Telegram schon (@KitaBot, irgendein Spam-Ding), und wir sind jetzt auch Schule
  - Deniz hat Repo + Bot umbenannt, neue Adresse elternpost.de (Domain 12 €/Jahr)
  - Frau Winkler findet's gut → Klasse 1b kommt dazu
""")
n('2026-09-22', """
- Physio #3, neue Übung: Single-Leg-Squat am Spiegel. Sieht albern aus.
- Kontor42 Abschiedsmail-Entwurf. Zu lang. Wieder zu lang.
""")
n('2026-09-24', """
- [[Elternpost]] Push-API für die Klasse 1b getestet, Deniz hat mir den Testaufruf geschickt:
  - `curl "https://push.elternpost.de/api/v1/send?klasse=1b&token=ept_9fK2mQ7xVb4RzL1sW8cN3dH6&text=Test"`
  - kommt an in ~2 s. 19 Eltern aus der 1b haben sich schon eingetragen
- Hetzner-Server läuft (CX22, 4,51 €/Monat)
""")
n('2026-09-26', """
- [[Hausprojekt]] Bad: Demir fertig mit Wand, Boden nächste Woche
- Felix am Telefon: er hat den Job in Köln! Tontechniker beim Rheinfunk, zieht am 1.10. um
""")
n('2026-09-28', """
- Physio #4. Frau Lange: "Noch zwei Wochen, dann testen wir Laufen."
- Kontor42 letzte Übergabesession mit Kai
""")
n('2026-09-30', """
- **Letzter Tag bei Kontor42.** Laptop, Badge, Schlüssel abgegeben. 5 Jahre.
  - Birgit hat eine Rede gehalten, ich hab geheult, Kai auch (lügt er)
- Abends Sushi mit Tobi
""")
n('2026-10-01', """
- **Tag 1 bei [[Lindwerk Systems]]**
  - Büro Plagwitz, Naumburger Str. 44, 3. Stock. Mit dem Rad 14 min
  - Team: 6 Leute, Jan Okafor ist mein Chef, Lea macht das Onboarding
  - Zugangscode fürs Onboarding-Portal (einmalig, nicht weitergeben):
    - 7KQM-4WZ2-HX9P
  - Kaffee hier ist deutlich besser als bei Kontor42
- Felix heute umgezogen: Köln-Ehrenfeld, 2. OG, "Altbau mit Ofen, der nur Deko ist"
""")
n('2026-10-02', """
- Lindwerk Tag 2: Testumgebungen verstehen. Drei Staging-Systeme, keiner weiß, welches gilt.
- Physio #5
""")
n('2026-10-04', """
- So. Garten, Gespräch mit Tobi — anders als im August. Mit Haus + neuem Job schaffen wir Garten UND Haus nicht.
  - Parzelle gekündigt zum 30.11. Nachpächter: Familie Aydın aus der Warteliste, Herr Grützner vermittelt. #garten
  - Tobi traurig, ich erleichtert. Beides ok.
""")
n('2026-10-06', """
- #laufen Lauftreff-Gruppe (WhatsApp): Uwe hört auf, zieht nach Dresden.
  - neue Trainerin: Sandra Reimann
  - Lauftreff ab sofort **donnerstags 18:00**, Treffpunkt Cospudener See, Nordstrand (statt Di 18:30 Völkerschlachtdenkmal)
  - passt perfekt zum Umzug nach Markkleeberg
""")
n('2026-10-07', """
- Lindwerk: erstes 1:1 mit Jan. Meine Aufgabe bis Jahresende: Testautomatisierung fürs Kundenportal, Playwright statt Selenium
- Lotta hat ein Diktat geschrieben. 3 Fehler. Alle im Wort "Fahrrad".
""")
n('2026-10-09', """
- [[Hausprojekt]] Rückschlag: Demir ist 2 Wochen krank, Estrich im Bad muss eh noch trocknen
  - Einzug verschoben auf **21. November**. Die Wohnung Bornaische Str. ist zum 30.11. gekündigt, passt noch.
  - Umzugsfirma umgebucht: Umzüge Hentschel, jetzt 21.11., 7 Uhr
""")
n('2026-10-10', """
- Sa. Tobi im Haus: Küche aufgebaut (selbst gebaut, Eiche, natürlich)
- [[Frieda]] darf ausnahmsweise mit ins Haus, hat sofort das Bad gefunden und den frischen Estrich untersucht. Pfotenabdruck jetzt für immer.
""")
n('2026-10-12', """
- Lindwerk: Homeoffice-Tage festgelegt: **Montag + Freitag**
- Physio #6, letzte vom Rezept. Frau Lange verlängert, Folgerezept 4×
""")
n('2026-10-13', """
- Frau Lange: Lauftest auf dem Band, 10 min, Knie ruhig! Darf wieder laufen: 3 km, jeden 2. Tag, flach
""")
n('2026-10-15', """
km:: 4
- #laufen Laufen wieder aufgenommen: erster Lauftreff bei Sandra Reimann, Cospudener See
  - nur 4 km, Knie still. Sandra kennt Frau Lange (Leipzig ist ein Dorf)
""")
n('2026-10-17', """
- [[Hausprojekt]] Fensterbauer Lorenz: Lieferung vorgezogen, Einbau Mittwoch
- DONE Umzugskartons, 40 Stück, Baumarkt
""")
n('2026-10-18', """
- Herbstlauf: Tobi ist MEINE 10 km gelaufen (Startnummer umgeschrieben), 52:40. Angeber.
- Ich war Fan-Block mit Lotta + Frieda, Frieda hat den Zielbogen angebellt
""")
n('2026-10-20', """
- Lindwerk: erster Playwright-Test läuft in der Pipeline. Jan: "Das hat sonst keiner geschafft in 3 Wochen." 🙂
- #laufen 3 km allein, flach, ok
""")
n('2026-10-21', """
- [[Hausprojekt]] Fenster eingebaut, alle 9. Es ist plötzlich LEISE im Haus.
""")
n('2026-10-22', """
- [[Frieda]] Tierarzt Dr. Haase, Provokationstest Huhn: Pfoten sofort wieder rot.
  - Ergebnis: Allergie auf Huhn. Ab jetzt nur Pferd oder Lamm, nie wieder Huhn (auch keine Leckerli mit Huhn!)
""")
n('2026-10-24', """
- Mamas 65. Geburtstag in Halle, Kaffeetafel bei ihr. Felix aus Köln da!
  - Mama ruft jetzt ständig vom Handy an. Auch aus Versehen, aus der Handtasche.
""")
n('2026-10-25', """
- [[Elternpost]] Stand: 41 Familien, 3 Klassen (1b, 2a, 3c) + die Kita Sonnenblume
  - Deniz will eine Abwesenheitsmeldung bauen ("Kind krank") — gute Idee, aber Datenschutz klären
""")
n('2026-10-27', """
- Lindwerk Team-Event: Bowling. Ich: 87 Punkte. Jan: 201. Er hat einen eigenen Ball.
""")
n('2026-10-29', """
- Physio zu Ende, Frau Lange hat mich entlassen: Knie durch, Übungen 2×/Woche weitermachen
  - Läuferknie: erledigt ✅
- #laufen Lauftreff, 6 km, Sandra lässt uns Steigerungen laufen
""")
n('2026-10-31', """
- Halloween. Lotta als Fledermaus, Frieda als "Hund" (hat das Kostüm gefressen)
- [[Hausprojekt]] Demir wieder gesund, Bad-Boden gefliest
""")
n('2026-11-02', """
- Lindwerk: Jan will, dass ich 2027 eine zweite QA-Person einstelle. Stellenprofil schreiben.
- LATER Ummeldung Markkleeberg Termin buchen (Bürgerbüro)
  SCHEDULED: <2026-11-23 Mon>
""")
n('2026-11-03', """
- Lotta: erster Zahn raus! Zahnfee bringt 2 €. Inflation, sagt Tobi.
""")
n('2026-11-05', """
km:: 7
- #laufen Lauftreff Cospudener See, 7 km, Dunkelheit + Stirnlampe. Knie top.
- [[Hausprojekt]] Maler (= wir) im OG, 2. Anstrich
""")
n('2026-11-06', """
- Elternpost: Abwesenheitsmeldung live, nur mit Einwilligung. Frau Winkler nutzt es schon.
""")
n('2026-11-08', """
- So. Packen. 23 Kartons. Die Bücher sind der Feind.
- Mama angerufen (Handy!)
""")
n('2026-11-09', """
- Lindwerk: Probezeit 6 Monate, bis 31.3.2027. Feedbackgespräch im Januar.
- DONE Stellenprofil QA an Jan geschickt
""")
n('2026-11-10', """
- [[Hausprojekt]] Alarmanlage installiert (Versicherung wollte das)
  - PIN Alarmanlage: 739146 — der Errichter sagt, sofort ändern. Mach ich nach dem Einzug.
  - Bewegungsmelder im Flur reagiert auf Frieda. Muss neu justiert werden.
""")
n('2026-11-12', """
- #laufen Lauftreff, 8 km. Sandra fragt, wer im März den Halbmarathon läuft. Ich hab "vielleicht" gesagt. Heißt ja.
""")
n('2026-11-13', """
- [[Hausprojekt]] **Abnahme** mit Pietsch, Demir, Lorenz — alles abgenommen, 3 Kleinigkeiten auf der Mängelliste
  - Renovierung: done. Nach 8 Monaten. Ich kann's nicht glauben.
""")
n('2026-11-14', """
- Sa. Putzen im Haus, Lotta hat ihr Zimmer schon "eingerichtet" (4 Kuscheltiere auf dem Boden)
- Garten: letzte Arbeitsstunden, 10 von 10 #garten
""")
n('2026-11-16', """
- [[Hausprojekt]] Endabrechnung: 101.400 € gesamt (Budget war 97.000). Tobis Eigenleistung nicht eingerechnet.
- Lindwerk: Release-Freeze ab 14.12.
""")
n('2026-11-17', """
- Lotta Elternsprechtag: Frau Winkler "sehr aufmerksam, redet viel". Genetik.
- Schule bleibt: Lotta bleibt an der Grundschule am Auwald, Tobi fährt sie morgens auf dem Weg zur Werkstatt
""")
n('2026-11-19', """
km:: 6
- #laufen Lauftreff, 6 km im Regen
- Umzugsfirma bestätigt: Sa. 21.11., 7:00, 3 Mann, LKW 7,5 t
""")
n('2026-11-21', """
- **UMZUG** 🏠
  - Ab heute wohnen wir in der Goethestraße 14, 04416 Markkleeberg
  - Hentschel war um 6:50 da, um 13:00 alles drin. Felix ist aus Köln gekommen zum Tragen
  - Frieda hat den Garten abgeschritten, einmal komplett, und dann unter der Thuja geschlafen
""")
n('2026-11-22', """
- Erster Morgen im Haus. Keine Gardinen, Sonne um 7:30 im Gesicht.
- Alarmanlagen-PIN geändert. Endlich.
- Kartons: 9 übrig
""")
n('2026-11-23', """
- DONE Ummeldung Bürgerbüro Markkleeberg, neuer Perso-Aufkleber
- DONE Hundesteuer: Leipzig abgemeldet, Markkleeberg angemeldet, Steuermarke Nr. 0871
- Lindwerk Homeoffice — mit Blick auf den Garten
""")
n('2026-11-25', """
- [[Frieda]] neuer Tierarzt in Markkleeberg: Tierarztpraxis am See, Dr. Mahlow — Impfung + Akte von Dr. Haase übernommen
  - Allergie-Notiz ist drin: kein Huhn
""")
n('2026-11-26', """
km:: 8
- #laufen Lauftreff, 8 km, schmerzfrei. Halbmarathon März: angemeldet (Leipzig, 22.3.2027)
""")
n('2026-11-27', """
- Elternpost: Deniz fragt, ob wir 2 € pro Klasse und Monat nehmen sollen. Entschieden: bleibt kostenlos, wir zahlen den Server selbst.
- Wohnung Bornaische Str. übergeben, Vermieter Herr Sommer: keine Mängel, Kaution kommt
""")
n('2026-11-28', """
- Garten-Übergabe an Familie Aydın, Schlüssel abgegeben. Ablöse 2.300 € für Laube + Pflanzen. #garten
  - Kleingarten: Parzelle 112 ist jetzt nicht mehr unsere. Tobi hat den Rhabarber ausgegraben und mitgenommen.
""")
n('2026-11-29', """
- 1. Advent im neuen Haus. Mama + Felix + Deniz & Familie zum Kaffee.
- [[Lotta]] hat einen Adventskalender für Frieda gebastelt (Pferdeleckerli, natürlich)
""")

# A few more short days, to make the rhythm realistic (~90 pages)
n('2026-08-08', """
- Sa. Baumarkt (Hornbach), Schleifpapier + Spachtel
- [[Hausprojekt]] Tobi + ich: Decke im Flur abgehängt, Stuck drunter!
""")
n('2026-09-02', """
- Knie tut beim Treppensteigen weh. Termin Orthopäde morgen 8:15.
- DONE Rad statt Bahn zur Arbeit, geht ohne Schmerzen
""")
n('2026-09-08', """
- Kontor42: Kai übernimmt die Testplanung 4.14
- statt Laufen: 25 km Rad durch den Auwald. Geht. Fühlt sich nicht nach Laufen an. #laufen
""")
n('2026-09-12', """
- Sa. [[Hausprojekt]] Tobi: Dielen geölt, Wohnzimmer riecht nach Leinöl
- Frieda + Lotta im Garten, Apfelernte #garten
""")
n('2026-10-05', """
- Lindwerk: Lea zeigt mir die Jira-Boards. Es sind elf.
- Felix schickt Fotos aus Köln-Ehrenfeld. Ofen ist wirklich nur Deko.
""")
n('2026-10-19', """
- Lindwerk: Kundenportal-Testplan abgestimmt mit Jan
- [[Hausprojekt]] Estrich Bad trocken (CM-Messung ok)
""")
n('2026-10-26', """
- [[Hausprojekt]] Küche: Arbeitsplatte drauf. Tobi hat sie geölt wie ein Baby.
""")
n('2026-11-18', """
- DONE Strom + Internet ummelden. Glasfaser im Haus erst im Januar, bis dahin LTE-Router
""")
n('2026-11-20', """
- Letzte Nacht in der Bornaischen Straße. Matratzen auf dem Boden, Pizza aus dem Karton.
""")
n('2026-09-05', """
- Sa. Garten: Arbeitsstunden 5 von 10, Wegeplatten am Vereinsheim #garten
- [[Hausprojekt]] Tobi allein, ich Physio-Übungen auf der Wiese
""")
n('2026-10-28', """
- [[Hausprojekt]] Mängelliste vor der Abnahme: 14 Punkte. Tobi sagt 9 davon macht er selbst.
  collapsed:: true
  - Silikonfuge Dusche
  - Steckdose Flur OG ohne Strom
  - Fensterbank Kinderzimmer schief
  - … Rest auf Papier am Kühlschrank
- NOW Mängelliste an Demir + Pietsch mailen
""")
