#!/usr/bin/env python3
"""Build /work/sealed-r45/ko-ilgi/{vault,gold.json,README.md}: python3 _build.py (rewrites vault/, gold.json and README.md only)."""
import os, sys, json
if not sys.flags.utf8_mode:  # Korean paths and text: force UTF-8 whatever the locale
    os.execv(sys.executable, [sys.executable, '-X', 'utf8'] + sys.argv)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = '/work/sealed-r45/ko-ilgi'
sys.path.insert(0, HERE)
import common
from notes import N
from mem import MEM

FOLDER = '일기'
def src(d): return common.note_rel(FOLDER, d)
files = {src(d): t for d, t in N.items()}
files.update(MEM)
L = common.Lines(files)
def l(d, *subs): return L(src(d) if d[0].isdigit() else d, *subs)
MM, HOME, BO, JS, SW = '기억/MEMORY.md', '기억/집.md', '기억/보리.md', '기억/정산 v2.md', '기억/수영.md'

# plugin settings: the memory folder is not Memory/, so say where it is (index and topic notes both directly in 기억/)
PLUGIN = {"memoryFolder": "기억", "indexPath": "기억/MEMORY.md", "topicsFolder": "기억", "dailyFolder": "기억/Daily"}
EXTRA = dict(MEM)
EXTRA['.obsidian/plugins/vault-dreaming/data.json'] = json.dumps(PLUGIN, ensure_ascii=False, indent=2) + '\n'

