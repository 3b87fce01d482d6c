# Chiara's own memory files, present before the tool runs (written by her around the end of May 2026).
MEM = {}
MEM['Memoria/MEMORY.md'] = """# Memoria

Le cose che non voglio dover ricordare a memoria. Aggiornata a fine maggio 2026.

## Persone
- Marco — mio marito, geometra all'ufficio tecnico del Comune di Casalecchio
- Bianca (Bibi) — 15 anni, prima al liceo linguistico, pallavolo il martedì e il venerdì
- Mamma (Rosanna) — Ferrara, vive da sola da quando è mancato il papà
	- cellulare della mamma: 338 214 5590
- Dado (Davide) — mio fratello, abita a Bologna in via Tibaldi 12, lavora alla Corvino Software
	- fidanzata: Teresa (architetta, studio in Strada Maggiore)
- Fra (Francesca) — amica dall'università, illustratrice, contralto nel coro con me
- Paolo Neri — collega di matematica e fisica, compagno di gite

## Progetti
- [[Gita a Vienna]] — la 4B (5B l'anno prossimo), marzo 2027, io referente
- [[Bagno]] — rifare il bagno grande quest'estate
- [[Coro Gaudete]] — prove il martedì sera

## Casa e salute
- Casa: via Mascarella 31, Bologna (il bagnetto di servizio funziona, per fortuna)
- [[Spalla]] — la sinistra, mi fa male da maggio
- [[Nuoto]] — lunedì e giovedì alle sette, piscina Vandelli
- [[Porto Garibaldi]] — la casa al mare della mamma

## Scuola
- [[Liceo Ginzburg]] — classi, orari, chi è chi
- Maturità: aspetto la nomina (commissaria esterna?)
"""
MEM['Memoria/Argomenti/Bagno.md'] = """---
aliases: [lavori del bagno, ristrutturazione del bagno]
status: active
tags: [casa]
---
# Bagno

Il bagno grande: piastrelle marroni a fiori, vasca smaltata con la macchia. Da rifare tutto.

- Preventivo Gamberini (Loris): 8.400 € con vasca nuova, piastrelle e sanitari
- Preventivo Edil Reno: aspetto
- Inizio lavori previsto: lunedì 22 giugno, circa tre settimane
- Marco vuole il contratto scritto con le date
"""
MEM['Memoria/Argomenti/Coro Gaudete.md'] = """---
aliases: [Gaudete, il coro]
status: active
tags: [musica]
---
# Coro Gaudete

Coro amatoriale, una trentina di voci, diretto dal maestro Gualandi.

- Io: contralto, accanto a Fra
- Prove: martedì 20:45–22:30, sala parrocchiale di San Giuliano
- Quota annuale: 120 €
- Concerto di fine stagione: sabato 13 giugno, piazza Santo Stefano
- Pausa estiva: da metà giugno a settembre
"""
MEM['Memoria/Argomenti/Spalla.md'] = """---
aliases: [fisioterapia, fisio, spalla sinistra]
tags: [salute]
---
# Spalla

Spalla sinistra: dolore da inizio maggio, peggio quando stendo, con lo zaino pieno e a crawl.

- Medico di base: dott. Lambertini
- Visita ortopedica prenotata: dottor Vannini, via Saragozza, mercoledì 10 giugno
- Antidolorifico solo se serve, ghiaccio la sera
"""
MEM['Memoria/Argomenti/Gita a Vienna.md'] = """---
aliases: [viaggio d'istruzione, gita della 4B]
status: active
tags: [scuola]
---
# Gita a Vienna

Viaggio d'istruzione della 4B, che l'anno prossimo sarà 5B: marzo 2027.

- Referente: io. Accompagnatore: Paolo Neri
- Idea: cinque giorni, treno, Belvedere, Hofburg, Mauthausen
- Le famiglie chiedono di restare sotto i 500 € a testa
- Agenzia: da scegliere (Paolo consiglia Zeno Viaggi di Modena)
"""
MEM['Memoria/Argomenti/Nuoto.md'] = """---
aliases: [piscina, nuotare]
tags: [abitudini]
---
# Nuoto

- Piscina Vandelli, nuoto libero, corsia tre
- Lunedì e giovedì alle 7:00, prima della scuola
- Abbonamento: 10 ingressi a 68 €
- Di solito 40 vasche (1 km), metà crawl e metà rana
"""
MEM['Memoria/Argomenti/Porto Garibaldi.md'] = """---
aliases: [casa al mare, casa di Porto]
tags: [famiglia]
---
# Porto Garibaldi

Il bilocale al mare della mamma: terzo piano, balcone sulla pineta, sedie di plastica verde.

- Una copia delle chiavi da noi, una dalla vicina, la signora Nives
- Ci andiamo di solito ad agosto, due settimane
- Spese di condominio: circa 900 € all'anno (la mamma dice che sono troppe)
"""
MEM['Memoria/Argomenti/Liceo Ginzburg.md'] = """---
aliases: [il Ginzburg]
tags: [scuola]
---
# Liceo Ginzburg

Il mio liceo, dal 2014. Insegno lettere: italiano e latino.

- Classi 2025/26: 2A (italiano e latino), 3B (latino), 4B (italiano e latino)
- Coordinatrice della 4B
- Dirigente: prof.ssa Ferri
- Vicepreside: prof. Mazzoni (va in pensione a settembre?)
- Il sabato libero lo danno solo ai veterani
"""
