#!/usr/bin/env python3
"""Build tasks-en/{vault,gold.json,README.md}: python3 _build.py (rewrites vault/, gold.json and README.md only)."""
import os, sys, json
HERE = os.path.dirname(os.path.abspath(__file__))
# The journal is written to <OUT>/tasks-en/, two levels above this script (OUT/_build/tasks-en/_build.py).
OUT = os.environ.get('OUT_DIR') or os.path.join(os.path.dirname(os.path.dirname(HERE)), os.path.basename(HERE))
sys.path.insert(0, HERE)
import common
from notes import N
from mem import MEM

FOLDER = 'Journal/Daily'
def src(d): return common.note_rel(FOLDER, d)
files = {src(d): t for d, t in N.items()}
files.update(MEM)
L = common.Lines(files)
def l(d, *subs): return L(src(d) if d[0].isdigit() else d, *subs)
T = 'Memory/Topics/'
MM, HP, AC, CL, AD = 'Memory/MEMORY.md', T + 'Hollis & Pike.md', T + 'Acme checkout.md', T + 'Climbing.md', T + 'Admin.md'

subjects = [
 dict(name="Priya Raman", aliases=["Priya"], kind="person", status_at_end="active", existing_note=None,
      note="Freelance UX researcher, Nora's usual research partner: ran the Acme usability sessions (6-7 Aug), booked on a government job Oct-Dec, still ran 3 screen-reader sessions for Kestrel (17 Nov); on 27 Nov they agreed to pitch as a pair for Kestrel's 2027 research framework (proposal by 15 Dec)."),
 dict(name="Tom Fairley", aliases=["Tom"], kind="person", status_at_end="active", existing_note=None,
      note="Nora's partner; teaches Year 6 at Ashley Down Primary; 38 on 21 Sep 2026."),
 dict(name="Helen", aliases=["Mum", "Helen Whitfield"], kind="person", status_at_end="active", existing_note=None,
      note="Nora's mother. Lived in Swindon (22 Ferndale Road); offer on 14 Catherine Hill, Frome (near Auntie Jo) early Sep, accepted by 21 Sep, completed 23 Oct, moved 24 Oct 2026. Mobile only, same number."),
 dict(name="Sam Okafor", aliases=["Sam"], kind="person", status_at_end="active", existing_note=None,
      note="Product lead at Hollis & Pike until October; head of product at Kestrel Health from 12 Oct 2026; brought Nora the Kestrel accessibility audit."),
 dict(name="Hollis & Pike", aliases=["Hollis", "H&P"], kind="project", status_at_end="paused", existing_note=HP,
      note="Estate-agency client, retainer 6 days/month (£2,400), invoiced on the 1st. Contact Sam Okafor, then Greta Lund from 12 Oct. Retainer on hold from November 2026 until at least February (budget freeze, 16 Oct)."),
 dict(name="Acme checkout redesign", aliases=["Acme checkout", "checkout redesign"], kind="project", status_at_end="done",
      status_also_acceptable=["closed"], existing_note=AC,
      note="Checkout redesign for Acme Outdoor (PM Jonah Reyes), fixed fee £14,000 in three stages. Launch moved 24 Sep -> 8 Oct; shipped 8 Oct 2026 07:12; mobile conversion 1.9% -> 2.6% on day one; final invoice £4,600 on 9 Oct."),
 dict(name="Fernway onboarding", aliases=["Fernway onboarding project"], kind="project", status_at_end="closed", existing_note=None,
      note="Onboarding redesign for the Fernway plant-care app (founder Ravi, developer Kit): 10 days fixed £4,000, started 24 Aug, extended 7 Oct to end of October, cancelled 21 Oct after the funding round fell through; kill fee £1,000."),
 dict(name="Portfolio rebuild", aliases=["portfolio", "portfolio site"], kind="project", status_at_end="done",
      status_also_acceptable=["closed"], existing_note=None,
      note="Nora's own site norawhitfield.design: started 7 Sep, Astro on Netlify (decided 10 Sep), template shop with Stripe, went live 27 Nov 2026."),
 dict(name="Kestrel Health audit", aliases=["Kestrel audit"], kind="project", status_at_end="active", existing_note=None,
      note="WCAG 2.2 AA accessibility audit of Kestrel Health's patient booking app for Sam: agreed 29 Oct, started 2 Nov, 12 days at £450 -> 14 days (change request 23 Nov); report due 11 Dec, re-test week of 11 Jan 2027."),
 dict(name="Spike Island studio", aliases=["the studio", "studio desk"], kind="place", status_at_end="closed", existing_note=None,
      note="Hot desk at £180/month; notice given 18 Sep, last day 30 Sep 2026; Nora works from home (back bedroom) since 1 Oct."),
 dict(name="Bouldering", aliases=["Climbing"], kind="habit", status_at_end="active", existing_note=CL,
      note="Bouldering at Bloc with Ellie (membership £49/month). Paused 14 Sep 2026 (A2 pulley strain, left ring finger), membership frozen; resumed 9 Nov on easy grades."),
 dict(name="Weekly review", aliases=[], kind="habit", status_at_end="active", existing_note=None,
      note="Friday weekly review, a recurring Tasks task (every week on Friday)."),
 dict(name="Cotham flat", aliases=["the flat"], kind="place", status_at_end="active", existing_note=None,
      note="Rented flat in Cotham, landlord Mr Deakin; rent £1,150 -> £1,240/month from 1 Nov 2026; boiler serviced 20 Aug."),
]
optional_subjects = [
 dict(name="Acme Outdoor", aliases=["Acme"], why="the client; fine inside Acme checkout redesign"),
 dict(name="Jonah Reyes", aliases=["Jonah"], why="Acme's PM"),
 dict(name="Fernway", aliases=["Ravi"], why="the client / its founder; fine inside Fernway onboarding"),
 dict(name="Kit", why="Fernway's developer"),
 dict(name="Kestrel Health", aliases=["Kestrel"], why="the client; fine inside Kestrel Health audit or Sam Okafor"),
 dict(name="Greta Lund", aliases=["Greta"], why="Hollis & Pike contact from 12 Oct"),
 dict(name="Dilys Price", aliases=["Dilys"], why="accountant"),
 dict(name="Mr Deakin", aliases=["the landlord", "landlord"], why="landlord; fine inside Cotham flat"),
 dict(name="Ellie", why="climbing partner"),
 dict(name="Bloc", why="the bouldering gym; fine inside Bouldering"),
 dict(name="Marcus", aliases=["Clifton Physio"], why="physio for the finger"),
 dict(name="Auntie Jo", why="Helen's sister in Frome"),
 dict(name="Frome", why="where Mum moved; fine inside Helen"),
 dict(name="Admin", why="Nora's own topic note on rates and invoicing"),
 dict(name="UX Bristol", why="meetup; workshop declined"),
 dict(name="Home office", aliases=["back bedroom"], why="where she works since October; fine inside Spike Island studio"),
]
not_subjects = ["Figma", "Miro", "Zoom", "Slack", "Gumtree", "Aeron", "Astro", "Netlify", "Squarespace", "Apple Pay", "React Native",
 "VoiceOver", "WCAG", "Lighthouse", "FreeAgent", "Starling", "Gloucester Road", "Chapel Porth", "St Agnes", "Temple Quay", "Bosco",
 "Rapha", "Leeds", "lasagne", "tomatoes", "recycling", "spaniel", "NHS", "Christmas", "Cornwall", "socks", "pizza", "date picker",
 "sticky footer", "Year 6", "Ashley Down Primary", "Swindon", "boiler", "Monday", "Saturday"]