subjects = [
 dict(name="엄마", aliases=["박정숙"], kind="person", status_at_end="active", existing_note=None,
      note="Mother, 박정숙, lives alone in 대전 (둔산동). Right knee replacement on 13 Oct 2026 at 을지대병원 (decided 25 Sep), discharged 20 Oct; outpatient rehab 3x a week, 이모 stays with her; walks with a cane by mid-Nov."),
 dict(name="민지 언니", aliases=["민지", "한민지"], kind="person", status_at_end="active", existing_note=None,
      note="Older sister in 부산 (해운대) with 형부 정우. Was due 5 Dec; gave birth early on 21 Nov 2026 to a daughter, 서하, 3.1 kg. 지유 visits on 12 Dec."),
 dict(name="재민 형", aliases=["재민", "김재민"], kind="person", status_at_end="active", existing_note=None,
      note="김재민, senior from the university coding club (everyone calls him 형). Left Naver 31 Aug 2026, CEO of his startup 모아로그 (household-budget SaaS), seed round in Nov. Partner on the 밥친구 side project."),
 dict(name="도윤 씨", aliases=["도윤", "이도윤"], kind="person", status_at_end="active", existing_note=None,
      note="이도윤, lead of the settlement team at 페이로드 and of 정산 v2; announced 5 Oct he was leaving for LINE (라인); last day 16 Oct 2026."),
 dict(name="하은", aliases=["하은이", "정하은"], kind="person", status_at_end="active", existing_note=None,
      note="정하은, best friend since middle school; worked at a game company in 판교; accepted (29 Aug) a technical-artist job at Northlight Games, Vancouver; left 7 Nov 2026. Looked after 보리 while 지유 was in 대전."),
 dict(name="보리", aliases=["보리야"], kind="pet", status_at_end="active", existing_note=BO,
      note="지유's cat, 4-year-old Korean shorthair. Kidney values a bit high in Aug; switched from Royal Canin Indoor to Hill's k/d on 2 Sep; normal again 30 Oct (BUN 28, creatinine 1.6); next check end of January."),
 dict(name="정산 v2", aliases=["정산 리뉴얼", "settlement v2"], kind="project", status_at_end="done", status_also_acceptable=["closed"], existing_note=JS,
      note="Work project at 페이로드: replace the 3 a.m. settlement batch with Kafka events + Kotlin consumer + real-time ledger. Launch 15 Oct -> 5 Nov (two-week parallel run); lead 도윤 씨 -> 수아 씨 on 16 Oct; launched 5 Nov 2026, zero errors."),
 dict(name="밥친구", aliases=["밥친구 앱", "사이드 프로젝트"], kind="project", status_at_end="paused", existing_note=None,
      note="Weekend side project with 재민 형: an app that matches people for lunch near their office. Flutter + Supabase, Saturday 14:00 meetings; started 6 Sep, paused 2 Nov until January, beta moved to spring 2027."),
 dict(name="수영", aliases=["수영 강습"], kind="habit", status_at_end="active", existing_note=SW,
      note="Swimming lessons at 망원 체육센터. Tue/Thu 6:30 (coach 강) until 29 Sep; from Oct Mon/Wed/Fri 21:30 (coach 박). Fee 65,000 -> 72,000 KRW/month from Sep. Paused 12-25 Oct (대전), resumed 26 Oct."),
 dict(name="일본어 공부", aliases=["일본어", "JLPT"], kind="habit", status_at_end="closed", existing_note=None,
      note="Started 3 Aug 2026 with a JLPT N2 registration for 6 Dec (70,000 KRW); gave up 8 Oct, won't sit the exam (about 1,100 words learnt)."),
 dict(name="이사", aliases=["집", "합정 집", "새 집", "망원동 집"], kind="project", status_at_end="done", status_also_acceptable=["closed"], existing_note=HOME,
      note="Move from the 망원동 one-room (포은로 88, 201호) to a two-room villa in 합정동 (양화로6길 12, 302호): lease signed 19 Sep (jeonse 320M KRW), movers booked 28 Oct, moved 14 Nov 2026. Her note is called 집."),
 dict(name="제주 여행", aliases=["제주", "제주도"], kind="project", status_at_end="closed", existing_note=None,
      note="Trip with 하은 23-26 Oct 2026 (Jin Air from Gimpo, pension in Aewol), booked 20 Aug; cancelled 2 Oct because of 엄마's surgery."),
]
optional_subjects = [
 dict(name="수아 씨", aliases=["수아", "최수아"], why="new lead of 정산 v2 from 16 Oct; fine inside 정산 v2"),
 dict(name="형부", aliases=["정우"], why="민지 언니's husband"),
 dict(name="서하", why="민지 언니's newborn daughter; fine inside 민지 언니"),
 dict(name="모아로그", why="재민 형's startup"),
 dict(name="Northlight Games", why="하은's new employer in Vancouver"),
 dict(name="라인", aliases=["LINE"], why="도윤 씨's new employer"),
 dict(name="페이로드", why="지유's employer"),
 dict(name="망원 체육센터", why="the pool; fine inside 수영"),
 dict(name="강 코치님", why="morning swim coach"),
 dict(name="박 코치님", why="evening swim coach"),
 dict(name="을지대병원", why="hospital of 엄마's operation"),
 dict(name="이모", why="aunt who stays with 엄마 after the operation"),
 dict(name="하늘동물병원", aliases=["원장님"], why="보리's vet"),
 dict(name="집주인 아저씨", why="landlord of the 망원동 flat"),
 dict(name="오 과장님", why="finance contact in her 정산 v2 note"),
]
not_subjects = ["넷플릭스", "떡볶이", "Slack", "Kafka", "Kotlin", "Flutter", "Supabase", "Datadog", "GitHub Copilot", "Notion", "Jira",
 "Zoom", "KTX", "진에어", "다이소", "편의점", "치킨", "추석", "광복절", "빼빼로데이", "핼러윈", "망원시장", "닭강정", "컵라면", "국밥집",
 "김치찌개", "노래방", "등기부등본", "전입신고", "확정일자", "롤링페이퍼", "on-call", "standup", "idempotency key", "hot partition",
 "RLS", "송편", "배냇저고리", "인천공항", "캣타워", "자동급식기", "을지로"]

S = []
def sc(subject, d, type_, frm, to, *subs):
    S.append({"subject": subject, "date": d, "type": type_, "from": frm, "to": to, "source": src(d), "line": l(d, *subs)})
