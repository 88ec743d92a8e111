// Bounds on what a request body may hold, checked on its text or bytes before it is parsed. Parsing is
// synchronous work on the one event loop: a 2.3 MB urlencoded body of 300,000 keys, three at a time, pushed
// other clients' config reads to p90 890 ms although it was well under the 8 MB size limit. Counting
// separators is a single linear scan with no allocation per field, so a body over the bounds costs little
// more than reading it, and is refused (413, code `body`) before any parser sees it.
//
// The bounds, per content type: urlencoded pairs and multipart parts up to `fields` (PHP's max_input_vars
// is 1,000); a field name's [ ] nesting up to `depth`; JSON: object keys plus array items up to `fields`,
// objects and arrays nested up to `depth`.

export interface BodyBounds {
  fields: number;
  depth: number;
}

export const DEFAULT_BOUNDS: BodyBounds = { fields: 1000, depth: 32 };

const count = (v: string | undefined, fallback: number) =>
  v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : fallback;

export function boundsFromEnv(env: NodeJS.ProcessEnv = process.env): BodyBounds {
  return {
    fields: count(env.STOREFRONT_BODY_MAX_FIELDS, DEFAULT_BOUNDS.fields),
    depth: count(env.STOREFRONT_BODY_MAX_DEPTH, DEFAULT_BOUNDS.depth),
  };
}

/** Why an urlencoded body is refused, or null. */
export function formTextProblem(text: string, b: BodyBounds): string | null {
  let pairs = text.length > 0 ? 1 : 0;
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1))
    if (++pairs > b.fields) return `more than ${b.fields} fields`;
  for (const pair of text.split('&', b.fields)) {
    const end = pair.indexOf('=');
    if (nestingOf(end === -1 ? pair : pair.slice(0, end)) > b.depth) return `a field nested deeper than ${b.depth}`;
  }
  return null;
}

/** `a[b][c]` (or its percent-encoded form) is nested 2 deep. */
function nestingOf(name: string): number {
  let n = 0;
  for (let at = name.indexOf('['); at !== -1; at = name.indexOf('[', at + 1)) n++;
  for (let at = name.indexOf('%5B'); at !== -1; at = name.indexOf('%5B', at + 1)) n++;
  for (let at = name.indexOf('%5b'); at !== -1; at = name.indexOf('%5b', at + 1)) n++;
  return n;
}

/** Why a multipart body is refused, or null: its parts are counted by their boundary lines. */
export function multipartProblem(bytes: Uint8Array, contentType: string, b: BodyBounds): string | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return null; // the parser refuses it anyway
  const mark = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let parts = -1; // the closing boundary is not a part
  for (let at = buf.indexOf(mark); at !== -1; at = buf.indexOf(mark, at + mark.length))
    if (++parts > b.fields) return `more than ${b.fields} fields`;
  // Part names nest like form names; the headers of each part are small, so this reads only names.
  const text = buf.toString('latin1');
  for (let at = text.indexOf('name="'); at !== -1; at = text.indexOf('name="', at + 6)) {
    const end = text.indexOf('"', at + 6);
    if (end !== -1 && nestingOf(text.slice(at + 6, end)) > b.depth) return `a field nested deeper than ${b.depth}`;
  }
  return null;
}

const QUOTE = 34;
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;
const OPEN_OBJECT = 123;
const OPEN_ARRAY = 91;
const CLOSE_OBJECT = 125;
const CLOSE_ARRAY = 93;

/** Why a JSON text is refused, or null: object keys (their colons) and array items (the commas between
 *  them), and the nesting of objects and arrays, all counted outside strings. */
export function jsonProblem(text: string, b: BodyBounds): string | null {
  const inArray = new Uint8Array(b.depth + 1); // per level: 1 when that container is an array
  let depth = 0;
  let members = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
      continue;
    }
    if (ch === QUOTE) inString = true;
    else if (ch === OPEN_OBJECT || ch === OPEN_ARRAY) {
      if (++depth > b.depth) return `nesting deeper than ${b.depth}`;
      inArray[depth] = ch === OPEN_ARRAY ? 1 : 0;
    } else if (ch === CLOSE_OBJECT || ch === CLOSE_ARRAY) depth = Math.max(0, depth - 1);
    else if (ch === COLON || (ch === COMMA && inArray[depth] === 1)) {
      if (++members > b.fields) return `more than ${b.fields} fields`;
    }
  }
  return null;
}

const AMPERSAND = 38;

/** Scans a body's bytes as they arrive, so a body over the bounds is refused after its first few
 *  kilobytes instead of after all of it. Structural bytes (& " \\ : , [ ] { }) are ASCII and never
 *  occur inside a UTF-8 multi-byte character, so chunk edges need no care except for the multipart
 *  boundary, which is searched with the end of the previous chunk in front. */
export function bodyScanner(contentType: string, b: BodyBounds): (chunk: Uint8Array) => string | null {
  const type = contentType.toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) {
    let pairs = 1;
    return (chunk) => {
      for (let at = chunk.indexOf(AMPERSAND); at !== -1; at = chunk.indexOf(AMPERSAND, at + 1))
        if (++pairs > b.fields) return `more than ${b.fields} fields`;
      return null;
    };
  }
  if (type.includes('multipart/form-data')) {
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
    if (!boundary) return () => null;
    const mark = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
    let parts = -1;
    let tail = Buffer.alloc(0);
    return (chunk) => {
      const buf = Buffer.concat([tail, chunk]);
      let at = buf.indexOf(mark);
      for (; at !== -1; at = buf.indexOf(mark, at + mark.length))
        if (++parts > b.fields) return `more than ${b.fields} fields`;
      tail = buf.subarray(Math.max(0, buf.length - mark.length + 1));
      return null;
    };
  }
  return () => null;
}
