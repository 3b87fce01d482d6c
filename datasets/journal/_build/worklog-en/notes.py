# Daily work log of Gareth Lunn, engineering manager, Routing team at Parcelwise (Leeds). Keys are ISO dates;
# common.write_vault names the files DD-MM-YYYY.md.
N = {}


def n(d, text):
    N[d] = text.strip('\n') + '\n'


# ---------------------------------------------------------------- June
n('2026-06-01', """
# Mon 1 Jun

New notebook, new half. Trying to keep this log daily this time.

## Planning
- Heron kickoff with Aisha + Sunita. Route Optimiser v2 = codename Heron, tickets HRN-. Launch target: Mon 14 Sep, behind a per-depot flag.
- Sunita confirmed REQ-2231 (Senior Backend Engineer) is approved. Headcount plan goes from 6 to 7 once filled.
- Team today: Aisha, Tomasz, Rhi, Kwame, Liam, Beth. Six.

## Todo
- [x] send Heron kickoff notes
- [ ] book recruiter sync with Holly
- [ ] check on-call calendar for June
""")
n('2026-06-02', """
## 1:1s
- Aisha: happy to be tech lead on Heron, wants Tomasz on the solver integration. Worried about Mapcore batch limits (500 addresses/request).
- Tomasz: fine, a bit flat. Wants more ownership of dispatch-api. Said he'd been "approached" by a couple of startups, not looking. Noted.

## Hiring
Long chat with Aisha about the senior BE loop. Live coding filters out good people who freeze.
- Decision: senior BE loop uses a take-home (max 3h, paid £150) instead of live coding. Stages: recruiter screen -> take-home -> system design (Aisha) -> values (Sunita).

Cycled in, 38 min, headwind on Kirkstall Road.
""")
n('2026-06-03', """
## On-call
Rota for routing-primary is weekly, handover Monday 10:00. People on it: Aisha, Tomasz, Kwame, Rhi. Liam not yet (wants to).
Quiet week so far for Tomasz, two pages, both the flaky depot-sync check.

## Notes
- standup ran 25 min again. Asked people to take rabbit holes offline.
- Beth raised that 4% of failed deliveries last month were bad addresses. Idea: small service to fix postcodes before routing. Calling it Postcode Fixer for now.

## Todo
- [ ] ask Kwame to silence depot-sync check until fixed
- [x] approve Beth's leave 22-26 Jun
""")
n('2026-06-04', """
## 1:1 Sunita (fortnightly, Thu)
- Heron is the Q3 headline for Routing. She wants a demo to the ops directors mid-July.
- Escalations: for now anything Sev1 goes to her, then to Dev (Head of Platform) if she's out.
- Asked about Tomasz, told her he seems restless. She said keep an eye.

## Mapcore QBR
- Greg Whitlow (account manager) is our escalation contact at Mapcore. greg.whitlow@mapcore.io
- Contract: £4,200/month, 12 months, renewal 1 Nov. Any change needs notice by 30 Sep.
- They're adding a batch geocode endpoint "in Q3". Will believe it when I see it.
""")
n('2026-06-08', """
# Mon 8 Jun

## Home
School run is mine Tue/Thu this term, Jo does the other days. Bike days are Mon/Tue/Thu (office days), so 3 days a week on the bike. 11 km each way from Horsforth to Wellington Place.

## Heron
- Sprint 1 planning. 34 points. Aisha + Tomasz on solver, Kwame on infra (new queue), Liam on the depot config UI.
- Rhi stays on Offline Mode (driver app, DRV- tickets). Target for Offline Mode: pilot at Wakefield depot in Jan.

## Todo
- [ ] write Heron one-pager for ops
- [x] 1:1 notes template update
""")
n('2026-06-09', """
## Incidents
dispatch-api p95 latency 2.8s from 09:40 to 10:25. Sev2. Kwame IC, Tomasz on the DB side.
Cause: a migration on staging was pointed at prod read replica by a copy-paste in the runbook. Nobody's fault, runbook was wrong.
For the record, what was in the runbook: staging: psql -h stg-dispatch-db.internal -U dispatch_rw, pw Wh1skers-Tarn-88
(need to get that out of Confluence and rotate it, Kwame says he will)

## Todo
- [ ] postmortem doc by Thu
- [ ] runbook: remove creds, link to Vault instead
- [ ] tell Sunita (done verbally)
""")
n('2026-06-10', """
## Postcode Fixer
Kickoff with Beth and Kwame. Small service that sits in front of routing and fixes/flags bad addresses using Mapcore + our own delivery history. Tickets PCF-. Beth owns it, Kwame 50%.
- v1 scope: UK postcodes only, flag don't fix.
- Aim: end of Q3, no hard date.

## Notes
- Tomasz did a nice job on the incident timeline. Told him so.
- Liam asked again about on-call. Said in two sprints, after Heron sprint 3.

Rain. Took the bus, 55 min. Bike would have been faster.
""")
n('2026-06-11', """
## Hiring
- Recruiter sync with Holly Greaves. REQ-2231 live on the careers page since Monday. 41 applicants already, mostly not senior.
- Holly screens, I do a 20 min call with the shortlist, then take-home.
- Take-home: the depot-slotting exercise Aisha wrote. Paid £150.

## 1:1s
- Kwame: wants to own on-call tooling properly (alert hygiene, runbooks). Yes please.
- Beth: excited about Postcode Fixer. Needs Mapcore sandbox access.

## Todo
- [ ] Mapcore sandbox key for Beth (ask Greg)
""")
n('2026-06-12', """
Short day, left at 15:00 for Millie's sports day. She came third in the egg and spoon and was furious about it.

## Notes
- Heron sprint 1 mid-point: solver integration harder than thought. Mapcore batch limit is the problem Aisha predicted.
- Postmortem for Tuesday's incident published. 5 actions, 3 owned by Kwame.

## Todo
- [x] postmortem doc
- [ ] runbook creds removal (Kwame, Mon)
- [ ] review Liam's PR on the depot config UI
""")
n('2026-06-15', """
## 1:1s
- Rhi: Offline Mode on track for the Wakefield pilot. Sync conflict handling is the scary bit. She'd like a second pair of hands, maybe Liam later.
- Liam: enjoying the config UI. Asked what gets him to Engineer II. Talked through the ladder: owning a feature end to end, being on call. Agreed he aims for the September promo round.

## Notes
Beth on leave 22-26 Jun. Kwame covers Postcode Fixer.

Bike: back brake squealing. Need to look at pads this weekend.
""")
n('2026-06-16', """
## Heron
- Sprint 1 review. 21 of 34 points done. Half the tickets sat in In Review for 3+ days. Asked Aisha to set a review SLA: 1 working day.
- HRN-48 (batch geocoding shim) is the critical path.

## Incidents
Nothing. Good.

## Todo
- [ ] Q3 planning doc draft for Sunita by Thu
- [ ] Holly: shortlist review
- [x] brake pads (ordered)
""")
n('2026-06-17', """
## Planning
Q3 draft:
- Heron launch 14 Sep (Aisha, Tomasz, Kwame, Liam)
- Offline Mode pilot prep (Rhi)
- Postcode Fixer v1 (Beth, Kwame half)
- On-call hygiene (Kwame)
That's everyone at 100%+. No slack at all if the senior hire is slow.

## Home
Jo's new job starts in September, early starts. So from September I do the school run Mon/Wed/Fri. Need to rethink bike days then.
""")
n('2026-06-18', """
## 1:1 Sunita
- Went through the Q3 draft. She's fine with it but wants Heron date protected "above everything".
- Asked for a buffer. She said the senior hire is the buffer. Hm.
- Ops demo: Thu 16 Jul.

## Hiring
Shortlist from Holly: 6 people. Did 20 min calls with 3 today. Two going to take-home: J.M. and P.S.

## Todo
- [ ] remaining 3 shortlist calls
- [ ] book ops demo room for 16 Jul
""")
n('2026-06-22', """
# Mon 22 Jun

## On-call
Handover at 10:00, Tomasz -> Kwame. Last week: 7 pages, 5 of them depot-sync. Kwame's fix for it ships today.

## Hiring
- Remaining shortlist calls done. One more to take-home (A.R.). Three take-homes out.
- Holly says the salary band (£75-85k) is low for Leeds senior BE. Told Sunita.

## Notes
Beth off this week.

## Todo
- [ ] chase take-homes by EOW
""")
n('2026-06-23', """
Q3 planning session with the other EMs, all afternoon in the Aire Room on the 4th floor (we got bumped from our usual room). No windows, terrible coffee.

## Decisions
- Routing keeps Mapcore as the geocoding vendor for now; Platform will look at the contract at renewal with us.
- Heron gets priority on the shared perf-test environment in August.

## Notes
- Aisha presented Heron, very well. Ops asked for the van-miles metric.

## Todo
- [ ] send the van-miles baseline to ops
""")
n('2026-06-24', """
## Incidents
Small one: depot config for Bradford pushed with the wrong cut-off time (14:00 instead of 16:00). Liam's change, caught by ops in 20 min. Not a page, but a good lesson on config validation. Liam owned it well and wrote it up himself.

## 1:1s
- Tomasz: quiet. Said he's fine. Asked if he wants to present the solver work at the eng all-hands. He said maybe.

## Todo
- [ ] ticket: validation on depot cut-off times (HRN-61)
""")
n('2026-06-25', """
## Hiring
- Take-homes back: J.M. strong, P.S. ok, A.R. didn't submit.
- J.M. to system design with Aisha next Tuesday.

## Heron
Sprint 2 planning. HRN-48 still not done. Aisha pairing with Tomasz tomorrow to unblock it.

## Home
Replaced the brake pads myself. Took an hour and one YouTube video. Brakes silent now.

## Todo
- [x] van-miles baseline to ops: 412 miles/van/week average
""")
n('2026-06-29', """
# Mon 29 Jun

## On-call
Handover 10:00, Kwame -> Rhi. Kwame's week: 2 pages. The depot-sync fix worked.

## Notes
- Team lunch for end of H1 at the Thai place. Everyone came except Tomasz (dentist).
- Kwame showed the new alert dashboard. Proper work.

## Todo
- [ ] H1 review notes for each person by 10 Jul
- [ ] order Oscar's birthday present (dinosaur thing)
""")
n('2026-06-30', """
## Hiring
J.M. system design today. Aisha: strong hire on design, a bit hand-wavy on data. Values with Sunita Friday.

## Heron
HRN-48 merged. Batch shim does 500 per call in parallel chunks. Aisha calls it ugly but fine.

## Notes
End of H1. Team health check: green on purpose, amber on load (everyone says too much on), red on nothing.

## Todo
- [ ] share health check with Sunita
- [x] Oscar's present
""")


