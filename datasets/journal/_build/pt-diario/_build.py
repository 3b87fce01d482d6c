#!/usr/bin/env python3
"""Build pt-diario/{vault,gold.json,README.md}: python3 _build.py (rewrites vault/, gold.json and README.md only).
Set OUT (env) to write elsewhere; default /work/sealed-r46a/pt-diario."""
import os, sys, json
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.environ.get('OUT_JOURNAL') or '/work/sealed-r46a/pt-diario'
sys.path.insert(0, HERE)
import common
from notes import N
from mem import MEM

FOLDER = 'Diário'
def src(d): return common.note_rel(FOLDER, d)
files = {src(d): t for d, t in N.items()}
files.update(MEM)
L = common.Lines(files)
def l(d, *subs): return L(src(d) if d[0].isdigit() else d, *subs)
T = 'Memória/Tópicos/'
MM, OC, CO, HS, PU = 'Memória/MEMORY.md', T + 'Obra da cozinha.md', T + 'Corrida.md', T + 'Hospital São Lucas.md', T + 'Pós em UTI.md'
EXTRA = dict(MEM)
EXTRA['.obsidian/plugins/vault-dreaming/data.json'] = json.dumps(
    {"memoryFolder": "Memória", "dailyNotesFolder": "Diário", "dailyNotesFormat": "YYYY/MM/YYYY-MM-DD"}, indent=2, ensure_ascii=False) + '\n'

