import type { ApiOptions } from '../../lib/api.ts';
import { api } from '../../lib/api.ts';
import type { SubjectBody } from '../subject/subject-api.ts';
import { type PersonBody, profileDataPath } from './profile-data.ts';

/**
 * The options of a write for `userId`: another user's data need previewListUsers and blockingUsers
 * (the server's 403 'Nie masz uprawnień do edycji danych tego użytkownika.'), so a 403 there drops
 * blockingUsers from the local flags and the boxes lose their buttons.
 */
function writeOptions(userId: number | null, options: ApiOptions): ApiOptions {
  return userId === null ? options : { ...options, permission: 'blockingUsers' };
}

/** Adds (`id` null) or changes the economic subject of one's own (`userId` null) or another user. */
export function saveSubject(userId: number | null, id: number | null, body: SubjectBody) {
  return api<{ danePodmiotu: { id: number } }>(
    profileDataPath(
      id === null ? '/api/users/economic-subject' : `/api/users/economic-subject/${id}`,
      userId,
    ),
    writeOptions(userId, { method: id === null ? 'POST' : 'PUT', body }),
  );
}

/** Adds (`id` null) or changes a contact person of one's own (`userId` null) or another user. */
export function savePerson(userId: number | null, id: number | null, body: PersonBody) {
  return api<{ contactPerson: { id: number } }>(
    profileDataPath(id === null ? '/api/users/contact-persons' : `/api/users/contact-persons/${id}`, userId),
    writeOptions(userId, { method: id === null ? 'POST' : 'PUT', body }),
  );
}

export function deletePerson(userId: number | null, id: number) {
  return api<unknown>(
    profileDataPath(`/api/users/contact-persons/${id}`, userId),
    writeOptions(userId, { method: 'DELETE' }),
  );
}
