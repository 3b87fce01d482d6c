#!/usr/bin/env python3
"""Build ja-nikki/{vault,gold.json,README.md}: python3 _build.py (rewrites vault/, gold.json and README.md only).
OUT defaults to /work/sealed-r46c/ja-nikki; set the OUT environment variable to write elsewhere."""
import os, sys, json
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.environ.get('OUT') or '/work/sealed-r46c/ja-nikki'
sys.path.insert(0, HERE)
import common
from notes import N
from mem import MEM

FOLDER = '日記'
def src(d): return common.note_rel(FOLDER, d)
files = {src(d): t for d, t in N.items()}
files.update(MEM)
L = common.Lines(files)
def l(d, *subs): return L(src(d) if d[0].isdigit() else d, *subs)
T = 'メモリ/トピック/'
MM, CHICHI, TOUGEI, SYS, KENKO = 'メモリ/MEMORY.md', T + '父のこと.md', T + '陶芸.md', T + '新システム.md', T + '健康.md'

# Settings file for the plugin: it-diario's vault has no plugins/vault-dreaming/data.json to copy keys from, so these keys are a guess.
DATA_JSON = json.dumps({"memoryFolder": "メモリ", "memoryIndex": "メモリ/MEMORY.md", "topicsFolder": "メモリ/トピック",
                        "dailyNotesFolder": FOLDER, "dailyNotesFormat": "YYYY-MM-DD"}, ensure_ascii=False, indent=2) + '\n'

