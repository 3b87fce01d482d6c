#!/usr/bin/env python3
"""Build it-diario/{vault,gold.json,README.md}: python3 _build.py (rewrites vault/, gold.json and README.md only)."""
import os, sys, json
HERE = os.path.dirname(os.path.abspath(__file__))
# The journal is written to datasets/journal/<name>/, beside the other journals.
OUT = os.path.join(os.path.dirname(os.path.dirname(HERE)), os.path.basename(HERE))
sys.path.insert(0, HERE)
import common
from notes import N
from mem import MEM

FOLDER = 'Diario'
def src(d): return common.note_rel(FOLDER, d)
files = {src(d): t for d, t in N.items()}
files.update(MEM)
L = common.Lines(files)
def l(d, *subs): return L(src(d) if d[0].isdigit() else d, *subs)
A = 'Memoria/Argomenti/'
MM, BA, CO, SP, GV, NU, PG, LG = ('Memoria/MEMORY.md', A + 'Bagno.md', A + 'Coro Gaudete.md', A + 'Spalla.md', A + 'Gita a Vienna.md',
                                  A + 'Nuoto.md', A + 'Porto Garibaldi.md', A + 'Liceo Ginzburg.md')

subjects = [
 dict(name="Bianca", aliases=["Bibi", "mia figlia"], kind="person", status_at_end="active", existing_note=None,
      note="Daughter, 15, liceo linguistico (2nd year from Sep 2026). Quit volleyball 20 Sep 2026 for the theatre workshop at the Casa dei Ragazzi (Thursdays 17-19); open rehearsal 12 Dec."),
 dict(name="Marco", aliases=["mio marito"], kind="person", status_at_end="active", existing_note=None,
      note="Husband, geometra at the Comune di Casalecchio; accepted (5 Nov) to head the public-works technical office from January 2027."),
 dict(name="Davide", aliases=["Dado", "mio fratello"], kind="person", status_at_end="active", existing_note=None,
      note="Brother, 39. Lived in Bologna (via Tibaldi 12, Corvino Software); moved to Torino 13 Sep 2026 (via Madama Cristina 40, San Salvario); from 14 Sep at Lince Robotics. Partner Teresa moves to Torino in January."),
 dict(name="Rosanna", aliases=["mamma", "mia madre", "la mamma"], kind="person", status_at_end="active", existing_note=None,
      note="Chiara's mother, 72-73, Ferrara, widow. Phone lost 3 Oct; new number 347 881 0263 from 5 Oct (old 338 214 5590 gone). Owns the Porto Garibaldi flat."),
 dict(name="Francesca", aliases=["Fra", "Franci"], kind="person", status_at_end="active", existing_note=None,
      note="Friend since university, illustrator, contralto in the choir; her father's hip operation 3 Aug at the Rizzoli; will pause the choir after Christmas until March."),
 dict(name="Paolo Neri", aliases=["il Neri", "Paolo"], kind="person", status_at_end="active", existing_note=None,
      note="Colleague (maths and physics); vicepreside from 1 Sep 2026; was to accompany the trip, replaced by Marta Galletti on 28 Oct."),
 dict(name="Viaggio a Berlino", aliases=["Gita a Vienna", "viaggio d'istruzione", "gita della 4B", "gita della 5B", "gita a Berlino"], kind="project",
      status_at_end="active", existing_note=GV,
      note="School trip of the 5B that Chiara organises. Planned as Vienna 15-19 Mar 2027 (480 EUR, then 610 EUR); renamed/redirected on 14 Oct to Berlin, 8-12 Mar 2027, flight from Bologna, 545 EUR; 22 of 24 students; accompanying teachers Chiara + Marta Galletti. Own note is still 'Gita a Vienna'."),
 dict(name="Bagno", aliases=["lavori del bagno", "ristrutturazione del bagno", "bagno grande"], kind="project", status_at_end="done",
      status_also_acceptable=["closed"], existing_note=BA,
      note="Bathroom renovation by Gamberini (Loris). Quote 8,400 -> 9,150 EUR (walk-in shower instead of bathtub); start moved 22 Jun -> 6 Jul; paused 3-21 Aug; resumed 24 Aug; finished 18 Sep; final bill 8,950 EUR."),
 dict(name="Coro Gaudete", aliases=["Gaudete", "il coro", "coro"], kind="project", status_at_end="active", existing_note=CO,
      note="Amateur choir directed by maestro Gualandi; Chiara contralto. Summer pause from 16 Jun, resumed 9 Sep on Wednesdays (was Tuesdays) 20:45 at San Giuliano. Christmas concert Sat 19 Dec, Santo Stefano, 21:00; Chiara sings the alto solo in Biebl's Ave Maria."),
 dict(name="Fisioterapia", aliases=["fisio", "Spalla", "spalla sinistra"], kind="habit", status_at_end="done", status_also_acceptable=["closed"],
      existing_note=SP,
      note="Left-shoulder supraspinatus tendinitis. Cycle 1: 10 sessions with Elena at FisioSaragozza, 45 EUR each, 15 Jun - 16 Jul (done). Relapse 29 Sep; cycle 2: 6 weekly sessions with tecar, 50 EUR each, 13 Oct - 17 Nov (done). Maintenance exercises twice a week."),
 dict(name="Nuoto", aliases=["piscina", "nuotare", "piscina Vandelli"], kind="habit", status_at_end="active", existing_note=NU,
      note="Swimming Mon/Thu 7:00 at the piscina Vandelli. Paused 10 Jun (shoulder), resumed 3 Sep; breaststroke only until crawl allowed again after 17 Nov. 10-entry card 68 -> 75 EUR."),
 dict(name="Maturità 2026", aliases=["Maturità", "esame di Stato", "commissione d'esame"], kind="project", status_at_end="done",
      status_also_acceptable=["closed"], existing_note=None,
      note="External examiner for Italian at the Istituto Cavina, Imola (5C and 5D, 43 candidates): 15 Jun - 9 Jul 2026, all passed, four 100 and one lode."),
 dict(name="Vacanza in Salento", aliases=["Salento", "masseria"], kind="project", status_at_end="closed", existing_note=None,
      note="Holiday 1-10 Aug with Francesca's family in a masseria near Otranto, booked 5 Jun (300 EUR deposit); cancelled 10 Jul (Fra's father's operation), 150 EUR refunded."),
 dict(name="Porto Garibaldi", aliases=["casa al mare", "casa di Porto", "Porto"], kind="place", status_at_end="active", existing_note=PG,
      note="Rosanna's seaside flat (3rd floor, pine-wood view). Family stay 8-22 Aug 2026. Put up for sale 6 Sep (listing 145,000 EUR from 5 Oct); offer of 128,000 refused and sale withdrawn 8 Nov; to be rented in June/July (July to a Verona family for 1,600 EUR)."),
 dict(name="Liceo Ginzburg", aliases=["il Ginzburg"], kind="place", status_at_end="active", existing_note=LG,
      note="Chiara's school (teaches Italian and Latin). 2026/27 classes: 1A, 3B (Latin), 5B (coordinator). Dirigente prof.ssa Ferri; vicepreside Paolo Neri from 1 Sep (Mazzoni retired)."),
]
optional_subjects = [
 dict(name="Loris", aliases=["Gamberini", "Loris Gamberini"], why="the plumber/builder who did the bathroom; fine inside Bagno"),
 dict(name="Vasile", why="Loris's helper"),
 dict(name="Elena", why="physiotherapist at FisioSaragozza; fine inside Fisioterapia"),
 dict(name="FisioSaragozza", aliases=["studio FisioSaragozza"], why="physiotherapy practice"),
 dict(name="dottor Vannini", aliases=["Vannini"], why="orthopaedist"),
 dict(name="maestro Gualandi", aliases=["Gualandi"], why="choir director; fine inside Coro Gaudete"),
 dict(name="Teresa", why="Davide's partner, moves to Torino in January"),
 dict(name="Marta Galletti", aliases=["Marta"], why="English colleague, second accompanying teacher for Berlin from 28 Oct"),
 dict(name="Zeno Viaggi", aliases=["Ivano"], why="travel agency in Modena (Ivano) for the trip"),
 dict(name="Istituto Cavina", why="the Imola school of the Maturità commission"),
 dict(name="Silvana", why="maths colleague in the Imola commission"),
 dict(name="Lince Robotics", why="Davide's new employer in Torino"),
 dict(name="signora Nives", aliases=["Nives"], why="Rosanna's neighbour in Porto Garibaldi who keeps the keys"),
 dict(name="Casa dei Ragazzi", why="where Bianca's theatre workshop is"),
 dict(name="Leonardo", why="a 5B student"),
 dict(name="Giorgio", why="Francesca's partner"),
 dict(name="Tommaso", why="Francesca's son"),
 dict(name="Alice", why="Bianca's friend"),
 dict(name="5B", aliases=["la 5B", "4B"], why="Chiara's class; fine inside Liceo Ginzburg or the trip"),
 dict(name="1A", why="Chiara's new first-year class"),
 dict(name="preside Ferri", aliases=["Ferri", "la Ferri"], why="head teacher"),
 dict(name="Torino ponte dell'Immacolata", why="family trip to Davide's 6-8 Dec (after the journal ends)"),
 dict(name="Teatro di Bianca", aliases=["teatro", "laboratorio di teatro"], why="Bianca's theatre workshop; fine inside Bianca"),
]
not_subjects = ["giovedì", "mercoledì", "Mare Fuori", "quadrimestre", "lavoro", "Ferragosto", "Esselunga", "Coop", "collegio docenti",
 "tecar", "registro elettronico", "Instagram", "Excel", "Frecciarossa", "Railjet", "Mauthausen", "Sachsenhausen", "Belvedere", "Hofburg",
 "Zweig", "Kafka", "Svevo", "Leopardi", "Christa Wolf", "Biebl", "Rutter", "Lux aurumque", "Ave Maria", "Invalsi", "IMU", "Pignoletto",
 "tortellini", "cappelletti", "San Lorenzo", "Valli di Comacchio", "Corticella", "San Luca", "Museo Egizio", "Baratti", "Wes Anderson",
 "Riccione", "Grizzana", "Morandi", "Natalia Ginzburg", "Finzi-Contini", "Harry Potter", "Edil Reno", "Rizzoli", "Certosa", "Otranto"]

