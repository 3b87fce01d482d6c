# Daily notes of Nora Whitfield (Bristol), Obsidian Tasks-style daily notes, 2026-08-01 .. 2026-11-30.
# Written by hand; n() only adds the Templater-style frontmatter her template would insert.
N = {}


def n(d, energy, text):
    N[d] = "---\ntags: [daily]\nenergy: %d\n---\n" % energy + text.strip('\n') + '\n'


# ---------------------------------------------------------------- August
n('2026-08-01', 3, """
## Tasks
- [x] Water the balcony tomatoes ✅ 2026-08-01
- [ ] Book boiler service with the landlord 📅 2026-08-07
- [ ] Draft delivery-step wireframes for [[Acme checkout]] 📅 2026-08-04 ⏫ #client/acme
- [ ] Renew domain norawhitfield.design ⏳ 2026-08-20

## Notes
- Saturday. Slow start, coffee on Gloucester Road with [[Tom Fairley|Tom]].
- Rough plan for August: Acme checkout is the main thing, Hollis retainer ticking along, keep Fridays for admin.
- Boiler in the flat made the clanking noise again this morning. Need to tell Mr Deakin before it dies in October.
""")

n('2026-08-03', 3, """
## Tasks
- [x] Call the landlord about the boiler ✅ 2026-08-03
- [x] Delivery-step wireframes v1 ✅ 2026-08-03 #client/acme
- [ ] Send invoice to Hollis for July 📅 2026-08-05 ⏫ #client/hollis
- [ ] Share test script with [[Priya Raman|Priya]] 📅 2026-08-05 #client/acme
- [-] Lunch with the Figma meetup lot (rained off)

## Notes
- Mr Deakin says he'll send his gas guy "this week or next". Classic.
- [[Acme checkout]]: Jonah wants address lookup on the same screen as delivery options. I think it's too much on mobile. Will prototype both.
- Priya is free for usability sessions on the 6th and 7th.
""")

n('2026-08-04', 4, """
## Tasks
- [x] Two delivery-step variants in Figma ✅ 2026-08-04 #client/acme
- [x] Test script to Priya ✅ 2026-08-04
- [x] Set up the studio alarm fob ✅ 2026-08-04
- [ ] Hollis: branch page template tweaks 📅 2026-08-11 #client/hollis

## Notes
- New security system at [[Spike Island studio]]. If I'm last out I have to set it: alarm code 604817, then the fob on the reader by the bike racks.
- Ellie and I did the blue circuit at Bloc tonight, felt strong. #climbing
""")

n('2026-08-06', 4, """
## Tasks
- [x] Usability sessions day 1 (4 participants) ✅ 2026-08-06 #client/acme
- [ ] Send invoice to Hollis for July 📅 2026-08-05 ⏫ #client/hollis
- [ ] Synthesis board in Miro 📅 2026-08-10

## Notes
- [[Priya Raman|Priya]] ran the sessions, I took notes behind the glass. 3 of 4 missed the "use a different billing address" link.
- Forgot the Hollis invoice. Again.

> [!note] Acme finding
> People read the delivery prices as the total. Show a running total in the sticky footer.
""")

n('2026-08-07', 2, """
## Tasks
- [x] Usability sessions day 2 (5 participants) ✅ 2026-08-07 #client/acme
- [x] Send invoice to Hollis for July ✅ 2026-08-07 #client/hollis
- [x] Weekly review 🔁 every week on Friday ✅ 2026-08-07

## Notes
- Tired. Nine sessions in two days is too many, tell future me.
- Invoice NW-2026-031 to Hollis & Pike: 6 days, £2,400.
- Weekly review: Acme on track, Hollis fine, admin behind (receipts for Dilys).
""")