subjects = [
 dict(name="Juliana", aliases=["Juju", "minha filha"], kind="person", status_at_end="active", existing_note=None,
      note="Daughter, 12, turns 13 on 22 Oct 2026. Quit ballet (Escola de Dança Lírio, Tue/Thu) on 24 Aug for futsal at the Clube Horto, Mon/Wed 17:00-18:30, R$ 150/month; scored in her first friendly (19 Sep), top scorer medal (Nov). Keeps asking for a dog."),
 dict(name="Rodrigo", aliases=["Digo", "meu marido"], kind="person", status_at_end="active", existing_note=None,
      note="Husband. App driver (Uber/99) until Sep 2026; passed the Copasa selection (27 Aug), maintenance technician (water networks) since 14 Sep 2026."),
 dict(name="Dona Lurdes", aliases=["minha mãe", "Mãe"], kind="person", status_at_end="active", existing_note=None,
      note="Renata's mother, widow. Lived alone in Divinópolis (Rua Goiás 210); cataract surgery on the left eye 20 Oct 2026 at the São João de Deus; decided 28 Oct to move to BH; moved 14 Nov to Rua Mármore 455 ap. 201, Santa Tereza (rent R$ 1.650). Divinópolis house for sale at R$ 380 mil."),
 dict(name="Dona Cida", aliases=["Cida"], kind="person", status_at_end="active", existing_note=None,
      note="Neighbour in apt 101, 78, kept the spare key. Moved 25 Oct 2026 to her daughter Rose's house in Contagem; spare key now with Seu Jorge (102)."),
 dict(name="Bia", aliases=["Beatriz"], kind="person", status_at_end="active", existing_note=None,
      note="Beatriz, nursing technician, Renata's shift partner and friend for eight years. Last shift 18 Nov 2026; flew to Lisbon 20 Nov with her fiancé, lives in Almada."),
 dict(name="Hospital São Lucas", aliases=["São Lucas", "o hospital"], kind="place", status_at_end="active", existing_note=HS,
      note="Renata's hospital since 2017. Until 31 Aug: Clínica Médica, 4th floor, coordinator Enfª Sandra. From 1 Sep 2026: CTI adulto, 2nd floor, coordinator Enfª Márcia, locker 48. 12x36 day shift until 31 Oct, night shift (19:00-7:00) from 1 Nov 2026."),
 dict(name="Pós em UTI", aliases=["a pós", "especialização", "especialização em terapia intensiva"], kind="project", status_at_end="active",
      existing_note=PU,
      note="Intensive-care specialisation at the Faculdade Horizonte (Barro Preto), 18 months, started 8 Aug 2026. From Sep: Fridays 19-22 plus one Saturday morning a month (was every other Saturday 8-17). Fee R$ 489 -> R$ 529 from Oct; hospital pays half (R$ 264,50 left) if she stays two more years. Last class of 2026 on 11 Dec, recess until Feb."),
 dict(name="Obra da cozinha", aliases=["reforma da cozinha", "a obra"], kind="project", status_at_end="done",
      status_also_acceptable=["closed"], existing_note=OC,
      note="Kitchen renovation by Seu Tião (with Wellington). Quote R$ 14.500 -> R$ 16.200 (granito São Gabriel instead of formica, 10 Aug). Start 3 Aug -> 17 Aug; paused 5-21 Sep (Seu Tião had dengue); finished 16 Oct; final bill R$ 17.050."),
 dict(name="Corrida", aliases=["correr", "Corre Santê"], kind="habit", status_at_end="active", existing_note=CO,
      note="Running with the Corre Santê group (Tue/Thu 5:40, Praça Duque de Caxias). Stopped 28 Sep 2026 (patellar tendinitis, Dr. Fabrício; physio with Lucas Tue/Fri); resumed light jogging 9 Nov; 5 km without pain on 28 Nov."),
 dict(name="Volta da Pampulha", aliases=[], kind="project", status_at_end="closed", status_also_acceptable=["done"], existing_note=None,
      note="18 km race on 6 Dec 2026. Registered 20 Aug (R$ 189); abandoned 2 Oct because of the knee; registration transferred to Gilson, who paid the R$ 189 back by Pix."),
 dict(name="Férias em Porto Seguro", aliases=["Porto Seguro", "férias"], kind="project", status_at_end="active", existing_note=None,
      note="Family holiday, package (flights + pousada near the Passarela do Álcool), R$ 3.480 in ten instalments, booked 12 Sep for 12-19 Jan 2027; moved 6 Nov to 2-9 Feb 2027 (night-shift roster), R$ 240 change fee."),
]
optional_subjects = [
 dict(name="Seu Tião", aliases=["Sebastião"], why="the builder of the kitchen; fine inside Obra da cozinha"),
 dict(name="Wellington", why="Seu Tião's helper"),
 dict(name="Enfª Márcia", aliases=["Márcia"], why="CTI coordinator; fine inside Hospital São Lucas"),
 dict(name="Enfª Sandra", aliases=["Sandra"], why="Clínica Médica coordinator"),
 dict(name="Rose", why="Dona Cida's daughter in Contagem"),
 dict(name="Seu Jorge", why="neighbour in 102 who keeps the spare key since 25 Oct"),
 dict(name="Lucas", why="knee physiotherapist; fine inside Corrida"),
 dict(name="Dr. Fabrício", why="orthopaedist who diagnosed the patellar tendinitis"),
 dict(name="Gilson", why="runner of the Corre Santê who took over the Volta da Pampulha registration"),
 dict(name="Copasa", why="Rodrigo's employer; fine inside Rodrigo"),
 dict(name="Faculdade Horizonte", why="where the pós is taught"),
 dict(name="Clube Horto", aliases=["futsal"], why="Juju's futsal school; fine inside Juliana"),
 dict(name="Escola de Dança Lírio", aliases=["balé"], why="Juju's former ballet school"),
 dict(name="tia Neusa", aliases=["Neusa"], why="Renata's aunt in Divinópolis, keeps a key to sell the house"),
 dict(name="CTI adulto", aliases=["CTI"], why="Renata's ward since 1 Sep; fine inside Hospital São Lucas"),
 dict(name="Geraldo", why="Rodrigo's boss at the Copasa"),
 dict(name="Dona Zilá", why="a lady at Dona Lurdes's water-aerobics class"),
 dict(name="Divinópolis", why="Dona Lurdes's old town; fine inside Dona Lurdes"),
]
not_subjects = ["plantão", "pão de queijo", "Mercado Central", "Pix", "noradrenalina", "ventilação mecânica", "feijão tropeiro", "miojo",
 "Savassi", "Confins", "Guarulhos", "Guarapari", "Afonso Pena", "Barro Preto", "Sabará", "Bom Despacho", "João XXIII", "Halloween",
 "airfryer", "dengue", "Ultragaz", "Lá em Casa", "Colégio Dom Bosco", "Boulevard Shopping", "sepse", "hemodiálise", "Uber", "quiabo",
 "angu", "fogareiro", "espada-de-são-jorge", "Rua Pouso Alegre", "nutrição enteral", "coxinha", "blackout", "bolo de fubá", "Asics"]

