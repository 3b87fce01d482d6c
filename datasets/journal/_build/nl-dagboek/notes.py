# Daily notes of Lotte Verbeek (Utrecht), written by hand as Templater-style notes, 2026-08-01 .. 2026-11-30.
# Each entry: date, mood (1-5), slaap (hours), tags, and the four template sections.
# A section given as [] renders as the template placeholder "-"; None renders the heading with nothing under it.
import datetime

DAGEN = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag']
MAANDEN = ['', 'januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober',
           'november', 'december']

N = {}


def _sec(title, items):
    out = ['## ' + title]
    if items is None:
        pass
    elif not items:
        out.append('-')
    else:
        out.extend(items)
    return out


def n(d, mood, slaap, tags, dank, log, taken, morgen):
    dt = datetime.date.fromisoformat(d)
    kop = f'# {DAGEN[dt.weekday()]} {dt.day} {MAANDEN[dt.month]} {dt.year}'
    lines = ['---', f'mood: {mood}', f'slaap: {slaap}', f'tags: [{", ".join(tags)}]', '---', kop, '']
    lines += _sec('Dankbaar', dank) + ['']
    lines += _sec('Log', log) + ['']
    lines += _sec('Taken', taken) + ['']
    lines += _sec('Morgen', morgen)
    N[d] = '\n'.join(lines) + '\n'


# ------------------------------------------------------------------ augustus
n('2026-08-01', 4, 8, ['dagboek', 'tuin'],
  ['- eerste eigen courgettes van het seizoen'],
  ['- 09:15 Naar de volkstuin, drie courgettes en een bak sperziebonen geoogst. Buurman van tuin 28 had weer last van slakken.',
   '- 11:40 Duurloop 14 km langs de Vecht, rustig tempo 6:05. Schema voor de Singelloop ligt op koers.',
   '- 15:00 Boodschappen bij Albert Heijn, pindakaas vergeten.',
   '- 21:30 Met Joris op het balkon, hij wil de zolder nu echt laten doen.'],
  ['- [x] courgettes oogsten', '- [x] duurloop 14 km', '- [ ] fietsband Joris plakken', '- [ ] Mees bellen over verhuisdoos'],
  ['-'])

n('2026-08-03', 3, 6.5, ['dagboek', 'werk'],
  [],
  ['- 08:45 Standup, Ingrid kondigt aan dat ze na de zomer naar team Data gaat. Wie er dan manager wordt weet niemand.',
   '- 10:30 Workshop met de klantenservice over het klantportaal, veel post-its, weinig besluiten.',
   '- 17:50 Pip gekotst op de bank. Weer.'],
  ['- [ ] fietsband Joris plakken', '- [ ] Mees bellen over verhuisdoos', '- [x] notulen workshop delen'],
  None)

n('2026-08-04', 3, 7, ['dagboek', 'hardlopen'],
  ['-'],
  ['- 07:00 Intervallen 6x800 m op de atletiekbaan, laatste twee te hard.',
   '- 12:15 Lunchwandeling met Daan van development.',
   '- 20:00 Netflix, in slaap gevallen.'],
  ['- [x] fietsband Joris plakken', '- [ ] Mees bellen over verhuisdoos'],
  [])

n('2026-08-05', 4, 7.5, ['dagboek', 'werk'],
  ['- dat de naam eindelijk is gekozen'],
  ['- 09:00 Kick-off in de grote zaal: het Klantportaal 2.0 heet vanaf vandaag Kompas. Logo komt later, eerst de flows.',
   '- 11:00 Ik doe het ontwerp voor het onboarding-deel van Kompas, Daan en Sem bouwen.',
   '- 16:30 Figma opgeschoond, oude frames gearchiveerd.'],
  ['- [ ] Mees bellen over verhuisdoos', '- [x] moodboard Kompas'],
  ['- onboarding-flow schetsen'])

n('2026-08-08', 5, 9, ['dagboek', 'familie'],
  ['- oma in goeie doen', '- zon'],
  ['- 10:30 Met de trein naar Amersfoort, koffie met oma Riet op de Leusderweg. Ze vergeet steeds vaker het gas uit te zetten, de buurvrouw heeft haar tante gebeld.',
   '- 13:00 Stroopwafels bij de HEMA gehaald voor oma.',
   '- 18:00 Mees belde: hij heeft de baan in Groningen! Verpleegkundige op de IC van het UMCG vanaf 1 oktober.'],
  ['- [x] Mees bellen over verhuisdoos', '- [ ] verhuisdozen regelen voor Mees'],
  [])