# ---------------------------------------------------------------- July
n('2026-07-01', """
## Hiring
- J.M. values interview with Sunita moved to Fri 3 Jul (her diary).
- Holly has 4 new applicants from the re-posted ad with the band shown. Better quality.

## 1:1s
- Beth back from leave. Postcode Fixer: Kwame got the skeleton deployed to staging while she was out. She's pleased, slightly annoyed he renamed half the modules.

## Todo
- [ ] H1 reviews: Aisha, Tomasz, Rhi done; Kwame, Liam, Beth to do
- [ ] decide on Offline Mode vs Heron staffing before Monday
""")
n('2026-07-02', """
## Heron
Sprint 3 forecast looks bad. Solver + batch shim fine, but the depot cut-over tooling isn't started and that's 3 weeks for two people. Aisha thinks we need Rhi and Liam on it.

Talked to Sunita on Slack. She said "your call, but protect the date".

## Home
Oscar's 6th birthday tomorrow. Leaving at 16:00.

## Todo
- [ ] talk to Rhi before anything is announced
""")
n('2026-07-03', """
## Hiring
J.M. declined before the values interview. Took an offer in Manchester, £15k more. Holly not surprised. Back to the pipeline: 2 new take-homes out (C.D., F.O.).

## Notes
Talked to Rhi about pausing Offline Mode. She gets it, isn't happy. Her words: "paused means dead in this company". Promised her it comes back and she leads it.

Oscar's party: 14 six-year-olds, one bouncy castle, zero survivors.
""")
n('2026-07-06', """
# Mon 6 Jul

## Decisions
- Offline Mode is on hold until Heron ships. Rhi and Liam move to Heron cut-over tooling from today. DRV- board frozen, Wakefield pilot date TBD.
- Told ops; they grumbled but Heron is what they asked for.

## On-call
Handover 10:00, Rhi -> Aisha.

## Todo
- [ ] update Offline Mode note + roadmap
- [ ] Liam on-call: decide this week
""")
n('2026-07-07', """
## 1:1s
- Rhi: settled in on cut-over tooling. Asked me to write down what "until Heron ships" means so it doesn't drift. Fair. Wrote it in the roadmap.
- Liam: keen on on-call. Shadowing first, then primary.

## Notes
Ops demo prep with Aisha. We show the Leeds depot replay: yesterday's real routes vs Heron's. 7% fewer van miles in the replay.

## Todo
- [ ] ask Kwame to add Liam to PagerDuty
""")
n('2026-07-09', """
## 1:1 Sunita
- Headcount still 6 actual, 7 planned. Senior BE req stays open.
- She asked about the pause, I said it was my call and I'd make it again.
- She's away 10-21 Aug. Escalation to Dev while she's out.

## Mapcore
Mapcore batch endpoint is now "Q4". Of course.

Bike: gears skipping on the big cog. Tomorrow's problem.
""")
n('2026-07-10', """
## Decisions
- Liam joins the routing-primary rota from Mon 13 Jul: two weeks shadowing Kwame, first solo week in August. Rota goes to 5 people.

## Heron
Sprint 3 review: 29/31. Cut-over tooling started, Rhi already found two bugs in the flag service.

## Todo
- [x] Liam in PagerDuty
- [ ] H1 reviews: Kwame, Liam, Beth (by today... slipping to Mon)
""")
n('2026-07-13', """
# Mon 13 Jul

## On-call
Handover 10:00, Aisha -> Kwame, Liam shadowing. Five people on the rota now: Aisha, Tomasz, Kwame, Rhi, Liam.

## Notes
- H1 reviews done, all six. Liam's is the one I'm proudest of.
- Tomasz presented the solver at all-hands. Good questions from the CTO.

## Todo
- [ ] ops demo dry run Wed
- [ ] book the Aire Room again? no, use the big room on 2
""")
n('2026-07-14', """
Rear derailleur hanger snapped on Kirkstall Road at 08:15, chain wrapped round the cassette. Walked the last 2 km pushing the bike. Late for standup.

## Heron
- Dry run moved to tomorrow.
- Aisha flagged: Mapcore rate limit dropped us to 40 req/s overnight with no notice. Raised it with Greg, he "is looking into it".

## Todo
- [ ] drop bike at Kirkstall Cycles
- [ ] chase Greg re rate limit by Thu
""")
n('2026-07-15', """
## Notes
- Ops demo dry run went OK. Too many slides. Cut to 6.
- Greg at Mapcore: the rate limit change was "a misconfiguration", restored to 100 req/s. Asked for it in writing.

## Hiring
C.D. take-home: no. F.O. take-home: good. F.O. to system design next week.

Bus today. Bike in the shop till Friday. Bus was 20 min late both ways, read half a book.
""")
n('2026-07-16', """
## Ops demo
Demo to the ops directors, Heron replay for Leeds + Wakefield. 7% fewer van miles in the replay, ETA accuracy up. They asked twice if 14 Sep is real. Aisha said yes. I said "that's the plan".

## 1:1s
- Kwame: Liam shadowing well, asks good questions. Kwame wants the rota handbook written before Liam goes solo.

## Todo
- [ ] send demo deck + numbers
- [ ] Kwame: rota handbook, by 31 Jul
""")
n('2026-07-17', """
Picked up the bike from Kirkstall Cycles: new hanger, new gear cable, indexed. £48. Rode home, shifting like new.

## Notes
- Slow Friday. Wrote Q3 mid-point notes.
- Postcode Fixer: first real numbers, 3.1% of yesterday's addresses flagged. Beth checked 100 by hand, 92 were really bad.

## Todo
- [ ] Beth's numbers to ops
- [ ] F.O. system design Tue
""")
n('2026-07-20', """
# Mon 20 Jul

## On-call
Handover 10:00, Kwame -> Tomasz. Liam second shadow week with Tomasz.

## Heron
Sprint 4 planning. Cut-over tooling is 60%. The thing nobody estimated: migrating each depot's custom rules. 38 depots, some with 40+ rules.

## Home
Schools break up Wednesday. Kids at holiday club Mon/Tue/Thu, grandparents Wed/Fri. No school run till September.
Millie already asking when we go to Cornwall.
""")
n('2026-07-21', """
## Hiring
F.O. system design with Aisha. Aisha: "solid, not senior". No hire. Pipeline empty again. Holly asks if we'd consider a mid-level. Sunita said no, senior or nothing.

## 1:1s
- Tomasz: asked me directly what the path to staff looks like here. Honest answer: slow, and mostly through Aisha's kind of scope. He nodded a lot.

## Todo
- [ ] write down a staff path for Tomasz, realistic one
""")
n('2026-07-22', """
## Incidents
Sev2, 11:05-12:40. dispatch-api job queue backed up to 180k messages after a depot bulk import (Doncaster). Drivers got routes 40 min late.
- IC Tomasz (on call), Kwame helping, Liam shadowing.
- Fix: throttled the import, scaled workers 4 -> 12.
- Actions: per-depot import limits, queue depth alert at 20k.

Tomasz was very good on this. Calm, clear comms.
""")
n('2026-07-23', """
## 1:1 Sunita
- Told her about the Sev2. She wants the postmortem by Tuesday.
- Senior BE band: she got it raised to £80-90k. Holly re-posting.
- Heron: she asked me straight if 14 Sep is at risk. Said yes, depot rules migration. She wants a plan, not a date, by next week.

## Todo
- [ ] Heron re-plan with Aisha Mon
- [ ] postmortem review Tue
""")
n('2026-07-27', """
# Mon 27 Jul

## Heron
Re-plan with Aisha. Depot rules migration: 38 depots, we can do maybe 6 a week with tooling. That's 6-7 weeks from now, so mid-Sep for migration alone, then 2 weeks soak.
Realistic launch: early October.

## On-call
Handover 10:00, Tomasz -> Rhi. Liam's first solo week is 3 Aug.

## Todo
- [ ] write the slip proposal
""")
n('2026-07-29', """
## Decisions
- Heron launch moves from 14 Sep to Mon 5 Oct. Reason: per-depot rule migration (38 depots) + 2-week soak. Sunita agreed on the call, ops told by Aisha.

## Notes
- Postmortem for the 22 Jul Sev2 done. Queue depth alert live.
- Kwame's rota handbook is in Confluence. Short and good.

## Todo
- [ ] update Heron note (launch date)
- [ ] out-of-office + handover doc for holiday
""")
n('2026-07-31', """
Last day before two weeks off (3-14 Aug, Cornwall).

## Handover
- Aisha covers me for Routing. Escalation: Aisha -> Dev (Sunita is off 10-21 Aug).
- Liam on call next week, Kwame as backup.
- Hiring: Holly will keep screening, nothing booked while I'm out.

## Todo
- [x] handover doc
- [x] OOO on
- [ ] don't check Slack (ha)
""")