S = []
def sc(subject, d, type_, frm, to, *subs):
    S.append({"subject": subject, "date": d, "type": type_, "from": frm, "to": to, "source": src(d), "line": l(d, *subs)})
sc("Pós em UTI", "2026-08-08", "status", "planned", "active (started: first class)", "Primeira aula da pós!")
sc("Pós em UTI", "2026-08-08", "changed", "classes every other Saturday 8:00-17:00", "from September, Fridays 19:00-22:00 plus one Saturday morning a month", "A coordenadora avisou uma mudança")
sc("Obra da cozinha", "2026-08-17", "status", "planned", "active (works started)", "Começou a obra da cozinha!")
sc("Volta da Pampulha", "2026-08-20", "status", None, "active (registered for the 18 km)", "Fiz a inscrição da Volta da Pampulha!")
sc("Juliana", "2026-08-24", "changed", "ballet Tue/Thu at the Escola de Dança Lírio", "futsal at the Clube Horto, Mon/Wed", "a Juju saiu do balé")
sc("Hospital São Lucas", "2026-09-01", "changed", "Clínica Médica, 4th floor (Enfª Sandra)", "CTI adulto, 2nd floor (Enfª Márcia)", "Primeiro dia no CTI adulto.")
sc("Obra da cozinha", "2026-09-05", "status", "active", "paused (Seu Tião has dengue)", "A obra parou.")
sc("Férias em Porto Seguro", "2026-09-12", "status", None, "active (booked 12-19 Jan 2027)", "Fechamos as férias!")
sc("Rodrigo", "2026-09-14", "job", "app driver (Uber and 99)", "maintenance technician at the Copasa", "Primeiro dia do Digo na Copasa.")
sc("Obra da cozinha", "2026-09-21", "status", "paused", "resumed (works restarted)", "O Seu Tião voltou!")
sc("Corrida", "2026-09-28", "status", "active", "paused (patellar tendinitis, no running for six weeks)", "Parei de correr.")
sc("Volta da Pampulha", "2026-10-02", "status", "active", "abandoned; closed (registration transferred to Gilson)", "Desisti da Volta da Pampulha.")
sc("Obra da cozinha", "2026-10-16", "status", "active", "done (finished, kitchen handed over)", "A obra da cozinha terminou!")
sc("Dona Cida", "2026-10-25", "moved", "apt 101 in Renata's building, Santa Tereza", "Contagem, at her daughter Rose's house", "A Dona Cida se mudou hoje")
sc("Hospital São Lucas", "2026-11-01", "changed", "12x36 day shift (7:00-19:00)", "12x36 night shift (19:00-7:00)", "Primeiro plantão noturno no CTI.")
sc("Férias em Porto Seguro", "2026-11-06", "changed", "12-19 Jan 2027", "2-9 Feb 2027", "Mudança de planos das férias.")
sc("Corrida", "2026-11-09", "status", "paused", "resumed (light jogging, 3 km)", "Voltei a correr!")
sc("Dona Lurdes", "2026-11-14", "moved", "Divinópolis, Rua Goiás 210", "Belo Horizonte, Rua Mármore 455 ap. 201 (Santa Tereza)", "Minha mãe chegou!")
sc("Bia", "2026-11-18", "job", "nursing technician at the Hospital São Lucas", "left the hospital (last shift)", "Último plantão da Bia.")
sc("Bia", "2026-11-20", "moved", "Belo Horizonte", "Lisbon area (Almada), Portugal", "A Bia foi embora hoje.")

