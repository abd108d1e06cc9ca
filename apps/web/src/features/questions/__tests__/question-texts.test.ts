import { questionMessages } from '@bk/contracts/questions/questions';
import { describe, expect, it } from 'vitest';
import { questionTexts } from '../question-texts.ts';

describe("the questions' texts in the catalogues (issue 51)", () => {
  it('say word for word what the contracts say', () => {
    for (const [key, descriptor] of Object.entries(questionTexts))
      expect(descriptor.message, key).toBe(questionMessages[key as keyof typeof questionMessages]);
  });
});