# ---------------------------------------------------------------- August
n('2026-08-17', """
# Mon 17 Aug

Back from Cornwall. Brown, rested, 1,400 unread.

## Catch-up with Aisha
- Liam's solo on-call week (3-10 Aug) went fine: 4 pages, all handled, one escalated to Kwame properly.
- Heron depot rule migration: 14 of 38 depots done. On track for 5 Oct so far.
- Nothing on fire. She clearly enjoyed being in charge.

## Todo
- [ ] inbox zero (no)
- [ ] 1:1s back on from tomorrow
""")
n('2026-08-18', """
## 1:1s
- Kwame: Postcode Fixer v1 flagging in prod at 10% of traffic. Ops love the daily bad-address list.
- Rhi: cut-over tooling done, she's on depot migrations now. Asked when Offline Mode comes back. Said: when Heron ships, as written.
- Tomasz: fine. Took two days off while I was away, didn't say why. Didn't push.

## On-call
Handover was Monday as usual, Rhi -> Aisha.
""")
n('2026-08-19', """
## Heron
- Soak env booked for 21 Sep - 2 Oct.
- Load test plan: 38 depots x peak day, target p95 < 800 ms for route generation.
- HRN-112: solver memory leak under load. Tomasz on it.

## Notes
Aisha wants Heron's post-launch metrics defined now, not after. Agreed: van miles/van/week (baseline 412), on-time %, re-route count.

## Todo
- [ ] ask ops for on-time % baseline
""")
n('2026-08-20', """
## Mapcore
Renewal quote from Greg: £4,900/month for 12 months from 1 Nov. That's +17% on the current £4,200. Reason given: "increased infrastructure costs". Batch endpoint still not shipped.
- Asked for a 2-year price. He'll come back.
- Need an alternative to negotiate with. Tessera Maps quoted Platform last year, ask them.

## Todo
- [ ] intro to Tessera Maps sales
- [ ] tell Sunita when she's back Mon
""")
n('2026-08-24', """
# Mon 24 Aug

## 1:1 Sunita (first day back)
- She wants Postcode Fixer to become a shared service other teams can call (Returns want it already).
- Decision: rename Postcode Fixer to Address Quality, new ticket prefix AQ-, old PCF- tickets moved. Beth stays owner.
- Mapcore quote: she said "no chance at 4,900, get Tessera in".

## On-call
Handover 10:00, Aisha -> Kwame.

## Todo
- [ ] rename Confluence space + Jira project
""")
n('2026-08-25', """
## Hiring
Holly: two new senior BE candidates after the band change. Both to take-home. Names in Greenhouse (K.B., S.T.).

## Promo round
Wrote Liam's Engineer II case. Evidence: depot config UI end to end, on-call solo, the Bradford cut-off write-up. Submitted to the panel.

## Notes
- Address Quality board is live, AQ-1 to AQ-37 migrated.
- Returns team asked for an API spec by end of Sept.
""")
n('2026-08-26', """
## Mapcore / Tessera
Call with Tessera Maps sales. Price for our volume: £3,400/month, 24 months. Geocoding API looks similar. Need a real accuracy test on our addresses before believing anything.
Liam will run the spike next sprint: 10k real delivery addresses through both.
Tessera trial token for Liam's spike: tok_9fK2mQx7Lp4RzT1vBn (expires 30 Sep)

## Todo
- [ ] Liam: spike ticket AQ-41
- [ ] tell Greg we're "evaluating options"
""")
n('2026-08-27', """
## Notes
Promo panel: Liam approved for Engineer II, effective 1 Sep. Told him at 16:00. He went very red and said "cheers" four times.
- Salary letter from People next week.

## Heron
Depot migration 22/38. Tomasz found the HRN-112 leak (solver cache never evicted). Fix in review.

## Home
Bike service due. Chain stretched. Booked Kirkstall Cycles for Sat 5 Sep.
""")
n('2026-08-28', """
## Notes
Quiet Friday before the bank holiday.
- Beth: Address Quality API spec draft v0.1. Good start; needs error codes.
- Kwame: alert noise down 60% since June. Sent the graph to Sunita.

## Home
Schools back Thu 3 Sep. New routine from then: I do the school run Mon/Wed/Fri, Jo Tue/Thu (her early starts).

## Todo
- [ ] rethink bike days for Sept
- [ ] enjoy the long weekend
""")


