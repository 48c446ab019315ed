/** One hostile post: what it tries, and the markdown an author (or attacker) would submit. */
export interface HostileCase {
  name: string;
  markdown: string;
}

/** Every payload both opens a dialog and sets a global flag, so either trap catches it. */
const JS = 'alert(1);window.__pwned=1';
const JS_B64 = 'PHNjcmlwdD5hbGVydCgxKTt3aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+'; // <script>…</script>
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" onload="${JS}"/>`;

/** Scheme spellings a browser would still read as `javascript:`. */
const jsSchemes: [string, string][] = [
  ['plain', 'javascript:'],
  ['upper case', 'JAVASCRIPT:'],
  ['mixed case', 'JaVaScRiPt:'],
  ['decimal entity', '&#106;avascript:'],
  ['hex entity', '&#x6A;avascript:'],
  ['padded decimal entity', '&#0000106;avascript:'],
  ['entity colon', 'javascript&colon;'],
  ['decimal entity colon', 'javascript&#58;'],
  ['hex entity colon', 'javascript&#x3a;'],
  ['entity tab inside', 'java&#0000009;script:'],
  ['entity newline inside', 'java&#10;script:'],
  ['entity CR inside', 'java&#x0D;script:'],
  ['tab entity named', 'java&Tab;script:'],
  ['newline entity named', 'java&NewLine;script:'],
  ['leading control entity', '&#1;javascript:'],
  ['leading NUL entity', '&#0;javascript:'],
  ['every letter encoded', '&#x6a;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3a;'],
  ['percent-encoded first letter (a relative URL)', '%6Aavascript:'],
  ['percent-encoded colon (a relative URL)', 'javascript%3A'],
];

const schemeCases: HostileCase[] = jsSchemes.flatMap(([spelling, scheme]) => [
  { name: `link, ${spelling}`, markdown: `[click](${scheme}${JS})` },
  { name: `image, ${spelling}`, markdown: `![pic](${scheme}${JS})` },
]);

