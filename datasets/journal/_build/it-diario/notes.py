# Daily notes of Chiara Benassi (Bologna), prose diary, 2026-06-01 .. 2026-11-30.
N = {}


def n(d, text):
    N[d] = text.strip('\n') + '\n'


# ---------------------------------------------------------------- giugno
n('2026-06-01', """
Lunedì, ultima settimana di scuola. Stamattina sono andata in piscina alle sette come sempre, ma dopo dieci vasche la spalla sinistra ha cominciato a tirare in quel modo che ormai conosco, una fitta che parte da sotto la scapola e arriva al gomito. Ho finito a rana, piano, come una pensionata. Negli spogliatoi la signora dell'armadietto accanto mi ha detto che anche lei ha avuto la tendinite e ha fatto le onde d'urto. Non so se mi ha rassicurata o spaventata.

A scuola clima da fine anno: ragazzi sfiniti, colleghi peggio. Domani è festa e già mi sembra di non aver corretto niente. Ho ancora i temi della 4B nello zaino, lo zaino pesa e la spalla protesta. Marco dice che devo smettere di portarmi la scuola a casa, letteralmente.

Stasera Bibi ha cucinato la pasta al pesto da sola e ha voluto il voto. Le ho dato otto, lei voleva nove.
""")
n('2026-06-02', """
Festa della Repubblica a Ferrara dalla mamma. Pranzo lungo, cappelletti anche se fa caldo, perché lei dice che la festa è festa. Dado non è venuto, aveva un impegno con Teresa, e la mamma l'ha detto tre volte in un'ora, sempre con la stessa faccia.

Dopo pranzo abbiamo parlato della casa di Porto Garibaldi. La mamma dice che le spese del condominio sono salite e che lei ormai ci va due settimane all'anno, e allora perché tenerla. Non ha deciso niente, ma è la prima volta che la sento dire "venderla" ad alta voce. Io ho fatto finta di niente, però mi è venuto un nodo: lì ho imparato a nuotare, lì Bibi ha fatto i primi passi sulla sabbia.

Tornando in macchina Marco mi ha fatto notare che guido con una mano sola. È vero, la sinistra la tengo in grembo senza accorgermene. Mercoledì prossimo, il 10, ho la visita dall'ortopedico, finalmente.
""")
n('2026-06-03', """
È arrivato il secondo preventivo per il bagno, quello di Edil Reno: 9.800 euro, senza i sanitari, e con i tempi "da definire". Quello di Gamberini era 8.400 tutto compreso, vasca nuova, piastrelle e sanitari, e Loris è venuto a vedere di persona due volte, ha misurato tutto con quella calma da idraulico di una volta. Marco, che è geometra e quindi si sente in dovere di diffidare di tutti, dice che Edil Reno è più strutturata e che con Gamberini siamo in mano a un uomo solo. Io dico che con Edil Reno siamo in mano a un centralino.

Il bagno grande ha trent'anni, le piastrelle marroni con i fiori e la vasca smaltata con la macchia che non va più via. Vivo lì dentro da quindici anni e non l'ho mai amato. Per fortuna abbiamo anche il bagnetto di servizio, piccolo ma funzionante, quindi durante i lavori non dovremo trasferirci da nessuna parte.

Scrutini fissati per lunedì. Ho finito i temi della 4B alle undici di sera.
""")
n('2026-06-04', """
Deciso: il bagno lo fa Gamberini. Ho chiamato Loris stamattina durante l'intervallo e gli ho detto di sì; lui ha detto "brava signora" come se avessi superato un esame. Inizio dei lavori lunedì 22 giugno, tre settimane circa, se le piastrelle arrivano in tempo. Marco alla fine ha ceduto con una condizione: il contratto scritto, con le date. Giusto.

In sala professori il Neri mi ha chiesto se ho già pensato alla gita dell'anno prossimo. Paolo è l'unico collega che parla di marzo a giugno. Però ha ragione: la 4B l'anno prossimo sarà quinta e se non blocchiamo adesso le date ci ritroviamo con le briciole. Lui vorrebbe Vienna, io anche, i ragazzi sono divisi tra Vienna e Barcellona, cioè tra il Belvedere e le discoteche.

Fra mi ha scritto per la vacanza di agosto: ha trovato una masseria vicino a Otranto che sembra un sogno. Stasera guardo le foto con calma.
""")
n('2026-06-05', """
Abbiamo prenotato il Salento. Fra, Giorgio e noi tre, dal 1 al 10 agosto, in una masseria a dieci minuti da Otranto, con la piscina e gli ulivi e una signora che fa le colazioni con la torta di ricotta. Acconto di 300 euro a famiglia, il resto all'arrivo. Bibi è felice perché c'è il wifi e perché il figlio di Fra, Tommaso, ha la sua età e "non è uno sfigato", che detto da lei è un complimento enorme.

Dopo anni di agosti passati a Porto Garibaldi dalla mamma, l'idea di prendere un aereo mi mette addosso un'allegria da ragazzina. Marco ha già comprato una guida, la legge a letto e mi legge i pezzi sulle chiese barocche di Lecce.

Ultimo giorno di lezione domani. Ai ragazzi della 4B ho dato da leggere per l'estate "Il giardino dei Finzi-Contini", per restare in tema Ferrara e per fare un dispetto a quelli che volevano Harry Potter.
""")
n('2026-06-07', """
Domenica lenta. Ieri l'ultimo giorno di scuola è stato come sempre: gavettoni in cortile, la preside Ferri che minaccia note disciplinari a nessuno in particolare, io che piango un po' in macchina senza motivo preciso. Quest'anno i ragazzi della 4B mi hanno regalato una tazza con scritto "Prof, è solo un Carducci". Non ho capito la battuta ma l'ho messa sulla scrivania.

Ho provato a non fare niente. Ho letto sul balcone, ho innaffiato il basilico, ho guardato Marco che smontava il mobiletto del bagno per vedere com'è il muro dietro. Dietro c'è una muffa che non sospettavamo. Bene, almeno adesso sappiamo.

Bibi ha allenamento di pallavolo anche la domenica in questo periodo, perché c'è il torneo estivo. Torna distrutta e felice. La spalla stasera va un po' meglio, forse perché non ho portato borse.
""")
n('2026-06-08', """
Scrutini della 4B, quattro ore e mezza. Tre sospensioni del giudizio in matematica, una in latino (mia, e mi dispiace, ma Leonardo non ha aperto il libro da febbraio). Il resto bene, due ragazze con la media sopra il nove.

Alla fine, con i genitori rappresentanti collegati e il Neri che aveva già preparato uno schema, il consiglio di classe ha deciso: l'anno prossimo la 5B va a Vienna, cinque giorni a metà marzo, in treno. Io faccio da referente, Paolo accompagna con me. Ho scritto "Gita a Vienna" in grande sul quaderno e l'ho sottolineato due volte, come una ragazzina.

La rappresentante dei genitori ha chiesto di restare sotto i 500 euro a testa. Sarà dura, ma proviamo. Paolo dice che conosce un'agenzia di Modena, Zeno Viaggi, che lavora bene con le scuole. Ci penso a luglio, adesso ho solo voglia di dormire.
""")
n('2026-06-10', """
Visita dall'ortopedico, il dottor Vannini, in via Saragozza. Ecografia fatta lì per lì: tendinite del sovraspinato alla spalla sinistra, con un po' di borsite. Niente di rotto, niente da operare, ma "signora, lei è un po' troppo convinta di avere vent'anni". Mi ha prescritto un ciclo di dieci sedute di fisioterapia, esercizi con l'elastico e ghiaccio la sera.

E mi ha vietato il crawl. Quindi niente piscina finché la spalla non guarisce, l'ho deciso in macchina ed è stato più triste di quanto pensassi: il nuoto del lunedì e del giovedì è l'unica cosa della settimana che faccio solo per me. Ho ancora sei ingressi sull'abbonamento, spero che non scadano.

Marco mi ha detto di prenderla come una vacanza. Gli ho risposto che le vacanze di solito non si prescrivono. Bibi invece mi ha portato il ghiaccio senza che glielo chiedessi, e questo mi ha commossa più della diagnosi.
""")
n('2026-06-11', """
Ho chiamato lo studio che mi ha consigliato Vannini, FisioSaragozza, che è a cinque minuti dal liceo. Mi segue una fisioterapista che si chiama Elena, giovane, voce decisa al telefono. Ho scelto di fare il ciclo con lei anche se costa di più del poliambulatorio: 45 euro a seduta, lunedì e giovedì alle 18:30, si parte lunedì 15. Col poliambulatorio avrei aspettato fino a settembre, e io a settembre voglio nuotare.

Oggi è arrivata anche la nomina per la maturità: commissaria esterna di italiano all'Istituto Cavina di Imola, due quinte, la 5C e la 5D. Plenaria lunedì mattina. Quindi lunedì faccio Imola alle otto e fisioterapia alle sei e mezza. Benvenuta estate.

Stasera ho messo in ordine le tracce degli anni passati e i criteri di correzione. Mi piace la maturità, ogni anno me ne dimentico e ogni anno me ne ricordo.
""")
n('2026-06-12', """
Giornata di carte. Ho compilato il modulo per la commissione, ho pagato la seconda rata della mensa di Bibi che avevo dimenticato, e ho scritto a Loris per chiedergli se per il bagno ci serve qualche permesso del condominio. Lui dice di no, basta avvisare l'amministratore, che tanto "non legge le mail".

Fra è passata a prendere un caffè, col suo quaderno degli schizzi sempre in borsa. Mi ha fatto vedere le foto della masseria di nuovo, come se non le avessi già guardate venti volte. Abbiamo parlato del coro: sabato c'è il concerto di fine stagione in piazza Santo Stefano e lei è nel panico per il suo attacco nel Lux aurumque. Io ho più paura di alzare il braccio con lo spartito che dell'attacco.

Marco stasera è tornato tardi da Casalecchio, una riunione sui cantieri estivi. Abbiamo mangiato gli avanzi in piedi in cucina e ci siamo fatti ridere.
""")
n('2026-06-13', """
Concerto di fine stagione del coro in piazza Santo Stefano. Il Gaudete sul sagrato, la piazza piena, i turisti che si fermavano con il gelato in mano. Il maestro Gualandi era emozionato come un bambino e alla fine si è dimenticato di farci fare l'inchino. Il Lux aurumque è venuto bene, Fra ha preso l'attacco perfetta e dopo mi ha stritolato la mano sinistra, quella della spalla, e ho urlato in mezzo alla piazza.

Marco e Bibi erano in terza fila. Bibi ha fatto un video e l'ha messo su Instagram con la scritta "mia madre e le sue amiche", che è il massimo dell'affetto di cui è capace in pubblico.

Dopo siamo andati tutti in osteria in via Santo Stefano, trenta persone in un cortile. Gualandi ha fatto un discorso sull'anno prossimo: Natale in Santo Stefano, forse un gemellaggio con un coro di Lubiana. Io intanto ho mangiato le tigelle come se non ci fosse un domani.
""")
n('2026-06-15', """
Giornata lunghissima. Alle otto ero a Imola per la plenaria: commissione simpatica, presidente un ex preside di Faenza che parla per proverbi. La collega di matematica interna, Silvana, mi ha già preso in simpatia perché ho portato le paste. Le classi sono due quinte di un tecnico economico, quarantatré candidati in tutto. Mercoledì la prima prova.

Alle sei e mezza prima seduta di fisioterapia da Elena. Valutazione, misure, poi mi ha fatto fare degli esercizi che sembravano niente e invece alla fine sudavo. Dice che la spalla è rigida perché per mesi l'ho protetta male, tenendola ferma e alta. Mi ha dato un elastico verde e un foglio con sei esercizi da fare a casa ogni sera. Me li ha fatti fotografare "perché il foglio lo perdete tutti".

Cena da sola, Marco e Bibi erano al torneo. Ho fatto gli esercizi davanti alla televisione. L'elastico verde mi guarda dal divano.
""")
n('2026-06-16', """
Ultima prova del coro prima della pausa estiva, in sala parrocchiale a San Giuliano. Non abbiamo cantato quasi niente: Gualandi ha distribuito i nuovi spartiti per Natale, abbiamo brindato con il prosecco caldo e ci siamo salutati fino a settembre. Il Gaudete adesso è in pausa fino alla prima settimana di settembre, la data precisa ce la manda lui. A me l'estate senza il martedì sera fa sempre un po' di vuoto.

Fra mi ha accompagnata a casa a piedi e abbiamo parlato di Giorgio, che ha dei problemi al lavoro, e di suo padre, che non sta benissimo. Lei dice che agosto in Salento le serve come l'aria. Anche a me.

Domani prima prova. Ho preparato la borsa come il primo giorno di scuola: penne rosse, evidenziatori, due panini, l'elastico verde per fare gli esercizi in pausa. Vado a dormire presto, cioè a mezzanotte.
""")
n('2026-06-17', """
Prima prova. Le tracce erano belle, per una volta: Montale, un testo argomentativo sulla solitudine digitale e uno sul paesaggio italiano che piacerà ai ragazzi di campagna. Quasi tutti hanno scelto la solitudine digitale, ovviamente. Sei ore in aula, vigilanza, caldo. Un ragazzo ha finito dopo due ore e mezza ed è uscito con l'aria di chi ha appena scritto il Decameron.

Ho sentito la mamma in pausa pranzo. Mi ha detto che Dado le ha parlato di un colloquio a Torino, per un'azienda di robot. A me non aveva detto niente. Ho provato a chiamarlo ma non rispondeva, poi mi ha mandato un vocale di quattro minuti da cui ho capito solo che "è presto per dire" e che "non dirlo alla mamma", cosa un po' tardiva.

Stasera niente fisio, è mercoledì. Ho fatto gli esercizi e mi sono addormentata sul divano con i fogli da correggere in grembo.
""")
n('2026-06-18', """
Seconda prova, economia aziendale, e io che insegno italiano non ho potuto fare altro che vigilare e leggere un romanzo di nascosto. Silvana invece era in ansia per i suoi ragazzi come se l'esame lo facesse lei. Abbiamo cominciato a correggere gli scritti di italiano nel pomeriggio: qualche tema sorprendente, una ragazza che cita Calvino a proposito dei gruppi WhatsApp, e va bene così.

Alle sei e mezza seconda seduta da Elena. Oggi massaggio e mobilizzazione, poi gli esercizi con l'elastico giallo, che è quello più morbido: dice che quello verde lo uso male. La spalla alla fine era calda e leggera. Le ho chiesto quando potrò nuotare e lei ha detto "a rana dopo la quinta seduta, a crawl ne parliamo a settembre". Mi è sembrato un patto.

Bibi ha finito il torneo, terze. È tornata con la medaglia al collo e un livido enorme su una coscia, fiera di entrambi.
""")
n('2026-06-20', """
Sabato mattina Loris è venuto con il campionario delle piastrelle e abbiamo passato due ore seduti in cucina a scegliere. Alla fine abbiamo preso un gres grigio chiaro effetto pietra, grande, e una fascia verde salvia dietro il lavandino, che ha voluto Bibi. Sulla vasca invece abbiamo discusso: Marco voleva la doccia grande, io ero indecisa, e Bibi ha detto che senza vasca lei non vive.

Così abbiamo deciso di tenere la vasca: una vasca nuova, più corta, con la parete doccia sopra. Loris ha detto che per lui è lo stesso, che il preventivo resta quello. Marco ha fatto la faccia di chi si riserva di riparlarne.

Il pomeriggio l'ho passato a correggere i temi di Imola in terrazzo, con il ghiaccio sulla spalla avvolto in uno strofinaccio. Ne ho corretti diciotto. Il più bello è di un ragazzo che scrive malissimo e pensa benissimo, e non so ancora che voto dargli.
""")
n('2026-06-22', """
Doveva essere il primo giorno dei lavori del bagno e invece Loris mi ha chiamata alle sette e mezza: il fornitore non ha ancora consegnato le piastrelle e lui non vuole demolire per poi lasciarci con il bagno sventrato. Quindi si parte lunedì 6 luglio, non oggi. Ha chiesto scusa tre volte, con un tono così sinceramente dispiaciuto che non sono riuscita ad arrabbiarmi. Marco invece sì, ma con me, che è più comodo.

Giornata a Imola per le correzioni e la ratifica dei voti degli scritti. I miei voti di italiano sono passati quasi tutti senza discussione, il presidente ha detto che sono "severa ma giusta", che in Romagna è quasi un complimento.

Fisioterapia: terza seduta. Elena mi ha insegnato a dormire senza schiacciare la spalla, con un cuscino sotto il braccio. Sembra una sciocchezza ma stanotte provo.
""")
n('2026-06-24', """
Sono cominciati gli orali. Parto alle sette e venti, arrivo a Imola alle otto meno dieci se sulla via Emilia non ci sono trattori, faccio sei colloqui la mattina e tre il pomeriggio. I ragazzi sono emozionati e un po' impreparati sul Novecento, come sempre, perché il Novecento arriva a maggio e a maggio nessuno studia più.

Stamattina una ragazza, davanti alla foto di un quadro di Morandi, ha parlato per venti minuti di sua nonna e di Grizzana, e alla fine avevamo tutti gli occhi lucidi, anche il presidente con i suoi proverbi. Queste sono le mattine per cui faccio questo lavoro.

Stasera Dado mi ha finalmente chiamata: il colloquio a Torino è andato bene, ne fa un secondo a luglio. L'azienda si chiama Lince Robotics, fanno bracci robotici per le fabbriche. Teresa non è contenta, ha il suo studio a Bologna. Dice di non parlarne ancora alla mamma, di nuovo.
""")
n('2026-06-26', """
Quarta seduta di fisioterapia, stavolta di venerdì perché giovedì Elena aveva un corso. Abbiamo lavorato sulla rotazione esterna, che è il movimento che mi fa più male: alzare il braccio per prendere le tazze dal pensile, per esempio, o mettermi il reggiseno. Lei dice che sono già migliorata del trenta per cento. Io non so come si misura il trenta per cento di una spalla, ma ci credo.

Orali: ne mancano ventuno. Il caldo in aula è insopportabile, abbiamo un ventilatore per sei commissari e il presidente lo tiene puntato su di sé con la scusa dell'età.

Bibi è stata promossa con una bella pagella: otto in inglese, sette in matematica, il nove in italiano che, giura, non c'entra niente con me. Dal 29 fa l'animatrice al centro estivo della parrocchia, quattro settimane, ed è già preoccupata per i bambini "che mordono".
""")
n('2026-06-27', """
Sabato. Marco ha approfittato del rinvio del bagno per svuotarlo completamente: mensole, specchio, il mobiletto marcio, le boccette di profumo di quindici anni fa che non avevo mai avuto il coraggio di buttare. Ho buttato. Nel bagnetto di servizio adesso ci sono tre spazzolini in un bicchiere e tutti i nostri prodotti in una cesta, come in campeggio.

Nel pomeriggio siamo andati in bici lungo il canale Navile fino a Corticella. Ho guidato con tutte e due le mani, piano, e la spalla ha tenuto. Marco pedalava davanti e ogni tanto si girava a controllare come si fa con i bambini.

Sera a cena da Fra e Giorgio. Giorgio era stanco e silenzioso, Fra parlava per due. A un certo punto ha detto che forse ad agosto suo padre dovrà essere operato, ma che "tanto ci organizziamo". Ho avuto la sensazione che parlasse più a se stessa che a noi.
""")
n('2026-06-29', """
Bibi primo giorno al centro estivo: è uscita di casa alle sette e mezza con una maglietta arancione enorme e il fischietto al collo, e io l'ho guardata dalla finestra come se partisse per la guerra. È tornata alle cinque con la voce rovinata e ventitré braccialetti di plastica, regali dei bambini.

Orali: giornata pesante, dieci colloqui. Un ragazzo ha portato una tesina sul calcio e la finanza che mi ha insegnato più cose di quante ne abbia insegnate io a lui.

Quinta seduta da Elena. Oggi mi ha dato il permesso di nuotare a rana, venti minuti, niente crawl, niente dorso. Ma la piscina Vandelli a luglio apre solo il pomeriggio e il pomeriggio sono a Imola, quindi il permesso per ora resta sulla carta. Lo tengo come un biglietto per settembre.

La mamma ha telefonato per sapere se ad agosto passiamo almeno un weekend a Porto. Le ho ricordato del Salento. Ha detto "ah, già", con una punta di offesa.
""")
n('2026-06-30', """
Giornata libera da Imola, perché oggi interrogano le colleghe delle materie di indirizzo. Ho dormito fino alle otto e mezza, un lusso che non ricordavo.

Ho fatto il punto sul bagno con Marco. Lui ha rifatto i conti: con la vasca nuova, la parete e le piastrelle scelte siamo già al limite del preventivo, e Loris ci ha avvertiti che dietro il muro potrebbero esserci tubi da rifare. Marco continua a dire che con la doccia grande avremmo speso uguale e guadagnato spazio. Ho detto che ne parliamo con Bibi, che è quella che ha difeso la vasca.

Pomeriggio in centro a comprare un costume nuovo per il Salento, intero, blu, con le spalline larghe che non segano la spalla. La commessa mi ha chiesto se era per la piscina o per il mare e io, per la prima volta dopo anni, ho detto: per il mare di un'altra regione.
""")

