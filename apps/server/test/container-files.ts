/** Readers for the container files, enough for what `container-files.test.ts` checks. */

export interface Instruction {
  keyword: string;
  args: string;
}

/** A Dockerfile's instructions by stage (each starts at its FROM), continuations joined. */
export function dockerfileStages(text: string): Instruction[][] {
  const stages: Instruction[][] = [];
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  for (const line of lines) {
    const keyword = (/^\S+/.exec(line)?.[0] ?? '').toUpperCase();
    const instruction = { keyword, args: line.slice(keyword.length).trim() };
    if (keyword === 'FROM') stages.push([instruction]);
    else stages.at(-1)?.push(instruction);
  }
  return stages;
}

/** The arguments of every instruction of one kind in a stage. */
export const argsOf = (stage: Instruction[], keyword: string) =>
  stage.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);

/** `FROM image AS name` → its image and name. */
export function fromOf(stage: Instruction[]) {
  const [image = '', , name] = (stage[0]?.args ?? '').split(/\s+/);
  return { image, name };
}

/** `ENV A=1 B=2` (one or several instructions) → their values. */
export function envOf(stage: Instruction[]) {
  const values = new Map<string, string>();
  for (const args of argsOf(stage, 'ENV')) {
    for (const [, name = '', value = ''] of args.matchAll(/(\w+)=(\S+)/g)) values.set(name, value);
  }
  return values;
}

/**
 * The lines of one block of a YAML file written the way compose.yaml is (two spaces a level):
 * the lines under `key:` found at `indent`, up to the next line at that indent or less.
 */
export function yamlBlock(lines: string[], key: string, indent: number): string[] {
  const start = lines.findIndex((line) => line === `${' '.repeat(indent)}${key}:`);
  if (start === -1) return [];
  const block: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (line.length - line.trimStart().length <= indent) break;
    block.push(line);
  }
  return block;
}

/** `key: value` pairs directly under a block at `indent` (its children's indent). */
export function yamlMap(block: string[], indent: number) {
  const map = new Map<string, string>();
  for (const line of block) {
    const match = new RegExp(`^ {${indent}}([\\w-]+):\\s*(.*)$`).exec(line);
    if (match) map.set(match[1] ?? '', (match[2] ?? '').replace(/^'(.*)'$/, '$1'));
  }
  return map;
}
