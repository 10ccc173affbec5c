import type { PartnerSecret } from '../../domain/partner-secret';
import { activePartnerSecrets } from './active-partner-secrets';

const secret = (id: number): PartnerSecret => ({
  id,
  partnerId: 4,
  value: `whsec_${id}`,
  createdAt: new Date('2026-11-20T12:00:00Z'),
  expiresAt: null,
});

describe('activePartnerSecrets', () => {
  it('holds nothing until read, then what the last read found', async () => {
    let stored = [secret(1)];
    const active = activePartnerSecrets({ listActiveAt: async () => stored });
    expect(active.current()).toEqual([]);
    await active.refresh();
    expect(active.current()).toEqual([secret(1)]);
    stored = [secret(2)];
    expect(active.current()).toEqual([secret(1)]);
    await active.refresh();
    expect(active.current()).toEqual([secret(2)]);
  });

  it('keeps a newer read when an older one finishes after it', async () => {
    const answers: Array<(secrets: PartnerSecret[]) => void> = [];
    const active = activePartnerSecrets({
      listActiveAt: () => new Promise((resolve) => answers.push(resolve)),
    });
    const older = active.refresh();
    const newer = active.refresh();
    answers[1]!([secret(2)]);
    await newer;
    answers[0]!([secret(1)]);
    await older;
    expect(active.current()).toEqual([secret(2)]);
  });
});
