// node scripts/oracle-model.mjs --locomo DIR [--port N]
//
// An OpenAI-compatible server on 127.0.0.1 that answers like a perfect model
// from the annotations of a LoCoMo-format folder (scripts/quality/oracle.ts).
// Prints the port alone on the first line of stdout once it accepts requests;
// stops on SIGTERM. Bundled on the fly (like scripts/bench.mjs) because the
// oracle shares its LoCoMo reading with the quality bench, in TypeScript.
import { runTs } from './run-ts.mjs';

await runTs('quality/oracle-main.ts', process.argv.slice(2));
