import type { AnnouncementRole } from '../announcements/index.ts';
import type { QuestionScope } from './questions.repository.ts';

// Who may ask, answer and read which questions (spec 2 sections 2.9, 4.2, 4.3, 6; issue 17).

type Announcement = { status: string; submission_deadline: Date | null };

/** Questions are asked and answered only while the announcement is published and before its deadline. */
export function takesQuestions(announcement: Announcement, now: Date): boolean {
  return (
    announcement.status === 'PUBLISHED' &&
    announcement.submission_deadline !== null &&
    announcement.submission_deadline.getTime() > now.getTime()
  );
}

/** Anyone signed in but the author may ask. */
export function mayAsk(role: AnnouncementRole, userId: number | null): boolean {
  return userId !== null && !role.isAuthor;
}

/** The author answers, and administrators who may edit the announcement (editData in its scope). */
export function mayAnswer(role: AnnouncementRole): boolean {
  return role.isAuthor || role.canEditAsAdmin;
}

/** The author and administrators in scope see every question, whatever its status, with draft answers. */
export function seesAllQuestions(role: AnnouncementRole): boolean {
  return role.isAuthor || role.canPreviewAsAdmin;
}

/**
 * The public sees questions of a published, closed or resolved announcement only: a cancelled (or
 * locked, or draft) one shows none to anyone but the author and administrators in scope.
 */
export function questionsPublic(announcement: { status: string }): boolean {
  return ['PUBLISHED', 'CLOSED', 'RESOLVED'].includes(announcement.status);
}

/** Which questions the viewer reads: everything, or the published ones and their own. */
export function questionScope(
  announcement: { status: string },
  role: AnnouncementRole,
  userId: number | null,
): QuestionScope {
  if (seesAllQuestions(role)) return { kind: 'all' };
  if (!questionsPublic(announcement)) return { kind: 'none' };
  return { kind: 'public', askerId: userId };
}

/** The asker is named only to administrators in scope (never to the author, never in public). */
export function seesAsker(role: AnnouncementRole): boolean {
  return !role.isAuthor && role.canPreviewAsAdmin;
}

/** Whether a viewer may read this question at all (a refusal for others must not reveal it exists). */
export function mayReadQuestion(
  question: { status: string; asker_id: number },
  announcement: { status: string },
  role: AnnouncementRole,
  userId: number | null,
): boolean {
  if (seesAllQuestions(role)) return true;
  if (!questionsPublic(announcement)) return false;
  return question.status === 'PUBLISHED' || question.asker_id === userId;
}