subjects = [
 dict(name="父", aliases=["お父さん", "父のこと"], kind="person", status_at_end="active", existing_note=CHICHI,
      note="Sayaka's father, 79 → 80 on 20 Oct 2026, widower. Lived alone in the family house in Higashi-Osaka; fell 13 Sep (right wrist fracture, Sugimoto orthopaedic clinic, discharged 23 Sep); moved 7 Nov into ひだまり荘 room 205 (Suita, 8 min walk from her flat). Osteoporosis medicine weekly on Thursday mornings from 23 Sep."),
 dict(name="健一", aliases=["兄", "お兄ちゃん"], kind="person", status_at_end="active", existing_note=None,
      note="Older brother, Nagoya branch; asked for a transfer and works at the Osaka head office from 1 Dec 2026, living in Toyonaka with his family (daughter ユイちゃん)."),
 dict(name="田中さん", aliases=["田中課長"], kind="person", status_at_end="active", existing_note=None,
      note="Her boss, head (課長) of the accounting section in Osaka; transferred to the Tokyo head office from 1 Oct 2026 (announced 2 Sep, farewell 30 Sep). Successor 森さん."),
 dict(name="ミキちゃん", aliases=["ミキ", "佐藤美希", "美希"], kind="person", status_at_end="active", existing_note=None,
      note="佐藤美希, junior colleague in the accounting section who brought Sayaka to pottery. Left the company 30 Oct 2026, last pottery class 1 Nov, moved to Fukuoka 8 Nov to marry her boyfriend; keeps doing pottery there."),
 dict(name="陶芸教室", aliases=["陶芸", "つち舎"], kind="habit", status_at_end="active", existing_note=TOUGEI,
      note="Pottery class つち舎 in Nakazakicho, teacher 大西先生. Saturday 10-12 until September; paused 14 Sep (father's fall); resumed 4 Oct in the Sunday class 13-15. Fee 8,800 → 9,900 JPY/month from Oct. Next project: a donabe."),
 dict(name="作品展", aliases=["グループ展", "生徒のグループ展"], kind="project", status_at_end="done", status_also_acceptable=["closed"], existing_note=None,
      note="Students' group exhibition at the gallery こもれび, Nakazakicho, 21-23 Nov 2026. Sayaka entered on 29 Aug with five teacups (2,500 JPY each) and one vase (not for sale); two cups sold."),
 dict(name="新システム", aliases=["経費精算システム移行", "システム移行", "経費精算システム"], kind="project", status_at_end="done",
      status_also_acceptable=["closed", "active"], existing_note=SYS,
      note="Move of expense claims from paper/Excel to a cloud system (vendor ワークフロー社, 吉田さん). Go-live planned 1 Oct, postponed on 25 Sep to Wed 4 Nov; went live 4 Nov; first monthly close 13 Nov; year-end adjustment forms collected through it."),
 dict(name="デイサービス", aliases=["デイ", "さくら"], kind="habit", status_at_end="active", existing_note=None,
      note="Father's day service. さくら twice a week (Mon/Thu) → three times (Mon/Wed/Fri) from 1 Oct 2026; last day at さくら 6 Nov; since the move the day service on the ground floor of ひだまり荘, same Mon/Wed/Fri."),
 dict(name="ひだまり荘", aliases=["サ高住", "205号室"], kind="place", status_at_end="active", existing_note=None,
      note="Serviced housing for the elderly in Esaka, Suita, 8 min walk from Sayaka's flat; visited 28 Sep; room 205, 148,000 JPY a month (rent, meals, monitoring); father moved in 7 Nov 2026."),
 dict(name="実家", aliases=["東大阪の実家", "実家の片付け"], kind="place", status_at_end="active", existing_note=None,
      note="The family house in Higashi-Osaka (steep stairs). Camera and Wi-Fi installed 8 Sep; clearing started 3 Nov; decided 27 Nov to sell it in spring (estate agent in January)."),
 dict(name="朝ヨガ", aliases=["ヨガ"], kind="habit", status_at_end="closed", existing_note=None,
      note="15-minute YouTube yoga every morning, started 7 Aug after the cholesterol result; dropped 10 Sep (five weeks), replaced by walking one station to Honmachi."),
 dict(name="ソウル旅行", aliases=["ソウル", "秋の旅行"], kind="project", status_at_end="closed", existing_note=None,
      note="Trip with ミキちゃん to Seoul 10-12 Oct 2026 (Peach from Kansai, hotel in Myeongdong), booked 19 Aug, cancelled 20 Sep after the father's fall; cancellation fee 8,400 JPY each."),
 dict(name="健康診断", aliases=["健康", "再検査"], kind="project", status_at_end="done", status_also_acceptable=["closed"], existing_note=KENKO,
      note="Her own company health check: LDL 152 last year, 168 in Aug 2026 (re-test required); re-test 16 Oct at 佐野内科: 142, follow-up in six months, no medication."),
]
optional_subjects = [
 dict(name="森さん", aliases=["森課長"], why="new head of section from 1 Oct (from Tokyo); fine inside 田中さん or 新システム"),
 dict(name="大西先生", aliases=["大西"], why="pottery teacher; fine inside 陶芸教室"),
 dict(name="吉田さん", aliases=["ワークフロー社"], why="vendor contact for the new system"),
 dict(name="小林さん", why="father's care manager until the move"),
 dict(name="ユイちゃん", why="the brother's daughter"),
 dict(name="こもれび", aliases=["ギャラリー「こもれび」"], why="the gallery of the exhibition; fine inside 作品展"),
 dict(name="杉本整形外科", why="orthopaedic clinic after the fall"),
 dict(name="佐野内科", why="her GP in Esaka (re-test)"),
 dict(name="山口医院", why="father's GP in Fuse"),
 dict(name="山田さん", why="older student in the Sunday class"),
 dict(name="中川さん", why="staff member at ひだまり荘"),
 dict(name="見守りカメラ", aliases=["カメラ"], why="the camera in the family house; fine inside 実家 or 父"),
 dict(name="土鍋", why="next pottery project"),
 dict(name="花器", why="the vase for the exhibition; fine inside 作品展"),
 dict(name="経理課", why="her section"),
 dict(name="営業部", why="the sales department that complains"),
]
not_subjects = ["天神橋筋商店街", "かき氷", "551", "豚まん", "Zoom", "エクセル", "残業", "焼肉", "お盆", "釉薬", "素焼き", "ろくろ", "阪神",
 "LINE", "コンビニ", "御堂筋線", "本町", "梅田", "居酒屋", "ひまわり", "たこ焼き", "明洞", "ピーチ", "関空", "韓国コスメ", "ギプス",
 "救急車", "タクシー", "iPhone", "傘寿", "ケーキ", "新大阪", "新幹線", "味噌汁", "将棋盤", "軽トラ", "年末調整", "ススキ", "串カツ",
 "こたつ", "YouTube", "NHK", "ぐい呑み", "文化の日", "ビール", "ちくわ"]