# ---------------------------------------------------------------- luglio
n('2026-07-01', """
Ancora orali, ne mancano dodici. Stamattina un ragazzo ha confuso Pascoli con Pasolini per tre minuti buoni e nessuno di noi ha avuto il coraggio di fermarlo, perché il discorso filava. Alla fine il presidente gli ha chiesto gentilmente "e il fanciullino?", e lui è impallidito.

In pausa ho telefonato a Loris per la questione della vasca. Gli ho chiesto quanto cambierebbe con la doccia grande a filo pavimento, senza piatto, con il vetro fisso. Ha detto che mi fa sapere domani, che deve sentire il vetraio. Bibi ieri sera, a sorpresa, ha detto che in fondo la vasca la usava solo d'inverno e che "una doccia tipo hotel" le piace. Marco non ha commentato, ma ha sorriso nel piatto.

Fisioterapia saltata perché Elena ha la febbre. Recupero sabato mattina, dice. Ho fatto gli esercizi da sola, senza convinzione, guardando una puntata di Mare Fuori con Bibi che mi spiegava chi era chi.
""")
n('2026-07-02', """
Niente vasca, alla fine: facciamo la doccia grande a filo pavimento, con il vetro fisso e il soffione a pioggia. Ho chiamato Loris stamattina per dirgli di sì, e Bibi ha già scelto il posto della mensola per i suoi mille flaconi. Marco è stato bravissimo a non dire "te l'avevo detto", anche se l'ha pensato forte.

Il nuovo preventivo di Gamberini è arrivato nel pomeriggio: 9.150 euro invece di 8.400, per il vetro, il massetto da rifare con la pendenza e lo scarico a pavimento. Dentro ci sono anche i tubi vecchi da sostituire, se servirà. Firmato, con le date: inizio lunedì 6 luglio, fine prevista entro il 31. Marco ha voluto anche la clausola sui ritardi, e Loris ha riso.

Orali finiti per oggi alle sette. Ho mangiato una piadina sul cofano della macchina nel parcheggio della scuola di Imola, con il sole che scendeva sui campi, e per un momento sono stata felice senza motivo.
""")
n('2026-07-04', """
Sabato mattina, seduta di recupero da Elena. Era ancora un po' raffreddata ma ha lavorato come sempre, cioè senza pietà. Siamo alla sesta seduta. Mi ha fatto fare gli esercizi davanti allo specchio e mi sono vista: alzo la spalla sinistra verso l'orecchio ogni volta che muovo il braccio, come un uccello offeso. Lei dice che è un'abitudine di anni e che le abitudini si correggono con la pazienza, non con la forza.

Pomeriggio a svuotare gli ultimi cassetti del bagno grande. Lunedì arriva il cantiere. Abbiamo coperto il corridoio con i teli, spostato la lavatrice in terrazzo e avvisato i vicini del piano di sotto. La signora Gherardi ha chiesto se facciamo rumore anche il sabato. Le ho promesso di no, a nome di Loris.

Sera: pizza in terrazzo con Fra, che era venuta a portarmi un libro. Era stanca, ha detto che suo padre dovrà essere operato davvero, all'anca, e che aspetta la data. Non ha parlato del Salento, e nemmeno io.
""")
n('2026-07-06', """
Alle otto in punto è arrivato Loris con il suo aiutante, un ragazzo rumeno gentilissimo che si chiama Vasile, e hanno cominciato i lavori del bagno. Alle otto e venti il bagno non esisteva più: piastrelle a terra, sanitari in corridoio, polvere dappertutto. Io sono scappata a Imola con la sensazione di aver lasciato la casa in mano ai barbari, ma a dei barbari molto educati.

Settima seduta di fisioterapia stasera. Elena ha cominciato a farmi lavorare con i pesi piccoli, mezzo chilo. Ridicolo, e invece dopo dieci ripetizioni tremavo. La spalla però non fa più male di notte, e questa è la notizia della settimana.

A cena Bibi ha raccontato che al centro estivo un bambino le ha detto che è "la più bella delle animatrici, dopo la mamma mia". Ha riso per mezz'ora. Marco ha passato la serata a fotografare il muro scrostato del bagno e a mandare le foto a Loris con dei punti interrogativi.
""")
n('2026-07-07', """
Orali quasi finiti: domani le ultime tre candidate e poi la ratifica. Silvana stamattina mi ha portato una torta di albicocche fatta da lei per ringraziarmi delle paste del primo giorno. Ci siamo promesse di restare in contatto, come si fa sempre, e forse stavolta lo faremo davvero.

Tornata a casa ho trovato i tubi vecchi del bagno sul pianerottolo, una fila di ferro arrugginito che sembrava un'installazione d'arte contemporanea. Loris dice che andavano cambiati tutti e che era un miracolo che non avessimo mai allagato i Gherardi. Rientra nel preventivo, per fortuna. Ha anche trovato dietro la vecchia vasca un giornale del 1994 con la pubblicità di un telefono cellulare grande come un mattone. L'ho tenuto.

Ho sentito Dado: il secondo colloquio a Torino è fissato per il 14. È nervoso, ha comprato una giacca nuova. Teresa ha detto che se lui va, lei per ora resta a Bologna e poi si vedrà. Mi sembra una frase da film triste.
""")
n('2026-07-09', """
Finita la maturità. Stamattina la ratifica, i tabelloni, le firme su un numero di fogli che non avrei immaginato. Quarantatré candidati, tutti diplomati; quattro cento e una lode, la ragazza di Morandi e della nonna di Grizzana. Quando l'ha saputo è corsa fuori e ha abbracciato il bidello. Il presidente ci ha salutati con l'ultimo proverbio: "chi semina vento raccoglie il diploma". Non esiste, ma era commosso.

Ho lasciato Imola con un po' di malinconia e la macchina piena di fogli da buttare. È stato un buon esame, di quelli in cui ti sembra che la scuola serva a qualcosa.

Stasera ottava seduta da Elena. Lei è soddisfatta, la rotazione esterna è quasi normale. Mi ha chiesto se ho programmi per agosto e le ho detto il Salento; ha detto di nuotare a rana in mare, niente tuffi, niente bracciate eroiche. A casa intanto il bagno ha già i tubi nuovi, di rame lucido, bellissimi come gioielli.
""")
n('2026-07-10', """
Abbiamo annullato il Salento. Fra mi ha chiamata stamattina: l'operazione di suo padre è fissata per il 3 agosto al Rizzoli e lei non può andare via, ovviamente. Ci ha detto di andare lo stesso, noi tre, ma senza di loro non avrebbe avuto senso, e con il bagno aperto e i soldi già usciti per Loris non mi andava nemmeno di spendere il resto per la masseria. Ne abbiamo parlato a pranzo e abbiamo deciso insieme, anche Bibi, che ha messo il broncio solo per cinque minuti.

La signora della masseria è stata gentile: ci restituisce metà dell'acconto, 150 euro su 300. Fra voleva ridarmi l'altra metà di tasca sua e ho dovuto minacciarla per farle cambiare idea.

Il costume blu resta nell'armadio con il cartellino. Ho provato un dispiacere stupido e sproporzionato, poi mi è passato guardando Marco che cercava su internet "cose da fare a Bologna ad agosto" e trovava solo chiuso, chiuso, chiuso.
""")
n('2026-07-12', """
Domenica senza impegni, la prima da settimane. Con la casa in cantiere siamo scappati sui colli: giro a piedi da San Luca fino a Casaglia, panino all'ombra, Bibi con le cuffie e Marco che indicava i nomi degli alberi sbagliandoli tutti con grande sicurezza.

Ho pensato molto a Porto Garibaldi. Se il Salento non c'è più, la soluzione è lì, e la mamma sarebbe contenta, anche se non lo ammetterebbe. Marco è d'accordo, Bibi meno, perché a Porto "non c'è nessuno della mia età tranne i bambini delle bancarelle". Ne riparliamo.

La sera ho chiamato Fra per sapere di suo padre. È spaventata, anche se l'intervento è di routine. Le ho promesso che il 3 agosto sarò con lei in ospedale, almeno la mattina. Lei mi ha detto che sono l'unica amica che le promette le cose e poi le fa davvero. Non so se è vero, ma stavolta lo farò.
""")
n('2026-07-14', """
Giornata torrida. Il cantiere va avanti: oggi massetto nuovo con la pendenza verso lo scarico della doccia. Loris me l'ha spiegata con una livella e un bicchiere d'acqua come a una sua alunna, e io ho fatto le domande giuste, credo. Ha detto che siamo in linea con i tempi, salvo le piastrelle, che il fornitore promette "entro fine mese".

Ieri sera nona seduta di fisioterapia, la penultima. Elena mi ha dato la scheda degli esercizi per dopo: tre volte alla settimana, quindici minuti, elastico rosso. Dice che chi smette gli esercizi dopo il ciclo torna da lei in autunno, e l'ha detto con un sorriso che mi è sembrato una minaccia.

Dado oggi era a Torino per il secondo colloquio. Mi ha scritto solo "fatto, poi ti dico", e poi il silenzio. Conoscendolo, vuol dire che è andata bene e non vuole dirlo per scaramanzia.
""")
n('2026-07-16', """
Ultima seduta da Elena: il ciclo di fisioterapia è finito, dieci sedute su dieci, 450 euro ben spesi. La spalla non è nuova, ma funziona: alzo il braccio, prendo le tazze, mi pettino senza smorfie. Mi ha salutata con una stretta di mano e la scheda degli esercizi, elastico rosso tre volte alla settimana, e mi ha detto di nuotare a settembre con calma, prima rana e dorso, il crawl solo a ottobre se non fa male.

Dado mi ha chiamata mentre uscivo dallo studio: lo hanno preso. Ha accettato il posto alla Lince Robotics di Torino, responsabile del software di collaudo, si comincia lunedì 14 settembre. Era felice e terrorizzato, parlava veloce come quando era piccolo. Alla mamma lo dice domenica, a pranzo, e mi ha chiesto di esserci "per fare da cuscinetto".

E Teresa? Ho chiesto. Lui ha detto che Teresa per ora resta a Bologna con il suo studio e che faranno avanti e indietro. Poi ha cambiato discorso.
""")
n('2026-07-18', """
Sabato di silenzio in cantiere, Loris non lavora nel weekend. Ho fatto il giro della casa in punta di piedi, tra i teli e i sacchi di colla, e mi sono fermata sulla porta del bagno grande: pareti grezze, tubi nuovi, il buco della doccia a pavimento. Sembra più grande adesso che non c'è niente.

Mi sono seduta in cucina con il quaderno e ho fatto il piano per la gita. Paolo mi ha girato il contatto di Zeno Viaggi a Modena, chiamo lunedì. Voglio un pacchetto con il treno fino a Vienna, quattro notti in un albergo vicino al Prater, ingressi al Belvedere, alla Hofburg e al campo di Mauthausen, che per la quinta è un dovere. La rappresentante ha scritto di nuovo: "sotto i 500, prof, sennò metà classe non viene".

Sera al cinema all'aperto in piazza Maggiore con Marco, film francese, zanzare italiane. Mi sono addormentata sulla sua spalla, quella destra, per rispetto della mia sinistra.
""")
n('2026-07-20', """
Domenica a Ferrara per il pranzo della notizia. Dado l'ha detto alla mamma tra i cappelletti e l'arrosto, con la voce un po' troppo alta. Lei è rimasta zitta, poi ha detto "Torino è lontana" e si è alzata a prendere il dolce. Dopo, in cucina, mi ha detto piano che è contenta per lui ma che ha paura di restare sola. Ha settantadue anni e si regge benissimo, ma capisco.

Così ho fatto quello che avevo in testa da giorni: le ho proposto di passare agosto insieme a Porto Garibaldi, noi tre con lei, dall'8 al 22. Lei si è illuminata, ha cominciato subito a fare l'elenco delle cose da sistemare nella casa, la tenda del balcone, il frigo che perde. Bibi ha accettato a patto di poter invitare un'amica per qualche giorno.

Tornando a Bologna Dado dormiva in macchina sul sedile dietro, come quando avevamo dieci e cinque anni. Marco guidava, io guardavo la pianura gialla.
""")
n('2026-07-22', """
Ho chiamato Zeno Viaggi. Mi ha risposto un signore che si chiama Ivano, che conosce il Neri da anni e ha subito chiesto di lui con affetto. Gli ho spiegato tutto: ventiquattro studenti della futura 5B, due accompagnatori, Vienna, quattro notti a metà marzo, treno, Mauthausen. Ha detto che ci manda una proposta entro fine luglio. Ho avuto la sensazione di essere in buone mani, o almeno in mani esperte.

Il cantiere ha avuto una giornata nera: Vasile ha forato un tubo nuovo fissando un supporto e per dieci minuti in corridoio c'è stato un torrente. Loris ha chiuso l'acqua, ha riparato tutto, e poi è sceso dai Gherardi a controllare il soffitto con un mazzo di fiori comprato al volo. Non ho mai visto niente del genere.

Sera di esercizi con l'elastico rosso, li sto facendo davvero. Spuntati sul calendario in cucina: lunedì, mercoledì, venerdì.
""")
n('2026-07-24', """
Ultimo giorno di centro estivo per Bibi. C'è stata la festa finale in parrocchia con i genitori e i bambini che cantavano una canzone su un leone vegetariano. Bibi presentava, con il microfono, sicurissima. Non la riconoscevo. Marco ha filmato tutto e poi in macchina ha detto "l'ha presa da te", e io ho detto "la faccia tosta l'ha presa da te", e avevamo ragione entrambi.

Nel pomeriggio sono andata in centro da sola. Ho comprato un libro per la mamma per agosto e un quaderno nuovo per la scuola, di quelli a righe larghe che non si trovano più. Mi sono fermata a prendere un caffè in piazza Santo Stefano e ho pensato al coro: mi manca il martedì sera più di quanto volessi.

Fra ha mandato un messaggio: la data dell'operazione di suo padre è confermata, il 3 agosto alle otto. Io ci sarò.
""")
n('2026-07-27', """
È arrivata la proposta di Zeno Viaggi per la gita a Vienna: dal 15 al 19 marzo 2027, treno Frecciarossa fino a Verona e poi il Railjet diretto, quattro notti in un albergo a Leopoldstadt con mezza pensione, guida per il Belvedere e la Hofburg, visita a Mauthausen con pullman privato. 480 euro a testa, gratuità per i due accompagnatori. Sotto i 500! Ho girato subito tutto a Paolo, che ha risposto con tre punti esclamativi, il massimo per un matematico.

Sono contenta. Ho preparato la circolare per le famiglie da mandare a settembre, con l'acconto da versare a ottobre. Mi sembra di essere avanti come mai nella vita.

Il bagno intanto aspetta le piastrelle, che non sono arrivate. Loris dice che il fornitore di Sassuolo è in ritardo con tutti e che lui si vergogna, ma non è colpa sua. Intanto gli impianti sono finiti, il massetto è asciutto, la porta nuova è in corridoio avvolta nel cellophane.
""")
n('2026-07-29', """
Stamattina ho lasciato Bibi a dormire fino a mezzogiorno e sono andata a correre piano lungo il Reno con una collega, Marta Galletti, che insegna inglese da noi e abita a due strade da casa. Non correvo da anni. Non è stata una corsa, è stata una lunga camminata nervosa, ma abbiamo parlato tanto. Marta mi ha detto che l'anno prossimo le piacerebbe accompagnare una gita all'estero, che ha un tedesco decente e che non ha figli piccoli da lasciare a casa. Me lo sono segnato.

Pomeriggio di burocrazia: rinnovato il passaporto di Bibi, prenotata la revisione della macchina, pagato l'ultimo bollettino del coro, la quota dell'anno prossimo, 120 euro.

Marco ha ricevuto il programma dei cantieri di settembre del Comune e ha fatto la faccia di quando gli arrivano le bollette. Dice che quest'autunno lavorerà il doppio. Lo dice ogni anno.
""")
n('2026-07-31', """
Brutte notizie dal bagno: Loris chiude il cantiere per le ferie da lunedì 3 agosto fino al 21, e comunque le piastrelle il fornitore le consegna solo il 20. Ha detto che non vuole lasciare Vasile da solo a montare e che la squadra si ferma tutta, come ogni agosto da trent'anni. Si riparte lunedì 24. Marco ha tirato fuori la clausola sui ritardi e Loris gli ha fatto lo sconto di 200 euro sul totale, senza discutere, con una specie di dignità offesa.

Il bagno quindi resta così per tre settimane: pareti grezze, doccia senza vetro, porta nel cellophane. Tanto noi saremo a Porto dalla mamma.

Ho preparato le valigie in anticipo, cosa che non faccio mai. Lunedì mattina vado al Rizzoli con Fra per l'operazione di suo padre, poi sabato 8 partiamo. La spalla regge bene la valigia, se la tengo con la destra.
""")

