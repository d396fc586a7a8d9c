import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { markdownAsPlainText } from './plain-text';

function renderMarkdown(text: string) {
  return render(<Markdown>{text}</Markdown>).container;
}

describe('Markdown', () => {
  it('renders headings (a level below the page title), lists, links and emphasis', () => {
    const page = renderMarkdown(
      [
        '# Before you go',
        '## What to carry',
        '- ID proof',
        '- **Darshan** tickets',
        '',
        '1. Start early',
        '2. Stop at *Tiruchanur*',
        '',
        'Read [our FAQs](/FAQs) or [TTD](https://tirumala.org).',
      ].join('\n'),
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Before you go' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What to carry' })).toBeInTheDocument();
    expect(page.querySelector('h1')).toBeNull();
    const [bullets, steps] = screen.getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(within(bullets!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(bullets!).getByText('Darshan').tagName).toBe('STRONG');
    expect(steps!.tagName).toBe('OL');
    expect(within(steps!).getByText('Tiruchanur').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'our FAQs' })).toHaveAttribute('href', '/FAQs');
    const external = screen.getByRole('link', { name: 'TTD' });
    expect(external).toHaveAttribute('href', 'https://tirumala.org');
    expect(external).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });

  it('lets no script through: no script element, no javascript: link, no event attribute, no raw HTML', () => {
    const page = renderMarkdown(
      [
        'Before <script>alert("inline")</script> after.',
        '',
        '<script>alert("block")</script>',
        '',
        '<img src="x" onerror="alert(1)">',
        '',
        '<div onclick="alert(2)"><b>raw bold</b></div>',
        '',
        '<iframe src="https://evil.example"></iframe>',
        '',
        '[click me](javascript:alert(3)) and [data](data:text/html;base64,PHNjcmlwdD4=)',
        '',
        '![pic](javascript:alert(4)) ![tracking](vbscript:msgbox)',
        '',
        '<a href="javascript:alert(5)">raw link</a>',
      ].join('\n'),
    );
    const rendered = page.firstElementChild!;
    const html = rendered.innerHTML;

    expect(rendered.querySelector('script, iframe, div, b, img')).toBeNull();
    expect(html).not.toMatch(/javascript:|vbscript:|data:text|onerror|onclick|<script|<iframe/i);
    // A tag written inside a sentence goes; the words between its tags stay, as inert text.
    expect(html).not.toContain('alert("block")');
    expect(html).not.toContain('alert(1)');
    for (const element of page.querySelectorAll('*'))
      for (const attribute of element.getAttributeNames())
        expect(attribute, `${element.tagName} ${attribute}`).not.toMatch(/^on/i);
    // The link's words stay, without anywhere to go.
    expect(screen.getByText('click me').closest('a')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link')).toBeNull();
    expect(rendered.querySelector('p')!.childNodes[1]!.nodeType).toBe(Node.TEXT_NODE);
  });

  it("keeps a plain blog's paragraphs and line breaks, as it read before Markdown", () => {
    const page = renderMarkdown(
      'Start early from Vijayawada.\nCarry water.\n\nThe ghat road is busy after 8 am.',
    );
    const paragraphs = page.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.querySelector('br')).not.toBeNull();
    expect(paragraphs[0]).toHaveTextContent('Start early from Vijayawada. Carry water.');
    expect(paragraphs[1]).toHaveTextContent('The ghat road is busy after 8 am.');
  });

  it('shows a picture of this site or of https, described by its alt text', () => {
    renderMarkdown('![Borra Caves](/uploads/borra.png)');
    expect(screen.getByRole('img', { name: 'Borra Caves' })).toHaveAttribute(
      'src',
      '/uploads/borra.png',
    );
  });
});

describe('markdownAsPlainText', () => {
  it("leaves a card the blog's words without the marks", () => {
    expect(
      markdownAsPlainText(
        '## Where to stop\n\n- **Tyda** for a walk\n- [Borra Caves](https://x.example)\n\n![map](/m.png)\n\n---\n\nAn *easy* day.',
      ),
    ).toBe('Where to stop\n\nTyda for a walk\nBorra Caves\n\nAn easy day.');
    expect(markdownAsPlainText('Plain text, as before.\nTwo lines.')).toBe(
      'Plain text, as before.\nTwo lines.',
    );
  });
});