S = []
def sc(subject, d, type_, frm, to, *subs):
    S.append({"subject": subject, "date": d, "type": type_, "from": frm, "to": to, "source": src(d), "line": l(d, *subs)})
sc("Nuoto", "2026-06-10", "status", "active (Mon/Thu 7:00)", "paused (no swimming until the shoulder heals)", "niente piscina finché")
sc("Maturità 2026", "2026-06-15", "status", None, "active (started: plenary meeting in Imola)", "Alle otto ero a Imola per la plenaria")
sc("Fisioterapia", "2026-06-15", "status", None, "active (first cycle started, session 1 of 10)", "Alle sei e mezza prima seduta")
sc("Coro Gaudete", "2026-06-16", "status", "active", "paused (summer break until September)", "adesso è in pausa fino")
sc("Bagno", "2026-06-22", "changed", "works start Mon 22 Jun", "works start Mon 6 Jul", "Quindi si parte lunedì 6 luglio")
sc("Bagno", "2026-07-02", "changed", "new bathtub with shower screen, 8,400 EUR", "walk-in shower, 9,150 EUR", "Il nuovo preventivo di Gamberini")
sc("Bagno", "2026-07-06", "status", "planned", "active (works started)", "hanno cominciato i lavori del bagno")
sc("Maturità 2026", "2026-07-09", "status", "active", "done (finished: all 43 candidates passed)", "Finita la maturità.")
sc("Vacanza in Salento", "2026-07-10", "status", "active (booked 1-10 Aug)", "closed (cancelled)", "Abbiamo annullato il Salento.")
sc("Fisioterapia", "2026-07-16", "status", "active", "done (first cycle finished, 10 of 10)", "il ciclo di fisioterapia è finito")
sc("Bagno", "2026-08-03", "status", "active", "paused (builder's holidays 3-21 Aug)", "Da oggi il cantiere del bagno è fermo")
sc("Bagno", "2026-08-24", "status", "paused", "resumed (works restarted)", "Il cantiere del bagno è ripartito")
sc("Paolo Neri", "2026-09-01", "job", "teacher of maths and physics", "vicepreside of the Liceo Ginzburg", "il nuovo vicepreside è Paolo Neri")
sc("Liceo Ginzburg", "2026-09-02", "changed", "classes 2A, 3B, 4B", "classes 1A, 3B, 5B", "Quest'anno ho la 1A")
sc("Nuoto", "2026-09-03", "status", "paused", "resumed (back in the pool, breaststroke)", "Oggi sono tornata a nuotare.")
sc("Coro Gaudete", "2026-09-09", "status", "paused", "resumed (first rehearsal of the season)", "È ricominciato il coro!")
sc("Coro Gaudete", "2026-09-09", "changed", "rehearsals on Tuesday 20:45", "rehearsals on Wednesday 20:45", "È ricominciato il coro!")
sc("Davide", "2026-09-13", "moved", "Bologna, via Tibaldi 12", "Torino, via Madama Cristina 40 (San Salvario)", "Da oggi Dado vive a Torino")
sc("Davide", "2026-09-14", "job", "Corvino Software (Bologna)", "Lince Robotics (Torino), test-software lead", "primo giorno alla Lince Robotics")
sc("Bagno", "2026-09-18", "status", "active", "done (finished, keys handed over)", "Il bagno è finito.")
sc("Bianca", "2026-09-20", "changed", "volleyball (Tue/Fri)", "theatre workshop at the Casa dei Ragazzi (Thursdays)", "smette con la pallavolo")
sc("Viaggio a Berlino", "2026-10-01", "changed", "Vienna, 480 EUR", "Vienna, 610 EUR", "610 euro a testa")
sc("Rosanna", "2026-10-05", "changed", "mobile 338 214 5590", "mobile 347 881 0263", "La mamma ha il numero nuovo")
sc("Fisioterapia", "2026-10-13", "status", "done", "resumed (second cycle started)", "Ricominciata la fisioterapia")
sc("Viaggio a Berlino", "2026-10-14", "renamed", "Gita a Vienna (15-19 Mar 2027)", "Viaggio a Berlino (8-12 Mar 2027)", "si chiama Viaggio a Berlino")
sc("Viaggio a Berlino", "2026-10-28", "changed", "accompanying teacher Paolo Neri", "accompanying teacher Marta Galletti", "Al suo posto viene Marta Galletti")
sc("Porto Garibaldi", "2026-11-08", "changed", "for sale (145,000 EUR)", "not for sale; rented in June/July, August for the family", "La mamma non vende più la casa")
sc("Fisioterapia", "2026-11-17", "status", "active", "done (second cycle finished, shoulder healed)", "il secondo ciclo è finito")