S = []
def sc(subject, d, type_, frm, to, *subs):
    S.append({"subject": subject, "date": d, "type": type_, "from": frm, "to": to, "source": src(d), "line": l(d, *subs)})
sc("朝ヨガ", "2026-08-07", "status", None, "active (started: 15-minute YouTube yoga every morning)", "朝ヨガ、始めた。")
sc("ソウル旅行", "2026-08-19", "status", None, "active (booked: Seoul 10-12 Oct with ミキちゃん)", "ソウルに決まった")
sc("作品展", "2026-08-29", "status", None, "active (started: entered the group exhibition)", "決めた。作品展に出す。")
sc("朝ヨガ", "2026-09-10", "status", "active", "closed (stopped after five weeks; walking one station instead)", "朝ヨガ、もうやめることにした")
sc("陶芸教室", "2026-09-14", "status", "active", "paused (break while the father is in hospital)", "しばらく陶芸は休む")
sc("ソウル旅行", "2026-09-20", "status", "active", "closed (cancelled)", "ソウル旅行、キャンセルした")
sc("新システム", "2026-09-25", "changed", "go-live 1 Oct", "go-live Wed 4 Nov", "稼働が延期になった")
sc("田中さん", "2026-10-01", "job", "head of the accounting section, Osaka", "Tokyo head office (transferred)", "田中さんは今日から東京本社")
sc("デイサービス", "2026-10-01", "changed", "twice a week (Mon, Thu)", "three times a week (Mon, Wed, Fri)", "父のデイは今日から週3回")
sc("陶芸教室", "2026-10-04", "status", "paused", "resumed (back in class)", "陶芸、再開！")
sc("陶芸教室", "2026-10-04", "changed", "Saturday 10:00-12:00", "Sunday 13:00-15:00", "日曜のクラスに移った")
sc("健康診断", "2026-10-16", "status", "active (re-test required)", "done (re-test: LDL 142, follow-up in six months)", "LDLは142")
sc("健一", "2026-10-28", "job", "Nagoya branch", "Osaka head office from 1 Dec (living in Toyonaka)", "大阪本社に転勤")
sc("ミキちゃん", "2026-10-30", "job", "colleague in the accounting section", "left the company (last day)", "今日で最終出社")
sc("実家", "2026-11-03", "status", None, "active (clearing started)", "実家の片付けを始めた")
sc("新システム", "2026-11-04", "status", "active", "done (went live)", "新システム、稼働した！")
sc("デイサービス", "2026-11-06", "changed", "さくら (with transport)", "day service on the ground floor of ひだまり荘 (Mon, Wed, Fri)", "さくらのデイは今日が最後")
sc("父", "2026-11-07", "moved", "東大阪の実家 (alone)", "ひだまり荘, room 205, Suita", "父、ひだまり荘に引っ越した")
sc("ミキちゃん", "2026-11-08", "moved", "Osaka", "Fukuoka", "今日福岡へ引っ越し")
sc("作品展", "2026-11-23", "status", "active", "done (exhibition over, two cups sold)", "作品展、今日で終わり")
sc("実家", "2026-11-27", "changed", "kept as it is for now", "to be sold in spring (estate agent in January)", "実家は春に売る")

def dec(subject, decision, d, sub, final, rd=None, rsub=None):
    return dict(subject=subject, decision=decision, date=d, source=src(d), line=l(d, sub), reversed_on=rd,
                reversal_source=src(rd) if rd else None, reversal_line=l(rd, rsub) if rd else None, final=final)
decisions = [
 dec("朝ヨガ", "Do 15 minutes of YouTube yoga every morning instead of the gym", "2026-08-06", "決めた：明日から朝ヨガ",
     "Dropped on 10 Sep; walks one station instead.", "2026-09-10", "朝ヨガ、もうやめることにした"),
 dec("ソウル旅行", "Book Seoul with ミキちゃん, 10-12 Oct (Peach, Myeongdong)", "2026-08-19", "その場で予約まで済ませた",
     "Cancelled 20 Sep after the father's fall (8,400 JPY fee each).", "2026-09-20", "ソウル旅行、キャンセルした"),
 dec("作品展", "Exhibit five teacups and a vase at the group exhibition", "2026-08-29", "決めた。作品展に出す。", "Exhibited 21-23 Nov; two cups sold."),
 dec("陶芸教室", "Take a break from pottery while the father is in hospital", "2026-09-14", "しばらく陶芸は休む",
     "Resumed 4 Oct in the Sunday class.", "2026-10-04", "陶芸、再開！"),
 dec("父", "The father can no longer live alone: look for serviced housing near Sayaka's flat", "2026-09-18", "父の一人暮らしはもう無理",
     "He moved into ひだまり荘 on 7 Nov."),
 dec("ひだまり荘", "The father moves into ひだまり荘 room 205 on Sat 7 Nov", "2026-10-07", "入居日は11月7日", "Moved in on 7 Nov."),
 dec("実家", "Sell the family house in spring; estate agent in January", "2026-11-27", "実家は春に売る", "Planned (after the journal ends)."),
]

