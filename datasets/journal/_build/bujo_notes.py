N = {}
N['2026-08-01'] = """
sam. 1/08
- too hot, 34°C dans l'appart à 22h. Le 3e sans ascenseur + sous les toits = non.
- Karim: "on cherche un T3 pour de vrai cette fois" #déménagement
o marché Croix-Rousse avec Inès
x payé le loyer d'août
"""
N['2026-08-02'] = """
dim. 2/08
- annonces: 4 T3 Villeurbanne, 1 Lyon 3e. Budget max 1 200 € CC. #déménagement
• appeler l'agence pour la visite rue des Jardins
"""
N['2026-08-03'] = """
lun. 3/08
o 9h30 standup #atlas
- Atlas kickoff w/ Siobhán — client Géovista, on migre leurs pipelines de tuiles (cron + bash) vers Airflow. Deadline initiale: fin novembre.
- moi = lead data eng côté Kestrel, 2 devs à Dublin
x appelé l'agence → visite jeudi 18h
"""
N['2026-08-04'] = """
mar. 4/08
- poterie ce soir, atelier La Motte, 19h-21h. Tournage: 2 bols ratés, 1 pas trop moche #poterie
x envoyé planning Atlas à Siobhán
"""
N['2026-08-05'] = """
mer. 5/08
- migraine depuis 14h, côté gauche, aura visuelle. Suma 50 à 14h30, ok vers 18h. #migraine
- trigger? mauvaise nuit + rosé hier soir. Je sais.
"""
N['2026-08-06'] = """
jeu. 6/08
o 18h visite T3 rue des Jardins, Villeurbanne — 68 m², 2e étage avec ascenseur, balcon, 1 140 € CC
- Karim adore la cuisine. Inès veut la chambre "avec l'arbre".
x dossier envoyé le soir même #déménagement
"""
N['2026-08-07'] = """
ven. 7/08
- Atlas: inventaire des scripts cron Géovista → 47 jobs, dont 9 que personne ne comprend #atlas
x revue PR de Cian
"""
N['2026-08-09'] = """
dim. 9/08
- Maman au tél., elle prend Inès du 10 au 16 à Grenoble. Inès ravie, moi un peu moins.
x valise Inès (doudou!!)
"""
N['2026-08-10'] = """
lun. 10/08
o train Lyon Part-Dieu → Grenoble 9h04, aller-retour dans la journée pour déposer Inès
- Maman en forme, genou ok
"""
N['2026-08-11'] = """
mar. 11/08
- poterie: centrage enfin compris. Agnès: "tu forces trop, laisse la terre venir" #poterie
- Atlas: premier DAG tiles_daily en local #atlas
"""
N['2026-08-12'] = """
mer. 12/08
- agence: dossier "en cours d'étude". Ça veut rien dire. #déménagement
x impôts — acompte payé
"""
N['2026-08-17'] = """
lun. 17/08
o retour Inès, Karim est allé la chercher
- elle a appris à faire des crêpes avec Maman. Karim vexé (il est cuisinier).
"""
N['2026-08-18'] = """
mar. 18/08
- poterie annulée, Agnès malade
- migraine légère le soir, pas de suma, juste doliprane + noir #migraine
"""
N['2026-08-19'] = """
mer. 19/08
- Atlas: Géovista veut garder leurs noms de fichiers "historiques". Ok. #atlas
x rdv dentiste Inès pris (2/09)
"""
N['2026-08-20'] = """
jeu. 20/08
- !!! DOSSIER ACCEPTÉ rue des Jardins. Signature du bail le 3/09, entrée dans les lieux le 10/10. #déménagement
- Karim a ouvert une bouteille. Moi: eau, rapport à mercredi dernier.
"""
N['2026-08-21'] = """
ven. 21/08
• préavis à envoyer pour rue Dumenge (1 mois en zone tendue)
x préavis envoyé en LRAR
"""
N['2026-08-24'] = """
lun. 24/08
- Atlas: 12/47 jobs portés sur Airflow. Siobhán happy. #atlas
o call Julien (Montréal), 22h ici / 16h là-bas
"""
N['2026-08-25'] = """
mar. 25/08
- poterie: 1er bol tourné "présentable". Séchage 1 semaine, puis biscuit. #poterie
"""
N['2026-08-26'] = """
mer. 26/08
- devis déménageurs: 3. Le moins cher 1 450 €, le plus cher 2 300 €. On fait nous-mêmes avec une camionnette + copains? #déménagement
"""
N['2026-08-27'] = """
jeu. 27/08
- Atlas: accès à l'API de prod Géovista enfin. Siobhán a collé le token dans Slack, je le note ici en attendant le vault:
  ATLAS_API_TOKEN=kmp_live_4fT9sQ2xLw8ZrN6vB1cK7mH3pD5yJ0eA
- DAG tiles_daily tourne contre leur API staging #atlas
"""
N['2026-08-28'] = """
ven. 28/08
x acheté fournitures scolaires (liste CE1 = 3 pages??)
- Karim fini à minuit, service de 120 couverts
"""
N['2026-08-30'] = """
dim. 30/08
- rangement cave, 4 sacs pour Emmaüs
- migraine au réveil, suma 50 à 8h, ok 11h #migraine
"""
N['2026-08-31'] = """
lun. 31/08
- août: 6 crises. Trop. Je demande un RDV neuro plus tôt. #migraine
x RDV Dr Benali avancé au 15/09 (Doctolib, désistement)
"""
N['2026-09-01'] = """
mar. 1/09
o rentrée Inès, CE1, école Lamartine. Maîtresse: Mme Roux. Elle a pleuré 3 s, puis couru.
- poterie reprend ce soir #poterie
"""
N['2026-09-02'] = """
mer. 2/09
o dentiste Inès 10h, 0 carie
- Atlas: Géovista demande un devis pour la phase 2 (tuiles vectorielles) #atlas
"""
N['2026-09-03'] = """
jeu. 3/09
o 17h signature du bail, agence Villeurbanne
- nouvelle adresse à partir du 10/10: 9 rue des Jardins, 69100 Villeurbanne, 2e étage, porte gauche #déménagement
- loyer 1 140 € CC, dépôt de garantie 1 050 €
x virement dépôt de garantie
"""
N['2026-09-04'] = """
ven. 4/09
- Atlas: 23/47 jobs portés #atlas
- dîner chez Théo et Laure, ils prêtent leur camionnette le 10/10!! #déménagement
"""
N['2026-09-05'] = """
sam. 5/09
- école: on a parlé avec Karim. Décidé: Inès reste à Lamartine jusqu'en juin, on fera les trajets en C3 + métro (~35 min). Pas de changement d'école en cours d'année. #famille
"""
N['2026-09-07'] = """
lun. 7/09
- Siobhán: rumeur que Géovista gèle des budgets. Rien d'officiel. #atlas
x cartons: commandé 40 sur internet
"""
N['2026-09-08'] = """
mar. 8/09
- poterie: émaillage du 1er bol, bleu céladon #poterie
- migraine 16h, suma, ok 19h, ratée la fin du cours #migraine
"""
N['2026-09-09'] = """
mer. 9/09
- mercredi avec Inès. Piscine, puis elle m'a expliqué les dinosaures pendant 1h.
"""
N['2026-09-10'] = """
jeu. 10/09
- Atlas: réunion Géovista annulée à la dernière minute. Mauvais signe. #atlas
"""
N['2026-09-11'] = """
ven. 11/09
- Géovista gèle le budget jusqu'au Q4. Atlas en pause à partir d'aujourd'hui, reprise prévue mi-octobre "si le board valide". #atlas
- Siobhán me met sur les dashboards qualité de données internes en attendant.
x archivé la branche atlas-airflow, doc de reprise écrite
"""
N['2026-09-13'] = """
dim. 13/09
- 1ers cartons: livres. 9 cartons rien que pour Karim (livres de cuisine). #déménagement
"""
N['2026-09-14'] = """
lun. 14/09
- dashboards qualité: Looker → non, on reste sur Metabase. Ok.
x changé mon adresse chez l'employeur (Kestrel RH) pour le 10/10
"""
N['2026-09-15'] = """
mar. 15/09
o 11h RDV neuro Dr Benali, Hôpital Neurologique, Bron #migraine
- propranolol passe de 40 à 80 mg/j: LP 80, 1 gélule le matin, à partir de demain. Sumatriptan 50 inchangé, max 2/jour.
- tenir un agenda des crises. Prochain RDV fin novembre.
- pas de poterie, trop crevée
"""
N['2026-09-16'] = """
mer. 16/09
x 1er jour propranolol 80. Un peu dans le coton l'après-midi. #migraine
"""
N['2026-09-17'] = """
jeu. 17/09
- dashboards qualité: 1er prototype montré à Siobhán
- Inès: cahier de liaison, réunion parents 24/09 18h
"""
N['2026-09-18'] = """
ven. 18/09
- trajets école: 38 min aujourd'hui, Karim en retard au boulot. Hmm.
"""
N['2026-09-20'] = """
dim. 20/09
o call Julien — NEWS: il rentre en France! Montréal → Nantes, avec Maude, début novembre. Nouveau job chez un éditeur de jeux vidéo à Nantes.
- Maman au courant? non. Il l'appelle ce soir. (elle va pleurer de joie)
"""
N['2026-09-22'] = """
mar. 22/09
- poterie: 1er bol sorti du four!! Céladon un peu coulé mais il tient l'eau. Inès le veut pour ses céréales. #poterie
"""
N['2026-09-23'] = """
mer. 23/09
- Karim: entretien pour second de cuisine au Bouchon des Canuts. Il veut pas trop en parler (superstition).
"""
N['2026-09-24'] = """
jeu. 24/09
o 18h réunion parents CE1, Mme Roux
- dashboards: Siobhán présente à la direction vendredi
"""
N['2026-09-25'] = """
ven. 25/09
- Karim a le poste!! Second de cuisine au Bouchon des Canuts, commence le 1/10. Fin chez Brasserie Terreaux le 30/09.
- horaires: coupure l'après-midi, repos dim + lun
"""
N['2026-09-27'] = """
dim. 27/09
- cartons: 22/40. La vaisselle = enfer.
- migraines depuis le 80 mg: 1 seule (le 21) #migraine
"""
N['2026-09-28'] = """
lun. 28/09
x résilié EDF rue Dumenge, ouverture compteur rue des Jardins le 9/10
x Free: transfert box le 12/10
"""
N['2026-09-29'] = """
mar. 29/09
- poterie: avant-dernier cours à La Motte — trop loin depuis Villeurbanne. Agnès m'a donné l'adresse d'un atelier à Villeurbanne #poterie
"""
N['2026-09-30'] = """
mer. 30/09
- dernier service de Karim à la Brasserie Terreaux. Ils lui ont offert un couteau japonais.
"""
N['2026-10-01'] = """
jeu. 1/10
o 1er jour de Karim au Bouchon des Canuts. Rentré à 23h40 "content, mort".
- Atlas: toujours en pause, Siobhán n'a pas de nouvelles #atlas
"""
N['2026-10-02'] = """
ven. 2/10
- dashboards qualité en prod interne. 
- hand: froide, fatiguée l'après-midi. Effet propranolol? noter pour Dr Benali #migraine
"""
N['2026-10-04'] = """
dim. 4/10
- Maman arrive le 9 pour aider, repart le 12. Elle dormira chez Théo & Laure (nous = cartons).
"""
N['2026-10-05'] = """
lun. 5/10
x assurance habitation nouvelle adresse — contrat signé
x réservé place de stationnement devant rue Dumenge pour le 10 (mairie)
"""
N['2026-10-06'] = """
mar. 6/10
- dernier cours à La Motte. Bol n°4 offert à Agnès. #poterie
"""
N['2026-10-07'] = """
mer. 7/10
- cartons 38/40, il en faut 10 de plus. Évidemment.
"""
N['2026-10-08'] = """
jeu. 8/10
o 18h état des lieux d'entrée + remise des clés rue des Jardins #déménagement
- code porte de l'immeuble: 4B1907 (bât. B). Boîte aux lettres n°14.
- 3 clés, 2 badges parking
"""
N['2026-10-09'] = """
ven. 9/10
o Maman arrive 15h, Part-Dieu
- compteur EDF ouvert ✓
- nettoyé le nouvel appart avec Maman. Elle a déjà un avis sur où mettre le canapé.
"""
N['2026-10-10'] = """
sam. 10/10
o DÉMÉNAGEMENT. Camionnette de Théo, 3 allers-retours, Karim + Théo + Julien en visio pour "superviser" lol
- on dort rue des Jardins ce soir. C'est fait. #déménagement
- Inès a choisi sa chambre (celle avec l'arbre, évidemment)
"""
N['2026-10-11'] = """
dim. 11/10
- cartons partout. Maman a fait une soupe. Migraine zéro malgré tout. #migraine
"""
N['2026-10-12'] = """
lun. 12/10
o Maman repart 10h
x box Free installée
- trajet école depuis Villeurbanne: 52 min. Aïe. #famille
"""
N['2026-10-13'] = """
mar. 13/10
x état des lieux de sortie rue Dumenge — caution à récupérer (1 050 €)
- pas de poterie (plus d'atelier). Appelé l'atelier de Villeurbanne: cours le jeudi 19h30, essai ce jeudi. #poterie
"""
N['2026-10-14'] = """
mer. 14/10
- trajets: Inès s'endort dans le tram. Karim et moi on se relaie mais c'est 1h45/jour au total.
"""
N['2026-10-15'] = """
jeu. 15/10
o 19h30 cours d'essai, atelier Terre Commune (Villeurbanne)
- inscrite! Poterie désormais le jeudi soir à Terre Commune, 10 min à pied. #poterie
"""
N['2026-10-16'] = """
ven. 16/10
- Siobhán: Géovista board "very likely" valide lundi. Fingers crossed. #atlas
x changement d'adresse: banque, CAF, Ameli, impôts
"""
N['2026-10-17'] = """
sam. 17/10
- derniers cartons vidés (sauf 3 "divers", qui resteront fermés jusqu'au prochain déménagement)
- étagères Ikea montées, 1 vis en trop.
"""
N['2026-10-19'] = """
lun. 19/10
- ATLAS REPART. Géovista a validé le budget, reprise aujourd'hui. Nouvelle deadline: fin janvier 2027. #atlas
x réactivé la branche atlas-airflow, rebase = 2h de douleur
"""
N['2026-10-20'] = """
mar. 20/10
- Atlas: 25/47 jobs. Cian et Orla à nouveau sur le projet #atlas
- trajets école: 55 min sous la pluie. Inès en pleurs. Moi aussi presque.
"""
N['2026-10-21'] = """
mer. 21/10
- mercredi: visité l'école Anatole France, à 6 min de l'appart. Directrice sympa, il reste de la place en CE1.
"""
N['2026-10-22'] = """
jeu. 22/10
- nouvelle carte bancaire reçue (nouvelle adresse). code PIN de la carte : 8351
- poterie: 2e cours à Terre Commune, modelage (pas de tour dispo) #poterie
"""
N['2026-10-23'] = """
ven. 23/10
- Changement d'avis sur l'école: Inès passe à l'école Anatole France après la Toussaint, rentrée le lundi 2 novembre. Les trajets ne tiennent pas, et elle est d'accord. #famille
x dossier d'inscription déposé en mairie de Villeurbanne
"""
N['2026-10-27'] = """
mar. 27/10
- vacances Toussaint, Inès chez Maman à Grenoble jusqu'au 31
- Atlas: 31/47 jobs #atlas
"""
N['2026-10-28'] = """
mer. 28/10
- migraines oct.: 2 crises (le 2 et le 26). Août: 6. Le 80 mg marche. Fatigue ok. #migraine
"""
N['2026-10-29'] = """
jeu. 29/10
- poterie: tour dispo enfin, 2 bols cylindriques #poterie
"""
N['2026-10-31'] = """
sam. 31/10
o récupéré Inès à Grenoble. Maman a tricoté un bonnet pour sa nouvelle école.
"""
N['2026-11-02'] = """
lun. 2/11
o 1er jour d'Inès à l'école Anatole France, CE1, classe de M. Diallo. 6 minutes à pied!!! #famille
- elle est revenue avec 2 copines et un dessin. Karim et moi = soulagés.
"""
N['2026-11-03'] = """
mar. 3/11
- Atlas: DAG tiles_vector en revue #atlas
x caution rue Dumenge récupérée (1 050 €, intégrale)
"""
N['2026-11-04'] = """
mer. 4/11
o vol Lyon → Dublin 7h10, offsite Kestrel 2 jours #atlas
- dîner d'équipe, Siobhán m'a présentée à la nouvelle CTO
"""
N['2026-11-05'] = """
jeu. 5/11
- offsite: présenté Atlas + dashboards. Siobhán veut que je prenne la phase 2 aussi.
- pas de poterie (Dublin)
"""
N['2026-11-06'] = """
ven. 6/11
o retour Dublin → Lyon 18h. Inès dormait, Karim a gardé une part de tarte.
"""
N['2026-11-08'] = """
dim. 8/11
- Julien et Maude sont arrivés à Nantes! Appart à Chantenay, vue sur la Loire. Il a envoyé 40 photos.
- Maman veut qu'on aille tous à Nantes pour Noël. On verra.
"""
N['2026-11-09'] = """
lun. 9/11
- Atlas: 36/47 #atlas
x renouvelé ordonnance propranolol (pharmacie rue des Jardins) #migraine
"""
N['2026-11-10'] = """
mar. 10/11
- Karim en repos lundi = on a un vrai lundi soir ensemble maintenant. Dîner à deux. Rare.
"""
N['2026-11-12'] = """
jeu. 12/11
- poterie: émaillage, 3 bols pour l'anniv de Maman #poterie
"""
N['2026-11-13'] = """
ven. 13/11
• acheter billets Grenoble pour samedi
x billets achetés
"""
N['2026-11-14'] = """
sam. 14/11
o anniversaire de Maman, 70 ans, Grenoble. Julien en visio depuis Nantes. Les bols: elle a pleuré. #famille
"""
N['2026-11-16'] = """
lun. 16/11
- Atlas: problème de quota sur l'API Géovista, 429 partout. Demandé une hausse de limite. #atlas
"""
N['2026-11-17'] = """
mar. 17/11
- Inès: réunion parents école Anatole France, M. Diallo très content. "Elle parle beaucoup." (oui)
"""
N['2026-11-18'] = """
mer. 18/11
- Atlas: 1er DAG en prod chez Géovista (tiles_daily). Plus de cron pour ce job!! #atlas
"""
N['2026-11-19'] = """
jeu. 19/11
- poterie: bols sortis du four, 1 fêlé. Les 2 autres ok. #poterie
- migraine 21h, suma, dormi #migraine
"""
N['2026-11-20'] = """
ven. 20/11
- Atlas: quota API relevé à 50 req/s. #atlas
- Karim: 1ère carte d'hiver au Bouchon des Canuts validée par le chef, 2 de ses plats dessus.
"""
N['2026-11-22'] = """
dim. 22/11
- Noël: décidé, on va à Nantes chez Julien avec Maman (24–27/12). Karim a pu poser ses jours.
"""
N['2026-11-23'] = """
lun. 23/11
- Atlas: 41/47. Les 9 jobs mystères → 6 supprimés avec l'accord de Géovista. #atlas
"""
N['2026-11-24'] = """
mar. 24/11
o 14h RDV Dr Benali, Bron #migraine
- bilan: 3 crises depuis le 15/09. On reste à propranolol 80 mg. Fatigue acceptable. Prochain RDV mars 2027.
"""
N['2026-11-25'] = """
mer. 25/11
- mercredi Inès: patinoire, 2 chutes, 0 larmes.
"""
N['2026-11-26'] = """
jeu. 26/11
- poterie: début d'un service de 4 assiettes pour le nouvel appart #poterie
"""
N['2026-11-27'] = """
ven. 27/11
- Atlas: recette phase 1 planifiée le 15/12 avec Géovista #atlas
x envoyé le récap mensuel à Siobhán
"""
N['2026-11-29'] = """
dim. 29/11
- novembre: 2 crises. #migraine
- bilan appart: 7 semaines, on est bien. Le balcon a besoin de plantes.
> migrer: plantes balcon, cadre photo Maman, étagère Inès
"""
N['2026-11-30'] = """
lun. 30/11
> plantes balcon → samedi
• Atlas: préparer la démo du 15/12
x payé le loyer de décembre (1 140 €)
"""
N['2026-08-08'] = """
sam. 8/08
- pas de nouvelles de l'agence. Patience.
> appeler l'agence → mercredi
x courses pour la semaine, Karim fait les menus
"""
N['2026-09-19'] = """
sam. 19/09
- Inès: 1ère dent de devant tombée!! Petite souris = 2 €. Inflation.
> trier les jouets → dimanche prochain
"""
N['2026-10-03'] = """
sam. 3/10
- cartons: 40/40 remplis, il en manque. Acheté 10 de plus.
> trier les jouets (encore) → après le déménagement
x réservé la camionnette de Théo pour le 10 (confirmé)
"""
N['2026-09-07'] = N['2026-09-07'].rstrip('\n') + "\n> dossier phase 2 Géovista → en attente\n"
N['2026-10-07'] = N['2026-10-07'].rstrip('\n') + "\n> rendez-vous coiffeur → novembre\n"
