#!/usr/bin/env python3
"""Build worklog-en/{vault,gold.json,README.md}: python3 _build.py (rewrites vault/, gold.json and README.md only)."""
import os, sys, json
HERE = os.path.dirname(os.path.abspath(__file__))
# The journal is written to datasets/journal/<name>/, beside the other journals.
OUT = os.path.join(os.path.dirname(os.path.dirname(HERE)), os.path.basename(HERE))
sys.path.insert(0, HERE)
import common
from notes import N
from mem import MEM

FOLDER = 'Work/Daily'
MEM_DATE = '2026-05-31'  # "Updated end of May 2026"
def src(d): return f'{FOLDER}/{common.note_name(d)}.md'
files = {src(d): t for d, t in N.items()}
files.update(MEM)
L = common.Lines(files)
def l(d, *subs): return L(src(d) if d[0].isdigit() else d, *subs)
T = 'Work/Memory/Topics/'
MM, HE, OM, PF, MC, OC, SB, CY = ('Work/Memory/MEMORY.md', T + 'Heron.md', T + 'Offline Mode.md', T + 'Postcode Fixer.md', T + 'Mapcore.md',
                                  T + 'On-call.md', T + 'Senior Backend hire.md', T + 'Cycling.md')

subjects = [
 dict(name="Aisha Khan", aliases=["Aisha", "@aisha.k"], kind="person", status_at_end="active", existing_note=None,
      note="Senior engineer, tech lead of Heron; covered for Gareth 3-14 Aug; dispatch-api owner from 16 Oct; approved for Staff Engineer on 27 Nov, effective 1 Jan 2027."),
 dict(name="Tomasz Nowak", aliases=["Tomasz", "Tomek"], kind="person", status_at_end="closed", existing_note=None,
      note="Backend engineer, dispatch-api owner; resigned 21 Sep (to Loopline, Manchester, staff engineer); last day 16 Oct. MEMORY.md still lists him in the team of six."),
 dict(name="Rhiannon Price", aliases=["Rhiannon", "Rhi"], kind="person", status_at_end="active", existing_note=None,
      note="Frontend + driver app; leads Offline Mode; moved to Heron cut-over tooling 6 Jul - 9 Oct; back on Offline Mode full time 12 Oct."),
 dict(name="Kwame Mensah", aliases=["Kwame"], kind="person", status_at_end="active", existing_note=None,
      note="Backend/infra; on-call and alert tooling; deploy tooling owner from 16 Oct; half on Postcode Fixer / Address Quality."),
 dict(name="Liam O'Connor", aliases=["Liam"], kind="person", status_at_end="active", existing_note=None,
      note="Associate Engineer -> Engineer II (approved 27 Aug, effective 1 Sep); on the on-call rota from 13 Jul; ran the Tessera vs Mapcore spike; second owner of dispatch-api."),
 dict(name="Beth Carter", aliases=["Beth"], kind="person", status_at_end="active", existing_note=None,
      note="QA engineer; owner of Postcode Fixer / Address Quality; not on the on-call rota, backup only from November."),
 dict(name="Sunita Rao", aliases=["Sunita"], kind="person", status_at_end="active", existing_note=None,
      note="Gareth's manager, Director of Engineering; fortnightly Thursday 1:1s; Sev1 escalation; away 10-21 Aug."),
 dict(name="Mapcore", aliases=["Mapcore API"], kind="place", status_at_end="active", existing_note=MC,
      note="Geocoding vendor. £4,200/month -> quote £4,900 (20 Aug) -> switch to Tessera decided 15 Sep -> reversed 27 Oct, renewed at £3,950/month for 24 months from 1 Nov. Escalation contact Greg Whitlow -> Nadia Fischer (7 Oct). Own note is stale."),
 dict(name="Heron", aliases=["Project Heron", "Route Optimiser v2", "HRN"], kind="project", status_at_end="done", status_also_acceptable=["closed"],
      existing_note=HE,
      note="Route optimiser rewrite. Launch 14 Sep -> 5 Oct (29 Jul) -> 2 Nov (28 Sep); live at Leeds + Wakefield 2 Nov, all 38 depots 9 Nov; epic closed 13 Nov. Own note says status: active, launch 14 Sep."),
 dict(name="Offline Mode", aliases=["Driver App Offline Mode", "DRV"], kind="project", status_at_end="active", existing_note=OM,
      note="Driver app offline mode, lead Rhi. Paused 6 Jul (until Heron ships), resumed 12 Oct; Wakefield pilot January -> Mon 1 Feb 2027 (17 Nov)."),
 dict(name="Address Quality", aliases=["Postcode Fixer", "PCF", "AQ", "Address Quality service"], kind="project", status_at_end="active",
      existing_note=PF,
      note="Address flag/fix service, owner Beth. Started 10 Jun as Postcode Fixer (PCF-); renamed Address Quality (AQ-) on 24 Aug; live for Routing, and for Returns from 19 Nov. Own note keeps the old name."),
 dict(name="dispatch-api", aliases=["dispatch api"], kind="project", status_at_end="active", existing_note=None,
      note="The team's main service (SLO 99.9%). Owner Tomasz -> Aisha from 16 Oct, Liam second. Incidents 9 Jun, 22 Jul, 20 Oct (Mapcore), 25 Nov."),
 dict(name="On-call rota", aliases=["on-call", "routing-primary", "on-call rotation"], kind="project", status_at_end="active", existing_note=OC,
      note="PagerDuty routing-primary, weekly. Rota 4 -> 5 (Liam, 13 Jul) -> 4 (Tomasz left 16 Oct); handover Monday 10:00 -> Wednesday 14:00 (30 Sep); allowance £250 -> £300/week (1 Nov); Beth backup only from November."),
 dict(name="Senior Backend hire", aliases=["REQ-2231", "Senior Backend Engineer", "senior BE loop"], kind="project", status_at_end="closed",
      existing_note=SB,
      note="REQ-2231, approved 1 Jun; take-home loop; band £75-85k -> £80-90k (23 Jul); cancelled by the hiring freeze on 18 Sep. Own note says status: active."),
 dict(name="Backend Engineer backfill", aliases=["REQ-2307"], kind="project", status_at_end="active", existing_note=None,
      note="Backfill for Tomasz: refused 24 Sep (no backfill until Q1), approved 10 Nov as REQ-2307, mid-level backend; loop running at the end (N.E. at system design)."),
 dict(name="Cycling to work", aliases=["Cycling", "bike commute"], kind="habit", status_at_end="active", existing_note=CY,
      note="Horsforth -> Wellington Place, 11 km. 3 days/week -> 4 days (7 Sep) -> back to 3 days until March (9 Nov). Repair 17 Jul (£48, Kirkstall Cycles), chain 5 Sep (£32)."),
 dict(name="School run", aliases=["school drop-off"], kind="habit", status_at_end="active", existing_note=None,
      note="Tue/Thu in the summer term; none in the holidays; Mon/Wed/Fri from September (Jo's early starts)."),
]
optional_subjects = [
 dict(name="Jo", why="Gareth's partner; new job with early starts from September"),
 dict(name="Millie", why="daughter, Year 5"),
 dict(name="Oscar", why="son, 6 in July, Year 2"),
 dict(name="Tessera Maps", aliases=["Tessera"], why="alternative geocoding vendor, chosen 15 Sep then dropped 27 Oct; fine inside Mapcore"),
 dict(name="Holly Greaves", aliases=["Holly"], why="recruiter for both loops"),
 dict(name="Greg Whitlow", aliases=["Greg"], why="Mapcore account manager until he left (7 Oct)"),
 dict(name="Nadia Fischer", aliases=["Nadia"], why="Mapcore account manager and escalation contact from 7 Oct; fine inside Mapcore"),
 dict(name="Dev", why="Head of Platform, Sev1 escalation when Sunita is away"),
 dict(name="Kirkstall Cycles", why="bike shop"),
 dict(name="Wakefield depot", aliases=["Wakefield"], why="Heron first depot and Offline Mode pilot site"),
 dict(name="Loopline", why="Tomasz's new employer"),
 dict(name="Returns team", aliases=["Returns"], why="second client of Address Quality"),
 dict(name="Parcelwise", why="employer"),
 dict(name="PagerDuty", why="tool holding the on-call schedule"),
 dict(name="Sharon", why="Wakefield depot manager"),
 dict(name="The Brewery Tap", why="Tomasz's leaving do"),
]
not_subjects = ["Q3", "standup", "In Review", "Aire Room", "Monday", "EOW"]