n('2026-08-10', 3, """
## Tasks
- [x] Synthesis board in Miro ✅ 2026-08-10
- [x] Receipts to Dilys ✅ 2026-08-10
- [ ] Hollis: branch page template tweaks 📅 2026-08-11 #client/hollis
- [ ] Playback deck for Jonah 📅 2026-08-13 🔼 #client/acme

## Notes
- Priya's synthesis is sharp as usual. She's booked up from October, grab her for anything else before then.
- Tom's school term starts 2 Sep; he wants to go to Cornwall for a long weekend before that.
""")

n('2026-08-12', 3, """
## Tasks
- [x] Hollis: branch page template tweaks ✅ 2026-08-12 #client/hollis
- [ ] Playback deck for Jonah 📅 2026-08-13 🔼 #client/acme
- [ ] Look at the Fernway brief 🛫 2026-08-13

## Notes
- Call with [[Sam Okafor|Sam]] at Hollis. He dropped that the board is "reviewing all agency and freelance spend in Q4". Not great.
- A founder called Ravi from Fernway emailed, via Priya. Plant-care app, wants onboarding redone before a funding round.
""")

n('2026-08-14', 3, """
## Tasks
- [x] Call the landlord ✅ 2026-08-14
- [x] Playback deck for Jonah ✅ 2026-08-14 #client/acme
- [x] Weekly review 🔁 every week on Friday ✅ 2026-08-14
- [ ] Reply to Ravi with a proposal 📅 2026-08-18 #client/fernway

## Notes
- Landlord call: boiler service booked for the 20th. Then the bad news: rent goes up to £1,240 a month from 1 November. Letter to follow.
- Tom says we should look around, but moving in this market would cost more than £90 a month. Staying in the flat.
- Acme playback went well. Jonah agreed: running total in the footer, address lookup on its own step.
""")

n('2026-08-17', 3, """
## Tasks
- [x] Fernway proposal sent ✅ 2026-08-17 #client/fernway
- [ ] Payment-step designs for [[Acme checkout]] 📅 2026-08-21 ⏫ #client/acme
- [ ] Book Cornwall cottage 📅 2026-08-18

## Notes
- Fernway proposal: onboarding flow + empty states, 10 days at £400, fixed price £4,000, start 24 Aug, six weeks.
- Sent it at 11pm which is not a look.
""")

n('2026-08-19', 4, """
## Tasks
- [x] Book Cornwall cottage ✅ 2026-08-19
- [x] Payment-step: card form + Apple Pay ✅ 2026-08-19 #client/acme
- [ ] Hollis: saved-search emails audit 📅 2026-08-26 #client/hollis

## Notes
- Ravi said yes to the Fernway proposal. Kickoff Monday.
- Cottage in St Agnes, 28–31 Aug. Tom booked the dog-sitter for his parents' spaniel, don't ask.
""")

n('2026-08-21', 3, """
## Tasks
- [x] Payment-step designs for [[Acme checkout]] ✅ 2026-08-21 #client/acme
- [x] Weekly review 🔁 every week on Friday ✅ 2026-08-21
- [ ] Fernway kickoff agenda 📅 2026-08-24 #client/fernway

## Notes
- Boiler man came on the 20th, says it's "on its last legs" but passed it. Great.
- Mum rang. She's been looking at houses in Frome again, near Auntie Jo. This time she sounded like she meant it.
""")

n('2026-08-24', 4, """
## Tasks
- [x] Fernway kickoff ✅ 2026-08-24 #client/fernway
- [ ] Map current onboarding screens 📅 2026-08-26 #client/fernway
- [ ] Acme: dev handoff notes for payment step 📅 2026-08-27 #client/acme

## Notes
- Fernway onboarding project started today. Ravi plus their one developer, Kit. App is React Native, they ship every two weeks.
- Current onboarding asks for 11 things before you see a single plant. We'll get it down to three.
""")

n('2026-08-26', 3, """
## Tasks
- [x] Map current onboarding screens ✅ 2026-08-26 #client/fernway
- [x] Hollis: saved-search emails audit ✅ 2026-08-26 #client/hollis
- [ ] Acme: dev handoff notes for payment step 📅 2026-08-27 #client/acme

## Notes
- Hollis emails audit: 40% of saved-search emails go to people who already bought. Sam wants it in the Q4 deck.
- Felt good at the wall last night, flashed a 6a.
""")

