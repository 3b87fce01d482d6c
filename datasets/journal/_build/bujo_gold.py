C = 'Carnet/'
def src(d): return C + d + '.md'
subjects = [
 dict(name="Projet Atlas", aliases=["Atlas", "#atlas", "atlas-airflow"], kind="project", status_at_end="active", existing_note="Memory/Topics/Projet Atlas.md",
      note="Kestrel × Géovista Airflow migration. Paused 2026-09-11 (client budget freeze), resumed 2026-10-19; deadline moved from end of November to end of January 2027."),
 dict(name="Déménagement", aliases=["move", "new flat", "nouvel appart", "rue des Jardins", "demenagement"], kind="project", status_at_end="done", status_also_acceptable=["closed"], existing_note=None,
      note="Flat hunt from 1 Aug; application accepted 20 Aug; lease signed 3 Sep; moved 10 Oct to 9 rue des Jardins, Villeurbanne. MEMORY.md still has the rue Dumenge address."),
 dict(name="Migraines", aliases=["migraine", "migraines avec aura", "#migraine"], kind="habit", status_at_end="active", existing_note="Memory/Topics/Migraines.md",
      note="Propranolol raised from 40 to 80 mg/day on 2026-09-15 (the topic note still says 40 mg); kept at 80 mg on 2026-11-24."),
 dict(name="Poterie", aliases=["pottery", "céramique", "#poterie"], kind="habit", status_at_end="active", existing_note=None,
      note="Tuesday evenings at La Motte (Croix-Rousse) until 6 Oct; Thursday evenings at Terre Commune (Villeurbanne) from 15 Oct."),
 dict(name="Karim", aliases=["partner"], kind="person", status_at_end="active", existing_note=None,
      note="Partner, cook. Job change 2026-10-01: Brasserie Terreaux -> second de cuisine at the Bouchon des Canuts."),
 dict(name="Inès", aliases=["Ines", "daughter"], kind="person", status_at_end="active", existing_note="Memory/Topics/Inès.md",
      note="Daughter (born 2019), CE1. School changed 2026-11-02: école Lamartine -> école Anatole France (Villeurbanne)."),
 dict(name="Maman", aliases=["mum", "mother", "ma mère"], kind="person", status_at_end="active", existing_note=None,
      note="Mother in Grenoble; 70th birthday 2026-11-14."),
 dict(name="Julien", aliases=["brother", "mon frère"], kind="person", status_at_end="active", existing_note=None,
      note="Brother; moved Montréal -> Nantes with Maude (arrived 2026-11-08), new job at a video-game publisher."),
 dict(name="Siobhán Kelly", aliases=["Siobhán", "Siobhan"], kind="person", status_at_end="active", existing_note=None,
      note="Manager at Kestrel Maps (Dublin)."),
 dict(name="Dr Benali", aliases=["Benali", "neuro", "neurologue"], kind="person", status_at_end="active", existing_note=None,
      note="Neurologist, Hôpital Neurologique (Bron)."),
 dict(name="Kestrel Maps", aliases=["Kestrel", "work"], kind="place", status_at_end="active", existing_note=None,
      note="Employer (Dublin), full remote from Lyon."),
]
optional_subjects = [
 dict(name="Géovista", why="Atlas's client; better inside Projet Atlas"),
 dict(name="Théo", why="friend who lent the van (with Laure); only in the move story"),
 dict(name="Laure", why="Théo's partner"),
 dict(name="Maude", why="Julien's partner"),
 dict(name="Agnès", why="pottery teacher at La Motte"),
 dict(name="Terre Commune", why="the new pottery studio; fine inside Poterie"),
 dict(name="Bouchon des Canuts", why="Karim's new workplace; fine inside Karim"),
 dict(name="École Anatole France", why="Inès's new school; fine inside Inès"),
 dict(name="Mme Roux", why="Inès's teacher at Lamartine (Sept–Oct)"),
 dict(name="M. Diallo", why="Inès's teacher at Anatole France"),
 dict(name="Cian", why="Atlas developer in Dublin"),
 dict(name="Orla", why="Atlas developer in Dublin"),
 dict(name="Noël 2026", why="decided 22 Nov: Nantes at Julien's with Maman, 24–27 Dec"),
]
not_subjects = ["°C", "€", "m²", "CAF", "Ameli", "EDF", "Free", "Doctolib", "Ikea", "Emmaüs", "Metabase", "Looker", "Airflow", "Slack",
 "C3", "Lyon Part-Dieu", "Bron", "Chantenay", "Loire", "doliprane", "LRAR", "M. Garnier", "Pompon", "kiwi", "tiles_daily", "tiles_vector", "429",
 "Toussaint", "Grenoble", "Dublin", "Nantes", "Montréal", "Croix-Rousse", "Brasserie Terreaux", "lundi", "mercredi", "pluie", "patinoire",
 "piscine", "dinosaures", "crêpes", "Petite souris", "CTO", "couteau japonais", "Cian et Orla"]