S = []
def sc(subject, d, type_, frm, to, *subs):
    S.append({"subject": subject, "date": d, "type": type_, "from": frm, "to": to, "source": src(d), "line": l(d, *subs)})
sc("Address Quality", "2026-06-10", "status", None, "active (started: kickoff as Postcode Fixer, PCF- tickets)", "Kickoff with Beth and Kwame")
sc("Offline Mode", "2026-07-06", "status", "active", "paused (on hold until Heron ships; Rhi and Liam to Heron)", "Offline Mode is on hold until Heron ships")
sc("On-call rota", "2026-07-10", "changed", "4 people (Aisha, Tomasz, Kwame, Rhi)", "5 people: Liam joins from 13 Jul", "Liam joins the routing-primary rota")
sc("Heron", "2026-07-29", "changed", "launch 14 Sep", "launch Mon 5 Oct", "Heron launch moves from 14 Sep to Mon 5 Oct")
sc("Address Quality", "2026-08-24", "renamed", "Postcode Fixer (PCF-)", "Address Quality (AQ-)", "rename Postcode Fixer to Address Quality")
sc("Liam O'Connor", "2026-08-27", "job", "Associate Engineer", "Engineer II, effective 1 Sep", "Liam approved for Engineer II")
sc("School run", "2026-09-07", "changed", "Tue/Thu (summer term)", "Mon/Wed/Fri from the new school year", "New term routine: school run Mon/Wed/Fri")
sc("Cycling to work", "2026-09-07", "changed", "3 days a week (Mon/Tue/Thu)", "4 days a week (Mon/Tue/Thu/Fri)", "Decided: bike 4 days a week")
sc("Senior Backend hire", "2026-09-18", "status", "active (K.B. at values stage)", "closed (REQ-2231 cancelled by the hiring freeze)", "REQ-2231 is cancelled")
sc("Tomasz Nowak", "2026-09-21", "job", "backend engineer, Routing", "resigned: to Loopline (staff engineer), last day 16 Oct", "Tomasz resigned.")
sc("Heron", "2026-09-28", "changed", "launch Mon 5 Oct", "launch Mon 2 Nov (10% of depots first)", "New launch date Mon 2 Nov")
sc("On-call rota", "2026-09-29", "changed", "handover Monday 10:00", "handover Wednesday 14:00 from 30 Sep", "On-call handover moves from Monday 10:00 to Wednesday 14:00")
sc("Mapcore", "2026-10-07", "changed", "escalation contact Greg Whitlow", "escalation contact Nadia Fischer", "New account manager and escalation contact: Nadia Fischer")
sc("Offline Mode", "2026-10-12", "status", "paused", "resumed (active again, Rhi full time)", "Offline Mode is back on")
sc("dispatch-api", "2026-10-14", "changed", "owner Tomasz", "owner Aisha from 16 Oct, Liam second", "dispatch-api: Aisha becomes owner")
sc("Tomasz Nowak", "2026-10-16", "status", "active (working his notice)", "left (last day at Parcelwise)", "Tomasz's last day.")
sc("On-call rota", "2026-10-16", "changed", "5 people", "4 people (Aisha, Kwame, Rhi, Liam)", "Rota is 4 from next handover.")
sc("Mapcore", "2026-10-27", "changed", "£4,200/month, 12 months (plan: leave for Tessera Maps)", "renewed: £3,950/month for 24 months from 1 Nov",
   "Mapcore: we stay. Signed the renewal")