n('2026-08-28', 2, """
## Tasks
- [x] Acme: dev handoff notes for payment step ✅ 2026-08-27 #client/acme
- [x] Weekly review 🔁 every week on Friday ✅ 2026-08-28
- [ ] Out of office on email until 1 Sep

## Notes
- Jonah's news: the payment provider integration is late, so the Acme launch moves from 24 Sep to Thursday 8 October. Their autumn sale moves with it.
- Driving to St Agnes tonight. Laptop stays in the bag. Mostly.
""")

n('2026-08-31', 3, """
## Tasks
- [x] Unpack ✅ 2026-08-31
- [ ] Send invoice to Hollis for August 📅 2026-09-01 ⏫ #client/hollis
- [ ] Renew domain norawhitfield.design ⏳ 2026-08-20 📅 2026-09-03

## Notes
- Back from Cornwall. Swam at Chapel Porth every day. Tom is sunburnt in a perfect T-shirt shape.
- My own portfolio is from 2022 and it shows. Want to rebuild it this autumn, properly, not on a template.
""")

# ---------------------------------------------------------------- September
n('2026-09-02', 3, """
## Tasks
- [x] Send invoice to Hollis for August ✅ 2026-09-01 #client/hollis
- [x] Renew domain norawhitfield.design ✅ 2026-09-02
- [ ] Fernway: onboarding flow v1 📅 2026-09-07 ⏫ #client/fernway
- [ ] Call Mum 📅 2026-09-03

## Notes
- Tom back at school today. House is quiet.
- Mum texted a photo of a little terrace in Frome with a blue door. "Thoughts??"
""")

n('2026-09-04', 3, """
## Tasks
- [x] Call Mum ✅ 2026-09-03
- [x] Weekly review 🔁 every week on Friday ✅ 2026-09-04
- [ ] Fernway: onboarding flow v1 📅 2026-09-07 ⏫ #client/fernway

## Notes
- Mum has put in an offer on the Frome house, 14 Catherine Hill, five minutes from Auntie Jo. Swindon place goes on the market next week.
- She asked me to help her with the move in October. Block out a weekend.
""")

n('2026-09-07', 4, """
## Tasks
- [x] Fernway: onboarding flow v1 ✅ 2026-09-07 #client/fernway
- [x] Portfolio: list the case studies ✅ 2026-09-07 #portfolio
- [ ] Portfolio: pick the stack 📅 2026-09-10 #portfolio

## Notes
- Started the portfolio rebuild tonight. Six case studies max, Acme will be the lead one once it ships.
- Squarespace would be quicker but I want to actually own it.
""")

n('2026-09-08', 3, """
## Tasks
- [ ] Check the Fernway staging build on my phone (login fernway / Tidepool-Marrow-42) 📅 2026-09-09 #client/fernway
- [ ] Acme: QA pass on the staging checkout 📅 2026-09-11 #client/acme
- [x] Sort the recycling ✅ 2026-09-08

## Notes
- Kit sent the staging link for the first Fernway build. He put the password in Slack, copied it into the task so I stop searching.
- Priya asked if I'd co-run a workshop at UX Bristol in November. Said maybe.
""")

n('2026-09-10', 3, """
## Tasks
- [x] Check the Fernway staging build ✅ 2026-09-09 #client/fernway
- [x] Portfolio: pick the stack ✅ 2026-09-10 #portfolio
- [ ] Acme: QA pass on the staging checkout 📅 2026-09-11 #client/acme

## Notes
- Decided: the portfolio gets built in Astro, hosted on Netlify, no CMS. Case studies as markdown. Squarespace is out.
- Fernway build is rough but the three-question start works. Ravi is thrilled.
""")

