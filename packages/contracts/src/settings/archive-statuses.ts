/** Status names of the old portal's search (spec 1 section 2). */
export const archiveStatusNames: Record<string, string> = {
  CANCELLED: 'canceled',
  PUBLISHED: 'active',
  CLOSED: 'archived',
};
