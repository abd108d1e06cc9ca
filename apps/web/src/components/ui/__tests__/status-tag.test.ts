import { announcementStatuses } from '@bk/contracts/dictionaries/statuses';
import { offerStatuses } from '@bk/contracts/offers/offers';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inPolish } from '../../../lib/__tests__/polish-i18n.ts';
import { announcementLook, offerLook, StatusTag } from '../StatusTag.tsx';

describe('status looks', () => {
  it('gives every announcement status (and a scheduled draft) its own colour and icon', () => {
    const looks = [
      ...announcementStatuses.map((s) => announcementLook(s.name)),
      announcementLook('DRAFT', true),
    ];
    expect(new Set(looks.map((l) => l.tone)).size).toBe(looks.length);
    expect(new Set(looks.map((l) => l.icon)).size).toBe(looks.length);
    expect(looks.map((l) => l.tone)).not.toContain('other');
  });

  it('gives every offer status its own colour and icon', () => {
    const looks = offerStatuses.map((s) => offerLook(s.name));
    expect(new Set(looks.map((l) => l.tone)).size).toBe(looks.length);
    expect(new Set(looks.map((l) => l.icon)).size).toBe(looks.length);
  });

  it('tells closed from resolved (the closed status is not the success colour)', () => {
    const html = (nazwa: string, label: string) =>
      renderToStaticMarkup(inPolish(createElement(StatusTag, { status: { nazwa, label } })));
    expect(html('CLOSED', 'Zamknięte')).toContain('status-tag--closed');
    expect(html('RESOLVED', 'Rozstrzygnięte')).toContain('status-tag--resolved');
    expect(html('CLOSED', 'Zamknięte')).toContain('aria-hidden="true">■</span>Zamknięte');
  });
});