status_changes = [
 dict(subject="Déménagement", date="2026-08-20", type="status", **{"from": "flat hunting"}, to="flat found (lease 3 Sep, move-in 10 Oct)", source=src("2026-08-20"),
      line="- !!! DOSSIER ACCEPTÉ rue des Jardins. Signature du bail le 3/09, entrée dans les lieux le 10/10. #déménagement"),
 dict(subject="Projet Atlas", date="2026-09-11", type="status", **{"from": "active"}, to="paused (Géovista budget freeze until Q4; restart expected mid-October)", source=src("2026-09-11"),
      line="- Géovista gèle le budget jusqu'au Q4. Atlas en pause à partir d'aujourd'hui, reprise prévue mi-octobre \"si le board valide\". #atlas"),
 dict(subject="Migraines", date="2026-09-15", type="changed", **{"from": "propranolol 40 mg/day"}, to="propranolol 80 mg/day (LP 80, one in the morning)", source=src("2026-09-15"),
      line="- propranolol passe de 40 à 80 mg/j: LP 80, 1 gélule le matin, à partir de demain. Sumatriptan 50 inchangé, max 2/jour."),
 dict(subject="Karim", date="2026-10-01", type="job", **{"from": "cook at the Brasserie Terreaux"}, to="second de cuisine at the Bouchon des Canuts", source=src("2026-10-01"),
      line="o 1er jour de Karim au Bouchon des Canuts. Rentré à 23h40 \"content, mort\"."),
 dict(subject="Déménagement", date="2026-10-10", type="moved", **{"from": "14 rue Dumenge, Lyon 4e"}, to="9 rue des Jardins, 69100 Villeurbanne", source=src("2026-10-10"),
      line="- on dort rue des Jardins ce soir. C'est fait. #déménagement"),
 dict(subject="Poterie", date="2026-10-15", type="changed", **{"from": "Tuesday evenings at La Motte (Croix-Rousse)"}, to="Thursday evenings at Terre Commune (Villeurbanne)", source=src("2026-10-15"),
      line="- inscrite! Poterie désormais le jeudi soir à Terre Commune, 10 min à pied. #poterie"),
 dict(subject="Projet Atlas", date="2026-10-19", type="status", **{"from": "paused"}, to="active (resumed; new deadline end of January 2027)", source=src("2026-10-19"),
      line="- ATLAS REPART. Géovista a validé le budget, reprise aujourd'hui. Nouvelle deadline: fin janvier 2027. #atlas"),
 dict(subject="Inès", date="2026-11-02", type="changed", **{"from": "école Lamartine (Lyon 4e)"}, to="école Anatole France (Villeurbanne), class of M. Diallo", source=src("2026-11-02"),
      line="o 1er jour d'Inès à l'école Anatole France, CE1, classe de M. Diallo. 6 minutes à pied!!! #famille"),
 dict(subject="Julien", date="2026-11-08", type="moved", **{"from": "Montréal"}, to="Nantes (Chantenay), with Maude", source=src("2026-11-08"),
      line="- Julien et Maude sont arrivés à Nantes! Appart à Chantenay, vue sur la Loire. Il a envoyé 40 photos."),
]
decisions = [
 dict(subject="Inès", decision="Inès stays at école Lamartine until June; commute by C3 + metro (~35 min)", date="2026-09-05", source=src("2026-09-05"),
      line="- école: on a parlé avec Karim. Décidé: Inès reste à Lamartine jusqu'en juin, on fera les trajets en C3 + métro (~35 min). Pas de changement d'école en cours d'année. #famille",
      reversed_on="2026-10-23", reversal_source=src("2026-10-23"),
      reversal_line="- Changement d'avis sur l'école: Inès passe à l'école Anatole France après la Toussaint, rentrée le lundi 2 novembre. Les trajets ne tiennent pas, et elle est d'accord. #famille",
      final="Inès moved to école Anatole France in Villeurbanne (6 min on foot) from 2 Nov 2026; the commute from the new flat took 50+ min."),
]
F = []
def f(fact, subject, source, line, sup=None):
    F.append(dict(id="B%02d" % (len(F)+1), fact=fact, subject=subject, source=source, line=line, superseded_by=sup))