n('2026-09-11', 2, """
## Tasks
- [x] Acme: QA pass on the staging checkout ✅ 2026-09-11 #client/acme
- [x] Weekly review 🔁 every week on Friday ✅ 2026-09-11

## Notes
- 23 bugs logged for Jonah, most of them spacing. Apple Pay button sits under the fold on small Androids, that one matters.
- Weekly review: too much on. Say no to the UX Bristol workshop.
""")

n('2026-09-14', 2, """
## Tasks
- [ ] Book a physio for the finger 📅 2026-09-15 ⏫
- [ ] Fernway: empty states 📅 2026-09-18 #client/fernway
- [-] Bloc with Ellie Thursday

## Notes
- Felt something go in my left ring finger on the crimpy problem in the cave. Pop and then swelling. Almost certainly a pulley.
- So climbing is paused until it heals. No arguments, I've seen what happens when Ellie climbs on an injury.
""")

n('2026-09-16', 3, """
## Tasks
- [x] Book a physio for the finger ✅ 2026-09-15
- [x] Fernway: empty states ✅ 2026-09-16 #client/fernway
- [ ] Freeze the Bloc membership 📅 2026-09-17

## Notes
- Physio (Marcus at Clifton Physio) says A2 pulley strain, grade 1. Six to eight weeks off the wall, tape and putty exercises.
- Thinking hard about the studio desk. I've been in four times in September. £180 a month to look at the harbour.
""")

n('2026-09-18', 3, """
## Tasks
- [x] Freeze the Bloc membership ✅ 2026-09-17
- [x] Give notice on the studio desk ✅ 2026-09-18
- [x] Weekly review 🔁 every week on Friday ✅ 2026-09-18
- [ ] Update rate card 📅 2026-09-25

## Notes
- Gave notice at [[Spike Island studio]]: my last day there is Wednesday 30 September. From October I work from the back bedroom.
- Also decided: from 1 October my day rate goes up to £450 for new work. Existing projects stay at £400 until they finish.
- Bloc membership frozen for two months, £5 a month while frozen.
""")

n('2026-09-21', 4, """
## Tasks
- [x] Tom's birthday dinner at Bosco ✅ 2026-09-21
- [ ] Portfolio: homepage layout 📅 2026-09-24 #portfolio
- [ ] Acme: final sign-off on copy 📅 2026-09-23 #client/acme

## Notes
- Tom is 38. Got him the Rapha jacket he pretends not to want.
- Mum's offer on Catherine Hill was accepted. Completion pencilled for 23 October.
""")

n('2026-09-23', 3, """
## Tasks
- [x] Acme: final sign-off on copy ✅ 2026-09-23 #client/acme
- [x] Update rate card ✅ 2026-09-23
- [ ] Portfolio: homepage layout 📅 2026-09-24 #portfolio

## Notes
- Rate card updated, £450 a day, £250 half day. Sent it to Priya to sanity-check. She said I should have gone to £475.
""")

n('2026-09-25', 3, """
## Tasks
- [x] Portfolio: homepage layout ✅ 2026-09-25 #portfolio
- [x] Weekly review 🔁 every week on Friday ✅ 2026-09-25
- [ ] Clear out my locker at the studio 📅 2026-09-30

## Notes
- [[Sam Okafor|Sam]] told me on our call that he's leaving [[Hollis & Pike]]. He's going to Kestrel Health as head of product, starts 12 October.
- Hollis haven't said who replaces him. He thinks it'll be Greta Lund from marketing.
""")

n('2026-09-28', 3, """
## Tasks
- [ ] Fernway: sprint review 📅 2026-09-29 #client/fernway
- [ ] Clear out my locker at the studio 📅 2026-09-30
- [x] Buy a proper desk chair ✅ 2026-09-28

## Notes
- Bought a second-hand Aeron off Gumtree for the back bedroom. Tom carried it up the stairs swearing.
- Finger feels better. Not touching the wall.
""")