S = []
def sc(subject, d, type_, frm, to, *subs):
    S.append({"subject": subject, "date": d, "type": type_, "from": frm, "to": to, "source": src(d), "line": l(d, *subs)})
sc("Fernway onboarding", "2026-08-24", "status", None, "active (project started, kickoff with Ravi and Kit)", "Fernway onboarding project started today")
sc("Acme checkout redesign", "2026-08-28", "changed", "launch Thu 24 Sep", "launch Thu 8 Oct", "the Acme launch moves from 24 Sep")
sc("Portfolio rebuild", "2026-09-07", "status", None, "active (started)", "Started the portfolio rebuild tonight")
sc("Bouldering", "2026-09-14", "status", "active (Tue/Thu at Bloc)", "paused (finger pulley injury)", "So climbing is paused")
sc("Spike Island studio", "2026-09-30", "status", "active (hot desk, £180/month)", "closed (desk given up, works from home)", "Last day at [[Spike Island studio]]")
sc("Acme checkout redesign", "2026-10-08", "status", "active", "done (shipped, live)", "redesign shipped at 7:12")
sc("Sam Okafor", "2026-10-12", "job", "product lead at Hollis & Pike", "head of product at Kestrel Health", "first day at Kestrel Health")
sc("Hollis & Pike", "2026-10-16", "status", "active (retainer, 6 days a month)", "paused (retainer on hold from November until at least February)", "retainer is on hold from November")
sc("Fernway onboarding", "2026-10-21", "status", "active", "closed (cancelled by the client)", "Ravi cancelled the Fernway onboarding project")
sc("Helen", "2026-10-24", "moved", "Swindon, 22 Ferndale Road", "Frome, 14 Catherine Hill", "She lives in Frome now")
sc("Cotham flat", "2026-11-02", "changed", "rent £1,150/month", "rent £1,240/month", "Rent went out")
sc("Kestrel Health audit", "2026-11-02", "status", None, "active (started, kickoff)", "The Kestrel Health audit started today")
sc("Bouldering", "2026-11-09", "status", "paused", "resumed (easy grades only)", "Climbing has resumed")
sc("Portfolio rebuild", "2026-11-27", "status", "active", "done (finished, site live)", "The portfolio rebuild is finished")


