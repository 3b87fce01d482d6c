MEM = {}
MEM['Memory/MEMORY.md'] = """
# MEMORY

For me, and for whatever assistant I'm using this month. Read this first.

## Now
- [[Ledger migration]] — MySQL → Postgres at work. Cutover weekend 3 Oct.
- [[Rota app]] — active. Pantry volunteer rota, keep it alive through winter.
- pipewatch — GH Actions cost CLI, with Sofia. Evenings/Saturdays.

## Work
- Brightwell, backend engineer. Manager: Marcus Oyelaran.
- Office: Spinningfields coworking, in Tue + Thu.
- Dev = the DBA. Ask him before touching replicas.

## Setup
- see [[Dev setup]]

## How I like to work
- pytest, never unittest
- small PRs, conventional commits
- explain, don't lecture
"""
MEM['Memory/Topics/Dev setup.md'] = """
---
aliases: [setup, dotfiles]
tags: [dev]
---
# Dev setup

- Laptop: MacBook Air M2, 16 GB (Brightwell's)
- Editor: Neovim + LazyVim. Not switching. Don't suggest VS Code.
- Shell: fish + tmux (prefix C-a)
- Terminal: iTerm2
- Python: 3.11 via pyenv, venv per repo
- Containers: Docker Desktop (MySQL 5.7 + Postgres 16 for the ledger work)
- Dotfiles: github.com/nkaur/dotfiles (private)
"""
MEM['Memory/Topics/Ledger migration.md'] = """
---
aliases: [ledger, ledger cutover, Postgres migration]
tags: [work]
---
# Ledger migration

Billing ledger from MySQL 5.7 to Postgres 16. Started June.

- tool: pgloader for the bulk copy, own checksum script for verification
- people: Marcus (EM), Dev (DBA)
- plan: big-bang weekend cutover, date TBD (October?)
- known mess: FLOAT money columns, zero dates, `adjustments` has no PK
"""
MEM['Memory/Topics/Rota app.md'] = """
---
aliases: [rota, pantry rota]
tags: [volunteering]
---
# Rota app

Volunteer shift rota for Heaton Moor Community Pantry. Built it in 2024.

- Flask + SQLite, on Fly.io (free tier)
- SMS reminders the day before a shift
- contact: Gill (coordinator)
- status: active, keep it running through winter
"""