export const HOSTILE_CORPUS: readonly HostileCase[] = [
  ...schemeCases,
  // Links: other forms of the destination.
  { name: 'bracketed destination with spaces', markdown: `[x](< javascript:${JS}>)` },
  { name: 'bracketed destination with a tab', markdown: `[x](<java\tscript:${JS}>)` },
  { name: 'leading spaces', markdown: `[x](   javascript:${JS})` },
  { name: 'reference-style link', markdown: `[x][evil]\n\n[evil]: javascript:${JS}` },
  { name: 'reference-style image', markdown: `![x][evil]\n\n[evil]: JaVaScRiPt:${JS}` },
  { name: 'collapsed reference', markdown: `[evil][]\n\n[evil]: &#106;avascript:${JS}` },
  { name: 'autolink', markdown: `<javascript:${JS}>` },
  { name: 'autolink, upper case', markdown: `<JAVASCRIPT:${JS}>` },
  { name: 'autolink, vbscript', markdown: '<vbscript:msgbox(1)>' },
  { name: 'autolink, data', markdown: `<data:text/html;base64,${JS_B64}>` },
  { name: 'data: html link', markdown: `[x](data:text/html;base64,${JS_B64})` },
  { name: 'data: html link, mixed case', markdown: `[x](DaTa:text/html,<script>${JS}</script>)` },
  { name: 'data: svg image', markdown: `![x](data:image/svg+xml;base64,${btoa(SVG)})` },
  { name: 'data: svg link', markdown: `[x](<data:image/svg+xml,${SVG}>)` },
  { name: 'vbscript link', markdown: '[x](vbscript:msgbox(1))' },
  { name: 'vbscript, entity-encoded', markdown: '[x](&#118;bscript:msgbox(1))' },
  { name: 'file link', markdown: '[x](file:///etc/passwd)' },
  { name: 'livescript link', markdown: `[x](livescript:${JS})` },
  { name: 'blob link', markdown: '[x](blob:https://vitrine.example/123)' },
  { name: 'title with quotes', markdown: `[x](https://a.example "a\\" onmouseover=\\"${JS}")` },
  { name: 'title with single quotes', markdown: `[x](/ok 'it\\'s" onclick="${JS}')` },
  { name: 'url with quotes', markdown: `[x](https://a.example/"onmouseover="${JS})` },
  { name: 'image alt with quotes', markdown: `![a" onerror="${JS}](/img.png)` },
  // Raw HTML: must show as text.
  { name: 'raw script block', markdown: `<script>${JS}</script>` },
  { name: 'raw script inline', markdown: `Hello <script>${JS}</script> world` },
  { name: 'raw img onerror', markdown: `<img src=x onerror="${JS}">` },
  { name: 'raw img onerror inline', markdown: `Look: <img src=x onerror=${JS}>` },
  { name: 'raw iframe', markdown: `<iframe src="javascript:${JS}"></iframe>` },
  { name: 'raw iframe srcdoc', markdown: `<iframe srcdoc="<script>${JS}</script>"></iframe>` },
  { name: 'raw svg onload', markdown: SVG },
  { name: 'raw svg script', markdown: `<svg><script>${JS}</script></svg>` },
  {
    name: 'raw svg animate href',
    markdown: `<svg><a><animate attributeName="href" values="javascript:${JS}"/><text y="20">x</text></a></svg>`,
  },
  { name: 'raw anchor javascript', markdown: `<a href="javascript:${JS}">click</a>` },
  { name: 'raw math', markdown: `<math><mtext><table><mglyph><style><img src=x onerror="${JS}">` },
  { name: 'raw math href', markdown: `<math href="javascript:${JS}"><mi>x</mi></math>` },
  {
    name: 'raw style expression',
    markdown:
      '<style>body{background:url("javascript:alert(1)");width:expression(alert(1))}</style>',
  },
  { name: 'raw style attribute', markdown: '<p style="background:url(javascript:alert(1))">x</p>' },
  { name: 'raw object', markdown: `<object data="data:text/html;base64,${JS_B64}"></object>` },
  { name: 'raw embed', markdown: `<embed src="javascript:${JS}">` },
  { name: 'raw form', markdown: `<form action="javascript:${JS}"><button>go</button></form>` },
  { name: 'raw input autofocus', markdown: `<input autofocus onfocus="${JS}">` },
  {
    name: 'raw details ontoggle',
    markdown: `<details open ontoggle="${JS}"><summary>x</summary></details>`,
  },
  { name: 'raw body onload', markdown: `<body onload="${JS}">` },
  {
    name: 'raw meta refresh',
    markdown: `<meta http-equiv="refresh" content="0;url=javascript:${JS}">`,
  },
  { name: 'raw base href', markdown: '<base href="javascript:/">' },
  { name: 'raw link import', markdown: '<link rel="stylesheet" href="javascript:alert(1)">' },
  { name: 'raw comment trick', markdown: `<!-- --><script>${JS}</script> -->` },
  { name: 'raw CDATA', markdown: `<![CDATA[<script>${JS}</script>]]>` },
  { name: 'raw processing instruction', markdown: `<?xml-stylesheet href="javascript:${JS}"?>` },
  { name: 'nested broken tags', markdown: `<<script>script>${JS}<</script>/script>` },
  { name: 'unclosed attribute', markdown: `<img src="x" alt="<script>${JS}</script>` },
  { name: 'tag split over lines', markdown: `<img\nsrc=x\nonerror=${JS}>` },
  {
    name: 'markdown inside html',
    markdown: `<div onclick="${JS}">\n\n**bold** [x](javascript:${JS})\n\n</div>`,
  },
  {
    name: 'html inside list and quote',
    markdown: `- <script>${JS}</script>\n\n> <img src=x onerror=${JS}>`,
  },
  { name: 'html inside table', markdown: `| a |\n|---|\n| <img src=x onerror=${JS}> |` },
  { name: 'html inside heading', markdown: `# <svg onload=${JS}>` },
  { name: 'html inside link text', markdown: `[<img src=x onerror=${JS}>](/ok)` },
  { name: 'entity-encoded markup stays text', markdown: `&lt;script&gt;${JS}&lt;/script&gt;` },
  { name: 'double-encoded markup', markdown: `&amp;lt;script&amp;gt;${JS}&amp;lt;/script&amp;gt;` },
  { name: 'numeric-entity markup', markdown: `&#60;img src=x onerror=${JS}&#62;` },
  { name: 'code span with markup', markdown: `\`<script>${JS}</script>\`` },
  { name: 'fenced code with markup', markdown: `\`\`\`html\n<script>${JS}</script>\n\`\`\`` },
  { name: 'hostile code language', markdown: `\`\`\`js"onmouseover="${JS}\nx\n\`\`\`` },
  {
    name: 'footnote with payload',
    markdown: `a[^x]\n\n[^x]: [y](javascript:${JS}) <script>${JS}</script>`,
  },
  {
    name: 'task list with payload',
    markdown: `- [ ] <input onfocus=${JS} autofocus>\n- [x] [y](javascript:${JS})`,
  },
];