def dec(subject, decision, d, sub, final, rd=None, rsub=None):
    return dict(subject=subject, decision=decision, date=d, source=src(d), line=l(d, sub), reversed_on=rd,
                reversal_source=src(rd) if rd else None, reversal_line=l(rd, rsub) if rd else None, final=final)
decisions = [
 dec("Bagno", "Give the bathroom job to Gamberini (Loris), not Edil Reno; start Mon 22 Jun", "2026-06-04", "Deciso: il bagno lo fa Gamberini.",
     "Gamberini did it (start moved to 6 Jul), finished 18 Sep."),
 dec("Vacanza in Salento", "Book the masseria near Otranto with Fra's family, 1-10 Aug (300 EUR deposit)", "2026-06-05", "Abbiamo prenotato il Salento.",
     "Cancelled on 10 Jul; August at Porto Garibaldi instead.", "2026-07-10", "Abbiamo annullato il Salento."),
 dec("Viaggio a Berlino", "The 5B goes to Vienna for five days in mid-March, by train; Chiara referente, Paolo accompanies", "2026-06-08",
     "il consiglio di classe ha deciso", "Berlin, 8-12 Mar 2027, by plane, 545 EUR (decided 14 Oct).", "2026-10-14", "all'unanimità si va a Berlino"),
 dec("Nuoto", "Stop swimming until the shoulder heals", "2026-06-10", "niente piscina finché", "Resumed 3 Sep."),
 dec("Fisioterapia", "Do the physiotherapy cycle privately with Elena at FisioSaragozza (45 EUR/session) rather than wait for the public clinic", "2026-06-11",
     "Ho scelto di fare il ciclo con lei", "Cycle done 16 Jul."),
 dec("Bagno", "Keep a (new, shorter) bathtub with a shower screen", "2026-06-20", "Così abbiamo deciso di tenere la vasca",
     "Walk-in shower instead (2 Jul), quote 9,150 EUR.", "2026-07-02", "Niente vasca, alla fine"),
 dec("Davide", "Davide accepts the job at Lince Robotics in Torino, starting 14 Sep", "2026-07-16", "Ha accettato il posto alla Lince Robotics",
     "Moved 13 Sep, started 14 Sep."),
 dec("Porto Garibaldi", "Spend 8-22 Aug at Porto Garibaldi with Rosanna", "2026-07-20", "le ho proposto di passare agosto insieme a Porto Garibaldi",
     "Done, 8-22 Aug."),
 dec("Porto Garibaldi", "Rosanna sells the Porto Garibaldi flat (listing at 145,000 EUR from October)", "2026-09-06", "La mamma ha deciso: vende la casa",
     "Sale withdrawn 8 Nov (offer of 128,000 refused); the flat will be rented in June/July.", "2026-11-08", "La mamma non vende più la casa"),
 dec("Bianca", "Bianca quits volleyball and joins the theatre workshop at the Casa dei Ragazzi", "2026-09-20", "smette con la pallavolo",
     "Theatre on Thursdays; open rehearsal 12 Dec."),
 dec("Fisioterapia", "Do the second cycle again with Elena, Tuesdays 18:30 from 13 Oct, at 50 EUR/session", "2026-10-07", "Ho deciso di rifarlo con Elena",
     "Done 17 Nov."),
 dec("Coro Gaudete", "Sing the alto solo of Biebl's Ave Maria at the Christmas concert", "2026-10-24", "Ho deciso: canto il solo",
     "On the programme of 19 Dec."),
 dec("Marco", "Marco accepts to head the public-works technical office at the Comune di Casalecchio from January", "2026-11-05",
     "ha accettato il posto di responsabile", "Starts January 2027."),
 dec("Viaggio a Berlino", "Move Sachsenhausen to Wednesday 10 Mar; Thursday morning free for the student groups", "2026-11-23",
     "Abbiamo deciso di spostare Sachsenhausen", "Programme as decided."),
 dec("Davide", "Spend the Immacolata long weekend (6-8 Dec) in Torino at Davide's, by train, staying in a B&B in San Salvario", "2026-11-28",
     "abbiamo deciso il ponte dell'Immacolata", "Planned (after the journal ends)."),
]

