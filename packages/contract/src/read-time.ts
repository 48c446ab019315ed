const WORDS_PER_MINUTE = 220;

/** Minutes an adult needs to read a markdown text, counting words outside code fences as prose. */
export function estimateReadTime(markdown: string) {
  const prose = markdown.replace(/```[\s\S]*?```/g, ' ').replace(/[#>*_`[\]()!-]/g, ' ');
  const words = prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
