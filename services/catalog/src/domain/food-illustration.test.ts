import { composeFoodIllustration, wrapText } from './food-illustration';

const ENTITY_OR_TEXT = /^(?:[^&<]|&(?:amp|lt|gt|quot|#39);)*$/;

/** XML 1.0's Char production: tab, line feed, carriage return and the planes but surrogates, U+FFFE, U+FFFF. */
const isXmlCharacter = (character: string) => {
  const code = character.codePointAt(0)!;
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
};

/**
 * Whether the markup is well-formed XML of the simple kind the illustration writes: elements with
 * double-quoted attributes, text, entities; every element closed in order.
 */
function isWellFormed(svg: string): boolean {
  if (!Array.from(svg).every(isXmlCharacter)) return false;
  const open: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>|([^<]+)/y;
  for (let match = token.exec(svg); match; match = token.exec(svg)) {
    const [, closing, name, attributes, selfClosing, text] = match;
    if (text !== undefined) {
      if (!ENTITY_OR_TEXT.test(text) || open.length === 0) return false;
    } else if (closing) {
      if (open.pop() !== name) return false;
    } else {
      const values = [...attributes!.matchAll(/="([^"]*)"/g)].map((value) => value[1]!);
      if (!values.every((value) => ENTITY_OR_TEXT.test(value))) return false;
      if (!selfClosing) open.push(name!);
    }
    if (token.lastIndex === svg.length) return open.length === 0;
  }
  return false;
}

const paneer = { itemName: 'Paneer Tikka', category: 'starter', restaurantType: 'Indian Restaurant' };

describe('composeFoodIllustration', () => {
  it('draws the same bytes for the same item, and another picture for another name or category', () => {
    const svg = composeFoodIllustration(paneer);
    expect(composeFoodIllustration({ ...paneer })).toBe(svg);
    expect(composeFoodIllustration({ ...paneer, itemName: 'Hara Bhara Kebab' })).not.toBe(svg);
    expect(composeFoodIllustration({ ...paneer, category: 'main_course' })).not.toBe(svg);
  });

  it('names the item, its category and restaurant type in an accessible title and on the picture', () => {
    const svg = composeFoodIllustration(paneer);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img" aria-labelledby="title">/,
    );
    expect(svg).toContain('<title id="title">Paneer Tikka, Starter, Indian Restaurant</title>');
    expect(svg).toContain('>Paneer Tikka</tspan>');
    expect(svg).toContain('>STARTER</text>');
    expect(svg).toContain('>Indian Restaurant</text>');
  });

  it('draws each food category in its own colours, and any other category as a plain dish', () => {
    const backgrounds = [
      'veg',
      'non_veg',
      'dessert',
      'beverage',
      'starter',
      'main_course',
      'snacks',
      'default',
    ].map(
      (category) => /stop-color="(#[0-9a-f]{6})"/.exec(composeFoodIllustration({ ...paneer, category }))![1],
    );
    expect(new Set(backgrounds).size).toBe(8);
    const other = composeFoodIllustration({ ...paneer, category: 'chaat_corner' });
    expect(other).toContain('>CHAAT CORNER</text>');
    expect(composeFoodIllustration({ ...paneer, category: 'default' })).toContain('>DISH</text>');
  });

  it('escapes markup in every text, so a name cannot add elements or break the document', () => {
    const svg = composeFoodIllustration({
      itemName: '</title><script>alert(1)</script> & "Co"',
      category: 'x" onload="alert(1)',
      restaurantType: "<a href='javascript:alert(1)'>",
    });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<a ');
    expect(svg).not.toContain('onload="');
    expect(svg).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(svg).toContain('&amp; &quot;Co&quot;');
    expect(isWellFormed(svg)).toBe(true);
  });

  it('stays well-formed XML with control characters, lone surrogates and emoji in the name', () => {
    const svg = composeFoodIllustration({
      itemName: 'Chai\u0001 \ud800 ☕️ 🍛 Special',
      category: 'beverage',
    });
    expect(isWellFormed(svg)).toBe(true);
    expect(svg).toContain('Chai ☕️ 🍛 Special');
  });

  it('omits the subtitle when no restaurant type is given, and draws a name that is only blanks as ?', () => {
    const svg = composeFoodIllustration({ itemName: '   ', category: 'veg' });
    expect(svg).toContain('>?</tspan>');
    expect(svg.match(/<text /g)).toHaveLength(2);
  });
});

describe('wrapText', () => {
  it('breaks between words, cuts a word too long for a line, and ends an overflow with an ellipsis', () => {
    expect(wrapText('Masala Dosa', 18, 2)).toEqual(['Masala Dosa']);
    expect(wrapText('Special Veg Thali with Butter Naan', 18, 2)).toEqual([
      'Special Veg Thali',
      'with Butter Naan',
    ]);
    expect(wrapText('Supercalifragilistic', 8, 3)).toEqual(['Supercal', 'ifragili', 'stic']);
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('🍛🍛🍛', 2, 1)).toEqual(['🍛…']);
  });
});
