/**
 * The counts that show a codebase drifting the day it starts (docs/conventions.md "Sizes and drift"): casts that step around
 * the typed API boundary, places that repeat each other's shape, and places that repeat each other to the letter. Pure functions over file texts, so the
 * scanner is tested on small fixtures and `drift.ts` only reads the tree.
 */

export type SourceFile = { path: string; text: string };

/** `as never` and `as unknown as` outside `src/api/`, the one folder allowed to bridge the generated types. */
export function castSites(files: SourceFile[]): string[] {
  const sites: string[] = [];
  for (const { path, text } of files) {
    if (path.startsWith('src/api/')) continue;
    text.split('\n').forEach((line, i) => {
      const code = line.replace(/\/\/.*$/, '');
      for (const _ of code.matchAll(/\bas (never|unknown as)\b/g)) sites.push(`${path}:${i + 1}`);
    });
  }
  return sites;
}

const KEYWORDS = new Set(
  (
    'const let var function return if else for of in while do switch case default break continue new typeof ' +
    'instanceof await async import export from type interface extends implements class this null undefined ' +
    'true false void as satisfies keyof readonly throw try catch finally yield'
  ).split(' '),
);

/**
 * A line's shape: names, strings and numbers become placeholders, so two blocks that differ only in what they
 * call things have the same shape. Blank, comment-only and import lines have none and are skipped.
 */
export function lineShape(line: string): string | null {
  const t = line.trim();
  if (!t || t.startsWith('//') || t.startsWith('*') || t.startsWith('/*')) return null;
  // Import lists say what a file uses, not what it does; every module has one.
  if (/^(import|export .* from )/.test(t) || /^[\w\s{},]*} from '/.test(t)) return null;
  return t
    .replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g, '"')
    .replace(/\s*\/\/.*$/, '')
    .replace(/\b\d[\d_.]*\b/g, '0')
    .replace(/[A-Za-z_$][\w$]*/g, (w) => (KEYWORDS.has(w) ? w : 'x'))
    .replace(/\s+/g, ' ');
}

/**
 * The lines of a route file's `export const Route = createFileRoute('/path')({ … })` declaration (its search
 * schema, loader and component options). TanStack Router's file convention asks every route file for one, so,
 * like an import list, it says what the file is, not what it does; the route's own functions still count.
 */
export function routeDeclaration(text: string): Set<number> {
  const lines = text.split('\n');
  const out = new Set<number>();
  const start = lines.findIndex((l) => /^export const Route = create(File|Root)Route\b/.test(l));
  if (start < 0) return out;
  for (let i = start; i < lines.length; i++) {
    out.add(i);
    if (/^}\);?\s*$/.test(lines[i]!)) break;
  }
  return out;
}

/**
 * A line as written, for counting copies to the letter: white space folded and a trailing comment dropped,
 * skipped where `lineShape` skips it (blank, comment-only and import lines) and where it is punctuation alone
 * (a closer is the end of whatever it closes, not a copy of it).
 */
export function lineText(line: string): string | null {
  if (lineShape(line) === null || !/[\w$]/.test(line)) return null;
  return line
    .trim()
    .replace(/\s+\/\/.*$/, '')
    .replace(/\s+/g, ' ');
}

/** A window of lines made only of closers and bare names says nothing about repeated logic. */
const substantial = (shapes: string[]) => shapes.filter((s) => s.replace(/[\s(){}[\];,]/g, '').length >= 6).length >= 3;

type Place = { file: number; at: number };

/**
 * Pairs of files (a file with itself counts too) that share a run of `minLines` or more lines of the same
 * shape. A shape found in more than `tooCommon` places is boilerplate and is left out, as a reader would.
 * `alike` is what two lines must share: their shape (`lineShape`), or their text (`lineText`, copies only).
 */
export function duplicatePairs(files: SourceFile[], minLines = 6, tooCommon = 8, alike = lineShape): string[] {
  const kept = files.map(({ text }) => {
    const declaration = routeDeclaration(text);
    return text.split('\n').flatMap((line, i) => {
      const shape = declaration.has(i) ? null : alike(line);
      return shape === null ? [] : [{ shape, line: i + 1 }];
    });
  });
  const windows = new Map<string, Place[]>();
  kept.forEach((lines, file) => {
    for (let at = 0; at + minLines <= lines.length; at++) {
      const shapes = lines.slice(at, at + minLines).map((l) => l.shape);
      if (!substantial(shapes)) continue;
      const key = shapes.join('\n');
      const list = windows.get(key) ?? [];
      list.push({ file, at });
      windows.set(key, list);
    }
  });
  const pairs = new Set<string>();
  for (const places of windows.values()) {
    if (places.length < 2 || places.length > tooCommon) continue;
    places.forEach((a, i) =>
      places.slice(i + 1).forEach((b) => {
        if (a.file === b.file && Math.abs(a.at - b.at) < minLines) return;
        const [x, y] = [files[a.file]!.path, files[b.file]!.path].sort();
        pairs.add(`${x} ~ ${y}`);
      }),
    );
  }
  return [...pairs].sort();
}