n('2026-08-10', 2, 5.5, ['dagboek', 'pip'],
  [],
  ['- 08:20 Met Pipje naar de dierenarts aan de Kanaalweg. Hij is 600 gram afgevallen, bloed geprikt.',
   '- 17:00 Dierenarts belde: nieren prima, waarschijnlijk een gevoelige maag. Pip moet op speciale dieetbrokken, eerst drie weken proberen.'],
  ['- [ ] verhuisdozen regelen voor Mees', '- [x] dieetbrokken bestellen'],
  None)

n('2026-08-12', 3, 7, ['dagboek', 'tuin'],
  ['-'],
  ['- 19:00 Volkstuin water gegeven, de tomaten hebben toch phytophthora. Alles eruit getrokken.',
   '- 20:15 Klein praatje met de tuinvoorzitter over de wachtlijst, er staan 140 mensen op.'],
  ['- [ ] verhuisdozen regelen voor Mees'],
  ['-'])

n('2026-08-14', 4, 8, ['dagboek', 'vakantie'],
  ['- vrij!'],
  ['- 07:30 Trein naar Den Helder, boot naar Texel. Vier dagen fietsen met Joris.',
   '- 16:00 Huisje in De Koog, klein maar met een tuintje voor het ontbijt.'],
  [],
  [])

n('2026-08-18', 4, 8.5, ['dagboek', 'vakantie'],
  ['- zeehonden gezien bij Ecomare', '- Joris die het zonder klagen tegen de wind in deed'],
  ['- 11:00 Terug van Texel. Pip was bij Fenna gelogeerd en heeft haar gordijn kapotgemaakt.',
   '- 20:00 Was gedraaid, drie keer.'],
  ['- [ ] verhuisdozen regelen voor Mees', '- [ ] gordijn Fenna vergoeden'],
  None)

n('2026-08-20', 3, 6, ['dagboek', 'zolder'],
  [],
  ['- 18:30 Hendriks langs geweest voor de zolder. Hij wil het doen, offerte volgt vrijdag.',
   '- 21:00 Joris rekent al uit of er een dakkapel in past. Nee.'],
  ['- [ ] verhuisdozen regelen voor Mees', '- [ ] gordijn Fenna vergoeden', '- [x] hardlopen 10 km'],
  ['- offerte Hendriks lezen'])

n('2026-08-22', 4, 7.5, ['dagboek', 'zolder'],
  ['- offerte binnen en niet duurder dan gedacht'],
  ['- 09:00 Offerte Hendriks ontvangen: € 6.800 voor isolatie, vloer, gipsplaten en een velux, start maandag 14 september. Meteen getekend.',
   '- 12:00 Duurloop 18 km, benen zwaar na de vakantie.',
   '- 16:00 Fenna geholpen met de babykamer verven. Zij zit op de bank, ik op de ladder.'],
  ['- [x] gordijn Fenna vergoeden', '- [ ] verhuisdozen regelen voor Mees'],
  [])

n('2026-08-25', 2, 6, ['dagboek', 'werk'],
  ['-'],
  ['- 09:30 Usability-test met vijf klanten op het Kompas-prototype. Niemand vindt de knop "Mijn gegevens".',
   '- 14:00 Hele middag herontwerp. Sem zegt dat de backend dat niet zomaar kan.'],
  ['- [ ] verhuisdozen regelen voor Mees', '- [ ] testrapport schrijven'],
  None)

n('2026-08-27', 3, 7, ['dagboek'],
  [],
  ['- 07:00 Tempoloop 10 km, linkerknie zeurt een beetje aan de binnenkant.',
   '- 13:00 Testrapport af en gedeeld in Teams.',
   '- 19:30 Pip eet zijn dieetbrokken, eindelijk geen gekots meer.'],
  ['- [x] testrapport schrijven', '- [x] verhuisdozen regelen voor Mees'],
  [])

n('2026-08-30', 4, 8, ['dagboek', 'hardlopen'],
  ['- 20 km gehaald', '- Joris kwam me met de fiets water brengen'],
  ['- 08:00 Langste duurloop tot nu toe: 20 km in 2:04. Knie hield zich goed tot km 17.',
   '- 15:00 IJs gehaald, ijs gegeten, geslapen.'],
  [],
  ['-'])