sc("Heron", "2026-11-02", "status", "active (in development)", "active (live at Leeds + Wakefield, 10% of depots)", "LIVE at Leeds + Wakefield")
sc("Heron", "2026-11-09", "status", "active (10% of depots)", "done (shipped at all 38 depots)", "Heron is live at all 38 depots.")
sc("Cycling to work", "2026-11-09", "changed", "4 days a week", "3 days a week (Mon/Tue/Thu) until March", "Bike: back to 3 days a week")
sc("Backend Engineer backfill", "2026-11-10", "status", "refused until Q1 (24 Sep)", "active (approved: REQ-2307 opened)", "Sunita got the backfill through")
sc("Heron", "2026-11-13", "status", "done (shipped)", "done (HRN- epic closed after the retro)", "Closed the HRN- epic.")
sc("Offline Mode", "2026-11-17", "changed", "Wakefield pilot in January", "Wakefield pilot Mon 1 Feb 2027", "Offline Mode pilot at Wakefield moves")
sc("Address Quality", "2026-11-19", "changed", "live for Routing only", "live for Routing and Returns", "Live for Returns today.")
sc("Aisha Khan", "2026-11-27", "job", "senior engineer, tech lead", "Staff Engineer from 1 Jan 2027 (approved)", "Aisha approved for Staff Engineer")

D = []
def dec(subject, d, decision, subs, final, rev=None, rev_subs=()):
    D.append(dict(subject=subject, decision=decision, date=d, source=src(d), line=l(d, *subs), reversed_on=rev,
                  reversal_source=src(rev) if rev else None, reversal_line=l(rev, *rev_subs) if rev else None, final=final))
dec("Senior Backend hire", "2026-06-02", "Senior BE loop uses a paid take-home (max 3h, £150) instead of live coding",
    ["Decision: senior BE loop uses a take-home"], "Used for REQ-2231 until it was cancelled (18 Sep); reused, cut to 2 hours, for the REQ-2307 backfill.")
dec("Offline Mode", "2026-07-06", "Put Offline Mode on hold until Heron ships; Rhi and Liam move to Heron",
    ["Offline Mode is on hold until Heron ships"], "Resumed on 12 Oct without waiting for Heron (decided 1 Oct); Wakefield pilot Mon 1 Feb 2027.",
    "2026-10-01", ["Decision: Offline Mode comes back on Mon 12 Oct"])
dec("On-call rota", "2026-07-10", "Liam joins the routing-primary rota from 13 Jul, two weeks shadowing first",
    ["Liam joins the routing-primary rota"], "Liam did his first solo week 3-10 Aug and stayed on the rota.")
dec("Heron", "2026-07-29", "Heron launch moves from 14 Sep to Mon 5 Oct", ["Heron launch moves from 14 Sep to Mon 5 Oct"],
    "5 Oct abandoned after the failed load test; launched 2 Nov (10%), all depots 9 Nov.", "2026-09-28", ["New launch date Mon 2 Nov"])
dec("Address Quality", "2026-08-24", "Rename Postcode Fixer to Address Quality, ticket prefix AQ-, as a shared service",
    ["rename Postcode Fixer to Address Quality"], "Address Quality is live for Routing and Returns (19 Nov).")