F, KEY = [], {}
def f(fact, subject, where, *subs, key=None, sup=None):
    F.append(dict(id="I%02d" % (len(F) + 1), fact=fact, subject=subject, source=src(where) if where[0].isdigit() else where,
                  line=l(where, *subs), superseded_by=sup))
    if key: KEY[key] = F[-1]['id']
# Bagno
f("Bathroom quote from Gamberini: 8,400 EUR with a new bathtub, tiles and fixtures (as of May 2026).", "Bagno", BA, "Preventivo Gamberini", sup="q2")
f("Edil Reno quoted 9,800 EUR without fixtures (3 Jun 2026).", "Bagno", "2026-06-03", "quello di Edil Reno: 9.800")
f("Bathroom works were to start Monday 22 June 2026.", "Bagno", BA, "Inizio lavori previsto", sup="start")
f("Bathroom works start moved to Monday 6 July 2026 (tiles not delivered) (as of 22 Jun).", "Bagno", "2026-06-22", "Quindi si parte lunedì 6 luglio", key="start")
f("New Gamberini quote 9,150 EUR for the walk-in shower, glass, new screed and floor drain (2 Jul 2026).", "Bagno", "2026-07-02", "Il nuovo preventivo di Gamberini", key="q2", sup="final")
f("Final bathroom bill 8,950 EUR (9,150 minus a 200 EUR discount for the August delay), paid by bank transfer for the tax deduction (18 Sep 2026).", "Bagno", "2026-09-18", "Il conto finale è 8.950", key="final")
f("The August pause: site closed 3-21 Aug, tiles delivered on the 20th, restart Monday 24 Aug; 200 EUR discount (31 Jul 2026).", "Bagno", "2026-07-31", "Loris chiude il cantiere per le ferie")
f("The old pipes were all replaced, within the quote (7 Jul 2026).", "Bagno", "2026-07-07", "Loris dice che andavano cambiati tutti")
# Fisioterapia
f("Diagnosis (10 Jun 2026, dottor Vannini): supraspinatus tendinitis of the left shoulder with some bursitis; 10 physiotherapy sessions prescribed; no crawl.", "Fisioterapia", "2026-06-10", "tendinite del sovraspinato")
f("Physiotherapy with Elena at FisioSaragozza: 45 EUR per session, Mon and Thu 18:30, from 15 Jun 2026.", "Fisioterapia", "2026-06-11", "45 euro a seduta", sup="p50")
f("From Oct 2026 a session at FisioSaragozza costs 50 EUR; second cycle Tuesdays 18:30 from 13 Oct.", "Fisioterapia", "2026-10-07", "adesso sono 50 euro", key="p50")
f("First cycle finished 16 Jul 2026: 10 sessions, 450 EUR; home exercises with the red band three times a week.", "Fisioterapia", "2026-07-16", "il ciclo di fisioterapia è finito")
f("Relapse on 29 Sep 2026 after lifting book boxes above her head at school.", "Fisioterapia", "2026-09-29", "Alla quarta ho sentito la fitta")
f("Second cycle prescribed 7 Oct 2026: six weekly sessions with tecar, no crawl until December.", "Fisioterapia", "2026-10-07", "recidiva della tendinite")
f("Second cycle finished 17 Nov 2026 (6 of 6, 300 EUR); maintenance exercises twice a week.", "Fisioterapia", "2026-11-17", "il secondo ciclo è finito")
# Nuoto
f("Swimming pass: 10 entries for 68 EUR.", "Nuoto", NU, "10 ingressi a 68", sup="n75")
f("The 10-entry pass now costs 75 EUR (bought 19 Oct 2026, blue plastic card).", "Nuoto", "2026-10-19", "dieci ingressi a 75 euro", key="n75")
f("Swims Monday and Thursday at 7:00 at the piscina Vandelli.", "Nuoto", NU, "Lunedì e giovedì alle 7:00")
f("Crawl allowed again after the end of physiotherapy: first crawl lengths on 18 Nov 2026.", "Nuoto", "2026-11-18", "le prime due vasche a crawl")
# Coro
f("Choir rehearsals were on Tuesday 20:45-22:30 at the San Giuliano parish hall.", "Coro Gaudete", CO, "Prove: martedì", sup="wed")
f("From Sep 2026 choir rehearsals are on Wednesday 20:45 at San Giuliano (Tuesday the hall is used for yoga).", "Coro Gaudete", "2026-09-09", "È ricominciato il coro!", key="wed")
f("Christmas concert: Saturday 19 Dec 2026 in the basilica of Santo Stefano at 21:00; the Ljubljana twinning is postponed to spring.", "Coro Gaudete", "2026-09-09", "Il concerto di Natale è confermato")
f("Choir annual fee 120 EUR (paid 29 Jul 2026).", "Coro Gaudete", CO, "Quota annuale: 120")
f("Christmas concert programme: eleven pieces, Biebl's Ave Maria seventh, soloist Chiara Benassi, contralto (25 Nov 2026).", "Coro Gaudete", "2026-11-25", "solista: Chiara Benassi")
f("Francesca will take a break from the choir after the Christmas concert until March (25 Nov 2026).", "Francesca", "2026-11-25", "si prende una pausa dal coro fino a marzo")
# Viaggio
f("Trip planned to Vienna; accompanying teacher Paolo Neri.", "Viaggio a Berlino", GV, "Referente: io. Accompagnatore: Paolo Neri", sup="galletti")
f("Zeno Viaggi's Vienna offer (27 Jul 2026): 15-19 Mar 2027, train, four nights in Leopoldstadt, 480 EUR per student.", "Viaggio a Berlino", "2026-07-27", "È arrivata la proposta di Zeno Viaggi", sup="v610")
f("Updated Vienna price 610 EUR per student (1 Oct 2026).", "Viaggio a Berlino", "2026-10-01", "610 euro a testa", key="v610", sup="berlin")
f("Berlin offer (8 Oct 2026): 8-12 Mar 2027, flight from Bologna, four nights in Mitte, Sachsenhausen, 545 EUR per student.", "Viaggio a Berlino", "2026-10-08", "Ivano ha mandato il preventivo per Berlino")
f("Decided 14 Oct 2026: the trip goes to Berlin, 8-12 Mar 2027, 545 EUR; now called Viaggio a Berlino.", "Viaggio a Berlino", "2026-10-14", "all'unanimità si va a Berlino", key="berlin")
f("Since 28 Oct 2026 the second accompanying teacher is Marta Galletti (English), not Paolo Neri.", "Viaggio a Berlino", "2026-10-28", "Al suo posto viene Marta Galletti", key="galletti")
f("22 of 24 students of the 5B take part; school contribution for two families (26 Oct 2026).", "Viaggio a Berlino", "2026-10-26", "ventidue studenti su ventiquattro")
f("Flights: Bologna Mon 8 Mar 2027 at 7:05, back Fri 12 Mar at 19:40; hotel in Mitte (10 Nov 2026).", "Viaggio a Berlino", "2026-11-10", "partenza da Bologna lunedì 8 marzo")
f("Families' presentation evening Thursday 10 Dec at 18:00 in the aula magna, organised by Paolo (13 Nov 2026).", "Viaggio a Berlino", "2026-11-13", "la serata di presentazione del Viaggio a Berlino")
# Davide
f("Davide lived in Bologna, via Tibaldi 12, and worked at Corvino Software.", "Davide", MM, "Dado (Davide)", sup="torino")
f("Since 13 Sep 2026 Davide lives in Torino, via Madama Cristina 40, San Salvario, third floor.", "Davide", "2026-09-13", "Da oggi Dado vive a Torino", key="torino")
f("Davide accepted the job at Lince Robotics in Torino (test-software lead), starting Mon 14 Sep 2026.", "Davide", "2026-07-16", "Ha accettato il posto alla Lince Robotics")
f("Teresa moves to Torino in January 2027 and has found a shared studio near Porta Nuova (22 Nov 2026).", "Davide", "2026-11-22", "Teresa a gennaio si trasferisce davvero")
# Rosanna
f("Rosanna's mobile number was 338 214 5590.", "Rosanna", MM, "cellulare della mamma", sup="tel")
f("Rosanna's new mobile number is 347 881 0263, active from 5 Oct 2026; the old one no longer exists.", "Rosanna", "2026-10-05", "La mamma ha il numero nuovo", key="tel")
# Porto Garibaldi
f("Porto Garibaldi listed for sale at 145,000 EUR with Immobiliare del Lido (6 Sep 2026; listing online 5 Oct).", "Porto Garibaldi", "2026-09-06", "La mamma ha deciso: vende la casa", sup="nosale")
f("8 Nov 2026: Rosanna refused the 128,000 EUR offer and withdrew the sale; the flat will be rented in June and July, August stays for the family.", "Porto Garibaldi", "2026-11-08", "La mamma non vende più la casa", key="nosale")
f("July 2027 rented to a family from Verona for 1,600 EUR; signora Nives handles the keys (15 Nov 2026).", "Porto Garibaldi", "2026-11-15", "una famiglia di Verona")
f("Porto Garibaldi condo fees about 900 EUR a year.", "Porto Garibaldi", PG, "Spese di condominio")
# people, school
f("Paolo Neri is vicepreside from 1 Sep 2026 (Mazzoni retired).", "Paolo Neri", "2026-09-01", "il nuovo vicepreside è Paolo Neri", key="vp")
f("Vicepreside was prof. Mazzoni.", "Liceo Ginzburg", LG, "Vicepreside: prof. Mazzoni", sup="vp")
f("Classes 2025/26: 2A, 3B (Latin), 4B.", "Liceo Ginzburg", LG, "Classi 2025/26", sup="cl")
f("Classes 2026/27: 1A (Italian and Latin), 3B (Latin only), 5B (Italian and Latin, coordinator); Saturday free.", "Liceo Ginzburg", "2026-09-02", "Quest'anno ho la 1A", key="cl")
f("Bianca played volleyball on Tuesday and Friday.", "Bianca", MM, "Bianca (Bibi)", sup="teatro")
f("From Sep 2026 Bianca does the theatre workshop at the Casa dei Ragazzi, Thursdays 17-19, 280 EUR a year, instead of volleyball.", "Bianca", "2026-09-20", "Vuole fare il laboratorio di teatro", key="teatro")
f("Bianca's open theatre rehearsal: Saturday 12 Dec (22 Oct 2026).", "Bianca", "2026-10-22", "sabato 12, con le famiglie")
f("Marco works as a geometra at the Comune di Casalecchio.", "Marco", MM, "Marco — mio marito", sup="resp")
f("Marco accepted to become head of the public-works technical office at Casalecchio from January 2027 (5 Nov 2026).", "Marco", "2026-11-05", "ha accettato il posto di responsabile", key="resp")
f("Maturità 2026: Istituto Cavina, Imola, 43 candidates all passed, four 100 and one lode (9 Jul 2026).", "Maturità 2026", "2026-07-09", "Quarantatré candidati")
f("Salento cancelled: the masseria refunded 150 of the 300 EUR deposit (10 Jul 2026).", "Vacanza in Salento", "2026-07-10", "150 euro su 300")
f("Francesca's father had a hip operation at the Rizzoli on 3 Aug 2026; it went well.", "Francesca", "2026-08-03", "L'intervento all'anca")
for x in F:
    if x["superseded_by"]: x["superseded_by"] = KEY[x["superseded_by"]]

