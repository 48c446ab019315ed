import type { Element, ElementContent, Root } from 'hast';

const BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'blockquote',
  'pre',
  'table',
  'hr',
  'section',
  'div',
]);

const isBlock = (node: ElementContent) => node.type === 'element' && BLOCKS.has(node.tagName);

/** The text of inline content: links as `label (address)`, images as their alt text. */
function inline(nodes: ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value.replace(/\s+/g, ' ');
      if (node.type !== 'element') return '';
      const { tagName, properties } = node;
      if (tagName === 'br') return '\n';
      if (tagName === 'img') return String(properties.alt ?? '');
      if (tagName === 'input') return properties.checked ? '[x] ' : '[ ] ';
      const label = inline(node.children);
      if (tagName !== 'a' || typeof properties.href !== 'string') return label;
      const href = properties.href;
      if (href.startsWith('#')) return label;
      const shown = href.replace(/^mailto:/i, '');
      return label.trim() === shown || label.trim() === '' ? shown : `${label} (${shown})`;
    })
    .join('');
}

/** Code as written: every space and line kept. */
function rawText(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(rawText).join('') : '';
}

const tidy = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .trim();

const indent = (text: string, prefix: string) =>
  text
    .split('\n')
    .map((line) => (line === '' ? prefix.trimEnd() : `${prefix}${line}`))
    .join('\n');

function listItems(list: Element, depth: number) {
  let number = Number(list.properties.start ?? 1);
  return list.children
    .filter((child): child is Element => child.type === 'element' && child.tagName === 'li')
    .map((item) => {
      const marker = list.tagName === 'ol' ? `${number++}. ` : '- ';
      const body = blocks(item.children, depth + 1).replace(/\n\n+/g, '\n');
      return `${'  '.repeat(depth)}${marker}${body}`;
    })
    .join('\n');
}

function block(node: Element, depth: number): string {
  switch (node.tagName) {
    case 'ul':
    case 'ol':
      return listItems(node, depth);
    case 'blockquote':
      return indent(blocks(node.children, depth), '> ');
    case 'pre':
      return indent(rawText(node).replace(/\n$/, ''), '    ');
    case 'hr':
      return '———';
    case 'table':
      return tableText(node);
    case 'section':
    case 'div':
      return blocks(node.children, depth);
    default:
      return tidy(inline(node.children));
  }
}

function rowsOf(node: Element): Element[] {
  return node.children.flatMap((child) => {
    if (child.type !== 'element') return [];
    return child.tagName === 'tr' ? [child] : rowsOf(child);
  });
}

function tableText(table: Element) {
  return rowsOf(table)
    .map((row) =>
      row.children
        .filter((cell): cell is Element => cell.type === 'element')
        .map((cell) => tidy(inline(cell.children)))
        .join(' | '),
    )
    .join('\n');
}

/** Blocks separated by a blank line; loose inline content between them is a paragraph. */
function blocks(nodes: ElementContent[], depth: number): string {
  const out: string[] = [];
  let run: ElementContent[] = [];
  const flush = () => {
    const text = tidy(inline(run));
    if (text) out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (!isBlock(node)) {
      run.push(node);
      continue;
    }
    flush();
    const text = block(node as Element, depth);
    if (text.trim()) out.push(text);
  }
  flush();
  return out.join('\n\n');
}

/** Sanitised HTML (as hast) to readable plain text: no markup, links written out. */
export function hastText(tree: Root) {
  return blocks(tree.children as ElementContent[], 0);
}