dec("Cycling to work", "2026-09-07", "Bike 4 days a week (Mon/Tue/Thu/Fri), Wednesday is the car day",
    ["Decided: bike 4 days a week"], "Back to 3 days a week (Mon/Tue/Thu) from 9 Nov until March.", "2026-11-09", ["Bike: back to 3 days a week"])
dec("Mapcore", "2026-09-15", "Move geocoding from Mapcore to Tessera Maps at the 1 Nov renewal",
    ["Geocoding: move from Mapcore to Tessera Maps"], "Stayed with Mapcore: renewed at £3,950/month for 24 months from 1 Nov (27 Oct).",
    "2026-10-27", ["Mapcore: we stay. Signed the renewal"])
dec("Backend Engineer backfill", "2026-09-24", "No backfill for Tomasz until the Q1 headcount review",
    ["no backfill for Tomasz until the Q1 headcount review"], "Backfill approved on 10 Nov as REQ-2307 (mid-level backend).",
    "2026-11-10", ["no backfill until Q1\" decision from September is reversed"])
dec("Heron", "2026-09-28", "No Heron launch until p95 < 800 ms in the full load test; launch Mon 2 Nov with Leeds + Wakefield first",
    ["Heron: no launch until p95 < 800 ms"], "Load test passed 22 Oct (p95 760 ms); live 2 Nov at 10%, all 38 depots 9 Nov.")
dec("On-call rota", "2026-09-29", "On-call handover moves from Monday 10:00 to Wednesday 14:00 from 30 Sep",
    ["On-call handover moves from Monday 10:00 to Wednesday 14:00"], "Still Wednesday 14:00 at the end of November.")
dec("Offline Mode", "2026-10-01", "Offline Mode comes back on Mon 12 Oct with Rhi full time, without waiting for Heron",
    ["Decision: Offline Mode comes back on Mon 12 Oct"], "Resumed 12 Oct; pilot at Wakefield 1 Feb 2027.")
dec("dispatch-api", "2026-10-14", "Aisha owns dispatch-api from 16 Oct with Liam second; Kwame owns deploy + on-call tooling",
    ["dispatch-api: Aisha becomes owner"], "Aisha owner, Liam second (and first responder).")
dec("Offline Mode", "2026-11-17", "Offline Mode pilot at Wakefield moves from January to Mon 1 Feb 2027",
    ["Offline Mode pilot at Wakefield moves"], "Pilot planned for 1 Feb 2027.")

F, KEY = [], {}
def f(fact, subject, where, *subs, key=None, sup=None):
    dt = where if where[0].isdigit() else MEM_DATE
    F.append(dict(id="W%02d" % (len(F) + 1), fact=fact, subject=subject, source=src(where) if where[0].isdigit() else where,
                  line=l(where, *subs), as_of=dt, superseded_by=sup))
    if key: KEY[key] = F[-1]['id']
# Heron
f("Heron launch was planned for 14 Sep 2026.", "Heron", HE, "- Launch: 14 Sep 2026", sup="oct5")
f("29 Jul: Heron launch moved from 14 Sep to Mon 5 Oct (per-depot rule migration, 38 depots, plus a 2-week soak).", "Heron", "2026-07-29",
  "Heron launch moves from 14 Sep to Mon 5 Oct", key="oct5", sup="nov2")
f("28 Sep: no Heron launch until p95 < 800 ms; new launch date Mon 2 Nov with Leeds + Wakefield (10% of depots) first.", "Heron", "2026-09-28",
  "Heron: no launch until p95 < 800 ms", key="nov2", sup="all38")
f("Heron tech lead is Aisha.", "Heron", HE, "- Tech lead: Aisha")
f("Heron baseline: 412 van miles per van per week.", "Heron", "2026-06-25", "van-miles baseline to ops")
f("Ops demo 16 Jul: the Heron replay showed 7% fewer van miles.", "Heron", "2026-07-16", "Demo to the ops directors")
f("First full Heron load test (25 Sep) failed: p95 1.4 s vs target < 800 ms.", "Heron", "2026-09-25", "p95 route generation 1.4 s", key="lt1", sup="lt2")
f("Second load test (22 Oct) passed: p95 760 ms, geocode cache hit rate 91%.", "Heron", "2026-10-22", "p95 route generation 760 ms", key="lt2")
f("Heron live at all 38 depots from 9 Nov, zero rollbacks.", "Heron", "2026-11-09", "Heron is live at all 38 depots.", key="all38")
f("Heron after 2 weeks: van miles/van/week 412 -> 387, on-time 96.5%.", "Heron", "2026-11-20", "Numbers so far", sup="final")
f("Heron final numbers: van miles/van/week 412 -> 385 (-6.5%) across 38 depots.", "Heron", "2026-11-26", "412 -> 385", key="final")
# team / headcount
f("Routing team is six people.", None, MM, "Six people:", sup="five")
f("From 16 Oct Routing is five people: Aisha, Rhi, Kwame, Liam, Beth.", None, "2026-10-16", "Routing is five people now", key="five")
f("Headcount plan was 7 once REQ-2231 filled.", "Senior Backend hire", MM, "Headcount plan: 7", sup="hc6")
f("18 Sep: hiring freeze; headcount plan back to 6, no senior hire this year.", "Senior Backend hire", "2026-09-18", "Headcount plan back to 6 (actual 6)",
  key="hc6", sup="hcfrozen")
