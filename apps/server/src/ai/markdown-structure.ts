import {
  parseMarkdown,
  type MarkdownNode,
  type MarkdownTree,
} from '@vitrine/contract/markdown/parse-markdown';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { AppError } from '../errors/app-error';

/** What a check put back from the source, by kind. */
export interface RestoredCounts {
  links: number;
  images: number;
  code: number;
}

/** One addressed or literal piece of a Markdown text, where it stands in the text. */
interface Piece {
  /** The address (links, images) or the code. */
  value: string;
  start: number;
  end: number;
  /** Where a changed address is searched and replaced: `[from, end)`; absent: the whole piece. */
  from?: number;
}

/** What a Markdown text is made of, in document order, for comparison with its translation. */
interface Structure {
  links: Piece[];
  definitions: Piece[];
  images: Piece[];
  codeBlocks: Piece[];
  inlineCode: Piece[];
  headings: number[];
  /** Lists (`ol 3`, `ul 2`), tables (`table 4x3`) and block quotes, in order. */
  blocks: string[];
}

type Offsets = { start: number; end: number };

function offsetsOf(node: MarkdownNode): Offsets | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : { start, end };
}

/** Whether the link is written as its own address (`<https://…>`, or a bare address). */
function isAutolink(node: MarkdownNode & { type: 'link' }) {
  const [only] = node.children;
  if (node.children.length !== 1 || only?.type !== 'text') return false;
  return node.url === only.value || node.url === `mailto:${only.value}`;
}

function structureOf(tree: MarkdownTree): Structure {
  const found: Structure = {
    links: [],
    definitions: [],
    images: [],
    codeBlocks: [],
    inlineCode: [],
    headings: [],
    blocks: [],
  };
  const visit = (node: MarkdownNode) => {
    const at = offsetsOf(node);
    switch (node.type) {
      case 'link': {
        if (!at) break;
        const lastChild = node.children.at(-1);
        const afterText = lastChild ? offsetsOf(lastChild)?.end : undefined;
        const piece = { value: node.url, ...at };
        found.links.push(isAutolink(node) ? piece : { ...piece, from: afterText ?? at.start });
        break;
      }
      case 'definition':
        if (at) found.definitions.push({ value: node.url, ...at, from: at.start });
        break;
      case 'image':
        if (at) found.images.push({ value: node.url, ...at, from: at.start });
        break;
      case 'code':
        if (at) found.codeBlocks.push({ value: `${node.lang ?? ''}\n${node.value}`, ...at });
        break;
      case 'inlineCode':
        if (at) found.inlineCode.push({ value: node.value, ...at });
        break;
      case 'heading':
        found.headings.push(node.depth);
        break;
      case 'list':
        found.blocks.push(`${node.ordered ? 'ol' : 'ul'} ${node.children.length}`);
        break;
      case 'table':
        found.blocks.push(
          `table ${node.children.length}x${node.children[0]?.children.length ?? 0}`,
        );
        break;
      case 'blockquote':
        found.blocks.push('quote');
        break;
      default:
        break;
    }
    if ('children' in node) for (const child of node.children) visit(child as MarkdownNode);
  };
  visit(tree);
  return found;
}

const rejected = (message: string) => new AppError(422, API_ERROR_CODES.aiOutputRejected, message);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const KINDS = [
  { key: 'links', name: 'link' },
  { key: 'definitions', name: 'link definition' },
  { key: 'images', name: 'image' },
  { key: 'codeBlocks', name: 'code block' },
  { key: 'inlineCode', name: 'inline code span' },
] as const;