# ---------------------------------------------------------------- September
n('2026-09-01', """
## Notes
- Liam is officially Engineer II from today. Letter came through. Cake from Beth.
- Heron depot migration 26/38. HRN-112 fix deployed to soak env, memory flat overnight.

## 1:1s
- Tomasz: asked for Friday afternoons for "personal stuff" for a few weeks. Said yes. Something is going on.
- Liam: wants the next step to be owning a service. Suggested Address Quality's API with Beth.

## Todo
- [ ] Liam spike starts Thu
""")
n('2026-09-02', """
## On-call
Handover Monday was Kwame -> Liam. The Monday 10:00 handover keeps clashing with sprint planning (moved to Mondays in August). Three times now someone handed over on Slack at 11:30. Need to fix.

## Heron
Aisha: 30/38 depots by EOW if nobody gets ill.

## Todo
- [ ] think about moving handover day
- [ ] Address Quality API review with Beth, Fri
""")
n('2026-09-03', """
First school run of the year. Millie starts Year 5, Oscar Year 2. Oscar cried, Millie pretended not to know us.

## Notes
- Liam started the Tessera vs Mapcore spike: 10k real addresses from last month, both APIs, compare against where the driver actually delivered.
- Returns team sent their Address Quality use cases. Three of them. Reasonable.

## Todo
- [ ] Heron ops comms for go-live (draft)
""")
n('2026-09-04', """
## Notes
- Address Quality API review with Beth + Liam. Error codes sorted. v1 target: live for Routing + Returns in Nov.
- Kwame on call next week? No, Rhi. Checked the rota.

Friday afternoon Tomasz off again.

## Home
Bike in for service tomorrow morning.

## Todo
- [ ] H2 goals draft for each person by 18 Sep
- [x] Heron ops comms draft
""")
n('2026-09-07', """
# Mon 7 Sep

## Home
Bike serviced Saturday: new chain (£32), the stretched one had worn the small cogs a bit but they're ok. Runs beautifully.
New term routine: school run Mon/Wed/Fri, drop-off 08:40 then straight on.
- Decided: bike 4 days a week from now (Mon/Tue/Thu/Fri). Wednesday is the car day because of Oscar's swimming at 16:30.

## On-call
Handover 10:00, Liam -> Rhi (over Slack again, planning overran).
""")
n('2026-09-08', """
## Heron
- 31/38 depots migrated. Remaining 7 are the big ones (Leeds, Wakefield, Sheffield, Doncaster, York, Hull, Bradford).
- Load test dry run on Thu.

## 1:1s
- Aisha: she's tired. Heron has been her whole year. Talked about a week off after launch. She said "which launch".
- Beth: Address Quality error rate 0.3%. Happy.

## Todo
- [ ] protect Aisha's week off after launch (write it down!)
""")
n('2026-09-09', """
## Notes
- Tessera spike half done. Liam's first numbers: Tessera matches Mapcore on urban addresses, weaker on rural (farms, "The Old Barn" type addresses).
- Finance email to all EMs: "review all open reqs before Q4 planning". Not good for REQ-2231.

## Hiring
K.B. take-home: strong. S.T.: ok. K.B. to system design next week.

## Todo
- [ ] K.B. system design with Aisha: book
""")
n('2026-09-10', """
## 1:1 Sunita
- Freeze rumours: she says "possible". Decision at exec next Thursday.
- Heron: she asked about 5 Oct. Said load test is the unknown; dry run today went ok, full run on the 25th.
- Mapcore: she wants a recommendation by the 15th.

## Notes
Kwame ran a game day for the new queue alerts. Rhi paged correctly in 2 min.

## Todo
- [ ] Mapcore recommendation doc
""")
n('2026-09-11', """
## Tessera spike results (Liam)
- 10,000 addresses. Exact-match accuracy: Mapcore 96.4%, Tessera 95.8%.
- Rural only: Mapcore 97.1%, Tessera 91.2%. Tessera's rural data is worse.
- Latency: Tessera faster (p95 120 ms vs 210 ms).
- Cost: Tessera £3,400/month vs Mapcore quote £4,900/month.
Liam's write-up is excellent. Forwarded to Sunita with "this is what Engineer II looks like".
Recommendation doc due Tuesday.
""")
n('2026-09-14', """
# Mon 14 Sep

Would have been Heron launch day. Nobody mentioned it.

## Notes
Facilities reset all door badges after the new access system went in. New badge PIN: 73920418 (they say 8 digits is the new policy, can't change it for a month).

## On-call
Handover 10:00, Rhi -> Aisha. Done properly for once (planning was short).

## Heron
34/38. Sheffield migration found 12 rules nobody could explain. Ops are checking.
""")
n('2026-09-15', """
## Decisions
- Geocoding: move from Mapcore to Tessera Maps at the 1 Nov renewal. Rural gap covered by Address Quality flags + driver feedback. Saves ~£18k/year vs Mapcore's quote. Sunita signed off.
- Send Mapcore non-renewal notice before 30 Sep.

## Notes
Told Greg at Mapcore on the phone. He was surprised, said he'd "talk to his director".

## Todo
- [ ] Tessera contract to Legal
- [ ] migration plan (after Heron!)
""")
n('2026-09-16', """
## Heron
- 36/38. Leeds and Wakefield left, scheduled Mon/Tue next week.
- Aisha and Tomasz preparing the full load test (25 Sep).

## Hiring
K.B. system design with Aisha: strong hire. Values with Sunita booked for next Tue. Holly says K.B. has another offer pending.

## Notes
- standup is down to 12 minutes. Rhi timed it.

## Todo
- [ ] H2 goals drafts (4 of 6 done)
""")
n('2026-09-17', """
## Notes
- Exec meeting today on headcount. Sunita says we hear tomorrow.
- Address Quality: Returns integration started (their side).
- Offline Mode: Rhi asked if she can spend Fridays on the DRV- backlog grooming. Said yes, grooming only, no build yet.

## Home
Millie has a cold, Jo's on earlies. I worked from home, Millie on the sofa watching nature documentaries.

## Todo
- [ ] H2 goals: Kwame, Liam
""")
n('2026-09-18', """
## Hiring
Hiring freeze confirmed by exec, all non-critical reqs closed. REQ-2231 is cancelled, effective today. Sunita tried, lost.
- Headcount plan back to 6 (actual 6). No senior hire this year.
- Told Holly; she'll tell K.B. and S.T. today. K.B. was at values stage. Awful timing. Called K.B. myself to apologise.
- Aisha gutted. She'd done most of the interviews.

## Todo
- [ ] tell the team Monday
- [ ] close Greenhouse loop
""")
n('2026-09-21', """
# Mon 21 Sep

## 1:1s
Tomasz resigned. Letter at 09:05 before I'd had coffee. Going to Loopline (logistics startup in Manchester), staff engineer title. Four weeks notice, last day Fri 16 Oct.
- The Friday afternoons were interviews. He was decent about it. Said the staff path chat in July made up his mind: "you were honest, so I was too".
- He'll finish the Heron load test and hand over dispatch-api.

## On-call
Handover 10:00, Aisha -> Kwame.
""")
n('2026-09-22', """
## Notes
- Told the team about Tomasz and the freeze in one go. Bad day for morale. Kwame said "so we're five". Yes, after 16 Oct.
- Leeds depot migrated onto Heron tooling, Wakefield tomorrow.

## 1:1s
- Aisha: angry about the freeze + Tomasz combo. Reasonable. She's worried about dispatch-api knowledge; Tomasz wrote most of the worker code.

## Todo
- [ ] handover plan for dispatch-api (Tomasz -> ?)
- [ ] ask Sunita about backfill
""")
n('2026-09-24', """
## 1:1 Sunita
- Backfill for Tomasz: freeze applies. Decision (hers, I disagree): no backfill for Tomasz until the Q1 headcount review. So Routing is 5 from 17 Oct.
- She'll revisit if Heron launch slips further. Noted that.
- Tessera contract: Legal has it.

## Heron
All 38 depots migrated. Full load test tomorrow.

## Todo
- [ ] rework Q4 plan for 5 people
""")
n('2026-09-25', """
## Heron load test
Bad. p95 route generation 1.4 s at peak (target < 800 ms). Solver fine; the slow part is per-stop geocode lookups + depot rules evaluation, both on the hot path.
- Aisha: 3-4 weeks to fix properly (cache geocodes, precompile rules).
- 5 Oct is not happening.

## Todo
- [ ] slip proposal with Aisha for Mon
- [ ] warn Sunita tonight (done, Slack)
""")
n('2026-09-28', """
# Mon 28 Sep

## Decisions
- Heron: no launch until p95 < 800 ms in the full load test. New launch date Mon 2 Nov, 10% of depots first (Leeds + Wakefield). Ops agreed, grudgingly.
- Mapcore non-renewal notice sent today (before the 30 Sep deadline).

## Notes
- Sprint planning overran again, handover at 11:40 on Slack. That's it, moving it.

## Todo
- [ ] on-call handover proposal
""")
n('2026-09-29', """
## Decisions
- On-call handover moves from Monday 10:00 to Wednesday 14:00, starting this Wed (30 Sep). Mondays clash with sprint planning. Rota stays weekly. Kwame updated PagerDuty.

## 1:1s
- Rhi: asked again about Offline Mode. With Heron slipping, she's worried it never comes back. Told her I'll ask Sunita on Thursday for one person back on it.

## Todo
- [ ] agenda for Sunita: Offline Mode
""")
n('2026-09-30', """
## On-call
First Wednesday handover, 14:00, Kwame -> Liam. 10 min, everyone there. Should have done this in June.

## Notes
- Tessera trial ended today.
- Tomasz handover plan: dispatch-api workers to Aisha, deploy tooling to Kwame. Three pairing sessions a week until 16 Oct.

## Todo
- [ ] Tomasz leaving do: book somewhere for Thu 15 Oct
- [x] H2 goals, all six
""")