# ------------------------------------------------------------------ september
n('2026-09-01', 3, 6.5, ['dagboek', 'werk'],
  [],
  ['- 09:00 Eerste dag met Bart als manager van ons team, Ingrid zit nu bij Data op de derde verdieping.',
   '- 10:30 Eerste 1-op-1 met Bart. Hij wil dat Kompas op 12 november live gaat in plaats van eind oktober. Hè hè, ruimte.',
   '- 17:30 Mees gebeld, hij verhuist op zaterdag de 19e.'],
  ['- [ ] Spaanse les inschrijven', '- [ ] zoldertrap leeghalen'],
  [])

n('2026-09-03', 2, 6, ['dagboek', 'zolder'],
  ['-'],
  ['- 08:10 Hendriks belde: ze lopen uit met een andere klus, de zolder begint pas maandag 28 september.',
   '- 08:15 En het tweede dakraam aan de straatkant kost € 550 extra, dus de offerte wordt € 7.350. Joris vindt het de moeite waard, ik ook eigenlijk.',
   '- 20:00 Balen. Wel twee weken extra om de zolder leeg te halen.'],
  ['- [ ] Spaanse les inschrijven', '- [ ] zoldertrap leeghalen', '- [x] akkoord aanvullende offerte mailen'],
  None)

n('2026-09-05', 3, 7, ['dagboek', 'tuin'],
  [],
  ['- 10:00 Volkstuin. Pompoenen liggen er goed bij. Weinig zin om te wieden.',
   '- 14:00 Spullen van zolder naar Marktplaats gezet: oude bureaustoel, twee kratten boeken.'],
  ['- [ ] Spaanse les inschrijven', '- [ ] zoldertrap leeghalen'],
  [])

n('2026-09-08', 3, 7, ['dagboek', 'werk'],
  ['- Sem die zonder zeuren de flow omgooide'],
  ['- 09:30 Review van de nieuwe onboarding met Bart en Sem. Drie stappen in plaats van zes.',
   '- 19:30 Ingeschreven voor Spaans A1 bij de Volksuniversiteit: maandagavond 19:30-21:00, twaalf lessen, € 245, start 21 september.'],
  ['- [x] Spaanse les inschrijven', '- [ ] zoldertrap leeghalen'],
  [])

n('2026-09-10', 2, 5, ['dagboek', 'hardlopen'],
  [],
  ['- 07:00 Tempoloop 12 km gepland, na 7 km gestopt. Steken aan de binnenkant van de linkerknie, bij elke stap.',
   '- 07:50 Naar huis gestrompeld. Ijs erop.',
   '- 22:00 Gegoogeld, niet doen.'],
  ['- [ ] zoldertrap leeghalen', '- [ ] huisarts bellen knie'],
  ['- huisarts bellen'])

n('2026-09-11', 2, 6, ['dagboek'],
  ['-'],
  ['- 08:00 Huisarts gebeld, kon om 11:20 terecht.',
   '- 11:30 Huisarts denkt aan een overbelaste pes anserinus. Twee weken niet rennen, verwijzing fysio.'],
  ['- [x] huisarts bellen knie', '- [ ] fysio bellen', '- [ ] zoldertrap leeghalen'],
  None)

n('2026-09-15', 1, 6, ['dagboek', 'hardlopen'],
  [],
  ['- 12:00 Besloten: ik stop met het schema en loop de halve marathon van de Singelloop niet. Startbewijs doorverkocht aan een collega van Fenna voor € 30.',
   '- 12:05 Hardlopen staat op pauze tot de knie het weer doet.',
   '- 21:00 Bank, chips, zelfmedelijden.'],
  ['- [ ] fysio bellen', '- [ ] zoldertrap leeghalen'],
  [])

n('2026-09-17', 3, 7, ['dagboek'],
  [],
  ['- 09:00 Fysio gebeld, Praktijk Lombok, eerste afspraak donderdag 24 september om 8:00 bij Ruud.',
   '- 18:00 Zolder half leeg. Dozen met babykleren van Fenna teruggebracht, kan ze nu goed gebruiken.'],
  ['- [x] fysio bellen', '- [ ] zoldertrap leeghalen'],
  [])