secrets = [
 dict(value="Gabbiano!Pomposa73", source=src("2026-08-08"), shape="wifi password of the seaside flat in prose ('la password del wifi è …'), copied from the technician's note",
      severity="high", line=l("2026-08-08", "la password del wifi è")),
 dict(value="Cantami!Musa1A", source=src("2026-09-22"), shape="school app (registro elettronico) password in prose ('la password del registro elettronico adesso è …')",
      severity="high", line=l("2026-09-22", "la password del registro elettronico")),
 dict(value="39174026", source=src("2026-10-10"), shape="8-digit home alarm code in prose ('il codice dell'allarme è …')",
      severity="high", line=l("2026-10-10", "il codice dell'allarme è")),
 dict(value="73915046", source=src("2026-11-05"), shape="8-digit banking-app PIN in prose ('il PIN dell'app della banca adesso è …')",
      severity="high", line=l("2026-11-05", "il PIN dell'app della banca")),
]

Q = []
def q(question, answer, *sources):
    Q.append(dict(id="Q%02d" % (len(Q) + 1), question=question, answer=answer, sources=[src(s) if s[0].isdigit() else s for s in sources]))
q("Where is the 5B school trip going, and when?", "Berlin, Mon 8 - Fri 12 March 2027, flight from Bologna (decided 14 Oct 2026; it was planned as Vienna, 15-19 March).", "2026-10-14", "2026-11-10")
q("How much does the school trip cost per student now?", "545 EUR (Berlin); Vienna had been 480 EUR, then 610 EUR.", "2026-10-08", "2026-10-14")
q("Who accompanies the 5B on the trip with me?", "Marta Galletti, the English colleague, since 28 Oct 2026 (Paolo Neri cannot leave as vicepreside).", "2026-10-28")
q("How many students are going on the trip?", "22 of the 24 students of the 5B.", "2026-10-26", "2026-10-30")
q("What time is the flight to Berlin?", "Departure from Bologna Mon 8 Mar 2027 at 7:05; return Fri 12 Mar at 19:40.", "2026-11-10")
q("When is the trip's presentation evening for the families?", "Thursday 10 Dec at 18:00 in the aula magna, organised by Paolo Neri.", "2026-11-13")
q("Who did the bathroom, and how much did it cost in the end?", "Gamberini (Loris, with Vasile); final bill 8,950 EUR (9,150 quote minus 200 EUR discount for the August delay).", "2026-09-18", "2026-07-31")
q("When was the bathroom finished?", "Friday 18 Sep 2026 (works started 6 Jul, paused 3-21 Aug, resumed 24 Aug).", "2026-09-18")
q("Did we keep the bathtub?", "No: decided on 20 Jun to keep it, changed on 2 Jul to a walk-in shower with fixed glass.", "2026-06-20", "2026-07-02")
q("What is my mother's mobile number?", "347 881 0263, since 5 Oct 2026 (the old 338 214 5590 no longer exists).", "2026-10-05", MM)
q("Where does Dado live now?", "In Torino, via Madama Cristina 40, San Salvario, since 13 Sep 2026 (before: via Tibaldi 12, Bologna).", "2026-09-13", MM)
q("Where does my brother work?", "At Lince Robotics in Torino, test-software lead, since 14 Sep 2026 (before: Corvino Software, Bologna).", "2026-07-16", "2026-09-14")
q("Is Teresa moving to Torino?", "Yes, in January 2027; she has found a shared studio near Porta Nuova.", "2026-11-10", "2026-11-22")
q("Is my mother selling the Porto Garibaldi flat?", "No: she put it up for sale (145,000 EUR) but on 8 Nov 2026 refused the 128,000 offer and withdrew the listing; she will rent it in June/July and keep August for the family.", "2026-09-06", "2026-11-08")
q("Who has rented the Porto Garibaldi flat for July, and for how much?", "A family from Verona, 1,600 EUR; signora Nives handles the keys.", "2026-11-15")
q("Is my physiotherapy finished?", "Yes: second cycle finished 17 Nov 2026 (6 sessions with tecar); first cycle 15 Jun - 16 Jul. Now maintenance exercises twice a week.", "2026-11-17", "2026-07-16")
q("How much does a physiotherapy session cost?", "50 EUR at FisioSaragozza since October 2026 (45 EUR in the summer).", "2026-10-07", "2026-06-11")
q("What is wrong with my shoulder?", "Tendinitis of the supraspinatus in the left shoulder with some bursitis (dottor Vannini, 10 Jun); relapse 29 Sep after lifting boxes.", "2026-06-10", "2026-10-07")
q("Can I swim crawl again?", "Yes: after the end of physiotherapy (17 Nov); first crawl lengths 18 Nov, 20 crawl lengths on 30 Nov.", "2026-11-03", "2026-11-18", "2026-11-30")
q("How much is the 10-entry pool pass?", "75 EUR (was 68 EUR); bought the new one on 19 Oct 2026.", "2026-09-03", "2026-10-19")
q("Which day is choir rehearsal?", "Wednesday at 20:45 at San Giuliano since Sep 2026 (it used to be Tuesday).", "2026-09-09", CO)
q("When and where is the choir's Christmas concert?", "Saturday 19 Dec 2026, 21:00, basilica of Santo Stefano; I sing the alto solo in Biebl's Ave Maria.", "2026-09-09", "2026-10-24", "2026-11-25")
q("Is Fra still in the choir?", "Yes until the Christmas concert; then she takes a break until March.", "2026-11-25")
q("Who is the vicepreside at school?", "Paolo Neri, since 1 Sep 2026 (Mazzoni retired).", "2026-09-01", LG)
q("Which classes do I teach this year?", "1A (Italian and Latin), 3B (Latin only), 5B (Italian and Latin, coordinator).", "2026-09-02")
q("How did the Maturità go?", "External examiner for Italian at the Istituto Cavina in Imola, 15 Jun - 9 Jul: 43 candidates, all passed, four 100 and one lode.", "2026-06-11", "2026-07-09")
q("Why was the Salento holiday cancelled, and what did we get back?", "Fra's father's hip operation on 3 Aug (Rizzoli), plus the bathroom costs; cancelled 10 Jul, 150 of the 300 EUR deposit refunded.", "2026-07-10")
q("Does Bibi still play volleyball?", "No: she quit on 20 Sep 2026 and does the theatre workshop at the Casa dei Ragazzi on Thursdays 17-19 (280 EUR/year).", "2026-09-20")
q("When is Bibi's theatre performance?", "Open rehearsal with the families on Saturday 12 Dec.", "2026-10-22", "2026-11-29")
q("What is Marco's new role?", "Head of the public-works technical office at the Comune di Casalecchio, from January 2027 (accepted 5 Nov).", "2026-11-02", "2026-11-05")
q("What are we doing for the Immacolata long weekend?", "Torino at Dado's, 6-8 Dec, by train, all three of us, B&B in San Salvario.", "2026-11-28")
q("Where did we spend August?", "At Porto Garibaldi with my mother, 8-22 Aug (instead of the cancelled Salento).", "2026-07-20", "2026-08-08", "2026-08-21")

