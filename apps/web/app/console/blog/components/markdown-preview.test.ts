import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { consoleBlogCopy as en } from '../content/en/console-blog';
import { MarkdownPreview } from './markdown-preview';

const preview = (markdown: string) =>
  renderToString(createElement(MarkdownPreview, { markdown, copy: en.editor.preview }));

describe('MarkdownPreview', () => {
  it('says a text past the Markdown limits cannot be saved, instead of rendering it', () => {
    const html = preview(`${'['.repeat(5000)}x${']'.repeat(4900)}`);
    expect(html).toContain('role="alert"');
    expect(html).toContain('nested too deeply');
  });

  it('prepares the preview of an ordinary text', () => {
    expect(preview('A [link](/blog)')).toContain(en.editor.preview.loading);
  });
});
