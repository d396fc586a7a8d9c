/**
 * A blog's Markdown as plain words, for a card's few lines: the marks (`## `, `**`, `[text](url)`,
 * list bullets) give way to the words they mark. Rough on purpose, and free of the Markdown
 * library, so the list of blogs does not load it; the blog's own page renders the real thing
 * (markdown.tsx). The text is shown as text, never as HTML.
 */
export function markdownAsPlainText(markdown: string): string {
  return (
    markdown
      // Rules between parts, then pictures, which say nothing in a line of text; links keep
      // their words.
      .replace(/^[ \t]*([-*_][ \t]*){3,}$/gm, '')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Headings, quotes and list bullets at the start of a line.
      .replace(/^[ \t]*(#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d+[.)][ \t]+)/gm, '')
      // Emphasis and code marks around words.
      .replace(/(\*\*|__|\*|_|`)(\S(?:.*?\S)?)\1/g, '$2')
      .replace(/<[^>]*>/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
