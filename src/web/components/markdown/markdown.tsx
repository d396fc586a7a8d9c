import type { ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, {
  defaultUrlTransform,
  type Components,
  type ExtraProps,
} from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import { imageUrl } from '../image-with-fallback';

// A blog's text, written by an operator in Markdown, rendered as React elements (decision 011):
// no HTML string is ever put into the page. HTML written in the text is dropped, links and
// pictures keep only safe addresses (http, https, mailto, or a path of this site), and only the
// elements below can come out. The storefront's blog page and the console's preview share it, so
// what an operator previews is what readers get.
//
// No words of its own: this folder's messages would sit in the first screen's catalogue.

/** What Markdown may make here (headings shown a level down); anything else is dropped. */
const ALLOWED_ELEMENTS = [
  'p',
  'br',
  'strong',
  'em',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'code',
  'pre',
  'hr',
  'img',
];

/** A safe address, or none at all: a link to `javascript:` becomes plain text, not `href=""`. */
function safeUrl(url: string): string | undefined {
  const safe = defaultUrlTransform(url.trim());
  return safe === '' ? undefined : safe;
}

const isExternal = (href: string | undefined) => href !== undefined && /^https?:\/\//i.test(href);

type Props<Tag extends keyof React.JSX.IntrinsicElements> = ComponentPropsWithoutRef<Tag> &
  ExtraProps;

// The page's title is its h1: the text's headings sit below it, one level down each.
const heading2 = ({ node: _node, ...props }: Props<'h2'>) => (
  <h2 className="mt-8 text-2xl font-bold text-brand-900 first:mt-0" {...props} />
);
const heading3 = ({ node: _node, ...props }: Props<'h3'>) => (
  <h3 className="mt-6 text-xl font-bold text-brand-900 first:mt-0" {...props} />
);
const heading4 = ({ node: _node, ...props }: Props<'h4'>) => (
  <h4 className="mt-6 text-lg font-semibold text-brand-900 first:mt-0" {...props} />
);

const COMPONENTS: Components = {
  h1: heading2,
  h2: heading3,
  h3: heading4,
  h4: heading4,
  h5: heading4,
  h6: heading4,
  p: ({ node: _node, ...props }) => <p className="mt-4 first:mt-0" {...props} />,
  ul: ({ node: _node, ...props }) => (
    <ul className="mt-4 list-disc space-y-1 pl-6 first:mt-0" {...props} />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol className="mt-4 list-decimal space-y-1 pl-6 first:mt-0" {...props} />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote
      className="mt-4 border-l-4 border-brand-200 pl-4 italic text-ink/80 first:mt-0"
      {...props}
    />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre
      className="mt-4 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm first:mt-0"
      {...props}
    />
  ),
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em]" {...props} />
  ),
  hr: ({ node: _node, ...props }) => <hr className="my-8 border-slate-200" {...props} />,
  a: ({ node: _node, href, ...props }) => (
    <a
      href={href}
      className="font-semibold text-brand-700 underline hover:text-brand-900"
      // Another site's page: it gets no standing from ours, nor a handle on this window.
      rel={isExternal(href) ? 'nofollow noopener noreferrer' : undefined}
      {...props}
    />
  ),
  img: ({ node: _node, src, alt, ...props }) =>
    typeof src === 'string' && src !== '' ? (
      <img
        // An uploaded picture is served by the API, which may live at another address.
        src={imageUrl(src)}
        alt={alt ?? ''}
        loading="lazy"
        className="mt-4 h-auto max-w-full rounded-lg"
        {...props}
      />
    ) : null,
};

/** Markdown written by the Saarthi team (a blog), rendered safely; plain text reads as before. */
export function Markdown({ children, className = '' }: { children: string; className?: string }) {
  return (
    <div className={`break-words ${className}`}>
      <ReactMarkdown
        // Plain text from before Markdown kept its paragraphs by line breaks: a single line
        // break stays a line break, as a person typing expects.
        remarkPlugins={[remarkBreaks]}
        skipHtml
        allowedElements={ALLOWED_ELEMENTS}
        urlTransform={safeUrl}
        components={COMPONENTS}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