def dec(subject, decision, d, sub, final, rd=None, rsub=None):
    return dict(subject=subject, decision=decision, date=d, source=src(d), line=l(d, sub), reversed_on=rd,
                reversal_source=src(rd) if rd else None, reversal_line=l(rd, rsub) if rd else None, final=final)
decisions = [
 dec("Cotham flat", "Stay in the flat despite the rent rise to £1,240", "2026-08-14", "Tom says we should look around", "Stayed; new rent paid from 1 Nov."),
 dec("Acme checkout redesign", "Running total in the sticky footer; address lookup on its own step", "2026-08-14", "Acme playback went well",
     "Shipped that way on 8 Oct."),
 dec("Portfolio rebuild", "Build the portfolio in Astro on Netlify, no CMS, not Squarespace", "2026-09-10", "Decided: the portfolio gets built in Astro",
     "Live 27 Nov."),
 dec("Spike Island studio", "Give up the studio desk; last day Wed 30 Sep, then work from home", "2026-09-18", "Gave notice at [[Spike Island studio]]",
     "Left 30 Sep."),
 dec("Fernway onboarding", "Extend Fernway by two weeks to the end of October at no extra cost", "2026-10-07", "Ravi agreed to extend Fernway",
     "Project cancelled 21 Oct; £1,000 kill fee."),
 dec("Kestrel Health audit", "Take no new clients until January", "2026-10-20", "Decided: no new clients until January",
     "Reversed on 29 Oct: said yes to Sam's Kestrel audit.", "2026-10-29", "So much for no new clients until January"),
 dec("Priya Raman", "Pitch with Priya as a pair for Kestrel's 2027 research framework", "2026-11-27", "agreed to pitch as a pair",
     "Proposal due 15 Dec (after the journal ends)."),
]

F, KEY = [], {}
def f(fact, subject, where, *subs, key=None, sup=None):
    F.append(dict(id="T%02d" % (len(F) + 1), fact=fact, subject=subject, source=src(where) if where[0].isdigit() else where,
                  line=l(where, *subs), superseded_by=sup))
    if key: KEY[key] = F[-1]['id']
