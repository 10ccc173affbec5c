import { partnerOwnsCategory } from './webhook-partner';

describe('partnerOwnsCategory', () => {
  it("gives a partner with a secret of its own its category's orders only", () => {
    expect(partnerOwnsCategory({ kind: 'partner', id: 3 }, 3)).toBe(true);
    expect(partnerOwnsCategory({ kind: 'partner', id: 3 }, 4)).toBe(false);
  });

  it('gives the default partner every category but those with secrets of their own', () => {
    expect(partnerOwnsCategory({ kind: 'default', exceptIds: [3] }, 4)).toBe(true);
    expect(partnerOwnsCategory({ kind: 'default', exceptIds: [3] }, 3)).toBe(false);
    expect(partnerOwnsCategory({ kind: 'default', exceptIds: [] }, 3)).toBe(true);
  });
});
