import { requestIdFrom } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it('keeps a sane id from the client', () => {
    expect(requestIdFrom('req-123_abc.DEF:9')).toBe('req-123_abc.DEF:9');
  });

  it('replaces missing, repeated, over-long or unprintable ids with a fresh uuid', () => {
    for (const header of [
      undefined,
      '',
      ['a', 'b'],
      'x'.repeat(129),
      'evil\nlog-line',
      'has space',
      '<script>',
    ]) {
      expect(requestIdFrom(header)).toMatch(UUID);
    }
  });
});
