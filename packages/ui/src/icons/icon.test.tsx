import { renderToStaticMarkup } from 'react-dom/server';
import { ICON_NAMES, Icon } from './icon';

describe('Icon', () => {
  it('draws every icon as an SVG with its own shapes, so no icon depends on an emoji font', () => {
    const drawings = ICON_NAMES.map((name) => renderToStaticMarkup(<Icon name={name} />));
    for (const markup of drawings) {
      expect(markup).toMatch(/^<svg[^>]*viewBox="0 0 24 24"[^>]*>.*<(path|circle|rect)\b.*<\/svg>$/);
    }
    expect(new Set(drawings).size).toBe(ICON_NAMES.length);
  });

  it('is hidden from assistive technology by default', () => {
    expect(renderToStaticMarkup(<Icon name="store" />)).toContain('aria-hidden="true"');
  });

  it('takes the text colour and the requested size', () => {
    const markup = renderToStaticMarkup(<Icon name="bell" size={20} />);
    expect(markup).toContain('stroke="currentColor"');
    expect(markup).toContain('width="20"');
    expect(markup).toContain('height="20"');
  });

  it('can be filled for a chosen state', () => {
    const markup = renderToStaticMarkup(<Icon name="heart" fill="currentColor" size={18} />);
    expect(markup).toContain('fill="currentColor"');
    expect(markup).toContain('width="18"');
  });

  it('can be named for assistive technology when it is the only content', () => {
    const markup = renderToStaticMarkup(
      <Icon name="bell" aria-hidden={false} role="img" aria-label="Alerts" />,
    );
    expect(markup).toContain('aria-hidden="false"');
    expect(markup).toContain('aria-label="Alerts"');
    expect(markup).not.toContain('aria-hidden="true"');
  });
});