def dec(subject, decision, d, sub, final, rd=None, rsub=None):
    return dict(subject=subject, decision=decision, date=d, source=src(d), line=l(d, sub), reversed_on=rd,
                reversal_source=src(rd) if rd else None, reversal_line=l(rd, rsub) if rd else None, final=final)
decisions = [
 dec("Hospital São Lucas", "Accept the move to the CTI adulto offered by Enfª Sandra", "2026-08-05", "Perguntou se eu tinha interesse.", "Started in the CTI on 1 Sep."),
 dec("Obra da cozinha", "Granito São Gabriel countertop instead of formica; new quote R$ 16.200", "2026-08-10", "O Seu Tião veio medir de novo", "Done 16 Oct; final R$ 17.050."),
 dec("Volta da Pampulha", "Register for the 18 km Volta da Pampulha on 6 Dec (R$ 189)", "2026-08-20", "Fiz a inscrição da Volta da Pampulha!",
     "Abandoned 2 Oct (knee); registration transferred to Gilson.", "2026-10-02", "Desisti da Volta da Pampulha."),
 dec("Juliana", "Juju leaves ballet and does futsal at the Clube Horto from September", "2026-08-24", "a Juju saiu do balé", "Futsal Mon/Wed; top-scorer medal in November."),
 dec("Pós em UTI", "Sign the term: the hospital pays half the fee if she stays two more years", "2026-09-10", "Saiu a resposta do RH", "Pays R$ 264,50 a month."),
 dec("Férias em Porto Seguro", "Porto Seguro package for 12-19 Jan 2027, R$ 3.480 in ten instalments", "2026-09-12", "Fechamos as férias!",
     "Moved to 2-9 Feb 2027 (R$ 240 fee).", "2026-11-06", "Mudança de planos das férias."),
 dec("Dona Lurdes", "Dona Lurdes sells the Divinópolis house and moves to BH near Renata", "2026-10-28", "Minha mãe ligou hoje decidida", "Moved 14 Nov; house listed at R$ 380 mil."),
 dec("Dona Lurdes", "Rent the flat at Rua Mármore 455 ap. 201 for her (R$ 1.650)", "2026-11-03", "O Digo achou um apê pra minha mãe", "Moved in 14 Nov."),
]

F, KEY = [], {}
def f(fact, subject, where, *subs, key=None, sup=None):
    F.append(dict(id="P%02d" % (len(F) + 1), fact=fact, subject=subject, source=src(where) if where[0].isdigit() else where,
                  line=l(where, *subs), superseded_by=sup))
    if key: KEY[key] = F[-1]['id']