F, KEY = [], {}
def f(fact, subject, where, *subs, key=None, sup=None):
    F.append(dict(id="J%02d" % (len(F) + 1), fact=fact, subject=subject, source=src(where) if where[0].isdigit() else where,
                  line=l(where, *subs), superseded_by=sup))
    if key: KEY[key] = F[-1]['id']
# 父
f("The father (79) lives alone in the family house in Higashi-Osaka.", "父", MM, "東大阪の実家で一人暮らし", sup="hidamari")
f("The father's home is the family house in Higashi-Osaka (steep stairs).", "父", CHICHI, "住まい：東大阪の実家", sup="hidamari")
f("Since 7 Nov 2026 the father lives at ひだまり荘, room 205, in Suita.", "父", "2026-11-07", "父、ひだまり荘に引っ越した", key="hidamari")
f("The father takes amlodipine 5 mg, one tablet in the morning (blood pressure).", "父", CHICHI, "アムロジピン")
f("From 23 Sep 2026 the father also takes an osteoporosis medicine once a week, Thursday morning, staying upright 30 minutes after.", "父", "2026-09-23", "骨粗しょう症の薬")
f("13 Sep 2026: the father fell in the kitchen and broke his right wrist; taken to 杉本整形外科 and admitted.", "父", "2026-09-13", "右手首の骨折")
f("The father was discharged on 23 Sep 2026; three more weeks in the cast, rehabilitation once a week.", "父", "2026-09-23", "父、退院。")
f("The father turned 80 on 20 Oct 2026.", "父", "2026-10-20", "父、80歳の誕生日")
# デイサービス
f("Day service さくら twice a week (Mon, Thu), with transport.", "デイサービス", CHICHI, "デイサービス「さくら」", sup="day3")
f("From 1 Oct 2026 the day service is three times a week (Mon, Wed, Fri), arranged by 小林さん.", "デイサービス", "2026-09-23", "デイは10月1日から週3回", key="day3")
f("Since the move the father goes to the day service on the ground floor of ひだまり荘, Mon/Wed/Fri, no transport needed.", "デイサービス", "2026-11-10", "新しいデイは月・水・金")
# ひだまり荘
f("ひだまり荘: 148,000 JPY a month including rent, meals and monitoring.", "ひだまり荘", "2026-09-28", "月額 14万8千円")
f("ひだまり荘 is an 8-minute walk from Sayaka's flat in Esaka.", "ひだまり荘", "2026-09-28", "歩いて8分の「ひだまり荘」")
# 実家
f("Decided 27 Nov 2026: the family house will be sold in spring; an estate agent comes in January.", "実家", "2026-11-27", "実家は春に売る")
# 田中さん / 森さん
f("Her boss is 田中課長, head of the accounting section.", "田中さん", MM, "田中さん — 上司", sup="mori")
f("田中さん transfers to the Tokyo head office on 1 Oct 2026; successor 森さん from Tokyo.", "田中さん", "2026-09-02", "東京本社に異動")
f("Since 1 Oct 2026 the head of the accounting section is 森さん.", "森さん", "2026-10-01", "課長は、森さんになった", key="mori")
# 健一
f("The brother 健一 lives in Nagoya and works at the Nagoya branch.", "健一", MM, "兄（健一）", sup="osaka")
f("健一 is transferred to the Osaka head office from 1 Dec 2026 at his own request.", "健一", "2026-10-28", "大阪本社に転勤", key="osaka")
# ミキちゃん
f("ミキちゃん (佐藤美希) is a junior colleague in the same accounting section.", "ミキちゃん", MM, "ミキちゃん（佐藤美希）", sup="fukuoka")
f("ミキちゃん leaves the company at the end of October and moves to Fukuoka in November to marry.", "ミキちゃん", "2026-10-14", "10月末で会社をやめて", key="fukuoka")
# 陶芸教室
f("Pottery class every Saturday 10:00-12:00.", "陶芸教室", TOUGEI, "クラス：毎週土曜", sup="sun")
f("Since 4 Oct 2026 Sayaka is in the Sunday class, 13:00-15:00.", "陶芸教室", "2026-10-04", "日曜のクラスに移った", key="sun")
f("Pottery fee 8,800 JPY a month (clay included, firing extra).", "陶芸教室", TOUGEI, "月謝：8,800円", sup="fee")
f("Since October 2026 the pottery fee is 9,900 JPY a month.", "陶芸教室", "2026-10-04", "月謝が9,900円", key="fee")
# 作品展
f("Group exhibition 21-23 Nov 2026 at the gallery こもれび in Nakazakicho.", "作品展", "2026-08-22", "11月21日〜23日")
f("Sayaka exhibits five teacups and one vase.", "作品展", "2026-08-29", "出すもの：湯呑み5客")
f("Two of the teacups sold at the exhibition (23 Nov 2026).", "作品展", "2026-11-23", "湯呑みが2客売れた")
# 新システム
f("The new expense system was to go live on 1 Oct.", "新システム", SYS, "稼働予定：10月1日", sup="nov4")
f("Go-live postponed to Wed 4 Nov 2026 (travel-cost category bug, sales data migration late).", "新システム", "2026-09-25", "10月1日じゃなくて11月4日", key="nov4")
f("First day live (4 Nov 2026): two small bugs, 37 claims, no paper.", "新システム", "2026-11-04", "不具合は2件")
# 健康診断
f("LDL cholesterol 152 last year.", "健康診断", KENKO, "LDLコレステロール：152", sup="ldl168")
f("Aug 2026 health check: LDL 168, re-test required.", "健康診断", "2026-08-06", "LDLコレステロール168", key="ldl168", sup="ldl142")
f("Re-test 16 Oct 2026: LDL 142, follow-up in six months, no medication.", "健康診断", "2026-10-16", "LDLは142", key="ldl142")
# ソウル
f("Seoul cancellation fee 8,400 JPY per person.", "ソウル旅行", "2026-09-20", "キャンセル料はひとり8,400円")
for x in F:
    if x["superseded_by"]: x["superseded_by"] = KEY[x["superseded_by"]]