sc("일본어 공부", "2026-08-03", "status", None, "active (started; JLPT N2 registered for 6 Dec)", "오늘부터 일본어 공부 시작했다")
sc("재민 형", "2026-08-31", "job", "Naver, search team", "CEO of his own startup 모아로그", "재민 형이 네이버 퇴사했다")
sc("보리", "2026-09-02", "changed", "Royal Canin Indoor", "Hill's k/d renal prescription diet", "오늘부터 힐스 k/d")
sc("밥친구", "2026-09-06", "status", None, "active (started: first meeting, repo created)", "밥친구 정식으로 시작!")
sc("정산 v2", "2026-09-14", "changed", "launch 15 Oct 2026", "launch 5 Nov 2026", "정산 v2 오픈 일정 밀렸다")
sc("이사", "2026-09-19", "status", "planned", "active (started: 합정동 lease signed, move-in 14 Nov)", "합정 집 계약했다!!")
sc("수영", "2026-09-29", "changed", "Tue/Thu 6:30 morning class", "Mon/Wed/Fri 21:30 evening class (from October)", "수영 시간 바꿨다")
sc("제주 여행", "2026-10-02", "status", "active (booked 23-26 Oct)", "closed (cancelled)", "제주 여행 취소했다")
sc("일본어 공부", "2026-10-08", "status", "active", "closed (given up; not sitting the JLPT)", "일본어 공부 그만두기로 했다")
sc("수영", "2026-10-12", "status", "active", "paused (two weeks away in 대전)", "수영은 당분간 쉰다")
sc("도윤 씨", "2026-10-16", "job", "lead of the settlement team at 페이로드", "left 페이로드 for LINE (라인)", "도윤 씨 마지막 날")
sc("정산 v2", "2026-10-16", "changed", "lead 도윤 씨", "lead 수아 씨", "오늘부터 정산 v2 리드는")
sc("수영", "2026-10-26", "status", "paused", "resumed (Monday evening class)", "수영 다시 시작했다")
sc("밥친구", "2026-11-02", "status", "active", "paused (until January)", "밥친구 잠깐 멈추기로 했다")
sc("정산 v2", "2026-11-05", "status", "active", "done (launched, zero errors)", "정산 v2 오픈했다!!!")
sc("하은", "2026-11-07", "moved", "판교, Korea", "Vancouver, Canada", "이제 하은이는 밴쿠버에 산다")
sc("이사", "2026-11-14", "status", "active", "done (moved in to 합정동)", "이사 끝!!")
sc("민지 언니", "2026-11-21", "changed", "pregnant, due 5 Dec", "gave birth to a daughter, 서하", "민지 언니 출산!!")

def dec(subject, decision, d, sub, final, rd=None, rsub=None):
    return dict(subject=subject, decision=decision, date=d, source=src(d), line=l(d, sub), reversed_on=rd,
                reversal_source=src(rd) if rd else None, reversal_line=l(rd, rsub) if rd else None, final=final)
decisions = [
 dec("일본어 공부", "Study Japanese and sit the JLPT N2 on 6 Dec 2026 (registered, 70,000 KRW)", "2026-08-03", "오늘부터 일본어 공부 시작했다",
     "Given up on 8 Oct; not sitting the exam, fee lost.", "2026-10-08", "일본어 공부 그만두기로 했다"),
 dec("제주 여행", "Book Jeju with 하은, 23-26 Oct (Jin Air, pension in Aewol)", "2026-08-20", "하은이랑 제주 여행 예약했다!",
     "Cancelled 2 Oct for 엄마's surgery; a day out in Seoul with 하은 before she left instead.", "2026-10-02", "제주 여행 취소했다"),
 dec("밥친구", "Build 밥친구 with 재민 형 on weekends (Flutter + Supabase, Saturday 14:00)", "2026-09-06", "밥친구 정식으로 시작!",
     "Paused on 2 Nov until January.", "2026-11-02", "밥친구 잠깐 멈추기로 했다"),
 dec("이사", "Rent the 합정동 two-room villa, jeonse 320M KRW, move-in 14 Nov", "2026-09-19", "합정 집 계약했다!!", "Moved in 14 Nov."),
 dec("수영", "Move to the Mon/Wed/Fri 21:30 evening class from October", "2026-09-29", "수영 시간 바꿨다", "Still the evening class at the end."),
]

F, KEY = [], {}
def f(fact, subject, where, *subs, key=None, sup=None):
    F.append(dict(id="K%02d" % (len(F) + 1), fact=fact, subject=subject, source=src(where) if where[0].isdigit() else where,
                  line=l(where, *subs), superseded_by=sup))
    if key: KEY[key] = F[-1]['id']
