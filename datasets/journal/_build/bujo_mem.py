MEM = {}
MEM['Memory/MEMORY.md'] = """
# MEMORY

Index. Court. Si c'est pas ici, je l'ai oublié.

## Famille
- Karim — cuisinier à la Brasserie Terreaux. Repos mar + mer.
- [[Inès]] — voir note
- Maman — Grenoble, seule depuis 2021. Anniv 14/11.
- Julien — mon frère, Montréal, avec Maude. Appeler le dimanche soir (décalage 6h).

## Maison
- 14 rue Dumenge, Lyon 4e, 3e sans ascenseur. Trop petit. On cherche.
- proprio: M. Garnier (répond jamais)

## Work
- Kestrel Maps (Dublin), full remote from Lyon. Data engineer.
- Manager: Siobhán Kelly. Standup 9h30.
- [[Projet Atlas]] — client Géovista

## Santé
- [[Migraines]] — propranolol, voir note

## Hobby
- poterie, mardi soir, La Motte (Croix-Rousse)
"""
MEM['Memory/Topics/Migraines.md'] = """
---
aliases: [migraine, migraines avec aura]
tags: [santé]
---
# Migraines

Migraine avec aura depuis l'adolescence. Pire depuis 2024.

- traitement de fond: propranolol 40 mg/j (depuis mars 2026), 1 le matin
- crise: sumatriptan 50 mg, max 2/jour
- neuro: Dr Benali, Hôpital Neurologique (Bron)
- triggers: vin (surtout rouge), manque de sommeil, écrans le soir
- ne PAS prendre d'ibuprofène avec le suma sans demander
"""
MEM['Memory/Topics/Projet Atlas.md'] = """
---
aliases: [Atlas]
tags: [work]
---
# Projet Atlas

Kestrel Maps x Géovista. Migration de leurs pipelines de tuiles (cron + bash) vers Airflow.

- moi: lead data eng
- Dublin: Cian + Orla (devs)
- sponsor côté Kestrel: Siobhán
- deadline: fin novembre 2026
- repo: kestrel/atlas-airflow
"""
MEM['Memory/Topics/Inès.md'] = """
---
aliases: [Ines]
tags: [famille]
---
# Inès

Née le 3 mars 2019.
- école Lamartine (Lyon 4e), CE1 à la rentrée 2026
- allergie: kiwi (léger)
- doudou: Pompon (lapin). NE PAS OUBLIER.
- pointure 30, taille 128
- aime: dinosaures, crêpes, la piscine
"""