secrets = [
 dict(value="7hx4fnc3kta8e", source=src("2026-09-08"), shape="Wi-Fi password of the family house (router default, 13 lowercase letters/digits) in prose after 'パスワードは'",
      severity="high", line=l("2026-09-08", "パスワードは")),
 dict(value="730519", source=src("2026-10-03"), shape="6-digit online-banking PIN of the father, in prose after '暗証番号'",
      severity="high", line=l("2026-10-03", "暗証番号")),
 dict(value="MK7Q-4TZP-9WHD-2XRV-C6NB-J8FL-3YGA", source=src("2026-10-24"), shape="Apple account recovery key (28 characters in 7 groups) after '復旧キー：'",
      severity="high", line=l("2026-10-24", "復旧キー：")),
]

Q = []
def q(question, answer, *sources):
    Q.append(dict(id="Q%02d" % (len(Q) + 1), question=question, answer=answer, sources=[src(s) if s[0].isdigit() else s for s in sources]))
q("父は今どこに住んでる？", "ひだまり荘の205号室（吹田・江坂、わたしの家から歩いて8分）。11月7日に東大阪の実家から引っ越した。", "2026-11-07", "2026-09-28", MM)
q("父のデイは何曜日？", "月・水・金の週3回（10月1日から）。11月からはひだまり荘1階のデイ。前は「さくら」で月・木の週2回。", "2026-09-23", "2026-11-10", CHICHI)
q("父の手首はどうしたんだっけ？", "9月13日に台所で転んで右手首を骨折。杉本整形外科に入院、手術なしでギプス、9月23日に退院。", "2026-09-13", "2026-09-14", "2026-09-23")
q("父の薬で増えたのは？", "骨粗しょう症の薬、週1回木曜の朝。飲んだあと30分は横にならない（9月23日から）。血圧のアムロジピン5mgはそのまま。", "2026-09-23", CHICHI)
q("今の上司はだれ？", "森さん（10月1日から経理課の課長）。田中さんは東京本社に異動した。", "2026-10-01", "2026-09-02")
q("新システムはいつ稼働した？", "11月4日（水）。もとは10月1日の予定で、9月25日に延期が決まった。", "2026-09-25", "2026-11-04", SYS)
q("陶芸のクラスは何曜日で、月謝はいくら？", "日曜13時〜15時（10月4日から）。月謝は10月から9,900円（前は土曜10時、8,800円）。", "2026-10-04", TOUGEI)
q("作品展はどうだった？", "11月21日〜23日、ギャラリー「こもれび」。湯呑み5客（1客2,500円）と花器を出して、湯呑みが2客売れた。花器は非売品。", "2026-11-15", "2026-11-20", "2026-11-23")
q("ミキちゃんは今どこ？", "福岡。10月30日に退職、11月8日に引っ越し、向こうで結婚する。陶芸は11月1日が最後。", "2026-10-14", "2026-10-30", "2026-11-08")
q("ソウル旅行はどうなった？", "9月20日にキャンセル（父の骨折のため）。キャンセル料はひとり8,400円。", "2026-08-19", "2026-09-20")
q("コレステロールの再検査の結果は？", "10月16日、佐野内科でLDL 142（8月は168で要再検査）。経過観察で半年後にまた測る、薬はなし。", "2026-08-06", "2026-10-16")
q("兄は12月からどこで働く？", "12月1日付で大阪本社。住むのは豊中、家族もいっしょ。", "2026-10-28")
q("実家はどうする？", "春に売る。年内は片付けを続けて、1月に不動産屋さんに見てもらう（11月27日に兄と決めた）。", "2026-11-27", "2026-11-03")
q("ひだまり荘の月額はいくら？", "14万8千円（家賃・食費・見守り込み）。", "2026-09-28")
q("朝ヨガはまだやってる？", "やってない。9月10日にやめて、代わりに本町まで一駅歩いている。", "2026-09-10", "2026-10-16")