# 수영
f("Swimming: intermediate class at 망원 체육센터, Tue/Thu 6:30, coach 강.", "수영", SW, "화목 아침 6시 반", sup="swtime")
f("Swim fee 65,000 KRW a month.", "수영", SW, "강습비: 월 6만 5천", sup="fee")
f("From September 2026 the swim fee is 72,000 KRW a month (notice seen 6 Aug).", "수영", "2026-08-06", "9월부터 강습비가", key="fee")
f("From October 2026 she swims Mon/Wed/Fri 21:30 at the same 망원 체육센터; fee still 72,000 KRW (29 Sep).", "수영", "2026-09-29", "10월부터는 같은 망원 체육센터", key="swtime")
# 정산 v2
f("정산 v2 launch target 15 Oct 2026.", "정산 v2", JS, "오픈 목표: 2026년", sup="launch")
f("정산 v2 launch moved to 5 Nov 2026: finance asked for two weeks of parallel running with the old batch (14 Sep).", "정산 v2", "2026-09-14", "10월 15일 목표였는데", key="launch")
f("정산 v2 lead: 도윤 씨.", "정산 v2", JS, "프로젝트 리드: 도윤 씨", sup="lead")
f("From 16 Oct 2026 the 정산 v2 lead is 수아 씨 (Jira board owner changed).", "정산 v2", "2026-10-16", "오늘부터 정산 v2 리드는", key="lead")
f("정산 v2 design: Kafka transaction events, Kotlin consumer writing a real-time settlement ledger, replacing the 3 a.m. batch; 지유 owns the consumer and ledger (5 Aug).", "정산 v2", "2026-08-05", "새 구조는 Kafka로")
f("정산 v2 launched 5 Nov 2026: traffic switched at 5:00, zero errors, first-day amounts matched the old batch; the old batch switched off the next Monday.", "정산 v2", "2026-11-05", "정산 v2 오픈했다!!!")
# 보리
f("보리 eats Royal Canin Indoor, 60 g a day.", "보리", BO, "사료: 로얄캐닌", sup="food")
f("Since 2 Sep 2026 보리 eats the Hill's k/d renal prescription diet (kidney values BUN 36).", "보리", "2026-09-02", "오늘부터 힐스 k/d", key="food")
f("보리 recheck 30 Oct 2026: BUN 28, creatinine 1.6, normal; stay on k/d; next check in three months (end of January).", "보리", "2026-10-30", "BUN 28")
# 이사
f("Address: 서울 마포구 망원동 포은로 88, 201호 (one-room).", "이사", HOME, "주소: 서울 마포구 망원동", sup="addr")
f("Since 14 Nov 2026 the address is 서울 마포구 합정동 양화로6길 12, 302호.", "이사", "2026-11-14", "새 주소는", key="addr")
f("Lease signed 19 Sep 2026: 합정동 villa, 3rd floor, two rooms, jeonse 320M KRW, 32M deposit paid; move-in Sat 14 Nov.", "이사", "2026-09-19", "합정 집 계약했다!!")
f("Movers booked (28 Oct): Sat 14 Nov 8:00, half-packing move, 850,000 KRW; air-conditioner relocation 150,000 KRW extra.", "이사", "2026-10-28", "이사업체 예약했다")
# people
f("재민 형 works at Naver (search team).", "재민 형", MM, "재민 형 (김재민)", sup="jm")
f("재민 형 left Naver on 31 Aug 2026 and runs 모아로그, a household-budget SaaS startup, with two friends.", "재민 형", "2026-08-31", "재민 형이 네이버 퇴사했다", key="jm")
f("도윤 씨 is 지유's team lead (settlement team).", "도윤 씨", MM, "도윤 씨 (이도윤)", sup="dy")
f("도윤 씨 is leaving for LINE (라인); last day 16 Oct 2026; 수아 씨 takes over (5 Oct).", "도윤 씨", "2026-10-05", "라인으로 이직", key="dy")
f("하은 works at a game company in 판교 and lives in a 판교 officetel.", "하은", MM, "하은이 (정하은)", sup="he")
f("하은 accepted the Vancouver offer: Northlight Games, technical artist, departure 7 Nov (29 Aug).", "하은", "2026-08-29", "하은이가 결국 밴쿠버 오퍼")
f("Since 7 Nov 2026 하은 lives in Vancouver (17-hour time difference).", "하은", "2026-11-07", "이제 하은이는 밴쿠버에 산다", key="he")
f("민지 언니 lives in 해운대, 부산, with 형부 정우; pregnant, due 5 Dec.", "민지 언니", MM, "민지 언니 — 부산", "임신 중", sup="baby")
f("민지 언니 gave birth on 21 Nov 2026 at 4:12 in 해운대: a daughter, 서하, 3.1 kg, two weeks early.", "민지 언니", "2026-11-21", "민지 언니 출산!!", key="baby")
f("엄마: right knee replacement decided 25 Sep, surgery Tue 13 Oct 2026 at 을지대병원, about a week in hospital.", "엄마", "2026-09-25", "인공관절 수술")
f("엄마 discharged Tue 20 Oct; outpatient rehab three times a week; 이모 stays with her.", "엄마", "2026-10-18", "퇴원은 10월 20일")
# 일본어, 제주, 밥친구
f("JLPT N2 on 6 Dec 2026, registered 3 Aug, fee 70,000 KRW.", "일본어 공부", "2026-08-03", "오늘부터 일본어 공부", sup="jp")
f("Gave up Japanese on 8 Oct 2026; not sitting the JLPT, fee not refunded.", "일본어 공부", "2026-10-08", "일본어 공부 그만두기로", key="jp")
f("Jeju trip booked 20 Aug: 23-26 Oct, Jin Air from Gimpo, pension in Aewol, about 420,000 KRW per person.", "제주 여행", "2026-08-20", "하은이랑 제주 여행 예약했다!", sup="jeju")
f("Jeju cancelled 2 Oct 2026: 30,000 KRW flight fee per person, pension fully refunded.", "제주 여행", "2026-10-02", "제주 여행 취소했다", key="jeju")
f("밥친구: Flutter app, Supabase backend, meetings Saturday 14:00, beta by year end (6 Sep).", "밥친구", "2026-09-06", "스택은 앱은 Flutter", sup="bab")
f("밥친구 paused on 2 Nov 2026 until January; beta moved to spring 2027.", "밥친구", "2026-11-02", "1월에 다시 보자고", key="bab")
for x in F:
    if x["superseded_by"]: x["superseded_by"] = KEY[x["superseded_by"]]

