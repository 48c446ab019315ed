/**
 * Bounds on the Markdown constructs the parser (micromark) handles in superlinear time, checked
 * when a Markdown field is saved (decision 0038). No real post comes near them:
 * - nesting: block quotes and list items opened on one line, plus indentation (2 columns a
 *   level); beyond a few thousand levels the renderer overflows its stack;
 * - containers: block quote and list item markers in the whole text; micromark's cost grows
 *   with their square (16,000 of them: 5 s);
 * - brackets: `[` and `]` in one block (lines between blank lines); micromark walks back over
 *   the block's events at each `]` (99,000 in one block: about 3 minutes).
 */
export const MARKDOWN_LIMITS = { nesting: 32, containers: 5000, bracketsPerBlock: 500 } as const;

const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/;

/** Containers opened at the start of `line`, and the depth its markers and indentation reach. */
function lineContainers(line: string) {
  let markers = 0;
  let indent = 0;
  let at = 0;
  while (at < line.length) {
    const char = line[at];
    if (char === ' ' || char === '\t') {
      // The one space that follows a marker belongs to it.
      const separates = at > 0 && line[at - 1] !== ' ' && line[at - 1] !== '\t' && markers > 0;
      if (!separates) indent += char === '\t' ? 4 : 1;
      at += 1;
      continue;
    }
    if (char === '>') {
      markers += 1;
      at += 1;
      continue;
    }
    const marker = LIST_MARKER.exec(line.slice(at, at + 11));
    if (!marker) break;
    markers += 1;
    at += marker[0].length;
  }
  return { markers, depth: markers + Math.floor(indent / 2) };
}

/** Unescaped `[` and `]` in `line`. */
function bracketCount(line: string) {
  let count = 0;
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at];
    if (char === '\\') at += 1;
    else if (char === '[' || char === ']') count += 1;
  }
  return count;
}

/**
 * What makes `markdown` too costly to render (a sentence to follow the field's name), or
 * undefined when it is within `MARKDOWN_LIMITS`. Linear in the text's length.
 */
export function markdownProblem(markdown: string): string | undefined {
  let containers = 0;
  let brackets = 0;
  for (const line of markdown.split('\n')) {
    if (line.trim() === '') {
      brackets = 0;
      continue;
    }
    const { markers, depth } = lineContainers(line);
    if (depth > MARKDOWN_LIMITS.nesting) {
      return `nests quotes, lists or indentation more than ${MARKDOWN_LIMITS.nesting} levels deep`;
    }
    containers += markers;
    if (containers > MARKDOWN_LIMITS.containers) {
      return `has more than ${MARKDOWN_LIMITS.containers} quote and list markers`;
    }
    brackets += bracketCount(line);
    if (brackets > MARKDOWN_LIMITS.bracketsPerBlock) {
      return `has more than ${MARKDOWN_LIMITS.bracketsPerBlock} square brackets in one paragraph (separate them with a blank line)`;
    }
  }
  return undefined;
}
