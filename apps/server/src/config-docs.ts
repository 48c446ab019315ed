import { CONFIG_SECTIONS, TOOLING_VARIABLES, type VariableDocs } from './config-schema';
import { configVariables } from './config';

interface DocumentedVariable extends VariableDocs {
  default?: unknown;
  /** Only tests and tools read it: `.env.example` shows it commented out. */
  tooling?: boolean;
}

/** Every variable the server, its tests and tools read, in schema order. */
export function documentedVariables(): DocumentedVariable[] {
  return [
    ...configVariables().map(({ docs, schema }) => ({ ...docs, default: schema.default })),
    ...TOOLING_VARIABLES.map((variable) => ({ ...variable, tooling: true })),
  ];
}

/** The README's configuration table: one row per variable. */
export function readmeTable(variables = documentedVariables()) {
  const rows = variables.map((variable) => {
    const shown =
      variable.shown ?? (variable.default === undefined ? '—' : `\`${String(variable.default)}\``);
    return `| \`${variable.env}\` | ${shown} | ${variable.description} |`;
  });
  return ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** Markdown made plain for a comment: links become their target, code marks go. */
const plain = (markdown: string) =>
  markdown.replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$2').replaceAll('`', '');

/** `# `-prefixed lines of at most 100 characters. */
function comment(text: string) {
  const lines: string[] = [];
  let line = '#';
  for (const word of plain(text).split(/\s+/)) {
    if (line.length + 1 + word.length > 100 && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines.join('\n');
}

/** The whole `.env.example`: every variable under its section, with its description. */
export function envExample(variables = documentedVariables()) {
  const header = comment(
    'Vitrine configuration, written from apps/server/src/config-schema.ts (a test keeps it in step). Every variable is optional: `npm start` works with none of them. The server reads and checks these once at start and refuses to start with a readable list of what is wrong.',
  );
  const sections = CONFIG_SECTIONS.map((section) => {
    const title = `# --- ${section} `.padEnd(92, '-');
    const entries = variables
      .filter((variable) => variable.section === section)
      .map((variable) => {
        const value = variable.example ?? (variable.default === undefined ? '' : variable.default);
        const line = `${variable.env}=${String(value)}`;
        return `${comment(variable.description)}\n${variable.tooling ? `# ${line}` : line}`;
      });
    return [title, ...entries].join('\n');
  });
  return `${[header, ...sections].join('\n\n')}\n`;
}