/** What cannot be put back by position: a piece missing or added, headings or blocks changed. */
function unrestorable(source: Structure, translated: Structure) {
  const problems: string[] = [];
  for (const { key, name } of KINDS) {
    const expected = source[key].length;
    const got = translated[key].length;
    if (expected !== got) problems.push(`${plural(got, name)} instead of ${expected}`);
  }
  if (source.headings.join() !== translated.headings.join()) {
    const levels = (depths: number[]) => depths.map((depth) => `h${depth}`).join(' ') || 'none';
    problems.push(`headings ${levels(translated.headings)} instead of ${levels(source.headings)}`);
  }
  if (source.blocks.join() !== translated.blocks.join()) {
    const shape = (blocks: string[]) => blocks.join(', ') || 'none';
    problems.push(
      `lists, tables and quotes ${shape(translated.blocks)} instead of ${shape(source.blocks)}`,
    );
  }
  return problems;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * The edit that gives `piece` of the translation the source's value back: the source's own
 * text of the piece for code and bare addresses, the address alone for the others. Undefined
 * when the translated address cannot be found in its text.
 */
function editFor(
  piece: Piece,
  original: Piece,
  translatedText: string,
  sourceText: string,
): Edit | undefined {
  if (piece.from === undefined || original.from === undefined) {
    return {
      start: piece.start,
      end: piece.end,
      text: sourceText.slice(original.start, original.end),
    };
  }
  const within = translatedText.slice(piece.from, piece.end);
  const at = within.lastIndexOf(piece.value);
  const sourceWithin = sourceText.slice(original.from, original.end);
  if (at === -1 || piece.value === '' || !sourceWithin.includes(original.value)) return undefined;
  const start = piece.from + at;
  return { start, end: start + piece.value.length, text: original.value };
}

/**
 * Compares the translation of a Markdown text with its source (decision 0077): the addresses of
 * links and images in order, code blocks and inline code, heading levels, lists, tables and
 * quotes. What changed in place (an address, a code block) gets the source's back, counted in
 * `restored`; what cannot be matched by position (a link, image or code missing or added, the
 * headings or blocks changed) is refused with 422 `AI_OUTPUT_REJECTED` naming it.
 */
export function keepStructure(source: string, translated: string) {
  const sourceShape = structureOf(parseMarkdown(source));
  const translatedShape = structureOf(parseMarkdown(translated));
  const problems = unrestorable(sourceShape, translatedShape);
  if (problems.length > 0) {
    throw rejected(
      `The translation does not keep the post's Markdown structure: it has ${problems.join('; ')}. Nothing was saved; try again.`,
    );
  }
  const restored: RestoredCounts = { links: 0, images: 0, code: 0 };
  const counter = {
    links: 'links',
    definitions: 'links',
    images: 'images',
    codeBlocks: 'code',
    inlineCode: 'code',
  } as const;
  const edits: Edit[] = [];
  for (const { key, name } of KINDS) {
    for (const [index, piece] of translatedShape[key].entries()) {
      const original = sourceShape[key][index]!;
      if (piece.value === original.value) continue;
      const edit = editFor(piece, original, translated, source);
      if (!edit) {
        throw rejected(
          `The translation changed the address of ${name} ${index + 1} in a way that cannot be put back. Nothing was saved; try again.`,
        );
      }
      edits.push(edit);
      restored[counter[key]] += 1;
    }
  }
  let markdown = translated;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    markdown = `${markdown.slice(0, edit.start)}${edit.text}${markdown.slice(edit.end)}`;
  }
  if (edits.length > 0) assertSameStructure(sourceShape, structureOf(parseMarkdown(markdown)));
  return { markdown, restored };
}

/** After the edits, every piece must equal the source's: anything else is refused. */
function assertSameStructure(source: Structure, restored: Structure) {
  const problems = unrestorable(source, restored);
  const changed = KINDS.filter(({ key }) =>
    source[key].some((piece, index) => restored[key][index]?.value !== piece.value),
  );
  if (problems.length === 0 && changed.length === 0) return;
  const what = [...problems, ...changed.map(({ name }) => `a ${name} changed`)].join('; ');
  throw rejected(
    `The translation's Markdown could not be put back as the source's (${what}). Nothing was saved; try again.`,
  );
}

/**
 * The words of a Markdown text a reader sees as prose: its text and image alt texts, one piece
 * a line; addresses and code left out (they are kept as they are, not translated).
 */
export function proseOf(markdown: string) {
  const words: string[] = [];
  const visit = (node: MarkdownNode) => {
    if (node.type === 'link' && isAutolink(node)) return;
    if (node.type === 'text') words.push(node.value);
    else if (node.type === 'image' && node.alt) words.push(node.alt);
    if ('children' in node) for (const child of node.children) visit(child as MarkdownNode);
  };
  visit(parseMarkdown(markdown));
  return words.join('\n');
}