f("Old address: 14 rue Dumenge, Lyon 4e, 3rd floor without a lift.", "Déménagement", "Memory/MEMORY.md",
  "- 14 rue Dumenge, Lyon 4e, 3e sans ascenseur. Trop petit. On cherche.", "B02")
f("New address from 10 Oct 2026: 9 rue des Jardins, 69100 Villeurbanne, 2nd floor, left door.", "Déménagement", src("2026-09-03"),
  "- nouvelle adresse à partir du 10/10: 9 rue des Jardins, 69100 Villeurbanne, 2e étage, porte gauche #déménagement")
f("New flat: T3, 68 m², 2nd floor with lift, balcony; rent 1,140 € charges included.", "Déménagement", src("2026-08-06"),
  "o 18h visite T3 rue des Jardins, Villeurbanne — 68 m², 2e étage avec ascenseur, balcon, 1 140 € CC")
f("Lease signed 3 Sep 2026; deposit 1,050 €.", "Déménagement", src("2026-09-03"),
  "- loyer 1 140 € CC, dépôt de garantie 1 050 €")
f("Moved on Sat 10 Oct 2026 with Théo's van, 3 round trips, no movers.", "Déménagement", src("2026-10-10"),
  "o DÉMÉNAGEMENT. Camionnette de Théo, 3 allers-retours, Karim + Théo + Julien en visio pour \"superviser\" lol")
f("The rue Dumenge deposit (1,050 €) was returned in full on 3 Nov.", "Déménagement", src("2026-11-03"),
  "x caution rue Dumenge récupérée (1 050 €, intégrale)")
f("Mailbox at the new flat is no. 14 (building B).", "Déménagement", src("2026-10-08"),
  "- code porte de l'immeuble: 4B1907 (bât. B). Boîte aux lettres n°14.")
f("Propranolol was 40 mg/day (since March 2026), one in the morning.", "Migraines", "Memory/Topics/Migraines.md",
  "- traitement de fond: propranolol 40 mg/j (depuis mars 2026), 1 le matin", "B09")
f("Since 16 Sep 2026: propranolol 80 mg/day (LP 80, one capsule in the morning); sumatriptan 50 mg unchanged, max 2/day.", "Migraines", src("2026-09-15"),
  "- propranolol passe de 40 à 80 mg/j: LP 80, 1 gélule le matin, à partir de demain. Sumatriptan 50 inchangé, max 2/jour.")
f("Review on 24 Nov 2026: 3 attacks since 15 Sep; stays on propranolol 80 mg; next appointment March 2027.", "Migraines", src("2026-11-24"),
  "- bilan: 3 crises depuis le 15/09. On reste à propranolol 80 mg. Fatigue acceptable. Prochain RDV mars 2027.")
f("August 2026: 6 migraine attacks; October: 2; November: 2.", "Migraines", src("2026-10-28"),
  "- migraines oct.: 2 crises (le 2 et le 26). Août: 6. Le 80 mg marche. Fatigue ok. #migraine")
