import { initialPlace } from './place-choice';

describe('where a community picker starts', () => {
  it('starts in Karnataka and Bengaluru with no community for a resident without one', () => {
    expect(initialPlace(undefined)).toEqual({ state: 'Karnataka', city: 'Bengaluru', communityId: null });
  });

  it("starts at the resident's own community", () => {
    expect(initialPlace({ id: 13, state: 'Maharashtra', city: 'Pune' })).toEqual({
      state: 'Maharashtra',
      city: 'Pune',
      communityId: 13,
    });
  });
});