# ---------------------------------------------------------------- agosto
n('2026-08-03', """
Mattina al Rizzoli con Fra. Siamo arrivate alle sette, suo padre era già in pigiama e faceva battute sull'anestesista per non far vedere che aveva paura. L'intervento all'anca è durato due ore e mezza ed è andato bene; il chirurgo è uscito con la mascherina abbassata e ha detto "tutto secondo i piani", e Fra si è messa a piangere sulla mia spalla sinistra, e stavolta non ho detto niente.

Da oggi il cantiere del bagno è fermo per le ferie di Loris, fino al 21. Passando davanti alla porta chiusa mi fa un effetto strano, come una stanza in lutto. Marco ha messo un cartello scherzoso sulla maniglia, "chiuso per ferie, riapre il 24", con la grafia da geometra.

Nel pomeriggio ho dormito due ore, poi ho fatto gli esercizi della spalla con l'elastico rosso sul pavimento del salotto, con il ventilatore puntato addosso. Bologna è vuota e rovente, i negozi sotto casa hanno già abbassato le saracinesche.
""")
n('2026-08-05', """
Bologna ad agosto ha una sua bellezza stanca. Stamattina sono uscita presto a fare la spesa e in via Mascarella c'eravamo io, un gatto e un ragazzo che suonava il sassofono sotto i portici. Ho comprato le pesche dal fruttivendolo che chiude domani e mi ha salutata con "ci vediamo a settembre, prof".

Ho passato la giornata a riordinare le carte della scuola. Il programma di italiano per la quinta, quello nuovo con più Novecento e meno Arcadia, l'ho scritto in due ore, con il caffè freddo e la radio. Poi ho preparato l'elenco dei documenti per la gita: carte d'identità valide per l'espatrio, tessere sanitarie, liberatorie. Paolo mi ha scritto da una spiaggia in Croazia per dirmi di non lavorare ad agosto, e poi mi ha chiesto se avevo già sentito Ivano.

Fra dice che suo padre ha già fatto i primi passi con il girello e che l'infermiera lo sgrida perché fa il galletto. Sono contenta per loro.
""")
n('2026-08-08', """
Arrivati a Porto Garibaldi. La casa della mamma è come sempre: il bilocale al terzo piano con il balcone sulla pineta, le sedie di plastica verde, il profumo di resina e crema solare vecchia. La mamma era già lì da due giorni e aveva pulito tutto tre volte. Bibi ha preso possesso del divano letto con la solennità di un'occupazione.

La novità è che la mamma ha fatto mettere internet, per fare le videochiamate con Dado quando sarà a Torino. Il tecnico le ha lasciato un foglietto sul frigo e lei me l'ha fatto copiare qui, perché "tu hai il diario e io perdo i foglietti": la password del wifi è Gabbiano!Pomposa73, con il punto esclamativo.

La sera siamo scesi in spiaggia dopo cena, quando non c'è più nessuno. Ho messo i piedi in acqua e la spalla, per qualche motivo, ha smesso di esistere. Marco ha detto che abbiamo fatto bene a venire qui. La mamma non ha detto niente ma camminava davanti a noi, leggera.
""")
n('2026-08-10', """
Prima nuotata da mesi. In mare, a rana, venti minuti, come mi aveva detto Elena, parallela alla riva tra il bagno Vittoria e il bagno Onda. La spalla ha tenuto, un po' di fastidio solo alla fine, quando ho provato due bracciate di crawl per vedere l'effetto che fa. L'effetto fa male. Torno alla rana.

Notte di San Lorenzo, anche se è il 10. Siamo andati sul molo con la mamma, Bibi e due coperte. Ho visto tre stelle cadenti e non ho espresso nessun desiderio, perché mi sono accorta che in questo momento non mi manca niente di importante. Bibi ne ha viste sette e ha espresso sette desideri, tutti segreti.

La mamma, tornando, ha parlato di nuovo della casa: dice che qui è felice due settimane all'anno e per le altre cinquanta paga le spese. Le ho detto che è una decisione sua. Ma l'ho detto con la voce di chi spera che non la prenda.
""")
n('2026-08-12', """
È arrivata Alice, l'amica di Bibi, con il treno fino a Ferrara e poi la corriera. Da stamattina in casa si parla una lingua che non capisco, fatta di sigle e di nomi di cantanti coreani. La mamma è conquistata: ha fatto le frittelle per due quindicenni che le hanno mangiate tutte fotografandole prima.

La vicina della mamma, la signora Nives, quella che tiene la seconda copia delle chiavi, è venuta a prendere il caffè e ha raccontato vita, morte e miracoli di tutto il condominio. Il signore del secondo piano ha venduto il suo appartamento a maggio, "a una cifra che non si può dire" (e poi l'ha detta: 150.000). La mamma ha fatto finta di non ascoltare, ma ho visto che ascoltava.

Sera di lettura sul balcone. Sto leggendo un romanzo di Natalia Ginzburg che non conoscevo, "Le voci della sera", e ogni tanto rileggo le frasi ad alta voce a Marco, che le commenta con un "mh" affettuoso.
""")
n('2026-08-15', """
Ferragosto. Sono arrivati Dado e Teresa da Bologna per la giornata, con una borsa frigo piena di salsiccia e una cassa di angurie. Grigliata sul balcone della signora Nives, che ha il balcone più grande, con mezzo condominio invitato e la mamma regina della festa.

Dado ha trovato casa a Torino: un bilocale a San Salvario, in via Madama Cristina, vicino al parco del Valentino. Si trasferisce il 13 settembre, una domenica, il giorno prima di cominciare. Marco gli ha promesso di fargli il trasloco con il furgone del cognato. Teresa sorrideva ma si vedeva che faceva fatica; a un certo punto siamo rimaste sole a lavare i piatti e mi ha detto che lei non lascerà lo studio, che ci ha messo dieci anni a costruirlo, e che proveranno a distanza "finché regge".

La sera fuochi d'artificio sul porto. Bibi e Alice li hanno ripresi tutti con il telefono. La mamma si è addormentata sulla sdraio prima del gran finale.
""")
n('2026-08-17', """
Giornata di pioggia, la prima in tre settimane. Il mare grigio, la pineta che gocciolava, le famiglie dei bagni chiuse negli appartamenti come noi. Abbiamo giocato a burraco con la mamma, che bara con una grazia che ammiro da quarant'anni.

Ho approfittato per preparare le prime lezioni. Per la 5B voglio partire da Leopardi ma con un trucco: la prima ora leggiamo "A Silvia" senza dire chi l'ha scritta e poi chiedo quando pensano sia stata scritta. L'anno scorso con la 4B ha funzionato. Ho anche abbozzato un percorso su Vienna per la gita: Freud, Schnitzler, Zweig, la Vienna di fine secolo. Se vado in gita con loro, voglio che sappiano dove sono.

Bibi e Alice hanno guardato film tutto il pomeriggio sul divano. Ogni tanto dal salotto arrivavano urla e risate. La mamma ha detto "che bello sentire rumore in questa casa", e io l'ho guardata e ho pensato che non la venderà. Poi ho pensato che forse sì.
""")
n('2026-08-19', """
Gita nelle Valli di Comacchio con la barca dei pescatori, quella che porta i turisti tra i casoni e i fenicotteri. Ne abbiamo visti centinaia, rosa, immobili su una gamba sola. Bibi, che a quindici anni non si emoziona per niente per principio, si è emozionata. Alice ha fatto duecento foto.

La mamma non è venuta: le fanno male le ginocchia e la barca dondola. L'abbiamo trovata al ritorno che chiacchierava con la signora Nives sul pianerottolo, e mi è sembrata un po' più piccola del solito. Ha settantadue anni e non me ne accorgo mai, poi un giorno me ne accorgo tutto in una volta.

Stasera ho fatto venti minuti di rana al tramonto, con il mare liscio come olio. Ho contato le bracciate come faccio in piscina: trecentoquaranta. Alla fine mi sono fatta galleggiare a pancia in su e ho guardato il cielo diventare arancione. Settembre mi sembra lontanissimo.
""")
n('2026-08-21', """
Ultima sera a Porto Garibaldi. Alice è ripartita ieri, Bibi è tornata a parlare con noi come una persona normale, più o meno. Abbiamo cenato con la mamma al ristorante del porto, fritto misto e vino bianco della casa, e lei ha insistito per pagare.

Al caffè ha detto quello che aspettavo: che a settembre chiamerà un'agenzia per sapere quanto vale la casa. "Solo per sapere", ha ripetuto due volte. Marco le ha detto che è giusto informarsi. Io ho detto che va bene, e mi sono sentita una bambina a cui tolgono il giardino. Bibi invece ha chiesto con naturalezza se con i soldi la nonna farà un viaggio, e la mamma ha riso.

Domani torniamo a Bologna. Lunedì Loris riapre il cantiere e le piastrelle dovrebbero essere già in magazzino, ha scritto. Ho chiuso le persiane del balcone con un po' di groppo in gola, come ogni anno, ma quest'anno di più.
""")
n('2026-08-22', """
Rientro a Bologna, caldo umido, la casa che sapeva di chiuso e di polvere di cantiere. Il bagno era come l'avevamo lasciato, grezzo e in attesa, con il cartello di Marco ancora attaccato alla maniglia. Ho aperto tutte le finestre e ho fatto tre lavatrici di fila.

Ho controllato la posta: c'è la lettera della piscina Vandelli con l'orario invernale. Riaprono il nuoto libero del mattino il 31 agosto, e c'è l'abbonamento nuovo, con i prezzi aggiornati. Il mio vecchio abbonamento da dieci ingressi, con ancora sei ingressi sopra, scade il 31 dicembre, quindi faccio in tempo a usarlo.

Ho sentito Fra: suo padre è a casa, cammina con le stampelle, si lamenta del cibo della clinica dove ha fatto la riabilitazione, quindi sta bene. Lei è esausta e felice. Ci vediamo la settimana prossima per un aperitivo, finalmente, e per parlare del coro che ricomincia a settembre.
""")
n('2026-08-24', """
Il cantiere del bagno è ripartito stamattina, puntuale: alle otto Loris e Vasile erano sul pianerottolo con i bancali delle piastrelle, il gres grigio chiaro e la fascia verde salvia, tutto arrivato da Sassuolo. Loris era di ottimo umore, abbronzato, ha portato il caffè per tutti da un bar sotto casa. Dice che in tre settimane abbiamo finito, "se il vetraio non fa il vetraio".

Ho passato la mattina a scuola per la riunione dei coordinatori, con metà dei colleghi ancora con la testa in vacanza. La preside Ferri ha annunciato che al collegio del 1 settembre ci saranno "novità nello staff". Il Neri, accanto a me, fissava il soffitto con una faccia sospetta.

Stasera ho fatto gli esercizi della spalla e ho segnato sul calendario la prima nuotata in piscina: giovedì 3 settembre, alle sette. Mi sembra una data importante come un compleanno.
""")
n('2026-08-26', """
Le piastrelle sono quasi tutte su. Il bagno comincia ad avere una faccia: grigio, luminoso, con la fascia verde che sembra un pezzo di giardino. Bibi è entrata, si è guardata intorno in silenzio e ha detto "ok, è da hotel", che per lei è il massimo. Marco ha controllato le fughe con una lampada frontale come un archeologo.

Aperitivo con Fra in via del Pratello. Suo padre migliora. Le ho raccontato di Porto Garibaldi, della mamma che vuole far valutare la casa, e lei ha detto una cosa saggia: che le case al mare sono fatte più di ricordi che di mattoni, e che i ricordi non si vendono con la casa. Poi ha ordinato il secondo spritz e ha smesso di essere saggia.

Abbiamo parlato del coro: Gualandi ha mandato la mail, la prima prova è mercoledì 9 settembre, non più il martedì, perché la sala di San Giuliano il martedì l'hanno data a un corso di yoga. Per me il mercoledì è meglio, per Fra è peggio.
""")
n('2026-08-28', """
Mattina a casa di Dado in via Tibaldi, a fare scatoloni. Trentanove anni e un appartamento pieno di cavi, libri di fantascienza e tazze spaiate. Abbiamo riempito ventidue scatoloni e ne mancano altrettanti. La spalla ha tenuto, ma ho fatto attenzione a non sollevare niente sopra la testa, come mi ha insegnato Elena, anche quando Dado mi porgeva le scatole sulla scala "tanto sei alta".

A pranzo mi ha parlato del nuovo lavoro con entusiasmo, usando parole che non capisco, collaudo, firmware, cobot. Poi mi ha parlato di Teresa, a bassa voce, come si parla delle cose fragili. Vanno avanti, dice, si vedranno un weekend sì e uno no. Gli ho detto che ce la faranno. Non lo so, ma gliel'ho detto.

La mamma ha chiamato due volte mentre eravamo lì, per chiedere se Dado si era ricordato di disdire la luce, il gas, il medico. Non se n'era ricordato.
""")
n('2026-08-31', """
Ultimo giorno di agosto, domani si torna a scuola per davvero, collegio docenti alle nove. Ho preparato la borsa, il registro cartaceo che uso ancora per me, le penne nuove, la tazza della 4B. Mi sento come la sera prima della prima elementare di Bibi, cioè agitata senza motivo.

Il bagno è quasi finito. Manca il vetro della doccia, che arriva il 10, il mobile del lavandino e le luci. Loris dice che il 18 settembre mi consegna le chiavi "di un bagno nuovo", come se fosse una casa.

Stasera ho fatto il bilancio dell'estate con Marco in terrazzo. La maturità, la spalla, il Salento saltato, Porto Garibaldi, il bagno a metà, Dado che se ne va. Lui ha detto che è stata un'estate strana ma buona, io ho detto che è stata un'estate da diario. Poi abbiamo guardato la partita con il volume basso e ci siamo addormentati prima del secondo tempo.
""")

