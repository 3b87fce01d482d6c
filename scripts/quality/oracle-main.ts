/** The oracle model's command line; scripts/oracle-model.mjs runs it. */
import { loadConversations } from './locomo';
import { Oracle, startOracleServer } from './oracle';

export async function main(argv: string[]): Promise<void> {
  let data: string | undefined;
  let port = 0;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--locomo') data = argv[++i];
    else if (a === '--port') port = Number(argv[++i]);
    else return fail(`unknown option ${a}`);
  }
  if (!data) return fail('--locomo DIR is required (a folder of LoCoMo-format *.json conversations)');
  if (!Number.isInteger(port) || port < 0 || port > 65535) return fail('--port needs a number from 0 to 65535');
  const conversations = loadConversations(data);
  if (conversations.length === 0) return fail(`no LoCoMo conversations in ${data}`);
  const server = await startOracleServer(new Oracle(conversations), port);
  process.stdout.write(`${server.port}\n`);
  process.stderr.write(`oracle model: ${conversations.length} conversation(s) from ${data} on http://127.0.0.1:${server.port}/v1\n`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

function fail(message: string): void {
  process.stderr.write(`oracle-model: ${message}\n`);
  process.exitCode = 2;
}
