import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('http://shop.test/reset-password?token=abc_-1')).toBe(
      'http://shop.test/reset-password?token=abc_-1',
    );
  });
});