# ---------------------------------------------------------------- settembre
n('2026-09-01', """
Collegio docenti, tre ore in aula magna con l'aria condizionata rotta. Le novità nello staff erano quelle che sospettavo: Mazzoni è andato in pensione e il nuovo vicepreside è Paolo Neri. La Ferri l'ha annunciato con un applauso che è partito solo a metà sala. Paolo è diventato rosso fino alle orecchie, poi si è alzato e ha detto che farà del suo meglio "e anche qualcosa in più, se la preside insiste". Risate.

Dopo, al bar di fronte, gli ho chiesto se adesso da vicepreside riuscirà ancora a venire a Vienna. Ha detto di sì senza esitare, che una gita non la molla, che il vicepreside è un ruolo e la gita è una promessa. Mi ha fatto piacere, ma ho visto che guardava già il telefono con una faccia nuova, da uomo con troppe mail.

Il resto del collegio: calendario, progetti, il solito dibattito sui cellulari in classe. Ho votato a favore del divieto e poi ho controllato il mio per vedere se Loris aveva scritto.
""")
n('2026-09-02', """
Sono uscite le assegnazioni delle classi. Quest'anno ho la 1A, italiano e latino, una prima nuova di zecca; la 3B solo latino; e la 5B, italiano e latino, di cui resto coordinatrice. Niente più 2A, che passa a una collega nuova. Mi dispiace, erano dei bravi ragazzi, ma una prima è sempre un regalo: sono ancora spaventati e curiosi, prima di diventare furbi.

Ho passato il pomeriggio a fare l'orario provvisorio con la commissione. Il mio giorno libero sarà il sabato, che al Ginzburg è un privilegio da veterana. Il giovedì invece ho sei ore di fila, e lo sapevo, e ci ho già fatto pace.

A casa Loris ha montato il mobile del lavandino, sospeso, in legno chiaro, bellissimo. Manca solo il vetro della doccia. Marco ha passato la sera a guardare il bagno seduto sul bordo della doccia, come si guarda un quadro in un museo, e ogni tanto diceva "però".
""")
n('2026-09-03', """
Oggi sono tornata a nuotare. Alle sette in punto ero in acqua alla piscina Vandelli, corsia tre, quella lenta, con il cuore che batteva come il primo giorno di scuola. Trenta vasche a rana e dieci a dorso, piano, senza crawl, come mi aveva detto Elena. La spalla ha fatto un po' di capricci verso la fine, ma niente di serio. Sotto la doccia degli spogliatoi mi sono messa a ridere da sola.

Il bagnino, quello con la barba, mi ha riconosciuta e mi ha detto "bentornata, signora, credevo ci avesse lasciati". Ho usato uno dei sei ingressi che mi restavano. Alla cassa ho visto il listino nuovo: il dieci ingressi adesso costa 75 euro, non più 68. Quando finisco questi lo ricompro lo stesso, non c'è prezzo per le sette del mattino in acqua.

Poi scuola, riunione per dipartimenti, programmazione. Avevo i capelli bagnati fino alle undici e l'umore ottimo fino a sera.
""")
n('2026-09-05', """
Sabato di commissioni. Ho accompagnato Bibi a comprare i libri di seconda, usati, da un ragazzo di quarta che li vendeva sotto i portici di via Zamboni con una tenerezza da rigattiere. Abbiamo risparmiato ottanta euro e lei ha ereditato sottolineature fluorescenti e un disegno di un drago a pagina 212 del libro di storia.

Pomeriggio a Ferrara dalla mamma. Ha chiamato l'agenzia, Immobiliare del Lido, e lunedì la portano a vedere come si fa una valutazione. Era agitata e pratica insieme, aveva preparato una cartellina con il rogito, le bollette, le spese del condominio. Mi ha detto che ne parlerà con Dado prima che parta. Poi mi ha chiesto se volevo qualcosa dalla casa di Porto, un oggetto, un ricordo, "prima che sia tardi". Le ho detto di no, che non è ancora tardi per niente.

Tornando ho guidato in silenzio. Marco mi ha preso la mano al semaforo della tangenziale.
""")
n('2026-09-06', """
La mamma ha deciso: vende la casa di Porto Garibaldi. Mi ha telefonato stasera dopo aver parlato con Dado, con una voce ferma che non le sentivo da anni. Ieri l'agenzia le ha fatto una prima stima al telefono, tra 140 e 150 mila euro, e lei ha dato l'incarico: l'annuncio esce a ottobre, a 145.000. Dice che con quei soldi aiuterà Dado con l'affitto a Torino, metterà qualcosa da parte per Bibi e si toglierà "il pensiero delle tegole e del condominio".

Non ho detto niente contro. È casa sua, sono soldi suoi, ha settantadue anni e ha il diritto di togliersi i pensieri. Però dopo ho pianto in bagno, quello piccolo, perché quello nuovo non è ancora finito e mi sembrava sbagliato piangere in un bagno nuovo.

Bibi, quando gliel'ho detto, ha detto "peccato, mi piaceva il divano letto". Marco invece mi ha abbracciata senza commenti, che è la cosa che sa fare meglio.
""")
n('2026-09-08', """
Giornata di programmazione. Con la 5B voglio fare un percorso sulla Mitteleuropa che porti alla gita: Svevo a Trieste, Kafka, Zweig, Schnitzler, Freud. Il dipartimento ha approvato, la collega di storia ci sta, e il Neri, da vicepreside, ha firmato il progetto senza leggerlo, che è il tipo di vicepreside che preferisco.

Bibi ricomincia pallavolo domani e non è contenta. Dice che l'allenatrice nuova urla, che le compagne sono cambiate, che il martedì e il venerdì le prendono tutta la settimana. Le ho chiesto se vuole smettere e ha detto "non lo so", cioè sì ma non vuole dirlo. Ne parliamo nel weekend.

Il vetraio è passato a prendere le misure definitive della doccia, finalmente, e giura che giovedì lo monta. Loris gli stava alle spalle con l'aria di chi sorveglia un alunno all'esame. La spalla oggi bene, ho fatto gli esercizi in sala professori durante l'ora buca, davanti a due colleghe perplesse.
""")
n('2026-09-09', """
È ricominciato il coro! Prima prova della stagione, mercoledì sera alle 20:45, sempre nella sala parrocchiale di San Giuliano ma con un giorno nuovo, perché il martedì adesso c'è yoga. Eravamo trentadue, quattro facce nuove tra i tenori, e Gualandi era abbronzato e ispirato come un predicatore. Abbiamo ripreso il repertorio di Natale: Biebl, Rutter, un canto popolare sloveno che nessuno sa pronunciare.

Il concerto di Natale è confermato: sabato 19 dicembre, nella basilica di Santo Stefano, alle 21. Il gemellaggio con il coro di Lubiana invece è rimandato a primavera. Gualandi vuole anche un solo per contralto nell'Ave Maria di Biebl e ha detto "ci penso", guardando nella nostra direzione.

Fra è arrivata tardi, trafelata, e si è seduta accanto a me come sempre. Il mercoledì per lei è complicato per via di suo padre, ma dice che il coro non lo molla. Tornando a casa a piedi abbiamo canticchiato l'attacco sloveno sbagliandolo in due modi diversi.
""")
n('2026-09-11', """
Montato il vetro della doccia. Il vetraio è arrivato alle otto, è ripartito alle dieci, e adesso il bagno grande è praticamente finito: manca solo la luce sopra lo specchio e qualche ritocco al silicone. Ho fatto la prima doccia stasera, con il soffione a pioggia, e sono rimasta lì sotto così a lungo che Marco è venuto a bussare per vedere se ero svenuta.

A scuola prove di orario, giornate confuse. Ho conosciuto i colleghi del consiglio della 1A: un gruppo giovane, tanti precari, tutti molto motivati e molto stanchi. Ho promesso di fare da tutor alla collega nuova di matematica, che ha ventisei anni e la grinta di una che ha vinto un concorso.

Dado parte dopodomani. Oggi mi ha mandato la foto del suo ultimo scatolone, con scritto sopra a pennarello "cose che non so dove mettere". Marco domenica guida il furgone del cognato fino a Torino, io vado con loro.
""")
n('2026-09-13', """
Giornata di trasloco a Torino. Partiti alle sei con il furgone del cognato di Marco, Dado davanti con lui, io dietro con le piante e una lampada in braccio. Quattro ore di autostrada, un autogrill, Dado che controllava il telefono ogni cinque minuti. Teresa non è venuta, aveva un cliente, così ha detto.

Da oggi Dado vive a Torino, in via Madama Cristina 40, a San Salvario, terzo piano senza ascensore. Abbiamo portato su quarantaquattro scatoloni; la spalla ha fatto il suo dovere fino al trentesimo, poi mi sono limitata alle piante. Il bilocale è luminoso, con un balconcino su un cortile pieno di biciclette. Dado ha aperto le finestre, si è girato e ha detto "ecco", e basta.

Cena in una trattoria piemontese, agnolotti e barbera. Marco ha fatto il brindisi alla nuova vita di Dado. Io dormo sul divano letto, Marco sul materasso gonfiabile, Dado nel suo letto nuovo. Domattina lui comincia a lavorare e noi torniamo a Bologna.
""")
n('2026-09-14', """
Dado è uscito alle sette e mezza per il primo giorno alla Lince Robotics, con la giacca nuova di luglio e la faccia di un bambino il primo giorno di scuola. Gli ho preparato il caffè nella moka che gli abbiamo regalato, ancora con l'adesivo sopra. Mi ha abbracciata sulla porta. Mio fratello piccolo, trentanove anni, responsabile del software di collaudo.

Il viaggio di ritorno è stato lungo e silenzioso. Marco guidava, io guardavo le risaie del vercellese piene d'acqua e pensavo alla mamma, che adesso ha un figlio a Torino e una figlia a Bologna e una casa al mare in vendita. L'ho chiamata dall'autogrill: voleva sapere tutto, la cucina, il quartiere, se c'è il supermercato vicino.

Dado la sera mi ha scritto: "primo giorno ok, tutti gentili, la mensa fa schifo". Un messaggio perfetto. A casa ho trovato Bibi che aveva cucinato la pasta e apparecchiato la tavola, con un biglietto: "bentornati dall'espatrio".
""")
n('2026-09-15', """
Primo giorno di scuola. Alle otto la 1A: ventisette ragazzi seduti composti, con gli astucci nuovi e lo sguardo di chi aspetta di capire se sei buona o cattiva. Ho letto loro l'inizio dell'Odissea, "Cantami, o Musa, l'uomo dal multiforme ingegno", e una ragazzina in prima fila ha chiesto se anche noi saremo multiformi. Le ho detto che è l'obiettivo dei prossimi cinque anni.

Poi la 5B, i miei veterani. Sono cresciuti durante l'estate, i maschi soprattutto, e sono già in ansia per la maturità. Ho parlato della gita a Vienna e c'è stato un applauso, poi subito la domanda sul prezzo. Ho detto 480 e due ragazzi si sono guardati. Bisogna vedere cosa dicono le famiglie.

Bibi anche lei primo giorno, seconda liceo linguistico. È tornata dicendo che la prof di tedesco nuova è "una tipa". Non ho chiesto cosa vuol dire. La sera ho corretto zero compiti, perché non ce n'erano, e mi è sembrato un lusso.
""")
n('2026-09-17', """
Giovedì, sei ore di fila, come previsto. Alla fine della sesta ho la voce di un'ostrica. Ma stamattina ero in piscina alle sette, prima della scuola, quaranta vasche, di cui dieci a crawl leggero, per provare. La spalla ha brontolato un po' dopo il crawl. Torno alla rana per un'altra settimana e poi riprovo.

In 5B abbiamo cominciato la Mitteleuropa con un pezzo del "Mondo di ieri" di Zweig. Silenzio vero, per dieci minuti. Poi Leonardo, quello del debito di latino, che a settembre l'ha recuperato con un sei stiracchiato, ha chiesto se Zweig si è poi ucciso. Sì. Il silenzio è continuato.

Sera con Fra al telefono: suo padre cammina senza stampelle, Giorgio ha trovato un nuovo lavoro, lei ha un libro illustrato da consegnare per Natale. Abbiamo parlato anche del solo di Gualandi e lei mi ha detto di candidarmi, che ho la voce giusta. Io ho detto che ho la paura giusta.
""")
n('2026-09-18', """
Il bagno è finito. Stamattina Loris ha montato la luce sopra lo specchio, ha ripassato il silicone della doccia, ha pulito tutto con una cura da sagrestano, e alle undici mi ha consegnato la chiave del mobile e la garanzia dei sanitari. Ha detto "signora, è il bagno più bello che ho fatto quest'anno", che immagino dica a tutti ma mi ha fatto piacere lo stesso.

Il conto finale è 8.950 euro, cioè i 9.150 del secondo preventivo meno i 200 di sconto per il ritardo di agosto. Abbiamo pagato con il bonifico per la detrazione fiscale, Marco ha fotografato la ricevuta tre volte.

Tre mesi fa qui c'erano le piastrelle marroni con i fiori e la vasca con la macchia. Adesso c'è una doccia grande come un piccolo lago, il grigio, il verde salvia. Stasera Bibi ci ha fatto la doccia per quaranta minuti e nessuno l'ha sgridata. Abbiamo offerto a Loris e Vasile una bottiglia di Pignoletto e loro ci hanno regalato lo scopino nuovo.
""")
n('2026-09-20', """
Domenica di discorsi seri con Bibi. Ne abbiamo parlato a colazione, tutti e tre, con i cornetti della pasticceria sotto casa come incentivo. Alla fine lo ha detto lei: smette con la pallavolo. Ha giocato sei anni, le piaceva, ma adesso l'allenatrice nuova urla e soprattutto "non mi diverte più". Vuole fare il laboratorio di teatro della Casa dei Ragazzi, il giovedì pomeriggio dalle 17 alle 19, dove va già la sua amica Alice.

Marco ha chiesto se ne è sicura, lei ha detto di sì, e io ho visto che era sollevata come quando si posa uno zaino pesante. Domani chiama l'allenatrice. La quota del teatro è 280 euro per l'anno, meno della pallavolo, e Marco ha fatto finta di essere contento solo per questo.

Pomeriggio in giro per i colli, sole di settembre. Ho pensato che anche io a quindici anni ho smesso la danza per il coro della parrocchia, e che non me ne sono mai pentita.
""")
n('2026-09-22', """
La scuola ha cambiato il sistema del registro elettronico e oggi ci hanno obbligati a mettere una password nuova, di almeno dodici caratteri, con numeri e simboli, da cambiare ogni tre mesi. Ho perso mezz'ora in sala professori con la collega di matematica giovane che mi spiegava le regole. La scrivo qui sennò domani non entro: la password del registro elettronico adesso è Cantami!Musa1A.

Per il resto giornata lunga. In 1A abbiamo fatto il primo tema in classe, "la mia estate", che è una traccia banale ma utile per capire chi scrive come parla e chi non scrive affatto. In 3B latino, la prima declinazione ripassata in fretta perché la collega dell'anno scorso l'ha lasciata a metà.

Alla sera, coro? No, il coro è domani, mercoledì. Mi confondo ancora con il giorno nuovo. Ho fatto gli esercizi della spalla e ho letto tre temi: una ragazza ha scritto che la sua estate è stata "come un film di Wes Anderson, ma a Riccione".
""")
n('2026-09-24', """
Primo consiglio di classe della 5B. Abbiamo parlato del programma, della maturità, dei ragazzi in difficoltà, e poi della gita. Ho presentato la proposta di Zeno Viaggi: Vienna, 15-19 marzo, 480 euro. Due genitori hanno detto che per loro è già tanto, un altro ha detto che è un prezzo onesto per cinque giorni all'estero. Alla fine abbiamo approvato la circolare: acconto di 150 euro entro il 15 ottobre, il resto a febbraio.

Paolo era presente ma usciva ogni dieci minuti per rispondere al telefono, da vicepreside. Alla fine mi ha detto che c'è un problema con le supplenze e che deve scappare, e mi ha lasciato da sola con il verbale. Non me la sono presa. Quasi.

Ho mandato la circolare alle famiglie stasera. Mentre la mandavo mi è arrivata una mail di Ivano di Zeno Viaggi con l'oggetto "aggiornamento Vienna". Non l'ho aperta. Domani. Stanotte voglio dormire.
""")
n('2026-09-26', """
Ieri ho aperto la mail di Ivano e, come temevo, erano brutte notizie: gli alberghi a Vienna per marzo sono aumentati, e il treno anche. Dice che entro il 1 ottobre ci manda il prezzo aggiornato, ma di prepararci a "un ritocco importante". Ho scritto al Neri, che ha risposto con una faccina preoccupata e basta.

Oggi però era il compleanno di Fra, quarantacinque anni, e non ho voluto pensare alla gita. Festa a casa sua in via del Pratello, con Giorgio ai fornelli e suo padre seduto sulla poltrona d'onore con il bastone nuovo. Le ho regalato una stampa antica di un'aria di Purcell, trovata da un rigattiere in via Oberdan. Si è commossa. Poi ha cantato, tutti abbiamo cantato, e il padre di Fra ha battuto il tempo con il bastone.

Bibi è venuta con noi e ha passato la serata con Tommaso, il figlio di Fra. Tornando a casa ha detto "è simpatico, ma non nel senso che pensate voi".
""")
n('2026-09-27', """
Domenica piovosa. La mamma mi ha chiamata per dirmi che è passato il geometra dell'agenzia a Porto Garibaldi, ha fatto le foto, le misure, ha detto che la vista sulla pineta "vale cinquemila euro da sola". L'annuncio esce il 5 ottobre, a 145.000, come previsto. Lei era stranamente allegra, come chi si è tolta un pensiero, e io stranamente triste.

Nel pomeriggio ho preparato la verifica di latino per la 3B e ho ascoltato le registrazioni del coro per impararmi la parte dei contralti del canto sloveno. Marco ha fatto il ragù, il primo della stagione, e la casa sapeva di domenica.

Sera: ho telefonato a Dado. Ha detto che Torino gli piace, che il lavoro è duro ma bello, che ha già un collega con cui va a correre al Valentino. Di Teresa ha detto solo "è venuta sabato scorso, è ripartita ieri". Alla fine mi ha chiesto di salutargli il bagno nuovo, che conosce solo in foto.
""")
n('2026-09-29', """
Oggi ho fatto una stupidaggine. A scuola dovevamo spostare gli scatoloni dei libri della biblioteca di classe dal corridoio all'armadio alto della 5B e, invece di aspettare il bidello, l'ho fatto io, sollevando le scatole sopra la testa. Alla quarta ho sentito la fitta, quella vecchia, sotto la scapola. Poi è passata, ma stasera la spalla è di nuovo calda e rigida.

Ho messo il ghiaccio e ho fatto gli esercizi con l'elastico, piano. Marco mi ha guardata con lo sguardo del "te l'avevo detto" senza dirlo, che è il suo modo di essere gentile.

Per il resto, lunedì pieno: due ore in 1A sulla parafrasi, un'ora in 5B su Svevo, il ricevimento parenti. Una madre mi ha chiesto se la gita a Vienna "si fa davvero o è solo un'idea". Le ho detto che si fa. Adesso speriamo che Ivano non mi smentisca il primo ottobre.
""")
n('2026-09-30', """
Stanotte la spalla mi ha svegliata due volte. Stamattina non sono andata in piscina e ho saltato anche il caffè con Fra, perché non riuscivo a girare la testa senza che il dolore salisse. Ho preso un antidolorifico e sono andata a scuola lo stesso, perché in 1A c'era il compito.

Ho chiamato lo studio FisioSaragozza. Elena aveva ragione: chi smette gli esercizi torna in autunno, e io non li ho smessi, ma sono tornata lo stesso, per colpa di uno scatolone. La segretaria mi ha detto che prima di ricominciare serve una visita di controllo, e il dottor Vannini ha posto il 7 ottobre.

Stasera Bibi mi ha fatto un massaggio alla spalla con la crema all'arnica, ridendo perché "sembri la nonna". Ha cominciato il teatro la settimana scorsa e dice che per ora fanno solo esercizi di respirazione e camminano per la stanza "come animali". Lei era un fenicottero. Me lo ha fatto vedere in salotto. Perfetto.
""")