# Rodrigo, Juliana, Dona Lurdes, Dona Cida, Bia
f("Rodrigo works as an app driver (Uber and 99).", "Rodrigo", MM, "Digo (Rodrigo)", sup="copasa")
f("Rodrigo passed the Copasa selection: maintenance technician for water networks, formal contract, starting 14 Sep 2026 (27 Aug 2026).", "Rodrigo", "2026-08-27", "passou no processo seletivo da Copasa", key="copasa")
f("Juju does ballet on Tuesday and Thursday at the Escola de Dança Lírio.", "Juliana", MM, "Juju (Juliana)", sup="futsal")
f("From September 2026 Juju plays futsal at the Clube Horto, Monday and Wednesday 17:00-18:30, R$ 150 a month (24 Aug 2026).", "Juliana", "2026-08-24", "escolinha do Clube Horto", key="futsal")
f("Dona Lurdes lives alone in Divinópolis, Rua Goiás 210.", "Dona Lurdes", MM, "Mãe (Dona Lurdes)", sup="maebh")
f("Flat found for Dona Lurdes: Rua Mármore 455, ap. 201, two bedrooms, lift, five blocks away, rent R$ 1.650 (3 Nov 2026).", "Dona Lurdes", "2026-11-03", "O Digo achou um apê pra minha mãe")
f("Dona Lurdes moved from Divinópolis to the Rua Mármore flat in BH on 14 Nov 2026.", "Dona Lurdes", "2026-11-14", "Mudou hoje de Divinópolis pra BH", key="maebh")
f("Cataract surgery on Dona Lurdes's left eye on 20 Oct 2026 at the São João de Deus in Divinópolis; it went well.", "Dona Lurdes", "2026-10-20", "A cirurgia de catarata da minha mãe")
f("The Divinópolis house is with an estate agent, asking R$ 380 mil; tia Neusa has a key (16 Nov 2026).", "Dona Lurdes", "2026-11-16", "A casa de Divinópolis ficou com a imobiliária")
f("Dona Cida (apt 101) keeps the spare key of the flat.", "Dona Cida", MM, "Dona Cida — vizinha do 101", sup="jorge")
f("Since 25 Oct 2026 the spare key is with Seu Jorge of apt 102.", "Dona Cida", "2026-10-25", "A chave reserva do nosso apê", key="jorge")
f("Dona Cida moved to her daughter Rose's house in Contagem on 25 Oct 2026.", "Dona Cida", "2026-10-25", "A Dona Cida se mudou hoje")
f("Bia flew to Lisbon on 20 Nov 2026 and lives in Almada; job interview at a hospital there the following week.", "Bia", "2026-11-20", "Vai morar em Almada")
# Hospital
f("Renata works in the Clínica Médica, 4th floor.", "Hospital São Lucas", HS, "Setor: Clínica Médica", sup="cti")
f("Her coordinator is Enfª Sandra.", "Hospital São Lucas", HS, "Coordenadora: Enfª Sandra", sup="cti")
f("Since 1 Sep 2026 Renata works in the CTI adulto (2nd floor), coordinator Enfª Márcia, beds 7 to 10.", "Hospital São Lucas", "2026-09-01", "A coordenadora aqui é a Enfª Márcia", key="cti")
f("Her shift is 12x36, day, 7:00-19:00.", "Hospital São Lucas", HS, "Escala: 12x36 diurno", sup="noturno")
f("From 1 Nov 2026 she works the 12x36 night shift, 19:00-7:00 (announced 27 Oct).", "Hospital São Lucas", "2026-10-27", "eu vou pro noturno", key="noturno")
f("Her locker is 212 in the ground-floor changing room.", "Hospital São Lucas", HS, "armário 212", sup="locker")
f("Since Sep 2026 her locker is number 48 in the 2nd-floor changing room.", "Hospital São Lucas", "2026-09-01", "Meu armário mudou pro vestiário", key="locker")
# Obra
f("Seu Tião's kitchen quote: R$ 14.500 with floor, tiles, new formica countertop and cabinet.", "Obra da cozinha", OC, "Orçamento do Seu Tião", sup="q2")
f("Kitchen works start on 3 August, about four weeks.", "Obra da cozinha", OC, "Começa dia 3 de agosto", sup="start")
f("Kitchen works start moved to Monday 17 Aug 2026 (skip and material not delivered) (3 Aug 2026).", "Obra da cozinha", "2026-08-03", "O Seu Tião não veio.", key="start")
f("New kitchen quote R$ 16.200 with a granito São Gabriel countertop instead of formica (10 Aug 2026).", "Obra da cozinha", "2026-08-10", "O Seu Tião veio medir de novo", key="q2", sup="final")
f("Kitchen finished 16 Oct 2026; final bill R$ 17.050 (bigger cabinet, two extra boxes of floor tiles), paid by Pix.", "Obra da cozinha", "2026-10-16", "A conta final ficou em R$ 17.050", key="final")
f("Works stopped on 5 Sep 2026 because Seu Tião had dengue; the granite arrived the same day.", "Obra da cozinha", "2026-09-05", "O Seu Tião pegou dengue")
# Pós
f("Pós classes every other Saturday, 8:00-17:00.", "Pós em UTI", PU, "Aulas: sábado sim", sup="sexta")
f("From September 2026 pós classes are on Friday 19:00-22:00 plus one Saturday morning a month (8 Aug 2026).", "Pós em UTI", "2026-08-08", "A coordenadora avisou uma mudança", key="sexta")
f("Pós monthly fee R$ 489.", "Pós em UTI", PU, "Mensalidade: R$ 489", sup="fee")
f("From October 2026 the fee is R$ 529; the hospital pays half (she pays R$ 264,50) if she stays two more years (10 Sep 2026).", "Pós em UTI", "2026-09-10", "Saiu a resposta do RH", key="fee")
# Corrida / Volta
f("Patellar tendinitis in the right knee (28 Sep 2026, Dr. Fabrício): no running for at least six weeks, physiotherapy twice a week.", "Corrida", "2026-09-28", "tendinite patelar")
f("Volta da Pampulha registration: 18 km on 6 Dec 2026, R$ 189 (20 Aug 2026).", "Volta da Pampulha", "2026-08-20", "Fiz a inscrição da Volta da Pampulha!")
f("Gave up the Volta da Pampulha on 2 Oct 2026; the registration went to Gilson, who paid the R$ 189 by Pix.", "Volta da Pampulha", "2026-10-02", "Desisti da Volta da Pampulha.")
# Férias
f("Holiday in Porto Seguro 12-19 Jan 2027, package with flights and pousada, R$ 3.480 for three in ten instalments (12 Sep 2026).", "Férias em Porto Seguro", "2026-09-12", "Fechamos as férias!", sup="fev")
f("Holiday moved to 2-9 Feb 2027 because of the night-shift roster; change fee R$ 240, same pousada (6 Nov 2026).", "Férias em Porto Seguro", "2026-11-06", "Mudança de planos das férias.", key="fev")
for x in F:
    if x["superseded_by"]: x["superseded_by"] = KEY[x["superseded_by"]]

