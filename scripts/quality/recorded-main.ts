/** The recorded model's command line; scripts/recorded-model.mjs runs it. */
import * as path from 'node:path';
import type { Conversation } from './locomo';
import { loadConversations } from './locomo';
import { startOracleServer } from './oracle';
import type { RecordedCandidate } from './recorded';
import { loadAnswers, RecordedModel } from './recorded';

export async function main(argv: string[]): Promise<void> {
  let answers: string | undefined;
  let locomo: string | undefined;
  let port = 0;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--answers') answers = argv[++i];
    else if (a === '--locomo') locomo = argv[++i];
    else if (a === '--port') port = Number(argv[++i]);
    else return fail(`unknown option ${a}`);
  }
  if (!answers) return fail('--answers FILE is required (recorded model answers, e.g. ../shared/datasets/model-answers/locomo-26-capable-model.json)');
  if (!Number.isInteger(port) || port < 0 || port > 65535) return fail('--port needs a number from 0 to 65535');
  let candidates: RecordedCandidate[];
  try {
    candidates = loadAnswers(answers);
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
  // A journal's answers cite source lines and need nothing else; a LoCoMo
  // conversation's cite turns: locomo-26-capable-model.json answers
  // conversation 26, kept in ../locomo next to the answers' folder.
  let conversation: Conversation | undefined;
  if (!candidates.every((c) => Array.isArray(c.sources))) {
    const id = /locomo-(\w+)-/.exec(path.basename(answers))?.[1];
    const dir = locomo ?? path.resolve(path.dirname(answers), '..', 'locomo');
    conversation = loadConversations(dir, id ? [id] : [])[0];
    if (!conversation) return fail(`no LoCoMo conversation ${id ?? ''} in ${dir} (give --locomo DIR)`);
  }
  const model = new RecordedModel(candidates, conversation);
  const server = await startOracleServer(model, port);
  process.stdout.write(`${server.port}\n`);
  process.stderr.write(`recorded model: ${conversation ? `conversation ${conversation.id}` : 'a journal'} from ${answers} on http://127.0.0.1:${server.port}/v1\n`);
  const stop = () => {
    process.stderr.write(`recorded model: ${JSON.stringify(model.stats)}\n`);
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

function fail(message: string): void {
  process.stderr.write(`recorded-model: ${message}\n`);
  process.exitCode = 2;
}