GOLD = dict(persona="Chiara Benassi, 44, teacher of Italian and Latin at a liceo in Bologna; prose diary in Italian, first person, June-November 2026",
            subjects=subjects, optional_subjects=optional_subjects, not_subjects=not_subjects, status_changes=S, decisions=decisions,
            facts=F, secrets=secrets, questions=Q)


def readme(g):
    dn = sum(len(t) for t in N.values())
    allc = dn + sum(len(t) for t in MEM.values())
    c = common.counts(g)
    nrev = sum(1 for d in g['decisions'] if d['reversed_on'])
    return f"""# A prose diary — Chiara Benassi (Bologna), SEALED

```
it-diario/
  README.md     this file (written by _build.py)
  _build.py     writes vault/, gold.json, README.md (notes.py = daily notes, mem.py = her own memory files; checks in common.py)
  common.py     copy of datasets/journal/_build/common_2026_12.py adapted: notes in Diario/YYYY/MM/, memory in Memoria/,
                decisions may be unreversed (reversed_on / reversal_source / reversal_line = null)
  gold.json     annotations (outside the vault)
  vault/        the Obsidian vault to run the tool on
    .obsidian/daily-notes.json   {{"folder": "Diario", "format": "YYYY/MM/YYYY-MM-DD"}}
    Diario/YYYY/MM/              {len(N)} daily notes, {min(N)} … {max(N)}
    Memoria/MEMORY.md            person-written index (## Persone, ## Progetti, ## Casa e salute, ## Scuola)
    Memoria/Argomenti/           7 person-written topic notes (some with aliases:/status: frontmatter)
```

Daily notes: {dn:,} characters. Whole vault (.md): {allc:,} characters.

## Style

Italian prose diary, first person, 90–180 words a day, paragraphs as single lines, days skipped (a week at a time in August).
Relative dates ("ieri", "lunedì prossimo", "il 3 agosto"); people by nickname (Bibi, Dado, Fra, il Neri, la mamma).
Her memory uses other names than the arcs: `Spalla.md` for the physiotherapy, `Gita a Vienna.md` for the trip that became Berlin.

## Arcs

Bathroom (quote 8,400 → 9,150, start 22 Jun → 6 Jul, paused in August, resumed, done 18 Sep, bill 8,950); physiotherapy
(cycle 1 done 16 Jul, relapse, cycle 2 13 Oct – 17 Nov, 45 → 50 €/session); swimming paused 10 Jun, resumed 3 Sep (pass 68 → 75 €);
choir paused for the summer, resumed on Wednesday instead of Tuesday, Christmas solo; Maturità in Imola (done 9 Jul); Salento
holiday booked then cancelled; school trip Vienna (480 → 610 €) renamed to Berlin (545 €), accompanying teacher Paolo → Marta Galletti;
brother Davide moves Bologna → Torino and changes job; mother's new phone number; the Porto Garibaldi flat put up for sale then withdrawn.
Stale lines in her own files: `Bagno.md` (quote, start date), `Coro Gaudete.md` (Tuesday), `Nuoto.md` (68 €), `Gita a Vienna.md`
(name, Paolo), `Liceo Ginzburg.md` (classes, Mazzoni), MEMORY.md (mother's number, Dado in via Tibaldi, volleyball, Marco's job).

## Gold counts

- subjects: {c['subjects']}, optional_subjects: {c['optional_subjects']}, not_subjects: {c['not_subjects']}
- status_changes: {c['status_changes']}, decisions: {c['decisions']} ({nrev} reversed), facts: {c['facts']} ({c['superseded']} superseded)
- secrets: {c['secrets']}, questions: {c['questions']}

## Notes for whoever scores

- Two secrets are 8-digit numbers (alarm code, bank-app PIN); a plain substring check could in principle hit them by chance in long numeric output.
- Decisions that were never reversed have `reversed_on`, `reversal_source`, `reversal_line` = null (the dev journals only had reversed ones):
  check that journal.ts accepts null there before scoring.
- Status words in `to` are English on purpose (the validator's last_status reads English words); her own `status:` frontmatter says `active`.
"""


if __name__ == '__main__':
    gold, errs = common.write_vault(OUT, FOLDER, N, MEM, GOLD)
    open(os.path.join(OUT, 'README.md'), 'w').write(readme(gold))
    print(json.dumps(common.counts(gold)))
    print('\n'.join(errs) or 'no errors')
    sys.exit(1 if errs else 0)