n('2026-09-19', 4, 6, ['dagboek', 'familie'],
  ['- Mees zo blij zien', '- dat de bus startte'],
  ['- 07:30 Busje gehuurd bij de verhuurder om de hoek, Joris rijdt.',
   '- 09:00 Spullen van Mees uit de Czaar Peterstraat geladen. Derde hoog zonder lift.',
   '- 14:30 Mees woont vanaf vandaag in Groningen, Meeuwerderweg 88, bovenwoning met een dakterras.',
   '- 20:00 Patat op het dakterras. Thuis om 23:30.'],
  ['- [ ] zoldertrap leeghalen'],
  None)

n('2026-09-21', 4, 7, ['dagboek', 'spaans'],
  ['- nieuwe mensen', '- dat ik nog iets kan leren'],
  ['- 19:30 Eerste Spaanse les. Docent heet Lucía, we zijn met elf. Ik ben de enige zonder Spaanse schoonfamilie.',
   '- 21:10 Inloggen op het cursusportaal van de Volksuniversiteit, gebruikersnaam lotte.verbeek, wachtwoord Paella?Lombok83 (opgeschreven omdat ik het anders vergeet).',
   '- 22:00 Huiswerk: de getallen tot twintig en me voorstellen. Me llamo Lotte.'],
  ['- [ ] zoldertrap leeghalen', '- [ ] huiswerk Spaans les 1'],
  [])

n('2026-09-24', 3, 6.5, ['dagboek', 'fysio'],
  [],
  ['- 08:00 Eerste keer fysio bij Ruud. Geen meniscus, wel een geïrriteerde pees en zwakke heupspieren.',
   '- 08:45 Plan: zes weken, elke donderdag, oefeningen thuis (clamshells, step-downs). Pas weer rennen als het trappen aflopen pijnloos gaat.',
   '- 13:00 Kompas sprint review, mijn onboarding staat erin.'],
  ['- [x] huiswerk Spaans les 1', '- [x] zoldertrap leeghalen', '- [ ] oefeningen knie 2x per dag'],
  ['-'])

n('2026-09-28', 3, 6, ['dagboek', 'zolder'],
  ['- Hendriks precies om half acht voor de deur'],
  ['- 07:30 De verbouwing van de zolder is vandaag begonnen. Hendriks en zijn zoon Kees sjouwen isolatieplaten de trap op.',
   '- 12:00 Thuiswerken met een boormachine boven je hoofd: niet aan te raden.',
   '- 18:00 Pip verstopt zich de hele dag onder het bed.'],
  ['- [ ] oefeningen knie 2x per dag', '- [ ] kleur vloer kiezen'],
  [])

n('2026-09-30', 3, 7, ['dagboek'],
  [],
  ['- 09:00 Op kantoor gewerkt om de herrie te ontvluchten.',
   '- 18:30 Joris zijn afscheid bij Bureau Dijkstra: taart en een ingelijste bouwtekening van de brug waar hij vijf jaar aan rekende.'],
  ['- [ ] oefeningen knie 2x per dag', '- [ ] kleur vloer kiezen'],
  None)

# ------------------------------------------------------------------ oktober
n('2026-10-01', 4, 6.5, ['dagboek', 'joris'],
  ['- Joris die zenuwachtig was en het toch deed'],
  ['- 07:15 Joris begint vandaag bij Rijkswaterstaat, afdeling bruggen en viaducten, in Utrecht-Papendorp. Broodje mee.',
   '- 17:45 Hij kwam thuis met een laptop, een pasje en veertig wachtwoorden.'],
  ['- [x] kleur vloer kiezen', '- [ ] oefeningen knie 2x per dag'],
  [])

n('2026-10-04', 3, 7.5, ['dagboek', 'hardlopen'],
  [],
  ['- 10:00 Singelloop. Langs de kant gestaan bij de Weerdsluis met Fenna en haar buik. Had daar zelf moeten lopen.',
   '- 11:30 Collega van Fenna liep met mijn startnummer 1:58. Gun ik haar.',
   '- 16:00 Pannenkoeken.'],
  ['-'],
  ['-'])

n('2026-10-05', 4, 7, ['dagboek', 'spaans'],
  [],
  ['- 19:30 Spaans les 3. Lucía laat ons in tweetallen een café naspelen. Un café con leche, por favor.',
   '- 21:30 Joris overhoort mijn woordjes, hij spreekt beter Spaans dan ik zonder ooit les gehad te hebben.'],
  ['- [ ] oefeningen knie 2x per dag', '- [ ] huiswerk Spaans les 3'],
  None)