n('2026-09-30', 2, """
## Tasks
- [x] Clear out my locker at the studio ✅ 2026-09-30
- [x] Fernway: sprint review ✅ 2026-09-29 #client/fernway
- [x] Hand back the fob ✅ 2026-09-30

## Notes
- Last day at [[Spike Island studio]]. Handed the fob back to Ros at the front desk, the desk is over. Bit sad. Cake with the window row.
- Fernway sprint review: Ravi seemed distracted, kept checking his phone. Said the investors are "being slow".
""")

# ---------------------------------------------------------------- October
n('2026-10-01', 3, """
## Tasks
- [x] Send invoice to Hollis for September ✅ 2026-10-01 #client/hollis
- [ ] Acme: launch checklist with Jonah 📅 2026-10-06 ⏫ #client/acme
- [ ] Set up the back bedroom properly 📅 2026-10-03

## Notes
- First day working from home full time. Lunch was toast at 3pm. Need structure.

> [!note] Home office rules
> Out of the house by 9 for a walk. Lunch away from the desk. Laptop shut at 6.
""")

n('2026-10-02', 3, """
## Tasks
- [x] Set up the back bedroom properly ✅ 2026-10-02
- [x] Weekly review 🔁 every week on Friday ✅ 2026-10-02
- [ ] Hollis: handover notes for Sam's replacement 📅 2026-10-09 #client/hollis

## Notes
- Weekly review: Acme launch next Thursday, Fernway week 6 of 6 but nowhere near done, Hollis in limbo until Sam's replacement arrives.
""")

n('2026-10-05', 3, """
## Tasks
- [ ] Acme: launch checklist with Jonah 📅 2026-10-06 ⏫ #client/acme
- [ ] Fernway: extend timeline? talk to Ravi 📅 2026-10-07 #client/fernway
- [x] Pay the Bloc freeze fee ✅ 2026-10-05

## Notes
- Priya is fully booked from now until Christmas with a government job. Good for her.
- Kit from Fernway messaged privately: "don't do more than you've invoiced". Ominous.
""")

n('2026-10-07', 4, """
## Tasks
- [x] Acme: launch checklist with Jonah ✅ 2026-10-06 #client/acme
- [x] Fernway: extend timeline? talk to Ravi ✅ 2026-10-07 #client/fernway
- [ ] Be online for the Acme launch 📅 2026-10-08 🔺 #client/acme

## Notes
- Ravi agreed to extend Fernway by two weeks, no extra cost, to the end of October. I agreed because I like the product. Probably a mistake.
- Launch tomorrow at 7am. Jonah has pizza ordered for the dev team.
""")

n('2026-10-08', 5, """
## Tasks
- [x] Be online for the Acme launch ✅ 2026-10-08 #client/acme
- [x] Post-launch check on real phones ✅ 2026-10-08 #client/acme
- [ ] Send final Acme invoice (stage 3) 📅 2026-10-09 ⏫ #client/acme

## Notes
- The [[Acme checkout]] redesign shipped at 7:12 this morning. Finished, done, live. First order came in at 7:19, a pair of socks.
- By 5pm mobile conversion was up from 1.9% to 2.6%. Early days, but Jonah sent eleven exclamation marks.
""")

n('2026-10-09', 3, """
## Tasks
- [x] Send final Acme invoice (stage 3) ✅ 2026-10-09 #client/acme
- [x] Weekly review 🔁 every week on Friday ✅ 2026-10-09
- [x] Hollis: handover notes for Sam's replacement ✅ 2026-10-09 #client/hollis

## Notes
- Final Acme invoice NW-2026-038, £4,600. That's the whole £14,000 billed.
- Asked Jonah for a quote for the portfolio case study. He's going to ask legal if I can show the numbers.
""")

n('2026-10-12', 3, """
## Tasks
- [ ] Intro call with Greta at Hollis 📅 2026-10-14 #client/hollis
- [ ] Fernway: final screens 📅 2026-10-23 #client/fernway
- [x] Text Sam good luck ✅ 2026-10-12

## Notes
- Sam's first day at Kestrel Health today, head of product. He sent a photo of his new badge and a very beige office.
- Hollis confirmed Greta Lund takes over as my contact.
""")

