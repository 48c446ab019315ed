import { apiFailure } from '../shared/api-failure';
import { consoleClient } from '../shared/console-client';

/**
 * Opens post `postId`'s preview in a new tab. The tab is opened at once (while the click still
 * allows a pop-up), then sent to the signed link; it is closed again if the link cannot be made.
 * Answers the failure's message, if any.
 */
export async function openPreview(postId: string): Promise<string | undefined> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const link = await consoleClient().blog.createPreviewLink(postId);
    if (tab) tab.location.href = link.path;
    else window.open(link.path, '_blank', 'noopener');
    return undefined;
  } catch (error) {
    tab?.close();
    return apiFailure(error).message;
  }
}