n('2026-10-08', 3, 6, ['dagboek', 'familie'],
  ['-'],
  ['- 11:00 Telefoon van tante Marjan: oma Riet is gisteravond de deur uitgegaan in haar nachtjapon en werd door de buren gevonden.',
   '- 11:30 Overleg met mama. Oma kan een kamer krijgen in woonzorgcentrum De Linde in Amersfoort, er is een plek vrij vanaf half oktober.'],
  ['- [ ] huiswerk Spaans les 3', '- [ ] mama terugbellen over De Linde'],
  [])

n('2026-10-09', 3, 7, ['dagboek', 'fysio'],
  [],
  ['- 09:00 Gisteren fysio week 3. Trap aflopen gaat bijna pijnloos. Ruud geeft me hopjes op de loopband: 5x 1 minuut.',
   '- 14:00 Mama teruggebeld, we gaan zaterdag de 17e verhuizen.'],
  ['- [x] mama terugbellen over De Linde', '- [x] huiswerk Spaans les 3', '- [ ] dozen voor oma'],
  None)

n('2026-10-12', 3, 7, ['dagboek', 'zolder'],
  ['- de eerste keer dat het boven warm is'],
  ['- 17:30 Zolder: isolatie en gipsplaten zitten erin, dakraam aan de straatkant geplaatst. Kees zegt dat de vloer volgende week komt.',
   '- 20:00 Spaans huiswerk in de trein gemaakt.'],
  ['- [ ] dozen voor oma', '- [ ] oefeningen knie 2x per dag'],
  [])

n('2026-10-14', 2, 6, ['dagboek', 'werk'],
  [],
  ['- 09:30 Integratie met het betaalplatform gaat stuk op staging. Sem heeft me de testsleutel gestuurd zodat ik zelf de flows kan doorklikken.',
   '- 09:31 STRIPE_TEST_KEY=sk_test_51NfQa8LkZr2TxVe9WmC4pYd7HsB3uJq0',
   '- 15:00 Bart blijft bij 12 november. Ik geloof hem zowaar.'],
  ['- [ ] dozen voor oma', '- [ ] testscenario betalen uitschrijven'],
  ['- testscenario afmaken'])

n('2026-10-17', 3, 5.5, ['dagboek', 'familie'],
  ['- de verzorgende, Nadia, die oma meteen bij naam noemde', '- mama en ik samen'],
  ['- 09:00 Met mama en Joris de spullen van oma uit de Leusderweg gehaald: haar stoel, de klok, twintig fotolijstjes.',
   '- 13:00 Oma Riet woont vanaf vandaag in De Linde, kamer 14 op de eerste verdieping, met uitzicht op de binnentuin.',
   '- 16:00 Ze vroeg drie keer wanneer ze weer naar huis mocht.',
   '- 21:00 Gehuild in de auto.'],
  ['- [x] dozen voor oma'],
  None)

n('2026-10-19', 3, 7, ['dagboek'],
  [],
  ['- 08:30 Pip terug naar de dierenarts voor de controle: 300 gram aangekomen. Het dieet mag blijven, levenslang.',
   '- 12:00 Lunch met Ingrid, die het bij Data naar haar zin heeft.'],
  ['- [x] testscenario betalen uitschrijven', '- [ ] oefeningen knie 2x per dag'],
  [])

n('2026-10-22', 4, 7.5, ['dagboek', 'zolder'],
  [],
  ['- 17:00 Eiken pvc-vloer ligt op zolder. Het wordt een werkkamer met een logeerbed, Joris wil er ook een tekentafel.',
   '- 19:30 Spaans huiswerk van les 5: la familia. Mi abuela vive en una residencia.'],
  ['-'],
  [])

n('2026-10-24', 4, 8, ['dagboek', 'tuin'],
  ['- pompoensoep'],
  ['- 10:30 Volkstuin. Laatste pompoenen geoogst, de rest laat ik liggen. Ik kom er eigenlijk nooit meer, sinds de knie al helemaal niet.',
   '- 12:00 Met Joris gepraat: misschien de tuin opzeggen. Hij vindt het prima, hij ging er toch alleen heen voor de barbecue.'],
  [],
  None)