f("Migraine triggers: wine (especially red), lack of sleep, screens in the evening.", "Migraines", "Memory/Topics/Migraines.md",
  "- triggers: vin (surtout rouge), manque de sommeil, écrans le soir")
f("Possible propranolol side effects noted: cold hands, afternoon tiredness.", "Migraines", src("2026-10-02"),
  "- hand: froide, fatiguée l'après-midi. Effet propranolol? noter pour Dr Benali #migraine")
f("Neurologist: Dr Benali, Hôpital Neurologique, Bron.", "Dr Benali", src("2026-09-15"),
  "o 11h RDV neuro Dr Benali, Hôpital Neurologique, Bron #migraine")
f("Atlas: migrating Géovista's tile pipelines (cron + bash) to Airflow; Élodie is lead data engineer on the Kestrel side, with 2 devs in Dublin.", "Projet Atlas", src("2026-08-03"),
  "- Atlas kickoff w/ Siobhán — client Géovista, on migre leurs pipelines de tuiles (cron + bash) vers Airflow. Deadline initiale: fin novembre.\n- moi = lead data eng côté Kestrel, 2 devs à Dublin")
f("Atlas deadline was the end of November 2026.", "Projet Atlas", "Memory/Topics/Projet Atlas.md", "- deadline: fin novembre 2026", "B17")
f("Atlas deadline since the restart: end of January 2027.", "Projet Atlas", src("2026-10-19"),
  "- ATLAS REPART. Géovista a validé le budget, reprise aujourd'hui. Nouvelle deadline: fin janvier 2027. #atlas")
f("Atlas paused on 11 Sep 2026 because Géovista froze its budget until Q4; meanwhile Élodie worked on internal data-quality dashboards.", "Projet Atlas", src("2026-09-11"),
  "- Géovista gèle le budget jusqu'au Q4. Atlas en pause à partir d'aujourd'hui, reprise prévue mi-octobre \"si le board valide\". #atlas\n- Siobhán me met sur les dashboards qualité de données internes en attendant.")
f("Géovista had 47 cron jobs to port; 6 of the 9 unexplained ones were deleted with the client's agreement.", "Projet Atlas", src("2026-11-23"),
  "- Atlas: 41/47. Les 9 jobs mystères → 6 supprimés avec l'accord de Géovista. #atlas")
f("First Atlas DAG (tiles_daily) went to production at Géovista on 18 Nov 2026.", "Projet Atlas", src("2026-11-18"),
  "- Atlas: 1er DAG en prod chez Géovista (tiles_daily). Plus de cron pour ce job!! #atlas")
f("Géovista API quota raised to 50 req/s on 20 Nov.", "Projet Atlas", src("2026-11-20"), "- Atlas: quota API relevé à 50 req/s. #atlas")
f("Atlas phase 1 acceptance scheduled for 15 Dec 2026 with Géovista.", "Projet Atlas", src("2026-11-27"),
  "- Atlas: recette phase 1 planifiée le 15/12 avec Géovista #atlas")
f("Siobhán wants Élodie to take Atlas phase 2 as well.", "Projet Atlas", src("2026-11-05"),
  "- offsite: présenté Atlas + dashboards. Siobhán veut que je prenne la phase 2 aussi.")
f("Karim was a cook at the Brasserie Terreaux, days off Tue + Wed.", "Karim", "Memory/MEMORY.md",
  "- Karim — cuisinier à la Brasserie Terreaux. Repos mar + mer.", "B25")
f("Karim is second de cuisine at the Bouchon des Canuts since 1 Oct 2026; split shift, days off Sun + Mon.", "Karim", src("2026-09-25"),
  "- Karim a le poste!! Second de cuisine au Bouchon des Canuts, commence le 1/10. Fin chez Brasserie Terreaux le 30/09.\n- horaires: coupure l'après-midi, repos dim + lun")
f("Inès was at école Lamartine (Lyon 4e), CE1 with Mme Roux.", "Inès", src("2026-09-01"),
  "o rentrée Inès, CE1, école Lamartine. Maîtresse: Mme Roux. Elle a pleuré 3 s, puis couru.", "B27")