f("16 Oct: headcount actual 5, plan 6 (approved but frozen).", None, "2026-10-16", "Headcount actual 5", key="hcfrozen", sup="hc_backfill")
f("10 Nov: backfill approved as REQ-2307, Backend Engineer (mid-level); headcount plan 6, actual 5.", "Backend Engineer backfill", "2026-11-10",
  "Sunita got the backfill through", key="hc_backfill")
f("Senior BE band was £75-85k.", "Senior Backend hire", SB, "- Band: £75-85k", sup="band")
f("23 Jul: Senior BE band raised to £80-90k.", "Senior Backend hire", "2026-07-23", "Senior BE band", key="band")
f("REQ-2231 cancelled on 18 Sep: the exec hiring freeze closed all non-critical reqs.", "Senior Backend hire", "2026-09-18", "REQ-2231 is cancelled")
f("Backfill loop: take-home, system design with Aisha, values with Sunita; shorter take-home.", "Backend Engineer backfill", "2026-11-10", "- Loop: same as the senior one")
# Mapcore
f("Mapcore contract was £4,200/month, 12 months, renewing 1 Nov 2026.", "Mapcore", MC, "- Contract: £4,200/month", sup="price")
f("20 Aug: Mapcore renewal quote £4,900/month (+17%).", "Mapcore", "2026-08-20", "Renewal quote from Greg", sup="price")
f("27 Oct: Mapcore renewed at £3,950/month for 24 months from 1 Nov.", "Mapcore", "2026-10-27", "Mapcore: we stay. Signed the renewal", key="price")
f("Mapcore escalation contact was Greg Whitlow.", "Mapcore", MC, "escalation contact: Greg Whitlow", sup="nadia")
f("From 7 Oct the Mapcore account manager and escalation contact is Nadia Fischer (Greg left Mapcore).", "Mapcore", "2026-10-07",
  "New account manager and escalation contact", key="nadia")
f("Spike: rural accuracy Mapcore 97.1% vs Tessera 91.2%.", "Mapcore", "2026-09-11", "- Rural only")
f("Tessera Maps price: £3,400/month for 24 months.", "Tessera Maps", "2026-08-26", "Call with Tessera Maps sales")
f("15 Sep decision: move geocoding to Tessera Maps at the 1 Nov renewal.", "Mapcore", "2026-09-15", "Geocoding: move from Mapcore to Tessera Maps", sup="price")
f("Mapcore outage 20 Oct 10:12-10:47, Sev2; escalated to Nadia.", "Mapcore", "2026-10-20", "Mapcore outage 10:12-10:47")
f("Mapcore's offer included the batch endpoint and a 10% service credit for the outage.", "Mapcore", "2026-10-21", "Written offer from Nadia")
# on-call
f("On-call handover was Monday 10:00, weekly rotation.", "On-call rota", OC, "- Weekly rotation, handover Monday 10:00", sup="wed")
f("From 30 Sep on-call handover is Wednesday 14:00.", "On-call rota", "2026-09-29", "On-call handover moves from Monday 10:00", key="wed")
f("On-call rota was Aisha, Tomasz, Kwame, Rhi.", "On-call rota", OC, "- Rota: Aisha, Tomasz, Kwame, Rhi", sup="rota5")
f("From 13 Jul the rota is five: Aisha, Tomasz, Kwame, Rhi, Liam.", "On-call rota", "2026-07-13", "Five people on the rota now", key="rota5", sup="rota4")
f("After Tomasz leaves the rota is 4: Aisha, Kwame, Rhi, Liam; Beth not on it.", "On-call rota", "2026-10-14", "rota is 4 people", key="rota4")
f("On-call allowance was £250 per week.", "On-call rota", OC, "- Allowance: £250", sup="300")
f("From 1 Nov the on-call allowance is £300 a week.", "On-call rota", "2026-10-29", "On-call allowance goes from £250 to £300", key="300")
f("On-call pages: 23 in November, down from 41 in June.", "On-call rota", "2026-11-25", "23 pages in November")
# people
f("Liam was an Associate Engineer (joined Jan 2026).", "Liam O'Connor", MM, "Associate Engineer", sup="eng2")
f("Liam approved for Engineer II, effective 1 Sep.", "Liam O'Connor", "2026-08-27", "Liam approved for Engineer II", key="eng2")
f("Tomasz resigned 21 Sep: going to Loopline (Manchester) as staff engineer, last day 16 Oct.", "Tomasz Nowak", "2026-09-21", "Tomasz resigned.")
f("Tomasz's exit interview: main reason no staff path, pay second.", "Tomasz Nowak", "2026-10-16", "exit interview notes")
f("Aisha approved for Staff Engineer, effective 1 Jan.", "Aisha Khan", "2026-11-27", "Aisha approved for Staff Engineer")
f("Gareth's manager is Sunita Rao, Director of Engineering; 1:1 fortnightly Thursdays.", "Sunita Rao", MM, "My manager: Sunita Rao")
f("Sev1 escalation goes to Sunita, then to Dev (Head of Platform) if she's out.", "Sunita Rao", "2026-06-04", "anything Sev1 goes to her")
f("dispatch-api owner was Tomasz, SLO 99.9%.", "dispatch-api", MM, "owner Tomasz", sup="owner")
f("dispatch-api owner is Aisha from 16 Oct, Liam second.", "dispatch-api", "2026-10-14", "dispatch-api: Aisha becomes owner", key="owner")
# Offline Mode / Address Quality
f("Offline Mode pilot was planned at Wakefield depot, January 2027.", "Offline Mode", OM, "- Pilot: Wakefield depot", sup="feb")
f("Offline Mode pilot at Wakefield moves to Mon 1 Feb 2027 (the depot's January returns peak).", "Offline Mode", "2026-11-17",
  "Offline Mode pilot at Wakefield moves", key="feb")
