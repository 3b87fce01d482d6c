/** The recorder's command line; scripts/record-model.mjs runs it. */
import { startOracleServer } from './oracle';
import * as fs from 'node:fs';
import { collectRecording, Recorder } from './record';

export async function main(argv: string[]): Promise<void> {
  let dir: string | undefined;
  let port = 0;
  let collect: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--dir') dir = argv[++i];
    else if (a === '--port') port = Number(argv[++i]);
    else if (a === '--collect') collect = argv[++i];
    else return fail(`unknown option ${a}`);
  }
  if (!dir) return fail('--dir DIR is required (the folder for req-NNN.json and ans-NNN.json)');
  if (!Number.isInteger(port) || port < 0 || port > 65535) return fail('--port needs a number from 0 to 65535');
  if (collect) {
    const recording = collectRecording(dir);
    fs.writeFileSync(collect, JSON.stringify(recording, null, 1) + '\n');
    process.stderr.write(`recorder: ${recording.requests.length} requests, ${recording.requests.reduce((n, r) => n + r.candidates.length, 0)} candidates to ${collect}\n`);
    return;
  }
  const recorder = new Recorder(dir);
  const server = await startOracleServer(recorder, port);
  process.stdout.write(`${server.port}\n`);
  process.stderr.write(`recorder: requests to ${dir} on http://127.0.0.1:${server.port}/v1\n`);
  const stop = () => {
    process.stderr.write(`recorder: ${JSON.stringify(recorder.stats)}\n`);
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

function fail(message: string): void {
  process.stderr.write(`record-model: ${message}\n`);
  process.exitCode = 2;
}