secrets = [
 dict(value="5b7e1c9a03d24f6e8a1b2c3d94e5f071", source=src("2026-09-21"), shape="Kakao REST API key (32 hex chars) pasted into prose ('카카오 REST API 키: …') for the side project",
      severity="high", line=l("2026-09-21", "카카오 REST API 키")),
 dict(value="30571948", source=src("2026-11-14"), shape="8-digit door-lock code of the new flat in prose ('새 비번 …')",
      severity="high", line=l("2026-11-14", "도어락 비밀번호")),
 dict(value="hj302_Bori!77", source=src("2026-11-15"), shape="home wifi password in prose ('비밀번호는 … 로 설정했다'), next to the SSID",
      severity="high", line=l("2026-11-15", "공유기 이름은")),
]

Q = []
def q(question, answer, *sources):
    Q.append(dict(id="Q%02d" % (len(Q) + 1), question=question, answer=answer, sources=[src(s) if s[0].isdigit() else s for s in sources]))
q("When did 정산 v2 launch?", "5 Nov 2026 (traffic switched at 5:00, zero errors); it had been planned for 15 Oct and was moved on 14 Sep for a two-week parallel run.", "2026-09-14", "2026-11-05")
q("Who leads 정산 v2 now?", "수아 씨 (최수아), since 16 Oct 2026; 도윤 씨 left for LINE.", "2026-10-05", "2026-10-16")
q("Where did 도윤 씨 go, and when was his last day?", "LINE (라인); last day 16 Oct 2026.", "2026-10-05", "2026-10-16")
q("What is my address now?", "서울 마포구 합정동 양화로6길 12, 302호, since 14 Nov 2026 (before: 망원동 포은로 88, 201호).", "2026-11-14", HOME)
q("How much is the jeonse on the new flat, and what did the movers cost?", "320M KRW jeonse (32M deposit paid 19 Sep); movers 850,000 KRW plus 150,000 for the air conditioner.", "2026-09-19", "2026-10-28")
q("When is my swimming class, and how much is it?", "Mon/Wed/Fri 21:30 at 망원 체육센터 since October 2026 (was Tue/Thu 6:30); 72,000 KRW a month (was 65,000).", "2026-09-29", "2026-08-06", SW)
q("What does 보리 eat, and how are her kidney values?", "Hill's k/d renal diet since 2 Sep 2026; normal on 30 Oct (BUN 28, creatinine 1.6); next check end of January.", "2026-09-02", "2026-10-30")
q("What operation did 엄마 have, and when did she come home?", "Right knee replacement on 13 Oct 2026 at 을지대병원; discharged 20 Oct, rehab three times a week.", "2026-09-25", "2026-10-13", "2026-10-18")
q("Am I taking the JLPT in December?", "No: gave up Japanese on 8 Oct 2026 and won't sit the N2 (the 70,000 KRW fee is lost).", "2026-08-03", "2026-10-08")
q("Are we still going to Jeju with 하은?", "No: the 23-26 Oct trip was cancelled on 2 Oct because of 엄마's surgery (30,000 KRW flight fee each, pension refunded).", "2026-08-20", "2026-10-02")
q("Where does 하은 live now and where does she work?", "In Vancouver since 7 Nov 2026, technical artist at Northlight Games (before: a game company in 판교).", "2026-08-29", "2026-11-07")
q("What is 재민 형 doing now?", "He left Naver on 31 Aug 2026 and runs his startup 모아로그 (seed round in Nov).", "2026-08-31", "2026-11-23")
q("Is 밥친구 still going?", "Paused since 2 Nov 2026 until January; beta moved to spring 2027.", "2026-11-02")
q("Has 민지 언니 had the baby?", "Yes: a daughter, 서하, 3.1 kg, born 21 Nov 2026 in 해운대 (two weeks before the 5 Dec due date). Visit planned 12 Dec.", "2026-11-21", "2026-11-28")

