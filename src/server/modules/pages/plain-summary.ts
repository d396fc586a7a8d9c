/**
 * A blog's text (Markdown) as one plain line for a description: its words without the marks,
 * cut at a word before `limit` characters, with an ellipsis when cut.
 */
export function plainSummary(markdown: string, limit: number): string {
  const text = markdown
    // Pictures say nothing in a line of text; a link keeps its words.
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    // Headings, quotes and list marks at the start of a line; emphasis and code marks anywhere.
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