# ---------------------------------------------------------------- October
n('2026-10-01', """
## 1:1 Sunita
- Offline Mode: made the case that "until Heron ships" now means November at best, and Heron perf work is Aisha + Tomasz (+ Kwame), not Rhi.
- Decision: Offline Mode comes back on Mon 12 Oct, Rhi full time, without waiting for Heron. Liam stays on Heron until launch.
- Tessera: Legal have questions on data residency. Slow.

## Todo
- [ ] tell Rhi (today!)
- [ ] update roadmap
""")
n('2026-10-02', """
Told Rhi yesterday at 17:00. She did a little fist pump and then pretended she hadn't.

## Heron
Geocode cache design agreed: per-depot warm cache, refreshed nightly, Mapcore only for misses. Aisha estimates hit rate 85%+.

## Notes
- Beth: Address Quality v1 running for Routing at 100%. Returns go-live planned for 19 Nov.

## Todo
- [ ] Tomasz leaving do: The Brewery Tap, Thu 15 Oct, booked
""")
n('2026-10-05', """
# Mon 5 Oct

Second "would have been launch day". Aisha put a heron emoji in standup and nothing else.

## Heron
- Geocode cache in soak env. Hit rate 88% on yesterday's Leeds routes.
- Rules precompile: Tomasz 70% done, wants to finish before he goes. Told him not to kill himself over it.

## 1:1s
- Kwame: happy to take deploy tooling. Asked to skip one on-call week during Tomasz's last fortnight. Done.
""")
n('2026-10-06', """
## Notes
- Q4 plan for 5 people written. Drops: Address Quality for Returns slips to Dec unless Liam helps Beth after Heron launch.
- Tomasz and Aisha pairing on dispatch-api workers, 3 sessions this week. Aisha has a notes doc of 14 pages already.

## Home
Rode in through proper autumn rain. Waterproof trousers are not waterproof. 4 days a week on the bike feels less clever in October.

## Todo
- [ ] new waterproofs
""")
n('2026-10-07', """
## Mapcore
Greg Whitlow has left Mapcore (email bounce, then a LinkedIn post). New account manager and escalation contact: Nadia Fischer, nadia.fischer@mapcore.io, +44 113 496 0721.
- Call with Nadia. Sharp. She's seen our notice and wants to make "a serious offer" before 1 Nov. Also said the batch endpoint is in beta and we can have it.

## Todo
- [ ] update Mapcore contact in the runbook + PagerDuty escalation
""")
n('2026-10-08', """
## 1:1s
- Liam: wants to learn dispatch-api too, not just Aisha. Good instinct for the bus factor. Added him to the pairing sessions.
- Beth: quietly doing great. Address Quality has fewer alerts than anything else we own. Told her, she said "that's because it doesn't do much". Wrote it in her H2 notes anyway.

## Heron
Rules precompile merged. Next full load test Thu 22 Oct.
""")
n('2026-10-09', """
## Notes
- Tessera: Legal still stuck on data residency (their servers are in Ireland and the US). Could take weeks.
- Mapcore: Nadia will send a written offer by the 21st.
- Sunita OK with waiting for both before signing anything.

## Home
Bike: the rear light fell off somewhere on the canal path. Rode home with a head torch on my helmet. Very professional.

## Todo
- [ ] new rear light
""")
n('2026-10-12', """
# Mon 12 Oct

## Offline Mode
Offline Mode is back on: Rhi full time from today. DRV- board unfrozen, 46 tickets, groomed on her Fridays. New target: Wakefield pilot in January, same as originally.
- Sync conflict design review Thursday.

## Heron
Load test prep. Kwame cloning prod traffic for the 22nd.

## Todo
- [x] roadmap updated
- [ ] Offline Mode note
""")
n('2026-10-13', """
## Notes
- Rhi's sync conflict doc is good: last-writer-wins for stop status, server-wins for route changes, manual review for proof-of-delivery clashes.
- Tomasz last week of pairing. Aisha now taking pages for dispatch-api workers herself.

## On-call
Aisha's week. Two pages, both real, both fixed in 15 min. Liam is backup.

## Todo
- [ ] leaving card for Tomasz
""")
n('2026-10-14', """
## Decisions
- dispatch-api: Aisha becomes owner (was Tomasz) from 16 Oct; Liam second. Kwame owns deploy tooling and on-call tooling.
- After Tomasz goes the routing-primary rota is 4 people: Aisha, Kwame, Rhi, Liam. Beth not on it (her choice, agreed in June).

## Notes
- Dispatch-api runbook rewritten by Tomasz + Aisha. 9 pages. Printed one for the team room.
""")
n('2026-10-15', """
Tomasz's leaving do at The Brewery Tap. Whole team came, Sunita too, plus half of Platform. Aisha made a speech, Liam cried a bit, I bought too many rounds.
He said Loopline start date is 2 Nov. Funny, same day as Heron.

## Todo
- [x] leaving card + gift (a ridiculous Heron figurine)
- [ ] exit interview notes to People
""")
n('2026-10-16', """
## Notes
Tomasz's last day. Laptop returned at 15:00, accounts off at 17:00. Routing is five people now: Aisha, Rhi, Kwame, Liam, Beth.
- Headcount actual 5, plan 6 (approved but frozen).
- Sent exit interview notes to People. Main reason: no staff path, pay second.

## On-call
Rota is 4 from next handover.

Quiet team lunch. Odd without him.
""")
n('2026-10-19', """
# Mon 19 Oct

## Heron
- Load test Thu. Aisha confident. Kwame's traffic replay is ready.
- Go/no-go meeting booked for Fri 30 Oct.

## 1:1s
- Aisha: first week as dispatch-api owner + Heron lead. Too much. Agreed: Liam takes dispatch-api pages as first responder, Aisha only escalations.

## Todo
- [ ] ops comms for 2 Nov rollout
""")
n('2026-10-20', """
## Incidents
Mapcore outage 10:12-10:47, geocoding 503s everywhere. dispatch-api degraded (cached routes fine, new addresses failed). Sev2, Rhi IC.
- Escalated to Nadia at Mapcore at 10:20, she picked up and had an ETA in 5 min. Better than Greg ever did.
- Posted on the status page: Statuspage shared login is routing-team@parcelwise.co.uk / Grebe#Otley42, need it in 1Password, not in people's heads.

## Todo
- [ ] postmortem (Rhi)
- [ ] ask Nadia for an RCA + credit
""")
n('2026-10-21', """
## Mapcore
Written offer from Nadia: £3,950/month, 24 months from 1 Nov, batch endpoint included, 10% service credit for today's outage. Rural data update promised for Jan.
- That's cheaper than the current £4,200 and way below the £4,900 quote.
- Tessera is still at £3,400 but Legal hasn't cleared them and the rural accuracy is worse.

## Todo
- [ ] recommendation to Sunita by Fri
""")
n('2026-10-22', """
## Heron load test #2
p95 route generation 760 ms at peak (target < 800 ms). PASS. Geocode cache hit rate 91%.
- p99 is 1.3 s, acceptable for now, ticket HRN-158.
- Aisha sent a screenshot to the team channel with no words. Didn't need any.

## Notes
Rhi's postmortem for the Mapcore outage is up. Actions: fallback to last-known geocode, alert on vendor 5xx rate.
""")
n('2026-10-23', """
## Notes
Wrote the Mapcore vs Tessera recommendation: stay with Mapcore on Nadia's offer. Reasons: rural accuracy (97.1% vs 91.2%), no vendor migration during Heron rollout, Legal delay on Tessera, price gap now only ~£6.6k/year.
Sent to Sunita.

## Home
New rear light (£35) and proper waterproof trousers (£60). Rode in dry for once.

## Todo
- [ ] Sunita decision Mon/Tue
""")
n('2026-10-26', """
# Mon 26 Oct

## Heron
- Rollout plan final: Mon 2 Nov Leeds + Wakefield (10% of depots), Mon 9 Nov all 38 if metrics hold.
- Aisha off the week of 16 Nov. It's in the calendar, I'll guard it.

## 1:1s
- Kwame: wants to run on-call retros monthly. Yes.

## Todo
- [ ] ops comms out Wed
""")
n('2026-10-27', """
## Decisions
- Mapcore: we stay. Signed the renewal at £3,950/month for 24 months from 1 Nov (was £4,200). The 15 Sep plan to move to Tessera Maps is off; told Tessera today. Nadia is our escalation contact.
- Sunita signed the PO this afternoon.

## Notes
Liam's spike basically made this decision. Told him.

## Todo
- [ ] update Mapcore note
""")
n('2026-10-28', """
## Notes
- Ops comms for the Heron rollout sent: drivers at Leeds + Wakefield get new routes from Mon 2 Nov, Sheffield etc. from 9 Nov.
- Rhi: Offline Mode sync prototype works on two phones in a lift (no signal). Very cool demo in the kitchen.

## On-call
Wed handover 14:00, Kwame -> Liam.

## Todo
- [ ] go/no-go deck Fri
""")
n('2026-10-29', """
## 1:1 Sunita
- On-call allowance goes from £250 to £300 a week from 1 Nov, company-wide. Finally.
- She asked what I'd do with one more person. Said: backfill Tomasz, mid-level backend, dispatch-api. She'll take it to the November review.
- Aisha's staff promo: she supports a case in the November round.

## Todo
- [ ] Aisha staff case draft
""")
n('2026-10-30', """
## Heron go/no-go
GO for Mon 2 Nov. Ops, Sunita, Aisha, Kwame, Liam, me. Rollback plan: flip the per-depot flag, 2 min.
- On call over the weekend + Monday: Aisha primary, Kwame secondary. Liam first responder for dispatch-api.

Halloween tomorrow. Oscar is a dinosaur, Millie is "a ghost of a dinosaur". Don't ask.
Also Jo's birthday Sunday; cake ordered, card not yet.
""")


