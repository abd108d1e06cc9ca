import { projectMessages } from '@bk/contracts/projects/projects';
import { notFound } from '../../lib/errors.ts';

// Who may do what to a project or enrolment: it is its owner's alone (spec 1 section 5). Another
// user's is never revealed, not even by a 403.

export function ownsProject(project: { owner_id: number }, userId: number): boolean {
  return project.owner_id === userId;
}

/** Editing and removing: the owner (the project list shows each row's flag). */
export function canEditProject(project: { owner_id: number }, userId: number): boolean {
  return ownsProject(project, userId);
}

/** The owner's project of the given type, or 404. */
export function assertOwnProject<P extends { owner_id: number; type: string }>(
  project: P | undefined,
  userId: number,
  type?: string,
): asserts project is P {
  if (!project || !ownsProject(project, userId) || (type && project.type !== type)) {
    throw notFound(projectMessages.notFound);
  }
}