f("Address Quality live for Returns from 19 Nov; 2.7% of addresses flagged.", "Address Quality", "2026-11-19", "Live for Returns today.")
f("Postcode Fixer renamed Address Quality, ticket prefix AQ-, Beth stays owner.", "Address Quality", "2026-08-24", "rename Postcode Fixer to Address Quality")
# me
f("Bike commute: Horsforth to Wellington Place, 11 km each way.", "Cycling to work", CY, "Horsforth to Wellington Place")
f("Cycling 3 days a week: Mon/Tue/Thu.", "Cycling to work", CY, "- 3 days a week: Mon/Tue/Thu", sup="bike4")
f("From 7 Sep: bike 4 days a week (Mon/Tue/Thu/Fri), Wednesday car day.", "Cycling to work", "2026-09-07", "Decided: bike 4 days a week", key="bike4", sup="bike3")
f("From 9 Nov: back to 3 days a week on the bike (Mon/Tue/Thu) until March.", "Cycling to work", "2026-11-09", "Bike: back to 3 days a week", key="bike3")
f("Bike repair 17 Jul at Kirkstall Cycles: new hanger and gear cable, £48.", "Cycling to work", "2026-07-17", "Picked up the bike from Kirkstall Cycles")
f("School run was Tue/Thu (Jo Mon/Wed/Fri).", "School run", MM, "- School run: Tue/Thu", sup="mwf")
f("From September the school run is Mon/Wed/Fri.", "School run", "2026-09-07", "New term routine: school run Mon/Wed/Fri", key="mwf")
for x in F:
    if x["superseded_by"]: x["superseded_by"] = KEY[x["superseded_by"]]

secrets = [
 dict(value="Wh1skers-Tarn-88", source=src("2026-06-09"), shape="staging DB password copied from a runbook into an incident note ('-U dispatch_rw, pw …')",
      severity="high", line=l("2026-06-09", "Wh1skers-Tarn-88")),
 dict(value="tok_9fK2mQx7Lp4RzT1vBn", source=src("2026-08-26"), shape="vendor API trial token 'tok_…' pasted after its label",
      severity="high", line=l("2026-08-26", "Tessera trial token")),
 dict(value="73920418", source=src("2026-09-14"), shape="8-digit door badge PIN in prose ('New badge PIN: …')",
      severity="medium", line=l("2026-09-14", "New badge PIN")),
 dict(value="Grebe#Otley42", source=src("2026-10-20"), shape="shared status-page account as 'login is user / password' in an incident bullet",
      severity="high", line=l("2026-10-20", "Statuspage shared login")),
]

Q = []
def q(question, answer, *sources):
    Q.append(dict(id="Q%02d" % (len(Q) + 1), question=question, answer=answer,
                  sources=[src(s) if s[0].isdigit() else s for s in sources]))
q("Has Heron launched?", "Yes: live at Leeds + Wakefield (10% of depots) on Mon 2 Nov, all 38 depots on 9 Nov; the HRN- epic was closed on 13 Nov.",
  "2026-11-02", "2026-11-09", "2026-11-13")
q("How many times did the Heron launch date slip, and why?", "Twice: 14 Sep -> 5 Oct (decided 29 Jul, depot rule migration + soak) and 5 Oct -> 2 Nov (decided 28 Sep after the load test gave p95 1.4 s).",
  "2026-07-29", "2026-09-25", "2026-09-28", HE)
q("What did Heron achieve?", "Van miles per van per week 412 -> 385 (-6.5%) across all 38 depots, on-time 95.1% -> 96.7%, route generation p95 760 ms.", "2026-11-26")
q("Did Heron pass the load test?", "The first full test (25 Sep) failed with p95 1.4 s; the second (22 Oct) passed with p95 760 ms (target < 800 ms), cache hit rate 91%.",
  "2026-09-25", "2026-10-22")