# ---------------------------------------------------------------- November
n('2026-11-02', """
# Mon 2 Nov

## Heron
LIVE at Leeds + Wakefield from 05:30. First routes out at 06:10, drivers on the road on time.
- One issue: Wakefield's Saturday rules missing (not needed till Sat). Fixed by 11:00.
- Aisha in the office at 05:00. Told her to go home at 14:00. She went at 16:00.

## Notes
Mapcore renewal starts today at the new price. Batch endpoint keys arrived from Nadia.

Tomasz starts at Loopline today too. Sent him a heron gif.
""")
n('2026-11-03', """
## Heron day 2
- Leeds + Wakefield: van miles per route down 6% vs same weekday last month (early, noisy).
- Re-route count down. Two driver complaints about a one-way street in Ossett. Ops fixing the road data.

## 1:1s
- Liam: first responder for dispatch-api this week, two pages, both the old depot-sync alert (back from the dead). Kwame on it.

## Todo
- [ ] 9 Nov go/no-go Fri
""")
n('2026-11-04', """
## Notes
- Aisha's staff promo case: first draft done with her. Evidence: Heron, dispatch-api ownership, hiring loop design, covering for me in August.
- Beth + Liam on the Address Quality Returns integration. Back on for 19 Nov.

## On-call
Wed handover 14:00, Liam -> Rhi. Allowance is £300 now, people noticed.

## Todo
- [ ] submit Aisha's case by Fri
""")
n('2026-11-05', """
## Notes
- Offline Mode: Rhi's sync work in TestFlight for internal drivers. 5 drivers at Wakefield testing on their own routes from Monday.
- Bonfire night. Half the team left early for the Roundhay fireworks.

## Home
Riding home at 17:30 in full dark now, 4 days a week. Canal path is pitch black past Kirkstall. Not sure about this.

## Todo
- [ ] bike lights: brighter front one?
""")
n('2026-11-06', """
## Heron go/no-go #2
GO for all 38 depots on Mon 9 Nov. Metrics after 5 days at Leeds + Wakefield: van miles -6.2%, on-time 96.8% (was 95.1%), no Sev1/Sev2.

## Notes
- Submitted Aisha's staff promo case. Panel meets 27 Nov.
- Ossett one-way street fixed in the road data by ops on Wednesday.

## Todo
- [ ] rollout comms for ops (all depots)
- [x] Aisha case
""")
n('2026-11-09', """
# Mon 9 Nov

## Heron
Heron is live at all 38 depots. Flags flipped 05:00-05:40 in four batches, zero rollbacks. Route Optimiser v2 is now just "routing". Shipped.

## Decisions
- Bike: back to 3 days a week (Mon/Tue/Thu) until March. Dark both ways, wet, and I nearly went into the canal on Thursday. Car or bus Fri.

## Todo
- [ ] celebrate Heron properly (team dinner?)
""")
n('2026-11-10', """
## Hiring
Sunita got the backfill through the November review. REQ-2307, Backend Engineer (mid-level), dispatch-api focus. Headcount plan back to 6 (actual 5).
- So the "no backfill until Q1" decision from September is reversed. Good.
- Loop: same as the senior one (take-home, system design with Aisha, values with Sunita), shorter take-home.
- Holly posts it Friday.

## Todo
- [ ] JD draft tonight
""")
n('2026-11-11', """
## Notes
- Heron day 2 at all depots: one bad one, Hull's cut-off rule wrong (16:00 should be 15:30). Liam fixed it in config within 10 min.
- JD for REQ-2307 sent to Holly.

## 1:1s
- Rhi: Wakefield drivers like offline mode. One edge case: app restarting mid-sync loses a photo. DRV-231.

## On-call
Wed handover 14:00, Rhi -> Kwame (swapped with Aisha, she's off next week).
""")
n('2026-11-12', """
## 1:1 Sunita
- Heron: she's presenting results to the board in December. Wants a one-page summary by 27 Nov.
- Backfill: wants someone in seat by March. Realistic? Maybe.
- Asked about my own development. She suggested I take on the Platform EM's on-call working group. Said I'd think.

## Todo
- [ ] Heron one-pager
- [ ] think about the working group
""")
n('2026-11-13', """
## Heron retro
- Went well: Aisha's leadership, load tests, per-depot flags, Liam's config work.
- Didn't: two slips (14 Sep -> 5 Oct -> 2 Nov), geocoding on the hot path found too late, one person (Tomasz) held too much.
- Closed the HRN- epic. Heron is done; leftovers go into the normal routing backlog.

Team dinner next Thursday at the Indian on Call Lane.
""")
n('2026-11-16', """
# Mon 16 Nov

Aisha off all week. Blocked her calendar and told people not to message her. Liam is dispatch-api owner for the week, Kwame escalations.

## Notes
- Wakefield depot manager (Sharon) asked for the Offline Mode pilot to avoid January returns peak.
- Holly: 28 applicants for REQ-2307 already.

## Todo
- [ ] Offline Mode pilot date: talk to Rhi
""")
n('2026-11-17', """
## Decisions
- Offline Mode pilot at Wakefield moves from January to Mon 1 Feb 2027. Reason: the depot's January returns peak. Rhi agreed, it gives her time for DRV-231.

## 1:1s
- Kwame: first monthly on-call retro next Wed. He wants to add Beth as backup only. Asked Beth, she said yes to backup.
- Beth: fine with backup-only, not primary.

## Todo
- [ ] update Offline Mode note (pilot date)
""")
n('2026-11-18', """
## Hiring
- Holly's shortlist for REQ-2307: 5. I did 3 screens today. Two to take-home.
- Reused the Aisha-written take-home, cut to 2 hours.

## On-call
Wed handover 14:00: none, Kwame stays on for Aisha's week. Two weeks in a row for him. Owe him one.

## Notes
Monday's planning ran 90 min. Good thing handover isn't on Mondays any more.
""")
n('2026-11-19', """
## Address Quality
Live for Returns today. Both Routing and Returns calling it now. 2.7% of addresses flagged, Returns found 11 stuck parcels in the first hour.
- Beth demoed it at the eng all-hands. Applause.
- Liam's part of it was the Returns client library.

## Notes
Team dinner tonight. Sunita came, paid for the wine. Kwame did a quiz about the year, Heron questions only.
""")
n('2026-11-20', """
## Notes
- Slow Friday after the dinner. Liam still pale.
- Heron one-pager started. Numbers so far (2 weeks, all depots): van miles/van/week 412 -> 387, on-time 96.5%.

## Home
Oscar's parents' evening. He is "a delight, but talks a lot". No idea where he gets it.

## Todo
- [ ] finish Heron one-pager by 27th
- [ ] H2 check-ins start next week
""")
n('2026-11-23', """
# Mon 23 Nov

Aisha back. Says she read nothing and feels human.

## 1:1s
- Aisha: wants to start the Heron v2.1 list (p99, HRN-158). Asked her to hold till January.
- Liam: enjoyed owning dispatch-api for a week. Wants to keep being second owner.

## Hiring
REQ-2307: 2 take-homes back. One strong (N.E.). System design with Aisha next Tuesday.
""")
n('2026-11-24', """
## Notes
- Q1 planning kickoff: Offline Mode pilot (Rhi, + Liam half), Address Quality for two more teams (Beth), dispatch-api reliability (Aisha, Kwame), backfill onboarding.
- Cut: Heron v2.1 to Q2.

## Home
Bike: front light upgrade, 1200 lumen, £60. The canal path is suddenly a real place again.

## Todo
- [ ] Q1 draft to Sunita by 3 Dec
""")
n('2026-11-25', """
## Incidents
dispatch-api deploy at 11:20 broke the depot-sync consumer (schema change not backward compatible). Rolled back at 11:34. Sev3, no driver impact.
- IC Liam, fix by Aisha.
- Action: contract test on the sync schema (Kwame), ticket DSP-77.

## On-call
Wed handover 14:00, Kwame -> Rhi. First monthly on-call retro after: 23 pages in November, down from 41 in June.
""")
n('2026-11-26', """
## Heron one-pager (final numbers)
- Van miles/van/week: 412 -> 385 (-6.5%) across all 38 depots, 3 weeks of data.
- On-time: 95.1% -> 96.7%.
- Route generation p95 760 ms.
- Cost: Mapcore at £3,950/month vs £4,200 before.
Sent to Sunita.

## Notes
Beth's 1:1: wants to go on the Address Quality conference talk thing next year. Yes. She'll draft an abstract over Christmas.
""")
n('2026-11-27', """
## Notes
- Promo panel: Aisha approved for Staff Engineer, effective 1 Jan. Told her at 15:30. She said "about time" and then hugged Beth.
- REQ-2307: N.E. system design moved to Tuesday.

## Home
School Christmas fair tomorrow. I'm on the tombola. Jo has volunteered me for this twice now.

## Todo
- [ ] Aisha's letter from People
- [ ] Q1 draft
""")
n('2026-11-30', """
# Mon 30 Nov

End of the month, end of the half (nearly). Where we are:
- Heron shipped, done. Address Quality live for two teams. Offline Mode pilot 1 Feb at Wakefield.
- Team is 5, backfill open (REQ-2307), Aisha Staff from January.
- Mapcore on the new contract, Nadia is the contact.
- On-call: Wed 14:00 handover, 4 on the rota, Beth backup.

## Todo
- [ ] Q1 draft by Thu
- [ ] book 1:1s for December
""")