f("Since 2 Nov 2026 Inès is at école Anatole France in Villeurbanne (CE1, M. Diallo), 6 minutes' walk.", "Inès", src("2026-11-02"),
  "o 1er jour d'Inès à l'école Anatole France, CE1, classe de M. Diallo. 6 minutes à pied!!! #famille")
f("Inès was born 3 March 2019; mild kiwi allergy; her cuddly toy is Pompon (a rabbit).", "Inès", "Memory/Topics/Inès.md",
  "Née le 3 mars 2019.\n- école Lamartine (Lyon 4e), CE1 à la rentrée 2026\n- allergie: kiwi (léger)\n- doudou: Pompon (lapin). NE PAS OUBLIER.")
f("Maman lives in Grenoble; turned 70 on 14 Nov 2026.", "Maman", src("2026-11-14"),
  "o anniversaire de Maman, 70 ans, Grenoble. Julien en visio depuis Nantes. Les bols: elle a pleuré. #famille")
f("Julien lived in Montréal with Maude.", "Julien", "Memory/MEMORY.md",
  "- Julien — mon frère, Montréal, avec Maude. Appeler le dimanche soir (décalage 6h).", "B31")
f("Julien and Maude moved to Nantes (Chantenay) on 8 Nov 2026.", "Julien", src("2026-11-08"),
  "- Julien et Maude sont arrivés à Nantes! Appart à Chantenay, vue sur la Loire. Il a envoyé 40 photos.")
f("Julien's new job: at a video-game publisher in Nantes.", "Julien", src("2026-09-20"),
  "o call Julien — NEWS: il rentre en France! Montréal → Nantes, avec Maude, début novembre. Nouveau job chez un éditeur de jeux vidéo à Nantes.")
f("Pottery was Tuesday evenings 19h–21h at La Motte (Croix-Rousse), teacher Agnès.", "Poterie", src("2026-08-04"),
  "- poterie ce soir, atelier La Motte, 19h-21h. Tournage: 2 bols ratés, 1 pas trop moche #poterie", "B34")
f("Pottery since 15 Oct 2026: Thursday evenings 19h30 at Terre Commune, Villeurbanne, 10 minutes' walk.", "Poterie", src("2026-10-15"),
  "- inscrite! Poterie désormais le jeudi soir à Terre Commune, 10 min à pied. #poterie")
f("First fired bowl (celadon glaze) came out of the kiln on 22 Sep.", "Poterie", src("2026-09-22"),
  "- poterie: 1er bol sorti du four!! Céladon un peu coulé mais il tient l'eau. Inès le veut pour ses céréales. #poterie")
f("Élodie is a data engineer at Kestrel Maps (Dublin), full remote from Lyon; manager Siobhán Kelly; standup 9h30.", "Kestrel Maps", "Memory/MEMORY.md",
  "- Kestrel Maps (Dublin), full remote from Lyon. Data engineer.\n- Manager: Siobhán Kelly. Standup 9h30.")
f("Kestrel offsite in Dublin 4–6 Nov 2026.", "Kestrel Maps", src("2026-11-04"),
  "o vol Lyon → Dublin 7h10, offsite Kestrel 2 jours #atlas")
f("Christmas 2026: in Nantes at Julien's with Maman, 24–27 Dec.", "Noël 2026", src("2026-11-22"),
  "- Noël: décidé, on va à Nantes chez Julien avec Maman (24–27/12). Karim a pu poser ses jours.")
f("Rule: don't take ibuprofen with sumatriptan without asking.", "Migraines", "Memory/Topics/Migraines.md",
  "- ne PAS prendre d'ibuprofène avec le suma sans demander")
