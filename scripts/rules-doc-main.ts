// Writes docs/rules.md from the rule registry (scripts/rules-doc.ts).
import fs from 'node:fs';
import path from 'node:path';
import { rulesDoc } from './rules-doc-text';

fs.writeFileSync(path.join(__dirname, '..', 'docs', 'rules.md'), rulesDoc());
