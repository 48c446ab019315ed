/** Splits `---`-fenced `key: value` frontmatter (one line per key) from a markdown body. */
export function parseFrontmatter(text: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text.replace(/^\uFEFF/, ''));
  if (!match) throw new Error('missing frontmatter');
  const attributes: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const separator = line.indexOf(':');
    if (separator < 1) throw new Error(`bad frontmatter line "${line}"`);
    attributes[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return { attributes, body: (match[2] ?? '').trim() };
}
