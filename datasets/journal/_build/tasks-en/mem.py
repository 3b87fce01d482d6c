# Nora's own memory files, present before the tool runs (last tidied by her at the end of July 2026).
MEM = {}
MEM['Memory/MEMORY.md'] = """# Memory

Things I keep having to look up. Last tidied end of July 2026.

## People
- [[Tom Fairley|Tom]] — partner, teaches Year 6 at Ashley Down Primary
- Mum (Helen) — still in Swindon, 22 Ferndale Road, talks about moving every Christmas
- [[Priya Raman|Priya]] — freelance UX researcher, my go-to for usability sessions
- Sam Okafor — product lead at [[Hollis & Pike]], the person who actually signs things off
- Dilys Price — accountant, self-assessment done by her every January

## Work
- [[Hollis & Pike]] — retainer, the steady money
- [[Acme checkout]] — the big one this summer, #client/acme
- [[Admin]] — rates, invoicing, tax bits
- Desk at [[Spike Island studio]]: £180/month, hot desk row by the window

## Home
- Flat: Cotham, rent £1,150/month to Mr Deakin, due on the 1st
- [[Climbing]] — Tue/Thu with Ellie
"""
MEM['Memory/Topics/Hollis & Pike.md'] = """---
aliases: [Hollis, H&P]
status: active
tags: [client/hollis]
---
# Hollis & Pike

Estate agency group (14 branches in the South West). I look after their property-search app and the branch site templates.

- Main contact: Sam Okafor (product lead)
- Retainer: 6 days a month, invoiced on the 1st, net 30
- Design system lives in their Figma team "H&P Core"
- Standup Tuesday 9:30 on Zoom (I join fortnightly)
"""
MEM['Memory/Topics/Acme checkout.md'] = """---
aliases: [Acme checkout redesign, checkout redesign]
status: active
tags: [client/acme]
---
# Acme checkout

Acme Outdoor (camping and climbing kit, online shop). Redesign of basket → delivery → payment, mobile first.

- PM: Jonah Reyes
- Fixed fee £14,000, paid in three stages
- Research: Priya runs two rounds of usability sessions (August)
- Launch: Thu 24 Sep, before their autumn sale
"""
MEM['Memory/Topics/Climbing.md'] = """---
aliases: [bouldering]
tags: [health]
---
# Climbing

Bouldering at Bloc, Tuesday and Thursday evenings with Ellie.

- Membership: £49/month, direct debit on the 3rd
- Working on: the pink 6b in the cave (left-hand crimp, still can't hold it)
- Warm up properly. Fingers are not 25 any more.
"""
MEM['Memory/Topics/Admin.md'] = """---
tags: [admin]
---
# Admin

- Day rate: £400 (half day £220)
- Invoices: numbered NW-2026-xxx, sent from FreeAgent, net 30
- Accountant: Dilys Price, wants receipts by the 5th of each month
- Tax pot: 30% of every payment into the Starling savings space
- Professional indemnity insurance renews 1 March
"""