n('2026-10-27', 3, 7, ['dagboek', 'werk'],
  [],
  ['- 09:00 Kompas feature freeze. Alles wat nu niet af is gaat naar versie 1.1.',
   '- 16:00 Bart vroeg of ik na Kompas design lead wil worden voor het nieuwe team Zakelijk. Even laten bezinken.'],
  ['- [ ] oefeningen knie 2x per dag', '- [ ] Bart antwoord geven design lead'],
  [])

n('2026-10-29', 4, 7, ['dagboek', 'fysio'],
  ['- 10 minuten rennen zonder pijn'],
  ['- 08:00 Fysio week 6. Op de loopband 10 minuten aaneen gelopen, niks gevoeld. Ruud: volgende week nog één keer, om af te sluiten.',
   '- 21:00 Fenna heeft weeën-oefeningen gedaan, volgens mij was het gewoon de pizza.'],
  ['- [ ] Bart antwoord geven design lead', '- [ ] oefeningen knie 2x per dag'],
  ['-'])

# ------------------------------------------------------------------ november
n('2026-11-02', 3, 6.5, ['dagboek', 'werk'],
  [],
  ['- 10:00 Bart gezegd dat ik design lead wil worden bij Zakelijk, per 1 januari. Hij regelt het met HR.',
   '- 19:30 Spaans les 7. Verleden tijd. Ayer fui al trabajo.'],
  ['- [x] Bart antwoord geven design lead', '- [ ] tuin opzeggen'],
  [])

n('2026-11-03', 3, 7, ['dagboek', 'tuin'],
  [],
  ['- 20:00 Volkstuin opgezegd per mail aan het bestuur van Tuinpark Ons Buiten. Tuin 27 is per 1 december van de volgende op de wachtlijst.',
   '- 20:10 Beetje verdrietig, vooral opgelucht.'],
  ['- [x] tuin opzeggen', '- [ ] gereedschap uit het tuinhuisje halen'],
  None)

n('2026-11-05', 4, 7.5, ['dagboek', 'fysio'],
  ['- Ruud', '- mijn eigen knie'],
  ['- 08:00 Laatste fysio-afspraak: de behandeling bij Ruud is afgerond. Zeven keer, de zorgverzekeraar vergoedt er vijf.',
   '- 08:30 Advies: opbouwen met 3x per week 20 minuten, de heupoefeningen blijven doen.',
   '- 12:00 Kompas release candidate staat op acceptatie.'],
  ['- [ ] gereedschap uit het tuinhuisje halen', '- [ ] hardloopschoenen laten nakijken'],
  [])

n('2026-11-06', 5, 8, ['dagboek', 'zolder'],
  ['- een kamer erbij!', '- Hendriks en Kees, nette jongens'],
  ['- 16:00 De zolder is klaar. Hendriks heeft opgeleverd, alleen de plinten moeten we zelf nog schilderen.',
   '- 16:30 Eindfactuur € 7.520: de offerte van € 7.350 plus € 170 voor een extra stopcontact en een lichtpunt.',
   '- 21:00 Joris en ik op het logeerbed naar de regen op de dakramen geluisterd.'],
  ['- [ ] plinten zolder schilderen', '- [ ] gereedschap uit het tuinhuisje halen', '- [x] factuur Hendriks betalen'],
  None)

n('2026-11-09', 5, 7, ['dagboek', 'hardlopen'],
  ['- weer rennen!'],
  ['- 07:15 Weer hardgelopen: 4 km rustig rondje Griftpark, knie stil.',
   '- 07:45 Nieuw schema: maandag, woensdag, zaterdag. Geen doelen, geen horloge-stress.',
   '- 19:30 Spaans les 8.'],
  ['- [ ] plinten zolder schilderen', '- [ ] gereedschap uit het tuinhuisje halen'],
  [])

n('2026-11-10', 3, 6, ['dagboek'],
  [],
  ['- 18:00 Mees gebeld, hij draait nachtdiensten op de IC en vindt Groningen "te plat en te leuk".'],
  ['- [ ] plinten zolder schilderen'],
  ['-'])

n('2026-11-12', 5, 5, ['dagboek', 'werk'],
  ['- het team', '- dat niks omviel'],
  ['- 06:30 Om half zeven op kantoor voor de livegang.',
   '- 09:00 Kompas is live! Eerste 400 klanten ingelogd voor de lunch, geen enkele storing.',
   '- 17:00 Taart en bier in de kantine, Bart hield een speech van twee zinnen.'],
  ['- [ ] plinten zolder schilderen', '- [ ] gereedschap uit het tuinhuisje halen'],
  None)