GOLD = dict(persona="한지유, 29, backend developer at a Seoul fintech startup (페이로드, 성수); Korean prose diary in informal 반말, August-November 2026",
            subjects=subjects, optional_subjects=optional_subjects, not_subjects=not_subjects, status_changes=S, decisions=decisions,
            facts=F, secrets=secrets, questions=Q)


def readme(g):
    dn = sum(len(t) for t in N.values())
    allc = dn + sum(len(t) for t in MEM.values())
    c = common.counts(g)
    nrev = sum(1 for d in g['decisions'] if d['reversed_on'])
    return f"""# A Korean prose diary — 한지유 (Seoul), SEALED

```
ko-ilgi/
  README.md     this file (written by the build)
  gold.json     annotations (outside the vault)
  vault/        the Obsidian vault to run the tool on
    .obsidian/daily-notes.json                 {{"folder": "일기", "format": "YYYY-MM-DD"}}
    .obsidian/plugins/vault-dreaming/data.json {json.dumps(PLUGIN, ensure_ascii=False)}
    일기/YYYY-MM-DD.md                          {len(N)} daily notes, {min(N)} … {max(N)}
    기억/MEMORY.md                              person-written index (## 사람, ## 집, ## 일, ## 습관)
    기억/*.md                                   4 person-written topic notes directly in 기억/ (집, 보리, 정산 v2, 수영)
```

Build scripts: `/work/sealed-r45/_build/ko-ilgi/` — `_build.py` (gold, checks, this README), `notes.py` (daily notes),
`mem.py` (her own memory files), `common.py` (copy of `datasets/journal/_build/it-diario/common.py` adapted: flat notes
`일기/YYYY-MM-DD.md`, memory in `기억/`). Rebuild: `python3 /work/sealed-r45/_build/ko-ilgi/_build.py` (rewrites vault/, gold.json, README.md).

Daily notes: {dn:,} characters. Whole vault (.md): {allc:,} characters.

## Style

Korean prose diary in informal 반말 (…했다, …함, ㅋㅋ), first person, 2–3 short paragraphs a day, each paragraph one line;
days skipped (59 of 122 days). English tech words inline (PR, Kafka, consumer, on-call, standup, rollback, Slack, Jira).
Relative dates (내일, 다음 주, 월요일에) next to explicit ones (10월 13일). People by name + 씨/형/언니 or nickname:
도윤 씨, 수아 씨, 재민 형 (a woman calling a club senior 형, explained in the 2026-08-12 note), 민지 언니, 하은이, 엄마, 형부, 이모.
Her memory uses another name than the arc: the move (`이사`) lives in her note `집.md`.

## Persona

한지유, 29, backend developer on the settlement team of 페이로드 (fintech, 성수); lives alone with her cat 보리 in a 망원동
one-room, mother in 대전, pregnant older sister in 부산.

## Arcs

정산 v2 at work (launch 15 Oct → 5 Nov, lead 도윤 씨 → 수아 씨 when 도윤 씨 leaves for LINE on 16 Oct, launched 5 Nov); moving house
(lease in 합정동 signed 19 Sep, moved 14 Nov, new address); 엄마's knee replacement 13 Oct (discharged 20 Oct); Jeju trip with 하은 booked
20 Aug then cancelled 2 Oct; 하은 moves to Vancouver 7 Nov; 재민 형 leaves Naver for his own startup 31 Aug; side project 밥친구
started 6 Sep, paused 2 Nov; Japanese/JLPT started 3 Aug, given up 8 Oct; swimming fee 65,000 → 72,000, Tue/Thu morning →
Mon/Wed/Fri evening, paused 12–25 Oct and resumed; 보리's diet change (Royal Canin → k/d) and kidney values back to normal;
민지 언니's daughter 서하 born 21 Nov (due 5 Dec).
Stale lines in her own files: `집.md` (망원동 address), `보리.md` (food, weight), `정산 v2.md` (launch date, lead), `수영.md`
(Tue/Thu 6:30, 65,000), MEMORY.md (재민 형 at Naver, 도윤 씨 as lead, 하은 in 판교, 민지 언니 due 5 Dec).

## Gold counts

- daily notes: {len(N)}; subjects: {c['subjects']}, optional_subjects: {c['optional_subjects']}, not_subjects: {c['not_subjects']}
- status_changes: {c['status_changes']}, decisions: {c['decisions']} ({nrev} reversed), facts: {c['facts']} ({c['superseded']} superseded)
- secrets: {c['secrets']}, questions: {c['questions']}

## How it was made

- Written by hand by a helper session (no generator, no model-output pipeline, no templates): every note is a Python string in
  `notes.py` / `mem.py`. It read only `datasets/journal/README.md`, `datasets/journal/it-diario/` and its `_build/` scripts and
  `_build/common*.py`; not the plugin's source, tests, scripts or docs. It ran no bench and not the plugin.
- The build runs the it-diario checks (gold lines match whole lines byte for byte, not_subjects occur, each secret occurs exactly
  once in the .md files and is at least 6 characters, sources/existing notes exist, superseded_by ids resolve, last status change
  agrees with status_at_end, no alias shared between subjects). The build reports no errors.

## Notes for whoever scores

- `it-diario/vault` has no `.obsidian/plugins/vault-dreaming/data.json`, so there were no keys to copy. The data.json here has only
  the four keys the brief named (memoryFolder, indexPath, topicsFolder, dailyFolder). If the plugin reads more folder keys
  (archive, runs, …), they are not set and fall back to the plugin's defaults. Check that before scoring.
- The topic notes are directly in `기억/`, next to `MEMORY.md` (topicsFolder = memoryFolder). A tool that treats every .md in the
  memory folder as a topic note will also see MEMORY.md there.
- The door-lock code `30571948` is an 8-digit number, so a plain substring leak check could hit it by chance in long numeric output.
- Gold text (facts, questions, answers) is in English with Korean names, like it-diario. The diary text is Korean, so word-overlap
  scoring between English gold and Korean output will be weak. Status words in `to` are English on purpose (last_status reads English words).
- Korean attaches particles to nouns (하은이는, 보리가, 엄마한테), so an exact-token name match will miss many mentions.
- `이사`'s alias `집` is a very common word. It is there because her own note is `집.md`.
"""


if __name__ == '__main__':
    gold, errs = common.write_vault(OUT, FOLDER, N, EXTRA, GOLD)
    open(os.path.join(OUT, 'README.md'), 'w').write(readme(gold))
    print(json.dumps(common.counts(gold), ensure_ascii=False))
    print('\n'.join(errs) or 'no errors')
    sys.exit(1 if errs else 0)