n('2026-10-14', 2, """
## Tasks
- [x] Intro call with Greta at Hollis ✅ 2026-10-14 #client/hollis
- [ ] Portfolio: Acme case study draft 📅 2026-10-20 #portfolio

## Notes
- Greta is nice but very clearly a marketing person. She asked what "the retainer actually produces". Wrote down the last six months for her.
""")

n('2026-10-16', 2, """
## Tasks
- [x] Weekly review 🔁 every week on Friday ✅ 2026-10-16
- [ ] Send invoice to Hollis for October 📅 2026-11-02 #client/hollis
- [-] Hollis: Q4 saved-search redesign #client/hollis

## Notes
- Greta rang: the Q4 budget freeze is real. The [[Hollis & Pike]] retainer is on hold from November until at least February. October still gets paid.
- That's £2,400 a month gone. Need to replace it, or at least half of it.

> [!note]
> Keep the H&P Figma access. Greta promised to call in January.
""")

n('2026-10-19', 2, """
## Tasks
- [ ] Fernway: final screens 📅 2026-10-23 #client/fernway
- [ ] Spreadsheet: runway with no Hollis 📅 2026-10-20
- [x] Call Mum about the move ✅ 2026-10-19

## Notes
- Ravi emailed at 6am: the funding round fell through. He "needs to think about the roadmap". Kit was right.
- Mum's completion is confirmed for Friday 23rd, the van comes Saturday. Tom and I will drive over Saturday morning.
""")

n('2026-10-20', 3, """
## Tasks
- [x] Spreadsheet: runway with no Hollis ✅ 2026-10-20
- [ ] Tell Priya I'm free-ish 📅 2026-10-22

## Notes
- Runway is fine: six months with Acme money and the tax pot untouched.
- Decided: no new clients until January. Finish Fernway, ship the portfolio, rest the finger, do the move with Mum. Deep breath.
""")

n('2026-10-21', 2, """
## Tasks
- [-] Fernway: final screens #client/fernway
- [x] Send Fernway the kill-fee invoice ✅ 2026-10-21 #client/fernway
- [x] Export all Fernway files for Kit ✅ 2026-10-21

## Notes
- Ravi cancelled the Fernway onboarding project this morning. They're pausing product work and cutting to a team of two. He was decent about it.
- We agreed 50% of the unbilled days as a kill fee: £1,000. Invoice sent.
- The three-question start is in the app already, so at least something shipped.
""")

n('2026-10-23', 3, """
## Tasks
- [x] Weekly review 🔁 every week on Friday ✅ 2026-10-23
- [x] Pack the car for Frome ✅ 2026-10-23
- [ ] Portfolio: Acme case study draft 📅 2026-10-27 #portfolio

## Notes
- Mum completed on Catherine Hill today. She's in Swindon for one last night with a sleeping bag and the kettle.
""")

n('2026-10-24', 1, """
## Tasks
- [x] Drive to Swindon, then Frome ✅ 2026-10-24
- [x] Build Mum's bed ✅ 2026-10-24

## Notes
- Mum has moved. She lives in Frome now: 14 Catherine Hill, BA11 1BY. Auntie Jo came over with a lasagne.
- Landline is gone, she's mobile only from now on. Same mobile number.
- Back aches. Finger fine, carried boxes with the other hand.
""")

n('2026-10-26', 2, """
## Tasks
- [x] Change Mum's address on my emergency contact form ✅ 2026-10-26
- [ ] Portfolio: Acme case study draft 📅 2026-10-27 #portfolio
- [ ] Physio check on the finger 📅 2026-10-28

## Notes
- Quiet Monday. No Hollis, no Fernway. Weird, not bad.
""")