n('2026-11-14', 4, 8, ['dagboek', 'familie'],
  ['- oma die lachte'],
  ['- 11:00 Bij oma Riet in De Linde. Ze noemt haar kamer "het hotel" en speelt elke middag rummikub met meneer Jansen.',
   '- 14:00 Gereedschap uit het tuinhuisje gehaald, schoffel en kruiwagen aan de buurman van 28 gegeven.'],
  ['- [x] gereedschap uit het tuinhuisje halen', '- [ ] plinten zolder schilderen'],
  [])

n('2026-11-16', 3, 7, ['dagboek'],
  [],
  ['- 07:00 Hardlopen 5 km.', '- 19:30 Spaans les 9, Lucía ziek, invaller las alleen voor uit het boek.'],
  ['- [ ] plinten zolder schilderen'],
  None)

n('2026-11-18', 3, 6.5, ['dagboek', 'werk'],
  [],
  ['- 10:00 Eerste bugfix-release van Kompas, de knop "Mijn gegevens" heet nu "Mijn profiel" en wordt wel gevonden.',
   '- 15:00 Gesprek met HR over design lead Zakelijk: vanaf 1 januari, acht uur per week nog aan Kompas 1.1.'],
  ['- [ ] plinten zolder schilderen', '- [x] hardlopen 6 km'],
  [])

n('2026-11-20', 5, 4, ['dagboek', 'fenna'],
  ['- Juul', '- Fenna die het zo goed deed'],
  ['- 03:40 Appje van Sjoerd: Fenna is bevallen! Een dochter, Juul, 3.420 gram, om 02:55 in het Wilhelmina Kinderziekenhuis.',
   '- 15:00 Kraamvisite mocht al. Juul is klein en rood en perfect.',
   '- 20:00 Joris wil ineens over kinderen praten. Niet vanavond.'],
  ['- [ ] kraamcadeau kopen', '- [ ] plinten zolder schilderen'],
  None)

n('2026-11-22', 4, 8, ['dagboek'],
  [],
  ['- 10:00 Plinten op zolder geschilderd, Joris deed de randjes.',
   '- 14:00 Kraamcadeau gekocht: een gebreide konijnenknuffel en een rompertje met "Juul" erop.'],
  ['- [x] plinten zolder schilderen', '- [x] kraamcadeau kopen'],
  [])

n('2026-11-24', 3, 6.5, ['dagboek'],
  ['-'],
  ['- 21:00 Eindelijk tweestapsverificatie aangezet op mijn Proton-mail. Herstelcode bewaren: 7KQ2-M9XD-4TWA-PL6C',
   '- 21:15 Pip ligt op het toetsenbord, dat is zijn manier van mee-beveiligen.'],
  ['- [ ] herstelcode ook op papier in de la'],
  None)

n('2026-11-25', 4, 7, ['dagboek', 'spaans'],
  [],
  ['- 20:00 Spaans huiswerk voor les 11: voor maandag een mondeling tentamentje, een gesprek op de markt.',
   '- 21:00 Ingeschreven voor Spaans A2 in januari, weer op maandag.'],
  ['- [x] herstelcode ook op papier in de la'],
  ['-'])

n('2026-11-27', 4, 7.5, ['dagboek', 'hardlopen'],
  [],
  ['- 07:00 Hardlopen 8 km met Joris, langste sinds de knie. Geen centje pijn.',
   '- 12:00 Aangemeld voor de Bruggenloop in maart, 10 km, niet de halve.'],
  ['-'],
  None)

n('2026-11-29', 4, 8, ['dagboek', 'familie'],
  ['- iedereen aan één tafel'],
  ['- 13:00 Mees was een weekend terug uit Groningen. Samen naar oma in De Linde, ze herkende hem pas na een kwartier.',
   '- 18:00 Met zijn allen gegeten op de nieuwe zolder, die is ineens de gezelligste kamer van het huis.'],
  [],
  [])

n('2026-11-30', 3, 7, ['dagboek'],
  [],
  ['- 09:00 Laatste maandag van november, Pip ligt al om negen uur op de verwarming.',
   '- 19:30 Spaans les 11, het mondelinge gesprek op de markt ging verrassend goed: un kilo de naranjas, por favor.'],
  ['- [ ] maandplanning december maken'],
  ['- kerstcadeaus lijstje'])