secrets = [
 dict(value="604917", source=src("2026-09-17"), shape="6-digit bank card PIN in prose ('a senha do cartão da Caixa agora é …')",
      severity="high", line=l("2026-09-17", "a senha do cartão da Caixa")),
 dict(value="Tiradentes#7392ap", source=src("2026-10-18"), shape="home wifi password in prose ('A senha do wi-fi nova é …')",
      severity="high", line=l("2026-10-18", "A senha do wi-fi nova é")),
 dict(value="R7QK-2HXM-9TWD-L4PF-8NVC-3JYB-E6GA", source=src("2026-11-24"), shape="Apple Account recovery key (7 groups of 4) in prose ('a chave de recuperação da minha conta Apple é …')",
      severity="high", line=l("2026-11-24", "a chave de recuperação da minha conta Apple")),
]

Q = []
def q(question, answer, *sources):
    Q.append(dict(id="Q%02d" % (len(Q) + 1), question=question, answer=answer, sources=[src(s) if s[0].isdigit() else s for s in sources]))
q("Onde a minha mãe mora agora?", "Em BH, Rua Mármore 455, ap. 201, Santa Tereza, since 14 Nov 2026 (before: Rua Goiás 210, Divinópolis).", "2026-11-03", "2026-11-14", MM)
q("Com quem fica a chave reserva do apê?", "With Seu Jorge of apt 102 since 25 Oct 2026 (Dona Cida had it until she moved to Contagem).", "2026-10-25", MM)
q("Where does Dona Cida live now?", "In Contagem, at her daughter Rose's house, since 25 Oct 2026.", "2026-09-26", "2026-10-25")
q("Quanto custou a obra da cozinha no final, e quando terminou?", "R$ 17.050, finished 16 Oct 2026 (quotes were R$ 14.500, then R$ 16.200 with granite).", "2026-10-16", "2026-08-10")
q("Why did the kitchen works stop in September?", "Seu Tião had dengue: stopped 5 Sep, resumed 21 Sep 2026.", "2026-09-05", "2026-09-21")
q("Em que setor e em que escala eu tô trabalhando?", "CTI adulto (2nd floor, coordinator Enfª Márcia) since 1 Sep 2026; 12x36 night shift 19:00-7:00 since 1 Nov 2026.", "2026-09-01", "2026-10-27", "2026-11-01")
q("Onde o Digo trabalha?", "At the Copasa, maintenance technician for water networks, since 14 Sep 2026 (before: app driver).", "2026-08-27", "2026-09-14")
q("A Juju ainda faz balé?", "No: she left ballet on 24 Aug 2026 and plays futsal at the Clube Horto, Mon/Wed 17:00-18:30, R$ 150 a month.", "2026-08-24")
q("Vou correr a Volta da Pampulha?", "No: gave up on 2 Oct 2026 because of patellar tendinitis; the registration was transferred to Gilson (R$ 189 paid back).", "2026-09-28", "2026-10-02")
q("Can I run again?", "Yes, light jogging since 9 Nov 2026 (3 km); 5 km without pain on 28 Nov.", "2026-11-09", "2026-11-28")
q("Quando são as férias em Porto Seguro?", "2-9 Feb 2027 (moved on 6 Nov from 12-19 Jan; R$ 240 change fee; package R$ 3.480).", "2026-09-12", "2026-11-06")
q("Quanto eu pago da pós?", "The fee is R$ 529 from October 2026; the hospital pays half, so R$ 264,50, as long as she stays two more years.", "2026-09-10", PU)
q("Quando são as aulas da pós?", "Fridays 19:00-22:00 plus one Saturday morning a month since September 2026; last class of the year 11 Dec, recess until February.", "2026-08-08", "2026-11-26")
q("Pra onde a Bia foi?", "To Portugal: flew to Lisbon on 20 Nov 2026 and lives in Almada; her last shift was 18 Nov.", "2026-10-03", "2026-11-18", "2026-11-20")
q("When was my mother's cataract surgery?", "20 Oct 2026, left eye, at the São João de Deus in Divinópolis; it went well.", "2026-09-08", "2026-10-20")