# her own memory, partly stale
f("Mum (Helen) lives in Swindon, 22 Ferndale Road (as of July 2026).", "Helen", MM, "still in Swindon", sup="mum")
f("Sam Okafor is product lead at Hollis & Pike and signs things off (as of July 2026).", "Sam Okafor", MM, "Sam Okafor — product lead", sup="sam")
f("Nora rents a hot desk at Spike Island studio for £180/month (as of July 2026).", "Spike Island studio", MM, "Desk at [[Spike Island studio]]", sup="desk")
f("Rent for the Cotham flat is £1,150/month to Mr Deakin, due on the 1st (as of July 2026).", "Cotham flat", MM, "rent £1,150/month", sup="rent")
f("Tom teaches Year 6 at Ashley Down Primary.", "Tom Fairley", MM, "Ashley Down Primary")
f("Main contact at Hollis & Pike is Sam Okafor (as of July 2026).", "Hollis & Pike", HP, "Main contact: Sam Okafor", sup="greta")
f("Hollis & Pike retainer: 6 days a month, invoiced on the 1st, net 30 (as of July 2026).", "Hollis & Pike", HP, "Retainer: 6 days a month", sup="hold")
f("Acme checkout launch planned for Thu 24 Sep, before the autumn sale (as of July 2026).", "Acme checkout redesign", AC, "Launch: Thu 24 Sep", sup="launch")
f("Acme checkout: fixed fee £14,000, paid in three stages.", "Acme checkout redesign", AC, "Fixed fee £14,000")
f("Bloc membership £49/month, direct debit on the 3rd.", "Bouldering", CL, "Membership: £49/month")
f("Day rate £400, half day £220 (as of July 2026).", None, AD, "Day rate: £400", sup="rate")
f("Accountant Dilys Price wants receipts by the 5th of each month.", "Dilys Price", AD, "Accountant: Dilys Price")
# daily notes
f("Rent goes up to £1,240 a month from 1 Nov 2026 (landlord call, 14 Aug).", "Cotham flat", "2026-08-14", "rent goes up to £1,240", key="rent")
f("Hollis invoice NW-2026-031 for July: 6 days, £2,400.", "Hollis & Pike", "2026-08-07", "Invoice NW-2026-031")
f("Fernway proposal: onboarding flow + empty states, 10 days at £400, fixed £4,000, start 24 Aug, six weeks.", "Fernway onboarding", "2026-08-17", "Fernway proposal: onboarding flow")
f("Acme launch moved from 24 Sep to Thursday 8 Oct (payment provider integration late).", "Acme checkout redesign", "2026-08-28", "the Acme launch moves from 24 Sep", key="launch")
f("Finger injury: A2 pulley strain, grade 1; six to eight weeks off the wall (physio Marcus, 16 Sep).", "Bouldering", "2026-09-16", "A2 pulley strain")
f("Notice given on the studio desk; last day Wed 30 Sep 2026, then working from the back bedroom.", "Spike Island studio", "2026-09-18", "Gave notice at [[Spike Island studio]]", key="desk")
f("From 1 Oct 2026 the day rate is £450 for new work; existing projects stay at £400.", None, "2026-09-18", "my day rate goes up to £450")
f("Rate card: £450 a day, £250 half day (23 Sep 2026).", None, "2026-09-23", "Rate card updated", key="rate")
f("Sam is leaving Hollis & Pike for Kestrel Health as head of product, starting 12 Oct.", "Sam Okafor", "2026-09-25", "He's going to Kestrel Health", key="sam")
f("Acme checkout shipped 8 Oct 2026 at 7:12; first order at 7:19.", "Acme checkout redesign", "2026-10-08", "redesign shipped at 7:12")
f("Acme mobile conversion rose from 1.9% to 2.6% on launch day.", "Acme checkout redesign", "2026-10-08", "mobile conversion was up")
f("Final Acme invoice NW-2026-038, £4,600; the whole £14,000 billed (9 Oct).", "Acme checkout redesign", "2026-10-09", "Final Acme invoice")
f("Greta Lund is the new Hollis & Pike contact (12 Oct 2026).", "Hollis & Pike", "2026-10-12", "Greta Lund takes over", key="greta")
f("Hollis & Pike retainer on hold from November 2026 until at least February (Q4 budget freeze); October still paid.", "Hollis & Pike", "2026-10-16", "retainer is on hold from November", key="hold")
f("Fernway kill fee: 50% of the unbilled days, £1,000.", "Fernway onboarding", "2026-10-21", "as a kill fee")
f("Mum lives at 14 Catherine Hill, Frome BA11 1BY since 24 Oct 2026.", "Helen", "2026-10-24", "She lives in Frome now", key="mum")
f("Mum has no landline any more, mobile only, same mobile number.", "Helen", "2026-10-24", "Landline is gone")
f("Finger pulley healed (28 Oct); easy climbing from week two of November, nothing crimpy before Christmas.", "Bouldering", "2026-10-28", "pulley has healed")
f("Kestrel scope: WCAG 2.2 AA audit of booking and repeat prescriptions, 12 days at £450, report due Fri 11 Dec.", "Kestrel Health audit", "2026-10-30", "Kestrel scope:", sup="cr")
f("Kestrel change request: 14 days; re-test in the week of 11 January 2027.", "Kestrel Health audit", "2026-11-23", "Kestrel change request", key="cr")
f("Christmas 2026: 23rd to 27th at Mum's new house, Tom's parents on the 28th.", "Helen", "2026-11-20", "Christmas: 23rd to 27th")
f("Nora and Priya will pitch as a pair for Kestrel's 2027 research framework; proposal by 15 Dec.", "Priya Raman", "2026-11-27", "agreed to pitch as a pair")
for x in F:
    if x["superseded_by"]: x["superseded_by"] = KEY[x["superseded_by"]]