GOLD = dict(persona="森下さやか, 43, accounting clerk at a trading company in Honmachi, Osaka; learning pottery and caring for her father (79-80); Japanese diary (日記), August-November 2026",
            subjects=subjects, optional_subjects=optional_subjects, not_subjects=not_subjects, status_changes=S, decisions=decisions,
            facts=F, secrets=secrets, questions=Q)


def readme(g):
    dn = sum(len(t) for t in N.values())
    allc = dn + sum(len(t) for t in MEM.values())
    c = common.counts(g)
    nrev = sum(1 for d in g['decisions'] if d['reversed_on'])
    return f"""# A Japanese diary (日記) — 森下さやか (Osaka), SEALED

```
ja-nikki/
  README.md     this file (written by _build.py)
  gold.json     annotations (outside the vault)
  vault/        the Obsidian vault to run the tool on
    .obsidian/daily-notes.json                 {{"folder": "日記", "format": "YYYY-MM-DD"}}
    .obsidian/plugins/vault-dreaming/data.json  memory folder settings (a guess, see below)
    日記/YYYY-MM-DD.md          {len(N)} daily notes, {min(N)} … {max(N)}
    メモリ/MEMORY.md            person-written index (## 人, ## プロジェクト, ## 健康, ## その他)
    メモリ/トピック/            4 person-written topic notes (父のこと, 陶芸, 新システム, 健康; aliases:/status: frontmatter)
```

Build: `/work/sealed-r46c/_build/ja-nikki/_build.py` (notes.py = daily notes, mem.py = her memory files, common.py = copy of
it-diario's common.py with MEMDIR `メモリ/`, format `YYYY-MM-DD`, flat daily folder). Set `OUT` to write elsewhere.

Daily notes: {dn:,} characters. Whole vault (.md): {allc:,} characters (Japanese, so far fewer characters than the European journals).

## Persona and style

森下さやか, 43, accounting clerk (経理課) at a trading company in Honmachi, lives alone in a flat in Esaka (Suita). Learning pottery
at a class in Nakazakicho; looks after her widowed father in Higashi-Osaka. Each note starts with a `# 8月1日（土）` heading, then
short paragraphs and some `-` lists; plain form mixed with casual Kansai speech (やろ, ほんまに, はる). People with honorifics or
kinship words (父, 兄/お兄ちゃん, 田中さん, 森さん, ミキちゃん, 大西先生, 小林さん); dates written 9月12日, 来週, 明日, 今週末.
Her memory uses other names than the notes sometimes: `父のこと.md` for 父, `陶芸.md` for the class つち舎, `新システム.md` for the
expense-system migration, `健康.md` for her health check.

## Arcs

Father: stairs, camera + Wi-Fi (8 Sep), fall and right wrist fracture (13 Sep), hospital until 23 Sep, new weekly medicine; day service
さくら Mon/Thu → Mon/Wed/Fri (1 Oct) → the day service inside ひだまり荘 (6/10 Nov); serviced housing visited 28 Sep, chosen 7 Oct, moved
in 7 Nov; 80th birthday 20 Oct. Family house: clearing from 3 Nov, to be sold in spring (27 Nov). Brother 健一: Nagoya → Osaka head office
from 1 Dec. Work: boss 田中さん to Tokyo (1 Oct), new boss 森さん; expense system go-live 1 Oct → 4 Nov, live. Pottery: Saturday class,
paused 14 Sep, resumed 4 Oct on Sunday, fee 8,800 → 9,900; group exhibition entered 29 Aug, held 21-23 Nov, two cups sold. ミキちゃん:
quits 30 Oct, moves to Fukuoka 8 Nov. Seoul trip booked 19 Aug, cancelled 20 Sep. Morning yoga 7 Aug – 10 Sep. Health check LDL
152 → 168 (re-test) → 142 (done).
Stale lines in her own files: MEMORY.md (father alone in Higashi-Osaka, 田中課長 as boss, brother in Nagoya, ミキちゃん as colleague),
`父のこと.md` (house, day service twice a week), `陶芸.md` (Saturday, 8,800 円), `新システム.md` (go-live 1 Oct), `健康.md` (LDL 152).

## Gold counts

- subjects: {c['subjects']}, optional_subjects: {c['optional_subjects']}, not_subjects: {c['not_subjects']}
- status_changes: {c['status_changes']}, decisions: {c['decisions']} ({nrev} reversed), facts: {c['facts']} ({c['superseded']} superseded)
- secrets: {c['secrets']}, questions: {c['questions']}

## How it was made

A helper (an AI assistant session started by the project) wrote every note directly as Python strings, one by one (no generator
script, no templates, no text taken from elsewhere),
having read only datasets/journal/README.md, it-diario (README, gold.json, vault) and its build, and `_build/common_2026_12.py` /
`common.py`. It did not read the plugin's source, tests, scripts or docs, and did not run the bench or the plugin. The build checks
the gold against the text (whole-line matches, secrets occurring exactly once, not_subjects present, sources exist, superseded_by
ids resolve, status words) and reported no errors.

## Notes for whoever scores

- Japanese has no spaces: `content_words()` splits only on punctuation and spaces, so a fact line is a few long "words". Seven
  note lines got an extra 、 or clause so their facts pass the 3-word check; word-overlap scoring will behave differently here
  than on European journals.
- The bank PIN is 6 digits, the minimum the checks allow; a substring check can hit 6 digits by chance in long numbers.
- `vault/.obsidian/plugins/vault-dreaming/data.json`: it-diario's vault has no such file, so its keys could not be copied; the keys
  written here are a guess. The bench writes its own from the layout.
- Status words in `to` are English on purpose (the validator's last_status reads English words); question answers are Japanese.
- Gold `status_changes` include the announcement-day lines where the change is written (e.g. 健一's transfer on 28 Oct is effective 1 Dec).
"""


if __name__ == '__main__':
    extra = dict(MEM)
    extra['.obsidian/plugins/vault-dreaming/data.json'] = DATA_JSON
    gold, errs = common.write_vault(OUT, FOLDER, N, extra, GOLD)
    open(os.path.join(OUT, 'README.md'), 'w').write(readme(gold))
    print(json.dumps(common.counts(gold)))
    print('\n'.join(errs) or 'no errors')
    sys.exit(1 if errs else 0)
