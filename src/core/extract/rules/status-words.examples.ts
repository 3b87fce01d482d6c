/**
 * What the rules of status-words.ts decide, why, and their examples, by rule id:
 * read by the rule registry (rank/rule-registry.ts), and through it the table test and docs/rules.md; the plugin bundle never imports this module.
 */
import type { RuleDoc } from '../../lib/rule';

export const STATUS_WORD_DOCS: Readonly<Record<string, RuleDoc>> = {
  'status-word': {
    description: 'The status a line states by one word of the per-language table: closed, archived, cancelled, paused, waiting, done, postponed, resumed, renamed, moved; null when none.',
    why: 'A person says a project stopped or started again in one word of their language, in any sentence shape; a table of those words reads every language the same way, where sentence patterns matched only the sentences they were written from.',
    examples: [
    { input: 'Kitchen shelves: done, finally', expected: 'done', style: 'bullet journal' },
    { input: 'We put the garden plan on hold until the spring.', expected: 'paused', style: 'prose journal' },
    { input: 'Not done yet, the paint needs a second coat.', expected: null, style: 'prose journal', note: 'a negator right before the word takes it back' },
    { input: "I've done weight training twice this week.", expected: null, style: 'prose journal', note: 'done as a verb of doing, not a state' },
    { input: 'He is so closed-minded about it', expected: null, style: 'chat', note: 'a compound holds no state word' },
    { input: 'Le club de lecture est terminé pour cette année', expected: 'done', style: 'prose journal', locale: 'fr' },
    { input: '- vélo en pause jusqu’en mars', expected: 'paused', style: 'bullet journal', locale: 'fr' },
    { input: 'Der Sprachkurs ist abgeschlossen.', expected: 'closed', style: 'prose journal', locale: 'de' },
    { input: 'Umbau pausiert, der Handwerker ist krank', expected: 'paused', style: 'outliner', locale: 'de' },
    { input: 'Curso de cerámica cancelado por obras', expected: 'cancelled', style: 'bullet journal', locale: 'es' },
    { input: 'Il progetto è ripreso dopo le ferie', expected: 'resumed', style: 'prose journal', locale: 'it' },
    { input: 'Aperto l\'appartamento: sapeva di chiuso, abbiamo arieggiato tutto il giorno.', expected: null, style: 'prose journal', locale: 'it', note: '"di chiuso" is a musty smell, not a closing' },
    { input: '- in pausa pranzo chiamato la banca', expected: null, style: 'bullet journal', locale: 'it', note: 'a lunch break is no pause' },
    { input: 'Reunião adiada para a próxima semana', expected: 'postponed', style: 'chat', locale: 'pt' },
    { input: 'Verbouwing afgerond, eindelijk', expected: 'done', style: 'bullet journal', locale: 'nl' },
    { input: 'Remont łazienki wstrzymany do wiosny', expected: 'paused', style: 'prose journal', locale: 'pl' },
    { input: 'Migration ticket closed after the cutover; repo archived.', expected: 'archived', style: 'agent session log', note: 'two stops: archived outranks closed' },
    { input: 'The side project is back on, two evenings a week', expected: 'resumed', style: 'agent session log' },
    { input: '厨房的装修终于完成了。', expected: 'done', style: 'prose journal', locale: 'zh', note: 'no spaces: the word is found inside the run of letters' },
    { input: '- 网站改版还没完成', expected: null, style: 'bullet journal', locale: 'zh', note: 'a negator right before the word takes it back' },
    { input: '陶芸教室は来月から再開するらしい。', expected: 'resumed', style: 'prose journal', locale: 'ja' },
    { input: '報告書はまだ終わっていない。', expected: null, style: 'agent session log', locale: 'ja', note: 'Japanese negates after the verb: the negated form is a phrase that says no state' },
    { input: '독서 모임은 이번 달로 그만두기로 했다.', expected: 'closed', style: 'prose journal', locale: 'ko', note: 'the word is found with its ending, inside the run of letters' },
    { input: '- 화분 프로젝트 당분간 쉬기로 함', expected: 'paused', style: 'bullet journal', locale: 'ko' },
    { input: '보고서 아직 안 끝났다', expected: null, style: 'chat', locale: 'ko', note: 'a negator before the verb, after a space, takes it back' },
    { input: '수업 끝나고 바로 집에 왔다.', expected: null, style: 'prose journal', locale: 'ko', note: '끝나고 is "after": the stem alone says no state' },
  ],
  },
  'status-of-subject': {
    description: 'Of several status words on a line, the one that is its subject\'s: the nearest to the subject\'s name in a clause naming it, the later one on a tie.',
    why: 'A line often ends one thing and takes up another ("the exams are over, so the choir is back on"); the word beside the subject\'s name says where the subject stands, not the first or strongest word on the line.',
    examples: [
    { input: { text: 'The exams are finished, so choir is back on: Tuesdays again.', topic: 'choir' }, expected: 'resumed', style: 'prose journal' },
    { input: { text: 'The exams are finished, so choir is back on: Tuesdays again.', topic: 'exams' }, expected: 'done', style: 'prose journal' },
    { input: { text: 'Release done; the docs sprint paused until January', topic: 'docs-sprint' }, expected: 'paused', style: 'agent session log' },
    { input: { text: 'Déménagement terminé, la poterie reprend jeudi', topic: 'poterie' }, expected: 'resumed', style: 'bullet journal', locale: 'fr' },
    { input: { text: 'Nothing new on the garden today', topic: 'garden' }, expected: null, style: 'bullet journal' },
    { input: { text: '青山项目暂停了，下周开始写接口文档。', topic: '青山' }, expected: 'paused', style: 'prose journal', locale: 'zh' },
    { input: { text: '引っ越しは延期、陶芸は再開した。', topic: '陶芸' }, expected: 'resumed', style: 'bullet journal', locale: 'ja', note: 'the comma of Japanese parts the clauses' },
  ],
  },
  'status-is-about': {
    description: 'Whether the status words of a line belong to the subject it was filed under, clause by clause.',
    why: 'Journals and logs put several subjects on one line ("the roof is done, the podcast goes on"); a state word changes only the subject of its own clause, so a line about one subject never closes or pauses another.',
    examples: [
    { input: { text: 'Shed roof done. Podcast has 40 listeners.', topic: 'podcast' }, expected: false, style: 'prose journal' },
    { input: { text: 'Shed roof done. Podcast has 40 listeners.', topic: 'shed-roof' }, expected: true, style: 'prose journal' },
    { input: { text: 'Paused until January — no time.', topic: 'pottery' }, expected: true, style: 'outliner', note: 'under its heading, the state opens the clause' },
    { input: { text: "Friday's ferry cancelled, we go on Saturday instead.", topic: 'island-trip', others: [] }, expected: true, style: 'outliner', note: 'one clause, no other subject named: the line is the subject\'s' },
    { input: { text: 'Sprachkurs abgeschlossen; Umzug läuft noch', topic: 'umzug', others: ['sprachkurs'] }, expected: false, style: 'bullet journal', locale: 'de' },
    { input: { text: 'Newsletter paused', topic: 'seedling', others: ['newsletter'] }, expected: false, style: 'outliner', note: 'under another subject\'s heading, a clause naming a subject of its own is that one\'s' },
    { input: { text: '装修完成了，青山项目照常进行。', topic: '青山', others: ['装修'] }, expected: false, style: 'prose journal', locale: 'zh', note: 'the full-width comma parts the clauses: the renovation is done, not the project' },
    { input: { text: 'Atelier en pause, le vélo avance bien', topic: 'velo', others: ['atelier'] }, expected: false, style: 'bullet journal', locale: 'fr' },
    { input: { text: 'Closed the shop account. Lena moved to Porto in May.', topic: 'lena', others: ['shop account'] }, expected: false, style: 'chat', note: 'a move in her own clause is no state: the closing is the other clause\'s' },
    { input: { text: 'Closed the billing ticket and moved on to the docs site.', topic: 'docs-site', others: ['billing'] }, expected: false, style: 'agent session log' },
  ],
  },
};
