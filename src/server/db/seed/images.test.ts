import { describe, expect, it } from 'vitest';
import { BODY_TYPES } from '../../../shared/partner-constants.js';
import { carSvg } from './images.js';

const RED = '#b91c1c';

describe('carSvg', () => {
  it('draws each body type as its own silhouette', () => {
    const drawings = BODY_TYPES.map((bodyType) =>
      carSvg({ name: 'Demo car', colour: RED, bodyType, backdrop: 0 }),
    );
    expect(new Set(drawings).size).toBe(BODY_TYPES.length);
  });

  it('paints the car in its colour and writes no words into the picture', () => {
    for (const bodyType of BODY_TYPES) {
      const svg = carSvg({ name: 'Toyota Etios', colour: RED, bodyType, backdrop: 2 });
      expect(svg, bodyType).toContain(`fill="${RED}"`);
      expect(svg, bodyType).not.toContain('<text');
      // The name is only the label for screen readers, never drawn.
      expect(svg.split('Toyota Etios'), bodyType).toHaveLength(2);
      // A demo picture stays a few kilobytes.
      expect(svg.length, bodyType).toBeLessThan(5 * 1024);
    }
  });

  it('names the car for screen readers, escaped, on the svg element', () => {
    const svg = carSvg({
      name: `Tata "Nexon" <EV> & co`,
      colour: RED,
      bodyType: 'suv',
      backdrop: 1,
    });
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toMatch(/^<svg [^>]*aria-label="Tata &quot;Nexon&quot; &lt;EV&gt; &amp; co"/);
  });
});
