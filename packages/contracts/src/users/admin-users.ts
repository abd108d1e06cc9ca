import { z } from 'zod';
import { queryInt } from '../common/input.ts';
import { plural } from '../common/plural.ts';

/** The user administration's list (spec 3 sections 2.3, 8, 9). */
export const USERS_PAGE_SIZE = 100;
/** From this many found, the count reads 'około' (spec 3 section 9). */
export const USERS_APPROXIMATE_FROM = 100;

export const userSorts = ['surname', 'forename', 'email', 'identifier', 'status'] as const;
export type UserSort = (typeof userSorts)[number];
export const userSortLabels: Record<UserSort, string> = {
  surname: 'Nazwisko',
  forename: 'Imię',
  email: 'E-mail',
  identifier: 'Identyfikator',
  status: 'Status konta',
};
export const userStatuses = ['all', 'active', 'blocked'] as const;
export type UserStatusFilter = (typeof userStatuses)[number];

export const usersLimits = { identifier: 100, email: 200, forename: 100, surname: 100 } as const;

export const usersMessages = {
  listForbidden: 'Nie masz uprawnień do przeglądania listy użytkowników.',
  listEmpty: 'Nie znaleziono użytkowników spełniających kryteria wyszukiwania.',
  listFailed: 'Nie udało się wyszukać użytkowników.',
  blockingForbidden: 'Nie masz uprawnień do blokowania użytkowników',
  blockingSelf: 'Nie możesz zablokować własnego konta.',
  userNotFound: 'Użytkownik o podanych danych nie istnieje.',
} as const;

/** 'Znaleziono [około] N użytkownika/użytkowników' (spec 3 section 2.3). */
export function usersFoundText(total: number): string {
  const about = total >= USERS_APPROXIMATE_FROM ? 'około ' : '';
  return `Znaleziono ${about}${total} ${plural(total, { one: 'użytkownika', few: 'użytkowników', many: 'użytkowników' })}`;
}

const text = (max: number) => z.string().trim().max(max).optional();

/** GET /api/admin/users. */
export const usersQuerySchema = z.object({
  page: queryInt(z.number().min(1).max(100_000)).catch(1).default(1),
  limit: queryInt(z.number().min(1).max(USERS_PAGE_SIZE)).catch(USERS_PAGE_SIZE).default(USERS_PAGE_SIZE),
  sort: z.enum(userSorts).catch('surname').default('surname'),
  identifier: text(usersLimits.identifier),
  email: text(usersLimits.email),
  forename: text(usersLimits.forename),
  surname: text(usersLimits.surname),
  status: z.enum(userStatuses).catch('all').default('all'),
});
export type UsersQuery = z.output<typeof usersQuerySchema>;

export const userListItemSchema = z.object({
  id: z.number(),
  email: z.string(),
  forename: z.string(),
  surname: z.string(),
  blocked: z.boolean(),
  identifier: z.string(),
});

export const usersListSchema = z.object({
  users: z.array(userListItemSchema),
  meta: z.object({ total: z.number(), page: z.number(), last_page: z.number() }),
});

/** PUT /api/users/{id}: the account's blocking (blockingUsers of usersAdministration). */
export const userBlockInputSchema = z.object({ blocked: z.boolean() });
export const userBlockSchema = z.object({
  id: z.number(),
  blocked: z.boolean(),
  blocked_at: z.string().nullable(),
});