n('2026-10-28', 3, """
## Tasks
- [x] Physio check on the finger ✅ 2026-10-28
- [x] Portfolio: Acme case study draft ✅ 2026-10-27 #portfolio

## Notes
- Marcus says the pulley has healed. Easy climbing from week two of November, nothing crimpy before Christmas.
- Jonah got legal's answer: I can show the conversion uplift but not the revenue. Fine.
""")

n('2026-10-29', 4, """
## Tasks
- [ ] Kestrel: scope doc for Sam 📅 2026-10-30 ⏫ #client/kestrel
- [ ] Ask Priya if she can squeeze in a few screen-reader sessions 📅 2026-11-02

## Notes
- [[Sam Okafor|Sam]] called: Kestrel Health needs an accessibility audit of their patient booking app before an NHS procurement review in December. Twelve days, starting Monday.
- So much for no new clients until January, I said yes on the call. It's Sam, it's twelve days, and it's at £450.
""")

n('2026-10-30', 3, """
## Tasks
- [x] Kestrel: scope doc for Sam ✅ 2026-10-30 #client/kestrel
- [x] Weekly review 🔁 every week on Friday ✅ 2026-10-30
- [x] Unfreeze Bloc from 9 Nov ✅ 2026-10-30

## Notes
- Kestrel scope: WCAG 2.2 AA audit of booking and repeat prescriptions, 12 days at £450, report due Friday 11 December.
- Weekly review: October was a lot. Acme shipped, Fernway died, Hollis paused, Mum moved. Still standing.
""")

# ---------------------------------------------------------------- November
n('2026-11-02', 3, """
## Tasks
- [x] Send invoice to Hollis for October ✅ 2026-11-02 #client/hollis
- [x] Kestrel kickoff ✅ 2026-11-02 #client/kestrel
- [ ] Kestrel: automated scan with axe + Lighthouse 📅 2026-11-04 #client/kestrel

## Notes
- The Kestrel Health audit started today. Kickoff in their beige office in Temple Quay. Sam looks happier than he ever did at Hollis.
- Rent went out: £1,240 now. Ouch.
- Last Hollis invoice for a while, NW-2026-040.
""")

n('2026-11-04', 3, """
## Tasks
- [x] Kestrel: automated scan with axe + Lighthouse ✅ 2026-11-04 #client/kestrel
- [ ] Kestrel: manual keyboard pass 📅 2026-11-06 #client/kestrel

## Notes
- 214 automated issues, but it's mostly the same five components repeated. Their date picker is the worst thing I've seen this year.
- Priya can do three screen-reader sessions on the 17th, evenings. Bless her.
""")

n('2026-11-06', 3, """
## Tasks
- [x] Kestrel: manual keyboard pass ✅ 2026-11-06 #client/kestrel
- [x] Weekly review 🔁 every week on Friday ✅ 2026-11-06
- [ ] Portfolio: about page 📅 2026-11-11 #portfolio

## Notes
- Keyboard pass: you literally cannot book an appointment without a mouse. Focus gets trapped in the date picker.
""")

n('2026-11-09', 4, """
## Tasks
- [x] Bloc with Ellie ✅ 2026-11-09
- [ ] Kestrel: findings spreadsheet 📅 2026-11-13 #client/kestrel

## Notes
- Back on the wall tonight. Climbing has resumed, very gently: greens and blues only, open hand, stopped after an hour.
- Ellie made me promise to tape the finger for a month.
""")

n('2026-11-11', 3, """
## Tasks
- [x] Portfolio: about page ✅ 2026-11-11 #portfolio
- [ ] Portfolio: template shop page 📅 2026-11-18 #portfolio

## Notes
- Idea for the portfolio: sell my Figma research templates for £12 each. Small, but it would cover the domain and Netlify.
""")

n('2026-11-13', 3, """
## Tasks
- [x] Kestrel: findings spreadsheet ✅ 2026-11-13 #client/kestrel
- [x] Weekly review 🔁 every week on Friday ✅ 2026-11-13
- [ ] Book Christmas trains to Frome 📅 2026-11-20

## Notes
- 61 distinct issues, 14 of them blockers. Sam wants a mid-point readout on the 20th.
- Mum phoned from Frome, she's joined a choir and a walking group in three weeks. Swindon took her thirty years.
""")