secrets = [
 dict(value="Tidepool-Marrow-42", source=src("2026-09-08"), shape="client staging-site password inside a Tasks checkbox line ('(login fernway / …)')",
      severity="high", line=l("2026-09-08", "login fernway /")),
 dict(value="sk_live_51QmT8rLhV2aXc9KpZ7nD3fWb0yEuJ4sGq6HtRoN1iB", source=src("2026-11-18"), shape="Stripe-style live secret key pasted in a note bullet",
      severity="high", line=l("2026-11-18", "Live secret key")),
 dict(value="604817", source=src("2026-08-04"), shape="6-digit studio alarm code in a note bullet ('alarm code …')",
      severity="high", line=l("2026-08-04", "alarm code")),
]

Q = []
def q(question, answer, *sources):
    Q.append(dict(id="Q%02d" % (len(Q) + 1), question=question, answer=answer, sources=[src(s) if s[0].isdigit() else s for s in sources]))
q("What is my day rate now?", "£450 a day (£250 half day) for new work since 1 Oct 2026; it was £400 (£220 half day).", "2026-09-18", "2026-09-23", AD)
q("Where does Mum live now?", "14 Catherine Hill, Frome (BA11 1BY), since 24 Oct 2026; before that 22 Ferndale Road, Swindon.", "2026-10-24", MM)
q("Who is my contact at Hollis & Pike?", "Greta Lund, since 12 Oct 2026; Sam Okafor left for Kestrel Health.", "2026-10-12", "2026-09-25", HP)
q("Is the Hollis & Pike retainer still running?", "No: on hold from November 2026 until at least February (Q4 budget freeze); Greta said she'd call in January.", "2026-10-16")
q("When did the Acme checkout go live, and how did it do?", "Thursday 8 Oct 2026 at 7:12 (moved from 24 Sep); mobile conversion 1.9% -> 2.6% on the first day.", "2026-10-08", "2026-08-28")
q("How much has Acme been billed in total?", "The whole £14,000 fixed fee; the final stage invoice NW-2026-038 was £4,600 (9 Oct).", "2026-10-09", AC)
q("What happened to the Fernway project?", "Ravi cancelled it on 21 Oct 2026 after the funding round fell through; kill fee £1,000 (50% of unbilled days).", "2026-10-19", "2026-10-21")
q("How much is the rent now?", "£1,240 a month since 1 Nov 2026 (was £1,150).", "2026-08-14", "2026-11-02", MM)
q("Where does Sam Okafor work?", "Kestrel Health, head of product, since 12 Oct 2026 (before: product lead at Hollis & Pike).", "2026-09-25", "2026-10-12")
q("What is the scope of the Kestrel audit and when is the report due?", "WCAG 2.2 AA audit of booking and repeat prescriptions; 14 days at £450 (was 12); report due Fri 11 Dec, re-test week of 11 Jan 2027.", "2026-10-30", "2026-11-23")
q("Am I climbing again?", "Yes, since 9 Nov 2026, easy grades only, finger taped for a month; nothing crimpy before Christmas.", "2026-11-09", "2026-10-28")
q("What did I do to my finger?", "A2 pulley strain, grade 1, left ring finger, on 14 Sep 2026 at Bloc; healed by 28 Oct.", "2026-09-14", "2026-09-16", "2026-10-28")
q("Do I still have the desk at Spike Island?", "No: notice given 18 Sep, last day 30 Sep 2026; working from home since 1 Oct.", "2026-09-18", "2026-09-30")
q("Is the new portfolio live, and what is it built with?", "Yes, live at norawhitfield.design since 27 Nov 2026; Astro on Netlify, no CMS, with a small template shop.", "2026-09-10", "2026-11-27")
q("Where are we for Christmas?", "At Mum's new house in Frome, 23rd to 27th Dec; Tom's parents on the 28th.", "2026-11-20")

