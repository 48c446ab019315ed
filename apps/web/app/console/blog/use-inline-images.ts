import type { ClipboardEvent, DragEvent } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useConsole } from '../shared/console-context';
import { useImageUpload } from '../shared/use-image-upload';
import { markdownAlt } from './image-alt';
import type { PostEditorState } from './use-post-editor';

const isImage = (file: File) => file.type.startsWith('image/');

/** The end of the image (`![…](…)`) the position is inside, or the position itself. */
function outsideImages(text: string, position: number) {
  for (const match of text.matchAll(/!\[[^\]\n]*\]\([^)\n]*\)/g)) {
    const end = match.index + match[0].length;
    if (position > match.index && position < end) return end;
  }
  return position;
}

/**
 * `text` with `snippet` in place of `[start, end)`, alone on its line(s) as markdown wants; never
 * inside another image (the caret may still be between its brackets).
 */
export function withSnippet(
  text: string,
  selectionStart: number,
  selectionEnd: number,
  snippet: string,
) {
  const start = outsideImages(text, selectionStart);
  const end = Math.max(start, outsideImages(text, selectionEnd));
  const before = text.slice(0, start);
  const after = text.slice(end);
  const gap = (side: string, atEdge: boolean) =>
    side === '' || atEdge ? '' : side.endsWith('\n') || side.startsWith('\n') ? '\n' : '\n\n';
  const lead = gap(before, before.endsWith('\n\n'));
  const tail = gap(after, after.startsWith('\n\n'));
  return { text: `${before}${lead}${snippet}${tail}${after}`, at: before.length + lead.length };
}

/**
 * Images inside the post's text: an upload (button, drop or paste) or a library image goes in
 * at the cursor as `![](address)` (a library image with its alt text in the post's language),
 * the caret left between the brackets for its description.
 */
export function useInlineImages(editor: PostEditorState) {
  const { client } = useConsole();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const upload = useImageUpload(client);
  const [inserted, setInserted] = useState(0);
  const [withAlt, setWithAlt] = useState(false);
  const caret = useRef<number | null>(null);

  /** Puts `![alt](url)` at the cursor; the caret ends between the brackets, after `alt`. */
  const insert = (url: string, alt = '') => {
    const element = textarea.current;
    // The element holds what was typed last, even while an upload was on its way.
    const content = element?.value ?? editor.draft.content;
    const start = element?.selectionStart ?? content.length;
    const end = element?.selectionEnd ?? content.length;
    const written = markdownAlt(alt);
    const { text, at } = withSnippet(content, start, end, `![${written}](${url})`);
    editor.setField('content', text);
    caret.current = at + 2 + written.length;
    setWithAlt(written !== '');
    setInserted((count) => count + 1);
  };

  // The caret moves once React has put the new text in the element: set before that commit (a
  // frame callback could run first under load), the browser would move it to the end.
  useLayoutEffect(() => {
    const element = textarea.current;
    const at = caret.current;
    if (!element || at === null) return;
    caret.current = null;
    element.focus();
    element.setSelectionRange(at, at);
  }, [inserted]);

  const uploadAndInsert = async (files: File[]) => {
    for (const file of files.filter(isImage)) {
      const url = await upload.upload(file);
      if (url) insert(url);
    }
  };

  const filesOf = (list: FileList | null | undefined) => [...(list ?? [])].filter(isImage);
  return {
    textarea,
    insert,
    uploadAndInsert,
    uploading: upload.uploading,
    failure: upload.failure,
    /** How many images went in: a change the status line announces. */
    inserted,
    /** The last one went in with the library's alt text. */
    withAlt,
    onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
      const files = filesOf(event.clipboardData?.files);
      if (files.length === 0) return;
      event.preventDefault();
      void uploadAndInsert(files);
    },
    onDragOver(event: DragEvent<HTMLTextAreaElement>) {
      if ([...event.dataTransfer.types].includes('Files')) event.preventDefault();
    },
    onDrop(event: DragEvent<HTMLTextAreaElement>) {
      const files = filesOf(event.dataTransfer?.files);
      if (files.length === 0) return;
      event.preventDefault();
      void uploadAndInsert(files);
    },
  };
}

export type InlineImages = ReturnType<typeof useInlineImages>;
