# Gareth's own memory notes, written before the log starts (end of May 2026).
MEM = {}
MEM['Work/Memory/MEMORY.md'] = """# Memory

Stuff I keep forgetting. Updated end of May 2026.

## Team
Routing team, Parcelwise (Leeds, Wellington Place). Six people:
- Aisha Khan — senior engineer, tech lead. @aisha.k
- Tomasz Nowak (Tomek) — backend, knows dispatch-api workers best
- Rhiannon Price (Rhi) — frontend + driver app
- Kwame Mensah — backend/infra, alerts and deploys
- Liam O'Connor — Associate Engineer, joined Jan 2026
- Beth Carter — QA engineer, test automation
- Headcount plan: 7 once REQ-2231 fills
- My manager: Sunita Rao, Director of Engineering. 1:1 fortnightly Thursdays.

## Projects
- [[Heron]] — route optimiser rewrite, launch 14 Sep
- [[Offline Mode]] — driver app, Rhi
- [[Postcode Fixer]] — idea stage, Beth
- dispatch-api — our main service, SLO 99.9%, owner Tomasz
- [[On-call]] — routing-primary rota

## Vendors
- [[Mapcore]] — geocoding + maps API

## Hiring
- [[Senior Backend hire]]

## Me
- [[Cycling]] to work
- School run: Tue/Thu (Jo does Mon/Wed/Fri)
- Escalation when I'm out: Aisha, then Sunita
"""
MEM['Work/Memory/Topics/Heron.md'] = """---
aliases: [Project Heron, Route Optimiser v2, HRN]
status: active
tags: [project]
---
# Heron

Route Optimiser v2. Replaces the 2019 greedy router with a proper solver. Jira prefix HRN-.

- Tech lead: Aisha
- Launch: 14 Sep 2026, per-depot feature flag
- 38 depots to migrate
- Success metric: van miles per van per week (baseline TBC)
"""
MEM['Work/Memory/Topics/Offline Mode.md'] = """---
aliases: [Driver App Offline Mode, DRV]
status: active
tags: [project]
---
# Offline Mode

Driver app keeps working with no signal; syncs stops and proof of delivery later. Jira prefix DRV-.

- Lead: Rhi
- Pilot: Wakefield depot, January 2027
- Hard part: sync conflicts
"""
MEM['Work/Memory/Topics/Postcode Fixer.md'] = """---
aliases: [PCF]
status: active
tags: [project, idea]
---
# Postcode Fixer

Idea from Beth: fix or flag bad addresses before they reach routing. Jira prefix PCF- (once it exists).

- Owner: Beth
- Uses Mapcore + our own delivery history
"""
MEM['Work/Memory/Topics/Mapcore.md'] = """---
tags: [vendor]
---
# Mapcore

Geocoding + maps API vendor for Routing.

- Contract: £4,200/month, 12 months, renews 1 Nov 2026
- Notice for changes: by 30 Sep
- Account manager + escalation contact: Greg Whitlow
- Rate limit: 100 req/s, batch limit 500 addresses per request
"""
MEM['Work/Memory/Topics/On-call.md'] = """---
aliases: [routing-primary, on-call rotation]
tags: [team, process]
---
# On-call

PagerDuty schedule routing-primary.

- Weekly rotation, handover Monday 10:00
- Rota: Aisha, Tomasz, Kwame, Rhi
- Allowance: £250 per week on call
- Beth: not on the rota (agreed)
"""
MEM['Work/Memory/Topics/Senior Backend hire.md'] = """---
aliases: [REQ-2231, Senior Backend Engineer]
status: active
tags: [hiring]
---
# Senior Backend hire

REQ-2231, approved May 2026. Recruiter: Holly Greaves.

- Band: £75-85k
- Loop: recruiter screen, call with me, take-home, system design (Aisha), values (Sunita)
"""
MEM['Work/Memory/Topics/Cycling.md'] = """---
aliases: [bike commute]
tags: [me, habit]
---
# Cycling

Horsforth to Wellington Place, 11 km each way, about 35-40 min.

- 3 days a week: Mon/Tue/Thu (office days)
- Bike shop: Kirkstall Cycles
- Kit: lights in the pannier from October
"""