secrets = [
 dict(value="kmp_live_4fT9sQ2xLw8ZrN6vB1cK7mH3pD5yJ0eA", source=src("2026-08-27"), shape="work API token in a pasted env line (ATLAS_API_TOKEN=kmp_live_…)", severity="high",
      line="  ATLAS_API_TOKEN=kmp_live_4fT9sQ2xLw8ZrN6vB1cK7mH3pD5yJ0eA"),
 dict(value="4B1907", source=src("2026-10-08"), shape="building door code in prose (\"code porte de l'immeuble\")", severity="high",
      line="- code porte de l'immeuble: 4B1907 (bât. B). Boîte aux lettres n°14."),
 dict(value="8351", source=src("2026-10-22"), shape="bank card PIN in prose, French (\"code PIN de la carte\")", severity="high",
      line="- nouvelle carte bancaire reçue (nouvelle adresse). code PIN de la carte : 8351"),
]
Q = []
def q(question, answer, *sources):
    Q.append(dict(id="Q%02d" % (len(Q)+1), question=question, answer=answer, sources=[src(s) if s[0].isdigit() else s for s in sources]))
q("What's our address now?", "9 rue des Jardins, 69100 Villeurbanne, 2nd floor, left door (since 10 Oct 2026; before: 14 rue Dumenge, Lyon 4e).", "2026-09-03", "2026-10-10")
q("When did we move, and how?", "Saturday 10 Oct 2026, ourselves with Théo's van (3 round trips), no movers.", "2026-10-10")
q("How much is the rent at the new flat?", "1,140 € per month, charges included (deposit 1,050 €).", "2026-08-06", "2026-09-03")
q("What dose of propranolol am I on?", "80 mg/day (LP 80, one in the morning) since 16 Sep 2026 — raised from 40 mg by Dr Benali; confirmed on 24 Nov.", "2026-09-15", "2026-11-24")
q("Has the higher dose helped my migraines?", "Yes: 6 attacks in August, 2 in October, 2 in November; 3 attacks between 15 Sep and 24 Nov.", "2026-10-28", "2026-11-24", "2026-11-29")
q("When is my next neurology appointment?", "March 2027 (Dr Benali, Bron).", "2026-11-24")
q("Why was Atlas paused, and when did it restart?", "Paused 11 Sep 2026 when Géovista froze its budget until Q4; restarted 19 Oct 2026 after the board approved the budget.", "2026-09-11", "2026-10-19")
q("What's the Atlas deadline now?", "End of January 2027 (originally end of November 2026); phase 1 acceptance on 15 Dec.", "2026-10-19", "2026-11-27")
q("How many of Géovista's jobs are ported to Airflow?", "41 of 47 as of 23 Nov (6 of the 9 unexplained jobs deleted); the first DAG, tiles_daily, went to prod on 18 Nov.", "2026-11-23", "2026-11-18")
q("Which school is Inès at now?", "École Anatole France in Villeurbanne (CE1, M. Diallo), since 2 Nov 2026 — 6 minutes on foot.", "2026-11-02")
q("Why did Inès change school after all?", "The commute from the new flat to Lamartine took 50+ minutes and wasn't sustainable; decided 23 Oct, reversing the 5 Sep plan to stay until June.", "2026-09-05", "2026-10-23", "2026-10-12")
q("Where does Karim work now and which days is he off?", "Second de cuisine at the Bouchon des Canuts since 1 Oct 2026; days off Sunday and Monday.", "2026-09-25", "2026-10-01")
q("Where does Julien live now?", "Nantes (Chantenay) with Maude, since 8 Nov 2026 (before: Montréal).", "2026-11-08", "2026-09-20")
q("When and where is my pottery class now?", "Thursday evenings at 19h30 at Terre Commune in Villeurbanne (since 15 Oct; before: Tuesdays at La Motte).", "2026-10-15", "2026-10-13")
q("Where are we spending Christmas 2026?", "In Nantes at Julien's, with Maman, 24–27 Dec.", "2026-11-22")
q("How old did Maman turn and what did I give her?", "70, on 14 Nov 2026 in Grenoble — bowls I made at pottery.", "2026-11-14", "2026-11-12")
GOLD = dict(
 persona="Élodie Marchand, 38, data engineer working remotely from Lyon (France) for a Dublin mapping company; terse bullet journal (rapid logging) in mixed French and English",
 vault="vault", period=["2026-08-01", "2026-11-30"], subjects=subjects, optional_subjects=optional_subjects, not_subjects=not_subjects,
 status_changes=status_changes, decisions=decisions, facts=F, secrets=secrets, questions=Q)
