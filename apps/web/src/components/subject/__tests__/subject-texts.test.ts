import { identificationTypeLabels, profileMessages } from '@bk/contracts/users/profile';
import { describe, expect, it } from 'vitest';
import { identificationTypeTexts, profileTexts } from '../subject-texts.ts';

describe("the subject's texts in the catalogues (issue 51)", () => {
  it('say word for word what the contracts say', () => {
    for (const [type, descriptor] of Object.entries(identificationTypeTexts))
      expect(descriptor.message, type).toBe(
        identificationTypeLabels[type as keyof typeof identificationTypeLabels],
      );
    for (const [key, descriptor] of Object.entries(profileTexts))
      expect(descriptor.message, key).toBe(profileMessages[key as keyof typeof profileMessages]);
  });
});
