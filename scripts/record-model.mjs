// node scripts/record-model.mjs --dir DIR [--port N]
// node scripts/record-model.mjs --dir DIR --collect FILE
//
// An OpenAI-compatible server on 127.0.0.1 that records a capable model's
// answers (scripts/quality/record.ts): each extraction request is saved as
// DIR/req-NNN.json, and the reply is DIR/ans-NNN.json once it appears; index
// rewrites are answered with the index unchanged. Prints the port alone on the
// first line of stdout once it accepts requests; stops on SIGTERM. With
// --collect, writes the finished recording to FILE as answers keyed by source
// line (what scripts/recorded-model.mjs replays) and exits.
import { runTs } from './run-ts.mjs';

await runTs('quality/record-main.ts', process.argv.slice(2));