q("How much do we pay Mapcore now?", "£3,950/month for 24 months from 1 Nov 2026 (was £4,200/month; their August quote was £4,900).", "2026-10-27", "2026-08-20", MC)
q("Who is our escalation contact at Mapcore?", "Nadia Fischer, since 7 Oct (Greg Whitlow left Mapcore).", "2026-10-07", MC)
q("Did we switch geocoding to Tessera Maps?", "No. Decided on 15 Sep to move at the renewal, reversed on 27 Oct: stayed with Mapcore (rural accuracy, no migration during the Heron rollout, Legal delay).",
  "2026-09-15", "2026-10-23", "2026-10-27")
q("What did Liam's Tessera vs Mapcore spike show?", "10k addresses: overall Mapcore 96.4% vs Tessera 95.8%; rural 97.1% vs 91.2%; Tessera faster (p95 120 vs 210 ms) and cheaper (£3,400/month).",
  "2026-09-11")
q("How many people are on the team now?", "Five: Aisha, Rhi, Kwame, Liam, Beth (Tomasz left on 16 Oct); the backfill REQ-2307 is open.", "2026-10-16", "2026-11-10", MM)
q("What is the headcount plan?", "6 (actual 5): the backfill REQ-2307 was approved on 10 Nov. It was 7 with REQ-2231 until the freeze on 18 Sep.",
  "2026-11-10", "2026-09-18", MM)
q("What happened to the senior backend hire?", "REQ-2231 was cancelled on 18 Sep by the hiring freeze; K.B. was at the values stage.", "2026-09-18")
q("What was the salary band for the senior backend role?", "£80-90k after Sunita got it raised on 23 Jul (was £75-85k).", "2026-07-23", SB)
q("Is Tomasz being backfilled?", "Yes: first refused (24 Sep, 'no backfill until Q1'), then approved on 10 Nov as REQ-2307, Backend Engineer (mid-level), dispatch-api focus.",
  "2026-09-24", "2026-11-10")
q("When is the on-call handover?", "Wednesday 14:00 since 30 Sep (was Monday 10:00, which clashed with sprint planning).", "2026-09-29", "2026-09-30", OC)
q("Who is on the on-call rota?", "Aisha, Kwame, Rhi and Liam (4) since Tomasz left; Beth is backup only from November.", "2026-10-14", "2026-11-17")
q("What is the on-call allowance?", "£300 a week from 1 Nov (was £250).", "2026-10-29", OC)
q("Who owns dispatch-api?", "Aisha since 16 Oct, with Liam second and first responder (was Tomasz).", "2026-10-14", "2026-10-19")
q("When did Tomasz leave, and where did he go?", "Resigned 21 Sep, last day Fri 16 Oct; joined Loopline in Manchester as a staff engineer, starting 2 Nov.",
  "2026-09-21", "2026-10-15", "2026-10-16")
q("Why did Tomasz leave?", "Mainly no staff path here, pay second (exit interview).", "2026-10-16", "2026-09-21")
q("What is Liam's title?", "Engineer II, effective 1 Sep 2026 (was Associate Engineer).", "2026-08-27", "2026-09-01", MM)
q("Is Offline Mode still paused?", "No: paused on 6 Jul, resumed on 12 Oct with Rhi full time.", "2026-07-06", "2026-10-12")
q("When is the Offline Mode pilot?", "Mon 1 Feb 2027 at Wakefield depot (moved from January on 17 Nov because of the depot's returns peak).", "2026-11-17", OM)
q("What is Postcode Fixer called now?", "Address Quality, ticket prefix AQ-, since 24 Aug (owner Beth).", "2026-08-24", PF)
q("Who uses Address Quality?", "Routing, and Returns since 19 Nov (2.7% of addresses flagged).", "2026-10-02", "2026-11-19")
q("How many days a week do I cycle to work?", "3 days (Mon/Tue/Thu) since 9 Nov, until March; it was 4 days from 7 Sep.", "2026-11-09", "2026-09-07", CY)
q("Which days do I do the school run?", "Mon/Wed/Fri since September (Tue/Thu in the summer term).", "2026-09-07", "2026-08-28", MM)
q("What did the July bike repair cost?", "£48 at Kirkstall Cycles: new derailleur hanger and gear cable (picked up 17 Jul).", "2026-07-14", "2026-07-17")
q("Is Aisha getting promoted?", "Yes: approved for Staff Engineer on 27 Nov, effective 1 Jan 2027.", "2026-11-27")
q("Who covered for me in August?", "Aisha, 3-14 Aug; escalation to Dev because Sunita was off 10-21 Aug.", "2026-07-31")
q("What's the interview loop for backend roles?", "Recruiter screen, call with me, paid take-home (3h, £150; 2h for the backfill), system design with Aisha, values with Sunita - take-home chosen on 2 Jun instead of live coding.",
  "2026-06-02", "2026-11-10", "2026-11-18")
q("When was the Mapcore outage and who handled it?", "20 Oct 10:12-10:47, Sev2, Rhi as IC; escalated to Nadia at Mapcore, who gave an ETA in 5 minutes.", "2026-10-20")
q("How noisy is on-call now?", "23 pages in November, down from 41 in June.", "2026-11-25")