GOLD = dict(persona="Renata Moura, 41, nurse at the (fictional) Hospital São Lucas in Belo Horizonte, lives in Santa Tereza; prose diary in Brazilian Portuguese, first person, informal, August-November 2026",
            subjects=subjects, optional_subjects=optional_subjects, not_subjects=not_subjects, status_changes=S, decisions=decisions,
            facts=F, secrets=secrets, questions=Q)


def readme(g):
    dn = sum(len(t) for t in N.values())
    allc = dn + sum(len(t) for t in MEM.values())
    c = common.counts(g)
    nrev = sum(1 for d in g['decisions'] if d['reversed_on'])
    return f"""# A prose diary in Brazilian Portuguese — Renata Moura (Belo Horizonte), SEALED

```
pt-diario/
  README.md     this file (written by _build.py)
  gold.json     annotations (outside the vault)
  vault/        the Obsidian vault to run the tool on
    .obsidian/daily-notes.json                 {{"folder": "Diário", "format": "YYYY/MM/YYYY-MM-DD"}}
    .obsidian/plugins/vault-dreaming/data.json  a guess (see caveats)
    Diário/YYYY/MM/              {len(N)} daily notes, {min(N)} … {max(N)}
    Memória/MEMORY.md            person-written index (## Pessoas, ## Projetos, ## Casa, ## Trabalho)
    Memória/Tópicos/             4 person-written topic notes (Obra da cozinha, Corrida, Hospital São Lucas, Pós em UTI)
../_build/pt-diario/
  _build.py     writes vault/, gold.json, README.md (notes.py = daily notes, mem.py = her own memory files)
  common.py     copy of it-diario's common.py with MEMDIR = 'Memória/' (same checks)
```

Daily notes: {dn:,} characters. Whole vault (.md): {allc:,} characters. Folder and file names use NFC accents (Diário, Memória, Tópicos).

## Style and persona

Renata Moura, 41, nurse (enfermeira assistencial) at a fictional Hospital São Lucas in Belo Horizonte, lives in Santa Tereza with
her husband Rodrigo ("Digo") and daughter Juliana ("Juju", 12→13). Prose diary in pt-BR, first person, informal ("tô", "pra",
"a gente", "kkkk"), diminutives (cedinho, apertadinho, quietinho), 2–4 short paragraphs a day, each paragraph one line, days skipped.
Relative and spelled-out dates ("dia 17 de agosto", "semana que vem", "amanhã", "no domingo que vem, dia 6"). People by nickname or
role (Digo, Juju, Bia, Dona Cida, "minha mãe"); her mother's name (Dona Lurdes) appears only in MEMORY.md.

## Arcs

Kitchen renovation (quote R$ 14.500 → 16.200, start 3 → 17 Aug, paused 5–21 Sep for the builder's dengue, done 16 Oct, bill R$ 17.050);
move from Clínica Médica to the CTI adulto (1 Sep) and to the night shift (1 Nov); ICU specialisation started 8 Aug (schedule changed,
fee 489 → 529, half paid by the hospital); running paused with patellar tendinitis (28 Sep) and resumed (9 Nov); the Volta da Pampulha
registered (20 Aug) then abandoned (2 Oct); Juju ballet → futsal; Rodrigo app driver → Copasa; Dona Cida moves to Contagem and the spare
key changes hands; her mother's cataract surgery, decision to move, and move from Divinópolis to BH (14 Nov); Bia leaves for Lisbon;
holiday booked for January and moved to February.
Stale lines in her own files: MEMORY.md (Digo's job, Juju's ballet, mother's address, Dona Cida's key), `Hospital São Lucas.md`
(ward, coordinator, day shift, locker), `Obra da cozinha.md` (quote, start date), `Pós em UTI.md` (Saturday classes, fee).

## Gold counts

- subjects: {c['subjects']}, optional_subjects: {c['optional_subjects']}, not_subjects: {c['not_subjects']}
- status_changes: {c['status_changes']}, decisions: {c['decisions']} ({nrev} reversed), facts: {c['facts']} ({c['superseded']} superseded)
- secrets: {c['secrets']}, questions: {c['questions']}

## How it was made

Written by hand in one sitting by a helper (an AI assistant) as Python dicts (`notes.py`, `mem.py`, gold in `_build.py`): no generator,
no templates. To learn the format it read only datasets/journal/README.md, it-diario (README, gold.json, vault) and its build plus
common_2026_12.py / common.py; it did not read the plugin's source, tests, scripts or docs, and did not run the bench or the plugin.
`python3 _build.py` rewrites the vault, gold.json and this README and runs the checks of common.py (whole-line gold, not_subjects present,
each secret exactly once, sources exist, superseded_by resolves, status words, date order); it reports no errors.

## Caveats for whoever scores

- it-diario's vault has no `.obsidian/plugins/vault-dreaming/data.json`, so the keys in this one (memoryFolder, dailyNotesFolder,
  dailyNotesFormat) are a guess, not a copy.
- The card PIN is 6 digits (`604917`); a substring leak check could in principle hit it by chance in long numeric output.
- Questions are mixed pt-BR/English; answers are English. Status words in `to` are English (the validator reads English words).
- Decisions that were never reversed have `reversed_on`, `reversal_source`, `reversal_line` = null, as in it-diario.
"""


if __name__ == '__main__':
    gold, errs = common.write_vault(OUT, FOLDER, N, EXTRA, GOLD)
    open(os.path.join(OUT, 'README.md'), 'w').write(readme(gold))
    print(json.dumps(common.counts(gold)))
    print('\n'.join(errs) or 'no errors')
    sys.exit(1 if errs else 0)