n('2026-11-16', 3, """
## Tasks
- [ ] Kestrel: screen-reader session plan for Priya 📅 2026-11-16 #client/kestrel
- [x] Buy finger tape ✅ 2026-11-16

## Notes
- Greta from Hollis emailed "just to keep in touch". Nothing about February.
""")

n('2026-11-18', 4, """
## Tasks
- [x] Kestrel: screen-reader session plan for Priya ✅ 2026-11-16 #client/kestrel
- [x] Screen-reader sessions (3) ✅ 2026-11-17 #client/kestrel
- [ ] Portfolio: template shop page 📅 2026-11-18 #portfolio
- [ ] Move the Stripe key into Netlify env vars 📅 2026-11-21 ⏫ #portfolio

## Notes
- Priya's sessions: two of three participants gave up at the GP selection step. VoiceOver reads every surgery as "button button".
- Stripe account approved for the template shop. Live secret key, pasting it here until it's in Netlify: sk_live_51QmT8rLhV2aXc9KpZ7nD3fWb0yEuJ4sGq6HtRoN1iB
""")

n('2026-11-20', 3, """
## Tasks
- [x] Kestrel mid-point readout ✅ 2026-11-20 #client/kestrel
- [x] Move the Stripe key into Netlify env vars ✅ 2026-11-20 #portfolio
- [x] Weekly review 🔁 every week on Friday ✅ 2026-11-20
- [x] Book Christmas trains to Frome ✅ 2026-11-20

## Notes
- Readout went well. Kestrel want to add two days for a re-test in January. Sam will send a change request.
- Christmas: 23rd to 27th at Mum's, the new house. Tom's parents on the 28th.
""")

n('2026-11-23', 3, """
## Tasks
- [ ] Kestrel: report outline 📅 2026-11-25 #client/kestrel
- [ ] Portfolio: final proofread 📅 2026-11-26 #portfolio

## Notes
- Kestrel change request came through: 14 days now, and the re-test is booked for the week of 11 January.
- Priya wants to talk about pitching together for the NHS work next year. Coffee on Thursday.
""")

n('2026-11-25', 3, """
## Tasks
- [x] Kestrel: report outline ✅ 2026-11-25 #client/kestrel
- [x] Portfolio: final proofread ✅ 2026-11-25 #portfolio
- [ ] Portfolio: go live 📅 2026-11-27 🔼 #portfolio

## Notes
- Tom read the Acme case study and said it's "the first one that sounds like you talking". I'll take it.
""")

n('2026-11-27', 5, """
## Tasks
- [x] Portfolio: go live ✅ 2026-11-27 #portfolio
- [x] Coffee with Priya ✅ 2026-11-26
- [x] Weekly review 🔁 every week on Friday ✅ 2026-11-27

## Notes
- The portfolio rebuild is finished: the new site went live at norawhitfield.design at lunchtime. Shipped! First template sold by 4pm, to someone in Leeds.
- [[Priya Raman|Priya]] and I agreed to pitch as a pair for Kestrel's 2027 research framework. She leads research, I lead design. Proposal by 15 December.
""")

n('2026-11-30', 3, """
## Tasks
- [ ] Kestrel: draft report 📅 2026-12-07 ⏫ #client/kestrel
- [ ] Joint proposal with Priya 📅 2026-12-15 #client/kestrel
- [ ] Send invoice to Kestrel for November 📅 2026-12-01 ⏫ #client/kestrel
- [ ] Ask Greta about February 🛫 2027-01-11 #client/hollis

## Notes
- End of November. Working: Kestrel audit (on track), portfolio live, climbing twice a week again. Hollis on hold, Fernway gone, Acme done and dusted.
- Mum's first month in Frome: she says she should have done it ten years ago.
""")