GOLD = dict(persona="Nora Whitfield, freelance UX designer in Bristol (UK), Obsidian daily notes run through the Tasks plugin, English, August-November 2026",
            subjects=subjects, optional_subjects=optional_subjects, not_subjects=not_subjects, status_changes=S, decisions=decisions,
            facts=F, secrets=secrets, questions=Q)
EXTRA = dict(MEM)
EXTRA['.obsidian/community-plugins.json'] = '["obsidian-tasks-plugin"]\n'


def readme(g):
    dn = sum(len(t) for t in N.values())
    allc = dn + sum(len(t) for t in MEM.values())
    c = common.counts(g)
    nrev = sum(1 for d in g['decisions'] if d['reversed_on'])
    return f"""# Tasks-plugin daily notes — Nora Whitfield (Bristol), SEALED

```
tasks-en/
  README.md     this file (written by _build.py)
  gold.json     annotations (outside the vault)
  vault/        the Obsidian vault to run the tool on
    .obsidian/daily-notes.json        {{"folder": "Journal/Daily", "format": "YYYY-MM-DD ddd"}}
    .obsidian/community-plugins.json  ["obsidian-tasks-plugin"] (no plugin code or data in the vault)
    Journal/Daily/                    {len(N)} daily notes named like `2026-08-03 Mon.md`, {min(N)} … {max(N)}
    Memory/MEMORY.md                  person-written index (## People, ## Work, ## Home)
    Memory/Topics/                    4 person-written topic notes (Hollis & Pike, Acme checkout, Climbing, Admin)
_build/tasks-en/
  _build.py     writes vault/, gold.json, README.md (notes.py = daily notes, mem.py = her memory files)
  common.py     copy of it-diario's common.py (itself from _build/common_2026_12.py) adapted: notes named
                `YYYY-MM-DD ddd.md` directly in Journal/Daily (the check also verifies the weekday), memory in Memory/
```

Daily notes: {dn:,} characters. Whole vault (.md): {allc:,} characters.

## Style and persona

Nora Whitfield, freelance UX designer in Bristol, partner Tom (a primary teacher). Every daily note has YAML frontmatter
(`tags: [daily]`, `energy: 1-5`), a `## Tasks` section of Obsidian Tasks checkbox lines (`📅` due, `✅` done, `⏳` scheduled,
`🛫` start, `⏫`/`🔼`/`🔺` priority, `🔁 every week on Friday` for the weekly review, `- [-]` cancelled) and a `## Notes` section
of short bullets with wikilinks (`[[Priya Raman|Priya]]`, `[[Acme checkout]]`) and nested client tags (`#client/acme`,
`#client/hollis`, `#client/fernway`, `#client/kestrel`), with three `> [!note]` callouts. Many facts sit only in task lines
(dates, what was done) and people are mostly called by first name. Not every day has a note (60 of 122 days).

## Arcs

Acme checkout redesign: launch moved 24 Sep → 8 Oct, shipped 8 Oct (done). Fernway onboarding: started 24 Aug, extended,
cancelled 21 Oct after the client's funding fell through (kill fee). Hollis & Pike retainer: contact Sam → Greta, on hold
from November (paused). Sam Okafor changes job to Kestrel Health and brings the Kestrel accessibility audit (started 2 Nov,
12 → 14 days), which reverses her "no new clients until January" decision. Portfolio rebuild started 7 Sep, live 27 Nov.
Studio desk given up 30 Sep. Bouldering paused 14 Sep (finger pulley), resumed 9 Nov. Mum moves Swindon → Frome 24 Oct.
Rent £1,150 → £1,240 from 1 Nov. Day rate £400 → £450.
Stale lines in her own files: MEMORY.md (Mum in Swindon, Sam at Hollis, studio desk, rent), `Hollis & Pike.md` (contact,
retainer), `Acme checkout.md` (launch 24 Sep), `Admin.md` (day rate £400). Her notes use other names than the arcs:
`Acme checkout.md` for the Acme checkout redesign, `Climbing.md` for Bouldering.

## Gold counts

- subjects: {c['subjects']}, optional_subjects: {c['optional_subjects']}, not_subjects: {c['not_subjects']}
- status_changes: {c['status_changes']}, decisions: {c['decisions']} ({nrev} reversed), facts: {c['facts']} ({c['superseded']} superseded)
- secrets: {c['secrets']}, questions: {c['questions']}

## How it was made

Written by hand by a helper session in one sitting (within the brief's 40-minute limit), as Python dicts: `notes.py` (each note's text typed
out; the helper `n()` only prepends the frontmatter block with that day's energy value) and `mem.py`. The helper read only
datasets/journal/README.md, it-diario (README, gold.json, vault) and its build (`_build/it-diario/`, `_build/common.py`,
`_build/common_2026_12.py`); not the plugin's source, tests, scripts or docs. It did not run the bench or the plugin.
`_build.py` writes the vault and gold.json and runs the checks in `common.py` (gold lines byte-exact as whole lines,
secrets exactly once in the .md files and never in facts or answers, superseded ids, not_subjects present, status words,
note names); the build reports no errors.

## Notes for whoever scores

- The alarm code is a 6-digit number (`604817`); a plain substring check could in principle hit it by chance in long numeric output.
- The staging password sits inside a task line, not a note bullet; the Stripe-style key is fake but has the real `sk_live_` shape.
- Decisions that were never reversed have `reversed_on`, `reversal_source`, `reversal_line` = null (as in it-diario).
- The daily-note format `YYYY-MM-DD ddd` puts the weekday in the file name; the bench must read it from daily-notes.json.
- The "no new clients until January" decision is filed under Kestrel Health audit (the subject that reversed it).
- Memory folder is `Memory/`, so no vault-dreaming data.json was written.
"""


if __name__ == '__main__':
    gold, errs = common.write_vault(OUT, FOLDER, N, EXTRA, GOLD)
    open(os.path.join(OUT, 'README.md'), 'w').write(readme(gold))
    print(json.dumps(common.counts(gold)))
    print('\n'.join(errs) or 'no errors')
    sys.exit(1 if errs else 0)
