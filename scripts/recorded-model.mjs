// node scripts/recorded-model.mjs --answers FILE [--port N] [--locomo DIR]
//
// An OpenAI-compatible server on 127.0.0.1 that answers like the capable model
// whose answers were recorded (scripts/quality/recorded.ts): extraction requests
// with the recorded candidates whose turns (LoCoMo) or source lines (a journal)
// are in their spans, index rewrites
// with the index unchanged. Prints the port alone on the first line of stdout
// once it accepts requests; stops on SIGTERM (and prints what it answered).
import { runTs } from './run-ts.mjs';

await runTs('quality/recorded-main.ts', process.argv.slice(2));
