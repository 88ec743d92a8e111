/**
 * Fails when the Arabic catalogue is not a real translation: a message without Arabic text, one that
 * copies the English, or one whose placeholders differ. Runs `lingui extract` first so new messages count.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
if (!process.argv.includes('--no-extract')) {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: root, stdio: 'ignore' });
}

export interface PoEntry {
  id: string;
  str: string;
}

export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const id = /^msgid (".*")$/m.exec(block);
    const str = /^msgstr (".*")$/m.exec(block);
    if (!id || !str || block.split('\n').some((l) => l.startsWith('#~'))) continue;
    const msgid = JSON.parse(id[1]!) as string;
    if (msgid) entries.push({ id: msgid, str: JSON.parse(str[1]!) as string });
  }
  return entries;
}

// The set of names, not their count: a plural select names the count in some branches only ('one' is a word).
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort().join(',');
const problems: string[] = [];
const dir = join(root, 'src/i18n/locales/ar');
const entries = readdirSync(dir)
  .filter((f) => f.endsWith('.po'))
  .flatMap((f) => parsePo(readFileSync(join(dir, f), 'utf8')).map((e) => ({ ...e, file: f })));
for (const { id, str, file } of entries) {
  const where = `${file}: `;
  if (!str.trim()) problems.push(`${where}untranslated: ${JSON.stringify(id)}`);
  else if (str === id && /[A-Za-z]{3}/.test(id)) problems.push(`${where}copied, not translated: ${JSON.stringify(id)}`);
  else if (placeholders(str) !== placeholders(id))
    problems.push(`${where}placeholders differ: ${JSON.stringify(id)} → ${JSON.stringify(str)}`);
  else if (/[A-Za-z]{3}/.test(str) && !/[\u0600-\u06FF]/.test(str))
    problems.push(`${where}no Arabic text: ${JSON.stringify(id)} → ${JSON.stringify(str)}`);
}
if (problems.length) {
  console.error(`The Arabic catalogue needs work (src/i18n/locales/ar/*.po):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Arabic catalogue: ${entries.length} messages, all translated.`);