# ---------------------------------------------------------------- ottobre
n('2026-10-01', """
Ivano ha mandato il prezzo aggiornato della gita a Vienna, e il "ritocco importante" era un eufemismo: 610 euro a testa, invece di 480. Gli alberghi di marzo sono aumentati del trenta per cento per via di una fiera, e il Railjet ha cambiato le tariffe per i gruppi. Ha proposto di togliere Mauthausen per risparmiare, e gli ho risposto che Mauthausen non si tocca.

Ho girato la mail a Paolo e ho passato l'intervallo a fare conti sul retro di un compito. Con 610 euro almeno sei o sette famiglie della 5B non ce la fanno, lo so, me l'hanno già fatto capire. E io una gita a cui non vengono tutti non la voglio fare.

Il Neri mi ha richiamata dopo le lezioni. Ha un'idea: chiedere a Ivano un preventivo per un'altra capitale, in aereo da Bologna, che a marzo costa poco. Berlino, per esempio. La Mitteleuropa la facciamo lo stesso, dice, e il Muro per una quinta vale quanto il Belvedere. Ci penso stanotte. La spalla intanto fa male, e la notte è lunga.
""")
n('2026-10-03', """
La mamma ha perso il cellulare al mercato di Ferrara, o gliel'hanno rubato, non si capisce. Mi ha chiamata dal fisso di casa, in lacrime e arrabbiata insieme, perché dentro c'erano le foto di Bibi piccola e i numeri di tutte le sue amiche. Le foto per fortuna sono salvate, gliele aveva sincronizzate Dado l'anno scorso. I numeri no.

Sono andata a Ferrara nel pomeriggio. Abbiamo fatto la denuncia dai carabinieri, un maresciallo gentilissimo che le ha dato del "signora mia" per un'ora. Poi al negozio di telefonia: il numero vecchio era ancora intestato al papà, e per avere il duplicato della SIM servivano carte che non abbiamo sotto mano. La mamma allora ha deciso di fare un contratto nuovo, con un numero nuovo, "così ricomincio da capo". Lunedì le attivano la SIM.

Le ho comprato un telefono semplice, con i tasti grandi, e lei ha detto che è brutto ma che le piace. Ha scritto il mio numero su un foglietto e l'ha messo nel portafoglio, come una volta.
""")
n('2026-10-05', """
La mamma ha il numero nuovo, attivo da stamattina: 347 881 0263. Il vecchio, quello che finiva con 5590, non esiste più. Ho passato mezz'ora a mandarlo a tutti, a Dado, alla signora Nives di Porto, alle sue amiche del circolo, al medico. Lei ha mandato il primo messaggio della sua vita nuova: "prova", a me, e poi una faccina che non voleva mandare.

Oggi è uscito anche l'annuncio della casa di Porto Garibaldi sul sito dell'agenzia. Bilocale vista pineta, terzo piano, 145.000 euro. Le foto sono belle, fatte di mattina, con il balcone e le sedie verdi. Non ho avuto il coraggio di guardarle tutte. Marco le ha guardate e ha detto "la vendono in un mese", e non so se voleva consolarmi o no.

A scuola lunedì pesante, e la spalla sempre uguale, un dolore sordo che peggiora la sera. Mercoledì ho la visita da Vannini. Stasera ghiaccio e un po' di televisione con Bibi.
""")
n('2026-10-07', """
Visita di controllo da Vannini: recidiva della tendinite, niente di grave ma "la signora ha voluto fare la facchina". Mi ha prescritto un secondo ciclo più breve: sei sedute, una alla settimana, con la tecar e gli esercizi, e di nuovo niente crawl fino a dicembre. La rana sì, per fortuna.

Ho deciso di rifarlo con Elena, anche se nel frattempo allo studio FisioSaragozza le sedute sono aumentate: adesso sono 50 euro l'una, non più 45. Ho prenotato i martedì alle 18:30, dal 13 ottobre. Elena al telefono ha detto "lo sapevo che ci rivedevamo" e io le ho detto che non è stato per colpa degli esercizi ma di uno scatolone, e lei ha riso.

Stasera coro. Gualandi ci ha fatto lavorare un'ora solo sull'attacco dell'Ave Maria di Biebl. Alla fine, mentre uscivamo, mi ha presa da parte e mi ha chiesto di provare il solo per contralto mercoledì prossimo. Ho detto "vediamo", con la voce che tremava già adesso.
""")
n('2026-10-08', """
Ivano ha mandato il preventivo per Berlino, in tempi record: dall'8 al 12 marzo, volo da Bologna, quattro notti in un ostello-albergo a Mitte, abbonamento ai mezzi, guida al Reichstag e al Memoriale del Muro, visita al campo di Sachsenhausen. 545 euro a testa, tutto compreso. Meno di Vienna, più di quanto speravamo, ma dentro il possibile, con un piccolo contributo della scuola per le famiglie in difficoltà, che Paolo da vicepreside dice di poter chiedere.

Ne ho parlato con la 5B alla quinta ora. Metà classe ha esultato, perché Berlino "è più viva", l'altra metà era delusa per Vienna. Leonardo ha detto che a Berlino c'è il suo gruppo preferito e non ho chiesto quale. Convochiamo il consiglio straordinario mercoledì 14.

Ho sentito la mamma: il telefono nuovo le piace, l'ha già fatto cadere due volte. Dice che un signore di Modena ha chiamato l'agenzia per la casa di Porto, e che lei ha fatto finta di niente.
""")
n('2026-10-10', """
Settimana scorsa hanno svaligiato l'appartamento del terzo piano, quello dei Dall'Olio, mentre erano a un matrimonio. Hanno forzato la porta blindata in pieno pomeriggio. Da allora Marco non dorme tranquillo e ha deciso di fare mettere l'allarme anche da noi, senza nemmeno discuterne. Oggi è venuto il tecnico: sensori alle finestre, una sirena sul balcone, la tastiera vicino alla porta di ingresso.

Il tecnico ci ha fatto scegliere il codice e l'abbiamo scelto insieme a Bibi, che voleva mettere la sua data di nascita e le abbiamo detto di no. Alla fine il codice dell'allarme è 39174026, e lo scrivo qui perché Marco dice che lui se lo ricorda e io so che non è vero.

Per il resto sabato tranquillo: il mio giorno libero. Ho corretto i compiti della 1A, ho fatto gli esercizi della spalla, ho ascoltato venti volte il solo dell'Ave Maria nella registrazione di un coro tedesco. È bellissimo e altissimo. Mercoledì devo provarlo davanti a tutti.
""")
n('2026-10-13', """
Ricominciata la fisioterapia: oggi la prima delle sei sedute del secondo ciclo, da Elena, alle 18:30. Mi ha accolta con un abbraccio e un "allora, facchina?". Tecar per venti minuti, un calore profondo che sembra entrare nell'osso, poi esercizi nuovi con il bastone e con la palla contro il muro. La spalla dopo era più morbida di quanto sia stata da due settimane.

Mi ha detto che stavolta si va più piano ma più a fondo, e che a casa devo fare gli esercizi tutti i giorni, non tre volte alla settimana. Ho chiesto della piscina: rana sì, trenta minuti al massimo, e niente braccia sopra la testa in acqua.

A scuola invece giornata di preparazione per domani: il consiglio straordinario della 5B per la gita. Ho fatto una tabella con i due preventivi, Vienna a 610 e Berlino a 545, pro e contro, e l'ho mandata ai colleghi e ai rappresentanti. Paolo ha risposto "chiarissimo", che da lui è un premio.
""")
n('2026-10-14', """
Consiglio di classe straordinario della 5B, con i rappresentanti dei genitori e degli studenti. Un'ora di discussione civile, poi il voto: all'unanimità si va a Berlino, dall'8 al 12 marzo, con il volo da Bologna, a 545 euro. Vienna è sparita così, in un pomeriggio di ottobre, dopo che ci avevo lavorato tutta l'estate. La gita adesso si chiama Viaggio a Berlino anche sui documenti; Ivano manda il contratto nuovo entro la settimana.

Non sono triste come pensavo. Il percorso sulla Mitteleuropa lo adatto: meno Zweig, più Christa Wolf e Brecht, e il Muro come finale. Una ragazza mi ha detto dopo, in corridoio, "prof, grazie che non ha lasciato fuori nessuno". Questo vale tutto.

Stasera coro: ho provato il solo dell'Ave Maria davanti a tutti. La voce è uscita, più piccola di come la sento in testa ma pulita. Gualandi ha detto "brava, ma respira". Fra mi ha dato un pizzicotto sul braccio, sul braccio destro.
""")
n('2026-10-16', """
Venerdì stanco. Ho raccolto le prime adesioni per Berlino: diciannove su ventiquattro hanno già detto di sì, due ci pensano, tre devono parlarne a casa con calma. L'acconto, spostato al 30 ottobre per via del cambio, è di 150 euro come prima. Ho fatto un foglio Excel con i nomi e i colori, verde sì, giallo forse, rosso no. Per adesso nessun rosso.

Ho mandato a Ivano i documenti per il contratto. Lui ha risposto con una mail piena di entusiasmo e un errore: ha scritto "Viaggio a Vienna" nell'oggetto, poi si è scusato in una seconda mail. Anche lui deve abituarsi.

Ieri mattina piscina, trenta minuti a rana come da prescrizione. In acqua c'era una signora di ottant'anni che faceva il crawl perfetto e mi superava ogni due vasche. Ho deciso che da grande voglio essere lei. Poi scuola, sei ore che erano cinque ma sembravano otto, e la sera pizza con Marco e Bibi davanti a un film che Bibi ha scelto e poi non ha guardato.
""")
n('2026-10-18', """
Domenica ho accompagnato la mamma alla stazione di Ferrara: prima volta a Torino da Dado, da sola, in treno. Aveva una valigia per tre giorni grande come per un mese, e un sacchetto di cappelletti congelati per il figlio emigrato. Mi ha telefonato dal Frecciarossa per dirmi che c'era un ragazzo che parlava al telefono a voce altissima, poi un'ora dopo per dirmi che era arrivata, poi la sera per dirmi che la casa di Dado "è piccola ma ha la luce".

Dado mi ha scritto a parte: "la mamma ha già riorganizzato la cucina, aiuto". Teresa non c'era, ha detto, è rimasta a Bologna. Poi ha aggiunto, senza che glielo chiedessi, che forse lei lo raggiunge a Torino a gennaio, che ci sta pensando seriamente. Non so se crederci, ma mi ha fatto piacere che me l'abbia detto.

Pomeriggio di correzioni e di solfeggio: mi sono registrata mentre provavo il solo. Ascoltarsi è terribile. Marco ha detto che è bellissimo. Marco non è attendibile.
""")
n('2026-10-19', """
Finiti gli ingressi del vecchio abbonamento della piscina, quello da 68 euro: l'ultimo l'ho usato stamattina. Alla cassa ho comprato quello nuovo, dieci ingressi a 75 euro, e la ragazza mi ha dato una tessera di plastica blu al posto del cartoncino. Progresso.

La nuotata è stata lenta e bella, trenta minuti di rana, la spalla quieta grazie alla tecar di martedì. Continuo a nuotare il lunedì e il giovedì, come sempre, anche se il giovedì ormai devo scappare alle otto meno un quarto per la prima ora, con i capelli bagnati e il phon che non basta mai.

A scuola la 1A mi ha fatto una sorpresa: una ragazza ha portato una torta per il compleanno di un compagno e ci hanno messo dentro una candelina a forma di punto interrogativo, perché "la prof dice sempre che le domande sono più importanti delle risposte". Non ricordavo di averlo detto. Lo dirò più spesso.
""")
n('2026-10-21', """
Coro. Secondo tentativo con il solo dell'Ave Maria, e stavolta è andata meglio: ho respirato, come dice Gualandi, e l'acuto è arrivato senza che dovessi andarlo a prendere. Silenzio in sala, poi i bassi hanno applaudito. Gualandi mi ha chiesto di nuovo se voglio farlo al concerto di Natale, davanti a tutta Santo Stefano. Gli ho detto che gli rispondo entro sabato.

Tornando a casa con Fra ne abbiamo parlato per tutta via Santo Stefano. Lei dice che devo farlo, che non ci saranno altre occasioni, che la paura la conosco già e quindi è meno paurosa. Io penso a mia madre in prima fila, a Bibi con il telefono, a trecento persone che respirano mentre io non respiro.

A casa Marco aveva lasciato sul tavolo un biglietto: "il codice funziona, l'allarme pure". Stamattina l'ha fatto scattare per sbaglio uscendo, e i vicini hanno avuto un buongiorno memorabile.
""")
n('2026-10-22', """
Giovedì di teatro per Bibi e di riflessione per me. L'ho accompagnata alla Casa dei Ragazzi e sono rimasta dieci minuti a guardare dalla porta: una ventina di ragazzi in cerchio che si passavano una palla invisibile e dicevano ognuno una parola. Bibi ha detto "marmellata". Non so perché mi sono commossa.

L'operatrice del laboratorio, una ragazza con i capelli verdi, mi ha detto che a dicembre fanno una piccola prova aperta, sabato 12, con le famiglie. Bibi non me l'aveva detto. Forse non voleva che venissimo, forse non ci aveva pensato. Le ho chiesto in macchina e ha detto "se volete venire venite, ma non fate foto", che vuol dire fatene tante.

La sera ho preparato la verifica sul Decadentismo per la 5B. Mentre la scrivevo pensavo a Berlino, alla Porta di Brandeburgo, al fatto che quando ero al liceo io il Muro c'era ancora. Lo dirò ai ragazzi. Loro non ci crederanno.
""")
n('2026-10-24', """
Ho deciso: canto il solo dell'Ave Maria al concerto di Natale. Ho scritto a Gualandi stamattina, prima di cambiare idea, e lui mi ha risposto con un vocale di un minuto pieno di consigli sulla respirazione e una frase finale, "ne sono felice, Chiara". Adesso ho otto settimane per non morire di paura.

Sabato libero. Mattina al mercato della Piazzola con Marco, pomeriggio a casa a leggere. Marco ha montato gli scaffali nuovi nel bagno, sopra la lavatrice, e finalmente i flaconi di Bibi hanno una casa.

La mamma è tornata da Torino ieri sera, stanca e contenta. Dice che Dado mangia male e lavora troppo, cioè che sta bene. Mi ha anche detto che il signore di Modena è andato a vedere la casa di Porto con sua moglie e che "gli è piaciuta troppo". Le ho chiesto cosa vuol dire troppo e lei ha detto "niente", con la voce di chi invece vuol dire qualcosa.
""")
n('2026-10-26', """
Lunedì di conti. Le adesioni per Berlino sono arrivate tutte: ventidue studenti su ventiquattro, gli altri due non vengono per motivi loro, non di soldi, ho controllato con discrezione. Il contributo della scuola per due famiglie è stato approvato, Paolo ha firmato la delibera venerdì. Venerdì 30 scade l'acconto.

Seconda seduta di fisioterapia saltata la settimana scorsa? No, fatta, martedì 20, l'ho dimenticato qui. Oggi comunque la spalla è molto meglio, e dopo la tecar di domani dovrebbe andare ancora meglio. Ho ricominciato a prendere le tazze dal pensile senza pensarci, che è il segno che sta guarendo: quando smetti di pensarci.

In 5B abbiamo cominciato a preparare il percorso su Berlino: ogni gruppo sceglie un luogo e fa da guida ai compagni. Leonardo e due amici hanno scelto il Memoriale del Muro. Una ragazza ha chiesto se possiamo andare anche al museo di Christa Wolf. Non esiste, ma le ho promesso di cercare.
""")
n('2026-10-28', """
Brutta notizia per la gita: Paolo non può venire a Berlino. Me l'ha detto stamattina in vicepresidenza, con la porta chiusa e la faccia dispiaciuta: a marzo ci sono le prove Invalsi delle quinte e le nomine per gli esami, e la preside non vuole che il vicepreside stia via cinque giorni proprio allora. Ha provato a insistere, dice, ma la Ferri è stata irremovibile.

Al suo posto viene Marta Galletti, la collega di inglese, quella delle corse lungo il Reno a luglio. Gliel'ho chiesto subito, in sala professori, e ha detto di sì prima che finissi la frase, con il tedesco decente e la gioia di chi aspettava l'occasione. Ho aggiornato io stessa il modulo degli accompagnatori e l'ho mandato a Ivano.

Paolo mi ha promesso che organizzerà lui la serata di presentazione con le famiglie, per farsi perdonare. Gli ho detto che non c'è niente da perdonare. Un po' c'è, ma solo un po'.

Stasera coro, prima prova del solo con il coro intero dietro. Brividi.
""")
n('2026-10-30', """
Scaduto l'acconto della gita: tutte e ventidue le quote versate, l'ultima alle 23:50 di ieri, da una famiglia che mi ha scritto "scusi prof, la banca". Ho mandato il prospetto a Ivano e a Marta, e a Paolo per conoscenza. Il Viaggio a Berlino adesso esiste sul serio, con i soldi versati e i nomi sulla lista del volo.

Fine ottobre, metà del primo quadrimestre. Abbiamo il consiglio di classe per le valutazioni intermedie la settimana prossima e io devo ancora correggere i temi della 3B. Quest'anno i temi della 1A mi piacciono di più, scrivono come pensano, senza trucchi.

Piscina stamattina? No, è venerdì. Ieri, giovedì: trenta minuti di rana, la spalla bene. Martedì la terza seduta di tecar. Sto facendo gli esercizi tutti i giorni, anche a scuola nell'ora buca, e le colleghe ormai si sono abituate. La più giovane mi ha chiesto il foglio degli esercizi per sua madre.
""")