GOLD = dict(persona="Gareth Lunn, engineering manager of the 6-person Routing team at Parcelwise (parcel delivery) in Leeds; a terse English work log with 1:1s, incidents, decisions and todos, plus school-run and cycling lines",
            subjects=subjects, optional_subjects=optional_subjects, not_subjects=not_subjects, status_changes=S, decisions=D,
            facts=F, secrets=secrets, questions=Q)


def readme(g):
    dn = sum(len(t) for t in N.values())
    allc = dn + sum(len(t) for t in MEM.values())
    c = common.counts(g)
    return f"""# A work-log vault — Gareth Lunn, engineering manager (Leeds)

SEALED: measured once, by the lead.

```
worklog-en/
  README.md     this file
  _build/       _build.py (gold), notes.py (daily notes), mem.py (his own memory), common.py (writer + validator)
  gold.json     annotations (outside the vault)
  vault/        the Obsidian vault to run the tool on
    .obsidian/daily-notes.json   {{"folder": "Work/Daily", "format": "DD-MM-YYYY"}}
    Work/Daily/                  {len(N)} daily notes, {common.note_name(min(N))} … {common.note_name(max(N))} (files DD-MM-YYYY.md)
    Work/Memory/MEMORY.md        person-written index (## Team, ## Projects, ## Vendors, ## Hiring, ## Me)
    Work/Memory/Topics/          {sum(1 for k in MEM if '/Topics/' in k)} person-written topic notes, some with `aliases:` / `status:` frontmatter
```

Daily notes: {dn:,} characters. Whole vault (.md): {allc:,} characters.

## Style

English (UK), terse manager's log: `## 1:1s`, `## Incidents`, `## Decisions`, `## On-call`, `## Hiring`, `## Todo`
with `- [ ]`/`- [x]`, short paragraphs, personal lines (school run, bike). Weekdays only; 3-14 Aug is a holiday gap.
People appear as first names, nicknames (Rhi, Tomek) and a handle (@aisha.k); projects by codename and ticket prefix (Heron/HRN-, DRV-, PCF-/AQ-).
Relative dates ("next Tuesday", "EOW", "in two sprints", "next Wed").

## Arcs

- **Heron** (own note: active, launch 14 Sep): slips to 5 Oct (29 Jul) and 2 Nov (28 Sep); live 2 Nov (10%), 9 Nov all depots; closed 13 Nov.
- **Offline Mode** (own note: pilot January): **paused** 6 Jul, **resumed** 12 Oct; pilot moved to 1 Feb 2027.
- **Postcode Fixer → Address Quality** (**renamed** 24 Aug; own note keeps the old name); live for Returns 19 Nov.
- **Senior Backend hire** REQ-2231 (own note: active): band raised; **cancelled** 18 Sep (freeze).
- **Tomasz** resigns 21 Sep, **leaves** 16 Oct; backfill refused 24 Sep, approved 10 Nov (REQ-2307).
- **Mapcore** (own note: £4,200, Greg Whitlow): quote £4,900; switch to Tessera decided 15 Sep, **reversed** 27 Oct; £3,950/month x 24; contact Nadia Fischer.
- **On-call** (own note: Monday 10:00, 4 people, £250): 5 people (Liam), Wednesday 14:00, back to 4, £300.
- **Me**: cycling 3 → 4 → 3 days (decision reversed 9 Nov); school run Tue/Thu → Mon/Wed/Fri.
- **Secrets** (4): a staging DB password from a runbook, a `tok_…` trial token, an 8-digit badge PIN, a shared status-page login.

## Gold counts

- subjects: {c['subjects']}, optional_subjects: {c['optional_subjects']}, not_subjects: {c['not_subjects']}
- status_changes: {c['status_changes']}, decisions: {c['decisions']}, facts: {c['facts']} ({c['superseded']} superseded)
- secrets: {c['secrets']}, questions: {c['questions']}

## Schema differences from chat-es (for whoever scores)

- Daily notes are `Work/Daily/DD-MM-YYYY.md`; all gold `date`/`as_of`/`reversed_on` values are ISO `YYYY-MM-DD`; `period` is ISO.
- Memory lives under `Work/Memory/` (so `existing_note` and Memory fact sources start with `Work/Memory/`, not `Memory/`).
- Facts carry `as_of` (the note's date; `{MEM_DATE}` for lines in his own memory files).
- Decisions that were never reversed have `reversed_on`, `reversal_source`, `reversal_line` = null.
- `Heron` has two decision entries whose lines share the 28 Sep line (the reversal of the 5 Oct date is the new 2 Nov decision).
"""


if __name__ == '__main__':
    bad = [(d, len(t.split())) for d, t in N.items() if not 60 <= len(t.split()) <= 220]
    gold, errs = common.write_vault(OUT, FOLDER, N, MEM, GOLD)
    errs += [f'note {d}: {w} words' for d, w in bad]
    open(os.path.join(OUT, 'README.md'), 'w').write(readme(gold))
    print(json.dumps(common.counts(gold)))
    print('\n'.join(errs) or 'no errors')
    sys.exit(1 if errs else 0)
