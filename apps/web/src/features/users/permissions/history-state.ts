import { messages } from '@bk/contracts/common/messages';
import { permissionsMessages as M, permissionsLimits } from '@bk/contracts/users/permissions-admin';
import type { HistoryFilters } from './permissions-api.ts';

/** Messages of the history's filters, by field. */
export type HistoryErrors = Partial<Record<keyof HistoryFilters, string>>;

/** The checks of the history's filters (spec 3 section 5.3): 'Od' not after 'Do', e-mail max 100. */
export function historyProblems(filters: HistoryFilters): HistoryErrors {
  const errors: HistoryErrors = {};
  // yyyy-MM-dd compares as text.
  if (filters.od && filters.do && filters.od > filters.do) errors.od = M.historyDates;
  if (filters.email.trim().length > permissionsLimits.historyEmail)
    errors.email = messages.maxLength(permissionsLimits.historyEmail);
  return errors;
}

/** The filters as they are sent: the e-mail trimmed. */
export function cleanHistoryFilters(filters: HistoryFilters): HistoryFilters {
  return { ...filters, email: filters.email.trim() };
}