# ---------------------------------------------------------------- novembre
n('2026-11-01', """
Ognissanti a Ferrara. Siamo andati al cimitero della Certosa con la mamma, a portare i crisantemi al papà. C'era quella nebbia bassa che a Ferrara arriva puntuale con i morti, e i viali pieni di signore con le borse della spesa piene di fiori. La mamma ha pulito la lapide con un fazzoletto, come fa ogni anno, e ha parlato al papà a bassa voce. Ho sentito solo "la casa" e "Dado".

A pranzo era pensierosa. Il signore di Modena ha fatto un'offerta per la casa di Porto: 128.000 euro, molto sotto il prezzo dell'annuncio, "perché c'è da rifare il bagno e gli infissi". L'agenzia dice che è un'offerta seria e che a novembre non ne arrivano altre. La mamma ha tempo fino a sabato per rispondere.

Non le ho dato consigli. Le ho solo detto che qualunque cosa decida va bene per noi. Lei mi ha guardata e ha detto "lo so che non va bene per te". Poi abbiamo mangiato il pampepato in silenzio.
""")
n('2026-11-02', """
Valutazioni intermedie della 5B, pomeriggio intero nella sala del consiglio. I ragazzi vanno meglio del previsto, tranne in fisica, dove la collega nuova ha messo una serie di quattro che sembrano un'epidemia. In italiano sono contenta: il percorso sulla Mitteleuropa li ha presi, e le relazioni sui luoghi di Berlino stanno venendo fuori bene.

Leonardo ha preso sette nel tema su Kafka. Gliel'ho detto a fine consiglio, incrociandolo in corridoio, e ha fatto una faccia che non dimenticherò, a metà tra l'orgoglio e il sospetto.

Stasera Marco mi ha raccontato che il Comune di Casalecchio gli ha proposto di diventare responsabile dell'ufficio tecnico dei lavori pubblici da gennaio. Più soldi, più rogne, più riunioni. Ci sta pensando. Io gli ho detto che ha la faccia di uno che ci ha già pensato e ha deciso di sì, e lui ha riso perché è vero.
""")
n('2026-11-03', """
Quarta seduta del secondo ciclo di fisioterapia. Elena dice che siamo "a un passo dal traguardo" e che se continuo così il 17 chiudiamo. Oggi mi ha fatto fare per la prima volta da ottobre il movimento del crawl a secco, in piedi, con l'elastico leggero: niente dolore. Quasi mi mettevo a piangere in mezzo allo studio.

Le ho chiesto quando posso nuotare a crawl davvero. Ha detto dopo l'ultima seduta, con calma, due vasche alla volta, alternando con la rana. E poi di non sollevare mai più scatoloni sopra la testa, mai, nemmeno se me lo chiede la preside.

Uscendo dallo studio ho incontrato il Neri che usciva dalla farmacia di via Saragozza con una borsa piena di scatole. Mi ha detto che ha l'influenza e che da vicepreside non si può ammalare, quindi non è malato. Gli ho dato del matto. Domani sarà comunque a scuola, ne sono sicura, a starnutire sulle circolari.
""")
n('2026-11-05', """
Giornata di banca. La carta bancomat è scaduta a ottobre e io non me n'ero accorta finché ieri alla cassa della Coop non è stata rifiutata davanti a una fila di dieci persone. Stamattina sono passata in filiale, in via Irnerio, e mi hanno dato la carta nuova con la busta del PIN, più un'app nuova che ha sostituito quella vecchia.

L'app nuova vuole un codice suo, lungo, e la ragazza allo sportello mi ha fatto scegliere lì. Non lo ricorderò mai, quindi lo scrivo: il PIN dell'app della banca adesso è 73915046. Bibi mi sgriderebbe se lo sapesse.

Pomeriggio a scuola per un collegio lunghissimo sul piano dell'offerta formativa. Ho votato tutto, ho ascoltato metà, ho corretto cinque compiti della 1A sotto il banco. Al ritorno Marco mi ha detto che ha accettato il posto di responsabile dell'ufficio tecnico a Casalecchio: da gennaio. Abbiamo brindato con l'ultimo Pignoletto di Loris.
""")
n('2026-11-06', """
La mamma mi ha chiamata stasera alle nove e mezza, che per lei è notte fonda. Ha detto che non riesce a dormire per la storia dell'offerta e che ha bisogno di parlarne. Abbiamo parlato per un'ora. Non ho detto cosa farei io. Le ho chiesto cosa le succede quando pensa di firmare, e lei ha detto: "mi si chiude lo stomaco". Poi le ho chiesto cosa le succede quando pensa di dire di no, e lei è stata zitta, e poi ha detto: "respiro".

Mi ha detto che ne parla con Dado domani. Dado, a quanto pare, le aveva già detto che non servono a lui i soldi per l'affitto, che con lo stipendio nuovo ce la fa da solo. Questo cambia molte cose, credo.

Per il resto giornata faticosa: in 3B il compito di latino è andato male, metà classe sotto il sei. Ho rifatto la spiegazione dell'ablativo assoluto con gli esempi delle partite di calcio. Partita finita, tutti a casa. Hanno riso, hanno capito.
""")
n('2026-11-08', """
La mamma non vende più la casa di Porto Garibaldi. Me l'ha detto stamattina al telefono, con la voce leggera: ha rifiutato l'offerta del signore di Modena e ha chiesto all'agenzia di ritirare l'annuncio. Ha fatto i conti con Dado: se l'affitta a giugno e luglio ai turisti, con quello che prende paga le spese del condominio e l'IMU, e agosto resta per noi, per la famiglia. "Per i nipoti", ha detto, anche se ne ha una sola.

Ho pianto, di nuovo, ma nel bagno nuovo stavolta, perché adesso mi sembrava giusto. Poi l'ho richiamata per dirle che sono contenta, e lei ha detto "lo so, si sentiva fino a Ferrara".

La signora Nives si occuperà delle chiavi per gli affitti, in cambio di un po' di soldi e di molte chiacchiere. Marco ha detto che bisogna rifare il bagno anche lì, prima o poi, e che conosce un idraulico bravissimo. Abbiamo riso tutti, al telefono, anche la mamma.
""")
n('2026-11-10', """
Quinta seduta di fisioterapia, la penultima. Elena mi ha fatto una specie di esame finale: tutti i movimenti, con la misura dei gradi, e i numeri sono quasi quelli della spalla destra. Ha scritto tutto sulla scheda con una soddisfazione da maestra elementare. Martedì prossimo ultima tecar e poi ci salutiamo, "e stavolta per sempre, mi raccomando".

A scuola è arrivato il contratto definitivo di Zeno Viaggi per Berlino, con i voli confermati: partenza da Bologna lunedì 8 marzo alle 7:05, ritorno venerdì 12 alle 19:40. Albergo a Mitte, camere da tre e da quattro per i ragazzi, due singole per me e Marta. La preside l'ha firmato senza fare storie, una volta tanto.

Stasera ho scritto a Dado per ringraziarlo di quello che ha detto alla mamma sui soldi. Lui ha risposto "non ho fatto niente, ho detto la verità". Poi ha aggiunto che Teresa ha chiesto il trasferimento dello studio: a gennaio viene a Torino. Ha messo tre cuori. Mio fratello non mette mai cuori.
""")
n('2026-11-11', """
San Martino, e in Santo Stefano, dove canteremo a Natale, c'era la messa della sera con il coro della basilica. Sono andata a sentire l'acustica con Fra, di nascosto, sedute in fondo come due spie. La voce in quella chiesa sale e gira e torna indietro, e noi due ci siamo guardate con lo stesso pensiero: il solo lì dentro sarà o bellissimo o tremendo.

Dopo siamo andate a mangiare le castagne in una osteria in via Guerrazzi. Fra mi ha raccontato che il libro illustrato è quasi finito e che l'editore vuole farne un secondo. Giorgio è contento del lavoro nuovo. Suo padre ha ricominciato ad andare a bocce. Tutto va bene, ha detto, "e mi fa quasi paura".

Le ho raccontato della casa di Porto e mi ha abbracciata in mezzo all'osteria. Poi abbiamo brindato con il vino novello alla mamma, "che ha avuto il coraggio di cambiare idea". Fra dice che è il coraggio più raro.
""")
n('2026-11-13', """
Giornata di colloqui con i genitori, quattro ore di fila in palestra, con i tavolini e le file. Ho visto quarantuno famiglie e ho detto quarantuno volte "deve leggere di più", in quarantuno modi diversi. La madre di Leonardo mi ha ringraziata per il sette su Kafka con le lacrime agli occhi, e poi mi ha chiesto se Kafka è nel programma della maturità, e le ho detto di sì, e si è preoccupata di nuovo.

Paolo è passato a fine serata con due caffè della macchinetta e mi ha detto che la serata di presentazione del Viaggio a Berlino alle famiglie si fa giovedì 10 dicembre, alle 18, in aula magna. La organizza lui, come aveva promesso. Marta porterà una presentazione con le foto.

Sono tornata a casa alle otto e mezza e ho trovato Bibi che provava la sua scena per il teatro davanti allo specchio del bagno nuovo. Recita una ragazza che aspetta un treno che non arriva. Mi ha cacciata subito, ma ho fatto in tempo a sentire una battuta. Era brava.
""")
n('2026-11-15', """
Domenica di pioggia e di cucina. Ho fatto i tortellini con Bibi, come faceva mia nonna con me, lei impastava e io chiudevo. I suoi erano tutti storti e bellissimi. Marco ha fatto il brodo e si è preso il merito di tutto il pranzo, come ogni anno.

Nel pomeriggio ho provato il solo dell'Ave Maria in salotto, con la base registrata da Gualandi. Bibi, dopo, ha detto "mamma, sei brava, non fare quella faccia quando arrivi in alto". Non sapevo di fare una faccia. La faccio, a quanto pare, da quarantaquattro anni.

Ho sentito la mamma: l'agenzia ha ritirato l'annuncio venerdì, e la signora Nives ha già trovato una famiglia di Verona che vuole la casa di Porto per tutto il mese di luglio. La mamma ha chiesto 1.600 euro, e loro hanno detto sì senza trattare. Lei era così felice che mi ha raccontato tre volte la stessa telefonata.
""")
n('2026-11-17', """
Ultima seduta di fisioterapia: il secondo ciclo è finito, sei sedute su sei, e stavolta Elena mi ha salutata con un abbraccio vero e un foglio nuovo di esercizi "di mantenimento", due volte alla settimana, per sempre. Ha detto che la spalla è guarita, che l'unica cosa che non guarisce è la mia tendenza a fare la facchina. In tutto quest'autunno ho speso 300 euro, che sommati ai 450 dell'estate fanno una cifra che non dirò a Marco.

Le ho portato un vasetto di marmellata di fichi della mamma. Lei mi ha detto che se voglio posso tornare a trovarla, "ma solo per un caffè". Glielo prometto.

Uscendo mi sono fermata sotto il portico di via Saragozza e ho alzato il braccio sinistro sopra la testa, piano, fino in cima. Niente. Nessuna fitta. Una signora che passava mi ha guardata come una pazza. Io le ho sorriso come una pazza.
""")
n('2026-11-18', """
Prova del coro con l'organista della basilica, che suonerà con noi a Natale. È un ragazzo di trent'anni, bravissimo e timidissimo, che non ha alzato gli occhi dalla tastiera per due ore. Nell'Ave Maria mi ha accompagnata piano, seguendomi nei respiri, e per la prima volta ho cantato il solo senza pensare a niente. Gualandi alla fine non ha detto niente, ha solo annuito, che da lui è come una medaglia.

Fra invece era di cattivo umore: il mercoledì per lei è davvero difficile, e stasera è arrivata di corsa, ha sbagliato due attacchi, e alla fine mi ha detto che forse dopo Natale si prende una pausa dal coro. Le ho detto di non decidere adesso. Mi ha guardata come si guarda una che dice cose sagge senza averne il diritto.

Stamattina, eccezionalmente di mercoledì, in piscina ho fatto le prime due vasche a crawl dopo la fine della fisioterapia. Piano, lunghe, con la testa che girava bene. Poi rana. Poi di nuovo due a crawl. La spalla zitta.
""")
n('2026-11-20', """
Venerdì di fine settimana lunga. In 1A abbiamo letto il canto di Ulisse e Polifemo e una ragazzina ha detto che Ulisse è "uno che si crede tanto furbo". Ne abbiamo discusso per mezz'ora. Ho pensato che ha ragione, e che l'ho scoperto a quarantaquattro anni grazie a una di quattordici.

In 5B invece abbiamo fatto la simulazione della prima prova. Tre ore di silenzio. Poi Leonardo mi ha consegnato il foglio e ha detto: "prof, a Berlino ci porta davvero al Muro?". Sì, ci porto. Il percorso dei gruppi è quasi pronto: ognuno farà da guida ai compagni per mezz'ora in un luogo, e io farò da turista.

Nel pomeriggio ho fatto la spesa all'Esselunga con Marco, carrello pieno, e lui nel corridoio dei biscotti mi ha detto che a gennaio con il nuovo ruolo vorrebbe comprarsi una bici elettrica per andare a Casalecchio. Gli ho detto che la bici elettrica è per i vecchi. Lui ha detto che appunto.
""")
n('2026-11-22', """
Domenica a Ferrara per il compleanno della mamma, settantatré anni. C'era anche Dado, sceso da Torino in treno, per la prima volta da quando è partito, con Teresa. Sono arrivati con un mazzo di fiori enorme e una torta piemontese alle nocciole, e la mamma ha detto che i dolci di Torino sono troppo dolci, e poi ne ha mangiate due fette.

Dado sta bene, è dimagrito, parla di lavoro con le mani. Teresa a gennaio si trasferisce davvero, ha già trovato uno studio da condividere vicino a Porta Nuova. Si vedeva che sono contenti. La mamma li guardava con la faccia di chi ha appena vinto qualcosa.

Al caffè abbiamo parlato di Porto Garibaldi. Dado ha detto che ad agosto viene anche lui, con Teresa, e la mamma ha detto che allora bisogna comprare un divano letto nuovo. Bibi ha protestato perché quello vecchio è suo. La discussione sul divano è durata più di quella sulla vendita della casa.
""")
n('2026-11-23', """
Serata al telefono con Ivano e Marta per sistemare il programma di Berlino. Abbiamo deciso di spostare Sachsenhausen al mercoledì 10, invece che al martedì, perché il martedì il Memoriale del Muro ha le visite guidate per le scuole e così ci incastriamo meglio. Il giovedì sarà libero al mattino per i gruppi di studenti e l'isola dei musei al pomeriggio.

Marta è bravissima: ha già preparato una lista di frasi in tedesco per i ragazzi, con la pronuncia scritta all'italiana, e un regolamento in dieci punti che comincia con "non si perde nessuno". Ivano, alla fine della telefonata, ha detto che siamo il gruppo più organizzato dell'anno. Lo dice a tutti, ma stavolta credo un po' anche a lui.

Ho sentito Paolo per aggiornarlo. È contento, ma gli dispiace davvero di non venire. Gli ho promesso una cartolina dal Checkpoint Charlie, di quelle brutte.
""")
n('2026-11-24', """
Giornata grigia, nebbia fino a mezzogiorno. Stamattina piscina, per recuperare il lunedì saltato per la nebbia: quaranta vasche, dieci a crawl, trenta a rana. La signora di ottant'anni c'era anche oggi, sempre più veloce di me. Mi ha fatto un cenno di saluto tra una vasca e l'altra, come tra colleghe. Mi sono sentita ammessa in un club.

A scuola pomeriggio di riunione di dipartimento sulle prove comuni di fine quadrimestre, che sono a gennaio ma vanno preparate adesso, perché a gennaio nessuno ha tempo. Ho proposto una prova di scrittura argomentativa uguale per tutte le quinte, e i colleghi hanno detto sì per stanchezza.

Il lavoro in questo periodo mi mangia le sere: correzioni, relazioni, il Piano per la gita, le prove del coro. Però stasera ho chiuso i compiti alle nove e ho fatto una cosa rarissima: mi sono seduta sul divano con Marco e Bibi a guardare un film intero, senza correggere niente. Una commedia francese, naturalmente. Bibi si è addormentata con la testa sulle mie gambe.
""")
n('2026-11-25', """
Ultima prova del coro di novembre. Gualandi ha distribuito il programma del concerto del 19 dicembre: undici brani, l'Ave Maria di Biebl è la settima, con il mio nome stampato accanto, "solista: Chiara Benassi, contralto". L'ho fotografato per la mamma. La mamma ha risposto con un vocale in cui piangeva e poi chiedeva se deve mettersi il cappotto buono.

Fra è venuta, puntuale stavolta, e a fine prova ha detto a Gualandi che dopo il concerto di Natale si prende una pausa dal coro fino a marzo, per suo padre e per il libro. Lui ha detto che la sedia dei contralti resta sua. Poi lei è venuta da me e mi ha detto: "tu però non ti fermi". No, io non mi fermo.

Tornando a casa a piedi ho canticchiato l'Ave Maria sotto i portici di via San Vitale. Un signore con il cane si è fermato ad ascoltare. Il cane no.
""")
n('2026-11-28', """
Sabato, giorno libero. Stamattina colazione lunga con Marco, e tra un cornetto e l'altro abbiamo deciso il ponte dell'Immacolata: andiamo a Torino da Dado, dal 6 all'8 dicembre, in treno, tutti e tre. Dormiremo in un bed and breakfast in San Salvario perché nel bilocale non ci stiamo, e Dado ha già promesso il giro del Museo Egizio e la cioccolata da Baratti. Bibi ha detto che viene solo se può andare anche al Museo del Cinema. Affare fatto.

Pomeriggio di correzioni e di pulizie. Il bagno nuovo si pulisce in dieci minuti invece che in mezz'ora, e questa è forse la scoperta più importante dell'anno.

La mamma ha chiamato per dire che la famiglia di Verona ha mandato l'acconto per luglio. Poi ha detto che anche giugno, forse, c'è una coppia di Milano. "Diventerò un'albergatrice", ha detto, e rideva.
""")
n('2026-11-29', """
Prima domenica di Avvento. A casa abbiamo fatto l'albero in anticipo perché Bibi ha insistito: a dicembre, dice, con il teatro, la gita a Torino e il mio concerto, non avremo tempo. Ha ragione. Marco ha tirato fuori dalla cantina le scatole delle decorazioni e dentro c'era ancora il presepe di quando Bibi aveva tre anni, con i pastori di plastica e una pecora senza testa.

Nel pomeriggio ho aiutato Bibi a ripassare la sua parte per la prova aperta del 12 dicembre. Ha sei battute e le dice tutte benissimo, tranne l'ultima, su cui ride sempre. Io facevo la voce del capostazione. Marco faceva il treno.

Stasera ho fatto il conto delle date di dicembre sul calendario in cucina: il 10 la serata per Berlino, il 12 il teatro di Bibi, dal 6 all'8 Torino, il 19 il concerto in Santo Stefano. Il calendario sembra il quaderno di un ragazzo di prima, tutto colorato e sottolineato.
""")
n('2026-11-30', """
Ultimo giorno di novembre. Stamattina, prima di scuola, piscina: quaranta vasche, venti a crawl. La spalla non ha detto niente per tutta l'ora, e all'uscita c'era un sole basso e freddo sui viali che mi ha fatto venir voglia di ricominciare l'anno da capo.

Ho riletto questo diario da giugno, per curiosità. Sei mesi fa guidavo con una mano sola, il bagno aveva i fiori marroni, Dado viveva in via Tibaldi, la gita era a Vienna e la mamma pensava di vendere la casa al mare. Adesso ho due braccia, un bagno grigio, un fratello a Torino, una gita a Berlino e la casa di Porto è ancora nostra. E tra tre settimane canto da sola in Santo Stefano.

A scuola la 5B mi ha chiesto di fare un'ora sulla poesia d'amore, "perché è quasi Natale". Ho letto Saba. Qualcuno ha fatto finta di annoiarsi, nessuno si è annoiato davvero. Stasera coro? No: è lunedì. Stasera solo divano.
""")

# ---------------------------------------------------------------- giorni brevi
n('2026-06-19', """
Venerdì. Correzioni a Imola tutto il giorno, con Silvana che mi passava i temi più belli "da leggere ad alta voce". Ne ho letto uno sulla nonna che faceva la sfoglia, e la commissione si è fermata ad ascoltare. Tornando ho preso la via Emilia invece dell'autostrada, per guardare i campi di grano già tagliati.

A casa Marco aveva preparato l'insalata di riso, la prima dell'estate. Bibi ha annunciato che ha deciso cosa fare da grande: l'interprete. La settimana scorsa era la veterinaria. Le ho detto che va benissimo, tutte e due.
""")
n('2026-07-26', """
Domenica di caldo feroce, trentasei gradi. Siamo rimasti chiusi in casa con le persiane abbassate, come in una grotta, a leggere e a sonnecchiare. Il cantiere del bagno taceva. Ho fatto gli esercizi della spalla sul pavimento del corridoio, che è il posto più fresco della casa, e Bibi ci è passata sopra tre volte fingendo di non vedermi.

La sera siamo usciti tardi per un gelato in via Saragozza. Marco ha preso il solito pistacchio, Bibi un gusto blu che non esiste in natura, io crema e amarena. Abbiamo camminato sotto i portici fino a mezzanotte, come turisti nella nostra città.
""")
n('2026-08-29', """
Sabato. Secondo giro di scatoloni da Dado, stavolta con Marco, che ha smontato il letto e l'armadio con la precisione di un chirurgo e ha etichettato ogni vite in un sacchetto. Dado lo guardava con ammirazione e un po' di vergogna. Abbiamo finito alle sette di sera, sudati e impolverati.

Teresa è passata a portare le pizze. È stata gentile e allegra, ma quando Dado è sceso a buttare il cartone è rimasta un momento ferma davanti alla libreria vuota. Non ho detto niente. Le ho solo passato una birra.
""")
n('2026-10-11', """
Domenica lenta dopo una settimana impossibile. Ho dormito fino alle nove, poi colazione in terrazzo con il primo sole freddo di ottobre. Marco è andato a correre, Bibi dormiva, e io ho letto il giornale di carta, tutto, come faceva il papà la domenica.

Nel pomeriggio sono passata da Fra a vedere le tavole del suo libro illustrato: una balena che attraversa la città di notte e si ferma sotto le Due Torri. Sono bellissime. Le ho detto che le serve un editore con il coraggio, lei ha detto che le serve solo finire. Abbiamo provato insieme la parte dei contralti per Natale.
""")
n('2026-11-27', """
Venerdì nero, non per gli sconti ma per le verifiche: ne avevo tre, in tre classi diverse, e il pomeriggio me lo sono passato a correggere con il tè che si raffreddava accanto. In 3B l'ablativo assoluto è andato molto meglio, segno che le partite di calcio funzionano.

La sera Bibi ci ha mostrato il costume per la prova aperta del teatro: un cappotto lungo della nonna, trovato in cantina a Ferrara, e una valigia di cartone. Marco ha detto che sembra un'emigrante degli anni Cinquanta. Lei ha detto che è proprio questo il punto.
""")
